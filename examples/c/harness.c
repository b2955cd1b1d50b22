/*
 * sheet-harness — plays a scripted bottom-sheet session through the C ABI of libsheet
 * with explicit timestamps, and prints the events and a table of frames.
 *
 *   sheet-harness [--hz N] [--quiet] [--plugin PATH]... [--animator NAME
 *                 [--param NAME=VALUE]...] [--list]
 *
 * --plugin loads an animator plugin (repeatable); --animator moves the sheet's present,
 * dismiss and settle motions with that animator (built-in, or from a plugin), with the
 * parameters given by --param; --list prints the registered animators and their
 * parameters and exits.
 *
 * The session, on a 390 x 844 viewport (safe areas 47 top, 34 bottom) with a sheet of
 * two detents (half and full height):
 *   1. present at detent 0 and tick until it rests;
 *   2. a quick drag up that flings it to detent 1;
 *   3. a slow drag down, held still before release, that settles back to detent 0;
 *   4. a quick downward flick that dismisses it;
 *   5. present again, then a tap on the backdrop that dismisses it.
 * Every frame is ticked at the frame rate (60 Hz unless --hz); pointer samples arrive
 * at frame times. The table shows about 15 rows per second plus every frame on which
 * something happened. --quiet prints the events only.
 *
 * Exit status: 0 when the session went as scripted; 1 when a call failed unexpectedly
 * or the sheet did not end up where the script expects; 2 for a usage error.
 */
#include <sheet.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define VIEW_W 390.0
#define VIEW_H 844.0
#define SAFE_TOP 47.0
#define SAFE_BOTTOM 34.0
#define SETTLE_LIMIT 10.0 /* seconds: a motion that has not ended by then is a failure */

static sheet_engine *engine;
static sheet_id sheet;
static double hz = 60.0;
static long frame_no;        /* frames ticked so far; frame n is at t = n / hz */
static long row_every = 4;   /* table row every this many frames */
static int quiet;
static int header_due = 1;
static long last_row_frame = -1;
static long event_count, row_count;
static int last_dismiss_reason = SHEET_REASON_NONE;
#define MAX_OPTIONS 16
static const char *plugin_paths[MAX_OPTIONS];
static int plugin_count;
static const char *animator_name;
static sheet_param params[MAX_OPTIONS];
static char param_names[MAX_OPTIONS][64];
static int param_count;
static int list_only;
static int dismissed_count;

static const char *state_name(int32_t s) {
  switch (s) {
  case SHEET_STATE_HIDDEN: return "HIDDEN";
  case SHEET_STATE_PRESENTING: return "PRESENTING";
  case SHEET_STATE_RESTING: return "RESTING";
  case SHEET_STATE_DRAGGING: return "DRAGGING";
  case SHEET_STATE_SETTLING: return "SETTLING";
  case SHEET_STATE_DISMISSING: return "DISMISSING";
  default: return "?";
  }
}

static const char *event_name(int32_t t) {
  switch (t) {
  case SHEET_EVENT_NONE: return "NONE";
  case SHEET_EVENT_WILL_PRESENT: return "WILL_PRESENT";
  case SHEET_EVENT_DID_PRESENT: return "DID_PRESENT";
  case SHEET_EVENT_WILL_DISMISS: return "WILL_DISMISS";
  case SHEET_EVENT_DID_DISMISS: return "DID_DISMISS";
  case SHEET_EVENT_DETENT_CHANGED: return "DETENT_CHANGED";
  case SHEET_EVENT_DRAG_BEGAN: return "DRAG_BEGAN";
  case SHEET_EVENT_DRAG_ENDED: return "DRAG_ENDED";
  case SHEET_EVENT_CONTENT_CHANGED: return "CONTENT_CHANGED";
  case SHEET_EVENT_TRANSITION_CANCELLED: return "TRANSITION_CANCELLED";
  case SHEET_EVENT_ANIMATOR_FAILED: return "ANIMATOR_FAILED";
  case SHEET_EVENT_EVENTS_DROPPED: return "EVENTS_DROPPED";
  default: return "?";
  }
}

