// Registers boost-astar: Boost.Graph's astar_search on the same grid, the same move
// rules and costs, and the same (octile) heuristic, as the peer a C++ user might pick.
// It exists to be measured against (`gridnav bench --config astar --config boost-astar`).
//
// How it is used, as a careful Boost user would:
//   - the graph is a compressed_sparse_row_graph built once per planner (per map),
//     vertex v = y * width + x, one edge per legal move (MoveModel decides legality
//     and cost, so the diagonal rule and the cost profile are exactly gridnav's);
//   - distance, cost (f), predecessor and colour maps are vectors made once and reused;
//     instead of astar_search's O(V) initialisation per query, the planner calls
//     astar_search_no_init and resets only the vertices the last query discovered
//     (recorded by the visitor), at the start of the next query, inside its time;
//   - the search stops at the goal the way Boost documents it: the visitor throws when
//     the goal is examined. Node and time limits use the same mechanism.
// Not under our control: astar_search_no_init keeps its 4-ary heap's position index
// in a vector_property_map it creates (and grows) on every call.
//
// Step-wise use: start() prepares, the first step() runs the whole search (Boost has
// no resumable search), finish() builds the path. Between queries, state/g/parent read
// the colour, distance and predecessor maps; open_size() is 0 (the queue is internal).
#include <algorithm>
#include <boost/graph/astar_search.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/property_map/property_map.hpp>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <utility>
#include <vector>

#include "frontend/catalogs.hpp"

namespace gridnav::frontend {
namespace {

struct EdgeProps {
  double weight;
};
using BoostGraph = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, EdgeProps>;
using Vertex = boost::graph_traits<BoostGraph>::vertex_descriptor;

/// The octile estimate of OctileHeuristic, written against Boost's vertex numbering.
class OctileEstimate : public boost::astar_heuristic<BoostGraph, double> {
 public:
  OctileEstimate(std::int32_t width, const MoveModel& moves, Weight min_weight, Vertex goal) noexcept
      : width_(std::uint32_t(width)),
        straight_(moves.profile().straight * min_weight),
        saving_((moves.connectivity() == Connectivity::eight
                     ? std::min(0.0, moves.profile().diagonal - 2 * moves.profile().straight)
                     : 0.0) *
                min_weight),
        gx_(std::int32_t(goal % width_)),
        gy_(std::int32_t(goal / width_)) {}
  double operator()(Vertex v) const noexcept {
    const double dx = std::abs(std::int32_t(v % width_) - gx_);
    const double dy = std::abs(std::int32_t(v / width_) - gy_);
    return (dx + dy) * straight_ + std::min(dx, dy) * saving_;
  }

 private:
  std::uint32_t width_;
  double straight_, saving_;
  std::int32_t gx_, gy_;
};

struct GoalReached {};
struct LimitReached {};

class RecordingVisitor : public boost::default_astar_visitor {
 public:
  RecordingVisitor(Vertex goal, std::vector<Vertex>* touched, SearchStats* stats, const Limits* limits,
                   std::chrono::steady_clock::time_point t0) noexcept
      : goal_(goal), touched_(touched), stats_(stats), limits_(limits), t0_(t0) {}
  void discover_vertex(Vertex v, const BoostGraph&) const {
    touched_->push_back(v);
    ++stats_->generated;
  }
  void examine_vertex(Vertex v, const BoostGraph&) const {
    if (limits_->max_expansions != 0 && stats_->expanded >= limits_->max_expansions) throw LimitReached{};
    if (limits_->time_up(stats_->expanded, 0, t0_)) throw LimitReached{};
    ++stats_->expanded;
    if (v == goal_) throw GoalReached{};
  }

 private:
  Vertex goal_;
  std::vector<Vertex>* touched_;
  SearchStats* stats_;
  const Limits* limits_;
  std::chrono::steady_clock::time_point t0_;
};

class BoostAStarPlanner final : public Planner {
 public:
  BoostAStarPlanner(PlannerInfo info, const Grid& grid, const MoveRules& rules)
      : Planner(std::move(info)), grid_(&grid), moves_(grid, rules) {
    build();
  }

  Status start(const Query& query, const Limits& limits) override {
    if (grid_->revision() != revision_) build();  // the grid was edited: a new graph (untimed)
    const auto t0 = Clock::now();
    result_.reset();
    limits_ = limits;
    query_ = query;
    reset_touched();
    if (std::string why = validate_query(*grid_, query); !why.empty()) {
      result_.message = std::move(why);
      status_ = Status::invalid_input;
    } else {
      status_ = Status::running;
    }
    result_.stats.time_ns += elapsed_ns(t0);
    return status_;
  }

