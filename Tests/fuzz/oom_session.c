/*
 * sheet-oom — allocation failure, as SQLite tests it: a scripted session (an engine, an
 * animator registered in-process, the example plugins loaded, sheets created with
 * built-in, in-process and plugin transitions, presented, dragged, scrolled, given a
 * configuration with more detents and other transitions, swapped, stacked, an
 * accessibility action, a field focused under a keyboard that moves every frame (each
 * frame starting the plugin's settles), a back gesture committed (the plugin's
 * dismissal), a viewport that turns a sheet into a side sheet and back (its wide layout,
 * each time a settle of the plugin's) with the layout direction mirroring it between,
 * dismissed, destroyed) run once for every N with the Nth allocation failing, until a
 * run makes fewer than N allocations.
 *
 *   sheet-oom --measure         the session once, no failure: the allocations of each call
 *   sheet-oom --once N          the session once in this process, failing allocation N
 *                               (to run under a debugger)
 *   sheet-oom [--from N] [--to N] [--verbose] [--from-then-on]
 *
 * --from-then-on makes every allocation from the Nth on fail, as when memory has run
 * out for good: calls that must allocate are refused with SHEET_ERR_OUT_OF_MEMORY, the
 * rest go on.
 *
 * Each run is a forked child with the malloc interposer (bench/alloc_counter.c,
 * LD_PRELOADed) failing its Nth allocation. A run passes when the child exits normally;
 * every call returned SHEET_OK or a status its function documents, with a sentence;
 * the update took whole or not at all; after the failure the engine is still usable (a sheet created then presents and comes
 * to rest where it should); and the heap the session holds at its end is no more than
 * a run without failure holds (nothing leaked: no more blocks, and no more bytes than
 * where the C library placed them explains). A crash or a trap names the call and N.
 */
#define _GNU_SOURCE

#include <dlfcn.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "alloc_counter.h"
#include "fuzz_common.h"
#include "phone_fixture.h"

#ifndef SHEET_FUZZ_PLUGIN_DIR
#define SHEET_FUZZ_PLUGIN_DIR ""
#endif

/* What a child reports to its parent, in shared memory. */
typedef struct report {
  char call[64];            /* the call in progress, or the last one made */
  char problem[256];        /* the first broken rule, "" when none */
  unsigned long long allocations;
  long long live_bytes;     /* heap held after the engine was destroyed */
  long long live_blocks;    /* in so many blocks */
  int failed;               /* whether the Nth allocation was reached and failed */
  int finished;
} report;

static report *shared;
static sheet_bench_alloc_counters *counters;
static int measuring;
static int from_then_on;

static void note_problem(const char *format, const char *a, const char *b) {
  if (shared->problem[0] == '\0') snprintf(shared->problem, sizeof shared->problem, format, a, b);
}

/* Records that `call` returned `status`; `allowed` lists the statuses it may return
 * besides SHEET_OK (terminated by SHEET_OK). A refusal must come with a sentence. */
static sheet_status checked(const char *call, sheet_status status, const sheet_engine *engine,
                            const sheet_status *allowed) {
  size_t i;
  unsigned long long before = counters->allocations;
  (void)before;
  if (status == SHEET_OK) return status;
  for (i = 0; allowed[i] != SHEET_OK; i++)
    if (allowed[i] == status) break;
  if (allowed[i] == SHEET_OK) note_problem("%s returned %s", call, sheet_status_name(status));
  if (engine != NULL && sheet_engine_last_error(engine)[0] == '\0')
    note_problem("%s returned %s without a sentence", call, sheet_status_name(status));
  return status;
}

/* Statuses a call may return when memory runs out or an earlier step could not be
 * made; each list ends with SHEET_OK. */
static const sheet_status any_step[] = {SHEET_ERR_OUT_OF_MEMORY, SHEET_ERR_INVALID_HANDLE,
                                        SHEET_ERR_INVALID_STATE, SHEET_ERR_NOT_FOUND, SHEET_OK};
static const sheet_status plugin_step[] = {SHEET_ERR_OUT_OF_MEMORY, SHEET_ERR_PLUGIN, SHEET_OK};

