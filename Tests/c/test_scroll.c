/*
 * test_scroll.c — scroll hand-off between a maps-style sheet and its scrolling content,
 * driven through the C ABI with explicit timestamps.
 *
 * The sheet: detents POINTS 200 (top 644) and FRACTION 0.9 (717.3 visible, top 126.7),
 * content scroll extent 1000. The phone fixture: viewport 390 x 844, safe_top 47,
 * safe_bottom 34.
 */
#include "drive.h"

#define VH PHONE_HEIGHT
#define X DRV_X
#define TOP0 (VH - 200.0)
#define TOP1 drv_frac_top(0.9)
#define EXTENT 1000.0

static ev_log log_;

static void drain(sheet_engine *e) {
  ev_clear(&log_);
  ev_drain(e, &log_);
}

static const char *owner_name(int32_t o) { return sn_gesture_name(o, "OWNER_?"); }

/* A maps-style sheet resting at `detent` with a scroll extent of 1000; returns now. */
static double maps_sheet(sheet_engine *e, sheet_id *out, int32_t detent) {
  static const sheet_detent d[2] = {{SHEET_DETENT_POINTS, 200.0}, {SHEET_DETENT_FRACTION, 0.9}};
  sheet_config c;
  sheet_frame f;
  double now = 0.0;
  drv_config(&c, d, 2);
  c.largest_undimmed_detent = 0;
  *out = drv_sheet(e, &c);
  CHECK_STATUS(sheet_present(e, *out, detent, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, *out, detent, detent == 0 ? TOP0 : TOP1);
  CHECK_STATUS(sheet_set_scroll_extent(e, *out, EXTENT, now), SHEET_OK);
  f = frame_of(e, *out);
  CHECK_NEAR(f.scroll_extent, EXTENT, 1e-12);
  CHECK_NEAR(f.content_offset, 0.0, 1e-12);
  CHECK(f.gesture_owner == SHEET_GESTURE_NONE);
  drain(e);
  return now;
}

/* ------------------------------------------------------------------------------------
 * At the highest detent an upward drag scrolls the content; a downward drag
 * scrolls it back first, then moves the sheet
 * ---------------------------------------------------------------------------------- */
static void test_scroll_up_then_back(void) {
  sheet_engine *e;
  sheet_id id;
  sheet_frame f;
  double now, t, y;
  int i, ok;

  CHECK_SECTION("upward drag at the highest detent scrolls the content");
  e = drv_engine();
  now = maps_sheet(e, &id, 1);
  drv_down(e, id, X, 600.0, now, SHEET_HIT_SHEET);
  CHECK(frame_of(e, id).gesture_owner == SHEET_GESTURE_NONE);
  t = now;
  ok = 1;
  for (i = 1; i <= 60; i++) {
    const double travel = 5.0 * (double)i;
    t = now + 0.016 * (double)i;
    drv_move(e, id, X, 600.0 - travel, t);
    CHECK_STATUS(sheet_engine_tick(e, t), SHEET_OK);
    f = frame_of(e, id);
    if (i == 1) {
      /* inside the slop: nothing moves, nobody owns it yet */
      CHECK_NEAR(f.content_offset, 0.0, 1e-12);
      CHECK(f.gesture_owner == SHEET_GESTURE_NONE);
    } else if (fabs(f.content_offset - travel) > 1e-9 || fabs(f.top - TOP1) > 1e-9 ||
               f.gesture_owner != SHEET_GESTURE_CONTENT || f.state != SHEET_STATE_RESTING) {
      ok = 0;
      CHECK_MSG(0, "step %d (travel %g): offset %.12g, top %.12g, owner %s, state %s", i,
                travel, f.content_offset, f.top, owner_name(f.gesture_owner),
                check_state_name(f.state));
    }
  }
  CHECK(ok);
  f = frame_of(e, id);
  CHECK_NEAR(f.content_offset, 300.0, 1e-9);
  CHECK_NEAR(f.top, TOP1, 1e-9);
  drain(e);
  CHECK_NO_EVENTS(&log_); /* no DRAG_BEGAN: the sheet never moved */
  t += 0.060;
  CHECK_STATUS(sheet_engine_tick(e, t), SHEET_OK);
  drv_up(e, id, X, 300.0, t);
  f = frame_of(e, id);
  CHECK_NEAR(f.content_offset, 300.0, 1e-9);
  CHECK(f.gesture_owner == SHEET_GESTURE_NONE);
  CHECK(drv_animating(e) == 0);
  now = drv_run(e, t, 0.5);
  DRV_REST(e, id, 1, TOP1);
  CHECK_NEAR(frame_of(e, id).content_offset, 300.0, 1e-9);
  drain(e);
  CHECK_NO_EVENTS(&log_);

  CHECK_SECTION("downward drag scrolls back to 0, then moves the sheet");
  drv_down(e, id, X, 300.0, now, SHEET_HIT_SHEET);
  ok = 1;
  for (i = 1; i <= 40; i++) {
    const double travel = 10.0 * (double)i;
    const double want_offset = travel < 300.0 ? 300.0 - travel : 0.0;
    const double want_top = TOP1 + (travel > 300.0 ? travel - 300.0 : 0.0);
    const int32_t want_owner = travel <= 300.0 ? SHEET_GESTURE_CONTENT : SHEET_GESTURE_SHEET;
    t = now + 0.016 * (double)i;
    y = 300.0 + travel;
    drv_move(e, id, X, y, t);
    CHECK_STATUS(sheet_engine_tick(e, t), SHEET_OK);
    f = frame_of(e, id);
    if (fabs(f.content_offset - want_offset) > 1e-9 || fabs(f.top - want_top) > 1e-9 ||
        f.gesture_owner != want_owner) {
      ok = 0;
      CHECK_MSG(0, "step %d (travel %g): offset %.12g (want %g), top %.12g (want %.12g), "
                   "owner %s (want %s)", i, travel, f.content_offset, want_offset, f.top,
                want_top, owner_name(f.gesture_owner), owner_name(want_owner));
    }
    drain(e);
    if (i == 31) {
      CHECK_EVENTS(&log_, EVD(SHEET_EVENT_DRAG_BEGAN, 1)); /* the sheet starts moving */
      CHECK(f.state == SHEET_STATE_DRAGGING);
    } else if (log_.n != 0) {
      ok = 0;
      CHECK_MSG(0, "step %d: unexpected events", i);
      ev_print(&log_);
    }
  }
  CHECK(ok);
  t += 0.060;
  CHECK_STATUS(sheet_engine_tick(e, t), SHEET_OK);
  drv_up(e, id, X, 700.0, t);
  now = drv_run(e, t, 1.5);
  drain(e);
  CHECK_EVENTS(&log_, EVDR(SHEET_EVENT_DRAG_ENDED, 1, SHEET_REASON_DRAG));
  DRV_REST(e, id, 1, TOP1);
  CHECK_NEAR(frame_of(e, id).content_offset, 0.0, 1e-9);

  CHECK_SECTION("one move past the content's top splits exactly");
  /* scroll up 300 again, then a single 320 pt move down: 300 to the content, 20 to the
     sheet */
  drv_down(e, id, X, 600.0, now, SHEET_HIT_SHEET);
  now = drv_moves(e, id, X, 600.0, 300.0, now, 0.96, 60);
  now += 0.060;
  CHECK_STATUS(sheet_engine_tick(e, now), SHEET_OK);
  drv_up(e, id, X, 300.0, now);
  CHECK_NEAR(frame_of(e, id).content_offset, 300.0, 1e-9);
  now += 0.1;
  drv_down(e, id, X, 300.0, now, SHEET_HIT_SHEET);
  now += 0.016;
  drv_move(e, id, X, 620.0, now);
  f = frame_of(e, id);
  CHECK_NEAR(f.content_offset, 0.0, 1e-9);
  CHECK_NEAR(f.top, TOP1 + 20.0, 1e-9);
  CHECK(f.state == SHEET_STATE_DRAGGING);
  drain(e);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_DRAG_BEGAN, 1));
  CHECK_STATUS(sheet_pointer_cancel(e, id, now), SHEET_OK);
  drv_run(e, now, 1.5);
  DRV_REST(e, id, 1, TOP1);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * From the low detent an upward drag lifts the sheet to the top, then scrolls the
 * content, in one gesture, continuously
 * ---------------------------------------------------------------------------------- */
