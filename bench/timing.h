/*
 * timing.h — how the benchmarks time: the monotonic clock, repetitions of cases
 * interleaved after warm-up ones, the median and minimum per operation, and the heap
 * allocations counted inside the timed regions (by alloc_counter.c, when it is loaded).
 */
#ifndef SHEET_BENCH_TIMING_H
#define SHEET_BENCH_TIMING_H

#include <stddef.h>

#include "alloc_counter.h"

/* The monotonic clock, in nanoseconds. */
double bench_now_ns(void);

/* The median of `count` values, which it sorts in place (0 for none). */
double bench_median(double *values, int count);

/* calloc that ends the run when memory runs out. */
void *bench_calloc(size_t count, size_t size);

typedef struct bench_case {
  void *ctx;
  void (*prepare)(void *ctx);  /* untimed, before every repetition; may be NULL */
  double (*run)(void *ctx);    /* timed; returns the operations it performed */
} bench_case;

typedef struct measurement {
  double median, min, max;    /* ns per operation */
  int reps;
  double ops_per_rep;
  double allocs_per_op;       /* -1 when allocations were not counted */
  unsigned long long allocations;
} measurement;

/* How the measurements repeat and count, set before the first one. */
typedef struct bench_timing {
  int reps;                              /* timed repetitions of each case */
  int warmup;                            /* untimed repetitions before them */
  sheet_bench_alloc_counters *counters;  /* the allocation counter; NULL: not counted */
} bench_timing;

extern bench_timing timing;

/* Where a timed loop leaves what it computed, so that the compiler keeps the loop. */
extern volatile double bench_sink;

/* Runs the cases interleaved (rep 1 of each, rep 2 of each, ...) so that drift of the
 * machine hits them alike; out[i] is case i's. */
void measure_cases(bench_case *cases, measurement *out, int count);

/* A case of ctx, its untimed prepare (may be NULL) and its timed run. */
bench_case bench_case_of(void *ctx, void (*prepare)(void *ctx), double (*run)(void *ctx));

/* One case alone. */
measurement measure_one(void *ctx, void (*prepare)(void *), double (*run)(void *));

#endif
