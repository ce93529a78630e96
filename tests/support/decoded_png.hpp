// A PNG decoded back to RGB pixels with stb_image, for the tests of pictures.
#pragma once

#include <stb/stb_image.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "palette.hpp"  // src/viz: Rgb

namespace gridnav::testing {

struct DecodedPng {
  int width = 0, height = 0;
  std::vector<unsigned char> rgb;  ///< row by row, 3 bytes a pixel
  [[nodiscard]] viz::Rgb at(double x, double y) const {
    const std::size_t i = (std::size_t(y) * std::size_t(width) + std::size_t(x)) * 3;
    return {rgb[i], rgb[i + 1], rgb[i + 2]};
  }
};

/// The PNG's pixels; std::runtime_error with stb's reason when it does not decode.
inline DecodedPng decode_png(const std::string& png) {
  DecodedPng d;
  int channels = 0;
  unsigned char* pixels = stbi_load_from_memory(reinterpret_cast<const unsigned char*>(png.data()), int(png.size()),
                                                &d.width, &d.height, &channels, 3);
  if (pixels == nullptr) throw std::runtime_error(std::string("PNG does not decode: ") + stbi_failure_reason());
  d.rgb.assign(pixels, pixels + std::size_t(d.width) * std::size_t(d.height) * 3);
  stbi_image_free(pixels);
  return d;
}

}  // namespace gridnav::testing
