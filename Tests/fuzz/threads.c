/*
 * sheet-threads — libsheet's thread rule under load: many threads drive their own
 * engines at once (sheets updated, on every side and in every wide layout, keyboards,
 * focused fields, back gestures and layout directions among their calls), register
 * animators (and load plugins) into different engines at
 * once, hand engines to one another (one thread at a time per engine, through a
 * mutex), and call the any-thread functions all the while. Every thread's session is
 * deterministic, so its result must equal the one computed on one thread first.
 * Built a second time with -fsanitize=thread (tsan_threads).
 *
 *   sheet-threads [--threads N] [--rounds N]
 */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE

#include <pthread.h>

#include "fuzz_common.h"
#include "linear_animator.h"
#include "phone_fixture.h"

#ifndef SHEET_FUZZ_PLUGIN_DIRS
#define SHEET_FUZZ_PLUGIN_DIRS ""
#endif

static char *g_plugins[16];
static int g_nplugins;
static int g_rounds = 40;

/* One deterministic session on engine e; returns a digest of its frames and events. */
static double session(sheet_engine *e, unsigned seed, int *errors) {
  fz_rng r = fz_seeded(seed, 7);
  sheet_animator_vtable vt;
  sheet_config cfg;
  const sheet_detent detents[3] = {
      {SHEET_DETENT_FRACTION, 0.3}, {SHEET_DETENT_FRACTION, 0.6}, {SHEET_DETENT_FRACTION, 0.9}};
  sheet_id s[3];
  char name[32];
  double t = 0, digest = 0;
  int i, k;
  sheet_event ev;
  snprintf(name, sizeof name, "thr.lin.%u", seed % 3);
  fz_linear_vtable(&vt, name);
  if (sheet_engine_register_animator(e, &vt, NULL) != SHEET_OK) (*errors)++;
  for (i = 0; i < g_nplugins; i++) (void)sheet_engine_load_plugin(e, g_plugins[i]);
  if (sheet_engine_set_viewport(e, PHONE_VIEWPORT) != SHEET_OK) (*errors)++;
  sheet_config_init(&cfg);
  cfg.present.animator = name;
  for (i = 0; i < 3; i++) {
    cfg.stack = i;
    if (sheet_create(e, &cfg, &s[i]) != SHEET_OK) (*errors)++;
  }
  for (k = 0; k < 200; k++) {
    sheet_id id = s[fz_below(&r, 3)];
    int32_t hit;
    t += 1.0 / 60.0;
    switch (fz_below(&r, 7)) {
    case 0: (void)sheet_present(e, id, 0, t); break;
    case 1: (void)sheet_dismiss(e, id, t); break;
    case 2:
      (void)sheet_pointer_down(e, id, 100, 500, t, &hit);
      (void)sheet_pointer_move(e, id, 100, 560, t + 0.005);
      (void)sheet_pointer_up(e, id, 100, 620, t + 0.01);
      break;
    case 3: /* one detent or three, the page behind receding or not, any keyboard
               behaviour, a footer or none */
      cfg.detents = fz_chance(&r, 0.5) ? NULL : detents;
      cfg.detent_count = cfg.detents ? 3 : 0;
      cfg.scales_background = (int32_t)fz_below(&r, 2);
      cfg.keyboard = (int32_t)fz_below(&r, 3);
      cfg.footer_height = fz_chance(&r, 0.5) ? 56 : 0;
      /* any side, floating or not, a column or not, a wide layout past 300 points */
      cfg.edge = (int32_t)fz_below(&r, 4);
      cfg.edge_inset = fz_chance(&r, 0.3) ? 16 : 0;
      cfg.max_cross_size = fz_chance(&r, 0.3) ? 280 : 0;
      cfg.cross_alignment = (int32_t)fz_below(&r, 3);
      cfg.wide_layout = (int32_t)fz_below(&r, 4);
      cfg.wide_threshold = 300;
      if (sheet_update(e, id, &cfg, t) != SHEET_OK) (*errors)++;
      break;
    case 4: /* a field focused, a keyboard up or gone */
      (void)sheet_set_focus(e, id, 300, 40, t);
      if (sheet_engine_set_obstruction(e, fz_chance(&r, 0.5) ? 0 : 320, t) != SHEET_OK) (*errors)++;
      break;
    case 5: /* a back gesture, cancelled or committed */
      (void)sheet_back_begin(e, id, t);
      (void)sheet_back_progress(e, id, 0.6, t + 0.005);
      if (fz_chance(&r, 0.5)) (void)sheet_back_commit(e, id, t + 0.01);
      else (void)sheet_back_cancel(e, id, t + 0.01);
      break;
    case 6: /* the other layout direction */
      if (sheet_engine_set_layout_direction(e, (int32_t)fz_below(&r, 2)) != SHEET_OK) (*errors)++;
      break;
    default: break;
    }
    if (sheet_engine_tick(e, t) != SHEET_OK) (*errors)++;
    for (i = 0; i < 3; i++) {
      sheet_frame f;
      memset(&f, 0, sizeof f);
      f.struct_size = sizeof f;
      if (sheet_get_frame(e, s[i], &f) != SHEET_OK) (*errors)++;
      digest += f.top * (i + 1) + f.opacity + f.state + f.background_scale + f.scale + f.footer_top +
                f.content_offset + f.rect.x + f.rect.y * 3 + f.rect.width * 5 + f.rect.height * 7 + f.edge + f.corners;
    }
    memset(&ev, 0, sizeof ev);
    ev.struct_size = sizeof ev;
    while (sheet_engine_poll_event(e, &ev) == 1) digest += ev.type * 0.001;
    /* the any-thread functions */
    if (sheet_status_name(SHEET_ERR_PLUGIN) == NULL || sheet_version_string() == NULL ||
        SHEET_ABI_VERSION_MAJOR(sheet_abi_version()) != SHEET_ABI_VERSION_MAJOR(SHEET_ABI_VERSION))
      (*errors)++;
  }
  return digest;
}

