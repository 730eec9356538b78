// Just enough JSON writing for validate's one-object-per-line reports. The
// query commands' JSON (and the server's) is written with nlohmann::json
// by report/; validate keeps this writer until its report moves there too.
#pragma once

#include <string>
#include <string_view>

#include "render/escape.hpp"

namespace adomoc::cli {

// JSON strings as the viewer writes them: valid UTF-8, nothing a browser
// or a log viewer could take for markup.
using render::json_string;

// Builds {"key":value,...} in insertion order.
class JsonObject {
 public:
  JsonObject& raw(std::string_view key, std::string_view value) {
    out_ += out_.size() > 1 ? "," : "";
    out_ += json_string(key);
    out_ += ':';
    out_ += value;
    return *this;
  }
  JsonObject& text(std::string_view key, std::string_view value) { return raw(key, json_string(value)); }
  JsonObject& number(std::string_view key, long long value) { return raw(key, std::to_string(value)); }
  JsonObject& boolean(std::string_view key, bool value) { return raw(key, value ? "true" : "false"); }
  JsonObject& null(std::string_view key) { return raw(key, "null"); }
  std::string str() const { return out_ + "}"; }

 private:
  std::string out_ = "{";
};

}  // namespace adomoc::cli
