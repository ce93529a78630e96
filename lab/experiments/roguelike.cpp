// gridnav lab roguelike: the ladder of A* versions of the roguelike article "Optimizing
// A*" (2021), each rung a search of its own (lab/roguelike/), timed side by side.
//
// The map: generate_roguelike (80 x 50 = 4,000 cells, the article's map size) from the
// run's seed; 100 queries between random open cells (the article ran A* 100 times
// between random coordinates). Every rung first answers every query once; its paths are
// walked move by move and their lengths compared with the library's Dijkstra. Then come
// the timed rounds: every rung answers the whole query set once per round, in the order
// 1..n on even rounds and n..1 on odd ones, and a rung's time per query is the median
// over the rounds of its round time / queries, measured as the thread's CPU time.
// Options: --set queries=N (default 100), --set rounds=R (default 51; 5 with --quick).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <functional>
#include <string>
#include <vector>

#include "gridnav/api/registry.hpp"
#include "gridnav/io/generators.hpp"
#include "gridnav/util/random.hpp"
#include "lab/experiments/figures.hpp"
#include "lab/lab.hpp"
#include "lab/roguelike/ladder.hpp"

namespace gridnav::lab {
namespace {

using namespace roguelike;

template <class... Args>
std::string cfmt(const char* format, Args... args) {
  const int n = std::snprintf(nullptr, 0, format, args...);
  std::string out(std::size_t(n > 0 ? n : 0), '\0');
  std::snprintf(out.data(), out.size() + 1, format, args...);
  return out;
}

/// Nanoseconds of CPU time this thread has used (wall time where the platform has no
/// thread clock): time slices given to other processes on a shared machine do not count.
double thread_ns() {
#if defined(CLOCK_THREAD_CPUTIME_ID)
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) * 1e9 + double(t.tv_nsec);
#else
  return std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now().time_since_epoch()).count();
#endif
}

/// gridnav's own A* behind the rungs' interface, for scale: search stamps (O(1) reset),
/// a calendar queue with decrease-key, and pruning of the moves a parent makes redundant.
class LibraryRung final : public Rung {
 public:
  LibraryRung(const Grid& grid, const MoveRules& rules, const std::string& spec)
      : planner_(planners().make(grid, rules, parse_config(spec))) {}
  bool find_path(Coord start, Coord goal, std::vector<Coord>& path) override {
    path.clear();
    const SearchResult& r =
        planner_->solve({{std::int32_t(start.x), std::int32_t(start.y)}, {std::int32_t(goal.x), std::int32_t(goal.y)}});
    expanded_ = r.stats.expanded;
    for (const Point& p : r.path) path.push_back({0, std::size_t(p.x), std::size_t(p.y)});
    return r.found();
  }

 private:
  std::unique_ptr<Planner> planner_;
};

/// One rung as the lab runs it, with the article's figures where the article has them.
struct RungSpec {
  std::string label;    ///< "1", ..., "6", or "4c" for a rung rebuilt with Chebyshev
  std::string version;  ///< the article's name for the version, or what it is
  std::string heuristic;
  std::size_t before;  ///< index of the rung it improves on (itself for rung 1)
  bool exact;          ///< guaranteed to find least-cost paths
  std::size_t node_bytes;
  double article_bytes = 0, article_speedup = 0, article_step = 0;  ///< 0: not in the article
  std::function<std::unique_ptr<Rung>(const Dungeon&)> make;
};

std::vector<RungSpec> ladder(const Grid& grid, const MoveRules& rules) {
  constexpr auto m = Heuristic::manhattan, c = Heuristic::chebyshev;
  using D = const Dungeon&;
  // The article's speed-ups over its first version (hyperfine means: 3.661 s for it,
  // 0.600 s for the last), and over the version before each.
  return {
      {"1", "rl-no-opts: lists", "Chebyshev", 0, true, kListNodeBytes, 80, 1.0, 1.0,
       [](D d) { return make_list_rung(d); }},
      {"2", "rl-matrix: node matrix, state flags", "Chebyshev", 0, true, kMatrixNodeBytes, 80, 1.46, 1.46,
       [](D d) { return make_matrix_rung(d, c); }},
      {"3", "-manhattan: overestimating heuristic", "Manhattan", 1, false, kMatrixNodeBytes, 80, 3.90, 2.76,
       [](D d) { return make_matrix_rung(d, m); }},
      {"4", "-parent_ptr: parent pointers", "Manhattan", 2, false, kParentPointerNodeBytes, 56, 4.12, 1.03,
       [](D d) { return make_parent_pointer_rung(d, m); }},
      {"5", "-no_ol_iter: no open-list search", "Manhattan", 3, false, kParentPointerNodeBytes, 56, 5.27, 1.29,
       [](D d) { return make_no_open_scan_rung(d, m); }},
      {"6", "-no_coord: no stored coordinates", "Manhattan", 4, false, kNoCoordinateNodeBytes, 32, 6.10, 1.13,
       [](D d) { return make_no_coordinate_rung(d, m); }},
      {"4c", "rung 4, Chebyshev: parent pointers, exact heuristic", "Chebyshev", 1, true, kParentPointerNodeBytes, 0, 0,
       0, [](D d) { return make_parent_pointer_rung(d, c); }},
      {"5c", "rung 5, Chebyshev: no open-list search, exact heuristic", "Chebyshev", 6, false, kParentPointerNodeBytes,
       0, 0, 0, [](D d) { return make_no_open_scan_rung(d, c); }},
      {"6c", "rung 6, Chebyshev: no stored coordinates, exact heuristic", "Chebyshev", 7, false, kNoCoordinateNodeBytes,
       0, 0, 0, [](D d) { return make_no_coordinate_rung(d, c); }},
      {"A*", "gridnav: astar:heuristic=chebyshev", "Chebyshev", 9 /* itself: no rung before */, true, 0, 0, 0, 0,
       [&grid, rules](D) { return std::make_unique<LibraryRung>(grid, rules, "astar:heuristic=chebyshev"); }},
  };
}

