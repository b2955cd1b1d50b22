/*
 * sessions.c — the random sessions of sessions.h.
 */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE

#include "sessions.h"
#include "sheet_names.h"

#define MAX_DET 6

/* ---- engine and sheet lifecycle ----------------------------------------------------- */

static const char *pick_anim(fz_session *ss) {
  static const char *const builtins[] = {"spring", "slide", "fade"};
  if (ss->nanim_names && fz_chance(&ss->R, 0.25))
    return ss->anim_names[fz_below(&ss->R, (uint32_t)ss->nanim_names)];
  return builtins[fz_below(&ss->R, 3)];
}

static void random_transition(fz_session *ss, sheet_transition *t, sheet_param *p) {
  fz_rng *R = &ss->R;
  const char *a;
  t->animator = NULL;
  t->params = NULL;
  t->param_count = 0;
  if (fz_chance(R, 0.4)) return;
  a = pick_anim(ss);
  t->animator = a;
  if (!strcmp(a, "spring")) {
    p[0].name = "response";
    p[0].value = fz_uniform(R, 0.05, 1.0);
    p[1].name = "damping_ratio";
    p[1].value = fz_uniform(R, 0.3, 2.0);
    t->params = p;
    t->param_count = fz_below(R, 3);
  } else if (!strcmp(a, "slide")) {
    p[0].name = "duration";
    p[0].value = fz_uniform(R, 0.0, 1.0);
    p[1].name = "curve";
    p[1].value = (double)fz_below(R, 5) - 1;
    t->params = p;
    t->param_count = fz_below(R, 3);
  } else if (!strcmp(a, "fade")) {
    p[0].name = "duration";
    p[0].value = fz_uniform(R, 0.0, 1.0);
    t->params = p;
    t->param_count = fz_below(R, 2);
  }
}

/* Random detents, 1 to MAX_DET of them, as sheet.h accepts them (consecutive ones of a
 * kind ascending); returns how many. */
static int random_detents(fz_session *ss, sheet_detent *det) {
  fz_rng *R = &ss->R;
  int i, ndet = 1 + (int)fz_below(R, MAX_DET);
  for (i = 0; i < ndet; i++) {
    int kind = (int)fz_below(R, 3);
    if (i > 0 && det[i - 1].kind == SHEET_DETENT_CONTENT && kind == 2) kind = 0;
    if (kind == 0) {
      double lo = i > 0 && det[i - 1].kind == SHEET_DETENT_POINTS ? det[i - 1].value : 0;
      det[i].kind = SHEET_DETENT_POINTS;
      det[i].value = lo + fz_uniform(R, 20, 400);
    } else if (kind == 1) {
      double lo = i > 0 && det[i - 1].kind == SHEET_DETENT_FRACTION ? det[i - 1].value : 0;
      if (lo >= 0.99) {
        det[i].kind = SHEET_DETENT_POINTS;
        det[i].value = fz_uniform(R, 20, 400);
        continue;
      }
      det[i].kind = SHEET_DETENT_FRACTION;
      det[i].value = lo + fz_uniform(R, 0.01, 1.0 - lo);
    } else {
      det[i].kind = SHEET_DETENT_CONTENT;
      det[i].value = 0;
    }
  }
  return ndet;
}

/* A random valid configuration over `ndet` detents `det` for a sheet of engine fe,
 * every field drawn; its transitions' parameters live in p. */
