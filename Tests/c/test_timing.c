/*
 * test_timing.c — determinism of motion under different frame schedules, and the
 * "a motion starts at its command's now" rule, checked against the closed-form spring.
 */
#include "check.h"
#include "phone_fixture.h"

#define VH PHONE_HEIGHT
#define AVAIL PHONE_AVAILABLE
#define PI 3.14159265358979323846

static sheet_engine *new_engine(void) { return check_new_engine(PHONE_VIEWPORT); }

/* Critically damped unit step, 0 -> 1, v0 = 0: x(t) = 1 - (1 + w t) e^(-w t). */
static double crit_x(double response, double t) {
  double w = 2.0 * PI / response;
  return 1.0 - (1.0 + w * t) * exp(-w * t);
}
static double crit_v(double response, double t) { /* dx/dt */
  double w = 2.0 * PI / response;
  return w * w * t * exp(-w * t);
}

/* ------------------------------------------------------------------------------------
 * schedules
 * ---------------------------------------------------------------------------------- */
enum { S60, S120, S240, SJIT, SDROP, SMARKS, NSCHED };
static const char *sched_name[NSCHED] = {"60 Hz", "120 Hz", "240 Hz", "jittered 4-20 ms",
                                         "60 Hz with drops", "marks only (20 Hz)"};

#define MARK_DT 0.05
#define NMARKS 81 /* 0 .. 4.0 s */
#define GAP_LO 0.62
#define GAP_HI 0.87

static uint32_t lcg_state;
static double lcg_unit(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return (double)(lcg_state >> 8) / 16777216.0;
}

/* The next frame time strictly after t for schedule s (ignoring marks). */
static double next_frame(int s, double t) {
  double hz, j;
  switch (s) {
  case S60: hz = 60.0; break;
  case S120: hz = 120.0; break;
  case S240: hz = 240.0; break;
  case SJIT: return t + 0.004 + 0.016 * lcg_unit();
  case SDROP:
    for (j = floor(t * 60.0 + 1e-9) + 1.0;; j += 1.0) {
      double ft = j / 60.0;
      if (fmod(j, 3.0) == 1.0) continue; /* every third frame dropped */
      if (ft > GAP_LO && ft < GAP_HI) continue; /* a 250 ms stall */
      return ft;
    }
  default: return 1e300; /* marks only */
  }
  return (floor(t * hz + 1e-9) + 1.0) / hz;
}

static int mark_observed(int s, int k) {
  double m = k * MARK_DT;
  return !(s == SDROP && m > GAP_LO && m < GAP_HI);
}

typedef struct run_result {
  double top[NMARKS], vel[NMARKS];
  int32_t state[NMARKS], detent[NMARKS];
  int observed[NMARKS];
  ev_log *log;
  long ticks;
} run_result;

/* Commands at marks: 0 present detent 1; 0.2 move to detent 0; 0.6 dismiss; 1.0 present
 * detent 0 (catching the dismissal); 2.4 move to detent 1. */
static void run_schedule(int s, double t_offset, run_result *r) {
  sheet_engine *e = new_engine();
  sheet_detent d[2] = {{SHEET_DETENT_FRACTION, 0.4}, {SHEET_DETENT_FRACTION, 0.9}};
  sheet_config c;
  sheet_id id = 0;
  double t = t_offset;
  int k;

  sheet_config_init(&c);
  c.detents = d;
  c.detent_count = 2;
  CHECK_STATUS(sheet_create(e, &c, &id), SHEET_OK);
  lcg_state = 12345u;
  r->ticks = 0;
  ev_clear(r->log);
  CHECK_STATUS(sheet_engine_tick(e, t_offset), SHEET_OK);
  for (k = 0; k < NMARKS; k++) {
    double mark = t_offset + k * MARK_DT;
    /* frames up to the mark */
    if (k > 0) {
      for (;;) {
        double nt = next_frame(s, t - t_offset) + t_offset;
        if (nt >= mark - 1e-9) break;
        CHECK_STATUS(sheet_engine_tick(e, nt), SHEET_OK);
        r->ticks++;
        t = nt;
      }
      r->observed[k] = mark_observed(s, k);
      if (r->observed[k]) {
        CHECK_STATUS(sheet_engine_tick(e, mark), SHEET_OK);
        r->ticks++;
        t = mark;
      }
    } else {
      r->observed[k] = 1;
    }
    /* commands */
    if (k == 0) CHECK_STATUS(sheet_present(e, id, 1, mark), SHEET_OK);
    if (k == 4) CHECK_STATUS(sheet_move_to_detent(e, id, 0, mark), SHEET_OK);
    if (k == 12) CHECK_STATUS(sheet_dismiss(e, id, mark), SHEET_OK);
    if (k == 20) CHECK_STATUS(sheet_present(e, id, 0, mark), SHEET_OK);
    if (k == 48) CHECK_STATUS(sheet_move_to_detent(e, id, 1, mark), SHEET_OK);
    if (r->observed[k]) {
      sheet_frame f = frame_of(e, id);
      r->top[k] = f.top;
      r->vel[k] = f.velocity;
      r->state[k] = f.state;
      r->detent[k] = f.detent;
    }
    ev_drain(e, r->log);
  }
  sheet_engine_destroy(e);
}

