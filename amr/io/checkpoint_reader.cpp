// Restarting from a checkpoint: every rank opens the file on its own (serial HDF5, read-only) and
// checks the metadata; the ranks agree on the verdict, the metadata are matched against the
// simulation the deck describes, and Simulation::Restore rebuilds the hierarchy on this run's
// ranks while each rank reads and verifies the patches it now owns. Data are keyed by patch, not
// by the rank that wrote them, so any number of ranks can read any checkpoint.
#include <fmt/format.h>

#include <vagus/base/error.hpp>
#include <vagus/amr/io/checkpoint.hpp>
#include <vagus/amr/io/checkpoint_file.hpp>

namespace vagus::amr::io {
namespace {

std::string CellsText(const Box& box) {
  const IntVect n = box.Size();
  return fmt::format("{} x {} x {} cells", n[0], n[1], n[2]);
}

// Empty when the checkpoint fits the simulation, else what differs (identical on every rank).
std::string Mismatch(const CheckpointMetadata& m, const Simulation& simulation) {
  const amr::Kernel& kernel = simulation.Kernel();
  if (m.kernel != kernel.Name())
    return fmt::format("it was written by physics kernel '{}'; the deck runs '{}'", m.kernel,
                       kernel.Name());
  std::vector<std::string> fields;
  for (const auto& field : kernel.StateFields()) fields.push_back(field.name);
  if (m.state_fields != fields)
    return fmt::format(
        "its state fields are ({}); kernel '{}' has ({}): it was written by a version of the "
        "kernel with other fields, which only that version continues (start afresh with "
        "--new-run, or continue with the Vagus that wrote it)",
        fmt::join(m.state_fields, ", "), kernel.Name(), fmt::join(fields, ", "));
  const Domain& base = simulation.Hierarchy().GetDomain();
  if (m.base_domain.box != base.box)
    return fmt::format("it was written for a base grid of {}; the deck has {} (mesh.cells)",
                       CellsText(m.base_domain.box), CellsText(base.box));
  if (m.base_domain.prob_lo != base.prob_lo || m.base_domain.dx != base.dx)
    return fmt::format(
        "it was written for lo = ({}) and dx = {}; the deck has lo = ({}) and "
        "dx = {} (mesh.lo, mesh.hi)",
        fmt::join(m.base_domain.prob_lo, ", "), m.base_domain.dx, fmt::join(base.prob_lo, ", "),
        base.dx);
  if (m.base_domain.periodic != base.periodic)
    return fmt::format("it was written for periodic = [{}]; the deck has [{}] (mesh.periodic)",
                       fmt::join(m.base_domain.periodic, ", "), fmt::join(base.periodic, ", "));
  if (m.ratio != simulation.Options().ratio)
    return fmt::format("it was written with amr.ref_ratio = {}; the deck has {}", m.ratio,
                       simulation.Options().ratio);
  const int num_levels = static_cast<int>(m.hierarchy.levels.size());
  if (num_levels > simulation.Options().max_level + 1)
    return fmt::format("it has {} levels; the deck allows only amr.max_level = {}", num_levels,
                       simulation.Options().max_level);
  return {};
}

}  // namespace

std::string ReadCheckpointDeck(const std::string& path, const Comm& comm) {
  std::string deck, error;
  if (comm.IsRoot()) {
    try {
      deck = checkpoint::CheckpointFile(path).ReadMetadata().deck;
    } catch (const UserError& e) {
      error = e.what();
    }
  }
  comm.Broadcast(error);
  if (!error.empty())
    throw UserError(fmt::format("{}: cannot restart from this checkpoint: {}", path, error));
  comm.Broadcast(deck);
  return deck;
}

CheckpointMetadata RestoreCheckpoint(const std::string& path, Simulation& simulation) {
  const Comm& comm = simulation.Hierarchy().GetComm();
  const auto fail = [&path](const std::string& reason) {
    return UserError(fmt::format("{}: cannot restart from this checkpoint: {}", path, reason));
  };
  std::unique_ptr<checkpoint::CheckpointFile> file;
  CheckpointMetadata metadata;
  std::string error, mismatch;
  try {
    file = std::make_unique<checkpoint::CheckpointFile>(path);
    metadata = file->ReadMetadata();
    mismatch = Mismatch(metadata, simulation);  // the same on every rank
  } catch (const UserError& e) {
    error = e.what();
  }
  error = comm.FirstError(error).second;
  if (!error.empty()) throw fail(error);
  if (!mismatch.empty()) throw CheckpointMismatch(fail(mismatch).what());

  std::vector<double> buffer;
  simulation.Restore(metadata.hierarchy, [&](PatchLevel& level) {
    std::string level_error;
    try {
      for (Patch& patch : level.LocalPatches()) {
        file->ReadPatch(level.LevelNumber(), patch.id, buffer);  // checked before it is used
        checkpoint::UnpackValidCells(buffer.data(), patch);
      }
    } catch (const UserError& e) {
      level_error = e.what();
    }
    level_error = comm.FirstError(level_error).second;
    if (!level_error.empty()) throw fail(level_error);
  });
  return metadata;
}

}  // namespace vagus::amr::io
