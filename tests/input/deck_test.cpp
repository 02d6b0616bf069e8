// Deck and Schema tests: a small schema with every kind of key, good decks with defaults filled in,
// every kind of user mistake (each must name the file, the key and the line), --set overrides, the
// resolved-deck round trip through ToToml, and the Markdown reference.
#include <vagus/base/input/deck.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <limits>
#include <string>
#include <vector>

#include <vagus/base/input/schema.hpp>

namespace vagus::input {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

KeySpec Key(std::string name, ValueKind kind, Presence presence, std::string default_toml = "",
            Range range = {}, std::vector<std::string> choices = {}, int length = 0) {
  KeySpec key;
  key.name = std::move(name);
  key.kind = kind;
  key.presence = presence;
  key.default_toml = std::move(default_toml);
  key.help = "help for " + key.name;
  key.range = range;
  key.choices = std::move(choices);
  key.length = length;
  return key;
}

Schema TestSchema() {
  using K = ValueKind;
  using P = Presence;
  Schema schema;
  schema.Add({"run",
              "When to stop.",
              {Key("stop_time", K::kFloat, P::kDefaulted, "0.2", Range{0, kInf, false, false}),
               Key("max_steps", K::kInt, P::kDefaulted, "1000", Range{0, kInf, false, false}),
               Key("cfl", K::kFloat, P::kDefaulted, "0.8", Range{0, 1, true, false})}});
  schema.Add({"mesh",
              "The base grid.",
              {Key("lo", K::kFloatArray, P::kDefaulted, "[0.0, 0.0, 0.0]", {}, {}, 3),
               Key("hi", K::kFloatArray, P::kRequired, "", {}, {}, 3),
               Key("cells", K::kIntArray, P::kRequired, "", Range{0, kInf, true, false}, {}, 3),
               Key("periodic", K::kBoolArray, P::kDefaulted, "[false, false, false]", {}, {}, 3)}});
  schema.Add(
      {"physics",
       "The kernel.",
       {Key("limiter", K::kString, P::kDefaulted, "\"mc\"", {}, {"minmod", "mc", "vanleer"}),
        Key("gamma", K::kFloatArray, P::kDefaulted, "[1.4, 1.4]", Range{1, kInf, true, false})}});
  schema.Add({"problem",
              "The initial state.",
              {Key("name", K::kString, P::kRequired),
               Key("modes", K::kFloatTable, P::kOptional, "", {}, {}, 3),
               Key("species", K::kStringArray, P::kDefaulted, "[\"air\", \"sf6\"]")}});
  schema.Add(
      {"autonomic",
       "The manager.",
       {Key("policy", K::kString, P::kDefaulted, "\"static\"", {}, {"static", "reactive"})}});
  schema.Add({"autonomic.emulate",
              "Emulated slow ranks.",
              {Key("slowdown", K::kFloat, P::kDefaulted, "1", Range{1, kInf, false, false}),
               Key("ranks", K::kIntArray, P::kOptional)}});
  // Appending to an existing section.
  schema.Add({"run", "", {Key("wall_limit", K::kFloat, P::kOptional)}});
  return schema;
}

// Line numbers matter: tests below point at them.
constexpr const char* kGoodDeck = R"([run]
stop_time = 0.5
cfl = 1

[mesh]
hi = [1.0, 0.0625, 0.0625]
cells = [128, 8, 8]

[problem]
name = "sod"
modes = [[1, 1, 0.01], [2, 3, 0.005]]

[autonomic.emulate]
slowdown = 2
)";

Deck Validated(const std::string& text, const std::vector<std::string>& overrides = {}) {
  Deck deck = Deck::Parse(text, "test.toml", overrides);
  deck.Validate(TestSchema());
  return deck;
}

// The UserError message from parsing and validating `text`, or "" when it is accepted.
std::string ErrorOf(const std::string& text, const std::vector<std::string>& overrides = {}) {
  try {
    Validated(text, overrides);
  } catch (const UserError& error) {
    return error.what();
  }
  return "";
}

