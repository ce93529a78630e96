// The human player's tick (rules in dynamic/sim.hpp) and its moves as text.
#include <algorithm>
#include <array>
#include <cctype>
#include <istream>
#include <string>

#include "gridnav/error.hpp"
#include "sim_state.hpp"

namespace gridnav {
namespace {

struct MoveName {
  std::string_view name;
  HumanMove move;
};
constexpr std::array<MoveName, 13> kMoveNames{{{"n", HumanMove::n},
                                               {"ne", HumanMove::ne},
                                               {"e", HumanMove::e},
                                               {"se", HumanMove::se},
                                               {"s", HumanMove::s},
                                               {"sw", HumanMove::sw},
                                               {"w", HumanMove::w},
                                               {"nw", HumanMove::nw},
                                               {"wait", HumanMove::wait},
                                               {"up", HumanMove::n},
                                               {"right", HumanMove::e},
                                               {"down", HumanMove::s},
                                               {"left", HumanMove::w}}};

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

}  // namespace

std::optional<HumanMove> parse_human_move(std::string_view text) noexcept {
  if (text.size() > 5) return std::nullopt;
  std::string lower(text);
  for (char& c : lower) c = char(std::tolower(static_cast<unsigned char>(c)));
  for (const MoveName& m : kMoveNames)
    if (m.name == lower) return m.move;
  return std::nullopt;
}

std::string_view human_move_name(HumanMove move) noexcept {
  for (const MoveName& m : kMoveNames)
    if (m.move == move) return m.name;
  return "wait";
}

std::optional<Direction> human_move_direction(HumanMove move) noexcept {
  constexpr std::array<Direction, 8> kDirection{kNorth, kNorthEast, kEast, kSouthEast,
                                                kSouth, kSouthWest, kWest, kNorthWest};
  if (move == HumanMove::wait) return std::nullopt;
  return kDirection[std::size_t(move)];
}

std::vector<HumanMove> read_human_moves(std::istream& in, const std::string& source_name) {
  std::vector<HumanMove> moves;
  std::string line;
  for (std::size_t number = 1; std::getline(in, line); ++number) {
    const std::string_view item = trimmed(std::string_view(line).substr(0, line.find('#')));
    if (item.empty()) continue;
    const std::optional<HumanMove> m = parse_human_move(item);
    if (!m)
      throw ParseError(source_name, number,
                       "'" + std::string(item.substr(0, 40)) +
                           "' is not a move (n, ne, e, se, s, sw, w, nw, up, down, left, right or wait)");
    moves.push_back(*m);
  }
  return moves;
}

void Simulation::State::run_human() {
  if (!human || human->done) return;
  detail::SimHuman& h = *human;
  for (const CellChange& c : global_changes) h.map.set_weight(c.cell, weight_with_doors(h.opened, c.cell));
  ++h.current.ticks;
  if (h.standing()) {
    const std::optional<HumanMove> m = h.take_move();
    const std::optional<Direction> d = m ? human_move_direction(*m) : std::nullopt;
    const Point target = d ? Point{h.at.x + kDirectionDelta[*d].x, h.at.y + kDirectionDelta[*d].y} : h.at;
    if (!d || !h.can_step(target)) {  // standing, or a step into a wall, a pit or a closed door
      ++h.current.waits;
      h.progress = 0;
      return;
    }
    h.next = target;
  } else if (!h.can_step(h.next)) {
    h.next = h.at;
    h.progress = 0;
    ++h.current.waits;
    return;
  }
  if (!advance(h.at, h.next, h.progress, h.next, options.agent_speed)) return;
  ++h.current.moves;
  if (h.at != goals[h.goal].cell) return;
  h.current.reached = true;
  finished.push_back(h.current);
  if (const detail::GoalDoor& g = goal_doors[h.goal]; g.opens) {
    h.opened[g.door] = true;
    h.map.set_weight(world.doors[g.door].cell, kGround);
  }
  if (++h.goal == goals.size()) {
    h.done = true;
    h.queue.clear();
    h.heading.reset();
    return;
  }
  h.current = {.agent = agents.size(),
               .planner = std::string(kHumanPlanner),
               .goal_index = h.goal,
               .symbol = goals[h.goal].symbol,
               .cell = goals[h.goal].cell};
}

}  // namespace gridnav
