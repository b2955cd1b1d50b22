/*
 * drive.h — helpers that drive sheets through the C ABI for the behaviour tests
 * (test_behaviours.c, test_scroll.c, test_stack.c). Include after check.h.
 *
 * The phone fixture (examples/common/phone_fixture.h): viewport 390 x 844, safe_top 47,
 * safe_bottom 34; the available height is 797; a FRACTION f detent is f * 797 tall, its
 * top is 844 - f * 797; hidden top 844.
 *
 *   drv_engine()                      an engine with that viewport (the checked engine)
 *   drv_sheet(e, &config)             a sheet, checked
 *   drv_config(&c, detents, n)        sheet_config_init + detents
 *   drv_run(e, now, secs)             ticks at 60 Hz for secs; returns now + secs
 *   drv_down / drv_move / drv_up      one pointer event, checked (down checks the hit)
 *   drv_moves(e, id, x, y0, y1, t0, duration, steps)
 *                                     evenly spaced moves, a tick at each
 *   drv_slow_drag(e, id, y0, dy, t)   down, moves of <= 5 pt per 16 ms, hold 60 ms, up
 *   drv_tap(e, id, x, y, t)           down and up 80 ms later at the same point
 *   DRV_REST(e, id, detent, top)      RESTING at that detent and top (1e-6)
 *   DRV_HIDDEN(e, id)                 HIDDEN, detent -1, top 844
 *   DRV_EVENT_SHEETS(log, ids...)     the logged events name these sheets, in order
 *   drv_animating(e)                  sheet_engine_is_animating, checked
 *   drv_linear_slide(&t)              a 0.2 s "slide" transition with curve 0 (linear)
 */
#ifndef LIBSHEET_TESTS_DRIVE_H
#define LIBSHEET_TESTS_DRIVE_H

#include "check.h"
#include "phone_fixture.h"

#define DRV_X (PHONE_WIDTH / 2) /* pointer x: the middle of the viewport */

static inline double drv_frac_h(double f) { return f * PHONE_AVAILABLE; }
static inline double drv_frac_top(double f) { return PHONE_HEIGHT - f * PHONE_AVAILABLE; }

static inline sheet_engine *drv_engine(void) { return check_new_engine(PHONE_VIEWPORT); }

static inline sheet_id drv_sheet(sheet_engine *e, const sheet_config *c) {
  sheet_id id = 0;
  CHECK_STATUS_E(e, sheet_create(e, c, &id), SHEET_OK);
  CHECK(id != 0);
  return id;
}

static inline void drv_config(sheet_config *c, const sheet_detent *d, size_t n) {
  sheet_config_init(c);
  c->detents = d;
  c->detent_count = n;
}

static inline double drv_run(sheet_engine *e, double now, double secs) {
  tick_until(e, now, now + secs, 60.0);
  return now + secs;
}

static inline void drv_down_(sheet_engine *e, sheet_id id, double x, double y, double t,
                             int32_t want_hit, int line) {
  int32_t hit = -1;
  check_status_(e, sheet_pointer_down(e, id, x, y, t, &hit), SHEET_OK, "sheet_pointer_down",
                __FILE__, line);
  check_report_(hit == want_hit, __FILE__, line, "pointer_down(%g, %g) hit %s, expected %s",
                x, y, check_hit_name(hit), check_hit_name(want_hit));
}
#define drv_down(e, id, x, y, t, want) drv_down_((e), (id), (x), (y), (t), (want), __LINE__)

#define drv_move(e, id, x, y, t) \
  CHECK_STATUS_E((e), sheet_pointer_move((e), (id), (x), (y), (t)), SHEET_OK)
#define drv_up(e, id, x, y, t) \
  CHECK_STATUS_E((e), sheet_pointer_up((e), (id), (x), (y), (t)), SHEET_OK)

/* `steps` moves from y0 (exclusive) to y1 over `duration`, ticking at each move.
 * Returns the time of the last move. */
