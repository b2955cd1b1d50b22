/*
 * test_isolation.c — a program linked with libsheet-wasm32.a may define names that the
 * Swift runtime inside the archive also has: only the sheet_* functions are global
 * there, so the library keeps calling its own. This program defines swift_retain,
 * swift_release and swift_allocObject, which abort if the library ever reaches them,
 * and drives a sheet to rest.
 */
#include <stdlib.h>

#include "check.h"

void *swift_retain(void *object);
void swift_release(void *object);
void *swift_allocObject(void *metadata, size_t size, size_t alignment_mask);

void *swift_retain(void *object) {
  (void)object;
  printf("the library called the program's swift_retain\n");
  abort();
}
void swift_release(void *object) {
  (void)object;
  printf("the library called the program's swift_release\n");
  abort();
}
void *swift_allocObject(void *metadata, size_t size, size_t alignment_mask) {
  (void)metadata, (void)size, (void)alignment_mask;
  printf("the library called the program's swift_allocObject\n");
  abort();
}

int main(void) {
  sheet_engine *e;
  sheet_id id = 0;
  sheet_frame f;

  CHECK_SECTION("the archive's runtime stays its own");
  e = check_new_engine(390, 844, 47, 34);
  CHECK_STATUS(sheet_create(e, NULL, &id), SHEET_OK);
  CHECK_STATUS(sheet_present(e, id, 0, 0.0), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, 2.0), SHEET_OK);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_RESTING);
  CHECK_NEAR(f.top, 47.0, 1e-9);
  CHECK_STATUS(sheet_destroy(e, id), SHEET_OK);
  sheet_engine_destroy(e);
  return check_done();
}
