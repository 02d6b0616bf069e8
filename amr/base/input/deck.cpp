// Deck: parses a TOML deck with toml++, applies "--set section.key=value" overrides, and checks it
// against a Schema, collecting every problem into one UserError before filling in defaults.
// toml++ is slow to compile, so it is included here and nowhere else.
#include "amr/base/input/deck.hpp"

#include <fmt/format.h>
#include <toml++/toml.h>

#include <algorithm>
#include <cctype>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <tuple>

namespace vagus::input {
namespace {

std::vector<std::string> SplitDots(const std::string& name) {
  std::vector<std::string> parts;
  size_t start = 0;
  for (size_t dot = name.find('.'); dot != std::string::npos; dot = name.find('.', start)) {
    parts.push_back(name.substr(start, dot - start));
    start = dot + 1;
  }
  parts.push_back(name.substr(start));
  return parts;
}

std::string Join(const std::string& path, std::string_view name) {
  return path.empty() ? std::string(name) : fmt::format("{}.{}", path, name);
}

std::string Trim(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

// The table at a dotted section path, or nullptr when a part is missing or not a table.
const toml::table* FindTable(const toml::table& root, const std::string& section) {
  const toml::table* table = &root;
  for (const auto& part : SplitDots(section)) {
    const toml::node* node = table->get(part);
    if (node == nullptr || !node->is_table()) return nullptr;
    table = node->as_table();
  }
  return table;
}

const toml::node* FindNode(const toml::table& root, const std::string& section,
                           const std::string& key) {
  const toml::table* table = FindTable(root, section);
  return table == nullptr ? nullptr : table->get(key);
}

// The table at a dotted section path, created where missing; nullptr when a part is a value.
// `created` receives the paths of the tables it made.
toml::table* MakeTable(toml::table& root, const std::string& section,
                       std::vector<std::string>* created) {
  toml::table* table = &root;
  std::string path;
  for (const auto& part : SplitDots(section)) {
    path = Join(path, part);
    toml::node* node = table->get(part);
    if (node == nullptr) {
      node = table->insert(part, toml::table{}).first->second.as_table();
      if (created != nullptr) created->push_back(path);
    }
    if (!node->is_table()) return nullptr;
    table = node->as_table();
  }
  return table;
}

// A TOML basic string; control characters become \uXXXX escapes, which TOML accepts for all.
std::string Quoted(std::string_view text) {
  std::string out = "\"";
  for (const char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
      out += fmt::format("\\u{:04X}", static_cast<unsigned>(c));
    } else {
      out += c;
    }
  }
  return out + '"';
}

std::string TomlKey(const std::string& key) {
  const bool bare = !key.empty() && std::all_of(key.begin(), key.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
  });
  return bare ? key : Quoted(key);
}

// Shortest text that reads back as the same double, always recognisable as a TOML float.
std::string FormatDouble(double x) {
  std::string text = fmt::format("{}", x);
  if (text.find_first_of(".eEn") == std::string::npos) text += ".0";  // n: inf, nan
  return text;
}

// The node as TOML; integers under a float kind print as floats so they re-parse as one.
std::string FormatNode(const toml::node& node, bool as_float) {
  if (const auto* array = node.as_array()) {
    std::vector<std::string> items;
    for (const auto& item : *array) items.push_back(FormatNode(item, as_float));
    return fmt::format("[{}]", fmt::join(items, ", "));
  }
  if (const auto* integer = node.as_integer()) {
    return as_float ? FormatDouble(static_cast<double>(integer->get()))
                    : fmt::format("{}", integer->get());
  }
  if (const auto* real = node.as_floating_point()) return FormatDouble(real->get());
  if (const auto* boolean = node.as_boolean()) return boolean->get() ? "true" : "false";
  if (const auto* string = node.as_string()) return Quoted(string->get());
  std::ostringstream out;  // dates and times: toml++'s own formatting
  node.visit([&](const auto& concrete) { out << concrete; });
  return out.str();
}

// What a node holds, for "got ..." in messages.
std::string DescribeNode(const toml::node& node) {
  if (node.is_table()) return "a table";
  if (node.is_array()) return "an array";
  if (node.is_integer()) return "integer " + FormatNode(node, false);
  if (node.is_floating_point()) return "float " + FormatNode(node, false);
  if (node.is_boolean()) return "bool " + FormatNode(node, false);
  if (node.is_string()) return "string " + FormatNode(node, false);
  return "a date or time";
}

// The kind of an array's elements (kFloat for a table's), or the kind itself for scalars.
ValueKind ElementKind(ValueKind kind) {
  switch (kind) {
    case ValueKind::kIntArray:
      return ValueKind::kInt;
    case ValueKind::kFloatArray:
    case ValueKind::kFloatTable:
      return ValueKind::kFloat;
    case ValueKind::kBoolArray:
      return ValueKind::kBool;
    case ValueKind::kStringArray:
      return ValueKind::kString;
    default:
      return kind;
  }
}

bool IsFloatKind(ValueKind kind) {
  return kind == ValueKind::kFloat || kind == ValueKind::kFloatArray ||
         kind == ValueKind::kFloatTable;
}

// A misspelling is likely when few edits separate the names, and not every character changed.
bool IsCloseMatch(const std::string& typed, int distance) {
  const int length = static_cast<int>(typed.size());
  return distance <= std::max(2, length / 3) && distance < length;
}

// Parses "v = <text>"; nullopt when the text is not a single TOML value.
std::optional<toml::table> ParseValue(const std::string& text) {
  try {
    toml::table table = toml::parse("v = " + text);
    if (table.size() == 1 && table.contains("v")) return table;
  } catch (const toml::parse_error&) {
  }
  return std::nullopt;
}

// The parsed deck with where each value came from.
struct DeckTree {
  toml::table root;
  std::string file_name;
  std::set<std::string> from_set;  // dotted paths written by --set (keys and tables it created)

