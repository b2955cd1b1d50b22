/*
 * check.h — a tiny header-only test helper for libsheet's C tests (C99 + libm).
 *
 *   CHECK(cond)                     a boolean check
 *   CHECK_MSG(cond, fmt, ...)       the same with a printf-style message on failure
 *   CHECK_NEAR(a, b, tol)           |a - b| <= tol (NaN never passes)
 *   CHECK_STATUS(expr, expected)    expr returns `expected`; uses the engine set with
 *                                   check_use_engine(). On failure prints the status
 *                                   names and sheet_engine_last_error(). A failing
 *                                   status must come with a non-empty last_error, a
 *                                   success with "" (both are part of the check).
 *   CHECK_STATUS_E(e, expr, exp)    the same with an explicit engine
 *   CHECK_STR(a, b)                 two C strings are equal (NULL never passes)
 *   CHECK_EVENTS(log, EVT(..), ...) the log holds exactly this sequence of events
 *   CHECK_SECTION("name")           names the scenario (printed, and on a crash)
 *   check_done()                    prints "N passed, N failed" and returns the exit
 *                                   status: `return check_done();` at the end of main.
 *
 * Helpers: check_new_engine(), ev_log (an event recorder draining
 * sheet_engine_poll_event), tick_until(), frame_of(), and names for events, reasons,
 * states and hits (from examples/common/sheet_names.h).
 */
#ifndef LIBSHEET_TESTS_CHECK_H
#define LIBSHEET_TESTS_CHECK_H

#include <math.h>
#ifndef __wasi__
#include <signal.h> /* WASI has no signals: a trap there ends the run with the runtime's report */
#endif
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sheet.h"
#include "sheet_names.h"

static int check_passed_ = 0;
static int check_failed_ = 0;
static const char *check_section_ = "(none)";
static int check_handlers_installed_ = 0;
static sheet_engine *check_engine_ = NULL;

/* ---------------------------------------------------------------- names */

/* The names of examples/common/sheet_names.h, with this file's spellings of unknown
 * values; hits keep their HIT_ prefix. */
static inline const char *check_event_name(int32_t t) { return sn_event_name(t, "EVENT_?"); }
static inline const char *check_reason_name(int32_t r) { return sn_reason_name(r, "REASON_?"); }
static inline const char *check_state_name(int32_t s) { return sn_state_name(s, "STATE_?"); }
static inline const char *check_hit_name(int32_t h) {
  const char *name = sn_hit_macro(h);
  return name ? name + sizeof "SHEET_" - 1 : "HIT_?";
}

/* ---------------------------------------------------------------- core */

#ifndef __wasi__
static inline void check_on_signal_(int sig) {
  printf("\nCRASH: signal %d in section \"%s\"\n", sig, check_section_);
  printf("%d passed, %d failed\n", check_passed_, check_failed_ + 1);
  fflush(stdout);
  _Exit(3);
}
#endif

static inline void check_section(const char *name) {
  if (!check_handlers_installed_) {
    check_handlers_installed_ = 1;
#ifndef __wasi__
    signal(SIGSEGV, check_on_signal_);
    signal(SIGILL, check_on_signal_);
    signal(SIGFPE, check_on_signal_);
    signal(SIGABRT, check_on_signal_);
#endif
  }
  check_section_ = name;
  printf("== %s\n", name);
  fflush(stdout);
}
#define CHECK_SECTION(name) check_section(name)

static inline void check_use_engine(sheet_engine *e) { check_engine_ = e; }

/* Records one check. fmt describes the failure; printed only when !ok. */
static inline int check_report_(int ok, const char *file, int line, const char *fmt, ...) {
  if (ok) {
    check_passed_++;
    return 1;
  }
  check_failed_++;
  {
    va_list ap;
    printf("FAIL %s:%d [%s]: ", file, line, check_section_);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    fflush(stdout);
  }
  return 0;
}

#define CHECK(cond) check_report_(!!(cond), __FILE__, __LINE__, "%s", #cond)
#define CHECK_MSG(cond, ...) check_report_(!!(cond), __FILE__, __LINE__, __VA_ARGS__)

static inline int check_near_(double a, double b, double tol, const char *ea, const char *eb,
                              const char *file, int line) {
  int ok = !isnan(a) && !isnan(b) && fabs(a - b) <= tol;
  if (!ok && isinf(a) && isinf(b) && a == b) ok = 1;
  return check_report_(ok, file, line, "%s = %.12g, %s = %.12g, |diff| = %.3g > tol %.3g",
                       ea, a, eb, b, fabs(a - b), tol);
}
#define CHECK_NEAR(a, b, tol) check_near_((double)(a), (double)(b), (double)(tol), #a, #b, \
                                          __FILE__, __LINE__)

