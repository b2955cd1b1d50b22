/*
 * results.h — what sheet-bench measured, in the order it measured it: the rows of the
 * benchmarks, of the C baselines and of the budgets, and the runs that ended with a
 * sheet in a state they did not expect. The suites add to them; the budgets and the
 * report read them.
 */
#ifndef SHEET_BENCH_RESULTS_H
#define SHEET_BENCH_RESULTS_H

#include "timing.h"

#define MAX_RESULTS 32
#define MAX_BASELINES 32
#define MAX_BUDGETS 32

typedef struct result_row {
  const char *name;   /* static */
  const char *unit;   /* static */
  long sheets;        /* 0: not per sheet */
  measurement m;
} result_row;

typedef struct baseline_row {
  int method;
  double zeta, hz;
  measurement cost;           /* ns per sheet-frame */
  double max_error;           /* points, at the frame time */
  double max_state_error;     /* points, at the state's own time */
} baseline_row;

typedef struct budget_row {
  char name[96];
  double value, limit;
  const char *unit;
  int known;                  /* 0: could not be measured */
} budget_row;

extern result_row results[MAX_RESULTS];
extern int result_count;
extern baseline_row baselines[MAX_BASELINES];
extern int baseline_count;
extern budget_row budgets[MAX_BUDGETS];
extern int budget_count;
/* Timed runs that ended with a sheet in another state than the one they measure. */
extern long stray_runs;

void add_result(const char *name, const char *unit, long sheets, measurement m);
/* Measures the two cases interleaved and adds their rows, `first` and `second`. */
void add_results_of_pair(bench_case cases[2], const char *first, const char *second,
                         const char *unit, long sheets);
/* The row `name` with `sheets` sheets, or NULL. */
const result_row *find_result(const char *name, long sheets);

/* The next baseline row to fill, or NULL when there is no room. */
baseline_row *add_baseline(void);
/* The median cost of a baseline measured, or 0. */
double baseline_cost(int method, double zeta, double hz);

void add_budget(const char *name, double value, double limit, const char *unit, int known);
int budget_passes(const budget_row *b);

#endif
