/*
 * create_fails.c — test plugin "test.create_fails": create always returns
 * SHEET_ERR_PLUGIN and makes no instance, so destroy must never be called.
 */
#include "tp_common.h"

static sheet_status failing_create(void *plugin_data, const sheet_motion *motion,
                                   const double *params, void **out_instance) {
  (void)plugin_data;
  (void)params;
  tp_stats_data.create_calls++;
  if (motion != NULL) tp_stats_data.last_motion = *motion;
  if (out_instance != NULL) *out_instance = NULL;
  return SHEET_ERR_PLUGIN;
}

sheet_status sheet_plugin_init(const sheet_plugin_host *host) {
  sheet_status st = tp_check_host(host);
  if (st != SHEET_OK) return st;
  return tp_register(host, "test.create_fails", NULL, 0, failing_create, tp_sample_linear);
}