static inline int check_str_(const char *a, const char *b, const char *ea, const char *eb,
                             const char *file, int line) {
  int ok = a != NULL && b != NULL && strcmp(a, b) == 0;
  return check_report_(ok, file, line, "%s = \"%s\", %s = \"%s\"", ea, a ? a : "(NULL)",
                       eb, b ? b : "(NULL)");
}
#define CHECK_STR(a, b) check_str_((a), (b), #a, #b, __FILE__, __LINE__)

static inline int check_status_(const sheet_engine *e, sheet_status got, sheet_status expected,
                                const char *expr, const char *file, int line) {
  const char *msg = sheet_engine_last_error(e);
  if (got != expected) {
    return check_report_(0, file, line, "%s returned %s (%d), expected %s (%d); last_error: \"%s\"",
                         expr, sheet_status_name(got), (int)got, sheet_status_name(expected),
                         (int)expected, msg ? msg : "(NULL)");
  }
  if (msg == NULL) {
    return check_report_(0, file, line, "%s: sheet_engine_last_error returned NULL", expr);
  }
  if (expected != SHEET_OK && msg[0] == '\0') {
    return check_report_(0, file, line, "%s returned %s as expected but last_error is empty",
                         expr, sheet_status_name(got));
  }
  if (expected == SHEET_OK && e != NULL && msg[0] != '\0') {
    return check_report_(0, file, line, "%s succeeded but last_error is \"%s\" (expected \"\")",
                         expr, msg);
  }
  return check_report_(1, file, line, "");
}
#define CHECK_STATUS_E(e, expr, expected) \
  check_status_((e), (expr), (expected), #expr, __FILE__, __LINE__)
#define CHECK_STATUS(expr, expected) CHECK_STATUS_E(check_engine_, expr, expected)

/* Prints the summary line and returns the process exit status. */
static inline int check_done(void) {
  printf("%d passed, %d failed\n", check_passed_, check_failed_);
  fflush(stdout);
  return check_failed_ ? 1 : 0;
}

/* ---------------------------------------------------------------- engine helpers */

/* A new engine that the checks report on, with the given viewport when width > 0.
 * Exits when no engine can be created: nothing after it could run. */
static inline sheet_engine *check_new_engine(double width, double height, double safe_top,
                                             double safe_bottom) {
  sheet_engine *e = NULL;
  CHECK(sheet_engine_create(&e) == SHEET_OK && e != NULL);
  if (!e) {
    printf("cannot create an engine; giving up\n");
    exit(check_done() ? 1 : 2);
  }
  check_use_engine(e);
  if (width > 0)
    CHECK_STATUS(sheet_engine_set_viewport(e, width, height, safe_top, safe_bottom), SHEET_OK);
  return e;
}

/* The frame of a sheet; on failure a frame with NaN top (and a failed check). */
static inline sheet_frame frame_of(const sheet_engine *e, sheet_id id) {
  sheet_frame f;
  sheet_status st;
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  st = sheet_get_frame(e, id, &f);
  if (st != SHEET_OK) {
    check_report_(0, __FILE__, __LINE__, "frame_of: sheet_get_frame returned %s: %s",
                  sheet_status_name(st), sheet_engine_last_error(e));
    f.top = f.height = f.backdrop_alpha = f.progress = NAN;
    f.state = -1;
    f.detent = -99;
  }
  return f;
}

/* Ticks at t0 + k/hz for k = 1, 2, ... while before t1, then exactly at t1.
 * Returns the first failing status (and records a failed check) or SHEET_OK. */
static inline sheet_status tick_until(sheet_engine *e, double t0, double t1, double hz) {
  long k;
  sheet_status st;
  for (k = 1;; k++) {
    double t = t0 + (double)k / hz;
    if (t >= t1 - 1e-12) break;
    st = sheet_engine_tick(e, t);
    if (st != SHEET_OK) {
      check_report_(0, __FILE__, __LINE__, "tick_until: tick(%.9g) returned %s: %s", t,
                    sheet_status_name(st), sheet_engine_last_error(e));
      return st;
    }
  }
  st = sheet_engine_tick(e, t1);
  if (st != SHEET_OK) {
    check_report_(0, __FILE__, __LINE__, "tick_until: tick(%.9g) returned %s: %s", t1,
                  sheet_status_name(st), sheet_engine_last_error(e));
  }
  return st;
}

/* ---------------------------------------------------------------- event recorder */

#define EV_LOG_MAX 1024

typedef struct ev_log {
  sheet_event ev[EV_LOG_MAX];
  size_t n;
  size_t lost; /* polled but no room in the log */
} ev_log;

static inline void ev_clear(ev_log *log) {
  log->n = 0;
  log->lost = 0;
}

/* Polls every queued event into the log; returns how many were polled. */
static inline size_t ev_drain(sheet_engine *e, ev_log *log) {
  size_t count = 0;
  for (;;) {
    sheet_event ev;
    memset(&ev, 0, sizeof ev);
    ev.struct_size = sizeof ev;
    if (sheet_engine_poll_event(e, &ev) != 1) break;
    count++;
    if (log->n < EV_LOG_MAX) log->ev[log->n++] = ev;
    else log->lost++;
    if (count > 100000) break; /* a runaway queue must not hang the test */
  }
  return count;
}

static inline size_t ev_count(const ev_log *log, int32_t type) {
  size_t i, c = 0;
  for (i = 0; i < log->n; i++)
    if (log->ev[i].type == type) c++;
  return c;
}

/* Index of the first event of `type` at or after `from`, or -1. */
static inline long ev_find(const ev_log *log, int32_t type, size_t from) {
  size_t i;
  for (i = from; i < log->n; i++)
    if (log->ev[i].type == type) return (long)i;
  return -1;
}

static inline void ev_print(const ev_log *log) {
  size_t i;
  for (i = 0; i < log->n; i++) {
    const sheet_event *v = &log->ev[i];
    printf("    [%lu] %s sheet=%llu t=%.6f detent=%d from=%d reason=%s tag=%llu\n",
           (unsigned long)i, check_event_name(v->type), (unsigned long long)v->sheet, v->time,
           (int)v->detent, (int)v->from_detent, check_reason_name(v->reason),
           (unsigned long long)v->user_tag);
  }
  if (log->lost) printf("    (+%lu events not recorded)\n", (unsigned long)log->lost);
}

#define EV_ANY (-12345)

/* One expected event: type, and detent / from_detent / reason or EV_ANY. */
typedef struct ev_spec {
  int32_t type, detent, from_detent, reason;
} ev_spec;

#define EVT(t) {(t), EV_ANY, EV_ANY, EV_ANY}
#define EVD(t, d) {(t), (d), EV_ANY, EV_ANY}
#define EVR(t, r) {(t), EV_ANY, EV_ANY, (r)}
#define EVDR(t, d, r) {(t), (d), EV_ANY, (r)}
#define EVDC(from, to) {SHEET_EVENT_DETENT_CHANGED, (to), (from), EV_ANY}

static inline int ev_matches_(const sheet_event *v, const ev_spec *s) {
  return v->type == s->type && (s->detent == EV_ANY || v->detent == s->detent) &&
         (s->from_detent == EV_ANY || v->from_detent == s->from_detent) &&
         (s->reason == EV_ANY || v->reason == s->reason);
}

static inline int check_events_(const ev_log *log, const ev_spec *spec, size_t n,
                                const char *what, const char *file, int line) {
  size_t i;
  int ok = log->n == n && log->lost == 0;
  for (i = 0; ok && i < n; i++) ok = ev_matches_(&log->ev[i], &spec[i]);
  if (!check_report_(ok, file, line, "event sequence differs; expected: %s", what)) {
    printf("  expected %lu:\n", (unsigned long)n);
    for (i = 0; i < n; i++) {
      printf("    [%lu] %s", (unsigned long)i, check_event_name(spec[i].type));
      if (spec[i].detent != EV_ANY) printf(" detent=%d", (int)spec[i].detent);
      if (spec[i].from_detent != EV_ANY) printf(" from=%d", (int)spec[i].from_detent);
      if (spec[i].reason != EV_ANY) printf(" reason=%s", check_reason_name(spec[i].reason));
      printf("\n");
    }
    printf("  got %lu:\n", (unsigned long)log->n);
    ev_print(log);
    fflush(stdout);
    return 0;
  }
  return 1;
}

#define CHECK_EVENTS(log, ...)                                                        \
  check_events_((log), (const ev_spec[]){__VA_ARGS__},                                \
                sizeof((const ev_spec[]){__VA_ARGS__}) / sizeof(ev_spec), #__VA_ARGS__, \
                __FILE__, __LINE__)

/* The log holds no events at all. */
#define CHECK_NO_EVENTS(log)                                                              \
  do {                                                                                    \
    if (!check_report_((log)->n == 0 && (log)->lost == 0, __FILE__, __LINE__,             \
                       "expected no events, got %lu", (unsigned long)(log)->n)) {         \
      ev_print(log);                                                                      \
    }                                                                                     \
  } while (0)

#endif /* LIBSHEET_TESTS_CHECK_H */
