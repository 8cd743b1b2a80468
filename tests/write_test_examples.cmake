# Writes the example runs the tests read (tests/core/example_runs.h) into DIR with STEPLENS, from scratch:
# an interrupted earlier run may have left a folder `steplens example` would refuse to write into.
file(REMOVE_RECURSE "${DIR}")
execute_process(COMMAND "${STEPLENS}" example "${DIR}" RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "'${STEPLENS} example ${DIR}' failed (${status})")
endif()
