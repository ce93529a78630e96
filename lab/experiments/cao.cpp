// gridnav lab cao: the experiments of Cao's multi-stack heap thesis, run as its chapter 5
// ran them.
//
// Maps (§5.3): every side 40, 80, .., 560 with 0, 5, .., 40 % uniform random obstacles
// (generate_random_obstacles): 14 x 9 = 126 maps, 4-connected, unit costs, Manhattan.
// One hard query per map (§5.3, Figs. 29-30): without obstacles from corner to corner;
// with obstacles the candidate (start near the top-left corner, goal near the opposite
// one, the two connected) whose search expands the most nodes. Each open list keeps its own order among
// equal f (tie=native, open_list.hpp), and runs under both duplicate rules, check from
// closed as the thesis' Algorithm 2 (duplicates=closed-all). Timing (§5.2.3, Fig. 28):
// each search runs `runs` times, the first `dropped` are left out, the rest averaged.
// Counts: Cao's four operations with their steps, plus the closed list's lookups and
// insertions; memory is max open + max closed of the one search; the path length is the
// check that every configuration found an optimal path.
// Claims: lab/experiments/cao_claims.cpp; figures: lab/experiments/cao_figures.cpp.
#include <algorithm>
#include <cstdio>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"
#include "gridnav/grid/components.hpp"
#include "gridnav/io/generators.hpp"
#include "gridnav/open_list/all.hpp"
#include "gridnav/util/random.hpp"
#include "lab/experiments/figures.hpp"
#include "lab/lab.hpp"

