// The tick of the tile-world simulation (rules in dynamic/sim.hpp): traps, monsters,
// threat, then each agent senses, plans and moves, then monsters catch.
#include "gridnav/dynamic/simulation.hpp"

#include <algorithm>
#include <cmath>

#include "gridnav/dynamic/planners.hpp"
#include "gridnav/dynamic/verify.hpp"
#include "gridnav/error.hpp"
#include "sim_agent.hpp"

namespace gridnav {

using detail::SimAgent;

struct Simulation::State {
  World world;
  SimOptions options;
  std::vector<SimGoal> goals;
  std::vector<detail::GoalDoor> goal_doors;
  Grid truth;                      // walls, closed doors, pits
  std::vector<std::uint8_t> safe;  // agents' starts and keys
  std::vector<SimAgent> agents;
  std::vector<SimTrap> traps;
  std::vector<Monster> monsters;
  std::vector<float> threat;
  std::vector<Weight> bonus;  // round(threat_weight x threat) per cell, as the agents were told
  std::vector<GoalRecord> finished;
  std::vector<CellChange> global_changes, changes;
  std::vector<Point> seen;
  Random random, monster_random;
  PathVerifier verifier;
  std::uint64_t tick = 0, checks = 0;
  std::uint64_t trap_target = 0;
  std::string failure;
  bool monsters_paused = false;

  State(const World& w, const SimOptions& o)
      : world(w),
        options(o),
        truth(w.grid),
        random(o.seed),
        monster_random(o.seed ^ 0x6d6f6e7374657273ull),
        verifier(o.check_invariants || detail::kDebugBuild) {}

  [[nodiscard]] bool monsters_active() const noexcept { return options.monsters && !monsters.empty(); }
  [[nodiscard]] std::size_t index(Point p) const noexcept {
    return std::size_t(p.y) * std::size_t(truth.width()) + std::size_t(p.x);
  }

  /// The weight of `p` as agent `a` would see it now: its opened doors, pits, threat.
  [[nodiscard]] Weight seen_weight(const SimAgent& a, Point p) const noexcept {
    Weight w = truth.weight(p);
    for (std::size_t d = 0; d < world.doors.size(); ++d)
      if (a.opened[d] && world.doors[d].cell == p) w = kGround;
    if (w == kBlocked || bonus.empty()) return w;
    return Weight(std::min<int>(kMaxWeight, int(w) + bonus[index(p)]));
  }

