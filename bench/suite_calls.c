/*
 * suite_calls.c — the cost of single calls: pointer_move during a drag, poll_event with
 * events queued, present and dismiss.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "results.h"
#include "sheet_sets.h"
#include "suites.h"
#include "timing.h"

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

void bench_pointer_move(void) {
  sheet_set set;
  drag_ctx d;
  int32_t hit = 0;
  sheet_set_init(&set, 1, NULL, 0, 1);
  bench_check(sheet_move_to_detent(set.engine, set.ids[0], 1, set.now), "sheet_move_to_detent",
              set.engine);
  set.now += 5;
  bench_check(sheet_engine_tick(set.engine, set.now), "sheet_engine_tick", set.engine);
  memset(&d, 0, sizeof d);
  d.engine = set.engine;
  d.id = set.ids[0];
  d.now = set.now;
  d.y = 200;
  d.step = 2;
  d.moves = options.quick ? 50 : 5000;
  bench_check(sheet_pointer_down(set.engine, d.id, 195.0, d.y, d.now, &hit), "sheet_pointer_down",
              set.engine);
  if (hit != SHEET_HIT_SHEET) {
    fprintf(stderr, "sheet-bench: pointer_down did not hit the sheet (%d)\n", (int)hit);
    exit(1);
  }
  d.now += 1.0 / 240.0;
  d.y = 220;
  bench_check(sheet_pointer_move(set.engine, d.id, 195.0, d.y, d.now), "sheet_pointer_move",
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
    bench_check(sheet_move_to_detent(e->engine, e->id, e->target, e->now), "sheet_move_to_detent",
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

void bench_poll_event(void) {
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
    bench_check(sheet_create(p->engine, &config, &p->ids[i]), "sheet_create", p->engine);
  p->now = 1;
}

static void settle_all(present_ctx *p) {
  p->now += 10;
  bench_check(sheet_engine_tick(p->engine, p->now), "sheet_engine_tick", p->engine);
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
    bench_check(sheet_present(p->engine, p->ids[i], 1, p->now), "sheet_present", p->engine);
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
    bench_check(sheet_dismiss(p->engine, p->ids[i], p->now), "sheet_dismiss", p->engine);
  return 32;
}

void bench_present(void) {
  present_ctx present, dismiss;
  bench_case cases[2];
  present_ctx_init(&present);
  present_ctx_init(&dismiss);
  cases[0] = bench_case_of(&present, prepare_present, run_present);
  cases[1] = bench_case_of(&dismiss, prepare_dismiss, run_dismiss);
  add_results_of_pair(cases, "present (hidden -> detent)",
                      "dismiss (resting -> hidden)", "ns/call", 0);
  sheet_engine_destroy(present.engine);
  sheet_engine_destroy(dismiss.engine);
}
