#include <vagus/base/bounded_archive.hpp>

#include <fmt/format.h>

#include <boost/archive/detail/archive_serializer_map.hpp>
#include <boost/archive/impl/archive_serializer_map.ipp>
#include <boost/archive/impl/basic_binary_iarchive.ipp>
#include <boost/archive/impl/basic_binary_iprimitive.ipp>
#include <stdexcept>

// The parts of Boost's archive templates that live in .ipp files, for this archive (as Boost's
// own binary_iarchive.cpp does for its class).
namespace boost::archive {
template class detail::archive_serializer_map<vagus::BoundedBinaryIArchive>;
template class basic_binary_iprimitive<vagus::BoundedBinaryIArchive, std::istream::char_type,
                                       std::istream::traits_type>;
template class basic_binary_iarchive<vagus::BoundedBinaryIArchive>;
template class binary_iarchive_impl<vagus::BoundedBinaryIArchive, std::istream::char_type,
                                    std::istream::traits_type>;
}  // namespace boost::archive

namespace vagus {

BoundedBinaryIArchive::BoundedBinaryIArchive(std::istringstream& input)
    : Impl(input, 0), input_(*input.rdbuf()) {
  init(0);
}

void BoundedBinaryIArchive::RefuseMoreThanLeft(std::size_t count, const char* what) const {
  const std::streamsize left = input_.in_avail();
  if (left < 0 || count > static_cast<std::size_t>(left))
    throw std::runtime_error(fmt::format("a {} of {} elements with {} bytes left in the archive",
                                         what, count, left < 0 ? 0 : left));
}

void BoundedBinaryIArchive::load_override(boost::serialization::collection_size_type& count) {
  Impl::load_override(count);
  RefuseMoreThanLeft(count, "collection");
}

void BoundedBinaryIArchive::load(std::string& text) {
  std::size_t length = 0;
  Primitive::load(length);
  RefuseMoreThanLeft(length, "string");
  text.resize(length);
  if (length > 0) load_binary(text.data(), length);
}

}  // namespace vagus
