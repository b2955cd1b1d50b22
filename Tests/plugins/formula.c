/*
 * formula.c — test plugin "test.formula": the well-behaved linear animator of
 * tp_common.h, whose frames a test can predict exactly. Params: duration [0.1, 5]
 * default 0.5, power [1, 3] default 1.
 */
#include "tp_common.h"

sheet_status sheet_plugin_init(const sheet_plugin_host *host) {
  sheet_status st = tp_check_host(host);
  if (st != SHEET_OK) return st;
  tp_log(host, "test.formula: registering");
  return tp_register(host, "test.formula", tp_linear_params(), TP_LINEAR_PARAM_COUNT,
                     tp_create_default, tp_sample_linear);
}