static void test_scroll_handoff_up(void) {
  const double room = TOP0 - TOP1; /* 517.3 */
  sheet_engine *e;
  sheet_id id;
  sheet_frame f, prev;
  double now, t;
  int i, ok;

  CHECK_SECTION("upward drag from detent 0: sheet to the top, then the content");
  e = drv_engine();
  now = maps_sheet(e, &id, 0);
  drv_down(e, id, X, 700.0, now, SHEET_HIT_SHEET);
  prev = frame_of(e, id);
  t = now;
  ok = 1;
  for (i = 1; i <= 70; i++) {
    const double travel = 10.0 * (double)i;
    const double sheet_part = travel < room ? travel : room;
    const int32_t want_owner = travel <= room ? SHEET_GESTURE_SHEET : SHEET_GESTURE_CONTENT;
    t = now + 0.016 * (double)i;
    drv_move(e, id, X, 700.0 - travel, t);
    CHECK_STATUS(sheet_engine_tick(e, t), SHEET_OK);
    f = frame_of(e, id);
    if (fabs(f.top - (TOP0 - sheet_part)) > 1e-9 ||
        fabs(f.content_offset - (travel - sheet_part)) > 1e-9 ||
        f.gesture_owner != want_owner || f.state != SHEET_STATE_DRAGGING) {
      ok = 0;
      CHECK_MSG(0, "step %d (travel %g): top %.12g (want %.12g), offset %.12g (want %.12g), "
                   "owner %s (want %s), state %s", i, travel, f.top, TOP0 - sheet_part,
                f.content_offset, travel - sheet_part, owner_name(f.gesture_owner),
                owner_name(want_owner), check_state_name(f.state));
    }
    /* continuity: the finger's 10 pt went exactly to the sheet and the content */
    if (fabs((prev.top - f.top) + (f.content_offset - prev.content_offset) - 10.0) > 1e-9) {
      ok = 0;
      CHECK_MSG(0, "step %d: sheet moved %.12g and content %.12g, together not the finger's 10",
                i, prev.top - f.top, f.content_offset - prev.content_offset);
    }
    prev = f;
    drain(e);
    if (i == 1) {
      CHECK_EVENTS(&log_, EVD(SHEET_EVENT_DRAG_BEGAN, 0));
    } else if (log_.n != 0) {
      ok = 0;
      CHECK_MSG(0, "step %d: unexpected events", i);
      ev_print(&log_);
    }
  }
  CHECK(ok);
  f = frame_of(e, id);
  CHECK_NEAR(f.top, TOP1, 1e-9);
  CHECK_NEAR(f.content_offset, 700.0 - room, 1e-9); /* 182.7 */
  t += 0.060;
  CHECK_STATUS(sheet_engine_tick(e, t), SHEET_OK);
  drv_up(e, id, X, 0.0, t);
  now = drv_run(e, t, 1.5);
  drain(e);
  CHECK_EVENTS(&log_, EVDR(SHEET_EVENT_DRAG_ENDED, 1, SHEET_REASON_DRAG),
               {SHEET_EVENT_DETENT_CHANGED, 1, 0, SHEET_REASON_DRAG});
  DRV_REST(e, id, 1, TOP1);
  CHECK_NEAR(frame_of(e, id).content_offset, 700.0 - room, 1e-9);
  CHECK(drv_animating(e) == 0);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * A fast flick up from detent 0 that reaches the highest detent and goes on into the
 * content: on release the content takes the finger's velocity, and the sheet, already at
 * its highest detent, stays there. It never rises above it (nor above safe_top), though
 * the finger moved at thousands of points per second.
 * ---------------------------------------------------------------------------------- */
static void test_flick_through_into_content(void) {
  sheet_engine *e;
  sheet_id id;
  sheet_frame f;
  double now, t, y, highest = VH;
  int i;

  CHECK_SECTION("a flick up through the highest detent into the content");
  e = drv_engine();
  now = maps_sheet(e, &id, 0);
  y = 700.0;
  drv_down(e, id, X, y, now, SHEET_HIT_SHEET);
  t = now;
  for (i = 1; i <= 6; i++) { /* 600 pt in 50 ms: about 12,000 pt/s */
    t = now + (double)i / 120.0;
    y -= 100.0;
    drv_move(e, id, X, y, t);
  }
  f = frame_of(e, id);
  CHECK_NEAR(f.top, TOP1, 1e-9);
  CHECK(f.gesture_owner == SHEET_GESTURE_CONTENT);
  CHECK_NEAR(f.content_offset, 600.0 - (TOP0 - TOP1), 1e-9);
  CHECK(f.velocity == 0.0); /* the content moves, not the sheet */
  drain(e);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_DRAG_BEGAN, 0));
  drv_up(e, id, X, y, t);
  drain(e);
  CHECK_EVENTS(&log_, EVDR(SHEET_EVENT_DRAG_ENDED, 1, SHEET_REASON_DRAG),
               {SHEET_EVENT_DETENT_CHANGED, 1, 0, SHEET_REASON_DRAG});
  f = frame_of(e, id);
  CHECK(f.velocity == 0.0);
  CHECK_NEAR(f.top, TOP1, 1e-9);
  for (i = 1; i <= 120; i++) {
    CHECK_STATUS(sheet_engine_tick(e, t + (double)i / 120.0), SHEET_OK);
    f = frame_of(e, id);
    if (f.top < highest) highest = f.top;
  }
  CHECK_NEAR(highest, TOP1, 1e-9);
  CHECK(highest >= PHONE_SAFE_TOP);
  DRV_REST(e, id, 1, TOP1);
  /* the content ran on with the finger's momentum, several hundred points */
  CHECK(frame_of(e, id).content_offset > 600.0);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * A viewport change in the middle of a drag that has scrolled the content: the sheet
 * stays under the finger, and the next movement goes on from there.
 * ---------------------------------------------------------------------------------- */
