// One tick's parts (rules in dynamic/sim.hpp): traps, monsters, threat, each agent's
// sensing, planning and move, and the catches at the end.
#include <algorithm>
#include <cmath>

#include "gridnav/algorithm/classic.hpp"
#include "gridnav/heuristic/distance.hpp"
#include "sim_state.hpp"

namespace gridnav {

using detail::SimAgent;

bool Simulation::State::advance(Point& at, Point& next, double& progress, Point target, double speed) const noexcept {
  if (next != at && next != target) progress = 0;  // a new target: the gain went towards the old one
  next = target;
  progress += speed;
  const double price = move_price(at, target);
  if (progress + 1e-9 < price) return false;
  progress = std::max(0.0, progress - price);
  at = next = target;
  return true;
}

void Simulation::State::player_cells(std::vector<Point>& out, bool with_next) const {
  out.clear();
  for (const SimAgent& a : agents) {
    if (a.done) continue;
    out.push_back(a.at);
    if (with_next) out.push_back(a.next);
  }
  if (human && !human->done) {
    out.push_back(human->at);
    if (with_next) out.push_back(human->next);
  }
}

void Simulation::State::update_traps() {
  if (options.update_every == 0 || (tick - 1) % options.update_every != 0) return;
  const Grid& base = world.grid;
  for (std::size_t i = 0; i < traps.size();) {
    if (traps[i].until <= tick - 1) {
      global_changes.push_back({traps[i].cell, base.weight(traps[i].cell)});
      truth.set_weight(traps[i].cell, base.weight(traps[i].cell));
      traps[i] = traps.back();
      traps.pop_back();
    } else {
      ++i;
    }
  }
  trap_target = std::uint64_t(std::llround(options.trap_density * double(base.traversable_count())));
  const std::uint64_t cells = base.cell_count();
  const std::uint64_t span = std::uint64_t(options.trap_max) - options.trap_min + 1;
  std::vector<Point> players;
  player_cells(players, true);
  for (std::uint64_t attempts = 0; traps.size() < trap_target && attempts < 64 * trap_target + 64; ++attempts) {
    const Point p = base.point(CellId{std::uint32_t(random.below(cells))});
    if (base.weight(p) == kBlocked || truth.weight(p) == kBlocked || starts[index(p)]) continue;
    if (std::find(players.begin(), players.end(), p) != players.end()) continue;
    if (monsters_active() &&
        std::any_of(monsters.begin(), monsters.end(), [&](const Monster& m) { return m.cell == p || m.next == p; }))
      continue;
    traps.push_back({p, tick - 1 + options.trap_min + random.below(span)});
    truth.set_weight(p, kBlocked);
    global_changes.push_back({p, kBlocked});
  }
}

void Simulation::State::move_monsters() {
  if (!monsters_active() || monsters_paused) return;
  const MonsterGround ground{&world.grid, &truth, safe};
  std::vector<Point> players;
  player_cells(players, false);
  const MonsterParams& params = options.monster;
  for (Monster& m : monsters) {
    if (m.next == m.cell || !ground.can_step(m.cell, m.next))
      decide_monster_move(m, ground, players, params, monster_random);
    if (m.next == m.cell) {
      m.progress = 0;
      continue;
    }
    if (advance(m.cell, m.next, m.progress, m.next, params.speed)) {
      decide_monster_move(m, ground, players, params, monster_random);
      if (m.next == m.cell) m.progress = 0;
    }
  }
}

void Simulation::State::cast_threat_map() {
  if (!monsters_active()) return;
  std::fill(threat.begin(), threat.end(), 0.0f);
  for (SimAgent& a : agents) a.seen = false;
  if (human) human->seen = false;
  for (const Monster& m : monsters) {
    visible_cells(world.grid, m.cell, m.facing, options.monster.vision, seen);
    cast_threat(threat, truth.width(), m.cell, seen, options.monster.vision);
    const auto sees = [&](Point p) { return std::find(seen.begin(), seen.end(), p) != seen.end(); };
    for (SimAgent& a : agents)
      if (!a.done && sees(a.at)) a.seen = true;
    if (human && !human->done && sees(human->at)) human->seen = true;
  }
  for (SimAgent& a : agents)
    if (a.seen) {
      ++a.current.in_view;
      ++a.in_view_total;
    }
  if (human && human->seen) {
    ++human->current.in_view;
    ++human->in_view_total;
  }
  if (!(options.threat_weight > 0)) return;
  for (std::size_t i = 0; i < threat.size(); ++i) {
    const auto b = Weight(std::min(254.0, std::round(options.threat_weight * double(threat[i]))));
    if (b == bonus[i]) continue;
    bonus[i] = b;
    global_changes.push_back({truth.point(CellId{std::uint32_t(i)}), 0});  // weight filled per agent
  }
}

std::optional<Point> Simulation::State::walk_obstructed(SimAgent& a) {
  const bool walkable = a.last_at + 1 < a.last_path.size() && !wall_for(a.opened, a.last_path[a.last_at + 1]);
  if (!walkable) {
    // The agent's belief with the pits taken out (walls it knows of and closed doors stay).
    Grid hopeful = a.nav->map();
    for (std::int32_t y = 0; y < hopeful.height(); ++y)
      for (std::int32_t x = 0; x < hopeful.width(); ++x)
        if (const Point p{x, y}; hopeful.weight(p) == kBlocked && !wall_for(a.opened, p))
          hopeful.set_weight(p, world.grid.weight(p) == kBlocked ? kGround : world.grid.weight(p));
    AStarSearch<OctileHeuristic> search(hopeful, options.rules);
    const SearchResult& r = search.solve({a.at, goals[a.goal].cell});
    a.last_path = r.found() ? r.path : std::vector<Point>{};
    a.last_at = 0;
    if (a.last_path.size() < 2) return std::nullopt;
  }
  const Point p = a.last_path[a.last_at + 1];
  if (seen_weight(a, p) == kBlocked || !a.nav->moves().move_cost(a.at, p)) return std::nullopt;
  return p;
}

void Simulation::State::run_agent(SimAgent& a) {
  ++a.current.ticks;
  changes.clear();
  if (options.sense > 0) {
    a.sense(
        truth, options.sense, [&](Point p) { return seen_weight(a, p); }, changes);
  } else {
    for (const CellChange& c : global_changes) changes.push_back({c.cell, seen_weight(a, c.cell)});
  }
  a.nav->apply_changes(changes);
  Status s = a.nav->plan();
  if (s == Status::no_path && options.sense > 0 && a.forget_unseen_pits(world.grid, options.sense)) s = a.nav->plan();
  verify(a, s);
  std::optional<Point> next;
  if (s == Status::found) {
    next = a.nav->next_step();
    a.last_path = a.nav->path();
    a.last_at = 0;
    a.path_state = PathState::clear;
  } else if (options.follow == Follow::walk) {
    next = walk_obstructed(a);
    a.path_state = next ? PathState::obstructed : PathState::stuck;
  } else {
    a.path_state = PathState::stuck;
  }
  if (!next || seen_weight(a, *next) == kBlocked) {
    ++a.current.waits;
    a.next = a.at;
    a.progress = 0;
  } else if (advance(a.at, a.next, a.progress, *next, options.agent_speed)) {
    ++a.last_at;  // the agent now stands on last_path[last_at] (a found path starts at it)
    ++a.current.moves;
    a.nav->move_agent(a.at);
    s = a.nav->plan();
    verify(a, s);
  }
  if (a.at == goals[a.goal].cell) reach_goal(a);
}

void Simulation::State::reach_goal(SimAgent& a) {
  a.current.reached = true;
  a.current.stats = a.nav->stats();
  finished.push_back(a.current);
  if (const detail::GoalDoor& g = goal_doors[a.goal]; g.opens) {
    a.opened[g.door] = true;
    a.nav->apply_change({world.doors[g.door].cell, seen_weight(a, world.doors[g.door].cell)});
  }
  if (++a.goal == goals.size()) {
    a.done = true;
    a.last_path.clear();
  } else {
    a.nav->set_goal(goals[a.goal].cell);
    a.nav->clear_stats();
    a.begin_goal(a.goal, goals[a.goal]);
  }
}

void Simulation::State::catch_players() {
  if (!monsters_active()) return;
  const auto caught = [&](Point p) {
    return std::any_of(monsters.begin(), monsters.end(), [&](const Monster& m) { return m.cell == p; });
  };
  for (SimAgent& a : agents) {
    if (a.done || !caught(a.at)) continue;
    ++a.current.caught;
    ++a.caught_total;
    if (options.invulnerable) continue;
    a.at = a.next = a.start;
    a.progress = 0;
    a.last_path.clear();
    a.last_at = 0;
    a.nav->move_agent(a.at);
  }
  if (!human || human->done || !caught(human->at)) return;
  ++human->current.caught;
  ++human->caught_total;
  if (options.invulnerable) return;
  human->at = human->next = human->start;
  human->progress = 0;
}

}  // namespace gridnav
