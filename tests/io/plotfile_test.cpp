// Plotfile tests: a decomposed one- or two-level hierarchy with an exact value in every cell is
// written collectively, then rank 0 reads the file back with the bare HDF5 C API and checks every
// attribute, box, offset and value. Only `Processors` may depend on the number of ranks.
#include <vagus/amr/io/plotfile.hpp>

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <hdf5.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <vagus/base/error.hpp>

namespace vagus::amr::io {
namespace {

namespace fs = std::filesystem;

const std::vector<std::string> kComponents{"density", "momentum_x", "energy"};
constexpr double kTime = 0.125;
constexpr int kStep = 42;
const std::string kDeck = "[problem]\nname = \"plotfile_test\"\n";

// Distinct for every level, component and cell, and computed identically when checking.
double CellValue(int level, int c, int i, int j, int k) {
  return level * 1.0e5 + c * 1000.0 + i + 0.01 * j + 0.0001 * k;
}

Comm World() { return Comm::World(); }

// One level as the test builds it, and as the file should describe it.
struct LevelSpec {
  Domain domain;
  std::vector<Box> boxes;
  int owner_offset = 0;  // patch id + offset, round-robin over the ranks
  IntVect file_shift;    // expected shift from level indices to file indices
  double dt = 0.0;
  int ref_ratio = 2;

  [[nodiscard]] int Owner(size_t id, int num_ranks) const {
    return static_cast<int>((id + static_cast<size_t>(owner_offset)) %
                            static_cast<size_t>(num_ranks));
  }
};

Domain BaseDomain(std::array<double, 3> prob_lo, double dx) {
  Domain domain;
  domain.box = Box({0, 0, 0}, {15, 11, 7});
  domain.prob_lo = prob_lo;
  domain.dx = dx;
  domain.periodic = {true, false, false};
  return domain;
}

// 16 x 12 x 8 cells in twelve boxes of unequal sizes.
std::vector<Box> BaseBoxes() {
  const int i_cuts[] = {0, 5, 11, 16}, j_cuts[] = {0, 6, 12}, k_cuts[] = {0, 4, 8};
  std::vector<Box> boxes;
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 2; ++b)
      for (int c = 0; c < 2; ++c)
        boxes.push_back(Box({i_cuts[a], j_cuts[b], k_cuts[c]},
                            {i_cuts[a + 1] - 1, j_cuts[b + 1] - 1, k_cuts[c + 1] - 1}));
  return boxes;
}

std::vector<LevelSpec> SingleLevelSpec() {
  LevelSpec base{BaseDomain({0.0, 0.0, 0.0}, 1.0 / 16), BaseBoxes(), 0, {0, 0, 0}, 0.01, 2};
  return {base};
}

// The origin lies on the index grid: level 0 is renumbered by prob_lo / dx = (-4, 2, 8).
std::vector<LevelSpec> TwoLevelSpec() {
  LevelSpec base{BaseDomain({-0.5, 0.25, 1.0}, 0.125), BaseBoxes(), 0, {-4, 2, 8}, 0.01, 2};
  LevelSpec fine{base.domain.Refined(2),
                 {Box({4, 2, 2}, {11, 9, 7}), Box({16, 10, 6}, {29, 21, 13})},
                 1,
                 {-8, 4, 16},
                 0.005,
                 2};
  return {base, fine};
}

// A hierarchy built on this rank from specs: patch data filled with CellValue, ghosts left NaN.
struct Hierarchy {
  std::vector<std::unique_ptr<PatchLevel>> levels;
  std::vector<PlotLevel> plot_levels;
};

Hierarchy Build(const std::vector<LevelSpec>& specs, const Comm& comm) {
  Hierarchy h;
  for (size_t n = 0; n < specs.size(); ++n) {
    std::vector<PatchInfo> patches;
    for (size_t id = 0; id < specs[n].boxes.size(); ++id)
      patches.push_back({specs[n].boxes[id], specs[n].Owner(id, comm.size)});
    auto level = std::make_unique<PatchLevel>(static_cast<int>(n), specs[n].domain, patches,
                                              static_cast<int>(kComponents.size()), 2, comm.rank);
    for (Patch& patch : level->LocalPatches()) {
      auto host = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), patch.data);
      const Box data_box = patch.DataBox();
      for (int c = 0; c < patch.NumComponents(); ++c)
        for (int k = patch.box.lo[2]; k <= patch.box.hi[2]; ++k)
          for (int j = patch.box.lo[1]; j <= patch.box.hi[1]; ++j)
            for (int i = patch.box.lo[0]; i <= patch.box.hi[0]; ++i)
              host(c, k - data_box.lo[2], j - data_box.lo[1], i - data_box.lo[0]) =
                  CellValue(static_cast<int>(n), c, i, j, k);
      Kokkos::deep_copy(patch.data, host);
    }
    PlotLevel plot;
    plot.level = level.get();
    plot.data = CopyValidCells(*level);
    plot.time = kTime;
    plot.dt = specs[n].dt;
    plot.ref_ratio = specs[n].ref_ratio;
    h.plot_levels.push_back(plot);
    h.levels.push_back(std::move(level));
  }
  return h;
}

