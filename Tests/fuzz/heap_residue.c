/*
 * sheet-heap-residue — once the last engine is gone, the library holds no heap: every
 * allocation it makes belongs to an engine or to a call, and goes with it. Nothing is
 * kept for the life of the process, such as a global made on first use, which on 32-bit
 * targets the compiler allocates where on 64-bit ones it lays out static data. Such a
 * global would hold its memory for good, and, made while malloc fails, a block of the
 * reserve, and with it the reserve's whole arena.
 *
 * Counted through the malloc interposer (bench/alloc_counter.c, LD_PRELOADed) from the
 * process's first call into the library: two engines, one inside the other's life, every
 * built-in animator and reduce motion's stand-ins for them, host animators (one with a
 * name too long to be kept inline), sheets made, refused, presented, dragged, updated
 * (with more detents and that long name, which the engine keeps for its next update),
 * swapped, stacked and dismissed, the animators listed, an error's sentence with
 * numbers in it. No plugin: a plugin is never unloaded, and what
 * the C library allocates to load one is the process's.
 *
 *   sheet-heap-residue      exits 1 when heap is held after the last engine is destroyed
 */
#define _GNU_SOURCE

#include <dlfcn.h>

#include "alloc_counter.h"
#include "fuzz_common.h"
#include "linear_animator.h"
#include "phone_fixture.h"

static int problems;

static void expect_ok(sheet_status status, const char *call) {
  if (status != SHEET_OK) {
    problems++;
    fprintf(stderr, "%s returned %s\n", call, sheet_status_name(status));
  }
}

#define OK(expr) expect_ok((expr), #expr)

static void ticks(sheet_engine *e, double *t, double seconds) {
  sheet_event event;
  double end = *t + seconds;
  memset(&event, 0, sizeof event);
  event.struct_size = sizeof event;
  while (*t < end) {
    *t += 1.0 / 60;
    OK(sheet_engine_tick(e, *t));
  }
  while (sheet_engine_poll_event(e, &event) == 1) {
  }
}

/* A finger drags sheet `id` of `e` by `dy` and lets go. */
static void fling(sheet_engine *e, sheet_id id, double dy, double *t) {
  sheet_frame frame;
  int32_t hit = 0;
  double y;
  int i;
  memset(&frame, 0, sizeof frame);
  frame.struct_size = sizeof frame;
  OK(sheet_get_frame(e, id, &frame));
  y = frame.top + 20;
  OK(sheet_pointer_down(e, id, PHONE_WIDTH / 2, y, *t, &hit));
  for (i = 0; i < 6; i++) {
    *t += 0.01;
    y += dy / 6;
    OK(sheet_pointer_move(e, id, PHONE_WIDTH / 2, y, *t));
  }
  OK(sheet_pointer_up(e, id, PHONE_WIDTH / 2, y, *t));
}

/* The animators `e` lists, each name and parameter read. */
static void list_animators(sheet_engine *e) {
  sheet_param_spec spec;
  size_t a, p, params;
  memset(&spec, 0, sizeof spec);
  for (a = 0; a < sheet_engine_animator_count(e); a++) {
    if (sheet_engine_animator_name(e, a) == NULL) problems++;
    params = sheet_engine_animator_param_count(e, a);
    for (p = 0; p < params; p++) OK(sheet_engine_animator_param(e, a, p, &spec));
  }
}

/* A host animator's name longer than a string kept inline. */
#define LONG_NAME "host.line.named.at.length"

