// Search events (search/events.hpp) of every planner and navigator of the catalogs:
//   - every planner, with and without stats=on, takes a sink exactly when its catalog entry
//     says it reports events (EntryTraits::reports_events); for those, on
//     arena2 and on random maps, the events agree with the result's statistics (expand
//     events == expanded, one begin, an end iff found, every generate's parent expanded
//     earlier or a begin node) and attaching a sink changes nothing in the result;
//   - every navigator over random map changes: per plan(), expand events == the growth of
//     stats().expansions, one begin ... end group per plan() that searched (none
//     otherwise), begun at the search's root, and the same path as a twin without a sink.
// Seeds are logged (SCOPED_TRACE) and taken from GRIDNAV_TEST_SEED when set.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "frontend/catalogs.hpp"
#include "gridnav/algorithm/fringe_search.hpp"
#include "gridnav/algorithm/ida_star.hpp"
#include "gridnav/dynamic/planners.hpp"
#include "gridnav/error.hpp"
#include "gridnav/io/movingai_map.hpp"
#include "gridnav/io/scenario.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

using testing::random_free_cell;
using testing::random_grid;
using testing::test_seed;

/// Checks the events as they come (no list kept: IDA* on a large map sends millions).
class CheckingSink final : public EventSink {
 public:
  explicit CheckingSink(const Grid& grid) : grid_(&grid), expanded_(grid.padded_size(), false) {}
  void on_event(EventKind kind, PaddedId node, PaddedId parent, Cost, Cost) override {
    ++counts[static_cast<int>(kind)];
    if (first_) first = kind;
    first_ = false;
    last = kind;
    switch (kind) {
      case EventKind::begin:
        begin_nodes.push_back(grid_->unpad(node));
        expanded_[raw(node)] = true;  // a generate may come from the begin node
        break;
      case EventKind::expand:
        expanded_[raw(node)] = true;
        if (node == start && parent == kNoCell) ++root_expands;
        break;
      case EventKind::generate:
        if (parent == kNoCell || !expanded_[raw(parent)]) ++orphans;
        break;
      default:
        break;
    }
  }
  [[nodiscard]] std::uint64_t count(EventKind k) const { return counts[static_cast<int>(k)]; }
  void clear() { *this = CheckingSink(*grid_); }

  std::uint64_t counts[5] = {};
  std::uint64_t orphans = 0;  // generates whose parent was neither expanded nor a begin node
  std::uint64_t root_expands = 0;
  PaddedId start = kNoCell;
  std::vector<Point> begin_nodes;
  EventKind first = EventKind::end, last = EventKind::begin;

 private:
  const Grid* grid_;
  std::vector<bool> expanded_;
  bool first_ = true;
};

/// The planner's configurations: its defaults, and operation counting on when it has the
/// parameter.
std::vector<Config> configs(const PlannerCatalog::Entry& entry) {
  std::vector<Config> out{Config{entry.name, {}}};
  if (entry.param("stats")) out.push_back(Config{entry.name, {{"stats", "on"}}});
  return out;
}

/// The default A* (made without counting: a RecordablePlanner).
std::unique_ptr<Planner> default_astar(const Grid& grid) {
  return frontend::planners().make(grid, MoveRules{}, Config{"astar", {}});
}

