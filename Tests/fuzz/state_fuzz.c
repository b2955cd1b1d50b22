/*
 * sheet-state-fuzz — seeded random sessions against libsheet: presents, dismisses,
 * moves, pointer streams (with out-of-order and duplicate timestamps), ticks, viewport
 * and obstruction changes, content swaps, scroll extents, accessibility actions, reduce
 * motion, sheet and engine creation and destruction, across several sheets and engines,
 * with the built-in animators under random valid parameters (and, with --plugins DIR,
 * the animators of every plugin found there).
 *
 * After every step, for every sheet: every frame field finite; opacity, the alphas and
 * overlay in [0, 1]; scale > 0; top within [safe_top - viewport height, viewport height];
 * the state change since the last step legal; events paired and ordered (a WILL_PRESENT
 * or WILL_DISMISS closed by exactly one DID_* or TRANSITION_CANCELLED before the next
 * one, DRAG_BEGAN/DRAG_ENDED paired, times non-decreasing, nothing about a destroyed
 * sheet afterwards, user_tag right); a failing call has a last_error, a succeeding one
 * none. After each episode the input stops and 10 s of ticks must leave every sheet
 * RESTING at a detent (top equal to that detent's top) or HIDDEN, with nothing animating.
 *
 *   sheet-state-fuzz [--steps N | --seconds S] [--seed S] [--plugins DIR] [--no-switch]
 *                    [--trace FILE] [--verbose]
 *
 * --no-switch leaves SHEET_STACK_SWITCH out of the random configurations. --trace writes
 * every call's status, every event and every frame checked (numbers in hexadecimal
 * floating point, exact to the bit) to FILE: two builds of the library that behave
 * alike write the same trace for the same seed, so a change meant to keep behaviour can
 * be compared with the build before it.
 */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE

#include <stdarg.h>

#include "fuzz_common.h"
#include "sheet_names.h"

#define MAX_ENGINES 2
#define MAX_SHEETS 5
#define MAX_DET 6

typedef struct fsheet {
  sheet_id id;
  sheet_detent det[MAX_DET];
  int ndet;
  uint64_t tag;
  double content_h;
  int32_t prev_state;
  double prev_top;
  int open_present, open_dismiss, dragging;
  int32_t open_reason;
  int ptr_down;      /* the fuzzer has a pointer down on it */
  double ptr_x, ptr_y;
} fsheet;

typedef struct fengine {
  sheet_engine *e;
  double w, h, st, sb, obs;
  int has_vp;
  double now;       /* the latest time handed to the engine */
  double last_ev_t;
  fsheet s[MAX_SHEETS];
  int n;
  sheet_id dead[64];
  int ndead;
} fengine;

static fz_rng R;
static int verbose;
static int no_switch;
static uint64_t g_steps, g_ticks, g_calls, g_violations, g_events, g_episodes, g_quiesced;
static uint64_t g_anim_failed, g_refused, g_sheets_made, g_engines_made;
static uint64_t g_trans[6][6];
static const char *g_step = "";
static char *g_plugins[64];
static int g_nplugins;
static char *g_anim_names[64];
static int g_nanim_names;
static uint64_t g_seed;
static FILE *g_trace;

/* Violations are counted per kind (their format); the first of each kind is printed. */
#define MAX_KINDS 64
static const char *g_kind_fmt[MAX_KINDS];
static uint64_t g_kind_count[MAX_KINDS];
static int g_nkinds;

static void violation(const fengine *fe, const char *fmt, ...) {
  va_list ap;
  int k;
  g_violations++;
  for (k = 0; k < g_nkinds; k++)
    if (g_kind_fmt[k] == fmt) break;
  if (k == g_nkinds && g_nkinds < MAX_KINDS) {
    g_kind_fmt[g_nkinds] = fmt;
    g_kind_count[g_nkinds++] = 0;
  }
  if (k < MAX_KINDS && g_kind_count[k]++ > 0 && !verbose) return;
  fprintf(stderr, "VIOLATION (seed %llu, step %llu, op %s, engine time %.6f): ",
          (unsigned long long)g_seed, (unsigned long long)g_steps, g_step, fe ? fe->now : 0.0);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fprintf(stderr, "\n");
}

/* ---- calls with the status/last_error rule ------------------------------------------ */

static sheet_status chk(fengine *fe, sheet_status st, const char *what) {
  const char *msg = sheet_engine_last_error(fe->e);
  g_calls++;
  if (g_trace) fprintf(g_trace, "%s %d\n", what, (int)st);
  if (st < SHEET_OK || st > SHEET_ERR_CAPACITY) violation(fe, "%s returned %d", what, (int)st);
  if (st != SHEET_OK) {
    g_refused++;
    if (!msg || !msg[0]) violation(fe, "%s returned %s with an empty last_error", what, sheet_status_name(st));
  } else if (!msg || msg[0]) {
    violation(fe, "%s succeeded but last_error is \"%s\"", what, msg ? msg : "(NULL)");
  }
  return st;
}

