# VAGUS_SANITIZE=address,undefined (any list -fsanitize= takes): the whole build, libraries, the
# vagus program, tests and plug-ins, compiled and linked with those sanitizers, frame pointers kept
# for readable stacks, and UBSan stopping at its first report (-fno-sanitize-recover), so that a
# finding fails the test that made it. Every executable also gets the run-time defaults of
# cmake/sanitize/defaults.cpp.in (halt on error, and the LeakSanitizer suppressions of
# cmake/sanitize/lsan.supp compiled in), so a sanitized program behaves the same under ctest,
# mpirun or by hand, with no environment to remember. ASAN_OPTIONS, UBSAN_OPTIONS and
# LSAN_OPTIONS still add to them.
#
# VAGUS_FUZZ=ON (clang only) instruments everything for libFuzzer as well
# (-fsanitize=fuzzer-no-link) and builds the fuzz targets of tests/fuzz/ (scripts/fuzz).
set(VAGUS_SANITIZE "" CACHE STRING
    "Sanitizers for the whole build, as -fsanitize= takes them (e.g. address,undefined); empty: none")
option(VAGUS_FUZZ "Build the libFuzzer targets of tests/fuzz (clang; use with VAGUS_SANITIZE)" OFF)

if(VAGUS_FUZZ AND NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  message(FATAL_ERROR "VAGUS_FUZZ needs clang (libFuzzer): -DCMAKE_CXX_COMPILER=clang++ "
                      "-DCMAKE_C_COMPILER=clang")
endif()

set(VAGUS_SANITIZER_DEFAULTS_CPP "")
if(VAGUS_SANITIZE)
  message(STATUS "Sanitizers: ${VAGUS_SANITIZE}")
  set(_vagus_sanitize_flags -fsanitize=${VAGUS_SANITIZE} -fno-sanitize-recover=all
                            -fno-omit-frame-pointer -g)
  add_compile_options(${_vagus_sanitize_flags})
  add_link_options(-fsanitize=${VAGUS_SANITIZE})
  if(VAGUS_FUZZ)
    add_compile_options(-fsanitize=fuzzer-no-link)
  endif()

  # The suppressions file becomes a string in every executable (__lsan_default_suppressions).
  file(READ ${CMAKE_CURRENT_LIST_DIR}/sanitize/lsan.supp VAGUS_LSAN_SUPPRESSIONS)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
               ${CMAKE_CURRENT_LIST_DIR}/sanitize/lsan.supp)
  set(VAGUS_SANITIZER_DEFAULTS_CPP ${PROJECT_BINARY_DIR}/generated/sanitizer_defaults.cpp)
  configure_file(${CMAKE_CURRENT_LIST_DIR}/sanitize/defaults.cpp.in
                 ${VAGUS_SANITIZER_DEFAULTS_CPP} @ONLY)
elseif(VAGUS_FUZZ)
  message(FATAL_ERROR "VAGUS_FUZZ needs VAGUS_SANITIZE (e.g. address,undefined)")
endif()

# vagus_sanitize_executables(DIR): adds the sanitizer defaults to every executable defined in DIR
# and below. Called once at the end of the top-level CMakeLists.txt, when every target exists.
function(vagus_sanitize_executables dir)
  if(NOT VAGUS_SANITIZER_DEFAULTS_CPP)
    return()
  endif()
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "EXECUTABLE")
      target_sources(${target} PRIVATE ${VAGUS_SANITIZER_DEFAULTS_CPP})
    endif()
  endforeach()
  get_property(subdirectories DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(subdirectory IN LISTS subdirectories)
    vagus_sanitize_executables(${subdirectory})
  endforeach()
endfunction()
