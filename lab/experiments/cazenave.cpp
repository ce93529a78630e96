// gridnav lab cazenave: Tables I-III of Cazenave, "Optimizations of data structures,
// heuristics and algorithms for path-finding on maps" (CIG 2006).
//
// Three sets of 300 x 300 maps with 200, 400 and 600 random walls of length 20
// (generate_cazenave_wall_map), one query between two random free cells per map (it may
// have no path, as in the paper), every algorithm of the tables on tiles (4 neighbours,
// cost 1) and octiles (8 neighbours, costs 2 and 3, any diagonal move onto a free cell, as
// the paper's code). Per algorithm: the sum of nodes (A*: expansions; IDA*/Fringe: the
// paper's count, see algorithm/ida_star.hpp), the search time (landmark pre-computation
// excluded, as in the paper; reported apart), the problems solved and the sum of the path
// costs; then the time relative to M(N) with the paper's ratio beside it.
// Every search has the paper's budget of 10,000,000 nodes.
//
// Options: --maps N (default 100), --seed S, --quick (3 maps per set),
//          --set walls=200,400 (a subset of the sets), --set sizes=300.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"
#include "gridnav/io/generators.hpp"
#include "gridnav/util/random.hpp"
#include "lab/experiments/cazenave_paper.hpp"
#include "lab/experiments/figures.hpp"
#include "lab/lab.hpp"

