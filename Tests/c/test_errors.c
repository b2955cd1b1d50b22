/*
 * test_errors.c — every exported function refuses bad input with the right status and a
 * non-empty last_error, and never crashes. Also: stale handles, call order, versioned
 * struct sizes, status names, and the bounded event queue.
 */
#include "check.h"
#include "phone_fixture.h"

#include <float.h>

#define VW PHONE_WIDTH
#define VH PHONE_HEIGHT
#define SAFE_TOP PHONE_SAFE_TOP
#define SAFE_BOTTOM PHONE_SAFE_BOTTOM
#define AVAIL PHONE_AVAILABLE

static const double BAD[3] = {NAN, INFINITY, -INFINITY};
#define NBAD 3

static sheet_engine *new_engine(int with_viewport) {
  return check_new_engine(with_viewport ? VW : 0, VH, SAFE_TOP, SAFE_BOTTOM);
}

static int contains(const char *hay, const char *needle) {
  return hay != NULL && needle != NULL && strstr(hay, needle) != NULL;
}

/* last_error of e mentions `needle` */
#define CHECK_MENTIONS(e, needle)                                                         \
  CHECK_MSG(contains(sheet_engine_last_error(e), (needle)),                               \
            "last_error \"%s\" does not mention \"%s\"", sheet_engine_last_error(e), (needle))

static void sleep_ticks(sheet_engine *e, double t0, double t1) { tick_until(e, t0, t1, 60.0); }

/* ------------------------------------------------------------------------------------ */
static void t_static(void) {
  static const sheet_status codes[] = {SHEET_OK,
                                       SHEET_ERR_INVALID_ARGUMENT,
                                       SHEET_ERR_INVALID_HANDLE,
                                       SHEET_ERR_INVALID_STATE,
                                       SHEET_ERR_NOT_FOUND,
                                       SHEET_ERR_ALREADY_EXISTS,
                                       SHEET_ERR_ABI_MISMATCH,
                                       SHEET_ERR_PLUGIN,
                                       SHEET_ERR_CAPACITY,
                                       SHEET_ERR_OUT_OF_MEMORY};
  static const sheet_status unknown[] = {-1, 10, 11, 100, INT32_MAX, INT32_MIN};
  const char *v;
  unsigned maj = 0, min = 0, pat = 0;
  char tail = 0;
  size_t i;

  CHECK_SECTION("versions and status names");
  CHECK(sheet_abi_version() == SHEET_ABI_VERSION);
  CHECK(SHEET_ABI_VERSION_MAJOR(sheet_abi_version()) == 1);
  v = sheet_version_string();
  CHECK(v != NULL);
  CHECK_MSG(v && sscanf(v, "%u.%u.%u%c", &maj, &min, &pat, &tail) == 3,
            "version string \"%s\" is not MAJOR.MINOR.PATCH", v ? v : "(NULL)");
  /* the library's version is the header's, and its major is the ABI major */
  CHECK_STR(v, SHEET_VERSION_STRING);
  CHECK(SHEET_VERSION_MAJOR == SHEET_ABI_VERSION_MAJOR(SHEET_ABI_VERSION));
  for (i = 0; i < sizeof codes / sizeof codes[0]; i++)
    CHECK_STR(sheet_status_name(codes[i]), sn_status_macro(codes[i]));
  for (i = 0; i < sizeof unknown / sizeof unknown[0]; i++)
    CHECK_STR(sheet_status_name(unknown[i]), "SHEET_ERR_UNKNOWN");
}

