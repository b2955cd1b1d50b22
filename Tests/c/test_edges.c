/*
 * test_edges.c — sheets on every side, floating and in wide layouts, driven through the
 * C ABI with explicit timestamps.
 *
 * A session played on a bottom sheet in a 390 x 844 viewport without safe areas is played
 * again on each other side with its pointers turned the same way (a top sheet upside down;
 * a side sheet in the 844 x 390 viewport, x and y swapped): every frame is the bottom
 * sheet's, turned. Then the phone fixture (safe_top 47, safe_bottom 34): a floating card,
 * a top sheet, a side sheet in both directions, the wide layouts and a resize while open,
 * and the refusals.
 */
#include "drive.h"

#define W 390.0
#define H 844.0
#define MAX_FRAMES 1024

static ev_log log_;

static void drain(sheet_engine *e) {
  ev_clear(&log_);
  ev_drain(e, &log_);
}

/* A side and direction, and the turn that takes a bottom sheet there. */
typedef struct turn {
  const char *name;
  int32_t edge, direction;
  int side, left;
} turn;

static const turn turns[] = {
    {"bottom", SHEET_EDGE_BOTTOM, SHEET_DIRECTION_LTR, 0, 0},
    {"top", SHEET_EDGE_TOP, SHEET_DIRECTION_LTR, 0, 0},
    {"leading in LTR (left)", SHEET_EDGE_LEADING, SHEET_DIRECTION_LTR, 1, 1},
    {"trailing in LTR (right)", SHEET_EDGE_TRAILING, SHEET_DIRECTION_LTR, 1, 0},
    {"trailing in RTL (left)", SHEET_EDGE_TRAILING, SHEET_DIRECTION_RTL, 1, 1},
    {"leading in RTL (right)", SHEET_EDGE_LEADING, SHEET_DIRECTION_RTL, 1, 0},
};

static void turn_point(const turn *tn, double x, double y, double *ox, double *oy) {
  if (tn->edge == SHEET_EDGE_BOTTOM) *ox = x, *oy = y;
  else if (!tn->side) *ox = x, *oy = H - y;
  else if (tn->left) *ox = H - y, *oy = x;
  else *ox = y, *oy = x;
}

static sheet_rect turn_rect(const turn *tn, sheet_rect r) {
  sheet_rect t = r;
  if (tn->edge == SHEET_EDGE_BOTTOM) return r;
  if (!tn->side) {
    t.y = H - r.y - r.height;
  } else if (tn->left) {
    t.x = H - r.y - r.height, t.y = r.x, t.width = r.height, t.height = r.width;
  } else {
    t.x = r.y, t.y = r.x, t.width = r.height, t.height = r.width;
  }
  return t;
}

static sheet_frame frames_[2][MAX_FRAMES];
static int counts_[2];

static void record(sheet_engine *e, sheet_id id, int slot) {
  if (counts_[slot] < MAX_FRAMES) frames_[slot][counts_[slot]++] = frame_of(e, id);
}

static double drag(sheet_engine *e, sheet_id id, const turn *tn, double y0, double y1, int steps,
                   double each, double t, int slot) {
  double x, y;
  int k;
  int32_t hit = -1;
  turn_point(tn, 195.0, y0, &x, &y);
  CHECK_STATUS_E(e, sheet_pointer_down(e, id, x, y, t, &hit), SHEET_OK);
  CHECK(hit == SHEET_HIT_SHEET);
  record(e, id, slot);
  for (k = 1; k <= steps; k++) {
    t += each;
    turn_point(tn, 195.0 + 0.5 * k, y0 + (y1 - y0) * k / steps, &x, &y);
    CHECK_STATUS_E(e, sheet_pointer_move(e, id, x, y, t), SHEET_OK);
    CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
    record(e, id, slot);
  }
  CHECK_STATUS_E(e, sheet_pointer_up(e, id, x, y, t), SHEET_OK);
  record(e, id, slot);
  return t;
}

static double ticks(sheet_engine *e, sheet_id id, double t, int slot) {
  int k;
  for (k = 1; k <= 60; k++) {
    CHECK_STATUS_E(e, sheet_engine_tick(e, t + k / 60.0), SHEET_OK);
    record(e, id, slot);
  }
  return t + 1.0;
}

