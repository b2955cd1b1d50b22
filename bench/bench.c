/*
 * bench.c — libsheet's benchmark: the per-frame cost of the engine through its C ABI,
 * the built-in spring against the same spring in a C plugin, C baselines for stepping a
 * spring, and the budgets, in one run.
 *
 *   sheet-bench [--json PATH] [--quick] [--reps N] [--plugin PATH] [--probe PATH]
 *               [--alloc-lib PATH] [--no-alloc-count] [--strip PATH]
 *               [--only GROUP,...] [--sheets N] [--library-kind embedded|full-runtime]
 *
 * --only runs some groups: frames, plugin, pointer, poll, present, baselines, reference
 * (the same per-frame work written directly in C, reference_engine.c), library (size
 * and start-up), memory (the heap an engine and its sheets hold). --library-kind says
 * which build of libsheet.so.1 this is, for the budgets of its size and start-up
 * (default embedded). --sheets N measures tick + get_frame with N sheets only (instead
 * of 1, 100 and 10,000). Both are for profiling; budgets that lack data print N/A.
 *
 * Timing: clock_gettime(CLOCK_MONOTONIC) around batches of operations, warm-up
 * repetitions first, then the median (and minimum) over the repetitions, in ns per
 * operation. Heap allocations are counted by alloc_counter.so, LD_PRELOADed into this
 * process (the benchmark re-executes itself with it when it is not loaded yet), only
 * inside the measured regions. Budgets are printed PASS or OVER and never change the
 * exit status; a non-zero exit means the benchmark itself could not run.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "alloc_counter.h"
#include "baselines.h"
#include "phone_fixture.h"
#include "reference_engine.h"
#include "sheet.h"

#ifndef SHEET_BENCH_PLUGIN
#define SHEET_BENCH_PLUGIN ""
#endif
#ifndef SHEET_BENCH_PROBE
#define SHEET_BENCH_PROBE ""
#endif
#ifndef SHEET_BENCH_REFERENCE_LIB
#define SHEET_BENCH_REFERENCE_LIB ""
#endif
#ifndef SHEET_BENCH_ALLOC_LIB
#define SHEET_BENCH_ALLOC_LIB ""
#endif
#ifndef SHEET_BENCH_STRIP
#define SHEET_BENCH_STRIP "strip"
#endif

extern char **environ;

/* ------------------------------------------------------------------------------------
 * Options and shared state
 * ---------------------------------------------------------------------------------- */

typedef struct options {
  const char *json;
  const char *plugin;
  const char *probe;
  const char *alloc_lib;
  const char *strip;
  const char *only;
  long sheets;
  int quick;
  int reps;
  int warmup;
  int count_allocations;
  int full_runtime;
} options;

static options opt;
static sheet_bench_alloc_counters *alloc_counters;
static volatile double sink;

#define FRAME_DT (1.0 / 120.0)
#define LONG_RESPONSE 10.0

static void die(const char *what, sheet_status status, const sheet_engine *engine) {
  fprintf(stderr, "sheet-bench: %s: %s%s%s\n", what, sheet_status_name(status),
          engine != NULL ? ": " : "", engine != NULL ? sheet_engine_last_error(engine) : "");
  exit(1);
}

static void check(sheet_status status, const char *what, const sheet_engine *engine) {
  if (status != SHEET_OK) die(what, status, engine);
}

static void *checked_calloc(size_t count, size_t size) {
  void *p = calloc(count, size);
  if (p == NULL) {
    fprintf(stderr, "sheet-bench: out of memory\n");
    exit(1);
  }
  return p;
}

static double now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double median_of(double *values, int count) {
  qsort(values, (size_t)count, sizeof *values, compare_doubles);
  if (count == 0) return 0;
  return count % 2 ? values[count / 2] : 0.5 * (values[count / 2 - 1] + values[count / 2]);
}

/* ------------------------------------------------------------------------------------
 * Measurement
 * ---------------------------------------------------------------------------------- */

typedef struct bench_case {
  void *ctx;
  void (*prepare)(void *ctx);  /* untimed, before every repetition; may be NULL */
  double (*run)(void *ctx);    /* timed; returns the operations it performed */
} bench_case;

typedef struct measurement {
  double median, min, max;    /* ns per operation */
  int reps;
  double ops_per_rep;
  double allocs_per_op;       /* -1 when allocations were not counted */
  unsigned long long allocations;
} measurement;

/* Runs the cases interleaved (rep 1 of each, rep 2 of each, ...) so that drift of the
 * machine hits them alike. */
static void measure_cases(bench_case *cases, measurement *out, int count) {
  int reps = opt.reps, c, r;
  double *samples = checked_calloc((size_t)(reps * count), sizeof *samples);
  double *ops_total = checked_calloc((size_t)count, sizeof *ops_total);
  for (c = 0; c < count; c++) {
    memset(&out[c], 0, sizeof out[c]);
    out[c].allocs_per_op = alloc_counters != NULL ? 0 : -1;
  }
  for (r = -opt.warmup; r < reps; r++) {
    for (c = 0; c < count; c++) {
      double start, end, ops;
      unsigned long long before = 0;
      if (cases[c].prepare != NULL) cases[c].prepare(cases[c].ctx);
      if (r >= 0 && alloc_counters != NULL) {
        before = alloc_counters->allocations;
        alloc_counters->enabled = 1;
      }
      start = now_ns();
      ops = cases[c].run(cases[c].ctx);
      end = now_ns();
      if (alloc_counters != NULL) alloc_counters->enabled = 0;
      if (r < 0) continue;
      if (alloc_counters != NULL) out[c].allocations += alloc_counters->allocations - before;
      samples[c * reps + r] = ops > 0 ? (end - start) / ops : 0;
      ops_total[c] += ops;
      out[c].ops_per_rep = ops;
    }
  }
  for (c = 0; c < count; c++) {
    double *s = &samples[c * reps];
    out[c].reps = reps;
    out[c].median = median_of(s, reps);
    out[c].min = s[0];
    out[c].max = s[reps - 1];
    if (alloc_counters != NULL && ops_total[c] > 0)
      out[c].allocs_per_op = (double)out[c].allocations / ops_total[c];
  }
  free(samples);
  free(ops_total);
}

static measurement measure_one(void *ctx, void (*prepare)(void *), double (*run)(void *)) {
  bench_case c;
  measurement m;
  c.ctx = ctx;
  c.prepare = prepare;
  c.run = run;
  measure_cases(&c, &m, 1);
  return m;
}

/* ------------------------------------------------------------------------------------
 * Results
 * ---------------------------------------------------------------------------------- */

#define MAX_RESULTS 32
#define MAX_BASELINES 32
#define MAX_BUDGETS 16

typedef struct result_row {
  const char *name;   /* static */
  const char *unit;   /* static */
  long sheets;        /* 0: not per sheet */
  measurement m;
} result_row;

typedef struct baseline_row {
  int method;
  double zeta, hz;
  measurement cost;           /* ns per sheet-frame */
  double max_error;           /* points, at the frame time */
  double max_state_error;     /* points, at the state's own time */
} baseline_row;

typedef struct budget_row {
  char name[96];
  double value, limit;
  const char *unit;
  int known;                  /* 0: could not be measured */
} budget_row;

static result_row results[MAX_RESULTS];
static int result_count;
static baseline_row baselines[MAX_BASELINES];
static int baseline_count;
static budget_row budgets[MAX_BUDGETS];
static int budget_count;