PlotfileHeader Header(const std::string& deck = kDeck) {
  PlotfileHeader header;
  header.component_names = kComponents;
  header.time = kTime;
  header.step = kStep;
  header.deck_toml = deck;
  return header;
}

std::string BroadcastString(std::string text) {
  auto size = static_cast<int>(text.size());
  MPI_Bcast(&size, 1, MPI_INT, 0, MPI_COMM_WORLD);
  text.resize(static_cast<size_t>(size));
  MPI_Bcast(text.data(), size, MPI_CHAR, 0, MPI_COMM_WORLD);
  return text;
}

// ---- Reading back with the plain C API (rank 0) ----

struct FileBox {
  int lo_i, lo_j, lo_k, hi_i, hi_j, hi_k;
};

hid_t FileBoxType() {
  const hid_t type = H5Tcreate(H5T_COMPOUND, sizeof(FileBox));
  H5Tinsert(type, "lo_i", HOFFSET(FileBox, lo_i), H5T_NATIVE_INT);
  H5Tinsert(type, "lo_j", HOFFSET(FileBox, lo_j), H5T_NATIVE_INT);
  H5Tinsert(type, "lo_k", HOFFSET(FileBox, lo_k), H5T_NATIVE_INT);
  H5Tinsert(type, "hi_i", HOFFSET(FileBox, hi_i), H5T_NATIVE_INT);
  H5Tinsert(type, "hi_j", HOFFSET(FileBox, hi_j), H5T_NATIVE_INT);
  H5Tinsert(type, "hi_k", HOFFSET(FileBox, hi_k), H5T_NATIVE_INT);
  return type;
}

Box ToBox(const FileBox& b) { return Box({b.lo_i, b.lo_j, b.lo_k}, {b.hi_i, b.hi_j, b.hi_k}); }

// Reads a scalar attribute after checking its stored type class and size.
template <class T>
T ReadScalar(hid_t location, const char* name, H5T_class_t type_class, hid_t memory_type) {
  T value{};
  const hid_t attribute = H5Aopen(location, name, H5P_DEFAULT);
  EXPECT_GE(attribute, 0) << "attribute " << name;
  if (attribute < 0) return value;
  const hid_t type = H5Aget_type(attribute);
  EXPECT_EQ(H5Tget_class(type), type_class) << name;
  EXPECT_EQ(H5Tget_size(type), sizeof(T)) << name;
  EXPECT_GE(H5Aread(attribute, memory_type, &value), 0) << name;
  H5Tclose(type);
  H5Aclose(attribute);
  return value;
}

int ReadInt(hid_t location, const char* name) {
  return ReadScalar<int32_t>(location, name, H5T_INTEGER, H5T_NATIVE_INT32);
}

double ReadDouble(hid_t location, const char* name) {
  return ReadScalar<double>(location, name, H5T_FLOAT, H5T_NATIVE_DOUBLE);
}

