/*
 * bench.c — libsheet's benchmark: the per-frame cost of the engine through its C ABI,
 * the built-in spring against the same spring in a C plugin, C baselines for stepping a
 * spring, and the budgets, in one run.
 *
 *   sheet-bench [--json PATH] [--quick] [--reps N] [--plugin PATH] [--probe PATH]
 *               [--alloc-lib PATH] [--no-alloc-count] [--strip PATH]
 *               [--only GROUP,...] [--sheets N] [--library-kind embedded|full-runtime]
 *
 * --only runs some groups: frames, plugin, pointer, poll, present, baselines, reference
 * (the same per-frame work written directly in C, reference_engine.c), library (size
 * and start-up), memory (the heap an engine and its sheets hold). --library-kind says
 * which build of libsheet.so.1 this is, for the budgets of its size and start-up
 * (default embedded). --sheets N measures tick + get_frame with N sheets only (instead
 * of 1, 100 and 10,000). Both are for profiling; budgets that lack data print N/A.
 *
 * Timing: clock_gettime(CLOCK_MONOTONIC) around batches of operations, warm-up
 * repetitions first, then the median (and minimum) over the repetitions, in ns per
 * operation. Heap allocations are counted by alloc_counter.so, LD_PRELOADed into this
 * process (the benchmark re-executes itself with it when it is not loaded yet), only
 * inside the measured regions. Budgets are printed PASS or OVER and never change the
 * exit status; a non-zero exit means the benchmark itself could not run.
 *
 * This file reads the options and runs the groups; each group is a suite_*.c
 * (suites.h), timed by timing.c on the sheets of sheet_sets.c, its rows kept by
 * results.c; budgets.c judges them and report.c prints the tables and writes the JSON.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alloc_counter.h"
#include "bench.h"
#include "report.h"
#include "suites.h"
#include "timing.h"

#ifndef SHEET_BENCH_PLUGIN
#define SHEET_BENCH_PLUGIN ""
#endif
#ifndef SHEET_BENCH_PROBE
#define SHEET_BENCH_PROBE ""
#endif
#ifndef SHEET_BENCH_ALLOC_LIB
#define SHEET_BENCH_ALLOC_LIB ""
#endif
#ifndef SHEET_BENCH_STRIP
#define SHEET_BENCH_STRIP "strip"
#endif

bench_options options;

void bench_die(const char *what, sheet_status status, const sheet_engine *engine) {
  fprintf(stderr, "sheet-bench: %s: %s%s%s\n", what, sheet_status_name(status),
          engine != NULL ? ": " : "", engine != NULL ? sheet_engine_last_error(engine) : "");
  exit(1);
}

void bench_check(sheet_status status, const char *what, const sheet_engine *engine) {
  if (status != SHEET_OK) bench_die(what, status, engine);
}

static void usage(const char *argv0) {
  fprintf(stderr,
          "usage: %s [--json PATH] [--quick] [--reps N] [--plugin PATH] [--probe PATH]\n"
          "          [--alloc-lib PATH] [--no-alloc-count] [--strip PATH]\n"
          "          [--only frames,plugin,pointer,poll,present,baselines,reference,library]\n"
          "          [--sheets N] [--library-kind embedded|full-runtime]\n",
          argv0);
}

/* Whether group `name` runs: all do unless --only names a comma-separated list. */
static int selected(const char *name) {
  const char *p = options.only;
  size_t n = strlen(name);
  if (p == NULL) return 1;
  while (*p) {
    const char *end = strchr(p, ',');
    size_t len = end != NULL ? (size_t)(end - p) : strlen(p);
    if (len == n && strncmp(p, name, n) == 0) return 1;
    if (end == NULL) break;
    p = end + 1;
  }
  return 0;
}

