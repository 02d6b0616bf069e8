// Boundary kinds by name, as decks write them.
#include <vagus/amr/boundary.hpp>

#include <vagus/base/error.hpp>

namespace vagus::amr {

const std::vector<std::string>& BoundaryKindNames() {
  static const std::vector<std::string> names{"outflow", "reflecting", "inflow"};
  return names;
}

BoundaryKind ParseBoundaryKind(const std::string& name) {
  if (name == "outflow") return BoundaryKind::kOutflow;
  if (name == "reflecting") return BoundaryKind::kReflecting;
  if (name == "inflow") return BoundaryKind::kInflow;
  throw UserError("unknown boundary kind '" + name + "' (allowed: outflow, reflecting, inflow)");
}

}  // namespace vagus::amr
