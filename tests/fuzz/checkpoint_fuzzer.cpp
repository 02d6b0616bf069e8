// libFuzzer target: a file offered as a checkpoint, read the ways Vagus reads one: `vagus info`
// (DescribeCheckpoint: every checksum verified), and `vagus run --restart FILE` without a deck
// (the deck stored in the checkpoint, loaded and validated, then the hierarchy restored). A
// refusal is a UserError; any other exception, a crash, a hang or a sanitizer report is a finding,
// and so is a restored hierarchy that breaks the level invariants (disjoint, inside the domain,
// aligned to the refinement ratio, properly nested), since a run would step on it, or an HDF5
// identifier left open.
//
// Two kinds of input:
// - anything but the structured form below: the bytes of the file (seeds: real
//   checkpoints; byte flips and truncations mostly reach HDF5's parsing and the checksums);
// - "VGSF" u32le:length metadata-bytes u8:flags data-bytes: a well-formed HDF5 file is written
//   around the given metadata (the Boost archive the checkpoint stores) with a correct metadata
//   checksum, so mutations reach the deserialisation, the consistency checks and the restore.
//   The data of each level are the data bytes repeated; the flags choose whether the per-patch
//   checksums are recomputed to fit (bit 0 clear), unusual shapes for the attributes and
//   datasets the reader assumes (bits 1-4), and the levels' datasets swapped (bit 5). Make such
//   seeds with `checkpoint_fuzzer -to_structured FILE OUT` (scripts/fuzz does it for the real
//   checkpoints).
#include <hdf5.h>
#include <unistd.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <vagus/base/comm.hpp>
#include <vagus/base/error.hpp>
#include <vagus/base/input/deck.hpp>
#include <vagus/driver/deck_loader.hpp>
#include <vagus/driver/driver.hpp>
#include <vagus/amr/io/checkpoint.hpp>
#include <vagus/amr/io/checkpoint_file.hpp>
#include <vagus/amr/nesting.hpp>
#include <vagus/physics/builtin_kernels.hpp>
#include "tests/fuzz/fuzz_support.hpp"

namespace {

using vagus::fuzz::Finding;
namespace io = vagus::amr::io;

constexpr char kMagic[4] = {'V', 'G', 'S', 'F'};
// Restores beyond this many doubles (ghost cells included, roughly) are skipped: the fuzzer's
// memory limit is not the reader's.
constexpr double kLargestRestore = 1 << 23;

std::string TempPath() {
  const char* dir = std::getenv("TMPDIR");
  return std::string(dir && *dir ? dir : "/tmp") + "/vagus_checkpoint_fuzz_" +
         std::to_string(::getpid()) + ".h5";
}

// Cells of a box from any metadata, in arithmetic that cannot overflow (Box::NumCells may, for
// boxes the reader has not yet checked), with `ghosts` more on every side.
double CellsOf(const vagus::Box& box, double ghosts = 0) {
  double cells = 1;
  for (int d = 0; d < 3; ++d)
    cells *= std::max(0.0, double(box.hi[d]) - double(box.lo[d]) + 1 + 2 * ghosts);
  return cells;
}

void WriteBytes(const std::string& path, const uint8_t* data, size_t size) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
}