/* Re-executes this program with the allocation counter preloaded, once. */
static void preload_alloc_counter(char **argv) {
  const char *old = getenv("LD_PRELOAD");
  char *value;
  size_t size;
  if (options.alloc_lib == NULL || options.alloc_lib[0] == '\0' ||
      getenv("SHEET_BENCH_REEXEC") != NULL)
    return;
  if (access(options.alloc_lib, R_OK) != 0) return;
  size = strlen(options.alloc_lib) + (old != NULL ? strlen(old) + 1 : 0) + 1;
  value = bench_calloc(size, 1);
  snprintf(value, size, "%s%s%s", options.alloc_lib, old != NULL ? ":" : "",
           old != NULL ? old : "");
  setenv("LD_PRELOAD", value, 1);
  setenv("SHEET_BENCH_REEXEC", "1", 1);
  fflush(NULL);
  execv("/proc/self/exe", argv);
  free(value);
}

int main(int argc, char **argv) {
  double start;
  int i;
  void *counters;
  options.json = "results.json";
  options.plugin = SHEET_BENCH_PLUGIN;
  options.probe = SHEET_BENCH_PROBE;
  options.alloc_lib = SHEET_BENCH_ALLOC_LIB;
  options.strip = SHEET_BENCH_STRIP;
  timing.reps = 0;
  options.count_allocations = 1;
  for (i = 1; i < argc; i++) {
    const char *a = argv[i];
    int has_value = i + 1 < argc;
    if (strcmp(a, "--json") == 0 && has_value)
      options.json = argv[++i];
    else if (strcmp(a, "--quick") == 0)
      options.quick = 1;
    else if (strcmp(a, "--reps") == 0 && has_value)
      timing.reps = atoi(argv[++i]);
    else if (strcmp(a, "--plugin") == 0 && has_value)
      options.plugin = argv[++i];
    else if (strcmp(a, "--probe") == 0 && has_value)
      options.probe = argv[++i];
    else if (strcmp(a, "--alloc-lib") == 0 && has_value)
      options.alloc_lib = argv[++i];
    else if (strcmp(a, "--no-alloc-count") == 0)
      options.count_allocations = 0;
    else if (strcmp(a, "--strip") == 0 && has_value)
      options.strip = argv[++i];
    else if (strcmp(a, "--only") == 0 && has_value)
      options.only = argv[++i];
    else if (strcmp(a, "--sheets") == 0 && has_value)
      options.sheets = atol(argv[++i]);
    else if (strcmp(a, "--library-kind") == 0 && has_value &&
             (strcmp(argv[i + 1], "embedded") == 0 || strcmp(argv[i + 1], "full-runtime") == 0))
      options.full_runtime = strcmp(argv[++i], "full-runtime") == 0;
    else {
      usage(argv[0]);
      return 2;
    }
  }
  if (timing.reps <= 0) timing.reps = options.quick ? 2 : 31;
  timing.warmup = options.quick ? 1 : 3;

  counters = dlsym(RTLD_DEFAULT, SHEET_BENCH_ALLOC_SYMBOL);
  if (counters == NULL && options.count_allocations) {
    preload_alloc_counter(argv);
    counters = dlsym(RTLD_DEFAULT, SHEET_BENCH_ALLOC_SYMBOL);
  }
  timing.counters = options.count_allocations ? (sheet_bench_alloc_counters *)counters : NULL;
  if (options.count_allocations && timing.counters == NULL)
    fprintf(stderr, "sheet-bench: allocation counter not loaded; allocations not counted\n");

  start = bench_now_ns();
  find_library();
  if (selected("frames")) bench_sheet_frames();
  if (selected("plugin")) {
    bench_plugin_dispatch();
    compare_plugin_trajectory();
  }
  if (selected("pointer")) bench_pointer_move();
  if (selected("poll")) bench_poll_event();
  if (selected("present")) bench_present();
  if (selected("baselines")) bench_baselines();
  if (selected("reference")) bench_reference();
  if (selected("memory")) measure_memory();
  if (selected("library")) {
    measure_library_size();
    measure_startup();
  }
  evaluate_budgets();
  print_tables((bench_now_ns() - start) / 1e9);
  if (!write_json(options.json, (bench_now_ns() - start) / 1e9)) return 1;
  printf("wrote %s\n", options.json);
  return 0;
}
