/*
 * invariants.h — the rules a libsheet session keeps, checked from outside through
 * sheet.h, shared by the programs that drive engines at random (sheet-state-fuzz, the
 * libFuzzer target sheet-libfuzz, sheet-soak).
 *
 * A driver keeps a model of each engine it drives (fz_engine: the viewport, obstruction
 * and layout direction it set, the live sheets with their detents, user tags, keyboard
 * and back behaviours, footers, placements (edge, insets, span across the axis, wide
 * layout), whether they confirm dismissals and recede the page, their content and
 * focused field, the back gestures it began, the ids it destroyed, the latest tick) and
 * updates it after each call that succeeded (fz_add_sheet, fz_update_sheet,
 * fz_set_content, fz_set_scroll_extent, fz_set_focus; fz_back_called after every back
 * call; fe->dir after sheet_engine_set_layout_direction); the checks compare what the
 * engine reports with it. Where a sheet lies is the model's fz_place_sheet, sheet.h's
 * placement worked out as the engine does: the side (after the wide layout and the
 * direction), the gap of a floating card, the span across the axis, and the space a
 * bottom sheet would have on that side, in which the detents resolve:
 *
 *   fz_chk            a status is a sheet_status; a failing call leaves a last_error
 *                     sentence, a succeeding one "".
 *   fz_check_event    (fz_drain: every queued event) WILL_PRESENT or WILL_DISMISS closed
 *                     by exactly one DID_* or TRANSITION_CANCELLED before the next one,
 *                     DID_DISMISS with its WILL_DISMISS's reason, DRAG_BEGAN/DRAG_ENDED
 *                     paired, times non-decreasing and not after the engine's latest
 *                     time, nothing about a destroyed or never issued sheet, user_tag
 *                     right, detents in range, no EVENTS_DROPPED while polled every step;
 *                     DISMISS_REQUESTED only for a sheet that confirms its dismissals and
 *                     never while its WILL_DISMISS is open; no WILL_DISMISS for a drag,
 *                     fling, backdrop tap or accessibility action on such a sheet, unless
 *                     a dismissal was under way, which it takes over (the event before it
 *                     about that sheet, in the same call, closed that dismissal: a finger
 *                     caught the sheet and threw it out); reason BACK (WILL_DISMISS,
 *                     DETENT_CHANGED, DISMISS_REQUESTED) only from a sheet_back_commit
 *                     of that sheet in the same call, and never a WILL_DISMISS of BACK
 *                     on a sheet that confirms its dismissals. The events of a
 *                     sheet_update (fz_update_sheet) may carry the old user tag and the
 *                     old detents until the new configuration takes: the detent a
 *                     DETENT_CHANGED leaves may be one the sheet no longer has, and then
 *                     it goes to the new highest; afterwards every detent reported is
 *                     below the new count.
 *   fz_check_frames   every frame field finite, the alphas in [0, 1], scale > 0, top in
 *                     [safe_top - length, length] along the sheet's axis (the
 *                     viewport's height for the bottom and the top, its width for a side
 *                     sheet; 24 points lower while a back gesture may show), height the
 *                     length less top; the rectangle finite, its width and height >= 0,
 *                     as the model places it for the frame's top (a plain attached bottom
 *                     sheet's (0, top, width, height) to the bit), edge the model's side,
 *                     touching its side of the viewport when attached, across its axis
 *                     within the viewport while visible, nothing of it inside the
 *                     viewport while hidden, corners the free edge's two or all four
 *                     exactly when it floats; detent in range and
 *                     -1 while hidden or dismissing, each state change legal
 *                     (fz_legal_change); the page behind (background_*) the same in every
 *                     frame of an engine, scale in (0, 1], offset >= 0, corner radius in
 *                     [0, 8], all three one fraction of the fully receded page (26
 *                     points narrower, top at safe_top + 14, radius 8), and the page as
 *                     it is (1, 0, 0) while no presented sheet scales the background;
 *                     footer_top the visible bottom (in the sheet's space: its length -
 *                     max(obstruction, safe_bottom), a floating card's own near edge)
 *                     without a footer, and max(top, visible bottom - footer_height)
 *                     with one; on a bottom sheet with a focused field, its bottom at least
 *                     16 points above footer_top (or its top at most 16 below the sheet's
 *                     when it is taller than the room), and exactly where sheet.h puts
 *                     it when the content was never given a scroll extent (so that its
 *                     own offset is 0); a RESTING sheet at its detent's top, scale 1
 *                     but for the recession under a sheet pushed over it, unless a back
 *                     gesture may show: then its top within [detent top, + 24] and its
 *                     scale 1 - 48 p / span for the same p as the top's 24 p (the span
 *                     across its axis).
 *   fz_forget_sheet   after sheet_destroy: its open transition and drag closed, its id
 *                     refused afterwards.
 *   fz_check_rest     after input stops and time passes: nothing animating, nothing
 *                     open, every sheet RESTING at its detent's top (the model's
 *                     resolution of the detents in its space, with its keyboard
 *                     behaviour and its footer) or HIDDEN at the end of its axis.
 *
 * Every violation goes to the engine's checker (fz_checker), which counts it by kind,
 * prints the first of each kind (all with `verbose`) and calls its on_violation hook.
 * A checker serves one thread; threads each have their own.
 */
