/* Regression tests for defects the fuzzers (the state-machine fuzzer, the libFuzzer
 * target sheet-libfuzz) found, each pinned to the behaviour sheet.h documents. */
#include <float.h>

#include "check.h"
#include "phone_fixture.h"

#define VW PHONE_WIDTH
#define VH PHONE_HEIGHT
#define SAFE_TOP PHONE_SAFE_TOP
#define SAFE_BOTTOM PHONE_SAFE_BOTTOM

static sheet_engine *engine_with_viewport(void) {
  return check_new_engine(VW, VH, SAFE_TOP, SAFE_BOTTOM);
}

static sheet_id make(sheet_engine *e, const sheet_detent *detents, size_t n, int32_t stack) {
  sheet_config c;
  sheet_id id = 0;
  sheet_config_init(&c);
  c.detents = detents;
  c.detent_count = n;
  c.stack = stack;
  CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_OK);
  return id;
}

static int count_events(sheet_engine *e, int32_t type, sheet_id sheet) {
  sheet_event ev;
  int n = 0;
  memset(&ev, 0, sizeof ev);
  ev.struct_size = sizeof ev;
  while (sheet_engine_poll_event(e, &ev) == 1)
    if (ev.type == type && ev.sheet == sheet) n++;
  return n;
}

/* A sheet whose settles use the built-in spring with `params` (response, damping
 * ratio), presented at `detent` at t = 1 s and at rest there at t = 4 s. */
static sheet_id presented_with_spring(sheet_engine *e, const sheet_detent *detents, size_t n,
                                      const sheet_param *params, int32_t detent) {
  sheet_config c;
  sheet_id id = 0;
  double t;
  sheet_config_init(&c);
  c.detents = detents;
  c.detent_count = n;
  c.settle.animator = "spring";
  c.settle.params = params;
  c.settle.param_count = 2;
  CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_OK);
  CHECK_STATUS_E(e, sheet_present(e, id, detent, 1.0), SHEET_OK);
  for (t = 1.0; t < 4.0; t += 1.0 / 60) CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
  return id;
}

/* A sheet switched away while it is still being presented: its WILL_PRESENT is closed,
 * it reports SETTLING then HIDDEN with detent -1, and a dismiss while it is away
 * dismisses it at once. */
static void switched_away_mid_presentation(void) {
  sheet_engine *e = engine_with_viewport();
  sheet_detent half = {SHEET_DETENT_FRACTION, 0.5};
  sheet_id a = make(e, &half, 1, SHEET_STACK_PUSH), b = make(e, &half, 1, SHEET_STACK_SWITCH);
  sheet_frame f;
  sheet_event ev;
  int cancelled = 0, t;
  sheet_accessibility acc;

  CHECK_SECTION("switched away mid-presentation");
  CHECK_STATUS_E(e, sheet_present(e, a, 0, 0.0), SHEET_OK);
  CHECK_STATUS_E(e, sheet_engine_tick(e, 0.05), SHEET_OK);
  CHECK_STATUS_E(e, sheet_present(e, b, 0, 0.05), SHEET_OK);
  memset(&ev, 0, sizeof ev);
  ev.struct_size = sizeof ev;
  while (sheet_engine_poll_event(e, &ev) == 1)
    if (ev.sheet == a && ev.type == SHEET_EVENT_TRANSITION_CANCELLED) cancelled++;
  CHECK(cancelled == 1);
  f = frame_of(e, a);
  CHECK(f.state == SHEET_STATE_SETTLING);
  CHECK(f.detent == -1);
  for (t = 1; t <= 120; t++) CHECK_STATUS_E(e, sheet_engine_tick(e, 0.05 + t / 60.0), SHEET_OK);
  f = frame_of(e, a);
  CHECK(f.state == SHEET_STATE_HIDDEN);
  CHECK(f.detent == -1);
  CHECK_NEAR(f.top, VH, 0);
  memset(&acc, 0, sizeof acc);
  acc.struct_size = sizeof acc;
  CHECK_STATUS_E(e, sheet_get_accessibility(e, a, &acc), SHEET_OK);
  CHECK(acc.actions == 0);
  CHECK(strcmp(acc.value, "hidden") == 0);
  (void)count_events(e, SHEET_EVENT_NONE, 0); /* drain */
  /* away, it is still presented: a dismiss closes it at once, in order */
  CHECK_STATUS_E(e, sheet_dismiss(e, a, 2.1), SHEET_OK);
  memset(&ev, 0, sizeof ev);
  ev.struct_size = sizeof ev;
  CHECK(sheet_engine_poll_event(e, &ev) == 1 && ev.type == SHEET_EVENT_WILL_DISMISS && ev.sheet == a);
  CHECK(sheet_engine_poll_event(e, &ev) == 1 && ev.type == SHEET_EVENT_DID_DISMISS && ev.sheet == a);
  CHECK(frame_of(e, a).state == SHEET_STATE_HIDDEN);
  /* it does not come back when the sheet over it goes */
  CHECK_STATUS_E(e, sheet_dismiss(e, b, 2.1), SHEET_OK);
  for (t = 1; t <= 120; t++) CHECK_STATUS_E(e, sheet_engine_tick(e, 2.1 + t / 60.0), SHEET_OK);
  CHECK(frame_of(e, a).state == SHEET_STATE_HIDDEN);
  CHECK(frame_of(e, b).state == SHEET_STATE_HIDDEN);
  CHECK(count_events(e, SHEET_EVENT_WILL_PRESENT, a) == 0);
  sheet_engine_destroy(e);
}

