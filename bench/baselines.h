/*
 * baselines.h — three ways to step a damped spring (mass 1) in plain C, the yardsticks
 * the benchmark measures the engine against:
 *
 *   closed form     x(t) evaluated directly from the start state: the floor
 *   RK4, 1 ms       fourth-order Runge-Kutta in fixed 1 ms substeps with an
 *                   accumulator: each frame steps whole substeps up to the frame time
 *                   and shows the last one (rebound-style)
 *   implicit Euler  one backward-Euler step of the frame's length per frame
 *
 * Springs are parameterised as in the engine: k = (2 pi / response)^2,
 * c = 4 pi zeta / response.
 */
#ifndef SHEET_BENCH_BASELINES_H
#define SHEET_BENCH_BASELINES_H

#include <stddef.h>

enum {
  BASELINE_CLOSED_FORM,
  BASELINE_RK4_1MS,
  BASELINE_IMPLICIT_EULER,
  BASELINE_METHOD_COUNT
};

typedef struct baseline_spring {
  double omega;      /* undamped angular frequency, rad/s */
  double zeta;       /* damping ratio */
  double stiffness;  /* k = omega^2 */
  double damping;    /* c = 2 zeta omega */
} baseline_spring;

/* One animated value: a sheet's top moving to `target`. */
typedef struct baseline_body {
  double x, v;          /* current position and velocity */
  double x0, v0;        /* start state (closed form) */
  double target;
  double elapsed;       /* seconds since the start (closed form) */
  double accumulator;   /* time not yet stepped (RK4) */
  double state_time;    /* time of the integrated state (RK4) */
} baseline_body;

const char *baseline_name(int method);

void baseline_spring_init(baseline_spring *s, double response, double zeta);

/* The exact solution, evaluated in long double: the reference for the errors. */
void baseline_exact(const baseline_spring *s, double x0, double v0, double t, double *x,
                    double *v);

void baseline_reset(baseline_body *b, double from, double to, double velocity);

/* Advances a body by one frame of dt seconds with `method`. */
void baseline_frame(int method, const baseline_spring *s, baseline_body *b, double dt);

/* Advances `count` bodies by `frames` frames of dt each; returns a checksum of the
 * positions so that the work cannot be discarded. */
double baseline_run(int method, const baseline_spring *s, baseline_body *bodies, size_t count,
                    int frames, double dt);

/* Moves one body from `from` to `to` (at rest) for `duration` seconds at `hz` frames per
 * second and returns the largest |shown position - exact position at the frame time|.
 * *out_state_error (may be NULL) receives the largest error of the integrated state
 * against the exact solution at the state's own time (differs from the first for RK4,
 * whose state lags the frame time by the unstepped remainder). */
double baseline_max_error(int method, const baseline_spring *s, double from, double to,
                          double duration, double hz, double *out_state_error);

#endif
