// Images (io/image_map.hpp): PGM by gridnav's own parser, PNG, BMP and the rest through
// stb_image. The reader takes a path, so the input goes to a scratch file first; its name
// has no extension, so the content alone decides the format.
#include "fuzz_support.hpp"
#include "gridnav/io/image_map.hpp"

GRIDNAV_FUZZ_TARGET(image) {
  const auto file = gridnav::fuzz::Scratch::get().write("image", gridnav::fuzz::text(data, size));
  gridnav::fuzz::clean([&] {
    const gridnav::GreyImage image = gridnav::read_grey_image(file, gridnav::fuzz::limits());
    if (image.pixels.size() != std::size_t(image.width) * std::size_t(image.height))
      gridnav::fuzz::fail("image pixels do not match its size");
  });
  return 0;
}
