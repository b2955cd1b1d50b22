/*
 * test_back.c — back with progress, driven through the C ABI with explicit timestamps:
 * a gesture's frames (Material 3's predictive back: the top 24 * p lower, the scale
 * 1 - 48 * p / width, p = cubic-bezier(0.1, 0.1, 0, 1) at the progress), a cancel that
 * springs back in 100 ms, commits with each back_behavior, a plain press, a sheet that
 * asks first, and the calls refused.
 *
 * The phone fixture: viewport 390 x 844, safe_top 47, safe_bottom 34; a half-height
 * sheet rests with its top at 445.5.
 */
#include "drive.h"

#define X DRV_X
#define REST drv_frac_top(0.5)

static ev_log log_;

static void drain(sheet_engine *e) {
  ev_clear(&log_);
  ev_drain(e, &log_);
}

/* cubic-bezier(x1, y1, x2, y2) at x, by bisection on the curve's parameter. */
static double bezier(double x1, double y1, double x2, double y2, double x) {
  double lo = 0.0, hi = 1.0, s = 0.5;
  int i;
  for (i = 0; i < 200; i++) {
    double bx;
    s = 0.5 * (lo + hi);
    bx = 3 * (1 - s) * (1 - s) * s * x1 + 3 * (1 - s) * s * s * x2 + s * s * s;
    if (bx < x) lo = s; else hi = s;
  }
  return 3 * (1 - s) * (1 - s) * s * y1 + 3 * (1 - s) * s * s * y2 + s * s * s;
}

static double shown(double progress) { return bezier(0.1, 0.1, 0.0, 1.0, progress); }

static sheet_id half_sheet(sheet_engine *e, sheet_config *c, double *now) {
  static const sheet_detent d[1] = {{SHEET_DETENT_FRACTION, 0.5}};
  sheet_id id;
  c->detents = d;
  c->detent_count = 1;
  id = drv_sheet(e, c);
  CHECK_STATUS_E(e, sheet_present(e, id, 0, *now), SHEET_OK);
  *now = drv_run(e, *now, 1.5);
  drain(e);
  return id;
}

static void test_progress_and_cancel(void) {
  static const double progresses[5] = {0.1, 0.25, 0.5, 0.8, 1.0};
  sheet_engine *e = drv_engine();
  sheet_config c;
  sheet_id id;
  sheet_frame f;
  double now = 0.0, from;
  int i, k;

  CHECK_SECTION("back: the frames follow the gesture's progress");
  sheet_config_init(&c);
  id = half_sheet(e, &c, &now);
  CHECK_STATUS_E(e, sheet_back_begin(e, id, now), SHEET_OK);
  for (i = 0; i < 5; i++) {
    const double p = shown(progresses[i]);
    now += 0.016;
    CHECK_STATUS_E(e, sheet_back_progress(e, id, progresses[i], now), SHEET_OK);
    f = frame_of(e, id);
    CHECK_NEAR(f.top, REST + 24.0 * p, 1e-9);
    CHECK_NEAR(f.height, PHONE_HEIGHT - f.top, 1e-9);
    CHECK_NEAR(f.scale, 1.0 - 48.0 * p / PHONE_WIDTH, 1e-9);
    CHECK(f.state == SHEET_STATE_RESTING && f.detent == 0);
  }

  CHECK_SECTION("back: a cancel springs back in 100 ms");
  CHECK_STATUS_E(e, sheet_back_progress(e, id, 0.6, now), SHEET_OK);
  from = shown(0.6);
  CHECK_STATUS_E(e, sheet_back_cancel(e, id, now), SHEET_OK);
  CHECK(drv_animating(e) == 1);
  for (k = 1; k <= 5; k++) {
    const double elapsed = 0.02 * k;
    const double left = k == 5 ? 0.0 : from * (1.0 - bezier(0.4, 0.0, 0.2, 1.0, elapsed / 0.1));
    CHECK_STATUS_E(e, sheet_engine_tick(e, now + elapsed), SHEET_OK);
    CHECK_NEAR(frame_of(e, id).top, REST + 24.0 * left, 1e-6);
  }
  CHECK(drv_animating(e) == 0);
  DRV_REST(e, id, 0, REST);
  CHECK_NEAR(frame_of(e, id).scale, 1.0, 0.0);
  drain(e);
  CHECK_NO_EVENTS(&log_);
  sheet_engine_destroy(e);
}

