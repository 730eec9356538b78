// The adomoc program serving, as a test starts it in a child process: the
// port it printed, and its JSON answers.
#pragma once

#include <httplib.h>
#include <gtest/gtest.h>

#include <chrono>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>

#include "cli/child_process.hpp"

namespace adomoc::test {

// The port in "adomoc serve: http://127.0.0.1:PORT/ ...", once the program
// has printed it; 0 if it ended first.
inline int printed_port(test::Child& child, const std::string& out_file) {
  const std::string start = "adomoc serve: http://127.0.0.1:";
  for (;;) {
    const std::string out = test::slurp(out_file);
    if (out.rfind(start, 0) == 0 && out.find("/ ", start.size()) != std::string::npos)
      return std::stoi(out.substr(start.size()));
    if (child.ended()) return 0;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

inline nlohmann::json get(int port, const std::string& target, int* status = nullptr) {
  httplib::Client client("127.0.0.1", port);
  auto result = client.Get(target);
  if (!result) {
    ADD_FAILURE() << "no answer from port " << port;
    return nlohmann::json{};
  }
  if (status) *status = result->status;
  return nlohmann::json::parse(result->body, nullptr, false);
}

}  // namespace adomoc::test