/// One query through a planner with a sink and through a twin without one: the sink is
/// taken exactly when the catalog says the planner reports events, and changes neither the
/// planner nor its counts.
void check_query(const PlannerCatalog::Entry& entry, const Config& config, const Grid& grid, Point from, Point to,
                 int& attached) {
  const MoveRules rules{};
  std::unique_ptr<Planner> watched;
  try {
    watched = frontend::planners().make(grid, rules, config);
  } catch (const InputError& e) {
    // A planner may refuse a grid of terrain weights (jps: its pruning needs uniform
    // costs), with a reason; never a uniform one.
    EXPECT_FALSE(grid.uniform()) << to_string(config) << " refused a uniform grid: " << e.what();
    return;
  }
  CheckingSink sink(grid);
  const bool takes = watched->attach(&sink);
  EXPECT_EQ(takes, entry.traits.reports_events) << to_string(config);
  if (!takes) return;
  ++attached;
  EXPECT_EQ(to_string(watched->info().spec), to_string(frontend::planners().complete(config)));
  auto plain = frontend::planners().make(grid, rules, config);
  SCOPED_TRACE(to_string(config) + " (" + std::to_string(from.x) + "," + std::to_string(from.y) + ") -> (" +
               std::to_string(to.x) + "," + std::to_string(to.y) + ")");
  sink.start = grid.pad(from);
  const SearchResult r = watched->solve({from, to}, {});
  const SearchResult& p = plain->solve({from, to}, {});
  ASSERT_EQ(r.status, p.status);
  EXPECT_EQ(r.cost, p.cost);
  EXPECT_EQ(r.path, p.path);
  EXPECT_EQ(r.stats.expanded, p.stats.expanded);
  EXPECT_EQ(r.stats.generated, p.stats.generated);
  EXPECT_EQ(r.stats.reopened, p.stats.reopened);
  EXPECT_EQ(r.stats.improved, p.stats.improved);
  EXPECT_EQ(watched->counts().has_value(), plain->counts().has_value());  // counting stays as configured

  std::uint64_t expand_events = r.stats.expanded;
  if (auto* f = dynamic_cast<SearchPlanner<FringeSearch<OctileHeuristic>>*>(watched.get()))
    expand_events -= f->search().deferred();  // visits above the threshold report nothing
  std::uint64_t begins = 1;
  auto* ida = dynamic_cast<SearchPlanner<IdaStarSearch<OctileHeuristic>>*>(watched.get());
  if (ida) {
    begins = ida->search().ida_stats().iterations;  // one group per iteration
    EXPECT_EQ(sink.root_expands, begins);
    EXPECT_EQ(sink.count(EventKind::generate), r.stats.generated);
    if (r.found()) {
      EXPECT_EQ(sink.count(EventKind::expand) - sink.count(EventKind::close), r.path.size());
    }
  }
  if (config.name == "fringe") {
    EXPECT_NE(dynamic_cast<SearchPlanner<FringeSearch<OctileHeuristic>>*>(watched.get()), nullptr);
  }
  if (config.name == "ida") {
    EXPECT_NE(ida, nullptr);
  }
  if (r.status == Status::invalid_input) return;
  if (begins == 0) {  // IDA* answered from its table of components: no search, no event
    EXPECT_EQ(r.status, Status::no_path);
    EXPECT_EQ(sink.count(EventKind::expand) + sink.count(EventKind::generate), 0u);
    return;
  }
  EXPECT_EQ(sink.count(EventKind::expand), expand_events);
  EXPECT_EQ(sink.count(EventKind::begin), begins);
  ASSERT_FALSE(sink.begin_nodes.empty());
  EXPECT_EQ(sink.begin_nodes.front(), from);
  EXPECT_EQ(sink.first, EventKind::begin);
  EXPECT_EQ(sink.count(EventKind::end), r.found() ? 1u : 0u);
  if (r.found()) {
    EXPECT_EQ(sink.last, EventKind::end);
  }
  EXPECT_EQ(sink.orphans, 0u);
}

TEST(SearchEvents, EveryAttachablePlannerOnArena2) {
  const Scenario scen = read_scenario(std::string(GRIDNAV_DATA_DIR) + "/movingai/arena2.map.scen");
  const Grid grid = read_movingai_map(resolve_scenario_map(scen, scen.entries.front().map_name));
  int attached = 0;
  for (const auto& entry : frontend::planners().entries()) {
    // Goal bounds take one Dijkstra search per cell of this map to build, for every planner
    // made: jps-plus-gb is checked on the random maps below.
    if (entry.traits.searches_per_cell(frontend::planners().complete(Config{entry.name, {}}))) continue;
    // short queries (IDA* re-searches from the root) and a long one
    for (const Config& config : configs(entry))
      for (const std::size_t i : {std::size_t(3), std::size_t(25), scen.entries.size() / 3}) {
        const ScenarioEntry& e = scen.entries[i];
        check_query(entry, config, grid, e.start, e.goal, attached);
      }
  }
  EXPECT_GE(attached, 3 * 6);  // astar, dijkstra, ida, fringe at least, two of them twice
}

TEST(SearchEvents, EveryAttachablePlannerOnRandomMaps) {
  const std::uint32_t seed = test_seed(2112);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  int attached = 0;
  for (int map = 0; map < 3; ++map) {
    const Grid grid = random_grid(rng, 40, 30, 0.3, map == 2 ? Weight(4) : Weight(1));
    std::vector<std::pair<Point, Point>> queries;
    for (int q = 0; q < 4; ++q) queries.emplace_back(random_free_cell(rng, grid), random_free_cell(rng, grid));
    for (const auto& entry : frontend::planners().entries())
      for (const Config& config : configs(entry))
        for (const auto& [from, to] : queries) check_query(entry, config, grid, from, to, attached);
  }
  EXPECT_GE(attached, 3 * 4 * 6);
}

TEST(SearchEvents, APlannerWatchedThenLeftSearchesAlike) {
  const std::uint32_t seed = test_seed(404);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  const Grid grid = random_grid(rng, 40, 30, 0.25, 1);
  const Point from = random_free_cell(rng, grid), to = random_free_cell(rng, grid);
  auto plain = default_astar(grid);
  const SearchResult want = plain->solve({from, to});
  auto planner = default_astar(grid);
  CheckingSink sink(grid);
  ASSERT_TRUE(planner->attach(&sink));  // before any search: the quiet engine is let go
  const SearchResult watched = planner->solve({from, to});
  EXPECT_GT(sink.count(EventKind::expand), 0u);
  ASSERT_TRUE(planner->attach(nullptr));  // the quiet engine is made again
  const std::uint64_t seen = sink.count(EventKind::expand);
  const SearchResult left = planner->solve({from, to});
  EXPECT_EQ(sink.count(EventKind::expand), seen);
  for (const SearchResult* r : {&watched, &left}) {
    EXPECT_EQ(r->status, want.status);
    EXPECT_EQ(r->cost, want.cost);
    EXPECT_EQ(r->path, want.path);
    EXPECT_EQ(r->stats.expanded, want.stats.expanded);
    EXPECT_EQ(r->stats.generated, want.stats.generated);
  }
  EXPECT_EQ(planner->state(from), plain->state(from));
}

