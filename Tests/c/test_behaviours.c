/*
 * test_behaviours.c — one test per behaviour, driven through the C ABI with explicit
 * timestamps: content swap in one container, fitted height, keyboard obstruction,
 * rotation, accessibility, the grabber, and the 490 pt panel with linear moves.
 * Scroll hand-off is in test_scroll.c, stacked sheets in test_stack.c.
 *
 * The phone fixture (viewport 390 x 844, safe_top 47, safe_bottom 34) unless stated: the
 * available height is 797; a FRACTION f detent is f * 797 tall, its top is 844 - f * 797;
 * hidden top 844.
 * CONTENT detents are content height + 34 tall.
 */
#include "drive.h"

#define VH PHONE_HEIGHT
#define X DRV_X

static ev_log log_;

/* Drains the queue into a fresh log. */
static void drain(sheet_engine *e) {
  ev_clear(&log_);
  ev_drain(e, &log_);
}

static double content_top(double content_height) {
  return VH - (content_height + PHONE_SAFE_BOTTOM);
}

/* ------------------------------------------------------------------------------------
 * content swap in one container
 * ---------------------------------------------------------------------------------- */

/* A hidden sheet takes its content at once; a resting one cross-fades (default fade,
 * 0.25 s, linear) while its CONTENT detent moves to the new height in the same motion. */
static void test_content_swap_crossfade(void) {
  const sheet_detent d[1] = {{SHEET_DETENT_CONTENT, 0.0}};
  const double top1 = content_top(300.0), top2 = content_top(450.0);
  sheet_config c;
  sheet_engine *e;
  sheet_id id;
  sheet_frame f;
  double now = 0.0;
  int k, alpha_ok = 1;

  CHECK_SECTION("content swap: hidden, then a cross-fade with the height");
  e = drv_engine();
  drv_config(&c, d, 1);
  id = drv_sheet(e, &c);

  CHECK_STATUS(sheet_set_content(e, id, 11u, 300.0, now), SHEET_OK);
  drain(e);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_CONTENT_CHANGED, -1));
  if (log_.n == 1) {
    CHECK(log_.ev[0].content_id == 11u);
    CHECK(log_.ev[0].sheet == id);
  }
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_HIDDEN);
  CHECK_NEAR(f.top, VH, 1e-9);
  CHECK(f.content_id == 11u);
  CHECK(f.outgoing_content_id == 0u);
  CHECK_NEAR(f.content_alpha, 1.0, 1e-12);
  CHECK_NEAR(f.outgoing_content_alpha, 0.0, 1e-12);
  CHECK(drv_animating(e) == 0);

  /* the presentation shows that content fully, from the first frame */
  CHECK_STATUS(sheet_present(e, id, 0, now), SHEET_OK);
  for (k = 1; k <= 90; k++) {
    CHECK_STATUS(sheet_engine_tick(e, (double)k / 60.0), SHEET_OK);
    f = frame_of(e, id);
    if (f.content_id != 11u || f.content_alpha != 1.0 || f.outgoing_content_id != 0u ||
        f.outgoing_content_alpha != 0.0)
      alpha_ok = 0;
  }
  CHECK_MSG(alpha_ok, "content set while hidden was not shown fully during the presentation");
  now = 1.5;
  DRV_REST(e, id, 0, top1);
  drain(e);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_WILL_PRESENT, 0), EVD(SHEET_EVENT_DID_PRESENT, 0));

  /* the swap */
  CHECK_STATUS(sheet_set_content(e, id, 22u, 450.0, now), SHEET_OK);
  drain(e);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_CONTENT_CHANGED, 0));
  if (log_.n == 1) CHECK(log_.ev[0].content_id == 22u);
  f = frame_of(e, id);
  CHECK_MSG(f.state == SHEET_STATE_SETTLING, "state %s, expected SETTLING",
            check_state_name(f.state));
  CHECK(f.detent == 0);
  CHECK(f.content_id == 22u);
  CHECK(f.outgoing_content_id == 11u);
  CHECK_NEAR(f.content_alpha, 0.0, 1e-12);
  CHECK_NEAR(f.outgoing_content_alpha, 1.0, 1e-12);
  CHECK_NEAR(f.top, top1, 1e-9);
  CHECK(drv_animating(e) == 1);
  for (k = 1; k <= 9; k++) {
    const double p = 0.1 * (double)k, t = now + 0.025 * (double)k;
    CHECK_STATUS(sheet_engine_tick(e, t), SHEET_OK);
    f = frame_of(e, id);
    CHECK_MSG(fabs(f.content_alpha - p) <= 1e-9, "t+%.3f: content_alpha %.12g, expected %.12g",
              t - now, f.content_alpha, p);
    CHECK_MSG(fabs(f.outgoing_content_alpha - (1.0 - p)) <= 1e-9,
              "t+%.3f: outgoing_content_alpha %.12g, expected %.12g", t - now,
              f.outgoing_content_alpha, 1.0 - p);
    CHECK_MSG(fabs(f.top - (top1 + (top2 - top1) * p)) <= 1e-9,
              "t+%.3f: top %.12g, expected %.12g", t - now, f.top, top1 + (top2 - top1) * p);
    CHECK_NEAR(f.height, VH - f.top, 1e-9);
    CHECK_NEAR(f.opacity, 1.0, 1e-12);
    CHECK(f.state == SHEET_STATE_SETTLING);
    CHECK(f.content_id == 22u && f.outgoing_content_id == 11u);
  }
  CHECK_STATUS(sheet_engine_tick(e, now + 0.25), SHEET_OK);
  DRV_REST(e, id, 0, top2);
  f = frame_of(e, id);
  CHECK(f.content_id == 22u);
  CHECK(f.outgoing_content_id == 0u);
  CHECK_NEAR(f.content_alpha, 1.0, 1e-12);
  CHECK_NEAR(f.outgoing_content_alpha, 0.0, 1e-12);
  CHECK_NEAR(f.opacity, 1.0, 1e-12);
  CHECK(drv_animating(e) == 0);
  drain(e);
  CHECK_NO_EVENTS(&log_);
  sheet_engine_destroy(e);
}