static void random_config(fz_session *ss, const fz_engine *fe, sheet_config *cfg, const sheet_detent *det, int ndet,
                          sheet_param p[4][2]) {
  double shortest = fe->w < fe->h ? fe->w : fe->h;
  fz_rng *R = &ss->R;
  sheet_config_init(cfg);
  cfg->detents = det;
  cfg->detent_count = (size_t)ndet;
  cfg->dismissible = (int32_t)fz_below(R, 2);
  cfg->dismiss_fraction = fz_uniform(R, 0, 1);
  cfg->fling_velocity = fz_uniform(R, 50, 1500);
  cfg->backdrop_tap = (int32_t)fz_below(R, 4);
  cfg->backdrop_tap_detent = (int32_t)fz_below(R, (uint32_t)ndet);
  cfg->largest_undimmed_detent = (int32_t)fz_below(R, (uint32_t)ndet + 1) - 1;
  cfg->backdrop_alpha = fz_uniform(R, 0, 1);
  cfg->corner_radius = fz_uniform(R, 0, 30);
  cfg->rubber_band = fz_uniform(R, 0.05, 1.0);
  random_transition(ss, &cfg->present, p[0]);
  random_transition(ss, &cfg->dismiss, p[1]);
  random_transition(ss, &cfg->settle, p[2]);
  random_transition(ss, &cfg->content, p[3]);
  cfg->user_tag = fz_next(R);
  cfg->dismiss_height = fz_chance(R, 0.2) ? fz_uniform(R, 0, 200) : 0;
  cfg->touch_slop = fz_uniform(R, 0, 20);
  cfg->stack = (int32_t)fz_below(R, 3);
  if (ss->no_switch && cfg->stack == SHEET_STACK_SWITCH) cfg->stack = SHEET_STACK_PUSH;
  cfg->grabber = (int32_t)fz_below(R, 3);
  cfg->grabber_height = fz_uniform(R, 0, 40);
  cfg->confirm_dismiss = fz_chance(R, 0.3);
  cfg->content_interaction = (int32_t)fz_below(R, 2);
  cfg->scales_background = fz_chance(R, 0.4);
  cfg->keyboard = (int32_t)fz_below(R, 3);
  cfg->back_behavior = (int32_t)fz_below(R, 3);
  cfg->footer_height = fz_chance(R, 0.4) ? fz_uniform(R, 0, 120) : 0;
  /* where it lies: a bottom sheet more often than another side, now and then a card
     floating off its side or a column, insets that leave it room in the viewport it is
     made in (the engine refuses others; a later, smaller one may leave it none), and a
     wide layout behind a threshold that the viewports cross both ways */
  cfg->edge = fz_chance(R, 0.4) ? SHEET_EDGE_BOTTOM : 1 + (int32_t)fz_below(R, 3);
  cfg->cross_alignment = (int32_t)fz_below(R, 3);
  cfg->edge_inset = fz_chance(R, 0.3) ? fz_uniform(R, 0, 0.3 * shortest) : 0;
  cfg->side_inset = fz_chance(R, 0.3) ? fz_uniform(R, 0, 0.2 * shortest) : 0;
  cfg->max_cross_size = fz_chance(R, 0.3) ? fz_uniform(R, 40, 900) : 0;
  cfg->wide_threshold = fz_chance(R, 0.6) ? fz_uniform(R, 150, 1400) : 700;
  cfg->wide_layout = fz_chance(R, 0.5) ? (int32_t)fz_below(R, 4) : SHEET_WIDE_SAME;
}

static void new_sheet(fz_session *ss, fz_engine *fe) {
  sheet_config cfg;
  sheet_param p[4][2];
  sheet_detent det[MAX_DET];
  sheet_id id = 0;
  int ndet;
  sheet_status st;
  if (fe->n >= FZ_SESSION_SHEETS) return;
  ndet = random_detents(ss, det);
  random_config(ss, fe, &cfg, det, ndet, p);
  st = sheet_create(fe->e, &cfg, &id);
  if (fz_chk(fe, st, "sheet_create") != SHEET_OK) {
    fz_violation(fe, "sheet_create refused a valid config: %s", sheet_engine_last_error(fe->e));
    return;
  }
  fz_add_sheet(fe, id, &cfg);
  ss->sheets_made++;
}

/* A new configuration for a live sheet, in whatever stage it is: its own detents now
 * and then (a change of other fields alone), else 1 to MAX_DET new ones, more or fewer
 * than it has. The sheet under a finger is picked often, so that updates meet drags. */
static void update_sheet(fz_session *ss, fz_engine *fe, fz_sheet *s, double t) {
  sheet_config cfg;
  sheet_param p[4][2];
  sheet_detent det[SHEET_MAX_DETENTS];
  sheet_frame f;
  sheet_status st;
  int ndet;
  if (fz_get_frame(fe, s, &f) && f.state >= SHEET_STATE_HIDDEN && f.state <= SHEET_STATE_DISMISSING)
    ss->updates[f.state]++;
  if (fz_chance(&ss->R, 0.25)) {
    ndet = s->ndet;
    memcpy(det, s->det, (size_t)ndet * sizeof *det);
  } else {
    ndet = random_detents(ss, det);
  }
  random_config(ss, fe, &cfg, det, ndet, p);
  st = sheet_update(fe->e, s->id, &cfg, t);
  fz_must_ok(fe, st, "sheet_update");
  if (st == SHEET_OK) fz_update_sheet(fe, s, &cfg);
}

static void destroy_sheet(fz_engine *fe, int i) {
  fz_must_ok(fe, sheet_destroy(fe->e, fe->s[i].id), "sheet_destroy");
  fz_forget_sheet(fe, i);
}

