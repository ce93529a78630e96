// gridnav lab cao: the experiments of Cao's multi-stack heap thesis.
//
// Maps 40x40 .. 560x560 without obstacles, and 40x40 / 160x160 / 520x520 with 5 .. 40 %
// uniform random obstacles (generate_random_obstacles), 4-connected, unit costs,
// Manhattan distance, LIFO among equal f (the thesis' setting for every list).
// Each open list runs under both duplicate rules on the same queries, check from closed as
// the thesis' Algorithm 2 (duplicates=closed-all: every neighbour not closed is pushed); the tables
// give time, Cao's operation counts with their steps, and the largest list sizes; the
// figures (lab/experiments/cao_figures.cpp) draw them as the thesis' Figs. 31-42 do.
// Options: queries=N (per map), lists=a,b,... (default: all six).
#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"
#include "gridnav/io/generators.hpp"
#include "gridnav/open_list/all.hpp"
#include "gridnav/util/random.hpp"
#include "lab/experiments/figures.hpp"
#include "lab/lab.hpp"

namespace gridnav::lab {
namespace {

struct Group {
  std::string map;  ///< e.g. "160x160 20%"
  std::int32_t side = 0;
  double percent = 0;
};

struct Totals {
  double time_ns = 0;
  std::uint64_t queries = 0;
  OperationCounts counts;
  bool optimal = true;
};

std::string fixed(double v, int decimals = 1) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}
std::string per_query(std::uint64_t total, std::uint64_t queries) {
  return fixed(queries ? double(total) / double(queries) : 0.0, 1);
}

LabReport run_cao(const LabContext& ctx) {
  LabReport report;
  report.title = "Cao: open lists and duplicate rules of A* on 4-connected grids";
  const MoveRules rules{Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::unit};
  const std::vector<std::string> lists = ctx.config.items("lists");
  if (lists.empty()) throw InputError("lab cao: --set lists names no open list");
  const std::size_t queries = ctx.config.integer("queries") != 0 ? std::size_t(ctx.config.integer("queries"))
                              : ctx.maps != 0                    ? ctx.maps
                              : ctx.quick                        ? 3
                                                                 : 20;
  std::vector<Group> groups;
  const std::int32_t max_side = ctx.quick ? 120 : 560;
  for (std::int32_t side = 40; side <= max_side; side += 40)
    groups.push_back({std::to_string(side) + "x" + std::to_string(side) + " 0%", side, 0});
  for (std::int32_t side : ctx.quick ? std::vector<std::int32_t>{40} : std::vector<std::int32_t>{40, 160, 520})
    for (int pct = 5; pct <= 40; pct += ctx.quick ? 15 : 5)
      groups.push_back(
          {std::to_string(side) + "x" + std::to_string(side) + " " + std::to_string(pct) + "%", side, double(pct)});
  report.summary = "4-connected, unit costs, Manhattan, tie=lifo; " + std::to_string(queries) +
                   " random queries per map (start and goal connected), seed " + std::to_string(ctx.seed) +
                   ". Time: search only, summed per query (mean per query shown). Reproduce: gridnav lab cao" +
                   std::string(ctx.quick ? " --quick" : "") + " --seed " + std::to_string(ctx.seed) + ".";

  LabTable table;
  table.title = "Per map, open list and duplicate rule (means per query; max_* over all queries)";
  table.columns = {"map",
                   "side",
                   "obstacles (%)",
                   "open",
                   "duplicates",
                   "queries",
                   "us/query",
                   "vs binary/open",
                   "expanded",
                   "insertNew",
                   "insertNew steps",
                   "deleteMin",
                   "deleteMin steps",
                   "whetherContains",
                   "decreaseKey",
                   "decreaseKey steps",
                   "max open",
                   "max closed",
                   "max height",
                   "max stacks",
                   "operation steps",
                   "memory",
                   "optimal"};

  for (const Group& g : groups) {
    if (ctx.stopped()) {
      report.interrupted = true;
      break;
    }
    ctx.report("cao: " + g.map);
    const std::uint64_t seed = ctx.seed * 1000003u + std::uint64_t(g.side) * 101u + std::uint64_t(g.percent);
    const Grid grid =
        g.percent == 0 ? generate_empty(g.side, g.side) : generate_random_obstacles(g.side, g.side, g.percent, seed);
    // Queries with a path, found once with the reference configuration.
    Random rng(seed ^ 0x5eedu);
    std::vector<Query> qs;
    std::vector<Cost> optimum;
    auto reference = planners().make(grid, rules, parse_config("astar:heuristic=manhattan,open=binary"));
    for (int attempt = 0; qs.size() < queries && attempt < int(queries) * 50; ++attempt) {
      const Point s{std::int32_t(rng.below(std::uint64_t(g.side))), std::int32_t(rng.below(std::uint64_t(g.side)))};
      const Point t{std::int32_t(rng.below(std::uint64_t(g.side))), std::int32_t(rng.below(std::uint64_t(g.side)))};
      if (!grid.passable(s) || !grid.passable(t)) continue;
      const SearchResult& r = reference->solve({s, t});
      if (!r.found()) continue;
      qs.push_back({s, t});
      optimum.push_back(r.cost);
    }
    std::map<std::string, Totals> totals;  // "open/dup"
    for (const std::string& open : lists)
      for (const char* dup : {"open", "closed"}) {
        if (ctx.stopped()) break;
        // "closed" is the thesis' Algorithm 2: every neighbour not closed is pushed.
        const std::string rule = std::string(dup) == "closed" ? "closed-all" : dup;
        auto planner = planners().make(
            grid, rules,
            parse_config("astar:heuristic=manhattan,tie=lifo,stats=on,open=" + open + ",duplicates=" + rule));
        Totals& t = totals[open + "/" + dup];
        for (std::size_t i = 0; i < qs.size(); ++i) {
          const SearchResult& r = planner->solve(qs[i]);
          t.time_ns += double(r.stats.time_ns);
          ++t.queries;
          t.optimal = t.optimal && r.found() && r.cost == optimum[i];
          if (auto c = planner->counts()) t.counts += *c;
        }
      }
    if (ctx.stopped()) report.interrupted = true;
    const double base = totals.count("binary/open") ? totals["binary/open"].time_ns : 0;
    for (const auto& [key, t] : totals) {
      const auto slash = key.find('/');
      const OperationCounts& c = t.counts;
      const std::uint64_t steps =
          c.insert_new_steps + c.delete_min_steps + c.whether_contains_steps + c.decrease_key_steps;
      table.rows.push_back({g.map,
                            std::to_string(g.side),
                            fixed(g.percent, 0),
                            key.substr(0, slash),
                            key.substr(slash + 1),
                            std::to_string(t.queries),
                            fixed(t.queries ? t.time_ns / double(t.queries) / 1000 : 0, 1),
                            base > 0 ? fixed(t.time_ns / base, 2) : "-",
                            per_query(c.expanded, t.queries),
                            per_query(c.insert_new, t.queries),
                            per_query(c.insert_new_steps, t.queries),
                            per_query(c.delete_min, t.queries),
                            per_query(c.delete_min_steps, t.queries),
                            per_query(c.whether_contains, t.queries),
                            per_query(c.decrease_key, t.queries),
                            per_query(c.decrease_key_steps, t.queries),
                            std::to_string(c.max_open),
                            std::to_string(c.max_closed),
                            std::to_string(c.max_height),
                            std::to_string(c.max_stacks),
                            per_query(steps, t.queries),
                            std::to_string(c.max_open + c.max_closed),
                            t.optimal ? "yes" : "NO"});
    }
  }

  table.notes =
      "Times are noisy on a shared machine; the counts are exact and repeatable. Duplicates 'closed' is the thesis' "
      "Algorithm 2 (gridnav's duplicates=closed-all): every neighbour that is not closed is pushed, also when it is "
      "reached no more cheaply. Operation steps: the steps of insertNew, deleteMin, whetherContains and decreaseKey "
      "together, per query (the thesis' operation counts); memory: max open + max closed (the thesis' memory "
      "requirement); max stacks: the most stacks of the multi-stack heap holding an entry at once.";
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
                Param::integer("queries", 0, 0, 1'000'000, "queries per map (0: --maps, else 20; 3 with --quick)")}},
              run_cao);
}

}  // namespace gridnav::lab
