// The server's task queue (httplib::TaskQueue): one thread per connection being served,
// started when every thread is busy, up to a cap. cpp-httplib reads a request, and waits
// on a kept-alive connection, in the thread that serves it; with a fixed pool, a few
// clients that trickle a request or keep idle connections open hold every thread and a
// plain request waits for their timeouts. Here they hold one thread each and the next
// connection gets a thread of its own. Threads stay until shutdown (an idle one is a
// parked stack); the searches themselves are bounded apart (--max-searches).
#pragma once

#include <httplib.h>

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace gridnav::server {

class ConnectionPool final : public httplib::TaskQueue {
 public:
  /// At most `most` threads (>= 1).
  explicit ConnectionPool(std::size_t most) : most_(most < 1 ? 1 : most) {}
  ConnectionPool(const ConnectionPool&) = delete;
  ConnectionPool& operator=(const ConnectionPool&) = delete;
  ~ConnectionPool() override { shutdown(); }

  void enqueue(std::function<void()> fn) override {
    {
      std::lock_guard lock(mutex_);
      jobs_.push_back(std::move(fn));
      if (jobs_.size() > idle_ && workers_.size() < most_) {
        ++idle_;  // counted idle from now, so the next job does not start another
        workers_.emplace_back([this] { work(); });
      }
    }
    ready_.notify_one();
  }

  /// Finishes the queued connections, then joins every thread.
  void shutdown() override {
    {
      std::lock_guard lock(mutex_);
      if (stopping_) return;
      stopping_ = true;
    }
    ready_.notify_all();
    for (std::thread& t : workers_) t.join();
  }

  /// Threads started so far.
  [[nodiscard]] std::size_t threads() const {
    std::lock_guard lock(mutex_);
    return workers_.size();
  }

 private:
  void work() {
    std::unique_lock lock(mutex_);  // counted idle by enqueue() when it started this thread
    for (;;) {
      ready_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
      --idle_;
      if (jobs_.empty()) return;  // stopping, nothing left
      std::function<void()> fn = std::move(jobs_.front());
      jobs_.pop_front();
      lock.unlock();
      fn();
      lock.lock();
      ++idle_;
    }
  }

  const std::size_t most_;
  mutable std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::function<void()>> jobs_;
  std::vector<std::thread> workers_;
  std::size_t idle_ = 0;
  bool stopping_ = false;
};

}  // namespace gridnav::server