namespace gridnav::lab {
namespace {

using cazenave::paper;
using cazenave::PaperRow;

enum class Kind { exact, cut, delta };  // exact: must match M(N); cut: the paper's unguarded cut, delta 0

struct Algo {
  std::string name;                // as in the paper, with (N) appended later
  std::vector<std::string> specs;  // first one that the registry accepts
  Kind kind;
  double delta = 0;
  bool paper_algorithm = true;
};

std::vector<Algo> algorithms() {
  // IDABest proves a goal out of reach from its landmarks' distances, as the paper's V.D.
  const std::string landmarked = "heuristic=altbest,landmarks=10,proof=landmarks", best = landmarked + ",repair=off";
  // The paper's M: an array of LIFO stacks, one per f, and a node array allocated once.
  const std::string stacks = "open=buckets,tie=lifo,memory=pool";
  return {
      {"M", {"astar:heuristic=octile," + stacks}, Kind::exact},
      {"Mmem", {"astar:heuristic=octile,open=buckets,tie=lifo,memory=alloc"}, Kind::exact},
      {"Mqueue", {"astar:heuristic=octile,open=stdpq,memory=pool"}, Kind::exact},
      {"ALT_5", {"astar:heuristic=alt,landmarks=5," + stacks}, Kind::exact},
      {"ALT_10", {"astar:heuristic=alt,landmarks=10," + stacks}, Kind::exact},
      {"ALTBest_10", {"astar:heuristic=altbest,landmarks=10," + stacks}, Kind::exact},
      {"IDA", {"ida:heuristic=octile,repair=off"}, Kind::cut},
      {"IDAnof", {"ida:heuristic=octile,deadend-cut=off,repair=off"}, Kind::exact},
      {"IDABest_10", {"ida:" + best}, Kind::cut},
      {"IDABest_10 Δ10", {"ida:" + best + ",delta=10"}, Kind::delta, 10},
      {"IDABest_10 Δ20", {"ida:" + best + ",delta=20"}, Kind::delta, 20},
      {"IDABest_10 Δ10 nof", {"ida:" + best + ",delta=10,deadend-cut=off"}, Kind::delta, 10},
      {"IDABest_10 Δ20 nof", {"ida:" + best + ",delta=20,deadend-cut=off"}, Kind::delta, 20},
      {"IDA Δ10", {"ida:heuristic=octile,repair=off,delta=10"}, Kind::delta, 10},
      {"IDA Δ20", {"ida:heuristic=octile,repair=off,delta=20"}, Kind::delta, 20},
      // gridnav's additions
      {"M gridnav", {"astar:heuristic=octile,open=buckets,memory=stamp"}, Kind::exact, 0, false},
      {"IDABest_10 Δ10 guarded", {"ida:" + best + ",delta=10,deadend-cut=guarded"}, Kind::delta, 10, false},
      {"IDABest_10 Δ20 +repair", {"ida:" + landmarked + ",delta=20,repair=on"}, Kind::delta, 20, false},
      {"ALTBest_10 farthest",
       {"astar:heuristic=altbest,landmarks=10,landmark-select=farthest," + stacks},
       Kind::exact,
       0,
       false},
      {"Fringe", {"fringe:heuristic=octile"}, Kind::exact, 0, false},
      {"FringeBest_10", {"fringe:heuristic=altbest,landmarks=10"}, Kind::exact, 0, false},
  };
}

struct Tally {
  std::string spec;     // the spec used, or empty when none was accepted
  std::string missing;  // why not, then
  std::uint64_t nodes = 0;
  std::int64_t time_ns = 0;
  std::int64_t solvable_ns = 0;      // time on the queries M(N) solved (no "no path" shortcut involved)
  std::uint64_t solvable_nodes = 0;  // nodes on those queries
  int solved = 0, budget = 0, repaired = 0;
  double sum = 0;
  std::int64_t precompute_ns = 0;
  std::size_t precompute_bytes = 0;
  int lost_vs_exact = 0;  // queries where it found nothing but the exact algorithms found a path
};

std::string fmt_count(double v) {
  std::string digits = std::to_string(std::uint64_t(std::llround(v)));
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i != 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}
std::string fmt(double v, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}
std::string fmt_sum(double v) { return std::abs(v - std::round(v)) < 1e-6 ? fmt_count(v) : fmt(v, 2); }

struct Setting {
  const char* label;
  int neighbours;
  MoveRules rules;
};

LabReport run(const LabContext& ctx) {
  const std::size_t maps = ctx.maps != 0 ? ctx.maps : ctx.quick ? 3 : 100;
  std::vector<int> wall_sets;
  for (const std::string& w : ctx.config.items("walls")) wall_sets.push_back(std::stoi(w));  // checked: 0..1000000
  if (wall_sets.empty()) throw InputError("lab cazenave: --set walls names no wall count");
  const auto size = std::int32_t(ctx.config.integer("size"));
  const std::uint64_t budget = 10'000'000;
  const std::vector<Setting> settings{
      {"octiles", 8, {Connectivity::eight, DiagonalRule::always, CostProfileKind::integer}},
      {"tiles", 4, {Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::integer}}};
  const std::vector<Algo> algos = algorithms();
  const PlannerCatalog& registry = planners();

  LabReport report;
  report.title = "Cazenave 2006, Tables I-III: A*, ALT, ALTBest, IDA* and its variants on random wall maps";
  {
    std::ostringstream s;
    s << maps << " maps of " << size << "x" << size << " per set, walls of length 20, one random query per map, seed "
      << ctx.seed << ", node budget " << fmt_count(double(budget))
      << " per search. Octiles: 8 neighbours, costs 2 (straight) and 3 (diagonal), diagonal moves onto any free cell; "
         "tiles: 4 neighbours, cost 1. Time: search only, summed over the queries (landmark pre-computation apart). "
         "Planners with a landmark table (ALT*, IDABest*, FringeBest) answer queries between two components without "
         "search (section V.D); 'time solvable / M(N)' compares times on the queries with a path only. "
         "Reproduce: gridnav lab cazenave --maps "
      << maps << " --seed " << ctx.seed << (ctx.quick ? " --quick" : "") << ".";
    report.summary = s.str();
  }

  for (const int walls : wall_sets) {
    // One tally per (setting, algorithm).
    std::vector<std::vector<Tally>> tallies(settings.size(), std::vector<Tally>(algos.size()));
    for (std::size_t s = 0; s < settings.size(); ++s)
      for (std::size_t a = 0; a < algos.size(); ++a) {
        Tally& t = tallies[s][a];
        for (const std::string& spec : algos[a].specs) {
          try {
            (void)registry.complete(parse_config(spec));
            t.spec = spec;
            break;
          } catch (const InputError& e) {
            t.missing = e.what();
          }
        }
      }
    std::vector<std::string> agreement_problems;
    std::size_t done = 0;
    for (std::size_t m = 0; m < maps && !ctx.stopped(); ++m, ++done) {
      ctx.report("cazenave: " + std::to_string(walls) + " walls, map " + std::to_string(m + 1) + "/" +
                 std::to_string(maps));
      SplitMix64 mix(ctx.seed * 1000003u + std::uint64_t(walls) * 7919u + m);
      const Grid grid = generate_cazenave_wall_map({size, size, walls, 20, mix.next()}).grid;
      // The draws below end only if some cell is free; walls can cover a small map whole.
      if (grid.traversable_count() == 0)
        throw InputError("lab cazenave: map " + std::to_string(m + 1) + " of " + std::to_string(size) + "x" +
                         std::to_string(size) + " cells with " + std::to_string(walls) +
                         " walls has no free cell for a query; use fewer walls or a larger size");
      Random random(mix.next());
      const auto free_cell = [&] {
        for (;;) {
          const Point p{std::int32_t(random.below(std::uint64_t(size))),
                        std::int32_t(random.below(std::uint64_t(size)))};
          if (grid.passable(p)) return p;
        }
      };
      const Query query{free_cell(), free_cell()};
      for (std::size_t s = 0; s < settings.size() && !ctx.stopped(); ++s) {
        // All planners of a map at once, so that they share one landmark table per option set.
        std::vector<std::unique_ptr<Planner>> planners(algos.size());
        for (std::size_t a = 0; a < algos.size(); ++a) {
          Tally& t = tallies[s][a];
          if (t.spec.empty()) continue;
          planners[a] = registry.make(grid, settings[s].rules, parse_config(t.spec));
          if (planners[a]->info().precompute_ns > 0) {
            t.precompute_ns += planners[a]->info().precompute_ns;
            t.precompute_bytes = std::max(t.precompute_bytes, planners[a]->info().precompute_bytes);
          }
        }
        std::vector<Status> status(algos.size(), Status::invalid_input);
        std::vector<Cost> cost(algos.size(), kInfiniteCost);
        std::vector<std::int64_t> time(algos.size(), 0);
        std::vector<std::uint64_t> nodes(algos.size(), 0);
        for (std::size_t a = 0; a < algos.size(); ++a) {
          if (!planners[a]) continue;
          Tally& t = tallies[s][a];
          const SearchResult& r = planners[a]->solve(query, Limits{budget, {}});
          status[a] = r.status;
          cost[a] = r.cost;
          time[a] = r.stats.time_ns;
          nodes[a] = r.stats.expanded;
          t.nodes += r.stats.expanded;
          t.time_ns += r.stats.time_ns;
          if (r.status == Status::budget_exhausted) ++t.budget;
          if (r.message.rfind("repaired", 0) == 0) ++t.repaired;
          if (r.found()) {
            ++t.solved;
            t.sum += r.cost;
          }
        }
        // M(N) (index 0) is the reference of the exact algorithms, when it ended.
        if (status[0] != Status::found && status[0] != Status::no_path) continue;
        if (status[0] == Status::found)
          for (std::size_t a = 0; a < algos.size(); ++a) {
            tallies[s][a].solvable_ns += time[a];
            tallies[s][a].solvable_nodes += nodes[a];
          }
        for (std::size_t a = 1; a < algos.size(); ++a) {
          if (!planners[a] || status[a] == Status::budget_exhausted) continue;
          if (algos[a].kind == Kind::exact && cost[a] != cost[0])
            agreement_problems.push_back(algos[a].name + "(" + std::to_string(settings[s].neighbours) + ") map " +
                                         std::to_string(m) + ": " + fmt(cost[a], 2) + " vs M " + fmt(cost[0], 2));
          if (algos[a].kind != Kind::exact && status[0] == Status::found && status[a] == Status::no_path)
            ++tallies[s][a].lost_vs_exact;
        }
      }
    }
    if (ctx.stopped()) report.interrupted = true;

    LabTable table;
    table.title = std::to_string(size) + "x" + std::to_string(size) + " maps with " + std::to_string(walls) +
                  " walls of length 20 (" + std::to_string(done) + " maps)";
    table.columns = {"algorithm",   "nodes",          "time (s)",          "solved",
                     "sum",         "time / M(N)",    "paper time / M(N)", "time solvable / M(N)",
                     "paper nodes", "paper time (s)", "paper solved",      "paper sum",
                     "gridnav spec"};
    std::vector<std::string> notes;
    for (std::size_t s = 0; s < settings.size(); ++s) {
      const int n = settings[s].neighbours;
      const Tally& m = tallies[s][0];
      const PaperRow* paper_m = paper(walls, "M(" + std::to_string(n) + ")");
      for (std::size_t a = 0; a < algos.size(); ++a) {
        const Tally& t = tallies[s][a];
        const std::string name = algos[a].name + "(" + std::to_string(n) + ")";
        const PaperRow* p = paper(walls, name);
        std::vector<std::string> row{algos[a].paper_algorithm ? name : name + " *"};
        if (t.spec.empty()) {
          row.insert(row.end(), {"missing", "", "", "", "", "", "", "", "", "", "", t.missing});
        } else {
          row.push_back(fmt_count(double(t.nodes)));
          row.push_back(fmt(double(t.time_ns) * 1e-9, 3));
          row.push_back(std::to_string(t.solved) + (t.budget ? " (" + std::to_string(t.budget) + " over budget)" : ""));
          row.push_back(fmt_sum(t.sum));
          row.push_back(m.time_ns > 0 ? fmt(double(t.time_ns) / double(m.time_ns), 2) : "");
          row.push_back(p && paper_m ? fmt(p->seconds / paper_m->seconds, 2) : "");
          row.push_back(m.solvable_ns > 0 ? fmt(double(t.solvable_ns) / double(m.solvable_ns), 2) : "");
          row.push_back(p ? fmt_count(p->nodes) : "");
          row.push_back(p ? fmt(p->seconds, 2) : "");
          row.push_back(p ? std::to_string(p->solved) : "");
          row.push_back(p ? fmt_count(p->sum) : "");
          row.push_back(t.spec);
        }
        table.rows.push_back(std::move(row));
      }
      // Checks: exact algorithms agree with M(N); Delta variants within their bound.
      for (std::size_t a = 0; a < algos.size(); ++a) {
        const Tally& t = tallies[s][a];
        if (t.spec.empty()) continue;
        const std::string name = algos[a].name + "(" + std::to_string(n) + ")";
        if (algos[a].kind == Kind::exact && (t.solved != m.solved || std::abs(t.sum - m.sum) > 1e-6) && t.budget == 0)
          notes.push_back(name + " disagrees with M(" + std::to_string(n) + "): solved " + std::to_string(t.solved) +
                          " vs " + std::to_string(m.solved) + ", sum " + fmt_sum(t.sum) + " vs " + fmt_sum(m.sum));
        if (algos[a].kind != Kind::exact && m.sum > 0) {
          std::string line = name + ": solved " + std::to_string(t.solved) + "/" + std::to_string(m.solved) + ", sum " +
                             fmt(100.0 * (t.sum / m.sum - 1.0), 2) + " % over M's";
          if (t.solved == m.solved && algos[a].kind == Kind::delta)
            line += t.sum <= m.sum + algos[a].delta * t.solved + 1e-6
                        ? " (within the bound of +" + fmt_count(algos[a].delta) + " per path)"
                        : " (BEYOND the bound of +" + fmt_count(algos[a].delta) + " per path)";
          if (t.lost_vs_exact) line += ", " + std::to_string(t.lost_vs_exact) + " paths missed";
          if (t.repaired) line += ", " + std::to_string(t.repaired) + " queries repaired (V.D)";
          if (t.budget) line += ", " + std::to_string(t.budget) + " over budget";
          notes.push_back(line);
        }
      }
    }
    // The paper's claims, on each wall set.
    const auto find = [&](std::size_t s, const std::string& name) -> const Tally* {
      for (std::size_t a = 0; a < algos.size(); ++a)
        if (algos[a].name == name && !tallies[s][a].spec.empty()) return &tallies[s][a];
      return nullptr;
    };
    const Tally* best8 = find(0, "ALTBest_10");
    const Tally* m8 = find(0, "M");
    const Tally* q8 = find(0, "Mqueue");
    const Tally* ida8 = find(0, "IDABest_10 Δ10");
    const std::string set = "(" + std::to_string(walls) + " walls) ";
    const std::string figure = "time-ratios-" + std::to_string(walls) + "-walls";
    const PaperRow *pb = paper(walls, "ALTBest_10(8)"), *pm = paper(walls, "M(8)"), *pq = paper(walls, "Mqueue(8)"),
                   *pi = paper(walls, "IDABest_10 Δ10(8)");
    const auto seconds = [](const Tally* t, bool solvable) {
      return double(solvable ? t->solvable_ns : t->time_ns) * 1e-9;
    };
    if (best8 && m8 && q8 && best8->time_ns > 0) {
      const auto ordered = [&](bool solvable) {
        return seconds(best8, solvable) < seconds(m8, solvable) && seconds(m8, solvable) < seconds(q8, solvable);
      };
      report.claims.push_back(
          {set + "ALTBest_10(8) is faster than M(8), which is faster than Mqueue(8)",
           pb && pm && pq ? fmt(pb->seconds, 2) + " < " + fmt(pm->seconds, 2) + " < " + fmt(pq->seconds, 2) + " s"
                          : "-",
           fmt(seconds(best8, false), 3) + ", " + fmt(seconds(m8, false), 3) + ", " + fmt(seconds(q8, false), 3) +
               " s; solvable queries only: " + (ordered(true) ? "in that order" : "not in that order"),
           ordered(false)  ? Verdict::holds
           : ordered(true) ? Verdict::partly
                           : Verdict::does_not_hold,
           figure});
      const double ours = double(q8->time_ns) / double(best8->time_ns);
      const double theirs = pb && pq ? pq->seconds / pb->seconds : 0;
      report.claims.push_back({set + "ALTBest_10(8) beats Mqueue(8) by the paper's factor",
                               theirs > 0 ? fmt(theirs, 2) + "x" : "-", fmt(ours, 2) + "x",
                               theirs <= 0      ? Verdict::not_compared
                               : ours >= theirs ? Verdict::holds
                               : ours > 1       ? Verdict::partly
                                                : Verdict::does_not_hold,
                               figure});
    }
    if (best8 && ida8 && best8->sum > 0 && ida8->time_ns > 0) {
      const double speed = double(best8->time_ns) / double(ida8->time_ns),
                   over = 100.0 * (ida8->sum / best8->sum - 1.0);
      report.claims.push_back(
          {set + "IDABest_10 Δ10(8) is faster than ALTBest_10(8), with path costs within 2 % of the optimum",
           pb && pi ? fmt(pb->seconds / pi->seconds, 2) + "x, +" + fmt(100.0 * (pi->sum / pb->sum - 1.0), 2) + " %"
                    : "-",
           fmt(speed, 2) + "x, +" + fmt(over, 2) + " %, solved " + std::to_string(ida8->solved) + "/" +
               std::to_string(best8->solved),
           speed > 1 && over <= 2   ? Verdict::holds
           : speed > 1 || over <= 2 ? Verdict::partly
                                    : Verdict::does_not_hold,
           figure});
    }
    // IDABest_10(4) against IDA(4) in nodes: the paper's ratio, ours on all and on solvable queries.
    const Tally *ida4 = find(1, "IDA"), *best4 = find(1, "IDABest_10");
    const PaperRow *pi4 = paper(walls, "IDA(4)"), *pb4 = paper(walls, "IDABest_10(4)");
    if (ida4 && best4 && best4->nodes > 0 && best4->solvable_nodes > 0) {
      const double all = double(ida4->nodes) / double(best4->nodes),
                   solvable = double(ida4->solvable_nodes) / double(best4->solvable_nodes);
      const double theirs = pi4 && pb4 ? double(pi4->nodes) / double(pb4->nodes) : 0;
      report.claims.push_back(
          {set + "IDABest_10(4) enters far fewer nodes than IDA(4)", theirs > 0 ? fmt(theirs, 1) + "x" : "-",
           fmt(all, 1) + "x; " + fmt(solvable, 1) +
               "x on the queries with a path (the others: IDA(4) searches the start's component out, IDABest "
               "answers from its landmark table)",
           theirs <= 0     ? Verdict::not_compared
           : all >= theirs ? Verdict::holds
           : all > 1       ? Verdict::partly
                           : Verdict::does_not_hold,
           figure});
    }
    for (std::size_t s = 0; s < settings.size(); ++s) {
      const Tally* lm = find(s, "ALT_10");
      if (lm && lm->precompute_ns > 0 && done > 0)
        notes.push_back(std::string("landmark pre-computation (") + settings[s].label + ", 10 landmarks): mean " +
                        fmt(double(lm->precompute_ns) * 1e-6 / double(done), 2) + " ms per map, " +
                        fmt(double(lm->precompute_bytes) / (1024.0 * 1024.0), 2) + " MiB per table (not in the times)");
    }
    for (const std::string& p : agreement_problems) notes.push_back("DISAGREEMENT " + p);
    notes.push_back(
        "* gridnav's additions (not in the paper). Nodes: A* counts expansions, IDA* every cell entered "
        "(the paper's count), Fringe every visit of a fringe cell.");
    for (const std::string& line : notes) table.notes += "- " + line + "\n";
    report.tables.push_back(std::move(table));
    if (ctx.stopped()) break;
  }
  add_cazenave_figures(report, ctx.config.name);
  return report;
}

}  // namespace

void register_cazenave(ExperimentCatalog& catalog) {
  catalog.add({"cazenave",
               "Cazenave 2006 Tables I-III: M, Mmem, Mqueue, ALT, ALTBest, IDA*, IDABest, Delta and nof variants on "
               "300x300 wall maps",
               {Param::number_list("walls", "200,400,600", 0, 1'000'000, "wall counts, one set of maps each"),
                Param::integer("size", 300, 32, 4096, "side of the square maps, in cells")}},
              run);
}

}  // namespace gridnav::lab