  // "FILE:LINE", "FILE (from --set)" or "FILE" for a dotted path and its node (may be null).
  [[nodiscard]] std::string Where(const std::string& path, const toml::node* node) const {
    if (from_set.count(path) != 0) return file_name + " (from --set)";
    if (node != nullptr && node->source().begin.line > 0) {
      return fmt::format("{}:{}", file_name, node->source().begin.line);
    }
    return file_name;
  }

  [[nodiscard]] const toml::node& Get(const std::string& section, const std::string& key) const {
    const toml::node* node = FindNode(root, section, key);
    VAGUS_ASSERT(node != nullptr, fmt::format("deck key {}.{} is absent", section, key));
    return *node;
  }

  void ApplyOverride(const std::string& text);
};

void DeckTree::ApplyOverride(const std::string& text) {
  const auto malformed = [&](const char* why) {
    return UserError(fmt::format(
        "--set '{}': {}; write --set section.key=value, e.g. --set run.cfl=0.5", text, why));
  };
  const auto equals = text.find('=');
  if (equals == std::string::npos) throw malformed("no '='");
  const std::string name = Trim(text.substr(0, equals));
  const auto dot = name.rfind('.');
  if (dot == std::string::npos) throw malformed("no section before the key");
  const std::string section = name.substr(0, dot);
  const std::string key = name.substr(dot + 1);
  const auto parts = SplitDots(section);
  if (key.empty() || std::any_of(parts.begin(), parts.end(), [](auto& p) { return p.empty(); })) {
    throw malformed("empty section or key name");
  }

  std::vector<std::string> created;
  toml::table* table = MakeTable(root, section, &created);
  if (table == nullptr) {
    throw UserError(
        fmt::format("--set '{}': {} holds a value in {}, not a section", text, section, file_name));
  }
  from_set.insert(created.begin(), created.end());
  from_set.insert(name);

  const std::string value_text = Trim(text.substr(equals + 1));
  if (const auto parsed = ParseValue(value_text)) {
    table->insert_or_assign(key, *parsed->get("v"));  // a copy: no source line from "v = ..."
  } else if (ParseValue(Quoted(value_text))) {
    table->insert_or_assign(key, value_text);  // not TOML: a bare string such as sod
  } else {
    // The deck is echoed and stored in checkpoints as TOML, which must be UTF-8.
    throw malformed("the value is neither TOML nor UTF-8 text");
  }
}

// Checks a deck against a schema, collecting one Problem per mistake.
class Validator {
 public:
  Validator(const Schema& schema, const DeckTree& deck) : schema_(schema), deck_(deck) {}

