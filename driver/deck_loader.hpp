// Decks for a run: the framework's sections ([run], [mesh], [amr], [physics], [partitioner],
// [output]) with the autonomic manager's and those of the kernel and problem a deck names, the
// checks that span keys, and the one way a deck file is read: rank 0 reads it, every rank parses
// the same text, applies the overrides, loads the physics library it names ([physics] library)
// and validates it, so a mistake throws the same UserError on every rank.
#pragma once

#include <string>
#include <vector>

#include <vagus/base/comm.hpp>
#include <vagus/base/input/deck.hpp>
#include <vagus/amr/kernel_registry.hpp>

namespace vagus {

// The schema of the framework's sections plus those of the kernel and problem the deck names.
[[nodiscard]] input::Schema DeckSchema(const input::Deck& deck,
                                       const amr::KernelRegistry& registry);

// Reads `path` (on rank 0), then LoadDeckText. The registry gains the kernels of the library the
// deck names.
[[nodiscard]] input::Deck LoadDeck(const std::string& path,
                                   const std::vector<std::string>& overrides,
                                   amr::KernelRegistry& registry, const Comm& comm);
// Collective: parses deck text (the same on every rank) named `file_name` in messages, applies
// the overrides, loads the physics library of [physics] library, validates.
[[nodiscard]] input::Deck LoadDeckText(const std::string& text, const std::string& file_name,
                                       const std::vector<std::string>& overrides,
                                       amr::KernelRegistry& registry, const Comm& comm);

}  // namespace vagus
