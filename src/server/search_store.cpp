#include "search_store.hpp"

namespace gridnav::server {

std::uint64_t FinishedSearch::bytes() const noexcept {
  std::uint64_t b = sizeof(*this) + events.capacity() * sizeof(SearchEvent) + path.capacity() * sizeof(Point);
  b += 256 + path.size() * 16;                          // the answer's JSON, about
  if (owns_grid && grid) b += grid->padded_size() * 2;  // weights and neighbour masks
  return b;
}

std::string SearchStore::next_id() {
  const std::lock_guard lock(mutex_);
  return "s" + std::to_string(++counter_);
}

void SearchStore::add(std::shared_ptr<const FinishedSearch> search) {
  const std::uint64_t size = search->bytes();
  if (size > budget_) return;
  const std::lock_guard lock(mutex_);
  if (auto it = index_.find(search->id); it != index_.end()) {
    bytes_ -= (*it->second)->bytes();
    order_.erase(it->second);
    index_.erase(it);
  }
  while (!order_.empty() && bytes_ + size > budget_) {
    bytes_ -= order_.back()->bytes();
    index_.erase(order_.back()->id);
    order_.pop_back();
  }
  order_.push_front(std::move(search));
  index_[order_.front()->id] = order_.begin();
  bytes_ += size;
}

std::shared_ptr<const FinishedSearch> SearchStore::get(const std::string& id) {
  const std::lock_guard lock(mutex_);
  const auto it = index_.find(id);
  if (it == index_.end()) return nullptr;
  order_.splice(order_.begin(), order_, it->second);
  return order_.front();
}

std::size_t SearchStore::size() const {
  const std::lock_guard lock(mutex_);
  return order_.size();
}

std::uint64_t SearchStore::bytes() const {
  const std::lock_guard lock(mutex_);
  return bytes_;
}

}  // namespace gridnav::server
