# Project-wide compiler settings: warnings for our own targets and the optional sanitizer build.

function(steplens_set_warnings target)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow=local -Wno-missing-field-initializers)
  elseif(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wno-missing-field-initializers)
  endif()
endfunction()

if(STEPLENS_SANITIZE)
  # float-cast-overflow is not part of GCC's "undefined" group: a reader converting 1e300 to an int
  # is exactly the bug malformed files provoke, so it is asked for by name.
  add_compile_options(-fsanitize=address,undefined,float-cast-overflow -fno-omit-frame-pointer
                      -fno-sanitize-recover=undefined,float-cast-overflow)
  add_link_options(-fsanitize=address,undefined,float-cast-overflow)
endif()

# Fuzzing build: instrument everything for coverage and sanitizers; the targets add the fuzzer main.
if(STEPLENS_BUILD_FUZZERS)
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
endif()