static void t_schedules(double t_offset) {
  static run_result res[NSCHED];
  static ev_log logs[NSCHED];
  int s, k;
  size_t i;
  char title[96];

  sprintf(title, "determinism across frame schedules (t0 = %g)", t_offset);
  CHECK_SECTION(title);
  for (s = 0; s < NSCHED; s++) {
    res[s].log = &logs[s];
    run_schedule(s, t_offset, &res[s]);
  }
  printf("  ticks per schedule:");
  for (s = 0; s < NSCHED; s++) printf(" %s=%ld", sched_name[s], res[s].ticks);
  printf("\n");

  /* sanity of the reference run: it moved, and rests where it should */
  CHECK_NEAR(res[S60].top[0], VH, 1e-9);
  CHECK(res[S60].top[2] < VH - 100.0);          /* 0.1 s in: well on its way */
  CHECK_NEAR(res[S60].top[11], VH - 0.4 * AVAIL, 10.0); /* 0.55: near detent 0 */
  CHECK(res[S60].state[14] == SHEET_STATE_DISMISSING);
  CHECK(res[S60].state[47] == SHEET_STATE_RESTING);
  CHECK_NEAR(res[S60].top[47], VH - 0.4 * AVAIL, 1e-6);
  CHECK_NEAR(res[S60].top[NMARKS - 1], VH - 0.9 * AVAIL, 1e-6);

  for (s = 1; s < NSCHED; s++) {
    int bad_top = 0, bad_vel = 0, bad_state = 0, compared = 0;
    double worst = 0.0, worst_v = 0.0;
    int worst_k = -1;
    for (k = 0; k < NMARKS; k++) {
      double dt, dv;
      if (!res[s].observed[k]) continue;
      compared++;
      dt = fabs(res[s].top[k] - res[S60].top[k]);
      dv = fabs(res[s].vel[k] - res[S60].vel[k]);
      if (!(dt <= 1e-9)) {
        bad_top++;
        if (!(dt <= worst)) worst = dt, worst_k = k;
      }
      if (!(dv <= 1e-6)) {
        bad_vel++;
        if (!(dv <= worst_v)) worst_v = dv;
      }
      if (res[s].state[k] != res[S60].state[k] || res[s].detent[k] != res[S60].detent[k])
        bad_state++;
    }
    CHECK_MSG(bad_top == 0,
              "%s vs 60 Hz: top differs at %d of %d marks; worst %.3g pt at t=%.2f "
              "(%.12g vs %.12g)",
              sched_name[s], bad_top, compared, worst, worst_k * MARK_DT,
              worst_k >= 0 ? res[s].top[worst_k] : 0.0,
              worst_k >= 0 ? res[S60].top[worst_k] : 0.0);
    CHECK_MSG(bad_vel == 0, "%s vs 60 Hz: velocity differs at %d marks, worst %.3g pt/s",
              sched_name[s], bad_vel, worst_v);
    CHECK_MSG(bad_state == 0, "%s vs 60 Hz: state/detent differs at %d marks", sched_name[s],
              bad_state);
    /* the same events in the same order */
    {
      int same = res[s].log->n == res[S60].log->n;
      for (i = 0; same && i < res[s].log->n; i++) {
        const sheet_event *a = &res[s].log->ev[i], *b = &res[S60].log->ev[i];
        same = a->type == b->type && a->detent == b->detent && a->reason == b->reason &&
               a->from_detent == b->from_detent;
      }
      if (!CHECK_MSG(same, "%s vs 60 Hz: event sequences differ", sched_name[s])) {
        printf("  60 Hz:\n");
        ev_print(res[S60].log);
        printf("  %s:\n", sched_name[s]);
        ev_print(res[s].log);
      }
    }
  }
  /* the reference event sequence itself */
  CHECK_EVENTS(res[S60].log, EVD(SHEET_EVENT_WILL_PRESENT, 1), EVDC(1, 0),
               EVR(SHEET_EVENT_TRANSITION_CANCELLED, SHEET_REASON_PROGRAMMATIC),
               EVR(SHEET_EVENT_WILL_DISMISS, SHEET_REASON_PROGRAMMATIC),
               EVR(SHEET_EVENT_TRANSITION_CANCELLED, SHEET_REASON_PROGRAMMATIC),
               EVD(SHEET_EVENT_WILL_PRESENT, 0), EVD(SHEET_EVENT_DID_PRESENT, 0), EVDC(0, 1));
}

