/*
 * bounce.c — the "bounce" animator plugin for libsheet: the sheet arrives at its
 * detent and bounces against it a few times, each bounce smaller, before it rests.
 *
 *   present,  With p = elapsed / duration, A = from.top - to.top and
 *   settle,   w = pi * (bounces + 0.5):
 *   content       top(p) = to.top + A * (1 - p)^2 * |cos(w * p)|
 *             The sheet touches the detent when cos(w p) = 0, at p = (k + 0.5) /
 *             (bounces + 0.5) for k = 0 .. bounces - 1, rebounds toward where it came
 *             from, and lands for good at p = 1: `bounces` touches before the last.
 *             The velocity of top is the exact derivative of that curve,
 *               d top/dt = A / duration * ( -2 (1 - p) |cos(w p)|
 *                                           - (1 - p)^2 w sin(w p) sgn(cos(w p)) ).
 *             Opacity, backdrop and scale move from `from` to `to` with the envelope
 *             1 - (1 - p)^2. The motion's initial velocity is not used.
 *   dismiss   An ease-in slide of every channel to `to`: e(p) = p^2, velocity
 *             (to.top - from.top) * 2 p / duration.
 *
 * When p >= 1 the motion is finished and the sample is exactly `to` with velocity 0.
 *
 * Parameters (sheet_param in a sheet_transition naming "bounce"):
 *   duration  seconds, [0.2, 5], default 0.8
 *   bounces   touches of the detent before the final landing, rounded to the nearest
 *             integer, [1, 8], default 3
 *
 * Build (a MODULE that does not link libsheet; only sheet.h is needed):
 *   cc -std=c99 -shared -fPIC -fvisibility=hidden -Iinclude \
 *      examples/plugins/bounce.c -o sheet-bounce.so -lm
 * or the CMake target sheet_bounce (examples/plugins/CMakeLists.txt).
 *
 * Load it into an engine, then name it in a transition:
 *   sheet_engine_load_plugin(engine, "/path/to/sheet-bounce.so");
 *   sheet_param p[] = {{"duration", 1.0}, {"bounces", 2}};
 *   config.present = (sheet_transition){"bounce", p, 2};
 *   config.settle = (sheet_transition){"bounce", p, 2};
 *
 * On load it logs one SHEET_LOG_INFO line through the host table.
 */
#include <math.h>
#include <stdlib.h>

#include "sheet.h"

#define BOUNCE_PI 3.14159265358979323846

enum { BOUNCE_DURATION, BOUNCE_BOUNCES, BOUNCE_PARAM_COUNT };

static const sheet_param_spec bounce_params[BOUNCE_PARAM_COUNT] = {
    {"duration", 0.8, 0.2, 5.0},
    {"bounces", 3.0, 1.0, 8.0},
};

typedef struct bounce_instance {
  int32_t kind;
  sheet_visual from, to;
  double duration;
  double omega; /* pi * (bounces + 0.5) */
} bounce_instance;

static double clamp_param(const double *values, int index) {
  double v = values[index];
  const sheet_param_spec *spec = &bounce_params[index];
  if (!(v >= spec->min_value)) v = isnan(v) ? spec->default_value : spec->min_value;
  if (v > spec->max_value) v = spec->max_value;
  return v;
}

static double mix(double a, double b, double e) { return a + (b - a) * e; }

static sheet_status bounce_create(void *plugin_data, const sheet_motion *motion,
                                  const double *param_values, void **out_instance) {
  bounce_instance *b;
  (void)plugin_data;
  if (motion == NULL || param_values == NULL || out_instance == NULL)
    return SHEET_ERR_INVALID_ARGUMENT;
  if (motion->struct_size < sizeof(sheet_motion)) return SHEET_ERR_ABI_MISMATCH;
  b = (bounce_instance *)malloc(sizeof *b);
  if (b == NULL) return SHEET_ERR_CAPACITY;
  b->kind = motion->kind;
  b->from = motion->from;
  b->to = motion->to;
  b->duration = clamp_param(param_values, BOUNCE_DURATION);
  b->omega = BOUNCE_PI * (floor(clamp_param(param_values, BOUNCE_BOUNCES) + 0.5) + 0.5);
  *out_instance = b;
  return SHEET_OK;
}

static sheet_status bounce_sample(void *instance, double elapsed, sheet_visual *out,
                                  double *out_top_velocity, int32_t *out_finished) {
  const bounce_instance *b = (const bounce_instance *)instance;
  double p;
  if (b == NULL || out == NULL || out_top_velocity == NULL || out_finished == NULL ||
      isnan(elapsed))
    return SHEET_ERR_INVALID_ARGUMENT;
  p = elapsed > 0 ? elapsed / b->duration : 0;
  if (p >= 1) {
    *out = b->to;
    *out_top_velocity = 0;
    *out_finished = 1;
    return SHEET_OK;
  }
  *out_finished = 0;
  if (b->kind == SHEET_MOTION_DISMISS) {
    double e = p * p;
    out->top = mix(b->from.top, b->to.top, e);
    out->opacity = mix(b->from.opacity, b->to.opacity, e);
    out->backdrop_alpha = mix(b->from.backdrop_alpha, b->to.backdrop_alpha, e);
    out->scale = mix(b->from.scale, b->to.scale, e);
    *out_top_velocity = (b->to.top - b->from.top) * 2 * p / b->duration;
  } else {
    double a = b->from.top - b->to.top;
    double c = cos(b->omega * p), s = sin(b->omega * p);
    double sign = c < 0 ? -1.0 : 1.0;
    double u = 1 - p;
    double envelope = 1 - u * u;
    out->top = b->to.top + a * u * u * fabs(c);
    out->opacity = mix(b->from.opacity, b->to.opacity, envelope);
    out->backdrop_alpha = mix(b->from.backdrop_alpha, b->to.backdrop_alpha, envelope);
    out->scale = mix(b->from.scale, b->to.scale, envelope);
    *out_top_velocity = a / b->duration * (-2 * u * fabs(c) - u * u * b->omega * s * sign);
  }
  return SHEET_OK;
}

static void bounce_destroy(void *instance) { free(instance); }

static const sheet_animator_vtable bounce_animator =
    SHEET_ANIMATOR_VTABLE("bounce", bounce_params, BOUNCE_PARAM_COUNT, bounce_create, bounce_sample,
                          bounce_destroy, NULL);

sheet_status sheet_plugin_init(const sheet_plugin_host *host) {
  sheet_status st = sheet_plugin_check_host(host);
  if (st != SHEET_OK) return st;
  st = host->register_animator(host->host_data, &bounce_animator, NULL);
  if (st == SHEET_OK && host->log != NULL)
    host->log(host->host_data, SHEET_LOG_INFO,
              "bounce: registered animator \"bounce\" (duration, bounces)");
  return st;
}
