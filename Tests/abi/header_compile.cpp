/*
 * sheet.h from C++: header_compile.c compiled as C++ (every function and struct
 * referenced, extern "C" linkage), plus: every public struct is trivial and
 * standard-layout, so C++ hosts can memset, memcpy and aggregate-initialise it.
 */
#include "header_compile.c"

#include <type_traits>

#define SHEET_CHECK_POD(name)                                                        \
  static_assert(std::is_trivial<name>::value && std::is_standard_layout<name>::value, \
                #name " is not a plain C struct in C++");
SHEET_STRUCTS(SHEET_CHECK_POD)
