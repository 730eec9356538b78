// Turning a failed rule into the text a player reads.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace adomoc::parser::detail {

// How a message names the character at an error: 'q', U+0007,
// 'é' (U+00E9), byte 0xFF (not UTF-8), or the end of the file.
std::string describe_char(std::string_view bytes_at_error);

// A message of errors.hpp with its placeholders filled in.
struct MessageContext {
  std::string_view token;      // for {token}
  std::string_view character;  // for {char}
  std::uint32_t line = 0;      // for {line}
};
std::string expand_message(std::string_view message, const MessageContext& context);

}  // namespace adomoc::parser::detail
