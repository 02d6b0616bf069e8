// Small helpers over the HDF5 C API shared by plotfiles and checkpoints: an owning identifier that
// closes itself, HDF5 errors turned into UserError (with HDF5's own stack printing silenced), typed
// attribute access, Chombo's compound box type, and collective writes of runs of a 1-D dataset.
#pragma once

#include <hdf5.h>
#include <mpi.h>

#include <cstdint>
#include <string>
#include <vector>

#include <vagus/base/box.hpp>

namespace vagus::amr::io::h5 {

// Owns one HDF5 identifier (file, group, dataset, dataspace, datatype, attribute or property
// list) and closes it with the matching H5*close. Never wrap a predefined type like H5T_NATIVE_INT.
// Destroyed while an exception unwinds the stack, an identifier of a file opened with MPI-IO (the
// file, or a group, dataset or attribute in it) is let go instead: closing it is collective, and
// the other ranks may be waiting in another collective call of the file for the rank that threw,
// so the close would wait for ever. The ranks then agree on the failure with a bounded wait
// (output_file.hpp, exit_agreement.hpp) and the process ends soon after.
class Id {
 public:
  Id() = default;
  explicit Id(hid_t id) : id_(id) {}
  ~Id();
  Id(Id&& other) noexcept : id_(other.Release()) {}
  Id& operator=(Id&& other) noexcept;
  Id(const Id&) = delete;
  Id& operator=(const Id&) = delete;

  [[nodiscard]] hid_t Get() const { return id_; }
  operator hid_t() const { return id_; }  // NOLINT: passes straight into the C API
  [[nodiscard]] bool Valid() const { return id_ >= 0; }
  // Closes now; a file's close flushes it, so the status is worth checking. Idempotent.
  [[nodiscard]] herr_t Close();
  // Gives up ownership without closing.
  hid_t Release();

 private:
  hid_t id_ = H5I_INVALID_HID;
};

// Whether a parallel file was let go by an Id (above) and is still open. HDF5 closes such files
// inside MPI_Finalize, collectively; after a failed write the ranks' copies of the file disagree
// and that close can wait for ever, so the process must end without it.
bool ParallelFilesLetGo();

// While alive, HDF5 prints nothing when a call fails (we throw instead); restores the previous
// handler on exit. The setting is per thread.
class QuietErrors {
 public:
  QuietErrors();
  ~QuietErrors();
  QuietErrors(const QuietErrors&) = delete;
  QuietErrors& operator=(const QuietErrors&) = delete;

