// Non-intrusive Boost.Serialization, as amr/io/checkpoint_metadata.cpp does it: to add a member,
// bump the class's BOOST_CLASS_VERSION and read the member only `if (version >= new)`.
#include "monitor/autonomic_checkpoint.hpp"

#include <fmt/format.h>

#include <boost/archive/archive_exception.hpp>
#include <boost/archive/binary_oarchive.hpp>
#include <boost/serialization/map.hpp>
#include <boost/serialization/vector.hpp>
#include <boost/serialization/version.hpp>
#include <sstream>

#include "amr/base/bounded_archive.hpp"
#include "amr/base/error.hpp"

namespace boost::serialization {

template <class Archive>
void serialize(Archive& archive, vagus::monitor::ProcessReading& r, unsigned /*version*/) {
  archive& r.wall_seconds;
  archive& r.cpu_seconds;
  archive& r.cpu_share;
  archive& r.memory_available_bytes;
}

template <class Archive>
void serialize(Archive& archive, vagus::monitor::LevelSample& level, unsigned /*version*/) {
  archive& level.kernel_seconds;
  archive& level.cells;
  archive& level.patches;
  archive& level.substeps;
}

template <class Archive>
void serialize(Archive& archive, vagus::monitor::StepSample& s, unsigned /*version*/) {
  archive& s.step;
  archive& s.time;
  archive& s.step_seconds;
  archive& s.levels;
  archive& s.exchange_seconds;
  archive& s.wait_seconds;
  archive& s.bytes_sent;
  archive& s.process;
}

template <class Archive>
void serialize(Archive& archive, vagus::monitor::RankMonitorState& m, unsigned /*version*/) {
  archive& m.samples;
  archive& m.errors;
  archive& m.recent;
  archive& m.memory_bytes;
}

template <class Archive>
void serialize(Archive& archive, vagus::monitor::DecisionState& d, unsigned /*version*/) {
  archive& d.capacity;
  archive& d.max_patch_cells;
  archive& d.slow_count;
  archive& d.recovered_count;
  archive& d.evacuated;
  archive& d.decisions;
}

template <class Archive>
void serialize(Archive& archive, vagus::monitor::AutonomicCheckpoint& c, unsigned /*version*/) {
  archive& c.state;
  archive& c.ranks;
}

}  // namespace boost::serialization

BOOST_CLASS_VERSION(vagus::monitor::ProcessReading, 1)
BOOST_CLASS_VERSION(vagus::monitor::LevelSample, 1)
BOOST_CLASS_VERSION(vagus::monitor::StepSample, 1)
BOOST_CLASS_VERSION(vagus::monitor::RankMonitorState, 1)
BOOST_CLASS_VERSION(vagus::monitor::DecisionState, 1)
BOOST_CLASS_VERSION(vagus::monitor::AutonomicCheckpoint, 1)

namespace vagus::monitor {
namespace {

template <class T>
std::string Serialize(const T& value) {
  std::ostringstream out(std::ios::binary);
  {
    boost::archive::binary_oarchive archive(out);
    archive << value;
  }
  return out.str();
}

template <class T>
T Deserialize(const std::string& bytes, const char* what) {
  T value;
  try {
    std::istringstream in(bytes, std::ios::binary);
    BoundedBinaryIArchive archive(in);
    archive >> value;
  } catch (const boost::archive::archive_exception& e) {
    throw UserError(fmt::format("the {} cannot be read ({})", what, e.what()));
  } catch (const std::exception& e) {
    throw UserError(fmt::format("the {} is damaged ({})", what, e.what()));
  }
  return value;
}

}  // namespace

std::string SerializeRankMonitorState(const RankMonitorState& state) { return Serialize(state); }

RankMonitorState DeserializeRankMonitorState(const std::string& bytes) {
  return Deserialize<RankMonitorState>(bytes, "rank monitor state");
}

std::string SerializeAutonomicCheckpoint(const AutonomicCheckpoint& checkpoint) {
  return Serialize(checkpoint);
}

AutonomicCheckpoint DeserializeAutonomicCheckpoint(const std::string& bytes) {
  return Deserialize<AutonomicCheckpoint>(bytes, "autonomic state");
}

}  // namespace vagus::monitor
