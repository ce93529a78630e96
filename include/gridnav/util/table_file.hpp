// Binary files of precomputed tables: landmark tables (heuristic/landmarks.hpp), JPS+ jump
// tables (algorithm/jps_table.hpp) and goal bounds (heuristic/goal_bounds.hpp).
//
// A file is an 8-byte magic naming its kind and format version, then little-endian values
// and arrays, then a 64-bit XXH3 checksum of every byte after the magic. A reader refuses,
// with the file's name, a file of another kind or an older version, one cut short, one
// whose checksum differs (damaged or edited since it was saved) and one with bytes after
// the checksum. Each kind checks its header against the map and the length the header
// implies (expect_payload) before it allocates anything. A file is written under a
// temporary name and renamed when complete, so a reader never meets half a table.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <initializer_list>
#include <memory>
#include <string>

namespace gridnav {

/// The first 8 bytes of a table file: its kind and format version.
using TableMagic = std::array<char, 8>;

/// XXH3 (64 bits) over a stream of bytes; table_checksum() hashes one buffer.
class TableChecksum {
 public:
  TableChecksum();
  ~TableChecksum();
  TableChecksum(const TableChecksum&) = delete;
  TableChecksum& operator=(const TableChecksum&) = delete;
  void add(const void* bytes, std::size_t n) noexcept;
  [[nodiscard]] std::uint64_t value() const noexcept;

 private:
  struct State;
  std::unique_ptr<State> state_;
};
[[nodiscard]] std::uint64_t table_checksum(const void* bytes, std::size_t n) noexcept;

class TableFileWriter {
 public:
  /// Starts `path` (InputError when it cannot) with the magic, under a temporary name.
  TableFileWriter(const std::string& path, const TableMagic& magic);
  /// Without finish(), removes what was written.
  ~TableFileWriter();
  TableFileWriter(const TableFileWriter&) = delete;
  TableFileWriter& operator=(const TableFileWriter&) = delete;

  template <class T>
  void put(T value) {
    put_array(&value, 1);
  }
  /// Writes in blocks, so that saving a table does not copy it whole.
  template <class T>
  void put_array(const T* values, std::size_t n) {
    constexpr std::size_t kBlock = 4096;
    std::array<unsigned char, kBlock * sizeof(T)> bytes{};
    for (std::size_t first = 0; first < n; first += kBlock) {
      const std::size_t count = std::min(kBlock, n - first);
      std::memcpy(bytes.data(), values + first, count * sizeof(T));
      if constexpr (std::endian::native == std::endian::big)
        for (std::size_t i = 0; i < count; ++i)
          std::reverse(bytes.begin() + i * sizeof(T), bytes.begin() + (i + 1) * sizeof(T));
      write(bytes.data(), count * sizeof(T));
    }
  }
  /// Writes the checksum, closes the file and gives it its name (InputError when writing failed).
  void finish();

 private:
  void write(const unsigned char* bytes, std::size_t n);
  std::string path_, temp_;
  std::ofstream out_;
  TableChecksum checksum_;
};

class TableFileReader {
 public:
  /// Opens `path` and checks its magic. `what` names the kind in messages ("landmark
  /// file"); `older` lists the magics of earlier versions, refused with a word on how to
  /// make the file again.
  TableFileReader(const std::string& path, std::string what, const TableMagic& magic,
                  std::initializer_list<TableMagic> older = {});

  template <class T>
  [[nodiscard]] T get() {
    T value{};
    get_array(&value, 1);
    return value;
  }
  template <class T>
  void get_array(T* values, std::size_t n) {
    auto* bytes = reinterpret_cast<unsigned char*>(values);
    read(bytes, n * sizeof(T));
    if constexpr (std::endian::native == std::endian::big)
      for (std::size_t i = 0; i < n; ++i) std::reverse(bytes + i * sizeof(T), bytes + (i + 1) * sizeof(T));
  }
  /// Refuses the file unless it is `payload` bytes long between the magic and the checksum.
  void expect_payload(std::uint64_t payload) const;
  /// Reads the checksum, compares it with the bytes read, and refuses trailing bytes.
  void finish();
  /// Throws ParseError naming the file: "<what>: <why>".
  [[noreturn]] void fail(const std::string& why) const;
  [[nodiscard]] const std::string& path() const noexcept { return path_; }

 private:
  void read(unsigned char* bytes, std::size_t n);
  std::string path_, what_;
  std::ifstream in_;
  TableChecksum checksum_;
};

}  // namespace gridnav
