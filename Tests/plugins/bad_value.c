/*
 * bad_value.c — test plugins "test.nan" and "test.inf" (built with BAD_VALUE NAN or
 * INFINITY and BAD_NAME): the linear animator of tp_common.h until 0.05 s, then that
 * value in one output, chosen by the parameter `channel`: 0 top, 1 opacity,
 * 2 backdrop_alpha, 3 scale, 4 the velocity of top. Params: duration [0.1, 5]
 * default 0.5, power [1, 3] default 1, channel [0, 4] default 0.
 */
#include "tp_common.h"

typedef struct bad_instance {
  tp_instance *linear;
  int channel;
} bad_instance;

static sheet_status bad_create(void *plugin_data, const sheet_motion *motion,
                                 const double *params, void **out_instance) {
  bad_instance *inst;
  void *linear = NULL;
  sheet_status st;
  (void)plugin_data;
  if (params == NULL || out_instance == NULL) return SHEET_ERR_INVALID_ARGUMENT;
  inst = (bad_instance *)malloc(sizeof *inst);
  if (inst == NULL) return SHEET_ERR_CAPACITY;
  st = tp_create_linear(motion, params, 3, params[0], params[1], &linear);
  if (st != SHEET_OK) {
    free(inst);
    return st;
  }
  inst->linear = (tp_instance *)linear;
  inst->channel = (int)params[2];
  *out_instance = inst;
  return SHEET_OK;
}

static sheet_status bad_sample(void *instance, double elapsed, sheet_visual *out,
                                 double *out_top_velocity, int32_t *out_finished) {
  bad_instance *inst = (bad_instance *)instance;
  sheet_status st;
  if (inst == NULL) return SHEET_ERR_INVALID_ARGUMENT;
  st = tp_sample_linear(inst->linear, elapsed, out, out_top_velocity, out_finished);
  if (st != SHEET_OK || elapsed <= 0.05) return st;
  switch (inst->channel) {
  case 0: out->top = BAD_VALUE; break;
  case 1: out->opacity = BAD_VALUE; break;
  case 2: out->backdrop_alpha = BAD_VALUE; break;
  case 3: out->scale = BAD_VALUE; break;
  default: *out_top_velocity = BAD_VALUE; break;
  }
  *out_finished = 0;
  return SHEET_OK;
}

static void bad_destroy(void *instance) {
  bad_instance *inst = (bad_instance *)instance;
  if (inst == NULL) {
    tp_destroy(NULL);
    return;
  }
  tp_destroy(inst->linear);
  free(inst);
}

sheet_status sheet_plugin_init(const sheet_plugin_host *host) {
  static const sheet_param_spec specs[3] = {
      {"duration", 0.5, 0.1, 5.0},
      {"power", 1.0, 1.0, 3.0},
      {"channel", 0.0, 0.0, 4.0},
  };
  sheet_animator_vtable vt;
  sheet_status st = tp_check_host(host);
  if (st != SHEET_OK) return st;
  memset(&vt, 0, sizeof vt);
  vt.struct_size = sizeof vt;
  vt.abi_version = SHEET_ABI_VERSION;
  vt.name = BAD_NAME;
  vt.params = specs;
  vt.param_count = 3;
  vt.create = bad_create;
  vt.sample = bad_sample;
  vt.destroy = bad_destroy;
  return host->register_animator(host->host_data, &vt, NULL);
}
