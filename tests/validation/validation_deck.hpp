// The text of a deck in inputs/validation/ (VAGUS_VALIDATION_DECKS, set by CMake).
#pragma once

#include <fstream>
#include <sstream>
#include <string>

namespace vagus::testing {

inline std::string ReadValidationDeck(const std::string& name) {
  std::ifstream in(std::string(VAGUS_VALIDATION_DECKS) + "/" + name);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace vagus::testing
