/*
 * invariants.c — the checks of invariants.h.
 */
#define _POSIX_C_SOURCE 200809L

#include "invariants.h"

#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include "fuzz_common.h"
#include "sheet_names.h"

void fz_engine_reset(fz_engine *fe, sheet_engine *e, fz_checker *ck) {
  memset(fe, 0, sizeof *fe);
  fe->e = e;
  fe->ck = ck;
  fe->now = -INFINITY;
  fe->ticked = -INFINITY;
  fe->last_ev_t = -INFINITY;
}

void fz_violation(const fz_engine *fe, const char *fmt, ...) {
  fz_checker *ck = fe->ck;
  va_list ap;
  int k;
  ck->violations++;
  /* counted per kind (the format); the first of each kind is printed */
  for (k = 0; k < ck->nkinds; k++)
    if (ck->kind_fmt[k] == fmt) break;
  if (k == ck->nkinds && ck->nkinds < FZ_MAX_KINDS) {
    ck->kind_fmt[ck->nkinds] = fmt;
    ck->kind_count[ck->nkinds++] = 0;
  }
  if (k < FZ_MAX_KINDS && ck->kind_count[k]++ > 0 && !ck->verbose) {
    if (ck->on_violation) ck->on_violation(ck);
    return;
  }
  fprintf(stderr, "VIOLATION (");
  if (ck->where) ck->where(ck, stderr);
  fprintf(stderr, "op %s, engine time %.6f): ", ck->step ? ck->step : "", fe->now);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fprintf(stderr, "\n");
  if (ck->on_violation) ck->on_violation(ck);
}

/* ---- calls with the status/last_error rule ------------------------------------------ */

sheet_status fz_chk(fz_engine *fe, sheet_status st, const char *what) {
  const char *msg = sheet_engine_last_error(fe->e);
  fe->ck->calls++;
  if (fe->ck->trace) fprintf(fe->ck->trace, "%s %d\n", what, (int)st);
  if (st < SHEET_OK || st > SHEET_ERR_CAPACITY) fz_violation(fe, "%s returned %d", what, (int)st);
  if (st != SHEET_OK) {
    fe->ck->refused++;
    if (!msg || !msg[0])
      fz_violation(fe, "%s returned %s with an empty last_error", what, sheet_status_name(st));
  } else if (!msg || msg[0]) {
    fz_violation(fe, "%s succeeded but last_error is \"%s\"", what, msg ? msg : "(NULL)");
  }
  return st;
}

void fz_must_ok(fz_engine *fe, sheet_status st, const char *what) {
  if (fz_chk(fe, st, what) != SHEET_OK)
    fz_violation(fe, "%s refused valid input: %s: %s", what, sheet_status_name(st),
                 sheet_engine_last_error(fe->e));
}

/* ---- the model's sheets ------------------------------------------------------------- */

fz_sheet *fz_find_sheet(fz_engine *fe, sheet_id id) {
  int i;
  for (i = 0; i < fe->n; i++)
    if (fe->s[i].id == id) return &fe->s[i];
  return NULL;
}

int fz_is_dead(const fz_engine *fe, sheet_id id) {
  int i;
  for (i = 0; i < fe->ndead; i++)
    if (fe->dead[i] == id) return 1;
  return 0;
}

/* Takes the configuration a call that succeeded read from `config`: the defaults, with
 * the bytes its struct_size covers copied over them, as the library reads it. */
static void take_config(fz_sheet *s, const sheet_config *config) {
  sheet_config read;
  int ndet;
  sheet_config_init(&read);
  if (config) memcpy(&read, config, config->struct_size < sizeof read ? config->struct_size : sizeof read);
  ndet = (int)read.detent_count;
  if (read.detents && ndet > 0) {
    if (ndet > SHEET_MAX_DETENTS) ndet = SHEET_MAX_DETENTS;
    memcpy(s->det, read.detents, (size_t)ndet * sizeof *read.detents);
    s->ndet = ndet;
  } else {
    /* sheet_config.detents NULL/0: one FRACTION 1.0 detent */
    s->det[0].kind = SHEET_DETENT_FRACTION;
    s->det[0].value = 1.0;
    s->ndet = 1;
  }
  s->tag = read.user_tag;
  s->confirms = read.confirm_dismiss != 0;
  s->scales = read.scales_background != 0;
  s->keyboard = read.keyboard;
  s->back = read.back_behavior;
  s->footer_h = read.footer_height;
  s->edge = read.edge;
  s->align = read.cross_alignment;
  s->wide = read.wide_layout;
  s->edge_inset = read.edge_inset;
  s->side_inset = read.side_inset;
  s->max_cross = read.max_cross_size;
  s->wide_threshold = read.wide_threshold;
}

fz_sheet *fz_add_sheet(fz_engine *fe, sheet_id id, const sheet_config *config) {
  fz_sheet *s;
  if (fe->n >= FZ_MAX_SHEETS) return NULL;
  s = &fe->s[fe->n++];
  memset(s, 0, sizeof *s);
  s->id = id;
  take_config(s, config);
  s->content_h = 0;
  s->prev_state = SHEET_STATE_HIDDEN;
  s->prev_shown = 0;
  return s;
}

void fz_update_sheet(fz_engine *fe, fz_sheet *s, const sheet_config *config) {
  (void)fe;
  /* two updates between drains: the events may carry either configuration's */
  if (!s->updating || s->ndet > s->ndet_before) s->ndet_before = s->ndet;
  if (!s->updating) s->tag_before = s->tag;
  s->updating = 1;
  s->tag_taken = 0;
  take_config(s, config);
}

void fz_set_content(fz_sheet *s, uint64_t content_id, double height) {
  /* another content starts at its top, without a focus or a scroll extent */
  if (content_id != s->content_id) s->focus_h = 0, s->scrolled = 0, s->extent = 0;
  s->content_id = content_id;
  s->content_h = height;
}

void fz_set_scroll_extent(fz_sheet *s, double extent) {
  s->scrolled |= extent > 0;
  s->extent = extent;
}

void fz_set_focus(fz_sheet *s, double y, double height) {
  s->focus_y = y;
  s->focus_h = height;
}

