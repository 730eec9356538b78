# Warnings and sanitizers live on INTERFACE targets that each of our targets
# links, rather than in global flags, so dependencies' headers stay unaffected.
add_library(adomoc_warnings INTERFACE)
add_library(adomoc::warnings ALIAS adomoc_warnings)
target_compile_options(adomoc_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion
  -Wnon-virtual-dtor -Wold-style-cast -Woverloaded-virtual
  -Wimplicit-fallthrough)

add_library(adomoc_sanitizers INTERFACE)
add_library(adomoc::sanitizers ALIAS adomoc_sanitizers)
if(ADOMOC_SANITIZE)
  target_compile_options(adomoc_sanitizers INTERFACE
    -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
  target_link_options(adomoc_sanitizers INTERFACE -fsanitize=address,undefined)
endif()

add_library(adomoc_options INTERFACE)
add_library(adomoc::options ALIAS adomoc_options)
target_link_libraries(adomoc_options INTERFACE adomoc_warnings adomoc_sanitizers)