static void must_ok(fengine *fe, sheet_status st, const char *what) {
  if (chk(fe, st, what) != SHEET_OK)
    violation(fe, "%s refused valid input: %s: %s", what, sheet_status_name(st),
              sheet_engine_last_error(fe->e));
}

/* ---- the detent model (sheet.h: clamped to the available height, ascending) ---------- */

static double detent_top(const fengine *fe, const fsheet *s, int index) {
  double obs = fe->obs, baseline, avail, base = fe->h - fe->st, floor = 0, h = 0;
  int i;
  if (obs > fe->h - fe->st) obs = fe->h - fe->st;
  if (obs < 0) obs = 0;
  baseline = fe->h - obs;
  avail = baseline - fe->st;
  if (avail < 0) avail = 0;
  if (base < 0) base = 0;
  for (i = 0; i <= index && i < s->ndet; i++) {
    double want = s->det[i].kind == SHEET_DETENT_POINTS     ? s->det[i].value
                  : s->det[i].kind == SHEET_DETENT_FRACTION ? s->det[i].value * base
                                                            : s->content_h + fe->sb;
    h = want < avail ? want : avail;
    if (h < floor) h = floor;
    floor = h;
  }
  return baseline - h;
}

/* ---- events ------------------------------------------------------------------------- */

static fsheet *find_sheet(fengine *fe, sheet_id id) {
  int i;
  for (i = 0; i < fe->n; i++)
    if (fe->s[i].id == id) return &fe->s[i];
  return NULL;
}

static void drain(fengine *fe) {
  sheet_event ev;
  int n = 0;
  for (;;) {
    fsheet *s;
    int i;
    memset(&ev, 0, sizeof ev);
    ev.struct_size = sizeof ev;
    if (sheet_engine_poll_event(fe->e, &ev) != 1) break;
    g_events++;
    if (g_trace)
      fprintf(g_trace, "event %d sheet %llu time %a detent %d from %d reason %d tag %llu content %llu "
                       "dropped %llu animator %d failure %d\n",
              (int)ev.type, (unsigned long long)ev.sheet, ev.time, (int)ev.detent,
              (int)ev.from_detent, (int)ev.reason, (unsigned long long)ev.user_tag,
              (unsigned long long)ev.content_id, (unsigned long long)ev.dropped_count,
              (int)ev.animator, (int)ev.failure);
    if (++n > SHEET_MAX_QUEUED_EVENTS + 2) {
      violation(fe, "more events than the queue holds came out of one step");
      break;
    }
    if (ev.type == SHEET_EVENT_EVENTS_DROPPED) {
      violation(fe, "EVENTS_DROPPED (%llu) although every step is polled",
                (unsigned long long)ev.dropped_count);
      continue;
    }
    if (ev.time < fe->last_ev_t) violation(fe, "event time went backwards: %.9f after %.9f", ev.time, fe->last_ev_t);
    if (ev.time > fe->now + 1e-9) violation(fe, "event time %.9f is after the engine's latest time %.9f", ev.time, fe->now);
    fe->last_ev_t = ev.time;
    if (ev.type == SHEET_EVENT_ANIMATOR_FAILED) g_anim_failed++;
    s = find_sheet(fe, ev.sheet);
    if (!s) {
      for (i = 0; i < fe->ndead; i++)
        if (fe->dead[i] == ev.sheet) break;
      violation(fe, "event %d names sheet %llu, %s", (int)ev.type, (unsigned long long)ev.sheet,
                i < fe->ndead ? "destroyed in an earlier step" : "never issued");
      continue;
    }
    if (ev.user_tag != s->tag) violation(fe, "event %d carries user_tag %llu, not %llu", (int)ev.type,
                                         (unsigned long long)ev.user_tag, (unsigned long long)s->tag);
    switch (ev.type) {
    case SHEET_EVENT_WILL_PRESENT:
      if (s->open_present || s->open_dismiss)
        violation(fe, "WILL_PRESENT on sheet %llu while a %s is open", (unsigned long long)s->id,
                  s->open_present ? "WILL_PRESENT" : "WILL_DISMISS");
      s->open_present = 1;
      s->open_dismiss = 0;
      s->open_reason = ev.reason;
      break;
    case SHEET_EVENT_DID_PRESENT:
      if (!s->open_present) violation(fe, "DID_PRESENT on sheet %llu without a WILL_PRESENT", (unsigned long long)s->id);
      s->open_present = 0;
      break;
    case SHEET_EVENT_WILL_DISMISS:
      if (s->open_present || s->open_dismiss)
        violation(fe, "WILL_DISMISS on sheet %llu while a %s is open", (unsigned long long)s->id,
                  s->open_present ? "WILL_PRESENT" : "WILL_DISMISS");
      s->open_dismiss = 1;
      s->open_present = 0;
      s->open_reason = ev.reason;
      break;
    case SHEET_EVENT_DID_DISMISS:
      if (!s->open_dismiss) violation(fe, "DID_DISMISS on sheet %llu without a WILL_DISMISS", (unsigned long long)s->id);
      else if (ev.reason != s->open_reason)
        violation(fe, "DID_DISMISS reason %d differs from its WILL_DISMISS's %d", (int)ev.reason, (int)s->open_reason);
      s->open_dismiss = 0;
      break;
    case SHEET_EVENT_TRANSITION_CANCELLED:
      if (!s->open_present && !s->open_dismiss)
        violation(fe, "TRANSITION_CANCELLED on sheet %llu with no open transition", (unsigned long long)s->id);
      s->open_present = s->open_dismiss = 0;
      break;
    case SHEET_EVENT_DRAG_BEGAN:
      if (s->dragging) violation(fe, "DRAG_BEGAN on sheet %llu while dragging", (unsigned long long)s->id);
      s->dragging = 1;
      break;
    case SHEET_EVENT_DRAG_ENDED:
      if (!s->dragging) violation(fe, "DRAG_ENDED on sheet %llu without DRAG_BEGAN", (unsigned long long)s->id);
      s->dragging = 0;
      break;
    case SHEET_EVENT_DETENT_CHANGED:
      if (ev.detent < -1 || ev.detent >= s->ndet || ev.from_detent < -1 || ev.from_detent >= s->ndet)
        violation(fe, "DETENT_CHANGED %d -> %d out of range", (int)ev.from_detent, (int)ev.detent);
      break;
    case SHEET_EVENT_CONTENT_CHANGED:
    case SHEET_EVENT_ANIMATOR_FAILED:
      break;
    default:
      violation(fe, "unknown event type %d", (int)ev.type);
    }
  }
}

