// Stopping a server cleanly on SIGINT (Ctrl-C) and SIGTERM: the signals are
// blocked and taken by a thread of their own with sigwait(), which may call
// anything (a signal handler may call almost nothing), here the server's
// stop().
#pragma once

#include <atomic>
#include <csignal>
#include <functional>
#include <thread>

namespace adomoc::server {

class StopOnSignal {
 public:
  // Blocks SIGINT and SIGTERM in this thread and in every thread it starts
  // afterwards (create this before the server's threads), and starts the
  // waiting thread, which calls `stop` once when one of them comes.
  explicit StopOnSignal(std::function<void()> stop);
  // Ends the waiting thread and unblocks the signals again.
  ~StopOnSignal();
  StopOnSignal(const StopOnSignal&) = delete;
  StopOnSignal& operator=(const StopOnSignal&) = delete;

  int signal() const { return signal_; }  // the one that came; 0 if none

 private:
  sigset_t signals_{};
  sigset_t previous_{};
  std::atomic<int> signal_{0};
  std::atomic<bool> ending_{false};
  std::thread waiter_;
};

}  // namespace adomoc::server
