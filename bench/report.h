/*
 * report.h — the budgets and the report of sheet-bench, from what the suites left in
 * results.h and suites.h.
 */
#ifndef SHEET_BENCH_REPORT_H
#define SHEET_BENCH_REPORT_H

/* Adds the budget rows (budgets.c). */
void evaluate_budgets(void);

/* The tables on stdout; `seconds` the run's time. */
void print_tables(double seconds);

/* The JSON file; 0 when it cannot be written (said on stderr). */
int write_json(const char *path, double seconds);

#endif
