// A fixed-size array whose bytes all start at zero without being written: large blocks come
// from calloc, which hands out freshly mapped pages the kernel zeroes when they are first
// touched. Per-cell search state on a huge map then costs the pages a query reaches, not
// the whole map (making a planner on 2^26 cells writes nothing).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace gridnav {

template <class T>
class ZeroedArray {
  static_assert(std::is_trivially_copyable_v<T>, "zero bytes must be a value of T");

 public:
  ZeroedArray() = default;
  /// n elements, every byte zero. std::bad_alloc when the memory is not there.
  explicit ZeroedArray(std::size_t n) : data_(allocate(n)), size_(n) {}
  ZeroedArray(const ZeroedArray& o) : data_(allocate(o.size_)), size_(o.size_) {
    if (size_ != 0) std::memcpy(data_.get(), o.data_.get(), size_ * sizeof(T));
  }
  ZeroedArray& operator=(const ZeroedArray& o) {
    if (this != &o) *this = ZeroedArray(o);
    return *this;
  }
  /// A moved-from array is empty.
  ZeroedArray(ZeroedArray&& o) noexcept : data_(std::move(o.data_)), size_(std::exchange(o.size_, 0)) {}
  ZeroedArray& operator=(ZeroedArray&& o) noexcept {
    data_ = std::move(o.data_);
    size_ = std::exchange(o.size_, 0);
    return *this;
  }

  /// n zero elements in place of the old ones (fresh memory: the old pages are given back).
  void reset(std::size_t n) { *this = ZeroedArray(n); }
  /// No elements, no memory.
  void clear() noexcept { *this = ZeroedArray(); }

  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
  [[nodiscard]] T* data() noexcept { return data_.get(); }
  [[nodiscard]] const T* data() const noexcept { return data_.get(); }
  [[nodiscard]] T& operator[](std::size_t i) noexcept { return data_.get()[i]; }
  [[nodiscard]] const T& operator[](std::size_t i) const noexcept { return data_.get()[i]; }
  [[nodiscard]] T* begin() noexcept { return data(); }
  [[nodiscard]] T* end() noexcept { return data() + size_; }
  [[nodiscard]] const T* begin() const noexcept { return data(); }
  [[nodiscard]] const T* end() const noexcept { return data() + size_; }
  /// Says that every element is about to be written (a table built whole, not search state
  /// touched here and there): on Linux the kernel is asked for 2 MiB pages where it can
  /// (madvise MADV_HUGEPAGE), so filling the array faults once per 2 MiB, not per 4 KiB.
  void will_fill() noexcept {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t kHuge = std::uintptr_t{1} << 21;
    const auto begin = (reinterpret_cast<std::uintptr_t>(data()) + kHuge - 1) & ~(kHuge - 1);
    const auto end = (reinterpret_cast<std::uintptr_t>(data() + size_)) & ~(kHuge - 1);
    if (end > begin) ::madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
#endif
  }
  /// The bytes it may claim (all of them once every page has been touched).
  [[nodiscard]] std::size_t bytes() const noexcept { return size_ * sizeof(T); }

 private:
  struct Free {
    void operator()(T* p) const noexcept { std::free(p); }
  };
  static T* allocate(std::size_t n) {
    if (n == 0) return nullptr;
    void* p = std::calloc(n, sizeof(T));
    if (p == nullptr) throw std::bad_alloc();
    return static_cast<T*>(p);
  }
  std::unique_ptr<T, Free> data_;
  std::size_t size_ = 0;
};

}  // namespace gridnav
