# ctest driver for plot_history_check: writes a synthetic history, draws it into one PNG and into
# a directory of PNGs, and checks that every expected file exists and is not trivially small; the
# same history with every patch-size limit removed has no patch-limit panel, and with no link time
# no communication panel.
# Called as cmake -DWRITER=... -DPYTHON=... -DPLOTTER=... -DWORK_DIR=... -P run_plot_check.cmake
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

execute_process(COMMAND "${WRITER}" "${WORK_DIR}/history.jsonl" RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "write_sample_history failed (${result})")
endif()

execute_process(COMMAND "${PYTHON}" "${PLOTTER}" "${WORK_DIR}/history.jsonl"
                        "${WORK_DIR}/history.png" RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "plot_history.py into a PNG failed (${result})")
endif()
execute_process(COMMAND "${PYTHON}" "${PLOTTER}" "${WORK_DIR}/history.jsonl" "${WORK_DIR}/plots"
                RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "plot_history.py into a directory failed (${result})")
endif()

foreach(png history.png plots/capacities.png plots/patch_limits.png plots/step_times.png
            plots/imbalance.png plots/communication.png)
  if(NOT EXISTS "${WORK_DIR}/${png}")
    message(FATAL_ERROR "${png} was not written")
  endif()
  file(SIZE "${WORK_DIR}/${png}" size)
  if(size LESS 10000)
    message(FATAL_ERROR "${png} has only ${size} bytes")
  endif()
endforeach()

# Without limits (max_patch_cells 0 everywhere) the patch-limit panel is left out.
file(READ "${WORK_DIR}/history.jsonl" history)
string(REGEX REPLACE "\"max_patch_cells\":[0-9]+" "\"max_patch_cells\":0" history "${history}")
file(WRITE "${WORK_DIR}/unlimited.jsonl" "${history}")
execute_process(COMMAND "${PYTHON}" "${PLOTTER}" "${WORK_DIR}/unlimited.jsonl"
                        "${WORK_DIR}/unlimited" RESULT_VARIABLE result OUTPUT_VARIABLE output)
if(NOT result EQUAL 0 OR NOT output MATCHES "no patch-limit panel")
  message(FATAL_ERROR "plot_history.py without limits failed (${result}): ${output}")
endif()
if(EXISTS "${WORK_DIR}/unlimited/patch_limits.png" OR
   NOT EXISTS "${WORK_DIR}/unlimited/capacities.png")
  message(FATAL_ERROR "without limits: patch_limits.png drawn or capacities.png missing")
endif()
execute_process(COMMAND "${PYTHON}" "${PLOTTER}" "${WORK_DIR}/unlimited.jsonl"
                        "${WORK_DIR}/unlimited.png" RESULT_VARIABLE result OUTPUT_QUIET)
if(NOT result EQUAL 0 OR NOT EXISTS "${WORK_DIR}/unlimited.png")
  message(FATAL_ERROR "plot_history.py without limits into a PNG failed (${result})")
endif()

# Without link time the communication panel is left out.
string(REGEX REPLACE "\"link_seconds\":[0-9.e+-]+" "\"link_seconds\":0.0" quiet "${history}")
file(WRITE "${WORK_DIR}/quiet.jsonl" "${quiet}")
execute_process(COMMAND "${PYTHON}" "${PLOTTER}" "${WORK_DIR}/quiet.jsonl" "${WORK_DIR}/quiet"
                RESULT_VARIABLE result OUTPUT_VARIABLE output)
if(NOT result EQUAL 0 OR NOT output MATCHES "no communication panel" OR
   EXISTS "${WORK_DIR}/quiet/communication.png")
  message(FATAL_ERROR "plot_history.py without link time failed (${result}): ${output}")
endif()
file(REMOVE_RECURSE "${WORK_DIR}")