  void WalkTable(const toml::table& table, const std::string& path);
  void CheckValue(const KeySpec& spec, const std::string& path, const toml::node& node);
  void CheckMissing();
  [[nodiscard]] bool Empty() const { return problems_.empty(); }
  [[nodiscard]] std::string Message();

 private:
  struct Problem {
    int order;  // 0: with a line (sorted by it), 1: from --set, 2: no line
    int64_t line;
    std::string text;
  };

  // "WHERE: path: message", or "WHERE: message" when the message names the path itself.
  void Report(const std::string& path, const toml::node* node, const std::string& message,
              bool prefix_path = true);
  void CheckScalar(const KeySpec& spec, ValueKind kind, const std::string& path,
                   const toml::node& node);
  void ReportWrongType(const KeySpec& spec, const std::string& path, const toml::node& node);
  void CheckArray(const KeySpec& spec, ValueKind element_kind, const std::string& path,
                  const toml::node& node, int length);
  void ReportUnknown(const std::string& path, std::string_view key, const toml::node& node);
  [[nodiscard]] bool IsSectionOrParent(const std::string& path) const;

  const Schema& schema_;
  const DeckTree& deck_;
  std::vector<Problem> problems_;
};

void Validator::Report(const std::string& path, const toml::node* node, const std::string& message,
                       bool prefix_path) {
  const std::string where = deck_.Where(path, node);
  const bool from_set = deck_.from_set.count(path) != 0;
  const int64_t line = node != nullptr ? node->source().begin.line : 0;
  const int order = from_set ? 1 : (line > 0 ? 0 : 2);
  problems_.push_back({order, order == 0 ? line : 0,
                       prefix_path ? fmt::format("{}: {}: {}", where, path, message)
                                   : fmt::format("{}: {}", where, message)});
}

std::string Validator::Message() {
  std::stable_sort(problems_.begin(), problems_.end(), [](const Problem& a, const Problem& b) {
    return std::tie(a.order, a.line) < std::tie(b.order, b.line);
  });
  std::vector<std::string> lines;
  for (const auto& problem : problems_) lines.push_back(problem.text);
  return fmt::format("{}", fmt::join(lines, "\n"));
}

bool Validator::IsSectionOrParent(const std::string& path) const {
  return std::any_of(schema_.Sections().begin(), schema_.Sections().end(), [&](const auto& s) {
    return s.name == path || s.name.rfind(path + ".", 0) == 0;
  });
}

void Validator::WalkTable(const toml::table& table, const std::string& path) {
  const SectionSpec* section = path.empty() ? nullptr : schema_.Find(path);
  for (const auto& [key, node] : table) {
    const std::string name = Join(path, key.str());
    if (const KeySpec* spec = section ? schema_.Find(path, std::string(key.str())) : nullptr) {
      CheckValue(*spec, name, node);
    } else if (IsSectionOrParent(name)) {
      if (const auto* sub = node.as_table()) {
        WalkTable(*sub, name);
      } else {
        Report(name, &node,
               fmt::format("not a section (got {}); write [{}] with its keys below it",
                           DescribeNode(node), name));
      }
    } else {
      ReportUnknown(path, key.str(), node);
    }
  }
}

// An unknown table suggests the nearest section; an unknown value the nearest key, preferring the
// section it is in on equal distance (so "mesh.cels" -> "mesh.cells", "mesh.cfl" -> "run.cfl").
void Validator::ReportUnknown(const std::string& path, std::string_view key,
                              const toml::node& node) {
  const std::string name = Join(path, key);
  const std::string typed(key);
  std::string best;
  auto best_rank = std::make_pair(std::numeric_limits<int>::max(), true);
  for (const auto& section : schema_.Sections()) {
    if (node.is_table()) {
      const auto rank = std::make_pair(EditDistance(name, section.name), false);
      if (rank < best_rank && IsCloseMatch(name, rank.first)) best_rank = rank, best = section.name;
      continue;
    }
    for (const auto& spec : section.keys) {
      const auto rank = std::make_pair(EditDistance(typed, spec.name), section.name != path);
      if (rank < best_rank && IsCloseMatch(typed, rank.first)) {
        best_rank = rank;
        best = Join(section.name, spec.name);
      }
    }
  }
  std::string message = node.is_table() ? fmt::format("unknown section [{}]", name)
                                        : fmt::format("unknown key '{}'{}", name,
                                                      path.empty() ? " outside any section" : "");
  if (!best.empty()) {
    message += node.is_table() ? fmt::format("; did you mean [{}]?", best)
                               : fmt::format("; did you mean '{}'?", best);
  }
  Report(name, &node, message, false);
}

void Validator::CheckValue(const KeySpec& spec, const std::string& path, const toml::node& node) {
  if (node.is_table()) {
    Report(path, &node, fmt::format("is a table; expected {}", DescribeAllowed(spec)));
    return;
  }
  const ValueKind element_kind = ElementKind(spec.kind);
  if (element_kind == spec.kind) {
    CheckScalar(spec, element_kind, path, node);
    return;
  }
  const auto* rows = node.as_array();
  if (spec.kind != ValueKind::kFloatTable || rows == nullptr || rows->empty()) {
    // For a table, this reports a value that is not an array, or an empty one.
    CheckArray(spec, element_kind, path, node,
               spec.kind == ValueKind::kFloatTable ? 0 : spec.length);
    return;
  }
  // A table's rows are float arrays of `length`; it may have any number of rows.
  for (size_t i = 0; i < rows->size(); ++i) {
    CheckArray(spec, element_kind, fmt::format("{}[{}]", path, i), *rows->get(i), spec.length);
  }
}

void Validator::ReportWrongType(const KeySpec& spec, const std::string& path,
                                const toml::node& node) {
  Report(
      path, &node,
      fmt::format("wrong type (got {}); expected {}", DescribeNode(node), DescribeAllowed(spec)));
}

void Validator::CheckArray(const KeySpec& spec, ValueKind element_kind, const std::string& path,
                           const toml::node& node, int length) {
  const auto* array = node.as_array();
  if (array == nullptr) {
    ReportWrongType(spec, path, node);
  } else if (array->empty()) {
    Report(path, &node, fmt::format("is empty; expected {}", DescribeAllowed(spec)));
  } else if (length > 0 && array->size() != static_cast<size_t>(length)) {
    Report(path, &node,
           fmt::format("has {} element{}; expected {}", array->size(),
                       array->size() == 1 ? "" : "s", DescribeAllowed(spec)));
  } else {
    for (size_t i = 0; i < array->size(); ++i) {
      CheckScalar(spec, element_kind, fmt::format("{}[{}]", path, i), *array->get(i));
    }
  }
}

void Validator::CheckScalar(const KeySpec& spec, ValueKind kind, const std::string& path,
                            const toml::node& node) {
  const bool right_type = (kind == ValueKind::kInt && node.is_integer()) ||
                          (kind == ValueKind::kFloat && node.is_number()) ||
                          (kind == ValueKind::kBool && node.is_boolean()) ||
                          (kind == ValueKind::kString && node.is_string());
  if (!right_type) {
    ReportWrongType(spec, path, node);
  } else if (node.is_number()) {
    const double x = node.is_integer() ? static_cast<double>(node.as_integer()->get())
                                       : node.as_floating_point()->get();
    if (!spec.range.Contains(x)) {
      Report(
          path, &node,
          fmt::format("must be {} (got {})", DescribeRange(spec.range), FormatNode(node, false)));
    }
  } else if (node.is_string() && !spec.choices.empty()) {
    const std::string& value = node.as_string()->get();
    if (std::find(spec.choices.begin(), spec.choices.end(), value) != spec.choices.end()) return;
    std::string message =
        fmt::format("'{}' is not allowed; choose one of {}", value, fmt::join(spec.choices, ", "));
    const auto nearest = std::min_element(spec.choices.begin(), spec.choices.end(),
                                          [&](const auto& a, const auto& b) {
                                            return EditDistance(value, a) < EditDistance(value, b);
                                          });
    if (IsCloseMatch(value, EditDistance(value, *nearest))) {
      message += fmt::format(" (did you mean '{}'?)", *nearest);
    }
    Report(path, &node, message);
  }
}

void Validator::CheckMissing() {
  for (const auto& section : schema_.Sections()) {
    for (const auto& spec : section.keys) {
      if (spec.presence != Presence::kRequired) continue;
      if (FindNode(deck_.root, section.name, spec.name) != nullptr) continue;
      Report(Join(section.name, spec.name), nullptr,
             fmt::format("required key is missing; add {} to [{}]", DescribeAllowed(spec),
                         section.name));
    }
  }
}

// Internal sanity check: every default parses and satisfies its own spec.
toml::table CheckedDefault(const Schema& schema, const SectionSpec& section, const KeySpec& spec) {
  const std::string name = Join(section.name, spec.name);
  auto parsed = ParseValue(spec.default_toml);
  VAGUS_ASSERT(parsed.has_value(), fmt::format("schema default of {} is not a TOML value: '{}'",
                                               name, spec.default_toml));
  const DeckTree scratch{{}, "schema default", {}};
  Validator validator(schema, scratch);
  validator.CheckValue(spec, name, *parsed->get("v"));
  VAGUS_ASSERT(validator.Empty(), fmt::format("schema default of {} breaks its own spec: {}", name,
                                              validator.Message()));
  return std::move(*parsed);
}

}  // namespace