static void load_plugins(fz_session *ss, fz_engine *fe) {
  int i;
  for (i = 0; i < ss->nplugins; i++)
    (void)fz_chk(fe, sheet_engine_load_plugin(fe->e, ss->plugins[i]), "load_plugin");
  for (i = 0; i < ss->nhost_vtables; i++)
    fz_must_ok(fe, sheet_engine_register_animator(fe->e, &ss->host_vtables[i], NULL), "register_animator");
  if (ss->nplugins) fz_must_ok(fe, sheet_engine_set_max_motion_duration(fe->e, 2.0), "set_max_motion_duration");
}

static void random_viewport(fz_session *ss, fz_engine *fe) {
  fz_rng *R = &ss->R;
  fe->w = fz_uniform(R, 200, 1400);
  fe->h = fz_uniform(R, 240, 1400);
  fe->st = fz_chance(R, 0.3) ? 0 : fz_uniform(R, 0, 60);
  fe->sb = fz_chance(R, 0.3) ? 0 : fz_uniform(R, 0, 40);
}

static void new_engine(fz_session *ss, fz_engine *fe) {
  sheet_engine *e = NULL;
  int i, n;
  if (sheet_engine_create(&e) != SHEET_OK || !e) {
    fprintf(stderr, "VIOLATION (seed %llu): sheet_engine_create failed\n", (unsigned long long)ss->seed);
    exit(2);
  }
  fz_engine_reset(fe, e, &ss->ck);
  ss->kb[fe - ss->eng].active = 0;
  ss->engines_made++;
  fe->now = fz_uniform(&ss->R, 0, 1000);
  random_viewport(ss, fe);
  fz_must_ok(fe, sheet_engine_set_viewport(fe->e, fe->w, fe->h, fe->st, fe->sb), "set_viewport");
  fe->has_vp = 1;
  load_plugins(ss, fe);
  n = 1 + (int)fz_below(&ss->R, FZ_SESSION_SHEETS);
  for (i = 0; i < n; i++) new_sheet(ss, fe);
}

static void end_engine(fz_engine *fe) {
  sheet_engine_destroy(fe->e);
  fe->e = NULL;
  fe->n = 0;
}

/* ---- steps -------------------------------------------------------------------------- */

static double next_time(fz_session *ss, fz_engine *fe) {
  double t;
  uint32_t r = fz_below(&ss->R, 20);
  if (r == 0) t = fe->now;                                    /* duplicate */
  else if (r == 1) t = fe->now - fz_uniform(&ss->R, 0, 0.05); /* out of order */
  else t = fe->now + fz_uniform(&ss->R, 0.001, 0.03);
  if (t > fe->now) fe->now = t;
  return t;
}

static fz_sheet *random_sheet(fz_session *ss, fz_engine *fe) {
  if (fe->n == 0) return NULL;
  return &fe->s[fz_below(&ss->R, (uint32_t)fe->n)];
}

static fz_sheet *pointer_sheet(fz_engine *fe) {
  int i;
  for (i = 0; i < fe->n; i++)
    if (fe->s[i].ptr_down) return &fe->s[i];
  return NULL;
}

/* A move of the pointer by `along` points along the sheet's axis (towards its side)
 * and `across` across it, in viewport points. */
static void pointer_by(const fz_engine *fe, const fz_sheet *s, double along, double across, double *x, double *y) {
  fz_place p;
  fz_place_sheet(fe, s, &p);
  switch (p.side) {
  case FZ_SIDE_BOTTOM: *x += across, *y += along; break;
  case FZ_SIDE_TOP: *x += across, *y -= along; break;
  case FZ_SIDE_LEFT: *x -= along, *y += across; break;
  default: *x += along, *y += across; break;
  }
}

