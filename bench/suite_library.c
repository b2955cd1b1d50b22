/*
 * suite_library.c — the library file: its size, stripped, and the start-up of a fresh
 * process that loads it and creates an engine (the probe, startup_probe.c), alternating
 * with the same for the C reference engine.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <limits.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench.h"
#include "suites.h"
#include "timing.h"

#ifndef SHEET_BENCH_REFERENCE_LIB
#define SHEET_BENCH_REFERENCE_LIB ""
#endif

extern char **environ;

library_figures library = {"", -1, -1, -1, -1, 0, -1};
static char library_path[PATH_MAX];

void find_library(void) {
  Dl_info info;
  void *symbol;
  sheet_status (*create)(sheet_engine **) = sheet_engine_create;
  memcpy(&symbol, &create, sizeof symbol);
  library_path[0] = '\0';
  if (dladdr(symbol, &info) != 0 && info.dli_fname != NULL) {
    if (realpath(info.dli_fname, library_path) == NULL)
      snprintf(library_path, sizeof library_path, "%s", info.dli_fname);
  }
  library.path = library_path;
}

/* Environment without LD_PRELOAD, for children that must not carry the interposer. */
static char **clean_environment(void) {
  size_t n = 0, i, j = 0;
  char **env;
  while (environ[n] != NULL) n++;
  env = bench_calloc(n + 1, sizeof *env);
  for (i = 0; i < n; i++)
    if (strncmp(environ[i], "LD_PRELOAD=", 11) != 0) env[j++] = environ[i];
  env[j] = NULL;
  return env;
}

/* Runs argv; its stdout goes to `out` (up to size - 1 bytes, NUL-terminated) unless
 * out is NULL. Returns the exit status, or -1. */
static int run_program(char *const argv[], char *out, size_t size) {
  posix_spawn_file_actions_t actions;
  int pipe_fds[2] = {-1, -1}, status = 0, rc;
  pid_t pid;
  char **env = clean_environment();
  size_t used = 0;
  posix_spawn_file_actions_init(&actions);
  if (out != NULL) {
    if (pipe(pipe_fds) != 0) {
      free(env);
      return -1;
    }
    posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, pipe_fds[0]);
    posix_spawn_file_actions_addclose(&actions, pipe_fds[1]);
  }
  rc = posix_spawnp(&pid, argv[0], &actions, NULL, argv, env);
  posix_spawn_file_actions_destroy(&actions);
  free(env);
  if (out != NULL) close(pipe_fds[1]);
  if (rc != 0) {
    if (out != NULL) close(pipe_fds[0]);
    return -1;
  }
  if (out != NULL) {
    ssize_t got;
    while (used + 1 < size && (got = read(pipe_fds[0], out + used, size - 1 - used)) > 0)
      used += (size_t)got;
    out[used] = '\0';
    close(pipe_fds[0]);
  }
  if (waitpid(pid, &status, 0) < 0) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

void measure_library_size(void) {
  struct stat st;
  char stripped[64];
  char *argv[6];
  if (library_path[0] == '\0' || stat(library_path, &st) != 0) return;
  library.size = (long long)st.st_size;
  snprintf(stripped, sizeof stripped, "/tmp/sheet-bench-stripped-%ld.so", (long)getpid());
  argv[0] = (char *)options.strip;
  argv[1] = "--strip-all";
  argv[2] = "-o";
  argv[3] = stripped;
  argv[4] = library_path;
  argv[5] = NULL;
  if (run_program(argv, NULL, 0) == 0 && stat(stripped, &st) == 0)
    library.stripped_size = (long long)st.st_size;
  unlink(stripped);
}

/* One fresh process of the startup probe: its nanoseconds, or -1. */
static double probe_once(char *const argv[]) {
  char buffer[64], *end;
  double ns;
  if (run_program(argv, buffer, sizeof buffer) != 0) return -1;
  ns = strtod(buffer, &end);
  return end != buffer && ns > 0 ? ns : -1;
}

/* libsheet's samples alternate with the reference engine's, so that both see the
 * machine in the same state. */
void measure_startup(void) {
  int runs = options.quick ? 2 : 9, i, n = 0, m = 0;
  double samples[16], reference[16];
  char *argv[3], *reference_argv[4];
  if (library_path[0] == '\0' || options.probe == NULL || options.probe[0] == '\0') return;
  argv[0] = (char *)options.probe;
  argv[1] = library_path;
  argv[2] = NULL;
  reference_argv[0] = (char *)options.probe;
  reference_argv[1] = "--reference";
  reference_argv[2] = (char *)SHEET_BENCH_REFERENCE_LIB;
  reference_argv[3] = NULL;
  for (i = 0; i < runs; i++) {
    double ns = probe_once(argv);
    if (ns > 0) samples[n++] = ns;
    if (reference_argv[2][0] != '\0' && (ns = probe_once(reference_argv)) > 0) reference[m++] = ns;
  }
  library.startup_samples = n;
  if (m > 0) library.reference_startup_median = bench_median(reference, m);
  if (n == 0) return;
  library.startup_median = bench_median(samples, n);
  library.startup_min = samples[0];
}
