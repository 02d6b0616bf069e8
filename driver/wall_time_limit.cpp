// Parsing the limit and the arithmetic of the decision; the run (run_command.cpp) measures steps
// and checkpoints and makes the ranks agree.
#include <vagus/driver/wall_time_limit.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>

#include <vagus/base/error.hpp>

namespace vagus {
namespace {

// A non-negative number filling all of `text`; NaN otherwise.
double WholeNumber(const std::string& text) {
  if (text.empty() || text.find_first_not_of("0123456789.") != std::string::npos)
    return std::nan("");
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  return end == text.c_str() + text.size() ? value : std::nan("");
}

}  // namespace

double ParseWallTime(const std::string& text, const std::string& what) {
  double seconds = std::nan("");
  const size_t first = text.find(':'), last = text.rfind(':');
  if (first == std::string::npos) {
    seconds = WholeNumber(text);
  } else if (first != last) {
    const double h = WholeNumber(text.substr(0, first));
    const double m = WholeNumber(text.substr(first + 1, last - first - 1));
    const double s = WholeNumber(text.substr(last + 1));
    if (m < 60 && s < 60) seconds = 3600 * h + 60 * m + s;
  }
  if (!(seconds > 0) || !std::isfinite(seconds))
    throw UserError(
        fmt::format("{} '{}': give seconds (e.g. 3600) or HH:MM:SS (e.g. 01:00:00), "
                    "more than zero",
                    what, text));
  return seconds;
}

WallTimeLimit::WallTimeLimit(double limit_seconds, Clock::time_point start)
    : active_(limit_seconds > 0 && std::isfinite(limit_seconds)),
      limit_(limit_seconds),
      start_(start) {}

void WallTimeLimit::AfterStep(double step_seconds) {
  steps_.push_back(step_seconds);
  if (steps_.size() > kStepWindow) steps_.pop_front();
}

double WallTimeLimit::Elapsed() const {
  return std::chrono::duration<double>(Clock::now() - start_).count();
}

bool WallTimeLimit::NextStepMayCross(double elapsed, double checkpoint_bytes) const {
  if (!active_) return false;
  const double step = steps_.empty() ? 0.0 : *std::max_element(steps_.begin(), steps_.end());
  const double checkpoint =
      checkpoint_seconds_ >= 0 ? checkpoint_seconds_
                               : kFirstCheckpointLatency + checkpoint_bytes / kFirstCheckpointRate;
  return elapsed + kSafety * (step + checkpoint) >= limit_;
}

}  // namespace vagus