static void step_pointer(fz_session *ss, fz_engine *fe) {
  fz_rng *R = &ss->R;
  fz_sheet *s = pointer_sheet(fe);
  double t = next_time(ss, fe);
  if (!s) {
    sheet_frame f;
    fz_place p;
    double cross, along, length;
    int32_t hit = -1;
    sheet_status st;
    s = random_sheet(ss, fe);
    if (!s || !fz_get_frame(fe, s, &f)) return;
    ss->ck.step = "pointer_down";
    /* along the sheet's axis, from its free edge (its top there), on whichever side */
    fz_place_sheet(fe, s, &p);
    length = p.side == FZ_SIDE_BOTTOM || p.side == FZ_SIDE_TOP ? fe->h : fe->w;
    cross = fz_chance(R, 0.7) ? p.cross_start + fz_uniform(R, -10, p.cross_length + 10)
                              : fz_uniform(R, -10, (length == fe->h ? fe->w : fe->h) + 10);
    switch (fz_below(R, 4)) {
    case 0: along = f.top + fz_uniform(R, 0, 40); break;              /* grabber area */
    case 1: along = f.top + fz_uniform(R, 0, length - f.top + 1); break; /* on the sheet */
    case 2: along = fz_uniform(R, 0, f.top + 1); break;               /* backdrop */
    default: along = fz_uniform(R, -20, length + 20); break;
    }
    fz_place_point(fe, &p, cross, along, &s->ptr_x, &s->ptr_y);
    st = fz_chk(fe, sheet_pointer_down(fe->e, s->id, s->ptr_x, s->ptr_y, t, &hit), "pointer_down");
    if (st == SHEET_OK) {
      if (hit < SHEET_HIT_NONE || hit > SHEET_HIT_PASS_THROUGH) fz_violation(fe, "pointer_down hit %d", (int)hit);
      s->ptr_down = 1;
    } else if (st != SHEET_ERR_INVALID_STATE) {
      fz_violation(fe, "pointer_down refused with %s", sheet_status_name(st));
    }
    return;
  }
  switch (fz_below(R, 10)) {
  case 0:
    ss->ck.step = "pointer_up";
    fz_chk(fe, sheet_pointer_up(fe->e, s->id, s->ptr_x, s->ptr_y, t), "pointer_up");
    s->ptr_down = 0;
    break;
  case 1:
    ss->ck.step = "pointer_cancel";
    fz_chk(fe, sheet_pointer_cancel(fe->e, s->id, t), "pointer_cancel");
    s->ptr_down = 0;
    break;
  default: {
    sheet_status st;
    ss->ck.step = "pointer_move";
    pointer_by(fe, s, fz_chance(R, 0.1) ? fz_uniform(R, -400, 400) : fz_uniform(R, -60, 60), fz_uniform(R, -20, 20),
               &s->ptr_x, &s->ptr_y);
    st = fz_chk(fe, sheet_pointer_move(fe->e, s->id, s->ptr_x, s->ptr_y, t), "pointer_move");
    if (st != SHEET_OK && st != SHEET_ERR_INVALID_STATE)
      fz_violation(fe, "pointer_move refused with %s", sheet_status_name(st));
    if (st == SHEET_ERR_INVALID_STATE) s->ptr_down = 0; /* the engine ended the stream */
    break;
  }
  }
}

/* A tick at t, which brings every sheet to t (or the engine's later clock). */
static void tick(fz_session *ss, fz_engine *fe, double t) {
  fz_must_ok(fe, sheet_engine_tick(fe->e, t), "tick");
  if (t > fe->ticked) fe->ticked = t;
  ss->ticks++;
}

/* The moving keyboard of engine fe, if any, where it is at t: its obstruction set for
 * the frame about to be ticked. It stops at its end. */
static void keyboard_frame(fz_session *ss, fz_engine *fe, double t) {
  fz_keyboard *kb = &ss->kb[fe - ss->eng];
  double k, o, top = fe->h * 0.9;
  if (!kb->active) return;
  k = kb->duration > 0 ? (t - kb->start) / kb->duration : 1;
  if (k < 0) k = 0;
  if (k >= 1) k = 1, kb->active = 0;
  /* ease out, as a keyboard comes in: fast at first */
  o = kb->from + (kb->to - kb->from) * (1 - (1 - k) * (1 - k)) + kb->wobble * sin(t * 37.0) * (1 - k);
  if (o > top) o = top; /* after a viewport change, as far as the new one allows */
  if (o < 0) o = 0;
  ss->ck.step = "keyboard frame";
  if (fz_chk(fe, sheet_engine_set_obstruction(fe->e, o, t), "set_obstruction") == SHEET_OK) fe->obs = o;
  else fz_violation(fe, "set_obstruction(%g) refused with viewport height %g", o, fe->h);
  ss->keyboard_frames++;
}

/* A keyboard that starts to move now, up or down, over 0.1 to 0.6 s. */
static void start_keyboard(fz_session *ss, fz_engine *fe, double t) {
  fz_rng *R = &ss->R;
  fz_keyboard *kb = &ss->kb[fe - ss->eng];
  kb->active = 1;
  kb->from = fe->obs;
  kb->to = fe->obs > 0 && fz_chance(R, 0.5) ? 0 : fz_uniform(R, 0, fe->h * 0.6);
  kb->start = t;
  kb->duration = fz_uniform(R, 0.1, 0.6);
  kb->wobble = fz_chance(R, 0.3) ? fz_uniform(R, 0, 40) : 0;
}

