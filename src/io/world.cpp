#include "gridnav/io/world.hpp"

#include <algorithm>
#include <fstream>
#include <istream>
#include <ostream>
#include <string_view>
#include <system_error>

#include "detail/text_lines.hpp"
#include "gridnav/error.hpp"

namespace gridnav {
namespace {

bool in_range(char c, char first, char last) noexcept { return c >= first && c <= last; }

bool is_wall(char c) noexcept { return in_range(c, 'A', 'T'); }
bool is_terrain(char c) noexcept { return in_range(c, '2', '9'); }
bool is_player(char c) noexcept { return c == 'o'; }
bool is_agent(char c) noexcept { return in_range(c, 'p', 'r'); }
bool is_key(char c) noexcept { return in_range(c, 'x', 'z'); }
bool is_door(char c) noexcept { return in_range(c, 'X', 'Z'); }
bool is_monster(char c) noexcept { return in_range(c, 'a', 'j'); }

/// True for bytes no text file holds: controls other than tab, CR, LF, and DEL.
bool is_binary_byte(char c) noexcept {
  const auto u = static_cast<unsigned char>(c);
  return (u < 0x20 && c != '\t' && c != '\r' && c != '\n') || u == 0x7f;
}

/// Refuses what is plainly not a tile world: a Moving AI or weighted map header (its
/// letters would become walls, agents and keys) and binary bytes (an image, /dev/zero).
void check_world_line(const std::string& line, std::size_t number, const std::string& source) {
  if (number == 1) {
    const auto words = detail::text::split_words(line);
    if (words.size() == 2 && detail::text::lower(words[0]) == "type")
      throw ParseError(source, 1,
                       "starts with " + detail::text::in_quotes(line) +
                           ": the header of a Moving AI (or weighted) map, not a tile world");
  }
  const auto binary = std::find_if(line.begin(), line.end(), is_binary_byte);
  if (binary != line.end())
    throw ParseError(source, number,
                     "column " + std::to_string(binary - line.begin() + 1) + " holds " +
                         detail::text::describe_char(*binary) +
                         ": a tile world is text, and this looks like a binary file");
}

/// The lines of the file without their LF / CRLF ends; checks the size as it grows.
std::vector<std::string> read_lines(std::istream& in, const std::string& source, const ReadLimits& limits) {
  std::vector<std::string> lines;
  std::string line;
  std::size_t widest = 0;
  detail::text::LineReader reader(in, source, limits.max_line_bytes);
  while (reader.next(line)) {
    check_world_line(line, reader.number(), source);
    widest = std::max(widest, line.size());
    lines.push_back(line);
    try {
      check_read_size(std::int64_t(std::max<std::size_t>(widest, 1)), std::int64_t(lines.size()), limits);
    } catch (const InputError& e) {
      throw ParseError(source, lines.size(), e.what());
    }
  }
  if (lines.empty()) throw ParseError(source, 0, "the file is empty; expected at least one row of tiles");
  if (widest == 0) throw ParseError(source, 0, "every line is empty; expected at least one tile");
  return lines;
}

/// `letter` on every blocked cell of `grid`, ' ' elsewhere, row-major.
std::string wall_letters(const Grid& grid, char letter) {
  std::string out(std::size_t(grid.cell_count()), ' ');
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x)
      if (grid.weight(Point{x, y}) == kBlocked) out[raw(grid.cell_id(Point{x, y}))] = letter;
  return out;
}

/// Keeps the letter of a wall once the file has used one other than 'A'.
void note_wall_letter(World& world, char c, Point at) {
  if (world.walls.empty()) {
    if (!is_wall(c) || c == 'A') return;
    world.walls = wall_letters(world.grid, 'A');  // the walls read so far were all 'A'
    for (const WorldEntity& d : world.doors) world.walls[raw(world.grid.cell_id(d.cell))] = ' ';
  }
  world.walls[raw(world.grid.cell_id(at))] = is_wall(c) ? c : ' ';
}

/// Records the entity or terrain of one character; `at` is its cell.
void read_tile(World& world, char c, Point at, const std::string& source) {
  if (is_wall(c) || is_door(c)) world.grid.set_blocked(at);
  if (is_terrain(c)) world.grid.set_weight(at, Weight(c - '0'));
  if (is_door(c)) world.doors.push_back({c, at});
  if (is_agent(c)) world.agents.push_back({c, at});
  if (is_key(c)) world.keys.push_back({c, at});
  if (is_monster(c)) world.monsters.push_back({c, at});
  note_wall_letter(world, c, at);
  if (is_player(c)) {
    if (world.player)
      throw ParseError(source, std::size_t(at.y) + 1,
                       "second player start 'o' at column " + std::to_string(at.x + 1) + "; the first is at " +
                           to_string(*world.player) + " and a world has one player");
    world.player = at;
  }
}

/// The character that writes a cell's weight; throws for weights above 9.
char terrain_char(Weight w, Point at) {
  if (w == kBlocked) return 'A';
  if (w == kGround) return ' ';
  if (w <= 9) return char('0' + w);
  throw InputError("cell " + to_string(at) + " has weight " + std::to_string(w) +
                   "; the world format stores weights 1 to 9 only");
}

std::vector<std::string> terrain_rows(const World& world) {
  const Grid& grid = world.grid;
  std::vector<std::string> rows(std::size_t(grid.height()), std::string(std::size_t(grid.width()), ' '));
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x) {
      char c = terrain_char(grid.weight(Point{x, y}), {x, y});
      if (c == 'A' && is_wall(world.wall_letter({x, y}))) c = world.wall_letter({x, y});
      rows[std::size_t(y)][std::size_t(x)] = c;
    }
  return rows;
}