/* A presentation, a drag up past the highest detent, a backdrop tap that collapses, a
 * fling that dismisses, a presentation again and a slow drag that dismisses. */
static void play(const turn *tn, int slot) {
  static const sheet_detent d[2] = {{SHEET_DETENT_POINTS, 300.0}, {SHEET_DETENT_FRACTION, 0.8}};
  sheet_engine *e = NULL;
  sheet_config c;
  sheet_id id;
  double t, x, y;
  int32_t hit = -1;
  CHECK_STATUS(sheet_engine_create(&e), SHEET_OK);
  if (tn->side) CHECK_STATUS_E(e, sheet_engine_set_viewport(e, H, W, 0, 0), SHEET_OK);
  else CHECK_STATUS_E(e, sheet_engine_set_viewport(e, W, H, 0, 0), SHEET_OK);
  CHECK_STATUS_E(e, sheet_engine_set_layout_direction(e, tn->direction), SHEET_OK);
  drv_config(&c, d, 2);
  c.backdrop_tap = SHEET_TAP_COLLAPSE;
  c.edge = tn->edge;
  id = drv_sheet(e, &c);
  counts_[slot] = 0;
  CHECK_STATUS_E(e, sheet_present(e, id, 0, 0.0), SHEET_OK);
  t = ticks(e, id, 0.0, slot);
  t = drag(e, id, tn, 600.0, 40.0, 40, 0.016, t, slot);
  t = ticks(e, id, t, slot);
  turn_point(tn, 195.0, 100.0, &x, &y);
  CHECK_STATUS_E(e, sheet_pointer_down(e, id, x, y, t, &hit), SHEET_OK);
  CHECK(hit == SHEET_HIT_BACKDROP);
  CHECK_STATUS_E(e, sheet_pointer_up(e, id, x, y, t + 0.05), SHEET_OK);
  record(e, id, slot);
  t = ticks(e, id, t, slot);
  t = drag(e, id, tn, 600.0, 720.0, 4, 0.012, t, slot);
  t = ticks(e, id, t, slot);
  CHECK_STATUS_E(e, sheet_present(e, id, 1, t), SHEET_OK);
  t = ticks(e, id, t, slot);
  t = drag(e, id, tn, 300.0, 820.0, 60, 0.02, t, slot);
  ticks(e, id, t + 0.1, slot);
  sheet_engine_destroy(e);
}

static int near(double a, double b, double tolerance) { return fabs(a - b) <= tolerance; }

static void test_every_side_turns_the_bottom_sheet(void) {
  size_t i;
  int k;
  CHECK_SECTION("every side: the bottom sheet's frames, turned");
  play(&turns[0], 0);
  CHECK(counts_[0] > 300 && frames_[0][counts_[0] - 1].state == SHEET_STATE_HIDDEN);
  for (i = 1; i < sizeof turns / sizeof turns[0]; i++) {
    const turn *tn = &turns[i];
    int ok = 1;
    play(tn, 1);
    CHECK_MSG(counts_[1] == counts_[0], "%s: %d frames, the bottom sheet's %d", tn->name, counts_[1], counts_[0]);
    for (k = 0; ok && k < counts_[0] && k < counts_[1]; k++) {
      const sheet_frame *b = &frames_[0][k], *s = &frames_[1][k];
      sheet_rect r = turn_rect(tn, b->rect);
      /* turning a point there and back rounds it: the frames agree to that rounding */
      ok = s->state == b->state && s->detent == b->detent && s->edge == tn->edge &&
           near(s->top, b->top, 1e-9) && near(s->height, b->height, 1e-9) &&
           near(s->progress, b->progress, 1e-9) && near(s->backdrop_alpha, b->backdrop_alpha, 1e-9) &&
           near(s->velocity, b->velocity, 1e-6) && near(s->rect.x, r.x, 1e-9) && near(s->rect.y, r.y, 1e-9) &&
           near(s->rect.width, r.width, 1e-9) && near(s->rect.height, r.height, 1e-9);
      CHECK_MSG(ok, "%s, frame %d: top %.12g rect (%g %g %g %g), the bottom sheet's turned top %.12g rect (%g %g %g %g)",
                tn->name, k, s->top, s->rect.x, s->rect.y, s->rect.width, s->rect.height, b->top, r.x, r.y,
                r.width, r.height);
    }
  }
}

