#include "server/stop_on_signal.hpp"

#include <pthread.h>

namespace adomoc::server {

StopOnSignal::StopOnSignal(std::function<void()> stop) {
  sigemptyset(&signals_);
  sigaddset(&signals_, SIGINT);
  sigaddset(&signals_, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &signals_, &previous_);
  waiter_ = std::thread([this, stop = std::move(stop)] {
    int sig = 0;
    if (sigwait(&signals_, &sig) != 0 || ending_) return;
    signal_ = sig;
    stop();
  });
}

StopOnSignal::~StopOnSignal() {
  ending_ = true;
  // Wakes the waiter if no signal came (it is blocked everywhere, so it
  // stays pending for that thread until sigwait takes it).
  if (signal_ == 0) pthread_kill(waiter_.native_handle(), SIGTERM);
  waiter_.join();
  pthread_sigmask(SIG_SETMASK, &previous_, nullptr);
}

}  // namespace adomoc::server
