// The output directory check and the write-to-temporary-then-rename protocol of output_file.hpp.
#include <vagus/amr/io/output_file.hpp>

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <optional>
#include <utility>

#include <vagus/base/error.hpp>
#include <vagus/amr/io/hdf5_util.hpp>

namespace vagus::amr::io {
namespace {

namespace fs = std::filesystem;

std::string ParentDirectory(const std::string& path) {
  const fs::path parent = fs::path(path).parent_path();
  return parent.empty() ? "." : parent.string();
}

// Rank 0's view of where `path` would be written: a plain message for the common mistakes.
std::string CheckOutputPath(const std::string& path) {
  std::error_code error;
  if (fs::is_directory(path, error)) return "it is a directory";
  const std::string directory = ParentDirectory(path);
  if (!fs::exists(directory, error)) return fmt::format("directory '{}' does not exist", directory);
  if (!fs::is_directory(directory, error)) return fmt::format("'{}' is not a directory", directory);
  return {};
}

// Rank 0's check of a file to be written in place: why it cannot be, or "".
std::string CheckWritablePath(const std::string& path) {
  std::string problem = CheckOutputPath(path);
  if (!problem.empty()) return problem;
  std::error_code error;
  const fs::file_status status = fs::status(path, error);
  if (fs::exists(status)) {
    if (!fs::is_regular_file(status)) return "it exists and is not a regular file";
    if (::access(path.c_str(), W_OK) != 0) return std::strerror(errno);
  } else if (::access(ParentDirectory(path).c_str(), W_OK | X_OK) != 0) {
    return fmt::format("cannot create files in '{}': {}", ParentDirectory(path),
                       std::strerror(errno));
  }
  return {};
}

// The nearest of `path` and its ancestors that exists ("" when none does).
fs::path NearestExisting(fs::path path) {
  std::error_code error;
  while (!path.empty() && !fs::exists(path, error)) {
    const fs::path parent = path.parent_path();
    if (parent == path) return {};
    path = parent;
  }
  return path;
}

// Rank 0 creates the directory and a file in it; returns why that failed, or "".
std::string CreateWritableDirectory(const std::string& directory) {
  std::error_code error;
  if (fs::exists(directory, error) && !fs::is_directory(directory, error))
    return "it exists and is not a directory";
  const fs::path existing = NearestExisting(fs::path(directory).lexically_normal());
  if (!existing.empty() && !fs::is_directory(existing, error))
    return fmt::format("cannot create it: '{}' is not a directory", existing.string());
  fs::create_directories(directory, error);
  if (error) return fmt::format("cannot create it: {}", error.message());
  const std::string probe = (fs::path(directory) / ".vagus_write_test").string();
  const int fd = ::open(probe.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return fmt::format("cannot create files in it: {}", std::strerror(errno));
  ::close(fd);
  std::remove(probe.c_str());
  return {};
}

// HDF5 reports a failed write through MPI-IO without the system's reason ("file write failed"),
// so a write that fails on a full file system says so: "; the file system of 'DIR' is full (12 KiB
// free)", or "" when it has room (at least 1 MiB and 1% free).
std::string FullDiskNote(const std::string& path) {
  const std::string directory = ParentDirectory(path);
  struct statvfs disk {};
  if (::statvfs(directory.c_str(), &disk) != 0 || disk.f_blocks == 0) return {};
  const double free = double(disk.f_bavail) * double(disk.f_frsize);
  const double size = double(disk.f_blocks) * double(disk.f_frsize);
  if (free >= 1024.0 * 1024.0 && free >= 0.01 * size) return {};
  return fmt::format("; the file system of '{}' is full ({:.0f} KiB free of {:.0f} KiB)", directory,
                     free / 1024.0, size / 1024.0);
}

// Makes a completed rename durable; a failure only costs durability after a power cut, so it is
// not reported.
void SyncDirectoryOf(const std::string& path) {
  const int fd = ::open(ParentDirectory(path).c_str(), O_RDONLY | O_DIRECTORY);
  if (fd < 0) return;
  static_cast<void>(::fsync(fd));
  ::close(fd);
}

// Collective: Comm::FirstError, except that a rank whose own `message` is not empty waits at most
// `seconds` for the others. When they do not come (they wait inside a collective call of the file
// for this rank) it returns nothing and leaves the meeting pending: the rank must make no other
// collective call on `comm` and end the process (vagus::Main's exit agreement does, in seconds).
std::optional<std::pair<int, std::string>> FirstErrorWithin(const Comm& comm,
                                                            const std::string& message,
                                                            double seconds) {
  // On the heap: a meeting left pending may still be written into after this function returns.
  auto* votes = new int[2]{message.empty() ? comm.size : comm.rank, comm.size};
  MPI_Request request = MPI_REQUEST_NULL;
  MPI_Iallreduce(&votes[0], &votes[1], 1, MPI_INT, MPI_MIN, comm.comm, &request);
  if (message.empty())
    MPI_Wait(&request, MPI_STATUS_IGNORE);
  else if (!CompletesWithin(request, seconds))
    return std::nullopt;  // votes leak
  const int first = votes[1];
  delete[] votes;
  if (first == comm.size) return std::pair<int, std::string>{comm.size, {}};
  std::string first_message = message;
  comm.Broadcast(first_message, first);
  return std::pair<int, std::string>{first, first_message};
}

}  // namespace

void PrepareOutputDirectory(const std::string& directory, const Comm& comm) {
  std::string problem = comm.IsRoot() ? CreateWritableDirectory(directory) : std::string();
  comm.Broadcast(problem);
  if (!problem.empty())
    throw UserError(fmt::format("output directory '{}': {}", directory, problem));
}

void CheckWritableFile(const std::string& path, const std::string& kind, const Comm& comm) {
  std::string problem = comm.IsRoot() ? CheckWritablePath(path) : std::string();
  comm.Broadcast(problem);
  if (!problem.empty())
    throw UserError(fmt::format("{}: cannot write the {}: {}", path, kind, problem));
}

std::string TemporaryPath(const std::string& path) { return path + ".tmp"; }

void WriteAtomically(const std::string& path, const std::string& kind, const Comm& comm,
                     const std::function<void(const std::string& temporary)>& write) {
  const auto fail = [&](const std::string& reason) {
    return UserError(
        fmt::format("{}: cannot write the {}: {}{}", path, kind, reason, FullDiskNote(path)));
  };
  std::string problem = comm.IsRoot() ? CheckOutputPath(path) : std::string();
  comm.Broadcast(problem);
  if (!problem.empty()) throw fail(problem);

  // Any other exception leaves at once, without a collective call: the ranks meet in vagus::Main.
  const std::string temporary = TemporaryPath(path);
  std::string error;
  try {
    write(temporary);
  } catch (const UserError& e) {
    error = e.what();
  }
  const auto agreed = FirstErrorWithin(comm, error, kWriteAgreementSeconds);
  if (!agreed)
    throw fail(error);  // the others are stuck in the file: this rank's error ends the job
  const std::string& first_error = agreed->second;
  if (!first_error.empty()) {
    if (comm.IsRoot()) std::remove(temporary.c_str());
    throw fail(first_error);
  }

  std::string rename_error;
  if (comm.IsRoot()) {
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
      rename_error = fmt::format("cannot rename '{}' to it: {}", temporary, std::strerror(errno));
      std::remove(temporary.c_str());
    } else {
      SyncDirectoryOf(path);
    }
  }
  comm.Broadcast(rename_error);
  if (!rename_error.empty()) throw fail(rename_error);
}

bool FilesLeftUnclosable() { return h5::ParallelFilesLetGo(); }

}  // namespace vagus::amr::io
