// The advection kernel's problems.
#include "problems.hpp"

#include "cosine_bell.hpp"
#include "slotted_disk.hpp"

namespace advection {

const vagus::Registry<ProblemEntry>& Problems() {
  static const vagus::Registry<ProblemEntry> problems = [] {
    vagus::Registry<ProblemEntry> r("advection problem");
    r.Add({"zalesak", "Zalesak's slotted disk", SlottedDiskKeys(), MakeSlottedDisk});
    r.Add({"cosine_bell", "a smooth cosine bell, for orders of accuracy", CosineBellKeys(),
           MakeCosineBell});
    return r;
  }();
  return problems;
}

}  // namespace advection