/* ------------------------------------------------------------------------------------ */
static void t_engine(void) {
  sheet_engine *e;
  int32_t anim = 7;

  CHECK_SECTION("engine create/destroy, NULL engine everywhere");
  CHECK(sheet_engine_create(NULL) == SHEET_ERR_INVALID_ARGUMENT);
  sheet_engine_destroy(NULL);
  CHECK_STR(sheet_engine_last_error(NULL), "engine is NULL");

  /* every engine function with a NULL engine */
  CHECK_STATUS_E(NULL, sheet_engine_set_viewport(NULL, VW, VH, 0, 0), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(NULL, sheet_engine_set_obstruction(NULL, 0, 0), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(NULL, sheet_engine_set_reduce_motion(NULL, 0), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(NULL, sheet_engine_set_layout_direction(NULL, SHEET_DIRECTION_RTL), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(NULL, sheet_engine_tick(NULL, 0), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(NULL, sheet_engine_is_animating(NULL, &anim), SHEET_ERR_INVALID_ARGUMENT);
  {
    sheet_event ev;
    memset(&ev, 0, sizeof ev);
    ev.struct_size = sizeof ev;
    CHECK(sheet_engine_poll_event(NULL, &ev) == 0);
  }
  CHECK_STATUS_E(NULL, sheet_engine_register_animator(NULL, NULL, NULL),
                 SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS_E(NULL, sheet_engine_load_plugin(NULL, "x.so"), SHEET_ERR_INVALID_ARGUMENT);
  CHECK(sheet_engine_animator_count(NULL) == 0);
  CHECK(sheet_engine_animator_name(NULL, 0) == NULL);
  {
    sheet_id id = 77;
    sheet_frame f;
    memset(&f, 0, sizeof f);
    f.struct_size = sizeof f;
    CHECK_STATUS_E(NULL, sheet_create(NULL, NULL, &id), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS_E(NULL, sheet_destroy(NULL, 1), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS_E(NULL, sheet_present(NULL, 1, 0, 0), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS_E(NULL, sheet_dismiss(NULL, 1, 0), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS_E(NULL, sheet_move_to_detent(NULL, 1, 0, 0), SHEET_ERR_INVALID_ARGUMENT);
    {
      sheet_config c;
      sheet_config_init(&c);
      CHECK_STATUS_E(NULL, sheet_update(NULL, 1, &c, 0), SHEET_ERR_INVALID_ARGUMENT);
      CHECK_STATUS_E(NULL, sheet_update(NULL, 1, NULL, 0), SHEET_ERR_INVALID_ARGUMENT);
    }
    CHECK_STATUS_E(NULL, sheet_set_content(NULL, 1, 1, 10, 0), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS_E(NULL, sheet_set_content_height(NULL, 1, 10, 0), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS_E(NULL, sheet_set_focus(NULL, 1, 10, 20, 0), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS_E(NULL, sheet_back_begin(NULL, 1, 0), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS_E(NULL, sheet_back_progress(NULL, 1, 0.5, 0), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS_E(NULL, sheet_back_cancel(NULL, 1, 0), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS_E(NULL, sheet_back_commit(NULL, 1, 0), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS_E(NULL, sheet_pointer_down(NULL, 1, 1, 1, 0, NULL), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS_E(NULL, sheet_pointer_move(NULL, 1, 1, 1, 0), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS_E(NULL, sheet_pointer_up(NULL, 1, 1, 1, 0), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS_E(NULL, sheet_pointer_cancel(NULL, 1, 0), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS_E(NULL, sheet_get_frame(NULL, 1, &f), SHEET_ERR_INVALID_ARGUMENT);
  }

  e = new_engine(0);
  CHECK_STR(sheet_engine_last_error(e), ""); /* a fresh engine: nothing failed */
  CHECK_STATUS(sheet_engine_is_animating(e, NULL), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_engine_is_animating(e, &anim), SHEET_OK);
  CHECK(anim == 0);
  /* last_error is reset by the next successful call */
  CHECK_STATUS(sheet_engine_tick(e, NAN), SHEET_ERR_INVALID_ARGUMENT);
  CHECK(sheet_engine_last_error(e)[0] != '\0');
  CHECK_STATUS(sheet_engine_tick(e, 1.0), SHEET_OK);
  CHECK_STR(sheet_engine_last_error(e), "");
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------ */
static void t_viewport(void) {
  sheet_engine *e = new_engine(0);
  sheet_id id = 0;
  int i;

  CHECK_SECTION("set_viewport");
  for (i = 0; i < NBAD; i++) {
    CHECK_STATUS(sheet_engine_set_viewport(e, BAD[i], VH, 0, 0), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(sheet_engine_set_viewport(e, VW, BAD[i], 0, 0), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(sheet_engine_set_viewport(e, VW, VH, BAD[i], 0), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(sheet_engine_set_viewport(e, VW, VH, 0, BAD[i]), SHEET_ERR_INVALID_ARGUMENT);
  }
  CHECK_STATUS(sheet_engine_set_viewport(e, 0, VH, 0, 0), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_engine_set_viewport(e, -VW, VH, 0, 0), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_engine_set_viewport(e, VW, 0, 0, 0), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_engine_set_viewport(e, VW, -VH, 0, 0), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_engine_set_viewport(e, VW, VH, -1, 0), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_engine_set_viewport(e, VW, VH, 0, -1), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_engine_set_viewport(e, VW, VH, 800, 44), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_engine_set_viewport(e, VW, VH, 900, 0), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_engine_set_viewport(e, VW, VH, 0, VH), SHEET_ERR_INVALID_ARGUMENT);
  /* none of those set a viewport: presenting is still refused */
  CHECK_STATUS(sheet_create(e, NULL, &id), SHEET_OK);
  CHECK_STATUS(sheet_present(e, id, 0, 0), SHEET_ERR_INVALID_STATE);
  CHECK_STATUS(sheet_engine_set_viewport(e, VW, VH, SAFE_TOP, SAFE_BOTTOM), SHEET_OK);
  /* refused changes keep the viewport */
  CHECK_STATUS(sheet_engine_set_viewport(e, VW, NAN, SAFE_TOP, SAFE_BOTTOM),
               SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_present(e, id, 0, 0), SHEET_OK);
  sleep_ticks(e, 0, 1.5);
  CHECK_NEAR(frame_of(e, id).top, SAFE_TOP, 1e-6); /* default detent FRACTION 1.0 */
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------ */
static void t_engine_settings(void) {
  sheet_engine *e = new_engine(0);
  int i;

  CHECK_SECTION("set_obstruction, set_reduce_motion, set_layout_direction, tick");
  CHECK_STATUS(sheet_engine_set_obstruction(e, 100, 0), SHEET_ERR_INVALID_STATE);
  CHECK_STATUS(sheet_engine_set_viewport(e, VW, VH, SAFE_TOP, SAFE_BOTTOM), SHEET_OK);
  for (i = 0; i < NBAD; i++) {
    CHECK_STATUS(sheet_engine_set_obstruction(e, BAD[i], 0), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(sheet_engine_set_obstruction(e, 100, BAD[i]), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(sheet_engine_tick(e, BAD[i]), SHEET_ERR_INVALID_ARGUMENT);
  }
  CHECK_STATUS(sheet_engine_set_obstruction(e, -1, 0), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_engine_set_obstruction(e, VH, 0), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_engine_set_obstruction(e, 2 * VH, 0), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_engine_set_obstruction(e, 300, 0), SHEET_OK);
  CHECK_STATUS(sheet_engine_set_obstruction(e, 0, 0), SHEET_OK);

  CHECK_STATUS(sheet_engine_set_reduce_motion(e, 2), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_engine_set_reduce_motion(e, -1), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_engine_set_reduce_motion(e, INT32_MIN), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_engine_set_reduce_motion(e, 1), SHEET_OK);
  CHECK_STATUS(sheet_engine_set_reduce_motion(e, 0), SHEET_OK);

  /* a direction is SHEET_DIRECTION_LTR or _RTL, with or without a viewport; the
     sentence names what is wrong */
  {
    static const int32_t bad_direction[] = {2, -1, 7, INT32_MAX, INT32_MIN};
    size_t k;
    for (k = 0; k < sizeof bad_direction / sizeof bad_direction[0]; k++) {
      CHECK_STATUS(sheet_engine_set_layout_direction(e, bad_direction[k]), SHEET_ERR_INVALID_ARGUMENT);
      CHECK_MENTIONS(e, "direction");
    }
    CHECK_STATUS(sheet_engine_set_layout_direction(e, SHEET_DIRECTION_RTL), SHEET_OK);
    CHECK_STATUS(sheet_engine_set_layout_direction(e, SHEET_DIRECTION_RTL), SHEET_OK); /* again: nothing */
    CHECK_STATUS(sheet_engine_set_layout_direction(e, SHEET_DIRECTION_LTR), SHEET_OK);
  }

  /* time never runs backwards, and an earlier time is not an error */
  CHECK_STATUS(sheet_engine_tick(e, 10.0), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, 5.0), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, -1e9), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, 1e9), SHEET_OK);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------ */
static sheet_status dummy_create(void *pd, const sheet_motion *m, const double *pv, void **out) {
  (void)pd;
  (void)m;
  (void)pv;
  *out = NULL;
  return SHEET_OK;
}
static sheet_status dummy_sample(void *inst, double el, sheet_visual *out, double *v,
                                 int32_t *fin) {
  (void)inst;
  (void)el;
  (void)out;
  *v = 0;
  *fin = 1;
  return SHEET_OK;
}
static void dummy_destroy(void *inst) { (void)inst; }

static void t_register(void) {
  sheet_engine *e = new_engine(1);
  sheet_param_spec spec[2] = {{"stiffness_k", 1.0, 0.0, 2.0}, {"other", 0.5, 0.0, 1.0}};
  sheet_param_spec bad[2];
  sheet_param_spec many[SHEET_MAX_PARAMS + 1];
  static char names[SHEET_MAX_PARAMS + 1][8];
  sheet_animator_vtable base, v;
  size_t n0, i;

  CHECK_SECTION("register_animator");
  memset(&base, 0, sizeof base);
  base.struct_size = sizeof base;
  base.abi_version = SHEET_ABI_VERSION;
  base.name = "test.dummy";
  base.params = spec;
  base.param_count = 2;
  base.create = dummy_create;
  base.sample = dummy_sample;
  base.destroy = dummy_destroy;
  n0 = sheet_engine_animator_count(e);
  CHECK(n0 >= 3);

  CHECK_STATUS(sheet_engine_register_animator(e, NULL, NULL), SHEET_ERR_INVALID_ARGUMENT);
  v = base, v.struct_size = 8;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_ABI_MISMATCH);
  v = base, v.struct_size = 0;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_ABI_MISMATCH);
  v = base, v.abi_version = 0x00020000u;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_ABI_MISMATCH);
  v = base, v.abi_version = 0;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_ABI_MISMATCH);
  v = base, v.name = NULL;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_INVALID_ARGUMENT);
  v = base, v.name = "";
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_INVALID_ARGUMENT);
  v = base, v.create = NULL;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_INVALID_ARGUMENT);
  v = base, v.sample = NULL;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_INVALID_ARGUMENT);
  v = base, v.destroy = NULL;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_INVALID_ARGUMENT);
  v = base, v.params = NULL;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_INVALID_ARGUMENT);
  v = base, v.params = bad;
  memcpy(bad, spec, sizeof bad), bad[1].name = NULL;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_INVALID_ARGUMENT);
  memcpy(bad, spec, sizeof bad), bad[1].name = "";
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_INVALID_ARGUMENT);
  memcpy(bad, spec, sizeof bad), bad[1].name = "stiffness_k";
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_INVALID_ARGUMENT);
  memcpy(bad, spec, sizeof bad), bad[1].min_value = 2.0, bad[1].max_value = 1.0;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_INVALID_ARGUMENT);
  memcpy(bad, spec, sizeof bad), bad[1].default_value = NAN;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_INVALID_ARGUMENT);
  memcpy(bad, spec, sizeof bad), bad[1].max_value = INFINITY;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_INVALID_ARGUMENT);
  memcpy(bad, spec, sizeof bad), bad[1].min_value = -INFINITY;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_INVALID_ARGUMENT);
  memcpy(bad, spec, sizeof bad), bad[1].default_value = 1.5;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_INVALID_ARGUMENT);
  for (i = 0; i <= SHEET_MAX_PARAMS; i++) {
    sprintf(names[i], "p%lu", (unsigned long)i);
    many[i].name = names[i];
    many[i].default_value = 0;
    many[i].min_value = 0;
    many[i].max_value = 1;
  }
  v = base, v.params = many, v.param_count = SHEET_MAX_PARAMS + 1;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_INVALID_ARGUMENT);
  v = base, v.name = "spring";
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_ALREADY_EXISTS);
  CHECK_MSG(sheet_engine_animator_count(e) == n0, "refused registrations changed the count");

  /* controls: the base vtable, a newer minor, 16 params, a NULL params with count 0 */
  CHECK_STATUS(sheet_engine_register_animator(e, &base, NULL), SHEET_OK);
  CHECK_STATUS(sheet_engine_register_animator(e, &base, NULL), SHEET_ERR_ALREADY_EXISTS);
  v = base, v.name = "test.minor", v.abi_version = SHEET_ABI_VERSION + 5;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_OK);
  v = base, v.name = "test.sixteen", v.params = many, v.param_count = SHEET_MAX_PARAMS;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_OK);
  v = base, v.name = "test.noparams", v.params = NULL, v.param_count = 0;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_OK);
  CHECK(sheet_engine_animator_count(e) == n0 + 4);
  CHECK_STR(sheet_engine_animator_name(e, n0), "test.dummy");
  CHECK_STR(sheet_engine_animator_name(e, n0 + 3), "test.noparams");

  /* a registered animator's parameters are validated at sheet_create */
  {
    sheet_config c;
    sheet_param p = {"stiffness_k", 5.0};
    sheet_id id = 0;
    sheet_config_init(&c);
    c.present.animator = "test.dummy";
    c.present.params = &p;
    c.present.param_count = 1;
    CHECK_STATUS(sheet_create(e, &c, &id), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_MENTIONS(e, "stiffness_k");
    p.value = 1.5;
    CHECK_STATUS(sheet_create(e, &c, &id), SHEET_OK);
  }
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------ */
static void t_plugins_and_names(void) {
  sheet_engine *e = new_engine(1);
  size_t n0 = sheet_engine_animator_count(e), i;
  int seen_spring = 0, seen_slide = 0, seen_fade = 0;

  CHECK_SECTION("load_plugin, animator_count/name");
  CHECK(n0 == 3);
  for (i = 0; i < 3; i++) {
    const char *nm = sheet_engine_animator_name(e, i);
    CHECK(nm != NULL);
    if (nm && strcmp(nm, "spring") == 0) seen_spring++;
    if (nm && strcmp(nm, "slide") == 0) seen_slide++;
    if (nm && strcmp(nm, "fade") == 0) seen_fade++;
  }
  CHECK(seen_spring == 1 && seen_slide == 1 && seen_fade == 1);
  CHECK(sheet_engine_animator_name(e, n0) == NULL);
  CHECK(sheet_engine_animator_name(e, (size_t)-1) == NULL);

  CHECK_STATUS(sheet_engine_load_plugin(e, NULL), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_engine_load_plugin(e, ""), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_engine_load_plugin(e, "/nonexistent/dir/libnope-plugin.so"),
               SHEET_ERR_PLUGIN);
  CHECK_MENTIONS(e, "/nonexistent/dir/libnope-plugin.so");
#ifdef __wasi__
  /* the WebAssembly build has no dynamic linker: every path is refused, saying why */
  CHECK_MENTIONS(e, "cannot load plugins");
#else
  /* a real shared object without sheet_plugin_init */
  CHECK_STATUS(sheet_engine_load_plugin(e, "libm.so.6"), SHEET_ERR_PLUGIN);
  CHECK_MENTIONS(e, "sheet_plugin_init");
  CHECK_MENTIONS(e, "libm.so.6");
#endif
  CHECK(sheet_engine_animator_count(e) == n0);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------ */
static void t_config_defaults(void) {
  sheet_config c;

  CHECK_SECTION("sheet_config_init defaults");
  sheet_config_init(NULL);
  memset(&c, 0xA5, sizeof c);
  sheet_config_init(&c);
  CHECK(c.struct_size == sizeof c);
  CHECK(c.detents == NULL && c.detent_count == 0);
  CHECK(c.dismissible == 1);
  CHECK_NEAR(c.dismiss_fraction, 0.5, 0);
  CHECK_NEAR(c.fling_velocity, 300.0, 0);
  CHECK(c.backdrop_tap == SHEET_TAP_DISMISS);
  CHECK(c.largest_undimmed_detent == -1);
  CHECK_NEAR(c.backdrop_alpha, 0.4, 0);
  CHECK_NEAR(c.corner_radius, 12.0, 0);
  CHECK_NEAR(c.rubber_band, 0.55, 0);
  CHECK(c.user_tag == 0);
  CHECK_NEAR(c.dismiss_height, 0.0, 0);
  CHECK_NEAR(c.touch_slop, 8.0, 0);
  CHECK(c.stack == SHEET_STACK_PUSH);
  CHECK(c.grabber == SHEET_GRABBER_AUTO);
  CHECK_NEAR(c.grabber_height, 24.0, 0);
  CHECK(c.confirm_dismiss == 0);
  CHECK(c.backdrop_tap_detent == 0);
  CHECK(c.content_interaction == SHEET_CONTENT_RESIZES);
  CHECK(c.scales_background == 0);
  CHECK(c.keyboard == SHEET_KEYBOARD_RISE);
  CHECK(c.back_behavior == SHEET_BACK_DISMISS);
  CHECK_NEAR(c.footer_height, 0.0, 0);
  CHECK(c.edge == SHEET_EDGE_BOTTOM);
  CHECK(c.cross_alignment == SHEET_ALIGN_CENTER);
  CHECK_NEAR(c.edge_inset, 0.0, 0);
  CHECK_NEAR(c.side_inset, 0.0, 0);
  CHECK_NEAR(c.max_cross_size, 0.0, 0);
  CHECK_NEAR(c.wide_threshold, 700.0, 0);
  CHECK(c.wide_layout == SHEET_WIDE_SAME);
  CHECK(c.present.param_count == 0 && c.dismiss.param_count == 0 &&
        c.settle.param_count == 0 && c.content.param_count == 0);
  CHECK(c.present.animator == NULL || strcmp(c.present.animator, "spring") == 0);
  CHECK(c.content.animator == NULL || strcmp(c.content.animator, "fade") == 0);
}

/* ------------------------------------------------------------------------------------ */
/* sheet_create with c fails with `st`, the message mentioning `needle` (if not NULL). */
static void create_fails_(sheet_engine *e, const sheet_config *c, sheet_status st,
                          const char *needle, const char *what, int line) {
  sheet_id id = 0;
  sheet_status got = sheet_create(e, c, &id);
  const char *msg = sheet_engine_last_error(e);
  check_report_(got == st, __FILE__, line, "sheet_create(%s) returned %s, expected %s (%s)", what,
                sheet_status_name(got), sheet_status_name(st), msg);
  if (got == st) {
    check_report_(msg && msg[0], __FILE__, line, "sheet_create(%s): empty last_error", what);
    if (needle)
      check_report_(contains(msg, needle), __FILE__, line,
                    "sheet_create(%s): last_error \"%s\" does not mention \"%s\"", what, msg,
                    needle);
  }
  if (got == SHEET_OK) sheet_destroy(e, id);
}
#define CREATE_FAILS(e, c, st, needle, what) create_fails_((e), (c), (st), (needle), (what), __LINE__)

static void create_ok_(sheet_engine *e, const sheet_config *c, const char *what, int line) {
  sheet_id id = 0;
  sheet_status got = sheet_create(e, c, &id);
  check_report_(got == SHEET_OK && id != 0, __FILE__, line, "sheet_create(%s) returned %s: %s",
                what, sheet_status_name(got), sheet_engine_last_error(e));
  if (got == SHEET_OK) sheet_destroy(e, id);
}
#define CREATE_OK(e, c, what) create_ok_((e), (c), (what), __LINE__)

static void t_config_errors(void) {
  sheet_engine *e = new_engine(1);
  sheet_config c;
  sheet_detent d[SHEET_MAX_DETENTS + 1];
  sheet_id id = 0;
  int i;

  CHECK_SECTION("sheet_create: config validation");
  CHECK_STATUS(sheet_create(e, NULL, NULL), SHEET_ERR_INVALID_ARGUMENT);
  sheet_config_init(&c);
  CHECK_STATUS(sheet_create(e, &c, NULL), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_create(e, NULL, &id), SHEET_OK);
  CHECK(id != 0);

  /* struct_size */
  sheet_config_init(&c), c.struct_size = 0;
  CREATE_FAILS(e, &c, SHEET_ERR_ABI_MISMATCH, NULL, "struct_size 0");
  sheet_config_init(&c), c.struct_size = (uint32_t)offsetof(sheet_config, dismiss_height) - 1;
  CREATE_FAILS(e, &c, SHEET_ERR_ABI_MISMATCH, NULL, "struct_size just too small");
  sheet_config_init(&c), c.struct_size = (uint32_t)offsetof(sheet_config, dismiss_height);
  c.dismiss_height = -5.0, c.touch_slop = NAN; /* beyond struct_size: not read */
  c.content_interaction = 77, c.backdrop_tap_detent = -3;
  CREATE_OK(e, &c, "original-contract struct_size, garbage beyond it");
  /* an ABI 1.2 host's struct stops before confirm_dismiss: the fields after it keep
   * their defaults, whatever the bytes there hold */
  sheet_config_init(&c), c.struct_size = (uint32_t)offsetof(sheet_config, confirm_dismiss);
  c.content_interaction = 77, c.backdrop_tap = SHEET_TAP_DETENT, c.backdrop_tap_detent = 9;
  CREATE_OK(e, &c, "ABI 1.2 struct_size, garbage beyond it");
  /* an ABI 1.3 host's struct stops before keyboard: likewise */
  sheet_config_init(&c), c.struct_size = (uint32_t)offsetof(sheet_config, keyboard);
  c.keyboard = 77, c.back_behavior = -3, c.footer_height = NAN;
  CREATE_OK(e, &c, "ABI 1.3 struct_size, garbage beyond it");
  /* an ABI 1.4 host's struct stops before edge: likewise, even insets that would leave
     no room */
  sheet_config_init(&c), c.struct_size = (uint32_t)offsetof(sheet_config, edge);
  c.edge = 9, c.cross_alignment = -2, c.edge_inset = VH, c.side_inset = NAN, c.max_cross_size = -1;
  c.wide_threshold = -INFINITY, c.wide_layout = 44;
  CREATE_OK(e, &c, "ABI 1.4 struct_size, garbage beyond it");

  /* scalar fields */
#define FIELD_BAD(field, value)                                             \
  do {                                                                      \
    sheet_config_init(&c);                                                  \
    c.field = (value);                                                      \
    CREATE_FAILS(e, &c, SHEET_ERR_INVALID_ARGUMENT, #field, #field " = " #value); \
  } while (0)
#define FIELD_OK(field, value)                  \
  do {                                          \
    sheet_config_init(&c);                      \
    c.field = (value);                          \
    CREATE_OK(e, &c, #field " = " #value);      \
  } while (0)
  FIELD_BAD(backdrop_tap, 7);
  FIELD_BAD(backdrop_tap, 4);
  FIELD_BAD(backdrop_tap, -1);
  FIELD_BAD(backdrop_tap, INT32_MAX);
  FIELD_OK(backdrop_tap, SHEET_TAP_NONE);
  FIELD_OK(backdrop_tap, SHEET_TAP_COLLAPSE);
  FIELD_OK(backdrop_tap, SHEET_TAP_DETENT); /* to detent 0, the default one */
  FIELD_BAD(content_interaction, 2);
  FIELD_BAD(content_interaction, -1);
  FIELD_BAD(content_interaction, INT32_MIN);
  FIELD_OK(content_interaction, SHEET_CONTENT_RESIZES);
  FIELD_OK(content_interaction, SHEET_CONTENT_SCROLLS);
  FIELD_OK(confirm_dismiss, 1);
  FIELD_OK(confirm_dismiss, -7);
  FIELD_OK(scales_background, 1);
  FIELD_OK(scales_background, INT32_MIN);
  FIELD_BAD(keyboard, 3);
  FIELD_BAD(keyboard, -1);
  FIELD_BAD(keyboard, INT32_MAX);
  FIELD_OK(keyboard, SHEET_KEYBOARD_RISE);
  FIELD_OK(keyboard, SHEET_KEYBOARD_EXTEND);
  FIELD_OK(keyboard, SHEET_KEYBOARD_FILL);
  FIELD_BAD(back_behavior, 3);
  FIELD_BAD(back_behavior, -1);
  FIELD_BAD(back_behavior, INT32_MIN);
  FIELD_OK(back_behavior, SHEET_BACK_DISMISS);
  FIELD_OK(back_behavior, SHEET_BACK_COLLAPSE);
  FIELD_OK(back_behavior, SHEET_BACK_NONE);
  FIELD_BAD(footer_height, -1.0);
  FIELD_BAD(footer_height, -1e-300);
  FIELD_BAD(footer_height, 1e9 + 1);
  FIELD_BAD(footer_height, DBL_MAX);
  FIELD_BAD(footer_height, NAN);
  FIELD_BAD(footer_height, INFINITY);
  FIELD_BAD(footer_height, -INFINITY);
  FIELD_OK(footer_height, 0.0);
  FIELD_OK(footer_height, -0.0);
  FIELD_OK(footer_height, 56.0);
  FIELD_OK(footer_height, 1e9);
  FIELD_BAD(edge, 4);
  FIELD_BAD(edge, -1);
  FIELD_BAD(edge, INT32_MAX);
  FIELD_BAD(edge, INT32_MIN);
  FIELD_OK(edge, SHEET_EDGE_BOTTOM);
  FIELD_OK(edge, SHEET_EDGE_TOP);
  FIELD_OK(edge, SHEET_EDGE_LEADING);
  FIELD_OK(edge, SHEET_EDGE_TRAILING);
  FIELD_BAD(cross_alignment, 3);
  FIELD_BAD(cross_alignment, -1);
  FIELD_BAD(cross_alignment, INT32_MIN);
  FIELD_OK(cross_alignment, SHEET_ALIGN_CENTER);
  FIELD_OK(cross_alignment, SHEET_ALIGN_LEADING);
  FIELD_OK(cross_alignment, SHEET_ALIGN_TRAILING);
  FIELD_BAD(wide_layout, 4);
  FIELD_BAD(wide_layout, -1);
  FIELD_BAD(wide_layout, INT32_MAX);
  FIELD_OK(wide_layout, SHEET_WIDE_SAME);
  FIELD_OK(wide_layout, SHEET_WIDE_FLOATING_LEADING);
  FIELD_OK(wide_layout, SHEET_WIDE_SIDE_TRAILING);
  FIELD_OK(wide_layout, SHEET_WIDE_CENTERED);
  FIELD_BAD(edge_inset, -1.0);
  FIELD_BAD(edge_inset, -1e-300);
  FIELD_BAD(edge_inset, NAN);
  FIELD_BAD(edge_inset, INFINITY);
  FIELD_BAD(edge_inset, -INFINITY);
  FIELD_BAD(edge_inset, 1e9 + 1);
  FIELD_BAD(edge_inset, DBL_MAX);
  FIELD_OK(edge_inset, 0.0);
  FIELD_OK(edge_inset, -0.0);
  FIELD_OK(edge_inset, 16.0);
  FIELD_BAD(side_inset, -1.0);
  FIELD_BAD(side_inset, -DBL_MIN);
  FIELD_BAD(side_inset, NAN);
  FIELD_BAD(side_inset, INFINITY);
  FIELD_BAD(side_inset, 1e9 + 1);
  FIELD_OK(side_inset, 0.0);
  FIELD_OK(side_inset, 12.0);
  /* max_cross_size 0 is none; anything else is a span in (0, 1e9] */
  FIELD_BAD(max_cross_size, -1.0);
  FIELD_BAD(max_cross_size, -1e-300);
  FIELD_BAD(max_cross_size, NAN);
  FIELD_BAD(max_cross_size, INFINITY);
  FIELD_BAD(max_cross_size, -INFINITY);
  FIELD_BAD(max_cross_size, 1e9 + 1);
  FIELD_OK(max_cross_size, 0.0);
  FIELD_OK(max_cross_size, -0.0);
  FIELD_OK(max_cross_size, 1e-300);
  FIELD_OK(max_cross_size, 320.0);
  FIELD_OK(max_cross_size, 1e9);
  FIELD_BAD(wide_threshold, -1.0);
  FIELD_BAD(wide_threshold, -DBL_MIN);
  FIELD_BAD(wide_threshold, NAN);
  FIELD_BAD(wide_threshold, INFINITY);
  FIELD_BAD(wide_threshold, -INFINITY);
  FIELD_OK(wide_threshold, 0.0);
  FIELD_OK(wide_threshold, 600.0);
  FIELD_OK(wide_threshold, DBL_MAX);
  /* insets that leave the sheet no room in the viewport (390 x 844): the edge inset as
     long as the viewport along the sheet's side, or twice the side inset as long as the
     viewport across it; the sentence names both, and a hair less is taken */
  {
    static const struct {
      int32_t edge;
      double edge_inset, side_inset;
      int ok;
    } room[] = {
        {SHEET_EDGE_BOTTOM, VH, 0, 0},          {SHEET_EDGE_BOTTOM, VH - 0.5, 0, 1},
        {SHEET_EDGE_TOP, VH, 0, 0},             {SHEET_EDGE_TOP, 1e9, 0, 0},
        {SHEET_EDGE_TOP, 0, VW / 2, 0},         {SHEET_EDGE_BOTTOM, 0, VW / 2 - 0.5, 1},
        {SHEET_EDGE_BOTTOM, 0, 1e9, 0},         {SHEET_EDGE_LEADING, VW, 0, 0},
        {SHEET_EDGE_LEADING, VW - 0.5, 0, 1},   {SHEET_EDGE_TRAILING, VH - 1, 0, 0},
        {SHEET_EDGE_TRAILING, 0, VH / 2, 0},    {SHEET_EDGE_LEADING, 0, VW, 1},
        {SHEET_EDGE_TRAILING, VW - 0.5, VH / 2 - 0.5, 1}};
    size_t k;
    for (k = 0; k < sizeof room / sizeof room[0]; k++) {
      char what[96];
      sheet_config_init(&c);
      c.edge = room[k].edge;
      c.edge_inset = room[k].edge_inset;
      c.side_inset = room[k].side_inset;
      snprintf(what, sizeof what, "edge %s, edge_inset %g, side_inset %g", sn_edge_name(c.edge, "?"), c.edge_inset,
               c.side_inset);
      if (room[k].ok) {
        CREATE_OK(e, &c, what);
      } else {
        CREATE_FAILS(e, &c, SHEET_ERR_INVALID_ARGUMENT, "edge_inset", what);
        CHECK_MENTIONS(e, "side_inset");
      }
    }
  }
  /* backdrop_tap_detent is read only with SHEET_TAP_DETENT */
  FIELD_OK(backdrop_tap_detent, 5);
  FIELD_OK(backdrop_tap_detent, -1);
  FIELD_BAD(dismiss_fraction, -0.01);
  FIELD_BAD(dismiss_fraction, 1.01);
  FIELD_BAD(dismiss_fraction, NAN);
  FIELD_BAD(dismiss_fraction, INFINITY);
  FIELD_OK(dismiss_fraction, 0.0);
  FIELD_OK(dismiss_fraction, 1.0);
  FIELD_BAD(fling_velocity, 0.0);
  FIELD_BAD(fling_velocity, -300.0);
  FIELD_BAD(fling_velocity, NAN);
  FIELD_BAD(fling_velocity, INFINITY);
  FIELD_OK(fling_velocity, 1.0);
  FIELD_BAD(largest_undimmed_detent, -2);
  FIELD_BAD(largest_undimmed_detent, INT32_MIN);
  FIELD_BAD(backdrop_alpha, -0.1);
  FIELD_BAD(backdrop_alpha, 1.1);
  FIELD_BAD(backdrop_alpha, NAN);
  FIELD_OK(backdrop_alpha, 0.0);
  FIELD_OK(backdrop_alpha, 1.0);
  FIELD_BAD(corner_radius, -1.0);
  FIELD_BAD(corner_radius, NAN);
  FIELD_BAD(corner_radius, INFINITY);
  FIELD_OK(corner_radius, 0.0);
  FIELD_BAD(rubber_band, 0.0);
  FIELD_BAD(rubber_band, -0.55);
  FIELD_BAD(rubber_band, 1.01);
  FIELD_BAD(rubber_band, NAN);
  FIELD_OK(rubber_band, 1.0);
  FIELD_BAD(dismiss_height, -1.0);
  FIELD_BAD(dismiss_height, NAN);
  FIELD_BAD(dismiss_height, INFINITY);
  FIELD_OK(dismiss_height, 0.0);
  FIELD_BAD(touch_slop, -1.0);
  FIELD_BAD(touch_slop, NAN);
  FIELD_BAD(touch_slop, INFINITY);
  FIELD_OK(touch_slop, 0.0);
  FIELD_OK(dismissible, 0);
  FIELD_OK(dismissible, 5);
#undef FIELD_BAD
#undef FIELD_OK

  /* detents */
#define DETENTS_BAD(n, what)                                              \
  do {                                                                    \
    sheet_config_init(&c);                                                \
    c.detents = d;                                                        \
    c.detent_count = (n);                                                 \
    CREATE_FAILS(e, &c, SHEET_ERR_INVALID_ARGUMENT, "detent", what);      \
  } while (0)
#define DETENTS_OK(n, what)  \
  do {                       \
    sheet_config_init(&c);   \
    c.detents = d;           \
    c.detent_count = (n);    \
    CREATE_OK(e, &c, what);  \
  } while (0)
  d[0].kind = 0, d[0].value = 0.5;
  DETENTS_BAD(1, "kind 0");
  d[0].kind = 99;
  DETENTS_BAD(1, "kind 99");
  d[0].kind = -1;
  DETENTS_BAD(1, "kind -1");
  d[0].kind = SHEET_DETENT_FRACTION, d[0].value = 0.0;
  DETENTS_BAD(1, "fraction 0");
  d[0].value = 1.5;
  DETENTS_BAD(1, "fraction 1.5");
  d[0].value = -0.5;
  DETENTS_BAD(1, "fraction -0.5");
  d[0].value = NAN;
  DETENTS_BAD(1, "fraction NaN");
  d[0].value = INFINITY;
  DETENTS_BAD(1, "fraction Inf");
  d[0].value = 1.0;
  DETENTS_OK(1, "fraction 1.0");
  d[0].kind = SHEET_DETENT_POINTS, d[0].value = -10.0;
  DETENTS_BAD(1, "points -10");
  d[0].value = 0.0;
  DETENTS_BAD(1, "points 0");
  d[0].value = NAN;
  DETENTS_BAD(1, "points NaN");
  d[0].value = INFINITY;
  DETENTS_BAD(1, "points Inf");
  d[0].value = 5000.0;
  DETENTS_OK(1, "points 5000 (clamped)");
  d[0].kind = SHEET_DETENT_FRACTION, d[0].value = 0.5;
  d[1].kind = SHEET_DETENT_FRACTION, d[1].value = 0.4;
  DETENTS_BAD(2, "fractions 0.5, 0.4");
  d[1].value = 0.5;
  DETENTS_BAD(2, "fractions 0.5, 0.5");
  d[0].kind = SHEET_DETENT_POINTS, d[0].value = 300.0;
  d[1].kind = SHEET_DETENT_POINTS, d[1].value = 200.0;
  DETENTS_BAD(2, "points 300, 200");
  d[1].kind = SHEET_DETENT_FRACTION, d[1].value = 0.3;
  DETENTS_OK(2, "points 300, fraction 0.3 (different kinds: clamped, not refused)");
  d[0].kind = SHEET_DETENT_CONTENT, d[0].value = NAN;
  d[1].kind = SHEET_DETENT_FRACTION, d[1].value = 0.9;
  DETENTS_OK(2, "content (value ignored), fraction 0.9");
  for (i = 0; i <= SHEET_MAX_DETENTS; i++) {
    d[i].kind = SHEET_DETENT_POINTS;
    d[i].value = 40.0 * (i + 1);
  }
  DETENTS_OK(SHEET_MAX_DETENTS, "16 detents");
  DETENTS_BAD(SHEET_MAX_DETENTS + 1, "17 detents");
  sheet_config_init(&c);
  c.detents = NULL;
  c.detent_count = 2;
  CREATE_FAILS(e, &c, SHEET_ERR_INVALID_ARGUMENT, "detent", "detents NULL with count 2");
  c.detents = d;
  c.detent_count = 0;
  CREATE_OK(e, &c, "detents non-NULL with count 0 (default)");
  /* largest_undimmed_detent names a detent; out of range is refused */
  sheet_config_init(&c);
  c.detents = d;
  c.detent_count = 2;
  c.largest_undimmed_detent = 1;
  CREATE_OK(e, &c, "largest_undimmed_detent 1 of 2");
  c.largest_undimmed_detent = 2;
  CREATE_FAILS(e, &c, SHEET_ERR_INVALID_ARGUMENT, "largest_undimmed_detent", "largest_undimmed_detent 2 of 2");
  /* so does backdrop_tap_detent, with SHEET_TAP_DETENT */
  sheet_config_init(&c);
  c.detents = d;
  c.detent_count = 2;
  c.backdrop_tap = SHEET_TAP_DETENT;
  c.backdrop_tap_detent = 1;
  CREATE_OK(e, &c, "backdrop_tap_detent 1 of 2");
  c.backdrop_tap_detent = 2;
  CREATE_FAILS(e, &c, SHEET_ERR_INVALID_ARGUMENT, "backdrop_tap_detent", "backdrop_tap_detent 2 of 2");
  c.backdrop_tap_detent = -1;
  CREATE_FAILS(e, &c, SHEET_ERR_INVALID_ARGUMENT, "backdrop_tap_detent", "backdrop_tap_detent -1");
  c.backdrop_tap_detent = INT32_MIN;
  CREATE_FAILS(e, &c, SHEET_ERR_INVALID_ARGUMENT, "backdrop_tap_detent", "backdrop_tap_detent INT32_MIN");
#undef DETENTS_BAD
#undef DETENTS_OK
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------ */
static void t_transitions(void) {
  sheet_engine *e = new_engine(1);
  sheet_config c;
  sheet_param p[2];
  int slot;
  static const char *slot_name[4] = {"present", "dismiss", "settle", "content"};

  CHECK_SECTION("sheet_create: transitions and animator parameters");
  for (slot = 0; slot < 4; slot++) {
    sheet_transition *tr;
    char what[96];
#define SLOT(c) (slot == 0 ? &(c).present : slot == 1 ? &(c).dismiss : slot == 2 ? &(c).settle : &(c).content)
    sheet_config_init(&c);
    tr = SLOT(c);
    tr->animator = "no.such.animator";
    sprintf(what, "%s: unknown animator", slot_name[slot]);
    CREATE_FAILS(e, &c, SHEET_ERR_NOT_FOUND, "no.such.animator", what);

    sheet_config_init(&c);
    tr = SLOT(c);
    tr->animator = "spring";
    p[0].name = "bogus_param", p[0].value = 1.0;
    tr->params = p, tr->param_count = 1;
    sprintf(what, "%s: unknown parameter", slot_name[slot]);
    CREATE_FAILS(e, &c, SHEET_ERR_INVALID_ARGUMENT, "bogus_param", what);

    p[0].name = "response", p[0].value = -1.0;
    sprintf(what, "%s: response -1", slot_name[slot]);
    CREATE_FAILS(e, &c, SHEET_ERR_INVALID_ARGUMENT, "response", what);
    p[0].value = NAN;
    sprintf(what, "%s: response NaN", slot_name[slot]);
    CREATE_FAILS(e, &c, SHEET_ERR_INVALID_ARGUMENT, "response", what);
    p[0].value = INFINITY;
    sprintf(what, "%s: response Inf", slot_name[slot]);
    CREATE_FAILS(e, &c, SHEET_ERR_INVALID_ARGUMENT, "response", what);
    p[0].name = "damping_ratio", p[0].value = -1.0;
    sprintf(what, "%s: damping_ratio -1", slot_name[slot]);
    CREATE_FAILS(e, &c, SHEET_ERR_INVALID_ARGUMENT, "damping_ratio", what);
    p[0].name = NULL;
    sprintf(what, "%s: parameter name NULL", slot_name[slot]);
    CREATE_FAILS(e, &c, SHEET_ERR_INVALID_ARGUMENT, NULL, what);
    tr->params = NULL, tr->param_count = 1;
    sprintf(what, "%s: params NULL, count 1", slot_name[slot]);
    CREATE_FAILS(e, &c, SHEET_ERR_INVALID_ARGUMENT, NULL, what);

    /* the same parameter on another animator: "fade" has no "response" */
    tr->animator = "fade";
    p[0].name = "response", p[0].value = 0.3;
    tr->params = p, tr->param_count = 1;
    sprintf(what, "%s: fade with response", slot_name[slot]);
    CREATE_FAILS(e, &c, SHEET_ERR_INVALID_ARGUMENT, "response", what);
    p[0].name = "duration", p[0].value = -0.2;
    sprintf(what, "%s: fade duration -0.2", slot_name[slot]);
    CREATE_FAILS(e, &c, SHEET_ERR_INVALID_ARGUMENT, "duration", what);

    /* controls */
    p[0].value = 0.3;
    sprintf(what, "%s: fade duration 0.3", slot_name[slot]);
    CREATE_OK(e, &c, what);
    tr->animator = "slide";
    p[0].name = "duration", p[0].value = 0.25;
    sprintf(what, "%s: slide duration 0.25", slot_name[slot]);
    CREATE_OK(e, &c, what);
    tr->animator = "spring";
    p[0].name = "response", p[0].value = 0.5;
    p[1].name = "damping_ratio", p[1].value = 0.7;
    tr->params = p, tr->param_count = 2;
    sprintf(what, "%s: spring 0.5 / 0.7", slot_name[slot]);
    CREATE_OK(e, &c, what);
    tr->animator = NULL, tr->params = NULL, tr->param_count = 0;
    sprintf(what, "%s: default animator", slot_name[slot]);
    CREATE_OK(e, &c, what);
#undef SLOT
  }
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------ */
/* Every sheet function refuses `id` with SHEET_ERR_INVALID_HANDLE. */
static void all_refuse_(sheet_engine *e, sheet_id id, const char *what, int line) {
  sheet_frame f;
  int32_t hit = 0;
  int k = 0;
  sheet_status st[11];
  static const char *fn[11] = {"destroy", "present", "dismiss", "move_to_detent", "set_content",
                               "set_content_height", "pointer_down", "pointer_move",
                               "pointer_up", "pointer_cancel", "get_frame"};
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  st[0] = sheet_destroy(e, id);
  st[1] = sheet_present(e, id, 0, 100.0);
  st[2] = sheet_dismiss(e, id, 100.0);
  st[3] = sheet_move_to_detent(e, id, 0, 100.0);
  st[4] = sheet_set_content(e, id, 9, 100.0, 100.0);
  st[5] = sheet_set_content_height(e, id, 100.0, 100.0);
  st[6] = sheet_pointer_down(e, id, 100.0, 500.0, 100.0, &hit);
  st[7] = sheet_pointer_move(e, id, 100.0, 600.0, 100.0);
  st[8] = sheet_pointer_up(e, id, 100.0, 600.0, 100.0);
  st[9] = sheet_pointer_cancel(e, id, 100.0);
  st[10] = sheet_get_frame(e, id, &f);
  for (k = 0; k < 11; k++)
    check_report_(st[k] == SHEET_ERR_INVALID_HANDLE, __FILE__, line,
                  "%s: sheet_%s returned %s, expected SHEET_ERR_INVALID_HANDLE", what, fn[k],
                  sheet_status_name(st[k]));
  /* (last_error after the final call) */
  check_report_(sheet_engine_last_error(e)[0] != '\0', __FILE__, line, "%s: empty last_error",
                what);
}
#define ALL_REFUSE(e, id, what) all_refuse_((e), (id), (what), __LINE__)

static void t_handles(void) {
  sheet_engine *e = new_engine(1);
  sheet_id a = 0, b = 0, fresh[64];
  sheet_frame f;
  int i, reused = 0;

  CHECK_SECTION("sheet ids: 0, never issued, stale, reused slots");
  ALL_REFUSE(e, 0, "id 0");
  ALL_REFUSE(e, 1, "never-issued id 1");
  ALL_REFUSE(e, 0xFFFFFFFFFFFFFFFFull, "never-issued id ~0");
  CHECK_STATUS(sheet_create(e, NULL, &a), SHEET_OK);
  CHECK(a != 0);
  ALL_REFUSE(e, a + 1, "never-issued id a+1");
  ALL_REFUSE(e, a ^ 0x100000000ull, "a with another generation (bit 32)");
  ALL_REFUSE(e, a ^ 0x8000000000000000ull, "a with bit 63 flipped");
  ALL_REFUSE(e, a ^ 0x1ull, "a with bit 0 flipped");
  /* a valid id works */
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  CHECK_STATUS(sheet_get_frame(e, a, &f), SHEET_OK);
  CHECK(f.state == SHEET_STATE_HIDDEN);
  CHECK_NEAR(f.top, VH, 0);
  CHECK(f.detent == -1);
  /* destroyed: stale forever, also after its slot is reused */
  CHECK_STATUS(sheet_present(e, a, 0, 0.0), SHEET_OK);
  CHECK_STATUS(sheet_destroy(e, a), SHEET_OK);
  ALL_REFUSE(e, a, "destroyed id");
  for (i = 0; i < 64; i++) {
    CHECK_STATUS(sheet_create(e, NULL, &fresh[i]), SHEET_OK);
    CHECK_MSG(fresh[i] != a, "a new sheet got the destroyed id %llu", (unsigned long long)a);
    if ((fresh[i] & 0xFFFFFFFFull) == (a & 0xFFFFFFFFull)) reused = 1;
  }
  ALL_REFUSE(e, a, "destroyed id after 64 new sheets");
  for (i = 0; i < 64; i++) CHECK_STATUS(sheet_destroy(e, fresh[i]), SHEET_OK);
  for (i = 0; i < 64; i++) ALL_REFUSE(e, fresh[i], "destroyed fresh id");
  for (i = 0; i < 64; i++) {
    int j, clash = 0;
    CHECK_STATUS(sheet_create(e, NULL, &b), SHEET_OK);
    for (j = 0; j < 64; j++)
      if (b == fresh[j] || b == a) clash = 1;
    CHECK_MSG(!clash, "new sheet id %llu equals a destroyed one", (unsigned long long)b);
  }
  ALL_REFUSE(e, a, "destroyed id after 128 new sheets");
  printf("  (slot of the first destroyed id reused by a new sheet: %s)\n", reused ? "yes" : "no / not visible");
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------ */
static void t_call_order(void) {
  sheet_engine *e = new_engine(0);
  sheet_detent d[2] = {{SHEET_DETENT_FRACTION, 0.4}, {SHEET_DETENT_FRACTION, 0.9}};
  sheet_config c;
  sheet_id id = 0;
  int32_t hit = -1;
  double now = 0;
  int i;

  CHECK_SECTION("call order and per-call arguments");
  sheet_config_init(&c);
  c.detents = d;
  c.detent_count = 2;
  CHECK_STATUS(sheet_create(e, &c, &id), SHEET_OK);
  CHECK_STATUS(sheet_present(e, id, 0, now), SHEET_ERR_INVALID_STATE); /* no viewport */
  CHECK_STATUS(sheet_engine_set_viewport(e, VW, VH, SAFE_TOP, SAFE_BOTTOM), SHEET_OK);

  /* hidden sheet */
  CHECK_STATUS(sheet_dismiss(e, id, now), SHEET_ERR_INVALID_STATE);
  CHECK_STATUS(sheet_move_to_detent(e, id, 1, now), SHEET_ERR_INVALID_STATE);
  CHECK_STATUS(sheet_pointer_move(e, id, 100, 500, now), SHEET_ERR_INVALID_STATE);
  CHECK_STATUS(sheet_pointer_up(e, id, 100, 500, now), SHEET_ERR_INVALID_STATE);
  CHECK_STATUS(sheet_pointer_cancel(e, id, now), SHEET_ERR_INVALID_STATE);
  CHECK_STATUS(sheet_present(e, id, -1, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_present(e, id, 2, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_present(e, id, INT32_MAX, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_present(e, id, INT32_MIN, now), SHEET_ERR_INVALID_ARGUMENT);
  for (i = 0; i < NBAD; i++) {
    CHECK_STATUS(sheet_present(e, id, 0, BAD[i]), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(sheet_set_content(e, id, 1, BAD[i], now), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(sheet_set_content(e, id, 1, 100, BAD[i]), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(sheet_set_content_height(e, id, BAD[i], now), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(sheet_set_content_height(e, id, 100, BAD[i]), SHEET_ERR_INVALID_ARGUMENT);
  }
  CHECK_STATUS(sheet_set_content(e, id, 1, -1, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_set_content_height(e, id, -0.5, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK(frame_of(e, id).state == SHEET_STATE_HIDDEN); /* nothing above presented it */
  CHECK_STATUS(sheet_set_content(e, id, 42, 300, now), SHEET_OK); /* allowed while hidden */
  CHECK_STATUS(sheet_set_content_height(e, id, 320, now), SHEET_OK);

  /* present, then present again */
  CHECK_STATUS(sheet_present(e, id, 0, now), SHEET_OK);
  CHECK_STATUS(sheet_present(e, id, 0, now), SHEET_ERR_INVALID_STATE); /* presenting */
  sleep_ticks(e, now, now + 1.5);
  now += 1.5;
  CHECK(frame_of(e, id).state == SHEET_STATE_RESTING);
  CHECK_STATUS(sheet_present(e, id, 1, now), SHEET_ERR_INVALID_STATE); /* resting */
  CHECK(frame_of(e, id).detent == 0);
  CHECK_STATUS(sheet_move_to_detent(e, id, 2, now), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_move_to_detent(e, id, -1, now), SHEET_ERR_INVALID_ARGUMENT);
  for (i = 0; i < NBAD; i++) {
    CHECK_STATUS(sheet_move_to_detent(e, id, 1, BAD[i]), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(sheet_dismiss(e, id, BAD[i]), SHEET_ERR_INVALID_ARGUMENT);
  }
  CHECK(frame_of(e, id).state == SHEET_STATE_RESTING);

  /* pointers */
  CHECK_STATUS(sheet_pointer_move(e, id, 100, 600, now), SHEET_ERR_INVALID_STATE);
  CHECK_STATUS(sheet_pointer_up(e, id, 100, 600, now), SHEET_ERR_INVALID_STATE);
  CHECK_STATUS(sheet_pointer_cancel(e, id, now), SHEET_ERR_INVALID_STATE);
  for (i = 0; i < NBAD; i++) {
    CHECK_STATUS(sheet_pointer_down(e, id, BAD[i], 600, now, &hit), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(sheet_pointer_down(e, id, 100, BAD[i], now, &hit), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(sheet_pointer_down(e, id, 100, 600, BAD[i], &hit), SHEET_ERR_INVALID_ARGUMENT);
  }
  CHECK_STATUS(sheet_pointer_down(e, id, 100, 600, now, NULL), SHEET_OK); /* out_hit NULL ok */
  CHECK_STATUS(sheet_pointer_down(e, id, 100, 600, now, &hit), SHEET_ERR_INVALID_STATE);
  for (i = 0; i < NBAD; i++) {
    CHECK_STATUS(sheet_pointer_move(e, id, BAD[i], 620, now), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(sheet_pointer_move(e, id, 100, BAD[i], now), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(sheet_pointer_move(e, id, 100, 620, BAD[i]), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(sheet_pointer_up(e, id, BAD[i], 620, now), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(sheet_pointer_up(e, id, 100, BAD[i], now), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(sheet_pointer_up(e, id, 100, 620, BAD[i]), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(sheet_pointer_cancel(e, id, BAD[i]), SHEET_ERR_INVALID_ARGUMENT);
  }
  /* refused moves did not move the sheet */
  CHECK_NEAR(frame_of(e, id).top, VH - 0.4 * AVAIL, 1e-6);
  CHECK_STATUS(sheet_pointer_move(e, id, 100, 650, now + 0.016), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).top, VH - 0.4 * AVAIL + 50.0, 1e-9);
  CHECK_STATUS(sheet_pointer_cancel(e, id, now + 0.032), SHEET_OK);
  CHECK_STATUS(sheet_pointer_move(e, id, 100, 650, now + 0.04), SHEET_ERR_INVALID_STATE);
  now += 0.04;
  sleep_ticks(e, now, now + 1.5);
  now += 1.5;
  CHECK(frame_of(e, id).state == SHEET_STATE_RESTING); /* cancel never dismisses */

  /* dismiss; dismiss again does nothing; then hidden */
  CHECK_STATUS(sheet_dismiss(e, id, now), SHEET_OK);
  CHECK_STATUS(sheet_dismiss(e, id, now), SHEET_OK);
  CHECK_STATUS(sheet_move_to_detent(e, id, 1, now), SHEET_ERR_INVALID_STATE); /* dismissing */
  sleep_ticks(e, now, now + 1.5);
  now += 1.5;
  CHECK(frame_of(e, id).state == SHEET_STATE_HIDDEN);
  CHECK_STATUS(sheet_dismiss(e, id, now), SHEET_ERR_INVALID_STATE);

  /* get_frame: NULL / too small out */
  {
    unsigned char buf[sizeof(sheet_frame) + 16];
    sheet_frame *f = (sheet_frame *)(void *)buf;
    size_t minsz = offsetof(sheet_frame, outgoing_content_id), k;
    int untouched = 1;
    CHECK_STATUS(sheet_get_frame(e, id, NULL), SHEET_ERR_INVALID_ARGUMENT);
    memset(buf, 0xA5, sizeof buf);
    f->struct_size = 0;
    CHECK_STATUS(sheet_get_frame(e, id, f), SHEET_ERR_INVALID_ARGUMENT);
    f->struct_size = (uint32_t)minsz - 1;
    CHECK_STATUS(sheet_get_frame(e, id, f), SHEET_ERR_INVALID_ARGUMENT);
    memset(buf, 0xA5, sizeof buf);
    f->struct_size = (uint32_t)minsz;
    CHECK_STATUS(sheet_get_frame(e, id, f), SHEET_OK);
    CHECK(f->state == SHEET_STATE_HIDDEN);
    CHECK_NEAR(f->top, VH, 0);
    for (k = minsz; k < sizeof buf; k++)
      if (buf[k] != 0xA5) untouched = 0;
    CHECK_MSG(untouched, "get_frame wrote past struct_size %lu", (unsigned long)minsz);
    /* a host built against ABI 1.2 gets no background_*; a whole frame gets the page
     * as it is, with no sheet receding it */
    memset(buf, 0xA5, sizeof buf);
    f->struct_size = (uint32_t)offsetof(sheet_frame, background_scale);
    CHECK_STATUS(sheet_get_frame(e, id, f), SHEET_OK);
    untouched = 1;
    for (k = offsetof(sheet_frame, background_scale); k < sizeof buf; k++)
      if (buf[k] != 0xA5) untouched = 0;
    CHECK_MSG(untouched, "get_frame wrote background_* past an ABI 1.2 struct_size");
    f->struct_size = sizeof(sheet_frame);
    CHECK_STATUS(sheet_get_frame(e, id, f), SHEET_OK);
    CHECK(f->background_scale == 1 && f->background_offset == 0 && f->background_corner_radius == 0);
    /* an ABI 1.3 host gets no footer_top; a whole frame gets the visible bottom, the
     * top of the bottom safe area (no footer, no keyboard) */
    memset(buf, 0xA5, sizeof buf);
    f->struct_size = (uint32_t)offsetof(sheet_frame, footer_top);
    CHECK_STATUS(sheet_get_frame(e, id, f), SHEET_OK);
    untouched = 1;
    for (k = offsetof(sheet_frame, footer_top); k < sizeof buf; k++)
      if (buf[k] != 0xA5) untouched = 0;
    CHECK_MSG(untouched, "get_frame wrote footer_top past an ABI 1.3 struct_size");
    f->struct_size = sizeof(sheet_frame);
    CHECK_STATUS(sheet_get_frame(e, id, f), SHEET_OK);
    CHECK_NEAR(f->footer_top, VH - SAFE_BOTTOM, 0);
    /* an ABI 1.4 host gets no rect, edge or corners; a whole frame of the hidden bottom
     * sheet gets a rectangle of no height at the viewport's bottom edge, across its
     * width, and the top corners */
    memset(buf, 0xA5, sizeof buf);
    f->struct_size = (uint32_t)offsetof(sheet_frame, rect);
    CHECK_STATUS(sheet_get_frame(e, id, f), SHEET_OK);
    untouched = 1;
    for (k = offsetof(sheet_frame, rect); k < sizeof buf; k++)
      if (buf[k] != 0xA5) untouched = 0;
    CHECK_MSG(untouched, "get_frame wrote rect, edge or corners past an ABI 1.4 struct_size");
    /* one that ends inside rect gets nothing past its end */
    memset(buf, 0xA5, sizeof buf);
    f->struct_size = (uint32_t)offsetof(sheet_frame, rect.width);
    CHECK_STATUS(sheet_get_frame(e, id, f), SHEET_OK);
    CHECK(f->rect.x == 0 && f->rect.y == VH);
    untouched = 1;
    for (k = offsetof(sheet_frame, rect.width); k < sizeof buf; k++)
      if (buf[k] != 0xA5) untouched = 0;
    CHECK_MSG(untouched, "get_frame wrote past a struct_size that ends inside rect");
    f->struct_size = sizeof(sheet_frame);
    CHECK_STATUS(sheet_get_frame(e, id, f), SHEET_OK);
    CHECK(f->rect.x == 0 && f->rect.y == VH && f->rect.width == VW && f->rect.height == 0);
    CHECK(f->edge == SHEET_EDGE_BOTTOM && f->corners == (SHEET_CORNER_TOP_LEFT | SHEET_CORNER_TOP_RIGHT));
  }
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------ */
/* sheet_update refused. Each refusal returns its status with a sentence and changes
 * nothing: twin engines get the same calls, but for the refused ones, which go to the
 * first alone; after each, the two must show the same frames and accessibility and
 * queue the same events, and they must go on alike through what comes after. */
typedef struct twins {
  sheet_engine *e[2];
  sheet_id a, b, stale, foreign; /* the same ids in both: made in the same order */
  sheet_engine *other;           /* where `foreign` comes from */
  double now;
} twins;

static const sheet_detent TWIN_DETENTS[3] = {
    {SHEET_DETENT_FRACTION, 0.3}, {SHEET_DETENT_FRACTION, 0.6}, {SHEET_DETENT_FRACTION, 0.9}};
static const sheet_detent NEW_DETENTS[2] = {{SHEET_DETENT_POINTS, 250.0}, {SHEET_DETENT_FRACTION, 0.5}};

/* A valid configuration unlike the twins' sheets' in every field: what a refused update
 * would have brought, had any of it been taken. */
static void other_config(sheet_config *c) {
  sheet_config_init(c);
  c->detents = NEW_DETENTS;
  c->detent_count = 2;
  c->dismissible = 0;
  c->dismiss_fraction = 0.3;
  c->fling_velocity = 900;
  c->backdrop_tap = SHEET_TAP_DETENT;
  c->backdrop_tap_detent = 1;
  c->largest_undimmed_detent = 0;
  c->backdrop_alpha = 0.7;
  c->corner_radius = 30;
  c->rubber_band = 0.2;
  c->settle.animator = "slide";
  c->user_tag = 99;
  c->dismiss_height = 40;
  c->touch_slop = 2;
  c->stack = SHEET_STACK_SWITCH;
  c->grabber = SHEET_GRABBER_HIDE;
  c->grabber_height = 10;
  c->confirm_dismiss = 1;
  c->content_interaction = SHEET_CONTENT_SCROLLS;
  c->scales_background = 1;
  c->keyboard = SHEET_KEYBOARD_FILL;
  c->back_behavior = SHEET_BACK_COLLAPSE;
  c->footer_height = 56;
  /* a card floating 12 points off the leading side, a column at most 500 points tall
     with 20 points kept at either end, at the trailing end (the bottom), centred in a
     viewport wider than 1000 points */
  c->edge = SHEET_EDGE_LEADING;
  c->cross_alignment = SHEET_ALIGN_TRAILING;
  c->edge_inset = 12;
  c->side_inset = 20;
  c->max_cross_size = 500;
  c->wide_threshold = 1000;
  c->wide_layout = SHEET_WIDE_CENTERED;
}

static int same_frame_fields(const sheet_frame *x, const sheet_frame *y, const char **differs) {
#define SAME_FIELD(field) \
  if (memcmp(&x->field, &y->field, sizeof x->field) != 0) return *differs = #field, 0
  SAME_FIELD(state); SAME_FIELD(detent); SAME_FIELD(top); SAME_FIELD(height);
  SAME_FIELD(opacity); SAME_FIELD(scale); SAME_FIELD(backdrop_alpha); SAME_FIELD(corner_radius);
  SAME_FIELD(progress); SAME_FIELD(content_offset); SAME_FIELD(content_id);
  SAME_FIELD(outgoing_content_id); SAME_FIELD(content_alpha); SAME_FIELD(outgoing_content_alpha);
  SAME_FIELD(velocity); SAME_FIELD(gesture_owner); SAME_FIELD(grabber_visible);
  SAME_FIELD(overlay_alpha); SAME_FIELD(scroll_extent); SAME_FIELD(background_scale);
  SAME_FIELD(background_offset); SAME_FIELD(background_corner_radius); SAME_FIELD(footer_top);
  SAME_FIELD(rect.x); SAME_FIELD(rect.y); SAME_FIELD(rect.width); SAME_FIELD(rect.height);
  SAME_FIELD(edge); SAME_FIELD(corners);
#undef SAME_FIELD
  return 1;
}

/* The twins agree: the frames and accessibility of a and b, and the events queued
 * (polled from both here). */
static void twins_agree_(twins *tw, const char *what, int line) {
  const sheet_id ids[2] = {tw->a, tw->b};
  int i, n;
  for (i = 0; i < 2; i++) {
    sheet_frame f[2];
    sheet_accessibility acc[2];
    const char *differs = "";
    int k, same;
    for (k = 0; k < 2; k++) {
      memset(&f[k], 0, sizeof f[k]);
      f[k].struct_size = sizeof f[k];
      memset(&acc[k], 0, sizeof acc[k]);
      acc[k].struct_size = sizeof acc[k];
      if (sheet_get_frame(tw->e[k], ids[i], &f[k]) != SHEET_OK ||
          sheet_get_accessibility(tw->e[k], ids[i], &acc[k]) != SHEET_OK)
        check_report_(0, __FILE__, line, "%s: sheet %c of twin %d cannot be read", what, "ab"[i], k);
    }
    same = same_frame_fields(&f[0], &f[1], &differs);
    check_report_(same, __FILE__, line,
                  "%s: the frame of sheet %c differs from its twin's in %s (top %.17g, twin %.17g)",
                  what, "ab"[i], differs, f[0].top, f[1].top);
    check_report_(acc[0].actions == acc[1].actions && acc[0].detent == acc[1].detent &&
                      acc[0].detent_count == acc[1].detent_count && strcmp(acc[0].value, acc[1].value) == 0,
                  __FILE__, line, "%s: the accessibility of sheet %c differs from its twin's (\"%s\", twin \"%s\")",
                  what, "ab"[i], acc[0].value, acc[1].value);
  }
  for (n = 0; n < 1000; n++) {
    sheet_event ev[2];
    int got[2], k;
    for (k = 0; k < 2; k++) {
      memset(&ev[k], 0, sizeof ev[k]);
      ev[k].struct_size = sizeof ev[k];
      got[k] = sheet_engine_poll_event(tw->e[k], &ev[k]);
    }
    if (!got[0] && !got[1]) break;
    if (!check_report_(got[0] == got[1] && ev[0].type == ev[1].type && ev[0].sheet == ev[1].sheet &&
                           ev[0].time == ev[1].time && ev[0].detent == ev[1].detent &&
                           ev[0].from_detent == ev[1].from_detent && ev[0].reason == ev[1].reason &&
                           ev[0].user_tag == ev[1].user_tag && ev[0].content_id == ev[1].content_id,
                       __FILE__, line, "%s: event %d is %s, the twin's %s", what, n,
                       got[0] ? check_event_name(ev[0].type) : "none",
                       got[1] ? check_event_name(ev[1].type) : "none"))
      break;
  }
}
#define TWINS_AGREE(tw, what) twins_agree_((tw), (what), __LINE__)

/* Both twins make the same call, which must succeed. */
#define BOTH(tw, call_with_E)                                      \
  do {                                                             \
    int k_;                                                        \
    for (k_ = 0; k_ < 2; k_++) {                                   \
      sheet_engine *E = (tw)->e[k_];                               \
      CHECK_STATUS_E(E, call_with_E, SHEET_OK);                    \
    }                                                              \
  } while (0)

static void twins_run(twins *tw, double seconds) {
  double end = tw->now + seconds;
  while (tw->now < end) {
    tw->now += 1.0 / 60;
    BOTH(tw, sheet_engine_tick(E, tw->now));
  }
}

static twins twins_make(void) {
  twins tw;
  sheet_config c;
  sheet_id made[4];
  int k, i;
  memset(&tw, 0, sizeof tw);
  sheet_config_init(&c);
  c.detents = TWIN_DETENTS;
  c.detent_count = 3;
  c.user_tag = 5;
  for (k = 0; k < 2; k++) {
    tw.e[k] = check_new_engine(VW, VH, SAFE_TOP, SAFE_BOTTOM);
    CHECK_STATUS_E(tw.e[k], sheet_create(tw.e[k], &c, &tw.a), SHEET_OK);
    CHECK_STATUS_E(tw.e[k], sheet_create(tw.e[k], &c, &tw.b), SHEET_OK);
    CHECK_STATUS_E(tw.e[k], sheet_create(tw.e[k], &c, &tw.stale), SHEET_OK);
    CHECK_STATUS_E(tw.e[k], sheet_destroy(tw.e[k], tw.stale), SHEET_OK);
  }
  tw.other = check_new_engine(VW, VH, SAFE_TOP, SAFE_BOTTOM);
  for (i = 0; i < 4; i++) CHECK_STATUS_E(tw.other, sheet_create(tw.other, NULL, &made[i]), SHEET_OK);
  tw.foreign = made[3]; /* a slot neither twin has issued */
  tw.now = 1.0;
  BOTH(&tw, sheet_present(E, tw.a, 1, tw.now));
  twins_run(&tw, 1.5);
  TWINS_AGREE(&tw, "the twins, made");
  check_use_engine(tw.e[0]);
  return tw;
}

static void twins_free(twins *tw) {
  sheet_engine_destroy(tw->e[0]);
  sheet_engine_destroy(tw->e[1]);
  sheet_engine_destroy(tw->other);
}

/* sheet_update(twin 0, id, c, now) returns `want`, with a sentence naming `needle` (if
 * not NULL), and the twins still agree. */
static void update_refused_(twins *tw, sheet_id id, const sheet_config *c, double now,
                            sheet_status want, const char *needle, const char *what, int line) {
  sheet_status got = sheet_update(tw->e[0], id, c, now);
  const char *msg = sheet_engine_last_error(tw->e[0]);
  check_report_(got == want, __FILE__, line, "sheet_update(%s) returned %s, expected %s (%s)", what,
                sheet_status_name(got), sheet_status_name(want), msg);
  check_report_(msg[0] != '\0', __FILE__, line, "sheet_update(%s): empty last_error", what);
  if (needle)
    check_report_(contains(msg, needle), __FILE__, line,
                  "sheet_update(%s): last_error \"%s\" does not mention \"%s\"", what, msg, needle);
  twins_agree_(tw, what, line);
}
#define UPDATE_REFUSED(tw, id, c, want, needle, what) \
  update_refused_((tw), (id), (c), (tw)->now + 0.5, (want), (needle), (what), __LINE__)

/* Every kind of bad configuration, refused by an update of sheet `id`. The time is
 * later than the twins' clock: a refused call must not move it either. */
static void update_refusals(twins *tw, sheet_id id) {
  sheet_config c;
  sheet_detent d[SHEET_MAX_DETENTS + 1];
  sheet_param p = {"bogus_param", 1.0};
  int i, slot;

  UPDATE_REFUSED(tw, id, NULL, SHEET_ERR_INVALID_ARGUMENT, "config", "config NULL");
  other_config(&c);
  for (i = 0; i < NBAD; i++)
    update_refused_(tw, id, &c, BAD[i], SHEET_ERR_INVALID_ARGUMENT, NULL, "now not finite", __LINE__);
  other_config(&c), c.struct_size = 0;
  UPDATE_REFUSED(tw, id, &c, SHEET_ERR_ABI_MISMATCH, "struct_size", "struct_size 0");
  other_config(&c), c.struct_size = (uint32_t)offsetof(sheet_config, dismiss_height) - 1;
  UPDATE_REFUSED(tw, id, &c, SHEET_ERR_ABI_MISMATCH, "struct_size", "struct_size just too small");

#define UPDATE_FIELD_BAD(field, value)                                                  \
  do {                                                                                  \
    other_config(&c);                                                                   \
    c.field = (value);                                                                  \
    UPDATE_REFUSED(tw, id, &c, SHEET_ERR_INVALID_ARGUMENT, #field, #field " = " #value); \
  } while (0)
  UPDATE_FIELD_BAD(backdrop_tap, 4);
  UPDATE_FIELD_BAD(backdrop_tap, -1);
  UPDATE_FIELD_BAD(backdrop_tap_detent, 2); /* of the config's two detents */
  UPDATE_FIELD_BAD(backdrop_tap_detent, -1);
  UPDATE_FIELD_BAD(backdrop_tap_detent, INT32_MAX);
  UPDATE_FIELD_BAD(content_interaction, 2);
  UPDATE_FIELD_BAD(content_interaction, -1);
  UPDATE_FIELD_BAD(dismiss_fraction, -0.01);
  UPDATE_FIELD_BAD(dismiss_fraction, NAN);
  UPDATE_FIELD_BAD(fling_velocity, 0.0);
  UPDATE_FIELD_BAD(fling_velocity, INFINITY);
  UPDATE_FIELD_BAD(largest_undimmed_detent, -2);
  UPDATE_FIELD_BAD(largest_undimmed_detent, 2);
  UPDATE_FIELD_BAD(backdrop_alpha, 1.1);
  UPDATE_FIELD_BAD(backdrop_alpha, NAN);
  UPDATE_FIELD_BAD(corner_radius, -1.0);
  UPDATE_FIELD_BAD(corner_radius, INFINITY);
  UPDATE_FIELD_BAD(rubber_band, 0.0);
  UPDATE_FIELD_BAD(rubber_band, 1.01);
  UPDATE_FIELD_BAD(rubber_band, -INFINITY);
  UPDATE_FIELD_BAD(dismiss_height, -1.0);
  UPDATE_FIELD_BAD(dismiss_height, NAN);
  UPDATE_FIELD_BAD(touch_slop, -1.0);
  UPDATE_FIELD_BAD(touch_slop, INFINITY);
  UPDATE_FIELD_BAD(grabber_height, -1.0);
  UPDATE_FIELD_BAD(grabber_height, NAN);
  UPDATE_FIELD_BAD(stack, 3);
  UPDATE_FIELD_BAD(stack, -1);
  UPDATE_FIELD_BAD(grabber, 3);
  UPDATE_FIELD_BAD(grabber, INT32_MIN);
  UPDATE_FIELD_BAD(keyboard, 3);
  UPDATE_FIELD_BAD(keyboard, -1);
  UPDATE_FIELD_BAD(back_behavior, 3);
  UPDATE_FIELD_BAD(back_behavior, INT32_MIN);
  UPDATE_FIELD_BAD(footer_height, -1.0);
  UPDATE_FIELD_BAD(footer_height, 1e9 + 1);
  UPDATE_FIELD_BAD(footer_height, NAN);
  UPDATE_FIELD_BAD(footer_height, -INFINITY);
  UPDATE_FIELD_BAD(edge, 4);
  UPDATE_FIELD_BAD(edge, -1);
  UPDATE_FIELD_BAD(cross_alignment, 3);
  UPDATE_FIELD_BAD(cross_alignment, INT32_MIN);
  UPDATE_FIELD_BAD(wide_layout, 4);
  UPDATE_FIELD_BAD(wide_layout, -1);
  UPDATE_FIELD_BAD(edge_inset, -1.0);
  UPDATE_FIELD_BAD(edge_inset, NAN);
  UPDATE_FIELD_BAD(edge_inset, 1e9 + 1);
  UPDATE_FIELD_BAD(edge_inset, VW); /* the configuration's sheet is on the leading side */
  UPDATE_FIELD_BAD(side_inset, -1.0);
  UPDATE_FIELD_BAD(side_inset, INFINITY);
  UPDATE_FIELD_BAD(side_inset, VH / 2);
  UPDATE_FIELD_BAD(max_cross_size, -1.0);
  UPDATE_FIELD_BAD(max_cross_size, NAN);
  UPDATE_FIELD_BAD(max_cross_size, 2e9);
  UPDATE_FIELD_BAD(wide_threshold, -1.0);
  UPDATE_FIELD_BAD(wide_threshold, NAN);
  UPDATE_FIELD_BAD(wide_threshold, INFINITY);
#undef UPDATE_FIELD_BAD

  /* detents */
  other_config(&c);
  for (i = 0; i <= SHEET_MAX_DETENTS; i++) {
    d[i].kind = SHEET_DETENT_POINTS;
    d[i].value = 30.0 * (i + 1);
  }
  c.detents = d;
  c.detent_count = SHEET_MAX_DETENTS + 1;
  UPDATE_REFUSED(tw, id, &c, SHEET_ERR_INVALID_ARGUMENT, "detent_count", "17 detents");
  c.detents = NULL;
  c.detent_count = 2;
  UPDATE_REFUSED(tw, id, &c, SHEET_ERR_INVALID_ARGUMENT, "detents", "detents NULL with count 2");
  c.detents = d;
  d[0].kind = 0;
  UPDATE_REFUSED(tw, id, &c, SHEET_ERR_INVALID_ARGUMENT, "kind", "detent kind 0");
  d[0].kind = SHEET_DETENT_FRACTION, d[0].value = 1.5;
  UPDATE_REFUSED(tw, id, &c, SHEET_ERR_INVALID_ARGUMENT, "detent", "fraction 1.5");
  d[0].kind = SHEET_DETENT_POINTS, d[0].value = NAN;
  UPDATE_REFUSED(tw, id, &c, SHEET_ERR_INVALID_ARGUMENT, "detent", "points NaN");
  d[0].value = 300.0, d[1].value = 200.0;
  UPDATE_REFUSED(tw, id, &c, SHEET_ERR_INVALID_ARGUMENT, "detent", "points 300, 200");

  /* transitions */
  for (slot = 0; slot < 4; slot++) {
    sheet_transition *tr;
    other_config(&c);
    tr = slot == 0 ? &c.present : slot == 1 ? &c.dismiss : slot == 2 ? &c.settle : &c.content;
    tr->animator = "no.such.animator";
    UPDATE_REFUSED(tw, id, &c, SHEET_ERR_NOT_FOUND, "no.such.animator", "an unknown animator");
    tr->animator = "spring";
    tr->params = &p;
    tr->param_count = 1;
    p.name = "bogus_param", p.value = 1.0;
    UPDATE_REFUSED(tw, id, &c, SHEET_ERR_INVALID_ARGUMENT, "bogus_param", "an unknown parameter");
    p.name = "response", p.value = -1.0;
    UPDATE_REFUSED(tw, id, &c, SHEET_ERR_INVALID_ARGUMENT, "response", "response -1");
    p.value = NAN;
    UPDATE_REFUSED(tw, id, &c, SHEET_ERR_INVALID_ARGUMENT, "response", "response NaN");
    tr->params = NULL;
    UPDATE_REFUSED(tw, id, &c, SHEET_ERR_INVALID_ARGUMENT, "params", "params NULL, count 1");
  }
}

static void t_update(void) {
  twins tw = twins_make();
  sheet_config c;
  sheet_accessibility acc;
  sheet_frame f;
  double y;
  int i;

  CHECK_SECTION("sheet_update: refusals change nothing");
  /* ids no sheet of the engine has */
  other_config(&c);
  UPDATE_REFUSED(&tw, 0, &c, SHEET_ERR_INVALID_HANDLE, NULL, "id 0");
  UPDATE_REFUSED(&tw, ((sheet_id)1 << 32) | 40u, &c, SHEET_ERR_INVALID_HANDLE, NULL, "an id never issued");
  UPDATE_REFUSED(&tw, tw.stale, &c, SHEET_ERR_INVALID_HANDLE, NULL, "a destroyed id");
  UPDATE_REFUSED(&tw, tw.foreign, &c, SHEET_ERR_INVALID_HANDLE, NULL, "another engine's id");
  /* a resting sheet, a hidden one */
  update_refusals(&tw, tw.a);
  update_refusals(&tw, tw.b);
  /* a settling sheet, a sheet under a finger */
  BOTH(&tw, sheet_move_to_detent(E, tw.a, 2, tw.now));
  twins_run(&tw, 0.1);
  update_refusals(&tw, tw.a);
  y = VH - 0.9 * AVAIL + 200;
  BOTH(&tw, sheet_pointer_down(E, tw.a, VW / 2, y, tw.now, NULL));
  for (i = 0; i < 5; i++) {
    tw.now += 0.016;
    y += 12;
    BOTH(&tw, sheet_pointer_move(E, tw.a, VW / 2, y, tw.now));
  }
  TWINS_AGREE(&tw, "a sheet under a finger");
  update_refusals(&tw, tw.a);
  tw.now += 0.016;
  BOTH(&tw, sheet_pointer_up(E, tw.a, VW / 2, y, tw.now));
  twins_run(&tw, 1.0);
  TWINS_AGREE(&tw, "after the release");

  /* what comes next is alike: the configuration every refusal started from is taken
   * whole, by both */
  other_config(&c);
  BOTH(&tw, sheet_update(E, tw.a, &c, tw.now));
  BOTH(&tw, sheet_update(E, tw.b, &c, tw.now));
  TWINS_AGREE(&tw, "the update every refusal started from");
  memset(&acc, 0, sizeof acc);
  acc.struct_size = sizeof acc;
  CHECK_STATUS(sheet_get_accessibility(tw.e[0], tw.a, &acc), SHEET_OK);
  CHECK(acc.detent_count == 2);
  twins_run(&tw, 1.0);
  f = frame_of(tw.e[0], tw.a);
  CHECK_NEAR(f.corner_radius, 30, 0);
  /* a card on the left, 12 points off it: its two detents both 250 points wide (half
     of the 378 points beyond its margin is less than the points detent below it); from
     the top safe area to the bottom one, 763 points less 20 at either end, at most 500
     at the bottom end; every corner rounded; its footer, 56 points tall, at its own
     bottom along its axis (the viewport turned: 390 less the margin) */
  CHECK(f.edge == SHEET_EDGE_LEADING && f.state == SHEET_STATE_RESTING);
  CHECK(f.corners == (SHEET_CORNER_TOP_LEFT | SHEET_CORNER_TOP_RIGHT | SHEET_CORNER_BOTTOM_RIGHT |
                      SHEET_CORNER_BOTTOM_LEFT));
  CHECK_NEAR(f.top, VW - 12 - 250, 1e-9);
  CHECK_NEAR(f.height, 250 + 12, 1e-9);
  CHECK_NEAR(f.rect.x, 12, 1e-9);
  CHECK_NEAR(f.rect.width, 250, 1e-9);
  CHECK_NEAR(f.rect.y, VH - SAFE_BOTTOM - 20 - 500, 0);
  CHECK_NEAR(f.rect.height, 500, 0);
  CHECK_NEAR(f.footer_top, VW - 12 - 56, 1e-9);
  TWINS_AGREE(&tw, "after it");
  BOTH(&tw, sheet_move_to_detent(E, tw.a, acc.detent == 0, tw.now));
  twins_run(&tw, 1.0);
  TWINS_AGREE(&tw, "a move after it");
  /* a configuration that stops at the original contract: what it does not cover is
   * the defaults, whatever the bytes beyond hold */
  other_config(&c);
  c.struct_size = (uint32_t)offsetof(sheet_config, dismiss_height);
  c.touch_slop = NAN, c.content_interaction = 9, c.grabber = -4;
  BOTH(&tw, sheet_update(E, tw.a, &c, tw.now));
  TWINS_AGREE(&tw, "an update that stops before dismiss_height");
  /* and one that stops before the fields of ABI 1.4 */
  other_config(&c);
  c.struct_size = (uint32_t)offsetof(sheet_config, keyboard);
  c.keyboard = 9, c.back_behavior = -1, c.footer_height = NAN;
  BOTH(&tw, sheet_update(E, tw.a, &c, tw.now));
  TWINS_AGREE(&tw, "an update that stops before keyboard");
  CHECK_NEAR(frame_of(tw.e[0], tw.a).footer_top, VH - SAFE_BOTTOM, 0); /* no footer */
  /* and one that stops before the fields of ABI 1.5: a plain bottom sheet again, across
     the whole width, whatever the bytes beyond say */
  other_config(&c);
  c.struct_size = (uint32_t)offsetof(sheet_config, edge);
  c.edge = 77, c.edge_inset = NAN, c.side_inset = VW, c.max_cross_size = -5, c.wide_layout = 9;
  BOTH(&tw, sheet_update(E, tw.a, &c, tw.now));
  twins_run(&tw, 1.5);
  TWINS_AGREE(&tw, "an update that stops before edge");
  f = frame_of(tw.e[0], tw.a);
  CHECK(f.edge == SHEET_EDGE_BOTTOM && f.corners == (SHEET_CORNER_TOP_LEFT | SHEET_CORNER_TOP_RIGHT));
  CHECK(f.rect.x == 0 && f.rect.y == f.top && f.rect.width == VW && f.rect.height == VH - f.top);
  CHECK_NEAR(f.footer_top, VH - SAFE_BOTTOM - 56, 0);
  twins_free(&tw);
}

/* A call made on the first twin alone, refused with `want` and a sentence naming
 * `needle` (if not NULL); the twins still agree. */
static void refused_(twins *tw, sheet_status got, sheet_status want, const char *needle, const char *what,
                     int line) {
  const char *msg = sheet_engine_last_error(tw->e[0]);
  check_report_(got == want, __FILE__, line, "%s returned %s, expected %s (%s)", what, sheet_status_name(got),
                sheet_status_name(want), msg);
  check_report_(msg[0] != '\0', __FILE__, line, "%s: empty last_error", what);
  if (needle)
    check_report_(contains(msg, needle), __FILE__, line, "%s: last_error \"%s\" does not mention \"%s\"", what,
                  msg, needle);
  twins_agree_(tw, what, line);
}
/* The call (an expression of E, the first twin) is refused as refused_ says. */
#define REFUSED(tw, call_with_E, want, needle)                     \
  do {                                                             \
    sheet_engine *E = (tw)->e[0];                                  \
    refused_((tw), (call_with_E), (want), (needle), #call_with_E, __LINE__); \
  } while (0)

/* The four ids no sheet of the twins has. */
static sheet_id twin_bad_id(const twins *tw, int which) {
  switch (which) {
  case 0: return 0;
  case 1: return ((sheet_id)1 << 32) | 40u;
  case 2: return tw->stale;
  default: return tw->foreign;
  }
}

/* The twins' own configuration (twins_make), with a back behaviour and dismissible. */
static void twin_config(sheet_config *c, int32_t back_behavior, int32_t dismissible) {
  sheet_config_init(c);
  c->detents = TWIN_DETENTS;
  c->detent_count = 3;
  c->user_tag = 5;
  c->back_behavior = back_behavior;
  c->dismissible = dismissible;
}

/* The twins' content: 800 points, and a field at 500..540 in it. */
#define CONTENT_H 800.0
#define FIELD_Y 500.0
#define FIELD_H 40.0

/* Every bad argument of sheet_set_focus, on sheet `id`; the time is later than the
 * twins' clock, which a refused call must not move either. */
static void focus_refusals(twins *tw, sheet_id id) {
  const double later = tw->now + 0.5;
  int i;
  for (i = 0; i < NBAD; i++) {
    REFUSED(tw, sheet_set_focus(E, id, BAD[i], FIELD_H, later), SHEET_ERR_INVALID_ARGUMENT, "y");
    REFUSED(tw, sheet_set_focus(E, id, FIELD_Y, BAD[i], later), SHEET_ERR_INVALID_ARGUMENT, "height");
    REFUSED(tw, sheet_set_focus(E, id, FIELD_Y, FIELD_H, BAD[i]), SHEET_ERR_INVALID_ARGUMENT, "now");
    REFUSED(tw, sheet_set_focus(E, id, BAD[i], 0, later), SHEET_ERR_INVALID_ARGUMENT, "y"); /* clearing too */
  }
  REFUSED(tw, sheet_set_focus(E, id, -1, FIELD_H, later), SHEET_ERR_INVALID_ARGUMENT, "y");
  REFUSED(tw, sheet_set_focus(E, id, -1e-300, FIELD_H, later), SHEET_ERR_INVALID_ARGUMENT, "y");
  REFUSED(tw, sheet_set_focus(E, id, -1, 0, later), SHEET_ERR_INVALID_ARGUMENT, "y");
  REFUSED(tw, sheet_set_focus(E, id, FIELD_Y, -1, later), SHEET_ERR_INVALID_ARGUMENT, "height");
  REFUSED(tw, sheet_set_focus(E, id, FIELD_Y, -DBL_MIN, later), SHEET_ERR_INVALID_ARGUMENT, "height");
  /* fields past the content's end */
  REFUSED(tw, sheet_set_focus(E, id, CONTENT_H - 10, 20, later), SHEET_ERR_INVALID_ARGUMENT, "content");
  REFUSED(tw, sheet_set_focus(E, id, 0, CONTENT_H + 0.5, later), SHEET_ERR_INVALID_ARGUMENT, "content");
  REFUSED(tw, sheet_set_focus(E, id, CONTENT_H, 1e-9, later), SHEET_ERR_INVALID_ARGUMENT, "content");
  REFUSED(tw, sheet_set_focus(E, id, 1e308, 1e308, later), SHEET_ERR_INVALID_ARGUMENT, "content");
}

static void t_focus(void) {
  twins tw = twins_make();
  sheet_frame f;
  double y;
  int i, which;

  CHECK_SECTION("sheet_set_focus: refusals change nothing");
  BOTH(&tw, sheet_set_content_height(E, tw.a, CONTENT_H, tw.now));
  BOTH(&tw, sheet_set_content_height(E, tw.b, CONTENT_H, tw.now));
  for (which = 0; which < 4; which++)
    REFUSED(&tw, sheet_set_focus(E, twin_bad_id(&tw, which), FIELD_Y, FIELD_H, tw.now), SHEET_ERR_INVALID_HANDLE,
            NULL);
  /* a resting sheet, a hidden one */
  focus_refusals(&tw, tw.a);
  focus_refusals(&tw, tw.b);
  /* a keyboard up, and a field that it would cover: the content scrolls it into view,
   * 16 points above the keyboard (top 844 - 300 - 478.2 = 65.8; the field's bottom at
   * 65.8 + 540, to be at 544 - 16) */
  BOTH(&tw, sheet_engine_set_obstruction(E, 300, tw.now));
  BOTH(&tw, sheet_set_focus(E, tw.a, FIELD_Y, FIELD_H, tw.now));
  twins_run(&tw, 1.5);
  f = frame_of(tw.e[0], tw.a);
  CHECK_NEAR(f.top, VH - 300 - 0.6 * AVAIL, 1e-9);
  CHECK_NEAR(f.content_offset, f.top + FIELD_Y + FIELD_H + 16 - (VH - 300), 1e-9);
  CHECK(f.content_offset > 77);
  TWINS_AGREE(&tw, "a focused field above the keyboard");
  focus_refusals(&tw, tw.a);
  /* a settling sheet, a sheet under a finger */
  BOTH(&tw, sheet_move_to_detent(E, tw.a, 0, tw.now));
  twins_run(&tw, 0.1);
  focus_refusals(&tw, tw.a);
  y = frame_of(tw.e[0], tw.a).top + 30;
  BOTH(&tw, sheet_pointer_down(E, tw.a, VW / 2, y, tw.now, NULL));
  for (i = 0; i < 5; i++) {
    tw.now += 0.016;
    y += 12;
    BOTH(&tw, sheet_pointer_move(E, tw.a, VW / 2, y, tw.now));
  }
  TWINS_AGREE(&tw, "a focused sheet under a finger");
  focus_refusals(&tw, tw.a);
  tw.now += 0.016;
  BOTH(&tw, sheet_pointer_up(E, tw.a, VW / 2, y, tw.now));
  twins_run(&tw, 1.5);
  TWINS_AGREE(&tw, "after the release");
  /* taken by both: a field that ends where the content does, a clearing height 0 at any
   * y, the keyboard gone: the content comes back to its top */
  BOTH(&tw, sheet_set_focus(E, tw.a, CONTENT_H - 20, 20, tw.now));
  BOTH(&tw, sheet_set_focus(E, tw.b, 1e300, 0, tw.now));
  BOTH(&tw, sheet_set_focus(E, tw.a, 0, 0, tw.now));
  BOTH(&tw, sheet_engine_set_obstruction(E, 0, tw.now));
  twins_run(&tw, 1.5);
  CHECK_NEAR(frame_of(tw.e[0], tw.a).content_offset, 0, 0);
  TWINS_AGREE(&tw, "the focus cleared");
  twins_free(&tw);
}

/* sheet_back_begin and sheet_back_commit on `id` refused: the sheet takes no back
 * action now, the sentence saying why (`why`). At the twins' own time: a call with a
 * valid time may bring the sheet up to it before it looks at its state. */
static void no_back_action_(twins *tw, sheet_id id, const char *why, int line) {
  sheet_status got = sheet_back_begin(tw->e[0], id, tw->now);
  refused_(tw, got, SHEET_ERR_INVALID_STATE, why, "sheet_back_begin", line);
  got = sheet_back_commit(tw->e[0], id, tw->now);
  refused_(tw, got, SHEET_ERR_INVALID_STATE, why, "sheet_back_commit", line);
}
#define NO_BACK_ACTION(tw, id, why) no_back_action_((tw), (id), (why), __LINE__)

/* With no gesture in progress on `id`, its progress and its cancel are refused. */
static void no_gesture_(twins *tw, sheet_id id, int line) {
  sheet_status got = sheet_back_progress(tw->e[0], id, 0.5, tw->now);
  refused_(tw, got, SHEET_ERR_INVALID_STATE, "sheet_back_begin", "sheet_back_progress", line);
  got = sheet_back_cancel(tw->e[0], id, tw->now);
  refused_(tw, got, SHEET_ERR_INVALID_STATE, "sheet_back_begin", "sheet_back_cancel", line);
}
#define NO_GESTURE(tw, id) no_gesture_((tw), (id), __LINE__)

static void t_back(void) {
  twins tw = twins_make();
  const double rest = VH - 0.6 * AVAIL; /* a's top, at detent 1 */
  const double later = tw.now + 0.5;
  sheet_config c;
  sheet_frame f;
  double y;
  int i, which;

  CHECK_SECTION("sheet_back_*: refusals change nothing");
  for (which = 0; which < 4; which++) {
    const sheet_id id = twin_bad_id(&tw, which);
    REFUSED(&tw, sheet_back_begin(E, id, tw.now), SHEET_ERR_INVALID_HANDLE, NULL);
    REFUSED(&tw, sheet_back_progress(E, id, 0.5, tw.now), SHEET_ERR_INVALID_HANDLE, NULL);
    REFUSED(&tw, sheet_back_cancel(E, id, tw.now), SHEET_ERR_INVALID_HANDLE, NULL);
    REFUSED(&tw, sheet_back_commit(E, id, tw.now), SHEET_ERR_INVALID_HANDLE, NULL);
  }
  for (i = 0; i < NBAD; i++) {
    REFUSED(&tw, sheet_back_begin(E, tw.a, BAD[i]), SHEET_ERR_INVALID_ARGUMENT, "t");
    REFUSED(&tw, sheet_back_commit(E, tw.a, BAD[i]), SHEET_ERR_INVALID_ARGUMENT, "t");
    REFUSED(&tw, sheet_back_commit(E, tw.b, BAD[i]), SHEET_ERR_INVALID_ARGUMENT, "t");
  }
  /* out of order: progress and cancel before a begin; a hidden sheet */
  NO_GESTURE(&tw, tw.a);
  NO_GESTURE(&tw, tw.b);
  NO_BACK_ACTION(&tw, tw.b, "not presented");

  /* a gesture in progress: another begin, a progress outside [0, 1] or not a number,
   * a time that is not one */
  BOTH(&tw, sheet_back_begin(E, tw.a, tw.now));
  tw.now += 0.016;
  BOTH(&tw, sheet_back_progress(E, tw.a, 0.6, tw.now));
  f = frame_of(tw.e[0], tw.a);
  CHECK_MSG(f.top > rest + 12 && f.top < rest + 24, "a's top %.17g at 0.6 of a gesture (at rest %.17g)", f.top,
            rest);
  CHECK_MSG(f.scale < 1 - 24.0 / VW && f.scale > 1 - 48.0 / VW, "a's scale %.17g at 0.6 of a gesture", f.scale);
  REFUSED(&tw, sheet_back_begin(E, tw.a, tw.now), SHEET_ERR_INVALID_STATE, "already in progress");
  REFUSED(&tw, sheet_back_progress(E, tw.a, -0.1, later), SHEET_ERR_INVALID_ARGUMENT, "progress");
  REFUSED(&tw, sheet_back_progress(E, tw.a, -1e-300, later), SHEET_ERR_INVALID_ARGUMENT, "progress");
  REFUSED(&tw, sheet_back_progress(E, tw.a, 1.0000000000000002, later), SHEET_ERR_INVALID_ARGUMENT, "progress");
  REFUSED(&tw, sheet_back_progress(E, tw.a, 2, later), SHEET_ERR_INVALID_ARGUMENT, "progress");
  REFUSED(&tw, sheet_back_progress(E, tw.a, DBL_MAX, later), SHEET_ERR_INVALID_ARGUMENT, "progress");
  for (i = 0; i < NBAD; i++) {
    REFUSED(&tw, sheet_back_progress(E, tw.a, BAD[i], later), SHEET_ERR_INVALID_ARGUMENT, "progress");
    REFUSED(&tw, sheet_back_progress(E, tw.a, 0.9, BAD[i]), SHEET_ERR_INVALID_ARGUMENT, "t");
    REFUSED(&tw, sheet_back_cancel(E, tw.a, BAD[i]), SHEET_ERR_INVALID_ARGUMENT, "t");
    REFUSED(&tw, sheet_back_commit(E, tw.a, BAD[i]), SHEET_ERR_INVALID_ARGUMENT, "t");
  }
  /* the ends of [0, 1] are taken, and the cancel springs back to rest */
  BOTH(&tw, sheet_back_progress(E, tw.a, 1, tw.now));
  BOTH(&tw, sheet_back_progress(E, tw.a, 0, tw.now));
  BOTH(&tw, sheet_back_progress(E, tw.a, 0.8, tw.now));
  BOTH(&tw, sheet_back_cancel(E, tw.a, tw.now));
  NO_GESTURE(&tw, tw.a); /* cancelled: springing back, no gesture in progress */
  twins_run(&tw, 0.2);
  f = frame_of(tw.e[0], tw.a);
  CHECK_NEAR(f.top, rest, 1e-9);
  CHECK_NEAR(f.scale, 1, 0);
  TWINS_AGREE(&tw, "a gesture cancelled");

  /* under a finger */
  y = rest + 30;
  BOTH(&tw, sheet_pointer_down(E, tw.a, VW / 2, y, tw.now, NULL));
  for (i = 0; i < 5; i++) {
    tw.now += 0.016;
    y += 12;
    BOTH(&tw, sheet_pointer_move(E, tw.a, VW / 2, y, tw.now));
  }
  NO_BACK_ACTION(&tw, tw.a, "finger");
  tw.now += 0.016;
  BOTH(&tw, sheet_pointer_up(E, tw.a, VW / 2, y, tw.now));
  twins_run(&tw, 1.5);
  TWINS_AGREE(&tw, "after the release");

  /* SHEET_BACK_NONE; back that would dismiss a sheet that cannot be dismissed, which
   * a collapse above the lowest detent does not */
  BOTH(&tw, sheet_present(E, tw.b, 1, tw.now));
  twins_run(&tw, 1.5);
  twin_config(&c, SHEET_BACK_NONE, 1);
  BOTH(&tw, sheet_update(E, tw.b, &c, tw.now));
  NO_BACK_ACTION(&tw, tw.b, "none");
  twin_config(&c, SHEET_BACK_DISMISS, 0);
  BOTH(&tw, sheet_update(E, tw.b, &c, tw.now));
  NO_BACK_ACTION(&tw, tw.b, "cannot be dismissed");
  twin_config(&c, SHEET_BACK_COLLAPSE, 0);
  BOTH(&tw, sheet_update(E, tw.b, &c, tw.now));
  BOTH(&tw, sheet_back_commit(E, tw.b, tw.now)); /* to detent 0 */
  twins_run(&tw, 1.5);
  TWINS_AGREE(&tw, "a collapse by back");
  CHECK(frame_of(tw.e[0], tw.b).detent == 0);
  NO_BACK_ACTION(&tw, tw.b, "cannot be dismissed");

  /* leaving: a dismissing sheet, and one switched away beneath another */
  twin_config(&c, SHEET_BACK_DISMISS, 1);
  BOTH(&tw, sheet_update(E, tw.b, &c, tw.now));
  BOTH(&tw, sheet_dismiss(E, tw.b, tw.now));
  NO_BACK_ACTION(&tw, tw.b, "not presented");
  NO_GESTURE(&tw, tw.b);
  twins_run(&tw, 1.5);
  c.stack = SHEET_STACK_SWITCH;
  BOTH(&tw, sheet_update(E, tw.b, &c, tw.now));
  BOTH(&tw, sheet_present(E, tw.b, 0, tw.now));
  twins_run(&tw, 1.5);
  NO_BACK_ACTION(&tw, tw.a, "not presented");
  BOTH(&tw, sheet_back_commit(E, tw.b, tw.now)); /* b goes; a comes back */
  twins_run(&tw, 1.5);
  TWINS_AGREE(&tw, "back on the sheet on top");
  CHECK(frame_of(tw.e[0], tw.a).state == SHEET_STATE_RESTING && frame_of(tw.e[0], tw.b).state == SHEET_STATE_HIDDEN);
  twins_free(&tw);
}

/* Every value of sheet_engine_set_layout_direction but the two it takes, refused on the
 * first twin alone, with a sentence naming the direction. */
static void direction_refusals(twins *tw) {
  static const int32_t bad[] = {2, 3, -1, 255, INT32_MAX, INT32_MIN};
  size_t k;
  for (k = 0; k < sizeof bad / sizeof bad[0]; k++)
    REFUSED(tw, sheet_engine_set_layout_direction(E, bad[k]), SHEET_ERR_INVALID_ARGUMENT, "direction");
}

static void t_direction(void) {
  twins tw = twins_make();
  sheet_config c;
  sheet_frame f;
  double x;
  int i;

  CHECK_SECTION("sheet_engine_set_layout_direction: refusals change nothing");
  /* a: a side sheet at the leading edge; b: a column 200 points wide at the leading end
     of the bottom, 10 points in: in a left-to-right layout both are at the left */
  twin_config(&c, SHEET_BACK_DISMISS, 1);
  c.edge = SHEET_EDGE_LEADING;
  BOTH(&tw, sheet_update(E, tw.a, &c, tw.now));
  twin_config(&c, SHEET_BACK_DISMISS, 1);
  c.cross_alignment = SHEET_ALIGN_LEADING;
  c.max_cross_size = 200;
  c.side_inset = 10;
  BOTH(&tw, sheet_update(E, tw.b, &c, tw.now));
  direction_refusals(&tw); /* b hidden */
  BOTH(&tw, sheet_present(E, tw.b, 0, tw.now));
  twins_run(&tw, 0.05);
  direction_refusals(&tw); /* b presenting */
  twins_run(&tw, 1.5);
  TWINS_AGREE(&tw, "a side sheet and a column, at rest");
  f = frame_of(tw.e[0], tw.a);
  CHECK(f.edge == SHEET_EDGE_LEADING && f.state == SHEET_STATE_RESTING);
  CHECK_NEAR(f.rect.x, 0, 0);
  CHECK_NEAR(f.rect.width, 0.6 * VW, 1e-9); /* detent 1: 0.6 of the viewport's width */
  CHECK_NEAR(f.rect.y, SAFE_TOP, 0);
  CHECK_NEAR(f.rect.height, VH - SAFE_TOP - SAFE_BOTTOM, 0);
  CHECK(f.corners == (SHEET_CORNER_TOP_RIGHT | SHEET_CORNER_BOTTOM_RIGHT));
  f = frame_of(tw.e[0], tw.b);
  CHECK_NEAR(f.rect.x, 10, 0);
  CHECK_NEAR(f.rect.width, 200, 0);
  direction_refusals(&tw); /* both resting */
  /* a settling, b under a finger dragging it down */
  BOTH(&tw, sheet_move_to_detent(E, tw.a, 2, tw.now));
  twins_run(&tw, 0.1);
  CHECK(frame_of(tw.e[0], tw.a).state == SHEET_STATE_SETTLING);
  direction_refusals(&tw);
  f = frame_of(tw.e[0], tw.b);
  x = f.rect.x + f.rect.width / 2;
  BOTH(&tw, sheet_pointer_down(E, tw.b, x, f.rect.y + 30, tw.now, NULL));
  for (i = 1; i <= 5; i++) {
    tw.now += 0.016;
    BOTH(&tw, sheet_pointer_move(E, tw.b, x, f.rect.y + 30 + 12 * i, tw.now));
  }
  CHECK(frame_of(tw.e[0], tw.b).state == SHEET_STATE_DRAGGING);
  direction_refusals(&tw);
  tw.now += 0.016;
  BOTH(&tw, sheet_pointer_up(E, tw.b, x, f.rect.y + 90, tw.now));
  twins_run(&tw, 1.5);
  TWINS_AGREE(&tw, "after the refusals");
  /* taken by both: mirrored at once, each where it was along its axis */
  BOTH(&tw, sheet_engine_set_layout_direction(E, SHEET_DIRECTION_RTL));
  TWINS_AGREE(&tw, "right to left");
  f = frame_of(tw.e[0], tw.a);
  CHECK(f.edge == SHEET_EDGE_LEADING);
  CHECK_NEAR(f.rect.x + f.rect.width, VW, 1e-9);
  CHECK_NEAR(f.rect.width, 0.9 * VW, 1e-9);
  CHECK(f.corners == (SHEET_CORNER_TOP_LEFT | SHEET_CORNER_BOTTOM_LEFT));
  f = frame_of(tw.e[0], tw.b);
  CHECK_NEAR(f.rect.x, VW - 10 - 200, 0);
  direction_refusals(&tw);
  twins_free(&tw);
}

/* An animator whose create and sample ask their engine for an update: refused there. */
static sheet_engine *reentered_engine;
static sheet_id reentered_sheet;
static sheet_status reentered_status[2];
static char reentered_said[2][160];
static int reentered_calls[2];

static void update_from_callback(int site) {
  sheet_config c;
  other_config(&c);
  reentered_status[site] = sheet_update(reentered_engine, reentered_sheet, &c, 100.0);
  snprintf(reentered_said[site], sizeof reentered_said[site], "%s", sheet_engine_last_error(reentered_engine));
  reentered_calls[site]++;
}

/* The motion's end, where the first sample puts the sheet. */
static sheet_visual updating_to;

static sheet_status updating_create(void *pd, const sheet_motion *m, const double *pv, void **out) {
  update_from_callback(0);
  updating_to = m->to;
  return dummy_create(pd, m, pv, out);
}

static sheet_status updating_sample(void *inst, double el, sheet_visual *out, double *v, int32_t *fin) {
  update_from_callback(1);
  *out = updating_to;
  return dummy_sample(inst, el, out, v, fin);
}

static void t_update_reentrant(void) {
  sheet_engine *e = new_engine(1);
  sheet_animator_vtable v;
  sheet_config c;
  sheet_accessibility acc;
  sheet_frame f;
  sheet_id id = 0;
  int site;

  CHECK_SECTION("sheet_update from inside an animator");
  memset(&v, 0, sizeof v);
  v.struct_size = sizeof v;
  v.abi_version = SHEET_ABI_VERSION;
  v.name = "test.updating";
  v.create = updating_create;
  v.sample = updating_sample;
  v.destroy = dummy_destroy;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_OK);
  sheet_config_init(&c);
  c.detents = TWIN_DETENTS;
  c.detent_count = 3;
  c.settle.animator = "test.updating";
  CHECK_STATUS(sheet_create(e, &c, &id), SHEET_OK);
  CHECK_STATUS(sheet_present(e, id, 2, 0.0), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, 2.0), SHEET_OK);
  reentered_engine = e;
  reentered_sheet = id;
  CHECK_STATUS(sheet_move_to_detent(e, id, 0, 2.0), SHEET_OK); /* the settle's create */
  CHECK_STATUS(sheet_engine_tick(e, 2.1), SHEET_OK);          /* its sample */
  for (site = 0; site < 2; site++) {
    CHECK_MSG(reentered_calls[site] == 1, "the %s callback ran %d times", site ? "sample" : "create",
              reentered_calls[site]);
    CHECK_MSG(reentered_status[site] == SHEET_ERR_INVALID_STATE, "sheet_update from %s returned %s",
              site ? "sample" : "create", sheet_status_name(reentered_status[site]));
    CHECK_MSG(reentered_said[site][0] != '\0', "sheet_update from %s said nothing", site ? "sample" : "create");
  }
  /* the sheet kept its configuration: three detents, the corner radius, the settle it
   * was given, which ended at detent 0 of the three */
  memset(&acc, 0, sizeof acc);
  acc.struct_size = sizeof acc;
  CHECK_STATUS(sheet_get_accessibility(e, id, &acc), SHEET_OK);
  CHECK(acc.detent_count == 3);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_RESTING && f.detent == 0);
  CHECK_NEAR(f.top, VH - 0.3 * AVAIL, 1e-9);
  CHECK_NEAR(f.corner_radius, 12, 0);
  CHECK(f.background_scale == 1); /* other_config's scales_background was not taken */
  sheet_engine_destroy(e);
}

/* An animator whose create and sample ask their engine for a focus, for each step of a
 * back gesture and for another layout direction: each refused there, with a sentence. */
enum { RE_FOCUS, RE_BEGIN, RE_PROGRESS, RE_CANCEL, RE_COMMIT, RE_DIRECTION, RE_CALLS };
static const char *const RE_NAME[RE_CALLS] = {"sheet_set_focus",   "sheet_back_begin",  "sheet_back_progress",
                                              "sheet_back_cancel", "sheet_back_commit", "sheet_engine_set_layout_direction"};
static sheet_status backfocus_status[2][RE_CALLS];
static char backfocus_said[2][RE_CALLS][160];
static int backfocus_calls[2];

static void backfocus_from_callback(int site) {
  sheet_engine *e = reentered_engine;
  const sheet_id id = reentered_sheet;
  int k;
  for (k = 0; k < RE_CALLS; k++) {
    switch (k) {
    case RE_FOCUS: backfocus_status[site][k] = sheet_set_focus(e, id, FIELD_Y, FIELD_H, 2.0); break;
    case RE_BEGIN: backfocus_status[site][k] = sheet_back_begin(e, id, 2.0); break;
    case RE_PROGRESS: backfocus_status[site][k] = sheet_back_progress(e, id, 1.0, 2.0); break;
    case RE_CANCEL: backfocus_status[site][k] = sheet_back_cancel(e, id, 2.0); break;
    case RE_COMMIT: backfocus_status[site][k] = sheet_back_commit(e, id, 2.0); break;
    default: backfocus_status[site][k] = sheet_engine_set_layout_direction(e, SHEET_DIRECTION_RTL); break;
    }
    snprintf(backfocus_said[site][k], sizeof backfocus_said[site][k], "%s", sheet_engine_last_error(e));
  }
  backfocus_calls[site]++;
}

static sheet_status backfocus_create(void *pd, const sheet_motion *m, const double *pv, void **out) {
  backfocus_from_callback(0);
  updating_to = m->to;
  return dummy_create(pd, m, pv, out);
}

static sheet_status backfocus_sample(void *inst, double el, sheet_visual *out, double *v, int32_t *fin) {
  backfocus_from_callback(1);
  *out = updating_to;
  return dummy_sample(inst, el, out, v, fin);
}

static void t_focus_back_reentrant(void) {
  sheet_engine *e = new_engine(1);
  sheet_animator_vtable v;
  sheet_config c;
  sheet_frame f;
  sheet_event ev;
  sheet_id id = 0;
  int site, k;

  CHECK_SECTION("sheet_set_focus, sheet_back_* and sheet_engine_set_layout_direction from inside an animator");
  memset(&v, 0, sizeof v);
  v.struct_size = sizeof v;
  v.abi_version = SHEET_ABI_VERSION;
  v.name = "test.backfocus";
  v.create = backfocus_create;
  v.sample = backfocus_sample;
  v.destroy = dummy_destroy;
  CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_OK);
  sheet_config_init(&c);
  c.detents = TWIN_DETENTS;
  c.detent_count = 3;
  c.settle.animator = "test.backfocus";
  c.cross_alignment = SHEET_ALIGN_LEADING; /* a column at the left, which RTL would move */
  c.max_cross_size = 300;
  c.side_inset = 10;
  CHECK_STATUS(sheet_create(e, &c, &id), SHEET_OK);
  CHECK_STATUS(sheet_set_content_height(e, id, CONTENT_H, 0.0), SHEET_OK);
  CHECK_STATUS(sheet_present(e, id, 2, 0.0), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, 2.0), SHEET_OK);
  memset(&ev, 0, sizeof ev);
  ev.struct_size = sizeof ev;
  while (sheet_engine_poll_event(e, &ev)) {}
  reentered_engine = e;
  reentered_sheet = id;
  CHECK_STATUS(sheet_move_to_detent(e, id, 0, 2.0), SHEET_OK); /* the settle's create */
  CHECK_STATUS(sheet_engine_tick(e, 2.1), SHEET_OK);          /* its sample */
  for (site = 0; site < 2; site++) {
    CHECK_MSG(backfocus_calls[site] == 1, "the %s callback ran %d times", site ? "sample" : "create",
              backfocus_calls[site]);
    for (k = 0; k < RE_CALLS; k++) {
      CHECK_MSG(backfocus_status[site][k] == SHEET_ERR_INVALID_STATE, "%s from %s returned %s", RE_NAME[k],
                site ? "sample" : "create", sheet_status_name(backfocus_status[site][k]));
      CHECK_MSG(backfocus_said[site][k][0] != '\0', "%s from %s said nothing", RE_NAME[k], site ? "sample" : "create");
    }
  }
  /* none was taken: the sheet rests at detent 0, neither shrunk nor dismissed nor
   * mirrored, its content at its top (the field, at 500..540 of it, would have scrolled
   * it), and the events are the settle's alone */
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_RESTING && f.detent == 0);
  CHECK(f.rect.x == 10 && f.rect.width == 300);
  CHECK_NEAR(f.top, VH - 0.3 * AVAIL, 1e-9);
  CHECK_NEAR(f.scale, 1, 0);
  CHECK_NEAR(f.content_offset, 0, 0);
  memset(&ev, 0, sizeof ev);
  ev.struct_size = sizeof ev;
  CHECK(sheet_engine_poll_event(e, &ev) == 1 && ev.type == SHEET_EVENT_DETENT_CHANGED &&
        ev.reason == SHEET_REASON_PROGRAMMATIC);
  CHECK(sheet_engine_poll_event(e, &ev) == 0);
  CHECK_STATUS(sheet_back_progress(e, id, 0.5, 2.2), SHEET_ERR_INVALID_STATE); /* no gesture was begun */
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------ */
static void t_poll(void) {
  sheet_engine *e = new_engine(1);
  sheet_id id = 0;
  unsigned char buf[sizeof(sheet_event) + 16];
  sheet_event *ev = (sheet_event *)(void *)buf;
  size_t minsz = offsetof(sheet_event, user_tag), k;
  int untouched = 1;

  CHECK_SECTION("poll_event arguments");
  CHECK_STATUS(sheet_create(e, NULL, &id), SHEET_OK);
  CHECK_STATUS(sheet_present(e, id, 0, 0.0), SHEET_OK); /* queues WILL_PRESENT */
  CHECK(sheet_engine_poll_event(e, NULL) == 0);
  CHECK(sheet_engine_last_error(e)[0] != '\0');
  memset(buf, 0, sizeof buf);
  ev->struct_size = 0;
  CHECK(sheet_engine_poll_event(e, ev) == 0);
  CHECK(sheet_engine_last_error(e)[0] != '\0');
  ev->struct_size = (uint32_t)minsz - 1;
  CHECK(sheet_engine_poll_event(e, ev) == 0);
  CHECK(sheet_engine_last_error(e)[0] != '\0');
  /* refused polls did not consume the event; a minimal-size poll writes only its part */
  memset(buf, 0xA5, sizeof buf);
  ev->struct_size = (uint32_t)minsz;
  CHECK(sheet_engine_poll_event(e, ev) == 1);
  CHECK_STR(sheet_engine_last_error(e), "");
  CHECK(ev->type == SHEET_EVENT_WILL_PRESENT);
  CHECK(ev->sheet == id);
  for (k = minsz; k < sizeof buf; k++)
    if (buf[k] != 0xA5) untouched = 0;
  CHECK_MSG(untouched, "poll_event wrote past struct_size %lu", (unsigned long)minsz);
  memset(buf, 0, sizeof buf);
  ev->struct_size = sizeof(sheet_event);
  CHECK(sheet_engine_poll_event(e, ev) == 0); /* empty */
  CHECK_STR(sheet_engine_last_error(e), "");
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------ */
/* Sizes, counts and ids past INT32_MAX: where size_t and the library's own integers are
 * 32 bits wide (wasm32), each must be read as the large number it is, never trap. */
static void t_past_int32(void) {
  static const size_t counts[2] = {(size_t)INT32_MAX + 1, (size_t)-1};
  static const uint32_t sizes[2] = {(uint32_t)INT32_MAX + 1, UINT32_MAX};
  sheet_engine *e = new_engine(1);
  sheet_detent d[2] = {{SHEET_DETENT_FRACTION, 0.5}, {SHEET_DETENT_FRACTION, 1.0}};
  sheet_param p = {"response", 0.3};
  sheet_param_spec spec = {"k", 0.5, 0.0, 1.0}, got_spec;
  sheet_animator_vtable v;
  sheet_config c;
  sheet_frame f;
  sheet_event ev;
  sheet_accessibility a;
  sheet_id id = 0, other = 0;
  char number[32];
  int i;

  CHECK_SECTION("sizes, counts and ids past INT32_MAX");
  sheet_config_init(&c);
  c.detents = d;
  c.detent_count = 2;
  CHECK_STATUS(sheet_create(e, &c, &id), SHEET_OK);
  CHECK_STATUS(sheet_present(e, id, 1, 0.0), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, 2.0), SHEET_OK);
  for (i = 0; i < 2; i++) {
    /* a versioned struct larger than any the library knows: all of it is the library's */
    memset(&f, 0, sizeof f);
    f.struct_size = sizes[i];
    CHECK_STATUS(sheet_get_frame(e, id, &f), SHEET_OK);
    CHECK(f.struct_size == sizes[i]);
    CHECK(f.state == SHEET_STATE_RESTING && f.detent == 1);
    CHECK_NEAR(f.top, SAFE_TOP, 1e-9);
    CHECK_NEAR(f.progress, 1, 1e-12);
    memset(&a, 0, sizeof a);
    a.struct_size = sizes[i];
    CHECK_STATUS(sheet_get_accessibility(e, id, &a), SHEET_OK);
    CHECK(a.struct_size == sizes[i] && a.detent == 1 && a.detent_count == 2);
    CHECK_STR(a.value, "detent 2 of 2");
    memset(&ev, 0, sizeof ev); /* WILL_PRESENT, then DID_PRESENT */
    ev.struct_size = sizes[i];
    CHECK(sheet_engine_poll_event(e, &ev) == 1);
    CHECK(ev.struct_size == sizes[i]);
    CHECK(ev.type == (i == 0 ? SHEET_EVENT_WILL_PRESENT : SHEET_EVENT_DID_PRESENT));
    CHECK(ev.sheet == id && ev.detent == 1);

    sheet_config_init(&c);
    c.struct_size = sizes[i];
    c.detents = d;
    c.detent_count = 1;
    c.touch_slop = 3;
    CHECK_STATUS(sheet_create(e, &c, &other), SHEET_OK);
    CHECK_STATUS(sheet_destroy(e, other), SHEET_OK);

    memset(&v, 0, sizeof v);
    v.struct_size = sizes[i];
    v.abi_version = SHEET_ABI_VERSION;
    v.name = i == 0 ? "test.big0" : "test.big1";
    v.params = &spec;
    v.param_count = 1;
    v.create = dummy_create;
    v.sample = dummy_sample;
    v.destroy = dummy_destroy;
    CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_OK);

    /* counts: refused, and named as the unsigned number the host wrote */
    snprintf(number, sizeof number, "%zu", counts[i]);
    sheet_config_init(&c);
    c.detents = d;
    c.detent_count = counts[i];
    CHECK_STATUS(sheet_create(e, &c, &other), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_MENTIONS(e, "detent_count");
    CHECK_MENTIONS(e, number);
    sheet_config_init(&c);
    c.settle.params = &p;
    c.settle.param_count = counts[i];
    CHECK_STATUS(sheet_create(e, &c, &other), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_MENTIONS(e, "param_count");
    CHECK_MENTIONS(e, number);
    v.name = "test.many";
    v.param_count = counts[i];
    CHECK_STATUS(sheet_engine_register_animator(e, &v, NULL), SHEET_ERR_INVALID_ARGUMENT);
    CHECK_MENTIONS(e, number);
    CHECK(sheet_engine_animator_name(e, counts[i]) == NULL);
    CHECK(sheet_engine_animator_param_count(e, counts[i]) == 0);
    CHECK_STATUS(sheet_engine_animator_param(e, counts[i], 0, &got_spec), SHEET_ERR_NOT_FOUND);
    CHECK_MENTIONS(e, number);
    CHECK_STATUS(sheet_engine_animator_param(e, 0, counts[i], &got_spec), SHEET_ERR_NOT_FOUND);
    CHECK_MENTIONS(e, number);

    /* ids whose slot part is past INT32_MAX name no sheet */
    CHECK_STATUS(sheet_present(e, ((sheet_id)1 << 32) | (sizes[i] - (uint32_t)i), 0, 3.0),
                 SHEET_ERR_INVALID_HANDLE);
    CHECK_STATUS(sheet_get_frame(e, ((sheet_id)1 << 32) | sizes[i], &f), SHEET_ERR_INVALID_HANDLE);
  }
  CHECK(sheet_engine_animator_count(e) == 5);
  CHECK_STATUS(sheet_engine_animator_param(e, 4, 0, &got_spec), SHEET_OK);
  CHECK_STR(got_spec.name, "k");
  CHECK_STATUS(sheet_present(e, id, INT32_MIN, 3.0), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_move_to_detent(e, id, INT32_MAX, 3.0), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_move_to_detent(e, id, INT32_MIN, 3.0), SHEET_ERR_INVALID_ARGUMENT);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------ */
/* The most sheets an engine holds (65536): every one is a live sheet, the next is
 * refused with SHEET_ERR_CAPACITY, and a destroyed one makes room again. The table that
 * holds them grows by doubling: on a 32-bit target too it stays addressable. */
static void t_sheet_limit(void) {
  sheet_engine *e = new_engine(1);
  sheet_id id = 0, first = 0, last = 0, again = 0;
  long n = 0;
  sheet_status st;

  CHECK_SECTION("the sheet limit");
  while ((st = sheet_create(e, NULL, &id)) == SHEET_OK && n < 70000) {
    if (n == 0) first = id;
    last = id;
    n++;
  }
  CHECK_MSG(n == 65536, "created %ld sheets before %s", n, sheet_status_name(st));
  CHECK_STATUS(sheet_create(e, NULL, &id), SHEET_ERR_CAPACITY);
  CHECK_MENTIONS(e, "65536");
  CHECK(last == (((sheet_id)1 << 32) | 65536));
  CHECK_STATUS(sheet_present(e, last, 0, 0.0), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, 2.0), SHEET_OK);
  CHECK(frame_of(e, last).state == SHEET_STATE_RESTING);
  CHECK_STATUS(sheet_destroy(e, first), SHEET_OK);
  CHECK_STATUS(sheet_create(e, NULL, &again), SHEET_OK);
  CHECK(again == (((sheet_id)2 << 32) | 1)); /* slot 0, generation 2 */
  CHECK_STATUS(sheet_get_frame(e, first, NULL), SHEET_ERR_INVALID_ARGUMENT);
  CHECK_STATUS(sheet_dismiss(e, first, 2.0), SHEET_ERR_INVALID_HANDLE);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------ */
static long rss_kb(void) {
  FILE *fp = fopen("/proc/self/statm", "r");
  long size = 0, res = -1;
  if (!fp) return -1;
  if (fscanf(fp, "%ld %ld", &size, &res) != 2) res = -1;
  fclose(fp);
  return res < 0 ? -1 : res * 4; /* pages of 4 KiB */
}

/* Runs `rounds` rounds of present-all / dismiss-all / settle over n sheets without
 * polling. Each sheet makes WILL_PRESENT, TRANSITION_CANCELLED, WILL_DISMISS, DID_DISMISS
 * per round. Returns the new now. */
static double churn(sheet_engine *e, const sheet_id *ids, int n, int rounds, double now) {
  int r, i;
  for (r = 0; r < rounds; r++) {
    for (i = 0; i < n; i++)
      if (sheet_present(e, ids[i], 0, now) != SHEET_OK) CHECK_MSG(0, "present %d failed: %s", i, sheet_engine_last_error(e));
    now += 0.05;
    CHECK_STATUS(sheet_engine_tick(e, now), SHEET_OK);
    for (i = 0; i < n; i++)
      if (sheet_dismiss(e, ids[i], now) != SHEET_OK) CHECK_MSG(0, "dismiss %d failed: %s", i, sheet_engine_last_error(e));
    now += 2.0;
    CHECK_STATUS(sheet_engine_tick(e, now), SHEET_OK);
  }
  return now;
}

static void drain_and_count(sheet_engine *e, uint64_t expected_total, const sheet_id *ids) {
  sheet_event ev;
  uint64_t kept = 0, dropped = 0, n_dropped_events = 0, polled = 0;
  int last_was_dropped = 0;
  int32_t first_type = -1;
  sheet_id first_sheet = 0;
  for (;;) {
    memset(&ev, 0, sizeof ev);
    ev.struct_size = sizeof ev;
    if (sheet_engine_poll_event(e, &ev) != 1) break;
    polled++;
    if (polled == 1) first_type = ev.type, first_sheet = ev.sheet;
    if (ev.type == SHEET_EVENT_EVENTS_DROPPED) {
      n_dropped_events++;
      dropped += ev.dropped_count;
      last_was_dropped = 1;
    } else {
      kept++;
      last_was_dropped = 0;
    }
    if (polled > 100000) break;
  }
  CHECK_MSG(kept <= SHEET_MAX_QUEUED_EVENTS, "polled %llu ordinary events, capacity %d",
            (unsigned long long)kept, SHEET_MAX_QUEUED_EVENTS);
  CHECK_MSG(polled <= SHEET_MAX_QUEUED_EVENTS + 1, "polled %llu events in all",
            (unsigned long long)polled);
  CHECK_MSG(n_dropped_events == 1, "%llu EVENTS_DROPPED events, expected 1",
            (unsigned long long)n_dropped_events);
  CHECK(last_was_dropped);
  CHECK_MSG(kept + dropped == expected_total,
            "kept %llu + dropped_count %llu = %llu, expected %llu events in all",
            (unsigned long long)kept, (unsigned long long)dropped,
            (unsigned long long)(kept + dropped), (unsigned long long)expected_total);
  /* the oldest events are the ones kept */
  CHECK(first_type == SHEET_EVENT_WILL_PRESENT);
  CHECK(first_sheet == ids[0]);
}

static void t_queue(void) {
  enum { N = 300, ROUNDS = 200 };
  static sheet_id ids[N];
  sheet_engine *e = new_engine(1);
  sheet_detent d[1] = {{SHEET_DETENT_FRACTION, 0.6}};
  sheet_config c;
  double now = 0.0;
  long rss0, rss1;
  int i;
  ev_log *log;

  CHECK_SECTION("event queue: bounded, drops counted");
  sheet_config_init(&c);
  c.detents = d;
  c.detent_count = 1;
  for (i = 0; i < N; i++) CHECK_STATUS(sheet_create(e, &c, &ids[i]), SHEET_OK);
  now = churn(e, ids, N, 1, now);
  drain_and_count(e, 4u * N, ids);

  /* many rounds: memory stays bounded */
  now = churn(e, ids, N, 1, now);
  rss0 = rss_kb();
  now = churn(e, ids, N, ROUNDS, now);
  rss1 = rss_kb();
  drain_and_count(e, 4ull * N * (ROUNDS + 1), ids);
#if defined(__SANITIZE_ADDRESS__)
#define CHECK_RSS 0 /* the sanitizer's quarantine keeps freed memory resident */
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CHECK_RSS 0
#endif
#endif
#ifndef CHECK_RSS
#define CHECK_RSS 1
#endif
  if (CHECK_RSS && rss0 > 0 && rss1 > 0) {
    printf("  rss %ld kB -> %ld kB over %d events\n", rss0, rss1, 4 * N * ROUNDS);
    CHECK_MSG(rss1 - rss0 < 4096, "memory grew by %ld kB while %d events were dropped",
              rss1 - rss0, 4 * N * ROUNDS);
  }

  /* after the drain, events flow normally again */
  log = (ev_log *)malloc(sizeof *log);
  CHECK(log != NULL);
  if (log) {
    ev_clear(log);
    CHECK_STATUS(sheet_present(e, ids[7], 0, now), SHEET_OK);
    ev_drain(e, log);
    CHECK_EVENTS(log, EVD(SHEET_EVENT_WILL_PRESENT, 0));
    if (log->n == 1) CHECK(log->ev[0].sheet == ids[7]);
    free(log);
  }
  sheet_engine_destroy(e);
}

int main(void) {
  t_static();
  t_engine();
  t_viewport();
  t_engine_settings();
  t_register();
  t_plugins_and_names();
  t_config_defaults();
  t_config_errors();
  t_transitions();
  t_handles();
  t_call_order();
  t_update();
  t_update_reentrant();
  t_direction();
  t_focus();
  t_back();
  t_focus_back_reentrant();
  t_poll();
  t_past_int32();
  t_sheet_limit();
  t_queue();
  return check_done();
}