// The good deck with `line` added to the end of `section`.
std::string GoodDeckWith(const std::string& section, const std::string& line) {
  std::string text = kGoodDeck;
  const auto header = text.find("[" + section + "]");
  if (header == std::string::npos) return text + "\n[" + section + "]\n" + line + "\n";
  const auto end = text.find("\n\n", header);
  return end == std::string::npos ? text + line + "\n" : text.insert(end + 1, line + "\n");
}

size_t CountLines(const std::string& message) {
  return static_cast<size_t>(std::count(message.begin(), message.end(), '\n')) + 1;
}

TEST(EditDistance, CountsInsertionsDeletionsSubstitutions) {
  EXPECT_EQ(EditDistance("", ""), 0);
  EXPECT_EQ(EditDistance("cells", "cells"), 0);
  EXPECT_EQ(EditDistance("cels", "cells"), 1);
  EXPECT_EQ(EditDistance("kitten", "sitting"), 3);
  EXPECT_EQ(EditDistance("", "abc"), 3);
}

TEST(Schema, AddAppendsToExistingSection) {
  const Schema schema = TestSchema();
  ASSERT_NE(schema.Find("run"), nullptr);
  EXPECT_EQ(schema.Find("run")->keys.size(), 4u);
  EXPECT_EQ(schema.Find("run")->help, "When to stop.");
  EXPECT_NE(schema.Find("run", "wall_limit"), nullptr);
  EXPECT_NE(schema.Find("autonomic.emulate", "slowdown"), nullptr);
  EXPECT_EQ(schema.Find("run", "cells"), nullptr);
  EXPECT_EQ(schema.Find("nothing"), nullptr);
}

TEST(Schema, ReferenceMarkdownMentionsEverySectionAndKey) {
  const Schema schema = TestSchema();
  const std::string markdown = schema.ReferenceMarkdown();
  for (const auto& section : schema.Sections()) {
    EXPECT_NE(markdown.find("## [" + section.name + "]"), std::string::npos) << section.name;
    for (const auto& key : section.keys) {
      EXPECT_NE(markdown.find("| `" + key.name + "` |"), std::string::npos) << key.name;
    }
  }
  EXPECT_NE(markdown.find("| key | type | default | allowed | meaning |"), std::string::npos);
  EXPECT_NE(markdown.find("| `cfl` | float | `0.8` | in (0, 1] | help for cfl |"),
            std::string::npos);
  EXPECT_NE(markdown.find("| `name` | string | required |"), std::string::npos);
  EXPECT_NE(markdown.find("| `modes` | array of arrays of 3 floats | optional |"),
            std::string::npos);
  EXPECT_NE(markdown.find("`minmod`, `mc`, `vanleer`"), std::string::npos);
  EXPECT_NE(markdown.find("each > 0"), std::string::npos);
  EXPECT_NE(markdown.find("Emulated slow ranks."), std::string::npos);
}

