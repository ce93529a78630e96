// The search of D* Lite and LPA* (ComputeShortestPath) over their shared state (cells.hpp)
// and queue (queue.hpp): restart from a root, expand the top, and the loop that runs until
// the target is consistent and no queued key is below its key. Map changes are the layer
// above (core.hpp).
//
// Events (search/events.hpp), reported by search() to the sink it is given, one group per
// search that takes a step: begin (node = the root: the start for LPA*, the goal for D*
// Lite) before the first step; expand for every expansion (g = min(g, rhs) before it, the
// key's second part; f = the key's first component; parent = the cell rhs came through,
// when there is one); generate for every cell queued or re-keyed by the search (g = its
// new rhs, f = its key's first component, parent as for expand), also for a top re-queued
// with its fresh key; then end (node = the target, g = its g, infinite without a path).
// A search that takes no step reports nothing. The queue updates of restart() and of the
// core's apply() (map changes, between two searches) are not reported.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>

#include "gridnav/dynamic/detail/rhs/cells.hpp"
#include "gridnav/dynamic/detail/rhs/keys.hpp"
#include "gridnav/dynamic/detail/rhs/queue.hpp"
#include "gridnav/search/events.hpp"

namespace gridnav::detail {

template <RhsFrom From, bool Counted>
class RhsSearch : public RhsCells<From>, public RhsQueue<Counted> {
  using Cells = RhsCells<From>;
  using Queue = RhsQueue<Counted>;
  template <class K>
  using In = typename Queue::template In<K>;

 public:
  using Cells::kForward;
  using Cells::kInf;

  /// Sizes state and queue for `grid` and `moves` (which must live as long as this core)
  /// and forgets everything. O(cells).
  void reset(const Grid& grid, const MoveModel& moves) {
    Cells::reset(grid, moves);
    // A g or rhs is a path's cost: below one move of the dearest kind per cell.
    const Cost key_bound =
        Cost(nodes_.size()) * Cost(kMaxWeight) * std::max(moves.base_cost(Direction(0)), moves.base_cost(Direction(4)));
    Queue::bind(nodes_.data(), nodes_.size(), key_bound);
  }

  /// Forgets g and rhs of every cell touched since the last restart (not the whole map)
  /// and starts over from `root` (rhs 0), queued with key_of(root, inf, 0). With the queue
  /// empty, the key form is picked again as the last fit_keys() would (so a queue that
  /// outgrew the buckets goes back to them).
  template <class KeyOf>
  void restart(PaddedId root, KeyOf&& key_of) {
    this->forget_seen();
    Queue::clear();
    Queue::refit();
    root_ = raw(root);
    nodes_[root_].rhs = 0;
    this->with_form([&](auto tag) {
      using K = typename decltype(tag)::type;
      this->mark_seen(root_);
      this->template in<K>().push(root_, In<K>::encode(key_of(root_, kInf, Cost(0))));
    });
  }

  /// Expands the top u: an overconsistent u takes its rhs as g and lowers its
  /// dependents' rhs; an underconsistent u is reset to g = infinity and it and the
  /// dependents whose rhs came through it (u is their parent) get their rhs recomputed.
  /// The root's rhs (0) is never recomputed. key_of(cell, g, rhs) gives a cell's key.
  template <class KeyOf>
  void expand_top(KeyOf&& key_of) {
    this->with_form([&](auto tag) {
      using K = typename decltype(tag)::type;
      if (unit_)
        expand_top_dirs<true, K>(key_of);
      else
        expand_top_dirs<false, K>(key_of);
    });
  }

  /// What search() did: steps taken (expansions and re-keyings), expansions, and
  /// whether it stopped at the cap.
  struct SearchSteps {
    std::uint64_t steps = 0, expanded = 0;
    bool capped = false;
    bool moved = false;  // search_as only: the queue left the buckets mid-search
  };
  /// The planners' search loop (ComputeShortestPath): while the queue is not empty and
  /// its top is not above the target's key, or the target is inconsistent, the top is
  /// expanded; a top keyed before the last new_epoch() whose fresh key is above it is
  /// re-queued with that key instead (D* Lite's lazy re-keying; LPA* never starts a new
  /// epoch). The target's key is key_of(target, g, rhs): its h is 0. exact as in
  /// not_above(). At most `cap` steps. The key form and the weight mode are picked once
  /// per search rather than once per step, and again if the queue leaves the buckets
  /// in mid-search (a key past their cap). Events go to `sink` when not null.
  template <class KeyOf>
  SearchSteps search(PaddedId target, std::uint64_t cap, bool exact, KeyOf&& key_of, EventSink* sink = nullptr) {
    sink_ = sink;
    begun_ = false;
    SearchSteps total = search_parts(target, cap, exact, key_of);
    if (begun_) {
      const RhsNode& t = nodes_[raw(target)];
      sink_->on_event(EventKind::end, target, this->parent(target), t.g, key_of(raw(target), t.g, t.rhs).first);
    }
    sink_ = nullptr;
    return total;
  }

