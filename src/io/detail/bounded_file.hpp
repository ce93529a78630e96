// Internal to the readers that take a file whole (images): the bytes of a file, read no
// further than ReadLimits::max_file_bytes and only as far as the caller asks, so that a
// device such as /dev/zero is judged by its first bytes instead of being read without end.
#pragma once

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <system_error>

#include "gridnav/error.hpp"
#include "gridnav/io/read_limits.hpp"

namespace gridnav::detail {

class BoundedFile {
 public:
  /// Opens `file`; `what` names it in errors ("image file"). Throws InputError for a
  /// directory or a file that cannot be opened, ParseError for a regular file larger than
  /// limits.max_file_bytes (from its size, before reading).
  /// `limit_name` names the limit in that error.
  BoundedFile(const std::filesystem::path& file, std::string_view what, const ReadLimits& limits,
              std::string_view limit_name = "ReadLimits::max_file_bytes, --max-file-bytes")
      : name_(file.string()), limit_name_(limit_name), max_bytes_(limits.resolved().max_file_bytes) {
    std::error_code error;
    if (std::filesystem::is_directory(file, error))
      throw InputError(std::string(what) + " '" + name_ + "' is a directory");
    in_.open(file, std::ios::binary);
    if (!in_) throw InputError("cannot open " + std::string(what) + " '" + name_ + "'");
    if (std::filesystem::is_regular_file(file, error)) {
      const std::uintmax_t size = std::filesystem::file_size(file, error);
      if (!error && size > max_bytes_) too_large("is " + std::to_string(size) + " bytes, above");
    }
  }

  /// The first bytes of the file, at least `n` of them unless the file is shorter.
  const std::string& read_at_least(std::size_t n) {
    while (!complete_ && bytes_.size() < n) read_chunk();
    return bytes_;
  }
  /// The whole file; throws ParseError when it grows past max_file_bytes.
  const std::string& read_all() {
    while (!complete_) read_chunk();
    return bytes_;
  }
  /// True once the end of the file has been read.
  [[nodiscard]] bool complete() const noexcept { return complete_; }
  [[nodiscard]] const std::string& name() const noexcept { return name_; }

 private:
  [[noreturn]] void too_large(const std::string& how) const {
    throw ParseError(name_, 0,
                     "the file " + how + " the limit of " + describe_bytes(max_bytes_) + " (" + limit_name_ + ")");
  }

  void read_chunk() {
    constexpr std::size_t kChunk = std::size_t{1} << 16;
    const std::size_t old_size = bytes_.size();
    if (old_size >= max_bytes_) {
      if (in_.peek() == std::ifstream::traits_type::eof()) {
        complete_ = true;
        return;
      }
      too_large("goes on past");
    }
    const std::size_t want = std::size_t(std::min<std::uint64_t>(kChunk, max_bytes_ - old_size));
    bytes_.resize(old_size + want);
    try {
      in_.read(bytes_.data() + old_size, std::streamsize(want));
    } catch (const std::exception& e) {
      throw ParseError(name_, 0, std::string("read error: ") + e.what());
    }
    bytes_.resize(old_size + std::size_t(in_.gcount()));
    if (in_.bad()) throw ParseError(name_, 0, "read error");
    if (in_.eof()) complete_ = true;
  }

  std::string name_;
  std::string limit_name_;
  std::uint64_t max_bytes_;
  std::ifstream in_;
  std::string bytes_;
  bool complete_ = false;
};

}  // namespace gridnav::detail