  void update_traps();
  void move_monsters();
  void cast_threat_map();
  void run_agent(SimAgent& a);
  void catch_agents();
  void verify(SimAgent& a, Status s) {
    if (!options.verify || !failure.empty()) return;
    ++checks;
    if (std::string why = verifier.check(*a.nav, s); !why.empty())
      failure = "tick " + std::to_string(tick) + ": " + why;
  }
};

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
  for (std::uint64_t attempts = 0; traps.size() < trap_target && attempts < 64 * trap_target + 64; ++attempts) {
    const Point p = base.point(CellId{std::uint32_t(random.below(cells))});
    if (base.weight(p) == kBlocked || truth.weight(p) == kBlocked) continue;
    if (std::any_of(agents.begin(), agents.end(), [&](const SimAgent& a) { return a.at == p; })) continue;
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
  for (const SimAgent& a : agents)
    if (!a.done) players.push_back(a.at);
  const MonsterParams& params = options.monster;
  for (Monster& m : monsters) {
    if (m.next == m.cell || !ground.can_step(m.cell, m.next))
      decide_monster_move(m, ground, players, params, monster_random);
    if (m.next == m.cell) {
      m.progress = 0;
      continue;
    }
    m.progress += params.speed;
    const double price = options.terrain_slows ? double(world.grid.weight(m.next)) : 1.0;
    if (m.progress + 1e-9 >= price) {
      m.progress = std::max(0.0, m.progress - price);
      m.cell = m.next;
      decide_monster_move(m, ground, players, params, monster_random);
      if (m.next == m.cell) m.progress = 0;
    }
  }
}

void Simulation::State::cast_threat_map() {
  if (!monsters_active()) return;
  std::fill(threat.begin(), threat.end(), 0.0f);
  for (SimAgent& a : agents) a.seen = false;
  for (const Monster& m : monsters) {
    visible_cells(world.grid, m.cell, m.facing, options.monster.vision, seen);
    cast_threat(threat, truth.width(), m.cell, seen, options.monster.vision);
    for (SimAgent& a : agents)
      if (!a.done && std::find(seen.begin(), seen.end(), a.at) != seen.end()) a.seen = true;
  }
  for (SimAgent& a : agents)
    if (a.seen) {
      ++a.current.in_view;
      ++a.in_view_total;
    }
  if (!(options.threat_weight > 0)) return;
  for (std::size_t i = 0; i < threat.size(); ++i) {
    const auto b = Weight(std::min(254.0, std::round(options.threat_weight * double(threat[i]))));
    if (b == bonus[i]) continue;
    bonus[i] = b;
    global_changes.push_back({truth.point(CellId{std::uint32_t(i)}), 0});  // weight filled per agent
  }
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
  } else if (options.follow == Follow::walk && a.last_at + 1 < a.last_path.size()) {
    const Point p = a.last_path[a.last_at + 1];
    if (seen_weight(a, p) != kBlocked && a.nav->moves().move_cost(a.at, p)) next = p;
    a.path_state = next ? PathState::obstructed : PathState::stuck;
  } else {
    a.path_state = PathState::stuck;
  }
  if (!next || seen_weight(a, *next) == kBlocked) {
    ++a.current.waits;
    a.next = a.at;
    a.progress = 0;
  } else {
    a.next = *next;
    a.progress += options.agent_speed;
    const double price = options.terrain_slows ? double(world.grid.weight(*next)) : 1.0;
    if (a.progress + 1e-9 >= price) {
      a.progress = std::max(0.0, a.progress - price);
      ++a.last_at;  // the agent now stands on last_path[last_at] (a found path starts at it)
      a.at = *next;
      a.next = a.at;
      ++a.current.moves;
      a.nav->move_agent(a.at);
      s = a.nav->plan();
      verify(a, s);
    }
  }
  if (a.at == goals[a.goal].cell) {
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
}

void Simulation::State::catch_agents() {
  if (!monsters_active()) return;
  for (SimAgent& a : agents) {
    if (a.done) continue;
    if (std::none_of(monsters.begin(), monsters.end(), [&](const Monster& m) { return m.cell == a.at; })) continue;
    ++a.current.caught;
    ++a.caught_total;
    if (options.invulnerable) continue;
    a.at = a.next = a.start;
    a.progress = 0;
    a.last_path.clear();
    a.last_at = 0;
    a.nav->move_agent(a.at);
  }
}

Simulation::Simulation(const World& world, const SimOptions& options) {
  check_sim_options(options);
  state_ = std::make_unique<State>(world, options);
  State& s = *state_;
  detail::goal_sequence(world, s.goals, s.goal_doors);
  if (s.goals.empty()) throw InputError("sim: the world has no key ('x', 'y', 'z'), so the agents have no goal");
  std::vector<Point> starts;
  for (const WorldEntity& e : world.agents)
    for (int i = 0; i < 1 + (e.symbol - 'p'); ++i) starts.push_back(e.cell);
  if (starts.empty() && world.player) starts.push_back(*world.player);
  if (starts.empty()) throw InputError("sim: the world has no agent ('p', 'q', 'r') and no player ('o')");

  s.safe.assign(world.grid.cell_count(), 0);
  for (const Point p : starts) s.safe[s.index(p)] = 1;
  for (const WorldEntity& k : world.keys) s.safe[s.index(k.cell)] = 1;
  for (const WorldEntity& m : world.monsters)
    s.monsters.push_back({.symbol = m.symbol, .cell = m.cell, .next = m.cell});
  s.threat.assign(world.grid.cell_count(), 0.0f);
  if (options.threat_weight > 0) s.bonus.assign(world.grid.cell_count(), 0);
  for (std::size_t i = 0; i < starts.size(); ++i) {
    SimAgent a;
    a.planner = options.planners[i % options.planners.size()];
    a.nav = make_navigator(a.planner, {.heap_counts = true, .timing = true});
    a.at = a.next = a.start = starts[i];
    a.opened.assign(world.doors.size(), false);
    a.index = i;
    if (options.sense > 0) {
      a.nav->reset(Grid(world.grid.width(), world.grid.height(), kGround), options.rules, a.at, s.goals[0].cell);
    } else {
      a.nav->reset(s.truth, options.rules, a.at, s.goals[0].cell);
    }
    a.nav->clear_stats();
    a.begin_goal(0, s.goals[0]);
    s.agents.push_back(std::move(a));
  }
}

Simulation::~Simulation() = default;

bool Simulation::finished() const noexcept {
  const State& s = *state_;
  return !s.failure.empty() || s.tick >= s.options.ticks ||
         std::all_of(s.agents.begin(), s.agents.end(), [](const SimAgent& a) { return a.done; });
}

bool Simulation::step() {
  if (finished()) return false;
  State& s = *state_;
  ++s.tick;
  s.global_changes.clear();
  s.update_traps();
  s.move_monsters();
  s.cast_threat_map();
  for (SimAgent& a : s.agents) {
    if (a.done) continue;
    s.run_agent(a);
    if (!s.failure.empty()) break;
  }
  s.catch_agents();
  return true;
}

SimResult Simulation::result() const {
  const State& s = *state_;
  SimResult r;
  r.goals = s.finished;
  for (const SimAgent& a : s.agents) {
    r.agent_planners.push_back(a.planner);
    if (a.done) continue;
    GoalRecord g = a.current;
    g.stats = a.nav->stats();
    r.goals.push_back(g);
  }
  std::stable_sort(r.goals.begin(), r.goals.end(),
                   [](const GoalRecord& x, const GoalRecord& y) { return x.agent < y.agent; });
  r.agents = s.agents.size();
  r.ticks = s.tick;
  r.checks = s.checks;
  r.failure = s.failure;
  return r;
}

void Simulation::set_invulnerable(bool on) noexcept { state_->options.invulnerable = on; }
void Simulation::set_monsters_paused(bool paused) noexcept { state_->monsters_paused = paused; }
void Simulation::set_follow(Follow follow) noexcept { state_->options.follow = follow; }
void Simulation::set_trap_density(double density) {
  if (!(density >= 0 && density <= 1)) throw InputError("sim: the trap density must be in 0..1");
  state_->options.trap_density = density;
}
void Simulation::set_update_every(std::uint32_t ticks) { state_->options.update_every = ticks; }
const SimOptions& Simulation::options() const noexcept { return state_->options; }
bool Simulation::monsters_paused() const noexcept { return state_->monsters_paused; }

std::uint64_t Simulation::tick() const noexcept { return state_->tick; }
const World& Simulation::world() const noexcept { return state_->world; }
std::span<const SimGoal> Simulation::goals() const noexcept { return state_->goals; }
const Grid& Simulation::truth() const noexcept { return state_->truth; }
std::span<const SimTrap> Simulation::traps() const noexcept { return state_->traps; }
std::span<const float> Simulation::threat() const noexcept { return state_->threat; }
std::span<const Monster> Simulation::monsters() const noexcept {
  return state_->options.monsters ? std::span<const Monster>(state_->monsters) : std::span<const Monster>();
}
std::size_t Simulation::agent_count() const noexcept { return state_->agents.size(); }
const Navigator& Simulation::navigator(std::size_t index) const { return *state_->agents.at(index).nav; }
void Simulation::set_sink(std::size_t index, EventSink* sink) { state_->agents.at(index).nav->set_sink(sink); }

SimAgentView Simulation::agent(std::size_t index) const {
  const State& s = *state_;
  const SimAgent& a = s.agents.at(index);
  SimAgentView v;
  v.planner = a.planner;
  v.cell = a.at;
  v.next = a.next;
  v.fraction = a.next == a.at
                   ? 0.0
                   : std::min(1.0, a.progress / (s.options.terrain_slows ? double(s.world.grid.weight(a.next)) : 1.0));
  v.start = a.start;
  v.goal = a.goal;
  v.done = a.done;
  v.path_state = a.path_state;
  v.path = std::span<const Point>(a.last_path).subspan(std::min(a.last_at, a.last_path.size()));
  v.caught = a.caught_total;
  v.in_view = a.in_view_total;
  v.seen = a.seen;
  return v;
}

}  // namespace gridnav
