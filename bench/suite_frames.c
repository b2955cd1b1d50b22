/*
 * suite_frames.c — tick + get_frame per sheet with 1, 100 and 10,000 sheets (or
 * --sheets N), moving in a long settle and at rest, interleaved.
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
}
