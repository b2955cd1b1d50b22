/*
 * test_live.c — sheets that change while they are up, driven through the C ABI with
 * explicit timestamps: sheet_update in each stage of a sheet's life, dismissals that ask
 * first (confirm_dismiss), a backdrop tap to a detent, content that scrolls first
 * (SHEET_CONTENT_SCROLLS) and the page receding behind (scales_background).
 *
 * The phone fixture: viewport 390 x 844, safe_top 47, safe_bottom 34; a FRACTION f detent
 * is f * 797 tall, its top is 844 - f * 797. The default settle spring is critically
 * damped with a response of 0.35 s: from rest, (1 + w t) e^(-w t) of the distance is
 * still to go, w = 2 pi / 0.35.
 */
#include "drive.h"

#define X DRV_X

static ev_log log_;

static void drain(sheet_engine *e) {
  ev_clear(&log_);
  ev_drain(e, &log_);
}

/* Where the default spring is `t` seconds into a motion from rest over `distance`. */
static double remaining(double distance, double t) {
  const double w = 2.0 * 3.14159265358979323846 / 0.35;
  return distance * (1.0 + w * t) * exp(-w * t);
}

/* A sheet with `n` detents of `d` and the defaults, presented at `detent` and at rest. */
static double resting_sheet(sheet_engine *e, sheet_id *id, const sheet_detent *d, size_t n,
                            int32_t detent) {
  sheet_config c;
  drv_config(&c, d, n);
  *id = drv_sheet(e, &c);
  CHECK_STATUS_E(e, sheet_present(e, *id, detent, 0.0), SHEET_OK);
  drv_run(e, 0.0, 1.5);
  drain(e);
  return 1.5;
}

/* ------------------------------------------------------------------------------------
 * sheet_update
 * ---------------------------------------------------------------------------------- */

static void test_update_resting(void) {
  static const sheet_detent before[2] = {{SHEET_DETENT_FRACTION, 0.5}, {SHEET_DETENT_FRACTION, 1.0}};
  static const sheet_detent after[2] = {{SHEET_DETENT_FRACTION, 0.3}, {SHEET_DETENT_FRACTION, 0.6}};
  static const sheet_detent fewer[1] = {{SHEET_DETENT_POINTS, 300.0}};
  sheet_engine *e;
  sheet_id id;
  sheet_config c;
  sheet_frame f;
  double now, distance;
  int k, ok = 1;

  CHECK_SECTION("update: a resting sheet settles to its detent of the new set");
  e = drv_engine();
  now = resting_sheet(e, &id, before, 2, 1);
  DRV_REST(e, id, 1, drv_frac_top(1.0));
  drv_config(&c, after, 2);
  CHECK_STATUS_E(e, sheet_update(e, id, &c, now), SHEET_OK);
  drain(e);
  CHECK_NO_EVENTS(&log_);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_SETTLING && f.detent == 1);
  CHECK_NEAR(f.top, drv_frac_top(1.0), 1e-12);
  CHECK_NEAR(f.progress, 1.0 / 0.6, 1e-12);
  distance = drv_frac_top(1.0) - drv_frac_top(0.6);
  for (k = 1; k <= 30; k++) {
    const double t = (double)k / 60.0;
    const double expected = drv_frac_top(0.6) + remaining(distance, t);
    CHECK_STATUS_E(e, sheet_engine_tick(e, now + t), SHEET_OK);
    f = frame_of(e, id);
    if (fabs(f.top - expected) > 1e-6) {
      ok = 0;
      CHECK_MSG(0, "+%g s: top %.9g, expected %.9g", t, f.top, expected);
    }
  }
  CHECK(ok);
  now = drv_run(e, now + 0.5, 1.5);
  DRV_REST(e, id, 1, drv_frac_top(0.6));
  drain(e);
  CHECK_NO_EVENTS(&log_);

  CHECK_SECTION("update: a detent the new set lacks goes to its highest");
  drv_config(&c, fewer, 1);
  c.grabber = SHEET_GRABBER_AUTO;
  CHECK_STATUS_E(e, sheet_update(e, id, &c, now), SHEET_OK);
  drain(e);
  CHECK_EVENTS(&log_, {SHEET_EVENT_DETENT_CHANGED, 0, 1, SHEET_REASON_PROGRAMMATIC});
  CHECK(frame_of(e, id).grabber_visible == 0);
  drv_run(e, now, 1.5);
  DRV_REST(e, id, 0, PHONE_HEIGHT - 300.0);
  sheet_engine_destroy(e);
}

