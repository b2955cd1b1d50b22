/*
 * sheet-alloc-free — every function sheet.h does not list as allocating is proven to
 * allocate nothing, on its success paths and on its error paths (a NULL engine or
 * pointer, a stale id, a non-finite number, an out-of-range value, the wrong state, a
 * re-entrant call), through the malloc interposer (bench/alloc_counter.c, LD_PRELOADed).
 *
 * The allocating functions are sheet_engine_create, sheet_create,
 * sheet_engine_register_animator and sheet_engine_load_plugin, and whichever call starts
 * a motion of a host's animator (its motion object); every motion here uses the
 * built-in animators, and reduce motion's stand-ins for them, so that the rest is checked
 * whole. sheet_update allocates only to hold more than it has held (detents, a
 * transition's parameters) and to refuse a name that no registered animator or parameter
 * has: once a sheet and its engine have held the most a session asks of them, every
 * update, in every stage of the sheet, allocates nothing, and nor do its refusals.
 * Focus, a keyboard that moves every frame under sheets of each keyboard behaviour with
 * a footer, and back gestures (their progress, cancel, spring back and commits of each
 * back behaviour, and their refusals) allocate nothing either; nor do sheets on every
 * side, floating and in columns: their frames, the pointer streams that drag them along
 * their axes, the layout direction (taken, again, refused) and viewports that take and
 * leave their wide layouts while they move.
 *
 *   sheet-alloc-free        prints a line per function and checks, exits 1 on any allocation
 */
#define _GNU_SOURCE

#include <dlfcn.h>

#include "alloc_counter.h"
#include "fuzz_common.h"
#include "phone_fixture.h"

static sheet_bench_alloc_counters *counters;
static int failures;
static int checks;

