# cmake -DHEADER=include/sheet.h -DCOMPILER=<cc> -DSTD=<c99|c++17|...> -DSOURCE=<tu>
#       -DWORK_DIR=<dir> -DFLAGS="-Wall;-Wextra;-pedantic;-Werror" -P check-header.cmake
#
# Compiles SOURCE (Tests/abi/header_compile.c or .cpp), which includes sheet.h and
# references every function and struct the header declares. The lists come from the
# header itself, at test time, into WORK_DIR/sheet_header_symbols.h:
#   SHEET_FUNCTIONS(X): X(name) for every `SHEET_API ... name(` declaration,
#   SHEET_STRUCTS(X):   X(name) for every `typedef struct name {`.
# so a function or struct added to the header is checked without editing the test.
foreach(v HEADER COMPILER STD SOURCE WORK_DIR)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "check-header.cmake: -D${v}=... is required")
  endif()
endforeach()

# HEADER and the other public headers beside it (sheet_plugin.h, which sheet.h includes).
get_filename_component(include_dir "${HEADER}" DIRECTORY)
file(GLOB headers "${include_dir}/*.h")
set(functions)
set(structs)
foreach(h IN LISTS headers)
  file(STRINGS "${h}" api_lines REGEX "^[ \t]*SHEET_(API|PLUGIN_EXPORT)[ \t]")
  foreach(line IN LISTS api_lines)
    if(line MATCHES "([A-Za-z_][A-Za-z0-9_]*)[ \t]*\\(")
      list(APPEND functions ${CMAKE_MATCH_1})
    endif()
  endforeach()
  file(STRINGS "${h}" struct_lines REGEX "typedef[ \t]+struct[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]*{")
  foreach(line IN LISTS struct_lines)
    if(line MATCHES "typedef[ \t]+struct[ \t]+([A-Za-z_][A-Za-z0-9_]*)")
      list(APPEND structs ${CMAKE_MATCH_1})
    endif()
  endforeach()
endforeach()
list(LENGTH functions nfunctions)
list(LENGTH structs nstructs)
if(nfunctions EQUAL 0 OR nstructs EQUAL 0)
  message(FATAL_ERROR "found ${nfunctions} SHEET_API functions and ${nstructs} structs in ${HEADER}")
endif()

set(gen "/* generated from ${HEADER} by check-header.cmake */\n#define SHEET_FUNCTIONS(X)")
foreach(f IN LISTS functions)
  string(APPEND gen " \\\n  X(${f})")
endforeach()
string(APPEND gen "\n#define SHEET_STRUCTS(X)")
foreach(s IN LISTS structs)
  string(APPEND gen " \\\n  X(${s})")
endforeach()
string(APPEND gen "\n")
file(MAKE_DIRECTORY "${WORK_DIR}")
file(WRITE "${WORK_DIR}/sheet_header_symbols.h" "${gen}")

set(cmd "${COMPILER}" -std=${STD} ${FLAGS} -I "${include_dir}" -I "${WORK_DIR}"
        -c "${SOURCE}" -o "${WORK_DIR}/header_compile.o")
string(REPLACE ";" " " shown "${cmd}")
message(STATUS "${shown}")
execute_process(COMMAND ${cmd} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "sheet.h does not compile cleanly as ${STD}:\n${out}")
endif()
if(NOT out STREQUAL "")
  message(FATAL_ERROR "sheet.h compiles as ${STD}, with output:\n${out}")
endif()
message(STATUS "sheet.h compiles cleanly as ${STD} (${nfunctions} functions, ${nstructs} structs referenced)")