static void test_floating_card(void) {
  static const sheet_detent d[1] = {{SHEET_DETENT_POINTS, 300.0}};
  sheet_engine *e = drv_engine();
  sheet_config c;
  sheet_id id;
  sheet_frame f;
  double now = 0.0;

  CHECK_SECTION("a floating card: where it is drawn, every corner rounded, hit only there");
  drv_config(&c, d, 1);
  c.edge_inset = 16.0;
  c.side_inset = 12.0;
  c.max_cross_size = 320.0;
  c.cross_alignment = SHEET_ALIGN_LEADING;
  c.backdrop_tap = SHEET_TAP_NONE;
  id = drv_sheet(e, &c);
  CHECK_STATUS_E(e, sheet_present(e, id, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  f = frame_of(e, id);
  CHECK_NEAR(f.rect.x, 12.0, 0.0);
  CHECK_NEAR(f.rect.y, PHONE_HEIGHT - 34.0 - 16.0 - 300.0, 1e-9);
  CHECK_NEAR(f.rect.width, 320.0, 0.0);
  CHECK_NEAR(f.rect.height, 300.0, 1e-9);
  CHECK(f.corners == (SHEET_CORNER_TOP_LEFT | SHEET_CORNER_TOP_RIGHT | SHEET_CORNER_BOTTOM_RIGHT |
                      SHEET_CORNER_BOTTOM_LEFT));
  now = drv_tap(e, id, 340.0, 600.0, now, SHEET_HIT_BACKDROP);
  now = drv_tap(e, id, 200.0, 820.0, now, SHEET_HIT_BACKDROP);
  drv_down(e, id, 200.0, 600.0, now, SHEET_HIT_SHEET);
  now = drv_moves(e, id, 200.0, 600.0, 700.0, now, 0.2, 10);
  f = frame_of(e, id);
  CHECK_NEAR(f.rect.y, PHONE_HEIGHT - 34.0 - 16.0 - 300.0 + 100.0, 1e-9);
  CHECK_NEAR(f.rect.height, 300.0, 1e-9); /* it slides, whole */
  CHECK_STATUS_E(e, sheet_pointer_cancel(e, id, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  CHECK_STATUS_E(e, sheet_dismiss(e, id, now), SHEET_OK);
  drv_run(e, now, 1.5);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_HIDDEN && f.rect.y >= PHONE_HEIGHT);
  sheet_engine_destroy(e);
}

/* A bottom sheet capped across the width is drawn and hit at its cap, also when it
 * starts at the width's start (leading in LTR, trailing in RTL). */
static void test_capped_bottom_sheet(void) {
  static const sheet_detent d[1] = {{SHEET_DETENT_POINTS, 300.0}};
  static const struct { int32_t alignment, direction; double x; } cases[] = {
      {SHEET_ALIGN_LEADING, SHEET_DIRECTION_LTR, 0.0},
      {SHEET_ALIGN_TRAILING, SHEET_DIRECTION_RTL, 0.0},
      {SHEET_ALIGN_TRAILING, SHEET_DIRECTION_LTR, 70.0},
      {SHEET_ALIGN_CENTER, SHEET_DIRECTION_LTR, 35.0},
  };
  size_t i;

  CHECK_SECTION("a bottom sheet capped across the width: drawn and hit at its cap");
  for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    sheet_engine *e = drv_engine();
    sheet_config c;
    sheet_id id;
    sheet_frame f;
    double now = 0.0, x = cases[i].x;
    CHECK_STATUS_E(e, sheet_engine_set_layout_direction(e, cases[i].direction), SHEET_OK);
    drv_config(&c, d, 1);
    c.max_cross_size = 320.0;
    c.cross_alignment = cases[i].alignment;
    c.backdrop_tap = SHEET_TAP_NONE;
    id = drv_sheet(e, &c);
    CHECK_STATUS_E(e, sheet_present(e, id, 0, now), SHEET_OK);
    now = drv_run(e, now, 1.5);
    f = frame_of(e, id);
    CHECK_NEAR(f.rect.x, x, 1e-9);
    CHECK_NEAR(f.rect.width, 320.0, 1e-9);
    CHECK_NEAR(f.rect.y, PHONE_HEIGHT - 300.0, 1e-9);
    now = drv_tap(e, id, x == 0.0 ? 360.0 : 10.0, 700.0, now, SHEET_HIT_BACKDROP);
    drv_tap(e, id, x + 160.0, 700.0, now, SHEET_HIT_SHEET);
    sheet_engine_destroy(e);
  }
}

/* A side sheet held by a still finger stays under it when the viewport or the direction
 * changes under it; without a footer, footer_top is the visible bottom on any side; a
 * keyboard over nearly all of a shrunken viewport leaves a sheet at the end of its axis. */
static void test_changes_under_a_sheet(void) {
  static const sheet_detent side[1] = {{SHEET_DETENT_POINTS, 256.0}};
  static const sheet_detent small[1] = {{SHEET_DETENT_POINTS, 200.0}};
  int mirrored, step;

  CHECK_SECTION("a side sheet stays under a still finger through a resize and a mirror");
  for (mirrored = 0; mirrored < 2; mirrored++) {
    sheet_engine *e = drv_engine();
    sheet_config c;
    sheet_id id;
    sheet_frame before, after;
    double now = 0.0;
    drv_config(&c, side, 1);
    c.edge = SHEET_EDGE_LEADING;
    id = drv_sheet(e, &c);
    CHECK_STATUS_E(e, sheet_present(e, id, 0, now), SHEET_OK);
    now = drv_run(e, now, 1.5);
    drv_down(e, id, 200.0, 400.0, now, SHEET_HIT_SHEET);
    for (step = 1; step <= 6; step++)
      CHECK_STATUS_E(e, sheet_pointer_move(e, id, 200.0 - 10.0 * step, 400.0, now + 0.016 * step), SHEET_OK);
    now += 0.1;
    CHECK_STATUS_E(e, sheet_engine_tick(e, now), SHEET_OK);
    if (mirrored)
      CHECK_STATUS_E(e, sheet_engine_set_layout_direction(e, SHEET_DIRECTION_RTL), SHEET_OK);
    else
      CHECK_STATUS_E(e, sheet_engine_set_viewport(e, 500.0, PHONE_HEIGHT, 47.0, 34.0), SHEET_OK);
    before = frame_of(e, id);
    CHECK_STATUS_E(e, sheet_pointer_move(e, id, 140.0, 400.0, now + 0.016), SHEET_OK);
    after = frame_of(e, id);
    CHECK_NEAR(after.top, before.top, 0.0);
    CHECK_NEAR(after.rect.x, before.rect.x, 0.0);
    CHECK_NEAR(after.rect.width, before.rect.width, 0.0);
    sheet_engine_destroy(e);
  }

  CHECK_SECTION("without a footer, footer_top is the visible bottom on every side");
  {
    sheet_engine *e = drv_engine();
    sheet_config c;
    sheet_id top, column;
    drv_config(&c, small, 1);
    c.edge = SHEET_EDGE_TOP;
    top = drv_sheet(e, &c);
    drv_config(&c, small, 1);
    c.max_cross_size = 300.0;
    column = drv_sheet(e, &c);
    CHECK_NEAR(frame_of(e, top).footer_top, PHONE_HEIGHT - 47.0, 0.0);
    CHECK_NEAR(frame_of(e, column).footer_top, PHONE_HEIGHT - 34.0, 0.0);
    sheet_engine_destroy(e);
  }

  CHECK_SECTION("a keyboard over a shrunken viewport leaves a top sheet at the end of its axis");
  {
    sheet_engine *e = drv_engine();
    sheet_config c;
    sheet_id id;
    sheet_frame f;
    double now = 0.0;
    drv_config(&c, small, 1);
    c.edge = SHEET_EDGE_TOP;
    c.edge_inset = 16.0;
    id = drv_sheet(e, &c);
    CHECK_STATUS_E(e, sheet_present(e, id, 0, now), SHEET_OK);
    now = drv_run(e, now, 2.0);
    CHECK_STATUS_E(e, sheet_engine_set_obstruction(e, 700.0, now), SHEET_OK);
    drv_run(e, now, 2.0);
    CHECK_STATUS_E(e, sheet_engine_set_viewport(e, 483.0, 452.45, 5.9, 45.0), SHEET_OK);
    f = frame_of(e, id);
    CHECK(f.top <= 452.45 && f.height >= 0.0 && f.rect.height >= 0.0);
    sheet_engine_destroy(e);
  }
}

static void test_top_and_side_sheets(void) {
  static const sheet_detent top[1] = {{SHEET_DETENT_POINTS, 200.0}};
  static const sheet_detent side[1] = {{SHEET_DETENT_POINTS, 256.0}};
  sheet_engine *e = drv_engine();
  sheet_config c;
  sheet_id id;
  sheet_frame f;
  double now = 0.0;

  CHECK_SECTION("a top sheet: its detents below safe_top, its free corners rounded");
  drv_config(&c, top, 1);
  c.edge = SHEET_EDGE_TOP;
  id = drv_sheet(e, &c);
  CHECK_STATUS_E(e, sheet_present(e, id, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  f = frame_of(e, id);
  CHECK_NEAR(f.rect.y, 0.0, 0.0);
  CHECK_NEAR(f.rect.height, 47.0 + 200.0, 1e-9);
  CHECK(f.edge == SHEET_EDGE_TOP && f.corners == (SHEET_CORNER_BOTTOM_LEFT | SHEET_CORNER_BOTTOM_RIGHT));
  CHECK_STATUS_E(e, sheet_dismiss(e, id, now), SHEET_OK);
  now = drv_run(e, now, 1.5);

  CHECK_SECTION("a side sheet: the height less the safe areas, mirrored with the direction");
  drv_config(&c, side, 1);
  c.edge = SHEET_EDGE_TRAILING;
  id = drv_sheet(e, &c);
  CHECK_STATUS_E(e, sheet_present(e, id, 0, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  f = frame_of(e, id);
  CHECK_NEAR(f.rect.x, 390.0 - 256.0, 1e-9);
  CHECK_NEAR(f.rect.y, 47.0, 0.0);
  CHECK_NEAR(f.rect.width, 256.0, 1e-9);
  CHECK_NEAR(f.rect.height, 844.0 - 47.0 - 34.0, 0.0);
  CHECK_STATUS_E(e, sheet_engine_set_layout_direction(e, SHEET_DIRECTION_RTL), SHEET_OK);
  f = frame_of(e, id);
  CHECK_NEAR(f.rect.x, 0.0, 1e-9);
  CHECK(f.corners == (SHEET_CORNER_TOP_RIGHT | SHEET_CORNER_BOTTOM_RIGHT));
  CHECK_STATUS_E(e, sheet_engine_set_layout_direction(e, 2), SHEET_ERR_INVALID_ARGUMENT);
  sheet_engine_destroy(e);
}

static void test_wide_layouts(void) {
  static const sheet_detent d[2] = {{SHEET_DETENT_POINTS, 200.0}, {SHEET_DETENT_FRACTION, 0.9}};
  sheet_engine *e = drv_engine();
  sheet_config c;
  sheet_id id;
  sheet_frame f;
  double now = 0.0;

  CHECK_SECTION("SHEET_WIDE_FLOATING_LEADING: a resize while open moves the sheet, keeping its detent");
  drv_config(&c, d, 2);
  c.wide_layout = SHEET_WIDE_FLOATING_LEADING;
  id = drv_sheet(e, &c);
  CHECK_STATUS_E(e, sheet_present(e, id, 1, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  drain(e);
  CHECK_STATUS_E(e, sheet_engine_set_viewport(e, 1280.0, 800.0, 24.0, 20.0), SHEET_OK);
  CHECK(frame_of(e, id).state == SHEET_STATE_SETTLING);
  now = drv_run(e, now, 1.5);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_RESTING && f.detent == 1);
  CHECK_NEAR(f.rect.x, 16.0, 0.0);
  CHECK_NEAR(f.rect.width, 320.0, 0.0);
  CHECK_NEAR(f.rect.y, 24.0 + 16.0, 1e-9);
  CHECK_NEAR(f.rect.y + f.rect.height, 800.0 - 20.0 - 16.0, 1e-9);
  CHECK_STATUS_E(e, sheet_engine_set_viewport(e, PHONE_VIEWPORT), SHEET_OK);
  now = drv_run(e, now, 1.5);
  DRV_REST(e, id, 1, drv_frac_top(0.9));
  drain(e);
  CHECK_NO_EVENTS(&log_);

  CHECK_SECTION("SHEET_WIDE_SIDE_TRAILING: the axis turns; the sheet comes in from the side");
  c.wide_layout = SHEET_WIDE_SIDE_TRAILING;
  CHECK_STATUS_E(e, sheet_update(e, id, &c, now), SHEET_OK);
  CHECK_STATUS_E(e, sheet_engine_set_viewport(e, 1280.0, 800.0, 24.0, 20.0), SHEET_OK);
  f = frame_of(e, id);
  CHECK(f.edge == SHEET_EDGE_TRAILING);
  CHECK_NEAR(f.rect.x, 1280.0, 0.0);
  now = drv_run(e, now, 1.5);
  f = frame_of(e, id);
  CHECK_NEAR(f.rect.x, 1280.0 - 256.0, 1e-9);
  CHECK_NEAR(f.rect.width, 256.0, 1e-9);
  CHECK(f.detent == 1 && f.state == SHEET_STATE_RESTING);

  CHECK_SECTION("SHEET_WIDE_CENTERED: a card at most 640 wide, its highest detent centred");
  c.wide_layout = SHEET_WIDE_CENTERED;
  CHECK_STATUS_E(e, sheet_update(e, id, &c, now), SHEET_OK);
  now = drv_run(e, now, 1.5);
  f = frame_of(e, id);
  CHECK(f.edge == SHEET_EDGE_BOTTOM && f.detent == 1);
  CHECK_NEAR(f.rect.width, 640.0, 0.0);
  CHECK_NEAR(f.rect.x, (1280.0 - 640.0) / 2.0, 0.0);
  CHECK_NEAR(f.rect.y - 24.0, 800.0 - 20.0 - (f.rect.y + f.rect.height), 1e-9);
  drain(e);
  CHECK_NO_EVENTS(&log_);
  sheet_engine_destroy(e);
}

static void test_refusals(void) {
  static const sheet_detent d[1] = {{SHEET_DETENT_POINTS, 200.0}};
  sheet_engine *e = drv_engine();
  sheet_config c;
  sheet_id id = 0;

  CHECK_SECTION("placements that cannot be are refused, naming what is wrong");
  drv_config(&c, d, 1);
  c.edge = 4;
  CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_ERR_INVALID_ARGUMENT);
  CHECK(strstr(sheet_engine_last_error(e), "edge") != NULL);
  drv_config(&c, d, 1);
  c.edge_inset = 900.0;
  CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_ERR_INVALID_ARGUMENT);
  CHECK(strstr(sheet_engine_last_error(e), "edge_inset") != NULL);
  drv_config(&c, d, 1);
  c.side_inset = 200.0;
  CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_ERR_INVALID_ARGUMENT);
  drv_config(&c, d, 1);
  c.wide_threshold = NAN;
  CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_ERR_INVALID_ARGUMENT);
  CHECK(strstr(sheet_engine_last_error(e), "wide_threshold") != NULL);
  drv_config(&c, d, 1);
  c.max_cross_size = -1.0;
  CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_ERR_INVALID_ARGUMENT);
  drv_config(&c, d, 1);
  c.wide_layout = 9;
  CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_ERR_INVALID_ARGUMENT);
  drv_config(&c, d, 1);
  c.cross_alignment = -1;
  CHECK_STATUS_E(e, sheet_create(e, &c, &id), SHEET_ERR_INVALID_ARGUMENT);
  CHECK(id == 0);
  sheet_engine_destroy(e);
}

int main(void) {
  test_every_side_turns_the_bottom_sheet();
  test_floating_card();
  test_capped_bottom_sheet();
  test_changes_under_a_sheet();
  test_top_and_side_sheets();
  test_wide_layouts();
  test_refusals();
  return check_done();
}
