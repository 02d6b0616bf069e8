// The estimate (amr/memory_estimate.hpp) is the same on every rank; the memory available differs
// by node, so each rank judges its own and the lowest rank that fails speaks for all.
#include <vagus/driver/memory_check.hpp>

#include <fmt/format.h>

#include <vagus/base/error.hpp>
#include <vagus/amr/memory_estimate.hpp>
#include <vagus/monitor/process_sensor.hpp>

namespace vagus {
namespace {

std::string FormatBytes(double bytes) {
  constexpr const char* kUnits[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  int unit = 0;
  while (bytes >= 1024 && unit < 6) {
    bytes /= 1024;
    ++unit;
  }
  return fmt::format("{:.1f} {}", bytes, kUnits[unit]);
}

std::string DescribeEstimate(const amr::MemoryEstimate& e) {
  return fmt::format(
      "{} per rank for the base level alone (state with ghost cells {}, ghost-cell buffers {}, "
      "fluxes and scratch {}, temporaries for output and tagging {})",
      FormatBytes(e.Total()), FormatBytes(e.state), FormatBytes(e.ghost_buffers),
      FormatBytes(e.workspace), FormatBytes(e.temporaries));
}

}  // namespace

std::string CheckBaseLevelMemory(const amr::Simulation& sim, const Comm& comm, double share) {
  const amr::MemoryEstimate estimate = amr::EstimateBaseLevelMemory(sim, share);
  const int64_t node_bytes = monitor::ReadAvailableMemory();
  const int ranks_on_node = comm.RanksOnNode();
  const IntVect cells = sim.Hierarchy().GetDomain().box.Size();
  if (node_bytes < 0) {
    return fmt::format("memory: about {}; the memory available is unknown, not checked",
                       DescribeEstimate(estimate));
  }
  const double available = static_cast<double>(node_bytes) / ranks_on_node;
  std::string problem;
  if (estimate.Total() > kBaseLevelMemoryShare * available) {
    problem = fmt::format(
        "mesh.cells = [{}, {}, {}] on {} rank{} needs about {} on rank {} (its share {:.3f} of "
        "the base level), but it has {} available ({} "
        "on its node, shared by {} rank{}), and the base level may take at most {:.0f}% of it "
        "(the rest is for refined levels, MPI and HDF5). Use more ranks (on more nodes), fewer "
        "cells (mesh.cells) or a "
        "smaller run; or set run.memory_check = false to run anyway",
        cells[0], cells[1], cells[2], comm.size, comm.size == 1 ? "" : "s",
        DescribeEstimate(estimate), comm.rank, share, FormatBytes(available),
        FormatBytes(static_cast<double>(node_bytes)), ranks_on_node, ranks_on_node == 1 ? "" : "s",
        100 * kBaseLevelMemoryShare);
  }
  const auto [rank, first_problem] = comm.FirstError(problem);
  if (!first_problem.empty()) throw UserError(first_problem);
  return fmt::format("memory: about {}; {} available per rank on rank 0",
                     DescribeEstimate(estimate), FormatBytes(available));
}

}  // namespace vagus