static void add_result(const char *name, const char *unit, long sheets, measurement m) {
  if (result_count == MAX_RESULTS) return;
  results[result_count].name = name;
  results[result_count].unit = unit;
  results[result_count].sheets = sheets;
  results[result_count].m = m;
  result_count++;
}

static void add_budget(const char *name, double value, double limit, const char *unit,
                       int known) {
  budget_row *b;
  if (budget_count == MAX_BUDGETS) return;
  b = &budgets[budget_count++];
  snprintf(b->name, sizeof b->name, "%s", name);
  b->value = value;
  b->limit = limit;
  b->unit = unit;
  b->known = known;
}

static const result_row *find_result(const char *name, long sheets) {
  int i;
  for (i = 0; i < result_count; i++)
    if (strcmp(results[i].name, name) == 0 && results[i].sheets == sheets) return &results[i];
  return NULL;
}

/* ------------------------------------------------------------------------------------
 * Engine set-up
 * ---------------------------------------------------------------------------------- */

static const sheet_detent two_detents[2] = {{SHEET_DETENT_POINTS, 300.0},
                                            {SHEET_DETENT_POINTS, 700.0}};

static sheet_engine *new_engine(void) {
  sheet_engine *engine = NULL;
  check(sheet_engine_create(&engine), "sheet_engine_create", NULL);
  check(sheet_engine_set_viewport(engine, PHONE_VIEWPORT), "sheet_engine_set_viewport", engine);
  return engine;
}

static void load_bench_plugin(sheet_engine *engine) {
  if (opt.plugin == NULL || opt.plugin[0] == '\0') {
    fprintf(stderr, "sheet-bench: no plugin path (--plugin)\n");
    exit(1);
  }
  check(sheet_engine_load_plugin(engine, opt.plugin), "sheet_engine_load_plugin", engine);
}

static void drain_events(sheet_engine *engine) {
  sheet_event ev;
  memset(&ev, 0, sizeof ev);
  ev.struct_size = sizeof ev;
  while (sheet_engine_poll_event(engine, &ev)) {
  }
}

/* A sheet config with two detents; the settle transition is `settle_animator` with a
 * response of `response` seconds (critically damped) when not NULL. */
static void make_config(sheet_config *config, const char *settle_animator, sheet_param *params,
                        double response) {
  sheet_config_init(config);
  config->detents = two_detents;
  config->detent_count = 2;
  if (settle_animator != NULL) {
    params[0].name = "response";
    params[0].value = response;
    params[1].name = "damping_ratio";
    params[1].value = 1.0;
    config->settle.animator = settle_animator;
    config->settle.params = params;
    config->settle.param_count = strcmp(settle_animator, "spring") == 0 ? 2 : 1;
  }
}

typedef struct sheet_set {
  sheet_engine *engine;
  sheet_id *ids;
  long count;
  double now;
  int target;
  int frames;          /* frames per timed run */
  int expect_state;    /* the state every sheet must be in after a run */
  long stray;          /* runs that ended with a sheet in another state */
} sheet_set;

/* `count` sheets presented at detent 0 and at rest at set->now. */
static void sheet_set_init(sheet_set *set, long count, const char *settle_animator,
                           double response, int frames) {
  sheet_config config;
  sheet_param params[2];
  int32_t animating = 1;
  long i;
  memset(set, 0, sizeof *set);
  set->engine = new_engine();
  if (settle_animator != NULL && strcmp(settle_animator, "bench.spring") == 0)
    load_bench_plugin(set->engine);
  make_config(&config, settle_animator, params, response);
  set->ids = checked_calloc((size_t)count, sizeof *set->ids);
  set->count = count;
  set->frames = frames;
  for (i = 0; i < count; i++) {
    check(sheet_create(set->engine, &config, &set->ids[i]), "sheet_create", set->engine);
    check(sheet_present(set->engine, set->ids[i], 0, 0.0), "sheet_present", set->engine);
    if (i % 128 == 127) drain_events(set->engine);
  }
  set->now = 5.0;
  check(sheet_engine_tick(set->engine, set->now), "sheet_engine_tick", set->engine);
  check(sheet_engine_is_animating(set->engine, &animating), "sheet_engine_is_animating",
        set->engine);
  if (animating) {
    fprintf(stderr, "sheet-bench: sheets still moving after their presentation\n");
    exit(1);
  }
  drain_events(set->engine);
}

static void sheet_set_free(sheet_set *set) {
  sheet_engine_destroy(set->engine);
  free(set->ids);
}

/* Untimed: every sheet starts a long settle to the other detent. */
static void prepare_animating(void *ctx) {
  sheet_set *set = (sheet_set *)ctx;
  long i;
  set->target ^= 1;
  for (i = 0; i < set->count; i++) {
    check(sheet_move_to_detent(set->engine, set->ids[i], set->target, set->now),
          "sheet_move_to_detent", set->engine);
    if (i % 128 == 127) drain_events(set->engine);
  }
  drain_events(set->engine);
}

/* Timed: `frames` frames of tick + get_frame for every sheet. */
static double run_frames(void *ctx) {
  sheet_set *set = (sheet_set *)ctx;
  sheet_frame frame;
  double acc = 0;
  int f;
  long i;
  memset(&frame, 0, sizeof frame);
  frame.struct_size = sizeof frame;
  for (f = 0; f < set->frames; f++) {
    set->now += FRAME_DT;
    sheet_engine_tick(set->engine, set->now);
    for (i = 0; i < set->count; i++) {
      sheet_get_frame(set->engine, set->ids[i], &frame);
      acc += frame.top;
    }
  }
  sink = acc;
  if (frame.state != set->expect_state) set->stray++;
  return (double)set->frames * (double)set->count;
}

/* Separate symbols so that a profiler can tell the cases apart (the stores keep the
 * compiler from folding them into one function). */
static volatile int running_case;

static double run_frames_animating(void *ctx) {
  running_case = 1;
  return run_frames(ctx);
}

static double run_frames_resting(void *ctx) {
  running_case = 2;
  return run_frames(ctx);
}

static double run_frames_plugin(void *ctx) {
  running_case = 3;
  return run_frames(ctx);
}

static int frames_for(long sheets, int limit) {
  long target = opt.quick ? 200 : 100000;
  long frames = target / sheets;
  if (frames < 2) frames = 2;
  if (frames > limit) frames = limit;
  return (int)frames;
}

/* Frames per animating run: the long spring must still be moving at the end. */
#define ANIMATING_FRAME_LIMIT 960

static long stray_runs;

/* ------------------------------------------------------------------------------------
 * The same per-frame work written directly in C (reference_engine.c)
 * ---------------------------------------------------------------------------------- */

typedef struct reference_set {
  ref_engine *engine;
  uint64_t *ids;
  long count;
  double now;
  int target;
  int frames;
  long stray;
} reference_set;

/* The top of detent `detent` of the bench's configuration: POINTS detents measure up
 * from the bottom edge, and nothing obstructs it. */
static double detent_top(int detent) { return PHONE_HEIGHT - two_detents[detent].value; }

