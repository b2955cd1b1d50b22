/*
 * test_hostile.c — a table of hostile inputs, function by function, field by field.
 *
 * Every function of sheet.h and sheet_plugin.h, every field of their structs and every
 * callback has rows in TABLE (at the end of this file): {what, kind of bad input, a
 * small function that makes the call}. Each row checks the status the header documents
 * for it, exactly; a non-empty sheet_engine_last_error where the function has one; and
 * that the refused call changed nothing: the frames and accessibility of every sheet,
 * the animators, the top sheet, the event queue, and what the next commands do (a
 * settle and a presentation, frame for frame, against a fixture nobody touched).
 *
 * The test also reads the headers and checks the table against them: every SHEET_API
 * and SHEET_PLUGIN_EXPORT function, every field of every `typedef struct { ... }` and
 * every callback typedef needs a row; each parameter and field needs the kinds of rows
 * its type calls for (a double: non-finite values; a pointer: NULL; a sheet_id: 0, never
 * issued, destroyed, another engine's; a versioned struct: struct_size too small and
 * past INT32_MAX; ...); a row must name something the headers declare; and a status a
 * row expects must be on that function's Errors line (or be one of the two rules of the
 * ERRORS section that hold for every function: a NULL engine, a call from a callback).
 *
 * SHEET_TEST_INCLUDE_DIR  where sheet.h and sheet_plugin.h are (the header cross-check;
 *                         WASI programs see no files, so it does not run there)
 * TEST_PLUGIN_DIR         the test plugins of Tests/plugins. Without it (WebAssembly,
 *                         which has no dynamic linker) every plugin load is expected to
 *                         be refused with SHEET_ERR_PLUGIN, as sheet.h documents.
 */
#include "check.h"
#include "phone_fixture.h"

#include <limits.h>

#if !defined(__wasi__) && !defined(SHEET_TEST_INCLUDE_DIR)
#error "SHEET_TEST_INCLUDE_DIR must name the directory of sheet.h"
#endif
#if !defined(__wasi__) && !defined(TEST_PLUGIN_DIR)
#error "TEST_PLUGIN_DIR must name the directory of the test plugins"
#endif

/* ==================================================================================== */
/* Kinds of bad input                                                                    */
/* ==================================================================================== */

static const char K_NULL_ENGINE[] = "NULL engine";
static const char K_NULL[] = "NULL pointer";
static const char K_SIZE_SMALL[] = "struct_size too small";
static const char K_SIZE_HUGE[] = "struct_size past INT32_MAX";
static const char K_NONFINITE[] = "NaN, +inf, -inf";
static const char K_RANGE[] = "out of range";
static const char K_ID_ZERO[] = "id 0";
static const char K_ID_NEVER[] = "id never issued";
static const char K_ID_STALE[] = "id destroyed";
static const char K_ID_FOREIGN[] = "id of another engine";
static const char K_REENTRANT[] = "re-entrant call from a callback";
static const char K_STATE[] = "wrong state";
static const char K_NO_INPUT[] = "no argument a host can get wrong";
static const char K_ANY_VALUE[] = "any value is valid";
static const char K_UNCOVERED[] = "beyond struct_size";
static const char K_FILLED[] = "filled by the library";
static const char K_HOST_DATA[] = "hostile host_data";
static const char K_FAILS[] = "callback fails";
static const char K_CONST[] = "callback writes a const input";

static const char *const ALL_KINDS[] = {
    K_NULL_ENGINE, K_NULL,      K_SIZE_SMALL, K_SIZE_HUGE, K_NONFINITE, K_RANGE,
    K_ID_ZERO,     K_ID_NEVER,  K_ID_STALE,   K_ID_FOREIGN, K_REENTRANT, K_STATE,
    K_NO_INPUT,    K_ANY_VALUE, K_UNCOVERED,  K_FILLED,    K_HOST_DATA, K_FAILS,
    K_CONST};
#define NKINDS (sizeof ALL_KINDS / sizeof ALL_KINDS[0])

typedef struct row {
  const char *subject; /* a function, a callback typedef, or struct.field */
  const char *kind;    /* one of ALL_KINDS */
  void (*run)(const struct row *r);
  int fn;  /* an FN_* index, where the row is about a function of the table below */
  int arg; /* what else the row function needs */
} row;

static const row *current_row;
static char row_label[256];

static const double NONFINITE[3] = {NAN, INFINITY, -INFINITY};

/* ==================================================================================== */
/* Statuses: checked exactly, and remembered for the header's Errors lines               */
/* ==================================================================================== */

typedef struct expected_status {
  const char *fn;
  sheet_status status;
  const char *kind;
} expected_status;

static expected_status expected[256];
static size_t n_expected;

static void remember_status(const char *fn, sheet_status st) {
  size_t i;
  const char *kind = current_row ? current_row->kind : "";
  if (st == SHEET_OK) return;
  for (i = 0; i < n_expected; i++)
    if (strcmp(expected[i].fn, fn) == 0 && expected[i].status == st &&
        strcmp(expected[i].kind, kind) == 0)
      return;
  if (n_expected < sizeof expected / sizeof expected[0]) {
    expected[n_expected].fn = fn;
    expected[n_expected].status = st;
    expected[n_expected].kind = kind;
    n_expected++;
  }
}

/* `got` from `fn` is `want`, and e's last error says so: a sentence after a refusal, ""
 * after a success, "engine is NULL" for a NULL engine. */
static int expect_status_(const sheet_engine *e, const char *fn, sheet_status got,
                          sheet_status want, const char *expr, int line) {
  const char *msg = sheet_engine_last_error(e);
  remember_status(fn, want);
  if (got != want)
    return check_report_(0, __FILE__, line, "%s returned %s, expected %s; last_error \"%s\"",
                         expr, sheet_status_name(got), sheet_status_name(want),
                         msg ? msg : "(NULL)");
  if (msg == NULL) return check_report_(0, __FILE__, line, "%s: last_error is NULL", expr);
  if (e == NULL)
    return check_report_(strcmp(msg, "engine is NULL") == 0, __FILE__, line,
                         "%s: last_error of a NULL engine is \"%s\"", expr, msg);
  if (want != SHEET_OK)
    return check_report_(msg[0] != '\0', __FILE__, line, "%s refused with an empty last_error",
                         expr);
  return check_report_(msg[0] == '\0', __FILE__, line, "%s succeeded, last_error \"%s\"", expr,
                       msg);
}
#define EXPECT(e, fn, call, want) expect_status_((e), #fn, fn call, (want), #fn #call, __LINE__)

/* ==================================================================================== */
/* Animators                                                                             */
/* ==================================================================================== */

/* A linear animator: top, opacity, backdrop and scale go from `from` to `to` in
 * `duration` seconds. The fixture's sheet A uses it ("hostile.probe"); a callback of it
 * can call back into the engine (the hook below). "hostile.bad" is the same motion, with
 * a misbehaviour chosen by its plugin_data (a bad_mode). */
enum {
  BAD_NONE,           /* behaves */
  BAD_CREATE_STATUS,  /* create returns `status` */
  BAD_SAMPLE_STATUS,  /* sample returns `status` after 0.05 s */
  BAD_SAMPLE_VALUE,   /* sample writes `value` into output `channel` after 0.05 s */
  BAD_NEVER_FINISHES, /* sample holds at 90 % and never finishes */
  BAD_WRITES_NOTHING, /* sample returns SHEET_OK and writes nothing */
  BAD_FINISHED_FLAG,  /* sample reports finished as `status` (any non-zero) at the end */
  BAD_SCRIBBLE        /* create writes `value` into field `channel` of the const motion */
};

typedef struct bad_mode {
  int what;
  int channel; /* BAD_SAMPLE_VALUE: 0 top, 1 opacity, 2 backdrop_alpha, 3 scale, 4 velocity;
                  BAD_SCRIBBLE: the sheet_motion field, see scribble() */
  double value;
  sheet_status status;
} bad_mode;

typedef struct lin_instance {
  sheet_motion m;
  double duration;
  const bad_mode *mode;
  const struct lin_instance *self;
} lin_instance;

static long lin_creates, lin_destroys, lin_bad_destroys, lin_releases;
static long lin_live_at_release; /* instances not yet destroyed when release last ran */
static int tearing_down; /* sheet_engine_destroy is running */
static sheet_motion last_motion; /* as the latest create was handed it */

/* ---- the hook: a call back into an engine, from inside one of its callbacks ---- */

enum { SITE_CREATE, SITE_SAMPLE, SITE_DESTROY, SITE_LOG, SITE_TEARDOWN, SITE_RELEASE, NSITES };
static const char *const SITE_NAME[NSITES] = {"create", "sample", "destroy", "log handler",
                                              "destroy during sheet_engine_destroy", "release"};

typedef struct hook_state {
  int active; /* whether the callbacks call back now */
  int fn;     /* the FN_* they call */
  sheet_engine *engine;
  sheet_id sheet;
  double now;
  long expect;
  int depth;
  int fired[NSITES], wrong[NSITES], silent[NSITES];
  long got[NSITES];
  char said[NSITES][160];
} hook_state;

static hook_state hook;
static void hook_fire(int site);

static void scribble(sheet_motion *m, int field, double value) {
  switch (field) {
  case 0: m->struct_size = 3; break;
  case 1: m->kind = -7; break;
  case 2: m->from.top = value, m->from.opacity = value; break;
  case 3: m->to.top = value, m->to.scale = value; break;
  case 4: m->velocity = value; break;
  default: m->viewport_height = value; break;
  }
}

static sheet_status lin_create(void *plugin_data, const sheet_motion *motion,
                               const double *params, void **out) {
  const bad_mode *mode = (const bad_mode *)plugin_data;
  lin_instance *in;
  hook_fire(SITE_CREATE);
  if (motion == NULL || params == NULL || out == NULL) return SHEET_ERR_INVALID_ARGUMENT;
  last_motion = *motion;
  if (mode && mode->what == BAD_CREATE_STATUS) return mode->status;
  in = (lin_instance *)malloc(sizeof *in);
  if (in == NULL) return SHEET_ERR_OUT_OF_MEMORY;
  in->m = *motion;
  in->duration = params[0];
  in->mode = mode;
  in->self = in;
  lin_creates++;
  if (mode && mode->what == BAD_SCRIBBLE) /* the engine's copy: a const it handed out */
    scribble((sheet_motion *)(void *)(uintptr_t)motion, mode->channel, mode->value);
  *out = in;
  return SHEET_OK;
}

static double mix(double a, double b, double q) { return a + (b - a) * q; }

static sheet_status lin_sample(void *instance, double elapsed, sheet_visual *out,
                               double *velocity, int32_t *finished) {
  const lin_instance *in = (const lin_instance *)instance;
  const bad_mode *mode;
  double p;
  hook_fire(SITE_SAMPLE);
  if (in == NULL || in->self != in || out == NULL || velocity == NULL || finished == NULL)
    return SHEET_ERR_INVALID_ARGUMENT;
  mode = in->mode;
  if (mode && mode->what == BAD_WRITES_NOTHING) return SHEET_OK;
  p = elapsed / in->duration;
  if (mode && mode->what == BAD_NEVER_FINISHES && p > 0.9) p = 0.9;
  if (p >= 1) {
    *out = in->m.to;
    *velocity = 0;
    *finished = mode && mode->what == BAD_FINISHED_FLAG ? mode->status : 1;
    return SHEET_OK;
  }
  out->top = mix(in->m.from.top, in->m.to.top, p);
  out->opacity = mix(in->m.from.opacity, in->m.to.opacity, p);
  out->backdrop_alpha = mix(in->m.from.backdrop_alpha, in->m.to.backdrop_alpha, p);
  out->scale = mix(in->m.from.scale, in->m.to.scale, p);
  *velocity = (in->m.to.top - in->m.from.top) / in->duration;
  *finished = 0;
  if (mode && elapsed > 0.05) {
    if (mode->what == BAD_SAMPLE_STATUS) return mode->status;
    if (mode->what == BAD_SAMPLE_VALUE) {
      switch (mode->channel) {
      case 0: out->top = mode->value; break;
      case 1: out->opacity = mode->value; break;
      case 2: out->backdrop_alpha = mode->value; break;
      case 3: out->scale = mode->value; break;
      default: *velocity = mode->value; break;
      }
    }
  }
  return SHEET_OK;
}

static void lin_destroy(void *instance) {
  lin_instance *in = (lin_instance *)instance;
  lin_destroys++;
  if (in == NULL || in->self != in) {
    lin_bad_destroys++;
    return;
  }
  hook_fire(tearing_down ? SITE_TEARDOWN : SITE_DESTROY);
  in->self = NULL;
  free(in);
}

static void lin_release(void *plugin_data) {
  (void)plugin_data;
  lin_releases++;
  lin_live_at_release = lin_creates - lin_destroys;
  hook_fire(SITE_RELEASE);
}

static const sheet_param_spec LIN_PARAMS[1] = {{"duration", 0.2, 0.05, 2.0}};

static sheet_animator_vtable lin_vtable(const char *name) {
  const sheet_animator_vtable v =
      SHEET_ANIMATOR_VTABLE(name, LIN_PARAMS, 1, lin_create, lin_sample, lin_destroy, lin_release);
  return v;
}

/* ==================================================================================== */
/* Plugins and the log                                                                   */
/* ==================================================================================== */

static char plugin_path_buf[4][512];
static int plugin_path_next;

/* The test plugin `name`; where there are none, a path the load refuses all the same. */
static const char *plugin_path(const char *name) {
  char *p = plugin_path_buf[plugin_path_next++ % 4];
#ifdef TEST_PLUGIN_DIR
  snprintf(p, sizeof plugin_path_buf[0], "%s/%s.so", TEST_PLUGIN_DIR, name);
#else
  snprintf(p, sizeof plugin_path_buf[0], "/plugins/%s.so", name);
#endif
  return p;
}

#ifdef TEST_PLUGIN_DIR
#define PLUGINS 1
#else
#define PLUGINS 0
#endif

/* The status a load of a well-made plugin returns: SHEET_OK, or SHEET_ERR_PLUGIN where
 * no plugin can be loaded. */
#define LOADED(st) (PLUGINS ? (st) : SHEET_ERR_PLUGIN)

static void load_refused_(const char *plugin, sheet_status want, const char *mention, int line);

typedef struct log_capture {
  int count;
  int32_t level[16];
  char line[16][160];
} log_capture;

static void capture_log(void *user_data, int32_t level, const char *message) {
  log_capture *c = (log_capture *)user_data;
  if (c->count < 16) {
    c->level[c->count] = level;
    snprintf(c->line[c->count], sizeof c->line[0], "%s", message ? message : "(NULL)");
  }
  c->count++;
}

static void hook_log(void *user_data, int32_t level, const char *message) {
  capture_log(user_data, level, message);
  hook_fire(SITE_LOG);
}

static int log_has(const log_capture *c, const char *text) {
  int i;
  for (i = 0; i < c->count && i < 16; i++)
    if (strstr(c->line[i], text)) return 1;
  return 0;
}

/* ==================================================================================== */
/* The fixture                                                                           */
/* ==================================================================================== */

/* Engine e (the phone viewport) holds:
 *   A  presented with "hostile.probe" (present, dismiss, settle), resting at detent 0 of
 *      {POINTS 300, POINTS 600}, top 544
 *   B  hidden, the same detents, the default transitions
 *   a destroyed sheet (slot 2), an id never issued (slot 39), and an id of engine
 *   `other` (its sixth sheet: slot 5, which e never issued);
 * the animators "spring", "slide", "fade" and "hostile.probe"; a log handler that
 * records; and one queued event: CONTENT_CHANGED of B with content MARKER. */
#define TOP0 (PHONE_HEIGHT - 300.0)
#define TOP1 (PHONE_HEIGHT - 600.0)
#define MARKER 77u
/* The id the next sheet_create of the fixture issues: slot 2, generation 2. */
#define NEXT_ID (((sheet_id)2 << 32) | 3u)
#define NOW 1.0

static const sheet_detent DETENTS[2] = {{SHEET_DETENT_POINTS, 300.0}, {SHEET_DETENT_POINTS, 600.0}};

typedef struct fixture {
  sheet_engine *e, *other;
  sheet_id a, b, destroyed, never, foreign;
  sheet_id next_id; /* what sheet_create issues next; 0 once that is not known */
  double later;      /* a time after every one a row has used */
  size_t animators;
  log_capture log;
} fixture;

static fixture *fx; /* the fixture of the running row */

static void config_with(sheet_config *c, const char *animator) {
  sheet_config_init(c);
  c->detents = DETENTS;
  c->detent_count = 2;
  c->present.animator = animator;
  c->dismiss.animator = animator;
  c->settle.animator = animator;
}

/* An event for sheet_engine_poll_event to fill: zeroed, struct_size set. */
static sheet_event event_to_fill(void) {
  sheet_event ev;
  memset(&ev, 0, sizeof ev);
  ev.struct_size = sizeof ev;
  return ev;
}

static void drain(sheet_engine *e) {
  sheet_event ev = event_to_fill();
  while (sheet_engine_poll_event(e, &ev) == 1) {}
}

static void queue_marker(fixture *f) {
  drain(f->e);
  CHECK_STATUS_E(f->e, sheet_set_content(f->e, f->b, MARKER, 100.0, NOW), SHEET_OK);
}

static fixture *fixture_make(void) {
  static fixture the;
  fixture *f = &the;
  sheet_animator_vtable v = lin_vtable("hostile.probe");
  sheet_config c;
  sheet_id other_ids[6], c_id = 0;
  int i;
  memset(f, 0, sizeof *f);
  if (sheet_engine_create(&f->e) != SHEET_OK || sheet_engine_create(&f->other) != SHEET_OK) {
    printf("cannot create engines; giving up\n");
    exit(2);
  }
  CHECK_STATUS_E(f->e, sheet_engine_set_viewport(f->e, PHONE_VIEWPORT), SHEET_OK);
  CHECK_STATUS_E(f->e, sheet_engine_register_animator(f->e, &v, NULL), SHEET_OK);
  config_with(&c, "hostile.probe");
  c.user_tag = 11;
  CHECK_STATUS_E(f->e, sheet_create(f->e, &c, &f->a), SHEET_OK);
  config_with(&c, NULL);
  c.user_tag = 22;
  CHECK_STATUS_E(f->e, sheet_create(f->e, &c, &f->b), SHEET_OK);
  CHECK_STATUS_E(f->e, sheet_create(f->e, NULL, &c_id), SHEET_OK);
  CHECK_STATUS_E(f->e, sheet_destroy(f->e, c_id), SHEET_OK);
  f->destroyed = c_id;
  f->never = ((sheet_id)1 << 32) | 40u;
  CHECK_STATUS_E(f->other, sheet_engine_set_viewport(f->other, PHONE_VIEWPORT), SHEET_OK);
  for (i = 0; i < 6; i++) CHECK_STATUS_E(f->other, sheet_create(f->other, NULL, &other_ids[i]), SHEET_OK);
  f->foreign = other_ids[5];
  CHECK_STATUS_E(f->e, sheet_present(f->e, f->a, 0, 0.0), SHEET_OK);
  CHECK_STATUS_E(f->e, sheet_engine_tick(f->e, 0.5), SHEET_OK);
  CHECK_STATUS_E(f->e, sheet_engine_tick(f->e, NOW), SHEET_OK);
  CHECK_STATUS_E(f->e, sheet_engine_set_log_handler(f->e, capture_log, &f->log), SHEET_OK);
  f->animators = sheet_engine_animator_count(f->e);
  f->next_id = NEXT_ID;
  f->later = NOW + 10.0;
  queue_marker(f);
  return f;
}

static void fixture_free(fixture *f) {
  hook.active = 0;
  if (f->e) sheet_engine_destroy(f->e);
  if (f->other) sheet_engine_destroy(f->other);
  f->e = f->other = NULL;
}

/* ---- what a refused call must leave as it was ---- */

typedef struct snapshot {
  sheet_frame frame[2];
  sheet_accessibility access[2];
  size_t animators;
  char names[8][64];
  size_t params[8];
  sheet_id top;
  int32_t animating;
} snapshot;

static void take_snapshot(const fixture *f, snapshot *s) {
  sheet_id ids[2];
  size_t i;
  ids[0] = f->a;
  ids[1] = f->b;
  memset(s, 0, sizeof *s);
  for (i = 0; i < 2; i++) {
    s->frame[i].struct_size = sizeof s->frame[i];
    s->access[i].struct_size = sizeof s->access[i];
    CHECK_STATUS_E(f->e, sheet_get_frame(f->e, ids[i], &s->frame[i]), SHEET_OK);
    CHECK_STATUS_E(f->e, sheet_get_accessibility(f->e, ids[i], &s->access[i]), SHEET_OK);
  }
  s->animators = sheet_engine_animator_count(f->e);
  for (i = 0; i < s->animators && i < 8; i++) {
    const char *name = sheet_engine_animator_name(f->e, i);
    snprintf(s->names[i], sizeof s->names[i], "%s", name ? name : "(NULL)");
    s->params[i] = sheet_engine_animator_param_count(f->e, i);
  }
  CHECK_STATUS_E(f->e, sheet_engine_top_sheet(f->e, &s->top), SHEET_OK);
  CHECK_STATUS_E(f->e, sheet_engine_is_animating(f->e, &s->animating), SHEET_OK);
}

static int same_bits(const void *a, const void *b, size_t n) { return memcmp(a, b, n) == 0; }

/* Field by field (the padding between them is nobody's). */
static int same_frame(const sheet_frame *x, const sheet_frame *y) {
#define SAME_FIELD(field) same_bits(&x->field, &y->field, sizeof x->field)
  return SAME_FIELD(state) && SAME_FIELD(detent) && SAME_FIELD(top) && SAME_FIELD(height) && SAME_FIELD(opacity) &&
         SAME_FIELD(scale) && SAME_FIELD(backdrop_alpha) && SAME_FIELD(corner_radius) && SAME_FIELD(progress) &&
         SAME_FIELD(content_offset) && SAME_FIELD(content_id) && SAME_FIELD(outgoing_content_id) &&
         SAME_FIELD(content_alpha) && SAME_FIELD(outgoing_content_alpha) && SAME_FIELD(velocity) &&
         SAME_FIELD(gesture_owner) && SAME_FIELD(grabber_visible) && SAME_FIELD(overlay_alpha) &&
         SAME_FIELD(scroll_extent) && SAME_FIELD(background_scale) && SAME_FIELD(background_offset) &&
         SAME_FIELD(background_corner_radius) && SAME_FIELD(footer_top) && SAME_FIELD(rect.x) &&
         SAME_FIELD(rect.y) && SAME_FIELD(rect.width) && SAME_FIELD(rect.height) && SAME_FIELD(edge) &&
         SAME_FIELD(corners);
#undef SAME_FIELD
}

static int same_access(const sheet_accessibility *x, const sheet_accessibility *y) {
  return x->actions == y->actions && x->detent == y->detent &&
         x->detent_count == y->detent_count && strcmp(x->value, y->value) == 0;
}

static void check_snapshot(const snapshot *before, const snapshot *after, int line) {
  size_t i;
  int ok = 1;
  for (i = 0; i < 2; i++) {
    if (!same_frame(&before->frame[i], &after->frame[i])) {
      check_report_(0, __FILE__, line, "the frame of sheet %s changed (top %.9g -> %.9g, state %s -> %s)",
                    i ? "B" : "A", before->frame[i].top, after->frame[i].top,
                    check_state_name(before->frame[i].state), check_state_name(after->frame[i].state));
      ok = 0;
    }
    if (!same_access(&before->access[i], &after->access[i])) {
      check_report_(0, __FILE__, line, "the accessibility of sheet %s changed (\"%s\" -> \"%s\")",
                    i ? "B" : "A", before->access[i].value, after->access[i].value);
      ok = 0;
    }
  }
  if (before->animators != after->animators) {
    check_report_(0, __FILE__, line, "the animator count changed: %lu -> %lu",
                  (unsigned long)before->animators, (unsigned long)after->animators);
    ok = 0;
  } else {
    for (i = 0; i < before->animators && i < 8; i++)
      if (strcmp(before->names[i], after->names[i]) != 0 || before->params[i] != after->params[i]) {
        check_report_(0, __FILE__, line, "animator %lu changed: \"%s\" -> \"%s\"", (unsigned long)i,
                      before->names[i], after->names[i]);
        ok = 0;
      }
  }
  if (before->top != after->top || before->animating != after->animating) {
    check_report_(0, __FILE__, line, "top sheet or animating changed");
    ok = 0;
  }
  if (ok) check_report_(1, __FILE__, line, "");
}

/* The queue holds exactly the marker event, and then nothing. */
static void check_queue_(const fixture *f, int line) {
  sheet_event ev = event_to_fill();
  int n = 0, marker = 0;
  while (sheet_engine_poll_event(f->e, &ev) == 1 && n < 1000) {
    if (n == 0 && ev.type == SHEET_EVENT_CONTENT_CHANGED && ev.sheet == f->b &&
        ev.content_id == MARKER && ev.user_tag == 22)
      marker = 1;
    n++;
  }
  check_report_(n == 1 && marker, __FILE__, line,
                "the event queue changed: %d events, the first %s the marker", n,
                marker ? "is" : "is not");
}

/* What the next commands do: A settles to detent 1 (with "hostile.probe"), B is
 * presented (with the spring); frames at five times and every event. */
typedef struct trajectory {
  sheet_frame a[5], b[5];
  sheet_event ev[24];
  int nev;
  sheet_status st[8];
  int dirty; /* a command that succeeded but left a sentence in the last error */
} trajectory;

static void run_trajectory(const fixture *f, trajectory *tr) {
  static const double at[5] = {NOW + 0.5, NOW + 0.6, NOW + 0.8, NOW + 1.05, NOW + 3.0};
  sheet_event ev;
  int i, k = 0;
  memset(tr, 0, sizeof *tr);
  for (i = 0; i < 5; i++) {
    if (i == 0) tr->st[k++] = sheet_move_to_detent(f->e, f->a, 1, at[0]);
    tr->dirty += sheet_engine_last_error(f->e)[0] != '\0';
    if (i == 3) tr->st[k++] = sheet_present(f->e, f->b, 0, NOW + 1.0);
    if (i > 0) tr->st[k++] = sheet_engine_tick(f->e, at[i]);
    tr->dirty += sheet_engine_last_error(f->e)[0] != '\0';
    tr->a[i].struct_size = tr->b[i].struct_size = sizeof(sheet_frame);
    if (sheet_get_frame(f->e, f->a, &tr->a[i]) != SHEET_OK) tr->a[i].state = -1;
    if (sheet_get_frame(f->e, f->b, &tr->b[i]) != SHEET_OK) tr->b[i].state = -1;
  }
  ev = event_to_fill();
  while (tr->nev < 24 && sheet_engine_poll_event(f->e, &ev) == 1) tr->ev[tr->nev++] = ev;
}

static trajectory reference; /* of a fixture nobody touched */

