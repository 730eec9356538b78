# Warnings and sanitizers live on INTERFACE targets that each of our targets
# links, rather than in global flags, so dependencies' headers stay unaffected.
add_library(adomoc_warnings INTERFACE)
add_library(adomoc::warnings ALIAS adomoc_warnings)
target_compile_options(adomoc_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion
  -Wnon-virtual-dtor -Wold-style-cast -Woverloaded-virtual
  -Wimplicit-fallthrough)
# The set above is GCC's meaning of it. clang's -Wconversion also turns on
# -Wsign-conversion (GCC's does not, in C++), and clang warns about '&' on
# bools, which the parser's fast paths use on purpose to avoid branches.
if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  target_compile_options(adomoc_warnings INTERFACE -Wno-sign-conversion -Wno-bitwise-instead-of-logical)
endif()
# GCC 12 at -O3 reports impossible sizes inside std::string and std::vector
# code it has inlined (-Wrestrict, -Wstringop-overread: GCC bugs 105329,
# 105651), for code as plain as assigning a literal to a string.
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
  target_compile_options(adomoc_warnings INTERFACE -Wno-restrict -Wno-stringop-overread)
endif()

# Piece sets are counted with popcount on every hot path; without this the
# compiler calls a library routine instead of the one instruction that every
# x86-64 processor made since 2008 has.
if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$")
  target_compile_options(adomoc_warnings INTERFACE -mpopcnt)
endif()

add_library(adomoc_sanitizers INTERFACE)
add_library(adomoc::sanitizers ALIAS adomoc_sanitizers)
if(ADOMOC_SANITIZE)
  target_compile_options(adomoc_sanitizers INTERFACE
    -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
  target_link_options(adomoc_sanitizers INTERFACE -fsanitize=address,undefined)
endif()
# Fuzzing: every library gets libFuzzer's coverage instrumentation as well;
# only the fuzz executables link libFuzzer's main (fuzz/CMakeLists.txt).
if(ADOMOC_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "ADOMOC_FUZZ needs clang (libFuzzer); this is ${CMAKE_CXX_COMPILER_ID}. "
                        "Use the fuzz preset or -DCMAKE_CXX_COMPILER=clang++.")
  endif()
  target_compile_options(adomoc_sanitizers INTERFACE
    -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
  target_link_options(adomoc_sanitizers INTERFACE -fsanitize=address,undefined)
endif()

add_library(adomoc_options INTERFACE)
add_library(adomoc::options ALIAS adomoc_options)
target_link_libraries(adomoc_options INTERFACE adomoc_warnings adomoc_sanitizers)