/* Makes a call, checked, keeping its status in `status`. */
#define CALL_KEEP(status, engine, expr, allowed)                                        \
  do {                                                                                  \
    unsigned long long before_ = counters->allocations;                                 \
    snprintf(shared->call, sizeof shared->call, "%s", #expr);                           \
    (status) = checked(#expr, (expr), (engine), (allowed));                             \
    if (measuring)                                                                      \
      printf("%6llu allocations  %s\n", counters->allocations - before_, #expr);        \
  } while (0)

#define CALL(engine, expr, allowed)                                                     \
  do {                                                                                  \
    sheet_status status_;                                                               \
    CALL_KEEP(status_, engine, expr, allowed);                                          \
    (void)status_;                                                                      \
  } while (0)

/* An animator defined in the host: a straight line to the target in 0.2 s. */
typedef struct line_motion {
  sheet_visual from, to;
} line_motion;

static sheet_status line_create(void *plugin_data, const sheet_motion *motion,
                                const double *params, void **out) {
  line_motion *m;
  (void)plugin_data;
  (void)params;
  m = malloc(sizeof *m);
  if (m == NULL) return SHEET_ERR_OUT_OF_MEMORY;
  m->from = motion->from;
  m->to = motion->to;
  *out = m;
  return SHEET_OK;
}

static sheet_status line_sample(void *instance, double elapsed, sheet_visual *out,
                                double *velocity, int32_t *finished) {
  const line_motion *m = instance;
  double k = elapsed >= 0.2 ? 1 : elapsed / 0.2;
  *out = m->to;
  out->top = m->from.top + (m->to.top - m->from.top) * k;
  *velocity = k < 1 ? (m->to.top - m->from.top) / 0.2 : 0;
  *finished = k >= 1;
  return SHEET_OK;
}

static void line_destroy(void *instance) { free(instance); }

static void drain(sheet_engine *e) {
  sheet_event ev;
  memset(&ev, 0, sizeof ev);
  ev.struct_size = sizeof ev;
  while (sheet_engine_poll_event(e, &ev) == 1) {
  }
}

static void ticks(sheet_engine *e, double *t, double seconds) {
  double end = *t + seconds;
  while (*t < end) {
    *t += 1.0 / 60;
    CALL(e, sheet_engine_tick(e, *t), any_step);
  }
  drain(e);
}

/* What an update may have changed of a sheet, read with counting off (so that nothing
 * fails here, and the session's allocations stay the same). */
typedef struct sheet_view {
  sheet_frame frame;
  sheet_accessibility accessibility;
} sheet_view;

static void view_of(sheet_engine *e, sheet_id id, sheet_view *v) {
  int enabled = counters->enabled;
  counters->enabled = 0;
  memset(v, 0, sizeof *v);
  v->frame.struct_size = sizeof v->frame;
  v->accessibility.struct_size = sizeof v->accessibility;
  (void)sheet_get_frame(e, id, &v->frame);
  (void)sheet_get_accessibility(e, id, &v->accessibility);
  counters->enabled = enabled;
}

/* sheet_update of `id` at the engine's own time `t` (so that nothing moves in the
 * call but what the update changes), where it must allocate: it returns
 * SHEET_ERR_OUT_OF_MEMORY and changes nothing, or succeeds whole. */
static void update_whole(sheet_engine *e, sheet_id id, const sheet_config *config, double t) {
  sheet_view before, after;
  sheet_status status;
  view_of(e, id, &before);
  CALL_KEEP(status, e, sheet_update(e, id, config, t), any_step);
  view_of(e, id, &after);
  if (status == SHEET_ERR_OUT_OF_MEMORY &&
      (memcmp(&before.frame, &after.frame, sizeof before.frame) != 0 ||
       memcmp(&before.accessibility, &after.accessibility, sizeof before.accessibility) != 0))
    note_problem("%s refused for memory, but it changed the sheet%s", "sheet_update", "");
  if (status == SHEET_OK &&
      (after.accessibility.detent_count != (int32_t)config->detent_count ||
       after.frame.corner_radius != config->corner_radius || after.frame.grabber_visible != 0))
    note_problem("%s succeeded, but the sheet has only part of its configuration%s", "sheet_update", "");
}

/* After a failure the engine must still work: a new sheet presents and rests at its
 * detent (counting off, so that nothing fails here). */
static void check_usable(sheet_engine *e, double *t) {
  sheet_id id = 0;
  sheet_frame f;
  int enabled = counters->enabled;
  counters->enabled = 0;
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  if (sheet_create(e, NULL, &id) != SHEET_OK || sheet_present(e, id, 0, *t) != SHEET_OK) {
    note_problem("the engine is not usable after the failure: %s%s", sheet_engine_last_error(e), "");
  } else {
    double end = *t + 2;
    while (*t < end) {
      *t += 1.0 / 60;
      (void)sheet_engine_tick(e, *t);
    }
    if (sheet_get_frame(e, id, &f) != SHEET_OK || f.state != SHEET_STATE_RESTING)
      note_problem("a sheet created after the failure did not come to rest%s%s", "", "");
    (void)sheet_destroy(e, id);
  }
  drain(e);
  counters->enabled = enabled;
}

static void session(void) {
  sheet_engine *e = NULL;
  sheet_id a = 0, b = 0, c = 0;
  sheet_config config;
  sheet_detent detents[3] = {{SHEET_DETENT_FRACTION, 0.4}, {SHEET_DETENT_CONTENT, 0},
                             {SHEET_DETENT_FRACTION, 0.9}};
  sheet_param spring[2] = {{"response", 0.3}, {"damping_ratio", 0.8}};
  sheet_param zoom[2] = {{"duration", 0.25}, {"start_scale", 0.9}};
  sheet_detent more[6] = {{SHEET_DETENT_POINTS, 120},    {SHEET_DETENT_FRACTION, 0.3},
                          {SHEET_DETENT_FRACTION, 0.45}, {SHEET_DETENT_CONTENT, 0},
                          {SHEET_DETENT_FRACTION, 0.75}, {SHEET_DETENT_FRACTION, 0.95}};
  sheet_animator_vtable line;
  char path[512];
  double t = 1, y;
  int32_t hit = 0;
  int i;

  counters->enabled = 1;
  CALL(NULL, sheet_engine_create(&e), any_step);
  if (e == NULL) {
    counters->enabled = 0;
    return;
  }
  CALL(e, sheet_engine_set_viewport(e, PHONE_VIEWPORT), any_step);
  memset(&line, 0, sizeof line);
  line.struct_size = sizeof line;
  line.abi_version = SHEET_ABI_VERSION;
  line.name = "host.line";
  line.create = line_create;
  line.sample = line_sample;
  line.destroy = line_destroy;
  CALL(e, sheet_engine_register_animator(e, &line, NULL), any_step);
  snprintf(path, sizeof path, "%s/sheet-zoom.so", SHEET_FUZZ_PLUGIN_DIR);
  CALL(e, sheet_engine_load_plugin(e, path), plugin_step);
  snprintf(path, sizeof path, "%s/sheet-bounce.so", SHEET_FUZZ_PLUGIN_DIR);
  CALL(e, sheet_engine_load_plugin(e, path), plugin_step);

  sheet_config_init(&config);
  config.detents = detents;
  config.detent_count = 3;
  config.settle.animator = "spring";
  config.settle.params = spring;
  config.settle.param_count = 2;
  config.present.animator = "host.line";
  CALL(e, sheet_create(e, &config, &a), any_step);
  config.present.animator = "zoom";
  config.present.params = zoom;
  config.present.param_count = 2;
  config.dismiss = config.present;
  config.stack = SHEET_STACK_PUSH;
  CALL(e, sheet_create(e, &config, &b), any_step);
  config.present.animator = "slide";
  config.present.params = NULL;
  config.present.param_count = 0;
  config.dismiss.animator = "bounce";
  config.dismiss.params = NULL;
  config.dismiss.param_count = 0;
  config.stack = SHEET_STACK_SWITCH;
  CALL(e, sheet_create(e, &config, &c), any_step);

  CALL(e, sheet_set_content(e, a, 1, 420, t), any_step);
  CALL(e, sheet_present(e, a, 0, t), any_step);
  ticks(e, &t, 0.5);
  CALL(e, sheet_set_scroll_extent(e, a, 800, t), any_step);
  y = PHONE_HEIGHT - 0.4 * PHONE_AVAILABLE + 20;
  CALL(e, sheet_pointer_down(e, a, PHONE_WIDTH / 2, y, t, &hit), any_step);
  for (i = 0; i < 10; i++) {
    t += 0.008;
    y -= 40;
    CALL(e, sheet_pointer_move(e, a, PHONE_WIDTH / 2, y, t), any_step);
  }
  CALL(e, sheet_pointer_up(e, a, PHONE_WIDTH / 2, y, t), any_step);
  ticks(e, &t, 1.0);
  /* more detents than a has held, the plugin's transition with parameters, the page
     behind receding, the grabber hidden: an update that must allocate */
  config.detents = more;
  config.detent_count = 6;
  config.present.animator = "zoom";
  config.present.params = zoom;
  config.present.param_count = 2;
  config.settle = config.present;
  config.dismiss.animator = "host.line";
  config.corner_radius = 20;
  config.grabber = SHEET_GRABBER_HIDE;
  config.scales_background = 1;
  config.confirm_dismiss = 1;
  config.stack = SHEET_STACK_PUSH;
  update_whole(e, a, &config, t);
  ticks(e, &t, 0.5);
  CALL(e, sheet_set_content(e, a, 2, 300, t), any_step);
  ticks(e, &t, 0.5);
  CALL(e, sheet_present(e, b, 1, t), any_step);
  ticks(e, &t, 0.5);
  CALL(e, sheet_perform_action(e, b, SHEET_ACTION_EXPAND, t), any_step);
  ticks(e, &t, 0.5);
  CALL(e, sheet_present(e, c, 0, t), any_step);
  ticks(e, &t, 0.6);
  CALL(e, sheet_dismiss(e, c, t), any_step);
  ticks(e, &t, 0.8);
  /* a keyboard rises under a focused field, a new obstruction every frame: each moves
     a and b with their settles (the plugin's for a), which allocate; then b goes by a
     back gesture, its dismissal the plugin's */
  CALL(e, sheet_set_focus(e, a, 200, 40, t), any_step);
  for (i = 0; i < 10; i++) {
    t += 1.0 / 60;
    CALL(e, sheet_engine_set_obstruction(e, 30.0 * (i + 1), t), any_step);
    CALL(e, sheet_engine_tick(e, t), any_step);
  }
  drain(e);
  CALL(e, sheet_back_begin(e, b, t), any_step);
  for (i = 1; i <= 5; i++) {
    t += 1.0 / 60;
    CALL(e, sheet_back_progress(e, b, i / 5.0, t), any_step);
    CALL(e, sheet_engine_tick(e, t), any_step);
  }
  CALL(e, sheet_back_commit(e, b, t), any_step);
  ticks(e, &t, 0.8);
  CALL(e, sheet_engine_set_obstruction(e, 0, t), any_step);
  ticks(e, &t, 0.8);
  /* a's wide layout: a viewport wider than its threshold makes it a trailing side sheet,
     which comes in from that side with its settle (the plugin's, which allocates); the
     direction mirrors it; the phone's viewport brings it back to the bottom */
  config.wide_layout = SHEET_WIDE_SIDE_TRAILING;
  config.wide_threshold = 500;
  update_whole(e, a, &config, t);
  CALL(e, sheet_engine_set_viewport(e, 600, PHONE_HEIGHT, PHONE_SAFE_TOP, PHONE_SAFE_BOTTOM), any_step);
  ticks(e, &t, 0.3);
  CALL(e, sheet_engine_set_layout_direction(e, SHEET_DIRECTION_RTL), any_step);
  ticks(e, &t, 0.3);
  CALL(e, sheet_engine_set_viewport(e, PHONE_VIEWPORT), any_step);
  ticks(e, &t, 0.5);
  CALL(e, sheet_destroy(e, c), any_step);
  CALL(e, sheet_dismiss(e, a, t), any_step);
  ticks(e, &t, 0.8);
  check_usable(e, &t);
  snprintf(shared->call, sizeof shared->call, "sheet_engine_destroy");
  sheet_engine_destroy(e);
  counters->enabled = 0;
}

/* Whether run `r` holds more heap at its end than `baseline`, the run without a failure:
 * more blocks, or more bytes than where the C library placed the same blocks explains.
 * The usable size of a block depends on the free chunk it was cut from: glibc hands out
 * a whole chunk rather than leave a remainder smaller than its smallest chunk (four
 * words), so each block may hold up to that much more in one run than in another. */
static int holds_more(const report *r, const report *baseline) {
  long long placement = r->live_blocks * 4 * (long long)sizeof(size_t);
  return r->live_blocks > baseline->live_blocks || r->live_bytes - baseline->live_bytes > placement;
}

/* One run in a child with the Nth allocation failing (0: none). */
static int run(unsigned long long n, report *out, int verbose) {
  pid_t pid;
  int status = 0;
  memset(shared, 0, sizeof *shared);
  fflush(NULL);
  pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    counters->allocations = 0;
    counters->live_bytes = 0;
    counters->live_blocks = 0;
    counters->failed = 0;
    counters->fail_at = n;
    counters->fail_from_then_on = from_then_on;
    session();
    shared->allocations = counters->allocations;
    shared->live_bytes = counters->live_bytes;
    shared->live_blocks = counters->live_blocks;
    shared->failed = counters->failed;
    shared->finished = 1;
    _exit(0);
  }
  if (waitpid(pid, &status, 0) < 0) return -1;
  *out = *shared;
  if (WIFSIGNALED(status)) {
    printf("N=%llu: crashed (signal %d) in %s\n", n, WTERMSIG(status), out->call);
    return 1;
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || !out->finished) {
    printf("N=%llu: did not finish (in %s)\n", n, out->call);
    return 1;
  }
  if (verbose) printf("N=%llu: %s\n", n, out->failed ? "recovered" : "no failure injected");
  return 0;
}

int main(int argc, char **argv) {
  unsigned long long from = 1, to = 0, once = 0, n;
  int verbose = 0, failures = 0, i;
  report baseline, r;
  for (i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--measure") == 0) {
      measuring = 1;
    } else if (strcmp(argv[i], "--from") == 0 && i + 1 < argc) {
      from = fz_parse_u64(argv[++i]);
    } else if (strcmp(argv[i], "--to") == 0 && i + 1 < argc) {
      to = fz_parse_u64(argv[++i]);
    } else if (strcmp(argv[i], "--once") == 0 && i + 1 < argc) {
      once = fz_parse_u64(argv[++i]);
    } else if (strcmp(argv[i], "--from-then-on") == 0) {
      from_then_on = 1;
    } else if (strcmp(argv[i], "--verbose") == 0) {
      verbose = 1;
    } else {
      fprintf(stderr, "usage: sheet-oom [--measure | --once N] [--from N] [--to N] [--verbose]\n");
      return 2;
    }
  }
  counters = (sheet_bench_alloc_counters *)dlsym(RTLD_DEFAULT, SHEET_BENCH_ALLOC_SYMBOL);
  if (counters == NULL) {
    fprintf(stderr, "sheet-oom: the allocation interposer is not loaded (LD_PRELOAD it)\n");
    return 2;
  }
  shared = mmap(NULL, sizeof *shared, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (shared == MAP_FAILED) return 2;

  if (once > 0) {
    memset(shared, 0, sizeof *shared);
    counters->fail_at = once;
    counters->fail_from_then_on = from_then_on;
    session();
    printf("N=%llu: %s; %s\n", once, counters->failed ? "failed and recovered" : "not reached",
           shared->problem[0] ? shared->problem : "no problem");
    return shared->problem[0] ? 1 : 0;
  }
  if (measuring) {
    memset(shared, 0, sizeof *shared);
    session();
    printf("%llu allocations in all; largest request %llu bytes; %s\n", counters->allocations,
           counters->largest, shared->problem[0] ? shared->problem : "no problem");
    return shared->problem[0] ? 1 : 0;
  }

  if (run(0, &baseline, 0) != 0 || baseline.problem[0] != '\0') {
    printf("the session fails without any failure injected: %s\n", baseline.problem);
    return 1;
  }
  for (n = from; to == 0 || n <= to; n++) {
    int rc = run(n, &r, verbose);
    if (rc < 0) return 2;
    failures += rc;
    if (rc == 0 && r.problem[0] != '\0') {
      printf("N=%llu: %s\n", n, r.problem);
      failures++;
    } else if (rc == 0 && holds_more(&r, &baseline)) {
      printf("N=%llu: leaked (held %lld bytes in %lld blocks at the end, %lld in %lld without a "
             "failure)\n",
             n, r.live_bytes, r.live_blocks, baseline.live_bytes, baseline.live_blocks);
      failures++;
    }
    if (rc == 0 && !r.failed) break;
  }
  printf("allocation failure: %llu points tried (the session makes %llu allocations); %d failed\n",
         n - from, baseline.allocations, failures);
  printf("RESULT: %s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
