// peak_rss_of FILE PROGRAM ARGS...: runs PROGRAM, writes its peak resident
// set in KB to FILE and exits as it did (128 + the signal that ended it).
//
// Why a program of its own: Linux counts in a child's peak (ru_maxrss)
// the memory of the process it was forked from, as it stood at the fork,
// so a test program grown large would see its own size in every figure.
// Forked from this small program, the child's figure is its own.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fputs("usage: peak_rss_of FILE PROGRAM ARGS...\n", stderr);
    return 127;
  }
  const pid_t child = ::fork();
  if (child < 0) return 127;
  if (child == 0) {
    ::execv(argv[2], argv + 2);
    ::_exit(127);
  }
  int status = 0;
  rusage usage{};
  if (::wait4(child, &status, 0, &usage) != child) return 127;
  std::FILE* out = std::fopen(argv[1], "w");
  if (out == nullptr) return 127;
  std::fprintf(out, "%ld\n", usage.ru_maxrss);
  if (std::fclose(out) != 0) return 127;
  if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 127;
}
