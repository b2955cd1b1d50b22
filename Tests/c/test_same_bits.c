/*
 * test_same_bits.c — the engine gives the same bits on every build and platform: a
 * fixed session (springs under-, critically and over-damped, a slide, a fade, a fling
 * and the content's momentum and bounce), its every frame at 120 Hz folded into one
 * FNV-1a digest of the doubles' bit patterns, which must equal the digest below. The
 * engine computes its own e^x, ln x, sin and cos in plain IEEE-754 arithmetic, so the
 * Embedded and full-runtime libraries, libsheet.a, the sanitizer builds and wasm32 all
 * produce it; a libm of the platform's, a fused multiply-add or a different evaluation
 * order anywhere on the frame path would not.
 */
#include "check.h"
#include "drive.h"
#include "phone_fixture.h"

/* The digest of the session's frames, taken on x86-64 Linux. */
#define EXPECTED_DIGEST UINT64_C(0x7e5d40157751475e)

static uint64_t digest = UINT64_C(0xcbf29ce484222325);

static void fold_double(double value) {
  uint64_t bits;
  int i;
  memcpy(&bits, &value, sizeof bits);
  for (i = 0; i < 8; i++) {
    digest = (digest ^ (bits & 0xff)) * UINT64_C(0x100000001b3);
    bits >>= 8;
  }
}

static void fold_frames(sheet_engine *e, const sheet_id *ids, int count) {
  int i;
  for (i = 0; i < count; i++) {
    sheet_frame f = frame_of(e, ids[i]);
    fold_double(f.top);
    fold_double(f.opacity);
    fold_double(f.scale);
    fold_double(f.backdrop_alpha);
    fold_double(f.progress);
    fold_double(f.content_offset);
    fold_double(f.velocity);
    fold_double(f.overlay_alpha);
  }
}

/* Ticks at 120 Hz from `now` for `seconds`, folding every frame. */
static double run(sheet_engine *e, const sheet_id *ids, int count, double now, double seconds) {
  int k, frames = (int)(seconds * 120.0 + 0.5);
  for (k = 1; k <= frames; k++) {
    CHECK_STATUS(sheet_engine_tick(e, now + (double)k / 120.0), SHEET_OK);
    fold_frames(e, ids, count);
  }
  return now + (double)frames / 120.0;
}

static sheet_id spring_sheet(sheet_engine *e, double response, double damping_ratio) {
  static const sheet_detent d[2] = {{SHEET_DETENT_POINTS, 200.0}, {SHEET_DETENT_FRACTION, 0.9}};
  sheet_param params[2];
  sheet_config c;
  params[0].name = "response";
  params[0].value = response;
  params[1].name = "damping_ratio";
  params[1].value = damping_ratio;
  drv_config(&c, d, 2);
  c.present.animator = c.settle.animator = "spring";
  c.present.params = c.settle.params = params;
  c.present.param_count = c.settle.param_count = 2;
  return drv_sheet(e, &c);
}

static void test_springs_slide_fade(void) {
  static const sheet_detent d[1] = {{SHEET_DETENT_FRACTION, 0.5}};
  static const sheet_param slide[2] = {{"duration", 0.4}, {"curve", 3.0}};
  static const sheet_param fade[1] = {{"duration", 0.3}};
  sheet_engine *e;
  sheet_config c;
  sheet_id ids[4];
  double now = 0.0;
  int i;

  CHECK_SECTION("springs, a slide and a fade");
  e = drv_engine();
  ids[0] = spring_sheet(e, 0.5, 0.3);  /* under-damped */
  ids[1] = spring_sheet(e, 0.35, 1.0); /* critically damped */
  ids[2] = spring_sheet(e, 0.6, 2.5);  /* over-damped */
  drv_config(&c, d, 1);
  c.present.animator = "slide";
  c.present.params = slide;
  c.present.param_count = 2;
  c.dismiss.animator = "fade";
  c.dismiss.params = fade;
  c.dismiss.param_count = 1;
  ids[3] = drv_sheet(e, &c);
  for (i = 0; i < 4; i++) CHECK_STATUS(sheet_present(e, ids[i], 0, now), SHEET_OK);
  now = run(e, ids, 4, now, 4.0);
  for (i = 0; i < 3; i++) drv_check_rest(e, ids[i], 0, drv_frac_top(0.0) - 200.0, __LINE__);
  for (i = 0; i < 3; i++) CHECK_STATUS(sheet_move_to_detent(e, ids[i], 1, now), SHEET_OK);
  CHECK_STATUS(sheet_dismiss(e, ids[3], now), SHEET_OK);
  run(e, ids, 4, now, 5.0);
  for (i = 0; i < 3; i++) drv_check_rest(e, ids[i], 1, drv_frac_top(0.9), __LINE__);
  drv_check_hidden(e, ids[3], __LINE__);
  sheet_engine_destroy(e);
}

static void test_fling_and_momentum(void) {
  static const sheet_detent d[2] = {{SHEET_DETENT_POINTS, 200.0}, {SHEET_DETENT_FRACTION, 0.9}};
  sheet_engine *e;
  sheet_config c;
  sheet_id id;
  double now = 0.0, y = 700.0;
  int i;

  CHECK_SECTION("a fling, then the content's momentum and bounce");
  e = drv_engine();
  drv_config(&c, d, 2);
  id = drv_sheet(e, &c);
  CHECK_STATUS(sheet_present(e, id, 0, now), SHEET_OK);
  now = run(e, &id, 1, now, 1.0);
  /* A fast upward fling from the lowest detent: the sheet settles at the highest. */
  drv_down(e, id, DRV_X, 700.0, now, SHEET_HIT_SHEET);
  for (i = 1; i <= 6; i++) drv_move(e, id, DRV_X, 700.0 - 30.0 * i, now + 0.012 * i);
  drv_up(e, id, DRV_X, 520.0, now + 0.084);
  now = run(e, &id, 1, now + 0.084, 1.5);
  drv_check_rest(e, id, 1, drv_frac_top(0.9), __LINE__);
  /* The content scrolls with a 1,000 pt/s release and runs into its end. */
  CHECK_STATUS(sheet_set_scroll_extent(e, id, 800.0, now), SHEET_OK);
  drv_down(e, id, DRV_X, y, now, SHEET_HIT_SHEET);
  for (i = 1; i <= 38; i++) {
    y -= 16.0;
    drv_move(e, id, DRV_X, y, now + 0.016 * i);
  }
  drv_up(e, id, DRV_X, y - 16.0, now + 0.016 * 39);
  run(e, &id, 1, now + 0.016 * 39, 3.0);
  CHECK_NEAR(frame_of(e, id).content_offset, 800.0, 1e-9);
  CHECK(drv_animating(e) == 0);
  sheet_engine_destroy(e);
}

int main(void) {
  test_springs_slide_fade();
  test_fling_and_momentum();
  CHECK_SECTION("the digest");
  CHECK_MSG(digest == EXPECTED_DIGEST, "digest of the frames 0x%016llx, expected 0x%016llx",
            (unsigned long long)digest, (unsigned long long)EXPECTED_DIGEST);
  return check_done();
}
