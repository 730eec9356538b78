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

// Reads 64 bits at a time: a quotient's ones are counted with one
// instruction, not bit by bit (a lookup decodes some 20,000 numbers).
class BitReader {
 public:
  explicit BitReader(std::span<const std::uint8_t> in) : in_(in) {}
  // Counts ones up to the first zero, which it takes too.
  bool unary(std::uint64_t& q) {
    q = 0;
    for (;;) {
      refill();
      if (avail_ == 0) return false;
      const int ones = std::countr_one(buffer_);
      if (ones < avail_) {
        q += static_cast<std::uint64_t>(ones);
        take(ones + 1);
        return true;
      }
      q += static_cast<std::uint64_t>(avail_);
      take(avail_);
      if (q > kLongestQuotient) return false;
    }
  }
  // k <= 31 bits, lowest first.
  bool bits(int k, std::uint64_t& v) {
    refill();
    if (avail_ < k) return false;
    v = buffer_ & ((std::uint64_t{1} << k) - 1);
    take(k);
    return true;
  }

 private:
  void refill() {
    for (; avail_ <= 56 && at_ < in_.size(); avail_ += 8) buffer_ |= static_cast<std::uint64_t>(in_[at_++]) << avail_;
  }
  void take(int n) {
    buffer_ = n == 64 ? 0 : buffer_ >> n;
    avail_ -= n;
  }
  std::span<const std::uint8_t> in_;
  std::size_t at_ = 0;
  std::uint64_t buffer_ = 0;
  int avail_ = 0;
};

int best_k(std::span<const std::uint64_t> values) {
  std::uint64_t sum = 0;
  for (std::uint64_t v : values) sum += v;
  const std::uint64_t mean = values.empty() ? 0 : sum / values.size();
  return mean == 0 ? 0 : std::min(static_cast<int>(std::bit_width(mean)) - 1, 31);
}

}  // namespace

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
  out.reserve(out.size() + std::min<std::uint64_t>(count, in.size() * 8));
  for (std::uint64_t i = 0; i < count; ++i) {
    std::uint64_t q = 0, low = 0;
    if (!bits.unary(q) || !bits.bits(k, low)) return false;
    out.push_back(q << k | low);
  }
  return true;
}

}  // namespace adomoc::db
