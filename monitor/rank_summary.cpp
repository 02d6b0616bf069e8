// Packing visits every field in declaration order with one template, so the packed layout and the
// field list cannot drift apart.
#include <vagus/monitor/rank_summary.hpp>

#include <algorithm>

namespace vagus::monitor {
namespace {

template <class Summary, class F>
void ForEachField(Summary& s, F&& f) {
  for (auto* x : {&s.step, &s.time, &s.samples, &s.recent_samples, &s.cpu_share, &s.share_now,
                  &s.share_changed, &s.cpu_share_sd, &s.share_changes, &s.share_low, &s.share_high,
                  &s.share_low_fraction, &s.share_memory_seconds, &s.share_phase_changes,
                  &s.share_low_length, &s.share_high_length, &s.share_length_spread,
                  &s.share_phase_age, &s.share_phase_low, &s.window_seconds, &s.memory_bytes})
    f(*x);
  for (auto* level : {&s.cells, &s.patches, &s.work, &s.seconds})
    for (auto& x : *level) f(x);
  for (auto* x :
       {&s.recent_work, &s.recent_seconds, &s.unit_mean, &s.unit_sd, &s.unit_count, &s.unit_now,
        &s.model})
    f(*x);
  for (auto& x : s.coefficients) f(x);
  for (auto* level : {&s.load_lo, &s.load_hi})
    for (auto& x : *level) f(x);
  for (auto* x :
       {&s.proportional, &s.condition, &s.fit_samples, &s.mape, &s.last_error, &s.step_seconds,
        &s.exchange_seconds, &s.wait_seconds, &s.sync_wait_median, &s.bytes_sent, &s.bandwidth, &s.probe_seconds,
        &s.messages_sent, &s.link_seconds, &s.latency_seconds, &s.bandwidth_seconds})
    f(*x);
}

}  // namespace

bool RankSummary::ShareComesAndGoes() const {
  const double mean_phase = share_memory_seconds / (share_phase_changes + 1);
  if (share_changes >= 2) return true;
  if (share_changes >= 1 && share_phase_changes >= 2 && mean_phase < window_seconds) return true;
  return share_phase_changes >= 3 && mean_phase < 2 * window_seconds &&
         PhasesOnSchedule(Phases());
}

SharePhases RankSummary::Phases() const {
  return {share_low,
          share_high,
          share_low_fraction,
          share_memory_seconds,
          static_cast<int>(share_phase_changes),
          share_low_length,
          share_high_length,
          share_length_spread,
          share_phase_age,
          share_phase_low > 0};
}

void RankSummary::UseProportional(double per_work) {
  model = static_cast<double>(static_cast<int>(ModelKind::kProportional));
  coefficients.fill(0.0);
  coefficients[3] = per_work;  // a_10, time per unit load
  proportional = per_work;
}

double RankSummary::LoadFactor() const { return 1.0 / std::clamp(cpu_share, 0.05, 1.0); }

double RankSummary::Speed() const {
  return recent_work > 0 && recent_seconds > 0 ? recent_work / recent_seconds : 0.0;
}

double RankSummary::CurrentWork() const {
  double sum = 0;
  for (double w : work) sum += w;
  return sum;
}

double RankSummary::CurrentSeconds() const {
  double sum = 0;
  for (double t : seconds) sum += t;
  return sum;
}

std::vector<double> RankSummary::LevelWork() const { return {work.begin(), work.end()}; }

PerformanceFunction RankSummary::Function() const {
  return PerformanceFunction(static_cast<ModelKind>(static_cast<int>(model)), coefficients,
                             proportional, load_lo, load_hi);
}

int SummaryDoubles() {
  RankSummary s;
  int n = 0;
  ForEachField(s, [&n](double&) { ++n; });
  return n;
}

void PackSummary(const RankSummary& summary, double* out) {
  RankSummary copy = summary;
  int n = 0;
  ForEachField(copy, [&](double& x) { out[n++] = x; });
}

RankSummary UnpackSummary(const double* in) {
  RankSummary s;
  int n = 0;
  ForEachField(s, [&](double& x) { x = in[n++]; });
  return s;
}

}  // namespace vagus::monitor
