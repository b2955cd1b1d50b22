/*
 * zoom.c — the "zoom" animator plugin for libsheet: an alert-style zoom and fade.
 *
 *   present   The sheet appears at its detent (top stays at to.top, velocity 0) while
 *             its scale grows from start_scale to to.scale and its opacity from 0 to
 *             to.opacity, both with an ease-out; the backdrop goes from `from` to `to`
 *             on the same curve.
 *   dismiss   The reverse: the sheet stays where it is (top = from.top) while it
 *             shrinks toward start_scale and fades to 0 with an ease-in; the backdrop
 *             goes to `to` on the same curve.
 *   settle,   Every channel (top, opacity, backdrop, scale) moves from `from` to `to`
 *   content   with an ease-out; the velocity of top is its exact derivative.
 *
 * With p = elapsed / duration: ease-out e(p) = 1 - (1 - p)^3, ease-in e(p) = p^3. When
 * p >= 1 the motion is finished and the sample is exactly `to` with velocity 0.
 *
 * Parameters (sheet_param in a sheet_transition naming "zoom"):
 *   duration     seconds, [0.05, 5], default 0.3
 *   start_scale  scale the sheet zooms from / to, [0.5, 1], default 0.92
 *
 * Build (a MODULE that does not link libsheet; only sheet.h is needed):
 *   cc -std=c99 -shared -fPIC -fvisibility=hidden -Iinclude \
 *      examples/plugins/zoom.c -o sheet-zoom.so -lm
 * or the CMake target sheet_zoom (examples/plugins/CMakeLists.txt).
 *
 * Load it into an engine, then name it in a transition:
 *   sheet_engine_load_plugin(engine, "/path/to/sheet-zoom.so");
 *   sheet_param p[] = {{"duration", 0.25}, {"start_scale", 0.9}};
 *   config.present = (sheet_transition){"zoom", p, 2};
 *   config.dismiss = (sheet_transition){"zoom", p, 2};
 *
 * On load it logs one SHEET_LOG_INFO line through the host table.
 */
#include <math.h>
#include <stdlib.h>

#include "sheet.h"

enum { ZOOM_DURATION, ZOOM_START_SCALE, ZOOM_PARAM_COUNT };

static const sheet_param_spec zoom_params[ZOOM_PARAM_COUNT] = {
    {"duration", 0.3, 0.05, 5.0},
    {"start_scale", 0.92, 0.5, 1.0},
};

typedef struct zoom_instance {
  int32_t kind;
  sheet_visual from, to;
  double duration;
  double start_scale;
} zoom_instance;

static double clamp_param(const double *values, int index) {
  double v = values[index];
  const sheet_param_spec *spec = &zoom_params[index];
  if (!(v >= spec->min_value)) v = isnan(v) ? spec->default_value : spec->min_value;
  if (v > spec->max_value) v = spec->max_value;
  return v;
}

static double mix(double a, double b, double e) { return a + (b - a) * e; }

static sheet_status zoom_create(void *plugin_data, const sheet_motion *motion,
                                const double *param_values, void **out_instance) {
  zoom_instance *z;
  (void)plugin_data;
  if (motion == NULL || param_values == NULL || out_instance == NULL)
    return SHEET_ERR_INVALID_ARGUMENT;
  if (motion->struct_size < sizeof(sheet_motion)) return SHEET_ERR_ABI_MISMATCH;
  z = (zoom_instance *)malloc(sizeof *z);
  if (z == NULL) return SHEET_ERR_CAPACITY;
  z->kind = motion->kind;
  z->from = motion->from;
  z->to = motion->to;
  z->duration = clamp_param(param_values, ZOOM_DURATION);
  z->start_scale = clamp_param(param_values, ZOOM_START_SCALE);
  *out_instance = z;
  return SHEET_OK;
}

/* Cubic ease-out and ease-in with their slopes: Robert Penner's easing equations
 * (easeOutCubic, easeInCubic), http://robertpenner.com/easing/ */
static double ease_out(double p) { return 1 - (1 - p) * (1 - p) * (1 - p); }
static double ease_out_slope(double p) { return 3 * (1 - p) * (1 - p); }
static double ease_in(double p) { return p * p * p; }

static sheet_status zoom_sample(void *instance, double elapsed, sheet_visual *out,
                                double *out_top_velocity, int32_t *out_finished) {
  const zoom_instance *z = (const zoom_instance *)instance;
  double p, e;
  if (z == NULL || out == NULL || out_top_velocity == NULL || out_finished == NULL ||
      isnan(elapsed))
    return SHEET_ERR_INVALID_ARGUMENT;
  p = elapsed > 0 ? elapsed / z->duration : 0;
  if (p >= 1) {
    *out = z->to;
    *out_top_velocity = 0;
    *out_finished = 1;
    return SHEET_OK;
  }
  *out_finished = 0;
  switch (z->kind) {
  case SHEET_MOTION_PRESENT:
    e = ease_out(p);
    out->top = z->to.top;
    out->scale = mix(z->start_scale * z->to.scale, z->to.scale, e);
    out->opacity = mix(0, z->to.opacity, e);
    out->backdrop_alpha = mix(z->from.backdrop_alpha, z->to.backdrop_alpha, e);
    *out_top_velocity = 0;
    break;
  case SHEET_MOTION_DISMISS:
    e = ease_in(p);
    out->top = z->from.top;
    out->scale = mix(z->from.scale, z->start_scale * z->from.scale, e);
    out->opacity = mix(z->from.opacity, 0, e);
    out->backdrop_alpha = mix(z->from.backdrop_alpha, z->to.backdrop_alpha, e);
    *out_top_velocity = 0;
    break;
  default:
    e = ease_out(p);
    out->top = mix(z->from.top, z->to.top, e);
    out->scale = mix(z->from.scale, z->to.scale, e);
    out->opacity = mix(z->from.opacity, z->to.opacity, e);
    out->backdrop_alpha = mix(z->from.backdrop_alpha, z->to.backdrop_alpha, e);
    *out_top_velocity = (z->to.top - z->from.top) * ease_out_slope(p) / z->duration;
    break;
  }
  return SHEET_OK;
}

static void zoom_destroy(void *instance) { free(instance); }

static const sheet_animator_vtable zoom_animator =
    SHEET_ANIMATOR_VTABLE("zoom", zoom_params, ZOOM_PARAM_COUNT, zoom_create, zoom_sample,
                          zoom_destroy, NULL);

sheet_status sheet_plugin_init(const sheet_plugin_host *host) {
  sheet_status st = sheet_plugin_check_host(host);
  if (st != SHEET_OK) return st;
  st = host->register_animator(host->host_data, &zoom_animator, NULL);
  if (st == SHEET_OK && host->log != NULL)
    host->log(host->host_data, SHEET_LOG_INFO,
              "zoom: registered animator \"zoom\" (duration, start_scale)");
  return st;
}