/* ---- frames ------------------------------------------------------------------------- */

static int legal(int32_t from, int32_t to) {
  if (from == to) return 1;
  switch (from) {
  /* RESTING too: a sheet switched away beneath another comes back when that one is
     dismissed, and with an instant transition (duration 0) it arrives in that frame */
  case SHEET_STATE_HIDDEN: return to == SHEET_STATE_PRESENTING || to == SHEET_STATE_RESTING;
  case SHEET_STATE_RESTING: return to != SHEET_STATE_HIDDEN;
  case SHEET_STATE_PRESENTING: return to != SHEET_STATE_HIDDEN;
  case SHEET_STATE_DRAGGING: return to != SHEET_STATE_HIDDEN;
  case SHEET_STATE_SETTLING: return 1;
  case SHEET_STATE_DISMISSING:
    return to == SHEET_STATE_HIDDEN || to == SHEET_STATE_PRESENTING || to == SHEET_STATE_DRAGGING;
  default: return 0;
  }
}

static int get_frame(fengine *fe, fsheet *s, sheet_frame *f) {
  memset(f, 0, sizeof *f);
  f->struct_size = sizeof *f;
  if (chk(fe, sheet_get_frame(fe->e, s->id, f), "sheet_get_frame") != SHEET_OK) {
    violation(fe, "sheet_get_frame refused live sheet %llu", (unsigned long long)s->id);
    return 0;
  }
  return 1;
}

static void check_frames(fengine *fe) {
  int i;
  for (i = 0; i < fe->n; i++) {
    fsheet *s = &fe->s[i];
    sheet_frame f;
    const char *why;
    if (!get_frame(fe, s, &f)) continue;
    if (g_trace)
      fprintf(g_trace, "frame %llu state %d detent %d top %a height %a opacity %a scale %a "
                       "backdrop %a corner %a progress %a offset %a content %llu/%llu alpha %a/%a "
                       "velocity %a owner %d grabber %d overlay %a extent %a\n",
              (unsigned long long)s->id, (int)f.state, (int)f.detent, f.top, f.height, f.opacity,
              f.scale, f.backdrop_alpha, f.corner_radius, f.progress, f.content_offset,
              (unsigned long long)f.content_id, (unsigned long long)f.outgoing_content_id,
              f.content_alpha, f.outgoing_content_alpha, f.velocity, (int)f.gesture_owner,
              (int)f.grabber_visible, f.overlay_alpha, f.scroll_extent);
    why = fz_frame_problem(&f, fe->h, fe->st);
    if (why)
      violation(fe, "sheet %llu: %s (state %d detent %d top %.9g height %.9g opacity %.9g scale "
                    "%.9g backdrop %.9g overlay %.9g content_alpha %.9g/%.9g velocity %.9g; "
                    "viewport %gx%g safe %g/%g obstruction %g)",
                (unsigned long long)s->id, why, (int)f.state, (int)f.detent, f.top, f.height,
                f.opacity, f.scale, f.backdrop_alpha, f.overlay_alpha, f.content_alpha,
                f.outgoing_content_alpha, f.velocity, fe->w, fe->h, fe->st, fe->sb, fe->obs);
    if (f.detent < -1 || f.detent >= s->ndet) violation(fe, "frame.detent %d of %d detents", (int)f.detent, s->ndet);
    if (f.state == SHEET_STATE_DISMISSING && f.detent != -1)
      violation(fe, "a dismissing sheet with detent %d (sheet.h: -1 when hidden or dismissing)", (int)f.detent);
    if (f.state >= 0 && f.state < 6 && s->prev_state >= 0 && s->prev_state < 6) {
      g_trans[s->prev_state][f.state]++;
      /* A sheet switched away beneath another (SHEET_STACK_SWITCH) while none of it
         shows goes straight to HIDDEN: legal only when nothing visible disappears. */
      int unseen_return = f.state == SHEET_STATE_HIDDEN && s->prev_top >= fe->h - 0.5;
      if (!legal(s->prev_state, f.state) && !unseen_return)
        violation(fe, "sheet %llu went from state %d to %d in one step", (unsigned long long)s->id,
                  (int)s->prev_state, (int)f.state);
    }
    s->prev_state = f.state;
    s->prev_top = f.top;
  }
}

