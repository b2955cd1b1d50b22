/*
 * test_stack.c — sheets presented over sheets (config.stack PUSH / SWITCH / REPLACE), and
 * a fade- and a slide-presented sheet on one clock with a third pushed over them, driven
 * through the C ABI with explicit timestamps.
 *
 * The phone fixture (viewport 390 x 844, safe_top 47, safe_bottom 34): a FRACTION f detent
 * is f * 797 tall.
 * A sheet covered by a pushed one recedes with p = (visible height of the one above /
 * its detent height) * its opacity: scale 1 - 0.08 p, overlay_alpha 0.2 p.
 */
#include "drive.h"

#define VH PHONE_HEIGHT
#define X DRV_X

static ev_log log_;

static void drain(sheet_engine *e) {
  ev_clear(&log_);
  ev_drain(e, &log_);
}

/* The events of `log` about one sheet, in order. */
static void only_sheet(const ev_log *log, sheet_id id, ev_log *out) {
  size_t i;
  ev_clear(out);
  for (i = 0; i < log->n; i++)
    if (log->ev[i].sheet == id) out->ev[out->n++] = log->ev[i];
}

static sheet_id top_sheet(sheet_engine *e) {
  sheet_id t = 12345u;
  CHECK_STATUS_E(e, sheet_engine_top_sheet(e, &t), SHEET_OK);
  return t;
}

/* How far `above` covers the sheet under it, from its frame. */
static double coverage(const sheet_frame *above, double detent_height) {
  double p = (VH - above->top) / detent_height;
  if (p < 0.0) p = 0.0;
  if (p > 1.0) p = 1.0;
  return p * above->opacity;
}

/* Checks that `below` recedes exactly in step with `above`; returns 1 if it does. */
static int recede_ok(const sheet_frame *below, const sheet_frame *above, double detent_height,
                     double t) {
  const double p = coverage(above, detent_height);
  int ok = fabs(below->scale - (1.0 - 0.08 * p)) <= 1e-9 &&
           fabs(below->overlay_alpha - 0.2 * p) <= 1e-9;
  CHECK_MSG(ok, "t=%.4f: p %.9g, covered scale %.12g (want %.12g), overlay %.12g (want %.12g)",
            t, p, below->scale, 1.0 - 0.08 * p, below->overlay_alpha, 0.2 * p);
  return ok;
}

/* ------------------------------------------------------------------------------------
 * push
 * ---------------------------------------------------------------------------------- */
