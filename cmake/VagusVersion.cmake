# Writes OUTPUT (version.cpp) from cmake/version.cpp.in with VAGUS_VERSION and the git commit of
# SOURCE_DIR; run with `cmake -P` before every build, and rewrites the file only when its text
# changes, so a new commit recompiles one file.
#   cmake -DSOURCE_DIR=... -DOUTPUT=... -DVAGUS_VERSION=... -P VagusVersion.cmake
set(VAGUS_GIT_COMMIT "unknown")
find_package(Git QUIET)
if(GIT_FOUND AND EXISTS "${SOURCE_DIR}/.git")
  execute_process(COMMAND "${GIT_EXECUTABLE}" -C "${SOURCE_DIR}" rev-parse --short=12 HEAD
                  OUTPUT_VARIABLE _commit OUTPUT_STRIP_TRAILING_WHITESPACE
                  RESULT_VARIABLE _status ERROR_QUIET)
  if(_status EQUAL 0 AND _commit)
    set(VAGUS_GIT_COMMIT "${_commit}")
    execute_process(COMMAND "${GIT_EXECUTABLE}" -C "${SOURCE_DIR}" diff --quiet HEAD --
                    RESULT_VARIABLE _dirty ERROR_QUIET)
    if(NOT _dirty EQUAL 0)
      string(APPEND VAGUS_GIT_COMMIT "-dirty")
    endif()
  endif()
endif()
configure_file("${CMAKE_CURRENT_LIST_DIR}/version.cpp.in" "${OUTPUT}" @ONLY)
