// Google Benchmark of the regrid clustering pipeline on a spherical shell of about 10^6 tags in a
// 256^3 domain (radius 100, 8 cells thick): buffering, coarsening, Berger-Rigoutsos per blocking
// factor, serialisation, and the proper-nesting region of a 4096-box level. Nothing calls MPI.
#include <benchmark/benchmark.h>

#include <vagus/amr/berger_rigoutsos.hpp>
#include <vagus/amr/chop.hpp>
#include <vagus/amr/nesting.hpp>
#include <vagus/amr/tags.hpp>

namespace {

using namespace vagus;
using namespace vagus::amr;

Domain Cube256() {
  Domain domain;
  domain.box = Box({0, 0, 0}, {255, 255, 255});
  return domain;
}

// Cells whose centres lie within `thickness` / 2 of a sphere of `radius` about the centre.
const TagSet& Shell() {
  static const TagSet shell = [] {
    const double radius = 100.0, half = 4.0, centre = 128.0;
    const double inner2 = (radius - half) * (radius - half),
                 outer2 = (radius + half) * (radius + half);
    std::vector<IntVect> cells;
    for (int k = 0; k < 256; ++k)
      for (int j = 0; j < 256; ++j)
        for (int i = 0; i < 256; ++i) {
          const double x = i + 0.5 - centre, y = j + 0.5 - centre, z = k + 0.5 - centre;
          const double r2 = x * x + y * y + z * z;
          if (r2 >= inner2 && r2 <= outer2) cells.push_back({i, j, k});
        }
    return TagSet(std::move(cells));
  }();
  return shell;
}

void BM_ClusterShell(benchmark::State& state) {
  const TagSet& tags = Shell();
  const int blocking_factor = static_cast<int>(state.range(0));
  const ClusterOptions options = ClusterOptionsFor(Cube256(), 0.7, blocking_factor, 32768);
  BoxList boxes;
  for (auto _ : state) {
    boxes = ClusterTags(tags, options);
    benchmark::DoNotOptimize(boxes.data());
  }
  state.counters["tags"] = static_cast<double>(tags.Size());
  state.counters["boxes"] = static_cast<double>(boxes.size());
  // Tagged cells over cells in boxes: the fill a physics kernel would see on the new level.
  state.counters["cell_efficiency"] = static_cast<double>(tags.Size()) / NumCells(boxes);
}
BENCHMARK(BM_ClusterShell)->Arg(1)->Arg(4)->Arg(8)->Unit(benchmark::kMillisecond);

void BM_BufferShell(benchmark::State& state) {
  const TagSet& tags = Shell();
  const int cells = static_cast<int>(state.range(0));
  int64_t buffered = 0;
  for (auto _ : state) buffered = tags.Buffer(cells, Cube256()).Size();
  state.counters["buffered_tags"] = static_cast<double>(buffered);
}
BENCHMARK(BM_BufferShell)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond);

void BM_CoarsenShell(benchmark::State& state) {
  const TagSet& tags = Shell();
  for (auto _ : state) benchmark::DoNotOptimize(tags.Coarsen(4).Size());
}
BENCHMARK(BM_CoarsenShell)->Unit(benchmark::kMillisecond);

void BM_SerializeShell(benchmark::State& state) {
  const TagSet& tags = Shell();
  std::size_t ints = 0;
  for (auto _ : state) {
    const std::vector<int> flat = tags.Serialize();
    ints = flat.size();
    benchmark::DoNotOptimize(TagSet::Deserialize(flat).Size());
  }
  state.counters["ints_per_tag"] = static_cast<double>(ints) / tags.Size();
}
BENCHMARK(BM_SerializeShell)->Unit(benchmark::kMillisecond);

void BM_NestingRegion(benchmark::State& state) {
  // The whole domain in 16^3 boxes, with a hole carved out so the region has inner faces.
  BoxList level;
  for (const Box& b : ChopToSize({Cube256().box}, 16 * 16 * 16, 16))
    if (!b.Intersects(Box({96, 96, 96}, {159, 159, 159}))) level.push_back(b);
  std::size_t pieces = 0;
  for (auto _ : state) pieces = CoarseNestingRegion(level, Cube256(), 1, 2).size();
  state.counters["level_boxes"] = static_cast<double>(level.size());
  state.counters["region_boxes"] = static_cast<double>(pieces);
}
BENCHMARK(BM_NestingRegion)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
