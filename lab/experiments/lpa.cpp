// gridnav lab lpa: the Koenig LPA* setting, every dynamic planner side by side.
//
// A random grid; each episode unblocks and blocks a share of the cells at random (never
// the start or the goal) and every planner replans. Start and goal stay fixed
// (pathfinding, not navigation). Settings:
//   - 61x61 4-connected, 30 % blocked, start (50,50), goal (10,10), 0.1 % changes;
//   - 40x40 8-connected, 40 % blocked, 0.5 % changes, in Koenig's gridworld: every move
//     costs 1, diagonals included, diagonal moves allowed whatever the corners, and the
//     heuristic max(|dx|, |dy|) (Chebyshev), which our planners and A* use for unit costs;
//   - the same 40x40 map with octile costs and no corner cutting (gridnav's default);
//   - two settings that show where incremental search loses: every change within 3 cells
//     of the start (LPA*'s root) or of the goal (D* Lite's and D*'s root).
// Reported per replan: expansions and time (apply_changes + plan + path(): every planner
// pays for handing out its path), the time per expansion, and the ratios of repeated A*
// (ties toward larger g) to each planner.
// Options: --set verify=on (on with --quick), --set planners=lpa,dstar-lite (repeated A*,
// the baseline, always runs first), --set settings=1,2 (1-based).
#include <chrono>
#include <cmath>
#include <string>

#include <cstdio>

#include "gridnav/dynamic/planners.hpp"
#include "gridnav/dynamic/verify.hpp"
#include "gridnav/error.hpp"
#include "gridnav/util/random.hpp"
#include "lab/experiments/figures.hpp"
#include "lab/lab.hpp"

