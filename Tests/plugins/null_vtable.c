/*
 * null_vtable.c — test plugin: registers the good animator "test.null_vtable.ok", then
 * calls register_animator with a NULL vtable, ignores its status and returns SHEET_OK.
 * The load must still fail with SHEET_ERR_INVALID_ARGUMENT, leaving nothing registered.
 */
#include "tp_common.h"

sheet_status sheet_plugin_init(const sheet_plugin_host *host) {
  sheet_status st = tp_check_host(host);
  if (st != SHEET_OK) return st;
  st = tp_register(host, "test.null_vtable.ok", tp_linear_params(), TP_LINEAR_PARAM_COUNT,
                   tp_create_default, tp_sample_linear);
  if (st != SHEET_OK) return st;
  (void)host->register_animator(host->host_data, NULL, NULL);
  return SHEET_OK;
}
