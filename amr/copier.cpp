// Region copies between distributed fabs: schedule split by rank pair, packing and unpacking
// through contiguous buffers (component-major, then k, j, i within each item, items in canonical
// order), local copies view to view.
#include <vagus/amr/copier.hpp>

#include <algorithm>

#include <vagus/base/error.hpp>

namespace vagus::amr {
namespace {

// One tag for every Copier: MPI keeps messages between two ranks in order, and every rank starts
// its Copiers in the same order, so receives match the right sends even when copies overlap.
constexpr int kCopierTag = 7301;

// Every message ends with one double after its data: SharedClock() when its sender sent it, so
// that the receiver can tell how much of its wait came before the message had been sent.
constexpr int64_t kStampSize = 1;

// How long a Copier's end waits for a send still in flight (see ~Sends).
constexpr double kAbandonSendSeconds = 5.0;

// Reads and writes of the stamp from the host, in place where the host reaches the buffers
// (deep_copy would allocate its fence's label inside the time step).
void WriteStamp(const Kokkos::View<double*, MemSpace>& buffer, double stamp) {
  const auto slot = static_cast<int64_t>(buffer.size()) - kStampSize;
  if constexpr (Kokkos::SpaceAccessibility<Kokkos::HostSpace, MemSpace>::accessible)
    buffer(slot) = stamp;
  else
    Kokkos::deep_copy(Kokkos::subview(buffer, slot), stamp);
}

double ReadStamp(const Kokkos::View<double*, MemSpace>& buffer) {
  const auto slot = static_cast<int64_t>(buffer.size()) - kStampSize;
  double stamp = 0.0;
  if constexpr (Kokkos::SpaceAccessibility<Kokkos::HostSpace, MemSpace>::accessible)
    stamp = buffer(slot);
  else
    Kokkos::deep_copy(stamp, Kokkos::subview(buffer, slot));
  return stamp;
}

enum class Direction { kPack, kUnpack };

void Transfer(Direction direction, const FieldView& fab, IntVect fab_lo, const Box& region,
              int component, int num_components, const Kokkos::View<double*, MemSpace>& buffer,
              int64_t offset) {
  const Box local = region.Shift(-fab_lo);
  const IntVect n = local.Size();
  const int64_t cells = local.NumCells();
  const int ilo = local.lo[0], jlo = local.lo[1], klo = local.lo[2];
  const int ni = n[0], nj = n[1];
  // One launch for all components (a launch per component cost more than the copy on the short
  // rows of a ghost slab), each component's row one contiguous copy.
  if (direction == Direction::kPack) {
    ForEachRow(
        "amr::CopierPack", local, KOKKOS_LAMBDA(int k, int j) {
          double* row = &buffer(offset + (int64_t(k - klo) * nj + (j - jlo)) * ni);
          for (int c = 0; c < num_components; ++c)
            CopyRow(&fab(component + c, k, j, ilo), row + c * cells, ni);
        });
  } else {
    ForEachRow(
        "amr::CopierUnpack", local, KOKKOS_LAMBDA(int k, int j) {
          const double* row = &buffer(offset + (int64_t(k - klo) * nj + (j - jlo)) * ni);
          for (int c = 0; c < num_components; ++c)
            CopyRow(row + c * cells, &fab(component + c, k, j, ilo), ni);
        });
  }
}

}  // namespace

Copier::Copier(const FabLayout& src, const FabLayout& dst, std::vector<CopyItem> items,
               int num_components, const Comm& comm, int src_component, int dst_component)
    : comm_(comm),
      num_components_(num_components),
      src_component_(src_component),
      dst_component_(dst_component),
      tag_(kCopierTag) {
  std::map<int, std::vector<Placed>> to_rank, from_rank;
  for (const CopyItem& item : items) {
    VAGUS_ASSERT(dst.data_boxes[item.dst].Contains(item.region) &&
                     src.data_boxes[item.src].Contains(item.region.Shift(-item.shift)),
                 "copy region outside its fabs");
    const int src_owner = src.owners[item.src], dst_owner = dst.owners[item.dst];
    const Placed placed{item, src.data_boxes[item.src].lo, dst.data_boxes[item.dst].lo};
    if (src_owner == comm_.rank && dst_owner == comm_.rank)
      local_items_.push_back(placed);
    else if (src_owner == comm_.rank)
      to_rank[dst_owner].push_back(placed);
    else if (dst_owner == comm_.rank)
      from_rank[src_owner].push_back(placed);
  }
  auto make_messages = [num_components](std::map<int, std::vector<Placed>>& by_rank,
                                        const char* label) {
    std::vector<Message> messages;
    for (auto& [rank, rank_items] : by_rank) {
      int64_t size = 0;
      for (const Placed& c : rank_items) size += c.item.region.NumCells() * num_components;
      Message m;
      m.rank = rank;
      m.items = std::move(rank_items);
      m.buffer = Kokkos::View<double*, MemSpace>(
          Kokkos::view_alloc(std::string(label), Kokkos::WithoutInitializing), size + kStampSize);
      messages.push_back(std::move(m));
    }
    return messages;
  };
  sends_ = Sends(make_messages(to_rank, "amr::CopierSendBuffer"));
  recvs_ = make_messages(from_rank, "amr::CopierRecvBuffer");
  for (const Message& m : recvs_) last_wait_per_rank_.emplace_back(m.rank, 0.0);
  for (const Message& m : sends_) {
    const auto bytes = static_cast<int64_t>((m.buffer.size() - kStampSize) * sizeof(double));
    bytes_sent_ += bytes;
    bytes_per_rank_.emplace_back(m.rank, bytes);
  }
}

Copier::Sends& Copier::Sends::operator=(Sends&& other) noexcept {
  if (this != &other) {
    Release();
    messages_ = std::exchange(other.messages_, {});
  }
  return *this;
}

Copier::Sends::~Sends() { Release(); }

void Copier::Sends::Release() {
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (finalized) return;
  // A send that its receiver never takes (a rank that failed) must not hold this rank on its way
  // to the exit agreement: after a while its buffer is left to MPI, never freed.
  for (Message& m : messages_)
    if (!CompletesWithin(m.request, kAbandonSendSeconds)) new auto(m.buffer);
}

double Copier::Sends::Complete() {
  const double start = SharedClock();
  for (Message& m : messages_) Wait(m.request);
  return SharedClock() - start;
}

void Copier::Start(const FabViews& src, const FabViews& dst) {
  waits_.seconds += sends_.Complete();  // the last copy's sends, before their buffers are reused
  for (Message& m : recvs_)
    MPI_Irecv(m.buffer.data(), static_cast<int>(m.buffer.size()), MPI_DOUBLE, m.rank, tag_,
              comm_.comm, &m.request);
  for (Message& m : sends_) {
    int64_t offset = 0;
    for (const auto& [c, src_lo, dst_lo] : m.items) {
      Transfer(Direction::kPack, src[c.src], src_lo, c.region.Shift(-c.shift), src_component_,
               num_components_, m.buffer, offset);
      offset += c.region.NumCells() * num_components_;
    }
    FenceKernels();
    WriteStamp(m.buffer, SharedClock());
    MPI_Isend(m.buffer.data(), static_cast<int>(m.buffer.size()), MPI_DOUBLE, m.rank, tag_,
              comm_.comm, &m.request);
  }
  for (const auto& [c, src_lo, dst_lo] : local_items_) {
    const FieldView from = src[c.src], to = dst[c.dst];
    const Box to_local = c.region.Shift(-dst_lo);
    const IntVect offset = c.region.Shift(-c.shift).lo - src_lo - to_local.lo;
    const int oi = offset[0], oj = offset[1], ok = offset[2], ilo = to_local.lo[0];
    const int ni = to_local.Size()[0];
    const int sc = src_component_, dc = dst_component_, num_components = num_components_;
    ForEachRow(
        "amr::CopierLocal", to_local, KOKKOS_LAMBDA(int k, int j) {
          for (int comp = 0; comp < num_components; ++comp)
            CopyRow(&from(sc + comp, k + ok, j + oj, ilo + oi), &to(dc + comp, k, j, ilo), ni);
        });
  }
}

void Copier::Finish(const FabViews& dst) {
  for (size_t r = 0; r < recvs_.size(); ++r) {
    Message& m = recvs_[r];
    const double start = SharedClock();
    Wait(m.request);
    const double waited = SharedClock() - start;
    waits_ += {waited, std::clamp(ReadStamp(m.buffer) - start, 0.0, waited)};
    last_wait_per_rank_[r].second = waited;
    int64_t offset = 0;
    for (const auto& [c, src_lo, dst_lo] : m.items) {
      Transfer(Direction::kUnpack, dst[c.dst], dst_lo, c.region, dst_component_, num_components_,
               m.buffer, offset);
      offset += c.region.NumCells() * num_components_;
    }
  }
  FenceKernels();
}

}  // namespace vagus::amr
