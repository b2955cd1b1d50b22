/*
 * baselines.c — closed-form, RK4 (1 ms substeps) and implicit Euler spring steps.
 */
#include "baselines.h"

#include <math.h>

#define BASELINE_PI 3.14159265358979323846
#define BASELINE_SUBSTEP 0.001

const char *baseline_name(int method) {
  switch (method) {
    case BASELINE_CLOSED_FORM: return "closed form";
    case BASELINE_RK4_1MS: return "RK4 1 ms";
    case BASELINE_IMPLICIT_EULER: return "implicit Euler";
    default: return "?";
  }
}

void baseline_spring_init(baseline_spring *s, double response, double zeta) {
  s->omega = 2 * BASELINE_PI / response;
  s->zeta = zeta;
  s->stiffness = s->omega * s->omega;
  s->damping = 4 * BASELINE_PI * zeta / response;
}

/* e^{-at}C(t) and e^{-at}S(t) with C(0)=1, C'(0)=0, S(0)=0, S'(0)=1. */
static void basis(const baseline_spring *s, double t, double *c, double *sn) {
  double w = s->omega, z = s->zeta;
  if (fabs(z - 1) < 1e-9) {
    double decay = exp(-w * t);
    *c = decay;
    *sn = decay * t;
  } else if (z < 1) {
    double wd = w * sqrt((1 - z) * (1 + z));
    double decay = exp(-z * w * t);
    *c = decay * cos(wd * t);
    *sn = decay * sin(wd * t) / wd;
  } else {
    double mu = w * sqrt((z - 1) * (z + 1));
    double slow = exp((-z * w + mu) * t), fast = exp((-z * w - mu) * t);
    *c = 0.5 * (slow + fast);
    *sn = (slow - fast) / (2 * mu);
  }
}

static void closed_form(const baseline_spring *s, double x0, double v0, double t, double *x,
                        double *v) {
  double c, sn, a = s->zeta * s->omega;
  basis(s, t, &c, &sn);
  *x = x0 * c + (v0 + a * x0) * sn;
  *v = v0 * c - (a * v0 + s->stiffness * x0) * sn;
}

void baseline_exact(const baseline_spring *s, double x0, double v0, double t, double *x,
                    double *v) {
  long double w = s->omega, z = s->zeta, a = z * w, k = w * w, c, sn, lt = t;
  if (z == 1) {
    long double decay = expl(-w * lt);
    c = decay;
    sn = decay * lt;
  } else if (z < 1) {
    long double wd = w * sqrtl((1 - z) * (1 + z));
    long double decay = expl(-a * lt);
    c = decay * cosl(wd * lt);
    sn = decay * sinl(wd * lt) / wd;
  } else {
    long double mu = w * sqrtl((z - 1) * (z + 1));
    long double slow = expl((-a + mu) * lt), fast = expl((-a - mu) * lt);
    c = 0.5L * (slow + fast);
    sn = (slow - fast) / (2 * mu);
  }
  *x = (double)(x0 * c + (v0 + a * x0) * sn);
  *v = (double)(v0 * c - (a * v0 + k * x0) * sn);
}

void baseline_reset(baseline_body *b, double from, double to, double velocity) {
  b->x = from;
  b->v = velocity;
  b->x0 = from - to;
  b->v0 = velocity;
  b->target = to;
  b->elapsed = 0;
  b->accumulator = 0;
  b->state_time = 0;
}

static double acceleration(const baseline_spring *s, double target, double x, double v) {
  return -s->stiffness * (x - target) - s->damping * v;
}

static void rk4_step(const baseline_spring *s, baseline_body *b, double h) {
  double x = b->x, v = b->v, t = b->target;
  double ax = v, av = acceleration(s, t, x, v);
  double bx = v + 0.5 * h * av, bv = acceleration(s, t, x + 0.5 * h * ax, bx);
  double cx = v + 0.5 * h * bv, cv = acceleration(s, t, x + 0.5 * h * bx, cx);
  double dx = v + h * cv, dv = acceleration(s, t, x + h * cx, dx);
  b->x = x + h / 6 * (ax + 2 * (bx + cx) + dx);
  b->v = v + h / 6 * (av + 2 * (bv + cv) + dv);
}

void baseline_frame(int method, const baseline_spring *s, baseline_body *b, double dt) {
  switch (method) {
    case BASELINE_CLOSED_FORM: {
      double x, v;
      b->elapsed += dt;
      closed_form(s, b->x0, b->v0, b->elapsed, &x, &v);
      b->x = b->target + x;
      b->v = v;
      break;
    }
    case BASELINE_RK4_1MS:
      b->accumulator += dt;
      while (b->accumulator >= BASELINE_SUBSTEP) {
        rk4_step(s, b, BASELINE_SUBSTEP);
        b->accumulator -= BASELINE_SUBSTEP;
        b->state_time += BASELINE_SUBSTEP;
      }
      break;
    case BASELINE_IMPLICIT_EULER: {
      /* v' = v + h a(x', v'), x' = x + h v', solved for v'. */
      double h = dt, k = s->stiffness, c = s->damping;
      double v = (b->v - h * k * (b->x - b->target)) / (1 + h * c + h * h * k);
      b->v = v;
      b->x += h * v;
      break;
    }
    default:
      break;
  }
}

double baseline_run(int method, const baseline_spring *s, baseline_body *bodies, size_t count,
                    int frames, double dt) {
  double sum = 0;
  int f;
  size_t i;
  for (f = 0; f < frames; f++) {
    for (i = 0; i < count; i++) baseline_frame(method, s, &bodies[i], dt);
  }
  for (i = 0; i < count; i++) sum += bodies[i].x;
  return sum;
}

double baseline_max_error(int method, const baseline_spring *s, double from, double to,
                          double duration, double hz, double *out_state_error) {
  baseline_body b;
  double dt = 1 / hz, worst = 0, worst_state = 0;
  int frames = (int)floor(duration * hz + 0.5), f;
  baseline_reset(&b, from, to, 0);
  for (f = 1; f <= frames; f++) {
    double x, v, state_time;
    baseline_frame(method, s, &b, dt);
    baseline_exact(s, from - to, 0, f * dt, &x, &v);
    if (fabs(b.x - (to + x)) > worst) worst = fabs(b.x - (to + x));
    state_time = method == BASELINE_RK4_1MS ? b.state_time : f * dt;
    baseline_exact(s, from - to, 0, state_time, &x, &v);
    if (fabs(b.x - (to + x)) > worst_state) worst_state = fabs(b.x - (to + x));
  }
  if (out_state_error != NULL) *out_state_error = worst_state;
  return worst;
}
