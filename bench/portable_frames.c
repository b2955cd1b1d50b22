/*
 * portable_frames.c — the benchmark's headline figure as a program that any target runs,
 * WebAssembly under a WASI runtime included (no processes, no dlopen, no allocation
 * counter): tick + get_frame per moving sheet with 100 sheets, against the C floor (one
 * critically damped spring in closed form, 120 Hz), both measured in this process, as
 * sheet-bench measures them (the same sheets, settle and frame rate). Prints one JSON
 * object on stdout:
 *
 *   {"moving_ns": M, "floor_ns": F, "ratio": M / F, "repetitions": R,
 *    "allocations_per_frame": A}
 *
 * Built with SHEET_BENCH_WRAP_ALLOCATIONS defined and linked with the linker's
 * --wrap=malloc (and calloc, realloc, free, posix_memalign, aligned_alloc), it counts
 * the allocations the timed frames make (A); otherwise A is -1, not measured.
 *
 *   sheet-bench-portable [--reps N]
 *
 * Each figure is the median over N timed repetitions (default 31) after 3 warm-up ones,
 * in ns per sheet-frame (per spring-frame for the floor).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "baselines.h"
#include "phone_fixture.h"
#include "sheet.h"
#include "timing.h"

#define SHEETS 100
#define FRAMES 960
#define FRAME_DT (1.0 / 120.0)
#define FLOOR_BODIES 64
#define WARMUP 3


/* Allocations counted while `counting` is set (when built to wrap the allocator). */
static long long allocations;
static int counting;

#ifdef SHEET_BENCH_WRAP_ALLOCATIONS
#include <stddef.h>
void *__real_malloc(size_t size);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *p, size_t size);
int __real_posix_memalign(void **out, size_t alignment, size_t size);
void *__real_aligned_alloc(size_t alignment, size_t size);
void *__wrap_malloc(size_t size);
void *__wrap_calloc(size_t count, size_t size);
void *__wrap_realloc(void *p, size_t size);
int __wrap_posix_memalign(void **out, size_t alignment, size_t size);
void *__wrap_aligned_alloc(size_t alignment, size_t size);

void *__wrap_malloc(size_t size) {
  allocations += counting;
  return __real_malloc(size);
}
void *__wrap_calloc(size_t count, size_t size) {
  allocations += counting;
  return __real_calloc(count, size);
}
void *__wrap_realloc(void *p, size_t size) {
  allocations += counting;
  return __real_realloc(p, size);
}
int __wrap_posix_memalign(void **out, size_t alignment, size_t size) {
  allocations += counting;
  return __real_posix_memalign(out, alignment, size);
}
void *__wrap_aligned_alloc(size_t alignment, size_t size) {
  allocations += counting;
  return __real_aligned_alloc(alignment, size);
}
#define ALLOCATIONS_COUNTED 1
#else
#define ALLOCATIONS_COUNTED 0
#endif

static void check(sheet_status status, const char *what, const sheet_engine *engine) {
  if (status == SHEET_OK) return;
  fprintf(stderr, "sheet-bench-portable: %s: %s: %s\n", what, sheet_status_name(status),
          engine != NULL ? sheet_engine_last_error(engine) : "");
  exit(1);
}

static void drain(sheet_engine *engine) {
  sheet_event event;
  memset(&event, 0, sizeof event);
  event.struct_size = sizeof event;
  while (sheet_engine_poll_event(engine, &event)) {
  }
}

/* ns per sheet-frame of one run: every sheet starts a long settle to `target`, then
 * FRAMES frames of tick + get_frame for every sheet. */
