/*
 * tp_common.h — shared code of the test plugins in Tests/plugins.
 *
 * Included by exactly one translation unit per plugin shared object. It provides:
 *   - the exported statistics object tp_stats_data (see tp_stats.h);
 *   - a linear animator every test plugin builds on: with p = elapsed / duration,
 *       q = p^power,  channel = from + (to - from) * q  (all four channels),
 *       velocity of top = (to.top - from.top) * power * p^(power - 1) / duration,
 *     and, once p >= 1, exactly `to`, velocity 0, finished;
 *   - tp_register(), which fills a vtable and registers it through the host table.
 * Test plugins do not link against libsheet.
 */
#ifndef LIBSHEET_TP_COMMON_H
#define LIBSHEET_TP_COMMON_H

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "sheet.h"
#include "tp_stats.h"

SHEET_API tp_stats tp_stats_data;

typedef struct tp_instance {
  sheet_motion motion;
  double duration;
  double power;
  long serial;
  struct tp_instance *self; /* equals the instance's own address while it is alive */
} tp_instance;

static inline sheet_status tp_create_linear(const sheet_motion *motion, const double *params,
                                     size_t param_count, double duration, double power,
                                     void **out_instance) {
  tp_instance *inst;
  size_t i;
  tp_stats_data.create_calls++;
  if (motion == NULL || out_instance == NULL || (param_count > 0 && params == NULL))
    return SHEET_ERR_INVALID_ARGUMENT;
  if (motion->struct_size < sizeof(sheet_motion)) return SHEET_ERR_ABI_MISMATCH;
  if (!(duration > 0) || !isfinite(duration) || !(power >= 1) || !isfinite(power))
    return SHEET_ERR_INVALID_ARGUMENT;
  inst = (tp_instance *)malloc(sizeof *inst);
  if (inst == NULL) return SHEET_ERR_CAPACITY;
  inst->motion = *motion;
  inst->duration = duration;
  inst->power = power;
  inst->serial = ++tp_stats_data.creates;
  inst->self = inst;
  tp_stats_data.live++;
  tp_stats_data.last_motion = *motion;
  for (i = 0; i < TP_MAX_PARAMS; i++)
    tp_stats_data.last_params[i] = i < param_count ? params[i] : NAN;
  *out_instance = inst;
  return SHEET_OK;
}

static inline double tp_mix(double a, double b, double q) { return a + (b - a) * q; }

/* The linear animator's sample; the callers corrupt its output as their test needs. */
static inline sheet_status tp_sample_linear(void *instance, double elapsed, sheet_visual *out,
                                     double *out_top_velocity, int32_t *out_finished) {
  const tp_instance *inst = (const tp_instance *)instance;
  const sheet_visual *from, *to;
  double p, q;
  tp_stats_data.samples++;
  if (inst == NULL || inst->self != inst || out == NULL || out_top_velocity == NULL ||
      out_finished == NULL || isnan(elapsed))
    return SHEET_ERR_INVALID_ARGUMENT;
  tp_stats_data.last_elapsed = elapsed;
  from = &inst->motion.from;
  to = &inst->motion.to;
  p = elapsed > 0 ? elapsed / inst->duration : 0;
  if (p >= 1) {
    *out = *to;
    *out_top_velocity = 0;
    *out_finished = 1;
    return SHEET_OK;
  }
  q = pow(p, inst->power);
  out->top = tp_mix(from->top, to->top, q);
  out->opacity = tp_mix(from->opacity, to->opacity, q);
  out->backdrop_alpha = tp_mix(from->backdrop_alpha, to->backdrop_alpha, q);
  out->scale = tp_mix(from->scale, to->scale, q);
  *out_top_velocity =
      (to->top - from->top) * inst->power * pow(p, inst->power - 1) / inst->duration;
  *out_finished = 0;
  return SHEET_OK;
}

static inline void tp_destroy(void *instance) {
  tp_instance *inst = (tp_instance *)instance;
  tp_stats_data.destroys++;
  if (inst == NULL || inst->self != inst) {
    tp_stats_data.bad_destroys++;
    return;
  }
  inst->self = NULL;
  tp_stats_data.live--;
  free(inst);
}

/* The plugin-side checks of the host table every test plugin's init starts with,
 * counted. */
static inline sheet_status tp_check_host(const sheet_plugin_host *host) {
  tp_stats_data.inits++;
  return sheet_plugin_check_host(host);
}

/* What every test plugin's registrations carry as plugin data, and get back through
 * release when the engine that accepted them goes away. */
static int tp_plugin_data;

static inline void tp_release(void *plugin_data) {
  tp_stats_data.releases++;
  tp_stats_data.live_at_release = tp_stats_data.live;
  if (plugin_data != &tp_plugin_data) tp_stats_data.bad_releases++;
}

typedef sheet_status (*tp_create_fn)(void *, const sheet_motion *, const double *, void **);
typedef sheet_status (*tp_sample_fn)(void *, double, sheet_visual *, double *, int32_t *);

/* Registers an animator with the standard struct_size and ABI version. */
static inline sheet_status tp_register(const sheet_plugin_host *host, const char *name,
                                const sheet_param_spec *params, size_t param_count,
                                tp_create_fn create, tp_sample_fn sample) {
  const sheet_animator_vtable vt =
      SHEET_ANIMATOR_VTABLE(name, params, param_count, create, sample, tp_destroy, tp_release);
  return host->register_animator(host->host_data, &vt, &tp_plugin_data);
}

static inline void tp_log(const sheet_plugin_host *host, const char *message) {
  if (host != NULL && host->log != NULL) host->log(host->host_data, SHEET_LOG_INFO, message);
}

/* Parameter specs most test plugins share: duration (s) and power of the ease. */
#define TP_LINEAR_PARAM_COUNT 2
static inline const sheet_param_spec *tp_linear_params(void) {
  static const sheet_param_spec specs[TP_LINEAR_PARAM_COUNT] = {
      {"duration", 0.5, 0.1, 5.0},
      {"power", 1.0, 1.0, 3.0},
  };
  return specs;
}

static inline sheet_status tp_create_default(void *plugin_data, const sheet_motion *motion,
                                      const double *params, void **out_instance) {
  (void)plugin_data;
  if (params == NULL) {
    tp_stats_data.create_calls++;
    return SHEET_ERR_INVALID_ARGUMENT;
  }
  return tp_create_linear(motion, params, 2, params[0], params[1], out_instance);
}

#endif /* LIBSHEET_TP_COMMON_H */
