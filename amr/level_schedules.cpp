// Building a level's schedules from the hierarchy.
#include <vagus/amr/level_schedules.hpp>

namespace vagus::amr {

std::unique_ptr<LevelSchedules> LevelSchedules::Build(const PatchHierarchy& hierarchy, int l,
                                                      const FluxComponents& flux) {
  auto s = std::make_unique<LevelSchedules>();
  const Comm& comm = hierarchy.GetComm();
  const PatchLevel& level = hierarchy.Level(l);
  s->exchange = std::make_unique<GhostExchange>(level, comm);
  if (l > 0) {
    const PatchLevel& coarse = hierarchy.Level(l - 1);
    const int ratio = hierarchy.Ratio();
    s->coarse_fine = std::make_unique<CoarseFineFiller>(coarse, level, ratio,
                                                        UncoveredGhostRegions(level), comm);
    s->flux_register = std::make_unique<FluxRegister>(coarse, level, ratio, flux, comm);
    s->average_down = std::make_unique<AverageDown>(coarse, level, ratio, comm);
    s->coarser_generation = hierarchy.Generation(l - 1);
  }
  s->generation = hierarchy.Generation(l);
  const std::vector<Patch>& local = level.LocalPatches();
  for (std::size_t n = 0; n < local.size(); ++n) {
    const bool remote = s->exchange->HasRemoteSources(local[n].id) ||
                        (s->coarse_fine && s->coarse_fine->HasRemoteSources(local[n].id));
    (remote ? s->remote_sources : s->local_sources).push_back(n);
    s->all.push_back(n);
  }
  return s;
}

bool LevelSchedules::Current(const PatchHierarchy& hierarchy, int l) const {
  return generation == hierarchy.Generation(l) &&
         (l == 0 || coarser_generation == hierarchy.Generation(l - 1));
}

}  // namespace vagus::amr