static void test_update_follows_at_once(void) {
  static const sheet_detent d[1] = {{SHEET_DETENT_FRACTION, 0.5}};
  sheet_engine *e;
  sheet_id id;
  sheet_config c;
  sheet_frame f;
  double now;
  int32_t hit = -1;

  CHECK_SECTION("update: what need not move follows at once");
  e = drv_engine();
  now = resting_sheet(e, &id, d, 1, 0);
  drv_config(&c, d, 1);
  c.backdrop_alpha = 0.7;
  c.corner_radius = 20.0;
  c.grabber = SHEET_GRABBER_SHOW;
  CHECK_STATUS_E(e, sheet_update(e, id, &c, now), SHEET_OK);
  f = frame_of(e, id);
  CHECK_NEAR(f.backdrop_alpha, 0.7, 0.0);
  CHECK_NEAR(f.corner_radius, 20.0, 0.0);
  CHECK(f.grabber_visible == 1 && f.state == SHEET_STATE_RESTING);
  CHECK(drv_animating(e) == 0);
  c.largest_undimmed_detent = 0;
  CHECK_STATUS_E(e, sheet_update(e, id, &c, now), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).backdrop_alpha, 0.0, 0.0);
  CHECK_STATUS_E(e, sheet_pointer_down(e, id, X, 100.0, now, &hit), SHEET_OK);
  CHECK(hit == SHEET_HIT_PASS_THROUGH);
  drain(e);
  CHECK_NO_EVENTS(&log_);
  sheet_engine_destroy(e);
}

static void test_update_under_a_finger(void) {
  static const sheet_detent before[2] = {{SHEET_DETENT_FRACTION, 0.4}, {SHEET_DETENT_FRACTION, 0.9}};
  static const sheet_detent after[2] = {{SHEET_DETENT_FRACTION, 0.5}, {SHEET_DETENT_FRACTION, 0.7}};
  sheet_engine *e;
  sheet_id id;
  sheet_config c;
  double t, held;

  CHECK_SECTION("update: under a finger the sheet stays; the release uses the new detents");
  e = drv_engine();
  t = resting_sheet(e, &id, before, 2, 0);
  drv_down(e, id, X, 600.0, t, SHEET_HIT_SHEET);
  t = drv_moves(e, id, X, 600.0, 560.0, t, 0.1, 5);
  held = frame_of(e, id).top;
  CHECK_NEAR(held, drv_frac_top(0.4) - 40.0, 1e-9);
  drv_config(&c, after, 2);
  CHECK_STATUS_E(e, sheet_update(e, id, &c, t), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).top, held, 0.0);
  CHECK(frame_of(e, id).state == SHEET_STATE_DRAGGING && drv_animating(e) == 0);
  t += 0.016;
  drv_move(e, id, X, 540.0, t);
  CHECK_NEAR(frame_of(e, id).top, held - 20.0, 1e-9);
  t += 0.1;
  CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
  drv_up(e, id, X, 540.0, t);
  drain(e);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_DRAG_BEGAN, 0), EVDR(SHEET_EVENT_DRAG_ENDED, 0, SHEET_REASON_DRAG));
  drv_run(e, t, 1.5);
  DRV_REST(e, id, 0, drv_frac_top(0.5));
  sheet_engine_destroy(e);
}