/* `count` reference sheets as libsheet shows the bench's sheets resting at detent 0. */
static void reference_set_init(reference_set *set, long count, int frames) {
  sheet_set probe;
  sheet_frame rest;
  long i;
  sheet_set_init(&probe, 1, NULL, 0, 1);
  memset(&rest, 0, sizeof rest);
  rest.struct_size = sizeof rest;
  check(sheet_get_frame(probe.engine, probe.ids[0], &rest), "sheet_get_frame", probe.engine);
  sheet_set_free(&probe);
  if (fabs(rest.top - detent_top(0)) > 1e-9) {
    fprintf(stderr, "sheet-bench: a resting sheet's top is %g, the reference expects %g\n",
            rest.top, detent_top(0));
    exit(1);
  }
  memset(set, 0, sizeof *set);
  set->engine = ref_engine_create(count, PHONE_HEIGHT, rest.top, two_detents[1].value,
                                  rest.backdrop_alpha, rest.corner_radius);
  if (set->engine == NULL) {
    fprintf(stderr, "sheet-bench: cannot create the reference engine\n");
    exit(1);
  }
  set->ids = checked_calloc((size_t)count, sizeof *set->ids);
  for (i = 0; i < count; i++) set->ids[i] = ref_sheet_id(set->engine, i);
  set->count = count;
  set->frames = frames;
  set->now = 5.0;
}

static void reference_set_free(reference_set *set) {
  ref_engine_destroy(set->engine);
  free(set->ids);
}

static void reference_settle(reference_set *set, long index, int detent, double response) {
  if (ref_settle(set->engine, set->ids[index], detent, detent_top(detent), response,
                 set->now) != 0) {
    fprintf(stderr, "sheet-bench: ref_settle failed\n");
    exit(1);
  }
}

/* Untimed: every sheet starts the same long settle as prepare_animating's. */
static void prepare_reference(void *ctx) {
  reference_set *set = (reference_set *)ctx;
  long i;
  set->target ^= 1;
  for (i = 0; i < set->count; i++) reference_settle(set, i, set->target, LONG_RESPONSE);
}

/* Timed: `frames` frames of ref_tick + ref_get_frame for every sheet. */
static double run_reference_frames(void *ctx) {
  reference_set *set = (reference_set *)ctx;
  sheet_frame frame;
  double acc = 0;
  int f;
  long i;
  memset(&frame, 0, sizeof frame);
  frame.struct_size = sizeof frame;
  for (f = 0; f < set->frames; f++) {
    set->now += FRAME_DT;
    ref_tick(set->engine, set->now);
    for (i = 0; i < set->count; i++) {
      ref_get_frame(set->engine, set->ids[i], &frame);
      acc += frame.top;
    }
  }
  sink = acc;
  if (frame.state != SHEET_STATE_SETTLING) set->stray++;
  return (double)set->frames * (double)set->count;
}

/* Two stacked sheets, the upper one settling (response 0.35 s) through libsheet and
 * through the reference, frame by frame at 120 Hz: the largest difference of any number
 * in their frames, and the frames at which the upper one came to rest. */
static double reference_max_difference;
static int reference_rest_frame[2];
static int reference_checked;

static double frame_difference(const sheet_frame *a, const sheet_frame *b) {
  double pairs[8][2];
  double largest = a->state == b->state && a->detent == b->detent ? 0 : INFINITY;
  int i;
  pairs[0][0] = a->top, pairs[0][1] = b->top;
  pairs[1][0] = a->height, pairs[1][1] = b->height;
  pairs[2][0] = a->opacity, pairs[2][1] = b->opacity;
  pairs[3][0] = a->scale, pairs[3][1] = b->scale;
  pairs[4][0] = a->backdrop_alpha, pairs[4][1] = b->backdrop_alpha;
  pairs[5][0] = a->progress, pairs[5][1] = b->progress;
  pairs[6][0] = a->velocity, pairs[6][1] = b->velocity;
  pairs[7][0] = a->overlay_alpha, pairs[7][1] = b->overlay_alpha;
  for (i = 0; i < 8; i++)
    if (fabs(pairs[i][0] - pairs[i][1]) > largest) largest = fabs(pairs[i][0] - pairs[i][1]);
  return largest;
}

static void compare_reference_trajectory(void) {
  sheet_set lib;
  reference_set ref;
  sheet_frame frames[2];
  int f, s;
  sheet_set_init(&lib, 2, "spring", 0.35, 1);
  reference_set_init(&ref, 2, 1);
  reference_max_difference = 0;
  reference_rest_frame[0] = reference_rest_frame[1] = -1;
  for (s = 0; s < 2; s++) {
    memset(&frames[s], 0, sizeof frames[s]);
    frames[s].struct_size = sizeof frames[s];
  }
  check(sheet_move_to_detent(lib.engine, lib.ids[1], 1, lib.now), "sheet_move_to_detent",
        lib.engine);
  reference_settle(&ref, 1, 1, 0.35);
  for (f = 1; f <= 360; f++) {
    long i;
    lib.now += FRAME_DT;
    ref.now += FRAME_DT;
    check(sheet_engine_tick(lib.engine, lib.now), "sheet_engine_tick", lib.engine);
    ref_tick(ref.engine, ref.now);
    /* The lower sheet recedes under the upper one: its frame is compared too. */
    for (i = 0; i < 2; i++) {
      double d;
      check(sheet_get_frame(lib.engine, lib.ids[i], &frames[0]), "sheet_get_frame", lib.engine);
      ref_get_frame(ref.engine, ref.ids[i], &frames[1]);
      d = frame_difference(&frames[0], &frames[1]);
      if (d > reference_max_difference) reference_max_difference = d;
    }
    for (s = 0; s < 2; s++)
      if (frames[s].state == SHEET_STATE_RESTING && reference_rest_frame[s] < 0)
        reference_rest_frame[s] = f;
  }
  reference_checked = 1;
  sheet_set_free(&lib);
  reference_set_free(&ref);
}

/* libsheet and the reference interleaved, 100 sheets each, the same long settle. */
static void bench_reference(void) {
  sheet_set lib;
  reference_set ref;
  bench_case cases[2];
  measurement m[2];
  int frames = frames_for(100, ANIMATING_FRAME_LIMIT);
  sheet_set_init(&lib, 100, "spring", LONG_RESPONSE, frames);
  lib.expect_state = SHEET_STATE_SETTLING;
  reference_set_init(&ref, 100, frames);
  cases[0].ctx = &lib;
  cases[0].prepare = prepare_animating;
  cases[0].run = run_frames_animating;
  cases[1].ctx = &ref;
  cases[1].prepare = prepare_reference;
  cases[1].run = run_reference_frames;
  measure_cases(cases, m, 2);
  add_result("animating, libsheet", "ns/sheet-frame", 100, m[0]);
  add_result("animating, the same work in C", "ns/sheet-frame", 100, m[1]);
  stray_runs += lib.stray + ref.stray;
  sheet_set_free(&lib);
  reference_set_free(&ref);
  compare_reference_trajectory();
}

static void bench_sheet_frames(void) {
  static const long default_counts[3] = {1, 100, 10000};
  const long *counts = opt.sheets > 0 ? &opt.sheets : default_counts;
  int k, n = opt.sheets > 0 ? 1 : 3;
  for (k = 0; k < n; k++) {
    sheet_set animating, resting;
    bench_case cases[2];
    measurement m[2];
    sheet_set_init(&animating, counts[k], "spring", LONG_RESPONSE,
                   frames_for(counts[k], ANIMATING_FRAME_LIMIT));
    animating.expect_state = SHEET_STATE_SETTLING;
    sheet_set_init(&resting, counts[k], NULL, 0, frames_for(counts[k], 100000));
    resting.expect_state = SHEET_STATE_RESTING;
    cases[0].ctx = &animating;
    cases[0].prepare = prepare_animating;
    cases[0].run = run_frames_animating;
    cases[1].ctx = &resting;
    cases[1].prepare = NULL;
    cases[1].run = run_frames_resting;
    measure_cases(cases, m, 2);
    add_result("tick+get_frame animating", "ns/sheet-frame", counts[k], m[0]);
    add_result("tick+get_frame resting", "ns/sheet-frame", counts[k], m[1]);
    stray_runs += animating.stray + resting.stray;
    sheet_set_free(&animating);
    sheet_set_free(&resting);
  }
}

