// Limits of the index space: the largest level Vagus indexes (Box has int coordinates, with room
// left for ghost cells and the corners of refined boxes; cell counts are int64), and the largest
// value of an integer setting kept in an int. Decks (amr/driver/deck_loader.cpp) and checkpoints
// (amr/io/checkpoint_file.cpp) asking for more are refused.
#pragma once

namespace vagus {

inline constexpr double kMaxLevelCellsPerDirection = 1073741824.0;  // 2^30
inline constexpr double kMaxLevelCells = 1152921504606846976.0;     // 2^60
inline constexpr double kIntMax = 2147483647.0;                     // 2^31 - 1

}  // namespace vagus