static int same_trajectory(const trajectory *x, const trajectory *y) {
  int i;
  if (x->nev != y->nev || x->dirty != y->dirty) return 0;
  for (i = 0; i < 8; i++)
    if (x->st[i] != y->st[i]) return 0;
  for (i = 0; i < 5; i++)
    if (!same_frame(&x->a[i], &y->a[i]) || !same_frame(&x->b[i], &y->b[i])) return 0;
  for (i = 0; i < x->nev; i++) {
    const sheet_event *p = &x->ev[i], *q = &y->ev[i];
    if (p->type != q->type || p->sheet != q->sheet || p->detent != q->detent ||
        p->from_detent != q->from_detent || p->reason != q->reason || p->time != q->time ||
        p->user_tag != q->user_tag || p->content_id != q->content_id)
      return 0;
  }
  return 1;
}

static void check_trajectory_(const fixture *f, int line) {
  trajectory tr;
  run_trajectory(f, &tr);
  if (!check_report_(same_trajectory(&tr, &reference), __FILE__, line,
                     "the next commands do something else than on an untouched fixture")) {
    int i;
    for (i = 0; i < 5; i++)
      printf("    t%d: A top %.9g (ref %.9g) state %s; B top %.9g (ref %.9g)\n", i, tr.a[i].top,
             reference.a[i].top, check_state_name(tr.a[i].state), tr.b[i].top, reference.b[i].top);
    printf("    %d events (ref %d)\n", tr.nev, reference.nev);
  }
}

/* The whole of "nothing changed": snapshot, queue, trajectory. */
#define CHECK_UNCHANGED(before)                 \
  do {                                          \
    snapshot after_;                            \
    take_snapshot(fx, &after_);                 \
    check_snapshot((before), &after_, __LINE__); \
    check_queue_(fx, __LINE__);                 \
    check_trajectory_(fx, __LINE__);            \
  } while (0)


/* No sheet was made: the next create gets the id it would have got. */
static void check_no_sheet_made_(int line) {
  sheet_id id = 0;
  sheet_status st = sheet_create(fx->e, NULL, &id);
  check_report_(st == SHEET_OK && (fx->next_id == 0 || id == fx->next_id), __FILE__, line,
                "a refused create took a slot: the next id is %llx, expected %llx",
                (unsigned long long)id, (unsigned long long)fx->next_id);
  if (st == SHEET_OK) {
    sheet_destroy(fx->e, id);
    fx->next_id = id + ((sheet_id)1 << 32); /* its slot, the next generation */
  }
}
#define CHECK_NO_SHEET_MADE() check_no_sheet_made_(__LINE__)

/* After a refused call: the snapshot, the queue (then the marker again). */
static void check_same_state_(const snapshot *before, int line) {
  snapshot after;
  take_snapshot(fx, &after);
  check_snapshot(before, &after, line);
  check_queue_(fx, line);
  queue_marker(fx);
}

/* At the end of a row whose calls were all refused: what the next commands do. */
static void check_trajectory_end_(int line) {
  check_queue_(fx, line);
  check_trajectory_(fx, line);
}
#define CHECK_TRAJECTORY() check_trajectory_end_(__LINE__)

/* A call on the fixture's engine that must be refused with `want` and change nothing. */
#define REFUSE(fn, call, want)               \
  do {                                       \
    snapshot before_;                        \
    take_snapshot(fx, &before_);             \
    EXPECT(fx->e, fn, call, want);           \
    check_same_state_(&before_, __LINE__);   \
  } while (0)

/* A call that must succeed and change nothing (a value outside what it acts on). */
#define ACCEPT_UNCHANGED(fn, call) REFUSE(fn, call, SHEET_OK)

/* ==================================================================================== */
/* The functions, called with valid arguments but the engine and the id                 */
/* ==================================================================================== */

#define SAME LONG_MIN /* the value the call returns outside any callback */

typedef struct fn_entry {
  const char *name;
  long (*call)(sheet_engine *e, sheet_id id, double now);
  int engine;      /* takes an engine */
  int status;      /* returns a sheet_status (and sets the last error) */
  int takes_id;    /* takes a sheet_id */
  long on_null;    /* what it returns for a NULL engine */
  long on_reentry; /* what it returns from inside one of the engine's callbacks */
} fn_entry;

#define UNUSED3 (void)e, (void)id, (void)now
static long w_sheet_abi_version(sheet_engine *e, sheet_id id, double now) {
  UNUSED3;
  return (long)sheet_abi_version();
}
static long w_sheet_version_string(sheet_engine *e, sheet_id id, double now) {
  UNUSED3;
  return strcmp(sheet_version_string(), SHEET_VERSION_STRING) == 0;
}
static long w_sheet_status_name(sheet_engine *e, sheet_id id, double now) {
  UNUSED3;
  return strcmp(sheet_status_name(SHEET_ERR_PLUGIN), "SHEET_ERR_PLUGIN") == 0;
}
static long w_sheet_engine_create(sheet_engine *e, sheet_id id, double now) {
  sheet_engine *made = NULL;
  sheet_status st;
  UNUSED3;
  st = sheet_engine_create(&made);
  if (made) {
    if (sheet_engine_set_viewport(made, PHONE_VIEWPORT) != SHEET_OK) st = -1;
    sheet_engine_destroy(made);
  }
  return st;
}
static long w_sheet_engine_destroy(sheet_engine *e, sheet_id id, double now) {
  (void)id, (void)now;
  sheet_engine_destroy(e);
  return 0;
}
static long w_sheet_engine_last_error(sheet_engine *e, sheet_id id, double now) {
  (void)id, (void)now;
  return sheet_engine_last_error(e) != NULL;
}
static long w_sheet_engine_set_viewport(sheet_engine *e, sheet_id id, double now) {
  (void)id, (void)now;
  return sheet_engine_set_viewport(e, PHONE_VIEWPORT);
}
static long w_sheet_engine_set_obstruction(sheet_engine *e, sheet_id id, double now) {
  (void)id;
  return sheet_engine_set_obstruction(e, 0.0, now);
}
static long w_sheet_engine_set_reduce_motion(sheet_engine *e, sheet_id id, double now) {
  (void)id, (void)now;
  return sheet_engine_set_reduce_motion(e, 0);
}
static long w_sheet_engine_set_layout_direction(sheet_engine *e, sheet_id id, double now) {
  (void)id, (void)now;
  return sheet_engine_set_layout_direction(e, SHEET_DIRECTION_LTR);
}
static long w_sheet_engine_tick(sheet_engine *e, sheet_id id, double now) {
  (void)id;
  return sheet_engine_tick(e, now);
}
static long w_sheet_engine_is_animating(sheet_engine *e, sheet_id id, double now) {
  int32_t animating = 0;
  (void)id, (void)now;
  return sheet_engine_is_animating(e, &animating);
}
static long w_sheet_engine_poll_event(sheet_engine *e, sheet_id id, double now) {
  sheet_event ev;
  (void)id, (void)now;
  ev = event_to_fill();
  return sheet_engine_poll_event(e, &ev);
}
static long w_sheet_engine_register_animator(sheet_engine *e, sheet_id id, double now) {
  sheet_animator_vtable v = lin_vtable("hostile.extra");
  (void)id, (void)now;
  return sheet_engine_register_animator(e, &v, NULL);
}
static long w_sheet_engine_set_log_handler(sheet_engine *e, sheet_id id, double now) {
  (void)id, (void)now;
  return sheet_engine_set_log_handler(e, NULL, NULL);
}
static long w_sheet_engine_load_plugin(sheet_engine *e, sheet_id id, double now) {
  (void)id, (void)now;
  return sheet_engine_load_plugin(e, plugin_path("formula"));
}
static long w_sheet_engine_animator_count(sheet_engine *e, sheet_id id, double now) {
  (void)id, (void)now;
  return (long)sheet_engine_animator_count(e);
}
static long w_sheet_engine_animator_name(sheet_engine *e, sheet_id id, double now) {
  const char *name;
  (void)id, (void)now;
  name = sheet_engine_animator_name(e, 0);
  return name == NULL ? 0 : strcmp(name, "spring") == 0 ? 1 : -1;
}
static long w_sheet_engine_animator_param_count(sheet_engine *e, sheet_id id, double now) {
  (void)id, (void)now;
  return (long)sheet_engine_animator_param_count(e, 0);
}
static long w_sheet_engine_animator_param(sheet_engine *e, sheet_id id, double now) {
  sheet_param_spec spec;
  (void)id, (void)now;
  return sheet_engine_animator_param(e, 0, 0, &spec);
}
static long w_sheet_engine_set_max_motion_duration(sheet_engine *e, sheet_id id, double now) {
  (void)id, (void)now;
  return sheet_engine_set_max_motion_duration(e, 10.0);
}
static long w_sheet_config_init(sheet_engine *e, sheet_id id, double now) {
  sheet_config c;
  UNUSED3;
  memset(&c, 0xA5, sizeof c);
  sheet_config_init(&c);
  return c.struct_size == sizeof c && c.dismissible == 1 && c.detents == NULL;
}
static long w_sheet_config_init_sized(sheet_engine *e, sheet_id id, double now) {
  sheet_config c;
  UNUSED3;
  memset(&c, 0xA5, sizeof c);
  sheet_config_init_sized(&c, (uint32_t)sizeof c);
  return c.struct_size == sizeof c && c.dismissible == 1 && c.detents == NULL;
}
static long w_sheet_create(sheet_engine *e, sheet_id id, double now) {
  sheet_id made = 0;
  (void)id, (void)now;
  return sheet_create(e, NULL, &made);
}
static long w_sheet_destroy(sheet_engine *e, sheet_id id, double now) {
  (void)now;
  return sheet_destroy(e, id);
}
static long w_sheet_present(sheet_engine *e, sheet_id id, double now) {
  return sheet_present(e, id, 0, now);
}
static long w_sheet_dismiss(sheet_engine *e, sheet_id id, double now) { return sheet_dismiss(e, id, now); }
static long w_sheet_move_to_detent(sheet_engine *e, sheet_id id, double now) {
  return sheet_move_to_detent(e, id, 1, now);
}
static long w_sheet_update(sheet_engine *e, sheet_id id, double now) {
  sheet_config c; /* A's own configuration */
  config_with(&c, "hostile.probe");
  c.user_tag = 11;
  return sheet_update(e, id, &c, now);
}
static long w_sheet_set_content(sheet_engine *e, sheet_id id, double now) {
  return sheet_set_content(e, id, 5, 100.0, now);
}
static long w_sheet_set_content_height(sheet_engine *e, sheet_id id, double now) {
  return sheet_set_content_height(e, id, 120.0, now);
}
static long w_sheet_set_scroll_extent(sheet_engine *e, sheet_id id, double now) {
  return sheet_set_scroll_extent(e, id, 50.0, now);
}
static long w_sheet_set_focus(sheet_engine *e, sheet_id id, double now) {
  return sheet_set_focus(e, id, 10.0, 20.0, now);
}
static long w_sheet_back_begin(sheet_engine *e, sheet_id id, double now) { return sheet_back_begin(e, id, now); }
static long w_sheet_back_progress(sheet_engine *e, sheet_id id, double now) {
  return sheet_back_progress(e, id, 0.5, now);
}
static long w_sheet_back_cancel(sheet_engine *e, sheet_id id, double now) { return sheet_back_cancel(e, id, now); }
static long w_sheet_back_commit(sheet_engine *e, sheet_id id, double now) { return sheet_back_commit(e, id, now); }
static long w_sheet_engine_top_sheet(sheet_engine *e, sheet_id id, double now) {
  sheet_id top = 0;
  (void)id, (void)now;
  return sheet_engine_top_sheet(e, &top);
}
static long w_sheet_get_accessibility(sheet_engine *e, sheet_id id, double now) {
  sheet_accessibility a;
  (void)now;
  memset(&a, 0, sizeof a);
  a.struct_size = sizeof a;
  return sheet_get_accessibility(e, id, &a);
}
static long w_sheet_perform_action(sheet_engine *e, sheet_id id, double now) {
  return sheet_perform_action(e, id, SHEET_ACTION_EXPAND, now);
}
static long w_sheet_pointer_down(sheet_engine *e, sheet_id id, double now) {
  int32_t hit = -1;
  return sheet_pointer_down(e, id, PHONE_WIDTH / 2, 600.0, now, &hit);
}
static long w_sheet_pointer_move(sheet_engine *e, sheet_id id, double now) {
  return sheet_pointer_move(e, id, PHONE_WIDTH / 2, 610.0, now);
}
static long w_sheet_pointer_up(sheet_engine *e, sheet_id id, double now) {
  return sheet_pointer_up(e, id, PHONE_WIDTH / 2, 610.0, now);
}
static long w_sheet_pointer_cancel(sheet_engine *e, sheet_id id, double now) {
  return sheet_pointer_cancel(e, id, now);
}
static long w_sheet_get_frame(sheet_engine *e, sheet_id id, double now) {
  sheet_frame f;
  (void)now;
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  return sheet_get_frame(e, id, &f);
}

#define IA SHEET_ERR_INVALID_ARGUMENT
#define IS SHEET_ERR_INVALID_STATE
/* Every function once: X(name, engine, status, takes_id, on a NULL engine, from a
 * callback); its wrapper is w_<name>, its index FN_<name>. */
#define FUNCTIONS(X) \
  X(sheet_abi_version, 0, 0, 0, 0, SAME)                    \
  X(sheet_version_string, 0, 0, 0, 0, SAME)                 \
  X(sheet_status_name, 0, 0, 0, 0, SAME)                    \
  X(sheet_engine_create, 0, 0, 0, 0, SAME)                  \
  X(sheet_engine_destroy, 1, 0, 0, 0, 0)                    \
  X(sheet_engine_last_error, 1, 0, 0, 1, 1)                 \
  X(sheet_engine_set_viewport, 1, 1, 0, IA, IS)             \
  X(sheet_engine_set_obstruction, 1, 1, 0, IA, IS)          \
  X(sheet_engine_set_reduce_motion, 1, 1, 0, IA, IS)        \
  X(sheet_engine_set_layout_direction, 1, 1, 0, IA, IS)     \
  X(sheet_engine_tick, 1, 1, 0, IA, IS)                     \
  X(sheet_engine_is_animating, 1, 1, 0, IA, IS)             \
  X(sheet_engine_poll_event, 1, 0, 0, 0, 0)                 \
  X(sheet_engine_register_animator, 1, 1, 0, IA, IS)        \
  X(sheet_engine_set_log_handler, 1, 1, 0, IA, IS)          \
  X(sheet_engine_load_plugin, 1, 1, 0, IA, IS)              \
  X(sheet_engine_animator_count, 1, 0, 0, 0, SAME)          \
  X(sheet_engine_animator_name, 1, 0, 0, 0, SAME)           \
  X(sheet_engine_animator_param_count, 1, 0, 0, 0, SAME)    \
  X(sheet_engine_animator_param, 1, 1, 0, IA, IS)           \
  X(sheet_engine_set_max_motion_duration, 1, 1, 0, IA, IS)  \
  X(sheet_config_init, 0, 0, 0, 0, SAME)                    \
  X(sheet_config_init_sized, 0, 0, 0, 0, SAME)              \
  X(sheet_create, 1, 1, 0, IA, IS)                          \
  X(sheet_destroy, 1, 1, 1, IA, IS)                         \
  X(sheet_present, 1, 1, 1, IA, IS)                         \
  X(sheet_dismiss, 1, 1, 1, IA, IS)                         \
  X(sheet_move_to_detent, 1, 1, 1, IA, IS)                  \
  X(sheet_update, 1, 1, 1, IA, IS)                          \
  X(sheet_set_content, 1, 1, 1, IA, IS)                     \
  X(sheet_set_content_height, 1, 1, 1, IA, IS)              \
  X(sheet_set_scroll_extent, 1, 1, 1, IA, IS)               \
  X(sheet_set_focus, 1, 1, 1, IA, IS)                       \
  X(sheet_engine_top_sheet, 1, 1, 0, IA, IS)                \
  X(sheet_get_accessibility, 1, 1, 1, IA, IS)               \
  X(sheet_perform_action, 1, 1, 1, IA, IS)                  \
  X(sheet_pointer_down, 1, 1, 1, IA, IS)                    \
  X(sheet_pointer_move, 1, 1, 1, IA, IS)                    \
  X(sheet_pointer_up, 1, 1, 1, IA, IS)                      \
  X(sheet_pointer_cancel, 1, 1, 1, IA, IS)                  \
  X(sheet_back_begin, 1, 1, 1, IA, IS)                      \
  X(sheet_back_progress, 1, 1, 1, IA, IS)                   \
  X(sheet_back_cancel, 1, 1, 1, IA, IS)                     \
  X(sheet_back_commit, 1, 1, 1, IA, IS)                     \
  X(sheet_get_frame, 1, 1, 1, IA, IS)

#define FN_INDEX(name, ...) FN_##name,
enum { FUNCTIONS(FN_INDEX) FN_COUNT };
#undef FN_INDEX

#define FN_ENTRY(name, ...) {#name, w_##name, __VA_ARGS__},
static const fn_entry fns[FN_COUNT] = {FUNCTIONS(FN_ENTRY)};
#undef FN_ENTRY
#undef IA
#undef IS

/* ---- the hook ---- */

/* What fns[fn] answers from inside a callback: its on_reentry, or where that is SAME,
 * what it answers outside one. */
static long answer_from_callback(int fn) {
  const fn_entry *f = &fns[fn];
  return f->on_reentry == SAME ? f->call(fx->e, fx->a, NOW) : f->on_reentry;
}

static void hook_reset(int fn, sheet_engine *e, long expect) {
  memset(&hook, 0, sizeof hook);
  hook.active = 1;
  hook.engine = e;
  hook.sheet = fx ? fx->a : 0;
  hook.now = NOW;
  hook.expect = expect;
  hook.fn = fn;
}

static void hook_fire(int site) {
  const fn_entry *f;
  long got;
  if (!hook.active || hook.engine == NULL || hook.depth > 0) return;
  f = &fns[hook.fn];
  hook.depth++;
  got = f->call(hook.engine, hook.sheet, hook.now);
  hook.depth--;
  hook.fired[site]++;
  hook.got[site] = got;
  if (got != hook.expect) hook.wrong[site]++;
  if (f->status || f->engine) {
    const char *msg = sheet_engine_last_error(hook.engine);
    snprintf(hook.said[site], sizeof hook.said[site], "%s", msg ? msg : "(NULL)");
    if (f->status && (msg == NULL || msg[0] == '\0')) hook.silent[site]++;
  }
}

/* The hook fired at `site`, every call it made answered as expected, and every refusal
 * came with a sentence. */
static void check_hook_(int site, int line) {
  check_report_(hook.fired[site] > 0, __FILE__, line, "the %s callback never ran", SITE_NAME[site]);
  check_report_(hook.wrong[site] == 0, __FILE__, line,
                "%s from inside %s returned %ld, expected %ld", fns[hook.fn].name,
                SITE_NAME[site], hook.got[site], hook.expect);
  check_report_(hook.silent[site] == 0, __FILE__, line,
                "%s refused from inside %s with an empty last_error", fns[hook.fn].name,
                SITE_NAME[site]);
  if (fns[hook.fn].status) remember_status(fns[hook.fn].name, (sheet_status)hook.expect);
}
#define CHECK_HOOK(site) check_hook_((site), __LINE__)

/* ==================================================================================== */
/* Rows for every function: a NULL engine, bad ids, calls from callbacks                 */
/* ==================================================================================== */

static void row_null_engine(const row *r) {
  const fn_entry *f = &fns[r->fn];
  long got = f->call(NULL, fx->a, NOW);
  if (f->status) {
    expect_status_(NULL, f->name, (sheet_status)got, SHEET_ERR_INVALID_ARGUMENT, f->name, __LINE__);
  } else {
    CHECK_MSG(got == f->on_null, "%s(NULL, ...) answered %ld, expected %ld", f->name, got, f->on_null);
    CHECK_STR(sheet_engine_last_error(NULL), "engine is NULL");
  }
  CHECK_TRAJECTORY();
}

static sheet_id bad_id(int which) {
  switch (which) {
  case 0: return 0;
  case 1: return fx->never;
  case 2: return fx->destroyed;
  default: return fx->foreign;
  }
}

static void row_bad_id(const row *r) {
  const fn_entry *f = &fns[r->fn];
  sheet_id id = bad_id(r->arg);
  sheet_frame other_before, other_after;
  snapshot before;
  memset(&other_before, 0, sizeof other_before);
  memset(&other_after, 0, sizeof other_after);
  other_before.struct_size = other_after.struct_size = sizeof(sheet_frame);
  CHECK_STATUS_E(fx->other, sheet_get_frame(fx->other, fx->foreign, &other_before), SHEET_OK);
  take_snapshot(fx, &before);
  expect_status_(fx->e, f->name, (sheet_status)f->call(fx->e, id, NOW), SHEET_ERR_INVALID_HANDLE,
                 f->name, __LINE__);
  check_same_state_(&before, __LINE__);
  /* the engine that issued the id is not touched either */
  CHECK_STATUS_E(fx->other, sheet_get_frame(fx->other, fx->foreign, &other_after), SHEET_OK);
  CHECK(same_frame(&other_before, &other_after));
  CHECK_TRAJECTORY();
}

/* The function called from inside "hostile.probe"'s create, sample and destroy while the
 * fixture's next commands run, and from inside the log handler while a plugin loads:
 * each call answers as sheet.h says, and the outer calls do exactly what they do
 * without it. */
static void row_reentrant(const row *r) {
  long expect = answer_from_callback(r->fn);
  trajectory tr;
  check_queue_(fx, __LINE__);
  hook_reset(r->fn, fx->e, expect);
  run_trajectory(fx, &tr);
  hook.active = 0;
  CHECK_HOOK(SITE_CREATE);
  CHECK_HOOK(SITE_SAMPLE);
  CHECK_HOOK(SITE_DESTROY);
  if (!CHECK_MSG(same_trajectory(&tr, &reference),
                 "the calls that ran the callbacks did something else than without them"))
    printf("    A top %.9g (ref %.9g), %d events (ref %d), dirty %d\n", tr.a[4].top,
           reference.a[4].top, tr.nev, reference.nev, tr.dirty);
  if (PLUGINS) {
    hook_reset(r->fn, fx->e, expect);
    CHECK_STATUS_E(fx->e, sheet_engine_set_log_handler(fx->e, hook_log, &fx->log), SHEET_OK);
    hook.active = 1;
    EXPECT(fx->e, sheet_engine_load_plugin, (fx->e, plugin_path("formula")), SHEET_OK);
    hook.active = 0;
    CHECK_HOOK(SITE_LOG);
    CHECK(sheet_engine_animator_count(fx->e) == fx->animators + 1);
    CHECK_STR(sheet_engine_animator_name(fx->e, fx->animators), "test.formula");
  }
}

/* sheet_engine_destroy of the fixture's engine, the hook calling fns[fn] (which must
 * answer `expect`) from the callback at `site`, which runs there exactly once. */
static void destroy_engine_hooked_(int fn, long expect, int site, int line) {
  hook_reset(fn, fx->e, expect);
  tearing_down = 1;
  sheet_engine_destroy(fx->e);
  tearing_down = 0;
  hook.active = 0;
  fx->e = NULL;
  check_hook_(site, line);
  check_report_(hook.fired[site] == 1, __FILE__, line, "the %s callback ran %d times",
                SITE_NAME[site], hook.fired[site]);
}
#define DESTROY_ENGINE_HOOKED(fn, expect, site) destroy_engine_hooked_((fn), (expect), (site), __LINE__)

/* The function called from inside "hostile.probe"'s destroy while sheet_engine_destroy
 * lets the engine go: refused like any call from a callback (the engine is whole
 * until the animators' instances are gone), and the engine is then destroyed once. */
static void row_teardown(const row *r) {
  long expect = answer_from_callback(r->fn);
  long destroys = lin_destroys;
  CHECK_STATUS_E(fx->e, sheet_move_to_detent(fx->e, fx->a, 1, NOW), SHEET_OK);
  CHECK(lin_creates - lin_destroys == 1);
  DESTROY_ENGINE_HOOKED(r->fn, expect, SITE_TEARDOWN);
  CHECK(lin_destroys == destroys + 1);
  CHECK(lin_creates == lin_destroys);
  CHECK(lin_bad_destroys == 0);
}

/* ==================================================================================== */
/* Versions and names                                                                    */
/* ==================================================================================== */

static void row_abi_version(const row *r) {
  (void)r;
  CHECK(sheet_abi_version() == SHEET_ABI_VERSION);
  CHECK(SHEET_ABI_VERSION_MAJOR(sheet_abi_version()) == SHEET_VERSION_MAJOR);
  CHECK_TRAJECTORY();
}

static void row_version_string(const row *r) {
  const char *v = sheet_version_string();
  (void)r;
  CHECK_STR(v, SHEET_VERSION_STRING);
  CHECK(v == sheet_version_string()); /* a static string */
  CHECK_TRAJECTORY();
}

static void row_status_name(const row *r) {
  static const sheet_status unknown[] = {-1, 10, 12345, INT32_MAX, INT32_MIN};
  size_t i;
  (void)r;
  for (i = 0; i < sizeof unknown / sizeof unknown[0]; i++)
    CHECK_STR(sheet_status_name(unknown[i]), "SHEET_ERR_UNKNOWN");
  CHECK_STR(sheet_status_name(SHEET_ERR_OUT_OF_MEMORY), "SHEET_ERR_OUT_OF_MEMORY");
  CHECK_STR(sheet_status_name(SHEET_OK), "SHEET_OK");
  CHECK_TRAJECTORY();
}

/* ==================================================================================== */
/* Engine                                                                                */
/* ==================================================================================== */