/* The longest a cancelled back gesture takes to spring back (sheet.h: 100 ms). */
#define BACK_RETURN 0.1

/* The earliest time a tick must reach for `duration` to have passed since a time no
 * later than `now` on the engine's clock: now + duration, rounded up to a double that
 * far from now (at a clock past 1e15 s doubles are coarser than a frame; past 1e17 s, a
 * step of 0.1 s is lost altogether). */
static double time_after(double now, double duration) {
  double t = now + duration;
  while (t - now < duration) t = nextafter(t, INFINITY);
  return t;
}

void fz_back_called(fz_engine *fe, fz_sheet *s, int which, sheet_status st) {
  if (st == SHEET_ERR_INVALID_STATE && (which == 1 || which == 2) && s->back_on) {
    /* no gesture in progress: the engine let it go (a command, a finger), and it springs
       back from then, no later than now */
    s->back_on = 0;
    s->back_until = time_after(fe->now, BACK_RETURN);
  }
  if (st != SHEET_OK) return;
  switch (which) {
  case 0: s->back_on = 1; break;
  case 1: break;
  default:
    /* a cancel springs back from the engine's clock, at most the latest time handed to
       it; a commit that asks the host first springs back too */
    s->back_on = 0;
    s->back_until = time_after(fe->now, BACK_RETURN);
    s->back_committed |= which == 3;
    break;
  }
}

void fz_forget_sheet(fz_engine *fe, int i) {
  fz_sheet *s = &fe->s[i];
  sheet_id id = s->id;
  sheet_frame f;
  /* events of the destroy are still about it: drain before forgetting it */
  fz_drain(fe);
  if (s->open_present || s->open_dismiss)
    fz_violation(fe, "sheet_destroy left a WILL_%s without DID or TRANSITION_CANCELLED",
                 s->open_present ? "PRESENT" : "DISMISS");
  if (s->dragging) fz_violation(fe, "sheet_destroy left a drag without DRAG_ENDED");
  if (fe->ndead < FZ_MAX_DEAD) fe->dead[fe->ndead++] = id;
  else fe->dead[fe->dead_seq++ % FZ_MAX_DEAD] = id;
  fe->s[i] = fe->s[--fe->n];
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  if (sheet_get_frame(fe->e, id, &f) != SHEET_ERR_INVALID_HANDLE)
    fz_violation(fe, "sheet_get_frame of destroyed sheet %llu did not return INVALID_HANDLE",
                 (unsigned long long)id);
}

/* ---- the detent model (sheet.h: clamped to the available height, ascending) ---------- */

/* The obstruction as the engine applies it: what the host declared, as far as the
 * viewport allows. */
static double applied_obstruction(const fz_engine *fe) {
  double obs = fe->obs;
  if (obs > fe->h - fe->st) obs = fe->h - fe->st;
  return obs < 0 ? 0 : obs;
}

/* The wide layouts' figures (sheet.h, SHEET_WIDE_*): 16-point margins, a 320-point
 * card, a 256-point side sheet, a card at most 640 wide. */
#define WIDE_MARGIN 16.0
#define FLOATING_CARD_WIDTH 320.0
#define SIDE_SHEET_WIDTH 256.0
#define CENTRED_CARD_WIDTH 640.0
/* A visible height below this shows nothing (sheet.h, sheet_config.detents). */
#define SMALLEST_HEIGHT 1e-6

static double dmax(double a, double b) { return a > b ? a : b; }
static double dmin(double a, double b) { return a < b ? a : b; }

/* The space's room above its baseline. */
static double space_available(const fz_place *p) { return dmax(0, p->length - p->obstruction - p->safe_top); }

