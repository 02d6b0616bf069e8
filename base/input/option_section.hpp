// OptionSection<T>: a deck section whose keys are declared once, each with the member of an
// option struct T that it sets. The schema (what the deck may hold, defaults, ranges, the deck
// reference) and the reading of a validated deck into T come from the same table, so a key
// cannot be declared under one name and read under another. An option struct keeps its table
// next to its members:
//
//   struct RunControls {
//     double cfl = 0.8;
//     static const input::OptionSection<RunControls>& Section();
//   };
//   const input::OptionSection<RunControls>& RunControls::Section() {
//     static const auto section = input::OptionSection<RunControls>("run", "when to stop")
//         .Add({"cfl", ValueKind::kFloat, Presence::kDefaulted, "0.8", "Courant number"},
//              &RunControls::cfl);
//     return section;
//   }
//
// Members may be int, int64_t, double, bool, std::string, vectors of those (int too) and tables
// of doubles; an enum is bound with its names (AddChoice), which become the key's choices.
// Optional keys absent from the deck leave their member as it is.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <vagus/base/input/deck.hpp>
#include <vagus/base/input/schema.hpp>

namespace vagus::input {

namespace detail {

// A validated deck's value of section.key as a V.
template <class V>
V Get(const Deck& deck, const std::string& section, const std::string& key) {
  if constexpr (std::is_same_v<V, bool>) {
    return deck.GetBool(section, key);
  } else if constexpr (std::is_integral_v<V>) {
    return static_cast<V>(deck.GetInt(section, key));
  } else if constexpr (std::is_same_v<V, double>) {
    return deck.GetDouble(section, key);
  } else if constexpr (std::is_same_v<V, std::string>) {
    return deck.GetString(section, key);
  } else if constexpr (std::is_same_v<V, std::vector<double>>) {
    return deck.GetDoubles(section, key);
  } else if constexpr (std::is_same_v<V, std::vector<bool>>) {
    return deck.GetBools(section, key);
  } else if constexpr (std::is_same_v<V, std::vector<std::string>>) {
    return deck.GetStrings(section, key);
  } else if constexpr (std::is_same_v<V, std::vector<std::vector<double>>>) {
    return deck.GetDoubleTable(section, key);
  } else {
    static_assert(std::is_integral_v<typename V::value_type>, "a member type decks cannot set");
    const std::vector<int64_t> values = deck.GetInts(section, key);
    return V(values.begin(), values.end());
  }
}

}  // namespace detail

template <class T>
class OptionSection {
 public:
  explicit OptionSection(std::string name, std::string help = {})
      : name_(std::move(name)), help_(std::move(help)) {}

  // Key `key` sets member `member`.
  template <class V>
  OptionSection& Add(KeySpec key, V T::*member) {
    const std::string name = key.name, section = name_;
    const bool optional = key.presence == Presence::kOptional;
    keys_.push_back(std::move(key));
    readers_.push_back([=](const Deck& deck, T& options) {
      if (optional && !deck.Has(section, name)) return;
      options.*member = detail::Get<V>(deck, section, name);
    });
    return *this;
  }

  // Key `key`, a string whose values are the names in `choices`, sets enum member `member`.
  template <class E>
  OptionSection& AddChoice(KeySpec key, E T::*member,
                           std::vector<std::pair<std::string, E>> choices) {
    key.choices.clear();
    for (const auto& choice : choices) key.choices.push_back(choice.first);
    const std::string name = key.name, section = name_;
    keys_.push_back(std::move(key));
    readers_.push_back([=](const Deck& deck, T& options) {
      const std::string value = deck.GetString(section, name);
      for (const auto& [choice, e] : choices)
        if (choice == value) options.*member = e;
    });
    return *this;
  }

  [[nodiscard]] const std::string& Name() const { return name_; }
  [[nodiscard]] SectionSpec Spec() const { return {name_, help_, keys_}; }
  // Sets every member from a deck validated against a schema holding Spec().
  void Read(const Deck& deck, T& options) const {
    for (const auto& read : readers_) read(deck, options);
  }
  [[nodiscard]] T Read(const Deck& deck) const {
    T options;
    Read(deck, options);
    return options;
  }

 private:
  std::string name_, help_;
  std::vector<KeySpec> keys_;
  std::vector<std::function<void(const Deck&, T&)>> readers_;
};

}  // namespace vagus::input