  Status step(std::uint64_t n) override {
    if (status_ != Status::running || n == 0) return status_;
    const auto t0 = Clock::now();
    const Vertex s = vertex(query_.start), t = vertex(query_.goal);
    distance_[s] = 0;
    OctileEstimate h(grid_->width(), moves_, grid_->min_weight(), t);
    cost_[s] = h(s);
    auto index = boost::get(boost::vertex_index, graph_);
    try {
      boost::astar_search_no_init(graph_, s, h, RecordingVisitor(t, &touched_, &result_.stats, &limits_, t0),
                                  boost::make_iterator_property_map(predecessor_.begin(), index),
                                  boost::make_iterator_property_map(cost_.begin(), index),
                                  boost::make_iterator_property_map(distance_.begin(), index),
                                  boost::get(&EdgeProps::weight, graph_),
                                  boost::make_iterator_property_map(color_.begin(), index), index, std::less<double>(),
                                  boost::closed_plus<double>(kInfiniteCost), kInfiniteCost, 0.0);
      status_ = Status::no_path;
    } catch (const GoalReached&) {
      status_ = Status::found;
    } catch (const LimitReached&) {
      status_ = Status::budget_exhausted;
    }
    result_.stats.generated = touched_.size();
    result_.stats.time_ns += elapsed_ns(t0);
    return status_;
  }

  const SearchResult& finish() override {
    const auto t0 = Clock::now();
    result_.status = status_;
    if (status_ == Status::found && result_.path.empty()) {
      const Vertex t = vertex(query_.goal);
      result_.cost = distance_[t];
      for (Vertex v = t;; v = predecessor_[v]) {
        result_.path.push_back(point(v));
        if (predecessor_[v] == v) break;
      }
      std::reverse(result_.path.begin(), result_.path.end());
    }
    result_.stats.time_ns += elapsed_ns(t0);
    return result_;
  }

  [[nodiscard]] CellState state(Point p) const override {
    if (!grid_->in_bounds(p)) return CellState::unseen;
    switch (color_[vertex(p)]) {
      case boost::white_color:
        return CellState::unseen;
      case boost::black_color:
        return CellState::closed;
      default:
        return CellState::open;
    }
  }
  [[nodiscard]] Cost g(Point p) const override { return grid_->in_bounds(p) ? distance_[vertex(p)] : kInfiniteCost; }
  [[nodiscard]] std::optional<Point> parent(Point p) const override {
    if (!grid_->in_bounds(p)) return std::nullopt;
    const Vertex v = vertex(p);
    if (color_[v] == boost::white_color || predecessor_[v] == v) return std::nullopt;
    return point(predecessor_[v]);
  }
  [[nodiscard]] std::size_t open_size() const override { return 0; }

 private:
  using Clock = std::chrono::steady_clock;
  static std::int64_t elapsed_ns(Clock::time_point t0) noexcept {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - t0).count();
  }
  [[nodiscard]] Vertex vertex(Point p) const noexcept { return Vertex(raw(grid_->cell_id(p))); }
  [[nodiscard]] Point point(Vertex v) const noexcept { return grid_->point(CellId{std::uint32_t(v)}); }

  void build() {
    moves_ = MoveModel(*grid_, moves_.rules());
    revision_ = grid_->revision();
    const auto n = Vertex(grid_->cell_count());
    std::vector<std::pair<Vertex, Vertex>> edges;
    std::vector<EdgeProps> weights;
    for (std::int32_t y = 0; y < grid_->height(); ++y)
      for (std::int32_t x = 0; x < grid_->width(); ++x) {
        const Point p{x, y};
        if (!grid_->passable(p)) continue;
        moves_.for_each_move(grid_->pad(p), [&](PaddedId next, Cost step_cost, Direction) {
          edges.emplace_back(vertex(p), vertex(grid_->unpad(next)));
          weights.push_back({step_cost});
        });
      }
    graph_ = BoostGraph(boost::edges_are_sorted, edges.begin(), edges.end(), weights.begin(), n);
    distance_.assign(n, kInfiniteCost);
    cost_.assign(n, kInfiniteCost);
    color_.assign(n, boost::white_color);
    predecessor_.resize(n);
    for (Vertex v = 0; v < n; ++v) predecessor_[v] = v;
    touched_.clear();
    touched_.reserve(1024);
  }

  /// Puts back the initial values astar_search would write, on the last query's vertices only.
  void reset_touched() noexcept {
    for (const Vertex v : touched_) {
      distance_[v] = kInfiniteCost;
      cost_[v] = kInfiniteCost;
      color_[v] = boost::white_color;
      predecessor_[v] = v;
    }
    touched_.clear();
  }

  const Grid* grid_;
  MoveModel moves_;
  std::uint64_t revision_ = 0;
  BoostGraph graph_;
  std::vector<double> distance_, cost_;
  std::vector<boost::default_color_type> color_;
  std::vector<Vertex> predecessor_;
  std::vector<Vertex> touched_;
  SearchResult result_;
  Limits limits_;
  Query query_;
  Status status_ = Status::running;
};

}  // namespace

void register_boost_astar(PlannerCatalog& catalog) {
  catalog.add({"boost-astar",
               "Boost.Graph astar_search (CSR graph of the grid, octile heuristic, 4-ary heap): "
               "a reference point for `gridnav bench`; runs each query in one step",
               {},
               {.reports_events = false}},
              [](const Grid& grid, const MoveRules& rules, const Config& spec) -> std::unique_ptr<Planner> {
                return std::make_unique<BoostAStarPlanner>(PlannerInfo{spec, rules, true, {}}, grid, rules);
              });
}

}  // namespace gridnav::frontend
