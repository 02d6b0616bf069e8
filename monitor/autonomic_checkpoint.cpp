// Non-intrusive Boost.Serialization, as amr/io/checkpoint_metadata.cpp does it: to add a member,
// bump the class's BOOST_CLASS_VERSION and read the member only `if (version >= new)`.
#include <vagus/monitor/autonomic_checkpoint.hpp>

#include <fmt/format.h>

#include <boost/archive/archive_exception.hpp>
#include <boost/archive/binary_oarchive.hpp>
#include <boost/serialization/map.hpp>
#include <boost/serialization/split_free.hpp>
#include <boost/serialization/vector.hpp>
#include <boost/serialization/version.hpp>
#include <map>
#include <sstream>
#include <stdexcept>
#include <vector>

#include <vagus/base/bounded_archive.hpp>
#include <vagus/base/error.hpp>

namespace boost::serialization {

// Bound on a rank number read back (a damaged archive must not size a vector by it).
constexpr int kMaxRanks = 1 << 24;

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
void serialize(Archive& archive, vagus::monitor::LinkSample& link, unsigned /*version*/) {
  archive& link.bytes;
  archive& link.messages;
  archive& link.seconds;
}

// A sample's levels travel as a vector and its links as a map (rank -> link, the ranks it
// exchanged with). Version 1 had bytes alone (rank -> bytes) where version 2 has the links.
// The members in archive order (Sample: StepSample, const when saving; Links: the map).
template <class Archive, class Sample, class Links>
void StepSampleMembers(Archive& archive, Sample& s,
                       std::vector<vagus::monitor::LevelSample>& levels, Links& links) {
  archive& s.step;
  archive& s.time;
  archive& s.step_seconds;
  archive& levels;
  archive& s.exchange_seconds;
  archive& s.wait_seconds;
  archive& links;
  archive& s.process;
}

template <class Archive>
void save(Archive& archive, const vagus::monitor::StepSample& s, unsigned /*version*/) {
  std::vector<vagus::monitor::LevelSample> levels(s.levels.begin(), s.levels.end());
  std::map<int, vagus::monitor::LinkSample> links;
  for (const auto& [rank, link] : s.links)
    if (link.bytes != 0 || link.messages != 0 || link.seconds != 0) links[rank] = link;
  StepSampleMembers(archive, s, levels, links);
}

template <class Archive>
void load(Archive& archive, vagus::monitor::StepSample& s, unsigned version) {
  std::vector<vagus::monitor::LevelSample> levels;
  std::map<int, vagus::monitor::LinkSample> links;
  if (version >= 2) {
    StepSampleMembers(archive, s, levels, links);
  } else {
    std::map<int, int64_t> bytes_sent;
    StepSampleMembers(archive, s, levels, bytes_sent);
    for (const auto& [rank, bytes] : bytes_sent) links[rank].bytes = bytes;
  }
  if (levels.size() > static_cast<size_t>(vagus::monitor::kMaxLevels))
    throw std::runtime_error(fmt::format("a step sample with {} levels", levels.size()));
  s.levels.clear();
  for (const vagus::monitor::LevelSample& level : levels) s.levels.push_back(level);
  s.links.clear();
  for (const auto& [rank, link] : links) {
    if (rank < 0 || rank >= kMaxRanks)
      throw std::runtime_error(fmt::format("a link to rank {}", rank));
    s.Link(rank) = link;
  }
}

template <class Archive>
void serialize(Archive& archive, vagus::monitor::StepSample& s, unsigned version) {
  split_free(archive, s, version);
}

template <class Archive>
void serialize(Archive& archive, vagus::monitor::ShareSample& s, unsigned /*version*/) {
  archive& s.seconds;
  archive& s.share;
}

// Version 2 adds the share memory; a version-1 checkpoint restarts with it empty.
template <class Archive>
void serialize(Archive& archive, vagus::monitor::RankMonitorState& m, unsigned version) {
  archive& m.samples;
  archive& m.errors;
  archive& m.recent;
  archive& m.memory_bytes;
  if (version >= 2) archive& m.shares;
}

template <class Archive>
void serialize(Archive& archive, vagus::monitor::PatchSizeState& p, unsigned /*version*/) {
  archive& p.candidates;
  archive& p.seconds;
  archive& p.work;
  archive& p.trial;
  archive& p.held;
  archive& p.chosen;
  if constexpr (Archive::is_loading::value) {
    const size_t n = p.candidates.size();
    if (p.seconds.size() != n || p.work.size() != n || p.trial < 0 ||
        static_cast<size_t>(p.trial) > n || p.held < 0)
      throw std::runtime_error("an inconsistent patch-size trial");
  }
}

template <class Archive>
void serialize(Archive& archive, vagus::monitor::SpeedForecasts& f, unsigned /*version*/) {
  archive& f.window;
  archive& f.recent;
  archive& f.window_error;
  archive& f.recent_error;
  archive& f.scored;
}

template <class Archive>
void serialize(Archive& archive, vagus::monitor::DecisionState& d, unsigned version) {
  archive& d.capacity;
  archive& d.max_patch_cells;
  archive& d.slow_count;
  archive& d.recovered_count;
  archive& d.evacuated;
  archive& d.decisions;
  if (version >= 2) {
    archive& d.predicted_compute;
    archive& d.predicted_communication;
  } else {
    d.predicted_compute.assign(d.capacity.size(), 0.0);
    d.predicted_communication.assign(d.capacity.size(), 0.0);
  }
  if (version >= 3) archive& d.patch_size;  // before: no patch-size trial
  if (version >= 4) {  // before: capacities moved at the first proposal beyond the noise band
    archive& d.agreeing;
    archive& d.pending_change;
  }
  if (version >= 5) archive& d.forecasts;  // before: the window's speeds alone
  if (version >= 6)
    archive& d.coarsest_level;
  else  // before: every rank on every level
    d.coarsest_level.assign(d.capacity.size(), 0);
  if constexpr (Archive::is_loading::value)
    if (d.coarsest_level.size() != d.capacity.size())
      throw std::runtime_error("a coarsest level per rank that does not fit the capacities");
}

// A decision as rank 0 broadcasts it: what every rank acts on (capacities, limits, evacuations,
// the curve order), not the gathered summaries, the expectations and the causes, nor what every
// rank holds already (the capacities and limits before it).
template <class Archive>
void serialize(Archive& archive, vagus::monitor::Decision& d, unsigned /*version*/) {
  archive& d.number;
  archive& d.regrid;
  archive& d.step;
  archive& d.time;
  int policy = static_cast<int>(d.policy);
  archive& policy;
  d.policy = static_cast<vagus::monitor::Policy>(policy);
  archive& d.capacity;
  archive& d.max_patch_cells;
  archive& d.evacuated;
  archive& d.coarsest_level;
  archive& d.curve_order;
  archive& d.evacuated_now;
  archive& d.readmitted_now;
  archive& d.rebalance;
}

template <class Archive>
void serialize(Archive& archive, vagus::monitor::AutonomicCheckpoint& c, unsigned /*version*/) {
  archive& c.state;
  archive& c.ranks;
}

}  // namespace boost::serialization

BOOST_CLASS_VERSION(vagus::monitor::ProcessReading, 1)
BOOST_CLASS_VERSION(vagus::monitor::LevelSample, 1)
BOOST_CLASS_VERSION(vagus::monitor::LinkSample, 1)
BOOST_CLASS_VERSION(vagus::monitor::StepSample, 2)
BOOST_CLASS_VERSION(vagus::monitor::RankMonitorState, 2)
BOOST_CLASS_VERSION(vagus::monitor::ShareSample, 1)
BOOST_CLASS_VERSION(vagus::monitor::DecisionState, 6)
BOOST_CLASS_VERSION(vagus::monitor::SpeedForecasts, 1)
BOOST_CLASS_VERSION(vagus::monitor::PatchSizeState, 1)
BOOST_CLASS_VERSION(vagus::monitor::AutonomicCheckpoint, 1)
BOOST_CLASS_VERSION(vagus::monitor::Decision, 1)

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

std::string SerializeActuation(const Decision& decision) { return Serialize(decision); }

Decision DeserializeActuation(const std::string& bytes) {
  return Deserialize<Decision>(bytes, "broadcast decision");
}

}  // namespace vagus::monitor
