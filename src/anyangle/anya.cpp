// Anya's search (anyangle/anya.hpp): A* over intervals and their roots, the successors in
// anya_successors.cpp.
#include "gridnav/anyangle/anya.hpp"

#include <algorithm>
#include <cmath>

#include "anya_rows.hpp"

namespace gridnav::anyangle {

struct Anya::Node {
  anya::Span span;
  std::int32_t y;
  std::uint32_t root;
  double f;
  bool goal;  ///< the goal, seen from the root: f is the path's length
};

/// A queued node: its f and where it is kept.
struct Anya::Entry {
  double f;
  std::uint32_t node;
  bool goal;
};

namespace {

/// Heap order: least f first; at equal f the goal first.
bool later(const Anya::Entry& a, const Anya::Entry& b) noexcept {
  return a.f > b.f || (a.f == b.f && !a.goal && b.goal);
}

/// A g longer than `best` beyond rounding: the sums of square roots that reach one corner
/// along different paths of the same length differ in their last bits.
bool longer(double g, double best) noexcept { return g > best + 1e-9 * (1 + best); }

/// The shortest way from root r through a point X of `span` (row y) to t: |rX| + |Xt| is
/// convex in X, least where the segment from r to t (t mirrored through the row when it
/// lies on r's side) crosses the row, or at the nearest end of the span.
double estimate(const anya::Frame& frame, const anya::Span& span, Point t) noexcept {
  const Point r = frame.root();
  const std::int32_t y = frame.y();
  const double tx = t.x, ty = (r.y - y) * std::int64_t(t.y - y) > 0 ? 2.0 * y - t.y : double(t.y);
  const double cross = r.y == y ? double(r.x) : r.x + (tx - r.x) * (y - r.y) / (ty - r.y);
  const double x = std::clamp(cross, frame.value(span.a), frame.value(span.b));
  const double ax = x - r.x, ay = y - r.y, bx = tx - x, by = ty - y;
  return std::sqrt(ax * ax + ay * ay) + std::sqrt(bx * bx + by * by);
}

}  // namespace

/// Receives the successors of one expansion: checks each interval for the goal, then keeps
/// it with its f among the expansion's fresh nodes.
class Anya::Expansion final : public anya::Sink {
 public:
  explicit Expansion(Anya& search) noexcept : search_(search) {}

  void emit(const anya::Span& span, const anya::Frame& frame, std::uint32_t root) override {
    if (span.empty()) return;
    Anya& a = search_;
    const double g = a.roots_[root].g;
    const Point r = frame.root(), t = a.query_.goal;
    const std::int32_t y = frame.y();
    if (t.y == y && frame.spans(span, t.x) && line_of_sight(a.grid_, r, t) && leaves_end(a.grid_, t, r) &&
        (r != a.query_.start || leaves_end(a.grid_, r, t)))
      a.fresh_.push_back({span, y, root, g + distance(r, t), true});
    a.fresh_.push_back({span, y, root, g + estimate(frame, span, t), false});
    ++a.result_.stats.generated;
  }

  std::optional<std::uint32_t> turn(Point at, std::uint32_t from) override { return search_.make_root(at, from); }

