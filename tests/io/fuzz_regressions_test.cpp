// The committed fuzz inputs in the ordinary build: every seed (fuzz/corpus/TARGET/) and
// every input a fuzz target once failed on (tests/data/fuzz-regressions/TARGET/) goes
// through that target's own code (fuzz/TARGET.cpp, compiled here with GRIDNAV_FUZZ_IN_TESTS).
// A reader must return or throw InputError, and what it returns must pass the target's
// checks; another exception (a finding included) fails the test.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "gridnav/error.hpp"
#include "gridnav/io/image_map.hpp"
#include "support/temp_dir.hpp"

#define GRIDNAV_FUZZ_LISTED(name) int gridnav_fuzz_##name(const std::uint8_t* data, std::size_t size);
#include "fuzz_targets.inc"
#undef GRIDNAV_FUZZ_LISTED

namespace {

namespace fs = std::filesystem;
using Target = int (*)(const std::uint8_t*, std::size_t);

struct Listed {
  const char* name;
  Target run;
};

const std::vector<Listed>& targets() {
#define GRIDNAV_FUZZ_LISTED(name) {#name, &gridnav_fuzz_##name},
  static const std::vector<Listed> all{
#include "fuzz_targets.inc"
  };
#undef GRIDNAV_FUZZ_LISTED
  return all;
}

/// The files of `folder`, sorted; none when it does not exist.
std::vector<fs::path> files_in(const fs::path& folder) {
  std::vector<fs::path> out;
  if (!fs::is_directory(folder)) return out;
  for (const auto& entry : fs::directory_iterator(folder))
    if (entry.is_regular_file()) out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

/// Runs every file of `folder` through `target`; returns how many.
std::size_t run_all(const Listed& target, const fs::path& folder) {
  std::size_t count = 0;
  for (const fs::path& file : files_in(folder)) {
    std::ifstream in(file, std::ios::binary);
    const std::string bytes{std::istreambuf_iterator<char>(in), {}};
    SCOPED_TRACE(file.string());
    EXPECT_NO_THROW(target.run(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()));
    ++count;
  }
  return count;
}

const fs::path kSource = GRIDNAV_SOURCE_DIR;

/// Expects the image reader to refuse the committed input `name` with a message holding `reason`.
void expect_image_refused(const std::string& name, const std::string& reason) {
  const fs::path file = kSource / "tests/data/fuzz-regressions/image" / name;
  try {
    (void)gridnav::read_grey_image(file);
    ADD_FAILURE() << name << " decoded";
  } catch (const gridnav::ParseError& e) {
    EXPECT_NE(std::string(e.what()).find(reason), std::string::npos) << e.what();
  }
}

TEST(FuzzRegressions, EveryFixedFindingIsACleanErrorOrSuccess) {
  std::size_t count = 0;
  for (const Listed& target : targets())
    count += run_all(target, kSource / "tests/data/fuzz-regressions" / target.name);
  // Folders named after no target would never run: each must be a target's.
  for (const auto& entry : fs::directory_iterator(kSource / "tests/data/fuzz-regressions")) {
    if (!entry.is_directory()) continue;
    const std::string name = entry.path().filename().string();
    EXPECT_TRUE(std::any_of(targets().begin(), targets().end(), [&](const Listed& t) { return name == t.name; }))
        << name << " is not a fuzz target of fuzz/targets.txt";
  }
  RecordProperty("inputs", int(count));
}

// An 86-byte PNG whose IDAT chunk declares 800 MB: stb_image allocated that much before
// reading the chunk. The reader now refuses a chunk longer than the file before stb runs.
TEST(FuzzRegressions, PngChunkLongerThanTheFileIsRefusedBeforeDecoding) {
  expect_image_refused("png-idat-longer-than-file", "cannot decode the image: truncated PNG: chunk");
}

// A PPM header with a ten-digit number: stb_image overflowed an int reading it (undefined
// behaviour, reported by UBSan). The reader now refuses such a header before stb runs.
TEST(FuzzRegressions, PpmHeaderNumberOverflowIsRefusedBeforeDecoding) {
  expect_image_refused("ppm-header-int-overflow", "PPM header holds a number of");
}

// A 16-bit PPM: Debian's stb_image read past its buffer converting it to 8 bits (ASan).
TEST(FuzzRegressions, SixteenBitPpmIsRefusedBeforeDecoding) {
  expect_image_refused("ppm-16-bit-read-overflow", "(16 bits per sample) is not supported");
}

// A 45-byte JPEG whose Huffman table counts more than 256 codes: Debian's stb_image indexed
// past its table building it, already in stbi_info (UBSan). The reader now walks the JPEG's
// segments first; an ordinary JPEG still decodes.
TEST(FuzzRegressions, JpegHuffmanTableOfTooManyCodesIsRefusedBeforeDecoding) {
  expect_image_refused("jpeg-dht-index-257", "cannot decode the image: bad JPEG:");
  const gridnav::GreyImage stripe = gridnav::read_grey_image(kSource / "tests/data/images/stripe-8x6.jpg");
  ASSERT_EQ(stripe.width, 8);
  ASSERT_EQ(stripe.height, 6);
  EXPECT_LT(stripe.pixels[3 * 8 + 4], 64);  // the black row, give or take JPEG's loss
  EXPECT_GT(stripe.pixels[0 * 8 + 4], 192);
}

// The same fault behind fill bytes: stb takes FF FF D8 as a JPEG's start too, and the segment
// walk looked only at files beginning FF D8. A valid JPEG with fill bytes still decodes.
TEST(FuzzRegressions, JpegWithFillBytesBeforeItsStartIsWalkedToo) {
  expect_image_refused("jpeg-fill-before-start-huffman-overflow", "cannot decode the image: bad JPEG:");
  std::ifstream in(kSource / "tests/data/images/stripe-8x6.jpg", std::ios::binary);
  const std::string jpeg((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const gridnav::testing::TempDir dir;
  const gridnav::GreyImage plain = gridnav::read_grey_image(dir.write("plain.jpg", jpeg));
  const gridnav::GreyImage filled = gridnav::read_grey_image(dir.write("filled.jpg", "\xFF\xFF" + jpeg));
  EXPECT_EQ(filled.pixels, plain.pixels);
}

// A PNG whose first IDAT chunk is empty: stb copied its no bytes into a buffer it had not
// allocated (memcpy to null, UBSan; the inputs run in the test above). The reader leaves such
// chunks out, and the image is the same as without them.
TEST(FuzzRegressions, EmptyImageDataChunkBeforeTheDataIsLeftOut) {
  // A 3 x 1 grey PNG (0, 128, 255), then the same with an empty IDAT before its data.
  const std::string head("\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR\0\0\0\x03\0\0\0\x01\x08\0\0\0\0\x3e\x8b\x4b\x68", 33);
  const std::string data("\0\0\0\x0cIDAT\x78\x9c\x63\x60\x68\xf8\x0f\0\x02\x03\x01\x80\x24\x61\xf5\x97", 24);
  const std::string empty_data("\0\0\0\0IDAT\x35\xaf\x06\x1e", 12);
  const std::string end("\0\0\0\0IEND\xae\x42\x60\x82", 12);
  const gridnav::testing::TempDir dir;
  const gridnav::GreyImage plain = gridnav::read_grey_image(dir.write("plain.png", head + data + end));
  ASSERT_EQ(plain.pixels, (std::vector<std::uint8_t>{0, 128, 255}));
  const gridnav::GreyImage padded = gridnav::read_grey_image(dir.write("padded.png", head + empty_data + data + end));
  EXPECT_EQ(padded.pixels, plain.pixels);
}

TEST(FuzzRegressions, EverySeedPassesItsTarget) {
  for (const Listed& target : targets())
    EXPECT_GT(run_all(target, kSource / "fuzz/corpus" / target.name), 0u) << "no seeds for " << target.name;
}

}  // namespace