namespace gridnav::lab {
namespace {

/// printf-style formatting into a std::string (the lab library does not link fmt).
template <class... Args>
std::string cfmt(const char* format, Args... args) {
  const int n = std::snprintf(nullptr, 0, format, args...);
  std::string out(std::size_t(n > 0 ? n : 0), '\0');
  std::snprintf(out.data(), out.size() + 1, format, args...);
  return out;
}

struct Setting {
  std::string name;
  std::int32_t side;
  MoveRules rules;
  double blocked;
  double change_share;
  Point start, goal;
  std::size_t runs, episodes;
  int near = 0;  // 0: anywhere; 1: near the start; 2: near the goal
};

struct Tally {
  double expansions = 0, time_ns = 0, replans = 0;
  std::uint64_t failures = 0;
  std::string first_failure;
};

Point random_cell(Random& r, std::int32_t side) {
  return {std::int32_t(r.below(std::uint64_t(side))), std::int32_t(r.below(std::uint64_t(side)))};
}

/// The planners of this run; repeated A* (the baseline of the ratios) always first.
std::vector<std::string> lab_planners(const LabContext& ctx) {
  const auto chosen = ctx.config.items("planners");  // checked: navigator names
  std::vector<std::string> out{"astar-replan"};
  for (const auto& n : chosen.empty() ? navigators().names() : chosen)
    if (n != "astar-replan") out.push_back(n);
  return out;
}

std::vector<Tally> run_setting(const Setting& s, const LabContext& ctx, bool verify, bool& interrupted) {
  const auto names = lab_planners(ctx);
  std::vector<Tally> tally(names.size());
  const MoveRules rules = s.rules;
  const auto changes_per_kind =
      std::max<std::uint64_t>(1, std::uint64_t(std::llround(s.change_share * double(s.side) * double(s.side))));
  for (std::size_t run = 0; run < s.runs; ++run) {
    if (ctx.stopped()) {
      interrupted = true;
      break;
    }
    ctx.report(cfmt("%s: run %zu/%zu", s.name.substr(0, s.name.find(':')).c_str(), run + 1, s.runs));
    Random random(ctx.seed * 1000003u + run);
    Grid grid(s.side, s.side);
    for (std::int32_t y = 0; y < s.side; ++y)
      for (std::int32_t x = 0; x < s.side; ++x)
        if (random.uniform01() < s.blocked) grid.set_blocked({x, y});
    grid.set_weight(s.start, kGround);
    grid.set_weight(s.goal, kGround);
    // The episodes' changes first (the map evolves with them), then each planner runs
    // the whole sequence on its own: the same changes on the same maps for everyone,
    // and no planner's timing suffers from another's data in the caches.
    const Grid initial = grid;
    std::vector<std::vector<CellChange>> episodes(s.episodes);
    for (auto& changes : episodes) {
      auto pick = [&](bool want_blocked) {
        for (int attempt = 0; attempt < 10000; ++attempt) {
          Point p = random_cell(random, s.side);
          if (s.near != 0) {
            const Point c = s.near == 1 ? s.start : s.goal;
            p = {c.x + std::int32_t(random.below(7)) - 3, c.y + std::int32_t(random.below(7)) - 3};
            if (!grid.in_bounds(p)) continue;
          }
          if (p == s.start || p == s.goal) continue;
          if ((grid.weight(p) == kBlocked) != want_blocked) continue;
          bool dup = false;
          for (const auto& c : changes) dup = dup || c.cell == p;
          if (dup) continue;
          changes.push_back({p, want_blocked ? kGround : kBlocked});
          return;
        }
      };
      for (std::uint64_t i = 0; i < changes_per_kind; ++i) pick(true);
      for (std::uint64_t i = 0; i < changes_per_kind; ++i) pick(false);
      for (const auto& c : changes) grid.set_weight(c.cell, c.weight);
    }
    PathVerifier verifier;
    for (std::size_t k = 0; k < names.size(); ++k) {
      const auto nav_ptr = make_navigator(names[k]);
      Navigator& nav = *nav_ptr;
      nav.reset(initial, rules, s.start, s.goal);
      (void)nav.plan();
      nav.clear_stats();
      for (const auto& changes : episodes) {
        // One clock interval per replan; the planner itself reads no clock (its timing
        // is off unless NavigatorOptions::timing asks for it).
        const NavigatorStats before = nav.stats();
        const auto t0 = std::chrono::steady_clock::now();
        nav.apply_changes(changes);
        const Status st = nav.plan();
        (void)nav.path();
        const auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - t0);
        const NavigatorStats after = nav.stats();
        tally[k].expansions += double(after.expansions - before.expansions);
        tally[k].time_ns += double(ns.count());
        tally[k].replans += 1;
        if (verify) {
          if (std::string why = verifier.check(nav, st); !why.empty()) {
            if (tally[k].failures++ == 0) tally[k].first_failure = why;
          }
        }
      }
    }
  }
  return tally;
}

LabTable table_for(const Setting& s, const std::vector<Tally>& tally, bool verify, const LabContext& ctx) {
  LabTable t;
  t.title = s.name;
  t.columns = {"planner",
               "expansions / replan",
               "time / replan (us)",
               "ns / expansion",
               "A* expansions / planner's",
               "A* time / planner's",
               verify ? "verified replans (failures)" : "verified"};
  const auto names = lab_planners(ctx);
  const Tally& astar = tally[0];
  const double ae = astar.expansions / std::max(1.0, astar.replans), at = astar.time_ns / std::max(1.0, astar.replans);
  for (std::size_t k = 0; k < names.size(); ++k) {
    const double e = tally[k].expansions / std::max(1.0, tally[k].replans);
    const double ti = tally[k].time_ns / std::max(1.0, tally[k].replans);
    t.rows.push_back(
        {names[k], cfmt("%.1f", e), cfmt("%.2f", ti / 1000.0), cfmt("%.0f", e > 0 ? ti / e : 0.0),
         cfmt("%.2f", e > 0 ? ae / e : 0.0), cfmt("%.2f", ti > 0 ? at / ti : 0.0),
         verify ? cfmt("%llu (%llu)", (unsigned long long)tally[k].replans, (unsigned long long)tally[k].failures)
                : "no"});
  }
  for (std::size_t k = 0; k < names.size(); ++k)
    if (tally[k].failures) t.notes += "first failure of " + names[k] + ": " + tally[k].first_failure + "\n";
  return t;
}

/// Koenig et al.'s figures for a setting against the table just added: LPA* (and D* Lite,
/// its mirror image) expand `expansions` times fewer cells than repeated A* and take
/// `time` times less time per replan.
void add_koenig_claims(LabReport& report, const std::string& setting, double expansions, double time) {
  const LabTable& t = report.tables.back();
  for (const auto& row : t.rows) {
    if (row[0] != "lpa" && row[0] != "dstar-lite") continue;
    const std::string who = row[0] == "lpa" ? "LPA*" : "D* Lite";
    const double e = std::stod(row[4]), ti = std::stod(row[5]);
    report.claims.push_back({setting + ": " + who + " expands fewer cells than repeated A*",
                             cfmt("%.1fx fewer", expansions), cfmt("%.2fx", e),
                             e >= expansions ? Verdict::holds
                             : e > 1         ? Verdict::partly
                                             : Verdict::does_not_hold,
                             "replans"});
    report.claims.push_back({setting + ": " + who + " replans faster than repeated A*", cfmt("about %.1fx", time),
                             cfmt("%.2fx", ti),
                             ti >= time ? Verdict::holds
                             : ti > 1   ? Verdict::partly
                                        : Verdict::does_not_hold,
                             "replans"});
  }
}

LabReport run(const LabContext& ctx) {
  LabReport report;
  report.title = "LPA* setting (Koenig, Likhachev and Furcy 2004): replanning with fixed start and goal";
  const bool verify = ctx.quick || ctx.config.on("verify");
  const std::size_t runs = ctx.maps ? ctx.maps : ctx.quick ? 5 : 100;
  const std::size_t episodes = ctx.quick ? 50 : 500;
  const std::size_t near_runs = ctx.quick ? 3 : 20, near_episodes = ctx.quick ? 20 : 200;
  const MoveRules four{Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::unit};
  const MoveRules koenig8{Connectivity::eight, DiagonalRule::always, CostProfileKind::unit};
  const MoveRules octile8{Connectivity::eight, DiagonalRule::no_corner_cutting, CostProfileKind::octile};
  const std::vector<Setting> all{
      {"61x61, 4-connected: 30 % blocked, 0.1 % of cells unblocked and blocked per episode",
       61,
       four,
       0.30,
       0.001,
       {50, 50},
       {10, 10},
       runs,
       episodes,
       0},
      {"40x40, Koenig's 8-connected: as Koenig's gridworld (every move costs 1, diagonals whatever the corners, "
       "Chebyshev heuristic), 40 % blocked, 0.5 % changes",
       40,
       koenig8,
       0.40,
       0.005,
       {35, 35},
       {4, 4},
       runs,
       episodes,
       0},
      {"40x40, octile: 8-connected with octile costs and no corner cutting (gridnav's default), 40 % blocked, 0.5 % "
       "changes",
       40,
       octile8,
       0.40,
       0.005,
       {35, 35},
       {4, 4},
       runs,
       episodes,
       0},
      {"61x61, changes near the start: 4-connected, every change within 3 cells of the start (LPA*'s root)",
       61,
       four,
       0.30,
       0.001,
       {50, 50},
       {10, 10},
       near_runs,
       near_episodes,
       1},
      {"61x61, changes near the goal: 4-connected, every change within 3 cells of the goal (the root of D* Lite "
       "and D*)",
       61,
       four,
       0.30,
       0.001,
       {50, 50},
       {10, 10},
       near_runs,
       near_episodes,
       2},
  };
  std::vector<std::size_t> chosen;
  for (const auto& item : ctx.config.items("settings")) chosen.push_back(std::stoul(item) - 1);  // checked: 1..5
  if (chosen.empty())
    for (std::size_t k = 0; k < all.size(); ++k) chosen.push_back(k);
  std::string command = "gridnav lab lpa";
  if (ctx.quick) command += " --quick";
  if (ctx.maps) command += cfmt(" --maps %zu", ctx.maps);
  if (ctx.seed != 1) command += cfmt(" --seed %llu", (unsigned long long)ctx.seed);
  command += set_options_text(ctx);
  report.summary = cfmt(
      "seed %llu; %zu runs x %zu episodes in the first three settings, %zu x %zu in the last two; every planner "
      "replans after the same changes on the same map (each planner runs a map's whole sequence in turn); time = "
      "apply_changes + plan + path(); repeated A* breaks ties toward larger g. %sReproduce: `%s`.",
      (unsigned long long)ctx.seed, runs, episodes, near_runs, near_episodes,
      verify ? "Every replan of every planner checked against a fresh Dijkstra. " : "", command.c_str());
  for (const std::size_t k : chosen) {
    const Setting& s = all[k];
    bool interrupted = false;
    const auto tally = run_setting(s, ctx, verify, interrupted);
    report.tables.push_back(table_for(s, tally, verify, ctx));
    if (k == 0)
      report.tables.back().notes +=
          "Koenig's harness (the anchor): LPA* 8.6x fewer expansions than A* with larger-g ties, about 4.5x less "
          "time; expected here: at least 8.6x and 5x.\n";
    if (k == 1)
      report.tables.back().notes +=
          "Koenig's harness: 4.4x fewer expansions, about 2x less time; expected here: at least 4.4x and 2.5x.\n";
    if (k == 0) add_koenig_claims(report, "61x61, 4-connected", 8.6, 4.5);
    if (k == 1) add_koenig_claims(report, "40x40, Koenig's 8-connected", 4.4, 2.0);
    if (interrupted) {
      report.interrupted = true;
      break;
    }
  }
  add_lpa_figures(report, ctx.config.name);
  return report;
}

}  // namespace

void register_lpa(ExperimentCatalog& catalog) {
  catalog.add({"lpa",
               "Koenig's LPA* setting: expansions and time per replan of every dynamic planner vs repeated A*",
               {Param::number_list("settings", "1,2,3,4,5", 1, 5, "the settings to run (1-based)"),
                Param::list("planners", "", navigators().names(),
                            "the planners beside repeated A*, which always runs first (empty: all)"),
                Param::toggle("verify", false, "check every replan against a fresh Dijkstra (on with --quick)")}},
              run);
}

}  // namespace gridnav::lab
