// Adding 128-bit accumulators over ranks, exactly.
#include <vagus/base/exact_sum.hpp>

#include <mpi.h>

#include <limits>

namespace vagus {

std::vector<double> SumExactly(const Comm& comm, const std::vector<ExactAccumulator>& local,
                               const std::vector<double>& scale) {
  __extension__ typedef unsigned __int128 Unsigned;
  constexpr int kLimbs = 4;
  std::vector<uint64_t> limbs(local.size() * kLimbs), sums(limbs.size());
  for (std::size_t n = 0; n < local.size(); ++n) {
    const Unsigned bits = static_cast<Unsigned>(local[n]);  // two's complement: sums wrap alike
    for (int l = 0; l < kLimbs; ++l)
      limbs[n * kLimbs + l] = uint64_t(bits >> (32 * l)) & 0xffffffffu;
  }
  MPI_Allreduce(limbs.data(), sums.data(), static_cast<int>(limbs.size()), MPI_UINT64_T, MPI_SUM,
                comm.comm);
  std::vector<double> result(local.size());
  for (std::size_t n = 0; n < local.size(); ++n) {
    Unsigned total = 0;
    for (int l = 0; l < kLimbs; ++l)
      total += static_cast<Unsigned>(sums[n * kLimbs + l]) << (32 * l);
    result[n] = static_cast<double>(static_cast<ExactAccumulator>(total)) / scale[n];
  }
  return result;
}

void ExactSums::SetUnits(const Comm& comm) {
  largest_ = comm.Max(largest_);
  for (std::size_t n = 0; n < largest_.size(); ++n) scale_[n] = ExactSumScale(largest_[n]);
}

std::vector<double> ExactSums::Totals(const Comm& comm) const {
  std::vector<double> totals = SumExactly(comm, units_, scale_);
  for (std::size_t n = 0; n < totals.size(); ++n)
    if (!std::isfinite(largest_[n])) totals[n] = std::numeric_limits<double>::quiet_NaN();
  return totals;
}

}  // namespace vagus
