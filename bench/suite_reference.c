/*
 * suite_reference.c — the per-frame work of the animating benchmark written directly in
 * C (reference_engine.c), a shared library so that its calls cost what libsheet's do:
 * both interleaved with 100 sheets in the same long settle, and whether their frames
 * agree.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "phone_fixture.h"
#include "reference_engine.h"
#include "results.h"
#include "sheet_sets.h"
#include "suites.h"
#include "timing.h"

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
  bench_check(sheet_get_frame(probe.engine, probe.ids[0], &rest), "sheet_get_frame", probe.engine);
  sheet_set_free(&probe);
  if (fabs(rest.top - detent_top(0)) > 1e-9) {
    fprintf(stderr, "sheet-bench: a resting sheet's top is %g, the reference expects %g\n",
            rest.top, detent_top(0));
    exit(1);
  }
  memset(set, 0, sizeof *set);
  set->engine = ref_engine_create(count, PHONE_WIDTH, PHONE_HEIGHT, PHONE_SAFE_BOTTOM, rest.top, two_detents[1].value,
                                  rest.backdrop_alpha, rest.corner_radius);
  if (set->engine == NULL) {
    fprintf(stderr, "sheet-bench: cannot create the reference engine\n");
    exit(1);
  }
  set->ids = bench_calloc((size_t)count, sizeof *set->ids);
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

/* Timed: `frames` frames of ref_tick + ref_get_frame for every sheet. The loop is
 * sheet_sets.c's run_frames with the reference's calls written in: calling either through
 * a function pointer would add an indirect call to the very cost the two compare. */
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
  bench_sink = acc;
  if (frame.state != SHEET_STATE_SETTLING) set->stray++;
  return (double)set->frames * (double)set->count;
}

trajectory_check reference_check;

static double frame_difference(const sheet_frame *a, const sheet_frame *b) {
  double pairs[14][2];
  double largest = a->state == b->state && a->detent == b->detent && a->edge == b->edge && a->corners == b->corners
                       ? 0
                       : INFINITY;
  int i;
  pairs[0][0] = a->top, pairs[0][1] = b->top;
  pairs[1][0] = a->height, pairs[1][1] = b->height;
  pairs[2][0] = a->opacity, pairs[2][1] = b->opacity;
  pairs[3][0] = a->scale, pairs[3][1] = b->scale;
  pairs[4][0] = a->backdrop_alpha, pairs[4][1] = b->backdrop_alpha;
  pairs[5][0] = a->progress, pairs[5][1] = b->progress;
  pairs[6][0] = a->velocity, pairs[6][1] = b->velocity;
  pairs[7][0] = a->overlay_alpha, pairs[7][1] = b->overlay_alpha;
  pairs[8][0] = a->footer_top, pairs[8][1] = b->footer_top;
  pairs[9][0] = a->rect.x, pairs[9][1] = b->rect.x;
  pairs[10][0] = a->rect.y, pairs[10][1] = b->rect.y;
  pairs[11][0] = a->rect.width, pairs[11][1] = b->rect.width;
  pairs[12][0] = a->rect.height, pairs[12][1] = b->rect.height;
  pairs[13][0] = a->background_scale, pairs[13][1] = b->background_scale;
  for (i = 0; i < 14; i++)
    if (fabs(pairs[i][0] - pairs[i][1]) > largest) largest = fabs(pairs[i][0] - pairs[i][1]);
  return largest;
}

/* Two stacked sheets, the upper one settling (response 0.35 s) through libsheet and
 * through the reference, frame by frame at 120 Hz: the largest difference of any number
 * in their frames, and the frames at which the upper one came to rest. */
static void compare_reference_trajectory(void) {
  sheet_set lib;
  reference_set ref;
  sheet_frame frames[2];
  int f, s;
  sheet_set_init(&lib, 2, "spring", 0.35, 1);
  reference_set_init(&ref, 2, 1);
  reference_check.max_difference = 0;
  reference_check.rest_frame[0] = reference_check.rest_frame[1] = -1;
  for (s = 0; s < 2; s++) {
    memset(&frames[s], 0, sizeof frames[s]);
    frames[s].struct_size = sizeof frames[s];
  }
  bench_check(sheet_move_to_detent(lib.engine, lib.ids[1], 1, lib.now), "sheet_move_to_detent",
              lib.engine);
  reference_settle(&ref, 1, 1, 0.35);
  for (f = 1; f <= 360; f++) {
    long i;
    lib.now += FRAME_DT;
    ref.now += FRAME_DT;
    bench_check(sheet_engine_tick(lib.engine, lib.now), "sheet_engine_tick", lib.engine);
    ref_tick(ref.engine, ref.now);
    /* The lower sheet recedes under the upper one: its frame is compared too. */
    for (i = 0; i < 2; i++) {
      double d;
      bench_check(sheet_get_frame(lib.engine, lib.ids[i], &frames[0]),
                  "sheet_get_frame", lib.engine);
      ref_get_frame(ref.engine, ref.ids[i], &frames[1]);
      d = frame_difference(&frames[0], &frames[1]);
      if (d > reference_check.max_difference) reference_check.max_difference = d;
    }
    for (s = 0; s < 2; s++)
      if (frames[s].state == SHEET_STATE_RESTING && reference_check.rest_frame[s] < 0)
        reference_check.rest_frame[s] = f;
  }
  reference_check.checked = 1;
  sheet_set_free(&lib);
  reference_set_free(&ref);
}

/* libsheet and the reference interleaved, 100 sheets each, the same long settle. */
void bench_reference(void) {
  sheet_set lib;
  reference_set ref;
  bench_case cases[2];
  int frames = frames_for(100, ANIMATING_FRAME_LIMIT);
  sheet_set_init(&lib, 100, "spring", LONG_RESPONSE, frames);
  lib.expect_state = SHEET_STATE_SETTLING;
  reference_set_init(&ref, 100, frames);
  cases[0] = bench_case_of(&lib, prepare_animating, run_frames_animating);
  cases[1] = bench_case_of(&ref, prepare_reference, run_reference_frames);
  add_results_of_pair(cases, "animating, libsheet",
                      "animating, the same work in C", "ns/sheet-frame", 100);
  stray_runs += lib.stray + ref.stray;
  sheet_set_free(&lib);
  reference_set_free(&ref);
  compare_reference_trajectory();
}
