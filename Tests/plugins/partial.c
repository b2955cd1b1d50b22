/*
 * partial.c — test plugin: registers "test.partial.ok", then the same name again (a
 * duplicate), ignores that failure and returns SHEET_OK. The load must still fail
 * with SHEET_ERR_ALREADY_EXISTS and roll "test.partial.ok" back.
 */
#include "tp_common.h"

sheet_status sheet_plugin_init(const sheet_plugin_host *host) {
  sheet_status st = tp_check_host(host);
  if (st != SHEET_OK) return st;
  st = tp_register(host, "test.partial.ok", tp_linear_params(), TP_LINEAR_PARAM_COUNT,
                   tp_create_default, tp_sample_linear);
  if (st != SHEET_OK) return st;
  (void)tp_register(host, "test.partial.ok", tp_linear_params(), TP_LINEAR_PARAM_COUNT,
                    tp_create_default, tp_sample_linear);
  return SHEET_OK;
}
