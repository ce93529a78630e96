// The binary min-heap: DaryHeap with two children per node (dary_heap.hpp).
// With Duplicates::open it is the classic indexed heap with decrease-key through a
// position index; with Duplicates::closed it never writes outside its own array.
#pragma once

#include "gridnav/open_list/dary_heap.hpp"

namespace gridnav {

template <Duplicates D = Duplicates::open>
using BinaryHeap = DaryHeap<2, D>;

/// The indexed binary heap with decrease-key (the engine's historical default).
using IndexedBinaryHeap = BinaryHeap<Duplicates::open>;

}  // namespace gridnav
