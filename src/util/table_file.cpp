// Table files (util/table_file.hpp): the checksum is xxHash's XXH3, inlined from Debian's
// header, so the core library links nothing new.
#include "gridnav/util/table_file.hpp"

#include <unistd.h>

#include <filesystem>
#include <utility>

#define XXH_INLINE_ALL
#include <xxhash.h>

#include "gridnav/error.hpp"

namespace gridnav {

struct TableChecksum::State {
  XXH3_state_t xxh;
};

TableChecksum::TableChecksum() : state_(std::make_unique<State>()) { XXH3_64bits_reset(&state_->xxh); }
TableChecksum::~TableChecksum() = default;
void TableChecksum::add(const void* bytes, std::size_t n) noexcept { XXH3_64bits_update(&state_->xxh, bytes, n); }
std::uint64_t TableChecksum::value() const noexcept { return XXH3_64bits_digest(&state_->xxh); }
std::uint64_t table_checksum(const void* bytes, std::size_t n) noexcept { return XXH3_64bits(bytes, n); }

TableFileWriter::TableFileWriter(const std::string& path, const TableMagic& magic)
    : path_(path), temp_(path + ".part-" + std::to_string(::getpid())), out_(temp_, std::ios::binary) {
  if (!out_) throw InputError(path + ": cannot open for writing");
  out_.write(magic.data(), std::streamsize(magic.size()));
}

void TableFileWriter::write(const unsigned char* bytes, std::size_t n) {
  checksum_.add(bytes, n);
  out_.write(reinterpret_cast<const char*>(bytes), std::streamsize(n));
}

void TableFileWriter::finish() {
  std::uint64_t sum = checksum_.value();
  if constexpr (std::endian::native == std::endian::big) sum = __builtin_bswap64(sum);
  out_.write(reinterpret_cast<const char*>(&sum), sizeof sum);
  out_.close();
  std::error_code error;
  if (out_) std::filesystem::rename(temp_, path_, error);
  if (!out_ || error) {
    std::filesystem::remove(temp_, error);
    throw InputError(path_ + ": write failed");
  }
}

TableFileWriter::~TableFileWriter() {
  if (out_.is_open()) {  // not finished: leave nothing behind
    out_.close();
    std::error_code error;
    std::filesystem::remove(temp_, error);
  }
}

TableFileReader::TableFileReader(const std::string& path, std::string what, const TableMagic& magic,
                                 std::initializer_list<TableMagic> older)
    : path_(path), what_(std::move(what)) {
  std::error_code error;
  if (std::filesystem::is_directory(path, error)) throw InputError(path + ": the " + what_ + " is a directory");
  in_.open(path, std::ios::binary);
  if (!in_) throw InputError(path + ": cannot open " + what_);
  TableMagic seen{};
  if (!in_.read(seen.data(), std::streamsize(seen.size())))
    throw ParseError(path, 0, "not a gridnav " + what_ + " (too short)");
  for (const TableMagic& old : older)
    if (seen == old)
      throw ParseError(path, 0,
                       what_ +
                           " of an older format, which this version does not read; delete it so that the table "
                           "is computed and saved again");
  if (seen != magic) throw ParseError(path, 0, "not a gridnav " + what_ + " (bad magic)");
}

void TableFileReader::read(unsigned char* bytes, std::size_t n) {
  if (!in_.read(reinterpret_cast<char*>(bytes), std::streamsize(n))) fail("truncated");
  checksum_.add(bytes, n);
}

void TableFileReader::expect_payload(std::uint64_t payload) const {
  const std::uint64_t expected = sizeof(TableMagic) + payload + 8;
  std::error_code error;
  const std::uintmax_t actual = std::filesystem::file_size(path_, error);
  if (error) fail("cannot tell the file's size (" + error.message() + "): a table must be a regular file");
  if (actual != expected)
    fail("the file is " + std::to_string(actual) + " bytes, its header implies " + std::to_string(expected));
}

void TableFileReader::finish() {
  const std::uint64_t computed = checksum_.value();
  std::uint64_t stored = 0;
  if (!in_.read(reinterpret_cast<char*>(&stored), sizeof stored)) fail("truncated (no checksum)");
  if constexpr (std::endian::native == std::endian::big) stored = __builtin_bswap64(stored);
  if (stored != computed)
    fail(
        "checksum mismatch: the file was damaged or edited after it was saved; delete it so that the table is "
        "computed again");
  if (in_.peek() != std::ifstream::traits_type::eof()) fail("trailing bytes after the checksum");
}

void TableFileReader::fail(const std::string& why) const { throw ParseError(path_, 0, what_ + ": " + why); }

}  // namespace gridnav
