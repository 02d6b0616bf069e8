// Errors: UserError for mistakes a user can fix (decks, files, command line), carrying a message
// that says what, where and what would be right; VAGUS_ASSERT for internal invariants, which abort
// with file and line because they mean a bug in Vagus, not in the input.
#pragma once

#include <stdexcept>
#include <string>

namespace vagus {

class UserError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A non-physical state or other failure of the computation itself (not of the input).
class RunError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

[[noreturn]] void AssertionFailed(const char* condition, const char* file, int line,
                                  const std::string& message);

}  // namespace vagus

#define VAGUS_ASSERT(condition, message)                                        \
  do {                                                                          \
    if (!(condition)) ::vagus::AssertionFailed(#condition, __FILE__, __LINE__, message); \
  } while (false)