/// What one rung did on the query set, outside the timed rounds.
struct Checked {
  std::size_t optimal = 0, found = 0;
  double ratio_sum = 0, ratio_max = 1;
  double expanded = 0;
  std::string problem;  ///< the first broken path or missed goal, if any
};

/// Length of `path` in moves, or -1 when it is not a chain of legal moves from start to goal.
long path_moves(const Dungeon& dungeon, const std::vector<Coord>& path, Coord start, Coord goal) {
  if (path.empty() || !(path.front() == start) || !(path.back() == goal)) return -1;
  for (std::size_t i = 1; i < path.size(); ++i) {
    const auto dx = long(path[i].x) - long(path[i - 1].x), dy = long(path[i].y) - long(path[i - 1].y);
    if (std::max(std::labs(dx), std::labs(dy)) != 1 || path[i].x >= dungeon.width() || path[i].y >= dungeon.height() ||
        !dungeon.walkable(path[i]))
      return -1;
  }
  return long(path.size()) - 1;
}

/// The article's claims, one per step of its ladder, beside this run's medians and costs.
std::vector<LabClaim> ladder_claims(const std::vector<RungSpec>& specs, const std::vector<double>& median,
                                    const std::vector<Checked>& checked, std::size_t queries) {
  std::vector<LabClaim> claims;
  const auto ratio = [&](std::size_t a, std::size_t b) { return median[b] > 0 ? median[a] / median[b] : 0.0; };
  const char* steps[] = {"",
                         "a node matrix with state flags instead of searched lists",
                         "the overestimating Manhattan heuristic",
                         "parent pointers instead of parent coordinates",
                         "no search of the open list",
                         "no coordinate in the node"};
  for (std::size_t k = 1; k <= 5; ++k) {
    const double step = ratio(specs[k].before, k), total = ratio(0, k);
    claims.push_back({std::string("Step ") + std::to_string(k + 1) + ", " + steps[k] + ", makes A* faster",
                      cfmt("%.2fx (%.2fx over the first version)", specs[k].article_step, specs[k].article_speedup),
                      median[k] > 0 ? cfmt("%.2fx (%.2fx)", step, total) : "-",
                      median[k] <= 0 ? Verdict::not_compared
                      : step > 1.02  ? Verdict::holds
                                     : Verdict::does_not_hold,
                      "speedups"});
  }
  claims.push_back(
      {"The node shrinks from 80 to 56 to 32 bytes (matrix, parent pointers, no coordinates)", "80 / 56 / 32 bytes",
       cfmt("%zu / %zu / %zu bytes", specs[1].node_bytes, specs[3].node_bytes, specs[5].node_bytes),
       specs[1].node_bytes == 80 && specs[3].node_bytes == 56 && specs[5].node_bytes == 32 ? Verdict::holds
                                                                                           : Verdict::does_not_hold,
       ""});
  const bool exact = checked[0].optimal == queries && checked[1].optimal == queries;
  claims.push_back(
      {"The Chebyshev heuristic keeps paths optimal; the Manhattan one trades optimality for speed",
       "admissible vs overestimating",
       cfmt("Chebyshev rungs 1-2: %zu/%zu least costs; Manhattan rungs 3-6: %zu/%zu, at most %.0f %% longer",
            checked[1].optimal, queries, checked[3].optimal, queries, 100 * (checked[3].ratio_max - 1)),
       exact && checked[3].optimal < queries ? Verdict::holds : Verdict::partly, ""});
  return claims;
}