void fz_place_sheet(const fz_engine *fe, const fz_sheet *s, fz_place *p) {
  int32_t edge = s->edge, align = s->align;
  double gap = s->edge_inset, side_inset = s->side_inset, most = s->max_cross > 0 ? s->max_cross : INFINITY;
  double fixed = -1, obs = applied_obstruction(fe), from, to, room, base, avail, floor = 0, obstruction;
  int centres = 0, fills = 0, left_to_right = fe->dir != SHEET_DIRECTION_RTL, low, i;
  memset(p, 0, sizeof *p);
  if (fe->w > s->wide_threshold) {
    switch (s->wide) {
    case SHEET_WIDE_FLOATING_LEADING:
      edge = SHEET_EDGE_BOTTOM, gap = side_inset = WIDE_MARGIN, most = FLOATING_CARD_WIDTH;
      align = SHEET_ALIGN_LEADING, fills = 1;
      break;
    case SHEET_WIDE_SIDE_TRAILING:
      edge = SHEET_EDGE_TRAILING, gap = side_inset = 0, most = INFINITY, fixed = SIDE_SHEET_WIDTH;
      break;
    case SHEET_WIDE_CENTERED:
      edge = SHEET_EDGE_BOTTOM, gap = side_inset = WIDE_MARGIN, most = CENTRED_CARD_WIDTH;
      align = SHEET_ALIGN_CENTER, centres = 1;
      break;
    default: break;
    }
  }
  p->edge = edge;
  p->side = edge == SHEET_EDGE_BOTTOM ? FZ_SIDE_BOTTOM
            : edge == SHEET_EDGE_TOP  ? FZ_SIDE_TOP
            : (edge == SHEET_EDGE_LEADING) == left_to_right ? FZ_SIDE_LEFT
                                                             : FZ_SIDE_RIGHT;
  /* across the axis: the width, or the height between the top safe area and the
     keyboard or the bottom safe area; leading is the left in a left-to-right layout
     across the width, and the top down a side */
  if (p->side == FZ_SIDE_BOTTOM || p->side == FZ_SIDE_TOP) {
    from = 0, to = fe->w;
    low = align == SHEET_ALIGN_LEADING ? left_to_right : !left_to_right;
  } else {
    from = fe->st, to = dmax(fe->st, fe->h - dmax(fe->sb, obs));
    low = align == SHEET_ALIGN_LEADING;
  }
  room = dmax(0, to - from - 2 * side_inset);
  p->cross_length = dmin(room, most);
  p->cross_start = align == SHEET_ALIGN_CENTER ? from + side_inset + (room - p->cross_length) / 2
                   : low                       ? from + side_inset
                                               : to - side_inset - p->cross_length;
  /* along the axis: the space a bottom sheet would have on that side */
  switch (p->side) {
  case FZ_SIDE_BOTTOM:
    p->length = fe->h, p->safe_top = fe->st + gap, p->safe_bottom = gap > 0 ? 0 : fe->sb;
    obstruction = gap > 0 ? dmax(fe->sb, obs) + gap : obs;
    break;
  case FZ_SIDE_TOP:
    p->length = fe->h, p->safe_top = dmax(fe->sb, obs) + gap, p->safe_bottom = 0;
    obstruction = fe->st + gap;
    break;
  default:
    p->length = fe->w, p->safe_top = gap, p->safe_bottom = 0;
    obstruction = gap;
    break;
  }
  p->obstruction = dmin(obstruction, dmax(0, p->length - p->safe_top));
  p->gap = gap;
  /* the detents' visible heights there, ascending; one that shows less than a
     millionth of a point shows nothing */
  base = dmax(0, p->length - p->safe_top);
  avail = space_available(p);
  p->ndet = s->ndet;
  for (i = 0; i < s->ndet; i++) {
    /* a CONTENT detent makes room for the footer below the content */
    double want = s->det[i].kind == SHEET_DETENT_POINTS     ? s->det[i].value
                  : s->det[i].kind == SHEET_DETENT_FRACTION ? s->det[i].value * base
                                                            : s->content_h + s->footer_h + p->safe_bottom;
    double h = dmax(floor, dmin(want, avail));
    if (h < SMALLEST_HEIGHT) h = 0;
    p->heights[i] = floor = h;
  }
  if (fills && p->ndet > 0) p->heights[p->ndet - 1] = avail < SMALLEST_HEIGHT ? 0 : avail;
  if (fixed >= 0)
    for (i = 0; i < p->ndet; i++) p->heights[i] = dmin(fixed, avail);
  /* while a keyboard is up: EXTEND puts every detent at the highest, FILL at the whole
     room of the space */
  if (obs > 0 && p->ndet > 0 && s->keyboard != SHEET_KEYBOARD_RISE) {
    double h = s->keyboard == SHEET_KEYBOARD_EXTEND ? p->heights[p->ndet - 1] : avail < SMALLEST_HEIGHT ? 0 : avail;
    for (i = 0; i < p->ndet; i++) p->heights[i] = h;
  }
  /* a centred card's gap grows, never below its margin, to put its highest detent
     midway between the safe areas (or the keyboard) */
  if (centres && p->ndet > 0) {
    double between = fe->h - fe->st - dmax(fe->sb, obs);
    double extra = dmax(WIDE_MARGIN, (between - p->heights[p->ndet - 1]) / 2) - p->gap;
    if (extra > 0) {
      p->gap += extra;
      p->safe_top += extra;
      p->obstruction = dmin(p->obstruction + extra, dmax(0, p->length - p->safe_top));
      avail = space_available(p);
      for (i = 0; i < p->ndet; i++)
        if (p->heights[i] > avail) p->heights[i] = avail;
    }
  }
}

void fz_place_point(const fz_engine *fe, const fz_place *p, double cross, double along, double *x, double *y) {
  switch (p->side) {
  case FZ_SIDE_BOTTOM: *x = cross, *y = along; break;
  case FZ_SIDE_TOP: *x = cross, *y = fe->h - along; break;
  case FZ_SIDE_LEFT: *x = fe->w - along, *y = cross; break;
  default: *x = along, *y = cross; break;
  }
}

double fz_detent_top(const fz_engine *fe, const fz_sheet *s, int index) {
  fz_place p;
  fz_place_sheet(fe, s, &p);
  if (index < 0 || index >= p.ndet) return p.length;
  return p.length - p.obstruction - p.heights[index];
}

/* Where the sheet's attached side lies along its axis when its top is at `top`: the end
 * of its space, or a floating card's margin, or its top plus its lowest detent once less
 * than that shows (it leaves whole). */
static double near_edge(const fz_place *p, double top) {
  if (!(p->gap > 0)) return p->length;
  return dmax(p->length - p->obstruction, top + (p->ndet > 0 ? p->heights[0] : 0));
}

/* The rectangle the model draws the sheet in when its top is at `top`. */
static sheet_rect place_rect(const fz_engine *fe, const fz_place *p, double top) {
  double near = near_edge(p, top), extent = dmax(0, near - top);
  sheet_rect r;
  switch (p->side) {
  case FZ_SIDE_BOTTOM: r.x = p->cross_start, r.y = top, r.width = p->cross_length, r.height = extent; break;
  case FZ_SIDE_TOP: r.x = p->cross_start, r.y = fe->h - near, r.width = p->cross_length, r.height = extent; break;
  case FZ_SIDE_LEFT: r.x = fe->w - near, r.y = p->cross_start, r.width = extent, r.height = p->cross_length; break;
  default: r.x = top, r.y = p->cross_start, r.width = extent, r.height = p->cross_length; break;
  }
  return r;
}

/* The corners a sheet rounds: all of a floating card, its free edge's two otherwise. */
static uint32_t place_corners(const fz_place *p) {
  if (p->gap > 0)
    return SHEET_CORNER_TOP_LEFT | SHEET_CORNER_TOP_RIGHT | SHEET_CORNER_BOTTOM_RIGHT | SHEET_CORNER_BOTTOM_LEFT;
  switch (p->side) {
  case FZ_SIDE_BOTTOM: return SHEET_CORNER_TOP_LEFT | SHEET_CORNER_TOP_RIGHT;
  case FZ_SIDE_TOP: return SHEET_CORNER_BOTTOM_LEFT | SHEET_CORNER_BOTTOM_RIGHT;
  case FZ_SIDE_LEFT: return SHEET_CORNER_TOP_RIGHT | SHEET_CORNER_BOTTOM_RIGHT;
  default: return SHEET_CORNER_TOP_LEFT | SHEET_CORNER_BOTTOM_LEFT;
  }
}

/* How far along its axis a sheet's content shows, for its top at `top`: the top of the
 * keyboard or of the bottom safe area of its space, or a floating card's own near edge
 * (sheet.h, sheet_frame.footer_top). */
