// SensorModel: what the monitor's sensors make of the machine. On a real machine every reading
// passes through as measured (RealMachine()). An experiment that emulates another machine (slow
// ranks, slow links, small memories, a modelled clock: emulation/) gives the manager its own
// model, which slows or replaces the readings; the monitor never needs to know which it has.
#pragma once

#include <cstdint>

#include <vagus/monitor/link_rates.hpp>
#include <vagus/monitor/step_sample.hpp>

namespace vagus::monitor {

class SensorModel {
 public:
  virtual ~SensorModel() = default;

  // Whether the readings are modelled instead of measured: no calibration loop runs and the link
  // sensor sends no messages (ModelledLink gives the rates).
  [[nodiscard]] virtual bool Modelled() const { return false; }
  // A step's sample after the process sensor's reading: a modelled clock replaces its times.
  virtual void Model(StepSample& /*sample*/) const {}
  // The calibration loop's seconds for `iterations` at coarse step `step`, given the seconds it
  // took (0 when Modelled()).
  [[nodiscard]] virtual double ProbeSeconds(int64_t /*step*/, int64_t /*iterations*/,
                                            double measured) const {
    return measured;
  }
  // A memory budget in bytes at coarse step `step`, on top of the sensor's; -1: none.
  [[nodiscard]] virtual int64_t MemoryBudgetBytes(int64_t /*step*/) const { return -1; }
  // After the link sensor received a message of `bytes` from `rank` (an emulated slow link
  // spends its time here).
  virtual void AfterProbeMessage(int /*rank*/, int64_t /*bytes*/) const {}
  // The link to `rank` when Modelled().
  [[nodiscard]] virtual LinkRate ModelledLink(int /*rank*/) const { return {}; }
};

// The machine as measured.
[[nodiscard]] const SensorModel& RealMachine();

}  // namespace vagus::monitor
