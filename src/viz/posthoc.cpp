// Posthoc search traces (viz/posthoc.hpp): the views, the map event and one event a search event.
#include "gridnav/viz/posthoc.hpp"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "gridnav/error.hpp"

namespace gridnav::viz {
namespace {

// The views, the same tree in both formats. `main` draws each search event as a cell in
// Posthoc's colour for its kind and hands the map event to `map`, which draws the runs of
// blocked cells. Components without `clear` stay drawn for the steps that follow.
constexpr const char* kFill =
    "${{ $.type == 'expand' ? color.expanding : $.type == 'generate' ? color.generating : "
    "$.type == 'close' ? color.closing : $.type == 'source' ? color.source : color.destination }}";

std::string views_yaml() {
  std::string s;
  s += "views:\n";
  s += "  main:\n";
  s += "    - $: map\n";
  s += "      $if: \"${{ $.type == 'map' }}\"\n";
  s += "    - $: rect\n";
  s += "      $if: \"${{ $.type != 'map' }}\"\n";
  s += "      x: \"${{ $.x }}\"\n";
  s += "      y: \"${{ $.y }}\"\n";
  s += "      width: 1\n";
  s += "      height: 1\n";
  s += std::string("      fill: \"") + kFill + "\"\n";
  s += "  map:\n";
  s += "    - $: rect\n";
  s += "      $for: { $to: \"${{ $.runs.length }}\" }\n";
  s += "      x: \"${{ $.runs[$.i][0] }}\"\n";
  s += "      y: \"${{ $.runs[$.i][1] }}\"\n";
  s += "      width: \"${{ $.runs[$.i][2] }}\"\n";
  s += "      height: 1\n";
  s += "      fill: \"${{ theme.foreground }}\"\n";
  s += "pivot:\n";
  s += "  x: \"${{ $.x + 0.5 }}\"\n";
  s += "  y: \"${{ $.y + 0.5 }}\"\n";
  s += "  scale: 1\n";
  return s;
}

std::string views_json() {
  std::string s;
  s += "\"views\":{\"main\":[";
  s += "{\"$\":\"map\",\"$if\":\"${{ $.type == 'map' }}\"},";
  s += "{\"$\":\"rect\",\"$if\":\"${{ $.type != 'map' }}\",\"x\":\"${{ $.x }}\",\"y\":\"${{ $.y }}\",";
  s += std::string("\"width\":1,\"height\":1,\"fill\":\"") + kFill + "\"}],\n";
  s += "\"map\":[{\"$\":\"rect\",\"$for\":{\"$to\":\"${{ $.runs.length }}\"},\"x\":\"${{ $.runs[$.i][0] }}\",";
  s += "\"y\":\"${{ $.runs[$.i][1] }}\",\"width\":\"${{ $.runs[$.i][2] }}\",\"height\":1,";
  s += "\"fill\":\"${{ theme.foreground }}\"}]},\n";
  s += "\"pivot\":{\"x\":\"${{ $.x + 0.5 }}\",\"y\":\"${{ $.y + 0.5 }}\",\"scale\":1},\n";
  return s;
}

/// A JSON string literal (also a valid YAML double-quoted scalar).
std::string quoted(const std::string& text) {
  std::string s = "\"";
  for (const char c : text) {
    if (c == '"' || c == '\\') {
      s += '\\';
      s += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      constexpr const char* kHex = "0123456789abcdef";
      s += "\\u00";
      s += kHex[(c >> 4) & 0xf];
      s += kHex[c & 0xf];
    } else {
      s += c;
    }
  }
  return s + '"';
}

/// Shortest text that reads back as the same double; null for infinities and NaN.
void append_number(std::string& out, double v) {
  if (!std::isfinite(v)) {
    out += "null";
    return;
  }
  char buffer[32];
  const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, v);
  out.append(buffer, end);
}

const char* posthoc_type(EventKind k) {
  switch (k) {
    case EventKind::begin:
      return "source";
    case EventKind::generate:
      return "generate";
    case EventKind::expand:
      return "expand";
    case EventKind::close:
      return "close";
    case EventKind::end:
      return "destination";
  }
  return "generate";
}

/// Blocked cells as [x, y, length] runs along rows.
std::string blocked_runs(const Grid& grid) {
  std::string s = "[";
  bool first = true;
  for (std::int32_t y = 0; y < grid.height(); ++y) {
    for (std::int32_t x = 0; x < grid.width();) {
      if (grid.weight(Point{x, y}) != kBlocked) {
        ++x;
        continue;
      }
      std::int32_t end = x;
      while (end < grid.width() && grid.weight(Point{end, y}) == kBlocked) ++end;
      if (!first) s += ',';
      first = false;
      s += '[' + std::to_string(x) + ',' + std::to_string(y) + ',' + std::to_string(end - x) + ']';
      x = end;
    }
  }
  return s + ']';
}

/// The map event, in JSON syntax (valid YAML flow too).
std::string map_event(const Grid& grid, const TraceInfo& info, bool yaml) {
  const auto key = [yaml](const char* k) { return yaml ? std::string(k) + ": " : quoted(k) + ':'; };
  std::string s = "{" + key("type") + (yaml ? "map" : quoted("map")) + ", " + key("id") + quoted("map");
  s += ", " + key("x") + "0, " + key("y") + "0";
  s += ", " + key("width") + std::to_string(grid.width()) + ", " + key("height") + std::to_string(grid.height());
  if (!info.map.empty()) s += ", " + key("map") + quoted(info.map);
  if (!info.algorithm.empty()) s += ", " + key("algorithm") + quoted(info.algorithm);
  s += ", " + key("runs") + blocked_runs(grid) + "}";
  return s;
}

}  // namespace