 private:
  H5E_auto2_t previous_func_ = nullptr;
  void* previous_data_ = nullptr;
};

// What went wrong in the last failed HDF5 call: the API-level message followed by the innermost
// one, e.g. "unable to create file (MPI_File_open failed: ... no such file or directory)".
[[nodiscard]] std::string LastErrorMessage();

// Take ownership of `id`, or throw UserError "<what>: <HDF5's message>" when the call failed.
[[nodiscard]] Id Own(hid_t id, const std::string& what);
// Throw UserError "<what>: <HDF5's message>" when `status` reports a failure.
void Check(herr_t status, const std::string& what);

// Files. Parallel create is collective over `comm`; both use the HDF5 1.8 object format, which
// allows attributes larger than 64 KiB (a long deck) and is readable by any HDF5 since 2008.
// When the create fails on any rank, every rank throws the UserError (a rank's own HDF5 message,
// or "could not be created on another rank"): a rank holding a handle the others lack could not
// close it, as closing is collective, so it lets the handle go.
[[nodiscard]] Id CreateParallelFile(const std::string& path, MPI_Comm comm);
[[nodiscard]] Id OpenSerialFileReadOnly(const std::string& path);

[[nodiscard]] Id CreateGroup(hid_t location, const std::string& name);
[[nodiscard]] Id OpenGroup(hid_t location, const std::string& name);
[[nodiscard]] Id OpenDataset(hid_t location, const std::string& name);
// True when `name` (one path component) is a link in `location`.
[[nodiscard]] bool HasLink(hid_t location, const std::string& name);
[[nodiscard]] bool HasAttribute(hid_t location, const std::string& name);

// Scalar and 1-D attributes in the file types Chombo uses: int32, float64, fixed-length
// null-terminated ASCII strings (variable-length strings break yt's reader).
void WriteAttribute(hid_t location, const std::string& name, int32_t value);
void WriteAttribute(hid_t location, const std::string& name, double value);
void WriteAttribute(hid_t location, const std::string& name, const std::vector<double>& values);
void WriteStringAttribute(hid_t location, const std::string& name, const std::string& value);
// A scalar attribute of any type: `type` is the memory type, the file's is it packed.
void WriteAttribute(hid_t location, const std::string& name, hid_t type, const void* value);

[[nodiscard]] int32_t ReadIntAttribute(hid_t location, const std::string& name);
[[nodiscard]] double ReadDoubleAttribute(hid_t location, const std::string& name);
[[nodiscard]] std::vector<double> ReadDoublesAttribute(hid_t location, const std::string& name);
// Fixed- or variable-length.
[[nodiscard]] std::string ReadStringAttribute(hid_t location, const std::string& name);
void ReadAttribute(hid_t location, const std::string& name, hid_t memory_type, void* value);

// Which Vagus wrote a file: root attributes `vagus_version` and `vagus_git_commit`.
void WriteProducer(hid_t file);
// "Vagus 0.1.0 (commit 1a2b3c4d5e6f)", or "" when the file does not say.
[[nodiscard]] std::string ReadProducer(hid_t file);

// Chombo's box: {lo_i, lo_j, lo_k, hi_i, hi_j, hi_k}, inclusive, int32. A file of SpaceDim D
// has the fields of the first D directions only (2-D: lo_i, lo_j, hi_i, hi_j).
struct BoxRecord {
  int32_t lo_i = 0, lo_j = 0, lo_k = 0, hi_i = 0, hi_j = 0, hi_k = 0;
};
// The memory type of a BoxRecord with the fields of the first `dim` directions: reading a file's
// boxes with it leaves the other directions at 0; PackedCopy gives the file's type.
[[nodiscard]] Id BoxRecordType(int dim = kDim);
[[nodiscard]] BoxRecord ToRecord(const Box& box);
[[nodiscard]] Box FromRecord(const BoxRecord& record);
// Chombo's IntVect: {intvecti, intvectj, intvectk}, int32; likewise the first `dim` of them.
struct IntVectRecord {
  int32_t i = 0, j = 0, k = 0;
};
[[nodiscard]] Id IntVectRecordType(int dim = kDim);
// A Chombo file's SpaceDim (/Chombo_global), 1 to 3; throws UserError when it has none.
[[nodiscard]] int ReadSpaceDim(hid_t file);
// A compound type without the gaps that leaving out fields made: what files store.
[[nodiscard]] Id PackedCopy(hid_t type);

// A contiguous range [start, start + count) of a 1-D dataset.
struct Run {
  hsize_t start = 0;
  hsize_t count = 0;
};

// A 1-D contiguous dataset of `size` elements; never filled, since every element gets written.
[[nodiscard]] Id CreateDataset1D(hid_t location, const std::string& name, hid_t file_type,
                                 hsize_t size);
// One collective H5Dwrite over the whole communicator of the file: this rank writes `runs`
// (increasing, disjoint) from `buffer`, which holds their elements back to back. A rank with
// nothing to write passes no runs (and may pass a null buffer) but must still call.
void WriteRunsCollective(hid_t dataset, hid_t memory_type, const std::vector<Run>& runs,
                         const void* buffer);
// Serial read of one run into `buffer` (count elements of `memory_type`).
void ReadRun(hid_t dataset, hid_t memory_type, Run run, void* buffer);
// Number of elements of a 1-D dataset.
[[nodiscard]] hsize_t DatasetSize(hid_t dataset);

}  // namespace vagus::amr::io::h5