static void step_tick(fz_session *ss, fz_engine *fe) {
  fz_rng *R = &ss->R;
  double t;
  uint32_t r = fz_below(R, 40);
  if (r == 0) t = fe->now;
  else if (r == 1) t = fe->now - fz_uniform(R, 0, 0.1);
  else if (r == 2) t = fe->now + fz_uniform(R, 0.3, 4);
  else t = fe->now + fz_uniform(R, 1.0 / 240, 1.0 / 20);
  if (t > fe->now) fe->now = t;
  keyboard_frame(ss, fe, t);
  ss->ck.step = "tick";
  tick(ss, fe, t);
}

/* A field of the sheet's content takes the focus (or none does, height 0): refused
 * exactly when it ends past the content, a content height the sheet was given and its
 * scroll extent. */
static void step_focus(fz_session *ss, fz_engine *fe, fz_sheet *s, double t) {
  fz_rng *R = &ss->R;
  double y = fz_uniform(R, 0, s->content_h > 0 ? s->content_h + s->extent : 1500);
  double h = fz_chance(R, 0.15) ? 0 : fz_uniform(R, 1, 120);
  int past = h > 0 && s->content_h > 0 && y + h > s->content_h + s->extent;
  sheet_status st;
  ss->ck.step = "set_focus";
  st = fz_chk(fe, sheet_set_focus(fe->e, s->id, y, h, t), "set_focus");
  if (st != (past ? SHEET_ERR_INVALID_ARGUMENT : SHEET_OK))
    fz_violation(fe, "set_focus(%g, %g) of content %g tall scrolling %g returned %s", y, h, s->content_h, s->extent,
                 sheet_status_name(st));
  if (st == SHEET_OK) {
    fz_set_focus(s, y, h);
    ss->focuses++;
  }
}

/* One back call on the sheet: 0 begin, 1 progress, 2 cancel, 3 commit. Each is taken or
 * refused for the sheet's state, and SHEET_BACK_NONE takes none. */
static sheet_status back_call(fz_session *ss, fz_engine *fe, fz_sheet *s, int which, double progress, double t) {
  static const char *const names[4] = {"back_begin", "back_progress", "back_cancel", "back_commit"};
  sheet_frame f;
  sheet_status st;
  int32_t state = fz_get_frame(fe, s, &f) ? f.state : -1;
  ss->ck.step = names[which];
  switch (which) {
  case 0: st = sheet_back_begin(fe->e, s->id, t); break;
  case 1: st = sheet_back_progress(fe->e, s->id, progress, t); break;
  case 2: st = sheet_back_cancel(fe->e, s->id, t); break;
  default: st = sheet_back_commit(fe->e, s->id, t); break;
  }
  fz_chk(fe, st, names[which]);
  if (st != SHEET_OK && st != SHEET_ERR_INVALID_STATE)
    fz_violation(fe, "%s refused with %s", names[which], sheet_status_name(st));
  if (st == SHEET_OK && (which == 0 || which == 3) && s->back == SHEET_BACK_NONE)
    fz_violation(fe, "%s taken by a sheet whose back behaviour is none", names[which]);
  if (st == SHEET_OK && (which == 0 || which == 3) && state == SHEET_STATE_HIDDEN)
    fz_violation(fe, "%s taken by a hidden sheet", names[which]);
  if (st == SHEET_OK && state >= 0 && state < 6) ss->backs[which][state]++;
  fz_back_called(fe, s, which, st);
  return st;
}

/* A progress for a back gesture: mostly within the gesture, now and then its ends. */
static double back_progress(fz_rng *R) {
  uint32_t r = fz_below(R, 10);
  return r == 0 ? 0 : r == 1 ? 1 : fz_uniform(R, 0, 1);
}

/* A whole back gesture on the sheet: begun, its progress frame by frame (the keyboard,
 * if one moves, moving too), then cancelled or committed. */
static void step_back_gesture(fz_session *ss, fz_engine *fe, fz_sheet *s, double t) {
  fz_rng *R = &ss->R;
  int frames = 1 + (int)fz_below(R, 12), i;
  double p = 0;
  if (back_call(ss, fe, s, 0, 0, t) != SHEET_OK) return;
  for (i = 0; i < frames; i++) {
    p += fz_uniform(R, 0, 0.25);
    if (p > 1) p = 1;
    t = fe->now + fz_uniform(R, 1.0 / 120, 1.0 / 30);
    fe->now = t;
    keyboard_frame(ss, fe, t);
    if (back_call(ss, fe, s, 1, p, t) != SHEET_OK) break;
    ss->ck.step = "tick";
    tick(ss, fe, t);
    fz_drain(fe);
    fz_check_frames(fe);
  }
  back_call(ss, fe, s, fz_chance(R, 0.5) ? 3 : 2, 0, fe->now);
}

