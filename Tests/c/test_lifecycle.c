/*
 * test_lifecycle.c — a sheet's life through the C ABI, with explicit timestamps: presented,
 * dragged (1:1, rubber-banded), released to a detent or dismissed (by drag, flick or a
 * backdrop tap), dismissed mid-presentation, caught in motion by a finger, and every
 * transition and drag event paired.
 *
 * The phone fixture (viewport 390 x 844, safe_top 47, safe_bottom 34) unless stated: the
 * available height is 797; a FRACTION f detent is f * 797 tall, its top is 844 - f * 797;
 * hidden top 844.
 */
#include "check.h"
#include "drive.h"

/* Rubber band b(x) = (1 - 1/(x c/d + 1)) d with d = the viewport height. */
static double rubber(double x, double c) {
  return (1.0 - 1.0 / (x * c / PHONE_HEIGHT + 1.0)) * PHONE_HEIGHT;
}

/* A quick flick by dy from y0: down, 5 moves over 50 ms, up at the last move. */
static double flick(sheet_engine *e, sheet_id id, double y0, double dy, double t) {
  drv_down(e, id, DRV_X, y0, t, SHEET_HIT_SHEET);
  t = drv_moves(e, id, DRV_X, y0, y0 + dy, t, 0.050, 5);
  CHECK_STATUS_E(e, sheet_pointer_up(e, id, DRV_X, y0 + dy, t), SHEET_OK);
  return t;
}

/* The finger held still at y for 60 ms (a tick), then lifted. Returns the time. */
static double hold_and_lift(sheet_engine *e, sheet_id id, double y, double now) {
  now += 0.060;
  CHECK_STATUS_E(e, sheet_engine_tick(e, now), SHEET_OK);
  CHECK_STATUS_E(e, sheet_pointer_up(e, id, DRV_X, y, now), SHEET_OK);
  return now;
}

static ev_log log_;

/* Presents the sheet at detent 0 and runs 1.5 s; its events are then in log_ alone.
 * Returns the time. */
static double present_and_run(sheet_engine *e, sheet_id id, double now) {
  ev_clear(&log_);
  CHECK_STATUS_E(e, sheet_present(e, id, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  ev_drain(e, &log_);
  return now;
}

/* A sheet of config c, made and presented at *now and run 1.5 s: it rests at detent 0,
 * top `top`, and the presentation's events are in log_. *now becomes the time. */
static sheet_id present_to_rest_(sheet_engine *e, const sheet_config *c, double top,
                                 double *now, int line) {
  const sheet_id id = drv_sheet(e, c);
  *now = present_and_run(e, id, *now);
  drv_check_rest(e, id, 0, top, line);
  return id;
}
#define PRESENT_TO_REST(e, c, top, now) present_to_rest_((e), (c), (top), (now), __LINE__)

/* A tap at y (down, up `gap` s later) with the hit it expects, then 1 s; the events are
 * then in log_ alone. Returns the time. */
static double tap_and_run(sheet_engine *e, sheet_id id, double y, int32_t hit, double gap,
                          double now) {
  ev_clear(&log_);
  drv_down(e, id, DRV_X, y, now, hit);
  now += gap;
  CHECK_STATUS_E(e, sheet_pointer_up(e, id, DRV_X, y, now), SHEET_OK);
  now = drv_run(e, now, 1.0);
  ev_drain(e, &log_);
  return now;
}

/* A slow drag by dy from y0, then 1.5 s for where it goes; the events are then in log_
 * alone. Returns the time. */
static double slow_drag_and_run(sheet_engine *e, sheet_id id, double y0, double dy,
                                double now) {
  ev_clear(&log_);
  now = drv_slow_drag(e, id, y0, dy, now);
  now = drv_run(e, now, 1.5);
  ev_drain(e, &log_);
  return now;
}

/* The events of a presentation at detent 0, start to end. */
#define CHECK_PRESENTED() \
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_WILL_PRESENT, 0), EVD(SHEET_EVENT_DID_PRESENT, 0))

/* The events of a drag from detent 0 that ended back there. */
#define CHECK_DRAGGED_BACK() \
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_DRAG_BEGAN, 0), \
               EVDR(SHEET_EVENT_DRAG_ENDED, 0, SHEET_REASON_DRAG))

/* The events of a drag from detent 0 that dismissed the sheet for `reason`. */
#define CHECK_DRAGGED_AWAY(reason) \
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_DRAG_BEGAN, 0), \
               EVDR(SHEET_EVENT_DRAG_ENDED, -1, (reason)), \
               EVR(SHEET_EVENT_WILL_DISMISS, (reason)), EVR(SHEET_EVENT_DID_DISMISS, (reason)))

/* The state and detent right after a release. */
static void check_released_(sheet_engine *e, sheet_id id, int32_t state, int32_t detent,
                            int line) {
  const sheet_frame f = frame_of(e, id);
  check_report_(f.state == state, __FILE__, line, "after release: state %s, expected %s",
                check_state_name(f.state), check_state_name(state));
  check_report_(f.detent == detent, __FILE__, line, "after release: detent %d, expected %d",
                (int)f.detent, (int)detent);
}
#define CHECK_RELEASED(e, id, state, detent) check_released_((e), (id), (state), (detent), __LINE__)

/* log_ holds a drag from detent `from` that moved the sheet to detent `to` for `reason`:
 * DRAG_BEGAN first, then DRAG_ENDED and DETENT_CHANGED, three events in all. */