// Chombo readers need fixed-length strings: check that it is one.
std::string ReadFixedString(hid_t location, const char* name) {
  const hid_t attribute = H5Aopen(location, name, H5P_DEFAULT);
  EXPECT_GE(attribute, 0) << "attribute " << name;
  if (attribute < 0) return {};
  const hid_t type = H5Aget_type(attribute);
  EXPECT_EQ(H5Tget_class(type), H5T_STRING) << name;
  EXPECT_EQ(H5Tis_variable_str(type), 0) << name << " must be a fixed-length string";
  std::string buffer(H5Tget_size(type), '\0');
  EXPECT_GE(H5Aread(attribute, type, buffer.data()), 0) << name;
  H5Tclose(type);
  H5Aclose(attribute);
  return buffer.substr(0, buffer.find('\0'));
}

template <class T>
std::vector<T> ReadDataset(hid_t location, const char* name, hid_t memory_type) {
  const hid_t dataset = H5Dopen2(location, name, H5P_DEFAULT);
  EXPECT_GE(dataset, 0) << "dataset " << name;
  if (dataset < 0) return {};
  const hid_t space = H5Dget_space(dataset);
  EXPECT_EQ(H5Sget_simple_extent_ndims(space), 1) << name;
  std::vector<T> values(static_cast<size_t>(H5Sget_simple_extent_npoints(space)));
  EXPECT_GE(H5Dread(dataset, memory_type, H5S_ALL, H5S_ALL, H5P_DEFAULT, values.data()), 0);
  H5Sclose(space);
  H5Dclose(dataset);
  return values;
}

std::vector<std::string> Names(hid_t location, bool attributes) {
  std::vector<std::string> names;
  hsize_t index = 0;
  if (attributes) {
    H5Aiterate2(
        location, H5_INDEX_NAME, H5_ITER_INC, &index,
        [](hid_t, const char* name, const H5A_info_t*, void* data) -> herr_t {
          static_cast<std::vector<std::string>*>(data)->emplace_back(name);
          return 0;
        },
        &names);
  } else {
    H5Literate(
        location, H5_INDEX_NAME, H5_ITER_INC, &index,
        [](hid_t, const char* name, const H5L_info_t*, void* data) -> herr_t {
          static_cast<std::vector<std::string>*>(data)->emplace_back(name);
          return 0;
        },
        &names);
  }
  return names;
}

void CheckRoot(hid_t file, size_t num_levels, const std::string& deck,
               const std::array<double, 3>& prob_lo) {
  EXPECT_EQ(ReadInt(file, "num_levels"), static_cast<int>(num_levels));
  EXPECT_EQ(ReadInt(file, "max_level"), static_cast<int>(num_levels) - 1);
  EXPECT_EQ(ReadInt(file, "num_components"), static_cast<int>(kComponents.size()));
  for (size_t c = 0; c < kComponents.size(); ++c)
    EXPECT_EQ(ReadFixedString(file, ("component_" + std::to_string(c)).c_str()), kComponents[c]);
  EXPECT_EQ(ReadDouble(file, "time"), kTime);
  EXPECT_EQ(ReadInt(file, "iteration"), kStep);
  EXPECT_EQ(ReadFixedString(file, "filetype"), "VanillaAMRFileType");
  EXPECT_EQ(ReadFixedString(file, "vagus_deck"), deck);
  EXPECT_EQ(ReadInt(file, "vagus_format_version"), 1);
  double origin[3] = {0, 0, 0};
  const hid_t attribute = H5Aopen(file, "vagus_prob_lo", H5P_DEFAULT);
  ASSERT_GE(attribute, 0);
  const hid_t space = H5Aget_space(attribute);
  EXPECT_EQ(H5Sget_simple_extent_npoints(space), 3);
  EXPECT_GE(H5Aread(attribute, H5T_NATIVE_DOUBLE, origin), 0);
  H5Sclose(space);
  H5Aclose(attribute);
  for (int d = 0; d < 3; ++d) EXPECT_EQ(origin[d], prob_lo[d]);

  // Readers take every root attribute named component* or particle* as a field, and every root
  // group named level* as a level.
  for (const std::string& name : Names(file, true)) {
    if (name.rfind("component", 0) == 0) {
      EXPECT_LT(std::stoul(name.substr(10)), kComponents.size()) << name;
    }
    EXPECT_NE(name.rfind("particle", 0), 0u) << name;
  }
  std::set<std::string> groups{"Chombo_global"};
  for (size_t n = 0; n < num_levels; ++n) groups.insert("level_" + std::to_string(n));
  const std::vector<std::string> links = Names(file, false);
  EXPECT_EQ(std::set<std::string>(links.begin(), links.end()), groups);

  const hid_t global = H5Gopen2(file, "Chombo_global", H5P_DEFAULT);
  ASSERT_GE(global, 0);
  EXPECT_EQ(ReadInt(global, "SpaceDim"), 3);
  EXPECT_EQ(ReadDouble(global, "testReal"), 0.0);
  H5Gclose(global);
}