static double visible_bottom(const fz_place *p, double top) {
  if (p->gap > 0) return near_edge(p, top);
  return p->length - dmax(p->obstruction, p->safe_bottom);
}

/* ---- events ------------------------------------------------------------------------- */

/* Whether a dismissal for this reason is one the user asked for, which a sheet that
 * confirms its dismissals puts to the host. */
static int asked_by_user(int32_t reason) {
  return reason == SHEET_REASON_DRAG || reason == SHEET_REASON_FLING || reason == SHEET_REASON_BACKDROP_TAP ||
         reason == SHEET_REASON_ACCESSIBILITY || reason == SHEET_REASON_BACK;
}

void fz_check_event(fz_engine *fe, const sheet_event *ev, size_t covered) {
  fz_sheet *s;
  int ndet, caught;
  fe->ck->events++;
  if (ev->type == SHEET_EVENT_EVENTS_DROPPED) {
    fz_violation(fe, "EVENTS_DROPPED (%llu) although every step is polled",
                 (unsigned long long)ev->dropped_count);
    return;
  }
  if (ev->time < fe->last_ev_t)
    fz_violation(fe, "event time went backwards: %.9f after %.9f", ev->time, fe->last_ev_t);
  if (ev->time > fe->now + 1e-9)
    fz_violation(fe, "event time %.9f is after the engine's latest time %.9f", ev->time, fe->now);
  fe->last_ev_t = ev->time;
  if (ev->type == SHEET_EVENT_ANIMATOR_FAILED) fe->ck->anim_failed++;
  s = fz_find_sheet(fe, ev->sheet);
  if (!s) {
    fz_violation(fe, "event %d names sheet %llu, %s", (int)ev->type, (unsigned long long)ev->sheet,
                 fz_is_dead(fe, ev->sheet) ? "destroyed in an earlier step" : "never issued");
    return;
  }
  if (covered >= offsetof(sheet_event, user_tag) + sizeof ev->user_tag) {
    if (ev->user_tag == s->tag) {
      s->tag_taken = 1;
    } else if (!s->updating || s->tag_taken || ev->user_tag != s->tag_before) {
      fz_violation(fe, "event %d carries user_tag %llu, not %llu", (int)ev->type,
                   (unsigned long long)ev->user_tag, (unsigned long long)s->tag);
    }
  }
  /* the detents an update just replaced may still be named by its own events */
  ndet = s->updating && s->ndet_before > s->ndet ? s->ndet_before : s->ndet;
  if (ev->detent < -1 || ev->detent >= ndet)
    fz_violation(fe, "event %d names detent %d of %d", (int)ev->type, (int)ev->detent, ndet);
  caught = s->caught;
  s->caught = 0;
  /* back acts on a commit alone, at once: its events come out of that call */
  if (ev->reason == SHEET_REASON_BACK && !s->back_committed &&
      (ev->type == SHEET_EVENT_WILL_DISMISS || ev->type == SHEET_EVENT_DETENT_CHANGED ||
       ev->type == SHEET_EVENT_DISMISS_REQUESTED))
    fz_violation(fe, "%s with reason BACK on sheet %llu, which no sheet_back_commit acted on",
                 sn_event_name(ev->type, "?"), (unsigned long long)s->id);
  switch (ev->type) {
  case SHEET_EVENT_WILL_PRESENT:
    if (s->open_present || s->open_dismiss)
      fz_violation(fe, "WILL_PRESENT on sheet %llu while a %s is open", (unsigned long long)s->id,
                   s->open_present ? "WILL_PRESENT" : "WILL_DISMISS");
    s->open_present = 1;
    s->open_dismiss = 0;
    s->open_reason = ev->reason;
    s->presented = 1;
    break;
  case SHEET_EVENT_DID_PRESENT:
    if (!s->open_present)
      fz_violation(fe, "DID_PRESENT on sheet %llu without a WILL_PRESENT", (unsigned long long)s->id);
    s->open_present = 0;
    break;
  case SHEET_EVENT_WILL_DISMISS:
    if (s->open_present || s->open_dismiss)
      fz_violation(fe, "WILL_DISMISS on sheet %llu while a %s is open", (unsigned long long)s->id,
                   s->open_present ? "WILL_PRESENT" : "WILL_DISMISS");
    if (s->confirms && asked_by_user(ev->reason) && !caught)
      fz_violation(fe, "WILL_DISMISS (reason %s) on sheet %llu, which confirms its dismissals",
                   sn_reason_name(ev->reason, "?"), (unsigned long long)s->id);
    s->open_dismiss = 1;
    s->open_present = 0;
    s->open_reason = ev->reason;
    break;
  case SHEET_EVENT_DID_DISMISS:
    if (!s->open_dismiss)
      fz_violation(fe, "DID_DISMISS on sheet %llu without a WILL_DISMISS", (unsigned long long)s->id);
    else if (ev->reason != s->open_reason)
      fz_violation(fe, "DID_DISMISS reason %d differs from its WILL_DISMISS's %d", (int)ev->reason,
                   (int)s->open_reason);
    s->open_dismiss = 0;
    s->presented = 0;
    break;
  case SHEET_EVENT_TRANSITION_CANCELLED:
    if (!s->open_present && !s->open_dismiss)
      fz_violation(fe, "TRANSITION_CANCELLED on sheet %llu with no open transition",
                   (unsigned long long)s->id);
    s->caught = s->open_dismiss;
    s->open_present = s->open_dismiss = 0;
    break;
  case SHEET_EVENT_DISMISS_REQUESTED:
    if (!s->confirms)
      fz_violation(fe, "DISMISS_REQUESTED on sheet %llu, which does not confirm its dismissals",
                   (unsigned long long)s->id);
    if (s->open_dismiss)
      fz_violation(fe, "DISMISS_REQUESTED on sheet %llu while its WILL_DISMISS is open", (unsigned long long)s->id);
    if (!asked_by_user(ev->reason))
      fz_violation(fe, "DISMISS_REQUESTED with reason %s", sn_reason_name(ev->reason, "?"));
    break;
  case SHEET_EVENT_DRAG_BEGAN:
    if (s->dragging) fz_violation(fe, "DRAG_BEGAN on sheet %llu while dragging", (unsigned long long)s->id);
    s->dragging = 1;
    break;
  case SHEET_EVENT_DRAG_ENDED:
    if (!s->dragging)
      fz_violation(fe, "DRAG_ENDED on sheet %llu without DRAG_BEGAN", (unsigned long long)s->id);
    s->dragging = 0;
    break;
  case SHEET_EVENT_DETENT_CHANGED:
    if (ev->detent < -1 || ev->detent >= ndet || ev->from_detent < -1 || ev->from_detent >= ndet)
      fz_violation(fe, "DETENT_CHANGED %d -> %d out of range", (int)ev->from_detent, (int)ev->detent);
    /* an update that took the sheet's detent away sends it to the new highest */
    if (ev->from_detent >= s->ndet && (ev->detent != s->ndet - 1 || ev->reason != SHEET_REASON_PROGRAMMATIC))
      fz_violation(fe, "DETENT_CHANGED %d -> %d (reason %s) after an update to %d detents", (int)ev->from_detent,
                   (int)ev->detent, sn_reason_name(ev->reason, "?"), s->ndet);
    break;
  case SHEET_EVENT_CONTENT_CHANGED:
  case SHEET_EVENT_ANIMATOR_FAILED:
    break;
  default:
    fz_violation(fe, "unknown event type %d", (int)ev->type);
  }
}

