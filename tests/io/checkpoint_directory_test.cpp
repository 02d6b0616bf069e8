// Checkpoint names in a directory: listing newest first, and pruning (keep the newest N up to the current
// step, never later steps, remove temporaries of earlier steps).
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include <vagus/amr/io/checkpoint.hpp>

namespace vagus::amr::io {
namespace {

namespace fs = std::filesystem;

Comm World() { return Comm::World(); }

// These files are not HDF5, so none has a run id: they count as one run's, that of "".
const std::string kNoRunId;

TEST(CheckpointDirectory, FindsTheLatestAndPrunesOldOnes) {
  if (!World().IsRoot()) return;  // files only
  const fs::path dir = fs::temp_directory_path() / fmt::format("vagus_chk_dir_test_{}", ::getpid());
  fs::remove_all(dir);
  fs::create_directories(dir);
  const auto touch = [&](const std::string& name) { std::ofstream(dir / name) << "x"; };
  EXPECT_TRUE(ListCheckpoints(dir.string()).empty());
  for (const char* name : {"chk_000002.h5", "chk_000004.h5", "chk_000006.h5", "chk_000010.h5",
                           "chk_000003.h5.tmp", "chk_000003.h5.tmp.locktest.0", "chk_000008.h5.tmp",
                           "chk_abc.h5", "chk_000005.h5.bak", "chk_.h5", "plt_000004.3d.hdf5"})
    touch(name);
  EXPECT_EQ(CheckpointName(42), "chk_000042.h5");
  EXPECT_EQ(CheckpointName(1234567), "chk_1234567.h5");
  ASSERT_EQ(ListCheckpoints(dir.string()).size(), 4u);
  EXPECT_EQ(ListCheckpoints(dir.string()).front(), (dir / "chk_000010.h5").string());

  // After step 6 with keep = 2: steps 6 and 4 stay, 2 goes, 10 (a later step) stays; the
  // temporary of step 3 (and the lock-test file Open MPI made beside it) goes, that of step 8
  // stays.
  std::vector<std::string> removed = PruneCheckpoints(dir.string(), 6, 2, kNoRunId);
  std::sort(removed.begin(), removed.end());
  EXPECT_EQ(removed, (std::vector<std::string>{(dir / "chk_000002.h5").string(),
                                               (dir / "chk_000003.h5.tmp").string(),
                                               (dir / "chk_000003.h5.tmp.locktest.0").string()}));
  for (const char* name : {"chk_000004.h5", "chk_000006.h5", "chk_000010.h5", "chk_000008.h5.tmp",
                           "chk_abc.h5", "chk_000005.h5.bak", "chk_.h5", "plt_000004.3d.hdf5"})
    EXPECT_TRUE(fs::exists(dir / name)) << name;
  EXPECT_TRUE(PruneCheckpoints(dir.string(), 6, 0, kNoRunId).empty()) << "keep = 0 keeps all";
  EXPECT_EQ(PruneCheckpoints(dir.string(), 6, 1, kNoRunId),
            std::vector<std::string>{(dir / "chk_000004.h5").string()});
  fs::remove_all(dir);
}

}  // namespace
}  // namespace vagus::amr::io
