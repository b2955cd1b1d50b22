/*
 * sheet-harness — plays a bottom-sheet scenario through the C ABI of libsheet with
 * explicit timestamps, and prints the events and the frames (a table, CSV or JSON
 * Lines), optionally with an SVG plot.
 *
 *   sheet-harness [OPTIONS] [SCENARIO]
 *
 *   --hz N               frame rate of every tick line, 1..1000 (default: each line's)
 *   --quiet              print the events only
 *   --format F           table (default), csv or jsonl
 *   --every N            print every Nth frame (plus every frame with an event or input;
 *                        events are always printed). Default: 1 for csv and jsonl; for
 *                        the table about 15 rows per second (4 at 60 Hz)
 *   --svg FILE           write an SVG plot of visible height, opacity and backdrop alpha
 *   --plugin PATH        load an animator plugin first (repeatable)
 *   --plugin-dir DIR     the value of ${PLUGIN_DIR} in plugin lines
 *   --animator NAME      the present, dismiss and settle animator of every sheet (an
 *                        animator line in the scenario overrides it)
 *   --param NAME=VALUE   a parameter of that animator (repeatable)
 *   --list               list the registered animators (after the plugins) and exit
 *
 * Without SCENARIO it plays the built-in session (scripts/demo): a sheet of two detents
 * (half and full height) on a 390 x 844 viewport (safe areas 47 top, 34 bottom) is
 * presented, flung up to full, dragged slowly back to half, flicked down (dismissed),
 * presented again and dismissed by a tap on the backdrop, each step checked.
 *
 * Exit status: 0 when the scenario played and every expectation held; 1 when an
 * expectation failed or the engine refused a timed command; 2 when the scenario or the
 * command line is wrong (the message is "FILE:LINE: what is wrong").
 *
 * SCENARIO FILES
 *
 * One command per line; words are separated by blanks; a word starting with '#' starts a
 * comment. Times are seconds: T (absolute) or +D (D seconds after the current clock,
 * the time of the last frame ticked). Lines longer than 1024 characters are refused.
 *
 *   viewport W H [SAFE_TOP SAFE_BOTTOM]
 *       The viewport, once, before any sheet or timed line.
 *   direction ltr|rtl
 *       Which way lines run (sheet_engine_set_layout_direction), from here on.
 *   plugin PATH
 *       Loads an animator plugin. ${NAME} expands from the environment (${PLUGIN_DIR}
 *       from --plugin-dir first); a relative path starts at the scenario's directory.
 *   animator KIND NAME|default [PARAM=VALUE ...]
 *       KIND: present, dismiss, settle, content or all. The animator of that motion
 *       kind for the sheets declared after this line ("default": the engine's).
 *   sheet NAME [KEY=VALUE ...]
 *       Creates a sheet from sheet_config_init() plus these keys:
 *       detents=ITEM,...    ITEM: [LABEL@]fraction:F | [LABEL@]points:P | [LABEL@]content
 *                           lowest first; a detent is named by its LABEL or its index
 *       dismissible=0|1     backdrop_tap=none|dismiss|collapse
 *       undimmed=DETENT     largest undimmed detent (none: every detent dims)
 *       stack=push|switch|replace      grabber=auto|show|hide
 *       dismiss_fraction=F  fling_velocity=V  backdrop_alpha=A  corner_radius=R
 *       rubber_band=C  dismiss_height=P  touch_slop=P  grabber_height=P
 *       edge=bottom|top|leading|trailing   cross_alignment=center|leading|trailing
 *       edge_inset=P  side_inset=P  max_cross_size=P  wide_threshold=P
 *       wide_layout=same|floating_leading|side_trailing|centered
 *       content=ID:HEIGHT   the content it presents first
 *   at T ACTION ...
 *       Queues ACTION for the first frame whose time is >= T (at lines in time order):
 *       present SHEET DETENT        dismiss SHEET        move SHEET DETENT
 *       drag SHEET X Y0 Y1 DURATION [hold=S] [hit=H]
 *             pointer down at (X, Y0), a move every frame to Y1 over DURATION, still
 *             for S seconds, then up. H (sheet, backdrop, pass_through, none) is checked.
 *       flick SHEET X Y DY [hit=H]   a drag of DY points in 50 ms
 *       tap SHEET X Y [hit=H]        down, and up on the next frame
 *       cancel SHEET                 cancels the gesture in progress
 *       viewport W H [ST SB]         obstruction HEIGHT        reduce_motion on|off
 *       content SHEET ID HEIGHT      content_height SHEET H    scroll_extent SHEET L
 *       action SHEET expand|collapse|dismiss   direction ltr|rtl
 *       A touch that is not the engine's (pass_through, none) ends the gesture there.
 *   tick HZ until T|+D|rest
 *       Advances the clock frame by frame at HZ (the first frame of a run is at 0)
 *       up to T, or until nothing moves, no gesture is in progress and no at line is
 *       waiting ("rest", at most 30 s).
 *   expect SHEET WHAT VALUE [WHAT VALUE ...]
 *       Checks the sheet now: state S, detent D, top N, height N, opacity N, scale N,
 *       backdrop N, content_alpha N (N or N~TOLERANCE; defaults 0.5 pt and 0.005),
 *       content ID, event TYPE[:REASON] (one since the last matched one),
 *       no_event TYPE (none so far). Names are case-insensitive.
 *   note TEXT
 *       A section title in the table output.
 */
