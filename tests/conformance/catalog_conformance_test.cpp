// Walks every catalog (api/catalog.hpp) rather than a list of names of its own, so that a
// newly registered planner, open list, navigator or experiment is checked with no edit here:
//   - every planner, with its defaults and with each value of each choice parameter, against
//     an independent Dijkstra on random maps under every move rule: optimal planners give
//     the least cost, the others a legal path no cheaper than it; any-angle planners
//     against the visibility graph's exact lengths the same way, and refusing move rules
//     and terrain weights;
//   - every open list x duplicate rule x node memory x tie rule of astar, the same way;
//   - every navigator through the verifier (PathVerifier) over random map changes;
//   - every parameter of every planner, navigator and experiment refuses bad values and
//     unknown keys with InputError, and the schema names every parameter.
// Seeds are logged (SCOPED_TRACE) and taken from GRIDNAV_TEST_SEED when set.
#include <gtest/gtest.h>

#include <iterator>
#include <limits>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "frontend/catalogs.hpp"
#include "gridnav/anyangle/visibility_graph.hpp"
#include "gridnav/dynamic/planners.hpp"
#include "gridnav/dynamic/verify.hpp"
#include "gridnav/error.hpp"
#include "gridnav/open_list/all.hpp"
#include "gridnav/search/search_options.hpp"
#include "lab/lab.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

using testing::random_free_cell;
using testing::random_grid;
using testing::reference_distances;
using testing::test_seed;

const std::vector<MoveRules> kRules{
    {Connectivity::eight, DiagonalRule::no_corner_cutting, CostProfileKind::octile},
    {Connectivity::eight, DiagonalRule::corner_cutting, CostProfileKind::integer},
    {Connectivity::eight, DiagonalRule::always, CostProfileKind::unit},
    {Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::octile},
};

/// Cost of `path` on `moves`, or -1 when a step is not a legal move or the ends are wrong.
Cost walk(const MoveModel& moves, const std::vector<Point>& path, Point from, Point to) {
  if (path.empty() || path.front() != from || path.back() != to) return -1;
  Cost total = 0;
  for (std::size_t i = 1; i < path.size(); ++i) {
    const auto step = moves.move_cost(path[i - 1], path[i]);
    if (!step) return -1;
    total += *step;
  }
  return total;
}

bool near(Cost a, Cost b) { return std::abs(a - b) <= 1e-9 * (1 + std::abs(b)); }

/// An any-angle planner against the exact lengths of the visibility graph: valid paths of
/// the length reported, the shortest when the planner says it is optimal, never shorter.
int check_any_angle(Planner& planner, const Grid& grid, std::mt19937& rng, int& failures) {
  const anyangle::VisibilityGraph reference(grid);
  int checked = 0;
  for (int q = 0; q < 6; ++q, ++checked) {
    const Query query{random_free_cell(rng, grid), random_free_cell(rng, grid)};
    const SearchResult best = reference.shortest(query);
    const SearchResult& r = planner.solve(query);
    bool ok = r.status == best.status;
    if (ok && r.found())
      ok = anyangle::check_path(grid, r.path, query.start, query.goal).empty() &&
           near(r.cost, anyangle::path_length(r.path)) &&
           (planner.info().optimal ? near(r.cost, best.cost) : r.cost >= best.cost - 1e-9);
    if (!ok) {
      ++failures;
      ADD_FAILURE() << to_string(planner.info().spec) << ": (" << query.start.x << "," << query.start.y << ") -> ("
                    << query.goal.x << "," << query.goal.y << ") status " << to_string(r.status) << " cost " << r.cost
                    << ", visibility graph " << best.cost;
    }
  }
  return checked;
}

/// Runs `config` on random maps (uniform and weighted) under every rule; `failures` counts
/// wrong answers. Returns the queries checked.
int check_planner(const Config& config, std::uint32_t seed, int& failures) {
  std::mt19937 rng(seed);
  int checked = 0;
  for (const MoveRules& rules : kRules) {
    for (const Weight max_weight : {Weight(1), Weight(5)}) {
      const Grid grid = random_grid(rng, 24, 17, 0.3, max_weight);
      std::unique_ptr<Planner> planner;
      try {
        planner = frontend::planners().make(grid, rules, config);
      } catch (const InputError& e) {  // a combination refused with a message is fine, never a crash
        EXPECT_NE(std::string(e.what()), "") << to_string(config);
        return checked;
      }
      if (planner->info().any_angle) {
        checked += check_any_angle(*planner, grid, rng, failures);
        continue;
      }
      const MoveModel moves(grid, rules);
      for (int q = 0; q < 6; ++q) {
        const Point from = random_free_cell(rng, grid), to = random_free_cell(rng, grid);
        const Cost best = reference_distances(moves, from)[raw(grid.cell_id(to))];
        const SearchResult& r = planner->solve({from, to});
        ++checked;
        const bool optimal = planner->info().optimal;
        bool ok;
        if (r.status == Status::budget_exhausted && planner->info().spec.has("budget")) {
          ok = true;  // a node budget may end a search (plain IDA* is exponential); never a wrong answer
        } else if (best == kInfiniteCost) {
          ok = r.status == Status::no_path;
        } else if (r.status != Status::found) {
          ok = false;
        } else {
          const Cost walked = walk(moves, r.path, from, to);
          ok = walked >= 0 && near(walked, r.cost) && (optimal ? near(r.cost, best) : r.cost >= best - 1e-9);
        }
        if (!ok) {
          ++failures;
          ADD_FAILURE() << to_string(config) << " on " << grid.width() << "x" << grid.height() << " rules "
                        << int(rules.connectivity) << "/" << to_string(rules.diagonal) << "/" << to_string(rules.costs)
                        << " max weight " << int(max_weight) << ": (" << from.x << "," << from.y << ") -> (" << to.x
                        << "," << to.y << ") status " << to_string(r.status) << " cost " << r.cost << ", Dijkstra "
                        << best;
        }
      }
    }
  }
  return checked;
}

