/*
 * bench.h — what the files of sheet-bench share besides timing.h and results.h: the
 * options it runs with, and how a call that fails ends the run.
 */
#ifndef SHEET_BENCH_BENCH_H
#define SHEET_BENCH_BENCH_H

#include "sheet.h"

typedef struct bench_options {
  const char *json;
  const char *plugin;
  const char *probe;
  const char *alloc_lib;
  const char *strip;
  const char *only;
  long sheets;
  int quick;
  int count_allocations;
  int full_runtime;
} bench_options;

extern bench_options options;

/* Ends the run: `what` failed with `status` (and the engine's last error). */
void bench_die(const char *what, sheet_status status, const sheet_engine *engine);
/* bench_die unless `status` is SHEET_OK. */
void bench_check(sheet_status status, const char *what, const sheet_engine *engine);

#endif
