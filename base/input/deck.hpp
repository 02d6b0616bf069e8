// Deck: a TOML input deck (toml++) validated against a Schema. Every key is checked: unknown
// sections and keys (with the nearest valid name suggested), wrong types, out-of-range values,
// values outside a list of choices, missing required keys. All problems are collected and thrown
// together as one UserError whose lines read "FILE:LINE: section.key: what is wrong; what is
// allowed". After Validate, every key of the schema has a value (defaults filled in).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <vagus/base/error.hpp>
#include <vagus/base/input/schema.hpp>

namespace vagus::input {

class Deck {
 public:
  // Parses TOML text; `file_name` is used in messages. `overrides` are "section.key=value" with a
  // TOML value ("--set mesh.cells=[64,8,8]"); a value that is not valid TOML is taken as a string
  // ("--set problem.name=sod"). Syntax errors throw UserError with file, line and column.
  static Deck Parse(const std::string& text, const std::string& file_name,
                    const std::vector<std::string>& overrides = {});

  Deck(Deck&&) noexcept;
  Deck& operator=(Deck&&) noexcept;
  ~Deck();

  // Checks the whole deck against the schema and fills in defaults; throws one UserError listing
  // every problem found.
  void Validate(const Schema& schema);

  // Reads a value before validation (to choose the schema of [physics] or [problem]); returns
  // `fallback` when the key is absent or not a string.
  [[nodiscard]] std::string PeekString(const std::string& section, const std::string& key,
                                       const std::string& fallback) const;

  [[nodiscard]] bool Has(const std::string& section, const std::string& key) const;
  // Typed access after Validate. A missing key or wrong type here is a bug in the caller (the
  // schema should have caught it) and aborts with VAGUS_ASSERT.
  [[nodiscard]] int64_t GetInt(const std::string& section, const std::string& key) const;
  [[nodiscard]] double GetDouble(const std::string& section, const std::string& key) const;
  [[nodiscard]] bool GetBool(const std::string& section, const std::string& key) const;
  [[nodiscard]] std::string GetString(const std::string& section, const std::string& key) const;
  [[nodiscard]] std::vector<int64_t> GetInts(const std::string& section,
                                             const std::string& key) const;
  [[nodiscard]] std::vector<double> GetDoubles(const std::string& section,
                                               const std::string& key) const;
  [[nodiscard]] std::vector<bool> GetBools(const std::string& section,
                                           const std::string& key) const;
  [[nodiscard]] std::vector<std::string> GetStrings(const std::string& section,
                                                    const std::string& key) const;
  [[nodiscard]] std::vector<std::vector<double>> GetDoubleTable(const std::string& section,
                                                                const std::string& key) const;

  // A UserError for a problem found by the caller (a check that spans keys, such as "cells must be
  // cubes"), formatted like Validate's: "FILE:LINE: section.key: message".
  [[nodiscard]] UserError Error(const std::string& section, const std::string& key,
                                const std::string& message) const;

  // The resolved deck as TOML: sections and keys in schema order, defaults included.
  [[nodiscard]] std::string ToToml() const;
  // "section.key = value" (this deck's value) for every key of the schema whose value differs
  // from `before`'s, or which only one of the two has; in schema order. For a validated deck.
  [[nodiscard]] std::vector<std::string> ChangedKeys(const Deck& before) const;
  [[nodiscard]] const std::string& FileName() const;

 private:
  struct Impl;
  explicit Deck(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace vagus::input
