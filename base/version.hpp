// Which Vagus this is: the release version and the git commit the libraries were built from.
// Written into plotfiles and checkpoints and printed by `vagus --version`.
#pragma once

namespace vagus {

// "0.1.0": the project version of CMakeLists.txt.
[[nodiscard]] const char* Version();
// The commit the build came from ("1a2b3c4d5e6f", "-dirty" appended when the tree had
// uncommitted changes), or "unknown" outside a git checkout.
[[nodiscard]] const char* GitCommit();

}  // namespace vagus
