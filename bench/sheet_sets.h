/*
 * sheet_sets.h — the engines and sheets the suites time: an engine with the phone
 * viewport, sheets of two POINTS detents (300 and 700 pt) presented and at rest, the
 * long settle that keeps them moving, and the timed frames of tick + get_frame.
 */
#ifndef SHEET_BENCH_SHEET_SETS_H
#define SHEET_BENCH_SHEET_SETS_H

#include "sheet.h"

#define FRAME_DT (1.0 / 120.0)
/* The settle's response (s): long enough that the sheets move through every run. */
#define LONG_RESPONSE 10.0
/* Frames per animating run: the long spring must still be moving at the end. */
#define ANIMATING_FRAME_LIMIT 960

extern const sheet_detent two_detents[2];

/* An engine with the phone viewport. */
sheet_engine *new_engine(void);
/* Loads the "bench.spring" plugin (--plugin) into the engine. */
void load_bench_plugin(sheet_engine *engine);
/* Polls every queued event. */
void drain_events(sheet_engine *engine);

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

/* Where the sheets of a set are: their edge (SHEET_EDGE_*), edge_inset (above 0: floating
 * cards) and max_cross_size (0: none). */
typedef struct sheet_placement {
  int32_t edge;
  double edge_inset;
  double max_cross_size;
} sheet_placement;

/* `count` sheets presented at detent 0 and at rest at set->now; their settle is
 * `settle_animator` ("spring" or "bench.spring", critically damped with a response of
 * `response` s), or the default when NULL; `frames` frames per timed run. */
void sheet_set_init(sheet_set *set, long count, const char *settle_animator, double response,
                    int frames);
/* The same, the sheets placed as `placement` says. */
void sheet_set_init_placed(sheet_set *set, long count, const char *settle_animator, double response,
                           int frames, sheet_placement placement);
void sheet_set_free(sheet_set *set);

/* Untimed: every sheet starts a long settle to the other detent. */
void prepare_animating(void *ctx);
/* Timed: the set's frames of tick + get_frame for every sheet; one function per case so
 * that a profiler can tell them apart. */
double run_frames_animating(void *ctx);
double run_frames_resting(void *ctx);
double run_frames_plugin(void *ctx);

/* Frames per run for `sheets` sheets: about 100,000 sheet-frames (200 with --quick),
 * 2 to `limit`. */
int frames_for(long sheets, int limit);

#endif