TEST(SearchEvents, FringeSearchReportsEveryVisitWithinTheThreshold) {
  const std::uint32_t seed = test_seed(93);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  const Grid grid = random_grid(rng, 30, 30, 0.25, 1);
  FringeSearch<> fringe(grid, MoveRules{});
  CheckingSink sink(grid);
  fringe.set_sink(&sink);
  std::uint64_t deferred = 0;
  for (int q = 0; q < 10; ++q) {
    sink.clear();
    const Point from = random_free_cell(rng, grid), to = random_free_cell(rng, grid);
    const SearchResult& r = fringe.solve({from, to});
    deferred += fringe.deferred();
    EXPECT_EQ(sink.count(EventKind::expand) + fringe.deferred(), r.stats.expanded);
    EXPECT_EQ(sink.count(EventKind::close), 0u);
  }
  EXPECT_GT(deferred, 0u);  // the visits above the threshold were there to be left out
}

/// Backward planners search from the goal.
bool backward(std::string_view name) { return name == "dstar" || name == "focused-dstar" || name == "dstar-lite"; }

TEST(SearchEvents, EveryNavigatorReportsEachReplanAsOneGroup) {
  const std::uint32_t seed = test_seed(4242);
  SCOPED_TRACE("seed " + std::to_string(seed));
  ASSERT_FALSE(navigators().entries().empty());
  std::size_t all_groups = 0;
  for (const auto& entry : navigators().entries()) {
    SCOPED_TRACE(entry.name);
    std::mt19937 rng(seed);
    std::uint64_t groups = 0;
    for (const Weight max_weight : {Weight(1), Weight(3)}) {
      const Grid grid = random_grid(rng, 32, 24, 0.2, max_weight);
      auto watched = navigators().make({entry.name, {}});
      auto plain = navigators().make({entry.name, {}});
      Point agent, goal;
      const MoveModel moves(grid, MoveRules{});
      for (int tries = 0; tries < 100; ++tries) {  // a pair with a path, so that there is work to do
        agent = random_free_cell(rng, grid);
        goal = random_free_cell(rng, grid);
        if (agent != goal && testing::reference_cost(moves, agent, goal) < kInfiniteCost) break;
      }
      watched->reset(grid, MoveRules{}, agent, goal);
      plain->reset(grid, MoveRules{}, agent, goal);
      CheckingSink sink(grid);
      watched->set_sink(&sink);
      for (int round = 0; round < 16; ++round) {
        SCOPED_TRACE("round " + std::to_string(round));
        sink.clear();
        const NavigatorStats before = watched->stats();
        const Status status = watched->plan();
        const NavigatorStats after = watched->stats();
        ASSERT_EQ(status, plain->plan());
        ASSERT_EQ(watched->path(), plain->path());
        EXPECT_EQ(sink.count(EventKind::expand), after.expansions - before.expansions);
        const std::uint64_t searched = after.searches - before.searches;
        EXPECT_EQ(sink.count(EventKind::begin), searched);
        EXPECT_EQ(sink.count(EventKind::end), searched);
        if (searched != 0) {
          ++groups;
          EXPECT_EQ(sink.first, EventKind::begin);
          EXPECT_EQ(sink.last, EventKind::end);
          EXPECT_EQ(sink.begin_nodes.front(), backward(entry.name) ? goal : watched->agent());
        } else {
          EXPECT_EQ(sink.count(EventKind::generate), 0u);
        }
        if (const auto next = watched->next_step(); next && round % 2 == 0) {
          watched->move_agent(*next);
          plain->move_agent(*next);
        }
        std::vector<CellChange> changes;
        for (int k = 0; k < 5; ++k) {
          const Point p{std::int32_t(rng() % 32u), std::int32_t(rng() % 24u)};
          if (p == watched->agent() || p == goal) continue;
          changes.push_back({p, rng() % 3 == 0 ? kBlocked : Weight(1 + rng() % max_weight)});
        }
        watched->apply_changes(changes);
        plain->apply_changes(changes);
      }
    }
    EXPECT_GE(groups, 2u);  // the first plan() of each map
    all_groups += groups;
  }
  EXPECT_GT(all_groups, 2 * navigators().entries().size());  // and replans that searched
}

}  // namespace
}  // namespace gridnav