/* An under-damped settle down to a low detent never takes the sheet below the
 * viewport's bottom edge. */
static void bouncy_settle_stays_in_the_viewport(void) {
  sheet_engine *e = engine_with_viewport();
  sheet_detent d[2] = {{SHEET_DETENT_POINTS, 40}, {SHEET_DETENT_FRACTION, 1.0}};
  sheet_param p[2] = {{"response", 0.5}, {"damping_ratio", 0.3}};
  sheet_id s;
  sheet_frame f;
  double t, lowest = 0;

  CHECK_SECTION("bouncy settle stays in the viewport");
  s = presented_with_spring(e, d, 2, p, 1);
  CHECK_STATUS_E(e, sheet_move_to_detent(e, s, 0, 4.0), SHEET_OK);
  for (t = 4.0; t < 9.0; t += 1.0 / 240) {
    CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
    f = frame_of(e, s);
    if (f.top > lowest) lowest = f.top;
    if (f.top > VH || f.height < 0) break;
  }
  CHECK_MSG(lowest <= VH, "the sheet went down to top %.3f in an %.0f pt viewport", lowest, VH);
  /* it did swing all the way to the edge: the clamp, not the spring, held it */
  CHECK_NEAR(lowest, VH, 0);
  f = frame_of(e, s);
  CHECK(f.state == SHEET_STATE_RESTING);
  CHECK_NEAR(f.top, VH - 40.0, 1e-9);
  sheet_engine_destroy(e);
}

/* A bouncy settle flung far upward is held a viewport height above its highest detent
 * (further than a rubber band can pull it), however hard the fling, and then rests. */
static void hard_fling_stops_a_viewport_above(void) {
  sheet_engine *e = engine_with_viewport();
  sheet_detent d = {SHEET_DETENT_POINTS, 300};
  sheet_param p[2] = {{"response", 0.5}, {"damping_ratio", 0.1}};
  sheet_id s;
  sheet_frame f;
  int32_t hit = -1;
  double t, y, detent_top, limit, highest = VH;
  int i, held = 0;

  CHECK_SECTION("hard fling stops a viewport above the highest detent");
  s = presented_with_spring(e, &d, 1, p, 0);
  detent_top = frame_of(e, s).top;
  limit = detent_top - VH;
  CHECK_NEAR(detent_top, VH - 300, 1e-9);
  y = detent_top + 20;
  CHECK_STATUS_E(e, sheet_pointer_down(e, s, VW / 2, y, 4.0, &hit), SHEET_OK);
  for (i = 1; i <= 4; i++) {
    CHECK_STATUS_E(e, sheet_pointer_move(e, s, VW / 2, y - 100.0 * i, 4.0 + 0.004 * i), SHEET_OK);
    CHECK_STATUS_E(e, sheet_engine_tick(e, 4.0 + 0.004 * i), SHEET_OK);
  }
  CHECK_STATUS_E(e, sheet_pointer_up(e, s, VW / 2, y - 400.0, 4.016), SHEET_OK);
  for (t = 4.016; t < 12.0; t += 1.0 / 240) {
    CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
    f = frame_of(e, s);
    if (f.top < highest) highest = f.top;
    if (f.top == limit) held++;
  }
  /* about 25,000 pt/s upward: the undamped swing would go about 2,000 pt up */
  CHECK_MSG(highest >= limit, "the sheet went up to top %.3f, past the limit %.3f", highest, limit);
  CHECK_MSG(held > 0, "the swing never reached the limit (highest top %.3f, limit %.3f)", highest,
            limit);
  f = frame_of(e, s);
  CHECK(f.state == SHEET_STATE_RESTING);
  CHECK_NEAR(f.top, detent_top, 1e-9);
  sheet_engine_destroy(e);
}

