#include "cli/stop_signals.hpp"

#include <csignal>

namespace adomoc::cli {

namespace {

// Only a lock-free flag may be written from a signal handler.
volatile std::sig_atomic_t g_received = 0;

extern "C" void remember_signal(int signal) { g_received = signal; }

}  // namespace

StopOnSignals::StopOnSignals() {
  g_received = 0;
  struct sigaction once {};
  once.sa_handler = remember_signal;
  sigemptyset(&once.sa_mask);
  // SA_RESETHAND: the handler is used once, so a second signal ends the process.
  // SA_RESTART: a read or a write under way goes on rather than failing.
  once.sa_flags = SA_RESETHAND | SA_RESTART;
  ::sigaction(SIGINT, &once, &old_int_);
  ::sigaction(SIGTERM, &once, &old_term_);
}

StopOnSignals::~StopOnSignals() {
  ::sigaction(SIGINT, &old_int_, nullptr);
  ::sigaction(SIGTERM, &old_term_, nullptr);
}

int StopOnSignals::received() { return g_received; }

const char* StopOnSignals::name(int signal) { return signal == SIGTERM ? "SIGTERM" : "SIGINT"; }

}  // namespace adomoc::cli