/* The frames of every sheet of the engine, into f (as many as fe->n). */
static void frames_of(fz_engine *fe, sheet_frame *f) {
  int i;
  for (i = 0; i < fe->n; i++) fz_get_frame(fe, &fe->s[i], &f[i]);
}

/* Which way lines run: mostly the other way than now (each sheet on a side or at an end
 * mirrored at once), now and then again the same, and now and then a value sheet.h does
 * not have, refused with no frame changed and no event queued. */
static void step_direction(fz_session *ss, fz_engine *fe) {
  static const int32_t bad[] = {2, -1, 7, INT32_MAX, INT32_MIN};
  fz_rng *R = &ss->R;
  sheet_frame before[FZ_MAX_SHEETS], after[FZ_MAX_SHEETS];
  sheet_event ev;
  int32_t d;
  int i;
  ss->ck.step = "set_layout_direction";
  if (fz_chance(R, 0.2)) {
    d = bad[fz_below(R, 5)];
    frames_of(fe, before);
    if (fz_chk(fe, sheet_engine_set_layout_direction(fe->e, d), "set_layout_direction") != SHEET_ERR_INVALID_ARGUMENT)
      fz_violation(fe, "set_layout_direction(%d) was not refused as an invalid argument", (int)d);
    frames_of(fe, after);
    for (i = 0; i < fe->n; i++)
      if (memcmp(&before[i], &after[i], sizeof before[i]) != 0)
        fz_violation(fe, "a refused set_layout_direction(%d) changed the frame of sheet %llu", (int)d,
                     (unsigned long long)fe->s[i].id);
    memset(&ev, 0, sizeof ev);
    ev.struct_size = sizeof ev;
    if (sheet_engine_poll_event(fe->e, &ev) == 1) {
      fz_violation(fe, "a refused set_layout_direction(%d) queued event %s", (int)d, sn_event_name(ev.type, "?"));
      fz_check_event(fe, &ev, sizeof ev);
    }
    ss->directions[1]++;
    return;
  }
  d = fz_chance(R, 0.85) ? (fe->dir == SHEET_DIRECTION_LTR ? SHEET_DIRECTION_RTL : SHEET_DIRECTION_LTR) : fe->dir;
  fz_must_ok(fe, sheet_engine_set_layout_direction(fe->e, d), "set_layout_direction");
  fe->dir = d;
  ss->directions[0]++;
}

/* A viewport just wider than a sheet's wide threshold when it is narrower, or just
 * narrower when it is wider (never below 100 points), its height kept: the sheets whose
 * wide layout it takes or leaves move to their other placement, in whatever state they
 * are. */
static void step_wide_flip(fz_session *ss, fz_engine *fe, fz_sheet *s) {
  fz_rng *R = &ss->R;
  sheet_frame before[FZ_MAX_SHEETS];
  double w;
  int i;
  ss->ck.step = "set_viewport across a wide threshold";
  w = fe->w > s->wide_threshold ? s->wide_threshold - fz_uniform(R, 0, 150) : s->wide_threshold + fz_uniform(R, 1e-9, 300);
  if (w < 100) w = 100;
  frames_of(fe, before);
  for (i = 0; i < fe->n; i++) {
    const fz_sheet *o = &fe->s[i];
    if (o->wide != SHEET_WIDE_SAME && (fe->w > o->wide_threshold) != (w > o->wide_threshold) &&
        before[i].state >= 0 && before[i].state < 6)
      ss->wide_flips[before[i].state]++;
  }
  fe->w = w;
  if (fe->st + fe->sb >= fe->h) fe->st = fe->sb = 0;
  fz_must_ok(fe, sheet_engine_set_viewport(fe->e, fe->w, fe->h, fe->st, fe->sb), "set_viewport");
}