/* ---- engine and sheet lifecycle ----------------------------------------------------- */

static const char *pick_anim(void) {
  static const char *const builtins[] = {"spring", "slide", "fade"};
  if (g_nanim_names && fz_chance(&R, 0.25)) return g_anim_names[fz_below(&R, (uint32_t)g_nanim_names)];
  return builtins[fz_below(&R, 3)];
}

static void random_transition(sheet_transition *t, sheet_param *p) {
  const char *a;
  t->animator = NULL;
  t->params = NULL;
  t->param_count = 0;
  if (fz_chance(&R, 0.4)) return;
  a = pick_anim();
  t->animator = a;
  if (!strcmp(a, "spring")) {
    p[0].name = "response";
    p[0].value = fz_uniform(&R, 0.05, 1.0);
    p[1].name = "damping_ratio";
    p[1].value = fz_uniform(&R, 0.3, 2.0);
    t->params = p;
    t->param_count = fz_below(&R, 3);
  } else if (!strcmp(a, "slide")) {
    p[0].name = "duration";
    p[0].value = fz_uniform(&R, 0.0, 1.0);
    p[1].name = "curve";
    p[1].value = (double)fz_below(&R, 5) - 1;
    t->params = p;
    t->param_count = fz_below(&R, 3);
  } else if (!strcmp(a, "fade")) {
    p[0].name = "duration";
    p[0].value = fz_uniform(&R, 0.0, 1.0);
    t->params = p;
    t->param_count = fz_below(&R, 2);
  }
}

static void new_sheet(fengine *fe) {
  sheet_config cfg;
  sheet_param p[4][2];
  fsheet *s;
  int i;
  sheet_status st;
  if (fe->n >= MAX_SHEETS) return;
  s = &fe->s[fe->n];
  memset(s, 0, sizeof *s);
  sheet_config_init(&cfg);
  s->ndet = 1 + (int)fz_below(&R, 4);
  for (i = 0; i < s->ndet; i++) {
    int kind = (int)fz_below(&R, 3);
    if (i > 0 && s->det[i - 1].kind == SHEET_DETENT_CONTENT && kind == 2) kind = 0;
    if (kind == 0) {
      double lo = i > 0 && s->det[i - 1].kind == SHEET_DETENT_POINTS ? s->det[i - 1].value : 0;
      s->det[i].kind = SHEET_DETENT_POINTS;
      s->det[i].value = lo + fz_uniform(&R, 20, 400);
    } else if (kind == 1) {
      double lo = i > 0 && s->det[i - 1].kind == SHEET_DETENT_FRACTION ? s->det[i - 1].value : 0;
      if (lo >= 0.99) { s->det[i].kind = SHEET_DETENT_POINTS; s->det[i].value = fz_uniform(&R, 20, 400); continue; }
      s->det[i].kind = SHEET_DETENT_FRACTION;
      s->det[i].value = lo + fz_uniform(&R, 0.01, 1.0 - lo);
    } else {
      s->det[i].kind = SHEET_DETENT_CONTENT;
      s->det[i].value = 0;
    }
  }
  /* keep POINTS ascending when separated by other kinds is not required; done */
  cfg.detents = s->det;
  cfg.detent_count = (size_t)s->ndet;
  cfg.dismissible = (int32_t)fz_below(&R, 2);
  cfg.dismiss_fraction = fz_uniform(&R, 0, 1);
  cfg.fling_velocity = fz_uniform(&R, 50, 1500);
  cfg.backdrop_tap = (int32_t)fz_below(&R, 3);
  cfg.largest_undimmed_detent = (int32_t)fz_below(&R, (uint32_t)s->ndet + 1) - 1;
  cfg.backdrop_alpha = fz_uniform(&R, 0, 1);
  cfg.corner_radius = fz_uniform(&R, 0, 30);
  cfg.rubber_band = fz_uniform(&R, 0.05, 1.0);
  random_transition(&cfg.present, p[0]);
  random_transition(&cfg.dismiss, p[1]);
  random_transition(&cfg.settle, p[2]);
  random_transition(&cfg.content, p[3]);
  s->tag = fz_next(&R);
  cfg.user_tag = s->tag;
  cfg.dismiss_height = fz_chance(&R, 0.2) ? fz_uniform(&R, 0, 200) : 0;
  cfg.touch_slop = fz_uniform(&R, 0, 20);
  cfg.stack = (int32_t)fz_below(&R, 3);
  if (no_switch && cfg.stack == SHEET_STACK_SWITCH) cfg.stack = SHEET_STACK_PUSH;
  cfg.grabber = (int32_t)fz_below(&R, 3);
  cfg.grabber_height = fz_uniform(&R, 0, 40);
  st = sheet_create(fe->e, &cfg, &s->id);
  if (chk(fe, st, "sheet_create") != SHEET_OK) {
    violation(fe, "sheet_create refused a valid config: %s", sheet_engine_last_error(fe->e));
    return;
  }
  s->content_h = 0;
  s->prev_state = SHEET_STATE_HIDDEN;
  s->prev_top = fe->h;
  fe->n++;
  g_sheets_made++;
}