static void test_push(void) {
  const sheet_detent da[1] = {{SHEET_DETENT_FRACTION, 0.6}};
  const sheet_detent db[1] = {{SHEET_DETENT_FRACTION, 0.5}};
  const double topA = drv_frac_top(0.6), hB = drv_frac_h(0.5);
  sheet_config c;
  sheet_engine *e;
  sheet_id a, b;
  sheet_frame fa, fb;
  ev_log mine;
  double now = 0.0, prev_scale;
  int k, ok, still;
  int32_t hit = -1;

  CHECK_SECTION("push: the sheet below recedes in step and comes back");
  e = drv_engine();
  drv_config(&c, da, 1);
  a = drv_sheet(e, &c);
  drv_config(&c, db, 1);
  CHECK(c.stack == SHEET_STACK_PUSH);
  b = drv_sheet(e, &c);
  CHECK(top_sheet(e) == 0u);
  CHECK_STATUS(sheet_present(e, a, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, a, 0, topA);
  fa = frame_of(e, a);
  CHECK_NEAR(fa.scale, 1.0, 1e-12);
  CHECK_NEAR(fa.overlay_alpha, 0.0, 1e-12);
  CHECK(top_sheet(e) == a);
  drain(e);

  CHECK_STATUS(sheet_present(e, b, 0, now), SHEET_OK);
  CHECK(top_sheet(e) == b);
  ok = 1;
  still = 1;
  prev_scale = 1.0;
  for (k = 1; k <= 90; k++) {
    const double t = now + (double)k / 60.0;
    CHECK_STATUS(sheet_engine_tick(e, t), SHEET_OK);
    fa = frame_of(e, a);
    fb = frame_of(e, b);
    if (!recede_ok(&fa, &fb, hB, t)) ok = 0;
    if (fa.scale > prev_scale + 1e-12) ok = 0;
    prev_scale = fa.scale;
    if (fa.state != SHEET_STATE_RESTING || fa.top != topA || fa.detent != 0 ||
        fa.opacity != 1.0)
      still = 0;
  }
  CHECK(ok);
  CHECK_MSG(still, "the sheet below moved or changed state while B was presented");
  now += 1.5;
  DRV_REST(e, b, 0, drv_frac_top(0.5));
  fa = frame_of(e, a);
  fb = frame_of(e, b);
  CHECK_NEAR(fa.scale, 0.92, 1e-9);
  CHECK_NEAR(fa.overlay_alpha, 0.2, 1e-9);
  CHECK_NEAR(fb.scale, 1.0, 1e-12);
  CHECK_NEAR(fb.overlay_alpha, 0.0, 1e-12);
  drain(e);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_WILL_PRESENT, 0), EVD(SHEET_EVENT_DID_PRESENT, 0));
  DRV_EVENT_SHEETS(&log_, b, b);

  /* A is covered: it does not take pointers */
  CHECK_STATUS(sheet_pointer_down(e, a, X, 600.0, now, &hit), SHEET_OK);
  CHECK_MSG(hit == SHEET_HIT_NONE, "pointer_down on the covered sheet: %s, expected HIT_NONE",
            check_hit_name(hit));
  CHECK_STATUS(sheet_pointer_down(e, a, X, 100.0, now, &hit), SHEET_OK);
  CHECK_MSG(hit == SHEET_HIT_NONE, "pointer_down above the covered sheet: %s, expected HIT_NONE",
            check_hit_name(hit));
  CHECK_STATUS(sheet_pointer_up(e, a, X, 600.0, now), SHEET_ERR_INVALID_STATE);

  /* dismissing B brings A back in step */
  CHECK_STATUS(sheet_dismiss(e, b, now), SHEET_OK);
  ok = 1;
  for (k = 1; k <= 90; k++) {
    const double t = now + (double)k / 60.0;
    CHECK_STATUS(sheet_engine_tick(e, t), SHEET_OK);
    fa = frame_of(e, a);
    fb = frame_of(e, b);
    if (fb.state == SHEET_STATE_DISMISSING && !recede_ok(&fa, &fb, hB, t)) ok = 0;
  }
  CHECK(ok);
  now += 1.5;
  DRV_HIDDEN(e, b);
  DRV_REST(e, a, 0, topA);
  fa = frame_of(e, a);
  CHECK_NEAR(fa.scale, 1.0, 1e-12);
  CHECK_NEAR(fa.overlay_alpha, 0.0, 1e-12);
  CHECK(top_sheet(e) == a);
  drain(e);
  only_sheet(&log_, a, &mine);
  CHECK_NO_EVENTS(&mine);
  CHECK_EVENTS(&log_, EVR(SHEET_EVENT_WILL_DISMISS, SHEET_REASON_PROGRAMMATIC),
               EVR(SHEET_EVENT_DID_DISMISS, SHEET_REASON_PROGRAMMATIC));

  /* A takes pointers again */
  now = drv_tap(e, a, X, 600.0, now, SHEET_HIT_SHEET);
  CHECK_STATUS(sheet_dismiss(e, a, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  CHECK(top_sheet(e) == 0u);
  CHECK_STATUS(sheet_engine_top_sheet(e, NULL), SHEET_ERR_INVALID_ARGUMENT);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * switch
 * ---------------------------------------------------------------------------------- */
static void test_switch(void) {
  const sheet_detent da[2] = {{SHEET_DETENT_FRACTION, 0.4}, {SHEET_DETENT_FRACTION, 0.8}};
  const sheet_detent db[1] = {{SHEET_DETENT_FRACTION, 0.5}};
  const double topA = drv_frac_top(0.8);
  sheet_config c;
  sheet_engine *e;
  sheet_id a, b;
  sheet_frame fa;
  ev_log mine;
  double now;
  int32_t hit = -1;

  CHECK_SECTION("switch: A leaves with its dismiss transition and comes back");
  e = drv_engine();
  drv_config(&c, da, 2);
  drv_linear_slide(&c.present);
  drv_linear_slide(&c.dismiss);
  a = drv_sheet(e, &c);
  drv_config(&c, db, 1);
  c.stack = SHEET_STACK_SWITCH;
  drv_linear_slide(&c.present);
  drv_linear_slide(&c.dismiss);
  b = drv_sheet(e, &c);
  CHECK_STATUS(sheet_present(e, a, 1, 0.0), SHEET_OK);
  now = drv_run(e, 0.0, 1.5);
  DRV_REST(e, a, 1, topA);
  drain(e);

  CHECK_STATUS(sheet_present(e, b, 0, now), SHEET_OK);
  CHECK(top_sheet(e) == b);
  fa = frame_of(e, a);
  CHECK_NEAR(fa.top, topA, 1e-9);
  CHECK_STATUS(sheet_engine_tick(e, now + 0.125), SHEET_OK);
  fa = frame_of(e, a);
  CHECK_NEAR(fa.top, topA + (VH - topA) * 0.625, 1e-9); /* A's linear dismiss slide */
  CHECK_NEAR(fa.overlay_alpha, 0.0, 1e-12);
  now += 0.25;
  CHECK_STATUS(sheet_engine_tick(e, now), SHEET_OK);
  fa = frame_of(e, a);
  CHECK_MSG(fa.state == SHEET_STATE_HIDDEN, "switched-away A: state %s, expected HIDDEN",
            check_state_name(fa.state));
  CHECK_NEAR(fa.top, VH, 1e-9);
  /* hidden like any hidden sheet; the detent it returns to is kept inside */
  CHECK_MSG(fa.detent == -1, "switched-away A: detent %d, expected -1", (int)fa.detent);
  DRV_REST(e, b, 0, drv_frac_top(0.5));
  CHECK(top_sheet(e) == b);
  CHECK_STATUS(sheet_pointer_down(e, a, X, 700.0, now, &hit), SHEET_OK);
  CHECK(hit == SHEET_HIT_NONE);
  drain(e);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_WILL_PRESENT, 0), EVD(SHEET_EVENT_DID_PRESENT, 0));
  DRV_EVENT_SHEETS(&log_, b, b);

  /* B leaves: after its DID_DISMISS, A comes back to detent 1 */
  now = 2.0;
  CHECK_STATUS(sheet_engine_tick(e, now), SHEET_OK);
  CHECK_STATUS(sheet_dismiss(e, b, now), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, 2.1), SHEET_OK);
  fa = frame_of(e, a);
  CHECK(fa.state == SHEET_STATE_HIDDEN);
  CHECK_NEAR(fa.top, VH, 1e-9);
  CHECK_STATUS(sheet_engine_tick(e, 2.2), SHEET_OK);
  drain(e);
  CHECK_EVENTS(&log_, EVR(SHEET_EVENT_WILL_DISMISS, SHEET_REASON_PROGRAMMATIC),
               EVR(SHEET_EVENT_DID_DISMISS, SHEET_REASON_PROGRAMMATIC));
  DRV_EVENT_SHEETS(&log_, b, b);
  DRV_HIDDEN(e, b);
  fa = frame_of(e, a);
  CHECK_MSG(fa.state == SHEET_STATE_PRESENTING, "A after B's DID_DISMISS: %s, expected PRESENTING",
            check_state_name(fa.state));
  CHECK(fa.detent == 1);
  CHECK_NEAR(fa.top, VH, 1e-9);
  CHECK(top_sheet(e) == a);
  CHECK_STATUS(sheet_engine_tick(e, 2.3), SHEET_OK);
  CHECK_NEAR(frame_of(e, a).top, VH + (topA - VH) * 0.5, 1e-9); /* A's linear present slide */
  CHECK_STATUS(sheet_engine_tick(e, 2.5), SHEET_OK);
  DRV_REST(e, a, 1, topA);
  drain(e);
  only_sheet(&log_, a, &mine);
  CHECK_NO_EVENTS(&mine);
  CHECK_NO_EVENTS(&log_);
  sheet_engine_destroy(e);
}

