/*
 * null_init.c — test plugin: exports sheet_plugin_init as an absolute symbol of value 0,
 * so that dlsym finds it and returns NULL without an error for dlerror to report. The
 * loader must refuse the plugin (SHEET_ERR_PLUGIN), not call address 0.
 */
#include "sheet.h"

#if defined(__ELF__)
__asm__(".globl sheet_plugin_init\n"
        ".set sheet_plugin_init, 0\n");
#endif

SHEET_API int sheet_plugin_version(void);

int sheet_plugin_version(void) { return 1; }
