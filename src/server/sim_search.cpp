#include "sim_search.hpp"

#include <algorithm>

namespace gridnav::server {
namespace {

std::uint32_t index_of(Point p, std::int32_t width) { return std::uint32_t(std::int64_t(p.y) * width + p.x); }

bool searches(const SearchEvent& e) { return e.kind == EventKind::generate || e.kind == EventKind::expand; }

}  // namespace

void SearchPicture::absorb(std::span<const SearchEvent> events, std::int32_t width, std::uint64_t tick,
                           bool truncated) {
  std::size_t begin = 0;
  for (std::size_t i = 1; i <= events.size(); ++i) {
    if (i < events.size() && events[i].kind != EventKind::begin) continue;
    const auto group = events.subspan(begin, i - begin);
    if (std::any_of(group.begin(), group.end(), searches)) {
      tick_ = tick;
      absorb_group(group, width);
    }
    begin = i;
  }
  truncated_ = truncated;
}

void SearchPicture::absorb_group(std::span<const SearchEvent> group, std::int32_t width) {
  const bool has_root = group.front().kind == EventKind::begin;
  const std::int64_t root = has_root ? std::int64_t(index_of(group.front().cell, width)) : root_;
  const auto first_expand =
      std::find_if(group.begin(), group.end(), [](const SearchEvent& e) { return e.kind == EventKind::expand; });
  const bool fresh = root != root_ || (first_expand != group.end() && index_of(first_expand->cell, width) == root);
  if (fresh) {
    cells_.clear();
    fresh_tick_ = tick_;
  }
  root_ = root;
  ++serial_;
  recent_.clear();
  for (const SearchEvent& e : group) {
    if (!searches(e) && e.kind != EventKind::close) continue;
    const std::uint32_t i = index_of(e.cell, width);
    Cell& c = cells_[i];
    c.state = e.kind == EventKind::generate ? 1 : 2;
    if (e.has_parent()) c.parent = index_of(e.parent, width);
    if (e.kind == EventKind::expand) recent_.push_back(i);
  }
}

nlohmann::json SearchPicture::to_json() const {
  std::vector<std::uint32_t> open, closed, tree;
  for (const auto& [i, c] : cells_) {
    (c.state == 1 ? open : closed).push_back(i);
    if (c.parent >= 0 && c.parent != std::int64_t(i)) {
      tree.push_back(i);
      tree.push_back(std::uint32_t(c.parent));
    }
  }
  std::sort(open.begin(), open.end());
  std::sort(closed.begin(), closed.end());
  return {{"serial", serial_}, {"tick", tick_}, {"fresh_tick", fresh_tick_}, {"root", root_},          {"open", open},
          {"closed", closed},  {"tree", tree},  {"recent", recent_},         {"truncated", truncated_}};
}

}  // namespace gridnav::server
