/*
 * suite_baselines.c — the C baselines (baselines.c): one spring per frame stepped in
 * closed form, by RK4 in 1 ms substeps and by implicit Euler, at 60, 120 and 240 Hz, for
 * damping ratios 1 and 0.5: their cost and their error.
 */
#include <stddef.h>

#include "baselines.h"
#include "results.h"
#include "suites.h"
#include "timing.h"

#define BASELINE_BODIES 64

typedef struct baseline_ctx {
  int method;
  baseline_spring spring;
  baseline_body bodies[BASELINE_BODIES];
  double hz;
} baseline_ctx;

static void prepare_baseline(void *ctx) {
  baseline_ctx *b = (baseline_ctx *)ctx;
  int i;
  for (i = 0; i < BASELINE_BODIES; i++) baseline_reset(&b->bodies[i], 0.0, 400.0 + i, 0.0);
}

static double run_baseline(void *ctx) {
  baseline_ctx *b = (baseline_ctx *)ctx;
  int frames = (int)b->hz;
  bench_sink = baseline_run(b->method, &b->spring, b->bodies, BASELINE_BODIES, frames, 1.0 / b->hz);
  return (double)frames * BASELINE_BODIES;
}

void bench_baselines(void) {
  static const double zetas[2] = {1.0, 0.5};
  static const double rates[3] = {60, 120, 240};
  int method, z, h;
  for (method = 0; method < BASELINE_METHOD_COUNT; method++) {
    for (z = 0; z < 2; z++) {
      for (h = 0; h < 3; h++) {
        baseline_ctx ctx;
        baseline_row *row;
        row = add_baseline();
        if (row == NULL) return;
        ctx.method = method;
        ctx.hz = rates[h];
        baseline_spring_init(&ctx.spring, 0.35, zetas[z]);
        row->method = method;
        row->zeta = zetas[z];
        row->hz = rates[h];
        row->cost = measure_one(&ctx, prepare_baseline, run_baseline);
        row->max_error = baseline_max_error(method, &ctx.spring, 0.0, 400.0, 1.0, rates[h],
                                            &row->max_state_error);
      }
    }
  }
}
