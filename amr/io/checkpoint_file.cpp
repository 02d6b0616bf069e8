// Reading a checkpoint safely: everything is checked before it is used (the format attribute, the
// metadata's checksum, the metadata against the datasets, each patch's checksum), so a damaged
// file produces a message, never a crash or a half-read state.
#include <vagus/amr/io/checkpoint_file.hpp>

#include <fmt/format.h>
#include <xxhash.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>

#include <vagus/base/error.hpp>
#include <vagus/base/index_limits.hpp>
#include <vagus/amr/io/checkpoint.hpp>
#include <vagus/amr/nesting.hpp>

namespace vagus::amr::io::checkpoint {
namespace {

std::string BoxText(const Box& box) {
  return fmt::format("[({}, {}, {}) .. ({}, {}, {})]", box.lo[0], box.lo[1], box.lo[2], box.hi[0],
                     box.hi[1], box.hi[2]);
}

// The metadata must describe a hierarchy this reader can rebuild; `what` says what does not fit.
void CheckConsistent(const CheckpointMetadata& m) {
  const auto fail = [](const std::string& what) {
    return UserError("its metadata are inconsistent (" + what + "): the file is damaged");
  };
  const size_t num_levels = m.hierarchy.levels.size();
  if (num_levels == 0) throw fail("no levels");
  if (m.state_fields.empty()) throw fail("no state fields");
  if (m.ratio != 2 && m.ratio != 4) throw fail(fmt::format("refinement ratio {}", m.ratio));
  if (m.base_domain.box.Empty() || !(m.base_domain.dx > 0.0)) throw fail("an empty base domain");
  // Every run's base domain starts at the origin, and its finest level fits the index space a
  // deck may ask for (deck_loader.cpp): refining a larger one would overflow Box's ints.
  if (m.base_domain.box.lo != IntVect{0, 0, 0})
    throw fail("a base domain not at the origin: " + BoxText(m.base_domain.box));
  for (int d = 0; d < kDim; ++d) {
    const double finest = (double(m.base_domain.box.hi[d]) + 1) *
                          std::pow(double(m.ratio), double(num_levels - 1));
    if (finest > kMaxLevelCellsPerDirection)
      throw fail(fmt::format("{:.0f} cells along direction {} on the finest level", finest, d));
  }
  if (m.owners.size() != num_levels || m.patch_hashes.size() != num_levels)
    throw fail("owners or checksums for another number of levels");
  Domain domain = m.base_domain, coarse = m.base_domain;
  for (size_t l = 0; l < num_levels; ++l) {
    if (l > 0) domain = domain.Refined(m.ratio);
    const BoxList& boxes = m.hierarchy.levels[l].boxes;
    if (boxes.empty()) throw fail(fmt::format("level {} has no patches", l));
    if (m.owners[l].size() != boxes.size() || m.patch_hashes[l].size() != boxes.size())
      throw fail(fmt::format("level {}: owners or checksums for another number of patches", l));
    for (size_t b = 0; b < boxes.size(); ++b)
      if (boxes[b].Empty() || !domain.box.Contains(boxes[b]))
        throw fail(fmt::format("level {}, patch {}: box {} outside the level's domain {}", l, b,
                               BoxText(boxes[b]), BoxText(domain.box)));
    // What a run stepping on the restored hierarchy relies on: disjoint patches, refined ones
    // aligned to the ratio (averaging down) and nested in the level below. (Alignment to the
    // blocking factor and the patch size limit are the deck's, which may change on restart.)
    const std::string problems = CheckLevelInvariants(boxes, domain, l == 0 ? 1 : m.ratio,
                                                      std::numeric_limits<int64_t>::max());
    if (!problems.empty()) throw fail(fmt::format("level {}: {}", l, problems));
    if (l > 0 && !ProperlyNested(boxes, m.hierarchy.levels[l - 1].boxes, coarse, m.ratio, 0))
      throw fail(fmt::format("level {} is not nested in level {}", l, l - 1));
    coarse = domain;
  }
}

}  // namespace

std::string LevelGroupName(int level) { return fmt::format("level_{}", level); }

uint64_t Checksum(const void* data, size_t size) { return XXH64(data, size, 0); }

void PackValidCells(const Patch& patch, double* out) {
  const auto host = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), patch.data);
  const IntVect n = patch.box.Size(), g = patch.ghosts;
  for (int c = 0; c < patch.NumComponents(); ++c)
    for (int k = 0; k < n[2]; ++k)
      for (int j = 0; j < n[1]; ++j) {
        const double* row = &host(c, k + g[2], j + g[1], g[0]);
        out = std::copy(row, row + n[0], out);
      }
}

void UnpackValidCells(const double* in, Patch& patch) {
  const auto host = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), patch.data);
  const IntVect n = patch.box.Size(), g = patch.ghosts;
  for (int c = 0; c < patch.NumComponents(); ++c)
    for (int k = 0; k < n[2]; ++k)
      for (int j = 0; j < n[1]; ++j) {
        std::copy(in, in + n[0], &host(c, k + g[2], j + g[1], g[0]));
        in += n[0];
      }
  Kokkos::deep_copy(patch.data, host);  // nothing to do when the data live on the host
}

std::vector<uint64_t> PatchOffsets(const BoxList& boxes, int num_components) {
  std::vector<uint64_t> offsets(boxes.size() + 1, 0);
  for (size_t b = 0; b < boxes.size(); ++b)
    offsets[b + 1] = offsets[b] + static_cast<uint64_t>(num_components * boxes[b].NumCells());
  return offsets;
}