struct Deck::Impl : DeckTree {
  std::optional<Schema> schema;  // the one Validate used: orders ToToml
};

Deck::Deck(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Deck::Deck(Deck&&) noexcept = default;
Deck& Deck::operator=(Deck&&) noexcept = default;
Deck::~Deck() = default;

Deck Deck::Parse(const std::string& text, const std::string& file_name,
                 const std::vector<std::string>& overrides) {
  auto impl = std::make_unique<Impl>();
  impl->file_name = file_name;
  try {
    impl->root = toml::parse(text, file_name);
  } catch (const toml::parse_error& error) {
    throw UserError(fmt::format("{}:{}:{}: TOML syntax error: {}", file_name,
                                error.source().begin.line, error.source().begin.column,
                                error.description()));
  }
  for (const auto& override_text : overrides) impl->ApplyOverride(override_text);
  return Deck(std::move(impl));
}

void Deck::Validate(const Schema& schema) {
  // Every default is checked up front: one that breaks its own spec is a bug in the schema even
  // when this deck happens to set the key.
  std::map<const KeySpec*, toml::table> defaults;
  for (const auto& section : schema.Sections()) {
    for (const auto& spec : section.keys) {
      if (spec.presence == Presence::kDefaulted) {
        defaults.emplace(&spec, CheckedDefault(schema, section, spec));
      }
    }
  }

  Validator validator(schema, *impl_);
  validator.WalkTable(impl_->root, "");
  validator.CheckMissing();
  if (!validator.Empty()) throw UserError(validator.Message());

  for (const auto& section : schema.Sections()) {
    for (const auto& spec : section.keys) {
      if (spec.presence != Presence::kDefaulted || Has(section.name, spec.name)) continue;
      toml::table* table = MakeTable(impl_->root, section.name, nullptr);
      VAGUS_ASSERT(table != nullptr, "a validated deck holds a value where a section belongs");
      table->insert(spec.name, *defaults.at(&spec).get("v"));  // a copy: carries no source line
    }
  }
  impl_->schema = schema;
}

std::string Deck::PeekString(const std::string& section, const std::string& key,
                             const std::string& fallback) const {
  const toml::node* node = FindNode(impl_->root, section, key);
  return node != nullptr && node->is_string() ? node->as_string()->get() : fallback;
}

bool Deck::Has(const std::string& section, const std::string& key) const {
  return FindNode(impl_->root, section, key) != nullptr;
}

namespace {

double AsDouble(const toml::node& node, const std::string& name) {
  if (const auto* integer = node.as_integer()) return static_cast<double>(integer->get());
  VAGUS_ASSERT(node.is_floating_point(), fmt::format("deck key {} is not a number", name));
  return node.as_floating_point()->get();
}

template <typename T>
T AsExact(const toml::node& node, const std::string& name) {
  const auto* value = node.as<T>();
  VAGUS_ASSERT(value != nullptr, fmt::format("deck key {} has another type", name));
  return value->get();
}

const toml::array& AsArray(const toml::node& node, const std::string& name) {
  VAGUS_ASSERT(node.is_array(), fmt::format("deck key {} is not an array", name));
  return *node.as_array();
}

template <typename T, typename Convert>
std::vector<T> ArrayOf(const toml::node& node, const std::string& name, Convert convert) {
  std::vector<T> out;
  for (const auto& item : AsArray(node, name)) out.push_back(convert(item, name));
  return out;
}

}  // namespace

int64_t Deck::GetInt(const std::string& section, const std::string& key) const {
  return AsExact<int64_t>(impl_->Get(section, key), Join(section, key));
}

double Deck::GetDouble(const std::string& section, const std::string& key) const {
  return AsDouble(impl_->Get(section, key), Join(section, key));
}

bool Deck::GetBool(const std::string& section, const std::string& key) const {
  return AsExact<bool>(impl_->Get(section, key), Join(section, key));
}

std::string Deck::GetString(const std::string& section, const std::string& key) const {
  return AsExact<std::string>(impl_->Get(section, key), Join(section, key));
}

std::vector<int64_t> Deck::GetInts(const std::string& section, const std::string& key) const {
  return ArrayOf<int64_t>(impl_->Get(section, key), Join(section, key), AsExact<int64_t>);
}

std::vector<double> Deck::GetDoubles(const std::string& section, const std::string& key) const {
  return ArrayOf<double>(impl_->Get(section, key), Join(section, key), AsDouble);
}

std::vector<bool> Deck::GetBools(const std::string& section, const std::string& key) const {
  return ArrayOf<bool>(impl_->Get(section, key), Join(section, key), AsExact<bool>);
}

std::vector<std::string> Deck::GetStrings(const std::string& section,
                                          const std::string& key) const {
  return ArrayOf<std::string>(impl_->Get(section, key), Join(section, key), AsExact<std::string>);
}

std::vector<std::vector<double>> Deck::GetDoubleTable(const std::string& section,
                                                      const std::string& key) const {
  return ArrayOf<std::vector<double>>(impl_->Get(section, key), Join(section, key),
                                      [](const toml::node& row, const std::string& name) {
                                        return ArrayOf<double>(row, name, AsDouble);
                                      });
}

UserError Deck::Error(const std::string& section, const std::string& key,
                      const std::string& message) const {
  const std::string name = Join(section, key);
  return UserError(fmt::format(
      "{}: {}: {}", impl_->Where(name, FindNode(impl_->root, section, key)), name, message));
}

std::string Deck::ToToml() const {
  if (!impl_->schema) {  // not validated: no schema order to follow
    std::ostringstream out;
    out << impl_->root;
    return out.str() + "\n";
  }
  std::string out;
  for (const auto& section : impl_->schema->Sections()) {
    const toml::table* table = FindTable(impl_->root, section.name);
    if (table == nullptr) continue;
    std::string lines;
    for (const auto& spec : section.keys) {
      if (const toml::node* node = table->get(spec.name)) {
        lines +=
            fmt::format("{} = {}\n", TomlKey(spec.name), FormatNode(*node, IsFloatKind(spec.kind)));
      }
    }
    if (lines.empty()) continue;
    if (!out.empty()) out += '\n';
    out += fmt::format("[{}]\n{}", section.name, lines);
  }
  return out;
}

std::vector<std::string> Deck::ChangedKeys(const Deck& before) const {
  VAGUS_ASSERT(impl_->schema.has_value(), "ChangedKeys needs a validated deck");
  std::vector<std::string> changed;
  for (const auto& section : impl_->schema->Sections())
    for (const auto& spec : section.keys) {
      const toml::node* now = FindNode(impl_->root, section.name, spec.name);
      const toml::node* then = FindNode(before.impl_->root, section.name, spec.name);
      if (now == nullptr && then == nullptr) continue;
      const bool as_float = IsFloatKind(spec.kind);
      const std::string value = now ? FormatNode(*now, as_float) : "(absent)";
      if (then == nullptr || now == nullptr || FormatNode(*then, as_float) != value)
        changed.push_back(fmt::format("{}.{} = {}", section.name, TomlKey(spec.name), value));
    }
  return changed;
}

const std::string& Deck::FileName() const { return impl_->file_name; }

}  // namespace vagus::input