void CheckLevel(hid_t file, int number, const LevelSpec& spec, int num_ranks) {
  const std::string name = "level_" + std::to_string(number);
  const hid_t group = H5Gopen2(file, name.c_str(), H5P_DEFAULT);
  ASSERT_GE(group, 0) << name;
  EXPECT_EQ(ReadDouble(group, "dx"), spec.domain.dx);
  EXPECT_EQ(ReadDouble(group, "dt"), spec.dt);
  EXPECT_EQ(ReadDouble(group, "time"), kTime);
  EXPECT_EQ(ReadInt(group, "ref_ratio"), spec.ref_ratio);
  EXPECT_EQ(ReadInt(group, "is_periodic_0"), 1);
  EXPECT_EQ(ReadInt(group, "is_periodic_1"), 0);

  const hid_t box_type = FileBoxType();
  FileBox prob_domain{};
  const hid_t attribute = H5Aopen(group, "prob_domain", H5P_DEFAULT);
  EXPECT_GE(H5Aread(attribute, box_type, &prob_domain), 0);
  H5Aclose(attribute);
  EXPECT_EQ(ToBox(prob_domain), spec.domain.box.Shift(spec.file_shift));

  const std::vector<FileBox> boxes = ReadDataset<FileBox>(group, "boxes", box_type);
  const std::vector<int64_t> offsets =
      ReadDataset<int64_t>(group, "data:offsets=0", H5T_NATIVE_INT64);
  const std::vector<int32_t> owners = ReadDataset<int32_t>(group, "Processors", H5T_NATIVE_INT32);
  const std::vector<double> data = ReadDataset<double>(group, "data:datatype=0", H5T_NATIVE_DOUBLE);
  const std::vector<double> values = ReadDataset<double>(group, "values", H5T_NATIVE_DOUBLE);
  H5Tclose(box_type);

  const int num_components = static_cast<int>(kComponents.size());
  ASSERT_EQ(boxes.size(), spec.boxes.size());
  ASSERT_EQ(offsets.size(), spec.boxes.size() + 1);
  ASSERT_EQ(owners.size(), spec.boxes.size());
  EXPECT_EQ(offsets[0], 0);
  int64_t mismatches = 0;
  std::string first_mismatch;
  for (size_t b = 0; b < spec.boxes.size(); ++b) {
    const Box box = spec.boxes[b];
    EXPECT_EQ(ToBox(boxes[b]), box.Shift(spec.file_shift)) << name << " box " << b;
    EXPECT_EQ(owners[b], spec.Owner(b, num_ranks)) << name << " box " << b;
    EXPECT_EQ(offsets[b + 1] - offsets[b], num_components * box.NumCells());
    // Component-major, then k, j, i with i fastest.
    size_t at = static_cast<size_t>(offsets[b]);
    for (int c = 0; c < num_components; ++c)
      for (int k = box.lo[2]; k <= box.hi[2]; ++k)
        for (int j = box.lo[1]; j <= box.hi[1]; ++j)
          for (int i = box.lo[0]; i <= box.hi[0]; ++i, ++at) {
            const double expected = CellValue(number, c, i, j, k);
            if (at < data.size() && data[at] == expected) continue;
            if (mismatches++ == 0)
              first_mismatch = "box " + std::to_string(b) + " component " + std::to_string(c) +
                               " cell (" + std::to_string(i) + "," + std::to_string(j) + "," +
                               std::to_string(k) + ")";
          }
  }
  EXPECT_EQ(static_cast<size_t>(offsets.back()), data.size());
  EXPECT_EQ(mismatches, 0) << name << ": first wrong value at " << first_mismatch;
  EXPECT_EQ(values, data) << "level_N/values must be the data under a second name";

  const hid_t attributes = H5Gopen2(group, "data_attributes", H5P_DEFAULT);
  ASSERT_GE(attributes, 0);
  struct {
    int i, j, k;
  } ghosts{-1, -1, -1};
  const hid_t intvect = H5Tcreate(H5T_COMPOUND, 3 * sizeof(int));
  H5Tinsert(intvect, "intvecti", 0, H5T_NATIVE_INT);
  H5Tinsert(intvect, "intvectj", sizeof(int), H5T_NATIVE_INT);
  H5Tinsert(intvect, "intvectk", 2 * sizeof(int), H5T_NATIVE_INT);
  const hid_t ghost_attribute = H5Aopen(attributes, "outputGhost", H5P_DEFAULT);
  EXPECT_GE(H5Aread(ghost_attribute, intvect, &ghosts), 0);
  EXPECT_EQ(ghosts.i, 0);
  EXPECT_EQ(ghosts.j, 0);
  EXPECT_EQ(ghosts.k, 0);
  H5Aclose(ghost_attribute);
  H5Tclose(intvect);
  H5Gclose(attributes);
  H5Gclose(group);
}