#ifndef LIBSHEET_FUZZ_INVARIANTS_H
#define LIBSHEET_FUZZ_INVARIANTS_H

#include <stdint.h>
#include <stdio.h>

#include "sheet.h"

#define FZ_MAX_SHEETS 8   /* sheets a model tracks per engine */
#define FZ_MAX_DEAD 64    /* destroyed ids a model remembers per engine */
#define FZ_MAX_KINDS 64   /* kinds of violation a checker counts apart */

#if defined(__GNUC__) || defined(__clang__)
#define FZ_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define FZ_PRINTF(f, a)
#endif

typedef struct fz_checker fz_checker;

struct fz_checker {
  uint64_t calls, refused, events, anim_failed, violations;
  uint64_t trans[6][6];        /* state changes seen, from -> to */
  /* frames checked: by the side they report (frame.edge), of floating cards, of sheets
     narrower than the room across their axis, and of sheets under a finger by side */
  uint64_t frames_by_edge[4], frames_floating, frames_column, dragging_by_edge[4];
  const char *step;            /* the operation under way, named in reports */
  int verbose;                 /* report every violation, not only the first of a kind */
  FILE *trace;                 /* when set: every status, event and frame, exact */
  /* Prints where the run is ("seed 3, step 12, ") at the start of a report; may be NULL. */
  void (*where)(const fz_checker *ck, FILE *out);
  /* Called after each violation is reported; may be NULL. */
  void (*on_violation)(const fz_checker *ck);
  void *context;               /* the driver's, for the two hooks */
  const char *kind_fmt[FZ_MAX_KINDS];
  uint64_t kind_count[FZ_MAX_KINDS];
  int nkinds;
};

typedef struct fz_sheet {
  sheet_id id;
  sheet_detent det[SHEET_MAX_DETENTS];
  int ndet;
  uint64_t tag;
  int confirms;      /* confirm_dismiss: a dismissal the user asks for is put to the host */
  int scales;        /* scales_background */
  int32_t keyboard;  /* SHEET_KEYBOARD_* */
  int32_t back;      /* SHEET_BACK_* */
  double footer_h;   /* footer_height */
  /* where it lies: SHEET_EDGE_*, SHEET_ALIGN_*, SHEET_WIDE_* and the lengths of
     sheet_config (max_cross 0: none) */
  int32_t edge, align, wide;
  double edge_inset, side_inset, max_cross, wide_threshold;
  int caught;        /* the last event about the sheet closed its WILL_DISMISS: a finger
                        caught that dismissal, and may let it go on unasked */
  /* what the events of the last sheet_update may still carry until the drain after it
     ends: the detent count and user tag before it */
  int updating;
  int ndet_before;
  uint64_t tag_before;
  int tag_taken;     /* an event of that update carried the new tag: no old one follows */
  double content_h;
  double extent;     /* the scroll extent the content was last given; 0 after a new content */
  uint64_t content_id;
  double focus_y, focus_h; /* the focused field; focus_h 0: none */
  int scrolled;      /* the content was given a scroll extent above 0: its own offset may
                        not be 0 (until a new content) */
  /* back: a gesture the driver began and has not cancelled or committed (the engine may
     have let it go since), the engine time until which a shrink may still spring back,
     and whether a commit succeeded in the call whose events are being drained */
  int back_on;
  double back_until;
  int back_committed;
  int32_t prev_state;
  double prev_shown; /* how far along its axis it showed at the last check */
  int open_present, open_dismiss, dragging;
  int32_t open_reason;
  int presented;     /* a WILL_PRESENT since the last DID_DISMISS: a HIDDEN frame then
                        means switched away beneath another sheet */
  /* the driver's: a pointer it holds down on the sheet */
  int ptr_down;
  double ptr_x, ptr_y;
} fz_sheet;

typedef struct fz_engine {
  sheet_engine *e;
  fz_checker *ck;
  double w, h, st, sb;   /* the viewport last set (h 0 before one) */
  double obs;            /* the obstruction last declared */
  int32_t dir;           /* SHEET_DIRECTION_*: the layout direction last set */
  int has_vp;
  double now;            /* the latest time handed to the engine */
  double ticked;         /* the latest time a tick brought every sheet to (frames of
                            sheets no call touched since are as of then) */
  double last_ev_t;      /* the time of the last event polled */
  fz_sheet s[FZ_MAX_SHEETS];
  int n;
  sheet_id dead[FZ_MAX_DEAD];
  int ndead;
  uint64_t dead_seq;     /* which remembered id the next destroyed one replaces */
} fz_engine;

