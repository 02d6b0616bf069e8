# ctest driver for plot_history_check: writes a synthetic history, draws it into one PNG and into
# a directory of PNGs, and checks that every expected file exists and is not trivially small.
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
            plots/imbalance.png)
  if(NOT EXISTS "${WORK_DIR}/${png}")
    message(FATAL_ERROR "${png} was not written")
  endif()
  file(SIZE "${WORK_DIR}/${png}" size)
  if(size LESS 10000)
    message(FATAL_ERROR "${png} has only ${size} bytes")
  endif()
endforeach()
file(REMOVE_RECURSE "${WORK_DIR}")
