// Copier: moves rectangular regions of field data between two sets of distributed arrays ("fabs":
// patch data, or temporaries), locally view to view and between ranks as one packed non-blocking
// message per rank pair. The list of copies is replicated and in a canonical order, so every rank
// derives the same message layouts without exchanging descriptions. Ghost exchange, coarse-to-fine
// filling, averaging down, flux registers and regrid data transfer are all Copiers.
#pragma once

#include <map>
#include <utility>
#include <vector>

#include <vagus/base/comm.hpp>
#include <vagus/base/for_each_cell.hpp>

namespace vagus::amr {

// Where the fabs of one side live: each fab's index region (its View's (0, 0, 0) is at data_box.lo)
// and its owner rank. Replicated on every rank.
struct FabLayout {
  std::vector<Box> data_boxes;
  std::vector<int> owners;
};

// `region` (in the destination fab's index space) of fab `dst` receives the cells
// region.Shift(-shift) of fab `src`: shift is non-zero for periodic images.
struct CopyItem {
  int64_t src = -1;
  int64_t dst = -1;
  Box region;
  IntVect shift;
};

// The local Views of one side, indexed by fab number (empty Views for fabs owned elsewhere).
using FabViews = std::vector<FieldView>;

// Seconds spent waiting for messages, and the part of them before the message had been sent (by
// SharedClock): the sender was still at work, so that part is imbalance between the ranks, and
// the rest the messages' transfer.
struct MessageWaits {
  double seconds = 0.0;
  double before_sent = 0.0;

  MessageWaits& operator+=(const MessageWaits& other) {
    seconds += other.seconds;
    before_sent += other.before_sent;
    return *this;
  }
  friend MessageWaits operator+(MessageWaits a, const MessageWaits& b) { return a += b; }
  friend MessageWaits operator-(const MessageWaits& a, const MessageWaits& b) {
    return {a.seconds - b.seconds, a.before_sent - b.before_sent};
  }
};

class Copier {
 public:
  Copier() = default;
  // `items` must be in the same order on every rank. `num_components` components are copied,
  // starting at component `src_component` of the source and `dst_component` of the destination.
  Copier(const FabLayout& src, const FabLayout& dst, std::vector<CopyItem> items,
         int num_components, const Comm& comm, int src_component = 0, int dst_component = 0);

  // Posts receives, packs and sends, and does the on-rank copies; Finish waits for the receives
  // and unpacks. The sends stay in flight until the next Start, or the Copier's end: a Finish
  // does not wait for the other ranks to take this rank's data (a receiver still at work would
  // hold this rank up). Every rank must start its Copiers in the same order (see the tag in
  // copier.cpp).
  void Start(const FabViews& src, const FabViews& dst);
  void Finish(const FabViews& dst);
  void Copy(const FabViews& src, const FabViews& dst) {
    Start(src, dst);
    Finish(dst);
  }

  [[nodiscard]] int64_t BytesSentPerCopy() const { return bytes_sent_; }
  // Bytes one copy sends to each rank: (rank, bytes) pairs.
  [[nodiscard]] const std::vector<std::pair<int, int64_t>>& BytesPerRank() const {
    return bytes_per_rank_;
  }
  // What this Copier has waited in MPI_Wait for messages, all copies so far.
  [[nodiscard]] const MessageWaits& Waits() const { return waits_; }
  // Seconds the last Finish waited for each rank's message: (rank, seconds) pairs.
  [[nodiscard]] const std::vector<std::pair<int, double>>& LastWaitPerRank() const {
    return last_wait_per_rank_;
  }

 private:
  // An item with the low corners of its two fabs' data boxes (all a copy needs of the layouts,
  // so a Copier keeps nothing the size of the whole level).
  struct Placed {
    CopyItem item;
    IntVect src_lo, dst_lo;
  };
  struct Message {
    int rank = -1;
    std::vector<Placed> items;
    Kokkos::View<double*, MemSpace> buffer;
    MPI_Request request = MPI_REQUEST_NULL;
  };
  // Sends, in flight past Finish; dropping them (destruction, assignment) first waits for them,
  // so that MPI never reads a freed buffer (one never taken is left to MPI after a while).
  class Sends {
   public:
    Sends() = default;
    explicit Sends(std::vector<Message> messages) : messages_(std::move(messages)) {}
    Sends(Sends&& other) noexcept : messages_(std::exchange(other.messages_, {})) {}
    Sends& operator=(Sends&& other) noexcept;
    Sends(const Sends&) = delete;
    Sends& operator=(const Sends&) = delete;
    ~Sends();

    // Waits for the sends in flight; returns the seconds it took.
    double Complete();
    [[nodiscard]] std::size_t size() const { return messages_.size(); }
    auto begin() { return messages_.begin(); }
    auto end() { return messages_.end(); }

   private:
    void Release();  // waits a while for the sends in flight, then leaves them to MPI

    std::vector<Message> messages_;
  };

  Comm comm_;
  int num_components_ = 0, src_component_ = 0, dst_component_ = 0;
  std::vector<Placed> local_items_;
  Sends sends_;
  std::vector<Message> recvs_;
  int64_t bytes_sent_ = 0;
  std::vector<std::pair<int, int64_t>> bytes_per_rank_;
  int tag_ = 0;
  MessageWaits waits_;
  std::vector<std::pair<int, double>> last_wait_per_rank_;  // one per receive, as recvs_
};

}  // namespace vagus::amr
