/*
 * custom_animator.c — defining an animator in the host process.
 *
 * Registers "linear" (every channel moves from `from` to `to` at constant speed over
 * its `duration` parameter, seconds, [0.05, 5], default 0.4) with
 * sheet_engine_register_animator, lists every registered animator with its
 * parameters (name, default, min, max), presents a sheet with "linear" (duration
 * 0.25) and prints its frames at 60 Hz, then dismisses it the same way. It checks
 * each frame against the animator's own formula and exits 0 when all of them match
 * and the sheet came to rest and went away as expected, 1 otherwise.
 *
 *   sheet-custom-animator [--quiet]
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sheet.h"

/* ------------------------------------------------------------------ the animator */

typedef struct linear_instance {
  sheet_visual from, to;
  double duration;
} linear_instance;

static long live_instances = 0;

static sheet_status linear_create(void *plugin_data, const sheet_motion *motion,
                                  const double *param_values, void **out_instance) {
  linear_instance *inst;
  (void)plugin_data;
  if (motion == NULL || param_values == NULL || out_instance == NULL)
    return SHEET_ERR_INVALID_ARGUMENT;
  inst = (linear_instance *)malloc(sizeof *inst);
  if (inst == NULL) return SHEET_ERR_CAPACITY;
  inst->from = motion->from;
  inst->to = motion->to;
  inst->duration = param_values[0];
  live_instances++;
  *out_instance = inst;
  return SHEET_OK;
}

static double lerp(double a, double b, double p) { return a + (b - a) * p; }

static sheet_status linear_sample(void *instance, double elapsed, sheet_visual *out,
                                  double *out_top_velocity, int32_t *out_finished) {
  const linear_instance *inst = (const linear_instance *)instance;
  double p;
  if (inst == NULL || out == NULL || out_top_velocity == NULL || out_finished == NULL)
    return SHEET_ERR_INVALID_ARGUMENT;
  p = elapsed > 0 ? elapsed / inst->duration : 0;
  if (p >= 1) {
    *out = inst->to;
    *out_top_velocity = 0;
    *out_finished = 1;
    return SHEET_OK;
  }
  out->top = lerp(inst->from.top, inst->to.top, p);
  out->opacity = lerp(inst->from.opacity, inst->to.opacity, p);
  out->backdrop_alpha = lerp(inst->from.backdrop_alpha, inst->to.backdrop_alpha, p);
  out->scale = lerp(inst->from.scale, inst->to.scale, p);
  *out_top_velocity = (inst->to.top - inst->from.top) / inst->duration;
  *out_finished = 0;
  return SHEET_OK;
}

static void linear_destroy(void *instance) {
  if (instance != NULL) live_instances--;
  free(instance);
}

static const sheet_param_spec linear_params[] = {{"duration", 0.4, 0.05, 5.0}};

/* ------------------------------------------------------------------ the host */

static int failures = 0;
static int quiet = 0;

static int ok(sheet_engine *engine, sheet_status st, const char *what) {
  if (st == SHEET_OK) return 1;
  fprintf(stderr, "%s failed: %s: %s\n", what, sheet_status_name(st),
          sheet_engine_last_error(engine));
  failures++;
  return 0;
}

static void expect(int cond, const char *what, double got, double want) {
  if (cond) return;
  fprintf(stderr, "mismatch: %s: got %.9f, expected %.9f\n", what, got, want);
  failures++;
}

static void list_animators(const sheet_engine *engine) {
  size_t i, j, n = sheet_engine_animator_count(engine);
  printf("%lu animators registered:\n", (unsigned long)n);
  for (i = 0; i < n; i++) {
    size_t count = sheet_engine_animator_param_count(engine, i);
    printf("  %-8s %lu parameter%s\n", sheet_engine_animator_name(engine, i),
           (unsigned long)count, count == 1 ? "" : "s");
    for (j = 0; j < count; j++) {
      sheet_param_spec spec;
      if (sheet_engine_animator_param(engine, i, j, &spec) != SHEET_OK) {
        fprintf(stderr, "animator %lu parameter %lu: %s\n", (unsigned long)i,
                (unsigned long)j, sheet_engine_last_error(engine));
        failures++;
        continue;
      }
      printf("    %-14s default %-6g range [%g, %g]\n", spec.name, spec.default_value,
             spec.min_value, spec.max_value);
    }
  }
}

/* Ticks at 60 Hz from t0 until nothing moves, printing and checking each frame of a
 * linear motion of top from `from_top` to `to_top` over `duration` seconds. Returns the
 * time of the last tick. */
