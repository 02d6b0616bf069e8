// Where a run's files go and how each is written. Every output file (plotfile, XDMF sidecar,
// checkpoint) is written under a temporary name beside its final one, flushed, and renamed once
// every rank has written its part, so a file with the final name is always complete; on any
// failure the temporary is removed and every rank throws the same UserError naming the file.
#pragma once

#include <functional>
#include <string>

#include <vagus/base/comm.hpp>

namespace vagus::amr::io {

// Collective: creates `directory` (with its parents) when missing and checks that files can be
// created in it; the same UserError on every rank when not.
void PrepareOutputDirectory(const std::string& directory, const Comm& comm);

// Collective, for a file the run writes in place (the run history): checks, before the run
// starts, that `path` can be created or appended to (its directory exists and takes new files; the
// path is not a directory, and a file already there is a writable regular file). The same
// UserError on every rank when not: "<path>: cannot write the <kind>: <reason>".
void CheckWritableFile(const std::string& path, const std::string& kind, const Comm& comm);

// Seconds a rank whose part of a file failed waits for the others to finish theirs. Ranks that
// all fail (a full disk) arrive within milliseconds of each other; ranks that wait for the failed
// one inside a collective call of the file never do, and the failed rank then throws on its own.
inline constexpr double kWriteAgreementSeconds = 5.0;

// `path`.tmp: where `path` is written until it is complete.
[[nodiscard]] std::string TemporaryPath(const std::string& path);

// Collective: checks where `path` would go (a directory in the way, a missing directory), calls
// `write(TemporaryPath(path))` on every rank (each writes its part; a serial file is written by
// rank 0 alone), renames the temporary to `path` and syncs the directory. `kind` names the file
// in messages: "<path>: cannot write the <kind>: <reason>". When `write` throws a UserError on
// some ranks and the others finish or fail within kWriteAgreementSeconds, every rank throws the
// lowest failed rank's error and the temporary is removed; when they do not (they wait for the
// failed rank inside the file), the failed rank throws its own error without any further
// collective call, for vagus::Main to end the job. Other exceptions propagate at once, likewise.
void WriteAtomically(const std::string& path, const std::string& kind, const Comm& comm,
                     const std::function<void(const std::string& temporary)>& write);

// Whether a failed write left a shared file that cannot be closed (hdf5_util.hpp,
// ParallelFilesLetGo): the process must then end without MPI_Finalize (vagus::Main).
bool FilesLeftUnclosable();

}  // namespace vagus::amr::io