TEST(CatalogConformance, EveryPlannerAndEveryChoiceAgainstDijkstra) {
  const std::uint32_t seed = test_seed(20261126);
  SCOPED_TRACE("seed " + std::to_string(seed));
  int failures = 0, checked = 0;
  for (const auto& entry : frontend::planners().entries()) {
    checked += check_planner({entry.name, {}}, seed, failures);
    for (const Param& p : entry.params) {
      if (p.type != ParamType::choice && p.type != ParamType::toggle) continue;
      // smooth=on and partial=on change the answer on purpose (tests/anyangle/smooth_test.cpp,
      // tests/property/partial_path_test.cpp hold every planner with them).
      if (p.name == "smooth" || p.name == "partial") continue;
      for (const std::string& value : p.choices) {
        if (value == p.default_value) continue;
        Config c{entry.name, {{p.name, value}}};
        if (p.name == "heuristic" && (value == "alt" || value == "altbest")) c.params["landmarks"] = "4";
        checked += check_planner(c, seed + 1, failures);
      }
    }
    if (failures > 20) break;
  }
  EXPECT_GT(checked, 1000);
}

TEST(CatalogConformance, AnyAnglePlannersRefuseMoveRulesAndTerrain) {
  std::mt19937 rng(5);
  const Grid plain = random_grid(rng, 12, 9, 0.2), weighted = random_grid(rng, 12, 9, 0.2, 5);
  int any_angle = 0;
  for (const auto& entry : frontend::planners().entries()) {
    if (!entry.traits.any_angle) continue;
    ++any_angle;
    const Config config{entry.name, {}};
    EXPECT_TRUE(frontend::planners().make(plain, MoveRules{}, config)->info().any_angle) << entry.name;
    EXPECT_THROW((void)frontend::planners().make(weighted, MoveRules{}, config), InputError) << entry.name;
    for (std::size_t r = 1; r < kRules.size(); ++r)
      EXPECT_THROW((void)frontend::planners().make(plain, kRules[r], config), InputError) << entry.name;
  }
  EXPECT_GE(any_angle, 3);
  for (const auto& entry : frontend::planners().entries())
    if (!entry.traits.any_angle)
      EXPECT_FALSE(frontend::planners().make(plain, MoveRules{}, {entry.name, {}})->info().any_angle) << entry.name;
}

TEST(CatalogConformance, EveryOpenListRuleMemoryAndTieAgainstDijkstra) {
  const std::uint32_t seed = test_seed(611);
  SCOPED_TRACE("seed " + std::to_string(seed));
  int failures = 0, checked = 0;
  for (const std::string_view open : AllOpenLists::kNames)
    for (const char* duplicates : {"open", "closed"})
      for (const char* memory : {"stamp", "pool", "alloc"})
        for (const TieRule tie : kTieRules) {
          const Config c{"astar",
                         {{"open", std::string(open)},
                          {"duplicates", duplicates},
                          {"memory", memory},
                          {"tie", std::string(to_string(tie))}}};
          checked += check_planner(c, seed, failures);
          if (failures > 20) return;
        }
  EXPECT_EQ(checked, int(AllOpenLists::kSize) * 2 * 3 * int(std::size(kTieRules)) * int(kRules.size()) * 2 * 6);
}

