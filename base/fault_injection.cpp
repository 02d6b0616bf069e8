// VAGUS_FAULT is parsed once, on the first call, into the one fault it names.
#include <vagus/base/fault_injection.hpp>

#include <fmt/format.h>
#include <mpi.h>

#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string>

#include <vagus/base/error.hpp>

namespace vagus {
namespace {

struct Fault {
  FaultSite site = FaultSite::kStep;
  int64_t step = 0;
  int64_t rank = -1;  // -1: every rank
  std::string text;   // the variable's value, for the message
};

int64_t ParseInteger(const std::string& value, const std::string& text) {
  size_t used = 0;
  int64_t number = 0;
  try {
    number = std::stoll(value, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != value.size())
    throw UserError(fmt::format("VAGUS_FAULT='{}': '{}' is not an integer", text, value));
  return number;
}

// "throw@checkpoint=4,rank=1" -> {kCheckpoint, 4, 1}.
std::optional<Fault> Parse(const char* variable) {
  if (variable == nullptr || *variable == '\0') return std::nullopt;
  Fault fault;
  fault.text = variable;
  const std::string usage =
      "give throw@step=N, throw@checkpoint=N or throw@plotfile=N, optionally followed by ,rank=R";
  const std::string prefix = "throw@";
  if (fault.text.compare(0, prefix.size(), prefix) != 0)
    throw UserError(fmt::format("VAGUS_FAULT='{}': {}", fault.text, usage));
  bool have_site = false;
  std::string rest = fault.text.substr(prefix.size());
  while (!rest.empty()) {
    const size_t comma = rest.find(',');
    const std::string item = rest.substr(0, comma);
    rest = comma == std::string::npos ? "" : rest.substr(comma + 1);
    const size_t equals = item.find('=');
    if (equals == std::string::npos)
      throw UserError(fmt::format("VAGUS_FAULT='{}': {}", fault.text, usage));
    const std::string key = item.substr(0, equals);
    const int64_t value = ParseInteger(item.substr(equals + 1), fault.text);
    if (key == "rank") {
      fault.rank = value;
      continue;
    }
    if (key == "step")
      fault.site = FaultSite::kStep;
    else if (key == "checkpoint")
      fault.site = FaultSite::kCheckpoint;
    else if (key == "plotfile")
      fault.site = FaultSite::kPlotfile;
    else
      throw UserError(
          fmt::format("VAGUS_FAULT='{}': unknown key '{}': {}", fault.text, key, usage));
    fault.step = value;
    have_site = true;
  }
  if (!have_site) throw UserError(fmt::format("VAGUS_FAULT='{}': {}", fault.text, usage));
  return fault;
}

const std::optional<Fault>& Configured() {
  static const std::optional<Fault> fault = Parse(std::getenv("VAGUS_FAULT"));
  return fault;
}

const char* SiteName(FaultSite site) {
  switch (site) {
    case FaultSite::kStep:
      return "after step";
    case FaultSite::kCheckpoint:
      return "while writing the checkpoint of step";
    case FaultSite::kPlotfile:
      return "while writing the plotfile of step";
  }
  return "";
}

}  // namespace

void CheckFaultSetting() { (void)Configured(); }

void InjectFault(FaultSite site, int64_t step) {
  const std::optional<Fault>& fault = Configured();
  if (!fault || fault->site != site || fault->step != step) return;
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (fault->rank >= 0 && fault->rank != rank) return;
  throw std::runtime_error(
      fmt::format("fault injected {} {} (VAGUS_FAULT={})", SiteName(site), step, fault->text));
}

}  // namespace vagus