static void test_update_hidden_and_refused(void) {
  static const sheet_detent two[2] = {{SHEET_DETENT_FRACTION, 0.5}, {SHEET_DETENT_FRACTION, 1.0}};
  static const sheet_detent bad[2] = {{SHEET_DETENT_FRACTION, 0.6}, {SHEET_DETENT_FRACTION, 0.5}};
  static const sheet_detent one[1] = {{SHEET_DETENT_POINTS, 300.0}};
  sheet_engine *e;
  sheet_id id;
  sheet_config c;
  sheet_frame before, f;
  double now;

  CHECK_SECTION("update: a hidden sheet presents at the new detents");
  e = drv_engine();
  drv_config(&c, two, 2);
  id = drv_sheet(e, &c);
  drv_config(&c, one, 1);
  CHECK_STATUS_E(e, sheet_update(e, id, &c, 0.0), SHEET_OK);
  DRV_HIDDEN(e, id);
  CHECK_STATUS_E(e, sheet_present(e, id, 1, 0.0), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(e, sheet_present(e, id, 0, 0.0), SHEET_OK);
  now = drv_run(e, 0.0, 1.5);
  DRV_REST(e, id, 0, PHONE_HEIGHT - 300.0);
  drain(e);

  CHECK_SECTION("update: a refused update changes nothing");
  drv_config(&c, two, 2);
  CHECK_STATUS_E(e, sheet_update(e, id, &c, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  drain(e);
  before = frame_of(e, id);
  drv_config(&c, bad, 2);
  CHECK_STATUS_E(e, sheet_update(e, id, &c, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK(strstr(sheet_engine_last_error(e), "detents must ascend") != NULL);
  drv_config(&c, two, 2);
  c.settle.animator = "nowhere";
  CHECK_STATUS_E(e, sheet_update(e, id, &c, now), SHEET_ERR_NOT_FOUND);
  drv_config(&c, two, 2);
  c.backdrop_tap = SHEET_TAP_DETENT;
  c.backdrop_tap_detent = 2;
  CHECK_STATUS_E(e, sheet_update(e, id, &c, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK(strstr(sheet_engine_last_error(e), "backdrop_tap_detent") != NULL);
  drv_config(&c, two, 2);
  c.content_interaction = 7;
  CHECK_STATUS_E(e, sheet_update(e, id, &c, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(e, sheet_update(e, id, NULL, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(e, sheet_update(e, id, &c, NAN), SHEET_ERR_INVALID_ARGUMENT);
  f = frame_of(e, id);
  CHECK(memcmp(&f, &before, sizeof f) == 0);
  drain(e);
  CHECK_NO_EVENTS(&log_);
  CHECK(drv_animating(e) == 0);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * Dismissals that ask first
 * ---------------------------------------------------------------------------------- */

static void test_confirm_dismiss(void) {
  static const sheet_detent d[2] = {{SHEET_DETENT_FRACTION, 0.4}, {SHEET_DETENT_FRACTION, 0.9}};
  sheet_engine *e;
  sheet_id id;
  sheet_config c;
  double now;

  CHECK_SECTION("confirm_dismiss: a release that would dismiss asks and comes back");
  e = drv_engine();
  drv_config(&c, d, 2);
  c.confirm_dismiss = 1;
  id = drv_sheet(e, &c);
  CHECK_STATUS_E(e, sheet_present(e, id, 1, 0.0), SHEET_OK);
  now = drv_run(e, 0.0, 1.5);
  drain(e);
  now = drv_slow_drag(e, id, 200.0, 600.0, now);
  drain(e);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_DRAG_BEGAN, 1), EVDR(SHEET_EVENT_DRAG_ENDED, 0, SHEET_REASON_DRAG),
               {SHEET_EVENT_DETENT_CHANGED, 0, 1, SHEET_REASON_DRAG},
               EVR(SHEET_EVENT_DISMISS_REQUESTED, SHEET_REASON_DRAG));
  CHECK(log_.ev[3].detent == -1);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 0, drv_frac_top(0.4));

  CHECK_SECTION("confirm_dismiss: a backdrop tap and the dismiss action ask; nothing moves");
  drain(e);
  now = drv_tap(e, id, X, 100.0, now, SHEET_HIT_BACKDROP);
  CHECK_STATUS_E(e, sheet_perform_action(e, id, SHEET_ACTION_DISMISS, now), SHEET_OK);
  drain(e);
  CHECK_EVENTS(&log_, EVR(SHEET_EVENT_DISMISS_REQUESTED, SHEET_REASON_BACKDROP_TAP),
               EVR(SHEET_EVENT_DISMISS_REQUESTED, SHEET_REASON_ACCESSIBILITY));
  CHECK(drv_animating(e) == 0);
  DRV_REST(e, id, 0, drv_frac_top(0.4));

  CHECK_SECTION("confirm_dismiss: the host's answer dismisses");
  CHECK_STATUS_E(e, sheet_dismiss(e, id, now), SHEET_OK);
  drv_run(e, now, 1.5);
  drain(e);
  CHECK_EVENTS(&log_, EVR(SHEET_EVENT_WILL_DISMISS, SHEET_REASON_PROGRAMMATIC),
               EVR(SHEET_EVENT_DID_DISMISS, SHEET_REASON_PROGRAMMATIC));
  DRV_HIDDEN(e, id);
  sheet_engine_destroy(e);
}

static void test_tap_to_detent(void) {
  static const sheet_detent d[3] = {
      {SHEET_DETENT_FRACTION, 0.3}, {SHEET_DETENT_FRACTION, 0.6}, {SHEET_DETENT_FRACTION, 0.9}};
  sheet_engine *e;
  sheet_id id;
  sheet_config c;
  double now;

  CHECK_SECTION("SHEET_TAP_DETENT: a backdrop tap moves to its detent, and there does nothing");
  e = drv_engine();
  drv_config(&c, d, 3);
  c.backdrop_tap = SHEET_TAP_DETENT;
  c.backdrop_tap_detent = 1;
  id = drv_sheet(e, &c);
  CHECK_STATUS_E(e, sheet_present(e, id, 2, 0.0), SHEET_OK);
  now = drv_run(e, 0.0, 1.5);
  drain(e);
  now = drv_tap(e, id, X, 60.0, now, SHEET_HIT_BACKDROP);
  drain(e);
  CHECK_EVENTS(&log_, {SHEET_EVENT_DETENT_CHANGED, 1, 2, SHEET_REASON_BACKDROP_TAP});
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 1, drv_frac_top(0.6));
  now = drv_tap(e, id, X, 60.0, now, SHEET_HIT_BACKDROP);
  drain(e);
  CHECK_NO_EVENTS(&log_);
  CHECK(drv_animating(e) == 0);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * Content that scrolls first
 * ---------------------------------------------------------------------------------- */

static void test_content_scrolls(void) {
  static const sheet_detent d[2] = {{SHEET_DETENT_POINTS, 200.0}, {SHEET_DETENT_FRACTION, 0.9}};
  const double top0 = PHONE_HEIGHT - 200.0;
  sheet_engine *e;
  sheet_id id;
  sheet_config c;
  sheet_frame f;
  double now, t;

  CHECK_SECTION("SHEET_CONTENT_SCROLLS: an upward drag scrolls the content at the low detent");
  e = drv_engine();
  drv_config(&c, d, 2);
  c.largest_undimmed_detent = 0;
  c.content_interaction = SHEET_CONTENT_SCROLLS;
  id = drv_sheet(e, &c);
  CHECK_STATUS_E(e, sheet_present(e, id, 0, 0.0), SHEET_OK);
  now = drv_run(e, 0.0, 1.5);
  CHECK_STATUS_E(e, sheet_set_scroll_extent(e, id, 1000.0, now), SHEET_OK);
  drain(e);
  drv_down(e, id, X, 740.0, now, SHEET_HIT_SHEET);
  t = drv_moves(e, id, X, 740.0, 640.0, now, 0.32, 20);
  f = frame_of(e, id);
  CHECK_NEAR(f.content_offset, 100.0, 1e-9);
  CHECK_NEAR(f.top, top0, 0.0);
  CHECK(f.state == SHEET_STATE_RESTING && f.gesture_owner == SHEET_GESTURE_CONTENT);
  drv_up(e, id, X, 640.0, t);
  drain(e);
  CHECK_NO_EVENTS(&log_);

  CHECK_SECTION("SHEET_CONTENT_SCROLLS: from the grabber band the sheet moves");
  t = drv_run(e, t, 3.0);
  CHECK_STATUS_E(e, sheet_set_scroll_extent(e, id, 1000.0, t), SHEET_OK);
  drv_down(e, id, X, top0 + 10.0, t, SHEET_HIT_SHEET);
  t = drv_moves(e, id, X, top0 + 10.0, top0 - 90.0, t, 0.32, 20);
  f = frame_of(e, id);
  CHECK_NEAR(f.top, top0 - 100.0, 1e-9);
  CHECK(f.gesture_owner == SHEET_GESTURE_SHEET && f.state == SHEET_STATE_DRAGGING);
  CHECK_STATUS_E(e, sheet_pointer_cancel(e, id, t), SHEET_OK);

  CHECK_SECTION("SHEET_CONTENT_RESIZES: the same drag on the content lifts the sheet");
  t = drv_run(e, t, 1.5);
  c.content_interaction = SHEET_CONTENT_RESIZES;
  CHECK_STATUS_E(e, sheet_update(e, id, &c, t), SHEET_OK);
  CHECK_STATUS_E(e, sheet_set_scroll_extent(e, id, 1000.0, t), SHEET_OK);
  f = frame_of(e, id);
  drv_down(e, id, X, 740.0, t, SHEET_HIT_SHEET);
  t = drv_moves(e, id, X, 740.0, 640.0, t, 0.32, 20);
  CHECK_NEAR(frame_of(e, id).top, top0 - 100.0, 1e-9);
  CHECK_NEAR(frame_of(e, id).content_offset, f.content_offset, 0.0);
  CHECK_STATUS_E(e, sheet_pointer_cancel(e, id, t), SHEET_OK);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * The page behind
 * ---------------------------------------------------------------------------------- */

static void test_background(void) {
  static const sheet_detent d[1] = {{SHEET_DETENT_POINTS, 400.0}};
  const double full_scale = 1.0 - 26.0 / 390.0;
  sheet_engine *e;
  sheet_id id, other;
  sheet_config c;
  sheet_frame f;
  double now;

  CHECK_SECTION("scales_background: the page recedes with the sheet, in every frame");
  e = drv_engine();
  drv_config(&c, d, 1);
  other = drv_sheet(e, &c);
  c.scales_background = 1;
  id = drv_sheet(e, &c);
  f = frame_of(e, id);
  CHECK(f.background_scale == 1.0 && f.background_offset == 0.0 && f.background_corner_radius == 0.0);
  CHECK_STATUS_E(e, sheet_present(e, id, 0, 0.0), SHEET_OK);
  now = drv_run(e, 0.0, 1.5);
  f = frame_of(e, other);
  CHECK_NEAR(f.background_scale, full_scale, 1e-15);
  CHECK_NEAR(f.background_offset, 61.0, 1e-12);
  CHECK_NEAR(f.background_corner_radius, 8.0, 1e-12);

  CHECK_SECTION("scales_background: half the lowest detent shown, half receded, in step with a drag");
  drv_down(e, id, X, 500.0, now, SHEET_HIT_SHEET);
  now = drv_moves(e, id, X, 500.0, 700.0, now, 0.32, 20);
  f = frame_of(e, id);
  CHECK_NEAR(f.background_scale, 1.0 - 0.5 * 26.0 / 390.0, 1e-12);
  CHECK_NEAR(f.background_offset, 30.5, 1e-12);
  CHECK_NEAR(f.background_corner_radius, 4.0, 1e-12);
  CHECK_STATUS_E(e, sheet_pointer_cancel(e, id, now), SHEET_OK);
  CHECK_STATUS_E(e, sheet_dismiss(e, id, now), SHEET_OK);
  drv_run(e, now, 1.5);
  f = frame_of(e, other);
  CHECK(f.background_scale == 1.0 && f.background_offset == 0.0 && f.background_corner_radius == 0.0);
  sheet_engine_destroy(e);
}

/* A host built against the ABI 1.2 header: its struct_size stops before the new fields,
 * which keep their defaults; its smaller frame is filled as before. */
static void test_older_structs(void) {
  static const sheet_detent d[1] = {{SHEET_DETENT_FRACTION, 0.5}};
  sheet_engine *e;
  sheet_id id;
  sheet_config c;
  sheet_frame f;
  double now;

  CHECK_SECTION("an ABI 1.2 config and frame keep working with sheet_update");
  e = drv_engine();
  drv_config(&c, d, 1);
  c.confirm_dismiss = 1; /* beyond the older struct_size: not read */
  c.struct_size = (uint32_t)offsetof(sheet_config, confirm_dismiss);
  id = drv_sheet(e, &c);
  CHECK_STATUS_E(e, sheet_present(e, id, 0, 0.0), SHEET_OK);
  now = drv_run(e, 0.0, 1.5);
  c.backdrop_alpha = 0.6;
  CHECK_STATUS_E(e, sheet_update(e, id, &c, now), SHEET_OK);
  memset(&f, 0xAB, sizeof f);
  f.struct_size = (uint32_t)offsetof(sheet_frame, background_scale);
  CHECK_STATUS_E(e, sheet_get_frame(e, id, &f), SHEET_OK);
  CHECK_NEAR(f.backdrop_alpha, 0.6, 0.0);
  CHECK(f.background_scale != 1.0); /* untouched: still the 0xAB pattern */
  drain(e);
  now = drv_tap(e, id, X, 100.0, now, SHEET_HIT_BACKDROP);
  drain(e);
  CHECK_EVENTS(&log_, EVR(SHEET_EVENT_WILL_DISMISS, SHEET_REASON_BACKDROP_TAP));
  sheet_engine_destroy(e);
}

int main(void) {
  test_update_resting();
  test_update_follows_at_once();
  test_update_under_a_finger();
  test_update_hidden_and_refused();
  test_confirm_dismiss();
  test_tap_to_detent();
  test_content_scrolls();
  test_background();
  test_older_structs();
  return check_done();
}
