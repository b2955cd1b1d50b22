/*
 * budgets.c — the limits sheet-bench holds the library to: the per-frame costs against
 * the C floor, the plugin path against the built-in, no allocation on the per-frame and
 * per-pointer paths, the library's size and start-up (by its kind, --library-kind). A
 * budget is printed PASS or OVER and never changes the exit status.
 */
#include <stddef.h>
#include <stdio.h>

#include "baselines.h"
#include "bench.h"
#include "report.h"
#include "results.h"
#include "suites.h"
#include "timing.h"

void evaluate_budgets(void) {
  const result_row *anim = find_result("tick+get_frame animating", 100);
  const result_row *anim_big = find_result("tick+get_frame animating", 10000);
  const result_row *rest = find_result("tick+get_frame resting", 100);
  const result_row *builtin = find_result("animating via \"spring\" (built-in)", 100);
  const result_row *plugin = find_result("animating via \"bench.spring\" (C plugin)", 100);
  const result_row *move = find_result("pointer_move (dragging)", 0);
  const result_row *poll = find_result("poll_event (128 queued)", 0);
  const result_row *rest_big = find_result("tick+get_frame resting", 10000);
  double floor = baseline_cost(BASELINE_CLOSED_FORM, 1.0, 120);
  int counted = timing.counters != NULL;

  add_budget("animating sheet-frame (100 sheets) / C closed-form floor",
             anim != NULL && floor > 0 ? anim->m.median / floor : 0, 3.0, "x",
             anim != NULL && floor > 0);
  /* A sheet on another side does all a bottom sheet does, and maps its rectangle and
   * footer from its axis to the viewport's. */
  {
    int k;
    for (k = 0; k < SIDE_CASE_COUNT; k++) {
      const result_row *placed = find_result(side_cases[k].name, 100);
      const result_row *bottom = find_result(side_cases[k].beside, 100);
      char name[96], allocations[96];
      snprintf(name, sizeof name, "animating %s frame / bottom sheet's beside it", side_cases[k].what);
      snprintf(allocations, sizeof allocations, "allocations per frame, %ss", side_cases[k].what);
      add_budget(name, placed != NULL && bottom != NULL && bottom->m.median > 0 ? placed->m.median / bottom->m.median : 0,
                 1.5, "x", placed != NULL && bottom != NULL && bottom->m.median > 0);
      add_budget(allocations, placed != NULL ? placed->m.allocs_per_op * 100 : 0, 0, "", counted && placed != NULL);
    }
  }
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
  if (options.full_runtime) {
    add_budget("libsheet.so stripped (full runtime)",
               library.stripped_size >= 0 ? library.stripped_size / 1048576.0 : 0, 8.0, "MiB",
               library.stripped_size >= 0);
    add_budget("dlopen + engine create, fresh process", library.startup_median / 1e6, 5.0, "ms",
               library.startup_median >= 0);
  } else {
    add_budget("libsheet.so stripped (Embedded Swift)",
               library.stripped_size >= 0 ? library.stripped_size / 1024.0 : 0, 300.0, "KB",
               library.stripped_size >= 0);
    add_budget("dlopen + engine create, fresh process", library.startup_median / 1e6, 0.2, "ms",
               library.startup_median >= 0);
  }
}