void fz_drain(fz_engine *fe) {
  sheet_event ev;
  int n = 0;
  for (;;) {
    memset(&ev, 0, sizeof ev);
    ev.struct_size = sizeof ev;
    if (sheet_engine_poll_event(fe->e, &ev) != 1) break;
    if (fe->ck->trace)
      fprintf(fe->ck->trace,
              "event %d sheet %llu time %a detent %d from %d reason %d tag %llu content %llu "
              "dropped %llu animator %d failure %d\n",
              (int)ev.type, (unsigned long long)ev.sheet, ev.time, (int)ev.detent,
              (int)ev.from_detent, (int)ev.reason, (unsigned long long)ev.user_tag,
              (unsigned long long)ev.content_id, (unsigned long long)ev.dropped_count,
              (int)ev.animator, (int)ev.failure);
    if (++n > SHEET_MAX_QUEUED_EVENTS + 2) {
      fz_violation(fe, "more events than the queue holds came out of one step");
      break;
    }
    fz_check_event(fe, &ev, sizeof ev);
  }
  /* the calls whose events these were are over */
  for (n = 0; n < fe->n; n++) {
    fe->s[n].updating = 0;
    fe->s[n].caught = 0;
    fe->s[n].back_committed = 0;
  }
}

/* ---- frames ------------------------------------------------------------------------- */

int fz_legal_change(int32_t from, int32_t to, int presented) {
  if (from == to) return 1;
  switch (from) {
  /* A presented sheet that reports HIDDEN is switched away beneath another: it comes
     back when that one is dismissed, and within the call that dismisses it a motion of
     no length (an instant transition, or a detent as low as the viewport's bottom)
     arrives at once (RESTING), and what the same call changes (an obstruction, a
     viewport, content) sets it moving again (SETTLING). */
  case SHEET_STATE_HIDDEN:
    return to == SHEET_STATE_PRESENTING ||
           (presented && (to == SHEET_STATE_RESTING || to == SHEET_STATE_SETTLING));
  case SHEET_STATE_RESTING: return to != SHEET_STATE_HIDDEN;
  case SHEET_STATE_PRESENTING: return to != SHEET_STATE_HIDDEN;
  case SHEET_STATE_DRAGGING: return to != SHEET_STATE_HIDDEN;
  case SHEET_STATE_SETTLING: return 1;
  case SHEET_STATE_DISMISSING:
    return to == SHEET_STATE_HIDDEN || to == SHEET_STATE_PRESENTING || to == SHEET_STATE_DRAGGING;
  default: return 0;
  }
}

int fz_get_frame(fz_engine *fe, fz_sheet *s, sheet_frame *f) {
  memset(f, 0, sizeof *f);
  f->struct_size = sizeof *f;
  if (fz_chk(fe, sheet_get_frame(fe->e, s->id, f), "sheet_get_frame") != SHEET_OK) {
    fz_violation(fe, "sheet_get_frame refused live sheet %llu", (unsigned long long)s->id);
    return 0;
  }
  return 1;
}

/* The page behind as every frame of the engine reports it (`f`, one of them): one
 * fraction of the fully receded page (sheet.h: 26 points narrower, at most half the
 * width; its top at safe_top + 14; corners of 8 points), and the page as it is while no
 * presented sheet scales the background. */
static void check_background(fz_engine *fe, const sheet_frame *f) {
  double amount = f->background_corner_radius / 8, shrink, offset, scale;
  int i, scaling = 0;
  for (i = 0; i < fe->n; i++) scaling |= fe->s[i].scales && fe->s[i].presented;
  if (!scaling && !(f->background_scale == 1 && f->background_offset == 0 && f->background_corner_radius == 0))
    fz_violation(fe, "the page behind is %.17g / %.17g / %.17g with no sheet presented that scales it",
                 f->background_scale, f->background_offset, f->background_corner_radius);
  if (!fe->has_vp || !(fe->w > 0)) return;
  shrink = 26 / fe->w < 0.5 ? 26 / fe->w : 0.5;
  offset = amount * (fe->st + 14);
  scale = 1 - amount * shrink;
  if (fabs(f->background_offset - offset) > 1e-9 * (1 + offset) || fabs(f->background_scale - scale) > 1e-12)
    fz_violation(fe, "the page behind (scale %.17g, offset %.17g, corner radius %.17g) is not receded as one "
                     "fraction of the whole (scale %.17g, offset %.17g for a radius of %.17g; viewport %g wide, "
                     "safe_top %g)",
                 f->background_scale, f->background_offset, f->background_corner_radius, scale, offset,
                 f->background_corner_radius, fe->w, fe->st);
}

/* Whether a back gesture may show in the sheet's frames: one the driver began and has
 * not ended, or the spring back of one that ended after the last tick. */
static int back_may_show(const fz_engine *fe, const fz_sheet *s) {
  return s->back_on || fe->ticked < s->back_until;
}

