/* A basket sheet that changes while it is up: its heights grow as items are added
   (sheet_update), and a drag that would throw it away asks first (confirm_dismiss). */
#include <sheet.h>
#include <stdio.h>

/* Ticks at 60 Hz until nothing moves; returns the last DISMISS_REQUESTED's reason, or
   SHEET_REASON_NONE when none came. */
static int32_t run(sheet_engine *engine, double *t) {
  sheet_event event = {.struct_size = sizeof event};
  int32_t animating = 1, asked = SHEET_REASON_NONE;
  while (animating) {
    *t += 1.0 / 60;
    if (sheet_engine_tick(engine, *t) != SHEET_OK) break;
    while (sheet_engine_poll_event(engine, &event)) {
      printf("%.3f  event %d  detent %d  reason %d\n", event.time, (int)event.type,
             (int)event.detent, (int)event.reason);
      if (event.type == SHEET_EVENT_DISMISS_REQUESTED) asked = event.reason;
    }
    if (sheet_engine_is_animating(engine, &animating) != SHEET_OK) break;
  }
  return asked;
}

/* excerpt begins */
/* The basket's detents: a peek, and its items' height (each item 64 points). */
static sheet_status show_items(sheet_engine *engine, sheet_id basket, int items, double t) {
  sheet_detent detents[] = {{SHEET_DETENT_POINTS, 120}, {SHEET_DETENT_POINTS, 120 + 64.0 * items}};
  sheet_config config;
  sheet_config_init(&config);
  config.detents = detents;
  config.detent_count = 2;
  config.confirm_dismiss = 1; /* a drag that would dismiss asks: DISMISS_REQUESTED */
  return sheet_update(engine, basket, &config, t);
}
/* excerpt ends */

int main(void) {
  sheet_engine *engine = NULL;
  sheet_id basket = 0;
  sheet_frame frame = {.struct_size = sizeof frame};
  double t = 0, y;
  int i, ok = 1;

  if (sheet_engine_create(&engine) != SHEET_OK) return 1;
  if (sheet_engine_set_viewport(engine, 390, 844, 47, 34) != SHEET_OK ||
      sheet_create(engine, NULL, &basket) != SHEET_OK ||
      show_items(engine, basket, 1, t) != SHEET_OK ||
      sheet_present(engine, basket, 1, t) != SHEET_OK)
    goto fail;
  run(engine, &t);

  /* two more items: the open sheet grows to its new height */
  if (show_items(engine, basket, 3, t) != SHEET_OK) goto fail;
  run(engine, &t);
  if (sheet_get_frame(engine, basket, &frame) != SHEET_OK) goto fail;
  printf("three items: top %.1f\n", frame.top);
  ok = ok && frame.top == 844 - (120 + 64 * 3);

  /* a drag all the way down asks instead of dismissing; the sheet comes back */
  y = frame.top + 20;
  if (sheet_pointer_down(engine, basket, 195, y, t, NULL) != SHEET_OK) goto fail;
  for (i = 0; i < 40; i++) {
    t += 1.0 / 60;
    y += 16;
    if (sheet_pointer_move(engine, basket, 195, y, t) != SHEET_OK) goto fail;
  }
  t += 0.1;
  if (sheet_pointer_up(engine, basket, 195, y, t) != SHEET_OK) goto fail;
  ok = ok && run(engine, &t) == SHEET_REASON_DRAG;
  if (sheet_get_frame(engine, basket, &frame) != SHEET_OK) goto fail;
  printf("asked, kept at detent %d, top %.1f\n", (int)frame.detent, frame.top);
  ok = ok && frame.detent == 0;

  /* the user confirms: the host dismisses */
  if (sheet_dismiss(engine, basket, t) != SHEET_OK) goto fail;
  run(engine, &t);
  if (sheet_get_frame(engine, basket, &frame) != SHEET_OK) goto fail;
  ok = ok && frame.state == SHEET_STATE_HIDDEN;
  sheet_engine_destroy(engine);
  return ok ? 0 : 1;

fail:
  fprintf(stderr, "%s\n", sheet_engine_last_error(engine));
  sheet_engine_destroy(engine);
  return 1;
}