LabReport run(const LabContext& ctx) {
  const auto queries = std::size_t(ctx.config.integer("queries"));
  const auto rounds = std::size_t(ctx.config.integer("rounds") != 0 ? ctx.config.integer("rounds")
                                  : ctx.quick                       ? 5
                                                                    : 51);
  const Grid grid = generate_roguelike({.seed = ctx.seed});
  const Dungeon dungeon(grid);
  const MoveRules rules{Connectivity::eight, DiagonalRule::always, CostProfileKind::unit};

  // Queries between distinct random open cells, with their least costs from Dijkstra.
  std::vector<Point> open_cells;
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x)
      if (grid.passable({x, y})) open_cells.push_back({x, y});
  Random random(ctx.seed * 7919u + 17u);
  auto reference = planners().make(grid, rules, parse_config("dijkstra"));
  std::vector<Query> qs;
  std::vector<Cost> optimum;
  for (std::size_t attempt = 0; qs.size() < queries && attempt < queries * 100; ++attempt) {
    const Point s = open_cells[random.below(open_cells.size())], t = open_cells[random.below(open_cells.size())];
    if (s == t) continue;
    const SearchResult& r = reference->solve({s, t});
    if (!r.found()) continue;
    qs.push_back({s, t});
    optimum.push_back(r.cost);
  }
  const auto coord = [](Point p) { return Coord{0, std::size_t(p.x), std::size_t(p.y)}; };

  const std::vector<RungSpec> specs = ladder(grid, rules);
  std::vector<std::unique_ptr<Rung>> rungs;
  for (const RungSpec& s : specs) rungs.push_back(s.make(dungeon));

  LabReport report;
  report.title = "The roguelike article's A* ladder (\"Optimizing A*\", 2021): six versions side by side";
  std::string command = "gridnav lab roguelike";
  if (ctx.quick) command += " --quick";
  if (ctx.seed != 1) command += cfmt(" --seed %llu", (unsigned long long)ctx.seed);
  command += set_options_text(ctx);
  report.summary = cfmt(
      "Map: generate_roguelike seed %llu, %dx%d (%llu open cells, fingerprint %016llx); %zu queries between random "
      "open cells (seed %llu); 8-connected, every move costs 1, diagonals allowed whatever the corners. Time: "
      "search only, as CPU time of the thread (time slices of other processes excluded), median over %zu rounds of "
      "(round time / queries), rungs in alternating order within one process. Reproduce: `%s`.",
      (unsigned long long)ctx.seed, grid.width(), grid.height(), (unsigned long long)grid.traversable_count(),
      (unsigned long long)grid_fingerprint(grid), qs.size(), (unsigned long long)(ctx.seed * 7919u + 17u), rounds,
      command.c_str());

  // Costs first: every path checked, every cost against Dijkstra's.
  std::vector<Checked> checked(specs.size());
  std::vector<Coord> path;
  for (std::size_t k = 0; k < specs.size() && !ctx.stopped(); ++k) {
    ctx.report("roguelike: checking rung " + specs[k].label);
    Checked& c = checked[k];
    for (std::size_t i = 0; i < qs.size(); ++i) {
      const bool found = rungs[k]->find_path(coord(qs[i].start), coord(qs[i].goal), path);
      c.expanded += double(rungs[k]->expanded());
      const long moves = found ? path_moves(dungeon, path, coord(qs[i].start), coord(qs[i].goal)) : -1;
      if (moves < 0) {
        if (c.problem.empty()) c.problem = cfmt("query %zu: %s", i, found ? "broken path" : "no path found");
        continue;
      }
      ++c.found;
      const double ratio = double(moves) / optimum[i];
      c.optimal += double(moves) == optimum[i] ? 1 : 0;
      c.ratio_sum += ratio;
      c.ratio_max = std::max(c.ratio_max, ratio);
    }
  }

  // Timed rounds.
  std::vector<std::vector<double>> per_query_ns(specs.size());
  for (std::size_t round = 0; round < rounds && !ctx.stopped(); ++round) {
    ctx.report(cfmt("roguelike: round %zu/%zu", round + 1, rounds));
    for (std::size_t j = 0; j < specs.size() && !ctx.stopped(); ++j) {
      const std::size_t k = round % 2 == 0 ? j : specs.size() - 1 - j;
      const double t0 = thread_ns();
      for (const Query& q : qs) (void)rungs[k]->find_path(coord(q.start), coord(q.goal), path);
      const double ns = thread_ns() - t0;
      per_query_ns[k].push_back(ns / double(std::max<std::size_t>(1, qs.size())));
    }
  }
  report.interrupted = ctx.stopped();
  std::vector<double> median(specs.size(), 0);
  for (std::size_t k = 0; k < specs.size(); ++k) {
    auto v = per_query_ns[k];
    if (v.empty()) continue;
    std::sort(v.begin(), v.end());
    median[k] = v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
  }

  LabTable speed;
  speed.title = "Time per query and speed-ups, ours beside the article's";
  speed.columns = {"rung",
                   "version",
                   "heuristic",
                   "us/query",
                   "rounds min..max (us)",
                   "speed-up over rung 1",
                   "article",
                   "over the rung before",
                   "article (step)"};
  for (std::size_t k = 0; k < specs.size(); ++k) {
    const RungSpec& s = specs[k];
    const auto [lo, hi] = per_query_ns[k].empty()
                              ? std::pair{0.0, 0.0}
                              : std::pair{*std::min_element(per_query_ns[k].begin(), per_query_ns[k].end()),
                                          *std::max_element(per_query_ns[k].begin(), per_query_ns[k].end())};
    const bool timed = median[k] > 0;
    speed.rows.push_back(
        {s.article_speedup > 0 ? s.label : s.label + " *", s.version, s.heuristic,
         timed ? cfmt("%.1f", median[k] / 1000) : "-", timed ? cfmt("%.1f..%.1f", lo / 1000, hi / 1000) : "-",
         timed && median[0] > 0 ? cfmt("%.2f", median[0] / median[k]) : "-",
         s.article_speedup > 0 ? cfmt("%.2f", s.article_speedup) : "",
         timed && median[s.before] > 0 && s.before != k ? cfmt("%.2f", median[s.before] / median[k]) : "-",
         s.article_step > 0 && k > 0 ? cfmt("%.2f", s.article_step) : ""});
  }
  speed.notes =
      "* not in the article: rungs 4-6 rebuilt with the Chebyshev heuristic, to separate what the data structures "
      "buy from what the overestimating heuristic buys (their \"rung before\" is the Chebyshev rung before them: 2, "
      "4c, 5c), and gridnav's own A* on the same queries for scale. The article's figures are hyperfine means of whole "
      "runs of its game (map generation and start-up "
      "included, 3.66 s for version 1 and 0.60 s for the last), so its ratios are diluted by the same constant "
      "time; ours time the searches alone. Its 6.10x is 3.661 s / 0.600 s from two different benchmark runs (the "
      "last one also names a \"prechk\" step that the article does not describe); its step ratio for rung 6 is "
      "1.13x.";
  report.tables.push_back(std::move(speed));

  LabTable costs;
  costs.title = "Work and path costs (every path walked move by move, costs against the library's Dijkstra)";
  costs.columns = {"rung",
                   "node bytes",
                   "article node bytes",
                   "expanded / query",
                   "paths found",
                   "least-cost paths",
                   "mean cost / least",
                   "max cost / least",
                   "exact by design",
                   "check"};
  for (std::size_t k = 0; k < specs.size(); ++k) {
    const RungSpec& s = specs[k];
    const Checked& c = checked[k];
    const bool exact_ok = !s.exact || c.optimal == qs.size();
    const std::string check = !c.problem.empty() ? "FAILED: " + c.problem
                              : !exact_ok        ? "FAILED: not every cost is the least"
                                                 : "ok";
    costs.rows.push_back({s.label, s.node_bytes > 0 ? std::to_string(s.node_bytes) : "-",
                          s.article_bytes > 0 ? cfmt("%.0f", s.article_bytes) : "",
                          cfmt("%.1f", c.expanded / double(std::max<std::size_t>(1, qs.size()))),
                          cfmt("%zu/%zu", c.found, qs.size()), cfmt("%zu/%zu", c.optimal, qs.size()),
                          cfmt("%.4f", c.found ? c.ratio_sum / double(c.found) : 0.0), cfmt("%.4f", c.ratio_max),
                          s.exact ? "yes" : "no", check});
  }
  costs.notes =
      "Rungs 1, 2, 4c and gridnav's A* must find every least cost (an admissible, consistent heuristic and a "
      "re-sorted heap); 3-6 use the Manhattan distance, which counts a diagonal move as two, and close cells for "
      "good, so their paths may be longer. 5c and 6c write a better g in place without re-sifting the heap (the "
      "article's rung 5), so a cell may leave the heap out of order and even the Chebyshev heuristic no longer "
      "guarantees the least cost.";
  report.tables.push_back(std::move(costs));
  report.claims = ladder_claims(specs, median, checked, qs.size());
  add_roguelike_figures(report, ctx.config.name);
  return report;
}

}  // namespace

void register_roguelike(ExperimentCatalog& catalog) {
  catalog.add({"roguelike",
               "the roguelike article's A* ladder (lists, node matrix, Manhattan, parent pointers, no open-list "
               "search, no coordinates) timed side by side on an 80x50 dungeon",
               {Param::integer("queries", 100, 1, 100'000, "random queries on the dungeon"),
                Param::integer("rounds", 0, 0, 10'000, "timed rounds (0: 51, or 5 with --quick)")}},
              run);
}

}  // namespace gridnav::lab