/* Points: how far the model's resolution of a detent may be from the engine's. */
static double top_tolerance(const fz_engine *fe) { return 0.01 + 1e-12 * (fabs(fe->h) + fabs(fe->w)); }

/* The footer's top (sheet.h, sheet_frame.footer_top), along the sheet's axis: the
 * visible bottom without a footer; with one, pinned to it, and down with the sheet only
 * when less than the footer shows. Worked out as the engine does, to the bit. */
static void check_footer(fz_engine *fe, const fz_sheet *s, const fz_place *p, const sheet_frame *f) {
  double bottom = visible_bottom(p, f->top), want = bottom;
  if (!fe->has_vp) return;
  if (s->footer_h > 0) want = f->top > bottom - s->footer_h ? f->top : bottom - s->footer_h;
  if (f->footer_top != want)
    fz_violation(fe, "sheet %llu: footer_top %.17g, not %.17g (edge %s, top %.17g, footer %g, viewport %gx%g, "
                     "safe_bottom %g, obstruction %g)",
                 (unsigned long long)s->id, f->footer_top, want, sn_edge_name(p->edge, "?"), f->top, s->footer_h, fe->w,
                 fe->h, fe->sb, fe->obs);
}

/* The frame's rectangle, edge and corners (sheet.h, ABI 1.5), as the model places the
 * sheet for the frame's top: its edge, touching its side when attached, within the
 * viewport across its axis while it shows, nothing of it in the viewport while hidden,
 * every corner rounded exactly when it floats. A plain attached bottom sheet's
 * rectangle is (0, top, width, height) to the bit. */
static void check_placement(fz_engine *fe, const fz_sheet *s, const fz_place *p, const sheet_frame *f) {
  const sheet_rect *r = &f->rect;
  sheet_rect want;
  double tol = top_tolerance(fe), ox, oy;
  if (!fe->has_vp) return;
  if (f->edge != p->edge)
    fz_violation(fe, "sheet %llu: frame.edge %s, the model's %s (configured %s, wide layout %s, viewport width %g "
                     "against a threshold of %g)",
                 (unsigned long long)s->id, sn_edge_name(f->edge, "?"), sn_edge_name(p->edge, "?"),
                 sn_edge_name(s->edge, "?"), sn_wide_name(s->wide, "?"), fe->w, s->wide_threshold);
  if (f->corners != place_corners(p)) {
    char got[64], wanted[64];
    fz_violation(fe, "sheet %llu: corners %s, not %s (edge %s, gap %g)", (unsigned long long)s->id,
                 sn_corners(f->corners, got, sizeof got), sn_corners(place_corners(p), wanted, sizeof wanted),
                 sn_edge_name(p->edge, "?"), p->gap);
  }
  want = place_rect(fe, p, f->top);
  if (p->side == FZ_SIDE_BOTTOM && !(p->gap > 0) && p->cross_start == 0 && p->cross_length == fe->w) {
    if (!(r->x == 0 && r->y == f->top && r->width == fe->w && r->height == f->height))
      fz_violation(fe, "sheet %llu, a plain bottom sheet: rect (%.17g, %.17g, %.17g, %.17g), not (0, top %.17g, "
                       "width %.17g, height %.17g)",
                   (unsigned long long)s->id, r->x, r->y, r->width, r->height, f->top, fe->w, f->height);
  } else if (fabs(r->y - want.y) > tol || fabs(r->height - want.height) > tol ||
             fabs(r->x - want.x) > tol || fabs(r->width - want.width) > tol) {
    fz_violation(fe, "sheet %llu: rect (%.17g, %.17g, %.17g, %.17g), the model's (%.17g, %.17g, %.17g, %.17g) (edge "
                     "%s, direction %s, top %.17g, gap %g, span %g from %g; viewport %gx%g safe %g/%g obstruction "
                     "%g)",
                 (unsigned long long)s->id, r->x, r->y, r->width, r->height, want.x, want.y, want.width, want.height,
                 sn_edge_name(p->edge, "?"), sn_direction_name(fe->dir, "?"), f->top, p->gap, p->cross_length,
                 p->cross_start, fe->w, fe->h, fe->st, fe->sb, fe->obs);
  }
  /* attached: against its side of the viewport */
  if (!(p->gap > 0)) {
    double off = p->side == FZ_SIDE_BOTTOM ? r->y + r->height - fe->h
                 : p->side == FZ_SIDE_TOP  ? r->y
                 : p->side == FZ_SIDE_LEFT ? r->x
                                           : r->x + r->width - fe->w;
    if (fabs(off) > tol)
      fz_violation(fe, "sheet %llu, attached to the %s: rect (%.17g, %.17g, %.17g, %.17g) is %.9g off that side of "
                       "the %gx%g viewport",
                   (unsigned long long)s->id, sn_edge_name(p->edge, "?"), r->x, r->y, r->width, r->height, off, fe->w,
                   fe->h);
  }
  /* how much of it lies inside the viewport, across and down */
  ox = dmin(r->x + r->width, fe->w) - dmax(r->x, 0);
  oy = dmin(r->y + r->height, fe->h) - dmax(r->y, 0);
  if (f->state == SHEET_STATE_HIDDEN && ox > tol && oy > tol)
    fz_violation(fe, "sheet %llu is hidden but its rect (%.17g, %.17g, %.17g, %.17g) shows %.9g x %.9g points of it "
                     "in the %gx%g viewport",
                 (unsigned long long)s->id, r->x, r->y, r->width, r->height, ox, oy, fe->w, fe->h);
  /* a sheet the insets leave no span shows nothing across its axis, wherever it lies */
  if (f->state != SHEET_STATE_HIDDEN) {
    int vertical = p->side == FZ_SIDE_BOTTOM || p->side == FZ_SIDE_TOP;
    double lo = vertical ? r->x : r->y, hi = vertical ? r->x + r->width : r->y + r->height;
    if (hi > lo && (lo < -tol || hi > (vertical ? fe->w : fe->h) + tol))
      fz_violation(fe, "sheet %llu: rect (%.17g, %.17g, %.17g, %.17g) leaves the %gx%g viewport across its axis",
                   (unsigned long long)s->id, r->x, r->y, r->width, r->height, fe->w, fe->h);
  }
}

