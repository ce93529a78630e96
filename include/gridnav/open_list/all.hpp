// Every open list a user can pick by name (`open=NAME`), in the order the command line
// lists them. Adding a list is its header plus one name in AllOpenLists: the registry's
// choices, its dispatch, the conformance tests, the micro-benchmarks and the Cao lab read
// this set (docs/design.md, "Adding an open list").
//
// Each list is a class template over the duplicate rule (open_list.hpp) that declares
// kName (its name in configurations) and kSummary (one line of help).
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

#include "gridnav/open_list/binary_heap.hpp"
#include "gridnav/open_list/bucket_queue.hpp"
#include "gridnav/open_list/calendar_queue.hpp"
#include "gridnav/open_list/multistack_heap.hpp"
#include "gridnav/open_list/radix_heap.hpp"
#include "gridnav/open_list/std_priority_queue.hpp"
#include "gridnav/open_list/unsorted_array.hpp"

namespace gridnav {

namespace detail {
template <template <Duplicates> class First, template <Duplicates> class... Rest, class F>
decltype(auto) visit_open_list(std::size_t index, F& f) {
  if constexpr (sizeof...(Rest) == 0) {
    return f.template operator()<First>();
  } else {
    if (index == 0) return f.template operator()<First>();
    return visit_open_list<Rest...>(index - 1, f);
  }
}
}  // namespace detail

/// A set of open-list templates, with their names and a run-time dispatch over them.
template <template <Duplicates> class... Lists>
struct OpenListSet {
  static constexpr std::size_t kSize = sizeof...(Lists);
  static constexpr std::array<std::string_view, kSize> kNames{Lists<Duplicates::open>::kName...};
  static constexpr std::array<std::string_view, kSize> kSummaries{Lists<Duplicates::open>::kSummary...};

  /// The position of the list named `name`, if any.
  [[nodiscard]] static constexpr std::optional<std::size_t> index_of(std::string_view name) noexcept {
    for (std::size_t i = 0; i < kSize; ++i)
      if (kNames[i] == name) return i;
    return std::nullopt;
  }
  /// f.template operator()<List>() for the list at `index` (< kSize): every list's call is
  /// instantiated, one is made.
  template <class F>
  static decltype(auto) visit(std::size_t index, F&& f) {
    return detail::visit_open_list<Lists...>(index, f);
  }
  /// f.template operator()<List>() for every list, in order (for tests and benchmarks).
  template <class F>
  static void for_each(F&& f) {
    (f.template operator()<Lists>(), ...);
  }
};

/// The open lists of the registry.
using AllOpenLists = OpenListSet<BinaryHeap, QuaternaryHeap, RadixHeap, CalendarQueue, StdPriorityQueue, BucketQueue,
                                 MultiStackHeap, UnsortedArray>;

/// The open list and duplicate rule of `astar` and of the library's AStarSearch<>: the
/// fastest measured on the Moving AI maps (docs/performance.md).
template <Duplicates D>
using DefaultOpenList = CalendarQueue<D>;
inline constexpr Duplicates kDefaultDuplicates = Duplicates::open;

}  // namespace gridnav