TEST(CatalogConformance, EveryNavigatorThroughTheVerifier) {
  const std::uint32_t seed = test_seed(77);
  SCOPED_TRACE("seed " + std::to_string(seed));
  ASSERT_FALSE(navigators().entries().empty());
  for (const auto& entry : navigators().entries()) {
    SCOPED_TRACE(entry.name);
    std::mt19937 rng(seed);
    for (const MoveRules& rules : kRules) {
      const Grid grid = random_grid(rng, 20, 14, 0.25, 3);
      auto nav = navigators().make({entry.name, {}});
      ASSERT_EQ(nav->name(), entry.name);
      const Point agent = random_free_cell(rng, grid), goal = random_free_cell(rng, grid);
      nav->reset(grid, rules, agent, goal);
      PathVerifier verifier(true);
      for (int round = 0; round < 12; ++round) {
        const Status status = nav->plan();
        const std::string failure = verifier.check(*nav, status);
        ASSERT_EQ(failure, "") << "round " << round;
        if (const auto next = nav->next_step(); next && round % 2 == 0) nav->move_agent(*next);
        std::vector<CellChange> changes;
        for (int k = 0; k < 4; ++k) {
          const Point p{std::int32_t(rng() % 20u), std::int32_t(rng() % 14u)};
          if (p == nav->agent() || p == nav->goal()) continue;
          changes.push_back({p, rng() % 3 == 0 ? kBlocked : Weight(1 + rng() % 3)});
        }
        nav->apply_changes(changes);
      }
      EXPECT_GT(verifier.checks(), 0u);
    }
  }
}

/// Values that `p` must refuse.
std::vector<std::string> bad_values(const Param& p) {
  std::vector<std::string> bad{"", "no-such-value", "nan", "1x", " "};
  const auto num = [](double v) { return std::to_string(std::int64_t(v)); };
  switch (p.type) {
    case ParamType::choice:
    case ParamType::toggle:
      return bad;
    case ParamType::integer:
      bad.insert(bad.end(), {num(p.least) + ".5", "inf", "99999999999999999999999"});
      bad.push_back(num(p.least - 1));
      if (p.most < 9e18) bad.push_back(num(p.most + 1));
      return bad;
    case ParamType::real:
      bad.insert(bad.end(), {"inf", "-inf", "1e999"});
      bad.push_back(std::to_string(p.least - 1));
      if (p.most < std::numeric_limits<double>::infinity()) bad.push_back(std::to_string(p.most + 1));
      return bad;
    case ParamType::list:
      if (p.choices.empty()) return {"x", num(p.least - 1), num(p.most + 1), "1,x", "1,,2"};
      return {"no-such-value", p.choices.front() + ",no-such-value", ","};
    case ParamType::text:
      return {};
  }
  return bad;
}

template <class Catalog>
void expect_refusals(const Catalog& catalog) {
  for (const auto& entry : catalog.entries()) {
    SCOPED_TRACE(catalog.kind() + " " + entry.name);
    EXPECT_THROW((void)catalog.complete({entry.name, {{"no-such-key", "1"}}}), InputError);
    const Config defaults = catalog.complete({entry.name, {}});
    EXPECT_EQ(defaults.params.size(), entry.params.size());
    for (const Param& p : entry.params) {
      EXPECT_EQ(defaults.text(p.name), p.default_value) << p.name;
      EXPECT_NO_THROW((void)catalog.complete({entry.name, {{p.name, p.default_value}}})) << p.name;
      for (const std::string& v : bad_values(p))
        EXPECT_THROW((void)catalog.complete({entry.name, {{p.name, v}}}), InputError) << p.name << "=" << v;
    }
  }
  EXPECT_THROW((void)catalog.complete({"no-such-" + catalog.kind(), {}}), InputError);
}

TEST(CatalogConformance, EveryParameterRefusesBadValues) {
  expect_refusals(frontend::planners());
  expect_refusals(navigators());
  expect_refusals(lab::experiments());
}

TEST(CatalogConformance, SchemaNamesEveryEntryAndParameter) {
  const auto check = [](const std::string& kind, const std::vector<const EntryInfo*>& infos) {
    const nlohmann::json schema = nlohmann::json::parse(catalog_schema_json(kind, infos));
    ASSERT_EQ(schema["entries"].size(), infos.size());
    for (std::size_t i = 0; i < infos.size(); ++i) {
      const auto& e = schema["entries"][i];
      EXPECT_EQ(e["name"], infos[i]->name);
      ASSERT_EQ(e["params"].size(), infos[i]->params.size());
      for (const Param& p : infos[i]->params) {
        ASSERT_TRUE(e["schema"]["properties"].contains(p.name)) << infos[i]->name << " " << p.name;
        if (p.type == ParamType::choice) {
          EXPECT_EQ(e["schema"]["properties"][p.name]["enum"], p.choices);
        }
      }
    }
  };
  check("planner", frontend::planners().infos());
  check("navigator", navigators().infos());
  check("experiment", lab::experiments().infos());
}

TEST(CatalogConformance, OpenListChoicesAreTheOpenListSet) {
  const Param* open = frontend::planners().get("astar").param("open");
  ASSERT_NE(open, nullptr);
  EXPECT_EQ(open->choices, std::vector<std::string>(AllOpenLists::kNames.begin(), AllOpenLists::kNames.end()));
  EXPECT_EQ(open->default_value, DefaultOpenList<kDefaultDuplicates>::kName);
}

}  // namespace
}  // namespace gridnav
