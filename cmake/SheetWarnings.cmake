# SheetWarnings.cmake — the warning flags of every C target of libsheet:
#
#   sheet_c_warnings(<target>)   -Wall -Wextra -pedantic, and -Werror unless
#                                SHEET_WERROR is OFF (GCC and Clang; nothing elsewhere)
#
# Included by the top-level CMakeLists.txt, and by bench/CMakeLists.txt when bench/ is
# configured on its own.
include_guard(GLOBAL)

option(SHEET_WERROR "Treat C compiler warnings as errors" ON)

set(SHEET_C_WARNINGS)
if(CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
  set(SHEET_C_WARNINGS -Wall -Wextra -pedantic)
  if(SHEET_WERROR)
    list(APPEND SHEET_C_WARNINGS -Werror)
  endif()
endif()

function(sheet_c_warnings target)
  target_compile_options(${target} PRIVATE ${SHEET_C_WARNINGS})
endfunction()
