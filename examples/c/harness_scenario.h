/*
 * harness_scenario.h — what the scenario parser (harness_parse.c) and the scenario
 * player (harness_play.c) of sheet-harness share: a scenario read into memory (its
 * sheets, its commands and the checks of its expect lines), the state the player keeps
 * while it runs, and the "FILE:LINE: ..." error helpers. Internal to sheet-harness;
 * harness.h has what the rest of the program sees.
 */
#ifndef SHEET_HARNESS_SCENARIO_H
#define SHEET_HARNESS_SCENARIO_H

#include "harness.h"

#define MAX_CHECKS 16         /* checks on one expect line */

/* Motion kinds as indices of transition arrays. */
enum { KIND_PRESENT, KIND_DISMISS, KIND_SETTLE, KIND_CONTENT, KIND_COUNT };

typedef struct transition_spec {
  int set;
  char animator[H_PARAM_NAME_MAX];
  char names[SHEET_MAX_PARAMS][H_PARAM_NAME_MAX];
  sheet_param params[SHEET_MAX_PARAMS];
  size_t count;
  int line; /* the animator line that set it (0: the command line) */
} transition_spec;

enum { GESTURE_DRAG, GESTURE_TAP };

typedef struct gesture {
  int active, kind, reached_end, line;
  double x, y0, y1, t0, duration, hold;
} gesture;

typedef struct scen_sheet {
  char name[H_NAME_MAX];
  int line;
  sheet_detent detents[SHEET_MAX_DETENTS];
  char labels[SHEET_MAX_DETENTS][H_NAME_MAX];
  size_t detent_count;
  sheet_config config;
  transition_spec transitions[KIND_COUNT];
  int has_content;
  uint64_t content_id;
  double content_height;
  char description[160];
  /* while playing */
  sheet_id id;
  int32_t last_state;
  int active_this_frame, printed_this_frame;
  size_t event_cursor;
  gesture g;
} scen_sheet;

enum {
  CMD_VIEWPORT, CMD_PLUGIN, CMD_SHEET, CMD_AT, CMD_TICK, CMD_EXPECT, CMD_NOTE, CMD_DIRECTION
};

enum {
  ACT_PRESENT, ACT_DISMISS, ACT_MOVE, ACT_DRAG, ACT_FLICK, ACT_TAP, ACT_CANCEL,
  ACT_VIEWPORT, ACT_OBSTRUCTION, ACT_CONTENT, ACT_CONTENT_HEIGHT, ACT_SCROLL_EXTENT,
  ACT_REDUCE_MOTION, ACT_ACTION, ACT_DIRECTION
};

enum {
  CHK_STATE, CHK_DETENT, CHK_TOP, CHK_HEIGHT, CHK_OPACITY, CHK_SCALE, CHK_BACKDROP,
  CHK_CONTENT_ALPHA, CHK_CONTENT, CHK_EVENT, CHK_NO_EVENT
};

typedef struct check {
  int what;
  int a, b;              /* state, detent, event type; event reason (-1: any) */
  double value, tolerance;
  uint64_t id;
} check;

typedef struct command {
  int line, kind, action;
  double time;           /* at: as written; tick: until */
  int relative;          /* at / tick until: "+D" relative to the clock */
  int until_rest;        /* tick ... until rest */
  double resolved;       /* at: the absolute time, once reached */
  int sheet, detent;
  double v[5];
  int hit;               /* expected SHEET_HIT_*, -1: any */
  uint64_t id;
  char *text;            /* plugin path, note text */
  check checks[MAX_CHECKS];
  int check_count;
} command;

typedef struct logged_event {
  int sheet;
  int32_t type, reason;
} logged_event;

typedef struct scenario {
  const h_options *opt;
  const char *file;
  const char *base_dir;
  command *cmds;
  size_t count, capacity;
  scen_sheet sheets[H_MAX_SHEETS];
  int sheet_count;
  transition_spec defaults[KIND_COUNT];
  int seen_viewport, seen_timed;
  /* while playing */
  sheet_engine *engine;
  double viewport_h;
  int started;
  double clock, base, hz;
  long n, frame_index, event_total;
  size_t *queue, queue_head, queue_count;
  double last_at;
  int have_last_at;
  logged_event *log;
  size_t log_count, log_capacity;
  int plotting;
} scenario;

/* ------------------------------------------------------------------------------------
 * Errors (harness_parse.c)
 * ---------------------------------------------------------------------------------- */

#if defined(__GNUC__) || defined(__clang__)
#define H_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define H_PRINTF(a, b)
#endif

/* A problem with the scenario itself: "FILE:LINE: ..." on stderr; returns
 * H_EXIT_SCENARIO. line <= 0: "FILE: ...". */
int scenario_error(const scenario *s, int line, const char *format, ...) H_PRINTF(3, 4);
/* The run went wrong (an expectation, a refused call): the same message; returns
 * H_EXIT_FAILED. */
int run_error(const scenario *s, int line, const char *format, ...) H_PRINTF(3, 4);

/* Returns from the calling function with expr's status unless it is H_EXIT_OK. */
#define TRY(expr)                                                                        \
  do {                                                                                   \
    int try_status_ = (expr);                                                            \
    if (try_status_ != H_EXIT_OK) return try_status_;                                    \
  } while (0)

/* ------------------------------------------------------------------------------------
 * Parsing (harness_parse.c)
 * ---------------------------------------------------------------------------------- */

/* Reads the whole scenario text (length bytes) into s: s->opt, s->file, s->base_dir
 * and s->defaults are set by the caller. Returns H_EXIT_OK, or H_EXIT_SCENARIO after
 * reporting the first error. */
int parse_scenario(scenario *s, const char *text, size_t length);

#endif /* SHEET_HARNESS_SCENARIO_H */