/* A focused field (sheet_set_focus), y and height along the content, the content laid
 * out from the sheet's top: shown with its bottom 16 points (FOCUS_MARGIN, Material 3's
 * compact margin) above footer_top, or, taller than the room, with its top 16 points
 * below the sheet's. Its own offset may show it higher; content that was never given a
 * scroll extent has an offset of 0, and the engine's is then known exactly. */
#define FOCUS_MARGIN 16.0
static void check_focus(fz_engine *fe, const fz_sheet *s, const fz_place *p, const sheet_frame *f) {
  /* the offsets, in the order of the engine's arithmetic, between which the field shows */
  double least = f->top + s->focus_y + s->focus_h + FOCUS_MARGIN - f->footer_top;
  double most = s->focus_y - FOCUS_MARGIN, slack = 1e-9 * (1 + fabs(least) + fabs(most));
  /* a field is kept in view on a bottom sheet, whose content runs from its top */
  if (s->focus_h <= 0 || p->side != FZ_SIDE_BOTTOM) return;
  if (least <= most ? f->content_offset < least - slack : f->content_offset < most - slack)
    fz_violation(fe, "sheet %llu: the focused field (%g tall at %g) shows at content offset %.17g, not above "
                     "footer_top %.17g with a margin of 16 (sheet top %.17g, the least offset that shows it %.17g)",
                 (unsigned long long)s->id, s->focus_h, s->focus_y, f->content_offset, f->footer_top, f->top,
                 least <= most ? least : most);
  if (!s->scrolled && f->scroll_extent == 0) {
    double want = least <= most ? (least > 0 ? least : 0) : (most > 0 ? most : 0);
    if (f->content_offset != want)
      fz_violation(fe, "sheet %llu: content that does not scroll is at offset %.17g with a field focused (%g tall "
                       "at %g), not %.17g (sheet top %.17g, footer_top %.17g)",
                   (unsigned long long)s->id, f->content_offset, s->focus_h, s->focus_y, want, f->top,
                   f->footer_top);
  }
}

/* A RESTING sheet is at its detent's top, its scale 1 but for the recession under a
 * sheet pushed over it (1 - 0.08 x how far that one covers it, of which the overlay is
 * 0.2 x); while a back gesture may show, its top p x 24 points lower and its scale
 * 1 - 48 p / span smaller, p in [0, 1] (sheet.h, Back; the span is the sheet's across
 * its axis). */
static void check_resting(fz_engine *fe, const fz_sheet *s, const fz_place *p, const sheet_frame *f) {
  const double tol = top_tolerance(fe);
  double want, shift, shrink, narrowing;
  int back = back_may_show(fe, s);
  if (f->state != SHEET_STATE_RESTING || f->detent < 0 || f->detent >= s->ndet || !fe->has_vp) return;
  want = p->length - p->obstruction - p->heights[f->detent];
  shift = f->top - want;
  shrink = f->scale / (1 - 0.4 * f->overlay_alpha);
  narrowing = p->cross_length > 48 ? 48 / p->cross_length : 0;
  if (shift < -tol || shift > (back ? 24 + tol : tol))
    fz_violation(fe, "sheet %llu rests at top %.9g, %.9g from detent %d's top %.9g%s (edge %s, direction %s, gap "
                     "%g; viewport %gx%g safe %g/%g obstruction %g keyboard %d content %g footer %g)",
                 (unsigned long long)s->id, f->top, shift, (int)f->detent, want,
                 back ? ", outside a back gesture's 24 points" : "", sn_edge_name(p->edge, "?"),
                 sn_direction_name(fe->dir, "?"), p->gap, fe->w, fe->h, fe->st, fe->sb, fe->obs, (int)s->keyboard,
                 s->content_h, s->footer_h);
  /* a shrink that would take the top past the end of its axis stops it there (sheet.h,
     Back): the shift no longer tells the shrink */
  else if (f->top < p->length - tol && fabs(shrink - (1 - narrowing * shift / 24)) > 1e-9 + narrowing * tol / 24)
    fz_violation(fe, "sheet %llu rests %.9g points below its detent with its scale %.17g (overlay %.17g), not 1 - "
                     "48 p / span for p = %.9g / 24 (span %g)%s",
                 (unsigned long long)s->id, shift, f->scale, f->overlay_alpha, shift, p->cross_length,
                 back ? "" : "; no back gesture shows");
}