static void step(fz_session *ss, fz_engine *fe) {
  fz_rng *R = &ss->R;
  fz_sheet *s = random_sheet(ss, fe);
  uint32_t op = fz_below(R, 124);
  double t;
  if (op < 30) { step_tick(ss, fe); return; }
  if (op < 60) { step_pointer(ss, fe); return; }
  if (op >= 122) { step_direction(ss, fe); return; }
  if (!s) { new_sheet(ss, fe); return; }
  t = next_time(ss, fe);
  /* the sheet under a finger is picked often, so that updates, back calls and changes of
     layout meet drags */
  if (pointer_sheet(fe) && op >= 100 && fz_chance(R, 0.4)) s = pointer_sheet(fe);
  if (op >= 120) {
    step_wide_flip(ss, fe, s);
  } else if (op >= 119) {
    ss->ck.step = "keyboard";
    start_keyboard(ss, fe, t);
  } else if (op >= 116) {
    step_back_gesture(ss, fe, s, t);
  } else if (op >= 110) {
    int which = (int)fz_below(R, 4);
    back_call(ss, fe, s, which, which == 1 ? back_progress(R) : 0, t);
  } else if (op >= 106) {
    step_focus(ss, fe, s, t);
  } else if (op >= 100) {
    ss->ck.step = "sheet_update";
    update_sheet(ss, fe, s, t);
  } else if (op < 66) {
    ss->ck.step = "present";
    fz_chk(fe, sheet_present(fe->e, s->id, (int32_t)fz_below(R, (uint32_t)s->ndet + 1), t), "present");
  } else if (op < 70) {
    ss->ck.step = "dismiss";
    fz_chk(fe, sheet_dismiss(fe->e, s->id, t), "dismiss");
  } else if (op < 74) {
    ss->ck.step = "move_to_detent";
    fz_chk(fe, sheet_move_to_detent(fe->e, s->id, (int32_t)fz_below(R, (uint32_t)s->ndet), t), "move_to_detent");
  } else if (op < 76) {
    ss->ck.step = "set_viewport";
    if (fz_chance(R, 0.5)) {
      double w = fe->w;
      fe->w = fe->h;
      fe->h = w;
      if (fe->st + fe->sb >= fe->h) fe->st = fe->sb = 0;
    } else {
      random_viewport(ss, fe);
    }
    /* the obstruction the host declared stays; fz_detent_top clamps it to each viewport */
    fz_must_ok(fe, sheet_engine_set_viewport(fe->e, fe->w, fe->h, fe->st, fe->sb), "set_viewport");
  } else if (op < 78) {
    double o = fz_chance(R, 0.4) ? 0 : fz_uniform(R, 0, fe->h * 0.9);
    ss->ck.step = "set_obstruction";
    if (fz_chk(fe, sheet_engine_set_obstruction(fe->e, o, t), "set_obstruction") == SHEET_OK) fe->obs = o;
    else fz_violation(fe, "set_obstruction(%g) refused with viewport height %g", o, fe->h);
  } else if (op < 81) {
    double h = fz_uniform(R, 0, 1200);
    ss->ck.step = "set_content";
    uint64_t content = fz_chance(R, 0.2) ? s->content_id : fz_next(R);
    fz_must_ok(fe, sheet_set_content(fe->e, s->id, content, h, t), "set_content");
    fz_set_content(s, content, h);
  } else if (op < 83) {
    double h = fz_uniform(R, 0, 1200);
    ss->ck.step = "set_content_height";
    fz_must_ok(fe, sheet_set_content_height(fe->e, s->id, h, t), "set_content_height");
    s->content_h = h;
  } else if (op < 85) {
    double extent = fz_chance(R, 0.3) ? 0 : fz_uniform(R, 0, 3000);
    ss->ck.step = "set_scroll_extent";
    fz_must_ok(fe, sheet_set_scroll_extent(fe->e, s->id, extent, t), "set_scroll_extent");
    fz_set_scroll_extent(s, extent);
  } else if (op < 89) {
    ss->ck.step = "perform_action";
    fz_chk(fe, sheet_perform_action(fe->e, s->id, 1u << fz_below(R, 3), t), "perform_action");
  } else if (op < 90) {
    ss->ck.step = "reduce_motion";
    fz_must_ok(fe, sheet_engine_set_reduce_motion(fe->e, (int32_t)fz_below(R, 2)), "reduce_motion");
  } else if (op < 93) {
    ss->ck.step = "sheet_destroy";
    destroy_sheet(fe, (int)(s - fe->s));
  } else if (op < 96) {
    ss->ck.step = "sheet_create";
    new_sheet(ss, fe);
  } else if (op < 97) {
    ss->ck.step = "grab_catch";
    /* a finger on a sheet exactly at its top edge while it moves */
    {
      sheet_frame f;
      if (!pointer_sheet(fe) && fz_get_frame(fe, s, &f)) {
        int32_t hit;
        fz_place p;
        fz_place_sheet(fe, s, &p);
        fz_place_point(fe, &p, p.cross_start + p.cross_length / 2, f.top + 1, &s->ptr_x, &s->ptr_y);
        if (fz_chk(fe, sheet_pointer_down(fe->e, s->id, s->ptr_x, s->ptr_y, t, &hit), "pointer_down") == SHEET_OK)
          s->ptr_down = 1;
      }
    }
  } else {
    ss->ck.step = "is_animating/top_sheet/accessibility";
    {
      int32_t anim = -1;
      sheet_id top = 0;
      sheet_accessibility a;
      memset(&a, 0, sizeof a);
      a.struct_size = sizeof a;
      fz_must_ok(fe, sheet_engine_is_animating(fe->e, &anim), "is_animating");
      if (anim != 0 && anim != 1) fz_violation(fe, "is_animating wrote %d", (int)anim);
      fz_must_ok(fe, sheet_engine_top_sheet(fe->e, &top), "top_sheet");
      if (top && !fz_find_sheet(fe, top)) fz_violation(fe, "top_sheet names sheet %llu, not live", (unsigned long long)top);
      fz_must_ok(fe, sheet_get_accessibility(fe->e, s->id, &a), "get_accessibility");
      if (memchr(a.value, '\0', sizeof a.value) == NULL) fz_violation(fe, "accessibility value not NUL-terminated");
      if (a.detent_count != s->ndet)
        fz_violation(fe, "accessibility detent_count %d, sheet has %d", (int)a.detent_count, s->ndet);
    }
  }
}