#include "harness.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SCENARIO_BYTES (4L * 1024 * 1024)

static const char builtin_session[] =
    "viewport 390 844 47 34\n"
    "sheet demo detents=half@fraction:0.5,full@fraction:1\n"
    "note present at detent half\n"
    "at +0 present demo half\n"
    "tick 60 until rest\n"
    "expect demo state resting detent half top 445.5\n"
    "note drag up and fling (1500 pt/s for 0.1 s) -> full\n"
    "at +0 drag demo 195 469.5 319.5 0.1 hit=sheet\n"
    "tick 60 until rest\n"
    "expect demo state resting detent full top 47\n"
    "note slow drag down (250 pt/s for 1.4 s), hold 0.1 s, release -> half\n"
    "at +0 drag demo 195 71 421 1.4 hold=0.1 hit=sheet\n"
    "tick 60 until rest\n"
    "expect demo state resting detent half top 445.5\n"
    "note quick flick down (1500 pt/s for 0.05 s) -> dismissed\n"
    "at +0 flick demo 195 469.5 75 hit=sheet\n"
    "tick 60 until rest\n"
    "expect demo state hidden event did_dismiss:fling\n"
    "note present again, tap the backdrop -> dismissed\n"
    "at +0 present demo half\n"
    "tick 60 until rest\n"
    "expect demo state resting detent half top 445.5\n"
    "at +0 tap demo 195 200 hit=backdrop\n"
    "tick 60 until rest\n"
    "expect demo state hidden event did_dismiss:backdrop_tap\n"
    "expect demo no_event animator_failed\n";

static void usage(FILE *to) {
  fprintf(to,
          "usage: sheet-harness [OPTIONS] [SCENARIO]\n"
          "  --hz N              frame rate of every tick line, 1..1000\n"
          "  --quiet             print the events only\n"
          "  --format F          table (default), csv or jsonl\n"
          "  --every N           print every Nth frame (events always)\n"
          "  --svg FILE          write an SVG plot\n"
          "  --plugin PATH       load an animator plugin (repeatable)\n"
          "  --plugin-dir DIR    the value of ${PLUGIN_DIR} in plugin lines\n"
          "  --animator NAME     animator for present, dismiss and settle\n"
          "  --param NAME=VALUE  a parameter of that animator (repeatable)\n"
          "  --list              list the registered animators and exit\n"
          "Without SCENARIO it plays the built-in session. The scenario grammar is in\n"
          "examples/scenarios/README.md.\n");
}

