// SVG to PNG and PDF through librsvg and Cairo (viz/rasterize.hpp): what a document says is
// what the pixels show, at its size or scaled; broken documents are refused; text is
// measured and drawn with a real font; the heat map of a field is the same picture in SVG
// and PNG.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "gridnav/error.hpp"
#include "gridnav/viz/rasterize.hpp"
#include "gridnav/viz/render.hpp"
#include "palette.hpp"
#include "support/decoded_png.hpp"

namespace gridnav::viz {
namespace {

using Pixels = testing::DecodedPng;
using testing::decode_png;

const char* const kSquares =
    R"(<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">)"
    R"(<rect width="40" height="20" fill="#ffffff"/><rect x="0" y="0" width="20" height="20" fill="#ff0000"/>)"
    R"(<rect x="20" y="10" width="20" height="10" fill="#0000ff"/></svg>)";

TEST(SvgToPng, ShowsWhatTheDocumentSaysAtItsSizeAndScaled) {
  const Pixels one = decode_png(svg_to_png(kSquares));
  ASSERT_EQ(one.width, 40);
  ASSERT_EQ(one.height, 20);
  EXPECT_EQ(one.at(5, 5), (Rgb{255, 0, 0}));
  EXPECT_EQ(one.at(30, 5), (Rgb{255, 255, 255}));
  EXPECT_EQ(one.at(30, 15), (Rgb{0, 0, 255}));
  const Pixels two = decode_png(svg_to_png(kSquares, 2.0));
  ASSERT_EQ(two.width, 80);
  ASSERT_EQ(two.height, 40);
  EXPECT_EQ(two.at(60, 30), (Rgb{0, 0, 255}));
  EXPECT_EQ(two.at(60, 10), (Rgb{255, 255, 255}));
}

TEST(SvgToPng, RefusesBrokenDocumentsAndBadScales) {
  EXPECT_THROW((void)svg_to_png("not a picture"), InputError);
  EXPECT_THROW((void)svg_to_png(R"(<svg xmlns="http://www.w3.org/2000/svg"><rect)"), InputError);
  EXPECT_THROW((void)svg_to_png(R"(<svg xmlns="http://www.w3.org/2000/svg" width="0" height="5"/>)"), InputError);
  EXPECT_THROW((void)svg_to_png(kSquares, 0.0), InputError);
  EXPECT_THROW((void)svg_to_png(kSquares, std::numeric_limits<double>::quiet_NaN()), InputError);
  EXPECT_THROW((void)svg_to_png(R"(<svg xmlns="http://www.w3.org/2000/svg" width="40000" height="5"/>)"), InputError);
  EXPECT_THROW((void)picture_file(kSquares, "gif"), InputError);
  EXPECT_THROW((void)encode_png(2, 2, std::vector<std::uint8_t>(11)), InputError);
}

TEST(SvgToPdf, IsOnePageOfTheDocumentsSize) {
  const std::string pdf = picture_file(kSquares, "pdf");
  EXPECT_EQ(pdf.rfind("%PDF-", 0), 0u);
  EXPECT_NE(pdf.find("/MediaBox [ 0 0 40 20 ]"), std::string::npos) << pdf.substr(0, 400);
  EXPECT_EQ(picture_file(kSquares, "svg"), kSquares);
}

TEST(EncodePng, KeepsEveryPixel) {
  const std::vector<std::uint8_t> rgb = {1, 2, 3, 250, 251, 252, 0, 128, 255, 9, 8, 7};
  const Pixels p = decode_png(encode_png(2, 2, rgb));
  ASSERT_EQ(p.width, 2);
  EXPECT_EQ(p.rgb, std::vector<unsigned char>(rgb.begin(), rgb.end()));
}

TEST(TextAdvance, MeasuresAFontThatDrawsText) {
  const double ii = text_advance("ii", "DejaVu Sans", 20), ww = text_advance("WW", "DejaVu Sans", 20);
  EXPECT_GT(ii, 2.0);
  EXPECT_GT(ww, 1.5 * ii);
  EXPECT_NEAR(text_advance("WW", "DejaVu Sans", 40), 2 * ww, 0.5);
  EXPECT_NEAR(text_advance("abcd", "DejaVu Sans Mono", 10), 4 * text_advance("m", "DejaVu Sans Mono", 10), 0.1);
  // And the text is drawn: dark pixels where the label stands, none beside it.
  const std::string svg = R"(<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40">)"
                          R"(<rect width="120" height="40" fill="#fff"/>)"
                          R"(<text x="4" y="28" font-family="DejaVu Sans" font-size="24">WW</text></svg>)";
  const Pixels p = decode_png(svg_to_png(svg));
  int dark_inside = 0, dark_beside = 0;
  const int end = 4 + int(std::ceil(text_advance("WW", "DejaVu Sans", 24)));
  for (int y = 0; y < 40; ++y)
    for (int x = 0; x < 120; ++x) {
      if (p.at(x, y).r >= 128) continue;
      if (x <= end)
        ++dark_inside;
      else
        ++dark_beside;
    }
  EXPECT_GT(dark_inside, 50);
  EXPECT_EQ(dark_beside, 0);
}

TEST(RenderField, SvgAndPngAreOnePicture) {
  Grid grid(8, 4);
  grid.set_blocked({4, 0});
  std::vector<Cost> field(32);
  for (std::size_t i = 0; i < field.size(); ++i) field[i] = Cost(i % 8);
  field[4] = std::numeric_limits<Cost>::infinity();
  field[31] = std::numeric_limits<Cost>::infinity();
  const std::vector<Point> sources = {{0, 3}};
  RenderOptions options;
  options.cell_px = 10;
  const std::string svg = render_field_svg(grid, field, sources, options);
  const Pixels png = decode_png(render_field_png(grid, field, sources, options));
  const std::size_t w = svg.find("width=\""), h = svg.find("height=\"");
  EXPECT_EQ(png.width, std::stoi(svg.substr(w + 7)));
  EXPECT_EQ(png.height, std::stoi(svg.substr(h + 8)));
  const auto centre = [&](int x, int y) { return png.at(12 + 10 * x + 5, 12 + 10 * y + 5); };
  EXPECT_EQ(centre(4, 0), palette::kBlocked);
  EXPECT_EQ(centre(7, 3), (Rgb{200, 200, 200})) << "unreached";
  EXPECT_EQ(centre(7, 0), palette::ramp(1.0)) << "the farthest reached cell";
  EXPECT_EQ(centre(3, 1), palette::ramp(3.0 / 7.0));
  EXPECT_EQ(centre(0, 3), palette::kStart) << "the source's disc";
  field.pop_back();
  EXPECT_THROW((void)render_field_svg(grid, field, sources, options), InputError);
}

}  // namespace
}  // namespace gridnav::viz