void CheckFile(const std::string& path, const std::vector<LevelSpec>& specs, int num_ranks,
               const std::string& deck = kDeck) {
  const hid_t file = H5Fopen(path.c_str(), H5F_ACC_RDONLY, H5P_DEFAULT);
  ASSERT_GE(file, 0) << path;
  CheckRoot(file, specs.size(), deck, specs.front().domain.prob_lo);
  for (size_t n = 0; n < specs.size(); ++n)
    CheckLevel(file, static_cast<int>(n), specs[n], num_ranks);
  H5Fclose(file);
}

// Every test gets a fresh directory, made by rank 0 and shared with the others.
class PlotfileTest : public ::testing::Test {
 protected:
  void SetUp() override {
    comm_ = World();
    std::string name;
    if (comm_.IsRoot()) {
      const fs::path dir = fs::temp_directory_path() /
                           ("vagus_plotfile_test_" + std::to_string(::getpid()) + "_" +
                            ::testing::UnitTest::GetInstance()->current_test_info()->name());
      fs::remove_all(dir);
      fs::create_directories(dir);
      name = dir.string();
    }
    dir_ = BroadcastString(name);
  }
  void TearDown() override {
    comm_.Barrier();
    if (comm_.IsRoot()) fs::remove_all(dir_);
  }
  [[nodiscard]] std::string PathFor(const std::string& name) const { return dir_ + "/" + name; }

  Comm comm_;
  std::string dir_;
};

TEST_F(PlotfileTest, SingleLevelRoundTrip) {
  const auto specs = SingleLevelSpec();
  const Hierarchy h = Build(specs, comm_);
  const std::string path = PathFor(PlotfileName(kStep, 3));
  WritePlotfile(path, Header(), h.plot_levels, comm_);
  if (comm_.IsRoot()) {
    CheckFile(path, specs, comm_.size);
    EXPECT_FALSE(fs::exists(path + ".tmp")) << "the temporary file must be renamed";
  }
}