/* Zeroes the model of `e` (no viewport, no sheets, clock unset), reporting to ck. */
void fz_engine_reset(fz_engine *fe, sheet_engine *e, fz_checker *ck);

void fz_violation(const fz_engine *fe, const char *fmt, ...) FZ_PRINTF(2, 3);

/* The status/last_error rule for a call that just returned st; returns st. */
sheet_status fz_chk(fz_engine *fe, sheet_status st, const char *what);
/* fz_chk, and a violation unless st is SHEET_OK. */
void fz_must_ok(fz_engine *fe, sheet_status st, const char *what);

fz_sheet *fz_find_sheet(fz_engine *fe, sheet_id id);
int fz_is_dead(const fz_engine *fe, sheet_id id);

/* Adds a sheet sheet_create just made from `config` (NULL: every default; the fields
 * beyond its struct_size take their defaults, as the library reads them); returns it,
 * or NULL when the model is full. */
fz_sheet *fz_add_sheet(fz_engine *fe, sheet_id id, const sheet_config *config);
/* After sheet_update of model sheet s with `config` succeeded: its configuration, and
 * the old one's detent count and user tag for the events of the call. */
void fz_update_sheet(fz_engine *fe, fz_sheet *s, const sheet_config *config);
/* After sheet_set_content of model sheet s succeeded: its content, and the focus a new
 * one clears. */
void fz_set_content(fz_sheet *s, uint64_t content_id, double height);
/* After sheet_set_scroll_extent of model sheet s succeeded. */
void fz_set_scroll_extent(fz_sheet *s, double extent);
/* After sheet_set_focus of model sheet s succeeded. */
void fz_set_focus(fz_sheet *s, double y, double height);
/* After a back call on model sheet s returned st: `which` 0 begin, 1 progress, 2 cancel,
 * 3 commit (a refused progress or cancel says that no gesture is in progress). */
void fz_back_called(fz_engine *fe, fz_sheet *s, int which, sheet_status st);
/* After sheet_destroy of model sheet i succeeded: drains its last events, checks that
 * nothing was left open, remembers the id as destroyed, and checks it is refused. */
void fz_forget_sheet(fz_engine *fe, int i);

/* Where a sheet lies in the model's viewport (sheet.h, ABI 1.5): the side of the viewport
 * it is attached to, its span across its axis, and the space it moves in along it, with
 * its detents' visible heights resolved there. */
enum { FZ_SIDE_BOTTOM, FZ_SIDE_TOP, FZ_SIDE_LEFT, FZ_SIDE_RIGHT };
typedef struct fz_place {
  int side;                 /* FZ_SIDE_* */
  int32_t edge;             /* SHEET_EDGE_*: the side as frames report it */
  double gap;               /* points off its side: > 0 for a floating card */
  double cross_start, cross_length; /* x (bottom, top) or y (sides) where it begins, its span */
  /* the space: `length` along the axis (the viewport's height or width), the far safe
     area, the near one a CONTENT detent adds, and the obstruction heights are measured
     above */
  double length, safe_top, safe_bottom, obstruction;
  double heights[SHEET_MAX_DETENTS]; /* visible heights of the detents, ascending */
  int ndet;
} fz_place;
void fz_place_sheet(const fz_engine *fe, const fz_sheet *s, fz_place *p);
/* A point along a sheet's axis (`along`, the y of its space) and across it (`cross`), in
 * viewport points. */
void fz_place_point(const fz_engine *fe, const fz_place *p, double cross, double along, double *x, double *y);

/* The top of detent `index` of a sheet as sheet.h resolves it for the model's viewport,
 * obstruction, direction and content height, along the sheet's axis. */
double fz_detent_top(const fz_engine *fe, const fz_sheet *s, int index);

/* Checks one event a poll returned, of which the first `covered` bytes were written. */
void fz_check_event(fz_engine *fe, const sheet_event *ev, size_t covered);
/* Polls and checks every queued event. */
void fz_drain(fz_engine *fe);
/* sheet_get_frame of a live sheet; a violation and 0 if refused. */
int fz_get_frame(fz_engine *fe, fz_sheet *s, sheet_frame *f);
/* Checks the frame of every live sheet and the state change since the last check. */
void fz_check_frames(fz_engine *fe);
/* After input stopped and time passed: see above. */
void fz_check_rest(fz_engine *fe);

/* Whether a sheet may go from state `from` to state `to` between two checks;
 * `presented`: the sheet is presented (fz_sheet.presented). */
int fz_legal_change(int32_t from, int32_t to, int presented);

#endif /* LIBSHEET_FUZZ_INVARIANTS_H */
