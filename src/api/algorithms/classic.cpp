// Registers the static search suite: astar (and weighted A*), dijkstra, greedy, dfs
// and bfs, all configurations of the one best-first engine (search/best_first.hpp).
//
// Parameters (each also a command-line option --NAME, see apps/gridnav/search_options.cpp):
//   open=binary|quaternary|radix|stdpq|buckets|multistack|unsorted   the open list
//   duplicates=open|closed   check from open (decrease-key) or from closed (lazy)
//   memory=stamp|pool|alloc  node memory scheme
//   tie=g|h|lifo|fifo        order among equal f
//   heuristic=...            distance estimate (astar, greedy)
//   weight=W                 f = g + W h (astar): cost at most W x optimal
//   stats=on|off             count operations (Planner::counts(); --stats)
// Every combination works (the bucket queue stays exact for any f, see
// open_list/bucket_queue.hpp); only malformed values are rejected.
#include <cmath>
#include <string>

#include "../heuristic_dispatch.hpp"
#include "../landmark_support.hpp"
#include "gridnav/algorithm/classic.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"
#include "search_suite.hpp"

namespace gridnav::detail {
namespace {

const char* const kDefaultOpen = "calendar";  // fastest measured on the octile maps (docs/performance.md)
const char* const kDefaultDuplicates = "open";

ParamSpec tie_param() {
  return {"tie", "g", {"g", "h", "lifo", "fifo"}, "order among equal f: larger g, smaller h, LIFO, FIFO"};
}
ParamSpec open_param() {
  return {"open",
          kDefaultOpen,
          {"binary", "quaternary", "radix", "calendar", "stdpq", "buckets", "multistack", "unsorted"},
          "open list: binary/4-ary heap, radix heap, calendar queue, std::priority_queue, array of stacks, multi-stack "
          "heap, unsorted array"};
}
ParamSpec duplicates_param() {
  return {"duplicates",
          kDefaultDuplicates,
          {"open", "closed"},
          "duplicate rule: check from open (decrease-key) or from closed (lazy deletion)"};
}
ParamSpec memory_param() {
  return {"memory",
          "stamp",
          {"stamp", "pool", "alloc"},
          "node memory: per-cell state with search stamps, a node pool, one allocation per node"};
}
ParamSpec stats_param() {
  return {"stats", "off", {"on", "off"}, "count open-list operations (printed by path and scen)", "stats", "on"};
}
ParamSpec heuristic_param() { return {"heuristic", "octile", heuristic_names(), "distance estimate to the goal"}; }

double parse_weight(const std::string& text) {
  std::size_t used = 0;
  double w = 0;
  try {
    w = std::stod(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size() || !std::isfinite(w) || w < 1) throw InputError("weight=" + text + " is not a number >= 1");
  return w;
}

OpenKind parse_open(const std::string& s) {
  if (s == "unsorted") return OpenKind::unsorted;
  if (s == "stdpq") return OpenKind::stdpq;
  if (s == "buckets") return OpenKind::buckets;
  if (s == "multistack") return OpenKind::multistack;
  if (s == "quaternary") return OpenKind::quaternary;
  if (s == "radix") return OpenKind::radix;
  if (s == "calendar") return OpenKind::calendar;
  return OpenKind::binary;
}
MemoryKind parse_memory(const std::string& s) {
  return s == "pool" ? MemoryKind::pool : s == "alloc" ? MemoryKind::alloc : MemoryKind::stamp;
}
HeuristicKind parse_heuristic(const std::string& s) {
  if (s == "manhattan") return HeuristicKind::manhattan;
  if (s == "zero") return HeuristicKind::zero;
  if (s == "chebyshev") return HeuristicKind::chebyshev;
  if (s == "euclidean") return HeuristicKind::euclidean;
  return HeuristicKind::octile;
}
std::string param(const PlannerSpec& spec, const char* key, const char* fallback) {
  const auto it = spec.params.find(key);
  return it == spec.params.end() ? fallback : it->second;
}

SuiteConfig config_from(const PlannerSpec& spec) {
  SuiteConfig c;
  c.open = parse_open(param(spec, "open", "binary"));
  c.duplicates = param(spec, "duplicates", "open") == "closed" ? Duplicates::closed : Duplicates::open;
  c.memory = parse_memory(param(spec, "memory", "stamp"));
  c.heuristic = parse_heuristic(param(spec, "heuristic", "zero"));
  c.options.tie = *parse_tie_rule(param(spec, "tie", "g"));
  c.stats = param(spec, "stats", "off") == "on";
  return c;
}

std::unique_ptr<Planner> make_suite(const Grid& grid, const MoveRules& rules, const SuiteConfig& c, PlannerInfo info) {
  switch (c.open) {
    case OpenKind::unsorted:
      return make_unsorted(grid, rules, c, std::move(info));
    case OpenKind::stdpq:
      return make_stdpq(grid, rules, c, std::move(info));
    case OpenKind::buckets:
      return make_buckets(grid, rules, c, std::move(info));
    case OpenKind::multistack:
      return make_multistack(grid, rules, c, std::move(info));
    case OpenKind::quaternary:
      return make_quaternary(grid, rules, c, std::move(info));
    case OpenKind::radix:
      return make_radix(grid, rules, c, std::move(info));
    case OpenKind::calendar:
      return make_calendar(grid, rules, c, std::move(info));
    case OpenKind::fifo:
    case OpenKind::lifo:
      return make_key_blind(grid, rules, c, std::move(info));
    default:
      return make_binary(grid, rules, c, std::move(info));
  }
}

/// Landmark heuristics (alt, altbest) are templates of their own (landmark_astar.cpp):
/// buckets, stdpq or the binary heap, stamped memory; the planner's spec says what ran.
std::unique_ptr<Planner> make_landmark_astar(const Grid& grid, const MoveRules& rules, const SuiteConfig& c,
                                             PlannerInfo info) {
  return make_landmark_suite(grid, rules, c, std::move(info));  // landmark_astar.cpp: buckets, stdpq, binary
}

std::vector<ParamSpec> best_first_params(bool heuristic, bool weight) {
  std::vector<ParamSpec> p;
  if (heuristic) p.push_back(heuristic_param());
  p.push_back(tie_param());
  if (weight) p.push_back({"weight", "1", {}, "f = g + weight x h; cost at most weight x optimal"});
  p.push_back(open_param());
  p.push_back(duplicates_param());
  p.push_back(memory_param());
  p.push_back(stats_param());
  if (heuristic) {
    for (ParamSpec& l : landmark_params()) p.push_back(std::move(l));
  }
  return p;
}

}  // namespace

void register_classic(Registry& registry) {
  registry.add({"bfs",
                "breadth-first search: fewest moves (least cost when every move costs the same)",
                {memory_param(), stats_param()}},
               [](const Grid& grid, const MoveRules& rules, const PlannerSpec& spec) -> std::unique_ptr<Planner> {
                 PlannerInfo info{spec, rules, true, {}};
                 const CostProfile p = rules.profile();
                 if (rules.connectivity == Connectivity::eight && p.straight != p.diagonal) {
                   info.optimal = false;
                   info.note = "bfs counts moves; with unequal straight and diagonal costs it is not least-cost";
                 } else if (!grid.uniform()) {
                   info.optimal = false;
                   info.note = "bfs ignores terrain weights";
                 }
                 SuiteConfig c = config_from(spec);
                 c.open = OpenKind::fifo;
                 c.options.reopen_closed = false;
                 return make_suite(grid, rules, c, std::move(info));
               });

  registry.add(
      {"dfs", "depth-first search (LIFO frontier): finds a path, not a short one", {memory_param(), stats_param()}},
      [](const Grid& grid, const MoveRules& rules, const PlannerSpec& spec) -> std::unique_ptr<Planner> {
        PlannerInfo info{spec, rules, false, "depth-first search is not optimal"};
        SuiteConfig c = config_from(spec);
        c.open = OpenKind::lifo;
        c.options.reopen_closed = false;
        return make_suite(grid, rules, c, std::move(info));
      });

  registry.add({"dijkstra", "Dijkstra's algorithm (A* without a heuristic)", best_first_params(false, false)},
               [](const Grid& grid, const MoveRules& rules, const PlannerSpec& spec) -> std::unique_ptr<Planner> {
                 SuiteConfig c = config_from(spec);
                 c.heuristic = HeuristicKind::zero;
                 return make_suite(grid, rules, c, PlannerInfo{spec, rules, true, {}});
               });

  registry.add(
      {"greedy", "greedy best-first search (f = h): few expansions, not optimal", best_first_params(true, false)},
      [](const Grid& grid, const MoveRules& rules, const PlannerSpec& spec) -> std::unique_ptr<Planner> {
        SuiteConfig c = config_from(spec);
        c.options.g_weight = 0;
        PlannerInfo info{spec, rules, false, "greedy best-first search is not optimal"};
        if (uses_landmarks(spec)) return make_landmark_astar(grid, rules, c, std::move(info));
        return make_suite(grid, rules, c, std::move(info));
      });

  registry.add({"astar", "A* on any open list, duplicate rule and node memory; weight > 1 gives weighted A*",
                best_first_params(true, true)},
               [](const Grid& grid, const MoveRules& rules, const PlannerSpec& spec) -> std::unique_ptr<Planner> {
                 SuiteConfig c = config_from(spec);
                 c.options.h_weight = parse_weight(spec.params.at("weight"));
                 PlannerInfo info{spec, rules, true, inadmissibility(spec.params.at("heuristic"), rules)};
                 if (c.options.h_weight > 1)
                   info.note = "weighted A*: cost at most " + spec.params.at("weight") + " x optimal";
                 info.optimal = info.note.empty();
                 if (uses_landmarks(spec)) return make_landmark_astar(grid, rules, c, std::move(info));
                 return make_suite(grid, rules, c, std::move(info));
               });
}

}  // namespace gridnav::detail