/* A sheet switched away comes back within the call that ends the dismissal of the one
 * above it, and that call can set it moving again: with an instant present transition
 * it arrives at once, and the obstruction the call declares sends it settling. Its frame
 * goes from HIDDEN to SETTLING in one call, without an event about it. */
static void test_switch_back_and_settle_in_one_call(void) {
  const sheet_detent d[1] = {{SHEET_DETENT_FRACTION, 0.5}};
  const double half = drv_frac_top(0.5);
  const sheet_param instant = {"duration", 0};
  sheet_config c;
  sheet_engine *e;
  sheet_id a, b;
  sheet_frame fa;
  ev_log mine;
  double now;

  CHECK_SECTION("switch: back and settling in the call that ends the dismissal above");
  e = drv_engine();
  /* B first: the call brings A up to time after B has gone */
  drv_config(&c, d, 1);
  c.stack = SHEET_STACK_SWITCH;
  drv_linear_slide(&c.present);
  drv_linear_slide(&c.dismiss);
  b = drv_sheet(e, &c);
  drv_config(&c, d, 1);
  c.present.animator = "slide";
  c.present.params = &instant;
  c.present.param_count = 1;
  a = drv_sheet(e, &c);
  CHECK_STATUS(sheet_present(e, a, 0, 0.0), SHEET_OK);
  now = drv_run(e, 0.0, 1.0);
  DRV_REST(e, a, 0, half);
  CHECK_STATUS(sheet_present(e, b, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.0);
  CHECK(frame_of(e, a).state == SHEET_STATE_HIDDEN);
  CHECK_STATUS(sheet_dismiss(e, b, now), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, now + 0.1), SHEET_OK); /* B halfway out */
  CHECK(frame_of(e, a).state == SHEET_STATE_HIDDEN);
  drain(e);
  CHECK_STATUS(sheet_engine_set_obstruction(e, 300.0, now + 0.3), SHEET_OK);
  fa = frame_of(e, a);
  CHECK_MSG(fa.state == SHEET_STATE_SETTLING, "A: %s, expected SETTLING", check_state_name(fa.state));
  CHECK(fa.detent == 0);
  CHECK_NEAR(fa.top, half, 1e-9); /* arrived, about to rise above the obstruction */
  CHECK(top_sheet(e) == a);
  drain(e);
  CHECK_EVENTS(&log_, EVR(SHEET_EVENT_DID_DISMISS, SHEET_REASON_PROGRAMMATIC));
  only_sheet(&log_, a, &mine);
  CHECK_NO_EVENTS(&mine);
  now = drv_run(e, now + 0.3, 1.5);
  DRV_REST(e, a, 0, half - 300.0);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * replace
 * ---------------------------------------------------------------------------------- */
static void test_replace(void) {
  const sheet_detent da[1] = {{SHEET_DETENT_FRACTION, 0.6}};
  const sheet_detent db[1] = {{SHEET_DETENT_FRACTION, 0.5}};
  sheet_config c;
  sheet_engine *e;
  sheet_id a, b;
  ev_log mine;
  double now;

  CHECK_SECTION("replace: A is dismissed with reason REPLACED");
  e = drv_engine();
  drv_config(&c, da, 1);
  a = drv_sheet(e, &c);
  drv_config(&c, db, 1);
  c.stack = SHEET_STACK_REPLACE;
  b = drv_sheet(e, &c);
  CHECK_STATUS(sheet_present(e, a, 0, 0.0), SHEET_OK);
  now = drv_run(e, 0.0, 1.5);
  drain(e);
  CHECK_STATUS(sheet_present(e, b, 0, now), SHEET_OK);
  drain(e);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_WILL_PRESENT, 0),
               EVR(SHEET_EVENT_WILL_DISMISS, SHEET_REASON_REPLACED));
  DRV_EVENT_SHEETS(&log_, b, a);
  CHECK(frame_of(e, a).state == SHEET_STATE_DISMISSING);
  CHECK(top_sheet(e) == b);
  now = drv_run(e, now, 1.5);
  DRV_HIDDEN(e, a);
  DRV_REST(e, b, 0, drv_frac_top(0.5));
  drain(e);
  only_sheet(&log_, a, &mine);
  CHECK_EVENTS(&mine, EVR(SHEET_EVENT_DID_DISMISS, SHEET_REASON_REPLACED));
  only_sheet(&log_, b, &mine);
  CHECK_EVENTS(&mine, EVD(SHEET_EVENT_DID_PRESENT, 0));
  CHECK(log_.n == 2);
  CHECK_NEAR(frame_of(e, a).scale, 1.0, 1e-12);
  CHECK_NEAR(frame_of(e, a).overlay_alpha, 0.0, 1e-12);

  /* B leaves: A stays gone */
  CHECK_STATUS(sheet_dismiss(e, b, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_HIDDEN(e, a);
  DRV_HIDDEN(e, b);
  CHECK(top_sheet(e) == 0u);
  drain(e);
  CHECK_EVENTS(&log_, EVR(SHEET_EVENT_WILL_DISMISS, SHEET_REASON_PROGRAMMATIC),
               EVR(SHEET_EVENT_DID_DISMISS, SHEET_REASON_PROGRAMMATIC));
  DRV_EVENT_SHEETS(&log_, b, b);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * a fade-presented and a slide-presented sheet on one clock, a third pushed over them
 * ---------------------------------------------------------------------------------- */
static void test_fade_and_slide_share_a_clock_under_a_pushed_sheet(void) {
  const sheet_detent df[1] = {{SHEET_DETENT_FRACTION, 0.5}};
  const sheet_detent ds[1] = {{SHEET_DETENT_FRACTION, 0.6}};
  const sheet_detent dt[1] = {{SHEET_DETENT_FRACTION, 0.4}};
  const double topF = drv_frac_top(0.5), topS = drv_frac_top(0.6);
  sheet_config c;
  sheet_engine *e;
  sheet_id fd, sl, third;
  sheet_frame ff, fs, ft;
  double now, prev_top = VH;
  int k, ok_f = 1, ok_s = 1, ok_r = 1;

  CHECK_SECTION("fade and slide presented together, a third pushed over");
  e = drv_engine();
  drv_config(&c, df, 1);
  c.present.animator = "fade";
  c.user_tag = 0xFADEu;
  fd = drv_sheet(e, &c);
  drv_config(&c, ds, 1);
  c.present.animator = "slide";
  c.user_tag = 0x511DEu;
  sl = drv_sheet(e, &c);
  CHECK_STATUS(sheet_present(e, fd, 0, 0.0), SHEET_OK);
  CHECK_STATUS(sheet_present(e, sl, 0, 0.0), SHEET_OK);
  for (k = 1; k <= 30; k++) {
    const double t = (double)k / 60.0;
    CHECK_STATUS(sheet_engine_tick(e, t), SHEET_OK);
    ff = frame_of(e, fd);
    fs = frame_of(e, sl);
    /* fade: in place, opacity linear over 0.25 s */
    if (ff.top != topF || fabs(ff.opacity - (t < 0.25 ? t / 0.25 : 1.0)) > 1e-9 ||
        ff.state != (k < 15 ? SHEET_STATE_PRESENTING : SHEET_STATE_RESTING)) {
      ok_f = 0;
      CHECK_MSG(0, "fade t=%.4f: top %.12g (want %.12g), opacity %.12g (want %.12g), state %s",
                t, ff.top, topF, ff.opacity, t < 0.25 ? t / 0.25 : 1.0,
                check_state_name(ff.state));
    }
    /* slide: full opacity, moving until exactly 0.3 s */
    if (fs.opacity != 1.0 || fs.state != (k < 18 ? SHEET_STATE_PRESENTING : SHEET_STATE_RESTING) ||
        (k < 18 && !(fs.top < prev_top && fs.top > topS)) ||
        (k >= 18 && fabs(fs.top - topS) > 1e-9)) {
      ok_s = 0;
      CHECK_MSG(0, "slide t=%.4f: top %.12g (rest %.12g), opacity %.12g, state %s", t, fs.top,
                topS, fs.opacity, check_state_name(fs.state));
    }
    prev_top = fs.top;
    if (!recede_ok(&ff, &fs, drv_frac_h(0.6), t)) ok_r = 0;
  }
  CHECK(ok_f);
  CHECK(ok_s);
  CHECK(ok_r);
  drain(e);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_WILL_PRESENT, 0), EVD(SHEET_EVENT_WILL_PRESENT, 0),
               EVD(SHEET_EVENT_DID_PRESENT, 0), EVD(SHEET_EVENT_DID_PRESENT, 0));
  DRV_EVENT_SHEETS(&log_, fd, sl, fd, sl);
  if (log_.n == 4) {
    CHECK_NEAR(log_.ev[0].time, 0.0, 1e-12);
    CHECK_NEAR(log_.ev[1].time, 0.0, 1e-12);
    CHECK_NEAR(log_.ev[2].time, 0.25, 1e-12);
    CHECK_NEAR(log_.ev[3].time, 0.3, 1e-12);
    CHECK(log_.ev[0].user_tag == 0xFADEu && log_.ev[3].user_tag == 0x511DEu);
  }
  CHECK(top_sheet(e) == sl);

  /* a third sheet pushed over the slide one */
  now = 1.0;
  CHECK_STATUS(sheet_engine_tick(e, now), SHEET_OK);
  drv_config(&c, dt, 1);
  third = drv_sheet(e, &c);
  CHECK_STATUS(sheet_present(e, third, 0, now), SHEET_OK);
  CHECK(top_sheet(e) == third);
  ok_r = 1;
  for (k = 1; k <= 90; k++) {
    const double t = now + (double)k / 60.0;
    CHECK_STATUS(sheet_engine_tick(e, t), SHEET_OK);
    ff = frame_of(e, fd);
    fs = frame_of(e, sl);
    ft = frame_of(e, third);
    if (!recede_ok(&fs, &ft, drv_frac_h(0.4), t)) ok_r = 0;
    if (fabs(ff.scale - 0.92) > 1e-9 || fabs(ff.overlay_alpha - 0.2) > 1e-9) ok_r = 0;
    if (fs.top != topS || ff.top != topF) ok_r = 0;
  }
  CHECK(ok_r);
  now += 1.5;
  DRV_REST(e, third, 0, drv_frac_top(0.4));
  CHECK_NEAR(frame_of(e, sl).scale, 0.92, 1e-9);
  CHECK_NEAR(frame_of(e, sl).overlay_alpha, 0.2, 1e-9);
  CHECK_NEAR(frame_of(e, fd).scale, 0.92, 1e-9);
  CHECK_STATUS(sheet_dismiss(e, third, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_HIDDEN(e, third);
  DRV_REST(e, sl, 0, topS);
  DRV_REST(e, fd, 0, topF);
  CHECK_NEAR(frame_of(e, sl).scale, 1.0, 1e-12);
  CHECK_NEAR(frame_of(e, sl).overlay_alpha, 0.0, 1e-12);
  CHECK_NEAR(frame_of(e, fd).scale, 0.92, 1e-9);
  CHECK(top_sheet(e) == sl);
  drain(e);
  CHECK_EVENTS(&log_, EVD(SHEET_EVENT_WILL_PRESENT, 0), EVD(SHEET_EVENT_DID_PRESENT, 0),
               EVT(SHEET_EVENT_WILL_DISMISS), EVT(SHEET_EVENT_DID_DISMISS));
  DRV_EVENT_SHEETS(&log_, third, third, third, third);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * a sheet taken out of the middle
 * ---------------------------------------------------------------------------------- */
/* A, B and C pushed in turn: A recedes under B, B under C. Destroying B leaves A
 * covered by C, fully (C rests at its home detent); dismissing C then brings A back. */
static void test_middle_removed(void) {
  const sheet_detent da[1] = {{SHEET_DETENT_FRACTION, 0.6}};
  const sheet_detent db[1] = {{SHEET_DETENT_FRACTION, 0.5}};
  const sheet_detent dc[1] = {{SHEET_DETENT_FRACTION, 0.4}};
  sheet_config c;
  sheet_engine *e;
  sheet_id a, b, cc;
  sheet_frame fa, fc;
  double now = 0.0;

  CHECK_SECTION("a sheet taken out of the middle: the one below recedes under the one above");
  e = drv_engine();
  drv_config(&c, da, 1);
  a = drv_sheet(e, &c);
  drv_config(&c, db, 1);
  b = drv_sheet(e, &c);
  drv_config(&c, dc, 1);
  cc = drv_sheet(e, &c);
  CHECK_STATUS(sheet_present(e, a, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  CHECK_STATUS(sheet_present(e, b, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  CHECK_STATUS(sheet_present(e, cc, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  fa = frame_of(e, a);
  CHECK_NEAR(fa.scale, 0.92, 1e-9);
  CHECK_NEAR(fa.overlay_alpha, 0.2, 1e-9);
  CHECK(top_sheet(e) == cc);

  /* B goes: A's cover is now C, which has fully come in */
  CHECK_STATUS(sheet_destroy(e, b), SHEET_OK);
  fa = frame_of(e, a);
  CHECK_NEAR(fa.scale, 0.92, 1e-9);
  CHECK_NEAR(fa.overlay_alpha, 0.2, 1e-9);
  fc = frame_of(e, cc);
  CHECK_NEAR(fc.scale, 1.0, 1e-12);
  CHECK_NEAR(fc.overlay_alpha, 0.0, 1e-12);

  /* halfway out, C covers A by the part of its home height still shown */
  CHECK_STATUS(sheet_dismiss(e, cc, now), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, now + 0.1), SHEET_OK);
  fa = frame_of(e, a);
  fc = frame_of(e, cc);
  {
    const double shown = (VH - fc.top) / drv_frac_h(0.4);
    const double covered = (shown < 0 ? 0 : shown > 1 ? 1 : shown) * fc.opacity;
    CHECK(covered > 0 && covered < 1);
    CHECK_NEAR(fa.overlay_alpha, 0.2 * covered, 1e-9);
    CHECK_NEAR(fa.scale, 1.0 - 0.08 * covered, 1e-9);
  }
  now = drv_run(e, now + 0.1, 1.5);
  DRV_HIDDEN(e, cc);
  fa = frame_of(e, a);
  CHECK_NEAR(fa.scale, 1.0, 1e-12);
  CHECK_NEAR(fa.overlay_alpha, 0.0, 1e-12);
  CHECK(top_sheet(e) == a);
  sheet_engine_destroy(e);
}

int main(void) {
  printf("libsheet %s, ABI 0x%08x\n", sheet_version_string(), (unsigned)sheet_abi_version());
  test_push();
  test_switch();
  test_switch_back_and_settle_in_one_call();
  test_replace();
  test_fade_and_slide_share_a_clock_under_a_pushed_sheet();
  test_middle_removed();
  return check_done();
}
