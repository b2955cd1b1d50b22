/* An animator's callbacks run inside the engine's own calls: a callback that calls back
 * into its engine is refused with SHEET_ERR_INVALID_STATE, and the outer call and the
 * sheet are unaffected. */
#include "check.h"
#include "phone_fixture.h"

typedef struct probe {
  sheet_engine *engine;
  sheet_id sheet;
  sheet_status from_create, from_sample, from_tick, from_get_frame;
  int samples;
} probe;

static probe the_probe;

static sheet_status reentrant_create(void *data, const sheet_motion *motion, const double *values,
                                     void **out) {
  probe *p = (probe *)data;
  (void)values;
  p->from_create = sheet_move_to_detent(p->engine, p->sheet, 0, 0.0);
  *out = (void *)motion; /* unused by sample: the instance only needs to be non-NULL */
  return SHEET_OK;
}

static sheet_status reentrant_sample(void *instance, double elapsed, sheet_visual *out,
                                     double *velocity, int32_t *finished) {
  probe *p = &the_probe;
  (void)instance;
  p->samples++;
  p->from_sample = sheet_dismiss(p->engine, p->sheet, elapsed);
  p->from_tick = sheet_engine_tick(p->engine, 100.0);
  {
    /* Reading a frame changes nothing, but it is refused too: every call is. */
    sheet_frame inner;
    memset(&inner, 0, sizeof inner);
    inner.struct_size = sizeof inner;
    p->from_get_frame = sheet_get_frame(p->engine, p->sheet, &inner);
  }
  sheet_engine_destroy(p->engine); /* ignored: the engine is in use */
  out->top = PHONE_HEIGHT - 400.0;
  out->opacity = 1;
  out->backdrop_alpha = 0.4;
  out->scale = 1;
  *velocity = 0;
  *finished = elapsed >= 0.1;
  return SHEET_OK;
}

static void reentrant_destroy(void *instance) { (void)instance; }

int main(void) {
  sheet_engine *e = NULL;
  sheet_animator_vtable vt;
  sheet_config config;
  sheet_detent detent = {SHEET_DETENT_POINTS, 400};
  sheet_frame f;
  double t;

  CHECK_STATUS_E(NULL, sheet_engine_create(&e), SHEET_OK);
  CHECK_STATUS_E(e, sheet_engine_set_viewport(e, PHONE_VIEWPORT), SHEET_OK);
  memset(&vt, 0, sizeof vt);
  vt.struct_size = sizeof vt;
  vt.abi_version = SHEET_ABI_VERSION;
  vt.name = "test.reentrant";
  vt.create = reentrant_create;
  vt.sample = reentrant_sample;
  vt.destroy = reentrant_destroy;
  the_probe.engine = e;
  CHECK_STATUS_E(e, sheet_engine_register_animator(e, &vt, &the_probe), SHEET_OK);

  sheet_config_init(&config);
  config.detents = &detent;
  config.detent_count = 1;
  config.present.animator = "test.reentrant";
  CHECK_STATUS_E(e, sheet_create(e, &config, &the_probe.sheet), SHEET_OK);
  CHECK_STATUS_E(e, sheet_present(e, the_probe.sheet, 0, 0.0), SHEET_OK);
  CHECK(the_probe.from_create == SHEET_ERR_INVALID_STATE);
  for (t = 1.0 / 60; t < 0.2; t += 1.0 / 60) CHECK_STATUS_E(e, sheet_engine_tick(e, t), SHEET_OK);
  CHECK(the_probe.samples > 0);
  CHECK(the_probe.from_sample == SHEET_ERR_INVALID_STATE);
  CHECK(the_probe.from_tick == SHEET_ERR_INVALID_STATE);
  CHECK(the_probe.from_get_frame == SHEET_ERR_INVALID_STATE);
  /* the refused inner calls changed nothing: the presentation completed normally */
  f = frame_of(e, the_probe.sheet);
  CHECK(f.state == SHEET_STATE_RESTING);
  CHECK_NEAR(f.top, 444.0, 1e-9);
  CHECK(strcmp(sheet_engine_last_error(e), "") == 0);
  sheet_engine_destroy(e);
  return check_done();
}