TEST(Deck, GoodDeckValidatesAndFillsDefaults) {
  const Deck deck = Validated(kGoodDeck);
  EXPECT_EQ(deck.FileName(), "test.toml");
  EXPECT_DOUBLE_EQ(deck.GetDouble("run", "stop_time"), 0.5);
  EXPECT_DOUBLE_EQ(deck.GetDouble("run", "cfl"), 1.0);  // an integer where a float is expected
  EXPECT_EQ(deck.GetInt("run", "max_steps"), 1000);     // defaults
  EXPECT_EQ(deck.GetDoubles("mesh", "lo"), std::vector<double>({0.0, 0.0, 0.0}));
  EXPECT_EQ(deck.GetDoubles("mesh", "hi"), std::vector<double>({1.0, 0.0625, 0.0625}));
  EXPECT_EQ(deck.GetInts("mesh", "cells"), std::vector<int64_t>({128, 8, 8}));
  EXPECT_EQ(deck.GetBools("mesh", "periodic"), std::vector<bool>({false, false, false}));
  EXPECT_EQ(deck.GetString("physics", "limiter"), "mc");
  EXPECT_EQ(deck.GetDoubles("physics", "gamma"), std::vector<double>({1.4, 1.4}));
  EXPECT_EQ(deck.GetString("problem", "name"), "sod");
  EXPECT_EQ(deck.GetStrings("problem", "species"), std::vector<std::string>({"air", "sf6"}));
  EXPECT_EQ(deck.GetDoubleTable("problem", "modes"),
            std::vector<std::vector<double>>({{1, 1, 0.01}, {2, 3, 0.005}}));
  EXPECT_EQ(deck.GetString("autonomic", "policy"), "static");
  EXPECT_DOUBLE_EQ(deck.GetDouble("autonomic.emulate", "slowdown"), 2.0);
  EXPECT_TRUE(deck.Has("problem", "modes"));
  EXPECT_FALSE(deck.Has("autonomic.emulate", "ranks"));  // optional, absent
  EXPECT_FALSE(deck.Has("run", "wall_limit"));
}

TEST(Deck, PeekStringReadsBeforeValidation) {
  const Deck deck = Deck::Parse(kGoodDeck, "test.toml");
  EXPECT_EQ(deck.PeekString("problem", "name", "none"), "sod");
  EXPECT_EQ(deck.PeekString("physics", "kernel", "euler"), "euler");
  EXPECT_EQ(deck.PeekString("run", "cfl", "not a string"), "not a string");
}

TEST(Deck, UnknownKeySuggestsNearestInItsSection) {
  const std::string message = ErrorOf(GoodDeckWith("mesh", "cels = [1, 2, 3]"));
  EXPECT_NE(message.find("test.toml:8: unknown key 'mesh.cels'; did you mean 'mesh.cells'?"),
            std::string::npos)
      << message;
}

TEST(Deck, UnknownKeySuggestsAcrossSections) {
  const std::string message = ErrorOf(GoodDeckWith("mesh", "cfl = 0.5"));
  EXPECT_NE(message.find("test.toml:8: unknown key 'mesh.cfl'; did you mean 'run.cfl'?"),
            std::string::npos)
      << message;
  const std::string outside = ErrorOf(std::string("cfl = 0.5\n") + kGoodDeck);
  EXPECT_NE(outside.find("test.toml:1: unknown key 'cfl' outside any section; did you mean "
                         "'run.cfl'?"),
            std::string::npos)
      << outside;
}

TEST(Deck, UnknownKeyFarFromEverythingHasNoSuggestion) {
  const std::string message = ErrorOf(GoodDeckWith("mesh", "banana = 1"));
  EXPECT_NE(message.find("unknown key 'mesh.banana'"), std::string::npos) << message;
  EXPECT_EQ(message.find("did you mean"), std::string::npos) << message;
}

TEST(Deck, UnknownSectionSuggestsNearestSection) {
  const std::string message = ErrorOf(std::string(kGoodDeck) + "\n[phsyics]\nlimiter = \"mc\"\n");
  EXPECT_NE(message.find("test.toml:16: unknown section [phsyics]; did you mean [physics]?"),
            std::string::npos)
      << message;
  const std::string nested = ErrorOf(std::string(kGoodDeck) + "\n[autonomic.emulat]\n");
  EXPECT_NE(nested.find("unknown section [autonomic.emulat]; did you mean [autonomic.emulate]?"),
            std::string::npos)
      << nested;
}

