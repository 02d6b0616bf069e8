// Schema: the sections and keys a deck may hold, the words that describe them (shared with the
// deck's error messages), and the Markdown deck reference rendered from the same specs.
#include <vagus/base/input/schema.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include <vagus/base/error.hpp>

namespace vagus::input {
namespace {

bool IsArrayKind(ValueKind kind) {
  return kind == ValueKind::kIntArray || kind == ValueKind::kFloatArray ||
         kind == ValueKind::kBoolArray || kind == ValueKind::kStringArray ||
         kind == ValueKind::kFloatTable;
}

// Plural element name of an array kind ("integers"), or the scalar name of a scalar kind.
std::string ElementWords(ValueKind kind, bool plural) {
  const char* suffix = plural ? "s" : "";
  switch (kind) {
    case ValueKind::kInt:
    case ValueKind::kIntArray:
      return fmt::format("integer{}", suffix);
    case ValueKind::kFloat:
    case ValueKind::kFloatArray:
    case ValueKind::kFloatTable:
      return fmt::format("float{}", suffix);
    case ValueKind::kBool:
    case ValueKind::kBoolArray:
      return fmt::format("bool{}", suffix);
    case ValueKind::kString:
    case ValueKind::kStringArray:
      return fmt::format("string{}", suffix);
  }
  return "value";
}

// Markdown table cells may not contain a bare '|'.
std::string EscapeCell(const std::string& text) {
  std::string out;
  for (const char c : text) {
    if (c == '|') out += '\\';
    if (c == '\n') {
      out += ' ';
      continue;
    }
    out += c;
  }
  return out;
}

std::string AllowedCell(const KeySpec& key) {
  std::vector<std::string> parts;
  const std::string range = DescribeRange(key.range);
  if (!range.empty()) parts.push_back(IsArrayKind(key.kind) ? "each " + range : range);
  if (!key.choices.empty()) {
    std::vector<std::string> quoted;
    for (const auto& choice : key.choices) quoted.push_back(fmt::format("`{}`", choice));
    parts.push_back(fmt::format("{}", fmt::join(quoted, ", ")));
  }
  return EscapeCell(fmt::format("{}", fmt::join(parts, "; ")));
}

std::string DefaultCell(const KeySpec& key) {
  switch (key.presence) {
    case Presence::kRequired:
      return "required";
    case Presence::kOptional:
      return "optional";
    case Presence::kDefaulted:
      break;
  }
  return EscapeCell(fmt::format("`{}`", key.default_toml));
}

}  // namespace

bool Range::Contains(double x) const {
  if (std::isnan(x)) return Unbounded();
  const bool above = lo_open ? x > lo : x >= lo;
  const bool below = hi_open ? x < hi : x <= hi;
  return above && below;
}

bool Range::Unbounded() const {
  return lo == -std::numeric_limits<double>::infinity() &&
         hi == std::numeric_limits<double>::infinity() && !lo_open && !hi_open;
}

std::string DescribeRange(const Range& range) {
  const bool has_lo = std::isfinite(range.lo) || range.lo_open;
  const bool has_hi = std::isfinite(range.hi) || range.hi_open;
  if (has_lo && has_hi) {
    return fmt::format("in {}{}, {}{}", range.lo_open ? '(' : '[', range.lo, range.hi,
                       range.hi_open ? ')' : ']');
  }
  if (has_lo) return fmt::format("{} {}", range.lo_open ? ">" : ">=", range.lo);
  if (has_hi) return fmt::format("{} {}", range.hi_open ? "<" : "<=", range.hi);
  return "";
}

std::string DescribeAllowed(const KeySpec& key) {
  const std::string kind = DescribeKind(key);
  std::string text =
      (std::string("aeiou").find(kind[0]) != std::string::npos ? "an " : "a ") + kind;
  const std::string range = DescribeRange(key.range);
  const bool scalar = key.kind == ValueKind::kInt || key.kind == ValueKind::kFloat;
  if (!range.empty()) text += scalar ? " " + range : ", each " + range;
  if (!key.choices.empty()) text += fmt::format(": one of {}", fmt::join(key.choices, ", "));
  return text;
}

std::string DescribeKind(const KeySpec& key) {
  if (key.kind == ValueKind::kFloatTable) {
    return key.length > 0 ? fmt::format("array of arrays of {} floats", key.length)
                          : "array of float arrays";
  }
  if (!IsArrayKind(key.kind)) return ElementWords(key.kind, false);
  if (key.length > 0) {
    return fmt::format("array of {} {}", key.length, ElementWords(key.kind, key.length != 1));
  }
  return fmt::format("array of {}", ElementWords(key.kind, true));
}

int EditDistance(const std::string& a, const std::string& b) {
  // Two rows of the Wagner-Fischer table: previous[j] is the distance from a[0, i) to b[0, j).
  std::vector<int> previous(b.size() + 1);
  std::vector<int> current(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) previous[j] = static_cast<int>(j);
  for (size_t i = 1; i <= a.size(); ++i) {
    current[0] = static_cast<int>(i);
    for (size_t j = 1; j <= b.size(); ++j) {
      const int substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
      current[j] = std::min({previous[j] + 1, current[j - 1] + 1, substitution});
    }
    std::swap(previous, current);
  }
  return previous[b.size()];
}

void Schema::Add(const SectionSpec& section) {
  auto existing = std::find_if(sections_.begin(), sections_.end(),
                               [&](const SectionSpec& s) { return s.name == section.name; });
  if (existing == sections_.end()) {
    sections_.push_back(SectionSpec{section.name, section.help, {}, false});
    existing = sections_.end() - 1;
  }
  if (existing->help.empty()) existing->help = section.help;
  existing->unlisted_keys_unchecked |= section.unlisted_keys_unchecked;
  for (const auto& key : section.keys) {
    VAGUS_ASSERT(Find(section.name, key.name) == nullptr,
                 fmt::format("schema key {}.{} declared twice", section.name, key.name));
    existing->keys.push_back(key);
  }
}

const SectionSpec* Schema::Find(const std::string& section) const {
  const auto it = std::find_if(sections_.begin(), sections_.end(),
                               [&](const SectionSpec& s) { return s.name == section; });
  return it == sections_.end() ? nullptr : &*it;
}

const KeySpec* Schema::Find(const std::string& section, const std::string& key) const {
  const SectionSpec* spec = Find(section);
  if (spec == nullptr) return nullptr;
  const auto it = std::find_if(spec->keys.begin(), spec->keys.end(),
                               [&](const KeySpec& k) { return k.name == key; });
  return it == spec->keys.end() ? nullptr : &*it;
}

std::string Schema::ReferenceMarkdown() const {
  std::string out;
  for (const auto& section : sections_) {
    if (!out.empty()) out += '\n';
    out += fmt::format("## [{}]\n\n", section.name);
    if (!section.help.empty()) out += section.help + "\n\n";
    out += "| key | type | default | allowed | meaning |\n";
    out += "|---|---|---|---|---|\n";
    for (const auto& key : section.keys) {
      out += fmt::format("| `{}` | {} | {} | {} | {} |\n", key.name, DescribeKind(key),
                         DefaultCell(key), AllowedCell(key), EscapeCell(key.help));
    }
  }
  return out;
}

}  // namespace vagus::input