 private:
  template <class KeyOf>
  SearchSteps search_parts(PaddedId target, std::uint64_t cap, bool exact, KeyOf&& key_of) {
    SearchSteps total;
    for (;;) {
      const SearchSteps part = this->with_form([&](auto tag) {
        using K = typename decltype(tag)::type;
        if (unit_) return search_dirs<true, K>(raw(target), cap - total.steps, exact, key_of);
        return search_dirs<false, K>(raw(target), cap - total.steps, exact, key_of);
      });
      total.steps += part.steps;
      total.expanded += part.expanded;
      total.capped = part.capped;
      if (!part.moved) return total;
    }
  }

 protected:
  using Cells::base_;
  using Cells::four_;
  using Cells::nodes_;
  using Cells::offset_;
  using Cells::path_touched_;
  using Cells::root_;
  using Cells::unit_;
  using Cells::weight_;

  /// Keeps the queue holding exactly the inconsistent cells, with their current keys.
  template <class K, class KeyOf>
  [[gnu::always_inline]] void queue_update(std::uint32_t i, KeyOf&& key_of) {
    const RhsNode& v = nodes_[i];
    In<K> q = this->template in<K>();
    if (!(v.g == v.rhs)) {
      const KeyParts parts = key_of(i, v.g, v.rhs);
      if (sink_) [[unlikely]]
        sink_->on_event(EventKind::generate, PaddedId{i}, this->parent(PaddedId{i}), v.rhs, parts.first);
      const HeldKey<K> key = In<K>::encode(parts);
      if (v.slot != RhsNode::kNotQueued) {
        q.change_key(i, key);
      } else {
        this->mark_seen(i);
        q.push(i, key);
      }
    } else if (v.slot != RhsNode::kNotQueued) {
      q.erase(i);
    }
  }
  template <class KeyOf>
  void queue_update(std::uint32_t i, KeyOf&& key_of) {
    this->with_form([&](auto tag) { queue_update<typename decltype(tag)::type>(i, key_of); });
  }

 private:
  template <bool Unit, class K, class KeyOf>
  SearchSteps search_dirs(std::uint32_t target, std::uint64_t cap, bool exact, KeyOf&& key_of) {
    if constexpr (Unit && kNarrowForm<K>) {
      if (this->plain()) {
        if (four_) return search_as<Unit, K, 4, true>(target, cap, exact, key_of);
        return search_as<Unit, K, 8, true>(target, cap, exact, key_of);
      }
    }
    return search_as<Unit, K, 8, false>(target, cap, exact, key_of);
  }
  template <bool Unit, class K, unsigned Dirs, bool Plain, class KeyOf>
  SearchSteps search_as(std::uint32_t target, std::uint64_t cap, bool exact, KeyOf&& key_of) {
    SearchSteps out;
    In<K> q = this->template in<K>();
    const RhsNode& t = nodes_[target];
    // Narrow keys: the target's key as the bound of the top's, computed again only when
    // the target's g or rhs changed (seldom: it is one cell of the search).
    Cost seen_g = -1, seen_rhs = -1;
    std::uint64_t bound = 0;
    while (q.size() != 0) {
      const std::uint32_t top = q.top_id();
      const HeldKey<K> top_key = q.held_key(top);
      bool go;
      if constexpr (kNarrowForm<K>) {
        if (!(t.g == seen_g) || !(t.rhs == seen_rhs)) {
          seen_g = t.g;
          seen_rhs = t.rhs;
          const KeyParts tk = key_of(target, t.g, t.rhs);
          bound = tk.first < kInf ? tk.narrow() : ~std::uint64_t{0};  // an infinite k1 is above every key
        }
        go = top_key <= bound;
      } else {
        go = not_above(top_key, key_of(target, t.g, t.rhs).packed(), exact);
      }
      if (!go && t.g == t.rhs) break;
      if (out.steps == cap) {
        out.capped = true;
        break;
      }
      ++out.steps;
      if (q.held_epoch(top) != q.epoch()) {
        const KeyParts parts = key_of(top, nodes_[top].g, nodes_[top].rhs);
        const HeldKey<K> fresh = In<K>::encode(parts);
        if (top_key < fresh) {
          if (sink_) [[unlikely]]
            report(EventKind::generate, top, nodes_[top].rhs, parts.first);
          q.change_key(top, fresh);
          if (q.moved_from()) return out.moved = true, out;
          continue;
        }
      }
      ++out.expanded;
      if (sink_) [[unlikely]]
        report(EventKind::expand, top, std::min(nodes_[top].g, nodes_[top].rhs),
               key_of(top, nodes_[top].g, nodes_[top].rhs).first);
      expand_top_as<Unit, K, Dirs, Plain>(top, key_of);
      if (q.moved_from()) return out.moved = true, out;
    }
    return out;
  }