static void test_viewport_change_mid_handoff(void) {
  sheet_engine *e;
  sheet_id id;
  sheet_frame before, after;
  double now, t, y, top1_tall;
  int i;

  CHECK_SECTION("a viewport change in a drag that scrolled the content");
  e = drv_engine();
  now = maps_sheet(e, &id, 0);
  y = 700.0;
  drv_down(e, id, X, y, now, SHEET_HIT_SHEET);
  t = now;
  for (i = 1; i <= 60; i++) { /* 600 pt up: 517.3 to the sheet, 82.7 to the content */
    t = now + 0.016 * (double)i;
    y -= 10.0;
    drv_move(e, id, X, y, t);
  }
  before = frame_of(e, id);
  CHECK_NEAR(before.top, TOP1, 1e-9);
  CHECK_NEAR(before.content_offset, 600.0 - (TOP0 - TOP1), 1e-9);
  /* a taller viewport: the highest detent is now 0.9 of 1153 */
  CHECK_STATUS(sheet_engine_set_viewport(e, PHONE_WIDTH, 1200.0, PHONE_SAFE_TOP, PHONE_SAFE_BOTTOM), SHEET_OK);
  top1_tall = 1200.0 - 0.9 * (1200.0 - PHONE_SAFE_TOP);
  after = frame_of(e, id);
  CHECK_NEAR(after.height, before.height, 1e-9); /* the visible height is kept */
  CHECK_NEAR(after.content_offset, before.content_offset, 1e-9);
  /* 5 pt further up: the sheet, now below its highest detent, takes it 1:1 */
  t += 0.016;
  drv_move(e, id, X, y - 5.0, t);
  CHECK_NEAR(frame_of(e, id).top, after.top - 5.0, 1e-9);
  CHECK_NEAR(frame_of(e, id).content_offset, after.content_offset, 1e-9);
  CHECK(after.top - 5.0 > top1_tall);
  drv_up(e, id, X, y - 5.0, t);
  drv_run(e, t, 2.0);
  CHECK(frame_of(e, id).state == SHEET_STATE_RESTING);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * A release while the content owns the gesture: momentum, deceleration, bounce
 * ---------------------------------------------------------------------------------- */
static double momentum_offset(double o0, double v0, double dt) {
  return o0 + v0 * (pow(0.998, 1000.0 * dt) - 1.0) / (1000.0 * log(0.998));
}

static void test_scroll_momentum(void) {
  static const double dts[4] = {0.1, 0.25, 0.5, 0.65};
  sheet_engine *e;
  sheet_id id;
  sheet_frame f;
  double now, t_up, prev, prev_step, peak = 0.0;
  int i, k, ok, decel_ok, peaked = 0, below = 0, animating_in_bounce = 0;

  CHECK_SECTION("content momentum after a fast upward release");
  e = drv_engine();
  now = maps_sheet(e, &id, 1);
  drv_down(e, id, X, 700.0, now, SHEET_HIT_SHEET);
  for (i = 1; i <= 38; i++) { /* 16 pt every 16 ms: 1000 pt/s upward */
    const double t = now + 0.016 * (double)i;
    drv_move(e, id, X, 700.0 - 16.0 * (double)i, t);
    CHECK_STATUS(sheet_engine_tick(e, t), SHEET_OK);
  }
  CHECK(frame_of(e, id).gesture_owner == SHEET_GESTURE_CONTENT);
  t_up = now + 0.016 * 39.0;
  drv_up(e, id, X, 700.0 - 16.0 * 39.0, t_up);
  f = frame_of(e, id);
  CHECK_NEAR(f.content_offset, 624.0, 1e-9);
  CHECK_NEAR(f.top, TOP1, 1e-9);
  CHECK(f.gesture_owner == SHEET_GESTURE_NONE);
  CHECK(drv_animating(e) == 1);
  drain(e);
  CHECK_NO_EVENTS(&log_);

  /* the closed form until it reaches the extent (at about 0.70 s) */
  prev = 624.0;
  prev_step = INFINITY;
  decel_ok = 1;
  for (k = 1; k <= 39; k++) { /* 60 Hz up to 0.65 s */
    const double t = t_up + (double)k / 60.0;
    CHECK_STATUS(sheet_engine_tick(e, t), SHEET_OK);
    f = frame_of(e, id);
    if (!(f.content_offset - prev > 0.0 && f.content_offset - prev < prev_step)) decel_ok = 0;
    prev_step = f.content_offset - prev;
    prev = f.content_offset;
  }
  CHECK_MSG(decel_ok, "the content did not keep growing while slowing down");
  for (i = 0; i < 4; i++) {
    sheet_engine *e2 = drv_engine();
    sheet_id id2;
    double n2 = maps_sheet(e2, &id2, 1), tu2;
    int j;
    drv_down(e2, id2, X, 700.0, n2, SHEET_HIT_SHEET);
    for (j = 1; j <= 38; j++) {
      const double t = n2 + 0.016 * (double)j;
      drv_move(e2, id2, X, 700.0 - 16.0 * (double)j, t);
    }
    tu2 = n2 + 0.016 * 39.0;
    drv_up(e2, id2, X, 700.0 - 16.0 * 39.0, tu2);
    CHECK_STATUS_E(e2, sheet_engine_tick(e2, tu2 + dts[i]), SHEET_OK);
    f = frame_of(e2, id2);
    CHECK_MSG(fabs(f.content_offset - momentum_offset(624.0, 1000.0, dts[i])) <= 1e-6,
              "release + %.2f s: offset %.12g, expected %.12g", dts[i], f.content_offset,
              momentum_offset(624.0, 1000.0, dts[i]));
    sheet_engine_destroy(e2);
  }
  check_use_engine(e);

  /* on to the extent, a little past it, and back to exactly 1000 */
  ok = 1;
  for (k = 40; k <= 240; k++) {
    const double t = t_up + (double)k / 60.0;
    CHECK_STATUS(sheet_engine_tick(e, t), SHEET_OK);
    f = frame_of(e, id);
    if (f.content_offset > peak) peak = f.content_offset;
    if (f.content_offset > EXTENT + 0.5) peaked = 1;
    if (peaked && f.content_offset < EXTENT - 1e-9) below = 1;
    if (peaked && f.content_offset > EXTENT + 1e-9 && drv_animating(e) == 1)
      animating_in_bounce = 1;
    if (fabs(f.top - TOP1) > 1e-9 || f.state != SHEET_STATE_RESTING) ok = 0;
  }
  CHECK_MSG(peaked && peak < EXTENT + 30.0, "peak offset %.6g: expected a little past %g", peak,
            EXTENT);
  CHECK_MSG(!below, "the bounce went below the extent");
  CHECK(animating_in_bounce);
  CHECK_MSG(ok, "the sheet moved during the content's momentum");
  f = frame_of(e, id);
  CHECK_NEAR(f.content_offset, EXTENT, 1e-9);
  CHECK(drv_animating(e) == 0);
  drain(e);
  CHECK_NO_EVENTS(&log_);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * A sideways drag is not taken; a downward drag at the content's top moves the
 * sheet
 * ---------------------------------------------------------------------------------- */
static void test_scroll_sideways_and_down(void) {
  sheet_engine *e;
  sheet_id id;
  sheet_frame f;
  double now, t = 0.0;
  int i, ok;

  CHECK_SECTION("a horizontal drag goes to the host");
  e = drv_engine();
  now = maps_sheet(e, &id, 1);
  drv_down(e, id, 195.0, 500.0, now, SHEET_HIT_SHEET);
  ok = 1;
  for (i = 1; i <= 4; i++) {
    t = now + 0.016 * (double)i;
    drv_move(e, id, 195.0 + 10.0 * (double)i, 500.0 + 0.5 * (double)i, t);
    CHECK_STATUS(sheet_engine_tick(e, t), SHEET_OK);
    f = frame_of(e, id);
    if (f.gesture_owner != SHEET_GESTURE_HOST || fabs(f.top - TOP1) > 1e-12 ||
        f.content_offset != 0.0 || f.state != SHEET_STATE_RESTING) {
      ok = 0;
      CHECK_MSG(0, "step %d: owner %s, top %.12g, offset %.12g, state %s", i,
                owner_name(f.gesture_owner), f.top, f.content_offset,
                check_state_name(f.state));
    }
  }
  CHECK(ok);
  drv_up(e, id, 235.0, 502.0, t);
  now = drv_run(e, t, 0.5);
  DRV_REST(e, id, 1, TOP1);
  CHECK(frame_of(e, id).gesture_owner == SHEET_GESTURE_NONE);
  drain(e);
  CHECK_NO_EVENTS(&log_);

  CHECK_SECTION("a slow downward drag with the content at its top moves the sheet");
  drv_down(e, id, X, 300.0, now, SHEET_HIT_SHEET);
  ok = 1;
  for (i = 1; i <= 20; i++) {
    const double travel = 5.0 * (double)i;
    t = now + 0.016 * (double)i;
    drv_move(e, id, X, 300.0 + travel, t);
    CHECK_STATUS(sheet_engine_tick(e, t), SHEET_OK);
    f = frame_of(e, id);
    if (i == 1) {
      CHECK_NEAR(f.top, TOP1, 1e-12);
      CHECK(f.gesture_owner == SHEET_GESTURE_NONE);
    } else if (fabs(f.top - (TOP1 + travel)) > 1e-9 || f.gesture_owner != SHEET_GESTURE_SHEET ||
               f.content_offset != 0.0 || f.state != SHEET_STATE_DRAGGING) {
      ok = 0;
      CHECK_MSG(0, "step %d: top %.12g (want %.12g), owner %s, offset %.12g, state %s", i,
                f.top, TOP1 + travel, owner_name(f.gesture_owner), f.content_offset,
                check_state_name(f.state));
    }
    drain(e);
    if (i == 2) CHECK_EVENTS(&log_, EVD(SHEET_EVENT_DRAG_BEGAN, 1));
    else if (log_.n) ok = 0;
  }
  CHECK(ok);
  t += 0.060;
  CHECK_STATUS(sheet_engine_tick(e, t), SHEET_OK);
  drv_up(e, id, X, 400.0, t);
  now = drv_run(e, t, 1.5);
  drain(e);
  CHECK_EVENTS(&log_, EVDR(SHEET_EVENT_DRAG_ENDED, 1, SHEET_REASON_DRAG));
  DRV_REST(e, id, 1, TOP1);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * the extent: arguments, clamping, reset by a content swap
 * ---------------------------------------------------------------------------------- */
static void test_scroll_extent_rules(void) {
  sheet_engine *e;
  sheet_id id, gone;
  sheet_config c;
  sheet_frame f;
  double now;

  CHECK_SECTION("scroll extent: arguments, clamping, reset by set_content");
  e = drv_engine();
  now = maps_sheet(e, &id, 1);
  CHECK_STATUS(sheet_set_scroll_extent(e, id, -1.0, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_set_scroll_extent(e, id, NAN, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_set_scroll_extent(e, id, INFINITY, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_set_scroll_extent(e, id, 10.0, NAN), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_NEAR(frame_of(e, id).scroll_extent, EXTENT, 1e-12);
  sheet_config_init(&c);
  gone = drv_sheet(e, &c);
  CHECK_STATUS(sheet_destroy(e, gone), SHEET_OK);
  CHECK_STATUS(sheet_set_scroll_extent(e, gone, 10.0, now), SHEET_ERR_INVALID_HANDLE);

  now = drv_slow_drag(e, id, 600.0, -300.0, now);
  CHECK_NEAR(frame_of(e, id).content_offset, 300.0, 1e-9);
  CHECK_STATUS(sheet_set_scroll_extent(e, id, 100.0, now), SHEET_OK);
  f = frame_of(e, id);
  CHECK_NEAR(f.content_offset, 100.0, 1e-12);
  CHECK_NEAR(f.scroll_extent, 100.0, 1e-12);
  CHECK_STATUS(sheet_set_content(e, id, 77u, 300.0, now), SHEET_OK);
  f = frame_of(e, id);
  CHECK_NEAR(f.content_offset, 0.0, 1e-12);
  CHECK_NEAR(f.scroll_extent, 0.0, 1e-12);
  sheet_engine_destroy(e);
}

int main(void) {
  printf("libsheet %s, ABI 0x%08x\n", sheet_version_string(), (unsigned)sheet_abi_version());
  test_scroll_up_then_back();
  test_scroll_handoff_up();
  test_flick_through_into_content();
  test_viewport_change_mid_handoff();
  test_scroll_momentum();
  test_scroll_sideways_and_down();
  test_scroll_extent_rules();
  return check_done();
}