/* ---- quiescence --------------------------------------------------------------------- */

static void quiesce(fz_session *ss, fz_engine *fe) {
  int i;
  double end;
  ss->ck.step = "quiesce";
  for (i = 0; i < fe->n; i++) {
    fz_sheet *s = &fe->s[i];
    if (!s->ptr_down) continue;
    if (fz_chance(&ss->R, 0.5))
      fz_chk(fe, sheet_pointer_up(fe->e, s->id, s->ptr_x, s->ptr_y, next_time(ss, fe)), "pointer_up");
    else
      fz_chk(fe, sheet_pointer_cancel(fe->e, s->id, next_time(ss, fe)), "pointer_cancel");
    s->ptr_down = 0;
  }
  for (i = 0; i < fe->n; i++)
    if (fe->s[i].back_on) back_call(ss, fe, &fe->s[i], 2, 0, next_time(ss, fe));
  ss->ck.step = "quiesce";
  fz_drain(fe);
  fz_check_frames(fe);
  end = fe->now + 10.0;
  while (fe->now < end) {
    fe->now += fz_uniform(&ss->R, 1.0 / 120, 1.0 / 10);
    if (fe->now > end) fe->now = end;
    keyboard_frame(ss, fe, fe->now); /* a keyboard on its way comes to rest */
    ss->ck.step = "quiesce";
    tick(ss, fe, fe->now);
    fz_drain(fe);
    fz_check_frames(fe);
  }
  fz_check_rest(fe);
  ss->quiesced++;
}

/* ---- sessions ----------------------------------------------------------------------- */

static void session_where(const fz_checker *ck, FILE *out) {
  const fz_session *ss = (const fz_session *)ck->context;
  fprintf(out, "seed %llu, step %llu, ", (unsigned long long)ss->seed, (unsigned long long)ss->steps);
}

void fz_session_start(fz_session *ss, uint64_t seed) {
  int i;
  ss->seed = seed;
  ss->R = fz_seeded(seed, 0);
  ss->ck.where = session_where;
  ss->ck.context = ss;
  for (i = 0; i < FZ_SESSION_ENGINES; i++) new_engine(ss, &ss->eng[i]);
}

void fz_session_episode(fz_session *ss) {
  int episode = 50 + (int)fz_below(&ss->R, 400), k, i;
  for (k = 0; k < episode; k++) {
    fz_engine *fe = &ss->eng[fz_below(&ss->R, FZ_SESSION_ENGINES)];
    ss->steps++;
    if (fz_chance(&ss->R, 0.0005)) {
      ss->ck.step = "engine destroy/create";
      end_engine(fe);
      new_engine(ss, fe);
      continue;
    }
    step(ss, fe);
    fz_drain(fe);
    fz_check_frames(fe);
  }
  for (i = 0; i < FZ_SESSION_ENGINES; i++) quiesce(ss, &ss->eng[i]);
  ss->episodes++;
}

void fz_session_end(fz_session *ss) {
  int i;
  for (i = 0; i < FZ_SESSION_ENGINES; i++) end_engine(&ss->eng[i]);
}

int fz_plugin_animator_names(char **plugins, int nplugins, char **names, int max) {
  sheet_engine *e = NULL;
  size_t i, n;
  int p, count = 0;
  if (!nplugins || sheet_engine_create(&e) != SHEET_OK) return 0;
  for (p = 0; p < nplugins; p++) (void)sheet_engine_load_plugin(e, plugins[p]);
  n = sheet_engine_animator_count(e);
  /* the first three are the built-ins */
  for (i = 3; i < n && count < max; i++) {
    const char *name = sheet_engine_animator_name(e, i);
    if (name) names[count++] = strdup(name);
  }
  sheet_engine_destroy(e);
  return count;
}
