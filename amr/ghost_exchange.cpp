// Same-level ghost exchange: schedule construction and the packed non-blocking transfer.
// Message contents are ordered by the canonical copy order, so sender and receiver agree on the
// layout of every buffer without exchanging any description of it.
#include "amr/ghost_exchange.hpp"

#include <algorithm>
#include <tuple>

#include "amr/error.hpp"

namespace vagus::amr {
namespace {

constexpr int kGhostTag = 7301;

bool CanonicalLess(const GhostCopy& a, const GhostCopy& b) {
  return std::tie(a.dst_id, a.src_id, a.region) < std::tie(b.dst_id, b.src_id, b.region);
}

// Packs (or, with kUnpack, unpacks) one copy's cells into `buffer` at `offset`, component-major
// then k, j, i, as a contiguous block.
enum class Direction { kPack, kUnpack };

void Transfer(Direction direction, const Patch& patch, const Box& region_in_patch,
              const Kokkos::View<double*, MemSpace>& buffer, int64_t offset) {
  const Box local = patch.ToLocal(region_in_patch);
  const FieldView u = patch.data;
  const int num_comp = patch.NumComponents();
  const IntVect n = local.Size();
  const int64_t cells = local.NumCells();
  const int ilo = local.lo[0], jlo = local.lo[1], klo = local.lo[2];
  const int ni = n[0], nj = n[1];
  const bool pack = direction == Direction::kPack;
  ForEachCell("amr::GhostTransfer", local, KOKKOS_LAMBDA(int k, int j, int i) {
    const int64_t cell = (int64_t(k - klo) * nj + (j - jlo)) * ni + (i - ilo);
    for (int c = 0; c < num_comp; ++c) {
      const int64_t at = offset + c * cells + cell;
      if (pack)
        buffer(at) = u(c, k, j, i);
      else
        u(c, k, j, i) = buffer(at);
    }
  });
}

void CopyBetweenPatches(const Patch& src, Patch& dst, const GhostCopy& copy) {
  const Box dst_local = dst.ToLocal(copy.region);
  const IntVect offset = src.ToLocal(copy.region.Shift(-copy.shift)).lo - dst_local.lo;
  const FieldView from = src.data, to = dst.data;
  const int num_comp = dst.NumComponents();
  const int oi = offset[0], oj = offset[1], ok = offset[2];
  ForEachCell("amr::GhostCopyLocal", dst_local, KOKKOS_LAMBDA(int k, int j, int i) {
    for (int c = 0; c < num_comp; ++c) to(c, k, j, i) = from(c, k + ok, j + oj, i + oi);
  });
}

}  // namespace

std::vector<GhostCopy> ComputeGhostCopies(const PatchLevel& level) {
  // A direct double loop over patches: fine for the patch counts of one rank's neighbourhood
  // today; a spatial bin search replaces it when levels reach 10^4 patches.
  const auto& patches = level.Patches();
  const std::vector<IntVect> shifts = level.GetDomain().PeriodicShifts();
  const IntVect ghosts = level.Ghosts();
  std::vector<GhostCopy> copies;
  for (size_t dst = 0; dst < patches.size(); ++dst) {
    const Box grown = patches[dst].box.Grow(ghosts);
    for (size_t src = 0; src < patches.size(); ++src) {
      for (const IntVect& shift : shifts) {
        if (src == dst && shift == IntVect{0, 0, 0}) continue;
        const Box region = grown.Intersect(patches[src].box.Shift(shift));
        if (region.Empty()) continue;
        copies.push_back({static_cast<int64_t>(src), static_cast<int64_t>(dst), region, shift});
      }
    }
  }
  std::sort(copies.begin(), copies.end(), CanonicalLess);
  return copies;
}

GhostExchange::GhostExchange(const PatchLevel& level, const Comm& comm) : comm_(comm) {
  const auto& patches = level.Patches();
  for (size_t n = 0; n < level.LocalPatches().size(); ++n)
    local_index_[level.LocalPatches()[n].id] = n;

  std::map<int, std::vector<GhostCopy>> to_rank, from_rank;
  for (const GhostCopy& copy : ComputeGhostCopies(level)) {
    const int src_owner = patches[copy.src_id].owner, dst_owner = patches[copy.dst_id].owner;
    if (src_owner == comm_.rank && dst_owner == comm_.rank)
      local_copies_.push_back(copy);
    else if (src_owner == comm_.rank)
      to_rank[dst_owner].push_back(copy);
    else if (dst_owner == comm_.rank)
      from_rank[src_owner].push_back(copy);
  }

  const int num_comp = level.NumComponents();
  auto make_messages = [num_comp](std::map<int, std::vector<GhostCopy>>& by_rank,
                                  const char* label) {
    std::vector<Message> messages;
    for (auto& [rank, copies] : by_rank) {
      int64_t size = 0;
      for (const GhostCopy& c : copies) size += c.region.NumCells() * num_comp;
      Message m;
      m.rank = rank;
      m.copies = std::move(copies);
      m.buffer = Kokkos::View<double*, MemSpace>(
          Kokkos::view_alloc(std::string(label), Kokkos::WithoutInitializing), size);
      messages.push_back(std::move(m));
    }
    return messages;
  };
  sends_ = make_messages(to_rank, "amr::GhostSendBuffer");
  recvs_ = make_messages(from_rank, "amr::GhostRecvBuffer");
  for (const Message& m : sends_) bytes_sent_ += static_cast<int64_t>(m.buffer.size() * sizeof(double));
}

void GhostExchange::Start(PatchLevel& level) {
  auto& local = level.LocalPatches();
  for (Message& m : recvs_)
    MPI_Irecv(m.buffer.data(), static_cast<int>(m.buffer.size()), MPI_DOUBLE, m.rank, kGhostTag,
              comm_.comm, &m.request);
  for (Message& m : sends_) {
    int64_t offset = 0;
    for (const GhostCopy& c : m.copies) {
      Transfer(Direction::kPack, local[local_index_.at(c.src_id)], c.region.Shift(-c.shift),
               m.buffer, offset);
      offset += c.region.NumCells() * level.NumComponents();
    }
    Kokkos::fence();
    MPI_Isend(m.buffer.data(), static_cast<int>(m.buffer.size()), MPI_DOUBLE, m.rank, kGhostTag,
              comm_.comm, &m.request);
  }
  for (const GhostCopy& c : local_copies_)
    CopyBetweenPatches(local[local_index_.at(c.src_id)], local[local_index_.at(c.dst_id)], c);
}

void GhostExchange::Finish(PatchLevel& level) {
  auto& local = level.LocalPatches();
  for (Message& m : recvs_) {
    MPI_Wait(&m.request, MPI_STATUS_IGNORE);
    int64_t offset = 0;
    for (const GhostCopy& c : m.copies) {
      Transfer(Direction::kUnpack, local[local_index_.at(c.dst_id)], c.region, m.buffer, offset);
      offset += c.region.NumCells() * level.NumComponents();
    }
  }
  for (Message& m : sends_) MPI_Wait(&m.request, MPI_STATUS_IGNORE);
  Kokkos::fence();
}

}  // namespace vagus::amr