TEST_F(PlotfileTest, TwoLevelRoundTripWithShiftedOrigin) {
  // With 3 ranks, rank 0 owns no patch of level 1: the collective calls must still match.
  const auto specs = TwoLevelSpec();
  const Hierarchy h = Build(specs, comm_);
  const std::string path = PathFor(PlotfileName(kStep, 3));
  WritePlotfile(path, Header(), h.plot_levels, comm_);
  if (comm_.IsRoot()) CheckFile(path, specs, comm_.size);
}

TEST_F(PlotfileTest, OriginOffTheIndexGridIsWrittenUnshifted) {
  auto specs = TwoLevelSpec();
  specs[0].domain.prob_lo = {0.3, 0.25, 1.0};  // 0.3 / 0.125 = 2.4 cells
  specs[1].domain = specs[0].domain.Refined(2);
  specs[0].file_shift = specs[1].file_shift = {0, 0, 0};
  const Hierarchy h = Build(specs, comm_);
  const std::string path = PathFor("off_grid.3d.hdf5");
  WritePlotfile(path, Header(), h.plot_levels, comm_);
  if (comm_.IsRoot()) CheckFile(path, specs, comm_.size);
}

TEST_F(PlotfileTest, OverwritesAndKeepsADeckLargerThan64KiB) {
  std::string deck;
  while (deck.size() < 200000) deck += "# a long comment line in a deck\n";
  const auto specs = SingleLevelSpec();
  const Hierarchy h = Build(specs, comm_);
  const std::string path = PathFor(PlotfileName(0, 3));
  WritePlotfile(path, Header(), h.plot_levels, comm_);
  WritePlotfile(path, Header(deck), h.plot_levels, comm_);
  if (comm_.IsRoot()) CheckFile(path, specs, comm_.size, deck);
}

// Each case must throw UserError on every rank (a hang here is the failure) and name the file.
TEST_F(PlotfileTest, UnwritablePathThrowsOnEveryRank) {
  const Hierarchy h = Build(SingleLevelSpec(), comm_);
  // Rank 0's pre-check: missing directory, a directory in the way.
  // HDF5's own failure: the temporary name is taken by a directory, so the parallel create fails.
  if (comm_.IsRoot()) fs::create_directories(PathFor("blocked.3d.hdf5.tmp"));
  comm_.Barrier();
  const std::vector<std::string> paths = {PathFor("no_such_dir/deeper/plt.3d.hdf5"), dir_,
                                          PathFor("blocked.3d.hdf5")};
  for (const std::string& path : paths) {
    std::string message;
    try {
      WritePlotfile(path, Header(), h.plot_levels, comm_);
    } catch (const UserError& e) {
      message = e.what();
    }
    EXPECT_FALSE(message.empty()) << path << ": no UserError on rank " << comm_.rank;
    EXPECT_EQ(message.rfind(path + ": cannot write the plotfile: ", 0), 0u) << message;
    EXPECT_FALSE(comm_.Any(message.empty())) << path << ": some rank did not throw";
    if (comm_.IsRoot()) std::cout << "  message: " << message << "\n";
  }
  if (comm_.IsRoot()) {
    EXPECT_FALSE(fs::exists(PathFor("blocked.3d.hdf5")));
  }
}

TEST(PlotfileName, PadsTheStepAndNamesTheDimension) {
  EXPECT_EQ(PlotfileName(0, 3), "plt_000000.3d.hdf5");
  EXPECT_EQ(PlotfileName(42, 2), "plt_000042.2d.hdf5");
  EXPECT_EQ(PlotfileName(1234567, 1), "plt_1234567.1d.hdf5");
}

