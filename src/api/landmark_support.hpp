// Internal to the registry: the landmark parameters every algorithm with the
// `alt` / `altbest` heuristics declares, and the scope that hands the table to the
// heuristics a factory constructs.
//
//   landmarks=P                  number of landmarks (default 10)
//   landmark-select=random|farthest
//   landmark-file=PATH           load the table from PATH when it exists (it must fit
//                                the map and rules), else compute it and save it there
//
// Tables are shared through shared_landmark_table(): planners made for one grid, rules
// and landmark options while another one is alive reuse its table. The time and memory
// of the table go to PlannerInfo::precompute_ns / precompute_bytes, never to searches.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "gridnav/api/planner.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"
#include "gridnav/heuristic/landmarks.hpp"

namespace gridnav::detail {

inline std::vector<Param> landmark_params() {
  return {Param::integer("landmarks", 10, 1, 256, "landmark cells P for --heuristic alt|altbest"),
          Param::choice("landmark-select", "random", {"random", "farthest"}, "how landmark cells are chosen"),
          Param::text("landmark-file", "", "landmark table file: loaded if it exists, else computed and saved there")};
}

inline bool uses_landmarks(const Config& spec) {
  const auto it = spec.params.find("heuristic");
  return it != spec.params.end() && (it->second == "alt" || it->second == "altbest");
}

inline LandmarkOptions landmark_options(const Config& spec) {
  LandmarkOptions o;
  o.count = unsigned(spec.integer("landmarks"));  // 1..256 (landmark_params)
  o.selection = *parse_landmark_selection(spec.text("landmark-select"));
  return o;
}

/// The table a spec asks for: from landmark-file, or the shared cache; `components_only`
/// gives a table without landmarks (for the "no path" answer and the IDA* repair).
inline std::shared_ptr<const LandmarkTable> landmark_table_for(const Grid& grid, const MoveRules& rules,
                                                               const Config& spec, bool components_only) {
  LandmarkOptions options = components_only ? LandmarkOptions{0, LandmarkSelection::random, 1} : landmark_options(spec);
  const auto file = spec.params.find("landmark-file");
  if (!components_only && file != spec.params.end() && !file->second.empty()) {
    if (std::filesystem::exists(file->second)) {
      auto table = std::make_shared<const LandmarkTable>(LandmarkTable::load(file->second, grid, rules));
      if (table->count() != options.count || table->options().selection != options.selection)
        throw InputError(file->second + ": holds " + std::to_string(table->count()) + " " +
                         std::string(to_string(table->options().selection)) + " landmarks, the planner asks for " +
                         std::to_string(options.count) + " " + std::string(to_string(options.selection)));
      return table;
    }
    auto table = shared_landmark_table(grid, rules, options);
    table->save(file->second);
    return table;
  }
  return shared_landmark_table(grid, rules, options);
}

/// Opened by a factory before it constructs its search: when the spec names a landmark
/// heuristic, gets the table, binds it for the heuristics constructed meanwhile and
/// records its cost in `info`.
class LandmarkScope {
 public:
  LandmarkScope(const Grid& grid, const MoveRules& rules, const Config& spec, PlannerInfo& info)
      : grid_(&grid),
        table_(uses_landmarks(spec) ? landmark_table_for(grid, rules, spec, false) : nullptr),
        binding_(table_) {
    if (table_) {
      info.precompute_ns += table_->build_ns();
      info.precompute_bytes += table_->bytes();
    }
  }
  [[nodiscard]] const std::shared_ptr<const LandmarkTable>& table() const noexcept { return table_; }

  /// With a table, wraps `planner` so that a query between two components is answered
  /// "no path" at start(), without search (section V.D); otherwise returns it as is.
  [[nodiscard]] std::unique_ptr<Planner> wrap(std::unique_ptr<Planner> planner) const;

 private:
  const Grid* grid_;
  std::shared_ptr<const LandmarkTable> table_;
  LandmarkBinding binding_;
};

/// Forwards to the planner it holds, except for queries the table answers.
class ConnectivityGuard final : public Planner {
 public:
  ConnectivityGuard(std::unique_ptr<Planner> inner, std::shared_ptr<const LandmarkTable> table, const Grid& grid)
      : Planner(inner->info()), inner_(std::move(inner)), table_(std::move(table)), grid_(&grid) {}

  Status start(const Query& query, const Limits& limits) override {
    answered_ = false;
    if (validate_query(*grid_, query).empty() && !table_->connected(grid_->pad(query.start), grid_->pad(query.goal))) {
      answered_ = true;
      result_.reset();
      result_.status = Status::no_path;
      result_.message = "no path: start and goal lie in different components (pre-computed table), no search";
      return Status::no_path;
    }
    return inner_->start(query, limits);
  }
  Status step(std::uint64_t n) override { return answered_ ? result_.status : inner_->step(n); }
  const SearchResult& finish() override { return answered_ ? result_ : inner_->finish(); }
  [[nodiscard]] CellState state(Point p) const override { return answered_ ? CellState::unseen : inner_->state(p); }
  [[nodiscard]] Cost g(Point p) const override { return answered_ ? kInfiniteCost : inner_->g(p); }
  [[nodiscard]] std::optional<Point> parent(Point p) const override {
    return answered_ ? std::nullopt : inner_->parent(p);
  }
  [[nodiscard]] std::size_t open_size() const override { return answered_ ? 0 : inner_->open_size(); }
  [[nodiscard]] std::optional<OperationCounts> counts() const override {
    return answered_ ? std::nullopt : inner_->counts();
  }
  bool attach(EventSink* sink) override { return inner_->attach(sink); }
  [[nodiscard]] Planner& inner() noexcept { return *inner_; }

 private:
  std::unique_ptr<Planner> inner_;
  std::shared_ptr<const LandmarkTable> table_;
  const Grid* grid_;
  SearchResult result_;
  bool answered_ = false;
};

inline std::unique_ptr<Planner> LandmarkScope::wrap(std::unique_ptr<Planner> planner) const {
  if (!table_) return planner;
  return std::make_unique<ConnectivityGuard>(std::move(planner), table_, *grid_);
}

}  // namespace gridnav::detail
