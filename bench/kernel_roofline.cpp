// The Euler patch update against the limits of the core it runs on, roofline-style
// (docs/performance.md, "Roofline"): the core's memory bandwidth (STREAM triad), its peak of
// separate multiplies and adds (the kernel is compiled without contracting them into fused
// multiply-adds: ISO C++ mode), the kernel's rate on an N^3 patch, and from the work and traffic
// per cell update counted from the source (below) the share of each limit the kernel reaches.
// Run it on one core: taskset -c 1 build/bench/vagus_kernel_roofline [N]   (default 32)
#include <mpi.h>

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <vagus/base/kokkos_runtime.hpp>
#include "euler_patch.hpp"

namespace {

using Clock = std::chrono::steady_clock;

double Seconds(Clock::time_point since) {
  return std::chrono::duration<double>(Clock::now() - since).count();
}

// STREAM's triad a = b + s c over arrays far larger than the caches, best of `repeats`, in bytes
// per second counted as STREAM counts them (24 per element: two reads, one write).
double TriadBytesPerSecond(size_t n, int repeats) {
  std::vector<double> a(n, 0.0), b(n, 1.0), c(n, 2.0);
  const double s = 3.0;
  double best = 0;
  for (int r = 0; r < repeats; ++r) {
    const auto start = Clock::now();
    double* __restrict pa = a.data();
    const double* __restrict pb = b.data();
    const double* __restrict pc = c.data();
    for (size_t i = 0; i < n; ++i) pa[i] = pb[i] + s * pc[i];
    best = std::max(best, 24.0 * double(n) / Seconds(start));
  }
  if (a[n / 2] != 7.0) std::abort();  // keeps the loop
  return best;
}

// Multiplies and adds in equal numbers on independent chains of 4-double vectors, six of each:
// as many as a core's two multiply and two add pipelines hold at a latency of three cycles, and
// few enough to stay in registers. Best of `repeats`, in flops per second.
double PeakFlopsPerSecond(long iterations, int repeats) {
  typedef double Vector __attribute__((vector_size(32)));
  constexpr int kChains = 6;
  const Vector m = {0.9999999, 0.9999999, 0.9999999, 0.9999999}, a = {1e-7, 1e-7, 1e-7, 1e-7};
  Vector x[kChains], y[kChains];
  double best = 0, sum = 0;
  for (int r = 0; r < repeats; ++r) {
    for (int c = 0; c < kChains; ++c) {
      const double start_value = 1.0 + 1e-3 * c;
      x[c] = y[c] = Vector{start_value, start_value, start_value, start_value};
    }
    const auto start = Clock::now();
    for (long it = 0; it < iterations; ++it)
#pragma GCC unroll 6
      for (int c = 0; c < kChains; ++c) {
        x[c] = x[c] * m;
        y[c] = y[c] + a;
      }
    best = std::max(best, 2.0 * 4 * kChains * double(iterations) / Seconds(start));
    for (int c = 0; c < kChains; ++c) sum += x[c][0] + y[c][0];
  }
  if (sum == 0) std::abort();  // keeps the loops
  return best;
}

// Divisions on independent chains of 4-double vectors (divisions and square roots share one
// unit and are the kernel's slowest operations), best of `repeats`, per second.
double DivisionsPerSecond(long iterations, int repeats) {
  typedef double Vector __attribute__((vector_size(32)));
  constexpr int kChains = 8;
  const Vector d = {1.0000001, 1.0000001, 1.0000001, 1.0000001};
  Vector x[kChains];
  double best = 0, sum = 0;
  for (int r = 0; r < repeats; ++r) {
    for (int c = 0; c < kChains; ++c) {
      const double start_value = 1.0 + 1e-3 * c;
      x[c] = Vector{start_value, start_value, start_value, start_value};
    }
    const auto start = Clock::now();
    for (long it = 0; it < iterations; ++it)
#pragma GCC unroll 8
      for (int c = 0; c < kChains; ++c) x[c] = x[c] / d;
    best = std::max(best, 4.0 * kChains * double(iterations) / Seconds(start));
    for (int c = 0; c < kChains; ++c) sum += x[c][0];
  }
  if (sum == 0) std::abort();  // keeps the loop
  return best;
}

// Work and traffic of one update, per pass (physics/euler/euler_update.cpp), counted from the
// source: flops are additions, subtractions, multiplications, divisions and square roots (min,
// max, fabs, copysign, compares and selects not counted); doubles are those each pass reads and
// writes once per cell of its range if every array passes through memory once (neighbours
// already read by the same pass not counted again).
struct Pass {
  const char* name;
  int grow;            // the pass's cells: the valid box grown by this many cells (-1: faces)
  double flops;        // per cell of its range
  double doubles;      // read and written per cell of its range
  double divisions;    // of its flops, divisions and square roots
};
constexpr Pass kPasses[] = {
    // 1/rho, 4 products, kinetic energy (6), 1/(gamma-1) (4), pressure (2); reads 7, writes 7
    {"conserved to primitive", 2, 17, 14, 4},
    // gamma (6), MC slopes of 7 components in 3 directions (6 each), 1/rho, the quasi-linear
    // rates (29 per direction), the positivity test (2); reads 7, writes 7 predicted + 21 slopes
    {"slopes and predictor", 1, 222, 35, 4},
    // per direction: face states (28), HLLC (124: two sides' conserved states, fluxes and sound
    // speeds 66, wave speeds 8, contact speed 7, star state 19, star fluxes 21, face velocity 3);
    // reads 7 + 7 of each side, writes 8 fluxes; three directions
    {"fluxes (3 directions)", -1, 3 * 152, 3 * 22, 3 * 13},
    // flux differences (42), the update (14), the new state's signal rate (35); reads 7 + 24,
    // writes 7
    {"update and signal rate", 0, 91, 38, 9},
};

}  // namespace

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  {
    vagus::KokkosRuntime kokkos(argc, argv);
    const int n = argc > 1 ? std::atoi(argv[1]) : 32;
    if (n < 4) {
      std::fprintf(stderr, "usage: vagus_kernel_roofline [N >= 4]\n");
      return 1;
    }
    const double bandwidth = TriadBytesPerSecond(size_t(1) << 25, 10);
    const double peak = PeakFlopsPerSecond(50'000'000, 5);
    const double division_peak = DivisionsPerSecond(10'000'000, 5);

    vagus::bench::EulerPatch patch(n);
    patch.Advance();  // warm-up
    int updates = 0;
    const auto start = Clock::now();
    double elapsed = 0;
    while (elapsed < 2.0) {
      patch.Advance();
      ++updates;
      elapsed = Seconds(start);
    }
    const double cells = double(n) * n * n;
    const double rate = cells * updates / elapsed;

    double flops = 0, doubles = 0, divisions = 0;
    std::printf("per cell update of a %d^3 patch (ghost layers and faces included):\n", n);
    for (const Pass& p : kPasses) {
      const double range = p.grow >= 0 ? double(n + 2 * p.grow) * (n + 2 * p.grow) * (n + 2 * p.grow)
                                       : double(n + 1) * n * n;
      const double share = range / cells;
      std::printf("  %-24s %6.1f flops  %6.1f doubles  %5.1f divisions and roots\n", p.name,
                  p.flops * share, p.doubles * share, p.divisions * share);
      flops += p.flops * share;
      doubles += p.doubles * share;
      divisions += p.divisions * share;
    }
    const double bytes = 8 * doubles;
    std::printf("  %-24s %6.1f flops  %6.1f bytes    %5.1f divisions and roots; %.2f flops/byte\n",
                "total", flops, bytes, divisions, flops / bytes);
    std::printf("this core: STREAM triad %.2f GB/s; multiplies and adds %.2f Gflop/s; divisions "
                "%.2f G/s (%d thread(s))\n",
                bandwidth * 1e-9, peak * 1e-9, division_peak * 1e-9, vagus::KernelThreads());
    // The arithmetic limit: the other flops at the multiply-add peak plus the divisions and
    // roots at theirs (they do not overlap in the worst case).
    const double memory_bound = bandwidth / bytes,
                 compute_bound = 1.0 / ((flops - divisions) / peak + divisions / division_peak);
    std::printf("kernel: %.3e cell updates/s = %.2f Gflop/s, %.2f GB/s through its passes\n", rate,
                rate * flops * 1e-9, rate * bytes * 1e-9);
    std::printf("limits: memory %.3e cell updates/s, arithmetic %.3e; the kernel reaches %.0f%% of "
                "the lower (%s)\n",
                memory_bound, compute_bound, 100 * rate / std::min(memory_bound, compute_bound),
                memory_bound < compute_bound ? "memory" : "arithmetic");
  }
  MPI_Finalize();
  return 0;
}