static void row_engine_create_null(const row *r) {
  (void)r;
  EXPECT(NULL, sheet_engine_create, (NULL), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_TRAJECTORY();
}

static void row_set_viewport(const row *r) {
  int i, arg;
  if (r->kind == K_NONFINITE) {
    for (arg = 0; arg < 4; arg++)
      for (i = 0; i < 3; i++) {
        double v[4] = {PHONE_VIEWPORT};
        v[arg] = NONFINITE[i];
        REFUSE(sheet_engine_set_viewport, (fx->e, v[0], v[1], v[2], v[3]), SHEET_ERR_INVALID_ARGUMENT);
      }
  } else {
    static const double bad[][4] = {{0, PHONE_HEIGHT, 0, 0},     {-1, PHONE_HEIGHT, 0, 0},
                                    {PHONE_WIDTH, 0, 0, 0},      {PHONE_WIDTH, -844, 0, 0},
                                    {PHONE_WIDTH, 844, -1, 0},   {PHONE_WIDTH, 844, 0, -1},
                                    {PHONE_WIDTH, 844, 800, 44}, {PHONE_WIDTH, 844, 0, 844},
                                    {-0.0, 844, 0, 0},           {1e-320, -1e-320, 0, 0}};
    for (i = 0; i < (int)(sizeof bad / sizeof bad[0]); i++)
      REFUSE(sheet_engine_set_viewport, (fx->e, bad[i][0], bad[i][1], bad[i][2], bad[i][3]),
             SHEET_ERR_INVALID_ARGUMENT);
  }
  CHECK_TRAJECTORY();
}

static void row_set_obstruction(const row *r) {
  int i;
  if (r->kind == K_NONFINITE) {
    for (i = 0; i < 3; i++) {
      REFUSE(sheet_engine_set_obstruction, (fx->e, NONFINITE[i], NOW), SHEET_ERR_INVALID_ARGUMENT);
      REFUSE(sheet_engine_set_obstruction, (fx->e, 100.0, NONFINITE[i]), SHEET_ERR_INVALID_ARGUMENT);
    }
  } else if (r->kind == K_RANGE) {
    REFUSE(sheet_engine_set_obstruction, (fx->e, -1.0, NOW), SHEET_ERR_INVALID_ARGUMENT);
    REFUSE(sheet_engine_set_obstruction, (fx->e, PHONE_HEIGHT, NOW), SHEET_ERR_INVALID_ARGUMENT);
    REFUSE(sheet_engine_set_obstruction, (fx->e, 1e300, NOW), SHEET_ERR_INVALID_ARGUMENT);
  } else { /* before a viewport */
    sheet_engine *bare = NULL;
    CHECK(sheet_engine_create(&bare) == SHEET_OK);
    EXPECT(bare, sheet_engine_set_obstruction, (bare, 100.0, NOW), SHEET_ERR_INVALID_STATE);
    sheet_engine_destroy(bare);
  }
  CHECK_TRAJECTORY();
}

static void row_set_reduce_motion(const row *r) {
  static const int32_t bad[] = {2, -1, INT32_MAX, INT32_MIN};
  size_t i;
  (void)r;
  for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
    REFUSE(sheet_engine_set_reduce_motion, (fx->e, bad[i]), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_TRAJECTORY();
}

static void check_mentions_(const char *mention, int line);

/* A side sheet on the leading edge, made and presented at `t` in the fixture's engine,
 * resting at 200 points wide after a second and a half. */
static sheet_id leading_sheet(double t) {
  static const sheet_detent width[1] = {{SHEET_DETENT_POINTS, 200.0}};
  sheet_config c;
  sheet_id id = 0;
  sheet_config_init(&c);
  c.detents = width;
  c.detent_count = 1;
  c.edge = SHEET_EDGE_LEADING;
  CHECK_STATUS_E(fx->e, sheet_create(fx->e, &c, &id), SHEET_OK);
  CHECK_STATUS_E(fx->e, sheet_present(fx->e, id, 0, t), SHEET_OK);
  CHECK_STATUS_E(fx->e, sheet_engine_tick(fx->e, t + 1.5), SHEET_OK);
  drain(fx->e);
  return id;
}

/* Any direction but the two of sheet.h is refused and moves nothing: not the fixture's
 * sheets, nor a side sheet on the leading edge, which the next direction taken mirrors. */
static void row_set_layout_direction(const row *r) {
  static const int32_t bad[] = {2, 3, -1, 255, INT32_MAX, INT32_MIN};
  size_t i;
  sheet_id side;
  sheet_frame before, after;
  (void)r;
  for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    snapshot unchanged;
    take_snapshot(fx, &unchanged);
    EXPECT(fx->e, sheet_engine_set_layout_direction, (fx->e, bad[i]), SHEET_ERR_INVALID_ARGUMENT);
    check_mentions_("direction", __LINE__);
    check_same_state_(&unchanged, __LINE__);
  }
  CHECK_TRAJECTORY();
  side = leading_sheet(fx->later);
  before = frame_of(fx->e, side);
  CHECK(before.state == SHEET_STATE_RESTING && before.rect.x == 0 && before.rect.width == 200);
  for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    EXPECT(fx->e, sheet_engine_set_layout_direction, (fx->e, bad[i]), SHEET_ERR_INVALID_ARGUMENT);
    after = frame_of(fx->e, side);
    CHECK(same_frame(&before, &after));
  }
  EXPECT(fx->e, sheet_engine_set_layout_direction, (fx->e, SHEET_DIRECTION_RTL), SHEET_OK);
  after = frame_of(fx->e, side);
  CHECK_NEAR(after.rect.x, PHONE_WIDTH - 200, 1e-9);
  CHECK(after.top == before.top && after.state == SHEET_STATE_RESTING);
}

static void row_tick(const row *r) {
  int i;
  if (r->kind == K_NONFINITE) {
    for (i = 0; i < 3; i++) REFUSE(sheet_engine_tick, (fx->e, NONFINITE[i]), SHEET_ERR_INVALID_ARGUMENT);
  } else { /* a time before the clock is the clock: no error, nothing moves */
    ACCEPT_UNCHANGED(sheet_engine_tick, (fx->e, NOW - 1e9));
    ACCEPT_UNCHANGED(sheet_engine_tick, (fx->e, -1e308));
  }
  CHECK_TRAJECTORY();
}

