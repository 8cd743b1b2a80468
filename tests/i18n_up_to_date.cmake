# Fails when lupdate would change steplens_zh_CN.ts: a text was added to or removed from the code
# without `cmake --build build --target update_translations` (and translating the new entries).
# Runs lupdate on a copy, so the source tree is never written. Arguments: LUPDATE, TS, WORK, SOURCES_FILE,
# INCLUDES (a ;-list).
file(MAKE_DIRECTORY ${WORK})
configure_file(${TS} ${WORK}/steplens_zh_CN.ts COPYONLY)
set(include_args)
foreach(dir ${INCLUDES})
  list(APPEND include_args -I ${dir})
endforeach()
execute_process(
  COMMAND ${LUPDATE} ${include_args} -tr-function-alias QT_TRANSLATE_NOOP+=SL_MSG -locations none -no-obsolete
          @${SOURCES_FILE} -ts ${WORK}/steplens_zh_CN.ts
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "lupdate failed (${rc}): ${err}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${TS} ${WORK}/steplens_zh_CN.ts RESULT_VARIABLE differs)
if(differs)
  message(FATAL_ERROR "steplens_zh_CN.ts is out of date (${out}): run `cmake --build build --target "
                      "update_translations`, translate the new entries, and commit the .ts")
endif()
message(STATUS "steplens_zh_CN.ts is up to date: ${out}")
