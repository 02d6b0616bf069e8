// Boost.Serialization of the checkpoint metadata, non-intrusive (the amr types know nothing of
// Boost). Each class has a version: a serialize function reads every older version it knows, and
// Boost refuses a version newer than the one compiled in (unsupported_class_version). To add a
// member: bump the class's BOOST_CLASS_VERSION and read the member only `if (version >= new)`.
#include <vagus/amr/io/checkpoint_metadata.hpp>

#include <fmt/format.h>

#include <boost/archive/archive_exception.hpp>
#include <boost/archive/binary_oarchive.hpp>
#include <boost/serialization/string.hpp>
#include <boost/serialization/vector.hpp>
#include <boost/serialization/version.hpp>
#include <sstream>
#include <stdexcept>

#include <vagus/base/bounded_archive.hpp>
#include <vagus/base/error.hpp>

namespace boost::serialization {

template <class Archive>
void serialize(Archive& archive, vagus::Box& box, unsigned /*version*/) {
  for (int d = 0; d < vagus::kDim; ++d) archive& box.lo[d];
  for (int d = 0; d < vagus::kDim; ++d) archive& box.hi[d];
}

template <class Archive>
void serialize(Archive& archive, vagus::amr::Domain& domain, unsigned /*version*/) {
  archive& domain.box;
  // A bool is one byte in the archive, like an unsigned char: read as a byte and checked, so that
  // a damaged archive cannot load a bool that is neither false nor true (undefined behaviour).
  for (bool& periodic : domain.periodic) {
    unsigned char flag = periodic ? 1 : 0;
    archive& flag;
    if constexpr (Archive::is_loading::value) {
      if (flag > 1) throw std::runtime_error("a periodicity flag that is neither 0 nor 1");
      periodic = flag == 1;
    }
  }
  for (double& corner : domain.prob_lo) archive& corner;
  archive& domain.dx;
}

template <class Archive>
void serialize(Archive& archive, vagus::amr::LevelSnapshot& level, unsigned /*version*/) {
  archive& level.boxes;
  archive& level.time;
  archive& level.old_time;
  archive& level.steps;
  archive& level.signal_rate;
}

template <class Archive>
void serialize(Archive& archive, vagus::amr::HierarchySnapshot& hierarchy, unsigned /*version*/) {
  archive& hierarchy.levels;
  archive& hierarchy.cell_updates;
  archive& hierarchy.num_regrids;
}

template <class Archive>
void serialize(Archive& archive, vagus::amr::io::CheckpointMetadata& metadata, unsigned version) {
  archive& metadata.kernel;
  archive& metadata.state_fields;
  archive& metadata.base_domain;
  archive& metadata.ratio;
  archive& metadata.num_ranks;
  archive& metadata.deck;
  archive& metadata.hierarchy;
  archive& metadata.owners;
  archive& metadata.patch_hashes;
  if (version >= 2) archive& metadata.autonomic;
  if (version >= 3) archive& metadata.run_id;
}

}  // namespace boost::serialization

BOOST_CLASS_VERSION(vagus::Box, 1)
BOOST_CLASS_VERSION(vagus::amr::Domain, 1)
BOOST_CLASS_VERSION(vagus::amr::LevelSnapshot, 1)
BOOST_CLASS_VERSION(vagus::amr::HierarchySnapshot, 1)
BOOST_CLASS_VERSION(vagus::amr::io::CheckpointMetadata, 3)  // 2: autonomic; 3: run_id

namespace vagus::amr::io {

int64_t CheckpointMetadata::Step() const {
  return hierarchy.levels.empty() ? 0 : hierarchy.levels.front().steps;
}

double CheckpointMetadata::Time() const {
  return hierarchy.levels.empty() ? 0.0 : hierarchy.levels.front().time;
}

std::string SerializeMetadata(const CheckpointMetadata& metadata) {
  std::ostringstream stream;
  {
    boost::archive::binary_oarchive archive(stream);
    archive << metadata;
  }
  return stream.str();
}

CheckpointMetadata DeserializeMetadata(const std::string& bytes) {
  std::istringstream stream(bytes);
  CheckpointMetadata metadata;
  try {
    BoundedBinaryIArchive archive(stream);
    archive >> metadata;
  } catch (const boost::archive::archive_exception& e) {
    if (e.code == boost::archive::archive_exception::unsupported_class_version ||
        e.code == boost::archive::archive_exception::unsupported_version)
      throw UserError(fmt::format(
          "its metadata were written by a newer Vagus or Boost than this one reads ({})",
          e.what()));
    throw UserError(fmt::format("its metadata cannot be read ({})", e.what()));
  } catch (const std::exception& e) {
    throw UserError(fmt::format("its metadata cannot be read ({})", e.what()));
  }
  return metadata;
}

}  // namespace vagus::amr::io
