// The fuzz targets' assertion: unlike assert() it stays on under NDEBUG,
// and it says which property broke before aborting, so that libFuzzer
// saves the input as a crash.
#pragma once

#include <cstdio>
#include <cstdlib>

#define FUZZ_CHECK(condition)                                                                     \
  do {                                                                                            \
    if (!(condition)) {                                                                           \
      std::fprintf(stderr, "%s:%d: fuzz check failed: %s\n", __FILE__, __LINE__, #condition);      \
      std::abort();                                                                               \
    }                                                                                             \
  } while (false)