/* ------------------------------------------------------------------------------------
 * a motion starts at its command's now
 * ---------------------------------------------------------------------------------- */
static void t_start_at_now(void) {
  const double h = 0.6 * AVAIL, rest = VH - h;
  static const double dts[] = {0.0, 0.016, 0.05, 0.1, 0.2, 0.3, 0.5};
  sheet_detent d[1] = {{SHEET_DETENT_FRACTION, 0.6}};
  sheet_config c;
  sheet_engine *e;
  sheet_id id = 0;
  sheet_frame f;
  size_t i;
  int32_t anim = -1;

  CHECK_SECTION("a motion starts at its command's now");
  e = new_engine();
  sheet_config_init(&c);
  c.detents = d;
  c.detent_count = 1;
  CHECK_STATUS(sheet_create(e, &c, &id), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, 1.0), SHEET_OK);
  /* present at 2.0 although the last tick was at 1.0 */
  CHECK_STATUS(sheet_present(e, id, 0, 2.0), SHEET_OK);
  f = frame_of(e, id);
  CHECK_NEAR(f.top, VH, 0.0);
  CHECK_STATUS(sheet_engine_is_animating(e, &anim), SHEET_OK);
  CHECK(anim == 1);
  for (i = 0; i < sizeof dts / sizeof dts[0]; i++) {
    double want = VH - h * crit_x(0.35, dts[i]);
    double want_v = -h * crit_v(0.35, dts[i]);
    CHECK_STATUS(sheet_engine_tick(e, 2.0 + dts[i]), SHEET_OK);
    f = frame_of(e, id);
    CHECK_MSG(fabs(f.top - want) <= 1e-6, "tick(now + %g): top %.12g, expected %.12g (diff %.3g)",
              dts[i], f.top, want, f.top - want);
    CHECK_MSG(fabs(f.velocity - want_v) <= 1e-6 * (1.0 + fabs(want_v)),
              "tick(now + %g): velocity %.9g, expected %.9g", dts[i], f.velocity, want_v);
  }
  CHECK_STATUS(sheet_engine_tick(e, 4.0), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).top, rest, 1e-6);
  CHECK_STATUS(sheet_engine_is_animating(e, &anim), SHEET_OK);
  CHECK(anim == 0);

  /* a command stamped earlier than the engine's clock starts at the clock */
  CHECK_STATUS(sheet_engine_tick(e, 10.0), SHEET_OK);
  CHECK_STATUS(sheet_dismiss(e, id, 9.5), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, 10.0), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).top, rest, 1e-9);
  CHECK_STATUS(sheet_engine_tick(e, 10.1), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).top, rest + h * crit_x(0.35, 0.1), 1e-6);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * Spring test vectors through the ABI: a critically damped 0.3 s spring's step response
 * 1 − (1 + ω₀t)·e^(−ω₀t), ω₀ = 2π/0.3, at 50, 100, 200 and 300 ms
 * ---------------------------------------------------------------------------------- */
static void t_vectors(void) {
  const double h = 400.0, rest = VH - h;
  sheet_detent d[1] = {{SHEET_DETENT_POINTS, 400.0}};
  sheet_param crit[2] = {{"response", 0.3}, {"damping_ratio", 1.0}};
  sheet_param bouncy[2] = {{"response", 0.5}, {"damping_ratio", 0.7}};
  static const double ct[] = {0.05, 0.10, 0.20, 0.30};
  static const double cx[] = {0.2815978301, 0.6189416092, 0.9213139690, 0.9863990685};
  sheet_config c;
  sheet_engine *e;
  sheet_id id = 0;
  sheet_frame f;
  size_t i;

  CHECK_SECTION("spring test vectors through present");
  e = new_engine();
  sheet_config_init(&c);
  c.detents = d;
  c.detent_count = 1;
  c.present.animator = "spring";
  c.present.params = crit;
  c.present.param_count = 2;
  CHECK_STATUS(sheet_create(e, &c, &id), SHEET_OK);
  CHECK_STATUS(sheet_present(e, id, 0, 0.0), SHEET_OK);
  for (i = 0; i < 4; i++) {
    CHECK_STATUS(sheet_engine_tick(e, ct[i]), SHEET_OK);
    CHECK_NEAR(frame_of(e, id).top, VH - h * cx[i], 1e-7 * h);
  }
  sheet_engine_destroy(e);

  e = new_engine();
  c.present.params = bouncy;
  CHECK_STATUS(sheet_create(e, &c, &id), SHEET_OK);
  CHECK_STATUS(sheet_present(e, id, 0, 0.0), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, 0.10), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).top, VH - h * 0.4233021231, 1e-7 * h);
  CHECK_STATUS(sheet_engine_tick(e, 0.25), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).top, VH - h * 0.9840874910, 1e-7 * h);
  CHECK_STATUS(sheet_engine_tick(e, 0.350070), SHEET_OK);
  f = frame_of(e, id);
  CHECK_NEAR(f.top, VH - h * 1.0459879, 1e-6 * h); /* overshoots above the detent */
  CHECK_NEAR(f.velocity, 0.0, 0.05);                /* at the peak */
  CHECK(f.top < rest);
  CHECK_STATUS(sheet_engine_tick(e, 3.0), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).top, rest, 1e-6);
  CHECK(frame_of(e, id).state == SHEET_STATE_RESTING);
  sheet_engine_destroy(e);
}