/* An obstruction taller than the space below safe_top lifts sheets to safe_top and no
 * further, and the declared height is applied again after a viewport change. */
static void tall_obstruction_stops_at_safe_top(void) {
  sheet_engine *e = engine_with_viewport();
  sheet_detent d = {SHEET_DETENT_POINTS, 300};
  sheet_id s = make(e, &d, 1, SHEET_STACK_PUSH);
  double t;

  CHECK_SECTION("tall obstruction stops at safe_top");
  CHECK_STATUS_E(e, sheet_present(e, s, 0, 0.0), SHEET_OK);
  for (t = 0; t < 2.0; t += 1.0 / 60) CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
  CHECK_STATUS_E(e, sheet_engine_set_obstruction(e, 820.0, 2.0), SHEET_OK);
  for (t = 2.0; t < 4.0; t += 1.0 / 60) CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
  CHECK(frame_of(e, s).state == SHEET_STATE_RESTING);
  CHECK_NEAR(frame_of(e, s).top, SAFE_TOP, 1e-9);
  /* a taller viewport has room: the same declared obstruction now leaves 300 pt */
  CHECK_STATUS_E(e, sheet_engine_set_viewport(e, VW, 1400.0, SAFE_TOP, SAFE_BOTTOM), SHEET_OK);
  for (t = 4.0; t < 6.0; t += 1.0 / 60) CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
  CHECK(frame_of(e, s).state == SHEET_STATE_RESTING);
  CHECK_NEAR(frame_of(e, s).top, 1400.0 - 820.0 - 300.0, 1e-9);
  sheet_engine_destroy(e);
}

/* The next event of `sheet`, or type NONE when there is none. */
static sheet_event next_event_of(sheet_engine *e, sheet_id sheet) {
  sheet_event ev;
  memset(&ev, 0, sizeof ev);
  ev.struct_size = sizeof ev;
  while (sheet_engine_poll_event(e, &ev) == 1)
    if (ev.sheet == sheet) return ev;
  ev.type = SHEET_EVENT_NONE;
  return ev;
}

/* A command that takes a dragged sheet from the finger ends the drag with the detent
 * the command sends it to, or -1 when the command takes it out of the viewport. */