static void check_drag_changed_detent_(int32_t from, int32_t to, int32_t reason, int line) {
  const long ended = ev_find(&log_, SHEET_EVENT_DRAG_ENDED, 0);
  const long changed = ev_find(&log_, SHEET_EVENT_DETENT_CHANGED, 0);
  check_report_(log_.n == 3, __FILE__, line, "%lu events, expected 3", (unsigned long)log_.n);
  check_report_(log_.n >= 1 && log_.ev[0].type == SHEET_EVENT_DRAG_BEGAN &&
                    log_.ev[0].detent == from,
                __FILE__, line, "the first event is not DRAG_BEGAN at detent %d", (int)from);
  check_report_(ended >= 0 && changed >= 0, __FILE__, line,
                "no DRAG_ENDED or no DETENT_CHANGED");
  if (ended >= 0)
    check_report_(log_.ev[ended].detent == to && log_.ev[ended].reason == reason, __FILE__,
                  line, "DRAG_ENDED detent %d reason %s, expected %d %s",
                  (int)log_.ev[ended].detent, check_reason_name(log_.ev[ended].reason), (int)to,
                  check_reason_name(reason));
  if (changed >= 0)
    check_report_(log_.ev[changed].from_detent == from && log_.ev[changed].detent == to,
                  __FILE__, line, "DETENT_CHANGED %d -> %d, expected %d -> %d",
                  (int)log_.ev[changed].from_detent, (int)log_.ev[changed].detent, (int)from,
                  (int)to);
  if (log_.n != 3) ev_print(&log_);
}
#define CHECK_DRAG_CHANGED_DETENT(from, to, reason) \
  check_drag_changed_detent_((from), (to), (reason), __LINE__)

/* ------------------------------------------------------------------------------------
 * a 60% container: a slow short drag springs back; a long one, a flick down and a tap on
 * the backdrop dismiss it, each with its reason; a tap inside does nothing
 * ---------------------------------------------------------------------------------- */
static void test_container_springs_back_or_dismisses_by_drag_flick_and_tap(void) {
  const double h = drv_frac_h(0.6), rest = drv_frac_top(0.6);
  sheet_detent d[1] = {{SHEET_DETENT_FRACTION, 0.6}};
  sheet_config c;
  sheet_engine *e;
  sheet_id id;
  sheet_frame f;
  double now = 0.0, y0;

  CHECK_SECTION("60% container");
  e = drv_engine();
  drv_config(&c, d, 1);
  c.user_tag = 0xA11CEu;
  id = drv_sheet(e, &c);

  /* present */
  CHECK_STATUS(sheet_present(e, id, 0, now), SHEET_OK);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_PRESENTING);
  CHECK(f.detent == 0);
  CHECK_NEAR(f.top, PHONE_HEIGHT, 1e-9); /* no motion yet at the command's own time */
  ev_clear(&log_);
  ev_drain(e, &log_);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_WILL_PRESENT, 0));
  if (log_.n == 1) {
    CHECK(log_.ev[0].sheet == id);
    CHECK(log_.ev[0].user_tag == 0xA11CEu);
    CHECK_NEAR(log_.ev[0].time, 0.0, 1e-12);
  }
  now = drv_run(e, now, 0.5);
  f = frame_of(e, id);
  /* moved in, critically damped: no overshoot */
  CHECK(f.top < PHONE_HEIGHT && f.top > rest - 1.0);
  now = drv_run(e, now, 1.0);
  ev_clear(&log_);
  ev_drain(e, &log_);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_DID_PRESENT, 0));
  if (log_.n == 1) CHECK(log_.ev[0].time > 0.0 && log_.ev[0].time <= 1.5);
  DRV_REST(e, id, 0, rest);
  f = frame_of(e, id);
  CHECK_NEAR(f.backdrop_alpha, 0.4, 1e-9);
  CHECK_NEAR(f.corner_radius, 12.0, 1e-12);
  CHECK_NEAR(f.opacity, 1.0, 1e-9);
  CHECK_NEAR(f.scale, 1.0, 1e-9);
  CHECK_NEAR(f.progress, 1.0, 1e-9);
  CHECK_NEAR(f.velocity, 0.0, 1e-9);

  /* a slow drag down by 40% of its height springs back */
  y0 = rest + 60.0;
  ev_clear(&log_);
  drv_down(e, id, DRV_X, y0, now, SHEET_HIT_SHEET);
  now = drv_moves(e, id, DRV_X, y0, y0 + 0.4 * h, now, 0.608, 38);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_DRAGGING);
  CHECK_NEAR(f.top, rest + 0.4 * h, 1e-9);
  now = hold_and_lift(e, id, y0 + 0.4 * h, now);
  CHECK_RELEASED(e, id, SHEET_STATE_SETTLING, 0);
  now = drv_run(e, now, 1.5);
  ev_drain(e, &log_);
  CHECK_DRAGGED_BACK();
  DRV_REST(e, id, 0, rest);

  /* a 60% slow drag dismisses with reason DRAG */
  ev_clear(&log_);
  drv_down(e, id, DRV_X, y0, now, SHEET_HIT_SHEET);
  now = drv_moves(e, id, DRV_X, y0, y0 + 0.6 * h, now, 0.8, 50);
  CHECK_NEAR(frame_of(e, id).top, rest + 0.6 * h, 1e-9);
  now = hold_and_lift(e, id, y0 + 0.6 * h, now);
  CHECK_RELEASED(e, id, SHEET_STATE_DISMISSING, -1);
  now = drv_run(e, now, 1.5);
  ev_drain(e, &log_);
  CHECK_DRAGGED_AWAY(SHEET_REASON_DRAG);
  DRV_HIDDEN(e, id);
  CHECK_NEAR(frame_of(e, id).backdrop_alpha, 0.0, 1e-9);

  /* present again; a quick 60 pt flick down dismisses with reason FLING */
  now = present_and_run(e, id, now);
  CHECK_PRESENTED();
  DRV_REST(e, id, 0, rest);
  ev_clear(&log_);
  now = flick(e, id, y0, 60.0, now);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_DISMISSING);
  now = drv_run(e, now, 1.5);
  ev_drain(e, &log_);
  CHECK_DRAGGED_AWAY(SHEET_REASON_FLING);
  DRV_HIDDEN(e, id);

  /* present again; a tap on the backdrop dismisses with reason BACKDROP_TAP */
  now = present_and_run(e, id, now);
  CHECK_PRESENTED();
  ev_clear(&log_);
  drv_down(e, id, DRV_X, 200.0, now, SHEET_HIT_BACKDROP);
  now += 0.080;
  CHECK_STATUS(sheet_pointer_up(e, id, DRV_X, 200.0, now), SHEET_OK);
  ev_drain(e, &log_);
  CHECK_EVENTS(&log_, EVR(SHEET_EVENT_WILL_DISMISS, SHEET_REASON_BACKDROP_TAP));
  now = drv_run(e, now, 1.5);
  ev_drain(e, &log_);
  CHECK_EVENTS(&log_, EVR(SHEET_EVENT_WILL_DISMISS, SHEET_REASON_BACKDROP_TAP),
               EVR(SHEET_EVENT_DID_DISMISS, SHEET_REASON_BACKDROP_TAP));
  DRV_HIDDEN(e, id);

  /* present again; a tap inside the sheet does not dismiss */
  now = present_and_run(e, id, now);
  now = tap_and_run(e, id, 600.0, SHEET_HIT_SHEET, 0.080, now);
  CHECK_NO_EVENTS(&log_);
  DRV_REST(e, id, 0, rest);

  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * between the edges the sheet follows the finger 1:1
 * ---------------------------------------------------------------------------------- */