/// Puts entity symbols over the terrain rows, checking each as write_world documents.
class EntityPlacer {
 public:
  EntityPlacer(const Grid& grid, std::vector<std::string>& rows)
      : grid_(grid), rows_(rows), taken_(std::size_t(grid.cell_count()), false) {}

  void place(const WorldEntity& e, std::string_view list, bool (*symbol_ok)(char), bool needs_ground) {
    const std::string what = std::string(list) + " entity '" + std::string(1, e.symbol) + "' at " + to_string(e.cell);
    if (!symbol_ok(e.symbol)) throw InputError(what + " has a symbol that does not belong to the " + std::string(list));
    if (!grid_.in_bounds(e.cell)) throw InputError(what + " lies outside the grid");
    const std::size_t id = raw(grid_.cell_id(e.cell));
    if (taken_[id]) throw InputError(what + " shares its cell with another entity");
    if (needs_ground && grid_.weight(e.cell) != kGround)
      throw InputError(what + " does not stand on ground (weight 1), which the world format requires");
    taken_[id] = true;
    rows_[std::size_t(e.cell.y)][std::size_t(e.cell.x)] = e.symbol;
  }

  void place_all(const std::vector<WorldEntity>& list, std::string_view name, bool (*symbol_ok)(char),
                 bool needs_ground) {
    for (const WorldEntity& e : list) place(e, name, symbol_ok, needs_ground);
  }

 private:
  const Grid& grid_;
  std::vector<std::string>& rows_;
  std::vector<bool> taken_;
};

}  // namespace

char World::wall_letter(Point p) const {
  if (!grid.in_bounds(p) || grid.weight(p) != kBlocked) return ' ';
  if (std::any_of(doors.begin(), doors.end(), [&](const WorldEntity& d) { return d.cell == p; })) return ' ';
  if (walls.size() != std::size_t(grid.cell_count())) return 'A';
  const char c = walls[raw(grid.cell_id(p))];
  return is_wall(c) ? c : 'A';
}

World parse_world(std::istream& in, const std::string& source_name, const ReadLimits& limits) {
  const std::vector<std::string> lines = read_lines(in, source_name, limits);
  std::size_t width = 0;
  for (const auto& line : lines) width = std::max(width, line.size());
  World world{Grid(std::int32_t(width), std::int32_t(lines.size())), {}, {}, {}, {}, {}};
  for (std::size_t y = 0; y < lines.size(); ++y)
    for (std::size_t x = 0; x < lines[y].size(); ++x)
      read_tile(world, lines[y][x], Point{std::int32_t(x), std::int32_t(y)}, source_name);
  std::stable_sort(world.agents.begin(), world.agents.end(),
                   [](const WorldEntity& a, const WorldEntity& b) { return a.symbol < b.symbol; });
  return world;
}

World read_world(const std::filesystem::path& file, const ReadLimits& limits) {
  std::error_code ec;
  if (std::filesystem::is_directory(file, ec)) throw InputError("world file '" + file.string() + "' is a directory");
  std::ifstream in(file, std::ios::binary);
  if (!in) throw InputError("cannot open world file '" + file.string() + "'");
  return parse_world(in, file.string(), limits);
}

void write_world(const World& world, std::ostream& out) {
  const Grid& grid = world.grid;
  if (grid.width() == 0) throw InputError("cannot write a world with an empty grid");
  std::vector<std::string> rows = terrain_rows(world);
  EntityPlacer placer(grid, rows);
  if (world.player) placer.place({'o', *world.player}, "player", is_player, true);
  placer.place_all(world.agents, "agents", is_agent, true);
  placer.place_all(world.keys, "keys", is_key, true);
  placer.place_all(world.monsters, "monsters", is_monster, true);
  placer.place_all(world.doors, "doors", is_door, false);
  for (const auto& row : rows) out << row << '\n';
  if (!out) throw InputError("failed to write the world");
}

}  // namespace gridnav
