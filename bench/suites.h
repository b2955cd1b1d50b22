/*
 * suites.h — what sheet-bench measures, one group of benchmarks per file, and the
 * figures a suite leaves besides its rows in results.h:
 *
 *   suite_frames.c     tick + get_frame per sheet, moving and at rest (group frames)
 *   suite_plugin.c     the built-in spring against the same spring in a C plugin (plugin)
 *   suite_calls.c      pointer_move during a drag, poll_event, present and dismiss
 *                      (pointer, poll, present)
 *   suite_baselines.c  the C baselines: a spring stepped three ways (baselines)
 *   suite_reference.c  the same per-frame work written directly in C (reference)
 *   suite_memory.c     the heap an engine and its sheets hold (memory)
 *   suite_library.c    the library file's size and the start-up of a fresh process
 *                      (library)
 */
#ifndef SHEET_BENCH_SUITES_H
#define SHEET_BENCH_SUITES_H

void bench_sheet_frames(void);
/* 100 moving sheets placed other than at the bottom, each case timed beside 100 bottom
 * sheets in the same run (row `beside`): the rows the budgets read. */
typedef struct side_case {
  const char *name, *beside;
  const char *what; /* "top sheet", "side sheet", "floating card" */
} side_case;
#define SIDE_CASE_COUNT 3
extern const side_case side_cases[SIDE_CASE_COUNT];
void bench_sheet_frames_on_every_side(void);
void bench_plugin_dispatch(void);
void bench_pointer_move(void);
void bench_poll_event(void);
void bench_present(void);
void bench_baselines(void);
void bench_reference(void);
void measure_memory(void);
void find_library(void);
void measure_library_size(void);
void measure_startup(void);

/* One settle through two paths, frame by frame at 120 Hz: the largest difference, and
 * the frames at which each came to rest (-1: not within 360 frames). */
typedef struct trajectory_check {
  double max_difference;
  int rest_frame[2];
  int checked;
} trajectory_check;

/* "spring" against "bench.spring" (the difference of top). */
void compare_plugin_trajectory(void);
extern trajectory_check plugin_check;
/* libsheet against reference_engine.c, two stacked sheets (any number of their frames);
 * bench_reference runs it. */
extern trajectory_check reference_check;

#define MEMORY_SHEETS 1000

typedef struct memory_figures {
  long long engine_bytes;   /* an engine with its viewport set; -1: not measured */
  /* What the first engine holds beyond any other: the process-wide reserve
   * (SheetReserve.h in the library's sources), allocated with the first engine, freed
   * with the last. */
  long long reserve_bytes;
  double sheet_bytes;       /* per sheet of MEMORY_SHEETS presented */
} memory_figures;

extern memory_figures memory;

typedef struct library_figures {
  const char *path;                     /* "" when not found */
  long long size, stripped_size;        /* bytes; -1: not measured */
  double startup_median, startup_min;   /* ns; -1: not measured */
  int startup_samples;
  double reference_startup_median;      /* the C reference engine's (the probe's --reference) */
} library_figures;

extern library_figures library;

#endif
