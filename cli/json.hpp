// Just enough JSON writing for one-object-per-line reports.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

namespace adomoc::cli {

inline std::string json_string(std::string_view text) {
  std::string out = "\"";
  for (const char c : text) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
          out += buf;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

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