/* Parses NAME=VALUE into the next parameter slot; 0 when malformed or full. */
static int add_param(h_options *o, const char *text) {
  const char *equals = strchr(text, '=');
  char *end = NULL;
  size_t length;
  double value;
  if (!equals || equals == text || o->param_count >= H_MAX_OPTIONS) return 0;
  length = (size_t)(equals - text);
  if (length >= sizeof o->param_names[0]) return 0;
  value = strtod(equals + 1, &end);
  if (end == equals + 1 || *end != '\0') return 0;
  memcpy(o->param_names[o->param_count], text, length);
  o->param_names[o->param_count][length] = '\0';
  o->params[o->param_count].name = o->param_names[o->param_count];
  o->params[o->param_count].value = value;
  o->param_count++;
  return 1;
}

static int parse_long(const char *text, long lo, long hi, long *out) {
  char *end = NULL;
  long v;
  errno = 0;
  v = strtol(text, &end, 10);
  if (end == text || *end != '\0' || errno == ERANGE || v < lo || v > hi) return 0;
  *out = v;
  return 1;
}

/* Reads a whole file (at most MAX_SCENARIO_BYTES); NULL with a message on failure. */
static char *read_file(const char *path, size_t *out_length) {
  FILE *f = fopen(path, "rb");
  char *text = NULL;
  size_t length = 0, capacity = 0;
  if (!f) {
    fprintf(stderr, "sheet-harness: %s: %s\n", path, strerror(errno));
    return NULL;
  }
  for (;;) {
    size_t got;
    if (length == capacity) {
      char *bigger;
      if (capacity >= (size_t)MAX_SCENARIO_BYTES) {
        fprintf(stderr, "sheet-harness: %s: larger than %ld bytes\n", path,
                MAX_SCENARIO_BYTES);
        free(text);
        fclose(f);
        return NULL;
      }
      capacity = capacity ? capacity * 2 : 4096;
      bigger = realloc(text, capacity);
      if (!bigger) {
        fprintf(stderr, "sheet-harness: out of memory\n");
        free(text);
        fclose(f);
        return NULL;
      }
      text = bigger;
    }
    got = fread(text + length, 1, capacity - length, f);
    length += got;
    if (got == 0) break;
  }
  if (ferror(f)) {
    fprintf(stderr, "sheet-harness: %s: read error\n", path);
    free(text);
    fclose(f);
    return NULL;
  }
  fclose(f);
  *out_length = length;
  return text;
}