TEST(Deck, WrongTypeForEachKind) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"run", "max_steps = 10.5"},           {"run", "wall_limit = \"soon\""},
      {"problem", "species = [\"air\", 1]"}, {"physics", "limiter = 3"},
      {"mesh", "lo = \"origin\""},           {"mesh", "periodic = [true, 0, false]"},
      {"autonomic.emulate", "ranks = [1.5]"}};
  const std::vector<std::string> expected = {
      "run.max_steps: wrong type (got float 10.5); expected an integer >= 0",
      "run.wall_limit: wrong type (got string \"soon\"); expected a float",
      "problem.species[1]: wrong type (got integer 1); expected an array of strings",
      "physics.limiter: wrong type (got integer 3); expected a string: one of minmod, mc, vanleer",
      "mesh.lo: wrong type (got string \"origin\"); expected an array of 3 floats",
      "mesh.periodic[1]: wrong type (got integer 0); expected an array of 3 bools",
      "autonomic.emulate.ranks[0]: wrong type (got float 1.5); expected an array of integers"};
  for (size_t i = 0; i < cases.size(); ++i) {
    // Replacing a key that the good deck already sets would be a TOML redefinition: use ones it
    // leaves to defaults.
    const std::string message = ErrorOf(GoodDeckWith(cases[i].first, cases[i].second));
    EXPECT_NE(message.find(expected[i]), std::string::npos) << message;
    EXPECT_EQ(CountLines(message), 1u) << message;
  }
}

TEST(Deck, FloatTableChecksRowsAndElements) {
  const std::string good_modes = "modes = [[1, 1, 0.01], [2, 3, 0.005]]";
  const auto with_modes = [&](const std::string& modes) {
    std::string text = kGoodDeck;
    return text.replace(text.find(good_modes), good_modes.size(), modes);
  };
  EXPECT_NE(ErrorOf(with_modes("modes = [1, 2, 3]"))
                .find("problem.modes[0]: wrong type (got integer 1); expected an array of "
                      "arrays of 3 floats"),
            std::string::npos);
  EXPECT_NE(ErrorOf(with_modes("modes = [[1, \"a\", 3]]"))
                .find("problem.modes[0][1]: wrong type (got string \"a\")"),
            std::string::npos);
  EXPECT_NE(ErrorOf(with_modes("modes = [[1, 2]]")).find("problem.modes[0]: has 2 elements"),
            std::string::npos);
  EXPECT_NE(ErrorOf(with_modes("modes = []")).find("problem.modes: is empty"), std::string::npos);
  EXPECT_NE(ErrorOf(with_modes("modes = 0.5")).find("problem.modes: wrong type (got float 0.5)"),
            std::string::npos);
}

TEST(Deck, OutOfRangeValuesNameTheRange) {
  std::string text = kGoodDeck;
  text.replace(text.find("cfl = 1"), 7, "cfl = -1");
  EXPECT_NE(ErrorOf(text).find("test.toml:3: run.cfl: must be in (0, 1] (got -1)"),
            std::string::npos)
      << ErrorOf(text);
  text.replace(text.find("cfl = -1"), 8, "cfl = 1.5");
  EXPECT_NE(ErrorOf(text).find("run.cfl: must be in (0, 1] (got 1.5)"), std::string::npos);
  text.replace(text.find("[128, 8, 8]"), 11, "[128, 0, -8]");
  const std::string message = ErrorOf(text);
  EXPECT_NE(message.find("test.toml:7: mesh.cells[1]: must be > 0 (got 0)"), std::string::npos)
      << message;
  EXPECT_NE(message.find("test.toml:7: mesh.cells[2]: must be > 0 (got -8)"), std::string::npos);
  EXPECT_EQ(CountLines(message), 3u) << message;
}

TEST(Deck, BadChoiceSuggestsNearestChoice) {
  const std::string message = ErrorOf(GoodDeckWith("physics", "limiter = \"mcc\""));
  EXPECT_NE(message.find("physics.limiter: 'mcc' is not allowed; choose one of minmod, mc, "
                         "vanleer (did you mean 'mc'?)"),
            std::string::npos)
      << message;
  const std::string far = ErrorOf(GoodDeckWith("physics", "limiter = \"superbee\""));
  EXPECT_NE(far.find("'superbee' is not allowed"), std::string::npos) << far;
  EXPECT_EQ(far.find("did you mean"), std::string::npos) << far;
}

