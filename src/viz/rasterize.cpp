// svg_to_png, svg_to_pdf and encode_png (viz/rasterize.hpp): librsvg reads the document,
// Cairo draws it on an image or PDF surface and writes the file.
#include "gridnav/viz/rasterize.hpp"

#include <cairo-pdf.h>
#include <cairo.h>
#include <librsvg/rsvg.h>

#include <cmath>
#include <memory>

#include "gridnav/error.hpp"

namespace gridnav::viz {
namespace {

struct HandleDeleter {
  void operator()(RsvgHandle* h) const noexcept { g_object_unref(h); }
};
struct SurfaceDeleter {
  void operator()(cairo_surface_t* s) const noexcept { cairo_surface_destroy(s); }
};
struct ContextDeleter {
  void operator()(cairo_t* c) const noexcept { cairo_destroy(c); }
};
using Handle = std::unique_ptr<RsvgHandle, HandleDeleter>;
using Surface = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;
using Context = std::unique_ptr<cairo_t, ContextDeleter>;

constexpr double kMaxSide = 32768;

cairo_status_t append(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

[[noreturn]] void fail(const char* what, GError* error) {
  std::string message = std::string("picture: ") + what;
  if (error != nullptr) {
    message += std::string(": ") + error->message;
    g_error_free(error);
  }
  throw InputError(message);
}

/// The parsed document and its size in SVG units.
struct Document {
  Handle handle;
  double width = 0, height = 0;
};

Document read(std::string_view svg) {
  GError* error = nullptr;
  Document doc;
  doc.handle.reset(rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg.data()), gsize(svg.size()), &error));
  if (!doc.handle) fail("librsvg could not read the SVG", error);
  if (!rsvg_handle_get_intrinsic_size_in_pixels(doc.handle.get(), &doc.width, &doc.height) || !(doc.width > 0) ||
      !(doc.height > 0))
    fail("the SVG has no width and height in pixels", nullptr);
  return doc;
}

void draw(const Document& doc, cairo_t* cr) {
  const RsvgRectangle viewport{0, 0, doc.width, doc.height};
  GError* error = nullptr;
  if (!rsvg_handle_render_document(doc.handle.get(), cr, &viewport, &error)) fail("librsvg could not draw", error);
}

void check(cairo_status_t status, const char* what) {
  if (status != CAIRO_STATUS_SUCCESS)
    throw InputError(std::string("picture: ") + what + ": " + cairo_status_to_string(status));
}

}  // namespace

std::string svg_to_png(std::string_view svg, double scale) {
  if (!(scale >= 0.01 && scale <= 16)) throw InputError("picture: the scale must lie in 0.01..16");
  const Document doc = read(svg);
  const double w = std::ceil(doc.width * scale), h = std::ceil(doc.height * scale);
  if (w > kMaxSide || h > kMaxSide) throw InputError("picture: over 32768 pixels a side");
  const Surface surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, int(w), int(h)));
  check(cairo_surface_status(surface.get()), "no memory for the picture");
  {
    const Context cr(cairo_create(surface.get()));
    cairo_scale(cr.get(), scale, scale);
    draw(doc, cr.get());
  }
  std::string png;
  check(cairo_surface_write_to_png_stream(surface.get(), append, &png), "the PNG encoder failed");
  return png;
}

std::string svg_to_pdf(std::string_view svg) {
  const Document doc = read(svg);
  std::string pdf;
  {
    const Surface surface(cairo_pdf_surface_create_for_stream(append, &pdf, doc.width, doc.height));
    check(cairo_surface_status(surface.get()), "no PDF surface");
    const Context cr(cairo_create(surface.get()));
    draw(doc, cr.get());
    cairo_show_page(cr.get());
    cairo_surface_finish(surface.get());
    check(cairo_surface_status(surface.get()), "the PDF writer failed");
  }
  return pdf;
}

std::string picture_file(std::string svg, std::string_view format) {
  if (format == "svg") return svg;
  if (format == "png") return svg_to_png(svg);
  if (format == "pdf") return svg_to_pdf(svg);
  throw InputError("picture: unknown format '" + std::string(format) + "' (svg, png or pdf)");
}

double text_advance(std::string_view text, std::string_view family, double size, bool bold) {
  // One small surface per thread, made once: measuring draws nothing.
  thread_local const Surface surface(cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1));
  thread_local const Context cr(cairo_create(surface.get()));
  cairo_select_font_face(cr.get(), std::string(family).c_str(), CAIRO_FONT_SLANT_NORMAL,
                         bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr.get(), size);
  cairo_text_extents_t extents;
  cairo_text_extents(cr.get(), std::string(text).c_str(), &extents);
  return extents.x_advance;
}

std::string encode_png(int width, int height, std::span<const std::uint8_t> rgb) {
  if (width <= 0 || height <= 0 || rgb.size() != std::size_t(width) * std::size_t(height) * 3)
    throw InputError("picture: the pixels do not fill a " + std::to_string(width) + " x " + std::to_string(height) +
                     " image");
  const Surface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height));
  check(cairo_surface_status(surface.get()), "no memory for the picture");
  cairo_surface_flush(surface.get());
  unsigned char* data = cairo_image_surface_get_data(surface.get());
  const int stride = cairo_image_surface_get_stride(surface.get());
  for (int y = 0; y < height; ++y) {
    auto* row = reinterpret_cast<std::uint32_t*>(data + std::size_t(y) * std::size_t(stride));
    const std::uint8_t* in = rgb.data() + std::size_t(y) * std::size_t(width) * 3;
    for (int x = 0; x < width; ++x, in += 3)
      row[x] = (std::uint32_t(in[0]) << 16) | (std::uint32_t(in[1]) << 8) | in[2];
  }
  cairo_surface_mark_dirty(surface.get());
  std::string png;
  check(cairo_surface_write_to_png_stream(surface.get(), append, &png), "the PNG encoder failed");
  return png;
}

}  // namespace gridnav::viz