static void drag_ended_names_where_a_command_sends_the_sheet(void) {
  sheet_engine *e = engine_with_viewport();
  sheet_detent d[2] = {{SHEET_DETENT_FRACTION, 0.4}, {SHEET_DETENT_FRACTION, 0.9}};
  sheet_id s = make(e, d, 2, SHEET_STACK_PUSH);
  sheet_event ev;
  int32_t hit = -1;
  double t;

  CHECK_SECTION("drag ended names where a command sends the sheet");
  CHECK_STATUS_E(e, sheet_present(e, s, 0, 0.0), SHEET_OK);
  for (t = 0; t < 2.0; t += 1.0 / 60) CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
  (void)count_events(e, SHEET_EVENT_NONE, 0); /* drain */
  CHECK_STATUS_E(e, sheet_pointer_down(e, s, VW / 2, 600, 2.0, &hit), SHEET_OK);
  CHECK(hit == SHEET_HIT_SHEET);
  CHECK_STATUS_E(e, sheet_pointer_move(e, s, VW / 2, 640, 2.05), SHEET_OK);
  CHECK_STATUS_E(e, sheet_move_to_detent(e, s, 1, 2.1), SHEET_OK);
  ev = next_event_of(e, s);
  CHECK(ev.type == SHEET_EVENT_DRAG_BEGAN && ev.detent == 0);
  ev = next_event_of(e, s);
  CHECK(ev.type == SHEET_EVENT_DRAG_ENDED && ev.detent == 1 && ev.reason == SHEET_REASON_PROGRAMMATIC);
  ev = next_event_of(e, s);
  CHECK(ev.type == SHEET_EVENT_DETENT_CHANGED && ev.from_detent == 0 && ev.detent == 1);
  CHECK_STATUS_E(e, sheet_pointer_up(e, s, VW / 2, 640, 2.12), SHEET_OK);
  for (t = 2.1; t < 4.0; t += 1.0 / 60) CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
  (void)count_events(e, SHEET_EVENT_NONE, 0); /* drain */

  CHECK_STATUS_E(e, sheet_pointer_down(e, s, VW / 2, 200, 4.0, &hit), SHEET_OK);
  CHECK_STATUS_E(e, sheet_pointer_move(e, s, VW / 2, 240, 4.05), SHEET_OK);
  CHECK_STATUS_E(e, sheet_dismiss(e, s, 4.1), SHEET_OK);
  ev = next_event_of(e, s);
  CHECK(ev.type == SHEET_EVENT_DRAG_BEGAN && ev.detent == 1);
  ev = next_event_of(e, s);
  CHECK(ev.type == SHEET_EVENT_DRAG_ENDED && ev.detent == -1 && ev.reason == SHEET_REASON_PROGRAMMATIC);
  ev = next_event_of(e, s);
  CHECK(ev.type == SHEET_EVENT_WILL_DISMISS);
  sheet_engine_destroy(e);
}

/* A sheet replaced before any of it showed goes at once from under the sheet that
 * replaced it: the sheet it had switched away stays away until that one is dismissed. */
static void replaced_out_of_view_keeps_the_switched_away_sheet_away(void) {
  sheet_engine *e = engine_with_viewport();
  sheet_detent d = {SHEET_DETENT_FRACTION, 0.5};
  sheet_id a = make(e, &d, 1, SHEET_STACK_PUSH), b = make(e, &d, 1, SHEET_STACK_SWITCH),
           c = make(e, &d, 1, SHEET_STACK_REPLACE);
  double t;

  CHECK_SECTION("replaced out of view keeps the switched-away sheet away");
  CHECK_STATUS_E(e, sheet_present(e, a, 0, 0.0), SHEET_OK);
  for (t = 0; t < 2.0; t += 1.0 / 60) CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
  (void)count_events(e, SHEET_EVENT_NONE, 0); /* drain */
  CHECK_STATUS_E(e, sheet_present(e, b, 0, 2.0), SHEET_OK);
  CHECK_STATUS_E(e, sheet_present(e, c, 0, 2.0), SHEET_OK);
  CHECK(frame_of(e, b).state == SHEET_STATE_HIDDEN);
  for (t = 2.0; t < 4.0; t += 1.0 / 60) CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
  CHECK(frame_of(e, a).state == SHEET_STATE_HIDDEN);
  CHECK_NEAR(frame_of(e, a).top, VH, 0);
  CHECK(frame_of(e, c).state == SHEET_STATE_RESTING);
  CHECK(count_events(e, SHEET_EVENT_WILL_PRESENT, a) == 0);
  CHECK_STATUS_E(e, sheet_dismiss(e, c, 4.0), SHEET_OK);
  for (t = 4.0; t < 6.0; t += 1.0 / 60) CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
  CHECK(frame_of(e, a).state == SHEET_STATE_RESTING);
  CHECK_NEAR(frame_of(e, a).top, VH - 0.5 * PHONE_AVAILABLE, 1e-9);
  CHECK(frame_of(e, c).state == SHEET_STATE_HIDDEN);
  sheet_engine_destroy(e);
}

/* A viewport taller than sheet.h allows (1e9 points) is refused and the old one kept;
 * at the largest allowed, a presentation keeps every frame finite and arrives. A height
 * near the largest double was accepted, and the presentation's spring overflowed to an
 * infinite velocity and a NaN top. */
