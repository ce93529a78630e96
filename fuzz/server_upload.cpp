// The server's map inputs (src/server/map_codec.hpp): a map object of a request body
// ({"width", "height", "weights": base64}) and uploaded files, whose headers the server
// sizes itself before the readers run. The first byte picks the input: 0 the JSON map
// object, then a file named .map, .wmap, .world, .png or .pgm; the rest is its text. A
// HttpError (the server answers 400 or 413) is a clean refusal, as InputError is.
#include <nlohmann/json.hpp>

#include "fuzz_support.hpp"
#include "http_error.hpp"
#include "map_codec.hpp"

GRIDNAV_FUZZ_TARGET(server_upload) {
  if (size == 0) return 0;
  const std::uint64_t kMaxCells = gridnav::fuzz::limits().max_cells;
  static const char* const kNames[] = {"map.json", "up.map", "up.wmap", "up.world", "up.png", "up.pgm"};
  const unsigned kind = data[0] % 6u;
  const std::string rest(gridnav::fuzz::text(data + 1, size - 1));
  gridnav::fuzz::clean([&] {
    try {
      if (kind == 0) {
        const auto body = nlohmann::json::parse(rest, nullptr, /*allow_exceptions=*/false);
        if (!body.is_discarded()) (void)gridnav::server::map_from_json(body, kMaxCells, "map");
      } else {
        (void)gridnav::server::parse_upload({kNames[kind], rest}, kMaxCells);
      }
    } catch (const gridnav::server::HttpError& e) {
      gridnav::fuzz::check_message(e.what());
    }
  });
  return 0;
}
