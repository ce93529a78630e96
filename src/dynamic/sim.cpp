#include "gridnav/dynamic/sim.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <sstream>

#include "gridnav/dynamic/planners.hpp"
#include "gridnav/dynamic/verify.hpp"
#include "gridnav/error.hpp"
#include "gridnav/util/random.hpp"

namespace gridnav {
namespace {

struct Goal {
  char symbol;
  Point cell;
  bool is_key;
  std::size_t door = 0;  // index into doors, for keys whose door exists
  bool has_door = false;
};

struct Agent {
  std::unique_ptr<Navigator> nav;
  std::string planner;
  Point at;
  std::size_t goal = 0;
  std::vector<bool> opened;      // per door
  Grid belief;                   // what the agent knows (sense > 0)
  std::vector<Point> last_path;  // for Follow::walk
  std::size_t last_at = 0;
  GoalRecord current;
  bool done = false;
};

std::vector<Goal> goal_sequence(const World& world) {
  std::vector<Goal> goals;
  for (char k : {'x', 'y', 'z'}) {
    const auto key =
        std::find_if(world.keys.begin(), world.keys.end(), [&](const WorldEntity& e) { return e.symbol == k; });
    if (key == world.keys.end()) continue;
    Goal g{k, key->cell, true};
    const char door_symbol = char(k - 'a' + 'A');
    for (std::size_t i = 0; i < world.doors.size(); ++i)
      if (world.doors[i].symbol == door_symbol) {
        g.door = i;
        g.has_door = true;
        break;
      }
    goals.push_back(g);
    if (g.has_door) goals.push_back({door_symbol, world.doors[g.door].cell, false, g.door, true});
  }
  return goals;
}

}  // namespace

bool SimResult::all_reached() const noexcept {
  return std::all_of(goals.begin(), goals.end(), [](const GoalRecord& g) { return g.reached; });
}

GoalRecord SimResult::total(std::size_t agent) const {
  GoalRecord t;
  t.agent = agent;
  t.reached = true;
  t.planner = agent < agent_planners.size() ? agent_planners[agent] : "";
  for (const GoalRecord& g : goals) {
    if (g.agent != agent) continue;
    t.reached = t.reached && g.reached;
    t.ticks += g.ticks;
    t.moves += g.moves;
    t.waits += g.waits;
    t.stats += g.stats;
    ++t.goal_index;
  }
  return t;
}

SimResult run_simulation(const World& world, const SimOptions& options, const std::atomic<bool>* stop) {
  if (options.planners.empty()) throw InputError("sim: no planner given");
  if (options.trap_density < 0 || options.trap_density > 1) throw InputError("sim: trap density must be in 0..1");
  if (options.trap_min > options.trap_max) throw InputError("sim: trap-min is above trap-max");
  if (options.sense < 0) throw InputError("sim: the sensing radius must be >= 0");
  const std::vector<Goal> goals = goal_sequence(world);
  if (goals.empty()) throw InputError("sim: the world has no key ('x', 'y', 'z'), so the agents have no goal");

  SimResult result;
  std::vector<Agent> agents;
  std::vector<Point> starts;
  for (const WorldEntity& e : world.agents)
    for (int i = 0; i < 1 + (e.symbol - 'p'); ++i) starts.push_back(e.cell);
  if (starts.empty() && world.player) starts.push_back(*world.player);
  if (starts.empty()) throw InputError("sim: the world has no agent ('p', 'q', 'r') and no player ('o')");

  Grid truth = world.grid;  // walls, closed doors, traps
  const Grid& base = world.grid;
  for (std::size_t i = 0; i < starts.size(); ++i) {
    Agent a;
    a.planner = options.planners[i % options.planners.size()];
    a.nav = make_navigator(a.planner, {.heap_counts = true, .timing = true});
    a.at = starts[i];
    a.opened.assign(world.doors.size(), false);
    if (options.sense > 0) a.belief = Grid(truth.width(), truth.height(), kGround);
    agents.push_back(std::move(a));
    result.agent_planners.push_back(agents.back().planner);
  }
  result.agents = agents.size();

  auto truth_for = [&](const Agent& a, Point p) -> Weight {
    for (std::size_t d = 0; d < world.doors.size(); ++d)
      if (a.opened[d] && world.doors[d].cell == p) return kGround;
    return truth.weight(p);
  };
  auto begin_goal = [&](Agent& a, std::size_t index) {
    a.current = {};
    a.current.agent = std::size_t(&a - agents.data());
    a.current.planner = a.planner;
    a.current.goal_index = index;
    a.current.symbol = goals[index].symbol;
    a.current.cell = goals[index].cell;
    a.last_path.clear();
    a.last_at = 0;
  };
  for (Agent& a : agents) {
    if (options.sense > 0) {
      a.nav->reset(a.belief, options.rules, a.at, goals[0].cell);
    } else {
      a.nav->reset(truth, options.rules, a.at, goals[0].cell);
    }
    a.nav->clear_stats();
    begin_goal(a, 0);
  }

#ifdef NDEBUG
  constexpr bool kDebugBuild = false;
#else
  constexpr bool kDebugBuild = true;  // debug builds check the planners' invariants whenever they verify
#endif
  PathVerifier verifier(options.check_invariants || kDebugBuild);
  Random random(options.seed);
  struct Trap {
    Point cell;
    std::uint64_t until;
  };
  std::vector<Trap> traps;
  std::vector<CellChange> global_changes, changes;
  const auto target = std::uint64_t(std::llround(options.trap_density * double(base.traversable_count())));
  const std::uint64_t cells = base.cell_count();

  auto verify = [&](Agent& a, Status s) {
    if (!options.verify || !result.failure.empty()) return;
    ++result.checks;
    if (std::string why = verifier.check(*a.nav, s); !why.empty())
      result.failure = "tick " + std::to_string(result.ticks) + ": " + why;
  };

  for (std::uint64_t tick = 0; tick < options.ticks; ++tick) {
    if (stop != nullptr && stop->load(std::memory_order_relaxed)) {
      result.interrupted = true;
      break;
    }
    if (std::all_of(agents.begin(), agents.end(), [](const Agent& a) { return a.done; })) break;
    result.ticks = tick + 1;
    // Traps.
    global_changes.clear();
    if (options.update_every > 0 && tick % options.update_every == 0) {
      for (std::size_t i = 0; i < traps.size();) {
        if (traps[i].until <= tick) {
          global_changes.push_back({traps[i].cell, base.weight(traps[i].cell)});
          truth.set_weight(traps[i].cell, base.weight(traps[i].cell));
          traps[i] = traps.back();
          traps.pop_back();
        } else {
          ++i;
        }
      }
      for (std::uint64_t attempts = 0; traps.size() < target && attempts < 64 * target + 64; ++attempts) {
        const auto at = std::uint32_t(random.below(cells));
        const Point p = base.point(CellId{at});
        if (base.weight(p) == kBlocked || truth.weight(p) == kBlocked) continue;
        if (std::any_of(agents.begin(), agents.end(), [&](const Agent& a) { return a.at == p; })) continue;
        const std::uint64_t span = options.trap_max - options.trap_min + 1;
        traps.push_back({p, tick + options.trap_min + random.below(span)});
        truth.set_weight(p, kBlocked);
        global_changes.push_back({p, kBlocked});
      }
    }
    for (Agent& a : agents) {
      if (a.done) continue;
      ++a.current.ticks;
      // What this agent learns this tick.
      changes.clear();
      if (options.sense > 0) {
        // The sensed square clipped to the map (in 64 bits: a radius may be as large as
        // an int32 allows), so a radius beyond the map costs the map, not the radius squared.
        const std::int64_t r = options.sense;
        const auto x0 = std::int32_t(std::max<std::int64_t>(0, a.at.x - r));
        const auto x1 = std::int32_t(std::min<std::int64_t>(truth.width() - 1, a.at.x + r));
        const auto y0 = std::int32_t(std::max<std::int64_t>(0, a.at.y - r));
        const auto y1 = std::int32_t(std::min<std::int64_t>(truth.height() - 1, a.at.y + r));
        for (std::int32_t y = y0; y <= y1; ++y)
          for (std::int32_t x = x0; x <= x1; ++x) {
            const Point p{x, y};
            const Weight w = truth_for(a, p);
            if (a.nav->map().weight(p) != w) changes.push_back({p, w});
          }
      } else {
        for (const CellChange& c : global_changes) changes.push_back({c.cell, truth_for(a, c.cell)});
      }
      a.nav->apply_changes(changes);
      Status s = a.nav->plan();
      verify(a, s);
      std::optional<Point> next;
      if (s == Status::found) {
        next = a.nav->next_step();
        a.last_path = a.nav->path();
        a.last_at = 0;
      } else if (options.follow == Follow::walk && a.last_at + 1 < a.last_path.size()) {
        const Point p = a.last_path[a.last_at + 1];
        if (truth_for(a, p) != kBlocked && a.nav->moves().move_cost(a.at, p)) next = p;
      }
      if (next && truth_for(a, *next) != kBlocked) {
        if (s != Status::found) ++a.last_at;
        a.at = *next;
        ++a.current.moves;
        a.nav->move_agent(a.at);
        s = a.nav->plan();
        verify(a, s);
      } else {
        ++a.current.waits;
      }
      if (a.at == goals[a.goal].cell) {
        a.current.reached = true;
        a.current.stats = a.nav->stats();
        result.goals.push_back(a.current);
        const Goal& g = goals[a.goal];
        if (g.is_key && g.has_door) {
          a.opened[g.door] = true;
          a.nav->apply_change({world.doors[g.door].cell, kGround});
        }
        if (++a.goal == goals.size()) {
          a.done = true;
        } else {
          a.nav->set_goal(goals[a.goal].cell);
          a.nav->clear_stats();
          begin_goal(a, a.goal);
        }
      }
      if (!result.failure.empty()) break;
    }
    if (!result.failure.empty()) break;
  }
  for (Agent& a : agents)
    if (!a.done) {
      a.current.stats = a.nav->stats();
      result.goals.push_back(a.current);
    }
  std::stable_sort(result.goals.begin(), result.goals.end(),
                   [](const GoalRecord& x, const GoalRecord& y) { return x.agent < y.agent; });
  return result;
}

std::string goal_log_tsv(const SimResult& result, std::size_t agent) {
  std::ostringstream out;
  out << "agent\tplanner\tgoal\tsymbol\tx\ty\treached\tticks\tmoves\twaits\theapInsert\theapRemove\t"
         "averageHeapSize\ttotalOperations\taverageHeapHeight\tworstCaseSearchDepth\texpansions\tsearches\ttime_us\n";
  for (const GoalRecord& g : result.goals) {
    if (g.agent != agent) continue;
    const NavigatorStats& s = g.stats;
    out << g.agent + 1 << '\t' << g.planner << '\t' << g.goal_index + 1 << '\t' << g.symbol << '\t' << g.cell.x << '\t'
        << g.cell.y << '\t' << (g.reached ? 1 : 0) << '\t' << g.ticks << '\t' << g.moves << '\t' << g.waits << '\t'
        << s.heap_inserts << '\t' << s.heap_removes << '\t' << s.average_heap_size() << '\t' << s.total_operations()
        << '\t' << s.average_heap_height() << '\t' << s.heap_height_sum << '\t' << s.expansions << '\t' << s.searches
        << '\t' << double(s.time_ns) / 1000.0 << '\n';
  }
  return out.str();
}

}  // namespace gridnav