static void huge_viewport_is_refused_and_the_largest_stays_finite(void) {
  sheet_engine *e = check_new_engine(32, 1e9, 5, 1);
  sheet_id id = make(e, NULL, 0, SHEET_STACK_PUSH);
  double t;
  int finite = 1;

  CHECK_SECTION("a huge viewport is refused; the largest stays finite");
  CHECK_STATUS_E(e, sheet_engine_set_viewport(e, 32, DBL_MAX, 5, 1), SHEET_ERR_INVALID_ARGUMENT);
  CHECK(strstr(sheet_engine_last_error(e), "height") != NULL);
  CHECK_STATUS_E(e, sheet_engine_set_viewport(e, 32, nextafter(1e9, INFINITY), 5, 1), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(e, sheet_engine_set_viewport(e, 1e300, 844, 5, 1), SHEET_ERR_INVALID_ARGUMENT);
  CHECK(strstr(sheet_engine_last_error(e), "width") != NULL);
  CHECK_STATUS_E(e, sheet_present(e, id, 0, 0.0), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).top, 1e9, 0);
  for (t = 1.0 / 60; t < 10; t += 1.0 / 60) {
    sheet_frame f;
    CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
    f = frame_of(e, id);
    if (!isfinite(f.top) || !isfinite(f.velocity) || !isfinite(f.height) || !isfinite(f.progress)) finite = 0;
  }
  CHECK(finite);
  CHECK(frame_of(e, id).state == SHEET_STATE_RESTING);
  CHECK_NEAR(frame_of(e, id).top, 5, 0);
  sheet_engine_destroy(e);
}

/* A detent that resolves to a denormal height (a CONTENT detent of empty content over a
 * safe_bottom of 4.9e-324 points) shows nothing, and every frame stays finite while a
 * sheet moves down to it: its progress, and the recession of the sheet it is pushed
 * over. The detent's height was a divisor, and the progress of a sheet still showing
 * 300 points came out infinite. */
static void denormal_detent_keeps_frames_finite(void) {
  sheet_engine *e = check_new_engine(VW, VH, SAFE_TOP, 4.9406564584124654e-324);
  sheet_detent half = {SHEET_DETENT_FRACTION, 0.5}, content = {SHEET_DETENT_CONTENT, 0};
  sheet_id a = make(e, &half, 1, SHEET_STACK_PUSH), b = make(e, &content, 1, SHEET_STACK_PUSH);
  double t;
  int finite = 1, moving = 0;

  CHECK_SECTION("a detent of denormal height keeps frames finite");
  CHECK_STATUS_E(e, sheet_set_content(e, b, 1, 300, 0.0), SHEET_OK);
  CHECK_STATUS_E(e, sheet_present(e, a, 0, 0.0), SHEET_OK);
  CHECK_STATUS_E(e, sheet_present(e, b, 0, 0.0), SHEET_OK);
  for (t = 1.0 / 60; t < 2.0; t += 1.0 / 60) CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
  CHECK_NEAR(frame_of(e, b).top, VH - 300, 1e-9);
  CHECK_NEAR(frame_of(e, b).progress, 1, 1e-12);
  /* the content empties: b goes down to a detent of (almost) no height */
  CHECK_STATUS_E(e, sheet_set_content_height(e, b, 0, 2.0), SHEET_OK);
  for (t = 2.0; t < 4.0; t += 1.0 / 60) {
    sheet_frame fa, fb;
    CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
    fa = frame_of(e, a);
    fb = frame_of(e, b);
    if (fb.state == SHEET_STATE_SETTLING) moving++;
    if (!isfinite(fa.progress) || !isfinite(fa.scale) || !isfinite(fa.overlay_alpha) ||
        !isfinite(fb.progress) || !isfinite(fb.scale) || !isfinite(fb.top))
      finite = 0;
  }
  CHECK(moving > 5);
  CHECK(finite);
  CHECK(frame_of(e, b).state == SHEET_STATE_RESTING);
  CHECK_NEAR(frame_of(e, b).top, VH, 0);
  CHECK(frame_of(e, b).progress == 0);
  CHECK_NEAR(frame_of(e, a).scale, 1, 0);
  sheet_engine_destroy(e);
}

int main(void) {
  denormal_detent_keeps_frames_finite();
  huge_viewport_is_refused_and_the_largest_stays_finite();
  switched_away_mid_presentation();
  drag_ended_names_where_a_command_sends_the_sheet();
  replaced_out_of_view_keeps_the_switched_away_sheet_away();
  bouncy_settle_stays_in_the_viewport();
  hard_fling_stops_a_viewport_above();
  tall_obstruction_stops_at_safe_top();
  return check_done();
}
