# run_libfuzz.cmake — the ctest fuzz_libfuzzer: runs sheet-libfuzz for a fixed number of
# inputs over the seed corpus, with new inputs kept in a scratch corpus that starts
# empty each time (so the repository's corpus is never written and every run does the
# same work), and any crash saved beside it.
#
#   cmake -DFUZZER=... -DSEEDS=dir -DDICT=file -DWORK=dir -DRUNS=n -P run_libfuzz.cmake
foreach(var FUZZER SEEDS DICT WORK RUNS)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "run_libfuzz.cmake: ${var} not set")
  endif()
endforeach()
file(REMOVE_RECURSE ${WORK}/corpus)
file(MAKE_DIRECTORY ${WORK}/corpus ${WORK}/crashes)
execute_process(
  COMMAND ${FUZZER} -runs=${RUNS} -seed=1 -dict=${DICT} -print_final_stats=1
    -artifact_prefix=${WORK}/crashes/ ${WORK}/corpus ${SEEDS}
  RESULT_VARIABLE rc
  OUTPUT_VARIABLE out
  ERROR_VARIABLE out)
# libFuzzer's log: its last line and the final statistics.
string(REGEX MATCH "#[0-9]+\tDONE[^\n]*" done "${out}")
if(done)
  message(STATUS "${done}")
endif()
string(REGEX MATCHALL "stat::[a-z_]+: *[0-9]+" stats "${out}")
foreach(stat IN LISTS stats)
  message(STATUS "${stat}")
endforeach()
if(NOT rc EQUAL 0)
  message("${out}")
  message(FATAL_ERROR "sheet-libfuzz failed (exit ${rc}); the input is in ${WORK}/crashes")
endif()
