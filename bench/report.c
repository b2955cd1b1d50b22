/*
 * report.c — what sheet-bench prints: the table of the benchmarks, the checks of the
 * plugin and reference trajectories, the C baselines, the library's size, start-up and
 * memory, and the budgets; and the same as JSON (schema 1), which scripts/bench reads.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "baselines.h"
#include "bench.h"
#include "report.h"
#include "results.h"
#include "suites.h"
#include "timing.h"

static void print_allocs(double per_op) {
  if (per_op < 0)
    printf(" %10s", "n/a");
  else if (per_op == 0)
    printf(" %10d", 0);
  else
    printf(" %10.3f", per_op);
}

void print_tables(double seconds) {
  int i;
  printf("\nlibsheet %s (ABI %u.%u), %s\n", sheet_version_string(),
         SHEET_ABI_VERSION_MAJOR(sheet_abi_version()), SHEET_ABI_VERSION_MINOR(sheet_abi_version()),
         library.path[0] ? library.path : "?");
  printf("%d repetitions after %d warm-up, median and minimum in ns per operation%s\n\n",
         timing.reps, timing.warmup, options.quick ? " (QUICK: numbers are not meaningful)" : "");
  printf("%-44s %7s %10s %10s %10s  %s\n", "benchmark", "sheets", "median", "min", "allocs/op",
         "unit");
  for (i = 0; i < result_count; i++) {
    const result_row *r = &results[i];
    char sheets[24];
    if (r->sheets > 0)
      snprintf(sheets, sizeof sheets, "%ld", r->sheets);
    else
      snprintf(sheets, sizeof sheets, "-");
    printf("%-44s %7s %10.1f %10.1f", r->name, sheets, r->m.median, r->m.min);
    print_allocs(r->m.allocs_per_op);
    printf("  %s\n", r->unit);
  }
  if (plugin_check.checked)
    printf("\n\"spring\" vs \"bench.spring\", one settle at 120 Hz: max |top difference| %.3g pt, "
           "rest at frame %d vs %d\n",
           plugin_check.max_difference, plugin_check.rest_frame[0], plugin_check.rest_frame[1]);
  if (reference_check.checked)
    printf("libsheet vs the same work in C, one settle over a receding sheet at 120 Hz: max "
           "|frame difference| %.3g, rest at frame %d vs %d\n",
           reference_check.max_difference, reference_check.rest_frame[0],
           reference_check.rest_frame[1]);
  {
    const result_row *lib = find_result("animating, libsheet", 100);
    const result_row *ref = find_result("animating, the same work in C", 100);
    double floor = baseline_cost(BASELINE_CLOSED_FORM, 1.0, 120);
    if (lib != NULL && ref != NULL && ref->m.median > 0 && floor > 0)
      printf("the same work in C: %.1f ns per sheet-frame, %.2f x the closed-form floor; "
             "libsheet %.2f x that\n",
             ref->m.median, ref->m.median / floor, lib->m.median / ref->m.median);
  }

  if (baseline_count > 0) {
    printf("\nC baselines: one spring per frame, 0 -> 400 pt, response 0.35 s, over 1 s\n");
    printf("%-16s %5s %5s %10s %14s %16s\n", "method", "zeta", "Hz", "ns/frame",
           "max error pt", "state error pt");
  }
  for (i = 0; i < baseline_count; i++) {
    const baseline_row *b = &baselines[i];
    printf("%-16s %5.1f %5.0f %10.1f %14.3g %16.3g\n", baseline_name(b->method), b->zeta, b->hz,
           b->cost.median, b->max_error, b->max_state_error);
  }

  if (library.size >= 0)
    printf("\nlibrary: %lld bytes, %lld stripped; dlopen + create: median %.3f ms, min %.3f ms "
           "(%d fresh processes; the C reference engine: %.3f ms)\n",
           library.size, library.stripped_size, library.startup_median / 1e6,
           library.startup_min / 1e6, library.startup_samples,
           library.reference_startup_median / 1e6);
  if (memory.engine_bytes >= 0)
    printf("memory: %lld bytes per engine (viewport set), %lld bytes of reserve while any "
           "engine exists, %.0f bytes per sheet (%d sheets presented)\n",
           memory.engine_bytes, memory.reserve_bytes, memory.sheet_bytes, MEMORY_SHEETS);

  printf("\n%-58s %12s %10s  %s\n", "budget", "measured", "limit", "verdict");
  for (i = 0; i < budget_count; i++) {
    const budget_row *b = &budgets[i];
    char measured[32], limit[32];
    if (b->known)
      snprintf(measured, sizeof measured, "%.2f %s", b->value, b->unit);
    else
      snprintf(measured, sizeof measured, "n/a");
    snprintf(limit, sizeof limit, "%s %.1f %s", b->limit == 0 ? "=" : "<=", b->limit, b->unit);
    printf("%-58s %12s %10s  %s\n", b->name, measured, limit,
           !b->known ? "N/A" : budget_passes(b) ? "PASS" : "OVER");
  }
  if (stray_runs > 0)
    printf("\nWARNING: %ld runs ended with a sheet in an unexpected state\n", stray_runs);
  printf("\nrun time %.1f s\n", seconds);
}

static void json_string(FILE *f, const char *s) {
  fputc('"', f);
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      fprintf(f, "\\%c", c);
    else if (c < 0x20)
      fprintf(f, "\\u%04x", c);
    else
      fputc(c, f);
  }
  fputc('"', f);
}

static void json_number(FILE *f, double v) {
  if (isfinite(v))
    fprintf(f, "%.6g", v);
  else
    fputs("null", f);
}

int write_json(const char *path, double seconds) {
  FILE *f = fopen(path, "w");
  int i;
  if (f == NULL) {
    fprintf(stderr, "sheet-bench: cannot write %s: %s\n", path, strerror(errno));
    return 0;
  }
  fprintf(f, "{\n  \"schema\": 1,\n  \"library\": {\"path\": ");
  json_string(f, library.path);
  fprintf(f, ", \"version\": ");
  json_string(f, sheet_version_string());
  fprintf(f, ", \"abi_version\": %u, \"size_bytes\": %lld, \"stripped_size_bytes\": %lld},\n",
          sheet_abi_version(), library.size, library.stripped_size);
  fprintf(f, "  \"run\": {\"quick\": %s, \"repetitions\": %d, \"warmup\": %d, "
             "\"allocations_counted\": %s, \"online_cpus\": %ld, \"seconds\": ",
          options.quick ? "true" : "false", timing.reps, timing.warmup,
          timing.counters != NULL ? "true" : "false", sysconf(_SC_NPROCESSORS_ONLN));
  json_number(f, seconds);
  fprintf(f, ", \"unexpected_state_runs\": %ld},\n  \"results\": [\n", stray_runs);
  for (i = 0; i < result_count; i++) {
    const result_row *r = &results[i];
    fprintf(f, "    {\"name\": ");
    json_string(f, r->name);
    fprintf(f, ", \"sheets\": %ld, \"unit\": ", r->sheets);
    json_string(f, r->unit);
    fprintf(f, ", \"median\": ");
    json_number(f, r->m.median);
    fprintf(f, ", \"min\": ");
    json_number(f, r->m.min);
    fprintf(f, ", \"max\": ");
    json_number(f, r->m.max);
    fprintf(f, ", \"repetitions\": %d, \"ops_per_repetition\": ", r->m.reps);
    json_number(f, r->m.ops_per_rep);
    fprintf(f, ", \"allocations_per_op\": ");
    if (r->m.allocs_per_op < 0)
      fputs("null", f);
    else
      json_number(f, r->m.allocs_per_op);
    fprintf(f, "}%s\n", i + 1 < result_count ? "," : "");
  }
  fprintf(f, "  ],\n  \"plugin_check\": {\"max_top_difference_pt\": ");
  json_number(f, plugin_check.max_difference);
  fprintf(f, ", \"rest_frame_builtin\": %d, \"rest_frame_plugin\": %d},\n",
          plugin_check.rest_frame[0], plugin_check.rest_frame[1]);
  fprintf(f, "  \"reference_check\": {\"max_frame_difference\": ");
  json_number(f, reference_check.checked ? reference_check.max_difference : -1);
  fprintf(f, ", \"rest_frame_libsheet\": %d, \"rest_frame_reference\": %d},\n",
          reference_check.checked ? reference_check.rest_frame[0] : -1,
          reference_check.checked ? reference_check.rest_frame[1] : -1);
  fprintf(f, "  \"baselines\": [\n");
  for (i = 0; i < baseline_count; i++) {
    const baseline_row *b = &baselines[i];
    fprintf(f, "    {\"method\": ");
    json_string(f, baseline_name(b->method));
    fprintf(f, ", \"damping_ratio\": ");
    json_number(f, b->zeta);
    fprintf(f, ", \"hz\": ");
    json_number(f, b->hz);
    fprintf(f, ", \"ns_per_frame\": ");
    json_number(f, b->cost.median);
    fprintf(f, ", \"max_error_pt\": ");
    json_number(f, b->max_error);
    fprintf(f, ", \"max_state_error_pt\": ");
    json_number(f, b->max_state_error);
    fprintf(f, "}%s\n", i + 1 < baseline_count ? "," : "");
  }
  fprintf(f, "  ],\n  \"startup\": {\"median_ns\": ");
  json_number(f, library.startup_median);
  fprintf(f, ", \"min_ns\": ");
  json_number(f, library.startup_min);
  fprintf(f, ", \"samples\": %d, \"reference_median_ns\": ", library.startup_samples);
  json_number(f, library.reference_startup_median);
  fprintf(f, "},\n  \"memory\": {\"engine_bytes\": %lld, \"reserve_bytes\": %lld, \"sheet_bytes\": ",
          memory.engine_bytes, memory.reserve_bytes);
  json_number(f, memory.sheet_bytes);
  fprintf(f, ", \"sheets\": %d},\n  \"library_kind\": \"%s\",\n  \"budgets\": [\n", MEMORY_SHEETS,
          options.full_runtime ? "full-runtime" : "embedded");
  for (i = 0; i < budget_count; i++) {
    const budget_row *b = &budgets[i];
    fprintf(f, "    {\"name\": ");
    json_string(f, b->name);
    fprintf(f, ", \"value\": ");
    if (b->known)
      json_number(f, b->value);
    else
      fputs("null", f);
    fprintf(f, ", \"limit\": ");
    json_number(f, b->limit);
    fprintf(f, ", \"unit\": ");
    json_string(f, b->unit);
    fprintf(f, ", \"verdict\": \"%s\"}%s\n",
            !b->known ? "N/A" : budget_passes(b) ? "PASS" : "OVER",
            i + 1 < budget_count ? "," : "");
  }
  fprintf(f, "  ]\n}\n");
  if (fclose(f) != 0) {
    fprintf(stderr, "sheet-bench: cannot write %s\n", path);
    return 0;
  }
  return 1;
}
