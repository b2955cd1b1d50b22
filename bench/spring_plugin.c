/*
 * spring_plugin.c — the "bench.spring" animator plugin: the same closed-form,
 * critically damped spring as the built-in "spring" with damping_ratio 1, reached
 * through the plugin vtable. The benchmark runs the same motion through both and
 * compares the per-frame cost of the two paths, so the plugin does the built-in's
 * arithmetic and no more: what depends on the motion alone is worked out in `create`,
 * and a channel that does not change is not interpolated.
 *
 *   omega = 2 pi / response, x0 = from.top - to.top, v0 = motion velocity
 *   C = e^(-omega t), S = t e^(-omega t)
 *   x(t)  = x0 C + (v0 + omega x0) S                   displacement of top
 *   v(t)  = v0 C - (omega v0 + omega^2 x0) S           velocity of top
 *   s(t)  = 1 - C - omega S                            step response, 0 -> 1
 *
 * top = to.top + x(t); opacity, backdrop_alpha and scale move from `from` to `to` along
 * s(t). The motion is finished (the sample is exactly `to`, velocity 0) when
 * |x| <= 0.25 pt, |v| <= 2 pt/s and |1 - s| * (largest channel change) <= 1e-3, the
 * built-in's rule.
 *
 * Parameter: response, seconds, [0.01, 10], default 0.35.
 *
 * Built as a MODULE that does not link libsheet; it reaches the engine only through
 * the host table handed to sheet_plugin_init.
 */
#include <math.h>
#include <stdlib.h>

#include "sheet.h"

#define BENCH_SPRING_PI 3.14159265358979323846

static const sheet_param_spec bench_spring_params[1] = {
    {"response", 0.35, 0.01, 10.0},
};

/* The channels besides the top that a motion changes, as the built-in tells them apart. */
typedef enum bench_spring_channels {
  BENCH_SPRING_TOP_ONLY,          /* a settle between detents that dim alike */
  BENCH_SPRING_TOP_AND_BACKDROP,  /* a settle into or out of the dimming */
  BENCH_SPRING_ALL                /* the opacity or the scale changes */
} bench_spring_channels;

/* What an unfinished sample reads comes first, in the order it reads it. */
typedef struct bench_spring_instance {
  double decay_rate;                     /* -omega, 1/s */
  double x0, x_sine;                     /* x(t) = x0 C + x_sine S */
  double v0, v_sine;                     /* v(t) = v0 C - v_sine S */
  double omega;
  double to_top;
  bench_spring_channels moving;
  sheet_visual start;                    /* top unused; a held channel stored clamped */
  sheet_visual change;                   /* to - from; top unused */
  double largest_channel_change;
  sheet_visual to;                       /* read once, on arrival */
} bench_spring_instance;

static double unit_clamped(double v) { return v > 0 ? (v < 1 ? v : 1) : 0; }

static double larger(double a, double b) { return a > b ? a : b; }

static sheet_status bench_spring_create(void *plugin_data, const sheet_motion *motion,
                                        const double *param_values, void **out_instance) {
  bench_spring_instance *s;
  double response, omega;
  (void)plugin_data;
  if (motion == NULL || param_values == NULL || out_instance == NULL)
    return SHEET_ERR_INVALID_ARGUMENT;
  if (motion->struct_size < sizeof(sheet_motion)) return SHEET_ERR_ABI_MISMATCH;
  s = (bench_spring_instance *)malloc(sizeof *s);
  if (s == NULL) return SHEET_ERR_CAPACITY;
  response = param_values[0];
  if (!(response >= bench_spring_params[0].min_value)) response = bench_spring_params[0].min_value;
  if (response > bench_spring_params[0].max_value) response = bench_spring_params[0].max_value;
  omega = 2 * BENCH_SPRING_PI / response;
  s->decay_rate = -omega;
  s->omega = omega;
  s->x0 = motion->from.top - motion->to.top;
  s->v0 = motion->velocity;
  s->x_sine = s->v0 + omega * s->x0;
  s->v_sine = omega * s->v0 + omega * omega * s->x0;
  s->to_top = motion->to.top;
  s->to = motion->to;
  s->change.top = 0;
  s->change.opacity = motion->to.opacity - motion->from.opacity;
  s->change.backdrop_alpha = motion->to.backdrop_alpha - motion->from.backdrop_alpha;
  s->change.scale = motion->to.scale - motion->from.scale;
  s->moving = s->change.opacity != 0 || s->change.scale != 0 ? BENCH_SPRING_ALL
             : s->change.backdrop_alpha != 0                ? BENCH_SPRING_TOP_AND_BACKDROP
                                                            : BENCH_SPRING_TOP_ONLY;
  s->start.top = 0;
  s->start.opacity = s->change.opacity == 0 ? unit_clamped(motion->from.opacity) : motion->from.opacity;
  s->start.backdrop_alpha = s->change.backdrop_alpha == 0 ? unit_clamped(motion->from.backdrop_alpha)
                                                          : motion->from.backdrop_alpha;
  s->start.scale = s->change.scale == 0 ? larger(0, motion->from.scale) : motion->from.scale;
  s->largest_channel_change =
      larger(fabs(s->change.opacity), larger(fabs(s->change.backdrop_alpha), fabs(s->change.scale)));
  *out_instance = s;
  return SHEET_OK;
}

static sheet_status bench_spring_sample(void *instance, double elapsed, sheet_visual *out,
                                        double *out_top_velocity, int32_t *out_finished) {
  const bench_spring_instance *s = (const bench_spring_instance *)instance;
  double t, c, sine, x, v, step;
  if (s == NULL || out == NULL || out_top_velocity == NULL || out_finished == NULL)
    return SHEET_ERR_INVALID_ARGUMENT;
  t = elapsed > 0 ? (elapsed < 1e9 ? elapsed : 1e9) : 0;
  c = exp(s->decay_rate * t);
  sine = c * t;
  x = s->x0 * c + s->x_sine * sine;
  v = s->v0 * c - s->v_sine * sine;
  step = 1 - c - s->omega * sine;
  if (fabs(x) <= 0.25 && fabs(v) <= 2.0 && fabs(1 - step) * s->largest_channel_change <= 1e-3) {
    *out = s->to;
    *out_top_velocity = 0;
    *out_finished = 1;
    return SHEET_OK;
  }
  out->top = s->to_top + x;
  if (s->moving == BENCH_SPRING_ALL) {
    out->opacity = unit_clamped(s->start.opacity + s->change.opacity * step);
    out->scale = larger(0, s->start.scale + s->change.scale * step);
  } else {
    out->opacity = s->start.opacity;
    out->scale = s->start.scale;
  }
  out->backdrop_alpha = s->moving == BENCH_SPRING_TOP_ONLY
                            ? s->start.backdrop_alpha
                            : unit_clamped(s->start.backdrop_alpha + s->change.backdrop_alpha * step);
  *out_top_velocity = v;
  *out_finished = 0;
  return SHEET_OK;
}

static void bench_spring_destroy(void *instance) { free(instance); }

static const sheet_animator_vtable bench_spring_animator =
    SHEET_ANIMATOR_VTABLE("bench.spring", bench_spring_params, 1, bench_spring_create,
                          bench_spring_sample, bench_spring_destroy, NULL);

sheet_status sheet_plugin_init(const sheet_plugin_host *host) {
  sheet_status st = sheet_plugin_check_host(host);
  if (st != SHEET_OK) return st;
  return host->register_animator(host->host_data, &bench_spring_animator, NULL);
}
