// What the fuzz targets share: the clean way to fail, the limits they read under, files for
// the readers that take a path, and the checks made on what a reader returns.
//
// A target passes the input to a reader. The reader may return or throw InputError (of which
// ParseError is one); anything else is a finding: a sanitizer report, another exception (it
// reaches std::terminate, which libFuzzer reports as a crash), a message that prints a byte
// of the input raw (docs/reliability.md promises \xHH), or a value that does not survive
// being written and read back.
#pragma once

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>

#include "gridnav/error.hpp"
#include "gridnav/io/read_limits.hpp"

namespace gridnav::fuzz {

/// The input as text.
inline std::string_view text(const std::uint8_t* data, std::size_t size) noexcept {
  return {reinterpret_cast<const char*>(data), size};
}

#ifdef GRIDNAV_FUZZ_IN_TESTS
// The regression tests (tests/io/fuzz_regressions_test.cpp) compile every target with a
// name of its own and see a finding as an exception.
#define GRIDNAV_FUZZ_TARGET(name) int gridnav_fuzz_##name(const std::uint8_t* data, std::size_t size)
/// A finding, thrown instead of stopping the process.
struct Finding : std::logic_error {
  using std::logic_error::logic_error;
};
[[noreturn]] inline void fail(std::string_view what, std::string_view detail = {}) {
  throw Finding("gridnav fuzz finding: " + std::string(what) + " " + std::string(detail));
}
#else
#define GRIDNAV_FUZZ_TARGET(name) extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
/// Stops the run with a finding libFuzzer records (the input is saved as crash-*).
[[noreturn]] inline void fail(std::string_view what, std::string_view detail = {}) {
  std::fprintf(stderr, "gridnav fuzz finding: %.*s %.*s\n", int(what.size()), what.data(), int(detail.size()),
               detail.data());
  std::abort();
}
#endif

/// Limits the targets read under: the defaults, except 2^16 cells (256 x 256). stb_image
/// allocates and fills the canvas a header declares even when the pixel data is missing
/// (BMP, TGA, HDR, ...): at 2^20 cells the image target ran at 20-30 executions a second. A size above the limit
/// takes the same path as one above the default.
inline ReadLimits limits() {
  ReadLimits l;
  l.max_cells = std::uint64_t{1} << 16;
  return l;
}

/// A message must be printable ASCII: input bytes appear as \xHH.
inline void check_message(std::string_view message) {
  if (message.empty()) fail("empty error message");
  for (const char c : message)
    if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f)
      fail("raw byte in error message:", printable(message, 400));
}

/// Runs `read`; InputError (ParseError included) is a clean refusal, its message checked.
/// Returns true when `read` returned.
template <class Read>
bool clean(Read&& read) {
  try {
    read();
    return true;
  } catch (const InputError& e) {
    check_message(e.what());
    return false;
  }
}

/// What `write` makes of `value` must read back (`read`) to a value written the same: the
/// text is a fixed point. (Not value == read(write(value)): some writers normalise, e.g. a
/// scenario is written as version 1 with 8 decimals whatever it was read with.) A writer
/// may refuse what its format cannot hold (InputError).
template <class Value, class Write, class Read>
void check_round_trip(const Value& value, Write&& write, Read&& read) {
  std::ostringstream first;
  try {
    write(value, first);
  } catch (const InputError& e) {
    check_message(e.what());
    return;
  }
  std::istringstream in(first.str());
  std::ostringstream second;
  try {
    write(read(in), second);
  } catch (const InputError& e) {
    fail("written text refused when read back:", e.what());
  }
  if (first.str() != second.str()) fail("text changed by reading it back:", printable(first.str(), 400));
}

/// The whole target of a text reader: `parse(istream)` on the input, then, when it
/// returns, the round trip through `write(value, ostream)`.
template <class Parse, class Write>
int read_text(const std::uint8_t* data, std::size_t size, Parse&& parse, Write&& write) {
  std::istringstream in{std::string(text(data, size))};
  clean([&] {
    const auto value = parse(in);
    check_round_trip(value, write, parse);
  });
  return 0;
}

/// A folder of this process (under /dev/shm when it exists: no disk traffic) for the
/// readers that take a path; removed at exit.
class Scratch {
 public:
  static Scratch& get() {
    static Scratch scratch;
    return scratch;
  }
  /// Writes `bytes` to the file `name` in the folder and returns its path.
  std::filesystem::path write(const std::string& name, std::string_view bytes) const {
    const std::filesystem::path file = dir_ / name;
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), std::streamsize(bytes.size()));
    if (!out.flush()) fail("cannot write the scratch file", file.string());
    return file;
  }

 private:
  Scratch() {
    std::error_code error;
    const std::filesystem::path base =
        std::filesystem::is_directory("/dev/shm", error) ? "/dev/shm" : std::filesystem::temp_directory_path();
    dir_ = base / ("gridnav-fuzz-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir_);
  }
  ~Scratch() {
    std::error_code error;
    std::filesystem::remove_all(dir_, error);
  }
  std::filesystem::path dir_;
};

}  // namespace gridnav::fuzz
