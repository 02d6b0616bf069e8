// HDF5 helpers: every failing call becomes a UserError carrying HDF5's own explanation, taken from
// its error stack (the outermost, API-level message plus the innermost, most specific one).
#include <vagus/amr/io/hdf5_util.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cstddef>
#include <exception>
#include <utility>

#include <vagus/base/error.hpp>
#include <vagus/base/version.hpp>

namespace vagus::amr::io::h5 {

namespace {

// The files open with the MPI-IO driver (CreateParallelFile), by identifier. (Asking HDF5 for a
// file's driver, H5Fget_access_plist, duplicates its communicator: collective, so no use here.)
std::vector<hid_t>& ParallelFiles() {
  static std::vector<hid_t> files;
  return files;
}

bool IsParallelFile(hid_t file) {
  const std::vector<hid_t>& files = ParallelFiles();
  return std::find(files.begin(), files.end(), file) != files.end();
}

// Whether `id` is a parallel file, or a group, dataset or attribute in one. (Dataspaces, datatypes
// and property lists close locally.)
bool InParallelFile(hid_t id) {
  const H5I_type_t type = H5Iget_type(id);
  if (type == H5I_FILE) return IsParallelFile(id);
  if (type != H5I_GROUP && type != H5I_DATASET && type != H5I_ATTR) return false;
  // The file's own identifier with one more reference, which H5Idec_ref drops again (no close).
  const hid_t file = H5Iget_file_id(id);
  if (file < 0) return false;
  const bool parallel = IsParallelFile(file);
  H5Idec_ref(file);
  return parallel;
}

}  // namespace

Id::~Id() {
  if (id_ >= 0 && std::uncaught_exceptions() > 0 && InParallelFile(id_)) {
    static_cast<void>(Release());
    return;
  }
  static_cast<void>(Close());
}

Id& Id::operator=(Id&& other) noexcept {
  if (this != &other) {
    static_cast<void>(Close());
    id_ = other.Release();
  }
  return *this;
}

herr_t Id::Close() {
  if (id_ < 0) return 0;
  herr_t status = -1;
  switch (H5Iget_type(id_)) {
    case H5I_FILE: {
      std::vector<hid_t>& files = ParallelFiles();
      files.erase(std::remove(files.begin(), files.end(), id_), files.end());
      status = H5Fclose(id_);
      break;
    }
    case H5I_GROUP:
      status = H5Gclose(id_);
      break;
    case H5I_DATASET:
      status = H5Dclose(id_);
      break;
    case H5I_DATASPACE:
      status = H5Sclose(id_);
      break;
    case H5I_DATATYPE:
      status = H5Tclose(id_);
      break;
    case H5I_ATTR:
      status = H5Aclose(id_);
      break;
    case H5I_GENPROP_LST:
      status = H5Pclose(id_);
      break;
    default:
      status = H5Idec_ref(id_) < 0 ? -1 : 0;
      break;
  }
  id_ = H5I_INVALID_HID;
  return status;
}

hid_t Id::Release() { return std::exchange(id_, H5I_INVALID_HID); }

bool ParallelFilesLetGo() { return !ParallelFiles().empty(); }

QuietErrors::QuietErrors() {
  H5Eget_auto2(H5E_DEFAULT, &previous_func_, &previous_data_);
  H5Eset_auto2(H5E_DEFAULT, nullptr, nullptr);
}

QuietErrors::~QuietErrors() { H5Eset_auto2(H5E_DEFAULT, previous_func_, previous_data_); }

namespace {

struct ErrorWalk {
  std::string innermost;
  std::string outermost;
};

// Walked upward: the first record is the most specific, the last the API call itself.
herr_t CollectError(unsigned n, const H5E_error2_t* record, void* data) {
  auto* walk = static_cast<ErrorWalk*>(data);
  std::string desc = record->desc ? record->desc : "";
  // H5F_open's message embeds a time stamp with a newline; keep the first line only.
  desc = desc.substr(0, desc.find('\n'));
  if (n == 0) walk->innermost = desc;
  walk->outermost = desc;
  return 0;
}

Id TypeForString(const std::string& value) {
  Id type = Own(H5Tcopy(H5T_C_S1), "copying the string type");
  Check(H5Tset_size(type, value.size() + 1), "sizing a string type");
  Check(H5Tset_strpad(type, H5T_STR_NULLTERM), "setting string padding");
  return type;
}

Id FileAccess18() {
  Id fapl = Own(H5Pcreate(H5P_FILE_ACCESS), "creating file access properties");
  Check(H5Pset_libver_bounds(fapl, H5F_LIBVER_V18, H5F_LIBVER_V18), "setting the file format");
  return fapl;
}

}  // namespace

std::string LastErrorMessage() {
  ErrorWalk walk;
  H5Ewalk2(H5E_DEFAULT, H5E_WALK_UPWARD, CollectError, &walk);
  if (walk.outermost.empty()) return "unknown HDF5 error";
  if (walk.innermost == walk.outermost) return walk.outermost;
  return fmt::format("{} ({})", walk.outermost, walk.innermost);
}

Id Own(hid_t id, const std::string& what) {
  if (id < 0) throw UserError(fmt::format("{}: {}", what, LastErrorMessage()));
  return Id(id);
}

void Check(herr_t status, const std::string& what) {
  if (status < 0) throw UserError(fmt::format("{}: {}", what, LastErrorMessage()));
}

Id CreateParallelFile(const std::string& path, MPI_Comm comm) {
  Id fapl = FileAccess18();
  Check(H5Pset_fapl_mpio(fapl, comm, MPI_INFO_NULL), "selecting MPI-IO");
  Id file(H5Fcreate(path.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, fapl));
  const std::string error = file.Valid() ? std::string() : LastErrorMessage();
  int failed = file.Valid() ? 0 : 1;
  MPI_Allreduce(MPI_IN_PLACE, &failed, 1, MPI_INT, MPI_LOR, comm);
  if (!failed) {
    ParallelFiles().push_back(file.Get());
    return file;
  }
  static_cast<void>(file.Release());
  throw UserError(error.empty() ? "the file could not be created on another rank"
                                : "cannot create the file: " + error);
}

Id OpenSerialFileReadOnly(const std::string& path) {
  return Own(H5Fopen(path.c_str(), H5F_ACC_RDONLY, H5P_DEFAULT), "cannot open the file");
}

Id CreateGroup(hid_t location, const std::string& name) {
  return Own(H5Gcreate2(location, name.c_str(), H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT),
             fmt::format("cannot create group '{}'", name));
}

Id OpenGroup(hid_t location, const std::string& name) {
  return Own(H5Gopen2(location, name.c_str(), H5P_DEFAULT),
             fmt::format("cannot open group '{}'", name));
}

Id OpenDataset(hid_t location, const std::string& name) {
  return Own(H5Dopen2(location, name.c_str(), H5P_DEFAULT),
             fmt::format("cannot open dataset '{}'", name));
}

bool HasLink(hid_t location, const std::string& name) {
  return H5Lexists(location, name.c_str(), H5P_DEFAULT) > 0;
}

bool HasAttribute(hid_t location, const std::string& name) {
  return H5Aexists(location, name.c_str()) > 0;
}

namespace {

void WriteAttributeWithSpace(hid_t location, const std::string& name, hid_t file_type,
                             hid_t memory_type, hid_t space, const void* value) {
  const std::string what = fmt::format("cannot write attribute '{}'", name);
  Id attribute =
      Own(H5Acreate2(location, name.c_str(), file_type, space, H5P_DEFAULT, H5P_DEFAULT), what);
  Check(H5Awrite(attribute, memory_type, value), what);
}

void WriteScalarAttribute(hid_t location, const std::string& name, hid_t file_type,
                          hid_t memory_type, const void* value) {
  Id space = Own(H5Screate(H5S_SCALAR), "creating a scalar dataspace");
  WriteAttributeWithSpace(location, name, file_type, memory_type, space, value);
}

}  // namespace

void WriteAttribute(hid_t location, const std::string& name, int32_t value) {
  WriteScalarAttribute(location, name, H5T_STD_I32LE, H5T_NATIVE_INT32, &value);
}

void WriteAttribute(hid_t location, const std::string& name, double value) {
  WriteScalarAttribute(location, name, H5T_IEEE_F64LE, H5T_NATIVE_DOUBLE, &value);
}

void WriteAttribute(hid_t location, const std::string& name, const std::vector<double>& values) {
  const hsize_t size = values.size();
  Id space = Own(H5Screate_simple(1, &size, nullptr), "creating a dataspace");
  WriteAttributeWithSpace(location, name, H5T_IEEE_F64LE, H5T_NATIVE_DOUBLE, space, values.data());
}

void WriteStringAttribute(hid_t location, const std::string& name, const std::string& value) {
  Id type = TypeForString(value);
  WriteScalarAttribute(location, name, type, type, value.c_str());
}

void WriteAttribute(hid_t location, const std::string& name, hid_t type, const void* value) {
  const bool compound = H5Tget_class(type) == H5T_COMPOUND;
  const Id file_type = compound ? PackedCopy(type) : Id();
  WriteScalarAttribute(location, name, compound ? file_type.Get() : type, type, value);
}

namespace {

// H5Aread writes every element of the attribute: one that a file (damaged or foreign) gives more
// than the one element the caller has room for is refused before reading.
void RequireOneElement(hid_t attribute, const std::string& name) {
  Id space = Own(H5Aget_space(attribute), fmt::format("cannot read attribute '{}'", name));
  const hssize_t count = H5Sget_simple_extent_npoints(space);
  if (count != 1)
    throw UserError(
        fmt::format("attribute '{}' has {} elements where one was expected", name, count));
}

}  // namespace

void ReadAttribute(hid_t location, const std::string& name, hid_t memory_type, void* value) {
  const std::string what = fmt::format("cannot read attribute '{}'", name);
  Id attribute = Own(H5Aopen(location, name.c_str(), H5P_DEFAULT), what);
  RequireOneElement(attribute, name);
  Check(H5Aread(attribute, memory_type, value), what);
}

int32_t ReadIntAttribute(hid_t location, const std::string& name) {
  int32_t value = 0;
  ReadAttribute(location, name, H5T_NATIVE_INT32, &value);
  return value;
}

double ReadDoubleAttribute(hid_t location, const std::string& name) {
  double value = 0;
  ReadAttribute(location, name, H5T_NATIVE_DOUBLE, &value);
  return value;
}

std::vector<double> ReadDoublesAttribute(hid_t location, const std::string& name) {
  const std::string what = fmt::format("cannot read attribute '{}'", name);
  Id attribute = Own(H5Aopen(location, name.c_str(), H5P_DEFAULT), what);
  Id space = Own(H5Aget_space(attribute), what);
  const hssize_t count = H5Sget_simple_extent_npoints(space);
  if (count < 0) Check(-1, what);
  std::vector<double> values(static_cast<size_t>(count));
  Check(H5Aread(attribute, H5T_NATIVE_DOUBLE, values.data()), what);
  return values;
}

std::string ReadStringAttribute(hid_t location, const std::string& name) {
  const std::string what = fmt::format("cannot read attribute '{}'", name);
  Id attribute = Own(H5Aopen(location, name.c_str(), H5P_DEFAULT), what);
  Id file_type = Own(H5Aget_type(attribute), what);
  if (H5Tget_class(file_type) != H5T_STRING)
    throw UserError(fmt::format("attribute '{}' is not a string", name));
  RequireOneElement(attribute, name);
  if (H5Tis_variable_str(file_type) > 0) {
    Id memory_type = Own(H5Tcopy(H5T_C_S1), what);
    Check(H5Tset_size(memory_type, H5T_VARIABLE), what);
    char* text = nullptr;
    Check(H5Aread(attribute, memory_type, &text), what);
    std::string value = text ? text : "";
    H5free_memory(text);
    return value;
  }
  const size_t size = H5Tget_size(file_type);
  std::string buffer(size + 1, '\0');
  Id memory_type = Own(H5Tcopy(H5T_C_S1), what);
  Check(H5Tset_size(memory_type, size + 1), what);
  Check(H5Aread(attribute, memory_type, buffer.data()), what);
  return buffer.substr(0, buffer.find('\0'));
}

Id BoxRecordType(int dim) {
  Id type = Own(H5Tcreate(H5T_COMPOUND, sizeof(BoxRecord)), "creating the box type");
  const std::pair<const char*, size_t> lo[] = {{"lo_i", offsetof(BoxRecord, lo_i)},
                                               {"lo_j", offsetof(BoxRecord, lo_j)},
                                               {"lo_k", offsetof(BoxRecord, lo_k)}};
  const std::pair<const char*, size_t> hi[] = {{"hi_i", offsetof(BoxRecord, hi_i)},
                                               {"hi_j", offsetof(BoxRecord, hi_j)},
                                               {"hi_k", offsetof(BoxRecord, hi_k)}};
  for (const auto* fields : {lo, hi})
    for (int d = 0; d < dim; ++d)
      Check(H5Tinsert(type, fields[d].first, fields[d].second, H5T_NATIVE_INT32),
            "creating the box type");
  return type;
}

BoxRecord ToRecord(const Box& box) {
  return {box.lo[0], box.lo[1], box.lo[2], box.hi[0], box.hi[1], box.hi[2]};
}

Box FromRecord(const BoxRecord& record) {
  return {{record.lo_i, record.lo_j, record.lo_k}, {record.hi_i, record.hi_j, record.hi_k}};
}

Id IntVectRecordType(int dim) {
  Id type = Own(H5Tcreate(H5T_COMPOUND, sizeof(IntVectRecord)), "creating the IntVect type");
  const std::pair<const char*, size_t> fields[] = {{"intvecti", offsetof(IntVectRecord, i)},
                                                   {"intvectj", offsetof(IntVectRecord, j)},
                                                   {"intvectk", offsetof(IntVectRecord, k)}};
  for (int d = 0; d < dim; ++d)
    Check(H5Tinsert(type, fields[d].first, fields[d].second, H5T_NATIVE_INT32),
          "creating the IntVect type");
  return type;
}

int ReadSpaceDim(hid_t file) {
  if (!HasLink(file, "Chombo_global"))
    throw UserError("it has no group /Chombo_global, so it is not in the Chombo layout");
  const Id global = OpenGroup(file, "Chombo_global");
  if (!HasAttribute(global, "SpaceDim"))
    throw UserError("/Chombo_global has no attribute 'SpaceDim'");
  const int dim = ReadIntAttribute(global, "SpaceDim");
  if (dim < 1 || dim > kDim) throw UserError(fmt::format("SpaceDim is {}, not 1, 2 or 3", dim));
  return dim;
}

Id PackedCopy(hid_t type) {
  Id packed = Own(H5Tcopy(type), "copying a type");
  Check(H5Tpack(packed), "packing a type");
  return packed;
}

Id CreateDataset1D(hid_t location, const std::string& name, hid_t file_type, hsize_t size) {
  const std::string what = fmt::format("cannot create dataset '{}'", name);
  Id space = Own(H5Screate_simple(1, &size, nullptr), what);
  Id dcpl = Own(H5Pcreate(H5P_DATASET_CREATE), what);
  Check(H5Pset_fill_time(dcpl, H5D_FILL_TIME_NEVER), what);
  return Own(H5Dcreate2(location, name.c_str(), file_type, space, H5P_DEFAULT, dcpl, H5P_DEFAULT),
             what);
}

void WriteRunsCollective(hid_t dataset, hid_t memory_type, const std::vector<Run>& runs,
                         const void* buffer) {
  const std::string what = "cannot write a dataset";
  Id file_space = Own(H5Dget_space(dataset), what);
  // Adjacent runs (consecutive patches of one rank) merge into one hyperslab.
  std::vector<Run> merged;
  for (const Run& run : runs) {
    if (run.count == 0) continue;
    if (!merged.empty() && merged.back().start + merged.back().count == run.start)
      merged.back().count += run.count;
    else
      merged.push_back(run);
  }
  hsize_t total = 0;
  if (merged.empty()) {
    Check(H5Sselect_none(file_space), what);
  } else {
    for (size_t n = 0; n < merged.size(); ++n) {
      VAGUS_ASSERT(n == 0 || merged[n].start >= merged[n - 1].start + merged[n - 1].count,
                   "runs must increase and not overlap");
      Check(H5Sselect_hyperslab(file_space, n == 0 ? H5S_SELECT_SET : H5S_SELECT_OR,
                                &merged[n].start, nullptr, &merged[n].count, nullptr),
            what);
      total += merged[n].count;
    }
  }
  // A zero-size memory space is not portable across HDF5 versions: select none of one element.
  const hsize_t memory_size = total > 0 ? total : 1;
  Id memory_space = Own(H5Screate_simple(1, &memory_size, nullptr), what);
  if (total == 0) Check(H5Sselect_none(memory_space), what);
  static const double kDummy = 0.0;
  if (buffer == nullptr) buffer = &kDummy;

  Id transfer = Own(H5Pcreate(H5P_DATASET_XFER), what);
  Check(H5Pset_dxpl_mpio(transfer, H5FD_MPIO_COLLECTIVE), what);
  Check(H5Dwrite(dataset, memory_type, memory_space, file_space, transfer, buffer), what);
}

void ReadRun(hid_t dataset, hid_t memory_type, Run run, void* buffer) {
  const std::string what = "cannot read a dataset";
  Id file_space = Own(H5Dget_space(dataset), what);
  Check(H5Sselect_hyperslab(file_space, H5S_SELECT_SET, &run.start, nullptr, &run.count, nullptr),
        what);
  Id memory_space = Own(H5Screate_simple(1, &run.count, nullptr), what);
  Check(H5Dread(dataset, memory_type, memory_space, file_space, H5P_DEFAULT, buffer), what);
}

hsize_t DatasetSize(hid_t dataset) {
  Id space = Own(H5Dget_space(dataset), "cannot read a dataset's size");
  if (H5Sget_simple_extent_ndims(space) != 1) throw UserError("expected a one-dimensional dataset");
  hsize_t size = 0;
  Check(H5Sget_simple_extent_dims(space, &size, nullptr), "cannot read a dataset's size");
  return size;
}

void WriteProducer(hid_t file) {
  WriteStringAttribute(file, "vagus_version", Version());
  WriteStringAttribute(file, "vagus_git_commit", GitCommit());
}

std::string ReadProducer(hid_t file) {
  if (!HasAttribute(file, "vagus_version")) return {};
  std::string producer = "Vagus " + ReadStringAttribute(file, "vagus_version");
  if (HasAttribute(file, "vagus_git_commit"))
    producer += " (commit " + ReadStringAttribute(file, "vagus_git_commit") + ")";
  return producer;
}

}  // namespace vagus::amr::io::h5
