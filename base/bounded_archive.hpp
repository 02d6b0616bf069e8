// BoundedBinaryIArchive: Boost's binary input archive (same format, read by the same code) that
// refuses a collection count or string length larger than the bytes left in its input before
// anything is allocated for it. Boost believes those counts: checkpoint metadata with a valid
// checksum that claimed 2^35 owners would make std::vector zero-fill 128 GB before the archive
// ran out (tests/fuzz/corpus/checkpoint/boost-count-*). Every element takes at least one byte in
// the archive, so a count within the bytes left bounds each allocation by the input's size.
//
// Reads from memory only (a std::istringstream: its buffer knows how many bytes are left).
// Boost stays out of the public headers of the layers that use it: include this in a .cpp.
#pragma once

#include <boost/archive/binary_iarchive_impl.hpp>
#include <boost/archive/detail/register_archive.hpp>
#include <boost/serialization/collection_size_type.hpp>
#include <cstddef>
#include <sstream>
#include <string>

namespace vagus {

class BoundedBinaryIArchive
    : public boost::archive::binary_iarchive_impl<BoundedBinaryIArchive, std::istream::char_type,
                                                  std::istream::traits_type> {
  using Impl = boost::archive::binary_iarchive_impl<BoundedBinaryIArchive, std::istream::char_type,
                                                    std::istream::traits_type>;
  using Primitive = boost::archive::basic_binary_iprimitive<
      BoundedBinaryIArchive, std::istream::char_type, std::istream::traits_type>;
  friend class boost::archive::detail::interface_iarchive<BoundedBinaryIArchive>;
  friend class boost::archive::basic_binary_iarchive<BoundedBinaryIArchive>;
  friend class boost::archive::load_access;

 public:
  explicit BoundedBinaryIArchive(std::istringstream& input);

  // Called by Boost's templates (through This()), hence public.
  template <class T>
  void load_override(T& value) {
    Impl::load_override(value);
  }
  void load_override(boost::serialization::collection_size_type& count);

  using Primitive::load;
  void load(std::string& text);

 private:
  // Throws when `count` items of at least a byte each cannot fit in what is left of the input.
  void RefuseMoreThanLeft(std::size_t count, const char* what) const;

  std::streambuf& input_;
};

}  // namespace vagus

BOOST_SERIALIZATION_REGISTER_ARCHIVE(vagus::BoundedBinaryIArchive)
BOOST_SERIALIZATION_USE_ARRAY_OPTIMIZATION(vagus::BoundedBinaryIArchive)