/* A content transition with its own duration; a POINTS detent does not move. */
static void test_content_swap_duration_param(void) {
  static const sheet_param fade_half[1] = {{"duration", 0.5}};
  const sheet_detent d[1] = {{SHEET_DETENT_POINTS, 400.0}};
  sheet_config c;
  sheet_engine *e;
  sheet_id id;
  sheet_frame f;
  double now = 0.0;
  int k;

  CHECK_SECTION("content swap: fade duration 0.5, POINTS detent stays");
  e = drv_engine();
  drv_config(&c, d, 1);
  c.content.animator = "fade";
  c.content.params = fade_half;
  c.content.param_count = 1;
  id = drv_sheet(e, &c);
  CHECK_STATUS(sheet_set_content(e, id, 5u, 100.0, now), SHEET_OK);
  CHECK_STATUS(sheet_present(e, id, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 0, VH - 400.0);
  drain(e);
  CHECK_STATUS(sheet_set_content(e, id, 6u, 700.0, now), SHEET_OK);
  for (k = 1; k <= 7; k++) {
    const double t = now + 0.0625 * (double)k, p = 0.125 * (double)k;
    CHECK_STATUS(sheet_engine_tick(e, t), SHEET_OK);
    f = frame_of(e, id);
    CHECK_MSG(fabs(f.content_alpha - p) <= 1e-9, "t+%.4f: content_alpha %.12g, expected %.12g",
              t - now, f.content_alpha, p);
    CHECK_NEAR(f.outgoing_content_alpha, 1.0 - p, 1e-9);
    CHECK_NEAR(f.top, VH - 400.0, 1e-9);
    CHECK_NEAR(f.opacity, 1.0, 1e-12);
  }
  CHECK_STATUS(sheet_engine_tick(e, now + 0.5), SHEET_OK);
  DRV_REST(e, id, 0, VH - 400.0);
  f = frame_of(e, id);
  CHECK(f.content_id == 6u && f.outgoing_content_id == 0u);
  CHECK_NEAR(f.content_alpha, 1.0, 1e-12);
  drain(e);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_CONTENT_CHANGED, 0));
  sheet_engine_destroy(e);
}

/* A -> B -> C, 50 ms apart: ends on C fully shown, nothing half-faded. */
static void test_content_rapid_swaps(void) {
  const sheet_detent d[1] = {{SHEET_DETENT_CONTENT, 0.0}};
  const double topA = content_top(300.0), topB = content_top(450.0), topC = content_top(200.0);
  sheet_config c;
  sheet_engine *e;
  sheet_id id;
  sheet_frame f, before;
  double now, t, prev_out;
  int k, monotone = 1;

  CHECK_SECTION("content swap: rapid A -> B -> C");
  e = drv_engine();
  drv_config(&c, d, 1);
  id = drv_sheet(e, &c);
  CHECK_STATUS(sheet_set_content(e, id, 0xAu, 300.0, 0.0), SHEET_OK);
  CHECK_STATUS(sheet_present(e, id, 0, 0.0), SHEET_OK);
  now = drv_run(e, 0.0, 1.5);
  DRV_REST(e, id, 0, topA);
  drain(e);

  CHECK_STATUS(sheet_set_content(e, id, 0xBu, 450.0, now), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, now + 0.05), SHEET_OK);
  before = frame_of(e, id);
  CHECK_NEAR(before.content_alpha, 0.2, 1e-9);
  CHECK_NEAR(before.outgoing_content_alpha, 0.8, 1e-9);
  CHECK_NEAR(before.top, topA + (topB - topA) * 0.2, 1e-9);
  now += 0.05;
  CHECK_STATUS(sheet_set_content(e, id, 0xCu, 200.0, now), SHEET_OK);
  f = frame_of(e, id);
  CHECK(f.content_id == 0xCu);
  CHECK_MSG(f.outgoing_content_id == 0xBu, "outgoing %llu, expected B (0xB)",
            (unsigned long long)f.outgoing_content_id);
  CHECK_NEAR(f.content_alpha, 0.0, 1e-12);
  /* B keeps the alpha it had reached: no flash to 1 */
  CHECK_NEAR(f.outgoing_content_alpha, before.content_alpha, 1e-9);
  CHECK_NEAR(f.top, before.top, 1e-9);
  prev_out = f.outgoing_content_alpha;
  for (k = 1; k < 15; k++) {
    t = now + (double)k / 60.0;
    CHECK_STATUS(sheet_engine_tick(e, t), SHEET_OK);
    f = frame_of(e, id);
    if (f.outgoing_content_alpha > prev_out + 1e-12) monotone = 0;
    prev_out = f.outgoing_content_alpha;
    CHECK_NEAR(f.content_alpha, (t - now) / 0.25, 1e-9);
    CHECK_NEAR(f.top, before.top + (topC - before.top) * (t - now) / 0.25, 1e-9);
    CHECK(f.outgoing_content_id == 0xBu);
    CHECK_NEAR(f.opacity, 1.0, 1e-12);
  }
  CHECK_MSG(monotone, "the outgoing content's alpha rose again after the second swap");
  CHECK_STATUS(sheet_engine_tick(e, now + 0.25), SHEET_OK);
  DRV_REST(e, id, 0, topC);
  f = frame_of(e, id);
  CHECK(f.content_id == 0xCu);
  CHECK(f.outgoing_content_id == 0u);
  CHECK_NEAR(f.content_alpha, 1.0, 1e-12);
  CHECK_NEAR(f.outgoing_content_alpha, 0.0, 1e-12);
  drain(e);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_CONTENT_CHANGED, 0), EVD(SHEET_EVENT_CONTENT_CHANGED, 0));
  if (log_.n == 2) CHECK(log_.ev[0].content_id == 0xBu && log_.ev[1].content_id == 0xCu);
  sheet_engine_destroy(e);
}

/* The same content with a new height: no cross-fade, the height follows with the settle
 * transition. */
static void test_content_same_id_resizes(void) {
  const sheet_detent d[1] = {{SHEET_DETENT_CONTENT, 0.0}};
  sheet_config c;
  sheet_engine *e;
  sheet_id id;
  sheet_frame f;
  double now = 0.0;

  CHECK_SECTION("content: the same id with a new height only resizes");
  e = drv_engine();
  drv_config(&c, d, 1);
  drv_linear_slide(&c.settle);
  id = drv_sheet(e, &c);
  CHECK_STATUS(sheet_set_content(e, id, 9u, 300.0, now), SHEET_OK);
  CHECK_STATUS(sheet_present(e, id, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 0, content_top(300.0));
  drain(e);
  CHECK_STATUS(sheet_set_content(e, id, 9u, 500.0, now), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, now + 0.125), SHEET_OK);
  f = frame_of(e, id);
  CHECK(f.content_id == 9u);
  CHECK(f.outgoing_content_id == 0u);
  CHECK_NEAR(f.content_alpha, 1.0, 1e-12);
  CHECK_NEAR(f.outgoing_content_alpha, 0.0, 1e-12);
  CHECK_NEAR(f.top, content_top(300.0) + (content_top(500.0) - content_top(300.0)) * 0.625, 1e-9);
  now += 0.25;
  CHECK_STATUS(sheet_engine_tick(e, now), SHEET_OK);
  DRV_REST(e, id, 0, content_top(500.0));
  drain(e);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_CONTENT_CHANGED, 0));
  sheet_engine_destroy(e);
}

