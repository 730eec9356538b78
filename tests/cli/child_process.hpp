// Starts the adomoc program as a child process that a test can kill, run
// beside others, start at the same instant as others, run as an ordinary
// user, or run under a file size limit. No shell: arguments are passed as
// they are.
#pragma once

#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <optional>
#include <string>
#include <thread>
#include <chrono>
#include <utility>
#include <vector>

#include "cli/run.hpp"

extern char** environ;

namespace adomoc::test {

// A pipe that children wait on before they start the program: open()
// closes its write end, and every waiting child reads the end of the file.
class Gate {
 public:
  Gate() {
    if (::pipe(fds_) != 0) fds_[0] = fds_[1] = -1;
  }
  ~Gate() { open(); }
  Gate(const Gate&) = delete;
  Gate& operator=(const Gate&) = delete;
  void open() {
    for (int& fd : fds_) {
      if (fd >= 0) ::close(fd);
      fd = -1;
    }
  }
  int read_end() const { return fds_[0]; }
  int write_end() const { return fds_[1]; }

 private:
  int fds_[2];
};

struct ChildOptions {
  // Added to (or replacing in) the test's own environment.
  std::vector<std::pair<std::string, std::string>> env;
  // Root ignores file permissions, and CI runs as root: drop to nobody
  // (65534) so that a read-only file is read-only for the program too.
  bool as_nobody = false;
  // RLIMIT_FSIZE in bytes, with SIGXFSZ ignored: a write past it fails with
  // EFBIG, as a write to a full disk fails with ENOSPC.
  std::optional<rlim_t> file_size_limit;
  // Children given the same gate start when it opens, at the same moment.
  const Gate* gate = nullptr;
};

class Child {
 public:
  Child(const std::vector<std::string>& args, const ChildOptions& options = {}) {
    static int counter = 0;
    const auto dir = scratch_dir();
    const std::string tag = std::to_string(counter++);
    out_path_ = (dir / ("child-" + tag + ".out")).string();
    err_path_ = (dir / ("child-" + tag + ".err")).string();

    // Everything the child needs is built before fork: only
    // async-signal-safe calls may follow it in a threaded test program.
    std::vector<std::string> words{ADOMOC_BINARY};
    words.insert(words.end(), args.begin(), args.end());
    std::vector<std::string> env_words;
    for (char** e = environ; *e; ++e) {
      const std::string entry = *e;
      bool replaced = false;
      for (const auto& [name, value] : options.env) replaced |= entry.rfind(name + "=", 0) == 0;
      if (!replaced) env_words.push_back(entry);
    }
    for (const auto& [name, value] : options.env) env_words.push_back(name + "=" + value);
    std::vector<char*> argv, envp;
    for (std::string& w : words) argv.push_back(w.data());
    argv.push_back(nullptr);
    for (std::string& w : env_words) envp.push_back(w.data());
    envp.push_back(nullptr);

    std::fflush(nullptr);
    pid_ = ::fork();
    if (pid_ != 0) return;
    const int in_fd = ::open("/dev/null", O_RDONLY);
    const int out_fd = ::open(out_path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int err_fd = ::open(err_path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in_fd < 0 || out_fd < 0 || err_fd < 0) ::_exit(127);
    ::dup2(in_fd, 0);
    ::dup2(out_fd, 1);
    ::dup2(err_fd, 2);
    if (options.file_size_limit) {
      struct sigaction ignore {};
      ignore.sa_handler = SIG_IGN;
      ::sigaction(SIGXFSZ, &ignore, nullptr);
      const rlimit limit{*options.file_size_limit, *options.file_size_limit};
      if (::setrlimit(RLIMIT_FSIZE, &limit) != 0) ::_exit(126);
    }
    if (options.as_nobody && ::geteuid() == 0) {
      if (::setgroups(0, nullptr) != 0 || ::setgid(65534) != 0 || ::setuid(65534) != 0) ::_exit(126);
    }
    if (options.gate) {
      ::close(options.gate->write_end());  // else the child would wait for itself
      char byte;
      while (::read(options.gate->read_end(), &byte, 1) > 0) {
      }
    }
    ::execve(argv[0], argv.data(), envp.data());
    ::_exit(127);
  }

  ~Child() {
    if (pid_ > 0 && !reaped_) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
    }
  }
  Child(const Child&) = delete;
  Child& operator=(const Child&) = delete;

  pid_t pid() const { return pid_; }
  // Where its standard output goes, to read while it runs.
  const std::string& out_path() const { return out_path_; }
  void kill() { ::kill(pid_, SIGKILL); }

  // Waits for the end; status is the exit code, or -1 after a signal.
  Run wait() {
    if (pid_ > 0 && !reaped_) reap(0);
    Run run;
    run.status = WIFEXITED(raw_status_) ? WEXITSTATUS(raw_status_) : -1;
    run.out = slurp(out_path_);
    run.err = slurp(err_path_);
    return run;
  }

  // Whether it has ended, without waiting; wait() then collects it.
  bool ended() { return reaped_ || reap(WNOHANG); }

 private:
  bool reap(int flags) {
    if (::waitpid(pid_, &raw_status_, flags) != pid_) return false;
    reaped_ = true;
    return true;
  }

  pid_t pid_ = -1;
  bool reaped_ = false;
  int raw_status_ = -1;
  std::string out_path_, err_path_;
};

// Runs adomoc with `args` and kills it (SIGKILL) `delay_ms` after its
// start, unless it ends first: then `ran_ms` becomes how long it took (the
// host's load changes that). Whether the kill landed.
inline bool killed_after(double delay_ms, const std::vector<std::string>& args, double& ran_ms) {
  using Clock = std::chrono::steady_clock;
  const auto started = Clock::now();
  Child child(args);
  while (!child.ended() && Clock::now() - started < std::chrono::duration<double, std::milli>(delay_ms))
    std::this_thread::sleep_for(std::chrono::microseconds(200));
  const bool ended = child.ended();
  if (ended)
    ran_ms = std::chrono::duration<double, std::milli>(Clock::now() - started).count();
  else
    child.kill();
  child.wait();
  return !ended;
}

}  // namespace adomoc::test