static void destroy_sheet(fengine *fe, int i) {
  fsheet *s = &fe->s[i];
  sheet_id id = s->id;
  sheet_frame f;
  must_ok(fe, sheet_destroy(fe->e, id), "sheet_destroy");
  /* events of the destroy are still about it: drain before forgetting it */
  drain(fe);
  if (s->open_present || s->open_dismiss)
    violation(fe, "sheet_destroy left a WILL_%s without DID or TRANSITION_CANCELLED",
              s->open_present ? "PRESENT" : "DISMISS");
  if (s->dragging) violation(fe, "sheet_destroy left a drag without DRAG_ENDED");
  if (fe->ndead < 64) fe->dead[fe->ndead++] = id;
  else fe->dead[fz_below(&R, 64)] = id;
  fe->s[i] = fe->s[--fe->n];
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  if (sheet_get_frame(fe->e, id, &f) != SHEET_ERR_INVALID_HANDLE)
    violation(fe, "sheet_get_frame of destroyed sheet %llu did not return INVALID_HANDLE",
              (unsigned long long)id);
}

static void load_plugins(fengine *fe) {
  int i;
  for (i = 0; i < g_nplugins; i++) (void)chk(fe, sheet_engine_load_plugin(fe->e, g_plugins[i]), "load_plugin");
  if (g_nplugins) must_ok(fe, sheet_engine_set_max_motion_duration(fe->e, 2.0), "set_max_motion_duration");
}

static void random_viewport(fengine *fe) {
  fe->w = fz_uniform(&R, 200, 1400);
  fe->h = fz_uniform(&R, 240, 1400);
  fe->st = fz_chance(&R, 0.3) ? 0 : fz_uniform(&R, 0, 60);
  fe->sb = fz_chance(&R, 0.3) ? 0 : fz_uniform(&R, 0, 40);
}

static void new_engine(fengine *fe) {
  int i, n;
  memset(fe, 0, sizeof *fe);
  if (sheet_engine_create(&fe->e) != SHEET_OK || !fe->e) {
    violation(NULL, "sheet_engine_create failed");
    exit(2);
  }
  g_engines_made++;
  fe->now = fz_uniform(&R, 0, 1000);
  fe->last_ev_t = -INFINITY;
  random_viewport(fe);
  must_ok(fe, sheet_engine_set_viewport(fe->e, fe->w, fe->h, fe->st, fe->sb), "set_viewport");
  fe->has_vp = 1;
  load_plugins(fe);
  n = 1 + (int)fz_below(&R, MAX_SHEETS);
  for (i = 0; i < n; i++) new_sheet(fe);
}

static void end_engine(fengine *fe) {
  sheet_engine_destroy(fe->e);
  fe->e = NULL;
  fe->n = 0;
}

/* ---- steps -------------------------------------------------------------------------- */

static double next_time(fengine *fe) {
  double t;
  uint32_t r = fz_below(&R, 20);
  if (r == 0) t = fe->now;                               /* duplicate */
  else if (r == 1) t = fe->now - fz_uniform(&R, 0, 0.05); /* out of order */
  else t = fe->now + fz_uniform(&R, 0.001, 0.03);
  if (t > fe->now) fe->now = t;
  return t;
}

static fsheet *random_sheet(fengine *fe) {
  if (fe->n == 0) return NULL;
  return &fe->s[fz_below(&R, (uint32_t)fe->n)];
}

static fsheet *pointer_sheet(fengine *fe) {
  int i;
  for (i = 0; i < fe->n; i++)
    if (fe->s[i].ptr_down) return &fe->s[i];
  return NULL;
}

