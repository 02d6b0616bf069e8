// Damaged, truncated and foreign files are refused before anything is restored: the message names
// the file and the fault, is the same on every rank, and the simulation is left without levels.
// Bits are flipped inside the field data and the metadata (located with H5Dget_offset), files are
// cut short, the format version is changed, and plotfiles, other HDF5 files, text files, missing
// files and checkpoints of another mesh are offered.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <hdf5.h>

#include <fstream>
#include <iostream>

#include <vagus/base/error.hpp>
#include <vagus/amr/io/checkpoint.hpp>
#include <vagus/amr/io/checkpoint_file.hpp>
#include "tests/io/checkpoint_test_support.hpp"

namespace vagus::amr::io {
namespace {

namespace fs = std::filesystem;
using test_support::kBlob;
using test_support::MakeRun;
using test_support::TempDirectory;
using test_support::World;

// Byte offset of a contiguous dataset in its file.
uint64_t DatasetOffset(const std::string& path, const std::string& dataset) {
  const hid_t file = H5Fopen(path.c_str(), H5F_ACC_RDONLY, H5P_DEFAULT);
  const hid_t set = H5Dopen2(file, dataset.c_str(), H5P_DEFAULT);
  const haddr_t offset = H5Dget_offset(set);
  const hsize_t size = H5Dget_storage_size(set);
  H5Dclose(set);
  H5Fclose(file);
  return offset + size / 2;  // the middle of it
}

void FlipBit(const std::string& path, uint64_t offset) {
  std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
  file.seekg(static_cast<std::streamoff>(offset));
  char byte = 0;
  file.get(byte);
  byte = static_cast<char>(byte ^ 0x10);
  file.seekp(static_cast<std::streamoff>(offset));
  file.put(byte);
}

void Truncate(const std::string& from, const std::string& to, uint64_t size) {
  fs::copy_file(from, to, fs::copy_options::overwrite_existing);
  fs::resize_file(to, size);
}

void SetFormatVersion(const std::string& path, int version) {
  const hid_t file = H5Fopen(path.c_str(), H5F_ACC_RDWR, H5P_DEFAULT);
  const hid_t attribute = H5Aopen(file, "vagus_checkpoint_format", H5P_DEFAULT);
  H5Awrite(attribute, H5T_NATIVE_INT, &version);
  H5Aclose(attribute);
  H5Fclose(file);
}

// An HDF5 file with the root group yt and Vagus recognise a plotfile by, or with nothing.
void WriteHdf5(const std::string& path, bool plotfile) {
  const hid_t file = H5Fcreate(path.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
  if (plotfile) H5Gclose(H5Gcreate2(file, "Chombo_global", H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT));
  H5Fclose(file);
}

// Every rank must throw, with the same message, naming the file and containing `reason`; the
// simulation is left without levels.
void ExpectRefused(const std::string& path, const std::string& reason,
                   const std::vector<std::string>& overrides = {}) {
  const Comm world = World();
  auto run = MakeRun(kBlob, overrides, world);
  std::string message;
  try {
    RestoreCheckpoint(path, run->Sim());
  } catch (const UserError& e) {
    message = e.what();
  }
  EXPECT_NE(message.find(path), std::string::npos) << message;
  EXPECT_NE(message.find(reason), std::string::npos) << "want '" << reason << "' in: " << message;
  EXPECT_EQ(run->Sim().Hierarchy().NumLevels(), 0) << message;
  const auto hash = static_cast<int64_t>(checkpoint::Checksum(message.data(), message.size()) >> 1);
  int64_t low = 0, high = 0;
  MPI_Allreduce(&hash, &low, 1, MPI_INT64_T, MPI_MIN, world.comm);
  MPI_Allreduce(&hash, &high, 1, MPI_INT64_T, MPI_MAX, world.comm);
  EXPECT_EQ(low, high) << "ranks disagree; rank " << world.rank << " says: " << message;
  if (world.IsRoot()) std::cout << "refused as expected: " << message << "\n";
}

class Refusal : public ::testing::Test {
 protected:
  void SetUp() override {
    good_ = directory_.File("chk_000002.h5");
    auto run = MakeRun(kBlob, {"run.max_steps=2"}, World());
    run->Sim().Initialize();
    run->driver->RunToEnd();
    WriteCheckpoint(good_, run->Sim(), run->deck.ToToml());
  }
  // Rank 0 makes a damaged copy of the good file; every rank then has its name.
  std::string Damaged(const std::string& name,
                      const std::function<void(const std::string&)>& damage) {
    const std::string path = directory_.File(name);
    if (World().IsRoot()) {
      fs::copy_file(good_, path, fs::copy_options::overwrite_existing);
      damage(path);
    }
    World().Barrier();
    return path;
  }

  TempDirectory directory_;
  std::string good_;
};

TEST_F(Refusal, AcceptsTheUndamagedFile) {
  auto run = MakeRun(kBlob, {}, World());
  const CheckpointMetadata metadata = RestoreCheckpoint(good_, run->Sim());
  EXPECT_EQ(metadata.Step(), 2);
  EXPECT_EQ(run->Sim().Hierarchy().Steps(), 2);
  EXPECT_EQ(run->Sim().Hierarchy().NumLevels(), 3);
  if (World().IsRoot()) {
    const std::string text = DescribeCheckpoint(good_);
    EXPECT_NE(text.find("step        2"), std::string::npos) << text;
    EXPECT_NE(text.find("checksums   ok"), std::string::npos) << text;
    EXPECT_TRUE(IsCheckpointFile(good_));
  }
}

TEST_F(Refusal, TruncatedFiles) {
  const uint64_t size = fs::file_size(good_);
  ExpectRefused(Damaged("half.h5", [&](const std::string& p) { Truncate(good_, p, size / 2); }),
                "truncated");
  ExpectRefused(Damaged("short.h5", [&](const std::string& p) { Truncate(good_, p, size - 1); }),
                "truncated");
  ExpectRefused(Damaged("empty.h5", [&](const std::string& p) { Truncate(good_, p, 0); }),
                "not an HDF5 file");
}

TEST_F(Refusal, FlippedBitInFieldData) {
  for (const char* level : {"/level_0/data", "/level_2/data"}) {
    const std::string path = Damaged(
        "flipped_data.h5", [&](const std::string& p) { FlipBit(p, DatasetOffset(p, level)); });
    ExpectRefused(path, "do not match their checksum");
    if (World().IsRoot()) {
      EXPECT_THROW(static_cast<void>(DescribeCheckpoint(path)), UserError);
    }
  }
}

TEST_F(Refusal, FlippedBitInMetadata) {
  ExpectRefused(
      Damaged("flipped_metadata.h5",
              [&](const std::string& p) { FlipBit(p, DatasetOffset(p, "/metadata/hierarchy")); }),
      "its metadata do not match their checksum");
}

TEST_F(Refusal, OtherFormatVersion) {
  ExpectRefused(Damaged("newer.h5", [](const std::string& p) { SetFormatVersion(p, 99); }),
                "format version is 99; this Vagus reads version 1 (a newer Vagus wrote it)");
}

TEST_F(Refusal, ForeignFiles) {
  const std::string plotfile = directory_.File("plt_000002.3d.hdf5");
  const std::string hdf5 = directory_.File("other.h5");
  const std::string text = directory_.File("notes.h5");
  if (World().IsRoot()) {
    WriteHdf5(plotfile, true);
    WriteHdf5(hdf5, false);
    std::ofstream(text) << "not a checkpoint\n";
  }
  World().Barrier();
  ExpectRefused(plotfile, "it is a plotfile, not a checkpoint");
  ExpectRefused(hdf5, "not a Vagus checkpoint (it has no attribute 'vagus_checkpoint_format')");
  ExpectRefused(text, "not an HDF5 file");
  ExpectRefused(directory_.File("missing.h5"), "does not exist");
}

TEST_F(Refusal, CheckpointOfAnotherMesh) {
  ExpectRefused(good_, "base grid of 32 x 32 x 1 cells; the deck has 64 x 64 x 1",
                {"mesh.cells=[64,64,1]", "mesh.hi=[2.0,2.0,0.03125]"});
  ExpectRefused(good_, "it has 3 levels; the deck allows only amr.max_level = 1",
                {"amr.max_level=1"});
}

TEST_F(Refusal, UnwritableLocation) {
  auto run = MakeRun(kBlob, {"run.max_steps=1"}, World());
  run->Sim().Initialize();
  const std::string path = directory_.File("no/such/directory/chk_000000.h5");
  try {
    WriteCheckpoint(path, run->Sim(), "");
    ADD_FAILURE() << "writing into a missing directory succeeded";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("does not exist"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace vagus::amr::io
