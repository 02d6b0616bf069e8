// A kernel plug-in for the tests of failures: kernel "faulty" is the program's "euler" kernel
// (same keys, problems and results) that throws an exception of a chosen type on a chosen rank, at
// a chosen point of the run ([fault] section). The program must turn it into a message and a
// non-zero exit on every rank, never a hang.
#include <mpi.h>

#include <filesystem>
#include <memory>
#include <new>
#include <stdexcept>
#include <system_error>

#include <vagus/base/error.hpp>
#include <vagus/amr/kernel_plugin.hpp>

namespace {

using vagus::amr::Domain;
using vagus::amr::Kernel;
using vagus::amr::Patch;

struct Fault {
  int64_t rank = -1;      // -1: every rank
  int64_t advance = 0;    // throw in this call of Advance on the rank (1 = the first); 0: in
                          // InitializePatch
  std::string exception;  // runtime_error | bad_alloc | user_error | filesystem_error
};

[[noreturn]] void Throw(const std::string& exception) {
  if (exception == "bad_alloc") throw std::bad_alloc();
  if (exception == "user_error") throw vagus::UserError("the faulty kernel's user error");
  if (exception == "filesystem_error")
    throw std::filesystem::filesystem_error(
        "the faulty kernel's filesystem error", "/faulty/path",
        std::make_error_code(std::errc::no_such_file_or_directory));
  throw std::runtime_error("the faulty kernel's runtime error");
}

class FaultyKernel final : public Kernel {
 public:
  FaultyKernel(std::unique_ptr<Kernel> inner, Fault fault)
      : inner_(std::move(inner)), fault_(std::move(fault)) {
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    here_ = fault_.rank < 0 || fault_.rank == rank;
  }

  std::string Name() const override { return "faulty"; }
  const std::vector<vagus::amr::FieldSpec>& StateFields() const override {
    return inner_->StateFields();
  }
  int GhostWidth() const override { return inner_->GhostWidth(); }
  int ScratchComponents() const override { return inner_->ScratchComponents(); }
  void InitializePatch(Patch& patch, const Domain& domain) const override {
    if (here_ && fault_.advance == 0) Throw(fault_.exception);
    inner_->InitializePatch(patch, domain);
  }
  double MaxSignalRate(const Patch& patch, const Domain& domain, double time) const override {
    return inner_->MaxSignalRate(patch, domain, time);
  }
  double Advance(Patch& patch, const Domain& domain, double time, double dt,
                 const vagus::amr::AdvanceArrays& arrays) const override {
    if (here_ && ++advances_ == fault_.advance) Throw(fault_.exception);
    return inner_->Advance(patch, domain, time, dt, arrays);
  }
  void TagCells(const Patch& patch, const Domain& domain, double time,
                const vagus::TagView& tags) const override {
    inner_->TagCells(patch, domain, time, tags);
  }
  void FillBoundary(Patch& patch, const Domain& domain, double time, int dir, int side,
                    vagus::amr::BoundaryKind kind) const override {
    inner_->FillBoundary(patch, domain, time, dir, side, kind);
  }
  bool InflowState(int dir, int side, double time, double* state) const override {
    return inner_->InflowState(dir, side, time, state);
  }
  std::vector<std::string> PlotFieldNames() const override { return inner_->PlotFieldNames(); }
  void ComputePlotFields(const Patch& patch, const Domain& domain, double time,
                         const vagus::FieldView& out) const override {
    inner_->ComputePlotFields(patch, domain, time, out);
  }
  std::optional<vagus::amr::BadCell> FindBadCell(const Patch& patch) const override {
    return inner_->FindBadCell(patch);
  }

 private:
  std::unique_ptr<Kernel> inner_;
  Fault fault_;
  bool here_ = false;
  mutable int64_t advances_ = 0;  // a test kernel may count its calls; real kernels keep no state
};

void RegisterKernels(vagus::amr::KernelRegistry& registry) {
  const vagus::amr::KernelEntry* euler = registry.Find("euler");
  if (euler == nullptr) throw std::runtime_error("the program has no kernel \"euler\" to wrap");
  vagus::amr::KernelEntry entry = *euler;  // copies: the registry may move its entries
  entry.name = "faulty";
  entry.help = "the euler kernel, throwing as [fault] says (for tests)";
  using vagus::input::Presence;
  using vagus::input::ValueKind;
  entry.sections.push_back(
      {"fault",
       "where the faulty kernel throws",
       {
           {"rank", ValueKind::kInt, Presence::kDefaulted, "-1", "the rank that throws; -1: all"},
           {"advance", ValueKind::kInt, Presence::kDefaulted, "0",
            "throw in this call of Advance (1 = first); 0: in InitializePatch"},
           {"exception",
            ValueKind::kString,
            Presence::kDefaulted,
            "\"runtime_error\"",
            "what to throw",
            {},
            {"runtime_error", "bad_alloc", "user_error", "filesystem_error"}},
       }});
  entry.create = [create = euler->create](const vagus::input::Deck& deck) {
    Fault fault{deck.GetInt("fault", "rank"), deck.GetInt("fault", "advance"),
                deck.GetString("fault", "exception")};
    return std::unique_ptr<Kernel>(std::make_unique<FaultyKernel>(create(deck), fault));
  };
  registry.Add(entry);
}

}  // namespace

VAGUS_KERNEL_PLUGIN(RegisterKernels)