/* engines handed between threads: each slot is used by one thread at a time */
#define SLOTS 4
static pthread_mutex_t g_slot_lock[SLOTS];
static sheet_engine *g_slot[SLOTS];

typedef struct worker {
  pthread_t th;
  int index;
  double expected[8];
  int mismatches, errors;
} worker;

static void *work(void *arg) {
  worker *w = (worker *)arg;
  int round;
  for (round = 0; round < g_rounds; round++) {
    sheet_engine *e = NULL;
    unsigned seed = (unsigned)(w->index * 1000 + round % 8);
    double d;
    if (sheet_engine_create(&e) != SHEET_OK) {
      w->errors++;
      continue;
    }
    d = session(e, seed, &w->errors);
    if (d != w->expected[round % 8]) w->mismatches++;
    sheet_engine_destroy(e);
    {
      /* an engine shared by slot: take it, use it, put it back */
      int slot = (w->index + round) % SLOTS;
      pthread_mutex_lock(&g_slot_lock[slot]);
      if (g_slot[slot]) {
        sheet_id id;
        if (sheet_create(g_slot[slot], NULL, &id) == SHEET_OK) {
          (void)sheet_present(g_slot[slot], id, 0, 1.0 + round);
          (void)sheet_engine_tick(g_slot[slot], 1.5 + round);
          (void)sheet_destroy(g_slot[slot], id);
        } else {
          w->errors++;
        }
      }
      pthread_mutex_unlock(&g_slot_lock[slot]);
    }
  }
  return NULL;
}

int main(int argc, char **argv) {
  int nthreads = 8, i, r, mismatches = 0, errors = 0;
  worker *w;
  double t0 = fz_seconds();
  for (i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--threads") && i + 1 < argc) nthreads = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--rounds") && i + 1 < argc) g_rounds = atoi(argv[++i]);
    else {
      fprintf(stderr, "usage: sheet-threads [--threads N] [--rounds N]\n");
      return 2;
    }
  }
  /* the well-behaved example plugins only: sessions must be deterministic */
  fz_add_plugin_dirs(SHEET_FUZZ_PLUGIN_DIRS, "sheet-", g_plugins, &g_nplugins, 16);
  w = (worker *)calloc((size_t)nthreads, sizeof *w);
  if (!w) return 2;
  for (i = 0; i < nthreads; i++) {
    w[i].index = i;
    for (r = 0; r < 8; r++) {
      sheet_engine *e = NULL;
      if (sheet_engine_create(&e) != SHEET_OK) return 2;
      w[i].expected[r] = session(e, (unsigned)(i * 1000 + r), &errors);
      sheet_engine_destroy(e);
    }
  }
  for (i = 0; i < SLOTS; i++) {
    pthread_mutex_init(&g_slot_lock[i], NULL);
    if (sheet_engine_create(&g_slot[i]) != SHEET_OK) return 2;
    (void)sheet_engine_set_viewport(g_slot[i], PHONE_WIDTH, PHONE_HEIGHT, 0, 0);
  }
  for (i = 0; i < nthreads; i++)
    if (pthread_create(&w[i].th, NULL, work, &w[i]) != 0) return 2;
  for (i = 0; i < nthreads; i++) {
    pthread_join(w[i].th, NULL);
    mismatches += w[i].mismatches;
    errors += w[i].errors;
  }
  for (i = 0; i < SLOTS; i++) sheet_engine_destroy(g_slot[i]);
  printf("threads: %d x %d sessions (%d plugin files), %d results differing from the "
         "single-thread run, %d failed calls, %.1f s\n",
         nthreads, g_rounds, g_nplugins, mismatches, errors, fz_seconds() - t0);
  printf("RESULT: %s\n", mismatches || errors ? "FAIL" : "PASS");
  return mismatches || errors ? 1 : 0;
}
