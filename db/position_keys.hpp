// Where a position's entries go in the position index: a bucket from the
// top bits of its 64-bit hash and a fingerprint from the bits below.
// 2^12 buckets: an import batch writes one row per bucket, so fewer
// buckets write fewer, fuller rows; at a million games a bucket holds about
// 20,000 entries (some 50 KB, decoded in a fraction of a millisecond), and
// twelve bits of fingerprint leave about five false candidates among them
// (docs/schema.md).
#pragma once

#include <cstddef>
#include <cstdint>

namespace adomoc::db {

inline constexpr int kBucketBits = 12;
inline constexpr int kFingerprintBits = 12;
inline constexpr std::size_t kBuckets = std::size_t{1} << kBucketBits;

// The number a bucket's row keeps for a game's entry: the distance from the
// game before (from the batch's first game, for the first entry) and the
// fingerprint; a row is these numbers Rice-coded (db/rice_code.hpp).
inline std::uint64_t row_value(std::int64_t id, std::int64_t previous, std::uint32_t fingerprint) {
  return static_cast<std::uint64_t>(id - previous) << kFingerprintBits | fingerprint;
}

inline std::uint32_t bucket_of(std::uint64_t hash) { return static_cast<std::uint32_t>(hash >> (64 - kBucketBits)); }

inline std::uint32_t fingerprint_of(std::uint64_t hash) {
  return static_cast<std::uint32_t>(hash >> (64 - kBucketBits - kFingerprintBits)) & ((1u << kFingerprintBits) - 1);
}

}  // namespace adomoc::db
