#include <sheet.h>
#include <stdio.h>

/* Ticks at 60 Hz until nothing moves, printing events; the host would draw the sheet
   at frame->top each frame. */
static sheet_status run(sheet_engine *engine, sheet_id sheet, double *t,
                        sheet_frame *frame) {
  sheet_event event = {.struct_size = sizeof event};
  int32_t animating = 1;
  sheet_status st = SHEET_OK;
  while (st == SHEET_OK && animating) {
    *t += 1.0 / 60;
    if ((st = sheet_engine_tick(engine, *t)) != SHEET_OK) break;
    while (sheet_engine_poll_event(engine, &event))
      printf("%.3f  event %d  detent %d  reason %d\n", event.time, (int)event.type,
             (int)event.detent, (int)event.reason);
    if ((st = sheet_get_frame(engine, sheet, frame)) != SHEET_OK) break;
    st = sheet_engine_is_animating(engine, &animating);
  }
  return st;
}

int main(void) {
  sheet_engine *engine = NULL;
  sheet_id sheet = 0;
  sheet_detent detents[] = {{SHEET_DETENT_FRACTION, 0.5}, {SHEET_DETENT_FRACTION, 1.0}};
  sheet_config config;
  sheet_frame frame = {.struct_size = sizeof frame};
  sheet_status st;
  double t = 0, y;
  int i;

  if (SHEET_ABI_VERSION_MAJOR(sheet_abi_version()) !=
      SHEET_ABI_VERSION_MAJOR(SHEET_ABI_VERSION))
    return 1;
  if ((st = sheet_engine_create(&engine)) != SHEET_OK) goto fail;
  /* 390 x 844 points, safe areas: 47 top, 34 bottom */
  if ((st = sheet_engine_set_viewport(engine, 390, 844, 47, 34)) != SHEET_OK) goto fail;

  sheet_config_init(&config); /* defaults and struct_size */
  config.detents = detents;   /* half height, full height */
  config.detent_count = 2;
  if ((st = sheet_create(engine, &config, &sheet)) != SHEET_OK) goto fail;

  /* slide in to the half-height detent */
  if ((st = sheet_present(engine, sheet, 0, t)) != SHEET_OK) goto fail;
  if ((st = run(engine, sheet, &t, &frame)) != SHEET_OK) goto fail;
  printf("resting at detent %d, top %.1f\n", (int)frame.detent, frame.top);

  /* a finger drags the sheet up 300 points in 0.1 s and lets go: it flings to full */
  y = frame.top + 20;
  if ((st = sheet_pointer_down(engine, sheet, 195, y, t, NULL)) != SHEET_OK) goto fail;
  for (i = 0; i < 6; i++) {
    t += 1.0 / 60;
    y -= 50;
    if ((st = sheet_pointer_move(engine, sheet, 195, y, t)) != SHEET_OK) goto fail;
  }
  if ((st = sheet_pointer_up(engine, sheet, 195, y, t)) != SHEET_OK) goto fail;
  if ((st = run(engine, sheet, &t, &frame)) != SHEET_OK) goto fail;
  printf("resting at detent %d, top %.1f\n", (int)frame.detent, frame.top);

  sheet_engine_destroy(engine);
  return frame.detent == 1 ? 0 : 1;

fail:
  fprintf(stderr, "%s: %s\n", sheet_status_name(st), sheet_engine_last_error(engine));
  sheet_engine_destroy(engine);
  return 1;
}