TEST(Deck, WrongArrayLength) {
  std::string text = kGoodDeck;
  text.replace(text.find("[128, 8, 8]"), 11, "[128, 8]");
  EXPECT_NE(ErrorOf(text).find(
                "test.toml:7: mesh.cells: has 2 elements; expected an array of 3 integers, each "
                "> 0"),
            std::string::npos)
      << ErrorOf(text);
  EXPECT_NE(ErrorOf(GoodDeckWith("physics", "gamma = []")).find("physics.gamma: is empty"),
            std::string::npos);
}

TEST(Deck, MissingRequiredKeysHaveNoLine) {
  std::string text = kGoodDeck;
  text.erase(text.find("name = \"sod\"\n"), 13);
  text.erase(text.find("hi = [1.0, 0.0625, 0.0625]\n"), 27);
  const std::string message = ErrorOf(text);
  EXPECT_NE(message.find("test.toml: problem.name: required key is missing; add a string to "
                         "[problem]"),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("test.toml: mesh.hi: required key is missing"), std::string::npos);
  EXPECT_EQ(CountLines(message), 2u);
  // A whole missing section reports each of its required keys.
  EXPECT_NE(ErrorOf("[problem]\nname = \"sod\"\n").find("mesh.cells: required key is missing"),
            std::string::npos);
}

TEST(Deck, SyntaxErrorGivesLineAndColumn) {
  try {
    Deck::Parse("[run]\ncfl = 0.5\nmax_steps = = 3\n", "bad.toml");
    FAIL() << "expected a UserError";
  } catch (const UserError& error) {
    const std::string message = error.what();
    EXPECT_EQ(message.rfind("bad.toml:3:", 0), 0u) << message;
    EXPECT_NE(message.find("TOML syntax error"), std::string::npos) << message;
  }
}

TEST(Deck, TableWhereValueExpectedAndValueWhereSectionExpected) {
  std::string text = kGoodDeck;
  text.replace(text.find("cells = [128, 8, 8]"), 19, "cells = {x = 128}");
  EXPECT_NE(ErrorOf(text).find("test.toml:7: mesh.cells: is a table; expected an array of 3 "
                               "integers"),
            std::string::npos)
      << ErrorOf(text);
  const std::string as_value = ErrorOf("run = 3\n" + std::string(kGoodDeck).substr(6));
  EXPECT_NE(as_value.find("test.toml:1: run: not a section (got integer 3); write [run]"),
            std::string::npos)
      << as_value;
  const std::string parent = ErrorOf(std::string(kGoodDeck) + "[physics]\nlimiter.x = 1\n");
  EXPECT_NE(parent.find("physics.limiter: is a table"), std::string::npos) << parent;
}

TEST(Deck, MessageNamesFileKeyAndLineForEveryProblem) {
  const std::string text = R"([run]
cfl = 2
max_steps = "many"

[mesh]
hi = [1.0, 1.0, 1.0]
cels = [8, 8, 8]

[problem]
name = "sod"
)";
  const std::string message = ErrorOf(text);
  EXPECT_EQ(message,
            "test.toml:2: run.cfl: must be in (0, 1] (got 2)\n"
            "test.toml:3: run.max_steps: wrong type (got string \"many\"); expected an integer "
            ">= 0\n"
            "test.toml:7: unknown key 'mesh.cels'; did you mean 'mesh.cells'?\n"
            "test.toml: mesh.cells: required key is missing; add an array of 3 integers, each "
            "> 0 to [mesh]");
}