TEST_F(PlotfileTest, DescribeSummarisesLevelsAndRanges) {
  const auto specs = TwoLevelSpec();
  const Hierarchy h = Build(specs, comm_);
  const std::string path = PathFor(PlotfileName(kStep, 3));
  WritePlotfile(path, Header(), h.plot_levels, comm_);
  // Every rank may describe the file (a serial read).
  const std::string text = DescribePlotfile(path);
  if (comm_.IsRoot()) std::cout << text;
  const auto value = [](int level, int c, int i, int j, int k) {
    return fmt::format("{}", CellValue(level, c, i, j, k));
  };
  const std::vector<std::string> expected_lines = {
      "plotfile    " + path,
      "format      Vagus plotfile, version 1",
      "time        0.125",
      "step        42",
      "origin      (-0.5, 0.25, 1)",
      "levels      2",
      "components  3: density, momentum_x, energy",
      "level 0: dx 0.125, 12 boxes, 1536 cells",
      "  density     min " + value(0, 0, 0, 0, 0) + "  max " + value(0, 0, 15, 11, 7),
      "  energy      min " + value(0, 2, 0, 0, 0) + "  max " + value(0, 2, 15, 11, 7),
      "level 1: dx 0.0625, 2 boxes, 1728 cells",  // 8*8*6 + 14*12*8
      "  momentum_x  min " + value(1, 1, 4, 2, 2) + "  max " + value(1, 1, 29, 21, 13),
  };
  for (const std::string& line : expected_lines)
    EXPECT_NE(text.find(line + "\n"), std::string::npos) << "missing line: " << line;
}

TEST_F(PlotfileTest, DescribeRejectsFilesThatAreNotPlotfiles) {
  if (!comm_.IsRoot()) return;
  const std::string text_file = PathFor("notes.txt");
  std::ofstream(text_file) << "not HDF5\n";
  const std::string plain_hdf5 = PathFor("plain.h5");
  {
    const hid_t file = H5Fcreate(plain_hdf5.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
    H5Gclose(H5Gcreate2(file, "results", H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT));
    H5Fclose(file);
  }
  // The Chombo marker but no levels.
  const std::string truncated = PathFor("truncated.3d.hdf5");
  {
    const hid_t file = H5Fcreate(truncated.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
    H5Gclose(H5Gcreate2(file, "Chombo_global", H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT));
    H5Fclose(file);
  }
  // Root attributes of a one-level file, but no level_0 group.
  const std::string no_levels = PathFor("no_levels.3d.hdf5");
  {
    const hid_t file = H5Fcreate(no_levels.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
    const hid_t global = H5Gcreate2(file, "Chombo_global", H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT);
    const hid_t scalar = H5Screate(H5S_SCALAR);
    const int one = 1, three = 3;
    const double zero = 0.0;
    const auto write = [scalar](hid_t location, const char* name, hid_t type, const void* value) {
      const hid_t attribute = H5Acreate2(location, name, type, scalar, H5P_DEFAULT, H5P_DEFAULT);
      H5Awrite(attribute, type, value);
      H5Aclose(attribute);
    };
    write(global, "SpaceDim", H5T_NATIVE_INT, &three);
    write(file, "num_levels", H5T_NATIVE_INT, &one);
    write(file, "num_components", H5T_NATIVE_INT, &one);
    write(file, "time", H5T_NATIVE_DOUBLE, &zero);
    const hid_t string_type = H5Tcopy(H5T_C_S1);
    H5Tset_size(string_type, 8);
    write(file, "component_0", string_type, "density");
    H5Tclose(string_type);
    H5Sclose(scalar);
    H5Gclose(global);
    H5Fclose(file);
  }
  const std::vector<std::pair<std::string, std::string>> cases = {
      {PathFor("missing.3d.hdf5"), "does not exist"},
      {text_file, "not an HDF5 file"},
      {plain_hdf5, "Chombo_global"},
      {truncated, "/Chombo_global has no attribute 'SpaceDim'"},
      {no_levels, "group 'level_0' is missing"},
  };
  for (const auto& [path, reason] : cases) {
    std::string message;
    try {
      static_cast<void>(DescribePlotfile(path));
    } catch (const UserError& e) {
      message = e.what();
    }
    EXPECT_EQ(message.rfind(path + ": not a Vagus plotfile: ", 0), 0u) << message;
    EXPECT_NE(message.find(reason), std::string::npos) << message;
    std::cout << "  message: " << message << "\n";
  }
}

}  // namespace
}  // namespace vagus::amr::io
