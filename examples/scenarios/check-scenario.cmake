# check-scenario.cmake — runs sheet-harness on a scenario and checks what comes out.
#
#   cmake -DMODE=golden -DHARNESS=... -DSCENARIO=x.sheet -DGOLDEN=golden/x.csv
#         -DOUTPUT=out.csv [-DEVERY=N] [-DPLUGIN_DIR=dir] [-DREQUIRES=f1;f2] -P check-scenario.cmake
#       Plays the scenario with --format csv and compares the output with GOLDEN byte for
#       byte; on a difference prints a unified diff (or the first differing line).
#   -DMODE=update   the same run, but writes GOLDEN (the update-goldens target).
#   -DMODE=svg      -DOUTPUT=plot.svg [-DXMLLINT=path]: plays with --svg and checks the
#                   file is well-formed XML (xmllint --noout, or a structural check).
#   -DMODE=bad      the scenario must fail: its first lines say how, as comments
#                     # expect-error: LINE: TEXT    stderr has "SCENARIO:LINE: TEXT"
#                     # expect-exit: N              the exit status (default 2)
#
# When a file listed in REQUIRES is missing (plugins not built), it prints "SKIPPED: ..."
# and succeeds; the tests set SKIP_REGULAR_EXPRESSION to that word. In a cross build
# -DEMULATOR=... (CMAKE_CROSSCOMPILING_EMULATOR) is the command that runs the harness.
cmake_minimum_required(VERSION 3.20)

foreach(var HARNESS SCENARIO MODE)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "check-scenario.cmake: -D${var}=... is required")
  endif()
endforeach()

foreach(required IN LISTS REQUIRES)
  if(NOT EXISTS "${required}")
    message("SKIPPED: ${required} is not built")
    return()
  endif()
endforeach()

set(args)
if(DEFINED PLUGIN_DIR AND NOT PLUGIN_DIR STREQUAL "")
  list(APPEND args --plugin-dir "${PLUGIN_DIR}")
endif()

if(MODE STREQUAL "golden" OR MODE STREQUAL "update")
  if(NOT DEFINED EVERY)
    set(EVERY 1)
  endif()
  execute_process(
    COMMAND ${EMULATOR} "${HARNESS}" --format csv --every ${EVERY} ${args} "${SCENARIO}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "sheet-harness ${SCENARIO} exited with ${rc}:\n${err}")
  endif()
  if(MODE STREQUAL "update")
    file(WRITE "${GOLDEN}" "${out}")
    message(STATUS "wrote ${GOLDEN}")
    return()
  endif()
  file(WRITE "${OUTPUT}" "${out}")
  if(NOT EXISTS "${GOLDEN}")
    message(FATAL_ERROR "no golden file ${GOLDEN}: run the update-goldens target")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files "${GOLDEN}" "${OUTPUT}"
                  RESULT_VARIABLE same)
  if(NOT same EQUAL 0)
    find_program(DIFF diff)
    if(DIFF)
      execute_process(COMMAND "${DIFF}" -u "${GOLDEN}" "${OUTPUT}" OUTPUT_VARIABLE d)
      string(LENGTH "${d}" n)
      if(n GREATER 12000)
        string(SUBSTRING "${d}" 0 12000 d)
        string(APPEND d "\n... (diff cut)")
      endif()
    else()
      file(STRINGS "${GOLDEN}" want)
      file(STRINGS "${OUTPUT}" got)
      list(LENGTH want nw)
      list(LENGTH got ng)
      set(d "golden has ${nw} lines, output ${ng}")
      set(i 0)
      foreach(line IN LISTS want)
        if(i LESS ng)
          list(GET got ${i} other)
        else()
          set(other "<end of output>")
        endif()
        if(NOT line STREQUAL other)
          math(EXPR shown "${i} + 1")
          set(d "${d}\nfirst difference at line ${shown}:\n- ${line}\n+ ${other}")
          break()
        endif()
        math(EXPR i "${i} + 1")
      endforeach()
    endif()
    message(FATAL_ERROR "${SCENARIO}: output differs from ${GOLDEN}\n${d}\n"
                        "If the change is intended: cmake --build <build> --target update-goldens")
  endif()
  message(STATUS "${SCENARIO}: output matches ${GOLDEN}")

elseif(MODE STREQUAL "svg")
  file(REMOVE "${OUTPUT}")
  execute_process(
    COMMAND ${EMULATOR} "${HARNESS}" --quiet --svg "${OUTPUT}" ${args} "${SCENARIO}"
    RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "sheet-harness --svg exited with ${rc}:\n${err}")
  endif()
  if(NOT EXISTS "${OUTPUT}")
    message(FATAL_ERROR "sheet-harness did not write ${OUTPUT}")
  endif()
  if(XMLLINT)
    execute_process(COMMAND "${XMLLINT}" --noout "${OUTPUT}" RESULT_VARIABLE rc
                    ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "${OUTPUT} is not well-formed XML:\n${err}")
    endif()
  endif()
  file(READ "${OUTPUT}" svg)
  string(FIND "${svg}" "<?xml version=\"1.0\"" at_decl)
  string(FIND "${svg}" "<svg xmlns=\"http://www.w3.org/2000/svg\"" at_svg)
  string(FIND "${svg}" "<polyline" at_line)
  string(REGEX MATCH "</svg>\n$" closed "${svg}")
  string(REGEX MATCHALL "<[a-z]" opened "${svg}")
  string(REGEX MATCHALL "(</[a-z]+>|/>)" shut "${svg}")
  list(LENGTH opened n_open)
  list(LENGTH shut n_shut)
  if(NOT at_decl EQUAL 0 OR at_svg EQUAL -1 OR at_line EQUAL -1 OR NOT closed
     OR NOT n_open EQUAL n_shut)
    message(FATAL_ERROR "${OUTPUT} is not a complete SVG plot (declaration ${at_decl}, "
                        "svg ${at_svg}, polyline ${at_line}, elements ${n_open} opened "
                        "and ${n_shut} closed)")
  endif()
  message(STATUS "${OUTPUT}: well-formed SVG with ${n_open} elements")

elseif(MODE STREQUAL "bad")
  file(STRINGS "${SCENARIO}" wanted REGEX "^# expect-error: ")
  file(STRINGS "${SCENARIO}" exit_line REGEX "^# expect-exit: ")
  if(NOT wanted)
    message(FATAL_ERROR "${SCENARIO} has no '# expect-error: LINE: TEXT' line")
  endif()
  string(REGEX REPLACE "^# expect-error: " "" wanted "${wanted}")
  set(want_exit 2)
  if(exit_line)
    string(REGEX REPLACE "^# expect-exit: *" "" want_exit "${exit_line}")
  endif()
  execute_process(
    COMMAND ${EMULATOR} "${HARNESS}" --quiet ${args} "${SCENARIO}"
    RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
  if(NOT rc EQUAL want_exit)
    message(FATAL_ERROR "exit status ${rc}, expected ${want_exit}; stderr:\n${err}")
  endif()
  string(FIND "${err}" "${SCENARIO}:${wanted}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "stderr lacks \"${SCENARIO}:${wanted}\"; it was:\n${err}")
  endif()
  message(STATUS "exit ${rc} and \"${SCENARIO}:${wanted}\" as expected")

else()
  message(FATAL_ERROR "check-scenario.cmake: unknown MODE ${MODE}")
endif()
