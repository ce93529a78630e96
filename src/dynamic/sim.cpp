#include "gridnav/dynamic/sim.hpp"

#include "gridnav/dynamic/simulation.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <sstream>

#include "gridnav/dynamic/planners.hpp"
#include "gridnav/dynamic/verify.hpp"
#include "gridnav/error.hpp"
#include "gridnav/util/random.hpp"

namespace gridnav {

bool SimResult::all_reached() const noexcept {
  return std::all_of(goals.begin(), goals.end(), [](const GoalRecord& g) { return g.reached; });
}

GoalRecord SimResult::total(std::size_t agent) const {
  GoalRecord t;
  t.agent = agent;
  t.reached = true;
  if (agent < agent_planners.size()) t.planner = agent_planners[agent];
  if (human && agent == agents) t.planner = kHumanPlanner;
  for (const GoalRecord& g : goals) {
    if (g.agent != agent) continue;
    t.reached = t.reached && g.reached;
    t.ticks += g.ticks;
    t.moves += g.moves;
    t.waits += g.waits;
    t.caught += g.caught;
    t.in_view += g.in_view;
    t.stats += g.stats;
    ++t.goal_index;
  }
  return t;
}

void check_sim_options(const SimOptions& o) {
  auto within = [](double v, double lo, double hi) { return v >= lo && v <= hi; };  // false for NaN
  if (o.planners.empty()) throw InputError("sim: no planner given");
  for (const std::string& name : o.planners) (void)make_navigator(name);  // InputError for unknown names
  if (!within(o.trap_density, 0, 1)) throw InputError("sim: the trap density must be in 0..1");
  if (o.trap_min > o.trap_max) throw InputError("sim: trap-min is above trap-max");
  if (o.sense < 0) throw InputError("sim: the sensing radius must be >= 0");
  if (o.monster.vision < 1 || o.monster.vision > 1000) throw InputError("sim: the monsters' vision must be in 1..1000");
  if (o.monster.aggressiveness > 100) throw InputError("sim: the monsters' aggressiveness must be in 0..100");
  if (!within(o.monster.speed, 1e-3, 1))
    throw InputError("sim: the monsters' speed must be in 0.001..1 tiles per tick");
  if (!within(o.agent_speed, 1e-3, 1)) throw InputError("sim: the agents' speed must be in 0.001..1 tiles per tick");
  if (!within(o.threat_weight, 0, 254)) throw InputError("sim: the threat weight must be in 0..254");
  if (o.human == HumanPlay::off && !o.human_moves.empty())
    throw InputError("sim: moves were given for a human player, but no human plays");
}

SimResult run_simulation(const World& world, const SimOptions& options, const std::atomic<bool>* stop,
                         const std::function<void(std::uint64_t)>& after_tick) {
  Simulation sim(world, options);
  bool interrupted = false;
  while (!sim.finished()) {
    if (stop != nullptr && stop->load(std::memory_order_relaxed)) {
      interrupted = true;
      break;
    }
    sim.step();
    if (after_tick) after_tick(sim.tick());
  }
  SimResult r = sim.result();
  r.interrupted = interrupted;
  return r;
}

std::vector<GoalField> goal_fields(const GoalRecord& g) {
  const NavigatorStats& s = g.stats;
  return {{"agent", std::uint64_t(g.agent + 1)},
          {"planner", g.planner},
          {"goal", std::uint64_t(g.goal_index + 1)},
          {"symbol", g.symbol ? std::string(1, g.symbol) : std::string()},
          {"x", std::uint64_t(g.cell.x)},
          {"y", std::uint64_t(g.cell.y)},
          {"reached", g.reached},
          {"ticks", g.ticks},
          {"moves", g.moves},
          {"waits", g.waits},
          {"heapInsert", s.heap_inserts},
          {"heapRemove", s.heap_removes},
          {"averageHeapSize", s.average_heap_size()},
          {"totalOperations", s.total_operations()},
          {"averageHeapHeight", s.average_heap_height()},
          {"worstCaseSearchDepth", s.heap_height_sum},
          {"maxHeap", s.max_heap},
          {"expansions", s.expansions},
          {"searches", s.searches},
          {"time_us", double(s.time_ns) / 1000.0},
          {"caught", g.caught},
          {"ticksInView", g.in_view}};
}

std::string goal_log_tsv(const SimResult& result, std::size_t agent) {
  std::ostringstream out;
  const std::vector<GoalField> header = goal_fields(GoalRecord{});
  for (std::size_t i = 0; i < header.size(); ++i) out << (i ? "\t" : "") << header[i].name;
  out << '\n';
  for (const GoalRecord& g : result.goals) {
    if (g.agent != agent) continue;
    const std::vector<GoalField> fields = goal_fields(g);
    for (std::size_t i = 0; i < fields.size(); ++i) {
      if (i) out << '\t';
      std::visit([&](const auto& v) { out << v; }, fields[i].value);
    }
    out << '\n';
  }
  return out.str();
}

}  // namespace gridnav
