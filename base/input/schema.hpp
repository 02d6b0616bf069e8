// Schema: what a deck may contain. Sections hold keys; each key has a kind, a default (written as
// TOML text, so "0.8", "[1.4, 1.4]", "\"mc\""), or is required, or is optional with no default;
// numeric keys may carry a range and string keys a list of choices. The schema also renders the
// deck reference (docs/decks.md) so the documentation cannot drift from the code.
#pragma once

#include <limits>
#include <string>
#include <vector>

namespace vagus::input {

enum class ValueKind {
  kInt,
  kFloat,  // an integer value is accepted too
  kBool,
  kString,
  kIntArray,
  kFloatArray,
  kBoolArray,
  kStringArray,
  kFloatTable,  // array of float arrays, e.g. modes = [[1, 1, 0.01], [2, 3, 0.005]]
};

enum class Presence {
  kDefaulted,  // absent keys take default_toml
  kRequired,   // absent keys are an error
  kOptional,   // absent keys stay absent (Deck::Has tells)
};

struct Range {
  double lo = -std::numeric_limits<double>::infinity();
  double hi = std::numeric_limits<double>::infinity();
  bool lo_open = false;  // true: lo itself is not allowed
  bool hi_open = false;

  // NaN lies only in an unbounded range.
  [[nodiscard]] bool Contains(double x) const;
  [[nodiscard]] bool Unbounded() const;
};

// The ranges most keys use.
inline constexpr double kInfinity = std::numeric_limits<double>::infinity();
inline constexpr Range kPositive{0.0, kInfinity, true, false};        // (0, inf)
inline constexpr Range kNonNegative{0.0, kInfinity};                  // [0, inf)
inline constexpr Range kAtLeastOne{1.0, kInfinity};                   // [1, inf)
inline constexpr Range kGreaterThanOne{1.0, kInfinity, true, false};  // (1, inf)
inline constexpr Range kOpenUnit{0.0, 1.0, true, false};              // (0, 1]

enum class Position { kNone, kX, kY, kZ, kPoint };

struct KeySpec {
  std::string name;
  ValueKind kind = ValueKind::kFloat;
  Presence presence = Presence::kDefaulted;
  std::string default_toml{};          // used when presence == kDefaulted
  std::string help{};                  // one line for the deck reference
  Range range{};                       // numeric kinds: every element must lie in it
  std::vector<std::string> choices{};  // string kinds: every element must be one of these
  int length = 0;                      // array kinds: required length (0 = any non-empty);
                                       // kFloatTable: the length of every row
  // A key of the same section that, given, makes this one unused: the deck may not give both,
  // and this one's default is then left out of the resolved deck.
  std::string replaced_by{};
  // A position in the domain, which must lie inside [mesh] lo..hi: along one axis (a float) or
  // a point (an array of 3 floats, each along its axis).
  Position position = Position::kNone;
};

struct SectionSpec {
  std::string name;  // "run", or a nested table such as "autonomic.limits"
  std::string help{};
  std::vector<KeySpec> keys{};
  // Keys not listed are left alone: their meaning depends on a value that is itself reported
  // wrong (the keys of a misspelt problem name), so reporting each would bury that one error.
  bool unlisted_keys_unchecked = false;
};

class Schema {
 public:
  // Adds a section, or appends keys to one that exists.
  void Add(const SectionSpec& section);
  [[nodiscard]] const SectionSpec* Find(const std::string& section) const;
  [[nodiscard]] const KeySpec* Find(const std::string& section, const std::string& key) const;
  [[nodiscard]] const std::vector<SectionSpec>& Sections() const { return sections_; }
  // The deck reference as Markdown: one table per section (key, kind, default, allowed, meaning).
  [[nodiscard]] std::string ReferenceMarkdown() const;

 private:
  std::vector<SectionSpec> sections_;
};

// Levenshtein distance, for "did you mean" suggestions.
[[nodiscard]] int EditDistance(const std::string& a, const std::string& b);

// Words shared by the deck's messages and the reference: the kind ("integer", "array of 3
// floats"), the range ("> 0", "in [0, 1]"; empty when unbounded), and all a key accepts ("a float
// > 0", "an array of 3 integers, each >= 1", "a string: one of minmod, mc, vanleer").
[[nodiscard]] std::string DescribeKind(const KeySpec& key);
[[nodiscard]] std::string DescribeRange(const Range& range);
[[nodiscard]] std::string DescribeAllowed(const KeySpec& key);

}  // namespace vagus::input
