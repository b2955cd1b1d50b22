/*
 * sheet-leak-loop — a workload for leak checkers and a flat-memory check.
 *
 *   sheet-leak-loop --cycles N   N times: an engine with a viewport, three sheets
 *                                presented, one dragged and flung, one swapped, one
 *                                given more detents and a long animator name, all
 *                                dismissed, ticked to rest, destroyed (run it under
 *                                valgrind --leak-check=full)
 *   sheet-leak-loop --rss N      RSS after 1,000 warm-up engine create/destroy cycles,
 *                                then after N more; fails if it grew by more than 1 MiB
 */
#define _POSIX_C_SOURCE 200809L

#include "fuzz_common.h"
#include "phone_fixture.h"

static int failures;

#define OK(expr)                                                                          \
  do {                                                                                    \
    sheet_status st_ = (expr);                                                            \
    if (st_ != SHEET_OK) {                                                                \
      failures++;                                                                         \
      fprintf(stderr, "%s:%d: %s returned %s\n", __FILE__, __LINE__, #expr,              \
              sheet_status_name(st_));                                                    \
    }                                                                                     \
  } while (0)

static void drain(sheet_engine *e) {
  sheet_event ev;
  memset(&ev, 0, sizeof ev);
  ev.struct_size = sizeof ev;
  while (sheet_engine_poll_event(e, &ev) == 1) {
  }
}

static void ticks(sheet_engine *e, double *t, double seconds) {
  double end = *t + seconds;
  while (*t < end) {
    *t += 1.0 / 60.0;
    OK(sheet_engine_tick(e, *t));
    drain(e);
  }
}

static void cycle(unsigned n) {
  sheet_engine *e = NULL;
  sheet_id s[3];
  sheet_config cfg;
  sheet_detent d[2];
  const sheet_detent more[4] = {{SHEET_DETENT_POINTS, 150}, {SHEET_DETENT_FRACTION, 0.4},
                                {SHEET_DETENT_FRACTION, 0.6}, {SHEET_DETENT_FRACTION, 0.9}};
  sheet_param p[2];
  sheet_frame f;
  double t = 1.0, y;
  int i;
  int32_t hit;
  OK(sheet_engine_create(&e));
  if (!e) return;
  OK(sheet_engine_set_viewport(e, PHONE_VIEWPORT));
  sheet_config_init(&cfg);
  d[0].kind = SHEET_DETENT_FRACTION;
  d[0].value = 0.4;
  d[1].kind = SHEET_DETENT_FRACTION;
  d[1].value = 1.0;
  cfg.detents = d;
  cfg.detent_count = 2;
  p[0].name = "response";
  p[0].value = 0.3;
  p[1].name = "damping_ratio";
  p[1].value = 0.8;
  cfg.settle.animator = "spring";
  cfg.settle.params = p;
  cfg.settle.param_count = 2;
  cfg.present.animator = (n % 3) == 0 ? "slide" : (n % 3) == 1 ? "fade" : "spring";
  for (i = 0; i < 3; i++) {
    cfg.user_tag = (uint64_t)i;
    cfg.stack = i % 3;
    OK(sheet_create(e, &cfg, &s[i]));
    OK(sheet_set_content(e, s[i], 100 + (uint64_t)i, 300, t));
    OK(sheet_present(e, s[i], 0, t));
    ticks(e, &t, 0.5);
  }
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  OK(sheet_get_frame(e, s[2], &f));
  y = f.top + 10;
  OK(sheet_pointer_down(e, s[2], 195, y, t, &hit));
  for (i = 0; i < 8; i++) {
    t += 0.008;
    y -= 30;
    OK(sheet_pointer_move(e, s[2], 195, y, t));
  }
  OK(sheet_pointer_up(e, s[2], 195, y, t));
  OK(sheet_set_scroll_extent(e, s[2], 500, t));
  OK(sheet_set_content(e, s[2], 999, 120, t));
  ticks(e, &t, 1.0);
  /* a configuration the sheet and the engine have not held: more detents, a name too
     long to be kept inline (refused, not registered), then one that is taken */
  cfg.detents = more;
  cfg.detent_count = 4;
  cfg.scales_background = 1;
  cfg.settle.animator = "an.animator.nobody.registered";
  if (sheet_update(e, s[0], &cfg, t) != SHEET_ERR_NOT_FOUND) failures++;
  cfg.settle.animator = "slide";
  cfg.settle.params = NULL;
  cfg.settle.param_count = 0;
  OK(sheet_update(e, s[0], &cfg, t));
  ticks(e, &t, 0.5);
  for (i = 2; i >= 0; i--) {
    if (sheet_dismiss(e, s[i], t) != SHEET_OK) {
    }
    ticks(e, &t, 0.6);
  }
  OK(sheet_destroy(e, s[1]));
  sheet_engine_destroy(e);
}

static void create_destroy(void) {
  sheet_engine *e = NULL;
  sheet_id id;
  OK(sheet_engine_create(&e));
  OK(sheet_engine_set_viewport(e, PHONE_VIEWPORT));
  OK(sheet_create(e, NULL, &id));
  OK(sheet_present(e, id, 0, 1.0));
  OK(sheet_engine_tick(e, 1.1));
  sheet_engine_destroy(e);
}

int main(int argc, char **argv) {
  long i;
  if (argc == 3 && !strcmp(argv[1], "--cycles")) {
    long n = atol(argv[2]);
    for (i = 0; i < n; i++) cycle((unsigned)i);
    printf("cycles: %ld, failed calls: %d\n", n, failures);
    return failures ? 1 : 0;
  }
  if (argc == 3 && !strcmp(argv[1], "--rss")) {
    long n = atol(argv[2]), before, after;
    double t0 = fz_seconds();
    for (i = 0; i < 1000; i++) create_destroy();
    before = fz_rss_kib();
    for (i = 0; i < n; i++) create_destroy();
    after = fz_rss_kib();
    printf("engine create/destroy cycles: %ld in %.1f s; RSS before %ld KiB, after %ld KiB "
           "(%+ld KiB)\n", n, fz_seconds() - t0, before, after, after - before);
    if (failures || before < 0 || after - before > 1024) {
      printf("RESULT: FAIL\n");
      return 1;
    }
    printf("RESULT: PASS\n");
    return 0;
  }
  fprintf(stderr, "usage: sheet-leak-loop --cycles N | --rss N\n");
  return 2;
}
