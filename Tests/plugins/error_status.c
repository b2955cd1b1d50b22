/*
 * error_status.c — test plugin "test.error_status": the linear animator of
 * tp_common.h until 0.05 s, then sample returns SHEET_ERR_INVALID_STATE.
 * Params: duration [0.1, 5] default 0.5, power [1, 3] default 1.
 */
#include "tp_common.h"

static sheet_status error_sample(void *instance, double elapsed, sheet_visual *out,
                                 double *out_top_velocity, int32_t *out_finished) {
  sheet_status st = tp_sample_linear(instance, elapsed, out, out_top_velocity, out_finished);
  if (st != SHEET_OK) return st;
  return elapsed > 0.05 ? SHEET_ERR_INVALID_STATE : SHEET_OK;
}

sheet_status sheet_plugin_init(const sheet_plugin_host *host) {
  sheet_status st = tp_check_host(host);
  if (st != SHEET_OK) return st;
  return tp_register(host, "test.error_status", tp_linear_params(), TP_LINEAR_PARAM_COUNT,
                     tp_create_default, error_sample);
}
