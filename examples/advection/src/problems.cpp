// The table of the advection kernel's problems: one row per problem, naming its keys and factory.
#include "problems.hpp"

#include "cosine_bell.hpp"
#include "slotted_disk.hpp"

namespace advection {
namespace {

struct ProblemRow {
  const char* name;
  std::vector<vagus::input::KeySpec> (*keys)();
  std::unique_ptr<Problem> (*make)(const vagus::input::Deck&);
};

const ProblemRow kProblems[] = {
    {"zalesak", SlottedDiskKeys, MakeSlottedDisk},
    {"cosine_bell", CosineBellKeys, MakeCosineBell},
};

const ProblemRow* FindProblem(const std::string& name) {
  for (const ProblemRow& row : kProblems)
    if (name == row.name) return &row;
  return nullptr;
}

}  // namespace

const std::vector<std::string>& ProblemNames() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> n;
    for (const ProblemRow& row : kProblems) n.push_back(row.name);
    return n;
  }();
  return names;
}

std::vector<vagus::input::KeySpec> ProblemKeys(const std::string& name) {
  const ProblemRow* row = FindProblem(name);
  return row ? row->keys() : std::vector<vagus::input::KeySpec>{};
}

std::unique_ptr<Problem> MakeProblem(const vagus::input::Deck& deck) {
  // Validation has checked the name against ProblemNames().
  return FindProblem(deck.GetString("problem", "name"))->make(deck);
}

}  // namespace advection
