// Ring<T>: the last `capacity` values pushed, oldest first, in storage allocated once at
// construction. A push copy-assigns into the oldest slot, so a T whose members own memory (a
// vector sized at construction through the prototype) reuses it: a window of samples refilled
// every coarse step allocates nothing.
#pragma once

#include <algorithm>
#include <vector>

#include <vagus/base/error.hpp>

namespace vagus::monitor {

template <class T>
class Ring {
 public:
  // `capacity` slots (at least 1), each a copy of `prototype`.
  explicit Ring(int capacity, const T& prototype = T())
      : slots_(static_cast<size_t>(std::max(1, capacity)), prototype) {}

  // Appends `value`; when full, it replaces the oldest.
  void Push(const T& value) {
    const int capacity = Capacity();
    if (size_ < capacity) {
      slots_[Slot(size_)] = value;
      ++size_;
    } else {
      slots_[first_] = value;
      first_ = (first_ + 1) % capacity;
    }
  }
  // Forgets all but the newest `count` values (every value when count <= 0).
  void KeepNewest(int count) {
    count = std::clamp(count, 0, size_);
    first_ = count > 0 ? static_cast<int>(Slot(size_ - count)) : 0;
    size_ = count;
  }
  // Forgets every value; the slots (and whatever memory they own) stay.
  void Clear() {
    first_ = 0;
    size_ = 0;
  }

  [[nodiscard]] int Size() const { return size_; }
  [[nodiscard]] int Capacity() const { return static_cast<int>(slots_.size()); }
  [[nodiscard]] bool Empty() const { return size_ == 0; }
  // i = 0 is the oldest value kept.
  [[nodiscard]] const T& operator[](int i) const {
    VAGUS_ASSERT(i >= 0 && i < size_, "ring index out of range");
    return slots_[Slot(i)];
  }
  [[nodiscard]] const T& Back() const { return (*this)[size_ - 1]; }

 private:
  [[nodiscard]] size_t Slot(int i) const { return static_cast<size_t>((first_ + i) % Capacity()); }

  std::vector<T> slots_;
  int first_ = 0;  // slot of the oldest value
  int size_ = 0;
};

}  // namespace vagus::monitor
