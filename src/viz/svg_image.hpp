// Pieces of the SVG documents that every picture of a map is drawn as (render_svg.cpp,
// render_field.cpp): numbers for attributes, text made safe, and the map itself as an
// embedded PNG image, one image pixel per picture pixel.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "palette.hpp"

namespace gridnav::viz {

/// A number for an attribute: up to six significant digits.
[[nodiscard]] std::string number(double v);

/// `text` with < > & " escaped, for an element or an attribute.
[[nodiscard]] std::string escape_xml(std::string_view text);

/// The font of the pictures' labels, as SVG names it and as fontconfig finds it.
inline constexpr const char* kLabelFonts = "DejaVu Sans Mono, monospace";
inline constexpr const char* kLabelFont = "DejaVu Sans Mono";

/// The opening of a document `width` x `height` pixels on the background colour.
[[nodiscard]] std::string svg_begin(int width, int height);

/// An <image> at (x, y) of blocks_w x blocks_h colour blocks (row by row), each drawn
/// `block_px` x `block_px` pixels: the picture's pixels are the image's own, so nothing is
/// smoothed when it is shown or rasterised at its size. `id` names the element.
[[nodiscard]] std::string block_image(int x, int y, const std::vector<Rgb>& blocks, int blocks_w, int blocks_h,
                                      int block_px, std::string_view id);

}  // namespace gridnav::viz