static void step_pointer(fengine *fe) {
  fsheet *s = pointer_sheet(fe);
  double t = next_time(fe);
  if (!s) {
    sheet_frame f;
    int32_t hit = -1;
    sheet_status st;
    s = random_sheet(fe);
    if (!s || !get_frame(fe, s, &f)) return;
    g_step = "pointer_down";
    s->ptr_x = fz_uniform(&R, -10, fe->w + 10);
    switch (fz_below(&R, 4)) {
    case 0: s->ptr_y = f.top + fz_uniform(&R, 0, 40); break;               /* grabber area */
    case 1: s->ptr_y = f.top + fz_uniform(&R, 0, fe->h - f.top + 1); break; /* on the sheet */
    case 2: s->ptr_y = fz_uniform(&R, 0, f.top + 1); break;                /* backdrop */
    default: s->ptr_y = fz_uniform(&R, -20, fe->h + 20); break;
    }
    st = chk(fe, sheet_pointer_down(fe->e, s->id, s->ptr_x, s->ptr_y, t, &hit), "pointer_down");
    if (st == SHEET_OK) {
      if (hit < SHEET_HIT_NONE || hit > SHEET_HIT_PASS_THROUGH) violation(fe, "pointer_down hit %d", (int)hit);
      s->ptr_down = 1;
    } else if (st != SHEET_ERR_INVALID_STATE) {
      violation(fe, "pointer_down refused with %s", sheet_status_name(st));
    }
    return;
  }
  switch (fz_below(&R, 10)) {
  case 0:
    g_step = "pointer_up";
    chk(fe, sheet_pointer_up(fe->e, s->id, s->ptr_x, s->ptr_y, t), "pointer_up");
    s->ptr_down = 0;
    break;
  case 1:
    g_step = "pointer_cancel";
    chk(fe, sheet_pointer_cancel(fe->e, s->id, t), "pointer_cancel");
    s->ptr_down = 0;
    break;
  default: {
    sheet_status st;
    g_step = "pointer_move";
    s->ptr_x += fz_uniform(&R, -20, 20);
    s->ptr_y += fz_chance(&R, 0.1) ? fz_uniform(&R, -400, 400) : fz_uniform(&R, -60, 60);
    st = chk(fe, sheet_pointer_move(fe->e, s->id, s->ptr_x, s->ptr_y, t), "pointer_move");
    if (st != SHEET_OK && st != SHEET_ERR_INVALID_STATE)
      violation(fe, "pointer_move refused with %s", sheet_status_name(st));
    if (st == SHEET_ERR_INVALID_STATE) s->ptr_down = 0; /* the engine ended the stream */
    break;
  }
  }
}

static void step_tick(fengine *fe) {
  double t;
  uint32_t r = fz_below(&R, 40);
  g_step = "tick";
  if (r == 0) t = fe->now;
  else if (r == 1) t = fe->now - fz_uniform(&R, 0, 0.1);
  else if (r == 2) t = fe->now + fz_uniform(&R, 0.3, 4);
  else t = fe->now + fz_uniform(&R, 1.0 / 240, 1.0 / 20);
  if (t > fe->now) fe->now = t;
  must_ok(fe, sheet_engine_tick(fe->e, t), "tick");
  g_ticks++;
}

static void step(fengine *fe) {
  fsheet *s = random_sheet(fe);
  uint32_t op = fz_below(&R, 100);
  double t;
  if (op < 30) { step_tick(fe); return; }
  if (op < 60) { step_pointer(fe); return; }
  if (!s) { new_sheet(fe); return; }
  t = next_time(fe);
  if (op < 66) {
    g_step = "present";
    chk(fe, sheet_present(fe->e, s->id, (int32_t)fz_below(&R, (uint32_t)s->ndet + 1), t), "present");
  } else if (op < 70) {
    g_step = "dismiss";
    chk(fe, sheet_dismiss(fe->e, s->id, t), "dismiss");
  } else if (op < 74) {
    g_step = "move_to_detent";
    chk(fe, sheet_move_to_detent(fe->e, s->id, (int32_t)fz_below(&R, (uint32_t)s->ndet), t), "move_to_detent");
  } else if (op < 76) {
    g_step = "set_viewport";
    if (fz_chance(&R, 0.5)) {
      double w = fe->w;
      fe->w = fe->h;
      fe->h = w;
      if (fe->st + fe->sb >= fe->h) fe->st = fe->sb = 0;
    } else {
      random_viewport(fe);
    }
    /* the obstruction the host declared stays; detent_top clamps it to each viewport */
    must_ok(fe, sheet_engine_set_viewport(fe->e, fe->w, fe->h, fe->st, fe->sb), "set_viewport");
  } else if (op < 78) {
    double o = fz_chance(&R, 0.4) ? 0 : fz_uniform(&R, 0, fe->h * 0.9);
    g_step = "set_obstruction";
    if (chk(fe, sheet_engine_set_obstruction(fe->e, o, t), "set_obstruction") == SHEET_OK) fe->obs = o;
    else violation(fe, "set_obstruction(%g) refused with viewport height %g", o, fe->h);
  } else if (op < 81) {
    double h = fz_uniform(&R, 0, 1200);
    g_step = "set_content";
    must_ok(fe, sheet_set_content(fe->e, s->id, fz_next(&R), h, t), "set_content");
    s->content_h = h;
  } else if (op < 83) {
    double h = fz_uniform(&R, 0, 1200);
    g_step = "set_content_height";
    must_ok(fe, sheet_set_content_height(fe->e, s->id, h, t), "set_content_height");
    s->content_h = h;
  } else if (op < 85) {
    g_step = "set_scroll_extent";
    must_ok(fe, sheet_set_scroll_extent(fe->e, s->id, fz_chance(&R, 0.3) ? 0 : fz_uniform(&R, 0, 3000), t),
            "set_scroll_extent");
  } else if (op < 89) {
    g_step = "perform_action";
    chk(fe, sheet_perform_action(fe->e, s->id, 1u << fz_below(&R, 3), t), "perform_action");
  } else if (op < 90) {
    g_step = "reduce_motion";
    must_ok(fe, sheet_engine_set_reduce_motion(fe->e, (int32_t)fz_below(&R, 2)), "reduce_motion");
  } else if (op < 93) {
    int i = (int)(s - fe->s);
    g_step = "sheet_destroy";
    destroy_sheet(fe, i);
  } else if (op < 96) {
    g_step = "sheet_create";
    new_sheet(fe);
  } else if (op < 97) {
    g_step = "grab_catch";
    /* a finger on a sheet exactly at its top edge while it moves */
    {
      sheet_frame f;
      if (!pointer_sheet(fe) && get_frame(fe, s, &f)) {
        int32_t hit;
        s->ptr_x = fe->w / 2;
        s->ptr_y = f.top + 1;
        if (chk(fe, sheet_pointer_down(fe->e, s->id, s->ptr_x, s->ptr_y, t, &hit), "pointer_down") == SHEET_OK)
          s->ptr_down = 1;
      }
    }
  } else {
    g_step = "is_animating/top_sheet/accessibility";
    {
      int32_t anim = -1;
      sheet_id top = 0;
      sheet_accessibility a;
      memset(&a, 0, sizeof a);
      a.struct_size = sizeof a;
      must_ok(fe, sheet_engine_is_animating(fe->e, &anim), "is_animating");
      if (anim != 0 && anim != 1) violation(fe, "is_animating wrote %d", (int)anim);
      must_ok(fe, sheet_engine_top_sheet(fe->e, &top), "top_sheet");
      if (top && !find_sheet(fe, top)) violation(fe, "top_sheet names sheet %llu, not live", (unsigned long long)top);
      must_ok(fe, sheet_get_accessibility(fe->e, s->id, &a), "get_accessibility");
      if (memchr(a.value, '\0', sizeof a.value) == NULL) violation(fe, "accessibility value not NUL-terminated");
      if (a.detent_count != s->ndet) violation(fe, "accessibility detent_count %d, sheet has %d", (int)a.detent_count, s->ndet);
    }
  }
}

