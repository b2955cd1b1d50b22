/*
 * startup_probe.c — how long a fresh process takes to load libsheet and create an
 * engine: clock_gettime(CLOCK_MONOTONIC) around dlopen(RTLD_NOW | RTLD_LOCAL),
 * dlsym("sheet_engine_create") and the call. Prints the nanoseconds on stdout.
 *
 *   sheet-bench-startup /path/to/libsheet.so.1
 *   sheet-bench-startup --reference /path/to/libsheet-bench-reference.so
 *
 * With --reference it does the same for the benchmark's reference engine written in C
 * (ref_engine_create, one sheet), a small library that needs libc and libm (libsheet
 * needs libc alone) and has next to nothing to set up: what loading such a library
 * costs on the machine at the time, beside which libsheet's own share shows.
 *
 * It does not link libsheet: the benchmark runs it once per sample, each time in a new
 * process, so nothing of the library is mapped or initialised beforehand.
 */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "reference_engine.h"
#include "sheet.h"

typedef sheet_status (*create_fn)(sheet_engine **);
typedef void (*destroy_fn)(sheet_engine *);

static double now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int probe_reference(const char *path) {
  double start = now_ns(), end;
  void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL), *symbol;
  ref_engine *engine;
  ref_engine_create_fn *create;
  if (library == NULL || (symbol = dlsym(library, "ref_engine_create")) == NULL) {
    fprintf(stderr, "startup probe: %s\n", dlerror());
    return 1;
  }
  memcpy(&create, &symbol, sizeof symbol);
  engine = create(1, 390, 844, 34, 400, 800, 0.4, 12);
  end = now_ns();
  if (engine == NULL) {
    fprintf(stderr, "startup probe: ref_engine_create failed\n");
    return 1;
  }
  printf("%.0f\n", end - start);
  return 0;
}

int main(int argc, char **argv) {
  double start, end;
  void *library, *symbol;
  create_fn create;
  destroy_fn destroy;
  sheet_engine *engine = NULL;
  if (argc == 3 && strcmp(argv[1], "--reference") == 0) return probe_reference(argv[2]);
  if (argc != 2) {
    fprintf(stderr, "usage: %s [--reference] LIBRARY\n", argv[0]);
    return 2;
  }
  start = now_ns();
  library = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    fprintf(stderr, "startup probe: %s\n", dlerror());
    return 1;
  }
  symbol = dlsym(library, "sheet_engine_create");
  if (symbol == NULL) {
    fprintf(stderr, "startup probe: %s\n", dlerror());
    return 1;
  }
  memcpy(&create, &symbol, sizeof symbol);
  if (create(&engine) != SHEET_OK || engine == NULL) {
    fprintf(stderr, "startup probe: sheet_engine_create failed\n");
    return 1;
  }
  end = now_ns();
  printf("%.0f\n", end - start);
  symbol = dlsym(library, "sheet_engine_destroy");
  if (symbol != NULL) {
    memcpy(&destroy, &symbol, sizeof symbol);
    destroy(engine);
  }
  return 0;
}
