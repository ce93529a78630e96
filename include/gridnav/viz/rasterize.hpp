// SVG documents as PNG images and PDF files, through librsvg and Cairo.
//
// gridnav draws every picture once, as SVG (render.hpp, the lab's figures); the PNG and
// PDF twins are that document rasterised or printed, so the three always show the same
// thing with the same fonts. Text needs a font that fontconfig can find (Debian:
// fonts-dejavu-core, which fontconfig itself depends on).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace gridnav::viz {

/// The document as a PNG image with an alpha channel, `scale` pixels per SVG unit (0.01..16;
/// the picture at most 32768 pixels a side). InputError when librsvg cannot read the document,
/// when it has no size, or for a bad scale.
[[nodiscard]] std::string svg_to_png(std::string_view svg, double scale = 1.0);

/// The document as a one-page PDF of its own size (1 SVG unit: 1 point). InputError as svg_to_png.
[[nodiscard]] std::string svg_to_pdf(std::string_view svg);

/// The picture's file in `format`: "svg" (the document itself), "png" or "pdf". InputError
/// for another format, or as svg_to_png.
[[nodiscard]] std::string picture_file(std::string svg, std::string_view format);

/// How far `text` (UTF-8) advances in `family` (a fontconfig family, such as "DejaVu Sans")
/// at `size` px, as Cairo lays it out with the font fontconfig finds: the width a layout
/// leaves for a label that librsvg will draw.
[[nodiscard]] double text_advance(std::string_view text, std::string_view family, double size, bool bold = false);

/// Opaque RGB pixels (3 bytes each, row by row) as a PNG file, for pictures made pixel by
/// pixel (such as a map embedded in an SVG). InputError for a size that does not fit the pixels.
[[nodiscard]] std::string encode_png(int width, int height, std::span<const std::uint8_t> rgb);

}  // namespace gridnav::viz
