/*
 * suite_plugin.c — the built-in "spring" against the same spring in the "bench.spring"
 * plugin (spring_plugin.c): the per-frame cost of each path, interleaved, and whether the
 * two trajectories agree.
 */
#include <math.h>
#include <string.h>

#include "bench.h"
#include "results.h"
#include "sheet_sets.h"
#include "suites.h"
#include "timing.h"

void bench_plugin_dispatch(void) {
  sheet_set builtin, plugin;
  bench_case cases[2];
  int frames = frames_for(100, ANIMATING_FRAME_LIMIT);
  sheet_set_init(&builtin, 100, "spring", LONG_RESPONSE, frames);
  sheet_set_init(&plugin, 100, "bench.spring", LONG_RESPONSE, frames);
  builtin.expect_state = plugin.expect_state = SHEET_STATE_SETTLING;
  cases[0] = bench_case_of(&builtin, prepare_animating, run_frames_animating);
  cases[1] = bench_case_of(&plugin, prepare_animating, run_frames_plugin);
  add_results_of_pair(cases, "animating via \"spring\" (built-in)",
                      "animating via \"bench.spring\" (C plugin)", "ns/sheet-frame", 100);
  stray_runs += builtin.stray + plugin.stray;
  sheet_set_free(&builtin);
  sheet_set_free(&plugin);
}

trajectory_check plugin_check;

void compare_plugin_trajectory(void) {
  sheet_set sets[2];
  sheet_frame frames[2];
  int f, s;
  sheet_set_init(&sets[0], 1, "spring", 0.35, 1);
  sheet_set_init(&sets[1], 1, "bench.spring", 0.35, 1);
  plugin_check.max_difference = 0;
  plugin_check.rest_frame[0] = plugin_check.rest_frame[1] = -1;
  for (s = 0; s < 2; s++) {
    memset(&frames[s], 0, sizeof frames[s]);
    frames[s].struct_size = sizeof frames[s];
    bench_check(sheet_move_to_detent(sets[s].engine, sets[s].ids[0], 1, sets[s].now),
                "sheet_move_to_detent", sets[s].engine);
  }
  for (f = 1; f <= 360; f++) {
    for (s = 0; s < 2; s++) {
      sets[s].now += FRAME_DT;
      bench_check(sheet_engine_tick(sets[s].engine, sets[s].now),
                  "sheet_engine_tick", sets[s].engine);
      bench_check(sheet_get_frame(sets[s].engine, sets[s].ids[0], &frames[s]), "sheet_get_frame",
                  sets[s].engine);
      if (frames[s].state == SHEET_STATE_RESTING && plugin_check.rest_frame[s] < 0)
        plugin_check.rest_frame[s] = f;
    }
    if (fabs(frames[0].top - frames[1].top) > plugin_check.max_difference)
      plugin_check.max_difference = fabs(frames[0].top - frames[1].top);
  }
  plugin_check.checked = 1;
  sheet_set_free(&sets[0]);
  sheet_set_free(&sets[1]);
}