static void test_drag_follows_the_finger_one_to_one(void) {
  static const double ys[] = {430.0, 431.5, 450.0, 517.25, 600.0, 700.0, 640.0, 440.0, 421.0};
  const double rest = drv_frac_top(0.6), y0 = 420.0;
  sheet_detent d1[1] = {{SHEET_DETENT_FRACTION, 0.6}};
  sheet_detent d2[2] = {{SHEET_DETENT_FRACTION, 0.4}, {SHEET_DETENT_FRACTION, 0.9}};
  sheet_config c;
  sheet_engine *e;
  sheet_id id;
  sheet_frame f;
  double now = 0.0, t;
  size_t i;

  CHECK_SECTION("drag follows the finger 1:1");
  e = drv_engine();
  drv_config(&c, d1, 1);
  id = PRESENT_TO_REST(e, &c, rest, &now);

  drv_down(e, id, DRV_X, y0, now, SHEET_HIT_SHEET);
  /* inside the slop (4 pt < 8): a tap candidate, the sheet does not move */
  t = now + 0.016;
  CHECK_STATUS(sheet_pointer_move(e, id, DRV_X, y0 + 4.0, t), SHEET_OK);
  f = frame_of(e, id);
  CHECK_NEAR(f.top, rest, 1e-9);
  for (i = 0; i < sizeof ys / sizeof ys[0]; i++) {
    t += 0.016;
    CHECK_STATUS(sheet_pointer_move(e, id, DRV_X, ys[i], t), SHEET_OK);
    f = frame_of(e, id);
    CHECK_MSG(fabs(f.top - (rest + (ys[i] - y0))) <= 1e-9,
              "after move to y=%g: top %.12g, expected %.12g", ys[i], f.top,
              rest + (ys[i] - y0));
    CHECK(f.state == SHEET_STATE_DRAGGING);
    CHECK_STATUS(sheet_engine_tick(e, t + 0.004), SHEET_OK); /* a tick changes nothing */
    CHECK_NEAR(frame_of(e, id).top, rest + (ys[i] - y0), 1e-9);
    t += 0.004;
  }
  CHECK_STATUS(sheet_pointer_cancel(e, id, t), SHEET_OK);
  now = drv_run(e, t, 1.5);
  DRV_REST(e, id, 0, rest);
  sheet_engine_destroy(e);

  /* two detents: upward between them is 1:1 as well */
  e = drv_engine();
  drv_config(&c, d2, 2);
  now = 0.0;
  id = PRESENT_TO_REST(e, &c, drv_frac_top(0.4), &now);
  drv_down(e, id, DRV_X, 600.0, now, SHEET_HIT_SHEET);
  t = now;
  for (i = 1; i <= 30; i++) {
    double y = 600.0 - 10.0 * (double)i; /* up to 300: top 225.2, below detent 1's 126.7 */
    t += 0.016;
    CHECK_STATUS(sheet_pointer_move(e, id, DRV_X, y, t), SHEET_OK);
    f = frame_of(e, id);
    CHECK_MSG(fabs(f.top - (drv_frac_top(0.4) + (y - 600.0))) <= 1e-9,
              "two detents, move to y=%g: top %.12g, expected %.12g", y, f.top,
              drv_frac_top(0.4) + (y - 600.0));
  }
  CHECK_STATUS(sheet_pointer_cancel(e, id, t), SHEET_OK);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * a non-dismissible sheet rubber-bands on both sides and never dismisses
 * ---------------------------------------------------------------------------------- */
static void test_non_dismissible_sheet_rubber_bands_and_stays(void) {
  const double rest = drv_frac_top(0.5), y0 = 500.0;
  sheet_detent d[1] = {{SHEET_DETENT_FRACTION, 0.5}};
  sheet_config c;
  sheet_engine *e;
  sheet_id id;
  sheet_frame f;
  double now = 0.0;

  CHECK_SECTION("non-dismissible rubber band");
  e = drv_engine();
  drv_config(&c, d, 1);
  c.dismissible = 0;
  id = PRESENT_TO_REST(e, &c, rest, &now);
  ev_clear(&log_);

  drv_down(e, id, DRV_X, y0, now, SHEET_HIT_SHEET);
  now = drv_moves(e, id, DRV_X, y0, y0 + 50.0, now, 0.16, 10);
  CHECK_NEAR(frame_of(e, id).top, rest + rubber(50.0, 0.55), 1e-6);
  now = drv_moves(e, id, DRV_X, y0 + 50.0, y0 + 200.0, now, 0.48, 30);
  f = frame_of(e, id);
  CHECK_NEAR(f.top, rest + rubber(200.0, 0.55), 1e-6); /* 445.5 + 97.7... */
  CHECK(f.top < rest + 200.0 - 50.0);                  /* really resisted */
  /* back up, past the highest (only) detent by 150 */
  now = drv_moves(e, id, DRV_X, y0 + 200.0, y0 - 150.0, now, 1.12, 70);
  f = frame_of(e, id);
  CHECK_NEAR(f.top, rest - rubber(150.0, 0.55), 1e-6);
  CHECK(f.progress > 1.0);
  now = hold_and_lift(e, id, y0 - 150.0, now);
  now = drv_run(e, now, 1.5);
  ev_drain(e, &log_);
  CHECK_DRAGGED_BACK();
  DRV_REST(e, id, 0, rest);

  /* a slow drag far down and release: back to the detent */
  now = slow_drag_and_run(e, id, y0, 300.0, now);
  CHECK_DRAGGED_BACK();
  DRV_REST(e, id, 0, rest);

  /* a fast fling down: still back to the detent, no dismissal */
  ev_clear(&log_);
  now = flick(e, id, y0, 100.0, now);
  now = drv_run(e, now, 1.5);
  ev_drain(e, &log_);
  CHECK(ev_count(&log_, SHEET_EVENT_WILL_DISMISS) == 0);
  CHECK(ev_count(&log_, SHEET_EVENT_DID_DISMISS) == 0);
  CHECK(ev_count(&log_, SHEET_EVENT_DRAG_ENDED) == 1);
  if (ev_find(&log_, SHEET_EVENT_DRAG_ENDED, 0) >= 0)
    CHECK(log_.ev[ev_find(&log_, SHEET_EVENT_DRAG_ENDED, 0)].detent == 0);
  DRV_REST(e, id, 0, rest);

  /* a backdrop tap (policy DISMISS) cannot dismiss a non-dismissible sheet */
  now = tap_and_run(e, id, 200.0, SHEET_HIT_BACKDROP, 0.05, now);
  CHECK_NO_EVENTS(&log_);
  DRV_REST(e, id, 0, rest);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * two detents: a fling up reaches the higher, a slow drag back down the lower
 * ---------------------------------------------------------------------------------- */
static void test_fling_up_reaches_the_higher_detent_slow_drag_the_lower(void) {
  const double top0 = drv_frac_top(0.4), top1 = drv_frac_top(0.9);
  sheet_detent d[2] = {{SHEET_DETENT_FRACTION, 0.4}, {SHEET_DETENT_FRACTION, 0.9}};
  sheet_config c;
  sheet_engine *e;
  sheet_id id;
  double now = 0.0, dy;

  CHECK_SECTION("two detents, fling and drag");
  e = drv_engine();
  drv_config(&c, d, 2);
  id = PRESENT_TO_REST(e, &c, top0, &now);
  CHECK_PRESENTED();

  /* a fast upward fling (60 pt in 50 ms = 1200 pt/s) */
  ev_clear(&log_);
  now = flick(e, id, 600.0, -60.0, now);
  ev_drain(e, &log_);
  CHECK_DRAG_CHANGED_DETENT(0, 1, SHEET_REASON_FLING);
  CHECK(frame_of(e, id).detent == 1);
  now = drv_run(e, now, 1.5);
  ev_clear(&log_);
  ev_drain(e, &log_);
  CHECK_NO_EVENTS(&log_);
  DRV_REST(e, id, 1, top1);

  /* a slow drag back down to 20 pt above detent 0's top settles at detent 0 */
  ev_clear(&log_);
  dy = (top0 - top1) - 20.0;
  now = drv_slow_drag(e, id, 200.0, dy, now);
  ev_drain(e, &log_);
  CHECK(frame_of(e, id).state == SHEET_STATE_SETTLING);
  CHECK(frame_of(e, id).detent == 0);
  now = drv_run(e, now, 1.5);
  ev_drain(e, &log_);
  CHECK_DRAG_CHANGED_DETENT(1, 0, SHEET_REASON_DRAG);
  DRV_REST(e, id, 0, top0);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * maps-style: an undimmed low detent passes touches through
 * ---------------------------------------------------------------------------------- */
static void test_undimmed_low_detent_passes_touches_through(void) {
  const double top0 = PHONE_HEIGHT - 200.0, top1 = drv_frac_top(0.9);
  sheet_detent d[2] = {{SHEET_DETENT_POINTS, 200.0}, {SHEET_DETENT_FRACTION, 0.9}};
  sheet_config c;
  sheet_engine *e;
  sheet_id id;
  sheet_frame f;
  double now = 0.0, quarter, half;

  CHECK_SECTION("maps-style sheet");
  e = drv_engine();
  drv_config(&c, d, 2);
  c.largest_undimmed_detent = 0;
  c.backdrop_tap = SHEET_TAP_NONE;
  id = PRESENT_TO_REST(e, &c, top0, &now);
  f = frame_of(e, id);
  CHECK_NEAR(f.backdrop_alpha, 0.0, 1e-12);
  CHECK_NEAR(f.progress, 200.0 / drv_frac_h(0.9), 1e-9);
  drv_down(e, id, DRV_X, 300.0, now, SHEET_HIT_PASS_THROUGH);
  /* a passed-through pointer is not the engine's: a new one may come down */
  now += 0.05;
  drv_down(e, id, DRV_X, 700.0, now, SHEET_HIT_SHEET);
  now += 0.05;
  CHECK_STATUS(sheet_pointer_up(e, id, DRV_X, 700.0, now), SHEET_OK);

  /* detent 1: dimmed, backdrop hits, a tap does nothing (policy NONE) */
  ev_drain(e, &log_);
  ev_clear(&log_);
  CHECK_STATUS(sheet_move_to_detent(e, id, 1, now), SHEET_OK);
  ev_drain(e, &log_);
  CHECK_EVENTS(&log_, EVDC(0, 1));
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 1, top1);
  CHECK_NEAR(frame_of(e, id).backdrop_alpha, 0.4, 1e-9);
  now = tap_and_run(e, id, 100.0, SHEET_HIT_BACKDROP, 0.05, now);
  CHECK_NO_EVENTS(&log_);
  DRV_REST(e, id, 1, top1);

  /* dragging between the detents: alpha interpolated by position */
  quarter = (top0 - top1) / 4.0;
  half = (top0 - top1) / 2.0;
  drv_down(e, id, DRV_X, 200.0, now, SHEET_HIT_SHEET);
  now = drv_moves(e, id, DRV_X, 200.0, 200.0 + quarter, now, 0.4, 25);
  f = frame_of(e, id);
  CHECK_NEAR(f.top, top1 + quarter, 1e-9);
  CHECK_NEAR(f.backdrop_alpha, 0.3, 1e-6);
  now = drv_moves(e, id, DRV_X, 200.0 + quarter, 200.0 + half, now, 0.4, 25);
  f = frame_of(e, id);
  CHECK_NEAR(f.top, top1 + half, 1e-9);
  CHECK_NEAR(f.backdrop_alpha, 0.2, 1e-6);
  now = drv_moves(e, id, DRV_X, 200.0 + half, 200.0 + (top0 - top1) + 30.0, now, 0.4, 25);
  f = frame_of(e, id);
  CHECK_NEAR(f.backdrop_alpha, 0.0, 1e-9); /* at or below detent 0: clear */
  CHECK_STATUS(sheet_pointer_cancel(e, id, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 1, top1); /* cancel: back to where it rested */
  CHECK_NEAR(frame_of(e, id).backdrop_alpha, 0.4, 1e-9);
  ev_drain(e, &log_);
  CHECK(ev_count(&log_, SHEET_EVENT_WILL_DISMISS) == 0);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * a 490 pt panel with an auto-dismiss height of 300 goes back above it, dismisses below
 * ---------------------------------------------------------------------------------- */
static void test_panel_dismisses_below_auto_dismiss_height(void) {
  const double rest = PHONE_HEIGHT - 490.0;
  sheet_detent d[1] = {{SHEET_DETENT_POINTS, 490.0}};
  sheet_config c;
  sheet_engine *e;
  sheet_id id;
  double now = 0.0;

  CHECK_SECTION("auto-dismiss height");
  e = drv_engine();
  drv_config(&c, d, 1);
  c.dismiss_height = 300.0;
  id = PRESENT_TO_REST(e, &c, rest, &now);

  /* leaving 320 visible: back to 490 */
  now = slow_drag_and_run(e, id, 400.0, 170.0, now);
  CHECK_DRAGGED_BACK();
  DRV_REST(e, id, 0, rest);

  /* leaving 280 visible (more than half of 490, so only dismiss_height decides) */
  now = slow_drag_and_run(e, id, 400.0, 210.0, now);
  CHECK_DRAGGED_AWAY(SHEET_REASON_DRAG);
  DRV_HIDDEN(e, id);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * a dismiss in the middle of a presentation turns the sheet without a jump
 * ---------------------------------------------------------------------------------- */
static void test_dismiss_mid_presentation_turns_without_a_jump(void) {
  sheet_detent d[1] = {{SHEET_DETENT_FRACTION, 0.6}};
  sheet_config c;
  sheet_engine *e;
  sheet_id id;
  sheet_frame f, g;
  double prev_step;

  CHECK_SECTION("dismiss mid-presentation");
  e = drv_engine();
  drv_config(&c, d, 1);
  id = drv_sheet(e, &c);
  ev_clear(&log_);
  CHECK_STATUS(sheet_present(e, id, 0, 0.0), SHEET_OK);
  tick_until(e, 0.0, 0.1 - 1.0 / 60.0, 60.0);
  prev_step = frame_of(e, id).top;
  tick_until(e, 0.1 - 1.0 / 60.0, 0.1, 60.0);
  f = frame_of(e, id);
  prev_step = fabs(f.top - prev_step);
  CHECK(f.state == SHEET_STATE_PRESENTING);
  CHECK(f.top < PHONE_HEIGHT - 50.0 && f.top > drv_frac_top(0.6)); /* on its way */
  CHECK_STATUS(sheet_dismiss(e, id, 0.1), SHEET_OK);
  g = frame_of(e, id);
  CHECK(g.state == SHEET_STATE_DISMISSING);
  CHECK(g.detent == -1);
  CHECK_NEAR(g.top, f.top, 1e-9); /* no jump at the command */
  ev_drain(e, &log_);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_WILL_PRESENT, 0),
               EVDR(SHEET_EVENT_TRANSITION_CANCELLED, 0, SHEET_REASON_PROGRAMMATIC),
               EVR(SHEET_EVENT_WILL_DISMISS, SHEET_REASON_PROGRAMMATIC));
  CHECK_STATUS(sheet_engine_tick(e, 0.1 + 1.0 / 60.0), SHEET_OK);
  g = frame_of(e, id);
  /* continuous: the first frame after the dismiss moves no more than the presentation's
     last frame did (it keeps the upward velocity, then turns) */
  CHECK_MSG(fabs(g.top - f.top) <= prev_step + 1.0,
            "first frame after dismiss jumped: |dtop| = %.6g, last present step %.6g",
            fabs(g.top - f.top), prev_step);
  CHECK_MSG(g.velocity < 0.0 || fabs(g.top - f.top) < 5.0,
            "velocity after dismiss %.6g (expected the presentation's upward velocity kept)",
            g.velocity);
  tick_until(e, 0.1 + 1.0 / 60.0, 2.0, 60.0);
  ev_drain(e, &log_);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_WILL_PRESENT, 0),
               EVDR(SHEET_EVENT_TRANSITION_CANCELLED, 0, SHEET_REASON_PROGRAMMATIC),
               EVR(SHEET_EVENT_WILL_DISMISS, SHEET_REASON_PROGRAMMATIC),
               EVR(SHEET_EVENT_DID_DISMISS, SHEET_REASON_PROGRAMMATIC));
  DRV_HIDDEN(e, id);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * a finger on a moving sheet catches it where it is
 * ---------------------------------------------------------------------------------- */
static void test_finger_catches_a_moving_sheet_where_it_is(void) {
  sheet_detent d[1] = {{SHEET_DETENT_FRACTION, 0.6}};
  sheet_config c;
  sheet_engine *a, *b;
  sheet_id ia, ib;
  sheet_frame fa, fb;
  const double tc = 0.125;
  double caught, now;

  CHECK_SECTION("catch a moving sheet");
  a = drv_engine();
  b = drv_engine();
  drv_config(&c, d, 1);
  ia = drv_sheet(a, &c);
  ib = drv_sheet(b, &c);
  CHECK_STATUS_E(a, sheet_present(a, ia, 0, 0.0), SHEET_OK);
  CHECK_STATUS_E(b, sheet_present(b, ib, 0, 0.0), SHEET_OK);
  tick_until(a, 0.0, 0.1, 60.0);
  tick_until(b, 0.0, 0.1, 60.0);
  CHECK_NEAR(frame_of(a, ia).top, frame_of(b, ib).top, 1e-12);

  /* a: the finger lands at tc without a tick; b: ticked to tc */
  CHECK_STATUS_E(a, sheet_pointer_down(a, ia, DRV_X, 760.0, tc, NULL), SHEET_OK);
  CHECK_STATUS_E(b, sheet_engine_tick(b, tc), SHEET_OK);
  fa = frame_of(a, ia);
  fb = frame_of(b, ib);
  CHECK(fb.state == SHEET_STATE_PRESENTING);
  CHECK_NEAR(fa.top, fb.top, 1e-6);
  CHECK(fa.state != SHEET_STATE_PRESENTING);
  caught = fa.top;
  /* the motion stopped: ticking on does not move it */
  CHECK_STATUS_E(a, sheet_engine_tick(a, 0.2), SHEET_OK);
  CHECK_NEAR(frame_of(a, ia).top, caught, 1e-9);
  CHECK_STATUS_E(a, sheet_engine_tick(a, 0.3), SHEET_OK);
  CHECK_NEAR(frame_of(a, ia).top, caught, 1e-9);
  /* and the drag is anchored where it was caught */
  CHECK_STATUS_E(a, sheet_pointer_move(a, ia, DRV_X, 790.0, 0.32), SHEET_OK);
  CHECK_NEAR(frame_of(a, ia).top, caught + 30.0, 1e-9);
  CHECK_STATUS_E(a, sheet_pointer_move(a, ia, DRV_X, 700.0, 0.34), SHEET_OK);
  CHECK_NEAR(frame_of(a, ia).top, caught - 60.0, 1e-9);
  CHECK_STATUS_E(a, sheet_pointer_move(a, ia, DRV_X, 700.0, 0.40), SHEET_OK);
  CHECK_STATUS_E(a, sheet_pointer_up(a, ia, DRV_X, 700.0, 0.46), SHEET_OK);
  now = 0.46;
  tick_until(a, now, now + 1.5, 60.0);
  DRV_REST(a, ia, 0, drv_frac_top(0.6));
  ev_clear(&log_);
  ev_drain(a, &log_);
  /* the WILL_PRESENT is closed exactly once */
  CHECK(ev_count(&log_, SHEET_EVENT_WILL_PRESENT) == 1);
  CHECK_MSG(ev_count(&log_, SHEET_EVENT_DID_PRESENT) +
                    ev_count(&log_, SHEET_EVENT_TRANSITION_CANCELLED) ==
                1,
            "WILL_PRESENT closed %lu times",
            (unsigned long)(ev_count(&log_, SHEET_EVENT_DID_PRESENT) +
                            ev_count(&log_, SHEET_EVENT_TRANSITION_CANCELLED)));
  CHECK(ev_count(&log_, SHEET_EVENT_DRAG_BEGAN) == 1);
  CHECK(ev_count(&log_, SHEET_EVENT_DRAG_ENDED) == 1);
  CHECK(ev_count(&log_, SHEET_EVENT_WILL_DISMISS) == 0);
  sheet_engine_destroy(a);
  sheet_engine_destroy(b);
}

/* ------------------------------------------------------------------------------------
 * transition and drag events are always paired
 * ---------------------------------------------------------------------------------- */
#define MAXS 8
typedef struct pair_state {
  sheet_id id[MAXS];
  uint64_t tag[MAXS];
  int open[MAXS]; /* 0 none, 1 present, 2 dismiss */
  int drag[MAXS];
  int n;
  int violations;
} pair_state;

/* One pairing rule for the event at log index k; a broken one counts as a violation. */
static void pair_rule(pair_state *p, int kept, size_t k, const sheet_event *v, const char *rule) {
  if (!CHECK_MSG(kept, "[%lu] %s %s", (unsigned long)k, check_event_name(v->type), rule))
    p->violations++;
}

static void pairs_feed(pair_state *p, const ev_log *log) {
  size_t k;
  for (k = 0; k < log->n; k++) {
    const sheet_event *v = &log->ev[k];
    int s;
    for (s = 0; s < p->n; s++)
      if (p->id[s] == v->sheet) break;
    if (!CHECK_MSG(s < p->n, "event %s names an unknown sheet %llu", check_event_name(v->type),
                   (unsigned long long)v->sheet)) {
      p->violations++;
      continue;
    }
    if (!CHECK_MSG(v->user_tag == p->tag[s], "event %s user_tag %llu, expected %llu",
                   check_event_name(v->type), (unsigned long long)v->user_tag,
                   (unsigned long long)p->tag[s]))
      p->violations++;
    switch (v->type) {
    case SHEET_EVENT_WILL_PRESENT:
    case SHEET_EVENT_WILL_DISMISS:
      pair_rule(p, p->open[s] == 0, k, v, "while a transition is open");
      p->open[s] = v->type == SHEET_EVENT_WILL_PRESENT ? 1 : 2;
      break;
    case SHEET_EVENT_DID_PRESENT:
      pair_rule(p, p->open[s] == 1, k, v, "without an open WILL_PRESENT");
      p->open[s] = 0;
      break;
    case SHEET_EVENT_DID_DISMISS:
      pair_rule(p, p->open[s] == 2, k, v, "without an open WILL_DISMISS");
      p->open[s] = 0;
      break;
    case SHEET_EVENT_TRANSITION_CANCELLED:
      pair_rule(p, p->open[s] != 0, k, v, "with nothing open");
      p->open[s] = 0;
      break;
    case SHEET_EVENT_DRAG_BEGAN:
      pair_rule(p, !p->drag[s], k, v, "during a drag");
      p->drag[s] = 1;
      break;
    case SHEET_EVENT_DRAG_ENDED:
      pair_rule(p, p->drag[s], k, v, "without a drag");
      p->drag[s] = 0;
      break;
    default:
      break;
    }
  }
}

static void test_transition_and_drag_events_are_paired(void) {
  sheet_detent d[1] = {{SHEET_DETENT_FRACTION, 0.6}};
  sheet_config c;
  sheet_engine *e;
  pair_state p;
  sheet_id a, b, s3;
  double now = 0.0;
  int k;

  CHECK_SECTION("events are paired");
  memset(&p, 0, sizeof p);
  e = drv_engine();
  drv_config(&c, d, 1);
  c.user_tag = 0xAAu;
  a = drv_sheet(e, &c);
  c.user_tag = 0xBBu;
  b = drv_sheet(e, &c);
  c.user_tag = 0xCCu;
  s3 = drv_sheet(e, &c);
  p.id[0] = a, p.tag[0] = 0xAAu;
  p.id[1] = b, p.tag[1] = 0xBBu;
  p.id[2] = s3, p.tag[2] = 0xCCu;
  p.n = 3;
  ev_clear(&log_);

  /* a: present, dismiss mid-present, present mid-dismiss, rest, drag-dismiss */
  CHECK_STATUS(sheet_present(e, a, 0, now), SHEET_OK);
  now = drv_run(e, now, 0.1);
  CHECK_STATUS(sheet_dismiss(e, a, now), SHEET_OK);
  CHECK_STATUS(sheet_dismiss(e, a, now), SHEET_OK); /* dismissing a dismissing: nothing */
  now = drv_run(e, now, 0.1);
  CHECK(frame_of(e, a).state == SHEET_STATE_DISMISSING);
  CHECK_STATUS(sheet_present(e, a, 0, now), SHEET_OK); /* caught mid-dismiss */
  now = drv_run(e, now, 1.5);
  DRV_REST(e, a, 0, drv_frac_top(0.6));
  ev_drain(e, &log_);
  CHECK_EVENTS(&log_, EVT(SHEET_EVENT_WILL_PRESENT), EVT(SHEET_EVENT_TRANSITION_CANCELLED),
               EVT(SHEET_EVENT_WILL_DISMISS), EVT(SHEET_EVENT_TRANSITION_CANCELLED),
               EVT(SHEET_EVENT_WILL_PRESENT), EVT(SHEET_EVENT_DID_PRESENT));
  pairs_feed(&p, &log_);
  ev_clear(&log_);
  now = drv_slow_drag(e, a, 500.0, 350.0, now);
  now = drv_run(e, now, 1.5);
  DRV_HIDDEN(e, a);
  /* a again: destroy mid-present */
  CHECK_STATUS(sheet_present(e, a, 0, now), SHEET_OK);
  now = drv_run(e, now, 0.05);
  CHECK_STATUS(sheet_destroy(e, a), SHEET_OK);
  ev_drain(e, &log_);
  CHECK_EVENTS(&log_, EVT(SHEET_EVENT_DRAG_BEGAN), EVT(SHEET_EVENT_DRAG_ENDED),
               EVT(SHEET_EVENT_WILL_DISMISS), EVT(SHEET_EVENT_DID_DISMISS),
               EVT(SHEET_EVENT_WILL_PRESENT), EVDR(SHEET_EVENT_TRANSITION_CANCELLED, 0,
                                                   SHEET_REASON_PROGRAMMATIC));
  if (log_.n > 0) CHECK(log_.ev[log_.n - 1].sheet == a); /* names the destroyed sheet */
  pairs_feed(&p, &log_);
  ev_clear(&log_);

  /* b: present, rest, dismiss, destroy mid-dismiss */
  CHECK_STATUS(sheet_present(e, b, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  CHECK_STATUS(sheet_dismiss(e, b, now), SHEET_OK);
  now = drv_run(e, now, 0.05);
  CHECK_STATUS(sheet_destroy(e, b), SHEET_OK);
  ev_drain(e, &log_);
  CHECK_EVENTS(&log_, EVT(SHEET_EVENT_WILL_PRESENT), EVT(SHEET_EVENT_DID_PRESENT),
               EVR(SHEET_EVENT_WILL_DISMISS, SHEET_REASON_PROGRAMMATIC),
               EVR(SHEET_EVENT_TRANSITION_CANCELLED, SHEET_REASON_PROGRAMMATIC));
  pairs_feed(&p, &log_);
  ev_clear(&log_);

  /* s3: present, rest, destroy mid-drag */
  CHECK_STATUS(sheet_present(e, s3, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  drv_down(e, s3, DRV_X, 500.0, now, SHEET_HIT_SHEET);
  now = drv_moves(e, s3, DRV_X, 500.0, 560.0, now, 0.1, 5);
  CHECK_STATUS(sheet_destroy(e, s3), SHEET_OK);
  ev_drain(e, &log_);
  CHECK_EVENTS(&log_, EVT(SHEET_EVENT_WILL_PRESENT), EVT(SHEET_EVENT_DID_PRESENT),
               EVT(SHEET_EVENT_DRAG_BEGAN), EVDR(SHEET_EVENT_DRAG_ENDED, -1, SHEET_REASON_NONE));
  pairs_feed(&p, &log_);
  ev_clear(&log_);

  /* a fresh sheet: rapid present/dismiss/present at odd times, then the end */
  c.user_tag = 0xEEu;
  p.id[3] = drv_sheet(e, &c);
  p.tag[3] = 0xEEu;
  p.n = 4;
  for (k = 0; k < 6; k++) {
    CHECK_STATUS(sheet_present(e, p.id[3], 0, now), SHEET_OK);
    now = drv_run(e, now, 0.013 * (double)(k + 1));
    CHECK_STATUS(sheet_dismiss(e, p.id[3], now), SHEET_OK);
    now = drv_run(e, now, 0.021 * (double)(k + 1));
  }
  now = drv_run(e, now, 1.5);
  DRV_HIDDEN(e, p.id[3]);
  ev_drain(e, &log_);
  CHECK(ev_count(&log_, SHEET_EVENT_WILL_PRESENT) == 6);
  CHECK(ev_count(&log_, SHEET_EVENT_WILL_DISMISS) == 6);
  CHECK(ev_count(&log_, SHEET_EVENT_DID_DISMISS) == 1);
  pairs_feed(&p, &log_);
  ev_clear(&log_);

  for (k = 0; k < p.n; k++) {
    CHECK_MSG(p.open[k] == 0, "sheet %d: a transition was never closed", k);
    CHECK_MSG(p.drag[k] == 0, "sheet %d: a drag was never ended", k);
  }
  CHECK(p.violations == 0);
  sheet_engine_destroy(e);
}

int main(void) {
  printf("libsheet %s, ABI 0x%08x\n", sheet_version_string(), (unsigned)sheet_abi_version());
  test_container_springs_back_or_dismisses_by_drag_flick_and_tap();
  test_drag_follows_the_finger_one_to_one();
  test_non_dismissible_sheet_rubber_bands_and_stays();
  test_fling_up_reaches_the_higher_detent_slow_drag_the_lower();
  test_undimmed_low_detent_passes_touches_through();
  test_panel_dismisses_below_auto_dismiss_height();
  test_dismiss_mid_presentation_turns_without_a_jump();
  test_finger_catches_a_moving_sheet_where_it_is();
  test_transition_and_drag_events_are_paired();
  return check_done();
}
