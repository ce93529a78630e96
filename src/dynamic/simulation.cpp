// The simulation's set-up, the order of a tick (rules in dynamic/sim.hpp), and what viewers
// read. The tick's parts are in sim_tick.cpp and sim_human.cpp.
#include "gridnav/dynamic/simulation.hpp"

#include <algorithm>

#include "gridnav/dynamic/planners.hpp"
#include "gridnav/error.hpp"
#include "sim_state.hpp"

namespace gridnav {

using detail::SimAgent;

Simulation::State::State(const World& w, const SimOptions& o)
    : world(w),
      options(o),
      truth(w.grid),
      random(o.seed),
      monster_random(o.seed ^ 0x6d6f6e7374657273ull),
      verifier(o.check_invariants || detail::kDebugBuild) {
  const CostProfile profile = o.rules.profile();
  diagonal_price = profile.diagonal / profile.straight;
}

namespace {

/// The agents' start cells: 'p', 'q', 'r' give 1, 2, 3 agents; without any, the player's
/// 'o' unless a human takes it.
std::vector<Point> agent_starts(const World& world, bool human) {
  std::vector<Point> starts;
  for (const WorldEntity& e : world.agents)
    for (int i = 0; i < 1 + (e.symbol - 'p'); ++i) starts.push_back(e.cell);
  if (starts.empty() && world.player && !human) starts.push_back(*world.player);
  return starts;
}

}  // namespace

Simulation::Simulation(const World& world, const SimOptions& options) {
  check_sim_options(options);
  state_ = std::make_unique<State>(world, options);
  State& s = *state_;
  detail::goal_sequence(world, s.goals, s.goal_doors);
  if (s.goals.empty()) throw InputError("sim: the world has no key ('x', 'y', 'z'), so the players have no goal");
  const bool human = options.human != HumanPlay::off;
  if (human && !world.player) throw InputError("sim: a human plays from the player start 'o', and the world has none");
  const std::vector<Point> starts = agent_starts(world, human);
  if (starts.empty() && !human) throw InputError("sim: the world has no agent ('p', 'q', 'r') and no player ('o')");

  s.safe.assign(world.grid.cell_count(), 0);
  s.starts.assign(world.grid.cell_count(), 0);
  for (const Point p : starts) s.safe[s.index(p)] = s.starts[s.index(p)] = 1;
  if (human) s.safe[s.index(*world.player)] = s.starts[s.index(*world.player)] = 1;
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
    // The first search, before any trap: the thesis' players plan as the game starts, and
    // a viewer shows the paths at tick 0.
    const Status first = a.nav->plan();
    s.verify(a, first);
    if (first == Status::found) a.last_path = a.nav->path();
    a.path_state = first == Status::found ? PathState::clear : PathState::stuck;
    s.agents.push_back(std::move(a));
  }
  if (human) {
    s.human = std::make_unique<detail::SimHuman>(s.truth, options.rules, *world.player);
    s.human->opened.assign(world.doors.size(), false);
    s.human->queue.assign(options.human_moves.begin(), options.human_moves.end());
    s.human->current = {.agent = starts.size(),
                        .planner = std::string(kHumanPlanner),
                        .symbol = s.goals[0].symbol,
                        .cell = s.goals[0].cell};
  }
}

Simulation::~Simulation() = default;

bool Simulation::finished() const noexcept {
  const State& s = *state_;
  if (!s.failure.empty() || s.tick >= s.options.ticks) return true;
  if (!std::all_of(s.agents.begin(), s.agents.end(), [](const SimAgent& a) { return a.done; })) return false;
  if (!s.human || s.human->done) return true;
  return s.options.human == HumanPlay::scripted && s.human->idle();
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
  s.run_human();
  s.catch_players();
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
  if (s.human && !s.human->done) r.goals.push_back(s.human->current);
  std::stable_sort(r.goals.begin(), r.goals.end(),
                   [](const GoalRecord& x, const GoalRecord& y) { return x.agent < y.agent; });
  r.agents = s.agents.size();
  r.human = s.human != nullptr;
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
void Simulation::queue_human_moves(std::span<const HumanMove> moves) {
  if (!state_->human) throw InputError("sim: no human plays in this run");
  state_->human->queue.insert(state_->human->queue.end(), moves.begin(), moves.end());
}
void Simulation::set_human_heading(std::optional<Direction> heading) {
  if (!state_->human) throw InputError("sim: no human plays in this run");
  state_->human->heading = heading;
}
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
double Simulation::move_price(Point from, Point to) const noexcept { return state_->move_price(from, to); }
const Navigator& Simulation::navigator(std::size_t index) const { return *state_->agents.at(index).nav; }
void Simulation::set_sink(std::size_t index, EventSink* sink) { state_->agents.at(index).nav->set_sink(sink); }

SimAgentView Simulation::agent(std::size_t index) const {
  const State& s = *state_;
  const SimAgent& a = s.agents.at(index);
  SimAgentView v;
  v.planner = a.planner;
  v.cell = a.at;
  v.next = a.next;
  v.fraction = a.next == a.at ? 0.0 : std::min(1.0, a.progress / s.move_price(a.at, a.next));
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

std::optional<SimHumanView> Simulation::human() const {
  const State& s = *state_;
  if (!s.human) return std::nullopt;
  const detail::SimHuman& h = *s.human;
  return SimHumanView{.cell = h.at,
                      .next = h.next,
                      .fraction = h.standing() ? 0.0 : std::min(1.0, h.progress / s.move_price(h.at, h.next)),
                      .start = h.start,
                      .goal = h.goal,
                      .done = h.done,
                      .caught = h.caught_total,
                      .in_view = h.in_view_total,
                      .seen = h.seen,
                      .queued = h.queue.size(),
                      .heading = h.heading};
}

}  // namespace gridnav
