/*
 * sheet-soak — libsheet under a long, steady load: N threads (default 8) each run random
 * sessions (sessions.c, the state fuzzer's: two engines, several sheets, every kind of
 * input, invariants.c's checks after every step and rest after every episode) on their
 * own engines, with the plugins given (the example plugins, bench-spring.so) and a host
 * animator in C loaded into every engine. A session is a few episodes on fresh engines;
 * thread i runs seeds seed + i, seed + i + N, ... so that a failing session can be run
 * again alone: the summary prints the sheet-state-fuzz command that replays the first
 * one that failed (the same plugins, the same host animator).
 *
 * Every interval (default 60 s) it prints the process's resident memory and the counts
 * so far; at the end, sessions, checked calls, violations and the RSS curve's first,
 * last and largest value. Fails on any violation, or when RSS grew by more than
 * --max-growth KiB (default 8192) from the first sample to the last.
 *
 *   sheet-soak [--minutes M | --seconds S] [--threads N] [--seed S] [--interval S]
 *              [--plugins DIR]... [--plugin FILE]... [--max-growth KIB]
 */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE

#include <pthread.h>
#include <unistd.h>

#include "fuzz_common.h"
#include "invariants.h"
#include "linear_animator.h"
#include "sessions.h"

#define MAX_THREADS 64
#define EPISODES_PER_SESSION 8

static char *g_plugins[64];
static int g_nplugins;
static char *g_anim_names[65];
static int g_nanim_names;
static sheet_animator_vtable g_host_vtable;
static int g_nthreads = 8;
static uint64_t g_seed = 1;
static double g_deadline;

typedef struct worker {
  pthread_t th;
  int index;
  pthread_mutex_t lock; /* guards the counts below, read by the main thread */
  uint64_t sessions, episodes, steps, calls, violations, events;
  uint64_t failed_seed; /* the first session with a violation; 0: none */
} worker;

static worker g_workers[MAX_THREADS];

static void *work(void *arg) {
  worker *w = (worker *)arg;
  uint64_t round;
  for (round = 0; fz_seconds() < g_deadline; round++) {
    fz_session *ss = (fz_session *)calloc(1, sizeof *ss);
    int e;
    if (!ss) break;
    ss->plugins = g_plugins;
    ss->nplugins = g_nplugins;
    ss->host_vtables = &g_host_vtable;
    ss->nhost_vtables = 1;
    ss->anim_names = g_anim_names;
    ss->nanim_names = g_nanim_names;
    fz_session_start(ss, g_seed + (uint64_t)w->index + round * (uint64_t)g_nthreads);
    for (e = 0; e < EPISODES_PER_SESSION && fz_seconds() < g_deadline; e++) {
      fz_session_episode(ss);
      pthread_mutex_lock(&w->lock);
      w->episodes++;
      pthread_mutex_unlock(&w->lock);
    }
    fz_session_end(ss);
    pthread_mutex_lock(&w->lock);
    w->sessions++;
    w->steps += ss->steps;
    w->calls += ss->ck.calls;
    w->violations += ss->ck.violations;
    w->events += ss->ck.events;
    if (ss->ck.violations && !w->failed_seed) w->failed_seed = ss->seed;
    pthread_mutex_unlock(&w->lock);
    free(ss);
  }
  return NULL;
}

typedef struct totals {
  uint64_t sessions, episodes, steps, calls, violations, events;
} totals;

static totals sum(void) {
  totals t;
  int i;
  memset(&t, 0, sizeof t);
  for (i = 0; i < g_nthreads; i++) {
    worker *w = &g_workers[i];
    pthread_mutex_lock(&w->lock);
    t.sessions += w->sessions;
    t.episodes += w->episodes;
    t.steps += w->steps;
    t.calls += w->calls;
    t.violations += w->violations;
    t.events += w->events;
    pthread_mutex_unlock(&w->lock);
  }
  return t;
}

