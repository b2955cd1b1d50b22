/*
 * alloc_counter.h — the counters of the malloc interposer (alloc_counter.c).
 *
 * The interposer is LD_PRELOADed into the benchmark (and into the allocation-failure
 * tests) and exports one object, `sheet_bench_alloc`. A program finds it with
 * dlsym(RTLD_DEFAULT, ...), sets `enabled` around a measured region and reads the
 * counts afterwards. Allocations and frees made while `enabled` is 0 are not counted.
 * With `fail_at` set to N > 0, the Nth counted allocation fails (returns NULL, or
 * ENOMEM), once, or with `fail_from_then_on` set every one from the Nth on; `failed`
 * then records that one did.
 */
#ifndef SHEET_BENCH_ALLOC_COUNTER_H
#define SHEET_BENCH_ALLOC_COUNTER_H

#define SHEET_BENCH_ALLOC_SYMBOL "sheet_bench_alloc"

typedef struct sheet_bench_alloc_counters {
  volatile int enabled;            /* set by the benchmark around measured regions */
  unsigned long long allocations;  /* malloc, calloc, aligned allocations, realloc */
  unsigned long long frees;        /* free of a non-NULL pointer, realloc to size 0 */
  unsigned long long bytes;        /* bytes requested by the counted allocations */
  long long live_bytes;            /* heap held: usable bytes allocated less usable bytes
                                      freed, both while enabled */
  unsigned long long fail_at;      /* the counted allocation to fail, from 1; 0: none */
  int fail_from_then_on;           /* with fail_at: every counted allocation from it fails */
  int failed;                      /* set when the allocation fail_at names has failed */
  unsigned long long largest;      /* the largest counted request, bytes */
  long long live_blocks;           /* blocks held: allocated less freed, both while enabled */
} sheet_bench_alloc_counters;

#endif