/* ------------------------------------------------------------------------------------
 * The built-in spring past the maximum motion duration
 * ---------------------------------------------------------------------------------- */
/* A settle that the built-in spring would take seconds over follows its closed form up
 * to the maximum motion duration, is cut off on the first tick past it (one
 * ANIMATOR_FAILED naming "spring", failure TIMEOUT) without a jump, and the engine's own
 * spring brings it to rest at its detent. */
static void t_builtin_spring_timeout(void) {
  const double low = VH - 300.0, high = VH - 700.0;
  sheet_detent d[2] = {{SHEET_DETENT_POINTS, 300.0}, {SHEET_DETENT_POINTS, 700.0}};
  sheet_param slow[2] = {{"response", 2.0}, {"damping_ratio", 1.0}};
  static const double times[] = {0.05, 0.10};
  sheet_config c;
  sheet_engine *e;
  sheet_id id = 0;
  sheet_event ev;
  sheet_frame f;
  double last_top = 0, now;
  int failures = 0;
  size_t i;

  CHECK_SECTION("the built-in spring past the maximum motion duration");
  e = new_engine();
  sheet_config_init(&c);
  c.detents = d;
  c.detent_count = 2;
  c.settle.animator = "spring";
  c.settle.params = slow;
  c.settle.param_count = 2;
  CHECK_STATUS(sheet_create(e, &c, &id), SHEET_OK);
  CHECK_STATUS(sheet_present(e, id, 0, 0.0), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, 5.0), SHEET_OK);
  CHECK_NEAR(frame_of(e, id).top, low, 1e-9);
  CHECK_STATUS(sheet_engine_set_max_motion_duration(e, 0.1), SHEET_OK);
  CHECK_STATUS(sheet_move_to_detent(e, id, 1, 5.0), SHEET_OK);
  for (i = 0; i < 2; i++) {
    CHECK_STATUS(sheet_engine_tick(e, 5.0 + times[i]), SHEET_OK);
    f = frame_of(e, id);
    CHECK(f.state == SHEET_STATE_SETTLING);
    CHECK_NEAR(f.top, low + (high - low) * crit_x(2.0, times[i]), 1e-9);
    last_top = f.top;
  }
  memset(&ev, 0, sizeof ev);
  ev.struct_size = sizeof ev;
  while (sheet_engine_poll_event(e, &ev) == 1) CHECK(ev.type != SHEET_EVENT_ANIMATOR_FAILED);
  CHECK_STATUS(sheet_engine_tick(e, 5.15), SHEET_OK);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_SETTLING);
  CHECK_NEAR(f.top, last_top, 1e-9);
  while (sheet_engine_poll_event(e, &ev) == 1) {
    if (ev.type != SHEET_EVENT_ANIMATOR_FAILED) continue;
    failures++;
    CHECK(ev.sheet == id);
    CHECK(ev.animator == 0);
    CHECK(ev.failure == SHEET_FAILURE_TIMEOUT);
    CHECK_STR(sheet_engine_animator_name(e, ev.animator), "spring");
  }
  CHECK(failures == 1);
  for (now = 5.15; now < 7.0; now += 1.0 / 60) CHECK_STATUS(sheet_engine_tick(e, now), SHEET_OK);
  f = frame_of(e, id);
  CHECK(f.state == SHEET_STATE_RESTING);
  CHECK(f.detent == 1);
  CHECK_NEAR(f.top, high, 1e-9);
  while (sheet_engine_poll_event(e, &ev) == 1) CHECK(ev.type != SHEET_EVENT_ANIMATOR_FAILED);
  sheet_engine_destroy(e);
}

int main(void) {
  t_schedules(0.0);
  t_schedules(1234.5678);
  t_start_at_now();
  t_vectors();
  t_builtin_spring_timeout();
  return check_done();
}