static void bench_plugin_dispatch(void) {
  sheet_set builtin, plugin;
  bench_case cases[2];
  measurement m[2];
  int frames = frames_for(100, ANIMATING_FRAME_LIMIT);
  sheet_set_init(&builtin, 100, "spring", LONG_RESPONSE, frames);
  sheet_set_init(&plugin, 100, "bench.spring", LONG_RESPONSE, frames);
  builtin.expect_state = plugin.expect_state = SHEET_STATE_SETTLING;
  cases[0].ctx = &builtin;
  cases[1].ctx = &plugin;
  cases[0].prepare = cases[1].prepare = prepare_animating;
  cases[0].run = run_frames_animating;
  cases[1].run = run_frames_plugin;
  measure_cases(cases, m, 2);
  add_result("animating via \"spring\" (built-in)", "ns/sheet-frame", 100, m[0]);
  add_result("animating via \"bench.spring\" (C plugin)", "ns/sheet-frame", 100, m[1]);
  stray_runs += builtin.stray + plugin.stray;
  sheet_set_free(&builtin);
  sheet_set_free(&plugin);
}

/* The same settle through "spring" and "bench.spring", frame by frame at 120 Hz:
 * the largest difference of top and the frames at which each came to rest. */
static double plugin_max_difference;
static int plugin_rest_frame[2];
static int plugin_checked;

static void compare_plugin_trajectory(void) {
  sheet_set sets[2];
  sheet_frame frames[2];
  int f, s;
  sheet_set_init(&sets[0], 1, "spring", 0.35, 1);
  sheet_set_init(&sets[1], 1, "bench.spring", 0.35, 1);
  plugin_max_difference = 0;
  plugin_rest_frame[0] = plugin_rest_frame[1] = -1;
  for (s = 0; s < 2; s++) {
    memset(&frames[s], 0, sizeof frames[s]);
    frames[s].struct_size = sizeof frames[s];
    check(sheet_move_to_detent(sets[s].engine, sets[s].ids[0], 1, sets[s].now),
          "sheet_move_to_detent", sets[s].engine);
  }
  for (f = 1; f <= 360; f++) {
    for (s = 0; s < 2; s++) {
      sets[s].now += FRAME_DT;
      check(sheet_engine_tick(sets[s].engine, sets[s].now), "sheet_engine_tick", sets[s].engine);
      check(sheet_get_frame(sets[s].engine, sets[s].ids[0], &frames[s]), "sheet_get_frame",
            sets[s].engine);
      if (frames[s].state == SHEET_STATE_RESTING && plugin_rest_frame[s] < 0)
        plugin_rest_frame[s] = f;
    }
    if (fabs(frames[0].top - frames[1].top) > plugin_max_difference)
      plugin_max_difference = fabs(frames[0].top - frames[1].top);
  }
  plugin_checked = 1;
  sheet_set_free(&sets[0]);
  sheet_set_free(&sets[1]);
}

/* pointer_move during a drag: the finger goes up and down between y 200 and 400. */
typedef struct drag_ctx {
  sheet_engine *engine;
  sheet_id id;
  double now, y, step;
  int moves;
  long stray;
} drag_ctx;

static double run_pointer_moves(void *ctx) {
  drag_ctx *d = (drag_ctx *)ctx;
  sheet_frame frame;
  int i;
  for (i = 0; i < d->moves; i++) {
    d->now += 1.0 / 240.0;
    d->y += d->step;
    if (d->y >= 400 || d->y <= 200) d->step = -d->step;
    sheet_pointer_move(d->engine, d->id, 195.0, d->y, d->now);
  }
  memset(&frame, 0, sizeof frame);
  frame.struct_size = sizeof frame;
  sheet_get_frame(d->engine, d->id, &frame);
  if (frame.state != SHEET_STATE_DRAGGING) d->stray++;
  return d->moves;
}

static void bench_pointer_move(void) {
  sheet_set set;
  drag_ctx d;
  int32_t hit = 0;
  sheet_set_init(&set, 1, NULL, 0, 1);
  check(sheet_move_to_detent(set.engine, set.ids[0], 1, set.now), "sheet_move_to_detent",
        set.engine);
  set.now += 5;
  check(sheet_engine_tick(set.engine, set.now), "sheet_engine_tick", set.engine);
  memset(&d, 0, sizeof d);
  d.engine = set.engine;
  d.id = set.ids[0];
  d.now = set.now;
  d.y = 200;
  d.step = 2;
  d.moves = opt.quick ? 50 : 5000;
  check(sheet_pointer_down(set.engine, d.id, 195.0, d.y, d.now, &hit), "sheet_pointer_down",
        set.engine);
  if (hit != SHEET_HIT_SHEET) {
    fprintf(stderr, "sheet-bench: pointer_down did not hit the sheet (%d)\n", (int)hit);
    exit(1);
  }
  d.now += 1.0 / 240.0;
  d.y = 220;
  check(sheet_pointer_move(set.engine, d.id, 195.0, d.y, d.now), "sheet_pointer_move",
        set.engine);
  drain_events(set.engine);
  add_result("pointer_move (dragging)", "ns/call", 0, measure_one(&d, NULL, run_pointer_moves));
  stray_runs += d.stray;
  sheet_set_free(&set);
}

/* poll_event with 128 DETENT_CHANGED events queued. */
typedef struct events_ctx {
  sheet_engine *engine;
  sheet_id id;
  double now;
  int queued;
  int target;
  long stray;
} events_ctx;

static void prepare_events(void *ctx) {
  events_ctx *e = (events_ctx *)ctx;
  int i;
  e->now += 0.001;
  for (i = 0; i < e->queued; i++) {
    e->target ^= 1;
    check(sheet_move_to_detent(e->engine, e->id, e->target, e->now), "sheet_move_to_detent",
          e->engine);
  }
}

static double run_poll_events(void *ctx) {
  events_ctx *e = (events_ctx *)ctx;
  sheet_event ev;
  int n = 0;
  memset(&ev, 0, sizeof ev);
  ev.struct_size = sizeof ev;
  while (sheet_engine_poll_event(e->engine, &ev)) n++;
  if (n != e->queued) e->stray++;
  return n;
}

static void bench_poll_event(void) {
  sheet_set set;
  events_ctx e;
  sheet_set_init(&set, 1, NULL, 0, 1);
  memset(&e, 0, sizeof e);
  e.engine = set.engine;
  e.id = set.ids[0];
  e.now = set.now;
  e.queued = 128;
  add_result("poll_event (128 queued)", "ns/call",
             0, measure_one(&e, prepare_events, run_poll_events));
  stray_runs += e.stray;
  sheet_set_free(&set);
}

/* present and dismiss of 32 sheets; the other call and a tick to rest reset them. */
typedef struct present_ctx {
  sheet_engine *engine;
  sheet_id ids[32];
  double now;
} present_ctx;

static void present_ctx_init(present_ctx *p) {
  sheet_config config;
  int i;
  p->engine = new_engine();
  sheet_config_init(&config);
  config.detents = two_detents;
  config.detent_count = 2;
  for (i = 0; i < 32; i++)
    check(sheet_create(p->engine, &config, &p->ids[i]), "sheet_create", p->engine);
  p->now = 1;
}

