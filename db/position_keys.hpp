// Where a position's entries go in the position index: a bucket from the
// top bits of its 64-bit hash and a fingerprint from the bits below.
// 2^14 buckets keep a bucket's rows to a few kilobytes at a million games;
// ten bits of fingerprint leave about one false candidate in a thousand
// entries of the bucket (docs/schema.md).
#pragma once

#include <cstddef>
#include <cstdint>

namespace adomoc::db {

inline constexpr int kBucketBits = 14;
inline constexpr int kFingerprintBits = 10;
inline constexpr std::size_t kBuckets = std::size_t{1} << kBucketBits;

inline std::uint32_t bucket_of(std::uint64_t hash) { return static_cast<std::uint32_t>(hash >> (64 - kBucketBits)); }

inline std::uint32_t fingerprint_of(std::uint64_t hash) {
  return static_cast<std::uint32_t>(hash >> (64 - kBucketBits - kFingerprintBits)) & ((1u << kFingerprintBits) - 1);
}

}  // namespace adomoc::db
