/*
 * never_finishes.c — test plugin "test.never_finishes": moves like the linear animator
 * of tp_common.h up to 90 % of the way, then holds there and never reports finished.
 * Params: duration [0.1, 5] default 0.5, power [1, 3] default 1.
 */
#include "tp_common.h"

static sheet_status stuck_sample(void *instance, double elapsed, sheet_visual *out,
                                 double *out_top_velocity, int32_t *out_finished) {
  const tp_instance *inst = (const tp_instance *)instance;
  double limit;
  sheet_status st;
  if (inst == NULL || inst->self != inst) return SHEET_ERR_INVALID_ARGUMENT;
  limit = 0.9 * inst->duration;
  if (elapsed <= limit)
    return tp_sample_linear(instance, elapsed, out, out_top_velocity, out_finished);
  st = tp_sample_linear(instance, limit, out, out_top_velocity, out_finished);
  *out_top_velocity = 0;
  return st;
}

sheet_status sheet_plugin_init(const sheet_plugin_host *host) {
  sheet_status st = tp_check_host(host);
  if (st != SHEET_OK) return st;
  return tp_register(host, "test.never_finishes", tp_linear_params(), TP_LINEAR_PARAM_COUNT,
                     tp_create_default, stuck_sample);
}