/* Pages 1..4 of 300/450/200/600 pt swapped in place in one container. */
static void test_container_swaps_pages_in_place(void) {
  static const double heights[5] = {300.0, 450.0, 200.0, 600.0, 300.0};
  static const uint64_t pages[5] = {1u, 2u, 3u, 4u, 1u};
  const sheet_detent d[1] = {{SHEET_DETENT_CONTENT, 0.0}};
  sheet_config c;
  sheet_engine *e;
  sheet_id id;
  sheet_frame f;
  double now = 0.0, prev_alpha;
  int i, k, ok;

  CHECK_SECTION("container: 4 pages swapped in place");
  e = drv_engine();
  drv_config(&c, d, 1);
  c.user_tag = 0x4A6Eu;
  id = drv_sheet(e, &c);
  CHECK_STATUS(sheet_set_content(e, id, pages[0], heights[0], now), SHEET_OK);
  CHECK_STATUS(sheet_present(e, id, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 0, content_top(heights[0]));
  drain(e);
  CHECK_EVENTS(&log_, EVT(SHEET_EVENT_CONTENT_CHANGED), EVD(SHEET_EVENT_WILL_PRESENT, 0),
               EVD(SHEET_EVENT_DID_PRESENT, 0));

  for (i = 1; i < 5; i++) {
    CHECK_STATUS(sheet_set_content(e, id, pages[i], heights[i], now), SHEET_OK);
    prev_alpha = 0.0;
    ok = 1;
    for (k = 1; k <= 15; k++) {
      CHECK_STATUS(sheet_engine_tick(e, now + (double)k / 60.0), SHEET_OK);
      f = frame_of(e, id);
      if (f.opacity != 1.0 || f.content_alpha < prev_alpha || f.content_id != pages[i]) ok = 0;
      prev_alpha = f.content_alpha;
    }
    CHECK_MSG(ok, "page %d: opacity changed or content_alpha fell during the swap", i + 1);
    now += 0.25;
    CHECK_STATUS(sheet_engine_tick(e, now), SHEET_OK);
    DRV_REST(e, id, 0, content_top(heights[i]));
    f = frame_of(e, id);
    CHECK(f.content_id == pages[i]);
    CHECK(f.outgoing_content_id == 0u);
    CHECK_NEAR(f.content_alpha, 1.0, 1e-12);
    CHECK_NEAR(f.height, heights[i] + PHONE_SAFE_BOTTOM, 1e-9);
    drain(e);
    CHECK_EVENTS(&log_, EVD(SHEET_EVENT_CONTENT_CHANGED, 0));
    if (log_.n == 1) {
      CHECK(log_.ev[0].content_id == pages[i]);
      CHECK(log_.ev[0].user_tag == 0x4A6Eu);
    }
    now = drv_run(e, now, 0.25);
  }
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * fitted height
 * ---------------------------------------------------------------------------------- */
static void test_fitted_height(void) {
  const sheet_detent d[1] = {{SHEET_DETENT_CONTENT, 0.0}};
  const sheet_detent dp[1] = {{SHEET_DETENT_POINTS, 300.0}};
  sheet_config c;
  sheet_engine *e;
  sheet_id id, fixed;
  sheet_frame f;
  double now = 0.0, prev;
  int k, ok;

  CHECK_SECTION("fitted height: default settle spring");
  e = drv_engine();
  drv_config(&c, d, 1);
  id = drv_sheet(e, &c);
  CHECK_STATUS(sheet_set_content(e, id, 1u, 300.0, now), SHEET_OK);
  CHECK_STATUS(sheet_present(e, id, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 0, content_top(300.0));
  drain(e);

  CHECK_STATUS(sheet_set_content_height(e, id, 400.0, now), SHEET_OK);
  f = frame_of(e, id);
  CHECK_MSG(f.state == SHEET_STATE_SETTLING, "state %s, expected SETTLING",
            check_state_name(f.state));
  CHECK_NEAR(f.top, content_top(300.0), 1e-9);
  CHECK_STATUS(sheet_engine_tick(e, now + 0.05), SHEET_OK);
  f = frame_of(e, id);
  CHECK_MSG(f.top < content_top(300.0) - 1.0 && f.top > content_top(400.0) + 1.0,
            "at +0.05 top %.6g, expected strictly between %.6g and %.6g", f.top,
            content_top(400.0), content_top(300.0));
  CHECK_NEAR(f.height, VH - f.top, 1e-9);
  prev = f.top;
  ok = 1;
  for (k = 1; k <= 87; k++) {
    CHECK_STATUS(sheet_engine_tick(e, now + 0.05 + (double)k / 60.0), SHEET_OK);
    f = frame_of(e, id);
    if (f.top > prev + 1e-9 || f.top < content_top(400.0) - 1e-9) ok = 0;
    prev = f.top;
  }
  CHECK_MSG(ok, "the critically damped settle went back or overshot");
  now = drv_run(e, now + 0.05 + 87.0 / 60.0, 0.1);
  DRV_REST(e, id, 0, content_top(400.0));
  f = frame_of(e, id);
  CHECK(f.content_id == 1u && f.outgoing_content_id == 0u);
  CHECK_NEAR(f.content_alpha, 1.0, 1e-12);
  CHECK_NEAR(f.height, 434.0, 1e-9);

  /* taller than the available height: 797 visible, top at safe_top */
  CHECK_STATUS(sheet_set_content_height(e, id, 1000.0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 0, PHONE_SAFE_TOP);
  f = frame_of(e, id);
  CHECK_NEAR(f.height, PHONE_AVAILABLE, 1e-9);
  CHECK_NEAR(f.progress, 1.0, 1e-9);
  CHECK_STATUS(sheet_set_content_height(e, id, 100.0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 0, content_top(100.0));
  drain(e);
  CHECK_NO_EVENTS(&log_);

  CHECK_STATUS(sheet_set_content_height(e, id, -1.0, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_set_content_height(e, id, NAN, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_set_content_height(e, id, INFINITY, now), SHEET_ERR_INVALID_ARGUMENT);
  DRV_REST(e, id, 0, content_top(100.0));

  /* a POINTS sheet does not follow its content's height */
  drv_config(&c, dp, 1);
  fixed = drv_sheet(e, &c);
  CHECK_STATUS(sheet_present(e, fixed, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  CHECK_STATUS(sheet_set_content_height(e, fixed, 600.0, now), SHEET_OK);
  CHECK(drv_animating(e) == 0);
  now = drv_run(e, now, 0.5);
  DRV_REST(e, fixed, 0, VH - 300.0);
  sheet_engine_destroy(e);

  CHECK_SECTION("fitted height: linear slide settle");
  e = drv_engine();
  drv_config(&c, d, 1);
  drv_linear_slide(&c.settle);
  id = drv_sheet(e, &c);
  now = 0.0;
  CHECK_STATUS(sheet_set_content(e, id, 1u, 300.0, now), SHEET_OK);
  CHECK_STATUS(sheet_present(e, id, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 0, 510.0);
  CHECK_STATUS(sheet_set_content_height(e, id, 400.0, now), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, now + 0.0625), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).top, 510.0 - 100.0 * 0.3125, 1e-9);
  CHECK_STATUS(sheet_engine_tick(e, now + 0.125), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).top, 510.0 - 100.0 * 0.625, 1e-9);
  CHECK(frame_of(e, id).state == SHEET_STATE_SETTLING);
  now += 0.25;
  CHECK_STATUS(sheet_engine_tick(e, now), SHEET_OK);
  DRV_REST(e, id, 0, 410.0);
  CHECK_STATUS(sheet_set_content_height(e, id, 5000.0, now), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, now + 0.125), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).top, 410.0 + (PHONE_SAFE_TOP - 410.0) * 0.625, 1e-9);
  CHECK_NEAR(frame_of(e, id).height, VH - (410.0 + (PHONE_SAFE_TOP - 410.0) * 0.625), 1e-9);
  now += 0.25;
  CHECK_STATUS(sheet_engine_tick(e, now), SHEET_OK);
  DRV_REST(e, id, 0, PHONE_SAFE_TOP);
  drain(e);
  CHECK_EVENTS(&log_, EVT(SHEET_EVENT_CONTENT_CHANGED), EVD(SHEET_EVENT_WILL_PRESENT, 0),
               EVD(SHEET_EVENT_DID_PRESENT, 0));
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * keyboard (bottom obstruction)
 * ---------------------------------------------------------------------------------- */
static void test_keyboard(void) {
  const sheet_detent dp[1] = {{SHEET_DETENT_POINTS, 200.0}};
  const sheet_detent df[1] = {{SHEET_DETENT_FRACTION, 0.9}};
  const double topP = VH - 200.0, topF = drv_frac_top(0.9);
  sheet_config c;
  sheet_engine *e, *bare = NULL;
  sheet_id p, fr, hidden;
  sheet_frame f, g;
  double now = 0.0;

  CHECK_SECTION("keyboard lifts presented sheets");
  e = drv_engine();
  drv_config(&c, dp, 1);
  p = drv_sheet(e, &c);
  hidden = drv_sheet(e, &c);
  drv_config(&c, df, 1);
  fr = drv_sheet(e, &c);
  CHECK_STATUS(sheet_present(e, p, 0, now), SHEET_OK);
  CHECK_STATUS(sheet_present(e, fr, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, p, 0, topP);
  DRV_REST(e, fr, 0, topF);
  drain(e);

  CHECK_STATUS(sheet_engine_set_obstruction(e, 300.0, now), SHEET_OK);
  f = frame_of(e, p);
  CHECK_NEAR(f.top, topP, 1e-9); /* animated, not a jump */
  CHECK(f.state == SHEET_STATE_SETTLING);
  CHECK(drv_animating(e) == 1);
  CHECK_STATUS(sheet_engine_tick(e, now + 0.05), SHEET_OK);
  f = frame_of(e, p);
  g = frame_of(e, fr);
  CHECK_MSG(f.top < topP - 1.0 && f.top > 344.0 + 1.0,
            "POINTS 200 at +0.05: top %.6g, expected strictly between 344 and 644", f.top);
  CHECK_MSG(g.top < topF - 1.0 && g.top > PHONE_SAFE_TOP + 1.0,
            "FRACTION 0.9 at +0.05: top %.6g, expected strictly between 47 and %.6g", g.top,
            topF);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, p, 0, 344.0);
  DRV_REST(e, fr, 0, PHONE_SAFE_TOP); /* never above safe_top */
  DRV_HIDDEN(e, hidden);
  CHECK(drv_animating(e) == 0);
  drain(e);
  CHECK_NO_EVENTS(&log_);

  /* cleared: back down */
  CHECK_STATUS(sheet_engine_set_obstruction(e, 0.0, now), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, now + 0.05), SHEET_OK);
  f = frame_of(e, p);
  CHECK_MSG(f.top > 344.0 + 1.0 && f.top < topP - 1.0,
            "cleared, at +0.05: top %.6g, expected strictly between 344 and 644", f.top);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, p, 0, topP);
  DRV_REST(e, fr, 0, topF);
  DRV_HIDDEN(e, hidden);
  drain(e);
  CHECK_NO_EVENTS(&log_);

  CHECK_STATUS(sheet_engine_set_obstruction(e, VH, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_engine_set_obstruction(e, -1.0, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_engine_set_obstruction(e, NAN, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_engine_set_obstruction(e, 100.0, NAN), SHEET_ERR_INVALID_ARGUMENT);
  DRV_REST(e, p, 0, topP);
  sheet_engine_destroy(e);

  CHECK(sheet_engine_create(&bare) == SHEET_OK && bare != NULL);
  if (bare) {
    CHECK_STATUS_E(bare, sheet_engine_set_obstruction(bare, 100.0, 0.0), SHEET_ERR_INVALID_STATE);
    sheet_engine_destroy(bare);
  }

  CHECK_SECTION("keyboard moves with the settle transition (linear slide)");
  e = drv_engine();
  drv_config(&c, dp, 1);
  drv_linear_slide(&c.settle);
  p = drv_sheet(e, &c);
  now = 0.0;
  CHECK_STATUS(sheet_present(e, p, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, p, 0, topP);
  CHECK_STATUS(sheet_engine_set_obstruction(e, 300.0, now), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, now + 0.0625), SHEET_OK);
  CHECK_NEAR(frame_of(e, p).top, topP - 300.0 * 0.3125, 1e-9);
  CHECK_STATUS(sheet_engine_tick(e, now + 0.125), SHEET_OK);
  CHECK_NEAR(frame_of(e, p).top, topP - 300.0 * 0.625, 1e-9);
  now += 0.25;
  CHECK_STATUS(sheet_engine_tick(e, now), SHEET_OK);
  DRV_REST(e, p, 0, 344.0);
  CHECK_STATUS(sheet_engine_set_obstruction(e, 0.0, now), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, now + 0.125), SHEET_OK);
  CHECK_NEAR(frame_of(e, p).top, 344.0 + 300.0 * 0.625, 1e-9);
  now += 0.25;
  CHECK_STATUS(sheet_engine_tick(e, now), SHEET_OK);
  DRV_REST(e, p, 0, topP);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * rotation
 * ---------------------------------------------------------------------------------- */
#define LW 844.0
#define LH 390.0
#define L_SAFE_TOP 20.0
#define L_SAFE_BOTTOM 21.0
#define L_AVAIL (LH - L_SAFE_TOP)

static void test_rotation_at_rest(void) {
  const sheet_detent d[2] = {{SHEET_DETENT_FRACTION, 0.3}, {SHEET_DETENT_FRACTION, 0.6}};
  const double h0 = drv_frac_h(0.3), h1 = drv_frac_h(0.6);
  const double lh0 = 0.3 * L_AVAIL, lh1 = 0.6 * L_AVAIL;
  sheet_config c;
  sheet_engine *e;
  sheet_id id;
  sheet_frame f;
  double now = 0.0;

  CHECK_SECTION("rotation at rest keeps the detent");
  e = drv_engine();
  drv_config(&c, d, 2);
  id = drv_sheet(e, &c);
  CHECK_STATUS(sheet_present(e, id, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 0, VH - h0);
  drain(e);

  /* to landscape: the visible height is kept at the call, then it settles */
  CHECK_STATUS(sheet_engine_set_viewport(e, LW, LH, L_SAFE_TOP, L_SAFE_BOTTOM), SHEET_OK);
  f = frame_of(e, id);
  CHECK_NEAR(f.height, h0, 1e-9);
  CHECK_NEAR(f.top, LH - h0, 1e-9);
  CHECK(f.detent == 0);
  CHECK(f.state == SHEET_STATE_SETTLING);
  CHECK_STATUS(sheet_engine_tick(e, now + 0.05), SHEET_OK);
  f = frame_of(e, id);
  CHECK_MSG(f.height < h0 - 1.0 && f.height > lh0 + 1.0,
            "at +0.05: visible %.6g, expected strictly between %.6g and %.6g", f.height, lh0, h0);
  now = drv_run(e, now, 1.5);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_RESTING);
  CHECK(f.detent == 0);
  CHECK_NEAR(f.top, LH - lh0, 1e-6);
  CHECK_NEAR(f.height, lh0, 1e-6);

  /* back to portrait */
  CHECK_STATUS(sheet_engine_set_viewport(e, PHONE_VIEWPORT), SHEET_OK);
  f = frame_of(e, id);
  CHECK_NEAR(f.height, lh0, 1e-6);
  CHECK_NEAR(f.top, VH - lh0, 1e-6);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 0, VH - h0);

  /* at detent 1 (478.2): clamped to 370 at the call, then 0.6 of 370 */
  CHECK_STATUS(sheet_move_to_detent(e, id, 1, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 1, VH - h1);
  drain(e);
  CHECK_EVENTS(&log_, EVDC(0, 1));
  CHECK_STATUS(sheet_engine_set_viewport(e, LW, LH, L_SAFE_TOP, L_SAFE_BOTTOM), SHEET_OK);
  f = frame_of(e, id);
  CHECK_NEAR(f.height, L_AVAIL, 1e-9);
  CHECK_NEAR(f.top, L_SAFE_TOP, 1e-9);
  CHECK(f.detent == 1);
  now = drv_run(e, now, 1.5);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_RESTING);
  CHECK(f.detent == 1);
  CHECK_NEAR(f.top, LH - lh1, 1e-6);
  CHECK_STATUS(sheet_engine_set_viewport(e, PHONE_VIEWPORT), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).height, lh1, 1e-6);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 1, VH - h1);
  drain(e);
  CHECK_NO_EVENTS(&log_);
  sheet_engine_destroy(e);
}

static void test_rotation_mid_presentation(void) {
  const sheet_detent d[1] = {{SHEET_DETENT_FRACTION, 0.6}};
  const sheet_detent dp[1] = {{SHEET_DETENT_POINTS, 600.0}};
  sheet_config c;
  sheet_engine *e;
  sheet_id id;
  sheet_frame before, f;
  double now = 0.0, h_before;
  int round;

  for (round = 0; round < 2; round++) {
    const double at = round == 0 ? 0.1 : 0.3; /* unclamped, then clamped */
    CHECK_SECTION(round == 0 ? "5b. rotation mid-presentation (fits)"
                             : "5c. rotation mid-presentation (clamped)");
    e = drv_engine();
    drv_config(&c, d, 1);
    id = drv_sheet(e, &c);
    CHECK_STATUS(sheet_present(e, id, 0, 0.0), SHEET_OK);
    tick_until(e, 0.0, at, 60.0);
    before = frame_of(e, id);
    CHECK(before.state == SHEET_STATE_PRESENTING);
    h_before = before.height;
    if (round == 0) CHECK(h_before > 50.0 && h_before < L_AVAIL);
    else CHECK(h_before > L_AVAIL);
    CHECK_STATUS(sheet_engine_set_viewport(e, LW, LH, L_SAFE_TOP, L_SAFE_BOTTOM), SHEET_OK);
    f = frame_of(e, id);
    CHECK(f.state == SHEET_STATE_PRESENTING);
    CHECK(f.detent == 0);
    CHECK_NEAR(f.height, h_before < L_AVAIL ? h_before : L_AVAIL, 1e-9);
    CHECK_NEAR(f.top, LH - (h_before < L_AVAIL ? h_before : L_AVAIL), 1e-9);
    CHECK_STATUS(sheet_engine_tick(e, at + 1.0 / 60.0), SHEET_OK);
    f = frame_of(e, id);
    CHECK_MSG(fabs(f.height - (h_before < L_AVAIL ? h_before : L_AVAIL)) < 40.0,
              "first frame after the rotation jumped: visible %.6g -> %.6g", h_before,
              f.height);
    now = drv_run(e, at + 1.0 / 60.0, 2.0);
    f = frame_of(e, id);
    CHECK(f.state == SHEET_STATE_RESTING);
    CHECK_NEAR(f.top, LH - 0.6 * L_AVAIL, 1e-6);
    drain(e);
    CHECK_EVENTS(&log_, EVD(SHEET_EVENT_WILL_PRESENT, 0), EVD(SHEET_EVENT_DID_PRESENT, 0));
    sheet_engine_destroy(e);
  }

  CHECK_SECTION("rotation clamps a detent that no longer fits");
  e = drv_engine();
  drv_config(&c, dp, 1);
  id = drv_sheet(e, &c);
  now = 0.0;
  CHECK_STATUS(sheet_present(e, id, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 0, VH - 600.0);
  CHECK_STATUS(sheet_engine_set_viewport(e, LW, LH, L_SAFE_TOP, L_SAFE_BOTTOM), SHEET_OK);
  now = drv_run(e, now, 1.5);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_RESTING);
  CHECK(f.detent == 0);
  CHECK_NEAR(f.height, 370.0, 1e-9);
  CHECK_NEAR(f.top, 20.0, 1e-9);
  CHECK_STATUS(sheet_engine_set_viewport(e, PHONE_VIEWPORT), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).height, 370.0, 1e-9);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 0, VH - 600.0);
  drain(e);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_WILL_PRESENT, 0), EVD(SHEET_EVENT_DID_PRESENT, 0));
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * accessibility
 * ---------------------------------------------------------------------------------- */
static sheet_accessibility access_of(sheet_engine *e, sheet_id id) {
  sheet_accessibility a;
  memset(&a, 0, sizeof a);
  a.struct_size = sizeof a;
  CHECK_STATUS_E(e, sheet_get_accessibility(e, id, &a), SHEET_OK);
  return a;
}

static void check_access(sheet_engine *e, sheet_id id, uint32_t actions, int32_t detent,
                         int32_t count, const char *value, int line) {
  sheet_accessibility a = access_of(e, id);
  check_report_(a.actions == actions, __FILE__, line, "actions 0x%x, expected 0x%x",
                (unsigned)a.actions, (unsigned)actions);
  check_report_(a.detent == detent, __FILE__, line, "detent %d, expected %d", (int)a.detent,
                (int)detent);
  check_report_(a.detent_count == count, __FILE__, line, "detent_count %d, expected %d",
                (int)a.detent_count, (int)count);
  a.value[sizeof a.value - 1] = '\0';
  check_str_(a.value, value, "value", "expected", __FILE__, line);
}
#define CHECK_ACCESS(e, id, actions, detent, count, value) \
  check_access((e), (id), (actions), (detent), (count), (value), __LINE__)

static void test_accessibility(void) {
  const sheet_detent d[2] = {{SHEET_DETENT_FRACTION, 0.4}, {SHEET_DETENT_FRACTION, 0.8}};
  const sheet_detent d1[1] = {{SHEET_DETENT_POINTS, 300.0}};
  sheet_config c;
  sheet_engine *e;
  sheet_id id, fixed, gone;
  sheet_accessibility a;
  double now = 0.0;

  CHECK_SECTION("accessibility actions");
  e = drv_engine();
  drv_config(&c, d, 2);
  id = drv_sheet(e, &c);
  CHECK_ACCESS(e, id, 0u, -1, 2, "hidden");
  CHECK_STATUS(sheet_perform_action(e, id, SHEET_ACTION_EXPAND, now), SHEET_ERR_INVALID_STATE);
  CHECK_STATUS(sheet_perform_action(e, id, SHEET_ACTION_DISMISS, now), SHEET_ERR_INVALID_STATE);

  CHECK_STATUS(sheet_present(e, id, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 0, drv_frac_top(0.4));
  CHECK_ACCESS(e, id, SHEET_ACTION_EXPAND | SHEET_ACTION_DISMISS, 0, 2, "detent 1 of 2");
  CHECK_STATUS(sheet_perform_action(e, id, SHEET_ACTION_COLLAPSE, now), SHEET_ERR_INVALID_STATE);
  drain(e);

  CHECK_STATUS(sheet_perform_action(e, id, SHEET_ACTION_EXPAND, now), SHEET_OK);
  drain(e);
  CHECK_EVENTS(&log_, {SHEET_EVENT_DETENT_CHANGED, 1, 0, SHEET_REASON_ACCESSIBILITY});
  CHECK(frame_of(e, id).state == SHEET_STATE_SETTLING);
  CHECK(frame_of(e, id).detent == 1);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 1, drv_frac_top(0.8));
  CHECK_ACCESS(e, id, SHEET_ACTION_COLLAPSE | SHEET_ACTION_DISMISS, 1, 2, "detent 2 of 2");
  CHECK_STATUS(sheet_perform_action(e, id, SHEET_ACTION_EXPAND, now), SHEET_ERR_INVALID_STATE);

  CHECK_STATUS(sheet_perform_action(e, id, 3u, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_perform_action(e, id, 8u, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_perform_action(e, id, 0u, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_perform_action(e, id, SHEET_ACTION_COLLAPSE, NAN), SHEET_ERR_INVALID_ARGUMENT);
  drain(e);
  CHECK_NO_EVENTS(&log_);

  CHECK_STATUS(sheet_perform_action(e, id, SHEET_ACTION_COLLAPSE, now), SHEET_OK);
  drain(e);
  CHECK_EVENTS(&log_, {SHEET_EVENT_DETENT_CHANGED, 0, 1, SHEET_REASON_ACCESSIBILITY});
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 0, drv_frac_top(0.4));

  CHECK_STATUS(sheet_perform_action(e, id, SHEET_ACTION_DISMISS, now), SHEET_OK);
  CHECK_ACCESS(e, id, 0u, -1, 2, "dismissing");
  CHECK_STATUS(sheet_perform_action(e, id, SHEET_ACTION_DISMISS, now), SHEET_ERR_INVALID_STATE);
  now = drv_run(e, now, 1.5);
  DRV_HIDDEN(e, id);
  CHECK_ACCESS(e, id, 0u, -1, 2, "hidden");
  drain(e);
  CHECK_EVENTS(&log_, EVR(SHEET_EVENT_WILL_DISMISS, SHEET_REASON_ACCESSIBILITY),
               EVR(SHEET_EVENT_DID_DISMISS, SHEET_REASON_ACCESSIBILITY));

  /* not dismissible, one detent: nothing to do */
  drv_config(&c, d1, 1);
  c.dismissible = 0;
  fixed = drv_sheet(e, &c);
  CHECK_STATUS(sheet_present(e, fixed, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  CHECK_ACCESS(e, fixed, 0u, 0, 1, "detent 1 of 1");
  CHECK_STATUS(sheet_perform_action(e, fixed, SHEET_ACTION_DISMISS, now), SHEET_ERR_INVALID_STATE);
  CHECK_STATUS(sheet_perform_action(e, fixed, SHEET_ACTION_EXPAND, now), SHEET_ERR_INVALID_STATE);
  DRV_REST(e, fixed, 0, VH - 300.0);

  /* arguments */
  memset(&a, 0, sizeof a);
  a.struct_size = 4;
  CHECK_STATUS(sheet_get_accessibility(e, fixed, &a), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_get_accessibility(e, fixed, NULL), SHEET_ERR_INVALID_ARGUMENT);
  /* a struct that stops before `value` gets the fields it covers only */
  memset(&a, 'X', sizeof a);
  a.struct_size = (uint32_t)offsetof(sheet_accessibility, value);
  CHECK_STATUS(sheet_get_accessibility(e, fixed, &a), SHEET_OK);
  CHECK(a.actions == 0u && a.detent == 0 && a.detent_count == 1);
  CHECK(a.value[0] == 'X' && a.value[63] == 'X');
  drv_config(&c, d1, 1);
  gone = drv_sheet(e, &c);
  CHECK_STATUS(sheet_destroy(e, gone), SHEET_OK);
  a.struct_size = sizeof a;
  CHECK_STATUS(sheet_get_accessibility(e, gone, &a), SHEET_ERR_INVALID_HANDLE);
  CHECK_STATUS(sheet_perform_action(e, gone, SHEET_ACTION_DISMISS, now), SHEET_ERR_INVALID_HANDLE);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * grabber
 * ---------------------------------------------------------------------------------- */
static void test_grabber(void) {
  const sheet_detent d2[2] = {{SHEET_DETENT_FRACTION, 0.4}, {SHEET_DETENT_FRACTION, 0.8}};
  const sheet_detent d1[1] = {{SHEET_DETENT_FRACTION, 0.5}};
  const double top0 = drv_frac_top(0.4), top1 = drv_frac_top(0.8);
  sheet_config c;
  sheet_engine *e;
  sheet_id two, one, shown, hidden, tall;
  double now = 0.0;

  CHECK_SECTION("grabber visibility");
  e = drv_engine();
  drv_config(&c, d2, 2);
  two = drv_sheet(e, &c);
  c.grabber = SHEET_GRABBER_HIDE;
  hidden = drv_sheet(e, &c);
  drv_config(&c, d1, 1);
  one = drv_sheet(e, &c);
  c.grabber = SHEET_GRABBER_SHOW;
  shown = drv_sheet(e, &c);
  CHECK(frame_of(e, two).grabber_visible == 1);
  CHECK(frame_of(e, one).grabber_visible == 0);
  CHECK(frame_of(e, shown).grabber_visible == 1);
  CHECK(frame_of(e, hidden).grabber_visible == 0);
  sheet_engine_destroy(e);

  CHECK_SECTION("a tap on the grabber cycles the detents");
  e = drv_engine();
  drv_config(&c, d2, 2);
  two = drv_sheet(e, &c);
  CHECK_STATUS(sheet_present(e, two, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, two, 0, top0);
  drain(e);

  now = drv_tap(e, two, X, top0 + 10.0, now, SHEET_HIT_SHEET);
  drain(e);
  CHECK_EVENTS(&log_, {SHEET_EVENT_DETENT_CHANGED, 1, 0, SHEET_REASON_GRABBER});
  CHECK(frame_of(e, two).detent == 1);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, two, 1, top1);

  now = drv_tap(e, two, X, top1 + 23.0, now, SHEET_HIT_SHEET);
  drain(e);
  CHECK_EVENTS(&log_, {SHEET_EVENT_DETENT_CHANGED, 0, 1, SHEET_REASON_GRABBER});
  now = drv_run(e, now, 1.5);
  DRV_REST(e, two, 0, top0);

  /* lower in the sheet: nothing */
  now = drv_tap(e, two, X, top0 + 25.0, now, SHEET_HIT_SHEET);
  now = drv_tap(e, two, X, top0 + 150.0, now, SHEET_HIT_SHEET);
  now = drv_run(e, now, 1.0);
  drain(e);
  CHECK_NO_EVENTS(&log_);
  DRV_REST(e, two, 0, top0);
  sheet_engine_destroy(e);

  CHECK_SECTION("grabber_height sets the band");
  e = drv_engine();
  drv_config(&c, d2, 2);
  c.grabber_height = 40.0;
  tall = drv_sheet(e, &c);
  now = 0.0;
  CHECK_STATUS(sheet_present(e, tall, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  drain(e);
  now = drv_tap(e, tall, X, top0 + 45.0, now, SHEET_HIT_SHEET);
  drain(e);
  CHECK_NO_EVENTS(&log_);
  now = drv_tap(e, tall, X, top0 + 35.0, now, SHEET_HIT_SHEET);
  drain(e);
  CHECK_EVENTS(&log_, {SHEET_EVENT_DETENT_CHANGED, 1, 0, SHEET_REASON_GRABBER});
  now = drv_run(e, now, 1.5);
  DRV_REST(e, tall, 1, top1);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * the 490 pt panel: auto-dismiss height 300, 0.2 s linear slides
 * ---------------------------------------------------------------------------------- */
static sheet_id panel(sheet_engine *e) {
  const sheet_detent d[1] = {{SHEET_DETENT_POINTS, 490.0}};
  sheet_config c;
  drv_config(&c, d, 1);
  c.dismiss_height = 300.0;
  drv_linear_slide(&c.present);
  drv_linear_slide(&c.dismiss);
  drv_linear_slide(&c.settle);
  return drv_sheet(e, &c);
}

static void test_panel_slides_in_linearly_and_dismisses_below_its_height(void) {
  const double rest = VH - 490.0;
  sheet_engine *e;
  sheet_id id;
  sheet_frame f;
  double now = 0.0, up;
  int k, ok;

  CHECK_SECTION("panel: 490 pt, a linear 0.2 s present");
  e = drv_engine();
  id = panel(e);
  CHECK_STATUS(sheet_present(e, id, 0, now), SHEET_OK);
  ok = 1;
  for (k = 1; k < 12; k++) {
    const double t = (double)k / 60.0;
    CHECK_STATUS(sheet_engine_tick(e, t), SHEET_OK);
    f = frame_of(e, id);
    if (k == 6) CHECK_NEAR(f.top, VH - 245.0, 1e-9); /* t0 + 0.1: half way */
    if (fabs(f.top - (VH - 490.0 * t / 0.2)) > 1e-9 || f.state != SHEET_STATE_PRESENTING ||
        f.opacity != 1.0) {
      ok = 0;
      CHECK_MSG(0, "t=%.4f: top %.12g (expected %.12g), state %s", t, f.top,
                VH - 490.0 * t / 0.2, check_state_name(f.state));
    }
  }
  CHECK(ok);
  CHECK_STATUS(sheet_engine_tick(e, 0.2 - 1e-4), SHEET_OK);
  CHECK(frame_of(e, id).state == SHEET_STATE_PRESENTING);
  CHECK_STATUS(sheet_engine_tick(e, 0.2), SHEET_OK);
  DRV_REST(e, id, 0, rest);
  CHECK_NEAR(frame_of(e, id).top, rest, 1e-12);
  drain(e);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_WILL_PRESENT, 0), EVD(SHEET_EVENT_DID_PRESENT, 0));
  if (log_.n == 2) {
    CHECK_NEAR(log_.ev[0].time, 0.0, 1e-12);
    CHECK_NEAR(log_.ev[1].time, 0.2, 1e-12);
  }
  now = 1.0;
  CHECK_STATUS(sheet_engine_tick(e, now), SHEET_OK);

  CHECK_SECTION("panel: leaving 320 visible settles back linearly");
  up = drv_slow_drag(e, id, 500.0, 170.0, now);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_SETTLING);
  CHECK_NEAR(f.top, rest + 170.0, 1e-9);
  CHECK_STATUS(sheet_engine_tick(e, up + 0.1), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).top, rest + 85.0, 1e-9);
  CHECK_STATUS(sheet_engine_tick(e, up + 0.2 + 1e-9), SHEET_OK);
  DRV_REST(e, id, 0, rest);
  drain(e);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_DRAG_BEGAN, 0),
               EVDR(SHEET_EVENT_DRAG_ENDED, 0, SHEET_REASON_DRAG));
  now = up + 0.5;
  CHECK_STATUS(sheet_engine_tick(e, now), SHEET_OK);

  CHECK_SECTION("panel: leaving 280 visible dismisses in a linear 0.2 s slide");
  up = drv_slow_drag(e, id, 500.0, 210.0, now);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_DISMISSING);
  CHECK(f.detent == -1);
  CHECK_NEAR(f.top, rest + 210.0, 1e-9);
  drain(e);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_DRAG_BEGAN, 0),
               EVDR(SHEET_EVENT_DRAG_ENDED, -1, SHEET_REASON_DRAG),
               EVR(SHEET_EVENT_WILL_DISMISS, SHEET_REASON_DRAG));
  CHECK_STATUS(sheet_engine_tick(e, up + 0.05), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).top, rest + 210.0 + 280.0 * 0.25, 1e-9);
  CHECK_STATUS(sheet_engine_tick(e, up + 0.1), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).top, rest + 210.0 + 140.0, 1e-9);
  /* 2 ms before the end 2.8 pt still show; a dismissing sheet is gone once less than
     half a point is visible */
  CHECK_STATUS(sheet_engine_tick(e, up + 0.2 - 2e-3), SHEET_OK);
  CHECK(frame_of(e, id).state == SHEET_STATE_DISMISSING);
  CHECK_STATUS(sheet_engine_tick(e, up + 0.2 + 1e-9), SHEET_OK);
  DRV_HIDDEN(e, id);
  drain(e);
  CHECK_EVENTS(&log_, EVR(SHEET_EVENT_DID_DISMISS, SHEET_REASON_DRAG));
  sheet_engine_destroy(e);

  /* a host clock that is not a round number: tick(t0 + 0.2) is the arrival frame */
  CHECK_SECTION("panel: arrival at t0 + 0.2 for any t0");
  {
    static const double t0s[4] = {1.0, 10.1, 123.456, 1e5 + 0.3};
    int i;
    for (i = 0; i < 4; i++) {
      const double t0 = t0s[i];
      e = drv_engine();
      id = panel(e);
      CHECK_STATUS(sheet_present(e, id, 0, t0), SHEET_OK);
      CHECK_STATUS(sheet_engine_tick(e, t0 + 0.1), SHEET_OK);
      CHECK_NEAR(frame_of(e, id).top, VH - 245.0, 1e-6);
      CHECK_STATUS(sheet_engine_tick(e, t0 + 0.2), SHEET_OK);
      f = frame_of(e, id);
      CHECK_MSG(f.state == SHEET_STATE_RESTING,
                "t0=%.17g: at tick(t0 + 0.2) state %s, top %.17g (expected RESTING at 354)",
                t0, check_state_name(f.state), f.top);
      drain(e);
      CHECK_EVENTS(&log_, EVD(SHEET_EVENT_WILL_PRESENT, 0), EVD(SHEET_EVENT_DID_PRESENT, 0));
      sheet_engine_destroy(e);
    }
  }
}

int main(void) {
  printf("libsheet %s, ABI 0x%08x\n", sheet_version_string(), (unsigned)sheet_abi_version());
  test_content_swap_crossfade();
  test_content_swap_duration_param();
  test_content_rapid_swaps();
  test_content_same_id_resizes();
  test_container_swaps_pages_in_place();
  test_fitted_height();
  test_keyboard();
  test_rotation_at_rest();
  test_rotation_mid_presentation();
  test_accessibility();
  test_grabber();
  test_panel_slides_in_linearly_and_dismisses_below_its_height();
  return check_done();
}