  /// One event of the search on cell i (sink_ is set), after its begin.
  void report(EventKind kind, std::uint32_t i, Cost g, Cost f) {
    if (!begun_) {
      begun_ = true;
      sink_->on_event(EventKind::begin, PaddedId{root_}, kNoCell, 0, 0);
    }
    sink_->on_event(kind, PaddedId{i}, this->parent(PaddedId{i}), g, f);
  }

  /// The plain copies (4 or 8 directions) only for unit weights and narrow keys (the
  /// unit-cost settings they are for): more copies make GCC inline less of the heap code
  /// into the others.
  template <bool Unit, class K, class KeyOf>
  void expand_top_dirs(KeyOf&& key_of) {
    const std::uint32_t top = In<K>::top_id(*this);
    if constexpr (Unit && kNarrowForm<K>) {
      if (this->plain()) {
        if (four_)
          expand_top_as<Unit, K, 4, true>(top, key_of);
        else
          expand_top_as<Unit, K, 8, true>(top, key_of);
        return;
      }
    }
    expand_top_as<Unit, K, 8, false>(top, key_of);
  }

  /// expand_top; Unit: every traversable weight is 1, so a move costs its base cost;
  /// Dirs: 4 on 4-connected grids (no diagonal is ever legal there), else 8; Plain: the
  /// rhs scan of plain() (recompute_as).
  // Forced inline into the search loop: with the queue's operations inlined into it, GCC
  // keeps it out of line otherwise (a call per expansion, and its state in memory).
  template <bool Unit, class K, unsigned Dirs, bool Plain, class KeyOf>
  [[gnu::always_inline]] void expand_top_as(const std::uint32_t u, KeyOf&& key_of) {
    In<K> q = this->template in<K>();
    RhsNode& nu = nodes_[u];
    path_touched_ |= (nu.flags & RhsNode::kOnPath) != 0;
    const Cost wu = Cost(weight_[u]);
    if (nu.g > nu.rhs) {
      nu.g = nu.rhs;
      q.open_top(u);
      const Cost gu = nu.g;
      const auto candidate = [&](unsigned d, std::uint32_t n) {
        return (Unit ? base_[d] : base_[d] * (kForward ? Cost(weight_[n]) : wu)) + gu;
      };
      // First the mask of the neighbours whose rhs u lowers, all Dirs directions compared
      // without a branch (u is a real cell, so every neighbour is in the padded grid; the
      // legal-move mask then drops the illegal ones); the loop below runs only over those.
      // Every move costs at least 1, so no candidate beats the root's rhs of 0.
      unsigned lower = 0;
      for (unsigned d = 0; d < Dirs; ++d) {
        const std::uint32_t n = u + std::uint32_t(offset_[d]);
        lower |= unsigned(candidate(d, n) < nodes_[n].rhs) << d;
      }
      for (unsigned m = lower & this->template moves_as<Plain, Dirs>(u); m != 0; m &= m - 1) {
        const unsigned d = unsigned(std::countr_zero(m));
        const std::uint32_t n = u + std::uint32_t(offset_[d]);
        this->set_rhs(nodes_[n], candidate(d, n), opposite_index(d));
        queue_update<K>(n, key_of);
      }
      q.close_top();
    } else {
      nu.g = kInf;
      // Only a dependent whose rhs came through u (its parent) changes: another source
      // that gave the same rhs still gives it. Their mask first, without a branch, as above.
      unsigned through = 0;
      for (unsigned d = 0; d < Dirs; ++d) {
        const std::uint32_t n = u + std::uint32_t(offset_[d]);
        through |= unsigned(this->comes_through_real(n, d)) << d;
      }
      for (unsigned m = through & this->template moves_as<Plain, Dirs>(u); m != 0; m &= m - 1) {
        const unsigned d = unsigned(std::countr_zero(m));
        const std::uint32_t n = u + std::uint32_t(offset_[d]);
        this->template recompute_as<Unit, Dirs, Plain>(n);
        queue_update<K>(n, key_of);
      }
      if (u != root_) this->template recompute_as<Unit, Dirs, Plain>(u);
      queue_update<K>(u, key_of);
    }
  }

  EventSink* sink_ = nullptr;  // search()'s sink while it runs, else null
  bool begun_ = false;         // search() has reported its begin
};

}  // namespace gridnav::detail
