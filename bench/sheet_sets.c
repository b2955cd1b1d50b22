/*
 * sheet_sets.c — the engines and sheets the suites time (sheet_sets.h).
 */
#include "sheet_sets.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "phone_fixture.h"
#include "timing.h"

const sheet_detent two_detents[2] = {{SHEET_DETENT_POINTS, 300.0},
                                            {SHEET_DETENT_POINTS, 700.0}};

sheet_engine *new_engine(void) {
  sheet_engine *engine = NULL;
  bench_check(sheet_engine_create(&engine), "sheet_engine_create", NULL);
  bench_check(sheet_engine_set_viewport(engine, PHONE_VIEWPORT),
              "sheet_engine_set_viewport", engine);
  return engine;
}

void load_bench_plugin(sheet_engine *engine) {
  if (options.plugin == NULL || options.plugin[0] == '\0') {
    fprintf(stderr, "sheet-bench: no plugin path (--plugin)\n");
    exit(1);
  }
  bench_check(sheet_engine_load_plugin(engine, options.plugin), "sheet_engine_load_plugin", engine);
}

void drain_events(sheet_engine *engine) {
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

void sheet_set_init(sheet_set *set, long count, const char *settle_animator, double response,
                    int frames) {
  sheet_placement bottom = {SHEET_EDGE_BOTTOM, 0.0, 0.0};
  sheet_set_init_placed(set, count, settle_animator, response, frames, bottom);
}

void sheet_set_init_placed(sheet_set *set, long count, const char *settle_animator, double response,
                           int frames, sheet_placement placement) {
  sheet_config config;
  sheet_param params[2];
  int32_t animating = 1;
  long i;
  memset(set, 0, sizeof *set);
  set->engine = new_engine();
  if (settle_animator != NULL && strcmp(settle_animator, "bench.spring") == 0)
    load_bench_plugin(set->engine);
  make_config(&config, settle_animator, params, response);
  config.edge = placement.edge;
  config.edge_inset = placement.edge_inset;
  config.max_cross_size = placement.max_cross_size;
  set->ids = bench_calloc((size_t)count, sizeof *set->ids);
  set->count = count;
  set->frames = frames;
  for (i = 0; i < count; i++) {
    bench_check(sheet_create(set->engine, &config, &set->ids[i]), "sheet_create", set->engine);
    bench_check(sheet_present(set->engine, set->ids[i], 0, 0.0), "sheet_present", set->engine);
    if (i % 128 == 127) drain_events(set->engine);
  }
  set->now = 5.0;
  bench_check(sheet_engine_tick(set->engine, set->now), "sheet_engine_tick", set->engine);
  bench_check(sheet_engine_is_animating(set->engine, &animating), "sheet_engine_is_animating",
              set->engine);
  if (animating) {
    fprintf(stderr, "sheet-bench: sheets still moving after their presentation\n");
    exit(1);
  }
  drain_events(set->engine);
}

void sheet_set_free(sheet_set *set) {
  sheet_engine_destroy(set->engine);
  free(set->ids);
}

void prepare_animating(void *ctx) {
  sheet_set *set = (sheet_set *)ctx;
  long i;
  set->target ^= 1;
  for (i = 0; i < set->count; i++) {
    bench_check(sheet_move_to_detent(set->engine, set->ids[i], set->target, set->now),
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
  bench_sink = acc;
  if (frame.state != set->expect_state) set->stray++;
  return (double)set->frames * (double)set->count;
}

/* Separate symbols so that a profiler can tell the cases apart (the stores keep the
 * compiler from folding them into one function). */
static volatile int running_case;

double run_frames_animating(void *ctx) {
  running_case = 1;
  return run_frames(ctx);
}

double run_frames_resting(void *ctx) {
  running_case = 2;
  return run_frames(ctx);
}

double run_frames_plugin(void *ctx) {
  running_case = 3;
  return run_frames(ctx);
}

int frames_for(long sheets, int limit) {
  long target = options.quick ? 200 : 100000;
  long frames = target / sheets;
  if (frames < 2) frames = 2;
  if (frames > limit) frames = limit;
  return (int)frames;
}
