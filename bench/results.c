/*
 * results.c — the rows sheet-bench fills (results.h).
 */
#include "results.h"

#include <stdio.h>
#include <string.h>

result_row results[MAX_RESULTS];
int result_count;
baseline_row baselines[MAX_BASELINES];
int baseline_count;
budget_row budgets[MAX_BUDGETS];
int budget_count;
long stray_runs;

void add_result(const char *name, const char *unit, long sheets, measurement m) {
  if (result_count == MAX_RESULTS) return;
  results[result_count].name = name;
  results[result_count].unit = unit;
  results[result_count].sheets = sheets;
  results[result_count].m = m;
  result_count++;
}

void add_budget(const char *name, double value, double limit, const char *unit, int known) {
  budget_row *b;
  if (budget_count == MAX_BUDGETS) return;
  b = &budgets[budget_count++];
  snprintf(b->name, sizeof b->name, "%s", name);
  b->value = value;
  b->limit = limit;
  b->unit = unit;
  b->known = known;
}

void add_results_of_pair(bench_case cases[2], const char *first, const char *second,
                         const char *unit, long sheets) {
  measurement m[2];
  measure_cases(cases, m, 2);
  add_result(first, unit, sheets, m[0]);
  add_result(second, unit, sheets, m[1]);
}

const result_row *find_result(const char *name, long sheets) {
  int i;
  for (i = 0; i < result_count; i++)
    if (strcmp(results[i].name, name) == 0 && results[i].sheets == sheets) return &results[i];
  return NULL;
}

baseline_row *add_baseline(void) {
  if (baseline_count == MAX_BASELINES) return NULL;
  return &baselines[baseline_count++];
}

double baseline_cost(int method, double zeta, double hz) {
  int i;
  for (i = 0; i < baseline_count; i++)
    if (baselines[i].method == method && baselines[i].zeta == zeta && baselines[i].hz == hz)
      return baselines[i].cost.median;
  return 0;
}

int budget_passes(const budget_row *b) { return b->known && b->value <= b->limit; }
