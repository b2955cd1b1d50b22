/*
 * test_keyboard.c — a keyboard over a sheet, driven through the C ABI with explicit
 * timestamps: the keyboard behaviours (sheet_config.keyboard), a focused field kept above
 * a keyboard that animates over 15 frames (sheet_set_focus), and the footer pinned to the
 * sheet's visible bottom (footer_height, frame.footer_top).
 *
 * The phone fixture: viewport 390 x 844, safe_top 47, safe_bottom 34; a FRACTION f
 * detent is f * 797 tall. With a 300-point keyboard the baseline is at 544.
 */
#include "drive.h"

#define X DRV_X

static ev_log log_;

static void drain(sheet_engine *e) {
  ev_clear(&log_);
  ev_drain(e, &log_);
}

static sheet_id presented(sheet_engine *e, sheet_config *c, int32_t detent, double *now) {
  sheet_id id = drv_sheet(e, c);
  CHECK_STATUS_E(e, sheet_present(e, id, detent, *now), SHEET_OK);
  *now = drv_run(e, *now, 1.5);
  drain(e);
  return id;
}

static void test_behaviours(void) {
  static const sheet_detent d[2] = {{SHEET_DETENT_FRACTION, 0.3}, {SHEET_DETENT_FRACTION, 0.6}};
  sheet_engine *e;
  sheet_config c;
  sheet_id id;
  double now = 0.0;

  CHECK_SECTION("SHEET_KEYBOARD_EXTEND: to the highest detent above the keyboard, and back");
  e = drv_engine();
  drv_config(&c, d, 2);
  c.keyboard = SHEET_KEYBOARD_EXTEND;
  id = presented(e, &c, 0, &now);
  CHECK_STATUS_E(e, sheet_engine_set_obstruction(e, 300.0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 0, 544.0 - 0.6 * PHONE_AVAILABLE);
  CHECK_STATUS_E(e, sheet_engine_set_obstruction(e, 0.0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 0, drv_frac_top(0.3));
  drain(e);
  CHECK_NO_EVENTS(&log_);

  CHECK_SECTION("SHEET_KEYBOARD_FILL: the whole room above the keyboard");
  drv_config(&c, d, 2);
  c.keyboard = SHEET_KEYBOARD_FILL;
  CHECK_STATUS_E(e, sheet_update(e, id, &c, now), SHEET_OK);
  CHECK_STATUS_E(e, sheet_engine_set_obstruction(e, 300.0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 0, 47.0);

  CHECK_SECTION("SHEET_KEYBOARD_RISE: the detent rises by the keyboard");
  c.keyboard = SHEET_KEYBOARD_RISE;
  CHECK_STATUS_E(e, sheet_update(e, id, &c, now), SHEET_OK);
  drv_run(e, now, 1.5);
  DRV_REST(e, id, 0, 544.0 - 0.3 * PHONE_AVAILABLE);

  CHECK_SECTION("keyboard: an unknown behaviour is refused");
  c.keyboard = 3;
  CHECK_STATUS_E(e, sheet_update(e, id, &c, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK(strstr(sheet_engine_last_error(e), "keyboard") != NULL);
  sheet_engine_destroy(e);
}

static void test_focus(void) {
  static const sheet_detent d[1] = {{SHEET_DETENT_FRACTION, 0.5}};
  sheet_engine *e;
  sheet_config c;
  sheet_id id;
  sheet_frame f;
  double now = 0.0;
  int k, ok = 1;

  CHECK_SECTION("sheet_set_focus: the field stays 16 points above a keyboard animated over 15 frames");
  e = drv_engine();
  drv_config(&c, d, 1);
  id = drv_sheet(e, &c);
  CHECK_STATUS_E(e, sheet_set_content(e, id, 1, 1000.0, now), SHEET_OK);
  CHECK_STATUS_E(e, sheet_present(e, id, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  CHECK_STATUS_E(e, sheet_set_scroll_extent(e, id, 600.0, now), SHEET_OK);
  CHECK_STATUS_E(e, sheet_set_focus(e, id, 370.0, 44.0, now), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).content_offset, 445.5 + 414.0 + 16.0 - 810.0, 1e-9);
  for (k = 1; k <= 15; k++) {
    const double keyboard = 20.0 * k;
    double field_bottom, limit;
    now += 1.0 / 60.0;
    CHECK_STATUS_E(e, sheet_engine_set_obstruction(e, keyboard, now), SHEET_OK);
    CHECK_STATUS_E(e, sheet_engine_tick(e, now), SHEET_OK);
    f = frame_of(e, id);
    field_bottom = f.top + 414.0 - f.content_offset;
    limit = PHONE_HEIGHT - (keyboard > 34.0 ? keyboard : 34.0) - 16.0;
    if (fabs(field_bottom - limit) > 1e-9) {
      ok = 0;
      CHECK_MSG(0, "frame %d: field bottom %.9g, limit %.9g", k, field_bottom, limit);
    }
  }
  CHECK(ok);
  now = drv_run(e, now, 1.5);
  CHECK_NEAR(frame_of(e, id).content_offset, 145.5 + 414.0 + 16.0 - 544.0, 1e-9);

  CHECK_SECTION("sheet_set_focus: the offset comes back when the focus goes");
  CHECK_STATUS_E(e, sheet_set_focus(e, id, 0.0, 0.0, now), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).content_offset, 0.0, 0.0);

  CHECK_SECTION("sheet_set_focus: bad fields are refused and change nothing");
  CHECK_STATUS_E(e, sheet_set_focus(e, id, NAN, 10.0, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(e, sheet_set_focus(e, id, -1.0, 10.0, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(e, sheet_set_focus(e, id, 10.0, INFINITY, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(e, sheet_set_focus(e, id, 1590.0, 20.0, now), SHEET_ERR_INVALID_ARGUMENT); /* 1000 + 600 */
  CHECK(strstr(sheet_engine_last_error(e), "past the content") != NULL);
  CHECK_STATUS_E(e, sheet_set_focus(e, id, 10.0, 10.0, NAN), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(e, sheet_set_focus(e, 0, 10.0, 10.0, now), SHEET_ERR_INVALID_HANDLE);
  CHECK_NEAR(frame_of(e, id).content_offset, 0.0, 0.0);
  sheet_engine_destroy(e);
}

static void test_footer(void) {
  static const sheet_detent d[2] = {{SHEET_DETENT_FRACTION, 0.3}, {SHEET_DETENT_FRACTION, 0.6}};
  static const sheet_detent fitted[1] = {{SHEET_DETENT_CONTENT, 0.0}};
  sheet_engine *e;
  sheet_config c;
  sheet_id id, fit;
  sheet_frame f;
  double now = 0.0;
  int k, ok = 1;

  CHECK_SECTION("footer_top: on the bottom safe area at each detent and while dragged");
  e = drv_engine();
  drv_config(&c, d, 2);
  c.footer_height = 60.0;
  id = presented(e, &c, 0, &now);
  CHECK_NEAR(frame_of(e, id).footer_top, 750.0, 0.0);
  CHECK_STATUS_E(e, sheet_move_to_detent(e, id, 1, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  CHECK_NEAR(frame_of(e, id).footer_top, 750.0, 0.0);
  drv_down(e, id, X, 400.0, now, SHEET_HIT_SHEET);
  for (k = 1; k <= 40; k++) {
    now += 0.016;
    drv_move(e, id, X, 400.0 + 10.0 * k, now);
    f = frame_of(e, id);
    if (f.footer_top != (f.top > 750.0 ? f.top : 750.0)) {
      ok = 0;
      CHECK_MSG(0, "move %d: footer_top %.9g with top %.9g", k, f.footer_top, f.top);
    }
  }
  CHECK(ok);
  CHECK_STATUS_E(e, sheet_pointer_cancel(e, id, now), SHEET_OK);
  now = drv_run(e, now, 1.5);

  CHECK_SECTION("footer_top: on a keyboard");
  CHECK_STATUS_E(e, sheet_engine_set_obstruction(e, 300.0, now), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).footer_top, 484.0, 0.0);
  CHECK_STATUS_E(e, sheet_engine_set_obstruction(e, 0.0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);

  CHECK_SECTION("footer_height: a CONTENT detent and a scroll extent make room for it");
  drv_config(&c, fitted, 1);
  c.footer_height = 60.0;
  fit = drv_sheet(e, &c);
  CHECK_STATUS_E(e, sheet_set_content(e, fit, 1, 200.0, now), SHEET_OK);
  CHECK_STATUS_E(e, sheet_dismiss(e, id, now), SHEET_OK);
  CHECK_STATUS_E(e, sheet_present(e, fit, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, fit, 0, PHONE_HEIGHT - (200.0 + 60.0 + 34.0));
  CHECK_STATUS_E(e, sheet_set_scroll_extent(e, fit, 500.0, now), SHEET_OK);
  CHECK_NEAR(frame_of(e, fit).scroll_extent, 560.0, 0.0);
  c.footer_height = -1.0;
  CHECK_STATUS_E(e, sheet_update(e, fit, &c, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK(strstr(sheet_engine_last_error(e), "footer_height") != NULL);
  sheet_engine_destroy(e);
}

int main(void) {
  test_behaviours();
  test_focus();
  test_footer();
  return check_done();
}
