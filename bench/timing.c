/*
 * timing.c — the clock, the repetitions and the medians of the benchmarks (timing.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "timing.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

bench_timing timing;
volatile double bench_sink;

double bench_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

double bench_median(double *values, int count) {
  qsort(values, (size_t)count, sizeof *values, compare_doubles);
  if (count == 0) return 0;
  return count % 2 ? values[count / 2] : 0.5 * (values[count / 2 - 1] + values[count / 2]);
}

void measure_cases(bench_case *cases, measurement *out, int count) {
  int reps = timing.reps, c, r;
  double *samples = bench_calloc((size_t)(reps * count), sizeof *samples);
  double *ops_total = bench_calloc((size_t)count, sizeof *ops_total);
  for (c = 0; c < count; c++) {
    memset(&out[c], 0, sizeof out[c]);
    out[c].allocs_per_op = timing.counters != NULL ? 0 : -1;
  }
  for (r = -timing.warmup; r < reps; r++) {
    for (c = 0; c < count; c++) {
      double start, end, ops;
      unsigned long long before = 0;
      if (cases[c].prepare != NULL) cases[c].prepare(cases[c].ctx);
      if (r >= 0 && timing.counters != NULL) {
        before = timing.counters->allocations;
        timing.counters->enabled = 1;
      }
      start = bench_now_ns();
      ops = cases[c].run(cases[c].ctx);
      end = bench_now_ns();
      if (timing.counters != NULL) timing.counters->enabled = 0;
      if (r < 0) continue;
      if (timing.counters != NULL) out[c].allocations += timing.counters->allocations - before;
      samples[c * reps + r] = ops > 0 ? (end - start) / ops : 0;
      ops_total[c] += ops;
      out[c].ops_per_rep = ops;
    }
  }
  for (c = 0; c < count; c++) {
    double *s = &samples[c * reps];
    out[c].reps = reps;
    out[c].median = bench_median(s, reps);
    out[c].min = s[0];
    out[c].max = s[reps - 1];
    if (timing.counters != NULL && ops_total[c] > 0)
      out[c].allocs_per_op = (double)out[c].allocations / ops_total[c];
  }
  free(samples);
  free(ops_total);
}

bench_case bench_case_of(void *ctx, void (*prepare)(void *ctx), double (*run)(void *ctx)) {
  bench_case c;
  c.ctx = ctx;
  c.prepare = prepare;
  c.run = run;
  return c;
}

measurement measure_one(void *ctx, void (*prepare)(void *), double (*run)(void *)) {
  bench_case c = bench_case_of(ctx, prepare, run);
  measurement m;
  measure_cases(&c, &m, 1);
  return m;
}

void *bench_calloc(size_t count, size_t size) {
  void *p = calloc(count, size);
  if (p == NULL) {
    fprintf(stderr, "sheet-bench: out of memory\n");
    exit(1);
  }
  return p;
}
