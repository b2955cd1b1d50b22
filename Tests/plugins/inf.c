/*
 * inf.c — test plugin "test.inf": the linear animator of tp_common.h until 0.05 s,
 * then +Inf in one output, chosen by the parameter `channel`: 0 top, 1 opacity,
 * 2 backdrop_alpha, 3 scale, 4 the velocity of top. Params: duration [0.1, 5]
 * default 0.5, power [1, 3] default 1, channel [0, 4] default 0.
 */
#include "tp_common.h"

typedef struct inf_instance {
  tp_instance *linear;
  int channel;
} inf_instance;

static sheet_status inf_create(void *plugin_data, const sheet_motion *motion,
                                 const double *params, void **out_instance) {
  inf_instance *inst;
  void *linear = NULL;
  sheet_status st;
  (void)plugin_data;
  if (params == NULL || out_instance == NULL) return SHEET_ERR_INVALID_ARGUMENT;
  inst = (inf_instance *)malloc(sizeof *inst);
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

static sheet_status inf_sample(void *instance, double elapsed, sheet_visual *out,
                                 double *out_top_velocity, int32_t *out_finished) {
  inf_instance *inst = (inf_instance *)instance;
  sheet_status st;
  if (inst == NULL) return SHEET_ERR_INVALID_ARGUMENT;
  st = tp_sample_linear(inst->linear, elapsed, out, out_top_velocity, out_finished);
  if (st != SHEET_OK || elapsed <= 0.05) return st;
  switch (inst->channel) {
  case 0: out->top = INFINITY; break;
  case 1: out->opacity = INFINITY; break;
  case 2: out->backdrop_alpha = INFINITY; break;
  case 3: out->scale = INFINITY; break;
  default: *out_top_velocity = INFINITY; break;
  }
  *out_finished = 0;
  return SHEET_OK;
}

static void inf_destroy(void *instance) {
  inf_instance *inst = (inf_instance *)instance;
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
  vt.name = "test.inf";
  vt.params = specs;
  vt.param_count = 3;
  vt.create = inf_create;
  vt.sample = inf_sample;
  vt.destroy = inf_destroy;
  return host->register_animator(host->host_data, &vt, NULL);
}