void fz_check_frames(fz_engine *fe) {
  int i, have_first = 0;
  sheet_frame first;
  memset(&first, 0, sizeof first);
  for (i = 0; i < fe->n; i++) {
    fz_sheet *s = &fe->s[i];
    sheet_frame f;
    fz_place p;
    const char *why;
    if (!fz_get_frame(fe, s, &f)) continue;
    fz_place_sheet(fe, s, &p);
    if (!have_first) {
      first = f;
      have_first = 1;
    } else if (memcmp(&f.background_scale, &first.background_scale, sizeof f.background_scale) != 0 ||
               memcmp(&f.background_offset, &first.background_offset, sizeof f.background_offset) != 0 ||
               memcmp(&f.background_corner_radius, &first.background_corner_radius,
                      sizeof f.background_corner_radius) != 0) {
      fz_violation(fe, "the page behind differs between frames of one engine: %.17g / %.17g / %.17g, then "
                       "%.17g / %.17g / %.17g",
                   first.background_scale, first.background_offset, first.background_corner_radius,
                   f.background_scale, f.background_offset, f.background_corner_radius);
    }
    if (fe->ck->trace)
      fprintf(fe->ck->trace,
              "frame %llu state %d detent %d top %a height %a opacity %a scale %a "
              "backdrop %a corner %a progress %a offset %a content %llu/%llu alpha %a/%a "
              "velocity %a owner %d grabber %d overlay %a extent %a background %a/%a/%a footer %a "
              "rect %a %a %a %a edge %d corners %u\n",
              (unsigned long long)s->id, (int)f.state, (int)f.detent, f.top, f.height, f.opacity,
              f.scale, f.backdrop_alpha, f.corner_radius, f.progress, f.content_offset,
              (unsigned long long)f.content_id, (unsigned long long)f.outgoing_content_id,
              f.content_alpha, f.outgoing_content_alpha, f.velocity, (int)f.gesture_owner,
              (int)f.grabber_visible, f.overlay_alpha, f.scroll_extent, f.background_scale,
              f.background_offset, f.background_corner_radius, f.footer_top, f.rect.x, f.rect.y, f.rect.width,
              f.rect.height, (int)f.edge, (unsigned)f.corners);
    why = fz_frame_problem(&f, fe->has_vp ? fe->w : NAN, fe->has_vp ? fe->h : NAN, fe->st);
    if (why)
      fz_violation(fe, "sheet %llu: %s (state %d detent %d top %.9g height %.9g opacity %.9g scale "
                       "%.9g backdrop %.9g overlay %.9g content_alpha %.9g/%.9g velocity %.9g; "
                       "viewport %gx%g safe %g/%g obstruction %g)",
                   (unsigned long long)s->id, why, (int)f.state, (int)f.detent, f.top, f.height,
                   f.opacity, f.scale, f.backdrop_alpha, f.overlay_alpha, f.content_alpha,
                   f.outgoing_content_alpha, f.velocity, fe->w, fe->h, fe->st, fe->sb, fe->obs);
    if (f.detent < -1 || f.detent >= s->ndet)
      fz_violation(fe, "frame.detent %d of %d detents", (int)f.detent, s->ndet);
    check_footer(fe, s, &p, &f);
    check_focus(fe, s, &p, &f);
    check_resting(fe, s, &p, &f);
    check_placement(fe, s, &p, &f);
    if (f.edge >= SHEET_EDGE_BOTTOM && f.edge <= SHEET_EDGE_TRAILING) {
      int vertical = p.side == FZ_SIDE_BOTTOM || p.side == FZ_SIDE_TOP;
      double room = vertical ? fe->w : dmax(fe->st, fe->h - dmax(fe->sb, applied_obstruction(fe))) - fe->st;
      fe->ck->frames_by_edge[f.edge]++;
      fe->ck->frames_floating += p.gap > 0;
      fe->ck->frames_column += p.cross_length < room;
      if (f.state == SHEET_STATE_DRAGGING) fe->ck->dragging_by_edge[f.edge]++;
    }
    if (f.state == SHEET_STATE_DISMISSING && f.detent != -1)
      fz_violation(fe, "a dismissing sheet with detent %d (sheet.h: -1 when hidden or dismissing)",
                   (int)f.detent);
    if (f.state >= 0 && f.state < 6 && s->prev_state >= 0 && s->prev_state < 6) {
      /* A sheet switched away beneath another (SHEET_STACK_SWITCH) while none of it
         shows goes straight to HIDDEN: legal only when nothing visible disappears. */
      int unseen_return = f.state == SHEET_STATE_HIDDEN && s->prev_shown <= 0.5;
      fe->ck->trans[s->prev_state][f.state]++;
      if (!fz_legal_change(s->prev_state, f.state, s->presented) && !unseen_return)
        fz_violation(fe, "sheet %llu went from state %d to %d in one step", (unsigned long long)s->id,
                     (int)s->prev_state, (int)f.state);
    }
    s->prev_state = f.state;
    s->prev_shown = f.height;
  }
  if (have_first) check_background(fe, &first);
}

/* ---- rest --------------------------------------------------------------------------- */

void fz_check_rest(fz_engine *fe) {
  int i;
  int32_t anim = -1;
  fz_must_ok(fe, sheet_engine_is_animating(fe->e, &anim), "is_animating");
  if (anim != 0) fz_violation(fe, "still animating after the input stopped and time ran on");
  for (i = 0; i < fe->n; i++) {
    fz_sheet *s = &fe->s[i];
    sheet_frame f;
    fz_place p;
    /* absolute in points on a phone-sized viewport, relative on a huge one */
    double tolerance = top_tolerance(fe);
    if (!fz_get_frame(fe, s, &f)) continue;
    fz_place_sheet(fe, s, &p);
    if (s->open_present || s->open_dismiss)
      fz_violation(fe, "sheet %llu: a WILL_%s still open after the input stopped (state %d)",
                   (unsigned long long)s->id, s->open_present ? "PRESENT" : "DISMISS", (int)f.state);
    if (s->dragging)
      fz_violation(fe, "sheet %llu: DRAG_BEGAN not ended after the input stopped", (unsigned long long)s->id);
    if (f.state == SHEET_STATE_HIDDEN) {
      if (fabs(f.top - p.length) > 1e-6 + 1e-12 * fabs(p.length))
        fz_violation(fe, "hidden sheet top %.9g, the length of its axis %.9g (edge %s)", f.top, p.length,
                     sn_edge_name(p.edge, "?"));
    } else if (f.state == SHEET_STATE_RESTING) {
      double want;
      if (f.detent < 0 || f.detent >= s->ndet) {
        fz_violation(fe, "resting sheet %llu at detent %d of %d", (unsigned long long)s->id,
                     (int)f.detent, s->ndet);
        continue;
      }
      want = fz_detent_top(fe, s, f.detent);
      if (fabs(f.top - want) > tolerance && fe->ck->verbose) {
        int d;
        fprintf(stderr, "  detents:");
        for (d = 0; d < s->ndet; d++)
          fprintf(stderr, " kind %d value %g (top %g)", (int)s->det[d].kind, s->det[d].value,
                  fz_detent_top(fe, s, d));
        fprintf(stderr, "; state %d\n", (int)f.state);
      }
      if (fabs(f.top - want) > tolerance)
        fz_violation(fe, "sheet %llu rests at top %.9g, detent %d's top is %.9g (edge %s, gap %g; viewport %gx%g safe "
                         "%g/%g obstruction %g content %g)",
                     (unsigned long long)s->id, f.top, (int)f.detent, want, sn_edge_name(p.edge, "?"), p.gap, fe->w,
                     fe->h, fe->st, fe->sb, fe->obs, s->content_h);
    } else {
      fz_violation(fe, "sheet %llu is in state %s after the input stopped", (unsigned long long)s->id,
                   sn_state_name(f.state, "?"));
    }
  }
}
