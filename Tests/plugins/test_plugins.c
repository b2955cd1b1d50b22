/*
 * test_plugins.c — animator backends through the C ABI: plugin loading (and every way
 * it can fail), host-registered animators, parameter validation, frames driven by a
 * plugin animator, the engine cutting off misbehaving animators, the built-in fade and
 * slide, reduce motion, and plugin log lines.
 *
 * TEST_PLUGIN_DIR     directory of the test plugins (Tests/plugins/<name>.c -> <name>.so)
 * TEST_SCRATCH_DIR    a writable directory for files made at test time
 * EXAMPLE_PLUGIN_DIR  directory of sheet-zoom.so and sheet-bounce.so (optional)
 */
#define _POSIX_C_SOURCE 200809L

#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "sheet.h"
#include "tp_stats.h"

#ifndef TEST_PLUGIN_DIR
#error "TEST_PLUGIN_DIR must name the directory of the test plugins"
#endif
#ifndef TEST_SCRATCH_DIR
#define TEST_SCRATCH_DIR "/tmp"
#endif

#define HZ 60.0
#define VIEW_W 400.0
#define VIEW_H 800.0
#define DETENT_TOP 400.0    /* the one POINTS 400 detent of make_sheet */
#define BACKDROP 0.4        /* sheet_config's default backdrop_alpha */
#define PI 3.14159265358979323846

/* ------------------------------------------------------------------ helpers */

static char path_buf[8][1024];
static int path_next = 0;

/* TEST_PLUGIN_DIR/<name>.so, in a small ring of buffers. */
static const char *tp_path(const char *name) {
  char *p = path_buf[path_next++ % 8];
  snprintf(p, sizeof path_buf[0], "%s/%s.so", TEST_PLUGIN_DIR, name);
  return p;
}

static tp_stats *stats_of(const char *name) {
  void *h = dlopen(tp_path(name), RTLD_NOW | RTLD_NOLOAD);
  void *sym;
  if (h == NULL) {
    CHECK_MSG(0, "%s is not loaded: %s", tp_path(name), dlerror());
    return NULL;
  }
  sym = dlsym(h, "tp_stats_data");
  CHECK_MSG(sym != NULL, "%s exports no tp_stats_data", name);
  return (tp_stats *)sym;
}

static int contains(const char *hay, const char *needle) {
  return hay != NULL && needle != NULL && strstr(hay, needle) != NULL;
}

#define CHECK_CONTAINS(hay, needle)                                                        \
  CHECK_MSG(contains((hay), (needle)), "\"%s\" does not contain \"%s\"", (hay) ? (hay) : "", \
            (needle))

static sheet_engine *new_engine(void) {
  sheet_engine *e = NULL;
  if (sheet_engine_create(&e) != SHEET_OK || e == NULL) {
    CHECK_MSG(0, "sheet_engine_create failed");
    check_done();
    exit(1);
  }
  CHECK_STATUS_E(e, sheet_engine_set_viewport(e, VIEW_W, VIEW_H, 0, 0), SHEET_OK);
  return e;
}

/* A sheet with one POINTS 400 detent (top 400) whose present, dismiss and settle use
 * `animator` (NULL: the defaults) with `params`. */
static sheet_id make_sheet(sheet_engine *e, const char *animator, const sheet_param *params,
                           size_t count) {
  static const sheet_detent detent = {SHEET_DETENT_POINTS, 400};
  sheet_config c;
  sheet_id id = 0;
  sheet_config_init(&c);
  c.detents = &detent;
  c.detent_count = 1;
  c.present.animator = animator;
  c.present.params = params;
  c.present.param_count = count;
  c.dismiss = c.present;
  c.settle = c.present;
  CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_OK);
  return id;
}

static double tick_time(double t0, long k) { return t0 + (double)k / HZ; }

/* Ticks at HZ from t0 until the engine stops animating (at most `limit` seconds);
 * returns the last tick's time. */
static double settle_all(sheet_engine *e, double t0, double limit) {
  long k;
  double t = t0;
  for (k = 1; k <= (long)(limit * HZ) + 1; k++) {
    int32_t animating = 1;
    t = tick_time(t0, k);
    if (sheet_engine_tick(e, t) != SHEET_OK) {
      CHECK_MSG(0, "tick(%g): %s", t, sheet_engine_last_error(e));
      break;
    }
    sheet_engine_is_animating(e, &animating);
    if (!animating) return t;
  }
  CHECK_MSG(0, "still animating %g s after %g", limit, t0);
  return t;
}

static int frame_finite(const sheet_frame *f) {
  return isfinite(f->top) && isfinite(f->opacity) && isfinite(f->backdrop_alpha) &&
         isfinite(f->scale) && isfinite(f->velocity) && f->scale > 0;
}

/* ------------------------------------------------------------------ log capture */

typedef struct log_capture {
  int count;
  int levels[16];
  char lines[16][256];
} log_capture;

static void capture_log(void *user_data, int32_t level, const char *message) {
  log_capture *c = (log_capture *)user_data;
  if (c->count < 16) {
    c->levels[c->count] = level;
    snprintf(c->lines[c->count], sizeof c->lines[0], "%s", message ? message : "(NULL)");
  }
  c->count++;
}

/* ------------------------------------------------------------------ load failures */

typedef struct load_case {
  const char *plugin;
  sheet_status status;
  const char *must_name[2]; /* words last_error must contain besides the path */
  const char *registered_first; /* an animator the plugin registered before failing */
} load_case;

static void test_load_failures(void) {
  static const load_case cases[] = {
      {"bad_abi", SHEET_ERR_ABI_MISMATCH, {"ABI", NULL}, "test.bad_abi.ok"},
      {"small_struct", SHEET_ERR_ABI_MISMATCH, {"struct_size", NULL}, "test.small_struct.ok"},
      {"dup_name", SHEET_ERR_ALREADY_EXISTS, {"\"spring\"", NULL}, "test.dup_name.ok"},
      {"bad_spec_null_name", SHEET_ERR_INVALID_ARGUMENT, {"parameter 1", NULL},
       "test.bad_spec_null_name.ok"},
      {"bad_spec_dup_names", SHEET_ERR_INVALID_ARGUMENT, {"\"duration\"", NULL},
       "test.bad_spec_dup_names.ok"},
      {"bad_spec_min_gt_max", SHEET_ERR_INVALID_ARGUMENT, {"\"stiffness\"", NULL},
       "test.bad_spec_min_gt_max.ok"},
      {"bad_spec_default_outside", SHEET_ERR_INVALID_ARGUMENT, {"\"stiffness\"", NULL},
       "test.bad_spec_default_outside.ok"},
      {"init_fails", SHEET_ERR_PLUGIN, {"sheet_plugin_init", NULL}, "test.init_fails.ok"},
      {"partial", SHEET_ERR_ALREADY_EXISTS, {"\"test.partial.ok\"", NULL}, "test.partial.ok"},
  };
  size_t i;
  CHECK_SECTION("load failures: registration and init");
  for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    const load_case *lc = &cases[i];
    sheet_engine *e = new_engine();
    size_t before = sheet_engine_animator_count(e);
    const char *path = tp_path(lc->plugin);
    const char *msg;
    tp_stats *s;
    long releases = 0;
    sheet_id id = 99;
    sheet_config c;
    size_t k;
    printf("  %s\n", lc->plugin);
    CHECK_STATUS_E(e, sheet_engine_load_plugin(e, path), lc->status);
    msg = sheet_engine_last_error(e);
    CHECK_CONTAINS(msg, path);
    for (k = 0; k < 2; k++)
      if (lc->must_name[k]) CHECK_CONTAINS(msg, lc->must_name[k]);
    CHECK(sheet_engine_animator_count(e) == before);
    CHECK(before == 3);
    for (k = 0; k < sheet_engine_animator_count(e); k++)
      CHECK(!contains(sheet_engine_animator_name(e, k), "test."));
    s = stats_of(lc->plugin);
    if (s) CHECK(s->inits >= 1);
    if (s) releases = s->releases;
    /* what the plugin registered before failing is gone */
    sheet_config_init(&c);
    c.present.animator = lc->registered_first;
    CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_ERR_NOT_FOUND);
    CHECK_CONTAINS(sheet_engine_last_error(e), lc->registered_first);
    /* the engine still works and can load a good plugin afterwards */
    CHECK_STATUS_E(e, sheet_engine_load_plugin(e, tp_path("formula")), SHEET_OK);
    CHECK(sheet_engine_animator_count(e) == before + 1);
    CHECK_STR(sheet_engine_animator_name(e, before), "test.formula");
    sheet_engine_destroy(e);
    /* a registration rolled back is never released: the plugin keeps its data */
    if (s) CHECK_MSG(s->releases == releases, "%s: %ld release(s) of a rolled-back registration",
                     lc->plugin, s->releases - releases);
  }
}