 private:
  Anya& search_;
};

Anya::Anya(const Grid& grid) : grid_(grid), stride_(std::uint32_t(grid.width()) + 1) {
  const std::size_t n = std::size_t(stride_) * (std::size_t(grid.height()) + 1);
  stamp_.reset(n);  // zero: no search made it a root; pages claimed as searches reach them
  root_of_.reset(n);
  refresh();
}

void Anya::refresh() {
  if (free_.rows() != 0 && revision_ == grid_.revision()) return;
  const std::int32_t pw = grid_.padded_width(), ph = grid_.height() + 2;
  free_ = JpsBitRows(ph, pw);
  const auto weights = grid_.padded_weights();
  for (std::int32_t y = 1; y + 1 < ph; ++y)
    for (std::int32_t x = 1; x + 1 < pw; ++x)
      if (weights[std::size_t(y) * std::size_t(pw) + std::size_t(x)] != kBlocked) free_.set(y, x);
  revision_ = grid_.revision();
}

Anya::~Anya() = default;

std::size_t Anya::open_size() const noexcept { return open_.size(); }

const Anya::Root* Anya::best_root(Point p) const noexcept {
  if (!on_lattice(grid_, p) || stamp_[id(p)] != search_) return nullptr;
  return &roots_[root_of_[id(p)]];
}

std::optional<std::uint32_t> Anya::make_root(Point p, std::uint32_t from) {
  const Root before = roots_[from];
  const double g = before.g + distance(before.at, p);
  const Root* best = best_root(p);
  if (best && longer(g, best->g)) return std::nullopt;
  // The same turn again (from the same point by as long a way): its successors are queued.
  if (best && !longer(best->g, g) && roots_[best->parent].at == before.at) return std::nullopt;
  const bool better = !best || g < best->g;  // before the push moves the records
  const auto index = std::uint32_t(roots_.size());
  roots_.push_back({p, g, from});
  if (sink_)
    sink_->on_event(EventKind::generate, event_cell(grid_, p), event_cell(grid_, before.at), g,
                    g + distance(p, query_.goal));
  if (better) {
    stamp_[id(p)] = search_;
    root_of_[id(p)] = index;
  }
  return index;
}

void Anya::push(const Node& node) {
  open_.push_back({node.f, std::uint32_t(nodes_.size()), node.goal});
  nodes_.push_back(node);
  std::push_heap(open_.begin(), open_.end(), later);
  result_.stats.max_open = std::max<std::uint64_t>(result_.stats.max_open, open_.size());
}

Status Anya::start(const Query& query, const Limits& limits) {
  began_ = std::chrono::steady_clock::now();
  spent_ns_ = 0;
  result_.reset();
  open_.clear();
  nodes_.clear();
  roots_.clear();
  query_ = query;
  limits_ = limits;
  if (std::string problem = query_problem(grid_, query); !problem.empty()) {
    result_.status = Status::invalid_input;
    result_.message = std::move(problem);
    return result_.status;
  }
  refresh();
  if (++search_ == 0) {  // the stamps wrapped: forget every point
    std::fill(stamp_.begin(), stamp_.end(), 0);
    search_ = 1;
  }
  roots_.push_back({query.start, 0.0, 0});
  stamp_[id(query.start)] = search_;
  root_of_[id(query.start)] = 0;
  result_.stats.expanded = 1;
  if (sink_) {
    const PaddedId s = event_cell(grid_, query.start);
    const double h = distance(query.start, query.goal);
    sink_->on_event(EventKind::begin, s, kNoCell, 0, 0);
    sink_->on_event(EventKind::expand, s, kNoCell, 0, h);
  }
  if (query.start == query.goal) {
    stop(Status::found, 0);
    return result_.status;
  }
  result_.status = Status::running;
  Expansion sink(*this);
  fresh_.clear();
  anya::start_successors(anya::Rows(grid_, free_), query.start, 0, sink);
  for (const Node& n : fresh_) push(n);
  return result_.status;
}

Status Anya::step(std::uint64_t n) {
  if (result_.status != Status::running) return result_.status;
  const anya::Rows rows(grid_, free_);
  Expansion sink(*this);
  for (std::uint64_t k = 0; k < n; ++k) {
    if (open_.empty()) {
      stop(Status::no_path, 0);
      break;
    }
    std::pop_heap(open_.begin(), open_.end(), later);
    const Node node = nodes_[open_.back().node];
    open_.pop_back();
    if (node.goal) {
      stop(Status::found, node.root);
      break;
    }
    const Root root = roots_[node.root];
    if (longer(root.g, best_root(root.at)->g)) continue;  // its root was reached by a shorter way since
    // A node whose only successor keeps its root and does not hold the goal is passed
    // through at once, without a trip through the open list (the paper's intermediate
    // nodes): A* stays exact, as a goal is still taken from the open list in f order.
    for (Node at = node;;) {
      ++result_.stats.expanded;
      if (sink_) sink_->on_event(EventKind::expand, event_cell(grid_, root.at), kNoCell, root.g, at.f);
      if ((limits_.max_expansions != 0 && result_.stats.expanded >= limits_.max_expansions) ||
          limits_.time_up(result_.stats.expanded, spent_ns_, began_)) {
        stop(Status::budget_exhausted, 0);
        return result_.status;
      }
      fresh_.clear();
      anya::successors(rows, at.span, anya::Frame(root.at, at.y), at.root, sink);
      if (fresh_.size() == 1 && !fresh_[0].goal && fresh_[0].root == at.root) {
        at = fresh_[0];
        continue;
      }
      for (const Node& fresh : fresh_) push(fresh);
      break;
    }
  }
  return result_.status;
}

void Anya::stop(Status s, std::uint32_t goal_root) {
  result_.status = s;
  if (s != Status::found) return;
  const Point goal = query_.goal;
  const double cost = roots_[goal_root].g + distance(roots_[goal_root].at, goal);
  if (sink_) sink_->on_event(EventKind::end, event_cell(grid_, goal), kNoCell, cost, cost);
  if (goal != roots_[goal_root].at) result_.path.push_back(goal);
  for (std::uint32_t i = goal_root;; i = roots_[i].parent) {
    result_.path.push_back(roots_[i].at);
    if (roots_[i].parent == i) break;
  }
  std::reverse(result_.path.begin(), result_.path.end());
  result_.cost = cost;
}

const SearchResult& Anya::finish() {
  result_.stats.time_ns =
      spent_ns_ +
      std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - began_).count();
  return result_;
}

CellState Anya::state(Point p) const noexcept { return best_root(p) ? CellState::closed : CellState::unseen; }

Cost Anya::g(Point p) const noexcept {
  const Root* r = best_root(p);
  return r ? Cost(r->g) : kInfiniteCost;
}

std::optional<Point> Anya::parent(Point p) const noexcept {
  const Root* r = best_root(p);
  if (!r || roots_[r->parent].at == r->at) return std::nullopt;
  return roots_[r->parent].at;
}

}  // namespace gridnav::anyangle
