// Order-free sums (base/exact_sum.hpp): the same bits whatever the order of the terms and however
// they are split among partial sums; as close to the true sum as the unit allows; and a term that
// is not finite leaves the others' sum alone.
#include <vagus/base/exact_sum.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include <mpi.h>

namespace vagus {
namespace {

double Exact(const std::vector<double>& terms, std::size_t parts) {
  double largest = 0.0;
  for (double t : terms) largest = std::max(largest, std::fabs(t));
  const double scale = ExactSumScale(largest);
  // Partial sums over `parts` slices, added afterwards, as patches and ranks would.
  std::vector<ExactAccumulator> partial(parts, 0);
  for (std::size_t n = 0; n < terms.size(); ++n) partial[n % parts] += ToUnits(terms[n], scale);
  ExactAccumulator total = 0;
  for (ExactAccumulator p : partial) total += p;
  Comm self;  // this rank alone
  self.comm = MPI_COMM_SELF;
  self.rank = 0;
  self.size = 1;
  return SumExactly(self, {total}, {scale})[0];
}

TEST(ExactSum, TheSameBitsInAnyOrderAndSplit) {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> magnitude(-6.0, 3.0), sign(-1.0, 1.0);
  std::vector<double> terms(100000);
  for (double& t : terms) t = std::copysign(std::pow(10.0, magnitude(rng)), sign(rng));
  const double reference = Exact(terms, 1);
  long double careful = 0.0L;
  for (double t : terms) careful += t;
  // Each term rounded to 2^-62 of the largest (1000): 1e5 of them are off by at most 2e-11.
  EXPECT_NEAR(reference, double(careful), 2e-11);
  for (std::size_t parts : {2u, 7u, 64u}) {
    std::shuffle(terms.begin(), terms.end(), rng);
    const double again = Exact(terms, parts);
    EXPECT_EQ(std::memcmp(&again, &reference, sizeof(double)), 0) << parts << " parts";
  }
}

TEST(ExactSum, ATermThatIsNotFiniteCountsAsZero) {
  EXPECT_EQ(ToUnits(std::nan(""), 1.0), 0);
  EXPECT_EQ(ToUnits(INFINITY, 1.0), 0);
  EXPECT_EQ(ToUnits(-3.0, 1.0), -3);
  EXPECT_EQ(ToUnits(2.5, 1.0), 3);  // half away from zero
}

}  // namespace
}  // namespace vagus