static double run(sheet_engine *engine, sheet_id id, double t0, double from_top,
                  double to_top, double duration) {
  const double dt = 1.0 / 60.0;
  double t = t0;
  int k;
  if (!quiet) printf("  %8s %9s %8s %9s %6s %s\n", "t", "top", "opacity", "backdrop", "scale", "state");
  for (k = 1; k <= 600; k++) {
    sheet_frame f;
    int32_t animating = 0;
    double elapsed, p, want;
    t = t0 + k * dt;
    if (!ok(engine, sheet_engine_tick(engine, t), "sheet_engine_tick")) break;
    memset(&f, 0, sizeof f);
    f.struct_size = sizeof f;
    if (!ok(engine, sheet_get_frame(engine, id, &f), "sheet_get_frame")) break;
    if (!quiet)
      printf("  %8.4f %9.3f %8.3f %9.3f %6.3f %d\n", t - t0, f.top, f.opacity,
             f.backdrop_alpha, f.scale, (int)f.state);
    elapsed = k * dt;
    p = elapsed / duration;
    want = p >= 1 ? to_top : from_top + (to_top - from_top) * p;
    expect(fabs(f.top - want) < 1e-6, "top", f.top, want);
    if (!ok(engine, sheet_engine_is_animating(engine, &animating), "sheet_engine_is_animating"))
      break;
    if (!animating) break;
  }
  return t;
}

int main(int argc, char **argv) {
  sheet_engine *engine = NULL;
  sheet_animator_vtable vt;
  sheet_config config;
  sheet_detent detents[2];
  sheet_param params[1];
  sheet_id id = 0;
  sheet_frame f;
  sheet_event ev;
  double t;
  const double height = 800, half_top = 400;

  if (argc > 1 && strcmp(argv[1], "--quiet") == 0) quiet = 1;
  if (!ok(NULL, sheet_engine_create(&engine), "sheet_engine_create")) return 1;

  memset(&vt, 0, sizeof vt);
  vt.struct_size = sizeof vt;
  vt.abi_version = SHEET_ABI_VERSION;
  vt.name = "linear";
  vt.params = linear_params;
  vt.param_count = sizeof linear_params / sizeof linear_params[0];
  vt.create = linear_create;
  vt.sample = linear_sample;
  vt.destroy = linear_destroy;
  if (!ok(engine, sheet_engine_register_animator(engine, &vt, NULL),
          "sheet_engine_register_animator"))
    goto done;
  list_animators(engine);

  if (!ok(engine, sheet_engine_set_viewport(engine, 400, height, 0, 0), "sheet_engine_set_viewport"))
    goto done;
  sheet_config_init(&config);
  detents[0].kind = SHEET_DETENT_FRACTION;
  detents[0].value = 0.5;
  detents[1].kind = SHEET_DETENT_FRACTION;
  detents[1].value = 0.9;
  config.detents = detents;
  config.detent_count = 2;
  params[0].name = "duration";
  params[0].value = 0.25;
  config.present.animator = "linear";
  config.present.params = params;
  config.present.param_count = 1;
  config.dismiss = config.present;
  if (!ok(engine, sheet_create(engine, &config, &id), "sheet_create")) goto done;

  printf("present with \"linear\" (duration 0.25):\n");
  if (!ok(engine, sheet_present(engine, id, 0, 0.0), "sheet_present")) goto done;
  t = run(engine, id, 0.0, height, half_top, 0.25);
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  if (ok(engine, sheet_get_frame(engine, id, &f), "sheet_get_frame")) {
    expect(f.state == SHEET_STATE_RESTING, "state after present", f.state, SHEET_STATE_RESTING);
    expect(f.top == half_top, "top after present", f.top, half_top);
  }

  printf("dismiss with \"linear\" (duration 0.25):\n");
  t += 0.5;
  if (!ok(engine, sheet_dismiss(engine, id, t), "sheet_dismiss")) goto done;
  t = run(engine, id, t, half_top, height, 0.25);
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  if (ok(engine, sheet_get_frame(engine, id, &f), "sheet_get_frame"))
    expect(f.state == SHEET_STATE_HIDDEN, "state after dismiss", f.state, SHEET_STATE_HIDDEN);

  printf("events:\n");
  memset(&ev, 0, sizeof ev);
  ev.struct_size = sizeof ev;
  while (sheet_engine_poll_event(engine, &ev) == 1) {
    printf("  t=%.4f type=%d detent=%d reason=%d\n", ev.time, (int)ev.type, (int)ev.detent,
           (int)ev.reason);
    if (ev.type == SHEET_EVENT_ANIMATOR_FAILED) failures++;
  }

done:
  sheet_engine_destroy(engine);
  if (live_instances != 0) {
    fprintf(stderr, "%ld animator instances were not destroyed\n", live_instances);
    failures++;
  }
  printf("%s\n", failures ? "FAILED" : "ok");
  return failures ? 1 : 0;
}