static void settle_all(present_ctx *p) {
  p->now += 10;
  check(sheet_engine_tick(p->engine, p->now), "sheet_engine_tick", p->engine);
  drain_events(p->engine);
}

static void prepare_present(void *ctx) {
  present_ctx *p = (present_ctx *)ctx;
  int i;
  for (i = 0; i < 32; i++) sheet_dismiss(p->engine, p->ids[i], p->now);
  settle_all(p);
}

static double run_present(void *ctx) {
  present_ctx *p = (present_ctx *)ctx;
  int i;
  for (i = 0; i < 32; i++)
    check(sheet_present(p->engine, p->ids[i], 1, p->now), "sheet_present", p->engine);
  return 32;
}

static void prepare_dismiss(void *ctx) {
  present_ctx *p = (present_ctx *)ctx;
  int i;
  for (i = 0; i < 32; i++) sheet_present(p->engine, p->ids[i], 1, p->now);
  settle_all(p);
}

static double run_dismiss(void *ctx) {
  present_ctx *p = (present_ctx *)ctx;
  int i;
  for (i = 31; i >= 0; i--)
    check(sheet_dismiss(p->engine, p->ids[i], p->now), "sheet_dismiss", p->engine);
  return 32;
}

static void bench_present(void) {
  present_ctx present, dismiss;
  bench_case cases[2];
  measurement m[2];
  present_ctx_init(&present);
  present_ctx_init(&dismiss);
  cases[0].ctx = &present;
  cases[0].prepare = prepare_present;
  cases[0].run = run_present;
  cases[1].ctx = &dismiss;
  cases[1].prepare = prepare_dismiss;
  cases[1].run = run_dismiss;
  measure_cases(cases, m, 2);
  add_result("present (hidden -> detent)", "ns/call", 0, m[0]);
  add_result("dismiss (resting -> hidden)", "ns/call", 0, m[1]);
  sheet_engine_destroy(present.engine);
  sheet_engine_destroy(dismiss.engine);
}

/* ------------------------------------------------------------------------------------
 * C baselines
 * ---------------------------------------------------------------------------------- */

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
  sink = baseline_run(b->method, &b->spring, b->bodies, BASELINE_BODIES, frames, 1.0 / b->hz);
  return (double)frames * BASELINE_BODIES;
}

