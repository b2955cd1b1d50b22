#include <sheet.h>
#include <stdio.h>

int main(void) {
  sheet_detent detents[] = {{SHEET_DETENT_FRACTION, 0.5}, {SHEET_DETENT_FRACTION, 1.0}};
  sheet_frame frame = {.struct_size = sizeof frame};
  sheet_engine *engine = NULL;
  sheet_id sheet = 0;
  sheet_config config;
  int32_t animating = 1;
  double t = 0;

  sheet_config_init(&config); /* the defaults, and struct_size */
  config.detents = detents;   /* half height, full height */
  config.detent_count = 2;
  sheet_status st = sheet_engine_create(&engine);
  if (st == SHEET_OK) st = sheet_engine_set_viewport(engine, 390, 844, 47, 34); /* points; safe areas */
  if (st == SHEET_OK) st = sheet_create(engine, &config, &sheet);
  if (st == SHEET_OK) st = sheet_present(engine, sheet, 0, t); /* slide in to half height */
  while (st == SHEET_OK && animating) {                         /* the host's display loop, at 60 Hz */
    t += 1.0 / 60;
    st = sheet_engine_tick(engine, t);
    if (st == SHEET_OK) st = sheet_get_frame(engine, sheet, &frame); /* draw at frame.top */
    if (st == SHEET_OK) st = sheet_engine_is_animating(engine, &animating);
  }
  if (st == SHEET_OK)
    printf("resting at detent %d, top %.1f\n", (int)frame.detent, frame.top); /* 0, 445.5 */
  else
    fprintf(stderr, "%s: %s\n", sheet_status_name(st), sheet_engine_last_error(engine));
  sheet_engine_destroy(engine);
  return st == SHEET_OK && frame.detent == 0 && frame.top == 445.5 ? 0 : 1;
}