/* Runs `expr` with allocations counted; any allocation is a failure. */
#define FREE_OF_ALLOCATIONS(what, expr)                                                   \
  do {                                                                                    \
    unsigned long long before_ = counters->allocations;                                   \
    counters->enabled = 1;                                                                \
    (void)(expr);                                                                         \
    counters->enabled = 0;                                                                \
    checks++;                                                                             \
    if (counters->allocations != before_) {                                               \
      failures++;                                                                         \
      printf("FAIL %s: %llu allocation(s) in %s\n", what, counters->allocations - before_, \
             #expr);                                                                      \
    }                                                                                     \
  } while (0)

static int events_seen;

static void drain(sheet_engine *e) {
  sheet_event ev;
  memset(&ev, 0, sizeof ev);
  ev.struct_size = sizeof ev;
  while (sheet_engine_poll_event(e, &ev) == 1) events_seen++;
}

/* Checks that sheet `id` is in `state` at `detent` (-1: none; ANY_DETENT: any), so that
 * the calls counted around it are known to have done their work. */
#define ANY_DETENT (-2)
static void expect_state(sheet_engine *e, sheet_id id, int32_t state, int32_t detent, const char *after) {
  sheet_frame f;
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  checks++;
  if (sheet_get_frame(e, id, &f) != SHEET_OK || f.state != state || (detent != ANY_DETENT && f.detent != detent)) {
    failures++;
    printf("FAIL after %s: state %d at detent %d, expected %d at %d\n", after, (int)f.state,
           (int)f.detent, (int)state, (int)detent);
  }
}

/* A log handler, for set_log_handler. */
static void log_nothing(void *user_data, int32_t level, const char *message) {
  (void)user_data;
  (void)level;
  (void)message;
}

/* A host animator that calls its engine back from every sample: each of those calls
 * is refused (SHEET_ERR_INVALID_STATE), and the refusal too must allocate nothing. */
static sheet_engine *reentered;
static int refusals;

static sheet_status reenter_create(void *plugin_data, const sheet_motion *motion,
                                   const double *params, void **out) {
  (void)plugin_data;
  (void)params;
  *out = (void *)motion;
  return SHEET_OK;
}

static sheet_status reenter_sample(void *instance, double elapsed, sheet_visual *out,
                                   double *velocity, int32_t *finished) {
  sheet_frame f;
  (void)instance;
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  refusals += sheet_engine_tick(reentered, elapsed) == SHEET_ERR_INVALID_STATE;
  refusals += sheet_present(reentered, 1, 0, elapsed) == SHEET_ERR_INVALID_STATE;
  refusals += sheet_set_focus(reentered, 1, 0, 10, elapsed) == SHEET_ERR_INVALID_STATE;
  refusals += sheet_back_begin(reentered, 1, elapsed) == SHEET_ERR_INVALID_STATE;
  out->top = 400;
  out->opacity = 1;
  out->backdrop_alpha = 0;
  out->scale = 1;
  *velocity = 0;
  *finished = elapsed >= 0.1;
  return SHEET_OK;
}

static void reenter_destroy(void *instance) { (void)instance; }

/* sheet_update: the most a session asks for is held first (set-up, counted apart);
 * then every update of a sheet in each of its stages, and every refusal, allocates
 * nothing. A frame with the page behind receded allocates nothing either. */
static const sheet_param update_spring[2] = {{"response", 0.3}, {"damping_ratio", 0.8}};
static const sheet_param update_slide[2] = {{"duration", 0.25}, {"curve", 2}};
static const sheet_detent update_four[4] = {{SHEET_DETENT_POINTS, 200}, {SHEET_DETENT_FRACTION, 0.4},
                                            {SHEET_DETENT_FRACTION, 0.6}, {SHEET_DETENT_FRACTION, 0.9}};
static const sheet_detent update_other_four[4] = {{SHEET_DETENT_POINTS, 150}, {SHEET_DETENT_FRACTION, 0.3},
                                                  {SHEET_DETENT_FRACTION, 0.7}, {SHEET_DETENT_FRACTION, 1.0}};
static const sheet_detent update_two[2] = {{SHEET_DETENT_FRACTION, 0.5}, {SHEET_DETENT_CONTENT, 0}};

/* A configuration over `detents`, its transitions with parameters, every field of ABI
 * 1.3 set. */
static void update_config(sheet_config *c, const sheet_detent *detents, size_t count) {
  sheet_config_init(c);
  c->detents = detents;
  c->detent_count = count;
  c->present.animator = "spring";
  c->present.params = update_spring;
  c->present.param_count = 2;
  c->dismiss.animator = "slide";
  c->dismiss.params = update_slide;
  c->dismiss.param_count = 2;
  c->settle = c->present;
  c->content.animator = "fade";
  c->corner_radius = 16;
  c->confirm_dismiss = 1;
  c->backdrop_tap = SHEET_TAP_DETENT;
  c->backdrop_tap_detent = (int32_t)count - 1;
  c->content_interaction = SHEET_CONTENT_SCROLLS;
  c->scales_background = 1;
}

static void updates(void) {
  sheet_engine *u = NULL;
  sheet_id p = 0, q = 0, stale = 0;
  sheet_config four, other_four, two, bad;
  sheet_frame frame;
  double t = 1, y;
  int i;

  /* Set-up, allowed to allocate: the sheets, and the most their updates ask for. */
  update_config(&four, update_four, 4);
  update_config(&other_four, update_other_four, 4);
  other_four.settle.animator = "slide";
  other_four.settle.params = update_slide;
  other_four.corner_radius = 30;
  other_four.user_tag = 5;
  update_config(&two, update_two, 2);
  two.present = two.dismiss;
  two.settle.animator = "fade";
  two.settle.params = NULL;
  two.settle.param_count = 0;
  two.confirm_dismiss = 0;
  two.scales_background = 0;
  if (sheet_engine_create(&u) != SHEET_OK || sheet_engine_set_viewport(u, PHONE_VIEWPORT) != SHEET_OK ||
      sheet_create(u, &two, &p) != SHEET_OK || sheet_create(u, &four, &q) != SHEET_OK ||
      sheet_create(u, NULL, &stale) != SHEET_OK || sheet_destroy(u, stale) != SHEET_OK ||
      sheet_update(u, p, &four, t) != SHEET_OK || sheet_update(u, p, &other_four, t) != SHEET_OK ||
      sheet_update(u, p, &two, t) != SHEET_OK) {
    failures++;
    printf("FAIL the set-up of the updates: %s\n", sheet_engine_last_error(u));
    sheet_engine_destroy(u);
    return;
  }
  memset(&frame, 0, sizeof frame);
  frame.struct_size = sizeof frame;

  /* hidden: fewer detents, as many as held, the same configuration twice */
  FREE_OF_ALLOCATIONS("sheet_update (hidden)", sheet_update(u, p, &four, t));
  FREE_OF_ALLOCATIONS("sheet_update (hidden, fewer detents)", sheet_update(u, p, &two, t));
  FREE_OF_ALLOCATIONS("sheet_update (hidden, as many detents as held)", sheet_update(u, p, &other_four, t));
  FREE_OF_ALLOCATIONS("sheet_update (hidden, the same again)", sheet_update(u, p, &other_four, t));
  FREE_OF_ALLOCATIONS("sheet_present", sheet_present(u, p, 3, t));
  /* presenting, then resting */
  for (i = 0; i < 6; i++) {
    t += 1.0 / 60;
    FREE_OF_ALLOCATIONS("sheet_engine_tick", sheet_engine_tick(u, t));
  }
  FREE_OF_ALLOCATIONS("sheet_update (presenting)", sheet_update(u, p, &four, t));
  for (i = 0; i < 90; i++) {
    t += 1.0 / 60;
    FREE_OF_ALLOCATIONS("sheet_engine_tick", sheet_engine_tick(u, t));
  }
  expect_state(u, p, SHEET_STATE_RESTING, 3, "a presentation updated on its way");
  FREE_OF_ALLOCATIONS("sheet_update (resting)", sheet_update(u, p, &other_four, t));
  FREE_OF_ALLOCATIONS("sheet_update (settling, fewer detents)", sheet_update(u, p, &two, t));
  FREE_OF_ALLOCATIONS("sheet_update (settling, the same again)", sheet_update(u, p, &two, t));
  expect_state(u, p, SHEET_STATE_SETTLING, 1, "updates of a resting sheet to two detents");
  for (i = 0; i < 90; i++) {
    t += 1.0 / 60;
    FREE_OF_ALLOCATIONS("sheet_engine_tick", sheet_engine_tick(u, t));
  }
  /* under a finger */
  FREE_OF_ALLOCATIONS("sheet_get_frame", sheet_get_frame(u, p, &frame));
  y = frame.top + 40;
  FREE_OF_ALLOCATIONS("sheet_pointer_down", sheet_pointer_down(u, p, PHONE_WIDTH / 2, y, t, NULL));
  for (i = 0; i < 4; i++) {
    t += 0.016;
    y += 20;
    FREE_OF_ALLOCATIONS("sheet_pointer_move", sheet_pointer_move(u, p, PHONE_WIDTH / 2, y, t));
  }
  expect_state(u, p, SHEET_STATE_DRAGGING, 1, "a drag");
  FREE_OF_ALLOCATIONS("sheet_update (dragging)", sheet_update(u, p, &four, t));
  FREE_OF_ALLOCATIONS("sheet_update (dragging, as many detents as held)", sheet_update(u, p, &other_four, t));
  t += 0.016;
  FREE_OF_ALLOCATIONS("sheet_pointer_move", sheet_pointer_move(u, p, PHONE_WIDTH / 2, y + 10, t));
  t += 0.1;
  FREE_OF_ALLOCATIONS("sheet_pointer_up", sheet_pointer_up(u, p, PHONE_WIDTH / 2, y + 10, t));
  for (i = 0; i < 90; i++) {
    t += 1.0 / 60;
    FREE_OF_ALLOCATIONS("sheet_engine_tick", sheet_engine_tick(u, t));
  }
  /* the page behind receded: p scales it, and q on top of it too */
  FREE_OF_ALLOCATIONS("sheet_update (resting, scales the background)", sheet_update(u, p, &four, t));
  FREE_OF_ALLOCATIONS("sheet_present", sheet_present(u, q, 1, t));
  for (i = 0; i < 60; i++) {
    t += 1.0 / 60;
    FREE_OF_ALLOCATIONS("sheet_engine_tick (the page behind receded)", sheet_engine_tick(u, t));
    FREE_OF_ALLOCATIONS("sheet_get_frame (the page behind receded)", sheet_get_frame(u, p, &frame));
    FREE_OF_ALLOCATIONS("sheet_get_frame (the page behind receded)", sheet_get_frame(u, q, &frame));
  }
  checks++;
  if (!(frame.background_scale < 1)) {
    failures++;
    printf("FAIL the page behind did not recede (background_scale %g)\n", frame.background_scale);
  }
  /* dismissing */
  FREE_OF_ALLOCATIONS("sheet_dismiss", sheet_dismiss(u, q, t));
  FREE_OF_ALLOCATIONS("sheet_update (dismissing)", sheet_update(u, q, &two, t));
  expect_state(u, q, SHEET_STATE_DISMISSING, -1, "a dismissal updated on its way");

  /* refusals */
  bad = four;
  bad.content_interaction = 7;
  FREE_OF_ALLOCATIONS("sheet_update (refused)", sheet_update(u, p, &bad, t));
  bad = four;
  bad.backdrop_tap_detent = 4;
  FREE_OF_ALLOCATIONS("sheet_update (refused)", sheet_update(u, p, &bad, t));
  bad = four;
  /* a parameter's name, which the engine holds, as an animator's: refused without making
   * it (a name the engine holds nowhere may be made, sheet.h) */
  bad.settle.animator = "response";
  FREE_OF_ALLOCATIONS("sheet_update (refused)", sheet_update(u, p, &bad, t));
  bad = four;
  bad.settle.params = update_slide; /* the spring has no duration */
  FREE_OF_ALLOCATIONS("sheet_update (refused)", sheet_update(u, p, &bad, t));
  bad = four;
  bad.struct_size = 8;
  FREE_OF_ALLOCATIONS("sheet_update (refused)", sheet_update(u, p, &bad, t));
  FREE_OF_ALLOCATIONS("sheet_update (refused)", sheet_update(u, p, NULL, t));
  FREE_OF_ALLOCATIONS("sheet_update (refused)", sheet_update(u, stale, &four, t));
  FREE_OF_ALLOCATIONS("sheet_update (refused)", sheet_update(u, 0, &four, t));
  FREE_OF_ALLOCATIONS("sheet_update (refused)", sheet_update(u, p, &four, NAN));
  FREE_OF_ALLOCATIONS("sheet_update (refused)", sheet_update(NULL, p, &four, t));
  FREE_OF_ALLOCATIONS("sheet_engine_poll_event", (drain(u), 0));
  sheet_engine_destroy(u);
}

/* Keyboards, footers, focus and back: after the set-up (the sheets, counted apart),
 * every call allocates nothing, taken or refused. */
static void keyboard_and_back(void) {
  static const sheet_detent three[3] = {{SHEET_DETENT_FRACTION, 0.3}, {SHEET_DETENT_FRACTION, 0.6},
                                        {SHEET_DETENT_CONTENT, 0}};
  sheet_engine *k = NULL;
  sheet_id sheets[3] = {0, 0, 0}, asks = 0, none = 0, hidden = 0;
  sheet_config c;
  sheet_frame frame;
  double t = 1;
  int i, j;

  memset(&frame, 0, sizeof frame);
  frame.struct_size = sizeof frame;
  if (sheet_engine_create(&k) != SHEET_OK || sheet_engine_set_viewport(k, PHONE_VIEWPORT) != SHEET_OK) {
    failures++;
    printf("FAIL the set-up of the keyboards\n");
    sheet_engine_destroy(k);
    return;
  }
  /* a sheet of each keyboard behaviour with a footer, collapsing by back; one that asks
     before it is dismissed; one that takes no back; one that stays hidden */
  sheet_config_init(&c);
  c.detents = three;
  c.detent_count = 3;
  c.footer_height = 56;
  c.back_behavior = SHEET_BACK_COLLAPSE;
  for (i = 0; i < 3; i++) {
    c.keyboard = i;
    c.stack = SHEET_STACK_PUSH;
    if (sheet_create(k, &c, &sheets[i]) != SHEET_OK) failures++;
  }
  sheet_config_init(&c);
  c.confirm_dismiss = 1;
  if (sheet_create(k, &c, &asks) != SHEET_OK) failures++;
  c.back_behavior = SHEET_BACK_NONE;
  if (sheet_create(k, &c, &none) != SHEET_OK || sheet_create(k, &c, &hidden) != SHEET_OK) failures++;

  for (i = 0; i < 3; i++) {
    FREE_OF_ALLOCATIONS("sheet_set_content", sheet_set_content(k, sheets[i], 40 + (uint64_t)i, 600, t));
    FREE_OF_ALLOCATIONS("sheet_present", sheet_present(k, sheets[i], 1, t));
    FREE_OF_ALLOCATIONS("sheet_set_focus", sheet_set_focus(k, sheets[i], 500, 40, t));
    FREE_OF_ALLOCATIONS("sheet_set_focus (refused)", sheet_set_focus(k, sheets[i], 590, 40, t));
    FREE_OF_ALLOCATIONS("sheet_set_focus (refused)", sheet_set_focus(k, sheets[i], NAN, 40, t));
    FREE_OF_ALLOCATIONS("sheet_set_focus (refused)", sheet_set_focus(k, sheets[i], 10, -1, t));
    /* a keyboard that rises over 20 frames and falls over 20, a new obstruction every
       frame, the frames read each time */
    for (j = 0; j < 40; j++) {
      double o = j < 20 ? 15.0 * (j + 1) : 15.0 * (39 - j);
      t += 1.0 / 60;
      FREE_OF_ALLOCATIONS("sheet_engine_set_obstruction (every frame)", sheet_engine_set_obstruction(k, o, t));
      FREE_OF_ALLOCATIONS("sheet_engine_tick (a keyboard moves)", sheet_engine_tick(k, t));
      FREE_OF_ALLOCATIONS("sheet_get_frame (a footer and a focused field)", sheet_get_frame(k, sheets[i], &frame));
      FREE_OF_ALLOCATIONS("sheet_engine_poll_event", (drain(k), 0));
    }
    FREE_OF_ALLOCATIONS("sheet_set_focus (cleared)", sheet_set_focus(k, sheets[i], 0, 0, t));
  }
  for (i = 0; i < 60; i++) {
    t += 1.0 / 60;
    FREE_OF_ALLOCATIONS("sheet_engine_tick", sheet_engine_tick(k, t));
  }
  expect_state(k, sheets[2], SHEET_STATE_RESTING, 1, "a keyboard that came and went");

  /* back on the sheet on top: refused out of order, a gesture cancelled and sprung back,
     one committed (one detent lower), a press from there (lower again), a press that
     dismisses */
  FREE_OF_ALLOCATIONS("sheet_back_progress (refused)", sheet_back_progress(k, sheets[2], 0.5, t));
  FREE_OF_ALLOCATIONS("sheet_back_cancel (refused)", sheet_back_cancel(k, sheets[2], t));
  FREE_OF_ALLOCATIONS("sheet_back_begin (refused)", sheet_back_begin(k, hidden, t));
  FREE_OF_ALLOCATIONS("sheet_back_commit (refused)", sheet_back_commit(k, hidden, t));
  FREE_OF_ALLOCATIONS("sheet_back_begin (refused)", sheet_back_begin(k, sheets[2], NAN));
  for (j = 0; j < 2; j++) {
    FREE_OF_ALLOCATIONS("sheet_back_begin", sheet_back_begin(k, sheets[2], t));
    FREE_OF_ALLOCATIONS("sheet_back_begin (refused)", sheet_back_begin(k, sheets[2], t));
    for (i = 1; i <= 10; i++) {
      t += 1.0 / 60;
      FREE_OF_ALLOCATIONS("sheet_back_progress", sheet_back_progress(k, sheets[2], i / 10.0, t));
      FREE_OF_ALLOCATIONS("sheet_back_progress (refused)", sheet_back_progress(k, sheets[2], 1.5, t));
      FREE_OF_ALLOCATIONS("sheet_engine_tick (a back gesture)", sheet_engine_tick(k, t));
      FREE_OF_ALLOCATIONS("sheet_get_frame (a back gesture)", sheet_get_frame(k, sheets[2], &frame));
    }
    if (j == 0) {
      FREE_OF_ALLOCATIONS("sheet_back_cancel", sheet_back_cancel(k, sheets[2], t));
      for (i = 0; i < 12; i++) {
        t += 1.0 / 60;
        FREE_OF_ALLOCATIONS("sheet_engine_tick (springing back)", sheet_engine_tick(k, t));
      }
    } else {
      FREE_OF_ALLOCATIONS("sheet_back_commit", sheet_back_commit(k, sheets[2], t));
    }
    FREE_OF_ALLOCATIONS("sheet_engine_poll_event", (drain(k), 0));
  }
  for (i = 0; i < 60; i++) {
    t += 1.0 / 60;
    FREE_OF_ALLOCATIONS("sheet_engine_tick", sheet_engine_tick(k, t));
  }
  expect_state(k, sheets[2], SHEET_STATE_RESTING, 0, "a back gesture cancelled, then one committed");
  FREE_OF_ALLOCATIONS("sheet_back_commit (dismisses)", sheet_back_commit(k, sheets[2], t));
  expect_state(k, sheets[2], SHEET_STATE_DISMISSING, -1, "a back press at the lowest detent");
  /* a sheet that asks first, and one that takes no back */
  FREE_OF_ALLOCATIONS("sheet_present", sheet_present(k, asks, 0, t));
  FREE_OF_ALLOCATIONS("sheet_present", sheet_present(k, none, 0, t));
  for (i = 0; i < 60; i++) {
    t += 1.0 / 60;
    FREE_OF_ALLOCATIONS("sheet_engine_tick", sheet_engine_tick(k, t));
  }
  FREE_OF_ALLOCATIONS("sheet_back_begin (refused: none)", sheet_back_begin(k, none, t));
  FREE_OF_ALLOCATIONS("sheet_back_commit (refused: none)", sheet_back_commit(k, none, t));
  FREE_OF_ALLOCATIONS("sheet_dismiss", sheet_dismiss(k, none, t));
  for (i = 0; i < 60; i++) {
    t += 1.0 / 60;
    FREE_OF_ALLOCATIONS("sheet_engine_tick", sheet_engine_tick(k, t));
  }
  FREE_OF_ALLOCATIONS("sheet_back_begin", sheet_back_begin(k, asks, t));
  FREE_OF_ALLOCATIONS("sheet_back_progress", sheet_back_progress(k, asks, 0.8, t));
  FREE_OF_ALLOCATIONS("sheet_back_commit (asks first)", sheet_back_commit(k, asks, t));
  FREE_OF_ALLOCATIONS("sheet_engine_poll_event", (drain(k), 0));
  expect_state(k, asks, SHEET_STATE_RESTING, 0, "a back gesture on a sheet that asks first");
  sheet_engine_destroy(k);
}

/* Sheets on every side: after the set-up (the sheets, counted apart), their
 * presentations, frames, drags along their own axes, the direction and viewports across
 * their wide threshold allocate nothing, taken or refused. */
static void sides(void) {
  static const sheet_detent two[2] = {{SHEET_DETENT_POINTS, 200}, {SHEET_DETENT_FRACTION, 0.6}};
  static const int32_t edges[5] = {SHEET_EDGE_TOP, SHEET_EDGE_LEADING, SHEET_EDGE_TRAILING, SHEET_EDGE_BOTTOM,
                                   SHEET_EDGE_BOTTOM};
  sheet_engine *e = NULL;
  sheet_id sheets[5] = {0, 0, 0, 0, 0};
  sheet_config c;
  sheet_frame frame;
  double t = 1;
  int i, j, k;

  memset(&frame, 0, sizeof frame);
  frame.struct_size = sizeof frame;
  if (sheet_engine_create(&e) != SHEET_OK || sheet_engine_set_viewport(e, PHONE_VIEWPORT) != SHEET_OK) {
    failures++;
    printf("FAIL the set-up of the sides\n");
    sheet_engine_destroy(e);
    return;
  }
  /* a top sheet, a leading and a trailing side sheet, a card floating in a column at the
     bottom, and a bottom sheet that is a trailing side sheet in a viewport wider than
     500 points; each on top of the one before */
  for (i = 0; i < 5; i++) {
    sheet_config_init(&c);
    c.detents = two;
    c.detent_count = 2;
    c.edge = edges[i];
    c.footer_height = 40;
    if (i == 3) c.edge_inset = 16, c.side_inset = 12, c.max_cross_size = 300, c.cross_alignment = SHEET_ALIGN_TRAILING;
    if (i == 4) c.wide_layout = SHEET_WIDE_SIDE_TRAILING, c.wide_threshold = 500;
    if (sheet_create(e, &c, &sheets[i]) != SHEET_OK) failures++;
  }
  for (i = 0; i < 5; i++) {
    double x, y, dx = 0, dy = 0;
    FREE_OF_ALLOCATIONS("sheet_present (a side)", sheet_present(e, sheets[i], 1, t));
    for (j = 0; j < 60; j++) {
      t += 1.0 / 60;
      FREE_OF_ALLOCATIONS("sheet_engine_tick (a side)", sheet_engine_tick(e, t));
      FREE_OF_ALLOCATIONS("sheet_get_frame (a side)", sheet_get_frame(e, sheets[i], &frame));
      FREE_OF_ALLOCATIONS("sheet_engine_poll_event", (drain(e), 0));
    }
    expect_state(e, sheets[i], SHEET_STATE_RESTING, 1, "a presentation on a side");
    /* 30 points in from the free edge, dragged slowly 30 points towards the sheet's side
       and let go: it settles at a detent */
    x = frame.rect.x + frame.rect.width / 2, y = frame.rect.y + frame.rect.height / 2;
    switch (frame.edge == SHEET_EDGE_BOTTOM ? 0 : frame.edge == SHEET_EDGE_TOP ? 1 : frame.rect.x < 1 ? 2 : 3) {
    case 0: y = frame.rect.y + 30, dy = 1; break;
    case 1: y = frame.rect.y + frame.rect.height - 30, dy = -1; break;
    case 2: x = frame.rect.x + frame.rect.width - 30, dx = -1; break;
    default: x = frame.rect.x + 30, dx = 1; break;
    }
    FREE_OF_ALLOCATIONS("sheet_pointer_down (a side)", sheet_pointer_down(e, sheets[i], x, y, t, NULL));
    for (k = 1; k <= 10; k++) {
      t += 0.016;
      FREE_OF_ALLOCATIONS("sheet_pointer_move (a side)", sheet_pointer_move(e, sheets[i], x + 3 * k * dx, y + 3 * k * dy, t));
      FREE_OF_ALLOCATIONS("sheet_get_frame (a side, under a finger)", sheet_get_frame(e, sheets[i], &frame));
    }
    expect_state(e, sheets[i], SHEET_STATE_DRAGGING, 1, "a drag along a side sheet's axis");
    FREE_OF_ALLOCATIONS("sheet_engine_set_layout_direction (refused)", sheet_engine_set_layout_direction(e, 2));
    FREE_OF_ALLOCATIONS("sheet_engine_set_layout_direction (refused)", sheet_engine_set_layout_direction(NULL, 0));
    t += 0.016;
    FREE_OF_ALLOCATIONS("sheet_pointer_up (a side)", sheet_pointer_up(e, sheets[i], x + 30 * dx, y + 30 * dy, t));
    for (j = 0; j < 60; j++) {
      t += 1.0 / 60;
      FREE_OF_ALLOCATIONS("sheet_engine_tick (a side)", sheet_engine_tick(e, t));
      FREE_OF_ALLOCATIONS("sheet_get_frame (a side)", sheet_get_frame(e, sheets[i], &frame));
    }
    /* at rest: mirrored and back, the same again, and a viewport across the threshold */
    FREE_OF_ALLOCATIONS("sheet_engine_set_layout_direction", sheet_engine_set_layout_direction(e, SHEET_DIRECTION_RTL));
    FREE_OF_ALLOCATIONS("sheet_get_frame (a side, mirrored)", sheet_get_frame(e, sheets[i], &frame));
    FREE_OF_ALLOCATIONS("sheet_engine_set_layout_direction", sheet_engine_set_layout_direction(e, SHEET_DIRECTION_LTR));
    FREE_OF_ALLOCATIONS("sheet_engine_set_layout_direction (the same again)",
                        sheet_engine_set_layout_direction(e, SHEET_DIRECTION_LTR));
    FREE_OF_ALLOCATIONS("sheet_engine_set_viewport (across the wide threshold)",
                        sheet_engine_set_viewport(e, 600, PHONE_HEIGHT, PHONE_SAFE_TOP, PHONE_SAFE_BOTTOM));
    for (j = 0; j < 60; j++) {
      t += 1.0 / 60;
      FREE_OF_ALLOCATIONS("sheet_engine_tick (a side, wide)", sheet_engine_tick(e, t));
      FREE_OF_ALLOCATIONS("sheet_get_frame (a side, wide)", sheet_get_frame(e, sheets[i], &frame));
    }
    FREE_OF_ALLOCATIONS("sheet_engine_set_viewport (back across the wide threshold)",
                        sheet_engine_set_viewport(e, PHONE_VIEWPORT));
    for (j = 0; j < 60; j++) {
      t += 1.0 / 60;
      FREE_OF_ALLOCATIONS("sheet_engine_tick (a side)", sheet_engine_tick(e, t));
      FREE_OF_ALLOCATIONS("sheet_get_frame (a side)", sheet_get_frame(e, sheets[i], &frame));
      FREE_OF_ALLOCATIONS("sheet_engine_poll_event", (drain(e), 0));
    }
    { char what[96]; snprintf(what, sizeof what, "sheet %d: a drag let go, the direction and the viewport back", i); expect_state(e, sheets[i], SHEET_STATE_RESTING, ANY_DETENT, what); }
  }
  for (i = 4; i >= 0; i--) FREE_OF_ALLOCATIONS("sheet_dismiss (a side)", sheet_dismiss(e, sheets[i], t));
  for (j = 0; j < 60; j++) {
    t += 1.0 / 60;
    FREE_OF_ALLOCATIONS("sheet_engine_tick (sides leaving)", sheet_engine_tick(e, t));
    for (i = 0; i < 5; i++) FREE_OF_ALLOCATIONS("sheet_get_frame (sides leaving)", sheet_get_frame(e, sheets[i], &frame));
  }
  FREE_OF_ALLOCATIONS("sheet_engine_poll_event", (drain(e), 0));
  expect_state(e, sheets[0], SHEET_STATE_HIDDEN, -1, "the sides dismissed");
  sheet_engine_destroy(e);
}

int main(void) {
  sheet_engine *e = NULL, *other = NULL;
  sheet_id a = 0, b = 0, destroyed = 0, top = 0;
  sheet_config config;
  sheet_detent detents[2] = {{SHEET_DETENT_FRACTION, 0.4}, {SHEET_DETENT_FRACTION, 0.9}};
  sheet_animator_vtable reenter;
  sheet_id c = 0;
  sheet_frame frame;
  sheet_event event;
  sheet_accessibility accessibility;
  sheet_param_spec spec;
  int32_t animating = 0, hit = 0;
  double t = 1, y;
  int i;

  counters = (sheet_bench_alloc_counters *)dlsym(RTLD_DEFAULT, SHEET_BENCH_ALLOC_SYMBOL);
  if (counters == NULL) {
    fprintf(stderr, "sheet-alloc-free: the allocation interposer is not loaded (LD_PRELOAD it)\n");
    return 2;
  }
  memset(&frame, 0, sizeof frame);
  frame.struct_size = sizeof frame;
  memset(&event, 0, sizeof event);
  event.struct_size = sizeof event;
  memset(&accessibility, 0, sizeof accessibility);
  accessibility.struct_size = sizeof accessibility;

  /* Set-up, allowed to allocate. */
  if (sheet_engine_create(&e) != SHEET_OK || sheet_engine_create(&other) != SHEET_OK) return 2;
  sheet_config_init(&config);
  config.detents = detents;
  config.detent_count = 2;
  if (sheet_create(e, &config, &a) != SHEET_OK || sheet_create(e, &config, &b) != SHEET_OK ||
      sheet_create(e, &config, &destroyed) != SHEET_OK || sheet_destroy(e, destroyed) != SHEET_OK)
    return 2;
  memset(&reenter, 0, sizeof reenter);
  reenter.struct_size = sizeof reenter;
  reenter.abi_version = SHEET_ABI_VERSION;
  reenter.name = "reenter";
  reenter.create = reenter_create;
  reenter.sample = reenter_sample;
  reenter.destroy = reenter_destroy;
  reentered = e;
  config.present.animator = "reenter";
  if (sheet_engine_register_animator(e, &reenter, NULL) != SHEET_OK ||
      sheet_create(e, &config, &c) != SHEET_OK)
    return 2;
  config.present.animator = NULL;

  /* Versions, names and the last error. */
  FREE_OF_ALLOCATIONS("sheet_abi_version", sheet_abi_version());
  FREE_OF_ALLOCATIONS("sheet_version_string", sheet_version_string());
  FREE_OF_ALLOCATIONS("sheet_status_name", sheet_status_name(SHEET_ERR_OUT_OF_MEMORY));
  FREE_OF_ALLOCATIONS("sheet_status_name", sheet_status_name(-3));
  FREE_OF_ALLOCATIONS("sheet_engine_last_error", sheet_engine_last_error(e));
  FREE_OF_ALLOCATIONS("sheet_engine_last_error", sheet_engine_last_error(NULL));
  FREE_OF_ALLOCATIONS("sheet_config_init", (sheet_config_init(&config), 0));
  config.detents = detents;
  config.detent_count = 2;

  /* The engine's settings: success, then refusals. */
  FREE_OF_ALLOCATIONS("sheet_engine_set_viewport", sheet_engine_set_viewport(e, PHONE_VIEWPORT));
  FREE_OF_ALLOCATIONS("sheet_engine_set_viewport", sheet_engine_set_viewport(e, NAN, 800, 0, 0));
  FREE_OF_ALLOCATIONS("sheet_engine_set_viewport", sheet_engine_set_viewport(e, 390, 10, 20, 20));
  FREE_OF_ALLOCATIONS("sheet_engine_set_viewport", sheet_engine_set_viewport(NULL, 390, 844, 0, 0));
  FREE_OF_ALLOCATIONS("sheet_engine_set_obstruction", sheet_engine_set_obstruction(e, 100, t));
  FREE_OF_ALLOCATIONS("sheet_engine_set_obstruction", sheet_engine_set_obstruction(e, 0, t));
  FREE_OF_ALLOCATIONS("sheet_engine_set_obstruction", sheet_engine_set_obstruction(e, -1, t));
  FREE_OF_ALLOCATIONS("sheet_engine_set_obstruction", sheet_engine_set_obstruction(other, 10, t));
  FREE_OF_ALLOCATIONS("sheet_engine_set_reduce_motion", sheet_engine_set_reduce_motion(e, 1));
  FREE_OF_ALLOCATIONS("sheet_engine_set_reduce_motion", sheet_engine_set_reduce_motion(e, 0));
  FREE_OF_ALLOCATIONS("sheet_engine_set_reduce_motion", sheet_engine_set_reduce_motion(e, 7));
  FREE_OF_ALLOCATIONS("sheet_engine_set_max_motion_duration", sheet_engine_set_max_motion_duration(e, 5));
  FREE_OF_ALLOCATIONS("sheet_engine_set_max_motion_duration", sheet_engine_set_max_motion_duration(e, INFINITY));
  FREE_OF_ALLOCATIONS("sheet_engine_set_log_handler", sheet_engine_set_log_handler(e, log_nothing, NULL));
  FREE_OF_ALLOCATIONS("sheet_engine_set_log_handler", sheet_engine_set_log_handler(NULL, NULL, NULL));

  /* Animators: the registry as it is. */
  FREE_OF_ALLOCATIONS("sheet_engine_animator_count", sheet_engine_animator_count(e));
  FREE_OF_ALLOCATIONS("sheet_engine_animator_name", sheet_engine_animator_name(e, 0));
  FREE_OF_ALLOCATIONS("sheet_engine_animator_name", sheet_engine_animator_name(e, 99));
  FREE_OF_ALLOCATIONS("sheet_engine_animator_param_count", sheet_engine_animator_param_count(e, 0));
  FREE_OF_ALLOCATIONS("sheet_engine_animator_param", sheet_engine_animator_param(e, 0, 0, &spec));
  FREE_OF_ALLOCATIONS("sheet_engine_animator_param", sheet_engine_animator_param(e, 0, 9, &spec));
  FREE_OF_ALLOCATIONS("sheet_engine_animator_param", sheet_engine_animator_param(e, 77, 0, &spec));
  FREE_OF_ALLOCATIONS("sheet_engine_animator_param", sheet_engine_animator_param(e, 0, 0, NULL));

  /* Refusals of the allocating calls that come before anything is allocated. */
  FREE_OF_ALLOCATIONS("sheet_create", sheet_create(e, &config, NULL));
  FREE_OF_ALLOCATIONS("sheet_engine_create", sheet_engine_create(NULL));
  FREE_OF_ALLOCATIONS("sheet_engine_register_animator", sheet_engine_register_animator(e, NULL, NULL));
  FREE_OF_ALLOCATIONS("sheet_engine_load_plugin", sheet_engine_load_plugin(e, NULL));
  FREE_OF_ALLOCATIONS("sheet_engine_load_plugin", sheet_engine_load_plugin(e, ""));

  /* A sheet's life: present, frames, accessibility, content, drag, scroll, dismiss. */
  FREE_OF_ALLOCATIONS("sheet_present", sheet_present(e, a, 0, t));
  FREE_OF_ALLOCATIONS("sheet_present", sheet_present(e, a, 0, t));
  FREE_OF_ALLOCATIONS("sheet_present", sheet_present(e, a, 5, t));
  FREE_OF_ALLOCATIONS("sheet_present", sheet_present(e, destroyed, 0, t));
  FREE_OF_ALLOCATIONS("sheet_present", sheet_present(e, a, 0, NAN));
  for (i = 0; i < 90; i++) {
    t += 1.0 / 60;
    FREE_OF_ALLOCATIONS("sheet_engine_tick", sheet_engine_tick(e, t));
    FREE_OF_ALLOCATIONS("sheet_get_frame", sheet_get_frame(e, a, &frame));
    FREE_OF_ALLOCATIONS("sheet_engine_poll_event", (drain(e), 0));
  }
  FREE_OF_ALLOCATIONS("sheet_engine_tick", sheet_engine_tick(e, -INFINITY));
  FREE_OF_ALLOCATIONS("sheet_engine_is_animating", sheet_engine_is_animating(e, &animating));
  FREE_OF_ALLOCATIONS("sheet_engine_is_animating", sheet_engine_is_animating(e, NULL));
  FREE_OF_ALLOCATIONS("sheet_engine_poll_event", sheet_engine_poll_event(e, NULL));
  event.struct_size = 3;
  FREE_OF_ALLOCATIONS("sheet_engine_poll_event", sheet_engine_poll_event(e, &event));
  event.struct_size = sizeof event;
  FREE_OF_ALLOCATIONS("sheet_get_frame", sheet_get_frame(e, destroyed, &frame));
  FREE_OF_ALLOCATIONS("sheet_get_frame", sheet_get_frame(e, a, NULL));
  frame.struct_size = 4;
  FREE_OF_ALLOCATIONS("sheet_get_frame", sheet_get_frame(e, a, &frame));
  frame.struct_size = sizeof frame;
  FREE_OF_ALLOCATIONS("sheet_engine_top_sheet", sheet_engine_top_sheet(e, &top));
  FREE_OF_ALLOCATIONS("sheet_engine_top_sheet", sheet_engine_top_sheet(e, NULL));
  FREE_OF_ALLOCATIONS("sheet_get_accessibility", sheet_get_accessibility(e, a, &accessibility));
  FREE_OF_ALLOCATIONS("sheet_get_accessibility", sheet_get_accessibility(e, b, &accessibility));
  FREE_OF_ALLOCATIONS("sheet_get_accessibility", sheet_get_accessibility(e, destroyed, &accessibility));
  FREE_OF_ALLOCATIONS("sheet_perform_action", sheet_perform_action(e, a, SHEET_ACTION_COLLAPSE, t));
  FREE_OF_ALLOCATIONS("sheet_perform_action", sheet_perform_action(e, a, 99, t));
  FREE_OF_ALLOCATIONS("sheet_perform_action", sheet_perform_action(e, b, SHEET_ACTION_EXPAND, t));
  FREE_OF_ALLOCATIONS("sheet_perform_action", sheet_perform_action(e, a, SHEET_ACTION_EXPAND, t));
  FREE_OF_ALLOCATIONS("sheet_move_to_detent", sheet_move_to_detent(e, a, 0, t));
  FREE_OF_ALLOCATIONS("sheet_move_to_detent", sheet_move_to_detent(e, a, 9, t));
  FREE_OF_ALLOCATIONS("sheet_move_to_detent", sheet_move_to_detent(e, b, 1, t));
  FREE_OF_ALLOCATIONS("sheet_set_content", sheet_set_content(e, a, 7, 300, t));
  FREE_OF_ALLOCATIONS("sheet_set_content", sheet_set_content(e, a, 7, -5, t));
  FREE_OF_ALLOCATIONS("sheet_set_content_height", sheet_set_content_height(e, a, 350, t));
  FREE_OF_ALLOCATIONS("sheet_set_content_height", sheet_set_content_height(e, a, NAN, t));
  FREE_OF_ALLOCATIONS("sheet_set_scroll_extent", sheet_set_scroll_extent(e, a, 900, t));
  FREE_OF_ALLOCATIONS("sheet_set_scroll_extent", sheet_set_scroll_extent(e, a, -1, t));
  for (i = 0; i < 60; i++) {
    t += 1.0 / 60;
    FREE_OF_ALLOCATIONS("sheet_engine_tick", sheet_engine_tick(e, t));
  }
  FREE_OF_ALLOCATIONS("sheet_get_frame", sheet_get_frame(e, a, &frame));
  y = frame.top + 30;
  FREE_OF_ALLOCATIONS("sheet_pointer_down", sheet_pointer_down(e, a, PHONE_WIDTH / 2, y, t, &hit));
  FREE_OF_ALLOCATIONS("sheet_pointer_down", sheet_pointer_down(e, a, PHONE_WIDTH / 2, y, t, &hit));
  FREE_OF_ALLOCATIONS("sheet_pointer_down", sheet_pointer_down(e, a, NAN, y, t, &hit));
  for (i = 0; i < 12; i++) {
    t += 0.008;
    y -= 35;
    FREE_OF_ALLOCATIONS("sheet_pointer_move", sheet_pointer_move(e, a, PHONE_WIDTH / 2, y, t));
  }
  FREE_OF_ALLOCATIONS("sheet_pointer_move", sheet_pointer_move(e, a, INFINITY, y, t));
  FREE_OF_ALLOCATIONS("sheet_pointer_up", sheet_pointer_up(e, a, PHONE_WIDTH / 2, y, t));
  FREE_OF_ALLOCATIONS("sheet_pointer_up", sheet_pointer_up(e, a, PHONE_WIDTH / 2, y, t));
  FREE_OF_ALLOCATIONS("sheet_pointer_move", sheet_pointer_move(e, a, PHONE_WIDTH / 2, y, t));
  FREE_OF_ALLOCATIONS("sheet_pointer_cancel", sheet_pointer_cancel(e, a, t));
  FREE_OF_ALLOCATIONS("sheet_pointer_down", sheet_pointer_down(e, a, PHONE_WIDTH / 2, 700, t, &hit));
  FREE_OF_ALLOCATIONS("sheet_pointer_cancel", sheet_pointer_cancel(e, a, t));
  FREE_OF_ALLOCATIONS("sheet_present", sheet_present(e, b, 0, t));
  for (i = 0; i < 60; i++) {
    t += 1.0 / 60;
    FREE_OF_ALLOCATIONS("sheet_engine_tick", sheet_engine_tick(e, t));
  }
  FREE_OF_ALLOCATIONS("sheet_dismiss", sheet_dismiss(e, b, t));
  FREE_OF_ALLOCATIONS("sheet_dismiss", sheet_dismiss(e, destroyed, t));
  FREE_OF_ALLOCATIONS("sheet_dismiss", sheet_dismiss(e, a, t));
  FREE_OF_ALLOCATIONS("sheet_dismiss", sheet_dismiss(e, a, t));
  for (i = 0; i < 60; i++) {
    t += 1.0 / 60;
    FREE_OF_ALLOCATIONS("sheet_engine_tick", sheet_engine_tick(e, t));
  }
  FREE_OF_ALLOCATIONS("sheet_dismiss", sheet_dismiss(e, a, t));
  FREE_OF_ALLOCATIONS("sheet_engine_poll_event", (drain(e), 0));
  /* Reduce motion: the built-in fade and a critically damped spring stand in for the
   * transitions, and start as every built-in motion does, without allocating. */
  FREE_OF_ALLOCATIONS("sheet_engine_set_reduce_motion", sheet_engine_set_reduce_motion(e, 1));
  FREE_OF_ALLOCATIONS("sheet_present (reduce motion)", sheet_present(e, a, 0, t));
  for (i = 0; i < 30; i++) {
    t += 1.0 / 60;
    FREE_OF_ALLOCATIONS("sheet_engine_tick (reduce motion)", sheet_engine_tick(e, t));
  }
  expect_state(e, a, SHEET_STATE_RESTING, 0, "a presentation under reduce motion");
  FREE_OF_ALLOCATIONS("sheet_move_to_detent (reduce motion)", sheet_move_to_detent(e, a, 1, t));
  FREE_OF_ALLOCATIONS("sheet_set_content (reduce motion)", sheet_set_content(e, a, 8, 280, t));
  for (i = 0; i < 90; i++) {
    t += 1.0 / 60;
    FREE_OF_ALLOCATIONS("sheet_engine_tick (reduce motion)", sheet_engine_tick(e, t));
  }
  expect_state(e, a, SHEET_STATE_RESTING, 1, "a settle and a content change under reduce motion");
  FREE_OF_ALLOCATIONS("sheet_get_frame", sheet_get_frame(e, a, &frame));
  y = frame.top + 30;
  FREE_OF_ALLOCATIONS("sheet_pointer_down (reduce motion)", sheet_pointer_down(e, a, PHONE_WIDTH / 2, y, t, &hit));
  for (i = 0; i < 5; i++) {
    t += 0.01;
    y += 40;
    FREE_OF_ALLOCATIONS("sheet_pointer_move (reduce motion)", sheet_pointer_move(e, a, PHONE_WIDTH / 2, y, t));
  }
  FREE_OF_ALLOCATIONS("sheet_pointer_up (reduce motion)", sheet_pointer_up(e, a, PHONE_WIDTH / 2, y, t));
  for (i = 0; i < 90; i++) {
    t += 1.0 / 60;
    FREE_OF_ALLOCATIONS("sheet_engine_tick (reduce motion)", sheet_engine_tick(e, t));
  }
  expect_state(e, a, SHEET_STATE_RESTING, 0, "a fling under reduce motion");
  FREE_OF_ALLOCATIONS("sheet_dismiss (reduce motion)", sheet_dismiss(e, a, t));
  for (i = 0; i < 30; i++) {
    t += 1.0 / 60;
    FREE_OF_ALLOCATIONS("sheet_engine_tick (reduce motion)", sheet_engine_tick(e, t));
  }
  expect_state(e, a, SHEET_STATE_HIDDEN, -1, "a dismissal under reduce motion");
  FREE_OF_ALLOCATIONS("sheet_engine_set_reduce_motion", sheet_engine_set_reduce_motion(e, 0));
  FREE_OF_ALLOCATIONS("sheet_engine_poll_event", (drain(e), 0));
  /* A host animator's motion: starting it allocates (not counted); sampling it, and the
   * calls it makes back into the engine, do not. */
  if (sheet_engine_set_viewport(e, PHONE_VIEWPORT) != SHEET_OK || sheet_present(e, c, 0, t) != SHEET_OK)
    return 2;
  for (i = 0; i < 12; i++) {
    t += 1.0 / 60;
    FREE_OF_ALLOCATIONS("sheet_engine_tick (a host animator calls back)", sheet_engine_tick(e, t));
  }
  if (refusals < 2) {
    failures++;
    printf("FAIL the host animator's calls back were not refused (%d refusals)\n", refusals);
  }
  updates();
  keyboard_and_back();
  sides();
  FREE_OF_ALLOCATIONS("sheet_destroy", sheet_destroy(e, b));
  FREE_OF_ALLOCATIONS("sheet_destroy", sheet_destroy(e, b));
  FREE_OF_ALLOCATIONS("sheet_destroy", sheet_destroy(NULL, a));
  FREE_OF_ALLOCATIONS("sheet_engine_destroy", (sheet_engine_destroy(other), 0));
  FREE_OF_ALLOCATIONS("sheet_engine_destroy", (sheet_engine_destroy(NULL), 0));
  FREE_OF_ALLOCATIONS("sheet_engine_destroy", (sheet_engine_destroy(e), 0));

  printf("allocation-free calls: %d checks, %d with allocations, %d events seen\n", checks,
         failures, events_seen);
  printf("RESULT: %s\n", failures || events_seen == 0 ? "FAIL" : "PASS");
  return failures || events_seen == 0 ? 1 : 0;
}