static void test_load_file_failures(void) {
  sheet_engine *e;
  size_t before;
  const char *path;
  const char *msg;
  char text_path[1024];
  char expected_dlerror[1024];
  FILE *f;
  void *h;

  CHECK_SECTION("load failures: files");
  e = new_engine();
  before = sheet_engine_animator_count(e);

  /* a .so without sheet_plugin_init: the message has dlsym's own error text */
  path = tp_path("no_init");
  CHECK_STATUS_E(e, sheet_engine_load_plugin(e, path), SHEET_ERR_PLUGIN);
  msg = sheet_engine_last_error(e);
  CHECK_CONTAINS(msg, path);
  CHECK_CONTAINS(msg, "sheet_plugin_init");
  h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  CHECK(h != NULL);
  if (h) {
    const char *err;
    dlerror();
    CHECK(dlsym(h, "sheet_plugin_init") == NULL);
    err = dlerror();
    snprintf(expected_dlerror, sizeof expected_dlerror, "%s", err ? err : "?");
    CHECK_CONTAINS(sheet_engine_last_error(e), expected_dlerror);
  }
  CHECK(sheet_engine_animator_count(e) == before);

#if defined(__ELF__)
  /* a sheet_plugin_init that resolves to NULL, with no error from the dynamic linker:
   * refused (never called), and the sentence says there is no detail */
  path = tp_path("null_init");
  CHECK_STATUS_E(e, sheet_engine_load_plugin(e, path), SHEET_ERR_PLUGIN);
  msg = sheet_engine_last_error(e);
  CHECK_CONTAINS(msg, path);
  CHECK_CONTAINS(msg, "has no symbol sheet_plugin_init: no further detail from the dynamic linker");
  CHECK(sheet_engine_animator_count(e) == before);
#endif

  /* a missing file */
  path = TEST_SCRATCH_DIR "/no-such-plugin.so";
  remove(path);
  CHECK_STATUS_E(e, sheet_engine_load_plugin(e, path), SHEET_ERR_PLUGIN);
  msg = sheet_engine_last_error(e);
  CHECK_CONTAINS(msg, path);
  CHECK_CONTAINS(msg, "sheet_plugin_init");
  CHECK(dlopen(path, RTLD_NOW | RTLD_LOCAL) == NULL);
  snprintf(expected_dlerror, sizeof expected_dlerror, "%s", dlerror());
  CHECK_CONTAINS(sheet_engine_last_error(e), expected_dlerror);
  CHECK(sheet_engine_animator_count(e) == before);

  /* a text file: not a shared object */
  snprintf(text_path, sizeof text_path, "%s/not-a-plugin.so", TEST_SCRATCH_DIR);
  f = fopen(text_path, "w");
  CHECK(f != NULL);
  if (f) {
    fputs("this is a text file, not a shared object\n", f);
    fclose(f);
    CHECK_STATUS_E(e, sheet_engine_load_plugin(e, text_path), SHEET_ERR_PLUGIN);
    msg = sheet_engine_last_error(e);
    CHECK_CONTAINS(msg, text_path);
    CHECK_CONTAINS(msg, "sheet_plugin_init");
    CHECK(dlopen(text_path, RTLD_NOW | RTLD_LOCAL) == NULL);
    snprintf(expected_dlerror, sizeof expected_dlerror, "%s", dlerror());
    CHECK_CONTAINS(sheet_engine_last_error(e), expected_dlerror);
    CHECK(sheet_engine_animator_count(e) == before);
    remove(text_path);
  }

  /* bad arguments */
  CHECK_STATUS_E(e, sheet_engine_load_plugin(e, NULL), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(e, sheet_engine_load_plugin(e, ""), SHEET_ERR_INVALID_ARGUMENT);
  CHECK(sheet_engine_load_plugin(NULL, tp_path("formula")) == SHEET_ERR_INVALID_ARGUMENT);
  CHECK(sheet_engine_animator_count(e) == before);

  /* the same plugin twice into one engine: the second load finds its name taken */
  CHECK_STATUS_E(e, sheet_engine_load_plugin(e, tp_path("formula")), SHEET_OK);
  CHECK(sheet_engine_animator_count(e) == before + 1);
  CHECK_STATUS_E(e, sheet_engine_load_plugin(e, tp_path("formula")), SHEET_ERR_ALREADY_EXISTS);
  CHECK_CONTAINS(sheet_engine_last_error(e), "test.formula");
  CHECK(sheet_engine_animator_count(e) == before + 1);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------ host table misuse */

/* A plugin that calls register_animator with a NULL host_data gets
 * SHEET_ERR_INVALID_ARGUMENT back, and its load goes on; log calls with a NULL host_data
 * or a NULL message deliver nothing, levels outside SHEET_LOG_* arrive as the nearest.
 * What it registers properly afterwards works. */
static void test_host_misuse(void) {
  sheet_engine *e;
  log_capture log;
  char expected[128];
  sheet_id id;
  sheet_frame f;
  double t;
  tp_stats *s;
  CHECK_SECTION("host table: misuse by a plugin");
  e = new_engine();
  memset(&log, 0, sizeof log);
  CHECK_STATUS_E(e, sheet_engine_set_log_handler(e, capture_log, &log), SHEET_OK);
  CHECK_STATUS_E(e, sheet_engine_load_plugin(e, tp_path("hostile_host")), SHEET_OK);
  CHECK(sheet_engine_animator_count(e) == 4);
  CHECK_STR(sheet_engine_animator_name(e, 3), "test.hostile_host");
  CHECK(log.count == 4);
  CHECK_STR(log.lines[0], "hostile_host: level 99");
  CHECK(log.levels[0] == SHEET_LOG_ERROR);
  CHECK_STR(log.lines[1], "hostile_host: level -5");
  CHECK(log.levels[1] == SHEET_LOG_DEBUG);
  snprintf(expected, sizeof expected, "register_animator(NULL host_data)=%d", (int)SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STR(log.lines[3], expected);
  CHECK(log.levels[3] == SHEET_LOG_INFO);
  id = make_sheet(e, "test.hostile_host", NULL, 0);
  CHECK_STATUS_E(e, sheet_present(e, id, 0, 0), SHEET_OK);
  t = settle_all(e, 0, 5);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_RESTING);
  CHECK_NEAR(f.top, DETENT_TOP, 0);
  CHECK_NEAR(t, 0.5, 1e-9); /* the default duration of the linear animator */
  s = stats_of("hostile_host");
  if (s) CHECK(s->creates == 1 && s->live == 0 && s->bad_destroys == 0);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------ registry queries */

static void check_spec(sheet_engine *e, size_t a, size_t p, const char *name, double def,
                       double lo, double hi) {
  sheet_param_spec s;
  memset(&s, 0, sizeof s);
  CHECK_STATUS_E(e, sheet_engine_animator_param(e, a, p, &s), SHEET_OK);
  CHECK_STR(s.name, name);
  CHECK_NEAR(s.default_value, def, 0);
  CHECK_NEAR(s.min_value, lo, 0);
  CHECK_NEAR(s.max_value, hi, 0);
}

static void test_builtin_registry(void) {
  sheet_engine *e;
  sheet_param_spec s;
  CHECK_SECTION("registry: built-ins and queries");
  e = new_engine();
  CHECK(sheet_engine_animator_count(e) == 3);
  CHECK_STR(sheet_engine_animator_name(e, 0), "spring");
  CHECK_STR(sheet_engine_animator_name(e, 1), "slide");
  CHECK_STR(sheet_engine_animator_name(e, 2), "fade");
  CHECK(sheet_engine_animator_param_count(e, 0) == 2);
  CHECK(sheet_engine_animator_param_count(e, 1) == 2);
  CHECK(sheet_engine_animator_param_count(e, 2) == 1);
  check_spec(e, 0, 0, "response", 0.35, 0.01, 10);
  check_spec(e, 0, 1, "damping_ratio", 1, 0.05, 10);
  check_spec(e, 1, 0, "duration", 0.3, 0, 10);
  check_spec(e, 1, 1, "curve", -1, -1, 3);
  check_spec(e, 2, 0, "duration", 0.25, 0, 10);
  CHECK(sheet_engine_animator_name(e, 3) == NULL);
  CHECK(sheet_engine_animator_param_count(e, 3) == 0);
  CHECK(sheet_engine_animator_name(NULL, 0) == NULL);
  CHECK(sheet_engine_animator_count(NULL) == 0);
  CHECK(sheet_engine_animator_param_count(NULL, 0) == 0);
  CHECK_STATUS_E(e, sheet_engine_animator_param(e, 3, 0, &s), SHEET_ERR_NOT_FOUND);
  CHECK_STATUS_E(e, sheet_engine_animator_param(e, 2, 1, &s), SHEET_ERR_NOT_FOUND);
  CHECK_STATUS_E(e, sheet_engine_animator_param(e, 0, 0, NULL), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(e, sheet_engine_set_max_motion_duration(e, 0), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(e, sheet_engine_set_max_motion_duration(e, -1), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(e, sheet_engine_set_max_motion_duration(e, NAN), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(e, sheet_engine_set_max_motion_duration(e, INFINITY),
                 SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(e, sheet_engine_set_max_motion_duration(e, 2.5), SHEET_OK);
  CHECK_STATUS_E(e, sheet_engine_set_reduce_motion(e, 2), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(e, sheet_engine_set_log_handler(e, NULL, NULL), SHEET_OK);
  CHECK(sheet_engine_set_log_handler(NULL, capture_log, NULL) == SHEET_ERR_INVALID_ARGUMENT);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------ host animators */

typedef struct host_inst {
  sheet_motion m;
  double duration;
  int zero_scale; /* report scale 0 after 0.05 s */
} host_inst;

static long host_creates = 0, host_destroys = 0;
static void *host_seen_plugin_data = NULL;

static sheet_status host_create(void *plugin_data, const sheet_motion *m, const double *v,
                                void **out) {
  host_inst *h;
  if (m == NULL || v == NULL || out == NULL) return SHEET_ERR_INVALID_ARGUMENT;
  h = (host_inst *)malloc(sizeof *h);
  if (h == NULL) return SHEET_ERR_CAPACITY;
  h->m = *m;
  h->duration = v[0];
  h->zero_scale = plugin_data != NULL && *(const int *)plugin_data == 1;
  host_seen_plugin_data = plugin_data;
  host_creates++;
  *out = h;
  return SHEET_OK;
}

static sheet_status host_sample(void *instance, double elapsed, sheet_visual *out, double *vel,
                                int32_t *fin) {
  const host_inst *h = (const host_inst *)instance;
  double p;
  if (h == NULL || out == NULL || vel == NULL || fin == NULL) return SHEET_ERR_INVALID_ARGUMENT;
  p = elapsed / h->duration;
  if (p >= 1) {
    *out = h->m.to;
    *vel = 0;
    *fin = 1;
    return SHEET_OK;
  }
  out->top = h->m.from.top + (h->m.to.top - h->m.from.top) * p;
  out->opacity = 1;
  out->backdrop_alpha = h->m.from.backdrop_alpha +
                        (h->m.to.backdrop_alpha - h->m.from.backdrop_alpha) * p;
  out->scale = h->zero_scale && elapsed > 0.05 ? 0.0 : 1.0;
  *vel = (h->m.to.top - h->m.from.top) / h->duration;
  *fin = 0;
  return SHEET_OK;
}

static void host_destroy(void *instance) {
  host_destroys++;
  free(instance);
}

static const sheet_param_spec host_params[1] = {{"duration", 0.3, 0.05, 2}};

static sheet_animator_vtable host_vtable(const char *name) {
  sheet_animator_vtable vt;
  memset(&vt, 0, sizeof vt);
  vt.struct_size = sizeof vt;
  vt.abi_version = SHEET_ABI_VERSION;
  vt.name = name;
  vt.params = host_params;
  vt.param_count = 1;
  vt.create = host_create;
  vt.sample = host_sample;
  vt.destroy = host_destroy;
  return vt;
}

/* release, for the in-process vtables: counts the calls per plugin data, and the
 * instances still alive at each. */
static long host_releases = 0, host_live_at_release = 0;
static void *host_released_data = NULL;

static void host_release(void *plugin_data) {
  host_releases++;
  host_live_at_release = host_creates - host_destroys;
  host_released_data = plugin_data;
}

/* A vtable from a later minor version: more fields at the end. */
typedef struct future_vtable {
  sheet_animator_vtable v1;
  void (*reserved_fn)(void);
  uint64_t reserved;
} future_vtable;

static void test_register_from_c(void) {
  static int marker = 7;
  sheet_engine *e;
  sheet_animator_vtable vt;
  sheet_param_spec many[SHEET_MAX_PARAMS + 1];
  sheet_param_spec bad[2];
  future_vtable fv;
  char name_buf[32];
  char many_names[SHEET_MAX_PARAMS + 1][8];
  size_t n, i;
  sheet_id id = 0;
  sheet_frame f;

  CHECK_SECTION("register_animator from C");
  e = new_engine();
  n = sheet_engine_animator_count(e);

  vt = host_vtable("host.linear");
  CHECK(sheet_engine_register_animator(NULL, &vt, NULL) == SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(e, sheet_engine_register_animator(e, NULL, NULL), SHEET_ERR_INVALID_ARGUMENT);
  vt.name = NULL;
  CHECK_STATUS_E(e, sheet_engine_register_animator(e, &vt, NULL), SHEET_ERR_INVALID_ARGUMENT);
  vt.name = "";
  CHECK_STATUS_E(e, sheet_engine_register_animator(e, &vt, NULL), SHEET_ERR_INVALID_ARGUMENT);
  vt = host_vtable("host.linear");
  vt.create = NULL;
  CHECK_STATUS_E(e, sheet_engine_register_animator(e, &vt, NULL), SHEET_ERR_INVALID_ARGUMENT);
  vt = host_vtable("host.linear");
  vt.sample = NULL;
  CHECK_STATUS_E(e, sheet_engine_register_animator(e, &vt, NULL), SHEET_ERR_INVALID_ARGUMENT);
  vt = host_vtable("host.linear");
  vt.destroy = NULL;
  CHECK_STATUS_E(e, sheet_engine_register_animator(e, &vt, NULL), SHEET_ERR_INVALID_ARGUMENT);
  vt = host_vtable("host.linear");
  vt.struct_size = (uint32_t)offsetof(sheet_animator_vtable, destroy);
  CHECK_STATUS_E(e, sheet_engine_register_animator(e, &vt, NULL), SHEET_ERR_ABI_MISMATCH);
  vt.struct_size = 0;
  CHECK_STATUS_E(e, sheet_engine_register_animator(e, &vt, NULL), SHEET_ERR_ABI_MISMATCH);
  vt = host_vtable("host.linear");
  vt.abi_version = 0x00020000u;
  CHECK_STATUS_E(e, sheet_engine_register_animator(e, &vt, NULL), SHEET_ERR_ABI_MISMATCH);
  vt.abi_version = 0;
  CHECK_STATUS_E(e, sheet_engine_register_animator(e, &vt, NULL), SHEET_ERR_ABI_MISMATCH);
  vt = host_vtable("host.linear");
  vt.params = NULL;
  CHECK_STATUS_E(e, sheet_engine_register_animator(e, &vt, NULL), SHEET_ERR_INVALID_ARGUMENT);
  for (i = 0; i < SHEET_MAX_PARAMS + 1; i++) {
    snprintf(many_names[i], sizeof many_names[i], "p%lu", (unsigned long)i);
    many[i].name = many_names[i];
    many[i].default_value = 0;
    many[i].min_value = 0;
    many[i].max_value = 1;
  }
  vt = host_vtable("host.linear");
  vt.params = many;
  vt.param_count = SHEET_MAX_PARAMS + 1;
  CHECK_STATUS_E(e, sheet_engine_register_animator(e, &vt, NULL), SHEET_ERR_INVALID_ARGUMENT);
  bad[0] = host_params[0];
  bad[1].name = "k";
  bad[1].default_value = 1;
  bad[1].min_value = -INFINITY;
  bad[1].max_value = 2;
  vt.params = bad;
  vt.param_count = 2;
  CHECK_STATUS_E(e, sheet_engine_register_animator(e, &vt, NULL), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_CONTAINS(sheet_engine_last_error(e), "\"k\"");
  bad[1].min_value = 0;
  bad[1].default_value = NAN;
  CHECK_STATUS_E(e, sheet_engine_register_animator(e, &vt, NULL), SHEET_ERR_INVALID_ARGUMENT);
  bad[1].name = "";
  bad[1].default_value = 1;
  CHECK_STATUS_E(e, sheet_engine_register_animator(e, &vt, NULL), SHEET_ERR_INVALID_ARGUMENT);
  vt = host_vtable("fade");
  CHECK_STATUS_E(e, sheet_engine_register_animator(e, &vt, NULL), SHEET_ERR_ALREADY_EXISTS);
  CHECK_CONTAINS(sheet_engine_last_error(e), "\"fade\"");
  CHECK(sheet_engine_animator_count(e) == n);

  /* a good one, with a name in a buffer that is overwritten afterwards */
  snprintf(name_buf, sizeof name_buf, "host.linear");
  vt = host_vtable(name_buf);
  vt.params = many; /* the maximum count, every spec valid */
  vt.param_count = SHEET_MAX_PARAMS;
  many[0] = host_params[0];
  CHECK_STATUS_E(e, sheet_engine_register_animator(e, &vt, &marker), SHEET_OK);
  memset(name_buf, 'x', sizeof name_buf - 1);
  many[0].name = "changed";
  CHECK(sheet_engine_animator_count(e) == n + 1);
  CHECK_STR(sheet_engine_animator_name(e, n), "host.linear");
  CHECK(sheet_engine_animator_param_count(e, n) == SHEET_MAX_PARAMS);
  check_spec(e, n, 0, "duration", 0.3, 0.05, 2);
  check_spec(e, n, 15, "p15", 0, 0, 1);
  vt = host_vtable("host.linear");
  CHECK_STATUS_E(e, sheet_engine_register_animator(e, &vt, NULL), SHEET_ERR_ALREADY_EXISTS);

  /* a later minor version with a larger struct is accepted */
  memset(&fv, 0, sizeof fv);
  fv.v1 = host_vtable("host.future");
  fv.v1.struct_size = sizeof fv;
  fv.v1.abi_version = SHEET_ABI_VERSION + 5;
  CHECK_STATUS_E(e, sheet_engine_register_animator(e, &fv.v1, NULL), SHEET_OK);
  CHECK(sheet_engine_animator_count(e) == n + 2);

  /* it drives a sheet; plugin_data reaches create unchanged */
  {
    sheet_param p = {"duration", 0.5};
    host_creates = host_destroys = 0;
    id = make_sheet(e, "host.linear", &p, 1);
    CHECK_STATUS_E(e, sheet_present(e, id, 0, 0), SHEET_OK);
    CHECK(host_creates == 1);
    CHECK(host_seen_plugin_data == &marker);
    CHECK_STATUS_E(e, sheet_engine_tick(e, 0.25), SHEET_OK);
    f = frame_of(e, id);
    CHECK_NEAR(f.top, VIEW_H + (DETENT_TOP - VIEW_H) * 0.5, 1e-9);
    CHECK_NEAR(f.velocity, (DETENT_TOP - VIEW_H) / 0.5, 1e-9);
    CHECK_STATUS_E(e, sheet_engine_tick(e, 0.5), SHEET_OK);
    f = frame_of(e, id);
    CHECK(f.state == SHEET_STATE_RESTING);
    CHECK_NEAR(f.top, DETENT_TOP, 0);
    CHECK(host_destroys == 1);
    /* destroying the engine mid-motion destroys the running instance */
    CHECK_STATUS_E(e, sheet_dismiss(e, id, 1.0), SHEET_OK);
    CHECK(host_creates == 2);
    CHECK_STATUS_E(e, sheet_engine_tick(e, 1.1), SHEET_OK);
  }
  sheet_engine_destroy(e);
  CHECK(host_destroys == 2);
}

/* ------------------------------------------------------------------ formula frames */

typedef struct expect_linear {
  sheet_visual from, to;
  double duration, power;
} expect_linear;

static sheet_visual linear_at(const expect_linear *x, double elapsed, double *vel, int *fin) {
  double p = elapsed > 0 ? elapsed / x->duration : 0, q;
  sheet_visual v;
  if (p >= 1) {
    *vel = 0;
    *fin = 1;
    return x->to;
  }
  q = pow(p, x->power);
  v.top = x->from.top + (x->to.top - x->from.top) * q;
  v.opacity = x->from.opacity + (x->to.opacity - x->from.opacity) * q;
  v.backdrop_alpha = x->from.backdrop_alpha + (x->to.backdrop_alpha - x->from.backdrop_alpha) * q;
  v.scale = x->from.scale + (x->to.scale - x->from.scale) * q;
  *vel = (x->to.top - x->from.top) * x->power * pow(p, x->power - 1) / x->duration;
  *fin = 0;
  return v;
}

static void check_motion(const sheet_motion *m, int32_t kind, sheet_visual from,
                         sheet_visual to, double velocity) {
  CHECK(m->struct_size == sizeof(sheet_motion));
  CHECK(m->kind == kind);
  CHECK_NEAR(m->from.top, from.top, 1e-9);
  CHECK_NEAR(m->from.opacity, from.opacity, 1e-9);
  CHECK_NEAR(m->from.backdrop_alpha, from.backdrop_alpha, 1e-9);
  CHECK_NEAR(m->from.scale, from.scale, 1e-9);
  CHECK_NEAR(m->to.top, to.top, 1e-9);
  CHECK_NEAR(m->to.opacity, to.opacity, 1e-9);
  CHECK_NEAR(m->to.backdrop_alpha, to.backdrop_alpha, 1e-9);
  CHECK_NEAR(m->to.scale, to.scale, 1e-9);
  CHECK_NEAR(m->velocity, velocity, 1e-9);
  CHECK_NEAR(m->viewport_height, VIEW_H, 0);
}

/* Ticks a formula motion from t0 and checks every frame against linear_at; returns the
 * time of the tick at which it finished. */
static double follow_formula(sheet_engine *e, sheet_id id, double t0, const expect_linear *x,
                             int32_t moving_state, int32_t final_state) {
  long k;
  int mismatches = 0;
  for (k = 1; k <= (long)(x->duration * HZ) + 2; k++) {
    double t = tick_time(t0, k), vel;
    int fin;
    sheet_visual v = linear_at(x, t - t0, &vel, &fin);
    sheet_frame f;
    CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
    f = frame_of(e, id);
    if (fabs(f.top - v.top) > 1e-6 || fabs(f.opacity - v.opacity) > 1e-6 ||
        fabs(f.backdrop_alpha - v.backdrop_alpha) > 1e-6 || fabs(f.scale - v.scale) > 1e-6 ||
        fabs(f.velocity - vel) > 1e-6 || f.state != (fin ? final_state : moving_state)) {
      if (mismatches++ < 5)
        printf("  t=%.6f got top %.9f op %.6f bd %.6f sc %.6f v %.6f state %s; "
               "expected %.9f %.6f %.6f %.6f %.6f %s\n",
               t - t0, f.top, f.opacity, f.backdrop_alpha, f.scale, f.velocity,
               check_state_name(f.state), v.top, v.opacity, v.backdrop_alpha, v.scale, vel,
               check_state_name(fin ? final_state : moving_state));
    }
    if (fin) {
      CHECK_MSG(mismatches == 0, "%d frames differ from the formula", mismatches);
      return t;
    }
  }
  CHECK_MSG(0, "the formula motion did not finish in time");
  return t0;
}

static void test_formula_frames(void) {
  const sheet_visual hidden = {VIEW_H, 1, 0, 1};
  const sheet_visual rest = {DETENT_TOP, 1, BACKDROP, 1};
  sheet_param p[2] = {{"duration", 0.4}, {"power", 2}};
  sheet_engine *e;
  sheet_id id;
  tp_stats *s;
  ev_log *log = (ev_log *)calloc(1, sizeof *log);
  expect_linear x;
  double t_end, t_dis;
  sheet_frame f;
  long creates0, destroys0;

  CHECK_SECTION("plugin animator drives present and dismiss (formula)");
  e = new_engine();
  CHECK_STATUS_E(e, sheet_engine_load_plugin(e, tp_path("formula")), SHEET_OK);
  CHECK(sheet_engine_animator_count(e) == 4);
  CHECK_STR(sheet_engine_animator_name(e, 3), "test.formula");
  CHECK(sheet_engine_animator_param_count(e, 3) == 2);
  check_spec(e, 3, 0, "duration", 0.5, 0.1, 5);
  check_spec(e, 3, 1, "power", 1, 1, 3);
  s = stats_of("formula");
  if (s == NULL || log == NULL) {
    free(log);
    sheet_engine_destroy(e);
    return;
  }
  creates0 = s->creates;
  destroys0 = s->destroys;
  id = make_sheet(e, "test.formula", p, 2);

  CHECK_STATUS_E(e, sheet_present(e, id, 0, 1.0), SHEET_OK);
  CHECK(s->creates == creates0 + 1);
  check_motion(&s->last_motion, SHEET_MOTION_PRESENT, hidden, rest, 0);
  CHECK_NEAR(s->last_params[0], 0.4, 0);
  CHECK_NEAR(s->last_params[1], 2, 0);
  x.from = hidden;
  x.to = rest;
  x.duration = 0.4;
  x.power = 2;
  t_end = follow_formula(e, id, 1.0, &x, SHEET_STATE_PRESENTING, SHEET_STATE_RESTING);
  CHECK(s->destroys == destroys0 + 1);
  ev_drain(e, log);
  CHECK_EVENTS(log, EVDR(SHEET_EVENT_WILL_PRESENT, 0, SHEET_REASON_PROGRAMMATIC),
               EVD(SHEET_EVENT_DID_PRESENT, 0));
  if (log->n == 2) {
    CHECK_NEAR(log->ev[0].time, 1.0, 0);
    CHECK_NEAR(log->ev[1].time, t_end, 0);
  }
  CHECK(t_end - 1.0 >= 0.4 && t_end - 1.0 <= 0.4 + 1 / HZ + 1e-9);

  t_dis = t_end + 0.5;
  CHECK_STATUS_E(e, sheet_dismiss(e, id, t_dis), SHEET_OK);
  check_motion(&s->last_motion, SHEET_MOTION_DISMISS, rest, hidden, 0);
  x.from = rest;
  x.to = hidden;
  t_end = follow_formula(e, id, t_dis, &x, SHEET_STATE_DISMISSING, SHEET_STATE_HIDDEN);
  ev_clear(log);
  ev_drain(e, log);
  CHECK_EVENTS(log, EVR(SHEET_EVENT_WILL_DISMISS, SHEET_REASON_PROGRAMMATIC),
               EVR(SHEET_EVENT_DID_DISMISS, SHEET_REASON_PROGRAMMATIC));
  f = frame_of(e, id);
  CHECK_NEAR(f.top, VIEW_H, 0);
  CHECK(s->creates == creates0 + 2);
  CHECK(s->destroys == destroys0 + 2);

  /* interrupted: a dismiss mid-presentation starts from the sampled visual and velocity */
  CHECK_SECTION("plugin animator interrupted mid-flight (formula)");
  CHECK_STATUS_E(e, sheet_present(e, id, 0, 10.0), SHEET_OK);
  CHECK_STATUS_E(e, sheet_engine_tick(e, 10.2), SHEET_OK);
  f = frame_of(e, id);
  {
    double vel;
    int fin;
    sheet_visual v;
    x.from = hidden;
    x.to = rest;
    v = linear_at(&x, 0.2, &vel, &fin);
    CHECK_NEAR(f.top, v.top, 1e-6);
    CHECK_STATUS_E(e, sheet_dismiss(e, id, 10.2), SHEET_OK);
    CHECK(s->destroys == destroys0 + 3);
    x.from = v;
    x.to = hidden;
    check_motion(&s->last_motion, SHEET_MOTION_DISMISS, v, hidden, vel);
  }
  follow_formula(e, id, 10.2, &x, SHEET_STATE_DISMISSING, SHEET_STATE_HIDDEN);
  ev_clear(log);
  ev_drain(e, log);
  CHECK_EVENTS(log, EVT(SHEET_EVENT_WILL_PRESENT), EVT(SHEET_EVENT_TRANSITION_CANCELLED),
               EVT(SHEET_EVENT_WILL_DISMISS), EVT(SHEET_EVENT_DID_DISMISS));

  /* the engine destroyed with a motion running destroys its instance */
  CHECK_STATUS_E(e, sheet_present(e, id, 0, 20.0), SHEET_OK);
  CHECK_STATUS_E(e, sheet_engine_tick(e, 20.1), SHEET_OK);
  CHECK(s->live == 1);
  sheet_engine_destroy(e);
  CHECK(s->live == 0);
  CHECK(s->creates == s->destroys);
  CHECK(s->bad_destroys == 0);
  free(log);
}

/* ------------------------------------------------------------------ parameter ranges */

static void test_param_ranges(void) {
  sheet_engine *e;
  sheet_config c;
  sheet_param p[2];
  sheet_id id = 0;
  sheet_transition *slots[4];
  const char *slot_names[4] = {"present", "dismiss", "settle", "content"};
  size_t i;

  CHECK_SECTION("parameter ranges for plugin animators at sheet_create");
  e = new_engine();
  CHECK_STATUS_E(e, sheet_engine_load_plugin(e, tp_path("formula")), SHEET_OK);
  sheet_config_init(&c);
  slots[0] = &c.present;
  slots[1] = &c.dismiss;
  slots[2] = &c.settle;
  slots[3] = &c.content;
  for (i = 0; i < 4; i++) {
    sheet_transition saved = *slots[i];
    printf("  %s\n", slot_names[i]);
    slots[i]->animator = "test.formula";
    slots[i]->params = p;
    slots[i]->param_count = 1;

    p[0].name = "speed";
    p[0].value = 1;
    CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_CONTAINS(sheet_engine_last_error(e), "speed");
    p[0].name = "duration";
    p[0].value = 0.0999;
    CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_CONTAINS(sheet_engine_last_error(e), "duration");
    p[0].value = 5.0001;
    CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_CONTAINS(sheet_engine_last_error(e), "duration");
    p[0].value = NAN;
    CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_CONTAINS(sheet_engine_last_error(e), "duration");
    p[0].value = INFINITY;
    CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_CONTAINS(sheet_engine_last_error(e), "duration");
    p[0].name = "power";
    p[0].value = 0.5;
    CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_CONTAINS(sheet_engine_last_error(e), "power");
    /* the edges of the ranges are inside */
    p[0].name = "duration";
    p[0].value = 0.1;
    p[1].name = "power";
    p[1].value = 3;
    slots[i]->param_count = 2;
    CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_OK);
    p[0].value = 5;
    p[1].value = 1;
    CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_OK);
    /* a parameter of another animator is unknown to this one */
    p[1].name = "damping_ratio";
    CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_CONTAINS(sheet_engine_last_error(e), "damping_ratio");
    slots[i]->param_count = 0;
    slots[i]->params = NULL;
    slots[i]->animator = "test.nope";
    CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_ERR_NOT_FOUND);
    CHECK_CONTAINS(sheet_engine_last_error(e), "test.nope");
    *slots[i] = saved;
  }
  /* a name that a failed load rolled back is unknown too */
  CHECK_STATUS_E(e, sheet_engine_load_plugin(e, tp_path("init_fails")), SHEET_ERR_PLUGIN);
  c.present.animator = "test.init_fails.ok";
  CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_ERR_NOT_FOUND);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------ run-time failures */

typedef struct failure_case {
  const char *label;
  const char *plugin;   /* NULL: the host animator "host.zero_scale" */
  const char *animator;
  double channel;       /* < 0: no channel parameter */
  double max_duration;  /* 0: default */
  int create_fails;
} failure_case;

static int zero_scale_marker = 1;

/* Presents and dismisses with a misbehaving animator; each motion must emit exactly one
 * ANIMATOR_FAILED and still arrive. */
static void run_failure_case(const failure_case *fc) {
  sheet_engine *e = new_engine();
  ev_log *log = (ev_log *)calloc(1, sizeof *log);
  sheet_param p[3];
  size_t np = 0;
  sheet_id id;
  sheet_frame f, prev;
  tp_stats *s = NULL;
  long k, fail_tick = -1;
  int phase;
  double t0 = 0;

  printf("  %s\n", fc->label);
  if (log == NULL) return;
  if (fc->plugin) {
    CHECK_STATUS_E(e, sheet_engine_load_plugin(e, tp_path(fc->plugin)), SHEET_OK);
    s = stats_of(fc->plugin);
  } else {
    sheet_animator_vtable vt = host_vtable("host.zero_scale");
    CHECK_STATUS_E(e, sheet_engine_register_animator(e, &vt, &zero_scale_marker), SHEET_OK);
  }
  if (fc->max_duration > 0)
    CHECK_STATUS_E(e, sheet_engine_set_max_motion_duration(e, fc->max_duration), SHEET_OK);
  if (fc->channel >= 0) {
    p[np].name = "channel";
    p[np++].value = fc->channel;
  }
  id = make_sheet(e, fc->animator, np ? p : NULL, np);

  for (phase = 0; phase < 2; phase++) {
    int32_t final_state = phase == 0 ? SHEET_STATE_RESTING : SHEET_STATE_HIDDEN;
    int32_t moving_state = phase == 0 ? SHEET_STATE_PRESENTING : SHEET_STATE_DISMISSING;
    int arrived = 0, bad_frames = 0;
    ev_clear(log);
    if (phase == 0)
      CHECK_STATUS_E(e, sheet_present(e, id, 0, t0), SHEET_OK);
    else
      CHECK_STATUS_E(e, sheet_dismiss(e, id, t0), SHEET_OK);
    prev = frame_of(e, id);
    fail_tick = -1;
    for (k = 1; k <= (long)(5 * HZ); k++) {
      size_t before = log->n;
      double t = tick_time(t0, k);
      CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
      f = frame_of(e, id);
      if (!frame_finite(&f) || f.opacity < 0 || f.opacity > 1 || f.backdrop_alpha < 0 ||
          f.backdrop_alpha > 1)
        bad_frames++;
      ev_drain(e, log);
      if (fail_tick < 0 && ev_find(log, SHEET_EVENT_ANIMATOR_FAILED, before) >= 0) {
        fail_tick = k;
        /* the built-in takes over from the last good visual */
        if (!fc->create_fails && f.state == moving_state) {
          CHECK_NEAR(f.top, prev.top, 1e-9);
          CHECK_NEAR(f.scale, prev.scale, 1e-9);
          CHECK_NEAR(f.backdrop_alpha, prev.backdrop_alpha, 1e-9);
        }
      }
      if (f.state == final_state) {
        arrived = 1;
        break;
      }
      CHECK_MSG(f.state == moving_state, "state %s while moving", check_state_name(f.state));
      prev = f;
    }
    CHECK_MSG(bad_frames == 0, "%d frames with non-finite or out-of-range values", bad_frames);
    CHECK_MSG(arrived, "the sheet did not arrive (%s)", phase == 0 ? "present" : "dismiss");
    f = frame_of(e, id);
    CHECK(f.state == final_state);
    CHECK_NEAR(f.top, phase == 0 ? DETENT_TOP : VIEW_H, 1e-9);
    CHECK_NEAR(f.opacity, 1, 1e-9);
    CHECK_NEAR(f.scale, 1, 1e-9);
    CHECK_NEAR(f.backdrop_alpha, phase == 0 ? BACKDROP : 0, 1e-9);
    CHECK(ev_count(log, SHEET_EVENT_ANIMATOR_FAILED) == 1);
    if (phase == 0)
      CHECK_EVENTS(log, EVD(SHEET_EVENT_WILL_PRESENT, 0), EVT(SHEET_EVENT_ANIMATOR_FAILED),
                   EVD(SHEET_EVENT_DID_PRESENT, 0));
    else
      CHECK_EVENTS(log, EVR(SHEET_EVENT_WILL_DISMISS, SHEET_REASON_PROGRAMMATIC),
                   EVT(SHEET_EVENT_ANIMATOR_FAILED),
                   EVR(SHEET_EVENT_DID_DISMISS, SHEET_REASON_PROGRAMMATIC));
    {
      long i = ev_find(log, SHEET_EVENT_ANIMATOR_FAILED, 0);
      if (i >= 0) {
        double at = log->ev[i].time - t0;
        int32_t want_failure = fc->create_fails ? SHEET_FAILURE_CREATE
                               : fc->max_duration > 0 ? SHEET_FAILURE_TIMEOUT
                               : fc->plugin && strcmp(fc->plugin, "error_status") == 0 ? SHEET_FAILURE_STATUS
                               : SHEET_FAILURE_VALUE;
        CHECK(log->ev[i].sheet == id);
        /* the failing animator is the one registered after the three built-ins */
        CHECK_MSG(log->ev[i].animator == 3, "animator %d", (int)log->ev[i].animator);
        CHECK_MSG(strcmp(sheet_engine_animator_name(e, (size_t)log->ev[i].animator), fc->animator) == 0,
                  "the event names %s", sheet_engine_animator_name(e, (size_t)log->ev[i].animator));
        CHECK_MSG(log->ev[i].failure == want_failure, "failure %d, expected %d", (int)log->ev[i].failure,
                  (int)want_failure);
        if (fc->create_fails) {
          CHECK_NEAR(at, 0, 0);
        } else if (fc->max_duration > 0) {
          CHECK_MSG(at > fc->max_duration && at <= fc->max_duration + 1 / HZ + 1e-9,
                    "cut off at %.6f s, max %.3f", at, fc->max_duration);
        } else {
          CHECK_MSG(at > 0.05 && at <= 0.05 + 1 / HZ + 1e-9, "cut off at %.6f s", at);
        }
      }
    }
    /* a sheet that arrived through the fallback is quiet afterwards */
    ev_clear(log);
    CHECK_STATUS_E(e, sheet_engine_tick(e, tick_time(t0, k + 30)), SHEET_OK);
    ev_drain(e, log);
    CHECK_NO_EVENTS(log);
    t0 = tick_time(t0, k + 60);
  }
  if (s) {
    CHECK(s->live == 0);
    CHECK(s->bad_destroys == 0);
    CHECK(s->creates == s->destroys);
    if (fc->create_fails) {
      CHECK(s->create_calls >= 2);
      CHECK(s->creates == 0);
    }
  }
  sheet_engine_destroy(e);
  free(log);
}

static void test_runtime_failures(void) {
  static const failure_case cases[] = {
      {"nan top", "nan", "test.nan", 0, 0, 0},
      {"nan opacity", "nan", "test.nan", 1, 0, 0},
      {"nan backdrop", "nan", "test.nan", 2, 0, 0},
      {"nan scale", "nan", "test.nan", 3, 0, 0},
      {"nan velocity", "nan", "test.nan", 4, 0, 0},
      {"inf top", "inf", "test.inf", 0, 0, 0},
      {"inf opacity", "inf", "test.inf", 1, 0, 0},
      {"inf backdrop", "inf", "test.inf", 2, 0, 0},
      {"inf scale", "inf", "test.inf", 3, 0, 0},
      {"inf velocity", "inf", "test.inf", 4, 0, 0},
      {"error status", "error_status", "test.error_status", -1, 0, 0},
      {"create fails", "create_fails", "test.create_fails", -1, 0, 1},
      {"never finishes", "never_finishes", "test.never_finishes", -1, 0.5, 0},
      {"scale 0 (host animator)", NULL, "host.zero_scale", -1, 0, 0},
  };
  size_t i;
  CHECK_SECTION("run-time failures are cut off");
  for (i = 0; i < sizeof cases / sizeof cases[0]; i++) run_failure_case(&cases[i]);
}

/* ------------------------------------------------------------------ built-ins */

static void test_fade_and_slide(void) {
  sheet_engine *e;
  sheet_id id;
  sheet_param fp = {"duration", 0.25};
  sheet_param sp[2] = {{"duration", 0.3}, {"curve", 0}};
  sheet_frame f;
  double last_opacity = -1;
  long k;
  int in_place = 1, rising = 1;

  CHECK_SECTION("built-in fade presents in place");
  e = new_engine();
  id = make_sheet(e, "fade", &fp, 1);
  CHECK_STATUS_E(e, sheet_present(e, id, 0, 0), SHEET_OK);
  for (k = 1; tick_time(0, k) < 0.25 - 1e-9; k++) {
    double t = tick_time(0, k);
    CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
    f = frame_of(e, id);
    if (fabs(f.top - DETENT_TOP) > 1e-9) in_place = 0;
    if (!(f.opacity > last_opacity)) rising = 0;
    CHECK_NEAR(f.opacity, t / 0.25, 1e-9);
    CHECK_NEAR(f.backdrop_alpha, BACKDROP * t / 0.25, 1e-9);
    CHECK(f.state == SHEET_STATE_PRESENTING);
    last_opacity = f.opacity;
  }
  CHECK_MSG(in_place, "the fade moved the sheet off its detent");
  CHECK_MSG(rising, "the fade's opacity did not rise at every tick");
  CHECK_STATUS_E(e, sheet_engine_tick(e, 0.25 + 1 / HZ), SHEET_OK);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_RESTING);
  CHECK_NEAR(f.opacity, 1, 0);
  CHECK_NEAR(f.top, DETENT_TOP, 0);
  sheet_engine_destroy(e);

  CHECK_SECTION("built-in slide arrives within its duration");
  e = new_engine();
  id = make_sheet(e, "slide", sp, 2);
  CHECK_STATUS_E(e, sheet_present(e, id, 0, 2.0), SHEET_OK);
  for (k = 1; tick_time(2.0, k) < 2.3 - 1e-9; k++) {
    double t = tick_time(2.0, k);
    CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
    f = frame_of(e, id);
    CHECK(f.state == SHEET_STATE_PRESENTING);
    CHECK_NEAR(f.top, VIEW_H + (DETENT_TOP - VIEW_H) * (t - 2.0) / 0.3, 1e-6);
  }
  CHECK_STATUS_E(e, sheet_engine_tick(e, 2.3 + 1 / HZ), SHEET_OK);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_RESTING);
  CHECK_NEAR(f.top, DETENT_TOP, 0);
  /* the default slide (automatic curve) too */
  CHECK_STATUS_E(e, sheet_dismiss(e, id, 3.0), SHEET_OK);
  settle_all(e, 3.0, 1.0);
  sheet_destroy(e, id);
  id = make_sheet(e, "slide", NULL, 0);
  CHECK_STATUS_E(e, sheet_present(e, id, 0, 5.0), SHEET_OK);
  CHECK_STATUS_E(e, sheet_engine_tick(e, 5.15), SHEET_OK);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_PRESENTING);
  CHECK(f.top > DETENT_TOP && f.top < VIEW_H);
  CHECK_STATUS_E(e, sheet_engine_tick(e, 5.3 + 1 / HZ), SHEET_OK);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_RESTING);
  CHECK_NEAR(f.top, DETENT_TOP, 0);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------ reduce motion */

/* Two POINTS detents (300, 700: tops 500 and 100); present and dismiss with `present`,
 * settle with a bouncy spring. */
static sheet_id make_two_detent_sheet(sheet_engine *e, const char *present) {
  static const sheet_detent detents[2] = {{SHEET_DETENT_POINTS, 300}, {SHEET_DETENT_POINTS, 700}};
  static const sheet_param bouncy[2] = {{"response", 0.4}, {"damping_ratio", 0.3}};
  sheet_config c;
  sheet_id id = 0;
  sheet_config_init(&c);
  c.detents = detents;
  c.detent_count = 2;
  c.present.animator = present;
  c.dismiss.animator = present;
  c.settle.animator = "spring";
  c.settle.params = bouncy;
  c.settle.param_count = 2;
  CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_OK);
  return id;
}

/* Drags the sheet (resting at top 500) up by `dy` over `ms` milliseconds from t and
 * releases it; returns the release time. */
static double fling_up(sheet_engine *e, sheet_id id, double t, double dy, double ms) {
  int32_t hit = 0;
  int i, n = 10;
  double y0 = 520, y = y0;
  CHECK_STATUS_E(e, sheet_pointer_down(e, id, 200, y0, t, &hit), SHEET_OK);
  CHECK(hit == SHEET_HIT_SHEET);
  for (i = 1; i <= n; i++) {
    y = y0 - dy * i / n;
    CHECK_STATUS_E(e, sheet_pointer_move(e, id, 200, y, t + ms / 1000.0 * i / n), SHEET_OK);
  }
  t += ms / 1000.0;
  CHECK_STATUS_E(e, sheet_pointer_up(e, id, 200, y, t), SHEET_OK);
  return t;
}

/* Ticks a settle toward top 100 and returns the smallest top seen. */
static double min_top_during_settle(sheet_engine *e, sheet_id id, double t0, double *vel0) {
  double min_top = 1e9;
  long k;
  sheet_frame f = frame_of(e, id);
  *vel0 = f.velocity;
  for (k = 1; k <= (long)(4 * HZ); k++) {
    CHECK_STATUS_E(e, sheet_engine_tick(e, tick_time(t0, k)), SHEET_OK);
    f = frame_of(e, id);
    if (f.top < min_top) min_top = f.top;
    if (f.state == SHEET_STATE_RESTING) break;
  }
  CHECK(f.state == SHEET_STATE_RESTING);
  CHECK(f.detent == 1);
  CHECK_NEAR(f.top, 100, 1e-9);
  return min_top;
}

static void test_reduce_motion(void) {
  sheet_engine *e;
  sheet_id id;
  sheet_frame f;
  long k;
  int in_place = 1;
  double t, min_top, v0;
  ev_log *log = (ev_log *)calloc(1, sizeof *log);
  tp_stats *s;
  long creates0;
  static const double fling[][2] = {{200, 100}, {200, 50}, {300, 40}, {400, 30}};
  size_t i;

  if (log == NULL) return;
  CHECK_SECTION("reduce motion: bouncy settle overshoots without it");
  e = new_engine();
  id = make_two_detent_sheet(e, "slide");
  CHECK_STATUS_E(e, sheet_present(e, id, 0, 0), SHEET_OK);
  t = settle_all(e, 0, 2);
  CHECK_NEAR(frame_of(e, id).top, 500, 1e-9);
  t = fling_up(e, id, t + 0.5, 200, 100);
  CHECK(frame_of(e, id).state == SHEET_STATE_SETTLING);
  min_top = min_top_during_settle(e, id, t, &v0);
  CHECK_MSG(min_top < 100 - 1, "control: the bouncy spring should pass the detent (min %.3f)",
            min_top);
  sheet_engine_destroy(e);

  CHECK_SECTION("reduce motion: present fades in place, settles never pass the detent");
  e = new_engine();
  CHECK_STATUS_E(e, sheet_engine_load_plugin(e, tp_path("formula")), SHEET_OK);
  s = stats_of("formula");
  creates0 = s ? s->creates : 0;
  CHECK_STATUS_E(e, sheet_engine_set_reduce_motion(e, 1), SHEET_OK);
  id = make_two_detent_sheet(e, "test.formula");
  CHECK_STATUS_E(e, sheet_present(e, id, 0, 0), SHEET_OK);
  for (k = 1; k <= (long)(2 * HZ); k++) {
    CHECK_STATUS_E(e, sheet_engine_tick(e, tick_time(0, k)), SHEET_OK);
    f = frame_of(e, id);
    if (fabs(f.top - 500) > 1e-9) in_place = 0;
    if (f.state == SHEET_STATE_RESTING) break;
  }
  t = tick_time(0, k);
  CHECK_MSG(in_place, "reduce motion: the sheet slid during presentation (top %.3f)", f.top);
  CHECK(f.state == SHEET_STATE_RESTING);
  CHECK_NEAR(t, 0.25, 1 / HZ + 1e-9); /* the fade's default duration */
  if (s) CHECK(s->creates == creates0);
  ev_drain(e, log);
  CHECK_EVENTS(log, EVD(SHEET_EVENT_WILL_PRESENT, 0), EVD(SHEET_EVENT_DID_PRESENT, 0));

  for (i = 0; i < sizeof fling / sizeof fling[0]; i++) {
    double release_velocity;
    printf("  fling %g pt in %g ms\n", fling[i][0], fling[i][1]);
    if (i > 0) {
      CHECK_STATUS_E(e, sheet_move_to_detent(e, id, 0, t + 0.1), SHEET_OK);
      t = settle_all(e, t + 0.1, 3);
      CHECK_NEAR(frame_of(e, id).top, 500, 1e-9);
    }
    t = fling_up(e, id, t + 0.5, fling[i][0], fling[i][1]);
    CHECK(frame_of(e, id).state == SHEET_STATE_SETTLING);
    min_top = min_top_during_settle(e, id, t, &release_velocity);
    CHECK_MSG(min_top >= 100 - 1e-9,
              "reduce motion: a settle after a fling (velocity %.1f pt/s at the release) "
              "passed the detent: min top %.6f < 100", release_velocity, min_top);
    t = tick_time(t, 4 * (long)HZ);
  }

  CHECK_SECTION("reduce motion: dismiss fades in place");
  ev_clear(log);
  ev_drain(e, log);
  ev_clear(log);
  CHECK_STATUS_E(e, sheet_dismiss(e, id, t), SHEET_OK);
  in_place = 1;
  for (k = 1; k <= (long)(2 * HZ); k++) {
    CHECK_STATUS_E(e, sheet_engine_tick(e, tick_time(t, k)), SHEET_OK);
    f = frame_of(e, id);
    if (f.state == SHEET_STATE_HIDDEN) break;
    if (fabs(f.top - 100) > 1e-9) in_place = 0;
    CHECK(f.opacity < 1);
  }
  CHECK_MSG(in_place, "reduce motion: the sheet slid during dismissal");
  CHECK(f.state == SHEET_STATE_HIDDEN);
  CHECK_NEAR(f.top, VIEW_H, 0);
  ev_drain(e, log);
  CHECK_EVENTS(log, EVT(SHEET_EVENT_WILL_DISMISS), EVT(SHEET_EVENT_DID_DISMISS));
  if (s) CHECK(s->creates == creates0);

  /* turned off again, the configured animator is back */
  CHECK_STATUS_E(e, sheet_engine_set_reduce_motion(e, 0), SHEET_OK);
  CHECK_STATUS_E(e, sheet_present(e, id, 0, t + 5), SHEET_OK);
  if (s) CHECK(s->creates == creates0 + 1);
  sheet_engine_destroy(e);
  free(log);
}

/* ------------------------------------------------------------------ zoom and bounce */

#ifdef EXAMPLE_PLUGIN_DIR
static const char *example_path(const char *name) {
  char *p = path_buf[path_next++ % 8];
  snprintf(p, sizeof path_buf[0], "%s/sheet-%s.so", EXAMPLE_PLUGIN_DIR, name);
  return p;
}

static double ease_out3(double p) { return 1 - (1 - p) * (1 - p) * (1 - p); }

static void test_example_plugins(void) {
  sheet_engine *e1, *e2;
  log_capture log1, log2;
  sheet_id id;
  sheet_frame f;
  long k;
  double t0;
  int bad;

  CHECK_SECTION("zoom and bounce load into two engines");
  memset(&log1, 0, sizeof log1);
  memset(&log2, 0, sizeof log2);
  e1 = new_engine();
  e2 = new_engine();
  CHECK_STATUS_E(e1, sheet_engine_set_log_handler(e1, capture_log, &log1), SHEET_OK);
  CHECK_STATUS_E(e2, sheet_engine_set_log_handler(e2, capture_log, &log2), SHEET_OK);
  CHECK_STATUS_E(e1, sheet_engine_load_plugin(e1, example_path("zoom")), SHEET_OK);
  CHECK_STATUS_E(e1, sheet_engine_load_plugin(e1, example_path("bounce")), SHEET_OK);
  CHECK_STATUS_E(e2, sheet_engine_load_plugin(e2, example_path("bounce")), SHEET_OK);
  CHECK_STATUS_E(e2, sheet_engine_load_plugin(e2, example_path("zoom")), SHEET_OK);
  CHECK(sheet_engine_animator_count(e1) == 5);
  CHECK(sheet_engine_animator_count(e2) == 5);
  CHECK_STR(sheet_engine_animator_name(e1, 3), "zoom");
  CHECK_STR(sheet_engine_animator_name(e1, 4), "bounce");
  CHECK_STR(sheet_engine_animator_name(e2, 3), "bounce");
  CHECK_STR(sheet_engine_animator_name(e2, 4), "zoom");
  check_spec(e1, 3, 0, "duration", 0.3, 0.05, 5);
  check_spec(e1, 3, 1, "start_scale", 0.92, 0.5, 1);
  check_spec(e1, 4, 0, "duration", 0.8, 0.2, 5);
  check_spec(e1, 4, 1, "bounces", 3, 1, 8);
  check_spec(e2, 4, 1, "start_scale", 0.92, 0.5, 1);
  CHECK(log1.count == 2 && log2.count == 2);
  if (log1.count == 2 && log2.count == 2) {
    CHECK(log1.levels[0] == SHEET_LOG_INFO && log1.levels[1] == SHEET_LOG_INFO);
    CHECK_CONTAINS(log1.lines[0], "zoom");
    CHECK_CONTAINS(log1.lines[1], "bounce");
    CHECK_CONTAINS(log2.lines[0], "bounce");
    CHECK_CONTAINS(log2.lines[1], "zoom");
  }
  /* a second load into the same engine fails and logs nothing more */
  CHECK_STATUS_E(e1, sheet_engine_load_plugin(e1, example_path("zoom")),
                 SHEET_ERR_ALREADY_EXISTS);
  CHECK(sheet_engine_animator_count(e1) == 5);
  CHECK(log1.count == 2);
  /* a log handler set to NULL drops the lines */
  CHECK_STATUS_E(e1, sheet_engine_set_log_handler(e1, NULL, NULL), SHEET_OK);
  CHECK_STATUS_E(e1, sheet_engine_load_plugin(e1, tp_path("formula")), SHEET_OK);
  CHECK(log1.count == 2);
  /* a failing init's line still reaches the handler */
  CHECK_STATUS_E(e2, sheet_engine_load_plugin(e2, tp_path("init_fails")), SHEET_ERR_PLUGIN);
  CHECK(log2.count == 3);
  if (log2.count == 3) CHECK_CONTAINS(log2.lines[2], "init_fails");
  /* an engine destroyed does not disturb the other */
  sheet_engine_destroy(e2);

  CHECK_SECTION("zoom: present and dismiss in place");
  id = make_sheet(e1, "zoom", NULL, 0);
  CHECK_STATUS_E(e1, sheet_present(e1, id, 0, 0), SHEET_OK);
  bad = 0;
  for (k = 1; tick_time(0, k) < 0.3 - 1e-9; k++) {
    double t = tick_time(0, k), p = t / 0.3, ez = ease_out3(p);
    CHECK_STATUS_E(e1, sheet_engine_tick(e1, t), SHEET_OK);
    f = frame_of(e1, id);
    if (fabs(f.top - DETENT_TOP) > 1e-9 || fabs(f.scale - (0.92 + 0.08 * ez)) > 1e-9 ||
        fabs(f.opacity - ez) > 1e-9 || fabs(f.backdrop_alpha - BACKDROP * ez) > 1e-9 ||
        f.state != SHEET_STATE_PRESENTING)
      bad++;
  }
  CHECK_MSG(bad == 0, "%d zoom present frames differ", bad);
  CHECK_STATUS_E(e1, sheet_engine_tick(e1, 0.3 + 1 / HZ), SHEET_OK);
  f = frame_of(e1, id);
  CHECK(f.state == SHEET_STATE_RESTING);
  CHECK_NEAR(f.scale, 1, 0);
  t0 = 1.0;
  CHECK_STATUS_E(e1, sheet_dismiss(e1, id, t0), SHEET_OK);
  bad = 0;
  for (k = 1; tick_time(t0, k) - t0 < 0.3 - 1e-9; k++) {
    double t = tick_time(t0, k), p = (t - t0) / 0.3, ei = p * p * p;
    CHECK_STATUS_E(e1, sheet_engine_tick(e1, t), SHEET_OK);
    f = frame_of(e1, id);
    if (fabs(f.top - DETENT_TOP) > 1e-9 || fabs(f.scale - (1 - 0.08 * ei)) > 1e-9 ||
        fabs(f.opacity - (1 - ei)) > 1e-9 || f.state != SHEET_STATE_DISMISSING)
      bad++;
  }
  CHECK_MSG(bad == 0, "%d zoom dismiss frames differ", bad);
  CHECK_STATUS_E(e1, sheet_engine_tick(e1, t0 + 0.3 + 1 / HZ), SHEET_OK);
  f = frame_of(e1, id);
  CHECK(f.state == SHEET_STATE_HIDDEN);
  CHECK_NEAR(f.top, VIEW_H, 0);
  sheet_destroy(e1, id);

  CHECK_SECTION("bounce: arrives with bounces, analytical velocity");
  {
    sheet_param bp[2] = {{"duration", 1.0}, {"bounces", 2}};
    double w = PI * 2.5, min_prev = 1e9;
    int touches = 0, rising = 0;
    double prev_top = VIEW_H;
    id = make_sheet(e1, "bounce", bp, 2);
    t0 = 2.0;
    CHECK_STATUS_E(e1, sheet_present(e1, id, 0, t0), SHEET_OK);
    bad = 0;
    for (k = 1; tick_time(t0, k) - t0 < 1.0 - 1e-9; k++) {
      double t = tick_time(t0, k), p = t - t0, u = 1 - p, c = cos(w * p);
      double top = DETENT_TOP + (VIEW_H - DETENT_TOP) * u * u * fabs(c);
      double vel = (VIEW_H - DETENT_TOP) *
                   (-2 * u * fabs(c) - u * u * w * sin(w * p) * (c < 0 ? -1 : 1));
      CHECK_STATUS_E(e1, sheet_engine_tick(e1, t), SHEET_OK);
      f = frame_of(e1, id);
      if (fabs(f.top - top) > 1e-6 || fabs(f.velocity - vel) > 1e-6 ||
          f.top < DETENT_TOP - 1e-9 || f.state != SHEET_STATE_PRESENTING)
        bad++;
      /* count the turns from falling to rising (the sheet moves down after a touch) */
      if (f.top > prev_top && !rising) {
        touches++;
        rising = 1;
      } else if (f.top < prev_top) {
        rising = 0;
      }
      if (f.top < min_prev) min_prev = f.top;
      prev_top = f.top;
    }
    CHECK_MSG(bad == 0, "%d bounce frames differ from the formula", bad);
    CHECK_MSG(touches == 2, "bounces seen: %d, expected 2", touches);
    CHECK_STATUS_E(e1, sheet_engine_tick(e1, t0 + 1.0 + 1 / HZ), SHEET_OK);
    f = frame_of(e1, id);
    CHECK(f.state == SHEET_STATE_RESTING);
    CHECK_NEAR(f.top, DETENT_TOP, 0);
    /* dismiss: an ease-in slide */
    t0 = 4.0;
    CHECK_STATUS_E(e1, sheet_dismiss(e1, id, t0), SHEET_OK);
    CHECK_STATUS_E(e1, sheet_engine_tick(e1, t0 + 0.5), SHEET_OK);
    f = frame_of(e1, id);
    CHECK_NEAR(f.top, DETENT_TOP + (VIEW_H - DETENT_TOP) * 0.25, 1e-9);
    CHECK_NEAR(f.velocity, (VIEW_H - DETENT_TOP) * 2 * 0.5 / 1.0, 1e-9);
    CHECK_STATUS_E(e1, sheet_engine_tick(e1, t0 + 1.0), SHEET_OK);
    f = frame_of(e1, id);
    CHECK(f.state == SHEET_STATE_HIDDEN);
  }

  CHECK_SECTION("zoom and bounce: parameter ranges");
  {
    sheet_param bp = {"bounces", 9};
    sheet_param zp = {"start_scale", 0.4};
    sheet_id bad_id = 0;
    sheet_config c;
    sheet_config_init(&c);
    c.present.animator = "bounce";
    c.present.params = &bp;
    c.present.param_count = 1;
    CHECK_STATUS_E(e1, sheet_create(e1, &c, &bad_id), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_CONTAINS(sheet_engine_last_error(e1), "bounces");
    c.present.animator = "zoom";
    c.present.params = &zp;
    CHECK_STATUS_E(e1, sheet_create(e1, &c, &bad_id), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_CONTAINS(sheet_engine_last_error(e1), "start_scale");
  }
  sheet_engine_destroy(e1);
}

/* What a hand-made host table's register_animator was given. */
static sheet_animator_vtable handed_vtable;
static int handed_count;

static sheet_status keep_vtable(void *host_data, const sheet_animator_vtable *vtable,
                                void *plugin_data) {
  (void)host_data, (void)plugin_data;
  handed_vtable = *vtable;
  handed_count++;
  return SHEET_OK;
}

/* sheet_plugin_check_host and SHEET_ANIMATOR_VTABLE (sheet_plugin.h), alone and in the
 * zoom plugin's sheet_plugin_init, called here with tables the library never hands
 * out: a table the plugin cannot use is refused before anything is registered; the
 * vtable registered carries this header's struct_size and ABI version. */
static void test_plugin_helpers(void) {
  sheet_status (*init)(const sheet_plugin_host *) = NULL;
  sheet_plugin_host host, bad;
  void *h, *sym;

  CHECK_SECTION("sheet_plugin_check_host and SHEET_ANIMATOR_VTABLE");
  memset(&host, 0, sizeof host);
  host.struct_size = sizeof host;
  host.abi_version = SHEET_ABI_VERSION;
  host.host_data = &host;
  host.register_animator = keep_vtable;
  CHECK(sheet_plugin_check_host(&host) == SHEET_OK);
  CHECK(sheet_plugin_check_host(NULL) == SHEET_ERR_INVALID_ARGUMENT);
  bad = host, bad.struct_size = (uint32_t)offsetof(sheet_plugin_host, log);
  CHECK(sheet_plugin_check_host(&bad) == SHEET_ERR_ABI_MISMATCH);
  bad = host, bad.struct_size = 0, bad.register_animator = NULL; /* a small table: not read */
  CHECK(sheet_plugin_check_host(&bad) == SHEET_ERR_ABI_MISMATCH);
  bad = host, bad.abi_version = 0x00020000u;
  CHECK(sheet_plugin_check_host(&bad) == SHEET_ERR_ABI_MISMATCH);
  bad = host, bad.abi_version = SHEET_ABI_VERSION + 9; /* a later minor of the same major */
  CHECK(sheet_plugin_check_host(&bad) == SHEET_OK);
  bad = host, bad.struct_size = sizeof host + 16; /* a later, larger table */
  CHECK(sheet_plugin_check_host(&bad) == SHEET_OK);
  bad = host, bad.register_animator = NULL;
  CHECK(sheet_plugin_check_host(&bad) == SHEET_ERR_INVALID_ARGUMENT);

  h = dlopen(example_path("zoom"), RTLD_NOW | RTLD_LOCAL);
  if (!CHECK_MSG(h != NULL, "dlopen(sheet-zoom.so): %s", dlerror())) return;
  sym = dlsym(h, "sheet_plugin_init");
  CHECK(sym != NULL);
  if (sym != NULL) memcpy(&init, &sym, sizeof init);
  if (init != NULL) {
    handed_count = 0;
    CHECK(init(NULL) == SHEET_ERR_INVALID_ARGUMENT);
    bad = host, bad.struct_size = 8;
    CHECK(init(&bad) == SHEET_ERR_ABI_MISMATCH);
    bad = host, bad.abi_version = 0x00020000u;
    CHECK(init(&bad) == SHEET_ERR_ABI_MISMATCH);
    bad = host, bad.register_animator = NULL;
    CHECK(init(&bad) == SHEET_ERR_INVALID_ARGUMENT);
    CHECK(handed_count == 0);
    CHECK(init(&host) == SHEET_OK); /* log is NULL: nothing logged */
    CHECK(handed_count == 1);
    CHECK(handed_vtable.struct_size == sizeof(sheet_animator_vtable));
    CHECK(handed_vtable.abi_version == SHEET_ABI_VERSION);
    CHECK_STR(handed_vtable.name, "zoom");
    CHECK(handed_vtable.param_count == 2 && handed_vtable.params != NULL);
    if (handed_vtable.params != NULL) CHECK_STR(handed_vtable.params[1].name, "start_scale");
    CHECK(handed_vtable.create != NULL && handed_vtable.sample != NULL &&
          handed_vtable.destroy != NULL && handed_vtable.release == NULL);
  }
  dlclose(h);
}
#endif

/* ------------------------------------------------------------------ main */

/* release hands plugin_data back once per accepted registration, when the engine goes,
 * after the last destroy; never for a refused registration; never read from a vtable
 * whose struct_size ends before it. */
static void test_release_hook(void) {
  static int data_a = 11, data_b = 12, data_refused = 13, data_old = 14;
  sheet_engine *e1, *e2;
  sheet_animator_vtable vt;
  sheet_param p = {"duration", 0.5};
  tp_stats *s;
  long releases0, formula_releases0 = 0;
  sheet_id id;

  CHECK_SECTION("release: plugin data handed back once per accepted registration");
  e1 = new_engine();
  e2 = new_engine();
  releases0 = host_releases;
  host_creates = host_destroys = 0;
  vt = host_vtable("host.release");
  vt.release = host_release;
  vt.param_count = 1;
  CHECK_STATUS_E(e1, sheet_engine_register_animator(e1, &vt, &data_a), SHEET_OK);
  CHECK_STATUS_E(e2, sheet_engine_register_animator(e2, &vt, &data_b), SHEET_OK);
  /* refused: the name is taken; the caller keeps data_refused */
  CHECK_STATUS_E(e1, sheet_engine_register_animator(e1, &vt, &data_refused), SHEET_ERR_ALREADY_EXISTS);
  /* a vtable of ABI 1.0's size: its release field is not read */
  vt = host_vtable("host.old");
  vt.release = host_release;
  vt.struct_size = (uint32_t)offsetof(sheet_animator_vtable, release);
  CHECK_STATUS_E(e1, sheet_engine_register_animator(e1, &vt, &data_old), SHEET_OK);
  CHECK(host_releases == releases0);

  /* a plugin's registrations, the same way */
  CHECK_STATUS_E(e1, sheet_engine_load_plugin(e1, tp_path("formula")), SHEET_OK);
  s = stats_of("formula");
  if (s) formula_releases0 = s->releases;

  /* a motion running when the engine goes: destroyed before release */
  id = make_sheet(e1, "host.release", &p, 1);
  CHECK_STATUS_E(e1, sheet_present(e1, id, 0, 1.0), SHEET_OK);
  CHECK_STATUS_E(e1, sheet_engine_tick(e1, 1.1), SHEET_OK);
  CHECK_MSG(host_creates == 1 && host_destroys == 0, "%ld creates, %ld destroys", host_creates, host_destroys);
  sheet_engine_destroy(e1);
  CHECK_MSG(host_releases == releases0 + 1, "%ld release(s) for one registration in e1",
            host_releases - releases0);
  CHECK(host_released_data == &data_a);
  CHECK(host_live_at_release == 0);
  CHECK(host_destroys == 1);
  if (s) {
    CHECK(s->releases == formula_releases0 + 1);
    CHECK(s->live_at_release == 0);
    CHECK(s->bad_releases == 0);
  }
  sheet_engine_destroy(e2);
  CHECK(host_releases == releases0 + 2);
  CHECK(host_released_data == &data_b);
}

int main(void) {
  test_builtin_registry();
  test_load_failures();
  test_load_file_failures();
  test_host_misuse();
  test_register_from_c();
  test_formula_frames();
  test_param_ranges();
  test_runtime_failures();
  test_fade_and_slide();
  test_reduce_motion();
  test_release_hook();
#ifdef EXAMPLE_PLUGIN_DIR
  test_example_plugins();
  test_plugin_helpers();
#else
  printf("== zoom and bounce: skipped (EXAMPLE_PLUGIN_DIR not defined)\n");
#endif
  return check_done();
}
