// Ctrl-C (SIGINT) and SIGTERM as a request to stop at the next safe point
// rather than at once: while a StopOnSignals lives, the first of them only
// sets a flag that the work asks between steps; a second one acts as
// usual (the process ends), for a user who will not wait.
#pragma once

#include <signal.h>

namespace adomoc::cli {

class StopOnSignals {
 public:
  StopOnSignals();
  ~StopOnSignals();
  StopOnSignals(const StopOnSignals&) = delete;
  StopOnSignals& operator=(const StopOnSignals&) = delete;

  // The signal received, or 0.
  static int received();
  // "SIGINT", "SIGTERM".
  static const char* name(int signal);

 private:
  struct sigaction old_int_ {}, old_term_ {};
};

}  // namespace adomoc::cli