TEST(Deck, OverridesOfEachKind) {
  std::string text = kGoodDeck;
  text.erase(text.find("name = \"sod\"\n"), 13);  // required, supplied by --set
  const Deck deck = Validated(
      text, {"mesh.cells=[64,8,8]", "run.cfl = 0.5", "run.max_steps=7",
             "physics.limiter=\"vanleer\"", "problem.name=sod", "problem.species=[\"he\"]",
             "mesh.periodic=[true,true,true]", "autonomic.emulate.slowdown=3",
             "autonomic.emulate.ranks=[0, 2]", "problem.modes=[[1,2,3]]"});
  EXPECT_EQ(deck.GetInts("mesh", "cells"), std::vector<int64_t>({64, 8, 8}));
  EXPECT_DOUBLE_EQ(deck.GetDouble("run", "cfl"), 0.5);
  EXPECT_EQ(deck.GetInt("run", "max_steps"), 7);
  EXPECT_EQ(deck.GetString("physics", "limiter"), "vanleer");
  EXPECT_EQ(deck.GetString("problem", "name"), "sod");
  EXPECT_EQ(deck.GetStrings("problem", "species"), std::vector<std::string>({"he"}));
  EXPECT_EQ(deck.GetBools("mesh", "periodic"), std::vector<bool>({true, true, true}));
  EXPECT_DOUBLE_EQ(deck.GetDouble("autonomic.emulate", "slowdown"), 3.0);
  EXPECT_EQ(deck.GetInts("autonomic.emulate", "ranks"), std::vector<int64_t>({0, 2}));
  EXPECT_EQ(deck.GetDoubleTable("problem", "modes"), std::vector<std::vector<double>>({{1, 2, 3}}));
  // A value that is not TOML is a string, spaces inside and all.
  EXPECT_EQ(Validated(kGoodDeck, {"problem.name=smooth wave"}).GetString("problem", "name"),
            "smooth wave");
}

TEST(Deck, OverrideProblemsSayFromSet) {
  EXPECT_NE(ErrorOf(kGoodDeck, {"run.cfl=2"})
                .find("test.toml (from --set): run.cfl: must be in (0, 1] (got 2)"),
            std::string::npos);
  EXPECT_NE(ErrorOf(kGoodDeck, {"mesh.cels=[1,2,3]"})
                .find("test.toml (from --set): unknown key 'mesh.cels'; did you mean "
                      "'mesh.cells'?"),
            std::string::npos);
  EXPECT_NE(ErrorOf(kGoodDeck, {"mseh.cells=[1,2,3]"})
                .find("test.toml (from --set): unknown section [mseh]; did you mean [mesh]?"),
            std::string::npos)
      << ErrorOf(kGoodDeck, {"mseh.cells=[1,2,3]"});
  EXPECT_NE(ErrorOf(kGoodDeck, {"mesh.cells=[64,8"})
                .find("(from --set): mesh.cells: wrong type (got string \"[64,8\")"),
            std::string::npos);
}

TEST(Deck, MalformedOverridesExplainTheForm) {
  for (const std::string bad : {"run.cfl", "cfl=0.5", "=3", "run.=3", ".cfl=1", "run..x=1"}) {
    try {
      Deck::Parse(kGoodDeck, "test.toml", {bad});
      ADD_FAILURE() << "accepted --set " << bad;
    } catch (const UserError& error) {
      EXPECT_NE(std::string(error.what()).find("section.key=value"), std::string::npos)
          << error.what();
    }
  }
  EXPECT_THROW(Deck::Parse(kGoodDeck, "test.toml", {"run.cfl.x=1"}), UserError);
}

TEST(Deck, ErrorPointsAtTheKey) {
  const Deck deck = Validated(kGoodDeck, {"run.max_steps=5"});
  EXPECT_STREQ(deck.Error("mesh", "cells", "cells must be cubes").what(),
               "test.toml:7: mesh.cells: cells must be cubes");
  EXPECT_STREQ(deck.Error("run", "max_steps", "too many").what(),
               "test.toml (from --set): run.max_steps: too many");
  EXPECT_STREQ(deck.Error("physics", "gamma", "too few").what(),  // a default: no line
               "test.toml: physics.gamma: too few");
}