// The structured form: a checkpoint written here around the given metadata. HDF5 errors in the
// writing (never expected) leave a file that the reader then refuses.
void WriteStructured(const std::string& path, const uint8_t* data, size_t size) {
  size_t at = sizeof kMagic;
  uint32_t length = 0;
  if (size >= at + 4) std::memcpy(&length, data + at, 4);
  at = std::min(size, at + 4);
  length = static_cast<uint32_t>(std::min<size_t>(length, size - at));
  std::string metadata(reinterpret_cast<const char*>(data + at), length);
  at += length;
  const uint8_t flags = at < size ? data[at++] : 0;
  const uint8_t* fill = data + at;
  const size_t fill_size = size - at;

  // Data of every level, and (unless flag 0) the patch checksums recomputed to match them.
  std::vector<std::vector<double>> levels;
  try {
    io::CheckpointMetadata m = io::DeserializeMetadata(metadata);
    const int components = static_cast<int>(m.state_fields.size());
    for (size_t l = 0; l < m.hierarchy.levels.size() && l < 16; ++l) {
      const vagus::BoxList& boxes = m.hierarchy.levels[l].boxes;
      double values = 0;
      for (const vagus::Box& box : boxes) values += double(components) * CellsOf(box);
      if (!(values <= kLargestRestore)) break;
      const std::vector<uint64_t> offsets = io::checkpoint::PatchOffsets(boxes, components);
      std::vector<double> level(offsets.back());
      for (size_t i = 0; i < level.size() && fill_size > 0; ++i) {
        uint64_t bits = 0;
        for (size_t b = 0; b < 8; ++b) bits = bits << 8 | fill[(8 * i + b) % fill_size];
        std::memcpy(&level[i], &bits, sizeof bits);
      }
      if (!(flags & 1) && l < m.patch_hashes.size() && m.patch_hashes[l].size() == boxes.size())
        for (size_t b = 0; b < boxes.size(); ++b)
          m.patch_hashes[l][b] = io::checkpoint::Checksum(
              level.data() + offsets[b], (offsets[b + 1] - offsets[b]) * sizeof(double));
      levels.push_back(std::move(level));
    }
    if (!(flags & 1)) metadata = io::SerializeMetadata(m);
  } catch (const vagus::UserError&) {
    // metadata that do not deserialise are written as they are
  }

  const hid_t file = H5Fcreate(path.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
  if (file < 0) return;
  // bit 1: the format attribute an array of 2; bit 2: the checksum attribute an array of 2.
  const auto attribute = [](hid_t at_object, const char* name, hid_t type, const void* value,
                            bool array) {
    const hsize_t two = 2;
    const hid_t space = array ? H5Screate_simple(1, &two, nullptr) : H5Screate(H5S_SCALAR);
    const hid_t a = H5Acreate2(at_object, name, type, space, H5P_DEFAULT, H5P_DEFAULT);
    if (a >= 0) {
      if (array) {
        unsigned char twice[16];
        const size_t n = H5Tget_size(type);
        std::memcpy(twice, value, n);
        std::memcpy(twice + n, value, n);
        H5Awrite(a, type, twice);
      } else {
        H5Awrite(a, type, value);
      }
      H5Aclose(a);
    }
    H5Sclose(space);
  };
  const int32_t version = io::kCheckpointFormatVersion;
  attribute(file, io::checkpoint::kFormatAttribute, H5T_NATIVE_INT32, &version, flags & 2);
  // bit 3: the metadata a 2-D dataset; bit 4: the level data stored as float32.
  const auto dataset = [](hid_t group, const char* name, hid_t file_type, hid_t memory_type,
                          const void* values, hsize_t count, bool two_d) {
    const hsize_t dims2[2] = {count, 1};
    const hid_t space =
        two_d ? H5Screate_simple(2, dims2, nullptr) : H5Screate_simple(1, &count, nullptr);
    const hid_t d =
        H5Dcreate2(group, name, file_type, space, H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT);
    if (d >= 0 && count > 0) H5Dwrite(d, memory_type, H5S_ALL, H5S_ALL, H5P_DEFAULT, values);
    if (d >= 0) H5Dclose(d);
    H5Sclose(space);
    return d >= 0;
  };
  const hid_t group =
      H5Gcreate2(file, io::checkpoint::kMetadataGroup, H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT);
  if (group >= 0) {
    if (dataset(group, io::checkpoint::kHierarchyDataset, H5T_STD_U8LE, H5T_NATIVE_UINT8,
                metadata.data(), metadata.size(), flags & 8)) {
      const hid_t d = H5Dopen2(group, io::checkpoint::kHierarchyDataset, H5P_DEFAULT);
      const uint64_t checksum = io::checkpoint::Checksum(metadata.data(), metadata.size());
      attribute(d, io::checkpoint::kChecksumAttribute, H5T_STD_U64LE, &checksum, flags & 4);
      H5Dclose(d);
    }
    H5Gclose(group);
  }
  // bit 5: the levels' datasets swapped (level l's data under the name of level n - 1 - l).
  if (flags & 32) std::reverse(levels.begin(), levels.end());
  for (size_t l = 0; l < levels.size(); ++l) {
    const hid_t level =
        H5Gcreate2(file, io::checkpoint::LevelGroupName(static_cast<int>(l)).c_str(), H5P_DEFAULT,
                   H5P_DEFAULT, H5P_DEFAULT);
    if (level < 0) continue;
    dataset(level, io::checkpoint::kDataDataset, (flags & 16) ? H5T_IEEE_F32LE : H5T_IEEE_F64LE,
            H5T_NATIVE_DOUBLE, levels[l].data(), levels[l].size(), false);
    H5Gclose(level);
  }
  H5Fclose(file);
}

// The deck of the run that wrote the seed checkpoints (scripts/fuzz, tests/fuzz/checkpoint_seed.toml):
// restores use it when the file's own deck cannot be read.
const std::string& SeedDeck() {
  static const std::string text = [] {
    std::ifstream in(VAGUS_FUZZ_SEED_DECK);
    std::ostringstream contents;
    contents << in.rdbuf();
    if (contents.str().empty()) {
      std::fprintf(stderr, "checkpoint_fuzzer: cannot read %s\n", VAGUS_FUZZ_SEED_DECK);
      std::abort();
    }
    return contents.str();
  }();
  return text;
}

// What a restart would rebuild must be something a run can step on.
void CheckRestored(const vagus::amr::Simulation& sim) {
  const int ratio = sim.Options().ratio;
  for (int l = 0; l < sim.Hierarchy().NumLevels(); ++l) {
    const vagus::BoxList boxes = sim.Hierarchy().Level(l).Boxes();
    const std::string problems =
        vagus::amr::CheckLevelInvariants(boxes, sim.Hierarchy().Level(l).GetDomain(),
                                         l == 0 ? 1 : ratio, std::numeric_limits<int64_t>::max());
    if (!problems.empty())
      Finding("a restored level " + std::to_string(l) + " breaks the invariants: " + problems);
    if (l > 0 && !vagus::amr::ProperlyNested(boxes, sim.Hierarchy().Level(l - 1).Boxes(),
                                             sim.Hierarchy().Level(l - 1).GetDomain(), ratio, 0))
      Finding("restored level " + std::to_string(l) + " is not nested in level " +
              std::to_string(l - 1));
  }
}

// `vagus run --restart FILE` without a deck, on one rank.
void Restart(const std::string& path, const vagus::Comm& comm) {
  vagus::amr::KernelRegistry registry;
  vagus::physics::RegisterBuiltinKernels(registry);
  std::string deck_text = SeedDeck();
  try {
    const std::string stored = io::ReadCheckpointDeck(path, comm);
    if (vagus::input::Deck::Parse(stored, "stored").PeekString("physics", "library", "").empty())
      deck_text = stored;
  } catch (const vagus::UserError&) {
  }
  std::optional<vagus::input::Deck> deck;  // outlives the driver made from it
  std::unique_ptr<vagus::Driver> driver;
  try {
    deck.emplace(vagus::LoadDeckText(deck_text, "deck", {}, registry, comm));
    driver = std::make_unique<vagus::Driver>(*deck, registry, comm);
  } catch (const vagus::UserError&) {
    deck.emplace(vagus::LoadDeckText(SeedDeck(), "deck", {}, registry, comm));
    driver = std::make_unique<vagus::Driver>(*deck, registry, comm);
  }
  // The size the restore would allocate, from the file's metadata (when readable).
  try {
    const io::CheckpointMetadata m = io::checkpoint::CheckpointFile(path).ReadMetadata();
    double values = 0;
    for (const auto& level : m.hierarchy.levels)
      for (const vagus::Box& box : level.boxes)
        values += double(m.state_fields.size()) * CellsOf(box, 4);
    if (values > kLargestRestore) return;
  } catch (const vagus::UserError&) {
  }
  driver->Restart(path);
  CheckRestored(driver->Sim());
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
  vagus::fuzz::InitializeOnce(argc, argv);
  // checkpoint_fuzzer -to_structured FILE OUT: a structured seed from a real checkpoint.
  for (int i = 1; i + 2 < *argc; ++i) {
    if (std::strcmp((*argv)[i], "-to_structured") != 0) continue;
    io::checkpoint::CheckpointFile file((*argv)[i + 1]);
    file.ReadMetadata();
    const hid_t h5 = H5Fopen((*argv)[i + 1], H5F_ACC_RDONLY, H5P_DEFAULT);
    const hid_t d = H5Dopen2(h5, "/metadata/hierarchy", H5P_DEFAULT);
    std::string metadata(static_cast<size_t>(H5Dget_storage_size(d)), '\0');
    H5Dread(d, H5T_NATIVE_UINT8, H5S_ALL, H5S_ALL, H5P_DEFAULT, metadata.data());
    H5Dclose(d);
    H5Fclose(h5);
    std::ofstream out((*argv)[i + 2], std::ios::binary);
    const auto length = static_cast<uint32_t>(metadata.size());
    out.write(kMagic, 4);
    out.write(reinterpret_cast<const char*>(&length), 4);
    out << metadata;
    out.write("\0\x3f\xf0\0\0\0\0\0\0", 9);  // flags 0, then the data: all 1.0
    out.close();  // std::exit does not destroy it
    std::exit(0);
  }
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const std::string path = TempPath();
  if (size >= sizeof kMagic && std::memcmp(data, kMagic, sizeof kMagic) == 0)
    WriteStructured(path, data, size);
  else
    WriteBytes(path, data, size);
  const vagus::Comm comm = vagus::Comm::World();
  try {
    static_cast<void>(io::DescribeCheckpoint(path));
  } catch (const vagus::UserError&) {
  }
  try {
    Restart(path, comm);
  } catch (const vagus::UserError&) {
  }
  // Whatever the verdict, the reader closed every file, group, dataset and attribute it opened.
  const ssize_t open = H5Fget_obj_count(H5F_OBJ_ALL, H5F_OBJ_ALL);
  if (open != 0) Finding(std::to_string(open) + " HDF5 identifiers left open after reading");
  return 0;
}