static void bench_baselines(void) {
  static const double zetas[2] = {1.0, 0.5};
  static const double rates[3] = {60, 120, 240};
  int method, z, h;
  for (method = 0; method < BASELINE_METHOD_COUNT; method++) {
    for (z = 0; z < 2; z++) {
      for (h = 0; h < 3; h++) {
        baseline_ctx ctx;
        baseline_row *row;
        if (baseline_count == MAX_BASELINES) return;
        row = &baselines[baseline_count++];
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

static double baseline_cost(int method, double zeta, double hz) {
  int i;
  for (i = 0; i < baseline_count; i++)
    if (baselines[i].method == method && baselines[i].zeta == zeta && baselines[i].hz == hz)
      return baselines[i].cost.median;
  return 0;
}

/* ------------------------------------------------------------------------------------
 * Memory: the heap an engine and its sheets hold
 * ---------------------------------------------------------------------------------- */

#define MEMORY_SHEETS 1000

static long long memory_engine_bytes = -1;
/* What the first engine holds beyond any other: the process-wide reserve (SheetReserve.h
 * in the library's sources), allocated with the first engine, freed with the last. */
static long long memory_reserve_bytes = -1;
static double memory_sheet_bytes = -1;

/* The heap held (usable bytes, as the allocation counter sees them) by an engine with
 * its viewport set, then by MEMORY_SHEETS sheets of two detents created in it,
 * presented and brought to rest, per sheet. The engine measured is a second one: the
 * first also brings the process-wide reserve, measured as the difference. */
static void measure_memory(void) {
  sheet_engine *first = NULL, *engine = NULL;
  long long first_bytes;
  sheet_detent detents[2] = {{SHEET_DETENT_FRACTION, 0.5}, {SHEET_DETENT_FRACTION, 1.0}};
  sheet_config config;
  sheet_id id;
  double t;
  int i;
  if (alloc_counters == NULL) return;
  alloc_counters->live_bytes = 0;
  alloc_counters->enabled = 1;
  check(sheet_engine_create(&first), "sheet_engine_create", NULL);
  check(sheet_engine_set_viewport(first, PHONE_VIEWPORT), "sheet_engine_set_viewport", first);
  alloc_counters->enabled = 0;
  first_bytes = alloc_counters->live_bytes;
  alloc_counters->live_bytes = 0;
  alloc_counters->enabled = 1;
  check(sheet_engine_create(&engine), "sheet_engine_create", NULL);
  check(sheet_engine_set_viewport(engine, PHONE_VIEWPORT), "sheet_engine_set_viewport", engine);
  alloc_counters->enabled = 0;
  memory_engine_bytes = alloc_counters->live_bytes;
  memory_reserve_bytes = first_bytes - memory_engine_bytes;

  sheet_config_init(&config);
  config.detents = detents;
  config.detent_count = 2;
  config.stack = SHEET_STACK_SWITCH;
  alloc_counters->live_bytes = 0;
  alloc_counters->enabled = 1;
  for (i = 0; i < MEMORY_SHEETS; i++) {
    check(sheet_create(engine, &config, &id), "sheet_create", engine);
    check(sheet_present(engine, id, 0, 0), "sheet_present", engine);
  }
  for (t = 0; t < 2; t += 0.25) check(sheet_engine_tick(engine, t), "sheet_engine_tick", engine);
  alloc_counters->enabled = 0;
  memory_sheet_bytes = (double)alloc_counters->live_bytes / MEMORY_SHEETS;
  sheet_engine_destroy(engine);
  sheet_engine_destroy(first);
}

/* ------------------------------------------------------------------------------------
 * The library file and start-up
 * ---------------------------------------------------------------------------------- */

static char library_path[PATH_MAX];
static long long library_size = -1, stripped_size = -1;
static double startup_median = -1, startup_min = -1;
static int startup_samples;
/* The same for the reference engine in C (the probe's --reference). */
static double reference_startup_median = -1;

static void find_library(void) {
  Dl_info info;
  void *symbol;
  sheet_status (*create)(sheet_engine **) = sheet_engine_create;
  memcpy(&symbol, &create, sizeof symbol);
  library_path[0] = '\0';
  if (dladdr(symbol, &info) != 0 && info.dli_fname != NULL) {
    if (realpath(info.dli_fname, library_path) == NULL)
      snprintf(library_path, sizeof library_path, "%s", info.dli_fname);
  }
}

/* Environment without LD_PRELOAD, for children that must not carry the interposer. */
static char **clean_environment(void) {
  size_t n = 0, i, j = 0;
  char **env;
  while (environ[n] != NULL) n++;
  env = checked_calloc(n + 1, sizeof *env);
  for (i = 0; i < n; i++)
    if (strncmp(environ[i], "LD_PRELOAD=", 11) != 0) env[j++] = environ[i];
  env[j] = NULL;
  return env;
}

/* Runs argv; its stdout goes to `out` (up to size - 1 bytes, NUL-terminated) unless
 * out is NULL. Returns the exit status, or -1. */
static int run_program(char *const argv[], char *out, size_t size) {
  posix_spawn_file_actions_t actions;
  int pipe_fds[2] = {-1, -1}, status = 0, rc;
  pid_t pid;
  char **env = clean_environment();
  size_t used = 0;
  posix_spawn_file_actions_init(&actions);
  if (out != NULL) {
    if (pipe(pipe_fds) != 0) {
      free(env);
      return -1;
    }
    posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, pipe_fds[0]);
    posix_spawn_file_actions_addclose(&actions, pipe_fds[1]);
  }
  rc = posix_spawnp(&pid, argv[0], &actions, NULL, argv, env);
  posix_spawn_file_actions_destroy(&actions);
  free(env);
  if (out != NULL) close(pipe_fds[1]);
  if (rc != 0) {
    if (out != NULL) close(pipe_fds[0]);
    return -1;
  }
  if (out != NULL) {
    ssize_t got;
    while (used + 1 < size && (got = read(pipe_fds[0], out + used, size - 1 - used)) > 0)
      used += (size_t)got;
    out[used] = '\0';
    close(pipe_fds[0]);
  }
  if (waitpid(pid, &status, 0) < 0) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static void measure_library_size(void) {
  struct stat st;
  char stripped[64];
  char *argv[6];
  if (library_path[0] == '\0' || stat(library_path, &st) != 0) return;
  library_size = (long long)st.st_size;
  snprintf(stripped, sizeof stripped, "/tmp/sheet-bench-stripped-%ld.so", (long)getpid());
  argv[0] = (char *)opt.strip;
  argv[1] = "--strip-all";
  argv[2] = "-o";
  argv[3] = stripped;
  argv[4] = library_path;
  argv[5] = NULL;
  if (run_program(argv, NULL, 0) == 0 && stat(stripped, &st) == 0)
    stripped_size = (long long)st.st_size;
  unlink(stripped);
}

/* One fresh process of the startup probe: its nanoseconds, or -1. */
static double probe_once(char *const argv[]) {
  char buffer[64], *end;
  double ns;
  if (run_program(argv, buffer, sizeof buffer) != 0) return -1;
  ns = strtod(buffer, &end);
  return end != buffer && ns > 0 ? ns : -1;
}

/* libsheet's samples alternate with the reference engine's, so that both see the
 * machine in the same state. */
static void measure_startup(void) {
  int runs = opt.quick ? 2 : 9, i, n = 0, m = 0;
  double samples[16], reference[16];
  char *argv[3], *reference_argv[4];
  if (library_path[0] == '\0' || opt.probe == NULL || opt.probe[0] == '\0') return;
  argv[0] = (char *)opt.probe;
  argv[1] = library_path;
  argv[2] = NULL;
  reference_argv[0] = (char *)opt.probe;
  reference_argv[1] = "--reference";
  reference_argv[2] = (char *)SHEET_BENCH_REFERENCE_LIB;
  reference_argv[3] = NULL;
  for (i = 0; i < runs; i++) {
    double ns = probe_once(argv);
    if (ns > 0) samples[n++] = ns;
    if (reference_argv[2][0] != '\0' && (ns = probe_once(reference_argv)) > 0) reference[m++] = ns;
  }
  startup_samples = n;
  if (m > 0) reference_startup_median = median_of(reference, m);
  if (n == 0) return;
  startup_median = median_of(samples, n);
  startup_min = samples[0];
}

/* ------------------------------------------------------------------------------------
 * Budgets
 * ---------------------------------------------------------------------------------- */

static void evaluate_budgets(void) {
  const result_row *anim = find_result("tick+get_frame animating", 100);
  const result_row *anim_big = find_result("tick+get_frame animating", 10000);
  const result_row *rest = find_result("tick+get_frame resting", 100);
  const result_row *builtin = find_result("animating via \"spring\" (built-in)", 100);
  const result_row *plugin = find_result("animating via \"bench.spring\" (C plugin)", 100);
  const result_row *move = find_result("pointer_move (dragging)", 0);
  const result_row *poll = find_result("poll_event (128 queued)", 0);
  const result_row *rest_big = find_result("tick+get_frame resting", 10000);
  double floor = baseline_cost(BASELINE_CLOSED_FORM, 1.0, 120);
  int counted = alloc_counters != NULL;

  add_budget("animating sheet-frame (100 sheets) / C closed-form floor",
             anim != NULL && floor > 0 ? anim->m.median / floor : 0, 3.0, "x",
             anim != NULL && floor > 0);
  add_budget("resting sheet-frame (100 sheets)", rest != NULL ? rest->m.median : 0, 20.0, "ns",
             rest != NULL);
  add_budget("10,000 animating sheets, one frame",
             anim_big != NULL ? anim_big->m.median * 10000 / 1e6 : 0, 1.0, "ms", anim_big != NULL);
  add_budget("\"bench.spring\" plugin / built-in \"spring\"",
             builtin != NULL && plugin != NULL && builtin->m.median > 0
                 ? plugin->m.median / builtin->m.median
                 : 0,
             1.5, "x", builtin != NULL && plugin != NULL);
  add_budget("allocations per frame, animating (100 sheets)",
             anim != NULL ? anim->m.allocs_per_op * 100 : 0, 0, "", counted && anim != NULL);
  add_budget("allocations per frame, resting (100 sheets)",
             rest != NULL ? rest->m.allocs_per_op * 100 : 0, 0, "", counted && rest != NULL);
  add_budget("allocations per frame, animating (10,000 sheets)",
             anim_big != NULL ? anim_big->m.allocs_per_op * 10000 : 0, 0, "",
             counted && anim_big != NULL);
  add_budget("allocations per frame, resting (10,000 sheets)",
             rest_big != NULL ? rest_big->m.allocs_per_op * 10000 : 0, 0, "",
             counted && rest_big != NULL);
  add_budget("allocations per pointer_move", move != NULL ? move->m.allocs_per_op : 0, 0, "",
             counted && move != NULL);
  add_budget("allocations per poll_event", poll != NULL ? poll->m.allocs_per_op : 0, 0, "",
             counted && poll != NULL);
  if (opt.full_runtime) {
    add_budget("libsheet.so stripped (full runtime)",
               stripped_size >= 0 ? stripped_size / 1048576.0 : 0, 8.0, "MiB", stripped_size >= 0);
    add_budget("dlopen + engine create, fresh process", startup_median / 1e6, 5.0, "ms",
               startup_median >= 0);
  } else {
    add_budget("libsheet.so stripped (Embedded Swift)",
               stripped_size >= 0 ? stripped_size / 1024.0 : 0, 300.0, "KB", stripped_size >= 0);
    add_budget("dlopen + engine create, fresh process", startup_median / 1e6, 0.2, "ms",
               startup_median >= 0);
  }
}

static int budget_passes(const budget_row *b) { return b->known && b->value <= b->limit; }

/* ------------------------------------------------------------------------------------
 * Output
 * ---------------------------------------------------------------------------------- */

static void print_allocs(double per_op) {
  if (per_op < 0)
    printf(" %10s", "n/a");
  else if (per_op == 0)
    printf(" %10d", 0);
  else
    printf(" %10.3f", per_op);
}

static void print_tables(double seconds) {
  int i;
  printf("\nlibsheet %s (ABI %u.%u), %s\n", sheet_version_string(),
         SHEET_ABI_VERSION_MAJOR(sheet_abi_version()), SHEET_ABI_VERSION_MINOR(sheet_abi_version()),
         library_path[0] ? library_path : "?");
  printf("%d repetitions after %d warm-up, median and minimum in ns per operation%s\n\n",
         opt.reps, opt.warmup, opt.quick ? " (QUICK: numbers are not meaningful)" : "");
  printf("%-44s %7s %10s %10s %10s  %s\n", "benchmark", "sheets", "median", "min", "allocs/op",
         "unit");
  for (i = 0; i < result_count; i++) {
    const result_row *r = &results[i];
    char sheets[24];
    if (r->sheets > 0)
      snprintf(sheets, sizeof sheets, "%ld", r->sheets);
    else
      snprintf(sheets, sizeof sheets, "-");
    printf("%-44s %7s %10.1f %10.1f", r->name, sheets, r->m.median, r->m.min);
    print_allocs(r->m.allocs_per_op);
    printf("  %s\n", r->unit);
  }
  if (plugin_checked)
    printf("\n\"spring\" vs \"bench.spring\", one settle at 120 Hz: max |top difference| %.3g pt, "
           "rest at frame %d vs %d\n",
           plugin_max_difference, plugin_rest_frame[0], plugin_rest_frame[1]);
  if (reference_checked)
    printf("libsheet vs the same work in C, one settle over a receding sheet at 120 Hz: max "
           "|frame difference| %.3g, rest at frame %d vs %d\n",
           reference_max_difference, reference_rest_frame[0], reference_rest_frame[1]);
  {
    const result_row *lib = find_result("animating, libsheet", 100);
    const result_row *ref = find_result("animating, the same work in C", 100);
    double floor = baseline_cost(BASELINE_CLOSED_FORM, 1.0, 120);
    if (lib != NULL && ref != NULL && ref->m.median > 0 && floor > 0)
      printf("the same work in C: %.1f ns per sheet-frame, %.2f x the closed-form floor; "
             "libsheet %.2f x that\n",
             ref->m.median, ref->m.median / floor, lib->m.median / ref->m.median);
  }

  if (baseline_count > 0) {
    printf("\nC baselines: one spring per frame, 0 -> 400 pt, response 0.35 s, over 1 s\n");
    printf("%-16s %5s %5s %10s %14s %16s\n", "method", "zeta", "Hz", "ns/frame",
           "max error pt", "state error pt");
  }
  for (i = 0; i < baseline_count; i++) {
    const baseline_row *b = &baselines[i];
    printf("%-16s %5.1f %5.0f %10.1f %14.3g %16.3g\n", baseline_name(b->method), b->zeta, b->hz,
           b->cost.median, b->max_error, b->max_state_error);
  }

  if (library_size >= 0)
    printf("\nlibrary: %lld bytes, %lld stripped; dlopen + create: median %.3f ms, min %.3f ms "
           "(%d fresh processes; the C reference engine: %.3f ms)\n",
           library_size, stripped_size, startup_median / 1e6, startup_min / 1e6,
           startup_samples, reference_startup_median / 1e6);
  if (memory_engine_bytes >= 0)
    printf("memory: %lld bytes per engine (viewport set), %lld bytes of reserve while any "
           "engine exists, %.0f bytes per sheet (%d sheets presented)\n",
           memory_engine_bytes, memory_reserve_bytes, memory_sheet_bytes, MEMORY_SHEETS);

  printf("\n%-58s %12s %10s  %s\n", "budget", "measured", "limit", "verdict");
  for (i = 0; i < budget_count; i++) {
    const budget_row *b = &budgets[i];
    char measured[32], limit[32];
    if (b->known)
      snprintf(measured, sizeof measured, "%.2f %s", b->value, b->unit);
    else
      snprintf(measured, sizeof measured, "n/a");
    snprintf(limit, sizeof limit, "%s %.1f %s", b->limit == 0 ? "=" : "<=", b->limit, b->unit);
    printf("%-58s %12s %10s  %s\n", b->name, measured, limit,
           !b->known ? "N/A" : budget_passes(b) ? "PASS" : "OVER");
  }
  if (stray_runs > 0)
    printf("\nWARNING: %ld runs ended with a sheet in an unexpected state\n", stray_runs);
  printf("\nrun time %.1f s\n", seconds);
}

static void json_string(FILE *f, const char *s) {
  fputc('"', f);
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      fprintf(f, "\\%c", c);
    else if (c < 0x20)
      fprintf(f, "\\u%04x", c);
    else
      fputc(c, f);
  }
  fputc('"', f);
}

static void json_number(FILE *f, double v) {
  if (isfinite(v))
    fprintf(f, "%.6g", v);
  else
    fputs("null", f);
}

static int write_json(const char *path, double seconds) {
  FILE *f = fopen(path, "w");
  int i;
  if (f == NULL) {
    fprintf(stderr, "sheet-bench: cannot write %s: %s\n", path, strerror(errno));
    return 0;
  }
  fprintf(f, "{\n  \"schema\": 1,\n  \"library\": {\"path\": ");
  json_string(f, library_path);
  fprintf(f, ", \"version\": ");
  json_string(f, sheet_version_string());
  fprintf(f, ", \"abi_version\": %u, \"size_bytes\": %lld, \"stripped_size_bytes\": %lld},\n",
          sheet_abi_version(), library_size, stripped_size);
  fprintf(f, "  \"run\": {\"quick\": %s, \"repetitions\": %d, \"warmup\": %d, "
             "\"allocations_counted\": %s, \"online_cpus\": %ld, \"seconds\": ",
          opt.quick ? "true" : "false", opt.reps, opt.warmup,
          alloc_counters != NULL ? "true" : "false", sysconf(_SC_NPROCESSORS_ONLN));
  json_number(f, seconds);
  fprintf(f, ", \"unexpected_state_runs\": %ld},\n  \"results\": [\n", stray_runs);
  for (i = 0; i < result_count; i++) {
    const result_row *r = &results[i];
    fprintf(f, "    {\"name\": ");
    json_string(f, r->name);
    fprintf(f, ", \"sheets\": %ld, \"unit\": ", r->sheets);
    json_string(f, r->unit);
    fprintf(f, ", \"median\": ");
    json_number(f, r->m.median);
    fprintf(f, ", \"min\": ");
    json_number(f, r->m.min);
    fprintf(f, ", \"max\": ");
    json_number(f, r->m.max);
    fprintf(f, ", \"repetitions\": %d, \"ops_per_repetition\": ", r->m.reps);
    json_number(f, r->m.ops_per_rep);
    fprintf(f, ", \"allocations_per_op\": ");
    if (r->m.allocs_per_op < 0)
      fputs("null", f);
    else
      json_number(f, r->m.allocs_per_op);
    fprintf(f, "}%s\n", i + 1 < result_count ? "," : "");
  }
  fprintf(f, "  ],\n  \"plugin_check\": {\"max_top_difference_pt\": ");
  json_number(f, plugin_max_difference);
  fprintf(f, ", \"rest_frame_builtin\": %d, \"rest_frame_plugin\": %d},\n",
          plugin_rest_frame[0], plugin_rest_frame[1]);
  fprintf(f, "  \"reference_check\": {\"max_frame_difference\": ");
  json_number(f, reference_checked ? reference_max_difference : -1);
  fprintf(f, ", \"rest_frame_libsheet\": %d, \"rest_frame_reference\": %d},\n",
          reference_checked ? reference_rest_frame[0] : -1,
          reference_checked ? reference_rest_frame[1] : -1);
  fprintf(f, "  \"baselines\": [\n");
  for (i = 0; i < baseline_count; i++) {
    const baseline_row *b = &baselines[i];
    fprintf(f, "    {\"method\": ");
    json_string(f, baseline_name(b->method));
    fprintf(f, ", \"damping_ratio\": ");
    json_number(f, b->zeta);
    fprintf(f, ", \"hz\": ");
    json_number(f, b->hz);
    fprintf(f, ", \"ns_per_frame\": ");
    json_number(f, b->cost.median);
    fprintf(f, ", \"max_error_pt\": ");
    json_number(f, b->max_error);
    fprintf(f, ", \"max_state_error_pt\": ");
    json_number(f, b->max_state_error);
    fprintf(f, "}%s\n", i + 1 < baseline_count ? "," : "");
  }
  fprintf(f, "  ],\n  \"startup\": {\"median_ns\": ");
  json_number(f, startup_median);
  fprintf(f, ", \"min_ns\": ");
  json_number(f, startup_min);
  fprintf(f, ", \"samples\": %d, \"reference_median_ns\": ", startup_samples);
  json_number(f, reference_startup_median);
  fprintf(f, "},\n  \"memory\": {\"engine_bytes\": %lld, \"reserve_bytes\": %lld, \"sheet_bytes\": ",
          memory_engine_bytes, memory_reserve_bytes);
  json_number(f, memory_sheet_bytes);
  fprintf(f, ", \"sheets\": %d},\n  \"library_kind\": \"%s\",\n  \"budgets\": [\n", MEMORY_SHEETS,
          opt.full_runtime ? "full-runtime" : "embedded");
  for (i = 0; i < budget_count; i++) {
    const budget_row *b = &budgets[i];
    fprintf(f, "    {\"name\": ");
    json_string(f, b->name);
    fprintf(f, ", \"value\": ");
    if (b->known)
      json_number(f, b->value);
    else
      fputs("null", f);
    fprintf(f, ", \"limit\": ");
    json_number(f, b->limit);
    fprintf(f, ", \"unit\": ");
    json_string(f, b->unit);
    fprintf(f, ", \"verdict\": \"%s\"}%s\n",
            !b->known ? "N/A" : budget_passes(b) ? "PASS" : "OVER",
            i + 1 < budget_count ? "," : "");
  }
  fprintf(f, "  ]\n}\n");
  if (fclose(f) != 0) {
    fprintf(stderr, "sheet-bench: cannot write %s\n", path);
    return 0;
  }
  return 1;
}

/* ------------------------------------------------------------------------------------
 * Main
 * ---------------------------------------------------------------------------------- */

static void usage(const char *argv0) {
  fprintf(stderr,
          "usage: %s [--json PATH] [--quick] [--reps N] [--plugin PATH] [--probe PATH]\n"
          "          [--alloc-lib PATH] [--no-alloc-count] [--strip PATH]\n"
          "          [--only frames,plugin,pointer,poll,present,baselines,reference,library]\n"
          "          [--sheets N] [--library-kind embedded|full-runtime]\n",
          argv0);
}

/* Whether group `name` runs: all do unless --only names a comma-separated list. */
static int selected(const char *name) {
  const char *p = opt.only;
  size_t n = strlen(name);
  if (p == NULL) return 1;
  while (*p) {
    const char *end = strchr(p, ',');
    size_t len = end != NULL ? (size_t)(end - p) : strlen(p);
    if (len == n && strncmp(p, name, n) == 0) return 1;
    if (end == NULL) break;
    p = end + 1;
  }
  return 0;
}

/* Re-executes this program with the allocation counter preloaded, once. */
static void preload_alloc_counter(char **argv) {
  const char *old = getenv("LD_PRELOAD");
  char *value;
  size_t size;
  if (opt.alloc_lib == NULL || opt.alloc_lib[0] == '\0' || getenv("SHEET_BENCH_REEXEC") != NULL)
    return;
  if (access(opt.alloc_lib, R_OK) != 0) return;
  size = strlen(opt.alloc_lib) + (old != NULL ? strlen(old) + 1 : 0) + 1;
  value = checked_calloc(size, 1);
  snprintf(value, size, "%s%s%s", opt.alloc_lib, old != NULL ? ":" : "", old != NULL ? old : "");
  setenv("LD_PRELOAD", value, 1);
  setenv("SHEET_BENCH_REEXEC", "1", 1);
  fflush(NULL);
  execv("/proc/self/exe", argv);
  free(value);
}

int main(int argc, char **argv) {
  double start;
  int i;
  void *counters;
  opt.json = "results.json";
  opt.plugin = SHEET_BENCH_PLUGIN;
  opt.probe = SHEET_BENCH_PROBE;
  opt.alloc_lib = SHEET_BENCH_ALLOC_LIB;
  opt.strip = SHEET_BENCH_STRIP;
  opt.reps = 0;
  opt.count_allocations = 1;
  for (i = 1; i < argc; i++) {
    const char *a = argv[i];
    int has_value = i + 1 < argc;
    if (strcmp(a, "--json") == 0 && has_value)
      opt.json = argv[++i];
    else if (strcmp(a, "--quick") == 0)
      opt.quick = 1;
    else if (strcmp(a, "--reps") == 0 && has_value)
      opt.reps = atoi(argv[++i]);
    else if (strcmp(a, "--plugin") == 0 && has_value)
      opt.plugin = argv[++i];
    else if (strcmp(a, "--probe") == 0 && has_value)
      opt.probe = argv[++i];
    else if (strcmp(a, "--alloc-lib") == 0 && has_value)
      opt.alloc_lib = argv[++i];
    else if (strcmp(a, "--no-alloc-count") == 0)
      opt.count_allocations = 0;
    else if (strcmp(a, "--strip") == 0 && has_value)
      opt.strip = argv[++i];
    else if (strcmp(a, "--only") == 0 && has_value)
      opt.only = argv[++i];
    else if (strcmp(a, "--sheets") == 0 && has_value)
      opt.sheets = atol(argv[++i]);
    else if (strcmp(a, "--library-kind") == 0 && has_value &&
             (strcmp(argv[i + 1], "embedded") == 0 || strcmp(argv[i + 1], "full-runtime") == 0))
      opt.full_runtime = strcmp(argv[++i], "full-runtime") == 0;
    else {
      usage(argv[0]);
      return 2;
    }
  }
  if (opt.reps <= 0) opt.reps = opt.quick ? 2 : 31;
  opt.warmup = opt.quick ? 1 : 3;

  counters = dlsym(RTLD_DEFAULT, SHEET_BENCH_ALLOC_SYMBOL);
  if (counters == NULL && opt.count_allocations) {
    preload_alloc_counter(argv);
    counters = dlsym(RTLD_DEFAULT, SHEET_BENCH_ALLOC_SYMBOL);
  }
  alloc_counters = opt.count_allocations ? (sheet_bench_alloc_counters *)counters : NULL;
  if (opt.count_allocations && alloc_counters == NULL)
    fprintf(stderr, "sheet-bench: allocation counter not loaded; allocations not counted\n");

  start = now_ns();
  find_library();
  if (selected("frames")) bench_sheet_frames();
  if (selected("plugin")) {
    bench_plugin_dispatch();
    compare_plugin_trajectory();
  }
  if (selected("pointer")) bench_pointer_move();
  if (selected("poll")) bench_poll_event();
  if (selected("present")) bench_present();
  if (selected("baselines")) bench_baselines();
  if (selected("reference")) bench_reference();
  if (selected("memory")) measure_memory();
  if (selected("library")) {
    measure_library_size();
    measure_startup();
  }
  evaluate_budgets();
  print_tables((now_ns() - start) / 1e9);
  if (!write_json(opt.json, (now_ns() - start) / 1e9)) return 1;
  printf("wrote %s\n", opt.json);
  return 0;
}
