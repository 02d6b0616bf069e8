// The real machine: every reading as measured.
#include <vagus/monitor/sensor_model.hpp>

namespace vagus::monitor {

const SensorModel& RealMachine() {
  static const SensorModel real;
  return real;
}

}  // namespace vagus::monitor