/* Sheets with every built-in transition and the host's, through their motions. */
static void sheets(sheet_engine *e, double *t) {
  sheet_config config;
  sheet_detent detents[2] = {{SHEET_DETENT_FRACTION, 0.4}, {SHEET_DETENT_FRACTION, 0.9}};
  sheet_param spring[2] = {{"response", 0.3}, {"damping_ratio", 0.6}};
  sheet_param slide[2] = {{"duration", 0.2}, {"curve", 3}};
  sheet_param too_long[1] = {{"duration", 99.5}};
  sheet_detent more[4] = {{SHEET_DETENT_POINTS, 150}, {SHEET_DETENT_FRACTION, 0.4},
                          {SHEET_DETENT_FRACTION, 0.6}, {SHEET_DETENT_FRACTION, 0.9}};
  sheet_id a = 0, b = 0, refused = 0;

  sheet_config_init(&config);
  config.detents = detents;
  config.detent_count = 2;
  config.present.animator = "slide";
  config.present.params = slide;
  config.present.param_count = 2;
  config.settle.animator = "spring";
  config.settle.params = spring;
  config.settle.param_count = 2;
  config.dismiss.animator = "fade";
  OK(sheet_create(e, &config, &a));
  config.present.animator = "host.line";
  config.present.params = NULL;
  config.present.param_count = 0;
  config.settle.animator = "slide";
  config.settle.params = slide;
  config.stack = SHEET_STACK_PUSH;
  OK(sheet_create(e, &config, &b));
  /* Refused, with a sentence that prints its numbers. */
  config.dismiss.params = too_long;
  config.dismiss.param_count = 1;
  if (sheet_create(e, &config, &refused) != SHEET_ERR_INVALID_ARGUMENT ||
      sheet_engine_last_error(e)[0] == '\0')
    problems++;

  OK(sheet_set_content(e, a, 1, 300, *t));
  OK(sheet_present(e, a, 0, *t));
  ticks(e, t, 0.5);
  fling(e, a, -240, t);
  ticks(e, t, 1);
  OK(sheet_set_content(e, a, 2, 420, *t));
  OK(sheet_set_scroll_extent(e, a, 900, *t));
  ticks(e, t, 0.5);
  /* an update that holds more than the sheet and the engine had held */
  config.detents = more;
  config.detent_count = 4;
  config.settle.animator = LONG_NAME;
  config.settle.params = NULL;
  config.settle.param_count = 0;
  config.dismiss.params = NULL;
  config.dismiss.param_count = 0;
  config.scales_background = 1;
  config.confirm_dismiss = 1;
  OK(sheet_update(e, a, &config, *t));
  ticks(e, t, 0.5);
  config.settle.animator = "no.such.animator.of.that.length";
  if (sheet_update(e, a, &config, *t) != SHEET_ERR_NOT_FOUND) problems++;
  OK(sheet_present(e, b, 1, *t));
  ticks(e, t, 0.5);
  OK(sheet_perform_action(e, b, SHEET_ACTION_COLLAPSE, *t));
  ticks(e, t, 0.5);
  OK(sheet_engine_set_reduce_motion(e, 1));
  fling(e, b, -240, t);
  ticks(e, t, 1);
  OK(sheet_move_to_detent(e, b, 0, *t));
  OK(sheet_set_content(e, b, 3, 200, *t));
  ticks(e, t, 1);
  OK(sheet_dismiss(e, b, *t));
  ticks(e, t, 0.5);
  OK(sheet_engine_set_reduce_motion(e, 0));
  OK(sheet_dismiss(e, a, *t));
  ticks(e, t, 0.5);
  OK(sheet_destroy(e, b));
}

int main(void) {
  sheet_bench_alloc_counters *counters;
  sheet_animator_vtable line, long_line;
  sheet_engine *first = NULL, *second = NULL;
  double t = 1;

  counters = (sheet_bench_alloc_counters *)dlsym(RTLD_DEFAULT, SHEET_BENCH_ALLOC_SYMBOL);
  if (counters == NULL) {
    fprintf(stderr, "sheet-heap-residue: the allocation interposer is not loaded (LD_PRELOAD it)\n");
    return 2;
  }
  fz_linear_vtable(&line, "host.line");
  fz_linear_vtable(&long_line, LONG_NAME);

  counters->live_bytes = 0;
  counters->live_blocks = 0;
  counters->enabled = 1;
  if (sheet_version_string() == NULL || sheet_status_name(SHEET_ERR_NOT_FOUND) == NULL) problems++;
  OK(sheet_engine_create(&first));
  if (first != NULL) {
    OK(sheet_engine_set_viewport(first, PHONE_VIEWPORT));
    OK(sheet_engine_register_animator(first, &line, NULL));
    OK(sheet_engine_register_animator(first, &long_line, NULL));
    list_animators(first);
    OK(sheet_engine_create(&second));
    if (second != NULL) {
      OK(sheet_engine_set_viewport(second, PHONE_VIEWPORT));
      OK(sheet_engine_register_animator(second, &line, NULL));
      OK(sheet_engine_register_animator(second, &long_line, NULL));
      sheets(second, &t);
    }
    sheets(first, &t);
    sheet_engine_destroy(second);
    sheets(first, &t);
    list_animators(first);
    sheet_engine_destroy(first);
  }
  counters->enabled = 0;

  printf("heap held after the last engine: %lld bytes in %lld blocks (%llu allocations)\n",
         counters->live_bytes, counters->live_blocks, counters->allocations);
  if (counters->allocations == 0) {
    printf("nothing was counted: is the interposer in the way of the library's allocations?\n");
    problems++;
  }
  if (counters->live_bytes != 0 || counters->live_blocks != 0) problems++;
  printf("RESULT: %s\n", problems ? "FAIL" : "PASS");
  return problems ? 1 : 0;
}