static double moving_run(sheet_engine *engine, const sheet_id *ids, int target, double *now) {
  sheet_frame frame;
  double start, elapsed, acc = 0;
  int f, i;
  for (i = 0; i < SHEETS; i++)
    check(sheet_move_to_detent(engine, ids[i], target, *now), "sheet_move_to_detent", engine);
  drain(engine);
  memset(&frame, 0, sizeof frame);
  frame.struct_size = sizeof frame;
  start = bench_now_ns();
  counting = 1;
  for (f = 0; f < FRAMES; f++) {
    *now += FRAME_DT;
    sheet_engine_tick(engine, *now);
    for (i = 0; i < SHEETS; i++) {
      sheet_get_frame(engine, ids[i], &frame);
      acc += frame.top;
    }
  }
  elapsed = bench_now_ns() - start;
  counting = 0;
  bench_sink = acc;
  if (frame.state != SHEET_STATE_SETTLING) {
    fprintf(stderr, "sheet-bench-portable: the sheets came to rest within a run\n");
    exit(1);
  }
  drain(engine);
  return elapsed / ((double)FRAMES * SHEETS);
}

/* ns per spring-frame of the closed form stepping FLOOR_BODIES springs for a second. */
static double floor_run(const baseline_spring *spring, baseline_body *bodies) {
  double start;
  int i;
  for (i = 0; i < FLOOR_BODIES; i++) baseline_reset(&bodies[i], 0.0, 400.0 + i, 0.0);
  start = bench_now_ns();
  bench_sink = baseline_run(BASELINE_CLOSED_FORM, spring, bodies, FLOOR_BODIES, 120, FRAME_DT);
  return (bench_now_ns() - start) / (120.0 * FLOOR_BODIES);
}

int main(int argc, char **argv) {
  static const sheet_detent detents[2] = {{SHEET_DETENT_POINTS, 300.0},
                                          {SHEET_DETENT_POINTS, 700.0}};
  sheet_param params[2] = {{"response", 10.0}, {"damping_ratio", 1.0}};
  static baseline_body bodies[FLOOR_BODIES];
  baseline_spring spring;
  sheet_engine *engine = NULL;
  sheet_id ids[SHEETS];
  sheet_config config;
  double *moving, *floor, now = 0;
  int reps = 31, r, i;

  for (i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--reps") == 0 && i + 1 < argc && atoi(argv[i + 1]) > 0) {
      reps = atoi(argv[++i]);
    } else {
      fprintf(stderr, "usage: %s [--reps N]\n", argv[0]);
      return 2;
    }
  }
  moving = calloc((size_t)reps, sizeof *moving);
  floor = calloc((size_t)reps, sizeof *floor);
  if (moving == NULL || floor == NULL) return 1;

  check(sheet_engine_create(&engine), "sheet_engine_create", NULL);
  check(sheet_engine_set_viewport(engine, PHONE_VIEWPORT), "sheet_engine_set_viewport", engine);
  sheet_config_init(&config);
  config.detents = detents;
  config.detent_count = 2;
  config.settle.animator = "spring";
  config.settle.params = params;
  config.settle.param_count = 2;
  for (i = 0; i < SHEETS; i++) {
    check(sheet_create(engine, &config, &ids[i]), "sheet_create", engine);
    check(sheet_present(engine, ids[i], 0, 0.0), "sheet_present", engine);
  }
  now = 5.0;
  check(sheet_engine_tick(engine, now), "sheet_engine_tick", engine);
  drain(engine);
  baseline_spring_init(&spring, 0.35, 1.0);

  for (r = -WARMUP; r < reps; r++) {
    double m = moving_run(engine, ids, (r + WARMUP + 1) % 2, &now);
    double f = floor_run(&spring, bodies);
    if (r >= 0) {
      moving[r] = m;
      floor[r] = f;
    }
  }
  {
    double m = bench_median(moving, reps), f = bench_median(floor, reps);
    double per_frame = ALLOCATIONS_COUNTED ? (double)allocations / ((double)FRAMES * (reps + WARMUP)) : -1;
    printf("{\"moving_ns\": %.3f, \"floor_ns\": %.3f, \"ratio\": %.3f, \"repetitions\": %d, "
           "\"allocations_per_frame\": %g}\n",
           m, f, f > 0 ? m / f : 0, reps, per_frame);
  }
  sheet_engine_destroy(engine);
  free(moving);
  free(floor);
  return 0;
}
