// The server's task queue (src/server/connection_pool.hpp): a job that blocks, as a slow
// client's connection does, never keeps the next job waiting while the cap allows a thread;
// at the cap, jobs wait their turn; shutdown runs what was queued.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

#include "connection_pool.hpp"

namespace gridnav::server {
namespace {

/// A gate the blocked jobs wait on until the test opens it.
struct Gate {
  std::mutex mutex;
  std::condition_variable opened;
  bool open = false;
  void wait() {
    std::unique_lock lock(mutex);
    opened.wait(lock, [this] { return open; });
  }
  void release() {
    {
      std::lock_guard lock(mutex);
      open = true;
    }
    opened.notify_all();
  }
};

bool eventually(const std::function<bool()>& done) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (!done()) {
    if (std::chrono::steady_clock::now() > until) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return true;
}

TEST(ConnectionPool, ABlockedJobDoesNotHoldTheNext) {
  ConnectionPool pool(64);
  Gate gate;
  std::atomic<int> blocked{0}, quick{0};
  for (int i = 0; i < 50; ++i)
    pool.enqueue([&] {
      ++blocked;
      gate.wait();
    });
  EXPECT_TRUE(eventually([&] { return blocked == 50; }));
  pool.enqueue([&] { ++quick; });
  EXPECT_TRUE(eventually([&] { return quick == 1; })) << "a plain job waited for the blocked ones";
  EXPECT_EQ(pool.threads(), 51u);
  gate.release();
  pool.shutdown();
}

TEST(ConnectionPool, AtTheCapJobsWaitTheirTurnAndShutdownRunsThem) {
  ConnectionPool pool(4);
  Gate gate;
  std::atomic<int> started{0}, done{0};
  for (int i = 0; i < 10; ++i)
    pool.enqueue([&] {
      ++started;
      gate.wait();
      ++done;
    });
  EXPECT_TRUE(eventually([&] { return started == 4; }));
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_EQ(started, 4) << "more jobs ran at once than the cap";
  EXPECT_EQ(pool.threads(), 4u);
  gate.release();
  pool.shutdown();
  EXPECT_EQ(done, 10);
}

TEST(ConnectionPool, IdleThreadsAreReused) {
  ConnectionPool pool(64);
  std::atomic<int> done{0};
  for (int i = 0; i < 200; ++i) {
    pool.enqueue([&] { ++done; });
    ASSERT_TRUE(eventually([&] { return done == i + 1; }));
    std::this_thread::sleep_for(std::chrono::milliseconds(2));  // the worker waits again
  }
  // One job at a time: the worker is reused (a second may start while the first is between
  // its job and its wait; without reuse there would be 200).
  EXPECT_LE(pool.threads(), 3u);
  pool.shutdown();
}

}  // namespace
}  // namespace gridnav::server
