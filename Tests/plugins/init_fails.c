/*
 * init_fails.c — test plugin: registers the good animator "test.init_fails.ok", logs,
 * then returns SHEET_ERR_PLUGIN from its init. Nothing may stay registered.
 */
#include "tp_common.h"

sheet_status sheet_plugin_init(const sheet_plugin_host *host) {
  sheet_status st = tp_check_host(host);
  if (st != SHEET_OK) return st;
  st = tp_register(host, "test.init_fails.ok", tp_linear_params(), TP_LINEAR_PARAM_COUNT,
                   tp_create_default, tp_sample_linear);
  if (st != SHEET_OK) return st;
  tp_log(host, "test.init_fails: refusing to load");
  return SHEET_ERR_PLUGIN;
}