static inline double drv_moves(sheet_engine *e, sheet_id id, double x, double y0, double y1,
                               double t0, double duration, int steps) {
  int i;
  for (i = 1; i <= steps; i++) {
    double y = y0 + (y1 - y0) * (double)i / (double)steps;
    double t = t0 + duration * (double)i / (double)steps;
    CHECK_STATUS_E(e, sheet_pointer_move(e, id, x, y, t), SHEET_OK);
    CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
  }
  return t0 + duration;
}

/* A slow drag by dy from y0 (<= 5 pt per 16 ms), a 60 ms hold, up. Returns the up time. */
static inline double drv_slow_drag(sheet_engine *e, sheet_id id, double y0, double dy,
                                   double t) {
  int steps = (int)(fabs(dy) / 5.0) + 1;
  drv_down(e, id, DRV_X, y0, t, SHEET_HIT_SHEET);
  t = drv_moves(e, id, DRV_X, y0, y0 + dy, t, 0.016 * steps, steps);
  t += 0.060;
  CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
  drv_up(e, id, DRV_X, y0 + dy, t);
  return t;
}

/* A tap: down, up 80 ms later at the same point. Returns the up time. */
static inline double drv_tap(sheet_engine *e, sheet_id id, double x, double y, double t,
                             int32_t want_hit) {
  drv_down(e, id, x, y, t, want_hit);
  t += 0.080;
  drv_up(e, id, x, y, t);
  return t;
}

static inline void drv_check_rest(sheet_engine *e, sheet_id id, int32_t detent, double top,
                                  int line) {
  sheet_frame f = frame_of(e, id);
  check_report_(f.state == SHEET_STATE_RESTING, __FILE__, line, "state %s, expected RESTING",
                check_state_name(f.state));
  check_report_(f.detent == detent, __FILE__, line, "detent %d, expected %d", (int)f.detent,
                (int)detent);
  check_near_(f.top, top, 1e-6, "frame.top", "expected top", __FILE__, line);
  check_near_(f.height, PHONE_HEIGHT - top, 1e-6, "frame.height", "expected height", __FILE__,
              line);
}
#define DRV_REST(e, id, detent, top) drv_check_rest((e), (id), (detent), (top), __LINE__)

static inline void drv_check_hidden(sheet_engine *e, sheet_id id, int line) {
  sheet_frame f = frame_of(e, id);
  check_report_(f.state == SHEET_STATE_HIDDEN, __FILE__, line, "state %s, expected HIDDEN",
                check_state_name(f.state));
  check_report_(f.detent == -1, __FILE__, line, "detent %d, expected -1", (int)f.detent);
  check_near_(f.top, PHONE_HEIGHT, 1e-9, "frame.top", "844", __FILE__, line);
  check_near_(f.height, 0.0, 1e-9, "frame.height", "0", __FILE__, line);
}
#define DRV_HIDDEN(e, id) drv_check_hidden((e), (id), __LINE__)

static inline int drv_event_sheets_(const ev_log *log, const sheet_id *ids, size_t n,
                                    const char *what, int line) {
  size_t i;
  int ok = log->n == n;
  for (i = 0; ok && i < n; i++) ok = log->ev[i].sheet == ids[i];
  if (!check_report_(ok, __FILE__, line, "events name other sheets; expected: %s", what))
    ev_print(log);
  return ok;
}
#define DRV_EVENT_SHEETS(log, ...)                                                   \
  drv_event_sheets_((log), (const sheet_id[]){__VA_ARGS__},                          \
                    sizeof((const sheet_id[]){__VA_ARGS__}) / sizeof(sheet_id),      \
                    #__VA_ARGS__, __LINE__)

static inline int32_t drv_animating(sheet_engine *e) {
  int32_t a = -1;
  CHECK_STATUS_E(e, sheet_engine_is_animating(e, &a), SHEET_OK);
  return a;
}

/* Transition parameters for a linear slide; the arrays live as long as the program. */
static const sheet_param drv_slide_200ms_linear_[2] = {{"duration", 0.2}, {"curve", 0.0}};

static inline void drv_linear_slide(sheet_transition *t) {
  t->animator = "slide";
  t->params = drv_slide_200ms_linear_;
  t->param_count = 2;
}

#endif /* LIBSHEET_TESTS_DRIVE_H */