int main(int argc, char **argv) {
  static h_options o; /* static: zero-initialised, and large */
  const char *scenario_path = NULL;
  uint32_t abi = sheet_abi_version();
  int i, status;

  o.format = H_FORMAT_TABLE;
  for (i = 1; i < argc; i++) {
    const char *arg = argv[i];
    int has_value = i + 1 < argc;
    if (strcmp(arg, "--quiet") == 0) {
      o.quiet = 1;
    } else if (strcmp(arg, "--list") == 0) {
      o.list_only = 1;
    } else if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
      usage(stdout);
      return H_EXIT_OK;
    } else if (strcmp(arg, "--hz") == 0 && has_value) {
      char *end = NULL;
      o.hz = strtod(argv[++i], &end);
      if (end == argv[i] || *end != '\0' || !(o.hz >= 1.0 && o.hz <= 1000.0)) {
        fprintf(stderr, "sheet-harness: --hz wants a number from 1 to 1000\n");
        return H_EXIT_SCENARIO;
      }
    } else if (strcmp(arg, "--format") == 0 && has_value) {
      const char *f = argv[++i];
      if (strcmp(f, "table") == 0) {
        o.format = H_FORMAT_TABLE;
      } else if (strcmp(f, "csv") == 0) {
        o.format = H_FORMAT_CSV;
      } else if (strcmp(f, "jsonl") == 0) {
        o.format = H_FORMAT_JSONL;
      } else {
        fprintf(stderr, "sheet-harness: --format is table, csv or jsonl\n");
        return H_EXIT_SCENARIO;
      }
    } else if (strcmp(arg, "--every") == 0 && has_value) {
      if (!parse_long(argv[++i], 1, 1000000, &o.every)) {
        fprintf(stderr, "sheet-harness: --every wants a whole number from 1\n");
        return H_EXIT_SCENARIO;
      }
    } else if (strcmp(arg, "--svg") == 0 && has_value) {
      o.svg_path = argv[++i];
    } else if (strcmp(arg, "--plugin-dir") == 0 && has_value) {
      o.plugin_dir = argv[++i];
    } else if (strcmp(arg, "--plugin") == 0 && has_value) {
      if (o.plugin_count >= H_MAX_OPTIONS) {
        fprintf(stderr, "sheet-harness: at most %d plugins\n", H_MAX_OPTIONS);
        return H_EXIT_SCENARIO;
      }
      o.plugins[o.plugin_count++] = argv[++i];
    } else if (strcmp(arg, "--animator") == 0 && has_value) {
      o.animator = argv[++i];
    } else if (strcmp(arg, "--param") == 0 && has_value) {
      if (!add_param(&o, argv[++i])) {
        fprintf(stderr, "sheet-harness: --param wants NAME=VALUE (at most %d), got \"%s\"\n",
                H_MAX_OPTIONS, argv[i]);
        return H_EXIT_SCENARIO;
      }
    } else if (arg[0] != '-' && !scenario_path) {
      scenario_path = arg;
    } else {
      usage(stderr);
      return H_EXIT_SCENARIO;
    }
  }
  if (o.param_count > 0 && !o.animator) {
    fprintf(stderr, "sheet-harness: --param needs --animator\n");
    return H_EXIT_SCENARIO;
  }
  if (o.every == 0 && o.format == H_FORMAT_TABLE) {
    o.every = (long)((o.hz > 0 ? o.hz : 60.0) / 15.0 + 0.5);
    if (o.every < 1) o.every = 1;
  }

  if (SHEET_ABI_VERSION_MAJOR(abi) != SHEET_ABI_VERSION_MAJOR(SHEET_ABI_VERSION)) {
    fprintf(stderr, "sheet-harness: libsheet has ABI %u.%u, this program was built for %u.%u\n",
            (unsigned)SHEET_ABI_VERSION_MAJOR(abi), (unsigned)SHEET_ABI_VERSION_MINOR(abi),
            (unsigned)SHEET_ABI_VERSION_MAJOR(SHEET_ABI_VERSION),
            (unsigned)SHEET_ABI_VERSION_MINOR(SHEET_ABI_VERSION));
    return H_EXIT_FAILED;
  }

  if (!scenario_path) {
    status = h_play(&o, "<built-in>", NULL, builtin_session, sizeof builtin_session - 1, 1);
  } else {
    size_t length = 0;
    char *text = read_file(scenario_path, &length);
    char *base_dir;
    const char *slash = strrchr(scenario_path, '/');
    size_t dir_length = slash ? (size_t)(slash - scenario_path) : 0;
    if (!text) return H_EXIT_SCENARIO;
    base_dir = malloc(dir_length + 2);
    if (!base_dir) {
      free(text);
      fprintf(stderr, "sheet-harness: out of memory\n");
      return H_EXIT_FAILED;
    }
    if (slash == scenario_path) {
      strcpy(base_dir, "/");
    } else {
      memcpy(base_dir, scenario_path, dir_length);
      base_dir[dir_length] = '\0';
    }
    status = h_play(&o, scenario_path, base_dir, text, length, 0);
    free(base_dir);
    free(text);
  }
  return status;
}
