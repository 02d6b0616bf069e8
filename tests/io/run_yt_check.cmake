# ctest driver for plotfile_yt_check: writes the sample plotfiles on 2 ranks into a fresh
# directory, then has yt check both. The expected figures follow from write_sample_plotfile.cpp:
# 16 x 12 x 8 coarse cells, 16 x 12 x 8 + 8 x 8 x 4 = 1792 fine cells, and the integral of the
# linear density 1 + 2x + 3y + 4z over [-0.5, 0.5] x [0, 0.75] x [0.25, 0.75] = 0.375 x 4.125.
# Called as cmake -DMPIEXEC=... -DNUMPROC_FLAG=... -DWRITER=... -DPYTHON=... -DCHECKER=...
#                -DWORK_DIR=... -P run_yt_check.cmake
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

execute_process(COMMAND "${MPIEXEC}" ${NUMPROC_FLAG} 2 --oversubscribe "${WRITER}" "${WORK_DIR}"
                RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "write_sample_plotfile on 2 ranks failed (${result})")
endif()

set(common --fields density,pressure --field density --integral 1.546875 --linear 1,2,3,4
           --left-edge=-0.5,0,0.25 --right-edge=0.5,0.75,0.75)
foreach(case "plt_000000.3d.hdf5;--levels;1;--cells;1536"
             "plt_000001.3d.hdf5;--levels;2;--cells;1536,1792")
  list(POP_FRONT case file)
  execute_process(COMMAND "${PYTHON}" "${CHECKER}" "${WORK_DIR}/${file}" ${case} ${common}
                  RESULT_VARIABLE result)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "yt check of ${file} failed (${result})")
  endif()
endforeach()
file(REMOVE_RECURSE "${WORK_DIR}")
