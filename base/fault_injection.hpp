// Fault injection for the tests of failures (docs/checkpoints.md, "When a run fails"): the
// environment variable VAGUS_FAULT makes one rank, or every rank, throw at a chosen point of a run,
// so that a test can check that every rank then stops with a message and that no file is damaged.
//
//   VAGUS_FAULT=throw@step=N[,rank=R]        after coarse step N, in the step loop
//   VAGUS_FAULT=throw@checkpoint=N[,rank=R]  while the checkpoint of step N is open (its first
//                                            level written, the others not)
//   VAGUS_FAULT=throw@plotfile=N[,rank=R]    while the plotfile of step N is open, likewise
//
// Without `rank` (or rank=-1) every rank throws. The exception is a std::runtime_error, which
// vagus::Main reports as an internal error (exit code 3). Unset, a call costs one test of a flag
// read once; a value that is not of this form is a UserError at the first call (of either
// function below).
#pragma once

#include <cstdint>

namespace vagus {

enum class FaultSite { kStep, kCheckpoint, kPlotfile };

// Throws UserError when VAGUS_FAULT is set but malformed: a run calls it before any work.
void CheckFaultSetting();
// Throws when VAGUS_FAULT names this site, this step and this rank (of MPI_COMM_WORLD).
void InjectFault(FaultSite site, int64_t step);

}  // namespace vagus