namespace gridnav::lab {
namespace {

const MoveRules kRules{Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::unit};

struct MapSpec {
  std::string label;  ///< e.g. "160x160 20%"
  std::int32_t side = 0;
  int percent = 0;
};

struct HardQuery {
  Query query;
  Cost cost = 0;
};

/// One configuration's result on one map.
struct Run {
  double mean_ns = 0;  ///< over the kept runs
  std::size_t kept = 0;
  OperationCounts counts;
  bool optimal = true;
  bool repeatable = true;  ///< every run counted the same operations
};

std::string fixed(double v, int decimals = 1) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}
std::string point_text(Point p) { return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")"; }

std::vector<MapSpec> thesis_maps(bool quick) {
  std::vector<MapSpec> maps;
  const std::int32_t max_side = quick ? 120 : 560;
  for (std::int32_t side = 40; side <= max_side; side += 40)
    for (int pct = 0; pct <= 40; pct += quick ? 20 : 5)
      maps.push_back({std::to_string(side) + "x" + std::to_string(side) + " " + std::to_string(pct) + "%", side, pct});
  return maps;
}

/// The map's query: corner to corner when it is empty, else the candidate between the two
/// corner regions (a quarter of the side each way) that the thesis' min-heap expands most.
std::optional<HardQuery> hard_query(const Grid& grid, const MapSpec& m, std::uint64_t seed, std::size_t candidates) {
  auto reference = planners().make(grid, kRules, parse_config("astar:heuristic=manhattan,open=binary,stats=on"));
  if (m.percent == 0) {
    const Query q{{0, 0}, {m.side - 1, m.side - 1}};
    return HardQuery{q, reference->solve(q).cost};
  }
  Random rng(seed);
  const std::int32_t span = std::max(1, m.side / 4);
  const auto corner = [&](std::int32_t from) {
    return Point{from + std::int32_t(rng.below(std::uint64_t(span))),
                 from + std::int32_t(rng.below(std::uint64_t(span)))};
  };
  // Pairs are drawn until `candidates` connected ones were searched; the component labels
  // reject the others without a search (dense maps connect few corner pairs).
  const std::vector<std::uint32_t> component = label_components(MoveModel(grid, kRules));
  std::optional<HardQuery> best;
  std::uint64_t most = 0;
  std::size_t found = 0;
  for (std::size_t attempt = 0; found < candidates && attempt < candidates * 5000; ++attempt) {
    const Point s = corner(0), t = corner(m.side - span);
    const std::uint32_t cs = component[raw(grid.pad(s))];
    if (cs == 0 || cs != component[raw(grid.pad(t))]) continue;
    const SearchResult& r = reference->solve({s, t});
    if (!r.found()) continue;
    ++found;
    const std::uint64_t expanded = reference->counts()->expanded;
    if (!best || expanded > most) best = HardQuery{{s, t}, r.cost}, most = expanded;
  }
  return best;
}

/// Runs one open list under one duplicate rule `runs` times on the query.
Run run_config(const Grid& grid, const std::string& open, const char* rule, const HardQuery& hq, std::size_t runs,
               std::size_t dropped) {
  auto planner = planners().make(
      grid, kRules, parse_config("astar:heuristic=manhattan,tie=native,stats=on,open=" + open + ",duplicates=" + rule));
  Run run;
  for (std::size_t i = 0; i < runs; ++i) {
    const SearchResult& r = planner->solve(hq.query);
    run.optimal = run.optimal && r.found() && r.cost == hq.cost;
    const OperationCounts c = planner->counts().value_or(OperationCounts{});
    if (i == 0) run.counts = c;
    run.repeatable = run.repeatable && c.expanded == run.counts.expanded && c.insert_new == run.counts.insert_new &&
                     c.delete_min_steps == run.counts.delete_min_steps && c.decrease_key == run.counts.decrease_key;
    if (i >= dropped) {
      run.mean_ns += double(r.stats.time_ns);
      ++run.kept;
    }
  }
  if (run.kept > 0) run.mean_ns /= double(run.kept);
  return run;
}

LabReport run_cao(const LabContext& ctx) {
  LabReport report;
  report.title = "Cao: open lists and duplicate rules of A* on 4-connected grids";
  const std::vector<std::string> lists = ctx.config.items("lists");
  if (lists.empty()) throw InputError("lab cao: --set lists names no open list");
  const auto setting = [&](const char* key, std::int64_t full, std::int64_t quick) {
    const std::int64_t v = ctx.config.integer(key);
    return std::size_t(v != 0 ? v : ctx.quick ? quick : full);
  };
  const std::size_t runs = setting("runs", 15, 3), candidates = setting("candidates", 20, 4);
  const std::size_t dropped = std::min<std::size_t>(std::size_t(ctx.config.integer("dropped")), runs - 1);
  const std::vector<MapSpec> maps = thesis_maps(ctx.quick);
  report.summary = std::to_string(maps.size()) + " maps (every side from 40 to " + std::to_string(maps.back().side) +
                   " by 40, obstacles " + (ctx.quick ? "0, 20, 40 %" : "0 to 40 % by 5") +
                   "), 4-connected, unit costs, Manhattan, each list's own order among equal f (tie=native). One hard "
                   "query per map: corner to corner without obstacles, else the most expanding of " +
                   std::to_string(candidates) + " candidates between the corner regions. Time: search only, mean of " +
                   std::to_string(runs - dropped) + " runs after " + std::to_string(dropped) + " dropped. Seed " +
                   std::to_string(ctx.seed) + ". Reproduce: gridnav lab cao" +
                   std::string(ctx.quick ? " --quick" : "") + " --seed " + std::to_string(ctx.seed) + ".";

  LabTable table;
  table.title = "Per map, open list and duplicate rule: one search (counts) timed over the kept runs";
  table.columns = {"map",
                   "side",
                   "obstacles (%)",
                   "start",
                   "goal",
                   "path length",
                   "open",
                   "duplicates",
                   "us/search",
                   "vs binary/open",
                   "expanded",
                   "insertNew",
                   "insertNew steps",
                   "deleteMin",
                   "deleteMin steps",
                   "whetherContains",
                   "decreaseKey",
                   "decreaseKey steps",
                   "closed checks",
                   "closed inserts",
                   "max open",
                   "max closed",
                   "memory",
                   "max height",
                   "max stacks",
                   "operation steps",
                   "total steps",
                   "optimal"};
  std::vector<std::string> skipped;
  for (const MapSpec& m : maps) {
    if (ctx.stopped()) {
      report.interrupted = true;
      break;
    }
    ctx.report("cao: " + m.label);
    const std::uint64_t seed = ctx.seed * 1000003u + std::uint64_t(m.side) * 101u + std::uint64_t(m.percent);
    const Grid grid = m.percent == 0 ? generate_empty(m.side, m.side)
                                     : generate_random_obstacles(m.side, m.side, double(m.percent), seed);
    const std::optional<HardQuery> hq = hard_query(grid, m, seed ^ 0x5eedu, candidates);
    if (!hq) {
      skipped.push_back(m.label);
      continue;
    }
    std::map<std::string, Run> done;  // "open/rule"
    for (const std::string& open : lists)
      for (const char* dup : {"open", "closed"}) {
        if (ctx.stopped()) break;
        done[open + "/" + dup] =
            run_config(grid, open, std::string(dup) == "closed" ? "closed-all" : dup, *hq, runs, dropped);
      }
    if (ctx.stopped()) {
      report.interrupted = true;
      break;
    }
    const double base = done.count("binary/open") ? done["binary/open"].mean_ns : 0;
    for (const auto& [key, run] : done) {
      const auto slash = key.find('/');
      const OperationCounts& c = run.counts;
      const std::uint64_t list_steps =
          c.insert_new_steps + c.delete_min_steps + c.whether_contains_steps + c.decrease_key_steps;
      table.rows.push_back({m.label,
                            std::to_string(m.side),
                            std::to_string(m.percent),
                            point_text(hq->query.start),
                            point_text(hq->query.goal),
                            fixed(hq->cost, 0),
                            key.substr(0, slash),
                            key.substr(slash + 1),
                            fixed(run.mean_ns / 1000, 1),
                            base > 0 ? fixed(run.mean_ns / base, 2) : "-",
                            std::to_string(c.expanded),
                            std::to_string(c.insert_new),
                            std::to_string(c.insert_new_steps),
                            std::to_string(c.delete_min),
                            std::to_string(c.delete_min_steps),
                            std::to_string(c.whether_contains),
                            std::to_string(c.decrease_key),
                            std::to_string(c.decrease_key_steps),
                            std::to_string(c.closed_checks),
                            std::to_string(c.expanded),
                            std::to_string(c.max_open),
                            std::to_string(c.max_closed),
                            std::to_string(c.max_open + c.max_closed),
                            std::to_string(c.max_height),
                            std::to_string(c.max_stacks),
                            std::to_string(list_steps),
                            std::to_string(list_steps + c.closed_checks + c.expanded),
                            !run.repeatable ? "counts vary"
                            : run.optimal   ? "yes"
                                            : "NO"});
    }
  }

  table.notes =
      "Times are noisy on a shared machine; the counts are exact and the same in every run. Duplicates 'closed' is "
      "the thesis' Algorithm 2 (gridnav's duplicates=closed-all): every neighbour that is not closed is pushed. "
      "Operation steps: the steps of insertNew, deleteMin, whetherContains and decreaseKey (whetherContains is one "
      "step here: a node's state says whether it is open, where the thesis scans the list); total steps add the "
      "closed list's lookups and insertions (one per expansion), as the thesis' totals do. Memory: max open + max "
      "closed of the search. Max stacks: the most stacks of the multi-stack heap holding an entry at once.";
  if (!skipped.empty()) {
    table.notes += " No connected candidate found on:";
    for (const std::string& s : skipped) table.notes += " " + s + ";";
  }
  report.tables.push_back(std::move(table));

  add_cao_claims(report);
  add_cao_figures(report, ctx.config.name);
  return report;
}

}  // namespace

void register_cao(ExperimentCatalog& catalog) {
  catalog.add({"cao",
               "Cao's thesis: unsorted array, min-heap, multi-stack heap (and more) x check from open/closed",
               {Param::list("lists", "unsorted,binary,multistack,buckets,quaternary,stdpq",
                            {AllOpenLists::kNames.begin(), AllOpenLists::kNames.end()}, "the open lists compared"),
                Param::integer("runs", 0, 0, 1000, "timed runs per search (0: 15, the thesis' count; 3 with --quick)"),
                Param::integer("dropped", 5, 0, 1000, "first runs left out of the mean (the thesis drops 5)"),
                Param::integer("candidates", 0, 0, 10'000,
                               "queries tried per map with obstacles, the hardest kept (0: 20; 4 with --quick)")}},
              run_cao);
}

}  // namespace gridnav::lab
