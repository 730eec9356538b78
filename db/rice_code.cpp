#include "db/rice_code.hpp"

#include <algorithm>
#include <bit>

namespace adomoc::db {

namespace {

// A quotient this long means damage, not data: gaps between games of one
// batch are far smaller.
constexpr std::uint64_t kLongestQuotient = 1u << 20;

class BitWriter {
 public:
  explicit BitWriter(std::vector<std::uint8_t>& out) : out_(out) {}
  ~BitWriter() {
    for (; used_ > 0; used_ -= 8, buffer_ >>= 8) out_.push_back(static_cast<std::uint8_t>(buffer_));
  }
  BitWriter(const BitWriter&) = delete;
  BitWriter& operator=(const BitWriter&) = delete;
  // n < 32 low bits of v.
  void bits(std::uint64_t v, int n) {
    buffer_ |= (v & ((std::uint64_t{1} << n) - 1)) << used_;
    used_ += n;
    for (; used_ >= 8; used_ -= 8, buffer_ >>= 8) out_.push_back(static_cast<std::uint8_t>(buffer_));
  }

 private:
  std::vector<std::uint8_t>& out_;
  std::uint64_t buffer_ = 0;
  int used_ = 0;
};

class BitReader {
 public:
  explicit BitReader(std::span<const std::uint8_t> in) : in_(in) {}
  bool bit(bool& b) {
    if (at_ / 8 >= in_.size()) return false;
    b = (in_[at_ / 8] >> (at_ % 8)) & 1;
    ++at_;
    return true;
  }

 private:
  std::span<const std::uint8_t> in_;
  std::size_t at_ = 0;
};

void put_varint(std::vector<std::uint8_t>& out, std::uint64_t v) {
  while (v >= 0x80) {
    out.push_back(static_cast<std::uint8_t>(v | 0x80));
    v >>= 7;
  }
  out.push_back(static_cast<std::uint8_t>(v));
}

bool get_varint(std::span<const std::uint8_t> in, std::size_t& at, std::uint64_t& v) {
  v = 0;
  for (int shift = 0; at < in.size() && shift < 64; shift += 7) {
    const std::uint8_t byte = in[at++];
    v |= static_cast<std::uint64_t>(byte & 0x7F) << shift;
    if (!(byte & 0x80)) return true;
  }
  return false;
}

int best_k(std::span<const std::uint64_t> values) {
  std::uint64_t sum = 0;
  for (std::uint64_t v : values) sum += v;
  const std::uint64_t mean = values.empty() ? 0 : sum / values.size();
  return mean == 0 ? 0 : std::min(static_cast<int>(std::bit_width(mean)) - 1, 31);
}

}  // namespace

void rice_encode(std::span<const std::uint64_t> values, std::vector<std::uint8_t>& out) {
  const int k = best_k(values);
  out.push_back(static_cast<std::uint8_t>(k));
  put_varint(out, values.size());
  BitWriter bits(out);
  for (std::uint64_t v : values) {
    std::uint64_t q = v >> k;
    for (; q >= 16; q -= 16) bits.bits(0xFFFF, 16);
    bits.bits((std::uint64_t{1} << q) - 1, static_cast<int>(q) + 1);  // q ones, then a zero
    bits.bits(v, k);
  }
}

bool rice_decode(std::span<const std::uint8_t> in, std::vector<std::uint64_t>& out) {
  if (in.empty() || in[0] > 63) return false;
  const int k = in[0];
  std::size_t at = 1;
  std::uint64_t count = 0;
  if (!get_varint(in, at, count)) return false;
  BitReader bits(in.subspan(at));
  for (std::uint64_t i = 0; i < count; ++i) {
    std::uint64_t q = 0;
    bool b = false;
    for (;;) {
      if (!bits.bit(b)) return false;
      if (!b) break;
      if (++q > kLongestQuotient) return false;
    }
    std::uint64_t low = 0;
    for (int j = 0; j < k; ++j) {
      if (!bits.bit(b)) return false;
      low |= static_cast<std::uint64_t>(b) << j;
    }
    out.push_back(q << k | low);
  }
  return true;
}

}  // namespace adomoc::db
