/*
 * sheet-consumer: the smallest complete use of an installed libsheet. Creates an
 * engine, presents a half-height sheet, ticks at 60 Hz until it rests and checks the
 * frame and events. Exits 0 when everything is as expected.
 *
 * Built two ways by the install test: with CMake (find_package(sheet), sheet::sheet)
 * and with `cc main.c $(pkg-config --cflags --libs sheet)`.
 */
#include <sheet.h>

#include <stdio.h>

#define CHECK(cond)                                                       \
  do {                                                                    \
    if (!(cond)) {                                                        \
      fprintf(stderr, "sheet-consumer: check failed: %s (line %d)\n", #cond, \
              __LINE__);                                                  \
      failed = 1;                                                         \
      goto done;                                                          \
    }                                                                     \
  } while (0)

static int near(double a, double b, double tolerance) {
  double d = a - b;
  return d <= tolerance && -d <= tolerance;
}

int main(void) {
  sheet_engine *engine = NULL;
  sheet_id sheet = 0;
  sheet_detent detents[2];
  sheet_config config;
  sheet_frame frame;
  sheet_event event;
  double t = 0;
  int32_t animating = 1;
  int ticks = 0, did_present = 0, failed = 0;
  /* viewport 390 x 844 points, safe areas 47 top, 34 bottom: detent 0 is half of
     844 - 47 = 797 points, so the top edge rests at 844 - 398.5 */
  const double expected_top = 844 - 0.5 * (844 - 47);

  CHECK(SHEET_ABI_VERSION_MAJOR(sheet_abi_version()) ==
        SHEET_ABI_VERSION_MAJOR(SHEET_ABI_VERSION));
  CHECK(sheet_engine_create(&engine) == SHEET_OK);
  CHECK(sheet_engine_set_viewport(engine, 390, 844, 47, 34) == SHEET_OK);

  detents[0].kind = SHEET_DETENT_FRACTION;
  detents[0].value = 0.5;
  detents[1].kind = SHEET_DETENT_FRACTION;
  detents[1].value = 1.0;
  sheet_config_init(&config);
  config.detents = detents;
  config.detent_count = 2;
  CHECK(sheet_create(engine, &config, &sheet) == SHEET_OK);
  CHECK(sheet_present(engine, sheet, 0, t) == SHEET_OK);

  event.struct_size = sizeof event;
  while (animating && ticks < 600) { /* at most 10 s of 60 Hz frames */
    t += 1.0 / 60;
    ticks++;
    CHECK(sheet_engine_tick(engine, t) == SHEET_OK);
    while (sheet_engine_poll_event(engine, &event))
      if (event.type == SHEET_EVENT_DID_PRESENT && event.sheet == sheet) did_present = 1;
    CHECK(sheet_engine_is_animating(engine, &animating) == SHEET_OK);
  }
  CHECK(!animating);
  CHECK(did_present);

  frame.struct_size = sizeof frame;
  CHECK(sheet_get_frame(engine, sheet, &frame) == SHEET_OK);
  CHECK(frame.state == SHEET_STATE_RESTING);
  CHECK(frame.detent == 0);
  CHECK(near(frame.top, expected_top, 1e-6));
  CHECK(near(frame.height, 844 - expected_top, 1e-6));
  CHECK(near(frame.opacity, 1, 1e-9));
  printf("sheet-consumer: libsheet %s, resting at detent %d, top %.1f after %d ticks\n",
         sheet_version_string(), (int)frame.detent, frame.top, ticks);

done:
  if (failed && engine) fprintf(stderr, "last error: %s\n", sheet_engine_last_error(engine));
  sheet_engine_destroy(engine);
  return failed;
}