TEST(Deck, ToTomlRoundTrips) {
  const Deck deck = Validated(std::string(kGoodDeck) +
                              "\n[physics]\ngamma = [1.6666666666666667, 1.3000000000000003]\n");
  const std::string resolved = deck.ToToml();
  EXPECT_NE(resolved.find("[run]\nstop_time = 0.5\nmax_steps = 1000\ncfl = 1.0\n"),
            std::string::npos)
      << resolved;
  EXPECT_NE(resolved.find("modes = [[1.0, 1.0, 0.01], [2.0, 3.0, 0.005]]"), std::string::npos);
  EXPECT_NE(resolved.find("[autonomic]\npolicy = \"static\"\n\n[autonomic.emulate]\nslowdown = "
                          "2.0\n"),
            std::string::npos)
      << resolved;
  EXPECT_LT(resolved.find("[run]"), resolved.find("[mesh]"));
  EXPECT_LT(resolved.find("[mesh]"), resolved.find("[physics]"));

  const Deck again = Validated(resolved);
  EXPECT_EQ(again.ToToml(), resolved);
  EXPECT_EQ(again.GetDoubles("physics", "gamma"), deck.GetDoubles("physics", "gamma"));
  EXPECT_EQ(again.GetDoubleTable("problem", "modes"), deck.GetDoubleTable("problem", "modes"));
  EXPECT_EQ(again.GetInt("run", "max_steps"), 1000);
  EXPECT_FALSE(again.Has("autonomic.emulate", "ranks"));
}

TEST(Deck, ToTomlEscapesStrings) {
  const Deck deck = Validated(kGoodDeck, {R"(problem.name="a \"quoted\" \\ name")"});
  EXPECT_EQ(Validated(deck.ToToml()).GetString("problem", "name"), "a \"quoted\" \\ name");
}

TEST(Deck, ChangedKeysNamesEveryKeyWhoseValueDiffers) {
  const Deck before = Validated(kGoodDeck);
  EXPECT_TRUE(Validated(kGoodDeck).ChangedKeys(before).empty());
  const Deck after = Validated(kGoodDeck, {"run.cfl=0.5", "mesh.cells=[64, 8, 8]"});
  EXPECT_EQ(after.ChangedKeys(before),
            (std::vector<std::string>{"run.cfl = 0.5", "mesh.cells = [64, 8, 8]"}));
  // A key only one deck has counts as changed, both ways round.
  const Deck unvalidated = Deck::Parse("[run]\nstop_time = 0.5\n", "old.toml");
  const std::vector<std::string> changed = before.ChangedKeys(unvalidated);
  EXPECT_NE(std::find(changed.begin(), changed.end(), "run.cfl = 1.0"), changed.end());
  EXPECT_EQ(std::find(changed.begin(), changed.end(), "run.stop_time = 0.5"), changed.end());
}

}  // namespace
}  // namespace vagus::input

namespace vagus::input {
namespace {

// --set of a key that replaces another (problem.modes for problem.amplitude) drops the file's
// replaced key; both in the file stay an error.
TEST(Deck, SettingAReplacingKeyDropsTheFilesReplacedKey) {
  KeySpec amplitude = Key("amplitude", ValueKind::kFloat, Presence::kDefaulted, "0.01");
  amplitude.replaced_by = "modes";
  Schema schema;
  schema.Add({"problem",
              "The initial state.",
              {amplitude, Key("modes", ValueKind::kFloatTable, Presence::kOptional, "", {}, {}, 3)}});
  Deck deck = Deck::Parse("[problem]\namplitude = 0.05\n", "t.toml",
                          {"problem.modes=[[1.0, 0.0, 0.02]]"});
  deck.Validate(schema);
  EXPECT_FALSE(deck.Has("problem", "amplitude"));
  EXPECT_TRUE(deck.Has("problem", "modes"));
  Deck both = Deck::Parse("[problem]\namplitude = 0.05\nmodes = [[1.0, 0.0, 0.02]]\n", "t.toml", {});
  EXPECT_THROW(both.Validate(schema), UserError);
}

}  // namespace
}  // namespace vagus::input