static const char *reason_name(int32_t r) {
  switch (r) {
  case SHEET_REASON_NONE: return "NONE";
  case SHEET_REASON_PROGRAMMATIC: return "PROGRAMMATIC";
  case SHEET_REASON_DRAG: return "DRAG";
  case SHEET_REASON_FLING: return "FLING";
  case SHEET_REASON_BACKDROP_TAP: return "BACKDROP_TAP";
  case SHEET_REASON_ACCESSIBILITY: return "ACCESSIBILITY";
  case SHEET_REASON_REPLACED: return "REPLACED";
  default: return "?";
  }
}

static const char *hit_name(int32_t h) {
  switch (h) {
  case SHEET_HIT_NONE: return "NONE";
  case SHEET_HIT_SHEET: return "SHEET";
  case SHEET_HIT_BACKDROP: return "BACKDROP";
  case SHEET_HIT_PASS_THROUGH: return "PASS_THROUGH";
  default: return "?";
  }
}

static void fail_status(const char *call, int line, sheet_status st) {
  fprintf(stderr, "sheet-harness: %s failed (line %d): %s: %s\n", call, line,
          sheet_status_name(st), engine ? sheet_engine_last_error(engine) : "");
  sheet_engine_destroy(engine);
  exit(1);
}

/* Every status is checked: an unexpected failure ends the run with exit status 1. */
#define CHECK(call)                                                                      \
  do {                                                                                   \
    sheet_status check_st_ = (call);                                                     \
    if (check_st_ != SHEET_OK) fail_status(#call, __LINE__, check_st_);                  \
  } while (0)

static void fail_script(const char *what) {
  fprintf(stderr, "sheet-harness: unexpected outcome: %s\n", what);
  sheet_engine_destroy(engine);
  exit(1);
}

static double now(void) { return (double)frame_no / hz; }

static void phase(const char *title) {
  if (!quiet) {
    printf("\n== %s\n", title);
    header_due = 1;
  }
}

static sheet_frame get_frame(void) {
  sheet_frame f;
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  CHECK(sheet_get_frame(engine, sheet, &f));
  return f;
}

static void print_row(long frame_index, const sheet_frame *f, const char *note) {
  if (quiet) return;
  if (header_due) {
    printf("%8s  %-10s %6s %8s %8s %8s %9s\n", "t", "state", "detent", "top", "height",
           "opacity", "backdrop");
    header_due = 0;
  }
  printf("%8.3f  %-10s %6d %8.1f %8.1f %8.3f %9.3f%s%s\n", (double)frame_index / hz,
         state_name(f->state),
         (int)f->detent, f->top, f->height, f->opacity, f->backdrop_alpha,
         note ? "  " : "", note ? note : "");
  row_count++;
  last_row_frame = frame_index;
}

/* Drains the event queue; returns how many events there were. */
static int drain_events(void) {
  int n = 0;
  sheet_event ev;
  memset(&ev, 0, sizeof ev);
  ev.struct_size = sizeof ev;
  while (sheet_engine_poll_event(engine, &ev) == 1) {
    n++;
    event_count++;
    printf("  event %8.3f  %-20s detent %2d  from %2d  reason %s\n", ev.time,
           event_name(ev.type), (int)ev.detent, (int)ev.from_detent, reason_name(ev.reason));
    if (ev.type == SHEET_EVENT_DID_DISMISS) {
      dismissed_count++;
      last_dismiss_reason = ev.reason;
    }
    if (ev.type == SHEET_EVENT_ANIMATOR_FAILED) fail_script("a built-in animator failed");
    memset(&ev, 0, sizeof ev);
    ev.struct_size = sizeof ev;
  }
  /* poll_event returns 0 both for "empty" and for unusable arguments */
  if (strcmp(sheet_engine_last_error(engine), "") != 0) {
    fprintf(stderr, "sheet-harness: sheet_engine_poll_event: %s\n",
            sheet_engine_last_error(engine));
    sheet_engine_destroy(engine);
    exit(1);
  }
  return n;
}

/* Ticks the current frame, prints its events and (every row_every frames, or when
 * something happened, or with a note) a table row, then moves to the next frame. */
static void frame(const char *note) {
  sheet_frame f;
  int events;
  CHECK(sheet_engine_tick(engine, now()));
  events = drain_events();
  f = get_frame();
  if (note || events > 0 || frame_no % row_every == 0) print_row(frame_no, &f, note);
  frame_no++;
}

/* Ticks frames until nothing moves any more. */
static void run_until_rest(void) {
  double limit = now() + SETTLE_LIMIT;
  int32_t animating = 1;
  while (animating) {
    if (now() > limit) fail_script("the sheet was still moving after 10 s");
    frame(NULL);
    CHECK(sheet_engine_is_animating(engine, &animating));
  }
  /* the frame it came to rest on, unless that row is printed already */
  if (last_row_frame != frame_no - 1) {
    sheet_frame f = get_frame();
    print_row(frame_no - 1, &f, "at rest");
  }
}

/* A finger that goes down at (x, y0), moves at `speed` pt/s (negative = up) for
 * `duration` seconds with a sample on every frame, optionally holds still for `hold`
 * seconds, and lifts. Without a hold it lifts on the next frame, still moving. */
static void gesture(double x, double y0, double speed, double duration, double hold,
                    int32_t expect_hit) {
  char note[64];
  int32_t hit = -1;
  double t0 = now(), y = y0;
  CHECK(sheet_pointer_down(engine, sheet, x, y0, t0, &hit));
  snprintf(note, sizeof note, "pointer down y=%.1f hit %s", y0, hit_name(hit));
  if (hit != expect_hit) {
    fprintf(stderr, "sheet-harness: pointer_down hit %s, expected %s\n", hit_name(hit),
            hit_name(expect_hit));
    fail_script("pointer_down did not hit what the script aims at");
  }
  frame(note);
  while (now() - t0 <= duration + 1e-9) {
    y = y0 + speed * (now() - t0);
    CHECK(sheet_pointer_move(engine, sheet, x, y, now()));
    frame(NULL);
  }
  if (hold > 0) {
    double hold_end = now() + hold;
    while (now() < hold_end - 1e-9) frame(NULL);
  } else {
    y = y0 + speed * (now() - t0);
  }
  CHECK(sheet_pointer_up(engine, sheet, x, y, now()));
  snprintf(note, sizeof note, "pointer up y=%.1f", y);
  frame(note);
}

static void expect_rest(int32_t detent, double top) {
  sheet_frame f = get_frame();
  if (f.state != SHEET_STATE_RESTING || f.detent != detent || fabs(f.top - top) > 0.5) {
    fprintf(stderr, "sheet-harness: expected RESTING at detent %d (top %.1f), got %s at "
                    "detent %d (top %.2f)\n",
            (int)detent, top, state_name(f.state), (int)f.detent, f.top);
    fail_script("the sheet did not come to rest where the script expects");
  }
}

static void expect_dismissed(int32_t reason, int count) {
  sheet_frame f = get_frame();
  if (f.state != SHEET_STATE_HIDDEN || dismissed_count != count ||
      last_dismiss_reason != reason) {
    fprintf(stderr, "sheet-harness: expected HIDDEN after DID_DISMISS (%s), got %s, "
                    "%d dismissals, last reason %s\n",
            reason_name(reason), state_name(f.state), dismissed_count,
            reason_name(last_dismiss_reason));
    fail_script("the sheet was not dismissed as the script expects");
  }
}

static void usage(FILE *to) {
  fprintf(to, "usage: sheet-harness [--hz N] [--quiet] [--plugin PATH]... "
              "[--animator NAME [--param NAME=VALUE]...] [--list]\n"
              "  --hz N              frame rate of the session, 10..1000 (default 60)\n"
              "  --quiet             print the events only\n"
              "  --plugin PATH       load an animator plugin (repeatable)\n"
              "  --animator NAME     animator for present, dismiss and settle\n"
              "  --param NAME=VALUE  a parameter of that animator (repeatable)\n"
              "  --list              list the registered animators and exit\n");
}

/* Parses NAME=VALUE into the next parameter slot; 0 when malformed or full. */
static int add_param(const char *text) {
  const char *equals = strchr(text, '=');
  char *end = NULL;
  size_t length;
  double value;
  if (!equals || equals == text || param_count >= MAX_OPTIONS) return 0;
  length = (size_t)(equals - text);
  if (length >= sizeof param_names[0]) return 0;
  value = strtod(equals + 1, &end);
  if (end == equals + 1 || *end != '\0') return 0;
  memcpy(param_names[param_count], text, length);
  param_names[param_count][length] = '\0';
  params[param_count].name = param_names[param_count];
  params[param_count].value = value;
  param_count++;
  return 1;
}

/* Prints every registered animator with its parameters (name, default, range). */
static void list_animators(void) {
  size_t a, p, count = sheet_engine_animator_count(engine);
  printf("animators (%lu):\n", (unsigned long)count);
  for (a = 0; a < count; a++) {
    size_t n = sheet_engine_animator_param_count(engine, a);
    printf("  %s\n", sheet_engine_animator_name(engine, a));
    for (p = 0; p < n; p++) {
      sheet_param_spec spec;
      CHECK(sheet_engine_animator_param(engine, a, p, &spec));
      printf("      %-16s default %-8g range [%g, %g]\n", spec.name, spec.default_value,
             spec.min_value, spec.max_value);
    }
  }
}

int main(int argc, char **argv) {
  int i;
  sheet_detent detents[2];
  sheet_config config;
  sheet_frame f;
  double half_top, full_top;
  uint32_t abi = sheet_abi_version();

  for (i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--quiet") == 0) {
      quiet = 1;
    } else if (strcmp(argv[i], "--hz") == 0 && i + 1 < argc) {
      char *end = NULL;
      hz = strtod(argv[++i], &end);
      if (end == argv[i] || *end != '\0' || !(hz >= 10.0 && hz <= 1000.0)) {
        fprintf(stderr, "sheet-harness: --hz wants a number from 10 to 1000\n");
        return 2;
      }
    } else if (strcmp(argv[i], "--plugin") == 0 && i + 1 < argc) {
      if (plugin_count >= MAX_OPTIONS) {
        fprintf(stderr, "sheet-harness: at most %d plugins\n", MAX_OPTIONS);
        return 2;
      }
      plugin_paths[plugin_count++] = argv[++i];
    } else if (strcmp(argv[i], "--animator") == 0 && i + 1 < argc) {
      animator_name = argv[++i];
    } else if (strcmp(argv[i], "--param") == 0 && i + 1 < argc) {
      if (!add_param(argv[++i])) {
        fprintf(stderr, "sheet-harness: --param wants NAME=VALUE (at most %d), got \"%s\"\n",
                MAX_OPTIONS, argv[i]);
        return 2;
      }
    } else if (strcmp(argv[i], "--list") == 0) {
      list_only = 1;
    } else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
      usage(stdout);
      return 0;
    } else {
      usage(stderr);
      return 2;
    }
  }
  row_every = (long)(hz / 15.0 + 0.5);
  if (row_every < 1) row_every = 1;

  if (SHEET_ABI_VERSION_MAJOR(abi) != SHEET_ABI_VERSION_MAJOR(SHEET_ABI_VERSION)) {
    fprintf(stderr, "sheet-harness: libsheet has ABI %u.%u, this program was built for %u.%u\n",
            (unsigned)SHEET_ABI_VERSION_MAJOR(abi), (unsigned)SHEET_ABI_VERSION_MINOR(abi),
            (unsigned)SHEET_ABI_VERSION_MAJOR(SHEET_ABI_VERSION),
            (unsigned)SHEET_ABI_VERSION_MINOR(SHEET_ABI_VERSION));
    return 1;
  }

  if (param_count > 0 && !animator_name) {
    fprintf(stderr, "sheet-harness: --param needs --animator\n");
    return 2;
  }

  CHECK(sheet_engine_create(&engine));
  CHECK(sheet_engine_set_viewport(engine, VIEW_W, VIEW_H, SAFE_TOP, SAFE_BOTTOM));
  for (i = 0; i < plugin_count; i++) {
    sheet_status st = sheet_engine_load_plugin(engine, plugin_paths[i]);
    if (st != SHEET_OK) {
      fprintf(stderr, "sheet-harness: %s: %s\n", sheet_status_name(st), sheet_engine_last_error(engine));
      sheet_engine_destroy(engine);
      return 1;
    }
  }
  if (list_only) {
    list_animators();
    sheet_engine_destroy(engine);
    return 0;
  }

  detents[0].kind = SHEET_DETENT_FRACTION;
  detents[0].value = 0.5;
  detents[1].kind = SHEET_DETENT_FRACTION;
  detents[1].value = 1.0;
  sheet_config_init(&config);
  config.detents = detents;
  config.detent_count = 2;
  if (animator_name) {
    sheet_transition chosen;
    chosen.animator = animator_name;
    chosen.params = params;
    chosen.param_count = (size_t)param_count;
    config.present = chosen;
    config.dismiss = chosen;
    config.settle = chosen;
  }
  {
    sheet_status st = sheet_create(engine, &config, &sheet);
    if (st != SHEET_OK) {
      fprintf(stderr, "sheet-harness: %s: %s\n", sheet_status_name(st), sheet_engine_last_error(engine));
      sheet_engine_destroy(engine);
      return 1;
    }
  }

  full_top = SAFE_TOP;
  half_top = VIEW_H - 0.5 * (VIEW_H - SAFE_TOP);

  if (!quiet) {
    printf("libsheet %s (ABI %u.%u), session at %g Hz\n", sheet_version_string(),
           (unsigned)SHEET_ABI_VERSION_MAJOR(abi), (unsigned)SHEET_ABI_VERSION_MINOR(abi), hz);
    printf("viewport %.0f x %.0f, safe top %.0f, safe bottom %.0f; detents: 0 = half "
           "(top %.1f), 1 = full (top %.1f)\n",
           VIEW_W, VIEW_H, SAFE_TOP, SAFE_BOTTOM, half_top, full_top);
    list_animators();
    printf("motions use \"%s\"\n", animator_name ? animator_name : "spring (default)");
  }

  phase("present at detent 0");
  CHECK(sheet_present(engine, sheet, 0, now()));
  run_until_rest();
  expect_rest(0, half_top);

  phase("drag up and fling (1500 pt/s for 0.1 s) -> detent 1");
  gesture(VIEW_W / 2, half_top + 24.0, -1500.0, 0.1, 0.0, SHEET_HIT_SHEET);
  run_until_rest();
  expect_rest(1, full_top);

  phase("slow drag down (250 pt/s for 1.4 s), hold 0.1 s, release -> detent 0");
  gesture(VIEW_W / 2, full_top + 24.0, 250.0, 1.4, 0.1, SHEET_HIT_SHEET);
  run_until_rest();
  expect_rest(0, half_top);

  phase("quick flick down (1500 pt/s for 0.08 s) -> dismissed");
  gesture(VIEW_W / 2, half_top + 24.0, 1500.0, 0.08, 0.0, SHEET_HIT_SHEET);
  run_until_rest();
  expect_dismissed(SHEET_REASON_FLING, 1);

  phase("present again, tap the backdrop -> dismissed");
  CHECK(sheet_present(engine, sheet, 0, now()));
  run_until_rest();
  expect_rest(0, half_top);
  gesture(VIEW_W / 2, 200.0, 0.0, 0.05, 0.0, SHEET_HIT_BACKDROP);
  run_until_rest();
  expect_dismissed(SHEET_REASON_BACKDROP_TAP, 2);

  f = get_frame();
  CHECK(sheet_destroy(engine, sheet));
  drain_events();
  sheet_engine_destroy(engine);
  engine = NULL;

  if (!quiet)
    printf("\nsession complete: %.3f s, %ld frames, %ld rows, %ld events; final state %s\n",
           now(), frame_no, row_count, event_count, state_name(f.state));
  return 0;
}