/* ---- quiescence --------------------------------------------------------------------- */

static void quiesce(fengine *fe) {
  int i;
  double end;
  int32_t anim = -1;
  g_step = "quiesce";
  for (i = 0; i < fe->n; i++) {
    fsheet *s = &fe->s[i];
    if (!s->ptr_down) continue;
    if (fz_chance(&R, 0.5)) chk(fe, sheet_pointer_up(fe->e, s->id, s->ptr_x, s->ptr_y, next_time(fe)), "pointer_up");
    else chk(fe, sheet_pointer_cancel(fe->e, s->id, next_time(fe)), "pointer_cancel");
    s->ptr_down = 0;
  }
  drain(fe);
  check_frames(fe);
  end = fe->now + 10.0;
  while (fe->now < end) {
    fe->now += fz_uniform(&R, 1.0 / 120, 1.0 / 10);
    if (fe->now > end) fe->now = end;
    must_ok(fe, sheet_engine_tick(fe->e, fe->now), "tick");
    g_ticks++;
    drain(fe);
    check_frames(fe);
  }
  must_ok(fe, sheet_engine_is_animating(fe->e, &anim), "is_animating");
  if (anim != 0) violation(fe, "still animating after 10 s without input");
  for (i = 0; i < fe->n; i++) {
    fsheet *s = &fe->s[i];
    sheet_frame f;
    if (!get_frame(fe, s, &f)) continue;
    if (s->open_present || s->open_dismiss)
      violation(fe, "sheet %llu: a WILL_%s still open after 10 s without input (state %d)",
                (unsigned long long)s->id, s->open_present ? "PRESENT" : "DISMISS", (int)f.state);
    if (s->dragging) violation(fe, "sheet %llu: DRAG_BEGAN not ended after the input stopped", (unsigned long long)s->id);
    if (f.state == SHEET_STATE_HIDDEN) {
      if (fabs(f.top - fe->h) > 1e-6) violation(fe, "hidden sheet top %.9g, viewport height %.9g", f.top, fe->h);
    } else if (f.state == SHEET_STATE_RESTING) {
      double want;
      if (f.detent < 0 || f.detent >= s->ndet) {
        violation(fe, "resting sheet %llu at detent %d of %d", (unsigned long long)s->id, (int)f.detent, s->ndet);
        continue;
      }
      want = detent_top(fe, s, f.detent);
      if (fabs(f.top - want) > 0.01 && verbose) {
        int d;
        fprintf(stderr, "  detents:");
        for (d = 0; d < s->ndet; d++) fprintf(stderr, " kind %d value %g (top %g)", (int)s->det[d].kind, s->det[d].value, detent_top(fe, s, d));
        fprintf(stderr, "; state %d, top sheet %d\n", (int)f.state, 0);
      }
      if (fabs(f.top - want) > 0.01)
        violation(fe, "sheet %llu rests at top %.9g, detent %d's top is %.9g (viewport %gx%g safe "
                      "%g/%g obstruction %g content %g)",
                  (unsigned long long)s->id, f.top, (int)f.detent, want, fe->w, fe->h, fe->st,
                  fe->sb, fe->obs, s->content_h);
    } else {
      violation(fe, "sheet %llu is in state %d after 10 s without input", (unsigned long long)s->id, (int)f.state);
    }
  }
  g_quiesced++;
}

