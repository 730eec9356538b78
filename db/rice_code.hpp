// Golomb-Rice coding of small non-negative numbers, for the position index:
// a number v costs (v >> k) + 1 + k bits, with k chosen per list from its
// mean, so dense lists of gaps take about a byte and a half an entry.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace adomoc::db {

// Appends: k (one byte), the count (varint), then the bits, low bit first.
void rice_encode(std::span<const std::uint64_t> values, std::vector<std::uint8_t>& out);
// Appends the numbers; false (with what was read so far) when the bytes are
// not a whole list.
bool rice_decode(std::span<const std::uint8_t> in, std::vector<std::uint64_t>& out);

// Unsigned LEB128: seven bits a byte, low first. get_varint reads from
// `at` and moves it past the number; false for bytes that end first.
void put_varint(std::vector<std::uint8_t>& out, std::uint64_t v);
bool get_varint(std::span<const std::uint8_t> in, std::size_t& at, std::uint64_t& v);

}  // namespace adomoc::db