static void test_commits(void) {
  static const sheet_detent two[2] = {{SHEET_DETENT_FRACTION, 0.3}, {SHEET_DETENT_FRACTION, 0.6}};
  sheet_engine *e = drv_engine();
  sheet_config c;
  sheet_id id;
  sheet_frame shrunk, f;
  double now = 0.0;

  CHECK_SECTION("SHEET_BACK_DISMISS: a commit dismisses from the shrunk sheet");
  sheet_config_init(&c);
  id = half_sheet(e, &c, &now);
  CHECK_STATUS_E(e, sheet_back_begin(e, id, now), SHEET_OK);
  now += 0.1;
  CHECK_STATUS_E(e, sheet_back_progress(e, id, 1.0, now), SHEET_OK);
  shrunk = frame_of(e, id);
  CHECK_STATUS_E(e, sheet_back_commit(e, id, now), SHEET_OK);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_DISMISSING);
  CHECK_NEAR(f.top, shrunk.top, 0.0);
  CHECK_NEAR(f.scale, shrunk.scale, 0.0);
  now = drv_run(e, now, 1.5);
  DRV_HIDDEN(e, id);
  drain(e);
  CHECK_EVENTS(&log_, EVR(SHEET_EVENT_WILL_DISMISS, SHEET_REASON_BACK),
               EVR(SHEET_EVENT_DID_DISMISS, SHEET_REASON_BACK));

  CHECK_SECTION("SHEET_BACK_COLLAPSE: a press goes one detent lower, then dismisses");
  drv_config(&c, two, 2);
  c.back_behavior = SHEET_BACK_COLLAPSE;
  id = drv_sheet(e, &c);
  CHECK_STATUS_E(e, sheet_present(e, id, 1, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  drain(e);
  CHECK_STATUS_E(e, sheet_back_commit(e, id, now), SHEET_OK);
  drain(e);
  CHECK_EVENTS(&log_, {SHEET_EVENT_DETENT_CHANGED, 0, 1, SHEET_REASON_BACK});
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 0, drv_frac_top(0.3));
  CHECK_STATUS_E(e, sheet_back_commit(e, id, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  drain(e);
  CHECK_EVENTS(&log_, EVR(SHEET_EVENT_WILL_DISMISS, SHEET_REASON_BACK),
               EVR(SHEET_EVENT_DID_DISMISS, SHEET_REASON_BACK));

  CHECK_SECTION("back with confirm_dismiss: asks, and springs back");
  sheet_config_init(&c);
  c.confirm_dismiss = 1;
  id = half_sheet(e, &c, &now);
  CHECK_STATUS_E(e, sheet_back_begin(e, id, now), SHEET_OK);
  CHECK_STATUS_E(e, sheet_back_progress(e, id, 0.7, now), SHEET_OK);
  CHECK_STATUS_E(e, sheet_back_commit(e, id, now), SHEET_OK);
  drain(e);
  CHECK_EVENTS(&log_, EVR(SHEET_EVENT_DISMISS_REQUESTED, SHEET_REASON_BACK));
  drv_run(e, now, 0.2);
  DRV_REST(e, id, 0, REST);
  sheet_engine_destroy(e);
}

static void test_refusals(void) {
  sheet_engine *e = drv_engine();
  sheet_config c;
  sheet_id id, none, kept;
  double now = 0.0;

  CHECK_SECTION("back: calls out of order and bad progress are refused");
  sheet_config_init(&c);
  id = drv_sheet(e, &c);
  CHECK_STATUS_E(e, sheet_back_begin(e, id, now), SHEET_ERR_INVALID_STATE);
  CHECK_STATUS_E(e, sheet_back_commit(e, id, now), SHEET_ERR_INVALID_STATE);
  CHECK(strstr(sheet_engine_last_error(e), "not presented") != NULL);
  CHECK_STATUS_E(e, sheet_destroy(e, id), SHEET_OK);
  id = half_sheet(e, &c, &now);
  CHECK_STATUS_E(e, sheet_back_progress(e, id, 0.5, now), SHEET_ERR_INVALID_STATE);
  CHECK_STATUS_E(e, sheet_back_cancel(e, id, now), SHEET_ERR_INVALID_STATE);
  CHECK(strstr(sheet_engine_last_error(e), "sheet_back_begin") != NULL);
  CHECK_STATUS_E(e, sheet_back_begin(e, id, now), SHEET_OK);
  CHECK_STATUS_E(e, sheet_back_begin(e, id, now), SHEET_ERR_INVALID_STATE);
  CHECK_STATUS_E(e, sheet_back_progress(e, id, -0.1, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(e, sheet_back_progress(e, id, 1.5, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(e, sheet_back_progress(e, id, NAN, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK(strstr(sheet_engine_last_error(e), "progress") != NULL);
  CHECK_STATUS_E(e, sheet_back_progress(e, id, 0.5, INFINITY), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(e, sheet_back_begin(e, 0, now), SHEET_ERR_INVALID_HANDLE);
  CHECK_STATUS_E(e, sheet_back_commit(NULL, id, now), SHEET_ERR_INVALID_ARGUMENT);
  DRV_REST(e, id, 0, REST);
  CHECK_STATUS_E(e, sheet_back_cancel(e, id, now), SHEET_OK);

  CHECK_SECTION("back: SHEET_BACK_NONE and a sheet that cannot be dismissed take none");
  sheet_config_init(&c);
  c.back_behavior = SHEET_BACK_NONE;
  none = half_sheet(e, &c, &now);
  CHECK_STATUS_E(e, sheet_back_commit(e, none, now), SHEET_ERR_INVALID_STATE);
  CHECK(strstr(sheet_engine_last_error(e), "none") != NULL);
  sheet_config_init(&c);
  c.dismissible = 0;
  kept = half_sheet(e, &c, &now);
  CHECK_STATUS_E(e, sheet_back_begin(e, kept, now), SHEET_ERR_INVALID_STATE);
  CHECK(strstr(sheet_engine_last_error(e), "cannot be dismissed") != NULL);
  c.back_behavior = 7;
  CHECK_STATUS_E(e, sheet_update(e, kept, &c, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK(strstr(sheet_engine_last_error(e), "back_behavior") != NULL);
  sheet_engine_destroy(e);
}

int main(void) {
  test_progress_and_cancel();
  test_commits();
  test_refusals();
  return check_done();
}
