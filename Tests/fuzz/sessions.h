/*
 * sessions.h — seeded random sessions against libsheet, checked by invariants.h after
 * every step; the workload of sheet-state-fuzz (one session) and sheet-soak (one per
 * thread).
 *
 * A session drives FZ_SESSION_ENGINES engines in episodes: 50 to 449 random steps
 * (presents, dismisses, moves, pointer streams with out-of-order and duplicate
 * timestamps, along and across each sheet's axis on whichever side it is, ticks,
 * viewport and obstruction changes, viewports made just wider or narrower than a
 * sheet's wide threshold, layout directions set (and refused), keyboards that rise and
 * fall with a new obstruction every frame, content swaps, scroll extents, focused
 * fields, back calls one by one and whole back gestures that are cancelled or committed,
 * accessibility actions, reduce motion, sheet and engine creation and destruction, new
 * configurations for live sheets in every stage, with more or fewer detents, every
 * field of sheet_config drawn at random (sheets on every side, floating cards, columns
 * at either end or the middle, every wide layout), with the built-in animators under
 * random valid parameters and the animators of the plugins it is given), each followed
 * by a drain of
 * the events and a check of every frame; then the input stops (pointers lifted, back
 * gestures cancelled, keyboards at rest) and 10 s of ticks must bring every sheet to
 * rest (fz_check_rest). A session is a function of its seed, its plugins and its
 * options: the same seed replays it exactly.
 */
#ifndef LIBSHEET_FUZZ_SESSIONS_H
#define LIBSHEET_FUZZ_SESSIONS_H

#include "fuzz_common.h"
#include "invariants.h"

#define FZ_SESSION_ENGINES 2
#define FZ_SESSION_SHEETS 5   /* the most sheets a session keeps per engine */

/* A keyboard that moves: a new obstruction before every tick, from `from` to `to` over
 * `duration` seconds from `start`, with a wobble of `wobble` points (a keyboard that
 * follows a finger). */
typedef struct fz_keyboard {
  int active;
  double from, to, start, duration, wobble;
} fz_keyboard;

typedef struct fz_session {
  fz_rng R;
  uint64_t seed;
  fz_checker ck;
  fz_engine eng[FZ_SESSION_ENGINES];
  fz_keyboard kb[FZ_SESSION_ENGINES];
  int no_switch;              /* leave SHEET_STACK_SWITCH out of the configurations */
  char **plugins;             /* loaded into every engine the session makes */
  int nplugins;
  const sheet_animator_vtable *host_vtables; /* registered into every engine it makes */
  int nhost_vtables;
  char **anim_names;          /* animators of those plugins (and host animators), picked
                                 at random */
  int nanim_names;
  /* counts */
  uint64_t steps, ticks, episodes, quiesced, sheets_made, engines_made;
  uint64_t updates[6];        /* sheet_update calls, by the state the sheet was in */
  uint64_t backs[4][6];       /* back calls taken (begin, progress, cancel, commit), by
                                 the state the sheet was in */
  uint64_t focuses;           /* sheet_set_focus calls taken */
  uint64_t keyboard_frames;   /* obstructions set by a moving keyboard */
  uint64_t directions[2];     /* sheet_engine_set_layout_direction calls taken, refused */
  uint64_t wide_flips[6];     /* sheets whose wide layout a viewport change took or left,
                                 by the state they were in */
} fz_session;

/* Starts a session: seeds it, sets up its checker (which reports "seed S, step N") and
 * makes its engines. The plugin and option fields must be set before. */
void fz_session_start(fz_session *ss, uint64_t seed);
/* Runs one episode and brings every engine to rest, checked. */
void fz_session_episode(fz_session *ss);
/* Destroys the session's engines. */
void fz_session_end(fz_session *ss);

/* The names of the animators the plugins register (loaded into a scratch engine), at
 * most max, strdup'ed into names; returns how many. */
int fz_plugin_animator_names(char **plugins, int nplugins, char **names, int max);

#endif /* LIBSHEET_FUZZ_SESSIONS_H */
