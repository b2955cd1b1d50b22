/*
 * no_init.c — test plugin: a valid shared object that exports no sheet_plugin_init
 * (only an unrelated function), so loading it fails with SHEET_ERR_PLUGIN.
 */
#include "sheet.h"

SHEET_API int sheet_plugin_version(void);

int sheet_plugin_version(void) { return 1; }