std::string posthoc_trace(const Grid& grid, std::span<const SearchEvent> events, TraceFormat format,
                          const TraceInfo& info) {
  const bool yaml = format == TraceFormat::yaml;
  const std::uint64_t cells = grid.cell_count();
  bool several = false;  // more than one search: every event says which
  for (std::size_t i = 1; i < events.size() && !several; ++i) several = events[i].kind == EventKind::begin;

  std::string out;
  out.reserve(96 * events.size() + 4096);
  if (yaml) {
    out += "# A gridnav search, as a search trace for Posthoc (https://posthoc.pathfinding.ai).\n";
    out += "version: 1.4.0\n";
    out += views_yaml();
    out += "events:\n  - " + map_event(grid, info, true) + "\n";
  } else {
    out += "{\"version\":\"1.4.0\",\n";
    out += views_json();
    out += "\"events\":[\n" + map_event(grid, info, false);
  }

  std::uint64_t search = 0;
  std::unordered_map<std::uint64_t, std::uint64_t> parent_of;  // node id -> parent id, this search
  std::unordered_set<std::uint64_t> seen;                      // node ids named by this search's events
  const auto key = [yaml](const char* k) { return yaml ? std::string(k) + ": " : quoted(k) + ':'; };
  for (std::size_t i = 0; i < events.size(); ++i) {
    const SearchEvent& e = events[i];
    if (!grid.in_bounds(e.cell))
      throw InputError("posthoc trace: event at " + to_string(e.cell) + " lies outside the grid");
    if (e.kind == EventKind::begin && i > 0) {
      ++search;
      parent_of.clear();
      seen.clear();
    }
    const std::uint64_t base = search * cells;
    const std::uint64_t id = base + raw(grid.cell_id(e.cell));
    std::optional<std::uint64_t> pid;
    if (e.kind == EventKind::generate && e.has_parent() && grid.in_bounds(e.parent)) {
      const std::uint64_t p = base + raw(grid.cell_id(e.parent));
      if (seen.count(p)) {
        pid = p;
        parent_of[id] = p;
      }
    } else if (e.kind != EventKind::begin) {
      if (const auto it = parent_of.find(id); it != parent_of.end()) pid = it->second;
    }
    seen.insert(id);

    std::string line = yaml ? "  - {" : ",\n{";
    line += key("type") + (yaml ? std::string(posthoc_type(e.kind)) : quoted(posthoc_type(e.kind)));
    line += ", " + key("id") + std::to_string(id);
    if (pid) line += ", " + key("pId") + std::to_string(*pid);
    line += ", " + key("x") + std::to_string(e.cell.x) + ", " + key("y") + std::to_string(e.cell.y);
    line += ", " + key("g");
    append_number(line, e.g);
    line += ", " + key("f");
    append_number(line, e.f);
    if (several) line += ", " + key("search") + std::to_string(search);
    line += yaml ? "}\n" : "}";
    out += line;
  }
  if (!yaml) out += "\n]}\n";
  return out;
}

}  // namespace gridnav::viz
