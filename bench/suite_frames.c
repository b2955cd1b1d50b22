/*
 * suite_frames.c — tick + get_frame per sheet with 1, 100 and 10,000 sheets (or
 * --sheets N), moving in a long settle and at rest, interleaved; then 100 moving sheets
 * on each other side and as floating cards, each against bottom sheets in the same run.
 */
#include <stddef.h>

#include "bench.h"
#include "results.h"
#include "sheet_sets.h"
#include "suites.h"
#include "timing.h"

void bench_sheet_frames(void) {
  static const long default_counts[3] = {1, 100, 10000};
  const long *counts = options.sheets > 0 ? &options.sheets : default_counts;
  int k, n = options.sheets > 0 ? 1 : 3;
  for (k = 0; k < n; k++) {
    sheet_set animating, resting;
    bench_case cases[2];
      sheet_set_init(&animating, counts[k], "spring", LONG_RESPONSE,
                   frames_for(counts[k], ANIMATING_FRAME_LIMIT));
    animating.expect_state = SHEET_STATE_SETTLING;
    sheet_set_init(&resting, counts[k], NULL, 0, frames_for(counts[k], 100000));
    resting.expect_state = SHEET_STATE_RESTING;
    cases[0] = bench_case_of(&animating, prepare_animating, run_frames_animating);
    cases[1] = bench_case_of(&resting, NULL, run_frames_resting);
    add_results_of_pair(cases, "tick+get_frame animating",
                        "tick+get_frame resting", "ns/sheet-frame", counts[k]);
    stray_runs += animating.stray + resting.stray;
    sheet_set_free(&animating);
    sheet_set_free(&resting);
  }
  if (options.sheets <= 0) bench_sheet_frames_on_every_side();
}

const side_case side_cases[SIDE_CASE_COUNT] = {
    {"tick+get_frame animating, top sheets", "tick+get_frame animating, bottom sheets beside the top ones",
     "top sheet"},
    {"tick+get_frame animating, side sheets", "tick+get_frame animating, bottom sheets beside the side ones",
     "side sheet"},
    {"tick+get_frame animating, floating cards", "tick+get_frame animating, bottom sheets beside the cards",
     "floating card"},
};

/* Where each case of side_cases puts its sheets: on the top, on the leading side (the
 * left), and as floating cards 320 points wide. */
static const sheet_placement side_placements[SIDE_CASE_COUNT] = {
    {SHEET_EDGE_TOP, 0.0, 0.0},
    {SHEET_EDGE_LEADING, 0.0, 0.0},
    {SHEET_EDGE_BOTTOM, 16.0, 320.0},
};

/* Each case of side_cases and its bottom sheets, interleaved: the placement's share of
 * a frame. */
void bench_sheet_frames_on_every_side(void) {
  int k;
  for (k = 0; k < SIDE_CASE_COUNT; k++) {
    sheet_set bottom, placed;
    bench_case cases[2];
    sheet_placement plain = {SHEET_EDGE_BOTTOM, 0.0, 0.0};
    sheet_set_init_placed(&bottom, 100, "spring", LONG_RESPONSE, frames_for(100, ANIMATING_FRAME_LIMIT), plain);
    sheet_set_init_placed(&placed, 100, "spring", LONG_RESPONSE, frames_for(100, ANIMATING_FRAME_LIMIT),
                          side_placements[k]);
    bottom.expect_state = placed.expect_state = SHEET_STATE_SETTLING;
    cases[0] = bench_case_of(&placed, prepare_animating, run_frames_animating);
    cases[1] = bench_case_of(&bottom, prepare_animating, run_frames_animating);
    add_results_of_pair(cases, side_cases[k].name, side_cases[k].beside, "ns/sheet-frame", 100);
    stray_runs += bottom.stray + placed.stray;
    sheet_set_free(&bottom);
    sheet_set_free(&placed);
  }
}
