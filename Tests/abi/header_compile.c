/*
 * Compiles sheet.h on its own, as a host would include it, and references every
 * function and struct it declares (the lists are generated from the header at test
 * time into sheet_header_symbols.h; see check-header.cmake). Compiled, not linked, as
 * C99, C11 and C17 with -Wall -Wextra -pedantic -Werror; header_compile.cpp includes
 * this file for C++11, C++17 and C++20.
 */
#include <sheet.h>

#include "sheet_header_symbols.h"

/* Every function, taken as a generic function pointer. */
#define SHEET_CHECK_FUNCTION(name) (void (*)(void))name,
/* Every struct is complete: it has a size. */
#define SHEET_CHECK_STRUCT(name) sizeof(name),

size_t sheet_header_check(void);

size_t sheet_header_check(void) {
  static void (*const functions[])(void) = {SHEET_FUNCTIONS(SHEET_CHECK_FUNCTION)};
  static const size_t sizes[] = {SHEET_STRUCTS(SHEET_CHECK_STRUCT)};
  size_t total = 0;
  size_t i;
  for (i = 0; i < sizeof functions / sizeof functions[0]; i++)
    total += functions[i] != 0;
  for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
    total += sizes[i];
  /* Macros a host uses with constant arguments. */
  total += SHEET_ABI_VERSION_MAJOR(SHEET_ABI_VERSION) + SHEET_ABI_VERSION_MINOR(SHEET_ABI_VERSION);
  /* What a plugin's init uses: a vtable made by the initializer macro, in a static
   * const (constant arguments), and the host check. */
  {
    static const sheet_animator_vtable vtable =
        SHEET_ANIMATOR_VTABLE("check", NULL, 0, NULL, NULL, NULL, NULL);
    total += vtable.struct_size + (sheet_plugin_check_host(NULL) != SHEET_OK);
  }
  return total;
}