CheckpointFile::CheckpointFile(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code error;
  if (!fs::exists(path, error)) throw UserError("the file does not exist");
  if (!fs::is_regular_file(path, error)) throw UserError("it is not a regular file");
  const h5::QuietErrors quiet;
  if (H5Fis_hdf5(path.c_str()) <= 0)
    throw UserError("it is not an HDF5 file, so not a Vagus checkpoint");
  const hid_t file = H5Fopen(path.c_str(), H5F_ACC_RDONLY, H5P_DEFAULT);
  if (file < 0)
    throw UserError(fmt::format("HDF5 cannot open it, so it is truncated or damaged ({})",
                                h5::LastErrorMessage()));
  file_ = h5::Id(file);
  if (!h5::HasAttribute(file_, kFormatAttribute)) {
    if (h5::HasLink(file_, "Chombo_global"))
      throw UserError("it is a plotfile, not a checkpoint (restart from a chk_*.h5 file)");
    throw UserError(
        fmt::format("it is an HDF5 file but not a Vagus checkpoint (it has no attribute '{}')",
                    kFormatAttribute));
  }
  const int version = h5::ReadIntAttribute(file_, kFormatAttribute);
  if (version != kCheckpointFormatVersion)
    throw UserError(
        fmt::format("its format version is {}; this Vagus reads version {}{}", version,
                    kCheckpointFormatVersion,
                    version > kCheckpointFormatVersion ? " (a newer Vagus wrote it)" : ""));
}

CheckpointMetadata CheckpointFile::ReadMetadata() {
  const h5::QuietErrors quiet;
  if (!h5::HasLink(file_, kMetadataGroup))
    throw UserError(fmt::format("it has no group '/{}': the file is damaged", kMetadataGroup));
  const h5::Id group = h5::OpenGroup(file_, kMetadataGroup);
  if (!h5::HasLink(group, kHierarchyDataset))
    throw UserError(fmt::format("it has no dataset '/{}/{}': the file is damaged", kMetadataGroup,
                                kHierarchyDataset));
  const h5::Id dataset = h5::OpenDataset(group, kHierarchyDataset);
  if (!h5::HasAttribute(dataset, kChecksumAttribute))
    throw UserError("its metadata have no checksum: the file is damaged");
  uint64_t expected = 0;
  h5::ReadAttribute(dataset, kChecksumAttribute, H5T_NATIVE_UINT64, &expected);
  const hsize_t size = h5::DatasetSize(dataset);
  constexpr hsize_t kLargest = hsize_t{1} << 32;  // ~10^8 patches: far beyond any real hierarchy
  if (size > kLargest)
    throw UserError(fmt::format("its metadata claim {} bytes: the file is damaged", size));
  std::string bytes(size, '\0');
  if (size > 0) h5::ReadRun(dataset, H5T_NATIVE_UINT8, {0, size}, bytes.data());
  if (Checksum(bytes.data(), bytes.size()) != expected)
    throw UserError("its metadata do not match their checksum: the file is damaged");
  metadata_ = DeserializeMetadata(bytes);
  CheckConsistent(metadata_);

  const int num_components = static_cast<int>(metadata_.state_fields.size());
  data_.clear();
  offsets_.clear();
  for (size_t l = 0; l < metadata_.hierarchy.levels.size(); ++l) {
    const std::string name = LevelGroupName(static_cast<int>(l));
    if (!h5::HasLink(file_, name) || !h5::HasLink(h5::OpenGroup(file_, name), kDataDataset))
      throw UserError(
          fmt::format("it has no dataset '/{}/{}': the file is damaged", name, kDataDataset));
    const h5::Id group_l = h5::OpenGroup(file_, name);
    h5::Id data = h5::OpenDataset(group_l, kDataDataset);
    std::vector<uint64_t> offsets =
        PatchOffsets(metadata_.hierarchy.levels[l].boxes, num_components);
    if (h5::DatasetSize(data) != offsets.back())
      throw UserError(
          fmt::format("'/{}/{}' has {} values where the metadata say {}: the file is "
                      "damaged",
                      name, kDataDataset, h5::DatasetSize(data), offsets.back()));
    data_.push_back(std::move(data));
    offsets_.push_back(std::move(offsets));
  }
  return metadata_;
}

void CheckpointFile::ReadPatch(int level, int64_t id, std::vector<double>& buffer) {
  VAGUS_ASSERT(level >= 0 && static_cast<size_t>(level) < data_.size(),
               "ReadMetadata() first, and a level the file has");
  const std::vector<uint64_t>& offsets = offsets_[level];
  const auto patch = static_cast<size_t>(id);
  const hsize_t count = offsets[patch + 1] - offsets[patch];
  buffer.resize(count);
  const h5::QuietErrors quiet;
  h5::ReadRun(data_[level], H5T_NATIVE_DOUBLE, {offsets[patch], count}, buffer.data());
  if (Checksum(buffer.data(), count * sizeof(double)) != metadata_.patch_hashes[level][patch])
    throw UserError(fmt::format(
        "level {}, patch {} {}: its data do not match their checksum: the file is damaged", level,
        id, BoxText(metadata_.hierarchy.levels[level].boxes[patch])));
}

}  // namespace vagus::amr::io::checkpoint