static void row_is_animating(const row *r) {
  (void)r;
  REFUSE(sheet_engine_is_animating, (fx->e, NULL), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_TRAJECTORY();
}

/* poll_event's refusals: 0, a sentence, the marker still queued, *out untouched. */
static void poll_refused_(uint32_t struct_size, int null_out, int line) {
  unsigned char buf[sizeof(sheet_event) + 16];
  sheet_event *ev = (sheet_event *)(void *)buf;
  snapshot before;
  size_t k;
  int32_t got;
  int untouched = 1;
  memset(buf, 0xA5, sizeof buf);
  ev->struct_size = struct_size;
  take_snapshot(fx, &before);
  got = sheet_engine_poll_event(fx->e, null_out ? NULL : ev);
  check_report_(got == 0, __FILE__, line, "poll_event returned %d", (int)got);
  check_report_(sheet_engine_last_error(fx->e)[0] != '\0', __FILE__, line,
                "poll_event refused with an empty last_error");
  for (k = sizeof(uint32_t); k < sizeof buf; k++)
    if (buf[k] != 0xA5) untouched = 0;
  check_report_(untouched, __FILE__, line, "a refused poll_event wrote into *out");
  check_same_state_(&before, line);
}

static void row_poll_event_null(const row *r) {
  (void)r;
  poll_refused_(sizeof(sheet_event), 1, __LINE__);
  CHECK_TRAJECTORY();
}

/* ==================================================================================== */
/* Animators and plugins: the functions                                                  */
/* ==================================================================================== */

static void *last_plugin_data = (void *)&last_plugin_data;

static sheet_status data_create(void *plugin_data, const sheet_motion *m, const double *p,
                                void **out) {
  last_plugin_data = plugin_data;
  return lin_create(NULL, m, p, out);
}

static void row_register_null(const row *r) {
  (void)r;
  REFUSE(sheet_engine_register_animator, (fx->e, NULL, NULL), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_TRAJECTORY();
  { /* plugin_data NULL is a value like any: handed to create unchanged */
    sheet_animator_vtable v = lin_vtable("hostile.null_data");
    sheet_config c;
    sheet_id id = 0;
    v.create = data_create;
    EXPECT(fx->e, sheet_engine_register_animator, (fx->e, &v, NULL), SHEET_OK);
    config_with(&c, "hostile.null_data");
    CHECK_STATUS_E(fx->e, sheet_create(fx->e, &c, &id), SHEET_OK);
    CHECK_STATUS_E(fx->e, sheet_present(fx->e, id, 0, 10.0), SHEET_OK);
    CHECK(last_plugin_data == NULL);
  }
}

static void *seen_user_data = (void *)&seen_user_data;
static int seen_lines;
static void note_user_data(void *user_data, int32_t level, const char *message) {
  (void)level, (void)message;
  seen_user_data = user_data;
  seen_lines++;
}

static void row_set_log_handler_null(const row *r) {
  int lines = fx->log.count;
  (void)r;
  /* a NULL handler drops the lines */
  EXPECT(fx->e, sheet_engine_set_log_handler, (fx->e, NULL, NULL), SHEET_OK);
  EXPECT(fx->e, sheet_engine_load_plugin, (fx->e, plugin_path("formula")), LOADED(SHEET_OK));
  CHECK(fx->log.count == lines);
  /* a NULL user_data is handed back as NULL */
  EXPECT(fx->e, sheet_engine_set_log_handler, (fx->e, note_user_data, NULL), SHEET_OK);
  seen_lines = 0;
  EXPECT(fx->e, sheet_engine_load_plugin, (fx->e, plugin_path("init_fails")), SHEET_ERR_PLUGIN);
  CHECK(seen_lines == PLUGINS);
  if (PLUGINS) CHECK(seen_user_data == NULL);
}

static void row_load_plugin(const row *r) {
  if (r->kind == K_NULL) {
    REFUSE(sheet_engine_load_plugin, (fx->e, NULL), SHEET_ERR_INVALID_ARGUMENT);
  } else {
    REFUSE(sheet_engine_load_plugin, (fx->e, ""), SHEET_ERR_INVALID_ARGUMENT);
    load_refused_("../nonexistent/hostile-plugin", SHEET_ERR_PLUGIN, NULL, __LINE__);
#ifdef TEST_PLUGIN_DIR
    REFUSE(sheet_engine_load_plugin, (fx->e, TEST_PLUGIN_DIR), SHEET_ERR_PLUGIN); /* a directory */
#endif
  }
  CHECK_TRAJECTORY();
}

static void row_animator_index(const row *r) {
  static const size_t bad[] = {4, 5, (size_t)INT32_MAX, (size_t)INT32_MAX + 1u, (size_t)-1};
  size_t i;
  snapshot before;
  for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    take_snapshot(fx, &before);
    if (r->fn == FN_sheet_engine_animator_name) CHECK(sheet_engine_animator_name(fx->e, bad[i]) == NULL);
    else CHECK(sheet_engine_animator_param_count(fx->e, bad[i]) == 0);
    check_same_state_(&before, __LINE__);
  }
  CHECK_TRAJECTORY();
}

static void row_animator_param(const row *r) {
  sheet_param_spec spec, poison;
  memset(&poison, 0xA5, sizeof poison);
  if (r->kind == K_NULL) {
    REFUSE(sheet_engine_animator_param, (fx->e, 0, 0, NULL), SHEET_ERR_INVALID_ARGUMENT);
  } else {
    static const size_t bad_animator[] = {4, (size_t)INT32_MAX + 1u, (size_t)-1};
    static const size_t bad_param[] = {2, (size_t)INT32_MAX + 1u, (size_t)-1};
    size_t i;
    for (i = 0; i < 3; i++) {
      spec = poison;
      REFUSE(sheet_engine_animator_param, (fx->e, bad_animator[i], 0, &spec), SHEET_ERR_NOT_FOUND);
      CHECK(memcmp(&spec, &poison, sizeof spec) == 0);
      spec = poison;
      REFUSE(sheet_engine_animator_param, (fx->e, 0, bad_param[i], &spec), SHEET_ERR_NOT_FOUND);
      CHECK(memcmp(&spec, &poison, sizeof spec) == 0);
    }
  }
  CHECK_TRAJECTORY();
}

/* Polls the next event; type -1 when there is none. */
static sheet_event next_event(sheet_engine *e) {
  sheet_event ev = event_to_fill();
  if (sheet_engine_poll_event(e, &ev) != 1) ev.type = -1;
  return ev;
}

static void row_set_max_motion_duration(const row *r) {
  static const double bad[] = {0.0, -0.0, -1.0, -1e-300};
  const double *values = r->kind == K_NONFINITE ? NONFINITE : bad;
  size_t i, n = r->kind == K_NONFINITE ? 3 : sizeof bad / sizeof bad[0];
  static bad_mode stuck = {BAD_NEVER_FINISHES, 0, 0, 0};
  sheet_animator_vtable v = lin_vtable("hostile.stuck");
  sheet_config c;
  sheet_id id = 0;
  sheet_event ev;
  for (i = 0; i < n; i++)
    REFUSE(sheet_engine_set_max_motion_duration, (fx->e, values[i]), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_TRAJECTORY();
  /* the limit is still the default, 10 s: a motion that never finishes is cut off then */
  CHECK_STATUS_E(fx->e, sheet_engine_register_animator(fx->e, &v, &stuck), SHEET_OK);
  config_with(&c, "hostile.stuck");
  CHECK_STATUS_E(fx->e, sheet_create(fx->e, &c, &id), SHEET_OK);
  drain(fx->e);
  CHECK_STATUS_E(fx->e, sheet_present(fx->e, id, 0, 10.0), SHEET_OK);
  CHECK_STATUS_E(fx->e, sheet_engine_tick(fx->e, 19.9), SHEET_OK);
  CHECK(next_event(fx->e).type == SHEET_EVENT_WILL_PRESENT);
  CHECK(next_event(fx->e).type == -1);
  CHECK_STATUS_E(fx->e, sheet_engine_tick(fx->e, 20.1), SHEET_OK);
  ev = next_event(fx->e);
  CHECK(ev.type == SHEET_EVENT_ANIMATOR_FAILED && ev.failure == SHEET_FAILURE_TIMEOUT);
}

/* ==================================================================================== */
/* Sheets: the functions                                                                 */
/* ==================================================================================== */

static int same_config(const sheet_config *x, const sheet_config *y) {
#define SAME_FIELD(field) same_bits(&x->field, &y->field, sizeof x->field)
  return SAME_FIELD(struct_size) && SAME_FIELD(detents) && SAME_FIELD(detent_count) && SAME_FIELD(dismissible) &&
         SAME_FIELD(dismiss_fraction) && SAME_FIELD(fling_velocity) && SAME_FIELD(backdrop_tap) &&
         SAME_FIELD(largest_undimmed_detent) && SAME_FIELD(backdrop_alpha) && SAME_FIELD(corner_radius) &&
         SAME_FIELD(rubber_band) && SAME_FIELD(present.animator) && SAME_FIELD(present.params) &&
         SAME_FIELD(present.param_count) && SAME_FIELD(dismiss.animator) && SAME_FIELD(settle.animator) &&
         SAME_FIELD(content.animator) && SAME_FIELD(content.param_count) && SAME_FIELD(user_tag) &&
         SAME_FIELD(dismiss_height) && SAME_FIELD(touch_slop) && SAME_FIELD(stack) && SAME_FIELD(grabber) &&
         SAME_FIELD(grabber_height) && SAME_FIELD(confirm_dismiss) && SAME_FIELD(backdrop_tap_detent) &&
         SAME_FIELD(content_interaction) && SAME_FIELD(scales_background) && SAME_FIELD(keyboard) &&
         SAME_FIELD(back_behavior) && SAME_FIELD(footer_height) && SAME_FIELD(edge) && SAME_FIELD(cross_alignment) &&
         SAME_FIELD(edge_inset) && SAME_FIELD(side_inset) && SAME_FIELD(max_cross_size) &&
         SAME_FIELD(wide_threshold) && SAME_FIELD(wide_layout);
#undef SAME_FIELD
}

static void row_config_init(const row *r) {
  sheet_config clean, c;
  memset(&clean, 0, sizeof clean);
  sheet_config_init(&clean);
  CHECK(clean.struct_size == sizeof clean);
  if (r->kind == K_NULL) {
    sheet_config_init(NULL); /* does nothing, and does not crash */
  } else {
    /* whatever the struct held, struct_size included, is overwritten */
    uint32_t sizes[3] = {0, 3, (uint32_t)offsetof(sheet_config, dismiss_height) - 1};
    int i;
    if (r->kind == K_SIZE_HUGE) sizes[0] = (uint32_t)INT32_MAX + 1u, sizes[1] = UINT32_MAX, sizes[2] = 0x7FFFFFFFu;
    for (i = 0; i < 3; i++) {
      memset(&c, 0xA5, sizeof c);
      c.struct_size = sizes[i];
      sheet_config_init(&c);
      CHECK(same_config(&c, &clean));
    }
  }
  CHECK_TRAJECTORY();
}

/* sheet_config_init_sized writes nothing past the size it is given, nor past the
 * library's struct; the exported sheet_config_init (reached past the macro) fills the ABI
 * 1.2 struct and nothing after it. */
static void row_config_init_sized(const row *r) {
  static const uint32_t sizes[] = {0, 1, 3, 4, (uint32_t)offsetof(sheet_config, dismiss_height),
                                   (uint32_t)offsetof(sheet_config, confirm_dismiss),
                                   (uint32_t)offsetof(sheet_config, keyboard),
                                   (uint32_t)offsetof(sheet_config, edge),
                                   (uint32_t)sizeof(sheet_config) - 1, UINT32_MAX};
  unsigned char buffer[sizeof(sheet_config) + 64];
  sheet_config clean;
  size_t i, b;
  sheet_config_init_sized(&clean, (uint32_t)sizeof clean);
  if (r->kind == K_NULL) {
    sheet_config_init_sized(NULL, (uint32_t)sizeof clean); /* does nothing, and does not crash */
    (sheet_config_init)(NULL);
  } else {
    for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
      const size_t filled = sizes[i] < 4 ? 0 : sizes[i] < sizeof clean ? sizes[i] : sizeof clean;
      sheet_config c;
      memset(buffer, 0xA5, sizeof buffer);
      sheet_config_init_sized((sheet_config *)(void *)buffer, sizes[i]);
      for (b = filled; b < sizeof buffer; b++)
        if (buffer[b] != 0xA5) break;
      CHECK_MSG(b == sizeof buffer, "size %lu: byte %lu written past the %lu filled",
                (unsigned long)sizes[i], (unsigned long)b, (unsigned long)filled);
      memcpy(&c, buffer, sizeof c);
      if (filled > 0) CHECK(c.struct_size == filled);
      if (filled > offsetof(sheet_config, detents))
        CHECK(memcmp(&c.detents, &clean.detents, filled - offsetof(sheet_config, detents)) == 0);
    }
    memset(buffer, 0xA5, sizeof buffer);
    (sheet_config_init)((sheet_config *)(void *)buffer);
    for (b = offsetof(sheet_config, confirm_dismiss); b < sizeof buffer; b++)
      if (buffer[b] != 0xA5) break;
    CHECK_MSG(b == sizeof buffer, "sheet_config_init wrote byte %lu past the ABI 1.2 struct", (unsigned long)b);
  }
  CHECK_TRAJECTORY();
}

static void check_mentions_(const char *mention, int line) {
  if (mention)
    check_report_(strstr(sheet_engine_last_error(fx->e), mention) != NULL, __FILE__, line,
                  "last_error \"%s\" does not name %s", sheet_engine_last_error(fx->e), mention);
}

/* A configuration refused with `want`, the sentence naming `mention`, by sheet_create
 * (*out_id left as it was, no slot taken) and by sheet_update of A (resting) and of B
 * (hidden); none of the calls changes anything. */
static void config_refused_(const sheet_config *c, sheet_status want, const char *mention,
                            int line) {
  const sheet_id sheets[2] = {fx->a, fx->b};
  sheet_id id = 0xD0D0D0D0u;
  snapshot before;
  int i;
  take_snapshot(fx, &before);
  expect_status_(fx->e, "sheet_create", sheet_create(fx->e, c, &id), want, "sheet_create", line);
  check_report_(id == 0xD0D0D0D0u, __FILE__, line, "a refused create wrote *out_id");
  check_mentions_(mention, line);
  check_same_state_(&before, line);
  check_no_sheet_made_(line);
  for (i = 0; i < 2; i++) {
    take_snapshot(fx, &before);
    expect_status_(fx->e, "sheet_update", sheet_update(fx->e, sheets[i], c, NOW), want, "sheet_update", line);
    check_mentions_(mention, line);
    check_same_state_(&before, line);
  }
}
#define CONFIG_REFUSED(c, want, mention) config_refused_((c), (want), (mention), __LINE__)

/* sheet_update(config) of sheet `id` succeeds. */
#define UPDATE_MADE(id, c) EXPECT(fx->e, sheet_update, (fx->e, (id), (c), fx->later), SHEET_OK)

/* sheet_create(config) makes a sheet, the next one the fixture would make. */
static sheet_id create_made_(const sheet_config *c, int line) {
  sheet_id id = 0;
  expect_status_(fx->e, "sheet_create", sheet_create(fx->e, c, &id), SHEET_OK, "sheet_create", line);
  check_report_(id != 0 && (fx->next_id == 0 || id == fx->next_id), __FILE__, line,
                "sheet_create issued %llx", (unsigned long long)id);
  fx->next_id = 0;
  return id;
}
#define CREATE_MADE(c) create_made_((c), __LINE__)

static void row_create_null(const row *r) {
  sheet_config c;
  sheet_id id;
  (void)r;
  config_with(&c, NULL);
  REFUSE(sheet_create, (fx->e, &c, NULL), SHEET_ERR_INVALID_ARGUMENT);
  REFUSE(sheet_create, (fx->e, NULL, NULL), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_NO_SHEET_MADE();
  CHECK_TRAJECTORY();
  /* a NULL config is every default: one FRACTION 1.0 detent */
  id = CREATE_MADE(NULL);
  CHECK_STATUS_E(fx->e, sheet_present(fx->e, id, 0, 10.0), SHEET_OK);
  CHECK_STATUS_E(fx->e, sheet_engine_tick(fx->e, 14.0), SHEET_OK);
  CHECK_NEAR(frame_of(fx->e, id).top, PHONE_SAFE_TOP, 1e-9);
}

/* sheet_update of A (resting) and B (hidden) without a configuration. */
static void row_update_null(const row *r) {
  (void)r;
  REFUSE(sheet_update, (fx->e, fx->a, NULL, NOW), SHEET_ERR_INVALID_ARGUMENT);
  REFUSE(sheet_update, (fx->e, fx->b, NULL, NOW), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_TRAJECTORY();
}

/* Commands on A (resting at detent 0) and B (hidden) with one bad argument each. */
static void row_command_nonfinite(const row *r) {
  int i;
  sheet_config c; /* A's own configuration */
  config_with(&c, "hostile.probe");
  c.user_tag = 11;
  for (i = 0; i < 3; i++) {
    double bad = NONFINITE[i];
    int32_t hit = 99;
    switch (r->fn) {
    case FN_sheet_update:
      REFUSE(sheet_update, (fx->e, fx->a, &c, bad), SHEET_ERR_INVALID_ARGUMENT);
      REFUSE(sheet_update, (fx->e, fx->b, &c, bad), SHEET_ERR_INVALID_ARGUMENT);
      break;
    case FN_sheet_present: REFUSE(sheet_present, (fx->e, fx->b, 0, bad), SHEET_ERR_INVALID_ARGUMENT); break;
    case FN_sheet_dismiss: REFUSE(sheet_dismiss, (fx->e, fx->a, bad), SHEET_ERR_INVALID_ARGUMENT); break;
    case FN_sheet_move_to_detent:
      REFUSE(sheet_move_to_detent, (fx->e, fx->a, 1, bad), SHEET_ERR_INVALID_ARGUMENT);
      break;
    case FN_sheet_set_content:
      REFUSE(sheet_set_content, (fx->e, fx->a, 9, bad, NOW), SHEET_ERR_INVALID_ARGUMENT);
      REFUSE(sheet_set_content, (fx->e, fx->a, 9, 100.0, bad), SHEET_ERR_INVALID_ARGUMENT);
      break;
    case FN_sheet_set_content_height:
      REFUSE(sheet_set_content_height, (fx->e, fx->a, bad, NOW), SHEET_ERR_INVALID_ARGUMENT);
      REFUSE(sheet_set_content_height, (fx->e, fx->a, 100.0, bad), SHEET_ERR_INVALID_ARGUMENT);
      break;
    case FN_sheet_set_scroll_extent:
      REFUSE(sheet_set_scroll_extent, (fx->e, fx->a, bad, NOW), SHEET_ERR_INVALID_ARGUMENT);
      REFUSE(sheet_set_scroll_extent, (fx->e, fx->a, 100.0, bad), SHEET_ERR_INVALID_ARGUMENT);
      break;
    case FN_sheet_perform_action:
      REFUSE(sheet_perform_action, (fx->e, fx->a, SHEET_ACTION_EXPAND, bad), SHEET_ERR_INVALID_ARGUMENT);
      break;
    case FN_sheet_set_focus: /* on A (no content height) and B (content 100 points tall) */
      REFUSE(sheet_set_focus, (fx->e, fx->a, bad, 20.0, NOW), SHEET_ERR_INVALID_ARGUMENT);
      REFUSE(sheet_set_focus, (fx->e, fx->a, 10.0, bad, NOW), SHEET_ERR_INVALID_ARGUMENT);
      REFUSE(sheet_set_focus, (fx->e, fx->a, 10.0, 20.0, bad), SHEET_ERR_INVALID_ARGUMENT);
      REFUSE(sheet_set_focus, (fx->e, fx->b, bad, 0.0, NOW), SHEET_ERR_INVALID_ARGUMENT);
      REFUSE(sheet_set_focus, (fx->e, fx->b, 10.0, bad, NOW), SHEET_ERR_INVALID_ARGUMENT);
      break;
    case FN_sheet_back_begin:
      REFUSE(sheet_back_begin, (fx->e, fx->a, bad), SHEET_ERR_INVALID_ARGUMENT);
      REFUSE(sheet_back_begin, (fx->e, fx->b, bad), SHEET_ERR_INVALID_ARGUMENT);
      break;
    case FN_sheet_back_commit:
      REFUSE(sheet_back_commit, (fx->e, fx->a, bad), SHEET_ERR_INVALID_ARGUMENT);
      REFUSE(sheet_back_commit, (fx->e, fx->b, bad), SHEET_ERR_INVALID_ARGUMENT);
      break;
    case FN_sheet_pointer_down:
      REFUSE(sheet_pointer_down, (fx->e, fx->a, bad, 600.0, NOW, &hit), SHEET_ERR_INVALID_ARGUMENT);
      REFUSE(sheet_pointer_down, (fx->e, fx->a, 100.0, bad, NOW, &hit), SHEET_ERR_INVALID_ARGUMENT);
      REFUSE(sheet_pointer_down, (fx->e, fx->a, 100.0, 600.0, bad, &hit), SHEET_ERR_INVALID_ARGUMENT);
      CHECK(hit == 99);
      break;
    default: break;
    }
  }
  CHECK_TRAJECTORY();
}

/* The pointer that moves, lifts or is cancelled is down on A: the refusal leaves it down,
 * where it was. */
static void row_pointer_nonfinite(const row *r) {
  int i;
  int32_t hit = -1;
  CHECK_STATUS_E(fx->e, sheet_pointer_down(fx->e, fx->a, PHONE_WIDTH / 2, 600.0, NOW, &hit), SHEET_OK);
  CHECK(hit == SHEET_HIT_SHEET);
  drain(fx->e);
  queue_marker(fx);
  for (i = 0; i < 3; i++) {
    double bad = NONFINITE[i];
    switch (r->fn) {
    case FN_sheet_pointer_move:
      REFUSE(sheet_pointer_move, (fx->e, fx->a, bad, 650.0, NOW), SHEET_ERR_INVALID_ARGUMENT);
      REFUSE(sheet_pointer_move, (fx->e, fx->a, 100.0, bad, NOW), SHEET_ERR_INVALID_ARGUMENT);
      REFUSE(sheet_pointer_move, (fx->e, fx->a, 100.0, 650.0, bad), SHEET_ERR_INVALID_ARGUMENT);
      break;
    case FN_sheet_pointer_up:
      REFUSE(sheet_pointer_up, (fx->e, fx->a, bad, 650.0, NOW), SHEET_ERR_INVALID_ARGUMENT);
      REFUSE(sheet_pointer_up, (fx->e, fx->a, 100.0, bad, NOW), SHEET_ERR_INVALID_ARGUMENT);
      REFUSE(sheet_pointer_up, (fx->e, fx->a, 100.0, 650.0, bad), SHEET_ERR_INVALID_ARGUMENT);
      break;
    default:
      REFUSE(sheet_pointer_cancel, (fx->e, fx->a, bad), SHEET_ERR_INVALID_ARGUMENT);
      break;
    }
  }
  /* still down, still where it was: a move by 50 points drags the sheet by 50 */
  CHECK_STATUS_E(fx->e, sheet_pointer_move(fx->e, fx->a, PHONE_WIDTH / 2, 650.0, NOW + 0.016), SHEET_OK);
  CHECK_NEAR(frame_of(fx->e, fx->a).top, TOP0 + 50.0, 1e-9);
  CHECK_STATUS_E(fx->e, sheet_pointer_cancel(fx->e, fx->a, NOW + 0.032), SHEET_OK);
}

static void row_command_range(const row *r) {
  static const int32_t bad_detent[] = {-1, 2, INT32_MIN, INT32_MAX};
  size_t i;
  switch (r->fn) {
  case FN_sheet_present:
    for (i = 0; i < 4; i++)
      REFUSE(sheet_present, (fx->e, fx->b, bad_detent[i], NOW), SHEET_ERR_INVALID_ARGUMENT);
    break;
  case FN_sheet_move_to_detent:
    for (i = 0; i < 4; i++)
      REFUSE(sheet_move_to_detent, (fx->e, fx->a, bad_detent[i], NOW), SHEET_ERR_INVALID_ARGUMENT);
    break;
  case FN_sheet_set_content:
    REFUSE(sheet_set_content, (fx->e, fx->a, 9, -1.0, NOW), SHEET_ERR_INVALID_ARGUMENT);
    REFUSE(sheet_set_content, (fx->e, fx->a, 9, -1e-300, NOW), SHEET_ERR_INVALID_ARGUMENT);
    break;
  case FN_sheet_set_content_height:
    REFUSE(sheet_set_content_height, (fx->e, fx->a, -1.0, NOW), SHEET_ERR_INVALID_ARGUMENT);
    REFUSE(sheet_set_content_height, (fx->e, fx->a, -1e308, NOW), SHEET_ERR_INVALID_ARGUMENT);
    break;
  case FN_sheet_set_scroll_extent:
    REFUSE(sheet_set_scroll_extent, (fx->e, fx->a, -1.0, NOW), SHEET_ERR_INVALID_ARGUMENT);
    break;
  case FN_sheet_set_focus:
    REFUSE(sheet_set_focus, (fx->e, fx->a, -1.0, 20.0, NOW), SHEET_ERR_INVALID_ARGUMENT);
    REFUSE(sheet_set_focus, (fx->e, fx->a, -1e-300, 0.0, NOW), SHEET_ERR_INVALID_ARGUMENT);
    REFUSE(sheet_set_focus, (fx->e, fx->a, 10.0, -1.0, NOW), SHEET_ERR_INVALID_ARGUMENT);
    REFUSE(sheet_set_focus, (fx->e, fx->a, -1e308, -1e308, NOW), SHEET_ERR_INVALID_ARGUMENT);
    /* B's content is 100 points tall: a field that ends past it */
    REFUSE(sheet_set_focus, (fx->e, fx->b, 90.0, 20.0, NOW), SHEET_ERR_INVALID_ARGUMENT);
    REFUSE(sheet_set_focus, (fx->e, fx->b, 100.0, 1e-9, NOW), SHEET_ERR_INVALID_ARGUMENT);
    REFUSE(sheet_set_focus, (fx->e, fx->b, 1e308, 1e308, NOW), SHEET_ERR_INVALID_ARGUMENT);
    break;
  case FN_sheet_perform_action: {
    static const uint32_t bad_action[] = {0, 3, 5, 7, 8, 0x80000000u, UINT32_MAX};
    for (i = 0; i < sizeof bad_action / sizeof bad_action[0]; i++)
      REFUSE(sheet_perform_action, (fx->e, fx->a, bad_action[i], NOW), SHEET_ERR_INVALID_ARGUMENT);
    break;
  }
  default: break;
  }
  CHECK_TRAJECTORY();
}

/* A content id is any value: the frame shows it as given. */
static void row_set_content_any(const row *r) {
  static const uint64_t ids[] = {0, UINT64_MAX, 0x8000000000000000ull};
  size_t i;
  (void)r;
  for (i = 0; i < 3; i++) {
    EXPECT(fx->e, sheet_set_content, (fx->e, fx->b, ids[i], 100.0, NOW), SHEET_OK);
    CHECK(frame_of(fx->e, fx->b).content_id == ids[i]);
  }
}

static void row_command_state(const row *r) {
  int32_t hit = -1;
  switch (r->fn) {
  case FN_sheet_present: {
    sheet_engine *bare = NULL;
    sheet_id id = 0;
    REFUSE(sheet_present, (fx->e, fx->a, 1, NOW), SHEET_ERR_INVALID_STATE); /* presented */
    CHECK(sheet_engine_create(&bare) == SHEET_OK);
    CHECK_STATUS_E(bare, sheet_create(bare, NULL, &id), SHEET_OK);
    EXPECT(bare, sheet_present, (bare, id, 0, NOW), SHEET_ERR_INVALID_STATE); /* no viewport */
    sheet_engine_destroy(bare);
    break;
  }
  case FN_sheet_dismiss: REFUSE(sheet_dismiss, (fx->e, fx->b, NOW), SHEET_ERR_INVALID_STATE); break;
  case FN_sheet_move_to_detent:
    REFUSE(sheet_move_to_detent, (fx->e, fx->b, 1, NOW), SHEET_ERR_INVALID_STATE);
    break;
  case FN_sheet_perform_action:
    REFUSE(sheet_perform_action, (fx->e, fx->a, SHEET_ACTION_COLLAPSE, NOW), SHEET_ERR_INVALID_STATE);
    REFUSE(sheet_perform_action, (fx->e, fx->b, SHEET_ACTION_EXPAND, NOW), SHEET_ERR_INVALID_STATE);
    break;
  case FN_sheet_pointer_move:
    REFUSE(sheet_pointer_move, (fx->e, fx->a, 100.0, 600.0, NOW), SHEET_ERR_INVALID_STATE);
    break;
  case FN_sheet_pointer_up:
    REFUSE(sheet_pointer_up, (fx->e, fx->a, 100.0, 600.0, NOW), SHEET_ERR_INVALID_STATE);
    break;
  case FN_sheet_pointer_cancel:
    REFUSE(sheet_pointer_cancel, (fx->e, fx->a, NOW), SHEET_ERR_INVALID_STATE);
    break;
  case FN_sheet_pointer_down:
    CHECK_STATUS_E(fx->e, sheet_pointer_down(fx->e, fx->a, 100.0, 600.0, NOW, &hit), SHEET_OK);
    drain(fx->e);
    queue_marker(fx);
    REFUSE(sheet_pointer_down, (fx->e, fx->a, 100.0, 600.0, NOW, &hit), SHEET_ERR_INVALID_STATE);
    CHECK_STATUS_E(fx->e, sheet_pointer_cancel(fx->e, fx->a, NOW), SHEET_OK);
    return;
  default: break;
  }
  CHECK_TRAJECTORY();
}

/* A back gesture begun on A (resting at detent 0) at NOW, its events drained. */
static void begin_back_on_a(void) {
  CHECK_STATUS_E(fx->e, sheet_back_begin(fx->e, fx->a, NOW), SHEET_OK);
  drain(fx->e);
  queue_marker(fx);
}

/* Lets A's gesture go: from nowhere (it had shown nothing), nothing springs back. */
static void cancel_back_on_a(void) {
  CHECK_STATUS_E(fx->e, sheet_back_cancel(fx->e, fx->a, NOW), SHEET_OK);
  CHECK_NEAR(frame_of(fx->e, fx->a).top, TOP0, 0);
}

/* The progress and cancel of the gesture on A with a time that is not a number, and the
 * progress with a progress that is not one: the gesture is still there, where it was. */
static void row_back_gesture_nonfinite(const row *r) {
  int i;
  begin_back_on_a();
  for (i = 0; i < 3; i++) {
    if (r->fn == FN_sheet_back_progress) {
      REFUSE(sheet_back_progress, (fx->e, fx->a, NONFINITE[i], NOW), SHEET_ERR_INVALID_ARGUMENT);
      REFUSE(sheet_back_progress, (fx->e, fx->a, 0.5, NONFINITE[i]), SHEET_ERR_INVALID_ARGUMENT);
    } else {
      REFUSE(sheet_back_cancel, (fx->e, fx->a, NONFINITE[i]), SHEET_ERR_INVALID_ARGUMENT);
    }
  }
  /* still in progress: another begin is refused, a progress is taken */
  EXPECT(fx->e, sheet_back_begin, (fx->e, fx->a, NOW), SHEET_ERR_INVALID_STATE);
  EXPECT(fx->e, sheet_back_progress, (fx->e, fx->a, 0.0, NOW), SHEET_OK);
  cancel_back_on_a();
  CHECK_TRAJECTORY();
}

/* A progress outside [0, 1]; its ends are taken. */
static void row_back_progress_range(const row *r) {
  static const double bad[] = {-0.1, -1e-300, 1.0000000000000002, 2.0, 1e300, -1e300};
  size_t i;
  (void)r;
  begin_back_on_a();
  for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
    REFUSE(sheet_back_progress, (fx->e, fx->a, bad[i], NOW), SHEET_ERR_INVALID_ARGUMENT);
  EXPECT(fx->e, sheet_back_progress, (fx->e, fx->a, 1.0, NOW), SHEET_OK);
  CHECK(frame_of(fx->e, fx->a).top > TOP0 + 23.9);
  EXPECT(fx->e, sheet_back_progress, (fx->e, fx->a, 0.0, NOW), SHEET_OK);
  CHECK_NEAR(frame_of(fx->e, fx->a).top, TOP0, 0);
  cancel_back_on_a();
  CHECK_TRAJECTORY();
}

/* Back calls the sheet's state refuses: on B (hidden) every one; on A (resting)
 * a progress or a cancel with no gesture, a second begin, and begin and commit while a
 * finger holds it, with SHEET_BACK_NONE, and when back would dismiss it and it is not
 * dismissible. */
static void row_back_state(const row *r) {
  sheet_config c;
  int32_t hit = -1;
  switch (r->fn) {
  case FN_sheet_back_begin:
    REFUSE(sheet_back_begin, (fx->e, fx->b, NOW), SHEET_ERR_INVALID_STATE);
    begin_back_on_a();
    REFUSE(sheet_back_begin, (fx->e, fx->a, NOW), SHEET_ERR_INVALID_STATE);
    cancel_back_on_a();
    break;
  case FN_sheet_back_progress:
    REFUSE(sheet_back_progress, (fx->e, fx->b, 0.5, NOW), SHEET_ERR_INVALID_STATE);
    REFUSE(sheet_back_progress, (fx->e, fx->a, 0.5, NOW), SHEET_ERR_INVALID_STATE);
    break;
  case FN_sheet_back_cancel:
    REFUSE(sheet_back_cancel, (fx->e, fx->b, NOW), SHEET_ERR_INVALID_STATE);
    REFUSE(sheet_back_cancel, (fx->e, fx->a, NOW), SHEET_ERR_INVALID_STATE);
    break;
  default:
    REFUSE(sheet_back_commit, (fx->e, fx->b, NOW), SHEET_ERR_INVALID_STATE);
    break;
  }
  CHECK_TRAJECTORY();
  if (r->fn == FN_sheet_back_begin || r->fn == FN_sheet_back_commit) {
    /* after the trajectory B rests on top, at detent 0: a finger on it, and then its
     * own configuration but for the back behaviour, and then for dismissible */
    const int begin = r->fn == FN_sheet_back_begin;
    const double t = fx->later;
    CHECK_STATUS_E(fx->e, sheet_pointer_down(fx->e, fx->b, PHONE_WIDTH / 2, 600.0, t, &hit), SHEET_OK);
    CHECK(hit == SHEET_HIT_SHEET);
    CHECK_STATUS_E(fx->e, sheet_pointer_move(fx->e, fx->b, PHONE_WIDTH / 2, 650.0, t), SHEET_OK);
    CHECK(frame_of(fx->e, fx->b).state == SHEET_STATE_DRAGGING);
    drain(fx->e);
    queue_marker(fx);
    if (begin) REFUSE(sheet_back_begin, (fx->e, fx->b, t), SHEET_ERR_INVALID_STATE);
    else REFUSE(sheet_back_commit, (fx->e, fx->b, t), SHEET_ERR_INVALID_STATE);
    CHECK_STATUS_E(fx->e, sheet_pointer_cancel(fx->e, fx->b, t), SHEET_OK);
    CHECK_STATUS_E(fx->e, sheet_engine_tick(fx->e, t + 2), SHEET_OK);
    config_with(&c, NULL);
    c.user_tag = 22;
    c.back_behavior = SHEET_BACK_NONE;
    EXPECT(fx->e, sheet_update, (fx->e, fx->b, &c, t + 2), SHEET_OK);
    drain(fx->e);
    queue_marker(fx);
    if (begin) REFUSE(sheet_back_begin, (fx->e, fx->b, t + 2), SHEET_ERR_INVALID_STATE);
    else REFUSE(sheet_back_commit, (fx->e, fx->b, t + 2), SHEET_ERR_INVALID_STATE);
    c.back_behavior = SHEET_BACK_DISMISS;
    c.dismissible = 0;
    EXPECT(fx->e, sheet_update, (fx->e, fx->b, &c, t + 2), SHEET_OK);
    if (begin) REFUSE(sheet_back_begin, (fx->e, fx->b, t + 2), SHEET_ERR_INVALID_STATE);
    else REFUSE(sheet_back_commit, (fx->e, fx->b, t + 2), SHEET_ERR_INVALID_STATE);
    c.back_behavior = SHEET_BACK_COLLAPSE; /* B is at its lowest detent: back would dismiss it */
    EXPECT(fx->e, sheet_update, (fx->e, fx->b, &c, t + 2), SHEET_OK);
    if (begin) REFUSE(sheet_back_begin, (fx->e, fx->b, t + 2), SHEET_ERR_INVALID_STATE);
    else REFUSE(sheet_back_commit, (fx->e, fx->b, t + 2), SHEET_ERR_INVALID_STATE);
    /* and at detent 1 it goes there */
    CHECK_STATUS_E(fx->e, sheet_move_to_detent(fx->e, fx->b, 1, t + 2), SHEET_OK);
    CHECK_STATUS_E(fx->e, sheet_engine_tick(fx->e, t + 4), SHEET_OK);
    EXPECT(fx->e, sheet_back_commit, (fx->e, fx->b, t + 4), SHEET_OK);
    CHECK(frame_of(fx->e, fx->b).detent == 0);
  }
}

/* The frame's rect, edge and corners as sheet.h draws a sheet: A, a plain bottom sheet
 * resting 300 points tall, from x 0 across the width, its top corners rounded; B, hidden,
 * a rectangle of no height at the viewport's bottom; and sheets on every other side, in
 * both directions, and a floating card, each resting at 200 points. */
static void check_rect_(const sheet_frame *f, double x, double y, double w, double h, int32_t edge,
                        uint32_t corners, const char *what, int line) {
  check_report_(fabs(f->rect.x - x) < 1e-9 && fabs(f->rect.y - y) < 1e-9 && fabs(f->rect.width - w) < 1e-9 &&
                    fabs(f->rect.height - h) < 1e-9 && f->edge == edge && f->corners == corners,
                __FILE__, line, "%s: rect (%.17g, %.17g, %.17g, %.17g) edge %d corners %u, expected (%g, %g, %g, %g) %d %u",
                what, f->rect.x, f->rect.y, f->rect.width, f->rect.height, (int)f->edge, (unsigned)f->corners, x, y, w,
                h, (int)edge, (unsigned)corners);
}
#define CHECK_RECT(f, x, y, w, h, edge, corners, what) check_rect_(&(f), x, y, w, h, edge, corners, what, __LINE__)

static void row_frame_placement(const row *r) {
  static const sheet_detent d[1] = {{SHEET_DETENT_POINTS, 200.0}};
  const uint32_t top_corners = SHEET_CORNER_TOP_LEFT | SHEET_CORNER_TOP_RIGHT;
  const uint32_t all = top_corners | SHEET_CORNER_BOTTOM_LEFT | SHEET_CORNER_BOTTOM_RIGHT;
  const double across = PHONE_HEIGHT - PHONE_SAFE_TOP - PHONE_SAFE_BOTTOM;
  sheet_config c;
  sheet_frame f;
  sheet_id id[4];
  double t = fx->later;
  int i;
  (void)r;
  f = frame_of(fx->e, fx->a);
  CHECK_RECT(f, 0, TOP0, PHONE_WIDTH, 300, SHEET_EDGE_BOTTOM, top_corners, "A, resting");
  f = frame_of(fx->e, fx->b);
  CHECK_RECT(f, 0, PHONE_HEIGHT, PHONE_WIDTH, 0, SHEET_EDGE_BOTTOM, top_corners, "B, hidden");
  CHECK_TRAJECTORY();
  /* a top sheet, a leading and a trailing one, a card 16 points off the bottom */
  for (i = 0; i < 4; i++) {
    sheet_config_init(&c);
    c.detents = d;
    c.detent_count = 1;
    c.stack = SHEET_STACK_PUSH;
    c.edge = i == 0 ? SHEET_EDGE_TOP : i == 1 ? SHEET_EDGE_LEADING : i == 2 ? SHEET_EDGE_TRAILING : SHEET_EDGE_BOTTOM;
    c.edge_inset = i == 3 ? 16 : 0;
    CHECK_STATUS_E(fx->e, sheet_create(fx->e, &c, &id[i]), SHEET_OK);
    CHECK_STATUS_E(fx->e, sheet_present(fx->e, id[i], 0, t), SHEET_OK);
  }
  CHECK_STATUS_E(fx->e, sheet_engine_tick(fx->e, t + 1.5), SHEET_OK);
  f = frame_of(fx->e, id[0]);
  CHECK_RECT(f, 0, 0, PHONE_WIDTH, PHONE_SAFE_TOP + 200, SHEET_EDGE_TOP,
             SHEET_CORNER_BOTTOM_LEFT | SHEET_CORNER_BOTTOM_RIGHT, "a top sheet");
  f = frame_of(fx->e, id[1]);
  CHECK_RECT(f, 0, PHONE_SAFE_TOP, 200, across, SHEET_EDGE_LEADING,
             SHEET_CORNER_TOP_RIGHT | SHEET_CORNER_BOTTOM_RIGHT, "a leading sheet, left to right");
  f = frame_of(fx->e, id[2]);
  CHECK_RECT(f, PHONE_WIDTH - 200, PHONE_SAFE_TOP, 200, across, SHEET_EDGE_TRAILING,
             SHEET_CORNER_TOP_LEFT | SHEET_CORNER_BOTTOM_LEFT, "a trailing sheet, left to right");
  f = frame_of(fx->e, id[3]);
  CHECK_RECT(f, 0, PHONE_HEIGHT - PHONE_SAFE_BOTTOM - 16 - 200, PHONE_WIDTH, 200, SHEET_EDGE_BOTTOM, all,
             "a floating card");
  CHECK_STATUS_E(fx->e, sheet_engine_set_layout_direction(fx->e, SHEET_DIRECTION_RTL), SHEET_OK);
  f = frame_of(fx->e, id[1]);
  CHECK_RECT(f, PHONE_WIDTH - 200, PHONE_SAFE_TOP, 200, across, SHEET_EDGE_LEADING,
             SHEET_CORNER_TOP_LEFT | SHEET_CORNER_BOTTOM_LEFT, "a leading sheet, right to left");
  f = frame_of(fx->e, id[2]);
  CHECK_RECT(f, 0, PHONE_SAFE_TOP, 200, across, SHEET_EDGE_TRAILING,
             SHEET_CORNER_TOP_RIGHT | SHEET_CORNER_BOTTOM_RIGHT, "a trailing sheet, right to left");
  /* dismissed, each leaves whole: nothing of it inside the viewport */
  for (i = 0; i < 4; i++) CHECK_STATUS_E(fx->e, sheet_dismiss(fx->e, id[i], t + 1.5), SHEET_OK);
  CHECK_STATUS_E(fx->e, sheet_engine_tick(fx->e, t + 3.0), SHEET_OK);
  f = frame_of(fx->e, id[0]);
  CHECK(f.state == SHEET_STATE_HIDDEN && f.rect.height == 0 && f.rect.y == 0);
  f = frame_of(fx->e, id[1]);
  CHECK(f.state == SHEET_STATE_HIDDEN && f.rect.width == 0 && f.rect.x == PHONE_WIDTH);
  f = frame_of(fx->e, id[2]);
  CHECK(f.state == SHEET_STATE_HIDDEN && f.rect.width == 0 && f.rect.x == 0);
  f = frame_of(fx->e, id[3]);
  CHECK(f.state == SHEET_STATE_HIDDEN && f.rect.y >= PHONE_HEIGHT && f.rect.height == 200);
}

static void row_out_null(const row *r) {
  switch (r->fn) {
  case FN_sheet_engine_top_sheet: REFUSE(sheet_engine_top_sheet, (fx->e, NULL), SHEET_ERR_INVALID_ARGUMENT); break;
  case FN_sheet_get_frame: REFUSE(sheet_get_frame, (fx->e, fx->a, NULL), SHEET_ERR_INVALID_ARGUMENT); break;
  case FN_sheet_get_accessibility:
    REFUSE(sheet_get_accessibility, (fx->e, fx->a, NULL), SHEET_ERR_INVALID_ARGUMENT);
    break;
  default: { /* pointer_down's out_hit may be NULL: the pointer goes down all the same */
    EXPECT(fx->e, sheet_pointer_down, (fx->e, fx->a, PHONE_WIDTH / 2, 600.0, NOW, NULL), SHEET_OK);
    EXPECT(fx->e, sheet_pointer_move, (fx->e, fx->a, PHONE_WIDTH / 2, 650.0, NOW + 0.016), SHEET_OK);
    CHECK_NEAR(frame_of(fx->e, fx->a).top, TOP0 + 50.0, 1e-9);
    return;
  }
  }
  CHECK_TRAJECTORY();
}

/* ==================================================================================== */
/* Output structs: struct_size, and each field beyond it                                 */
/* ==================================================================================== */

typedef struct field_info {
  const char *name;
  size_t offset, size;
} field_info;
#define FI(T, f) {#f, offsetof(T, f), sizeof(((T *)0)->f)}

static const field_info FRAME_FIELDS[] = {
    FI(sheet_frame, state),         FI(sheet_frame, detent),
    FI(sheet_frame, top),           FI(sheet_frame, height),
    FI(sheet_frame, opacity),       FI(sheet_frame, scale),
    FI(sheet_frame, backdrop_alpha), FI(sheet_frame, corner_radius),
    FI(sheet_frame, progress),      FI(sheet_frame, content_offset),
    FI(sheet_frame, content_id),    FI(sheet_frame, outgoing_content_id),
    FI(sheet_frame, content_alpha), FI(sheet_frame, outgoing_content_alpha),
    FI(sheet_frame, velocity),      FI(sheet_frame, gesture_owner),
    FI(sheet_frame, grabber_visible), FI(sheet_frame, overlay_alpha),
    FI(sheet_frame, scroll_extent), FI(sheet_frame, background_scale),
    FI(sheet_frame, background_offset), FI(sheet_frame, background_corner_radius),
    FI(sheet_frame, footer_top),    FI(sheet_frame, rect),
    FI(sheet_frame, edge),          FI(sheet_frame, corners)};
static const field_info EVENT_FIELDS[] = {
    FI(sheet_event, type),       FI(sheet_event, sheet),       FI(sheet_event, time),
    FI(sheet_event, detent),     FI(sheet_event, from_detent), FI(sheet_event, reason),
    FI(sheet_event, user_tag),   FI(sheet_event, content_id),  FI(sheet_event, dropped_count),
    FI(sheet_event, animator),   FI(sheet_event, failure)};
static const field_info ACCESS_FIELDS[] = {
    FI(sheet_accessibility, actions), FI(sheet_accessibility, detent),
    FI(sheet_accessibility, detent_count), FI(sheet_accessibility, value)};

enum { OUT_FRAME, OUT_EVENT, OUT_ACCESS };
#define OUT_ARG(which, index) ((which) * 100 + (index))

static size_t out_size(int which) {
  return which == OUT_FRAME ? sizeof(sheet_frame)
         : which == OUT_EVENT ? sizeof(sheet_event) : sizeof(sheet_accessibility);
}
static size_t out_minimum(int which) {
  return which == OUT_FRAME ? offsetof(sheet_frame, outgoing_content_id)
         : which == OUT_EVENT ? offsetof(sheet_event, user_tag)
                              : offsetof(sheet_accessibility, value);
}
static const field_info *out_fields(int which, size_t *count) {
  if (which == OUT_FRAME) return *count = sizeof FRAME_FIELDS / sizeof FRAME_FIELDS[0], FRAME_FIELDS;
  if (which == OUT_EVENT) return *count = sizeof EVENT_FIELDS / sizeof EVENT_FIELDS[0], EVENT_FIELDS;
  return *count = sizeof ACCESS_FIELDS / sizeof ACCESS_FIELDS[0], ACCESS_FIELDS;
}

#define OUT_BUF 512

/* Reads into `buf` (struct_size already set): 1 for a success, 0 for a refusal, with the
 * status checked against `want_ok`. */
static int out_read_(int which, unsigned char *buf, int want_ok, int line) {
  if (which == OUT_EVENT) {
    int32_t got = sheet_engine_poll_event(fx->e, (sheet_event *)(void *)buf);
    const char *msg = sheet_engine_last_error(fx->e);
    check_report_(got == want_ok, __FILE__, line, "poll_event returned %d, expected %d", (int)got, want_ok);
    check_report_(want_ok ? msg[0] == '\0' : msg[0] != '\0', __FILE__, line,
                  "poll_event: last_error \"%s\"", msg);
    return got == 1;
  }
  if (which == OUT_FRAME)
    return expect_status_(fx->e, "sheet_get_frame", sheet_get_frame(fx->e, fx->a, (sheet_frame *)(void *)buf),
                          want_ok ? SHEET_OK : SHEET_ERR_INVALID_ARGUMENT, "sheet_get_frame", line) && want_ok;
  return expect_status_(fx->e, "sheet_get_accessibility",
                        sheet_get_accessibility(fx->e, fx->a, (sheet_accessibility *)(void *)buf),
                        want_ok ? SHEET_OK : SHEET_ERR_INVALID_ARGUMENT, "sheet_get_accessibility", line) &&
         want_ok;
}

/* The struct as a full-size read gives it (the event: the marker, which is queued again). */
static void out_clean(int which, unsigned char *clean) {
  memset(clean, 0, OUT_BUF);
  *(uint32_t *)(void *)clean = (uint32_t)out_size(which);
  CHECK(out_read_(which, clean, 1, __LINE__));
  if (which == OUT_EVENT) queue_marker(fx);
}

static int poisoned(const unsigned char *buf, size_t from, size_t to) {
  size_t k;
  for (k = from; k < to; k++)
    if (buf[k] != 0xA5) return 0;
  return 1;
}

/* The fields wholly below `limit` are as the full read gave them. */
static int same_fields_below(int which, const unsigned char *buf, const unsigned char *clean, size_t limit) {
  size_t count, i;
  const field_info *f = out_fields(which, &count);
  for (i = 0; i < count; i++)
    if (f[i].offset + f[i].size <= limit && memcmp(buf + f[i].offset, clean + f[i].offset, f[i].size) != 0)
      return 0;
  return 1;
}

/* A read with struct_size `size` into a poisoned buffer, answered as `ok` says: it keeps
 * struct_size, writes the fields below `limit` as the full read did (when it is not
 * refused) and nothing from `limit` on (from struct_size's end when it is), and changes
 * nothing else. */
static void check_sized_read_(int which, uint32_t size, int ok, size_t limit,
                              const unsigned char *clean, unsigned char *buf, const char *what,
                              int line) {
  snapshot before;
  memset(buf, 0xA5, OUT_BUF);
  *(uint32_t *)(void *)buf = size;
  take_snapshot(fx, &before);
  out_read_(which, buf, ok, line);
  check_report_(*(uint32_t *)(void *)buf == size, __FILE__, line, "struct_size rewritten");
  check_report_(poisoned(buf, ok ? limit : sizeof(uint32_t), out_size(which) + 16), __FILE__,
                line, "%s written past struct_size %lu", what, (unsigned long)size);
  if (ok)
    check_report_(same_fields_below(which, buf, clean, limit), __FILE__, line,
                  "the fields below %s differ from a full read", what);
  if (which == OUT_EVENT && ok) queue_marker(fx); /* the marker was taken */
  check_same_state_(&before, line);
}

/* One field: a struct_size that stops where it starts. Below the smallest size the
 * library accepts, the call is refused and writes nothing; above, the library writes the
 * fields before it and leaves it (and everything after) alone. */
static void row_out_field(const row *r) {
  int which = r->arg / 100;
  size_t count, full = out_size(which);
  const field_info *f = &out_fields(which, &count)[r->arg % 100];
  unsigned char clean[OUT_BUF], buf[OUT_BUF];
  out_clean(which, clean);
  check_sized_read_(which, (uint32_t)f->offset, f->offset >= out_minimum(which), f->offset, clean,
                    buf, f->name, __LINE__);
  if (which == OUT_ACCESS && f->offset == offsetof(sheet_accessibility, value)) {
    /* a struct_size that ends inside value: what is written is a NUL-terminated start */
    size_t k;
    for (k = 1; k <= 9; k += 4) {
      memset(buf, 0xA5, sizeof buf);
      *(uint32_t *)(void *)buf = (uint32_t)(f->offset + k);
      out_read_(which, buf, 1, __LINE__);
      CHECK_MSG(buf[f->offset + k - 1] == 0, "value cut at %lu bytes is not NUL-terminated", (unsigned long)k);
      CHECK(strncmp((const char *)buf + f->offset, (const char *)clean + f->offset, k - 1) == 0);
      CHECK(poisoned(buf, f->offset + k, full + 16));
    }
  }
  CHECK_TRAJECTORY();
}

/* struct_size too small: refused, nothing written; past INT32_MAX: all of the struct is
 * the library's to write, and nothing beyond it. */
static void row_out_size(const row *r) {
  int which = r->arg;
  size_t full = out_size(which);
  unsigned char clean[OUT_BUF], buf[OUT_BUF];
  const uint32_t small[4] = {0, 3, 4, (uint32_t)out_minimum(which) - 1};
  const uint32_t huge[2] = {(uint32_t)INT32_MAX + 1u, UINT32_MAX};
  int i, n = r->kind == K_SIZE_SMALL ? 4 : 2;
  out_clean(which, clean);
  for (i = 0; i < n; i++)
    check_sized_read_(which, r->kind == K_SIZE_SMALL ? small[i] : huge[i], r->kind == K_SIZE_HUGE,
                      full, clean, buf, "the struct", __LINE__);
  CHECK_TRAJECTORY();
}

/* ==================================================================================== */
/* sheet_config, sheet_detent, sheet_transition, sheet_param                             */
/* ==================================================================================== */

typedef struct config_field {
  const char *name;
  size_t offset;
  int is_double;
  double bad[4]; /* out of range */
  int nbad;
} config_field;

#define CF_D(f, ...) {#f, offsetof(sheet_config, f), 1, {__VA_ARGS__}, sizeof((double[]){__VA_ARGS__}) / sizeof(double)}
#define CF_I(f, ...) {#f, offsetof(sheet_config, f), 0, {__VA_ARGS__}, sizeof((double[]){__VA_ARGS__}) / sizeof(double)}
static const config_field CONFIG_FIELDS[] = {
    CF_D(dismiss_fraction, -0.01, 1.01, -1e300),
    CF_D(fling_velocity, 0.0, -300.0, -1e-300),
    CF_D(backdrop_alpha, -0.1, 1.1),
    CF_D(corner_radius, -1.0, -1e-300),
    CF_D(rubber_band, 0.0, 1.01, -0.55),
    CF_D(dismiss_height, -1.0),
    CF_D(touch_slop, -1.0),
    CF_D(grabber_height, -1.0, -1e308),
    CF_I(backdrop_tap, 4, -1, 2147483647.0),
    CF_I(largest_undimmed_detent, -2, 2, -2147483648.0, 2147483647.0),
    CF_I(stack, 3, -1, -2147483648.0),
    CF_I(grabber, 3, -1, 2147483647.0),
    CF_I(content_interaction, 2, -1, -2147483648.0, 2147483647.0),
    CF_I(keyboard, 3, -1, -2147483648.0, 2147483647.0),
    CF_I(back_behavior, 3, -1, -2147483648.0, 2147483647.0),
    CF_D(footer_height, -1.0, -1e-300, 1000000000.0000001, 1e300),
    CF_I(edge, 4, -1, -2147483648.0, 2147483647.0),
    CF_I(cross_alignment, 3, -1, -2147483648.0, 2147483647.0),
    /* the fixture's sheets are bottom sheets: an edge inset as long as the viewport's
       height, or a side inset half its width, leaves them no room */
    CF_D(edge_inset, -1.0, -1e-300, PHONE_HEIGHT, 1000000000.0000001),
    CF_D(side_inset, -1.0, -1e-300, PHONE_WIDTH / 2, 1e300),
    CF_D(max_cross_size, -1.0, -1e-300, 1000000000.0000001, -1e300),
    CF_D(wide_threshold, -1.0, -1e-300, -1e300),
    CF_I(wide_layout, 4, -1, -2147483648.0, 2147483647.0)};
enum {
  CF_dismiss_fraction, CF_fling_velocity, CF_backdrop_alpha, CF_corner_radius, CF_rubber_band,
  CF_dismiss_height, CF_touch_slop, CF_grabber_height, CF_backdrop_tap,
  CF_largest_undimmed_detent, CF_stack, CF_grabber, CF_content_interaction, CF_keyboard, CF_back_behavior,
  CF_footer_height, CF_edge, CF_cross_alignment, CF_edge_inset, CF_side_inset, CF_max_cross_size,
  CF_wide_threshold, CF_wide_layout
};

/* The struct_size of a host whose header stopped just before field `offset`: the
 * original contract's for the fields up to grabber_height, ABI 1.2's for those of 1.3,
 * ABI 1.3's for those of 1.4, ABI 1.4's for those of 1.5. */
static uint32_t size_before(size_t offset) {
  return (uint32_t)(offset >= offsetof(sheet_config, edge)              ? offsetof(sheet_config, edge)
                    : offset >= offsetof(sheet_config, keyboard)        ? offsetof(sheet_config, keyboard)
                    : offset >= offsetof(sheet_config, confirm_dismiss) ? offsetof(sheet_config, confirm_dismiss)
                                                                        : offsetof(sheet_config, dismiss_height));
}

static void set_config_field(sheet_config *c, const config_field *f, double v) {
  if (f->is_double) memcpy((char *)c + f->offset, &v, sizeof v);
  else {
    int32_t i = (int32_t)v;
    memcpy((char *)c + f->offset, &i, sizeof i);
  }
}

static void row_config_field(const row *r) {
  const config_field *f = &CONFIG_FIELDS[r->arg];
  sheet_config c;
  int i;
  if (r->kind == K_UNCOVERED) {
    /* beyond struct_size: a value that would be refused is not read */
    config_with(&c, NULL);
    c.struct_size = size_before(f->offset);
    set_config_field(&c, f, f->is_double ? NAN : 99.0);
    CHECK_TRAJECTORY();
    sheet_destroy(fx->e, CREATE_MADE(&c));
    UPDATE_MADE(fx->b, &c);
    return;
  }
  for (i = 0; i < (r->kind == K_NONFINITE ? 3 : f->nbad); i++) {
    config_with(&c, NULL);
    set_config_field(&c, f, r->kind == K_NONFINITE ? NONFINITE[i] : f->bad[i]);
    CONFIG_REFUSED(&c, SHEET_ERR_INVALID_ARGUMENT, f->name);
  }
  CHECK_TRAJECTORY();
}

/* Insets that leave a sheet on any side no room in the phone's viewport (390 x 844):
 * the edge inset as long as the viewport along the sheet's side, twice the side inset as
 * long as the viewport across it; refused naming both, by sheet_create and sheet_update
 * alike, changing nothing. A hair less is taken. */
static void row_config_room(const row *r) {
  static const struct {
    int32_t edge;
    double edge_inset, side_inset;
  } no_room[] = {{SHEET_EDGE_BOTTOM, PHONE_HEIGHT, 0},      {SHEET_EDGE_TOP, PHONE_HEIGHT, 0},
                 {SHEET_EDGE_TOP, 0, PHONE_WIDTH / 2},      {SHEET_EDGE_LEADING, PHONE_WIDTH, 0},
                 {SHEET_EDGE_TRAILING, PHONE_HEIGHT - 1, 0}, {SHEET_EDGE_LEADING, 0, PHONE_HEIGHT / 2},
                 {SHEET_EDGE_TRAILING, 1e9, 1e9}};
  sheet_config c;
  size_t i;
  (void)r;
  for (i = 0; i < sizeof no_room / sizeof no_room[0]; i++) {
    config_with(&c, NULL);
    c.edge = no_room[i].edge;
    c.edge_inset = no_room[i].edge_inset;
    c.side_inset = no_room[i].side_inset;
    CONFIG_REFUSED(&c, SHEET_ERR_INVALID_ARGUMENT, "edge_inset");
    CONFIG_REFUSED(&c, SHEET_ERR_INVALID_ARGUMENT, "side_inset");
  }
  CHECK_TRAJECTORY();
  config_with(&c, NULL);
  c.edge = SHEET_EDGE_TRAILING;
  c.edge_inset = PHONE_WIDTH - 0.5;
  c.side_inset = PHONE_HEIGHT / 2 - 0.5;
  sheet_destroy(fx->e, CREATE_MADE(&c));
  UPDATE_MADE(fx->b, &c);
}

static void row_config_struct_size(const row *r) {
  sheet_config c;
  sheet_id id;
  if (r->kind == K_SIZE_SMALL) {
    const uint32_t small[4] = {0, 3, 8, (uint32_t)offsetof(sheet_config, dismiss_height) - 1};
    int i;
    for (i = 0; i < 4; i++) {
      config_with(&c, NULL);
      c.struct_size = small[i];
      CONFIG_REFUSED(&c, SHEET_ERR_ABI_MISMATCH, "struct_size");
    }
    CHECK_TRAJECTORY();
  } else {
    const uint32_t huge[2] = {(uint32_t)INT32_MAX + 1u, UINT32_MAX};
    int i;
    CHECK_TRAJECTORY();
    for (i = 0; i < 2; i++) { /* the library reads its own fields, all of them, and no more */
      config_with(&c, NULL);
      c.struct_size = huge[i];
      c.corner_radius = 7.0;
      c.grabber_height = 30.0;
      id = CREATE_MADE(&c);
      CHECK_NEAR(frame_of(fx->e, id).corner_radius, 7.0, 0);
      CHECK_STATUS_E(fx->e, sheet_destroy(fx->e, id), SHEET_OK);
      c.corner_radius = 9.0;
      UPDATE_MADE(fx->a, &c);
      CHECK_NEAR(frame_of(fx->e, fx->a).corner_radius, 9.0, 0);
    }
  }
}

static void row_config_detents(const row *r) {
  sheet_config c;
  (void)r;
  config_with(&c, NULL);
  c.detents = NULL; /* with a count */
  CONFIG_REFUSED(&c, SHEET_ERR_INVALID_ARGUMENT, "detents");
  CHECK_TRAJECTORY();
  c.detent_count = 0; /* NULL and 0: the default detent */
  sheet_destroy(fx->e, CREATE_MADE(&c));
  UPDATE_MADE(fx->b, &c);
}

static void row_config_detent_count(const row *r) {
  static const size_t bad[] = {SHEET_MAX_DETENTS + 1, (size_t)INT32_MAX + 1u, (size_t)-1};
  sheet_config c;
  size_t i;
  (void)r;
  for (i = 0; i < 3; i++) {
    config_with(&c, NULL);
    c.detent_count = bad[i];
    CONFIG_REFUSED(&c, SHEET_ERR_INVALID_ARGUMENT, "detent_count");
  }
  CHECK_TRAJECTORY();
}

/* Any non-zero dismissible is "yes": the presented sheet offers SHEET_ACTION_DISMISS. */
static void row_config_dismissible(const row *r) {
  static const int32_t values[] = {INT32_MIN, -1, 2, 0};
  sheet_config c;
  size_t i;
  (void)r;
  for (i = 0; i < 4; i++) {
    sheet_accessibility a;
    sheet_id id;
    config_with(&c, NULL);
    c.dismissible = values[i];
    id = CREATE_MADE(&c);
    CHECK_STATUS_E(fx->e, sheet_present(fx->e, id, 0, NOW), SHEET_OK);
    memset(&a, 0, sizeof a);
    a.struct_size = sizeof a;
    CHECK_STATUS_E(fx->e, sheet_get_accessibility(fx->e, id, &a), SHEET_OK);
    CHECK(((a.actions & SHEET_ACTION_DISMISS) != 0) == (values[i] != 0));
    CHECK_STATUS_E(fx->e, sheet_destroy(fx->e, id), SHEET_OK);
  }
}

/* Any user_tag is handed back as it was given. */
static void row_config_user_tag(const row *r) {
  sheet_config c;
  sheet_id id;
  sheet_event ev;
  (void)r;
  config_with(&c, NULL);
  c.user_tag = UINT64_MAX;
  id = CREATE_MADE(&c);
  drain(fx->e);
  CHECK_STATUS_E(fx->e, sheet_present(fx->e, id, 0, NOW), SHEET_OK);
  ev = next_event(fx->e);
  CHECK(ev.type == SHEET_EVENT_WILL_PRESENT && ev.sheet == id && ev.user_tag == UINT64_MAX);
}

/* The queued events are exactly these types, in this order, each with `reason`. */
static void expect_events_(const int32_t *types, size_t n, int32_t reason, int line) {
  size_t i;
  for (i = 0; i <= n; i++) {
    sheet_event ev = next_event(fx->e);
    if (i == n) {
      check_report_(ev.type == -1, __FILE__, line, "one event more than expected: %s",
                    sn_event_name(ev.type, "?"));
    } else if (!check_report_(ev.type == types[i] && ev.reason == reason, __FILE__, line,
                              "event %lu is %s (reason %s), expected %s (reason %s)", (unsigned long)i,
                              sn_event_name(ev.type, "?"), sn_reason_name(ev.reason, "?"),
                              sn_event_name(types[i], "?"), sn_reason_name(reason, "?"))) {
      drain(fx->e);
      return;
    }
  }
}

/* An accessibility dismiss of `id`, resting, at `t`: asked of the host
 * (SHEET_EVENT_DISMISS_REQUESTED, the sheet stays) when it confirms its dismissals,
 * begun (WILL_DISMISS) when not. */
static void dismiss_action_(sheet_id id, int confirms, double t, int line) {
  static const int32_t asked[1] = {SHEET_EVENT_DISMISS_REQUESTED};
  static const int32_t begun[1] = {SHEET_EVENT_WILL_DISMISS};
  drain(fx->e);
  expect_status_(fx->e, "sheet_perform_action", sheet_perform_action(fx->e, id, SHEET_ACTION_DISMISS, t), SHEET_OK,
                 "sheet_perform_action", line);
  expect_events_(confirms ? asked : begun, 1, SHEET_REASON_ACCESSIBILITY, line);
  check_report_(frame_of(fx->e, id).state == (confirms ? SHEET_STATE_RESTING : SHEET_STATE_DISMISSING), __FILE__,
                line, "after the dismiss action the sheet is %s", check_state_name(frame_of(fx->e, id).state));
}

/* Any non-zero confirm_dismiss is "yes", through sheet_create and sheet_update alike;
 * beyond struct_size it is the default, "no". */
static void row_config_confirm_dismiss(const row *r) {
  static const int32_t values[] = {INT32_MIN, -1, 2, 0};
  sheet_config c;
  sheet_id id;
  size_t i;
  if (r->kind == K_UNCOVERED) {
    config_with(&c, NULL);
    c.struct_size = size_before(offsetof(sheet_config, confirm_dismiss));
    c.confirm_dismiss = 1;
    CHECK_TRAJECTORY();
    id = CREATE_MADE(&c);
    CHECK_STATUS_E(fx->e, sheet_present(fx->e, id, 0, fx->later), SHEET_OK);
    CHECK_STATUS_E(fx->e, sheet_engine_tick(fx->e, fx->later + 2), SHEET_OK);
    dismiss_action_(id, 0, fx->later + 2, __LINE__);
    config_with(&c, "hostile.probe");
    c.struct_size = size_before(offsetof(sheet_config, confirm_dismiss));
    c.user_tag = 11;
    c.confirm_dismiss = 1;
    UPDATE_MADE(fx->a, &c);
    dismiss_action_(fx->a, 0, fx->later + 2, __LINE__);
    return;
  }
  for (i = 0; i < 4; i++) {
    double t = NOW + 3.0 * (double)(i + 1);
    config_with(&c, NULL);
    c.confirm_dismiss = values[i];
    id = CREATE_MADE(&c);
    CHECK_STATUS_E(fx->e, sheet_present(fx->e, id, 0, t - 2.5), SHEET_OK);
    CHECK_STATUS_E(fx->e, sheet_engine_tick(fx->e, t), SHEET_OK);
    dismiss_action_(id, values[i] != 0, t, __LINE__);
    CHECK_STATUS_E(fx->e, sheet_destroy(fx->e, id), SHEET_OK);
    /* A, under its own configuration but for confirm_dismiss, asked while it rests (the
     * last value, 0, lets it go) */
    config_with(&c, "hostile.probe");
    c.user_tag = 11;
    c.confirm_dismiss = values[i];
    EXPECT(fx->e, sheet_update, (fx->e, fx->a, &c, t), SHEET_OK);
    dismiss_action_(fx->a, values[i] != 0, t, __LINE__);
  }
}

/* The page behind, fully receded (vaul's figures, sheet.h): 26 points narrower, its top
 * 14 points below safe_top, corners of 8 points; or as it is. */
static void check_background_(sheet_id id, int receded, int line) {
  sheet_frame f = frame_of(fx->e, id);
  if (receded) {
    check_near_(f.background_scale, 1 - 26.0 / PHONE_WIDTH, 1e-12, "background_scale", "1 - 26 / width", __FILE__, line);
    check_near_(f.background_offset, PHONE_SAFE_TOP + 14, 1e-12, "background_offset", "safe_top + 14", __FILE__, line);
    check_near_(f.background_corner_radius, 8, 1e-12, "background_corner_radius", "8", __FILE__, line);
  } else {
    check_report_(f.background_scale == 1 && f.background_offset == 0 && f.background_corner_radius == 0, __FILE__,
                  line, "the page behind is %.17g / %.17g / %.17g, not as it is", f.background_scale,
                  f.background_offset, f.background_corner_radius);
  }
}

/* Any non-zero scales_background is "yes": a sheet at rest at its lowest detent, fully
 * dimmed, recedes the page behind it fully, in the frame of every sheet of the engine;
 * by sheet_update at once. Beyond struct_size it is the default, "no". */
static void row_config_scales_background(const row *r) {
  static const int32_t values[] = {INT32_MIN, -1, 2, 0};
  sheet_config c;
  sheet_id id;
  size_t i;
  if (r->kind == K_UNCOVERED) {
    config_with(&c, NULL);
    c.struct_size = size_before(offsetof(sheet_config, scales_background));
    c.scales_background = 1;
    CHECK_TRAJECTORY();
    id = CREATE_MADE(&c);
    CHECK_STATUS_E(fx->e, sheet_present(fx->e, id, 0, fx->later), SHEET_OK);
    CHECK_STATUS_E(fx->e, sheet_engine_tick(fx->e, fx->later + 2), SHEET_OK);
    check_background_(id, 0, __LINE__);
    config_with(&c, "hostile.probe");
    c.struct_size = size_before(offsetof(sheet_config, scales_background));
    c.user_tag = 11;
    c.scales_background = 1;
    UPDATE_MADE(fx->a, &c);
    check_background_(fx->a, 0, __LINE__);
    return;
  }
  for (i = 0; i < 4; i++) {
    double t = NOW + 3.0 * (double)(i + 1);
    config_with(&c, NULL);
    c.scales_background = values[i];
    id = CREATE_MADE(&c);
    CHECK_STATUS_E(fx->e, sheet_present(fx->e, id, 0, t - 2.5), SHEET_OK);
    CHECK_STATUS_E(fx->e, sheet_engine_tick(fx->e, t), SHEET_OK);
    check_background_(id, values[i] != 0, __LINE__);
    check_background_(fx->a, values[i] != 0, __LINE__);
    check_background_(fx->b, values[i] != 0, __LINE__);
    CHECK_STATUS_E(fx->e, sheet_destroy(fx->e, id), SHEET_OK);
    check_background_(fx->a, 0, __LINE__);
    /* A, at rest at its lowest detent, under its own configuration but for
     * scales_background, and back */
    config_with(&c, "hostile.probe");
    c.user_tag = 11;
    c.scales_background = values[i];
    EXPECT(fx->e, sheet_update, (fx->e, fx->a, &c, t), SHEET_OK);
    check_background_(fx->a, values[i] != 0, __LINE__);
    check_background_(fx->b, values[i] != 0, __LINE__);
    c.scales_background = 0;
    EXPECT(fx->e, sheet_update, (fx->e, fx->a, &c, t), SHEET_OK);
    check_background_(fx->a, 0, __LINE__);
  }
}

/* backdrop_tap_detent names a detent with SHEET_TAP_DETENT: out of range, refused naming
 * it; without SHEET_TAP_DETENT, or beyond struct_size, it is not read. */
static void row_config_tap_detent(const row *r) {
  static const int32_t bad[] = {-1, 2, INT32_MIN, INT32_MAX};
  sheet_config c;
  size_t i;
  config_with(&c, NULL);
  c.backdrop_tap = SHEET_TAP_DETENT;
  if (r->kind == K_RANGE) {
    for (i = 0; i < 4; i++) {
      c.backdrop_tap_detent = bad[i];
      CONFIG_REFUSED(&c, SHEET_ERR_INVALID_ARGUMENT, "backdrop_tap_detent");
    }
    CHECK_TRAJECTORY();
    c.backdrop_tap_detent = 1;
    sheet_destroy(fx->e, CREATE_MADE(&c));
    UPDATE_MADE(fx->b, &c);
    return;
  }
  CHECK_TRAJECTORY();
  if (r->kind == K_UNCOVERED) {
    c.struct_size = size_before(offsetof(sheet_config, backdrop_tap_detent));
    c.backdrop_tap = SHEET_TAP_DISMISS; /* SHEET_TAP_DETENT is beyond this struct_size */
    c.backdrop_tap_detent = INT32_MIN;
    sheet_destroy(fx->e, CREATE_MADE(&c));
    UPDATE_MADE(fx->b, &c);
    return;
  }
  for (i = 0; i < 4; i++) { /* K_ANY_VALUE: any value, with another backdrop_tap */
    c.backdrop_tap = (int32_t)(i % 3);
    c.backdrop_tap_detent = bad[i];
    sheet_destroy(fx->e, CREATE_MADE(&c));
    UPDATE_MADE(fx->b, &c);
  }
}

/* One of the four transitions names an animator nobody registered, or a parameter the
 * animator does not have. */
static void row_config_transition(const row *r) {
  static const sheet_param bogus = {"bogus_param", 1.0};
  sheet_config c;
  sheet_transition *t;
  config_with(&c, NULL);
  t = r->arg == 0 ? &c.present : r->arg == 1 ? &c.dismiss : r->arg == 2 ? &c.settle : &c.content;
  t->animator = "no.such.animator";
  CONFIG_REFUSED(&c, SHEET_ERR_NOT_FOUND, "no.such.animator");
  t->animator = "hostile.probe";
  t->params = &bogus;
  t->param_count = 1;
  CONFIG_REFUSED(&c, SHEET_ERR_INVALID_ARGUMENT, "bogus_param");
  CHECK_TRAJECTORY();
}

static char long_name[300];
static const char *a_long_name(void) {
  memset(long_name, 'n', sizeof long_name - 1);
  long_name[sizeof long_name - 1] = '\0';
  return long_name;
}

static void row_detent_kind(const row *r) {
  static const int32_t bad[] = {0, 4, -1, INT32_MIN, INT32_MAX};
  sheet_detent d[2];
  sheet_config c;
  size_t i;
  (void)r;
  for (i = 0; i < 5; i++) {
    memcpy(d, DETENTS, sizeof d);
    d[1].kind = bad[i];
    config_with(&c, NULL);
    c.detents = d;
    CONFIG_REFUSED(&c, SHEET_ERR_INVALID_ARGUMENT, "kind");
  }
  CHECK_TRAJECTORY();
}

static void row_detent_value(const row *r) {
  static const sheet_detent range[] = {{SHEET_DETENT_POINTS, 0.0},    {SHEET_DETENT_POINTS, -1.0},
                                       {SHEET_DETENT_FRACTION, 0.0},  {SHEET_DETENT_FRACTION, 1.0001},
                                       {SHEET_DETENT_FRACTION, -0.5}, {SHEET_DETENT_POINTS, 200.0}};
  sheet_detent d[2];
  sheet_config c;
  size_t i;
  config_with(&c, NULL);
  c.detents = d;
  if (r->kind == K_NONFINITE) {
    for (i = 0; i < 6; i++) {
      d[0] = DETENTS[0];
      d[1].kind = i < 3 ? SHEET_DETENT_POINTS : SHEET_DETENT_FRACTION;
      d[1].value = NONFINITE[i % 3];
      CONFIG_REFUSED(&c, SHEET_ERR_INVALID_ARGUMENT, "detent");
    }
  } else {
    for (i = 0; i < sizeof range / sizeof range[0]; i++) {
      d[0] = DETENTS[0];
      d[1] = range[i]; /* the last: POINTS below the POINTS before it */
      CONFIG_REFUSED(&c, SHEET_ERR_INVALID_ARGUMENT, "detent");
    }
  }
  CHECK_TRAJECTORY();
}

static void row_transition_animator(const row *r) {
  sheet_config c;
  config_with(&c, NULL);
  if (r->kind == K_NULL) { /* NULL: the default animator */
    c.settle.animator = NULL;
    CHECK_TRAJECTORY();
    sheet_destroy(fx->e, CREATE_MADE(&c));
    return;
  }
  c.settle.animator = "";
  CONFIG_REFUSED(&c, SHEET_ERR_INVALID_ARGUMENT, "animator");
  c.settle.animator = a_long_name();
  CONFIG_REFUSED(&c, SHEET_ERR_INVALID_ARGUMENT, "longer than");
  c.settle.animator = "Spring"; /* names are bytes: no case folding */
  CONFIG_REFUSED(&c, SHEET_ERR_NOT_FOUND, "Spring");
  CHECK_TRAJECTORY();
}

static void row_transition_params(const row *r) {
  sheet_config c;
  (void)r;
  config_with(&c, NULL);
  c.present.animator = "spring";
  c.present.params = NULL;
  c.present.param_count = 1;
  CONFIG_REFUSED(&c, SHEET_ERR_INVALID_ARGUMENT, "params");
  CHECK_TRAJECTORY();
}

static void row_transition_param_count(const row *r) {
  static const sheet_param p[1] = {{"response", 0.3}};
  static const size_t bad[] = {SHEET_MAX_PARAMS + 1, (size_t)INT32_MAX + 1u, (size_t)-1};
  sheet_config c;
  size_t i;
  (void)r;
  for (i = 0; i < 3; i++) {
    config_with(&c, NULL);
    c.content.animator = "spring";
    c.content.params = p;
    c.content.param_count = bad[i];
    CONFIG_REFUSED(&c, SHEET_ERR_INVALID_ARGUMENT, "param_count");
  }
  CHECK_TRAJECTORY();
}

static void row_param_name(const row *r) {
  sheet_param p = {NULL, 0.3};
  sheet_config c;
  config_with(&c, NULL);
  c.dismiss.animator = "spring";
  c.dismiss.params = &p;
  c.dismiss.param_count = 1;
  if (r->kind == K_NULL) {
    CONFIG_REFUSED(&c, SHEET_ERR_INVALID_ARGUMENT, "name");
  } else {
    p.name = "";
    CONFIG_REFUSED(&c, SHEET_ERR_INVALID_ARGUMENT, "name");
    p.name = a_long_name();
    CONFIG_REFUSED(&c, SHEET_ERR_INVALID_ARGUMENT, "longer than");
    p.name = "duration"; /* the slide's, not the spring's */
    CONFIG_REFUSED(&c, SHEET_ERR_INVALID_ARGUMENT, "duration");
  }
  CHECK_TRAJECTORY();
}

static void row_param_value(const row *r) {
  static const double range[] = {-1.0, 0.0, 10.5, 1e300};
  sheet_param p = {"response", 0.3};
  sheet_config c;
  int i;
  config_with(&c, NULL);
  c.present.animator = "spring";
  c.present.params = &p;
  c.present.param_count = 1;
  for (i = 0; i < (r->kind == K_NONFINITE ? 3 : 4); i++) {
    p.value = r->kind == K_NONFINITE ? NONFINITE[i] : range[i];
    CONFIG_REFUSED(&c, SHEET_ERR_INVALID_ARGUMENT, "response");
  }
  CHECK_TRAJECTORY();
}

/* ==================================================================================== */
/* sheet_animator_vtable and sheet_param_spec: registrations refused                     */
/* ==================================================================================== */

static void register_refused_(const sheet_animator_vtable *v, sheet_status want,
                              const char *mention, int line) {
  snapshot before;
  take_snapshot(fx, &before);
  expect_status_(fx->e, "sheet_engine_register_animator", sheet_engine_register_animator(fx->e, v, NULL),
                 want, "sheet_engine_register_animator", line);
  if (mention)
    check_report_(strstr(sheet_engine_last_error(fx->e), mention) != NULL, __FILE__, line,
                  "last_error \"%s\" does not name %s", sheet_engine_last_error(fx->e), mention);
  check_same_state_(&before, line);
}
#define REGISTER_REFUSED(v, want, mention) register_refused_((v), (want), (mention), __LINE__)

/* Registers v and checks that a sheet can use it. */
static void register_works_(const sheet_animator_vtable *v, int line) {
  sheet_config c;
  sheet_id id = 0;
  expect_status_(fx->e, "sheet_engine_register_animator", sheet_engine_register_animator(fx->e, v, NULL),
                 SHEET_OK, "sheet_engine_register_animator", line);
  config_with(&c, v->name);
  check_report_(sheet_create(fx->e, &c, &id) == SHEET_OK, __FILE__, line, "no sheet uses %s", v->name);
  check_report_(sheet_present(fx->e, id, 0, fx->later) == SHEET_OK &&
                    sheet_engine_tick(fx->e, fx->later + 0.1) == SHEET_OK,
                __FILE__, line, "%s does not move a sheet", v->name);
  fx->later += 1.0;
  check_report_(fabs(frame_of(fx->e, id).top - mix(PHONE_HEIGHT, TOP0, 0.5)) < 1e-9, __FILE__, line,
                "%s moved the sheet elsewhere", v->name);
}

/* release: called once per accepted registration when the engine is destroyed, after
 * the last destroy; a call back into the engine from it is refused like any callback's. */
static void row_release_reentrant(const row *r) {
  long expect = answer_from_callback(r->fn);
  long releases = lin_releases;
  CHECK_STATUS_E(fx->e, sheet_move_to_detent(fx->e, fx->a, 1, NOW), SHEET_OK);
  DESTROY_ENGINE_HOOKED(r->fn, expect, SITE_RELEASE);
  CHECK(lin_releases == releases + 1);
  CHECK(lin_creates == lin_destroys);
  CHECK(lin_live_at_release == 0);
}

/* A NULL release is never called, and neither is one beyond struct_size (an ABI 1.0
 * vtable): of three registrations, only the fixture's is handed back. */
static void row_release_null(const row *r) {
  sheet_animator_vtable none = lin_vtable("hostile.norelease");
  sheet_animator_vtable old = lin_vtable("hostile.abi10");
  long releases = lin_releases;
  (void)r;
  none.release = NULL;
  old.struct_size = (uint32_t)offsetof(sheet_animator_vtable, release);
  register_works_(&none, __LINE__);
  register_works_(&old, __LINE__);
  CHECK(lin_releases == releases);
  sheet_engine_destroy(fx->e);
  fx->e = NULL;
  CHECK(lin_releases == releases + 1);
}

static void row_vtable_struct_size(const row *r) {
  sheet_animator_vtable v = lin_vtable("hostile.sized");
  if (r->kind == K_SIZE_SMALL) {
    const uint32_t small[4] = {0, 8, (uint32_t)offsetof(sheet_animator_vtable, destroy),
                               (uint32_t)offsetof(sheet_animator_vtable, release) - 1};
    int i;
    for (i = 0; i < 4; i++) {
      v.struct_size = small[i];
      REGISTER_REFUSED(&v, SHEET_ERR_ABI_MISMATCH, "struct_size");
    }
    CHECK_TRAJECTORY();
  } else {
    CHECK_TRAJECTORY();
    v.struct_size = (uint32_t)INT32_MAX + 1u;
    register_works_(&v, __LINE__);
    v = lin_vtable("hostile.sized2");
    v.struct_size = UINT32_MAX;
    register_works_(&v, __LINE__);
  }
}

static void row_vtable_abi_version(const row *r) {
  static const uint32_t bad[] = {0x00020000u, 0u, 0xFFFF0001u, 0x00000001u};
  sheet_animator_vtable v = lin_vtable("hostile.abi");
  size_t i;
  (void)r;
  for (i = 0; i < 4; i++) {
    v.abi_version = bad[i];
    REGISTER_REFUSED(&v, SHEET_ERR_ABI_MISMATCH, "ABI");
  }
  CHECK_TRAJECTORY();
  v.abi_version = SHEET_ABI_VERSION + 0x7FFFu; /* a later minor of the same major */
  register_works_(&v, __LINE__);
}

static void row_vtable_name(const row *r) {
  sheet_animator_vtable v = lin_vtable(NULL);
  if (r->kind == K_NULL) {
    REGISTER_REFUSED(&v, SHEET_ERR_INVALID_ARGUMENT, "name");
  } else {
    v.name = "";
    REGISTER_REFUSED(&v, SHEET_ERR_INVALID_ARGUMENT, "name");
    v.name = a_long_name();
    REGISTER_REFUSED(&v, SHEET_ERR_INVALID_ARGUMENT, "longer than");
    v.name = "spring";
    REGISTER_REFUSED(&v, SHEET_ERR_ALREADY_EXISTS, "spring");
    v.name = "hostile.probe";
    REGISTER_REFUSED(&v, SHEET_ERR_ALREADY_EXISTS, "hostile.probe");
  }
  CHECK_TRAJECTORY();
}

static void row_vtable_params(const row *r) {
  sheet_animator_vtable v = lin_vtable("hostile.params");
  (void)r;
  v.params = NULL; /* with param_count 1 */
  REGISTER_REFUSED(&v, SHEET_ERR_INVALID_ARGUMENT, "params");
  CHECK_TRAJECTORY();
}

static void row_vtable_param_count(const row *r) {
  static const size_t bad[] = {SHEET_MAX_PARAMS + 1, (size_t)INT32_MAX + 1u, (size_t)-1};
  sheet_animator_vtable v = lin_vtable("hostile.count");
  size_t i;
  (void)r;
  for (i = 0; i < 3; i++) {
    v.param_count = bad[i];
    REGISTER_REFUSED(&v, SHEET_ERR_INVALID_ARGUMENT, NULL);
  }
  CHECK_TRAJECTORY();
}

/* create, sample or destroy NULL */
static void row_vtable_function_null(const row *r) {
  sheet_animator_vtable v = lin_vtable("hostile.nofn");
  if (r->arg == 0) v.create = NULL;
  else if (r->arg == 1) v.sample = NULL;
  else v.destroy = NULL;
  REGISTER_REFUSED(&v, SHEET_ERR_INVALID_ARGUMENT, "create, sample and destroy");
  CHECK_TRAJECTORY();
}

/* Registers an animator whose parameter 1 is `spec`. */
static void spec_refused_(sheet_param_spec spec, sheet_status want, const char *mention, int line) {
  sheet_param_spec specs[2];
  sheet_animator_vtable v = lin_vtable("hostile.spec");
  specs[0] = LIN_PARAMS[0];
  specs[1] = spec;
  v.params = specs;
  v.param_count = 2;
  register_refused_(&v, want, mention, line);
}
#define SPEC_REFUSED(spec, want, mention) spec_refused_((spec), (want), (mention), __LINE__)

static sheet_param_spec spec_of(const char *name, double def, double lo, double hi) {
  sheet_param_spec s;
  s.name = name;
  s.default_value = def;
  s.min_value = lo;
  s.max_value = hi;
  return s;
}

static void row_spec_name(const row *r) {
  if (r->kind == K_NULL) {
    SPEC_REFUSED(spec_of(NULL, 0.5, 0, 1), SHEET_ERR_INVALID_ARGUMENT, "parameter 1");
  } else {
    SPEC_REFUSED(spec_of("", 0.5, 0, 1), SHEET_ERR_INVALID_ARGUMENT, "parameter 1");
    SPEC_REFUSED(spec_of(a_long_name(), 0.5, 0, 1), SHEET_ERR_INVALID_ARGUMENT, "longer than");
    SPEC_REFUSED(spec_of("duration", 0.5, 0, 1), SHEET_ERR_INVALID_ARGUMENT, "duration");
  }
  CHECK_TRAJECTORY();
}

/* field 0 default, 1 min, 2 max */
static void row_spec_number(const row *r) {
  int i;
  if (r->kind == K_NONFINITE) {
    for (i = 0; i < 3; i++) {
      sheet_param_spec s = spec_of("k", 0.5, 0.0, 1.0);
      if (r->arg == 0) s.default_value = NONFINITE[i];
      else if (r->arg == 1) s.min_value = NONFINITE[i];
      else s.max_value = NONFINITE[i];
      SPEC_REFUSED(s, SHEET_ERR_INVALID_ARGUMENT, "\"k\"");
    }
  } else if (r->arg == 0) { /* a default outside [min, max] */
    SPEC_REFUSED(spec_of("k", 1.5, 0.0, 1.0), SHEET_ERR_INVALID_ARGUMENT, "\"k\"");
    SPEC_REFUSED(spec_of("k", -1e-300, 0.0, 1.0), SHEET_ERR_INVALID_ARGUMENT, "\"k\"");
  } else { /* min > max */
    SPEC_REFUSED(spec_of("k", 0.5, 1.0, 0.0), SHEET_ERR_INVALID_ARGUMENT, "\"k\"");
  }
  CHECK_TRAJECTORY();
}

/* ==================================================================================== */
/* Callbacks that misbehave: the engine cuts the animator off and finishes the motion    */
/* ==================================================================================== */

static int bad_serial;

/* Presents a new sheet to detent 1 with `animator` (registered in-process with `mode`
 * when mode is not NULL) and ticks at 60 Hz for 3 s: every tick succeeds, every frame is
 * finite and within its range, the sheet comes to rest at detent 1, and the events are
 * WILL_PRESENT, ANIMATOR_FAILED naming the animator and `failure` (unless
 * SHEET_FAILURE_NONE), DID_PRESENT. Every instance made is destroyed once. With
 * `formula`, the frames are the linear motion's. */
static void misbehaves_(const bad_mode *mode, const char *animator, const sheet_param *params,
                        size_t nparams, int32_t failure, int formula, int line) {
  char name[32];
  sheet_config c;
  sheet_id id = 0;
  sheet_event ev;
  size_t index = sheet_engine_animator_count(fx->e);
  long live = lin_creates - lin_destroys;
  double t0 = fx->later;
  int k, bad_frames = 0, formula_misses = 0;
  sheet_frame f;
  if (mode) {
    sheet_animator_vtable v;
    snprintf(name, sizeof name, "hostile.bad.%d", ++bad_serial);
    v = lin_vtable(name);
    if (sheet_engine_register_animator(fx->e, &v, (void *)(uintptr_t)mode) != SHEET_OK) {
      check_report_(0, __FILE__, line, "cannot register %s: %s", name, sheet_engine_last_error(fx->e));
      return;
    }
    animator = name;
  } else {
    for (index = 0; index < sheet_engine_animator_count(fx->e); index++)
      if (animator && strcmp(sheet_engine_animator_name(fx->e, index), animator) == 0) break;
  }
  config_with(&c, NULL);
  c.present.animator = animator;
  c.present.params = params;
  c.present.param_count = nparams;
  if (sheet_create(fx->e, &c, &id) != SHEET_OK) {
    check_report_(0, __FILE__, line, "cannot make a sheet: %s", sheet_engine_last_error(fx->e));
    return;
  }
  drain(fx->e);
  fx->later += 4.0;
  check_report_(sheet_present(fx->e, id, 1, t0) == SHEET_OK, __FILE__, line, "present: %s",
                sheet_engine_last_error(fx->e));
  for (k = 1; k <= 180; k++) {
    double t = t0 + k / 60.0;
    if (sheet_engine_tick(fx->e, t) != SHEET_OK) bad_frames++;
    f = frame_of(fx->e, id);
    if (!isfinite(f.top) || !isfinite(f.height) || !isfinite(f.velocity) || !isfinite(f.progress) ||
        !(f.opacity >= 0 && f.opacity <= 1) || !(f.backdrop_alpha >= 0 && f.backdrop_alpha <= 1) ||
        !(f.scale > 0 && isfinite(f.scale)) ||
        (f.state != SHEET_STATE_PRESENTING && f.state != SHEET_STATE_RESTING))
      bad_frames++;
    if (formula && k / 60.0 < 0.2 - 1e-9 && fabs(f.top - mix(PHONE_HEIGHT, TOP1, k / 60.0 / 0.2)) > 1e-9)
      formula_misses++;
  }
  check_report_(bad_frames == 0, __FILE__, line, "%d ticks failed or made frames out of range", bad_frames);
  check_report_(formula_misses == 0, __FILE__, line, "%d frames are not the animator's", formula_misses);
  f = frame_of(fx->e, id);
  check_report_(f.state == SHEET_STATE_RESTING && f.detent == 1 && fabs(f.top - TOP1) < 1e-9, __FILE__,
                line, "the sheet ended %s at detent %d, top %.9g", check_state_name(f.state),
                (int)f.detent, f.top);
  ev = next_event(fx->e);
  check_report_(ev.type == SHEET_EVENT_WILL_PRESENT && ev.sheet == id, __FILE__, line, "first event %s",
                check_event_name(ev.type));
  if (failure != SHEET_FAILURE_NONE) {
    ev = next_event(fx->e);
    check_report_(ev.type == SHEET_EVENT_ANIMATOR_FAILED && ev.sheet == id && ev.failure == failure &&
                      ev.animator == (int32_t)index,
                  __FILE__, line, "expected ANIMATOR_FAILED (failure %d, animator %d); got %s (failure %d, animator %d)",
                  (int)failure, (int)index, check_event_name(ev.type), (int)ev.failure, (int)ev.animator);
  }
  ev = next_event(fx->e);
  check_report_(ev.type == SHEET_EVENT_DID_PRESENT && ev.sheet == id && ev.detent == 1, __FILE__, line,
                "last event %s", check_event_name(ev.type));
  check_report_(next_event(fx->e).type == -1, __FILE__, line, "more events");
  check_report_(lin_creates - lin_destroys == live && lin_bad_destroys == 0, __FILE__, line,
                "instances made %ld, destroyed %ld (%ld bad)", lin_creates, lin_destroys, lin_bad_destroys);
  CHECK_STATUS_E(fx->e, sheet_destroy(fx->e, id), SHEET_OK);
}
#define MISBEHAVES(mode, failure) misbehaves_((mode), NULL, NULL, 0, (failure), 0, __LINE__)

/* The same with a test plugin's animator: loaded where plugins load, else the load is
 * refused as documented. */
static void plugin_misbehaves_(const char *plugin, const char *animator, const sheet_param *params,
                               size_t nparams, int32_t failure, int line) {
  expect_status_(fx->e, "sheet_engine_load_plugin", sheet_engine_load_plugin(fx->e, plugin_path(plugin)),
                 LOADED(SHEET_OK), "sheet_engine_load_plugin", line);
  if (PLUGINS) misbehaves_(NULL, animator, params, nparams, failure, 0, line);
}
#define PLUGIN_MISBEHAVES(plugin, animator, params, n, failure) \
  plugin_misbehaves_((plugin), (animator), (params), (n), (failure), __LINE__)

/* MISBEHAVES once for each of n statuses, or else values, given to the mode. */
static void misbehaves_with_each_(bad_mode *mode, const sheet_status *statuses,
                                  const double *values, size_t n, int32_t failure, int line) {
  size_t i;
  for (i = 0; i < n; i++) {
    if (statuses) mode->status = statuses[i];
    else mode->value = values[i];
    misbehaves_(mode, NULL, NULL, 0, failure, 0, line);
  }
}
#define MISBEHAVES_WITH_EACH_STATUS(mode, statuses, failure)                                 \
  misbehaves_with_each_((mode), (statuses), NULL, sizeof(statuses) / sizeof(statuses)[0],   \
                        (failure), __LINE__)
#define MISBEHAVES_WITH_EACH_VALUE(mode, values, failure)                                     \
  misbehaves_with_each_((mode), NULL, (values), sizeof(values) / sizeof(values)[0], (failure), \
                        __LINE__)

static void row_create_fails(const row *r) {
  static const sheet_status statuses[] = {SHEET_ERR_PLUGIN, SHEET_ERR_OUT_OF_MEMORY,
                                          SHEET_ERR_INVALID_STATE, 12345, -1};
  bad_mode mode = {BAD_CREATE_STATUS, 0, 0, 0};
  (void)r;
  MISBEHAVES_WITH_EACH_STATUS(&mode, statuses, SHEET_FAILURE_CREATE);
  PLUGIN_MISBEHAVES("create_fails", "test.create_fails", NULL, 0, SHEET_FAILURE_CREATE);
}

static void row_sample_fails(const row *r) {
  static const sheet_status statuses[] = {SHEET_ERR_INVALID_STATE, SHEET_ERR_PLUGIN, 12345, -1};
  bad_mode mode = {BAD_SAMPLE_STATUS, 0, 0, 0};
  (void)r;
  MISBEHAVES_WITH_EACH_STATUS(&mode, statuses, SHEET_FAILURE_STATUS);
  mode.what = BAD_WRITES_NOTHING; /* a scale of 0 */
  MISBEHAVES(&mode, SHEET_FAILURE_VALUE);
  PLUGIN_MISBEHAVES("error_status", "test.error_status", NULL, 0, SHEET_FAILURE_STATUS);
  mode.what = BAD_NEVER_FINISHES;
  CHECK_STATUS_E(fx->e, sheet_engine_set_max_motion_duration(fx->e, 0.5), SHEET_OK);
  MISBEHAVES(&mode, SHEET_FAILURE_TIMEOUT);
  PLUGIN_MISBEHAVES("never_finishes", "test.never_finishes", NULL, 0, SHEET_FAILURE_TIMEOUT);
}

/* channel: 0 top, 1 opacity, 2 backdrop_alpha, 3 scale (sheet_visual), 4 the velocity */
static void row_sample_value(const row *r) {
  static const double far_tops[] = {1e300, -1e300}, outside_unit[] = {2.0, -1.0},
                      not_positive[] = {0.0, -1.0, -0.0};
  bad_mode mode = {BAD_SAMPLE_VALUE, 0, 0, 0};
  sheet_param channel = {"channel", 0};
  mode.channel = r->arg;
  channel.value = r->arg;
  if (r->kind == K_NONFINITE) {
    MISBEHAVES_WITH_EACH_VALUE(&mode, NONFINITE, SHEET_FAILURE_VALUE);
    PLUGIN_MISBEHAVES("nan", "test.nan", &channel, 1, SHEET_FAILURE_VALUE);
    PLUGIN_MISBEHAVES("inf", "test.inf", &channel, 1, SHEET_FAILURE_VALUE);
    return;
  }
  switch (r->arg) { /* out of range */
  case 0: /* a finite top anywhere is the animator's to choose */
    MISBEHAVES_WITH_EACH_VALUE(&mode, far_tops, SHEET_FAILURE_NONE);
    break;
  case 1: case 2: /* clamped into [0, 1] */
    MISBEHAVES_WITH_EACH_VALUE(&mode, outside_unit, SHEET_FAILURE_NONE);
    break;
  default: /* a scale <= 0 is a failure */
    MISBEHAVES_WITH_EACH_VALUE(&mode, not_positive, SHEET_FAILURE_VALUE);
    break;
  }
}

/* Any non-zero out_finished is "finished": the sheet lands on its detent. */
static void row_sample_finished(const row *r) {
  static const sheet_status finished[] = {7, -1, INT32_MIN};
  bad_mode mode = {BAD_FINISHED_FLAG, 0, 0, 0};
  (void)r;
  MISBEHAVES_WITH_EACH_STATUS(&mode, finished, SHEET_FAILURE_NONE);
}

/* create scribbles over the const motion it was handed: the engine's own copy of it is
 * not that memory, and the motion runs as asked. */
static void row_motion_scribbled(const row *r) {
  bad_mode mode = {BAD_SCRIBBLE, 0, 0, 0};
  int i;
  mode.channel = r->arg;
  for (i = 0; i < 3; i++) {
    mode.value = NONFINITE[i];
    misbehaves_(&mode, NULL, NULL, 0, SHEET_FAILURE_NONE, 1, __LINE__);
  }
}

/* What create is handed when A settles from detent 0 to detent 1. */
static void row_motion_filled(const row *r) {
  sheet_frame before = frame_of(fx->e, fx->a), after;
  memset(&last_motion, 0xA5, sizeof last_motion);
  CHECK_STATUS_E(fx->e, sheet_move_to_detent(fx->e, fx->a, 1, NOW), SHEET_OK);
  CHECK_STATUS_E(fx->e, sheet_engine_tick(fx->e, NOW + 1.0), SHEET_OK);
  after = frame_of(fx->e, fx->a);
  CHECK(after.state == SHEET_STATE_RESTING && after.detent == 1);
  switch (r->arg) {
  case 0: CHECK(last_motion.struct_size == sizeof(sheet_motion)); break;
  case 1: CHECK(last_motion.kind == SHEET_MOTION_SETTLE); break;
  case 2:
    CHECK(last_motion.from.top == before.top && last_motion.from.opacity == before.opacity &&
          last_motion.from.backdrop_alpha == before.backdrop_alpha && last_motion.from.scale == before.scale);
    break;
  case 3:
    CHECK(last_motion.to.top == after.top && last_motion.to.opacity == after.opacity &&
          last_motion.to.backdrop_alpha == after.backdrop_alpha && last_motion.to.scale == after.scale);
    CHECK_NEAR(last_motion.to.top, TOP1, 0);
    break;
  case 4: CHECK(last_motion.velocity == 0.0); break;
  default: CHECK(last_motion.viewport_height == PHONE_HEIGHT); break;
  }
}

/* ==================================================================================== */
/* Callbacks that call their engine back                                                 */
/* ==================================================================================== */

/* The hook calls `fn` from inside the callback at `site` only while the fixture's next
 * commands run; the commands do what they do without it. */
static void reenter_at_(int site, int fn, int line) {
  trajectory tr;
  long expect = answer_from_callback(fn);
  check_queue_(fx, line);
  hook_reset(fn, fx->e, expect);
  run_trajectory(fx, &tr);
  hook.active = 0;
  check_hook_(site, line);
  check_report_(same_trajectory(&tr, &reference), __FILE__, line,
                "%s from inside %s changed what the commands did", fns[fn].name, SITE_NAME[site]);
}

static void row_callback_reentrant(const row *r) {
  if (r->arg == SITE_CREATE) reenter_at_(SITE_CREATE, FN_sheet_present, __LINE__);
  else if (r->arg == SITE_SAMPLE) reenter_at_(SITE_SAMPLE, FN_sheet_engine_tick, __LINE__);
  else reenter_at_(SITE_DESTROY, FN_sheet_destroy, __LINE__);
}

/* ==================================================================================== */
/* Plugins: the host table, the log handler, sheet_plugin_init                           */
/* ==================================================================================== */

/* A plugin load that must fail with `want`, the sentence naming `mention`, and change
 * nothing. */
static void load_refused_(const char *plugin, sheet_status want, const char *mention, int line) {
  snapshot before;
  take_snapshot(fx, &before);
  expect_status_(fx->e, "sheet_engine_load_plugin", sheet_engine_load_plugin(fx->e, plugin_path(plugin)),
                 PLUGINS ? want : SHEET_ERR_PLUGIN, "sheet_engine_load_plugin", line);
  check_report_(strstr(sheet_engine_last_error(fx->e), plugin_path(plugin)) != NULL, __FILE__, line,
                "last_error \"%s\" does not name the plugin", sheet_engine_last_error(fx->e));
  if (mention && PLUGINS)
    check_report_(strstr(sheet_engine_last_error(fx->e), mention) != NULL, __FILE__, line,
                  "last_error \"%s\" does not name %s", sheet_engine_last_error(fx->e), mention);
  check_same_state_(&before, line);
}

/* hostile_host.so: what it saw of the host table and what the table did with its
 * hostile calls, reported through the log. arg: which part a row checks. */
enum { HOST_STRUCT_SIZE, HOST_ABI, HOST_DATA, HOST_REGISTER_DATA, HOST_LOG_DATA, HOST_LOG_NULL, HOST_LOG_LEVEL };

static void row_host(const row *r) {
  char want[96];
  int i;
  fx->log.count = 0;
  EXPECT(fx->e, sheet_engine_load_plugin, (fx->e, plugin_path("hostile_host")), LOADED(SHEET_OK));
  if (!PLUGINS) {
    CHECK(fx->log.count == 0);
    CHECK_TRAJECTORY();
    return;
  }
  CHECK(sheet_engine_animator_count(fx->e) == fx->animators + 1);
  CHECK_STR(sheet_engine_animator_name(fx->e, fx->animators), "test.hostile_host");
  CHECK(fx->log.count == 4); /* level 99, level -5, the two reports */
  switch (r->arg) {
  case HOST_STRUCT_SIZE:
    snprintf(want, sizeof want, "host struct_size=%lu ", (unsigned long)sizeof(sheet_plugin_host));
    CHECK(log_has(&fx->log, want));
    break;
  case HOST_ABI:
    snprintf(want, sizeof want, "abi_version=%lu", (unsigned long)SHEET_ABI_VERSION);
    CHECK(log_has(&fx->log, want));
    break;
  case HOST_DATA: /* NULL host_data: both functions refuse it and touch nothing */
  case HOST_REGISTER_DATA:
    snprintf(want, sizeof want, "register_animator(NULL host_data)=%d", (int)SHEET_ERR_INVALID_ARGUMENT);
    CHECK(log_has(&fx->log, want));
    for (i = 0; i < (int)sheet_engine_animator_count(fx->e); i++)
      CHECK(strcmp(sheet_engine_animator_name(fx->e, (size_t)i), "test.hostile_host.unseen") != 0);
    if (r->arg == HOST_REGISTER_DATA) break;
    /* fall through */
  case HOST_LOG_DATA:
    CHECK(!log_has(&fx->log, "NULL host_data:") && !log_has(&fx->log, "a line with a NULL host_data"));
    break;
  case HOST_LOG_NULL:
    CHECK(!log_has(&fx->log, "(NULL)"));
    break;
  default: /* levels outside SHEET_LOG_* reach the handler clamped into them */
    for (i = 0; i < fx->log.count && i < 16; i++) {
      CHECK(fx->log.level[i] >= SHEET_LOG_DEBUG && fx->log.level[i] <= SHEET_LOG_ERROR);
      if (strstr(fx->log.line[i], "level 99")) CHECK(fx->log.level[i] == SHEET_LOG_ERROR);
      if (strstr(fx->log.line[i], "level -5")) CHECK(fx->log.level[i] == SHEET_LOG_DEBUG);
    }
    CHECK(log_has(&fx->log, "level 99") && log_has(&fx->log, "level -5"));
    break;
  }
  CHECK_TRAJECTORY();
}

/* register_animator with a NULL vtable fails the load, even when init ignores it. */
static void row_host_register_null(const row *r) {
  (void)r;
  load_refused_("null_vtable", SHEET_ERR_INVALID_ARGUMENT, "vtable", __LINE__);
  CHECK_TRAJECTORY();
}

/* A log handler that calls its engine back from inside a plugin's init: refused, and the
 * load goes on. */
static void row_log_reentrant(const row *r) {
  static const int calls[] = {FN_sheet_create, FN_sheet_engine_load_plugin, FN_sheet_engine_set_log_handler, FN_sheet_engine_destroy, FN_sheet_engine_tick};
  size_t i;
  (void)r;
  for (i = 0; i < sizeof calls / sizeof calls[0]; i++) {
    long expect = fns[calls[i]].on_reentry;
    char name[32];
    sheet_animator_vtable v;
    hook_reset(calls[i], fx->e, expect);
    CHECK_STATUS_E(fx->e, sheet_engine_set_log_handler(fx->e, hook_log, &fx->log), SHEET_OK);
    hook.active = 1;
    /* init_fails logs, then fails: the handler runs inside init either way */
    EXPECT(fx->e, sheet_engine_load_plugin, (fx->e, plugin_path("init_fails")), SHEET_ERR_PLUGIN);
    hook.active = 0;
    if (PLUGINS) CHECK_HOOK(SITE_LOG);
    /* the handler is still the one set, and the engine still works */
    snprintf(name, sizeof name, "hostile.after.%d", (int)i);
    v = lin_vtable(name);
    CHECK_STATUS_E(fx->e, sheet_engine_register_animator(fx->e, &v, NULL), SHEET_OK);
  }
  CHECK(sheet_engine_animator_count(fx->e) == fx->animators + 5);
}

/* The log handler: NULL messages never reach it; unknown levels arrive clamped. */
static void row_log_handler(const row *r) {
  row host = *r;
  host.arg = r->kind == K_NULL ? HOST_LOG_NULL : HOST_LOG_LEVEL;
  row_host(&host);
}

/* sheet_plugin_init that fails, that is missing, or whose registration failed. */
static void row_plugin_init(const row *r) {
  if (r->kind == K_REENTRANT) { /* from its log line, through the log handler */
    hook_reset(FN_sheet_move_to_detent, fx->e, SHEET_ERR_INVALID_STATE);
    CHECK_STATUS_E(fx->e, sheet_engine_set_log_handler(fx->e, hook_log, &fx->log), SHEET_OK);
    hook.active = 1;
    EXPECT(fx->e, sheet_engine_load_plugin, (fx->e, plugin_path("formula")), LOADED(SHEET_OK));
    hook.active = 0;
    if (PLUGINS) CHECK_HOOK(SITE_LOG);
    CHECK_TRAJECTORY();
    return;
  }
  fx->log.count = 0;
  switch (r->arg) {
  case 0: /* returns an error: its line is delivered, its animator rolled back */
    load_refused_("init_fails", SHEET_ERR_PLUGIN, "sheet_plugin_init returned SHEET_ERR_PLUGIN", __LINE__);
    CHECK(log_has(&fx->log, "refusing to load") == PLUGINS);
    break;
  case 1: /* not there */
    load_refused_("no_init", SHEET_ERR_PLUGIN, "sheet_plugin_init", __LINE__);
    break;
  default: /* a registration failed and init returned SHEET_OK all the same */
    load_refused_("partial", SHEET_ERR_ALREADY_EXISTS, "test.partial.ok", __LINE__);
    load_refused_("bad_abi", SHEET_ERR_ABI_MISMATCH, "ABI", __LINE__);
    load_refused_("small_struct", SHEET_ERR_ABI_MISMATCH, "struct_size", __LINE__);
    load_refused_("bad_spec_default_outside", SHEET_ERR_INVALID_ARGUMENT, "stiffness", __LINE__);
    break;
  }
  CHECK_TRAJECTORY();
}

/* ==================================================================================== */
/* The table                                                                             */
/* ==================================================================================== */

/* A row about function `name` that its run function calls through fns[FN_<name>]. */
#define ROWF(name, kind, run) {#name, kind, run, FN_##name, 0}
#define ROWFA(name, kind, run, arg) {#name, kind, run, FN_##name, arg}
#define REENT(name) ROWF(name, K_REENTRANT, row_reentrant)
/* The rows of every function that takes an engine: NULL, and a call from a callback. */
#define ENGINE_ROWS(name) ROWF(name, K_NULL_ENGINE, row_null_engine), REENT(name)
/* ... and of one that takes a sheet_id too: the four ids no sheet of the engine has. */
#define SHEET_ROWS(name)                                                                \
  ENGINE_ROWS(name), ROWFA(name, K_ID_ZERO, row_bad_id, 0),                             \
      ROWFA(name, K_ID_NEVER, row_bad_id, 1), ROWFA(name, K_ID_STALE, row_bad_id, 2),   \
      ROWFA(name, K_ID_FOREIGN, row_bad_id, 3)
#define ROW(subject, kind, run) {subject, kind, run, -1, 0}
#define ROWA(subject, kind, run, arg) {subject, kind, run, -1, arg}
#define FRAME_FIELD(f, i) ROWA("sheet_frame." #f, K_UNCOVERED, row_out_field, OUT_ARG(OUT_FRAME, i))
#define EVENT_FIELD(f, i) ROWA("sheet_event." #f, K_UNCOVERED, row_out_field, OUT_ARG(OUT_EVENT, i))
#define ACCESS_FIELD(f, i) ROWA("sheet_accessibility." #f, K_UNCOVERED, row_out_field, OUT_ARG(OUT_ACCESS, i))
#define CONFIG_NUMBER(f) \
  ROWA("sheet_config." #f, K_NONFINITE, row_config_field, CF_##f), ROWA("sheet_config." #f, K_RANGE, row_config_field, CF_##f)
#define TEARDOWN(name) {"sheet_animator_vtable.destroy", K_REENTRANT, row_teardown, FN_##name, 0}
#define RELEASING(name) \
  {"sheet_animator_vtable.release", K_REENTRANT, row_release_reentrant, FN_##name, 0}

static const row TABLE[] = {
    /* ---- versions and names ---- */
    ROW("sheet_abi_version", K_NO_INPUT, row_abi_version),
    REENT(sheet_abi_version),
    ROW("sheet_version_string", K_NO_INPUT, row_version_string),
    REENT(sheet_version_string),
    ROW("sheet_status_name", K_RANGE, row_status_name),
    REENT(sheet_status_name),

    /* ---- engine ---- */
    ROW("sheet_engine_create", K_NULL, row_engine_create_null),
    REENT(sheet_engine_create),
    ENGINE_ROWS(sheet_engine_destroy),
    ENGINE_ROWS(sheet_engine_last_error),
    ENGINE_ROWS(sheet_engine_set_viewport),
    ROW("sheet_engine_set_viewport", K_NONFINITE, row_set_viewport),
    ROW("sheet_engine_set_viewport", K_RANGE, row_set_viewport),
    ENGINE_ROWS(sheet_engine_set_obstruction),
    ROW("sheet_engine_set_obstruction", K_NONFINITE, row_set_obstruction),
    ROW("sheet_engine_set_obstruction", K_RANGE, row_set_obstruction),
    ROW("sheet_engine_set_obstruction", K_STATE, row_set_obstruction),
    ENGINE_ROWS(sheet_engine_set_reduce_motion),
    ROW("sheet_engine_set_reduce_motion", K_RANGE, row_set_reduce_motion),
    ENGINE_ROWS(sheet_engine_set_layout_direction),
    ROW("sheet_engine_set_layout_direction", K_RANGE, row_set_layout_direction),
    ENGINE_ROWS(sheet_engine_tick),
    ROW("sheet_engine_tick", K_NONFINITE, row_tick),
    ROW("sheet_engine_tick", K_RANGE, row_tick),
    ENGINE_ROWS(sheet_engine_is_animating),
    ROW("sheet_engine_is_animating", K_NULL, row_is_animating),
    ENGINE_ROWS(sheet_engine_poll_event),
    ROW("sheet_engine_poll_event", K_NULL, row_poll_event_null),

    /* ---- animators and plugins ---- */
    ENGINE_ROWS(sheet_engine_register_animator),
    ROW("sheet_engine_register_animator", K_NULL, row_register_null),
    ENGINE_ROWS(sheet_engine_set_log_handler),
    ROW("sheet_engine_set_log_handler", K_NULL, row_set_log_handler_null),
    ENGINE_ROWS(sheet_engine_load_plugin),
    ROW("sheet_engine_load_plugin", K_NULL, row_load_plugin),
    ROW("sheet_engine_load_plugin", K_RANGE, row_load_plugin),
    ENGINE_ROWS(sheet_engine_animator_count),
    ENGINE_ROWS(sheet_engine_animator_name),
    ROWF(sheet_engine_animator_name, K_RANGE, row_animator_index),
    ENGINE_ROWS(sheet_engine_animator_param_count),
    ROWF(sheet_engine_animator_param_count, K_RANGE, row_animator_index),
    ENGINE_ROWS(sheet_engine_animator_param),
    ROW("sheet_engine_animator_param", K_NULL, row_animator_param),
    ROW("sheet_engine_animator_param", K_RANGE, row_animator_param),
    ENGINE_ROWS(sheet_engine_set_max_motion_duration),
    ROW("sheet_engine_set_max_motion_duration", K_NONFINITE, row_set_max_motion_duration),
    ROW("sheet_engine_set_max_motion_duration", K_RANGE, row_set_max_motion_duration),

    /* ---- sheets ---- */
    ROW("sheet_config_init_sized", K_NULL, row_config_init_sized),
    ROW("sheet_config_init_sized", K_RANGE, row_config_init_sized),
    REENT(sheet_config_init_sized),
    ROW("sheet_config_init", K_NULL, row_config_init),
    ROW("sheet_config_init", K_SIZE_SMALL, row_config_init),
    ROW("sheet_config_init", K_SIZE_HUGE, row_config_init),
    REENT(sheet_config_init),
    ENGINE_ROWS(sheet_create),
    ROW("sheet_create", K_NULL, row_create_null),
    SHEET_ROWS(sheet_destroy),
    SHEET_ROWS(sheet_present),
    ROWF(sheet_present, K_NONFINITE, row_command_nonfinite),
    ROWF(sheet_present, K_RANGE, row_command_range),
    ROWF(sheet_present, K_STATE, row_command_state),
    SHEET_ROWS(sheet_dismiss),
    ROWF(sheet_dismiss, K_NONFINITE, row_command_nonfinite),
    ROWF(sheet_dismiss, K_STATE, row_command_state),
    SHEET_ROWS(sheet_move_to_detent),
    ROWF(sheet_move_to_detent, K_NONFINITE, row_command_nonfinite),
    ROWF(sheet_move_to_detent, K_RANGE, row_command_range),
    ROWF(sheet_move_to_detent, K_STATE, row_command_state),
    SHEET_ROWS(sheet_update),
    ROWF(sheet_update, K_NULL, row_update_null),
    ROWF(sheet_update, K_NONFINITE, row_command_nonfinite),
    SHEET_ROWS(sheet_set_content),
    ROWF(sheet_set_content, K_NONFINITE, row_command_nonfinite),
    ROWF(sheet_set_content, K_RANGE, row_command_range),
    ROWF(sheet_set_content, K_ANY_VALUE, row_set_content_any),
    SHEET_ROWS(sheet_set_content_height),
    ROWF(sheet_set_content_height, K_NONFINITE, row_command_nonfinite),
    ROWF(sheet_set_content_height, K_RANGE, row_command_range),
    SHEET_ROWS(sheet_set_scroll_extent),
    ROWF(sheet_set_scroll_extent, K_NONFINITE, row_command_nonfinite),
    ROWF(sheet_set_scroll_extent, K_RANGE, row_command_range),
    SHEET_ROWS(sheet_set_focus),
    ROWF(sheet_set_focus, K_NONFINITE, row_command_nonfinite),
    ROWF(sheet_set_focus, K_RANGE, row_command_range),
    ENGINE_ROWS(sheet_engine_top_sheet),
    ROWF(sheet_engine_top_sheet, K_NULL, row_out_null),
    SHEET_ROWS(sheet_get_accessibility),
    ROWF(sheet_get_accessibility, K_NULL, row_out_null),
    SHEET_ROWS(sheet_perform_action),
    ROWF(sheet_perform_action, K_NONFINITE, row_command_nonfinite),
    ROWF(sheet_perform_action, K_RANGE, row_command_range),
    ROWF(sheet_perform_action, K_STATE, row_command_state),

    /* ---- pointer input ---- */
    SHEET_ROWS(sheet_pointer_down),
    ROWF(sheet_pointer_down, K_NONFINITE, row_command_nonfinite),
    ROWF(sheet_pointer_down, K_NULL, row_out_null),
    ROWF(sheet_pointer_down, K_STATE, row_command_state),
    SHEET_ROWS(sheet_pointer_move),
    ROWF(sheet_pointer_move, K_NONFINITE, row_pointer_nonfinite),
    ROWF(sheet_pointer_move, K_STATE, row_command_state),
    SHEET_ROWS(sheet_pointer_up),
    ROWF(sheet_pointer_up, K_NONFINITE, row_pointer_nonfinite),
    ROWF(sheet_pointer_up, K_STATE, row_command_state),
    SHEET_ROWS(sheet_pointer_cancel),
    ROWF(sheet_pointer_cancel, K_NONFINITE, row_pointer_nonfinite),
    ROWF(sheet_pointer_cancel, K_STATE, row_command_state),

    /* ---- back ---- */
    SHEET_ROWS(sheet_back_begin),
    ROWF(sheet_back_begin, K_NONFINITE, row_command_nonfinite),
    ROWF(sheet_back_begin, K_STATE, row_back_state),
    SHEET_ROWS(sheet_back_progress),
    ROWF(sheet_back_progress, K_NONFINITE, row_back_gesture_nonfinite),
    ROWF(sheet_back_progress, K_RANGE, row_back_progress_range),
    ROWF(sheet_back_progress, K_STATE, row_back_state),
    SHEET_ROWS(sheet_back_cancel),
    ROWF(sheet_back_cancel, K_NONFINITE, row_back_gesture_nonfinite),
    ROWF(sheet_back_cancel, K_STATE, row_back_state),
    SHEET_ROWS(sheet_back_commit),
    ROWF(sheet_back_commit, K_NONFINITE, row_command_nonfinite),
    ROWF(sheet_back_commit, K_STATE, row_back_state),

    /* ---- output ---- */
    SHEET_ROWS(sheet_get_frame),
    ROWF(sheet_get_frame, K_NULL, row_out_null),

    /* ---- sheet_frame, sheet_event, sheet_accessibility ---- */
    ROWA("sheet_frame.struct_size", K_SIZE_SMALL, row_out_size, OUT_FRAME),
    ROWA("sheet_frame.struct_size", K_SIZE_HUGE, row_out_size, OUT_FRAME),
    FRAME_FIELD(state, 0), FRAME_FIELD(detent, 1), FRAME_FIELD(top, 2), FRAME_FIELD(height, 3),
    FRAME_FIELD(opacity, 4), FRAME_FIELD(scale, 5), FRAME_FIELD(backdrop_alpha, 6),
    FRAME_FIELD(corner_radius, 7), FRAME_FIELD(progress, 8), FRAME_FIELD(content_offset, 9),
    FRAME_FIELD(content_id, 10), FRAME_FIELD(outgoing_content_id, 11),
    FRAME_FIELD(content_alpha, 12), FRAME_FIELD(outgoing_content_alpha, 13),
    FRAME_FIELD(velocity, 14), FRAME_FIELD(gesture_owner, 15), FRAME_FIELD(grabber_visible, 16),
    FRAME_FIELD(overlay_alpha, 17), FRAME_FIELD(scroll_extent, 18), FRAME_FIELD(background_scale, 19),
    FRAME_FIELD(background_offset, 20), FRAME_FIELD(background_corner_radius, 21), FRAME_FIELD(footer_top, 22),
    FRAME_FIELD(rect, 23), FRAME_FIELD(edge, 24), FRAME_FIELD(corners, 25),
    ROW("sheet_frame.rect", K_FILLED, row_frame_placement), ROW("sheet_frame.edge", K_FILLED, row_frame_placement),
    ROW("sheet_frame.corners", K_FILLED, row_frame_placement),
    ROW("sheet_rect.x", K_FILLED, row_frame_placement), ROW("sheet_rect.y", K_FILLED, row_frame_placement),
    ROW("sheet_rect.width", K_FILLED, row_frame_placement), ROW("sheet_rect.height", K_FILLED, row_frame_placement),
    ROWA("sheet_event.struct_size", K_SIZE_SMALL, row_out_size, OUT_EVENT),
    ROWA("sheet_event.struct_size", K_SIZE_HUGE, row_out_size, OUT_EVENT),
    EVENT_FIELD(type, 0), EVENT_FIELD(sheet, 1), EVENT_FIELD(time, 2), EVENT_FIELD(detent, 3),
    EVENT_FIELD(from_detent, 4), EVENT_FIELD(reason, 5), EVENT_FIELD(user_tag, 6),
    EVENT_FIELD(content_id, 7), EVENT_FIELD(dropped_count, 8), EVENT_FIELD(animator, 9),
    EVENT_FIELD(failure, 10),
    ROWA("sheet_accessibility.struct_size", K_SIZE_SMALL, row_out_size, OUT_ACCESS),
    ROWA("sheet_accessibility.struct_size", K_SIZE_HUGE, row_out_size, OUT_ACCESS),
    ACCESS_FIELD(actions, 0), ACCESS_FIELD(detent, 1), ACCESS_FIELD(detent_count, 2),
    ACCESS_FIELD(value, 3),

    /* ---- sheet_config ---- */
    ROW("sheet_config.struct_size", K_SIZE_SMALL, row_config_struct_size),
    ROW("sheet_config.struct_size", K_SIZE_HUGE, row_config_struct_size),
    ROW("sheet_config.detents", K_NULL, row_config_detents),
    ROW("sheet_config.detent_count", K_RANGE, row_config_detent_count),
    ROW("sheet_config.dismissible", K_ANY_VALUE, row_config_dismissible),
    CONFIG_NUMBER(dismiss_fraction),
    CONFIG_NUMBER(fling_velocity),
    ROWA("sheet_config.backdrop_tap", K_RANGE, row_config_field, CF_backdrop_tap),
    ROWA("sheet_config.largest_undimmed_detent", K_RANGE, row_config_field, CF_largest_undimmed_detent),
    CONFIG_NUMBER(backdrop_alpha),
    CONFIG_NUMBER(corner_radius),
    CONFIG_NUMBER(rubber_band),
    ROWA("sheet_config.present", K_RANGE, row_config_transition, 0),
    ROWA("sheet_config.dismiss", K_RANGE, row_config_transition, 1),
    ROWA("sheet_config.settle", K_RANGE, row_config_transition, 2),
    ROWA("sheet_config.content", K_RANGE, row_config_transition, 3),
    ROW("sheet_config.user_tag", K_ANY_VALUE, row_config_user_tag),
    CONFIG_NUMBER(dismiss_height),
    ROWA("sheet_config.dismiss_height", K_UNCOVERED, row_config_field, CF_dismiss_height),
    CONFIG_NUMBER(touch_slop),
    ROWA("sheet_config.touch_slop", K_UNCOVERED, row_config_field, CF_touch_slop),
    ROWA("sheet_config.stack", K_RANGE, row_config_field, CF_stack),
    ROWA("sheet_config.stack", K_UNCOVERED, row_config_field, CF_stack),
    ROWA("sheet_config.grabber", K_RANGE, row_config_field, CF_grabber),
    ROWA("sheet_config.grabber", K_UNCOVERED, row_config_field, CF_grabber),
    CONFIG_NUMBER(grabber_height),
    ROWA("sheet_config.grabber_height", K_UNCOVERED, row_config_field, CF_grabber_height),
    ROW("sheet_config.confirm_dismiss", K_ANY_VALUE, row_config_confirm_dismiss),
    ROW("sheet_config.confirm_dismiss", K_UNCOVERED, row_config_confirm_dismiss),
    ROW("sheet_config.backdrop_tap_detent", K_RANGE, row_config_tap_detent),
    ROW("sheet_config.backdrop_tap_detent", K_ANY_VALUE, row_config_tap_detent),
    ROW("sheet_config.backdrop_tap_detent", K_UNCOVERED, row_config_tap_detent),
    ROWA("sheet_config.content_interaction", K_RANGE, row_config_field, CF_content_interaction),
    ROWA("sheet_config.content_interaction", K_UNCOVERED, row_config_field, CF_content_interaction),
    ROW("sheet_config.scales_background", K_ANY_VALUE, row_config_scales_background),
    ROW("sheet_config.scales_background", K_UNCOVERED, row_config_scales_background),
    ROWA("sheet_config.keyboard", K_RANGE, row_config_field, CF_keyboard),
    ROWA("sheet_config.keyboard", K_UNCOVERED, row_config_field, CF_keyboard),
    ROWA("sheet_config.back_behavior", K_RANGE, row_config_field, CF_back_behavior),
    ROWA("sheet_config.back_behavior", K_UNCOVERED, row_config_field, CF_back_behavior),
    CONFIG_NUMBER(footer_height),
    ROWA("sheet_config.footer_height", K_UNCOVERED, row_config_field, CF_footer_height),
    ROWA("sheet_config.edge", K_RANGE, row_config_field, CF_edge),
    ROWA("sheet_config.edge", K_UNCOVERED, row_config_field, CF_edge),
    ROWA("sheet_config.cross_alignment", K_RANGE, row_config_field, CF_cross_alignment),
    ROWA("sheet_config.cross_alignment", K_UNCOVERED, row_config_field, CF_cross_alignment),
    CONFIG_NUMBER(edge_inset),
    ROWA("sheet_config.edge_inset", K_UNCOVERED, row_config_field, CF_edge_inset),
    CONFIG_NUMBER(side_inset),
    ROW("sheet_config.side_inset", K_RANGE, row_config_room),
    ROWA("sheet_config.side_inset", K_UNCOVERED, row_config_field, CF_side_inset),
    CONFIG_NUMBER(max_cross_size),
    ROWA("sheet_config.max_cross_size", K_UNCOVERED, row_config_field, CF_max_cross_size),
    CONFIG_NUMBER(wide_threshold),
    ROWA("sheet_config.wide_threshold", K_UNCOVERED, row_config_field, CF_wide_threshold),
    ROWA("sheet_config.wide_layout", K_RANGE, row_config_field, CF_wide_layout),
    ROWA("sheet_config.wide_layout", K_UNCOVERED, row_config_field, CF_wide_layout),

    /* ---- sheet_detent, sheet_transition, sheet_param ---- */
    ROW("sheet_detent.kind", K_RANGE, row_detent_kind),
    ROW("sheet_detent.value", K_NONFINITE, row_detent_value),
    ROW("sheet_detent.value", K_RANGE, row_detent_value),
    ROW("sheet_transition.animator", K_NULL, row_transition_animator),
    ROW("sheet_transition.animator", K_RANGE, row_transition_animator),
    ROW("sheet_transition.params", K_NULL, row_transition_params),
    ROW("sheet_transition.param_count", K_RANGE, row_transition_param_count),
    ROW("sheet_param.name", K_NULL, row_param_name),
    ROW("sheet_param.name", K_RANGE, row_param_name),
    ROW("sheet_param.value", K_NONFINITE, row_param_value),
    ROW("sheet_param.value", K_RANGE, row_param_value),

    /* ---- sheet_animator_vtable and its callbacks ---- */
    ROW("sheet_animator_vtable.struct_size", K_SIZE_SMALL, row_vtable_struct_size),
    ROW("sheet_animator_vtable.struct_size", K_SIZE_HUGE, row_vtable_struct_size),
    ROW("sheet_animator_vtable.abi_version", K_RANGE, row_vtable_abi_version),
    ROW("sheet_animator_vtable.name", K_NULL, row_vtable_name),
    ROW("sheet_animator_vtable.name", K_RANGE, row_vtable_name),
    ROW("sheet_animator_vtable.params", K_NULL, row_vtable_params),
    ROW("sheet_animator_vtable.param_count", K_RANGE, row_vtable_param_count),
    ROWA("sheet_animator_vtable.create", K_NULL, row_vtable_function_null, 0),
    ROW("sheet_animator_vtable.create", K_FAILS, row_create_fails),
    ROWA("sheet_animator_vtable.create", K_REENTRANT, row_callback_reentrant, SITE_CREATE),
    ROWA("sheet_animator_vtable.sample", K_NULL, row_vtable_function_null, 1),
    ROW("sheet_animator_vtable.sample", K_FAILS, row_sample_fails),
    ROWA("sheet_animator_vtable.sample", K_NONFINITE, row_sample_value, 4),
    ROW("sheet_animator_vtable.sample", K_RANGE, row_sample_finished),
    ROWA("sheet_animator_vtable.sample", K_REENTRANT, row_callback_reentrant, SITE_SAMPLE),
    ROWA("sheet_animator_vtable.destroy", K_NULL, row_vtable_function_null, 2),
    ROWA("sheet_animator_vtable.destroy", K_REENTRANT, row_callback_reentrant, SITE_DESTROY),
    TEARDOWN(sheet_engine_tick), TEARDOWN(sheet_get_frame), TEARDOWN(sheet_engine_last_error), TEARDOWN(sheet_engine_animator_name),
    TEARDOWN(sheet_engine_destroy), TEARDOWN(sheet_engine_poll_event), TEARDOWN(sheet_create),
    TEARDOWN(sheet_engine_register_animator),
    ROW("sheet_animator_vtable.release", K_NULL, row_release_null),
    RELEASING(sheet_engine_tick), RELEASING(sheet_get_frame), RELEASING(sheet_engine_last_error),
    RELEASING(sheet_engine_animator_name), RELEASING(sheet_engine_destroy), RELEASING(sheet_engine_poll_event),
    RELEASING(sheet_create), RELEASING(sheet_engine_register_animator),
    ROW("sheet_param_spec.name", K_NULL, row_spec_name),
    ROW("sheet_param_spec.name", K_RANGE, row_spec_name),
    ROWA("sheet_param_spec.default_value", K_NONFINITE, row_spec_number, 0),
    ROWA("sheet_param_spec.default_value", K_RANGE, row_spec_number, 0),
    ROWA("sheet_param_spec.min_value", K_NONFINITE, row_spec_number, 1),
    ROWA("sheet_param_spec.min_value", K_RANGE, row_spec_number, 1),
    ROWA("sheet_param_spec.max_value", K_NONFINITE, row_spec_number, 2),
    ROWA("sheet_visual.top", K_NONFINITE, row_sample_value, 0),
    ROWA("sheet_visual.top", K_RANGE, row_sample_value, 0),
    ROWA("sheet_visual.opacity", K_NONFINITE, row_sample_value, 1),
    ROWA("sheet_visual.opacity", K_RANGE, row_sample_value, 1),
    ROWA("sheet_visual.backdrop_alpha", K_NONFINITE, row_sample_value, 2),
    ROWA("sheet_visual.backdrop_alpha", K_RANGE, row_sample_value, 2),
    ROWA("sheet_visual.scale", K_NONFINITE, row_sample_value, 3),
    ROWA("sheet_visual.scale", K_RANGE, row_sample_value, 3),
    ROWA("sheet_motion.struct_size", K_FILLED, row_motion_filled, 0),
    ROWA("sheet_motion.struct_size", K_CONST, row_motion_scribbled, 0),
    ROWA("sheet_motion.kind", K_FILLED, row_motion_filled, 1),
    ROWA("sheet_motion.kind", K_CONST, row_motion_scribbled, 1),
    ROWA("sheet_motion.from", K_FILLED, row_motion_filled, 2),
    ROWA("sheet_motion.from", K_CONST, row_motion_scribbled, 2),
    ROWA("sheet_motion.to", K_FILLED, row_motion_filled, 3),
    ROWA("sheet_motion.to", K_CONST, row_motion_scribbled, 3),
    ROWA("sheet_motion.velocity", K_FILLED, row_motion_filled, 4),
    ROWA("sheet_motion.velocity", K_CONST, row_motion_scribbled, 4),
    ROWA("sheet_motion.viewport_height", K_FILLED, row_motion_filled, 5),
    ROWA("sheet_motion.viewport_height", K_CONST, row_motion_scribbled, 5),

    /* ---- the plugin side ---- */
    ROWA("sheet_plugin_host.struct_size", K_FILLED, row_host, HOST_STRUCT_SIZE),
    ROWA("sheet_plugin_host.abi_version", K_FILLED, row_host, HOST_ABI),
    ROWA("sheet_plugin_host.host_data", K_HOST_DATA, row_host, HOST_DATA),
    ROWA("sheet_plugin_host.register_animator", K_HOST_DATA, row_host, HOST_REGISTER_DATA),
    ROW("sheet_plugin_host.register_animator", K_NULL, row_host_register_null),
    ROWA("sheet_plugin_host.log", K_HOST_DATA, row_host, HOST_LOG_DATA),
    ROWA("sheet_plugin_host.log", K_NULL, row_host, HOST_LOG_NULL),
    ROWA("sheet_plugin_host.log", K_RANGE, row_host, HOST_LOG_LEVEL),
    ROW("sheet_log_handler", K_REENTRANT, row_log_reentrant),
    ROW("sheet_log_handler", K_NULL, row_log_handler),
    ROW("sheet_log_handler", K_RANGE, row_log_handler),
    ROWA("sheet_plugin_init", K_FAILS, row_plugin_init, 0),
    ROWA("sheet_plugin_init", K_FAILS, row_plugin_init, 1),
    ROWA("sheet_plugin_init", K_FAILS, row_plugin_init, 2),
    ROW("sheet_plugin_init", K_REENTRANT, row_plugin_init),
};
#define NROWS (sizeof TABLE / sizeof TABLE[0])

/* ==================================================================================== */
/* The table against the headers                                                        */
/* ==================================================================================== */

#ifndef __wasi__
static int has_row(const char *subject, const char *kind) {
  size_t i;
  for (i = 0; i < NROWS; i++)
    if (strcmp(TABLE[i].subject, subject) == 0 && (kind == NULL || strcmp(TABLE[i].kind, kind) == 0))
      return 1;
  return 0;
}

typedef struct hdr_fn {
  char name[64];
  char params[512];
  char doc[4096];
  int api; /* SHEET_API: the library's; else a plugin's entry point */
} hdr_fn;
typedef struct hdr_field {
  char strct[48];
  char name[48];
  char type[320];
} hdr_field;

static hdr_fn hfns[64];
static int nhfns;
static hdr_field hfields[256];
static int nhfields;
static char hcallbacks[16][64];
static int nhcallbacks;
static char hstructs[32][48];
static int hstruct_input[32], hstruct_versioned[32], hstruct_host[32];
static int nhstructs;

static int ident_char(int c) { return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }

static char *read_file(const char *path) {
  FILE *f = fopen(path, "rb");
  long n;
  char *text;
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  n = ftell(f);
  fseek(f, 0, SEEK_SET);
  text = (char *)malloc((size_t)n + 1);
  if (text && fread(text, 1, (size_t)n, f) != (size_t)n) {
    free(text);
    text = NULL;
  }
  if (text) text[n] = '\0';
  fclose(f);
  return text;
}

/* The code alone: comments and preprocessor lines become blanks, so offsets match. */
static char *code_of(const char *raw) {
  size_t n = strlen(raw), i;
  char *code = (char *)malloc(n + 1);
  int line_start = 1;
  if (!code) return NULL;
  memcpy(code, raw, n + 1);
  for (i = 0; i < n; i++) {
    if (code[i] == '/' && code[i + 1] == '*') {
      while (i < n && !(code[i] == '*' && code[i + 1] == '/')) {
        if (code[i] != '\n') code[i] = ' ';
        i++;
      }
      if (i < n) code[i] = code[i + 1] = ' ', i++;
    } else if (code[i] == '/' && code[i + 1] == '/') {
      while (i < n && code[i] != '\n') code[i++] = ' ';
    } else if (line_start && code[i] == '#') {
      while (i < n && !(code[i] == '\n' && code[i - 1] != '\\')) {
        if (code[i] != '\n') code[i] = ' ';
        i++;
      }
    }
    if (i < n) {
      if (code[i] == '\n') line_start = 1;
      else if (code[i] != ' ' && code[i] != '\t') line_start = 0;
    }
  }
  return code;
}

static const char *find_word(const char *text, const char *from, const char *word) {
  size_t len = strlen(word);
  const char *p = from;
  while ((p = strstr(p, word)) != NULL) {
    if ((p == text || !ident_char((unsigned char)p[-1])) && !ident_char((unsigned char)p[len])) return p;
    p += len;
  }
  return NULL;
}

/* The identifier that ends at or before `end` (exclusive), copied into out. */
static const char *ident_before(const char *start, const char *end, char *out, size_t size) {
  const char *e = end, *b;
  while (e > start && !ident_char((unsigned char)e[-1])) e--;
  b = e;
  while (b > start && ident_char((unsigned char)b[-1])) b--;
  snprintf(out, size, "%.*s", (int)(e - b), b);
  return b;
}

static void trim_copy(char *out, size_t size, const char *b, const char *e) {
  while (b < e && (*b == ' ' || *b == '\n' || *b == '\t')) b++;
  while (e > b && (e[-1] == ' ' || e[-1] == '\n' || e[-1] == '\t')) e--;
  snprintf(out, size, "%.*s", (int)(e - b), b);
}

static void add_field(const char *strct, const char *name, const char *type) {
  if (nhfields >= 256) return;
  snprintf(hfields[nhfields].strct, sizeof hfields[0].strct, "%s", strct);
  snprintf(hfields[nhfields].name, sizeof hfields[0].name, "%s", name);
  snprintf(hfields[nhfields].type, sizeof hfields[0].type, "%s", type);
  nhfields++;
}

/* The fields of one struct body: declarations split at ';', names split at ','. */
static void parse_fields(const char *strct, const char *b, const char *e) {
  while (b < e) {
    const char *semi = b;
    int depth = 0;
    char decl[320], name[48];
    while (semi < e && !(*semi == ';' && depth == 0)) {
      if (*semi == '(') depth++;
      if (*semi == ')') depth--;
      semi++;
    }
    trim_copy(decl, sizeof decl, b, semi);
    b = semi + 1;
    if (decl[0] == '\0') continue;
    if (strstr(decl, "(*")) { /* a function pointer */
      const char *p = strstr(decl, "(*") + 2, *q = p;
      while (ident_char((unsigned char)*q)) q++;
      snprintf(name, sizeof name, "%.*s", (int)(q - p), p);
      add_field(strct, name, decl);
    } else {
      char *piece = decl, *comma, base[320];
      const char *name_start;
      char *bracket;
      int first = 1;
      for (;;) {
        comma = strchr(piece, ',');
        if (comma) *comma = '\0';
        if ((bracket = strchr(piece, '['))) *bracket = '\0';
        name_start = ident_before(piece, piece + strlen(piece), name, sizeof name);
        if (first) {
          trim_copy(base, sizeof base, decl, name_start);
          first = 0;
        }
        add_field(strct, name, base);
        if (!comma) break;
        piece = comma + 1;
      }
    }
  }
}

static void parse_header(const char *path) {
  char *raw = read_file(path), *code;
  const char *p;
  static const char *const markers[2] = {"SHEET_API", "SHEET_PLUGIN_EXPORT"};
  int m;
  if (!raw) {
    CHECK_MSG(0, "cannot read %s", path);
    return;
  }
  code = code_of(raw);
  if (!code) {
    free(raw);
    return;
  }
  /* functions */
  for (m = 0; m < 2; m++)
    for (p = code; (p = find_word(code, p, markers[m])) != NULL; p += strlen(markers[m])) {
      const char *open = strchr(p, '('), *close, *doc_end, *doc;
      hdr_fn *f;
      if (!open || nhfns >= 64) break;
      f = &hfns[nhfns++];
      ident_before(p, open, f->name, sizeof f->name);
      close = strchr(open, ')');
      trim_copy(f->params, sizeof f->params, open + 1, close ? close : open + 1);
      f->api = m == 0;
      /* the doc comment right before the declaration, in the raw text */
      f->doc[0] = '\0';
      doc_end = raw + (p - code);
      while (doc_end > raw && (doc_end[-1] == ' ' || doc_end[-1] == '\n')) doc_end--;
      if (doc_end - raw >= 2 && doc_end[-1] == '/' && doc_end[-2] == '*') {
        for (doc = doc_end - 2; doc > raw && !(doc[0] == '/' && doc[1] == '*' && doc[2] == '*'); doc--) {}
        snprintf(f->doc, sizeof f->doc, "%.*s", (int)(doc_end - doc), doc);
      }
    }
  /* typedefs: structs and function pointers */
  for (p = code; (p = find_word(code, p, "typedef")) != NULL; p += 7) {
    const char *semi = strchr(p, ';'), *brace = strchr(p, '{');
    if (!semi) break;
    if (brace && brace < semi) {
      const char *b = brace + 1, *close = strchr(b, '}');
      char name[48];
      if (!close || nhstructs >= 32) break;
      semi = strchr(close, ';');
      ident_before(close, semi, name, sizeof name);
      snprintf(hstructs[nhstructs++], sizeof hstructs[0], "%s", name);
      parse_fields(name, b, close);
      p = close;
    } else if (strstr(p, "(*") && strstr(p, "(*") < semi && nhcallbacks < 16) {
      const char *q = strstr(p, "(*") + 2, *r = q;
      while (ident_char((unsigned char)*r)) r++;
      snprintf(hcallbacks[nhcallbacks++], sizeof hcallbacks[0], "%.*s", (int)(r - q), q);
    }
  }
  free(code);
  free(raw);
}

static int struct_index(const char *name) {
  int i;
  for (i = 0; i < nhstructs; i++)
    if (strcmp(hstructs[i], name) == 0) return i;
  return -1;
}

/* The struct a type text names, or -1. */
static int struct_in(const char *type) {
  int i;
  for (i = 0; i < nhstructs; i++)
    if (find_word(type, type, hstructs[i])) return i;
  return -1;
}

static int is_callback_type(const char *type) {
  int i;
  for (i = 0; i < nhcallbacks; i++)
    if (find_word(type, type, hcallbacks[i])) return 1;
  return 0;
}

static int missing;
static void require(const char *subject, const char *kind, const char *why) {
  if (has_row(subject, kind)) return;
  missing++;
  CHECK_MSG(0, "no row for %s of kind \"%s\" (%s)", subject, kind ? kind : "any", why);
}

/* A struct_size kind is satisfied by rows of the function or of the struct's struct_size. */
static void require_size(const char *fn, const char *strct, const char *kind) {
  char subject[96];
  snprintf(subject, sizeof subject, "%s.struct_size", strct);
  if (has_row(fn, kind) || has_row(subject, kind)) return;
  missing++;
  CHECK_MSG(0, "no row for %s (or %s) of kind \"%s\"", fn, subject, kind);
}

/* The kinds of rows a parameter of type `type` calls for. */
static void require_for_param(const hdr_fn *f, const char *type) {
  int s = struct_in(type);
  if (strstr(type, "sheet_engine") && strstr(type, "**")) {
    require(f->name, K_NULL, type);
  } else if (strstr(type, "sheet_engine")) {
    require(f->name, K_NULL_ENGINE, type);
    require(f->name, K_REENTRANT, type);
  } else if (strchr(type, '*') || is_callback_type(type)) {
    require(f->name, K_NULL, type);
    if (s >= 0 && hstruct_versioned[s]) {
      require_size(f->name, hstructs[s], K_SIZE_SMALL);
      require_size(f->name, hstructs[s], K_SIZE_HUGE);
    }
  } else if (find_word(type, type, "sheet_id")) {
    require(f->name, K_ID_ZERO, type);
    require(f->name, K_ID_NEVER, type);
    require(f->name, K_ID_STALE, type);
    require(f->name, K_ID_FOREIGN, type);
  } else if (find_word(type, type, "double")) {
    require(f->name, K_NONFINITE, type);
  } else if (find_word(type, type, "int32_t") || find_word(type, type, "uint32_t") ||
             find_word(type, type, "size_t") || find_word(type, type, "sheet_status")) {
    require(f->name, K_RANGE, type);
  } else if (find_word(type, type, "uint64_t")) {
    require(f->name, K_ANY_VALUE, type);
  } else {
    missing++;
    CHECK_MSG(0, "%s: no rule for a parameter of type \"%s\"", f->name, type);
  }
}

/* sheet_pointer_up's "Errors: as sheet_pointer_move." reads that function's doc too. */
static int documented(const hdr_fn *f, const char *status_name, int depth) {
  const char *as;
  int i;
  if (strstr(f->doc, status_name)) return 1;
  if (depth > 2 || (as = strstr(f->doc, "Errors: as ")) == NULL) return 0;
  as += strlen("Errors: as ");
  for (i = 0; i < nhfns; i++)
    if (strncmp(as, hfns[i].name, strlen(hfns[i].name)) == 0 && !ident_char((unsigned char)as[strlen(hfns[i].name)]))
      return documented(&hfns[i], status_name, depth + 1);
  return 0;
}

static void check_against_headers(void) {
  static const char *const files[2] = {"sheet.h", "sheet_plugin.h"};
  char path[512], subject[128];
  int i, j, changed;
  size_t r;
  CHECK_SECTION("the table against sheet.h and sheet_plugin.h");
  current_row = NULL;
  for (i = 0; i < 2; i++) {
    snprintf(path, sizeof path, "%s/%s", SHEET_TEST_INCLUDE_DIR, files[i]);
    parse_header(path);
  }
  printf("  the headers declare %d functions, %d callback types, %d structs with %d fields\n", nhfns,
         nhcallbacks, nhstructs, nhfields);
  /* the parse found what is there: a few known names, as a check of the parser */
  CHECK(nhfns >= 38 && nhstructs >= 12 && nhfields >= 90 && nhcallbacks >= 1);
  CHECK(struct_index("sheet_frame") >= 0 && struct_index("sheet_plugin_host") >= 0);
  for (i = 0; i < nhstructs; i++) {
    for (j = 0; j < nhfields; j++)
      if (strcmp(hfields[j].strct, hstructs[i]) == 0) {
        if (strcmp(hfields[j].name, "struct_size") == 0) hstruct_versioned[i] = 1;
        if (strcmp(hfields[j].name, "host_data") == 0) hstruct_host[i] = 1;
        break;
      }
    for (j = 0; j < nhfields; j++)
      if (strcmp(hfields[j].strct, hstructs[i]) == 0 && strcmp(hfields[j].name, "host_data") == 0)
        hstruct_host[i] = 1;
  }
  /* input structs: what a SHEET_API function reads through a const pointer, and the
   * structs those reach through their (non-function) fields */
  for (i = 0; i < nhfns; i++) {
    char params[512], *param, *save;
    if (!hfns[i].api) continue;
    snprintf(params, sizeof params, "%s", hfns[i].params);
    for (param = params; param; param = save) {
      int s;
      save = strchr(param, ',');
      if (save) *save++ = '\0';
      s = struct_in(param);
      if (s >= 0 && strstr(param, "const") && strchr(param, '*')) hstruct_input[s] = 1;
    }
  }
  do {
    changed = 0;
    for (j = 0; j < nhfields; j++) {
      int owner = struct_index(hfields[j].strct), s = struct_in(hfields[j].type);
      if (owner >= 0 && hstruct_input[owner] && s >= 0 && !hstruct_input[s] && !strstr(hfields[j].type, "(*")) {
        hstruct_input[s] = 1;
        changed = 1;
      }
    }
  } while (changed);

  /* every function: a row, and the rows its parameters call for */
  for (i = 0; i < nhfns; i++) {
    char params[512], *param, *save;
    require(hfns[i].name, NULL, "a function");
    if (!hfns[i].api) continue;
    if (strcmp(hfns[i].params, "void") == 0) {
      require(hfns[i].name, K_NO_INPUT, "takes no argument");
      continue;
    }
    snprintf(params, sizeof params, "%s", hfns[i].params);
    for (param = params; param; param = save) {
      char type[256];
      save = strchr(param, ',');
      if (save) *save++ = '\0';
      /* the type is the parameter without its name */
      trim_copy(type, sizeof type, param, ident_before(param, param + strlen(param), subject, sizeof subject));
      require_for_param(&hfns[i], type);
    }
  }
  /* every callback type */
  for (i = 0; i < nhcallbacks; i++) {
    require(hcallbacks[i], NULL, "a callback type");
    require(hcallbacks[i], K_REENTRANT, "a callback the engine calls");
  }
  /* every field */
  for (j = 0; j < nhfields; j++) {
    const hdr_field *f = &hfields[j];
    int owner = struct_index(f->strct);
    snprintf(subject, sizeof subject, "%.47s.%.47s", f->strct, f->name);
    require(subject, NULL, "a field");
    if (strstr(f->type, "(*")) {
      require(subject, owner >= 0 && hstruct_host[owner] ? K_HOST_DATA : K_REENTRANT, "a callback field");
      require(subject, K_NULL, "a callback field");
      continue;
    }
    if (strcmp(f->name, "struct_size") == 0) {
      if (owner >= 0 && (hstruct_input[owner] || has_row(f->strct, NULL))) {
        require(subject, K_SIZE_SMALL, "a versioned struct");
        require(subject, K_SIZE_HUGE, "a versioned struct");
      }
      continue;
    }
    if (owner < 0 || !hstruct_input[owner]) continue;
    if (strcmp(f->type, "double") == 0) require(subject, K_NONFINITE, "a number the library reads");
    else if (strchr(f->type, '*')) require(subject, K_NULL, "a pointer the library reads");
    else if (strcmp(f->type, "size_t") == 0) require(subject, K_RANGE, "a count the library reads");
  }
  /* every row names something the headers declare */
  for (r = 0; r < NROWS; r++) {
    int known = 0;
    for (i = 0; i < nhfns && !known; i++) known = strcmp(TABLE[r].subject, hfns[i].name) == 0;
    for (i = 0; i < nhcallbacks && !known; i++) known = strcmp(TABLE[r].subject, hcallbacks[i]) == 0;
    for (j = 0; j < nhfields && !known; j++) {
      snprintf(subject, sizeof subject, "%.47s.%.47s", hfields[j].strct, hfields[j].name);
      known = strcmp(TABLE[r].subject, subject) == 0;
    }
    CHECK_MSG(known, "row \"%s\" (%s) names nothing the headers declare", TABLE[r].subject, TABLE[r].kind);
  }
  /* every status a row expected is on that function's Errors line, or is one of the
   * ERRORS section's rules for every function */
  for (r = 0; r < n_expected; r++) {
    const expected_status *x = &expected[r];
    const hdr_fn *f = NULL;
    for (i = 0; i < nhfns; i++)
      if (strcmp(hfns[i].name, x->fn) == 0) f = &hfns[i];
    if ((strcmp(x->kind, K_NULL_ENGINE) == 0 && x->status == SHEET_ERR_INVALID_ARGUMENT) ||
        (strcmp(x->kind, K_REENTRANT) == 0 && x->status == SHEET_ERR_INVALID_STATE))
      continue;
    CHECK_MSG(f != NULL && documented(f, sheet_status_name(x->status), 0),
              "%s returned %s (a row of kind \"%s\"), which its doc comment does not list", x->fn,
              sheet_status_name(x->status), x->kind);
  }
  printf("  %d functions, %d callback types and %d fields checked; %lu statuses against the Errors lines; %d rows missing\n",
         nhfns, nhcallbacks, nhfields, (unsigned long)n_expected, missing);
}
#endif /* __wasi__ */

/* ==================================================================================== */

int main(void) {
  size_t i, k, count[NKINDS];
  memset(count, 0, sizeof count);

  /* the reference: what the next commands do on a fixture nobody touched */
  CHECK_SECTION("reference");
  fx = fixture_make();
  check_queue_(fx, __LINE__);
  run_trajectory(fx, &reference);
  CHECK(reference.nev > 0 && reference.a[4].state == SHEET_STATE_RESTING && reference.a[4].detent == 1);
  CHECK(reference.b[4].state == SHEET_STATE_RESTING && reference.dirty == 0);
  for (k = 0; k < 6; k++) CHECK(reference.st[k] == SHEET_OK);
  fixture_free(fx);

  for (i = 0; i < NROWS; i++) {
    const row *r = &TABLE[i];
    snprintf(row_label, sizeof row_label, "%s: %s", r->subject, r->kind);
    if ((r->run == row_teardown || r->run == row_release_reentrant) && r->fn >= 0)
      snprintf(row_label, sizeof row_label, "%s: %s (%s)", r->subject, r->kind, fns[r->fn].name);
    check_section_ = row_label; /* named on failure; rows are not printed one by one */
    current_row = r;
    if ((r->run == row_null_engine || r->run == row_reentrant || r->run == row_bad_id) &&
        strcmp(fns[r->fn].name, r->subject) != 0)
      CHECK_MSG(0, "the row's function is %s", fns[r->fn].name);
    fx = fixture_make();
    r->run(r);
    fixture_free(fx);
    fx = NULL;
    for (k = 0; k < NKINDS; k++)
      if (strcmp(ALL_KINDS[k], r->kind) == 0) count[k]++;
  }
  current_row = NULL;
  CHECK_SECTION("rows by kind");
  for (k = 0; k < NKINDS; k++) printf("  %4lu  %s\n", (unsigned long)count[k], ALL_KINDS[k]);
  printf("  %4lu  rows in all\n", (unsigned long)NROWS);

#ifdef __wasi__
  printf("== the table against the headers: skipped (a WASI program sees no files)\n");
#else
  check_against_headers();
#endif
  return check_done();
}