int main(int argc, char **argv) {
  double seconds = 60, interval = 60, t0, next;
  long max_growth = 8192, first = -1, last = -1, largest = -1;
  int i, sample = 0;
  totals t;
  for (i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--minutes") && i + 1 < argc) seconds = 60 * atof(argv[++i]);
    else if (!strcmp(argv[i], "--seconds") && i + 1 < argc) seconds = atof(argv[++i]);
    else if (!strcmp(argv[i], "--threads") && i + 1 < argc) g_nthreads = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--seed") && i + 1 < argc) g_seed = fz_parse_u64(argv[++i]);
    else if (!strcmp(argv[i], "--interval") && i + 1 < argc) interval = atof(argv[++i]);
    else if (!strcmp(argv[i], "--max-growth") && i + 1 < argc) max_growth = atol(argv[++i]);
    else if (!strcmp(argv[i], "--plugins") && i + 1 < argc)
      fz_add_plugin_dir(argv[++i], "", g_plugins, &g_nplugins, 64);
    else if (!strcmp(argv[i], "--plugin") && i + 1 < argc) {
      if (g_nplugins < 64) g_plugins[g_nplugins++] = argv[++i];
    } else {
      fprintf(stderr, "usage: sheet-soak [--minutes M | --seconds S] [--threads N] [--seed S] "
                      "[--interval S] [--plugins DIR]... [--plugin FILE]... [--max-growth KIB]\n");
      return 2;
    }
  }
  if (g_nthreads < 1 || g_nthreads > MAX_THREADS || !(interval > 0)) {
    fprintf(stderr, "sheet-soak: --threads 1..%d, --interval > 0\n", MAX_THREADS);
    return 2;
  }
  g_nanim_names = fz_plugin_animator_names(g_plugins, g_nplugins, g_anim_names, 64);
  fz_linear_vtable(&g_host_vtable, "soak.linear");
  g_anim_names[g_nanim_names++] = (char *)"soak.linear";
  printf("soak: %d threads, %.0f s, seed %llu, %d plugin files, animators:", g_nthreads, seconds,
         (unsigned long long)g_seed, g_nplugins);
  for (i = 0; i < g_nanim_names; i++) printf(" %s", g_anim_names[i]);
  printf(" (and spring, slide, fade)\n");
  fflush(stdout);

  t0 = fz_seconds();
  g_deadline = t0 + seconds;
  for (i = 0; i < g_nthreads; i++) {
    g_workers[i].index = i;
    pthread_mutex_init(&g_workers[i].lock, NULL);
    if (pthread_create(&g_workers[i].th, NULL, work, &g_workers[i]) != 0) {
      fprintf(stderr, "sheet-soak: pthread_create failed\n");
      return 2;
    }
  }
  printf("%8s %10s %10s %12s %14s %10s\n", "time_s", "rss_kib", "sessions", "steps", "calls", "violations");
  next = t0 + interval;
  for (;;) {
    double now = fz_seconds();
    int done = now >= g_deadline;
    if (now >= next || done) {
      long rss = fz_rss_kib();
      t = sum();
      if (first < 0) first = rss;
      last = rss;
      if (rss > largest) largest = rss;
      printf("%8.0f %10ld %10llu %12llu %14llu %10llu\n", now - t0, rss, (unsigned long long)t.sessions,
             (unsigned long long)t.steps, (unsigned long long)t.calls, (unsigned long long)t.violations);
      fflush(stdout);
      sample++;
      next += interval;
    }
    if (done) break;
    usleep(200000);
  }
  for (i = 0; i < g_nthreads; i++) pthread_join(g_workers[i].th, NULL);
  t = sum();
  printf("sessions: %llu (%llu episodes, %llu steps), checked calls: %llu, events: %llu, %.0f s\n",
         (unsigned long long)t.sessions, (unsigned long long)t.episodes, (unsigned long long)t.steps,
         (unsigned long long)t.calls, (unsigned long long)t.events, fz_seconds() - t0);
  printf("violations: %llu\n", (unsigned long long)t.violations);
  for (i = 0; i < g_nthreads; i++) {
    int p;
    if (!g_workers[i].failed_seed) continue;
    printf("replay: sheet-state-fuzz --seed %llu --steps %d", (unsigned long long)g_workers[i].failed_seed,
           EPISODES_PER_SESSION * 450);
    for (p = 0; p < g_nplugins; p++) printf(" --plugin %s", g_plugins[p]);
    printf(" --host-linear soak.linear\n");
    break;
  }
  printf("RSS: first %ld KiB, last %ld KiB, max %ld KiB (%+ld KiB over %d samples)\n", first, last, largest,
         last - first, sample);
  if (t.violations || first < 0 || last - first > max_growth) {
    printf("RESULT: FAIL\n");
    return 1;
  }
  printf("RESULT: PASS\n");
  return 0;
}
