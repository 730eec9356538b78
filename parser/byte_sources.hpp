// The two places games are read from: a std::istream and a string.
#pragma once

#include <algorithm>
#include <cstring>
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "parser/stream_input.hpp"

namespace adomoc::parser::detail {

class IstreamSource final : public ByteSource {
 public:
  explicit IstreamSource(std::istream& in) : m_in(in) {}

  std::size_t read(char* out, std::size_t size) override {
    try {
      m_in.read(out, static_cast<std::streamsize>(size));
    } catch (const std::exception& e) {  // a stream set to throw
      throw InputError{e.what()};
    }
    const auto got = static_cast<std::size_t>(m_in.gcount());
    if (got == 0 && m_in.bad()) throw InputError{"the stream failed"};
    return got;
  }

  bool at_end() override {
    try {
      return m_in.peek() == std::istream::traits_type::eof();
    } catch (const std::exception& e) {
      throw InputError{e.what()};
    }
  }

 private:
  std::istream& m_in;
};

class StringSource final : public ByteSource {
 public:
  explicit StringSource(std::string_view text) : m_rest(text) {}
  // The text, then a read that fails as the stream it was read from did
  // (parser/archive_chunks.hpp).
  StringSource(std::string_view text, std::optional<std::string> failure)
      : m_rest(text), m_failure(std::move(failure)) {}

  std::size_t read(char* out, std::size_t size) override {
    if (m_rest.empty() && m_failure) throw InputError{*m_failure};
    const std::size_t count = std::min(size, m_rest.size());
    if (count != 0) std::memcpy(out, m_rest.data(), count);
    m_rest.remove_prefix(count);
    return count;
  }

  bool at_end() override { return m_rest.empty(); }

 private:
  std::string_view m_rest;
  std::optional<std::string> m_failure;
};

}  // namespace adomoc::parser::detail