/* ---- main --------------------------------------------------------------------------- */

static void collect_plugin_animators(void) {
  sheet_engine *e = NULL;
  size_t i, n;
  int p;
  if (!g_nplugins || sheet_engine_create(&e) != SHEET_OK) return;
  for (p = 0; p < g_nplugins; p++) (void)sheet_engine_load_plugin(e, g_plugins[p]);
  n = sheet_engine_animator_count(e);
  for (i = 3; i < n && g_nanim_names < 64; i++) {
    const char *name = sheet_engine_animator_name(e, i);
    if (name) g_anim_names[g_nanim_names++] = strdup(name);
  }
  sheet_engine_destroy(e);
}

int main(int argc, char **argv) {
  uint64_t steps = 1000000;
  double seconds = 0, t0;
  fengine eng[MAX_ENGINES];
  int i;
  g_seed = 1;
  for (i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--steps") && i + 1 < argc) steps = fz_parse_u64(argv[++i]);
    else if (!strcmp(argv[i], "--seconds") && i + 1 < argc) seconds = atof(argv[++i]);
    else if (!strcmp(argv[i], "--seed") && i + 1 < argc) g_seed = fz_parse_u64(argv[++i]);
    else if (!strcmp(argv[i], "--plugins") && i + 1 < argc)
      fz_add_plugin_dir(argv[++i], "", g_plugins, &g_nplugins, 64);
    else if (!strcmp(argv[i], "--verbose")) verbose = 1;
    else if (!strcmp(argv[i], "--no-switch")) no_switch = 1;
    else if (!strcmp(argv[i], "--trace") && i + 1 < argc) {
      if (!(g_trace = fopen(argv[++i], "w"))) {
        perror(argv[i]);
        return 2;
      }
    } else {
      fprintf(stderr, "usage: sheet-state-fuzz [--steps N | --seconds S] [--seed S] "
                      "[--plugins DIR] [--no-switch] [--trace FILE] [--verbose]\n");
      return 2;
    }
  }
  collect_plugin_animators();
  R = fz_seeded(g_seed, 0);
  t0 = fz_seconds();
  for (i = 0; i < MAX_ENGINES; i++) new_engine(&eng[i]);
  while (seconds > 0 ? fz_seconds() - t0 < seconds : g_steps < steps) {
    int episode = 50 + (int)fz_below(&R, 400), k;
    for (k = 0; k < episode; k++) {
      fengine *fe = &eng[fz_below(&R, MAX_ENGINES)];
      g_steps++;
      if (fz_chance(&R, 0.0005)) {
        g_step = "engine destroy/create";
        end_engine(fe);
        new_engine(fe);
        continue;
      }
      step(fe);
      drain(fe);
      check_frames(fe);
    }
    for (i = 0; i < MAX_ENGINES; i++) quiesce(&eng[i]);
    g_episodes++;
    if (g_violations > 100000) break;
  }
  for (i = 0; i < MAX_ENGINES; i++) end_engine(&eng[i]);
  {
    int a, b;
    printf("seed %llu, %d plugin files (%d plugin animators)\n", (unsigned long long)g_seed,
           g_nplugins, g_nanim_names);
    printf("steps: %llu random steps in %llu episodes, %llu ticks, %llu checked calls, %.1f s\n",
           (unsigned long long)g_steps, (unsigned long long)g_episodes, (unsigned long long)g_ticks,
           (unsigned long long)g_calls, fz_seconds() - t0);
    printf("engines: %llu, sheets: %llu, events: %llu, refused calls: %llu, animator failures: %llu\n",
           (unsigned long long)g_engines_made, (unsigned long long)g_sheets_made,
           (unsigned long long)g_events, (unsigned long long)g_refused,
           (unsigned long long)g_anim_failed);
    printf("quiescence checks: %llu (every sheet RESTING at its detent or HIDDEN after 10 s)\n",
           (unsigned long long)(g_quiesced));
    printf("state transitions seen (from -> to: count):");
    for (a = 0; a < 6; a++)
      for (b = 0; b < 6; b++)
        if (a != b && g_trans[a][b])
          printf(" %s->%s:%llu", sn_state_name(a, "?"), sn_state_name(b, "?"),
                 (unsigned long long)g_trans[a][b]);
    printf("\n");
    printf("violations: %llu\n", (unsigned long long)g_violations);
    for (a = 0; a < g_nkinds; a++)
      printf("  %llu x %s\n", (unsigned long long)g_kind_count[a], g_kind_fmt[a]);
    printf("RESULT: %s\n", g_violations ? "FAIL" : "PASS");
  }
  if (g_trace) fclose(g_trace);
  return g_violations ? 1 : 0;
}
