/*
 * harness_scenario.c — reads a scenario (the grammar is at the top of harness.c and in
 * examples/scenarios/README.md) into a list of commands, then plays it against one
 * engine with a frame clock: `at` commands are queued and run on the first frame whose
 * time is at or after theirs, `tick` lines advance the clock, `expect` lines check the
 * state where they stand.
 *
 * The whole file is parsed before anything is played, so a syntax error is reported
 * before any output. Errors are "FILE:LINE: what is wrong" on stderr.
 */
#include "harness.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define LINE_MAX_CHARS 1024   /* a scenario line, without its newline */
#define MAX_TOKENS 40
#define PATH_MAX_CHARS 4096
#define MAX_CHECKS 16
#define TIME_EPSILON 1e-9
#define REST_LIMIT 30.0       /* seconds `tick ... until rest` may run */
#define FLICK_DURATION 0.05

/* Motion kinds as indices of transition arrays. */
enum { KIND_PRESENT, KIND_DISMISS, KIND_SETTLE, KIND_CONTENT, KIND_COUNT };
static const char *const kind_names[KIND_COUNT] = {"present", "dismiss", "settle",
                                                   "content"};

typedef struct transition_spec {
  int set;
  char animator[H_PARAM_NAME_MAX];
  char names[SHEET_MAX_PARAMS][H_PARAM_NAME_MAX];
  sheet_param params[SHEET_MAX_PARAMS];
  size_t count;
  int line; /* the animator line that set it (0: the command line) */
} transition_spec;

enum { GESTURE_DRAG, GESTURE_TAP };

typedef struct gesture {
  int active, kind, reached_end, line;
  double x, y0, y1, t0, duration, hold;
} gesture;

typedef struct scen_sheet {
  char name[H_NAME_MAX];
  int line;
  sheet_detent detents[SHEET_MAX_DETENTS];
  char labels[SHEET_MAX_DETENTS][H_NAME_MAX];
  size_t detent_count;
  sheet_config config;
  transition_spec transitions[KIND_COUNT];
  int has_content;
  uint64_t content_id;
  double content_height;
  char description[160];
  /* while playing */
  sheet_id id;
  int32_t last_state;
  int active_this_frame, printed_this_frame;
  size_t event_cursor;
  gesture g;
} scen_sheet;

enum {
  CMD_VIEWPORT, CMD_PLUGIN, CMD_SHEET, CMD_AT, CMD_TICK, CMD_EXPECT, CMD_NOTE
};

enum {
  ACT_PRESENT, ACT_DISMISS, ACT_MOVE, ACT_DRAG, ACT_FLICK, ACT_TAP, ACT_CANCEL,
  ACT_VIEWPORT, ACT_OBSTRUCTION, ACT_CONTENT, ACT_CONTENT_HEIGHT, ACT_SCROLL_EXTENT,
  ACT_REDUCE_MOTION, ACT_ACTION
};

enum {
  CHK_STATE, CHK_DETENT, CHK_TOP, CHK_HEIGHT, CHK_OPACITY, CHK_SCALE, CHK_BACKDROP,
  CHK_CONTENT_ALPHA, CHK_CONTENT, CHK_EVENT, CHK_NO_EVENT
};

typedef struct check {
  int what;
  int a, b;              /* state, detent, event type; event reason (-1: any) */
  double value, tolerance;
  uint64_t id;
} check;

typedef struct command {
  int line, kind, action;
  double time;           /* at: as written; tick: until */
  int relative;          /* at / tick until: "+D" relative to the clock */
  int until_rest;        /* tick ... until rest */
  double resolved;       /* at: the absolute time, once reached */
  int sheet, detent;
  double v[5];
  int hit;               /* expected SHEET_HIT_*, -1: any */
  uint64_t id;
  char *text;            /* plugin path, note text */
  check checks[MAX_CHECKS];
  int check_count;
} command;

typedef struct logged_event {
  int sheet;
  int32_t type, reason;
} logged_event;

typedef struct scenario {
  const h_options *opt;
  const char *file;
  const char *base_dir;
  command *cmds;
  size_t count, capacity;
  scen_sheet sheets[H_MAX_SHEETS];
  int sheet_count;
  transition_spec defaults[KIND_COUNT];
  int seen_viewport, seen_timed;
  /* while playing */
  sheet_engine *engine;
  double viewport_h;
  int started;
  double clock, base, hz;
  long n, frame_index, event_total;
  size_t *queue, queue_head, queue_count;
  double last_at;
  int have_last_at;
  logged_event *log;
  size_t log_count, log_capacity;
  int plotting;
} scenario;

/* ------------------------------------------------------------------------------------
 * Names
 * ---------------------------------------------------------------------------------- */

const char *h_state_name(int32_t s) {
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

const char *h_event_name(int32_t t) {
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

const char *h_reason_name(int32_t r) {
  switch (r) {
  case SHEET_REASON_NONE: return "NONE";
  case SHEET_REASON_PROGRAMMATIC: return "PROGRAMMATIC";
  case SHEET_REASON_DRAG: return "DRAG";
  case SHEET_REASON_FLING: return "FLING";
  case SHEET_REASON_BACKDROP_TAP: return "BACKDROP_TAP";
  case SHEET_REASON_ACCESSIBILITY: return "ACCESSIBILITY";
  case SHEET_REASON_REPLACED: return "REPLACED";
  case SHEET_REASON_GRABBER: return "GRABBER";
  default: return "?";
  }
}

const char *h_hit_name(int32_t h) {
  switch (h) {
  case SHEET_HIT_NONE: return "NONE";
  case SHEET_HIT_SHEET: return "SHEET";
  case SHEET_HIT_BACKDROP: return "BACKDROP";
  case SHEET_HIT_PASS_THROUGH: return "PASS_THROUGH";
  default: return "?";
  }
}

/* Case-insensitive equality of ASCII strings. */
static int ieq(const char *a, const char *b) {
  for (; *a && *b; a++, b++)
    if (tolower((unsigned char)*a) != tolower((unsigned char)*b)) return 0;
  return *a == *b;
}

/* The value in [lo, hi] whose name(value) equals `word` (case-insensitive), or -1. */
static int lookup(const char *word, const char *(*name)(int32_t), int lo, int hi) {
  int v;
  for (v = lo; v <= hi; v++)
    if (ieq(word, name(v))) return v;
  return -1;
}

/* ------------------------------------------------------------------------------------
 * Errors
 * ---------------------------------------------------------------------------------- */

static int report(const scenario *s, int line, int status, const char *format, va_list ap) {
  if (line > 0)
    fprintf(stderr, "%s:%d: ", s->file, line);
  else
    fprintf(stderr, "%s: ", s->file);
  vfprintf(stderr, format, ap);
  fputc('\n', stderr);
  return status;
}

#if defined(__GNUC__) || defined(__clang__)
#define H_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define H_PRINTF(a, b)
#endif

/* A problem with the scenario itself: exit status 2. */
static int scenario_error(const scenario *s, int line, const char *format, ...) H_PRINTF(3, 4);
static int scenario_error(const scenario *s, int line, const char *format, ...) {
  va_list ap;
  int status;
  va_start(ap, format);
  status = report(s, line, H_EXIT_SCENARIO, format, ap);
  va_end(ap);
  return status;
}

/* The run went wrong (an expectation, a refused call): exit status 1. */
static int run_error(const scenario *s, int line, const char *format, ...) H_PRINTF(3, 4);
static int run_error(const scenario *s, int line, const char *format, ...) {
  va_list ap;
  int status;
  va_start(ap, format);
  status = report(s, line, H_EXIT_FAILED, format, ap);
  va_end(ap);
  return status;
}

#define TRY(expr)                                                                        \
  do {                                                                                   \
    int try_status_ = (expr);                                                            \
    if (try_status_ != H_EXIT_OK) return try_status_;                                    \
  } while (0)

/* A refused engine call, named with the engine's sentence. */
static int engine_refused(const scenario *s, int line, int status, const char *call,
                          sheet_status st) {
  const char *why = s->engine ? sheet_engine_last_error(s->engine) : "";
  if (status == H_EXIT_SCENARIO)
    return scenario_error(s, line, "%s: %s: %s", call, sheet_status_name(st), why);
  return run_error(s, line, "%s: %s: %s", call, sheet_status_name(st), why);
}

/* ------------------------------------------------------------------------------------
 * Lexical helpers
 * ---------------------------------------------------------------------------------- */

/* Splits `line` in place at blanks; a token starting with '#' starts a comment.
 * Returns the token count, or -1 when there are more than `most`. */
static int tokenize(char *line, char **tokens, int most) {
  int count = 0;
  char *p = line;
  for (;;) {
    while (*p == ' ' || *p == '\t' || *p == '\r') p++;
    if (*p == '\0' || *p == '#') return count;
    if (count == most) return -1;
    tokens[count++] = p;
    while (*p && *p != ' ' && *p != '\t' && *p != '\r') p++;
    if (*p) *p++ = '\0';
  }
}

/* A finite decimal number that fills the whole token. */
static int parse_number(const char *token, double *out) {
  char *end = NULL;
  double v;
  if (!token || !*token || isspace((unsigned char)*token)) return 0;
  errno = 0;
  v = strtod(token, &end);
  if (end == token || *end != '\0' || errno == ERANGE || !isfinite(v)) return 0;
  *out = v;
  return 1;
}

static int parse_u64(const char *token, uint64_t *out) {
  char *end = NULL;
  unsigned long long v;
  if (!token || !isdigit((unsigned char)*token)) return 0;
  errno = 0;
  v = strtoull(token, &end, 10);
  if (*end != '\0' || errno == ERANGE) return 0;
  *out = (uint64_t)v;
  return 1;
}

static int number_arg(const scenario *s, int line, const char *what, const char *token,
                      double *out) {
  if (!parse_number(token, out))
    return scenario_error(s, line, "malformed number \"%s\" for %s", token, what);
  return H_EXIT_OK;
}

static int nonnegative_arg(const scenario *s, int line, const char *what,
                           const char *token, double *out) {
  TRY(number_arg(s, line, what, token, out));
  if (*out < 0) return scenario_error(s, line, "%s must not be negative, got %s", what, token);
  return H_EXIT_OK;
}

/* A time: "T" (seconds, >= 0) or "+D" (D seconds after the clock). */
static int time_arg(const scenario *s, int line, const char *token, double *out,
                    int *relative) {
  *relative = token[0] == '+';
  if (!parse_number(token + (*relative ? 1 : 0), out) || (*relative && token[1] == '-'))
    return scenario_error(s, line, "malformed time \"%s\" (seconds, or +SECONDS)", token);
  if (*out < 0) return scenario_error(s, line, "time %s is negative", token);
  return H_EXIT_OK;
}

static int valid_name(const char *name) {
  size_t n = strlen(name), i;
  if (n == 0 || n >= H_NAME_MAX) return 0;
  for (i = 0; i < n; i++) {
    unsigned char c = (unsigned char)name[i];
    if (!isalnum(c) && c != '_' && c != '-' && c != '.') return 0;
  }
  return 1;
}

static int find_sheet(const scenario *s, const char *name) {
  int i;
  for (i = 0; i < s->sheet_count; i++)
    if (strcmp(s->sheets[i].name, name) == 0) return i;
  return -1;
}

static int sheet_arg(const scenario *s, int line, const char *token, int *out) {
  *out = find_sheet(s, token);
  if (*out < 0) return scenario_error(s, line, "unknown sheet \"%s\"", token);
  return H_EXIT_OK;
}

/* A detent of sheet `sh`: its label, or its 0-based index. */
static int detent_arg(const scenario *s, int line, const scen_sheet *sh, const char *token,
                      int *out) {
  size_t i;
  char list[SHEET_MAX_DETENTS * (H_NAME_MAX + 2)];
  size_t used = 0;
  for (i = 0; i < sh->detent_count; i++) {
    if (strcmp(sh->labels[i], token) == 0) {
      *out = (int)i;
      return H_EXIT_OK;
    }
  }
  list[0] = '\0';
  for (i = 0; i < sh->detent_count && used < sizeof list; i++)
    used += (size_t)snprintf(list + used, sizeof list - used, "%s%s", i ? ", " : "",
                             sh->labels[i]);
  return scenario_error(s, line, "sheet %s has no detent \"%s\" (its detents: %s)",
                        sh->name, token, list);
}

static const char *detent_label(const scen_sheet *sh, int32_t detent) {
  if (detent < 0 || (size_t)detent >= sh->detent_count) return "-";
  return sh->labels[detent];
}

/* "KEY=VALUE" -> key (NUL-terminated in place) and value; 0 if there is no '='. */
static int split_pair(char *token, char **value) {
  char *equals = strchr(token, '=');
  if (!equals || equals == token) return 0;
  *equals = '\0';
  *value = equals + 1;
  return 1;
}

/* ------------------------------------------------------------------------------------
 * Parsing
 * ---------------------------------------------------------------------------------- */

static int add_command(scenario *s, int line, int kind, command **out) {
  if (s->count == s->capacity) {
    size_t wanted = s->capacity ? s->capacity * 2 : 64;
    command *bigger = realloc(s->cmds, wanted * sizeof *bigger);
    if (!bigger) return scenario_error(s, line, "out of memory");
    s->cmds = bigger;
    s->capacity = wanted;
  }
  *out = &s->cmds[s->count++];
  memset(*out, 0, sizeof **out);
  (*out)->line = line;
  (*out)->kind = kind;
  (*out)->sheet = -1;
  (*out)->detent = -1;
  (*out)->hit = -1;
  return H_EXIT_OK;
}

static char *copy_string(const char *text) {
  size_t n = strlen(text) + 1;
  char *copy = malloc(n);
  if (copy) memcpy(copy, text, n);
  return copy;
}

/* Expands ${NAME} from --plugin-dir (PLUGIN_DIR) or the environment, then makes a
 * relative path relative to the scenario's directory. */
static int expand_path(const scenario *s, int line, const char *raw, char *out,
                       size_t size) {
  char expanded[PATH_MAX_CHARS];
  size_t used = 0;
  const char *p = raw;
  while (*p) {
    if (p[0] == '$' && p[1] == '{') {
      const char *close = strchr(p + 2, '}');
      char name[64];
      const char *value;
      size_t n;
      if (!close) return scenario_error(s, line, "unterminated ${ in \"%s\"", raw);
      n = (size_t)(close - (p + 2));
      if (n == 0 || n >= sizeof name)
        return scenario_error(s, line, "bad variable name in \"%s\"", raw);
      memcpy(name, p + 2, n);
      name[n] = '\0';
      value = (strcmp(name, "PLUGIN_DIR") == 0 && s->opt->plugin_dir) ? s->opt->plugin_dir
                                                                      : getenv(name);
      if (!value || !*value)
        return scenario_error(s, line, "${%s} is not set%s", name,
                              strcmp(name, "PLUGIN_DIR") == 0
                                  ? " (pass --plugin-dir DIR or set PLUGIN_DIR)"
                                  : " in the environment");
      n = strlen(value);
      if (used + n >= sizeof expanded)
        return scenario_error(s, line, "path too long after expansion");
      memcpy(expanded + used, value, n);
      used += n;
      p = close + 1;
    } else {
      if (used + 1 >= sizeof expanded)
        return scenario_error(s, line, "path too long after expansion");
      expanded[used++] = *p++;
    }
  }
  expanded[used] = '\0';
  if (expanded[0] == '/' || !s->base_dir || !s->base_dir[0]) {
    if ((size_t)snprintf(out, size, "%s", expanded) >= size)
      return scenario_error(s, line, "path too long");
  } else if ((size_t)snprintf(out, size, "%s/%s", s->base_dir, expanded) >= size) {
    return scenario_error(s, line, "path too long");
  }
  return H_EXIT_OK;
}

/* animator KIND NAME|default [PARAM=VALUE ...] */
static int parse_animator(scenario *s, int line, char **tok, int n) {
  transition_spec spec;
  int k, i, first = -1, last = -1;
  if (n < 3)
    return scenario_error(s, line, "usage: animator present|dismiss|settle|content|all "
                                   "NAME|default [PARAM=VALUE ...]");
  for (k = 0; k < KIND_COUNT; k++)
    if (strcmp(tok[1], kind_names[k]) == 0) first = last = k;
  if (strcmp(tok[1], "all") == 0) {
    first = 0;
    last = KIND_COUNT - 1;
  }
  if (first < 0)
    return scenario_error(s, line, "unknown motion kind \"%s\" (present, dismiss, settle, "
                                   "content or all)", tok[1]);
  memset(&spec, 0, sizeof spec);
  spec.line = line;
  if (strcmp(tok[2], "default") == 0) {
    if (n > 3) return scenario_error(s, line, "\"default\" takes no parameters");
  } else {
    if (strlen(tok[2]) >= sizeof spec.animator)
      return scenario_error(s, line, "animator name too long");
    spec.set = 1;
    snprintf(spec.animator, sizeof spec.animator, "%s", tok[2]);
    for (i = 3; i < n; i++) {
      char *value;
      if ((size_t)(i - 3) >= SHEET_MAX_PARAMS)
        return scenario_error(s, line, "more than %d parameters", SHEET_MAX_PARAMS);
      if (!split_pair(tok[i], &value))
        return scenario_error(s, line, "expected PARAM=VALUE, got \"%s\"", tok[i]);
      if (strlen(tok[i]) >= H_PARAM_NAME_MAX)
        return scenario_error(s, line, "parameter name too long");
      snprintf(spec.names[spec.count], H_PARAM_NAME_MAX, "%s", tok[i]);
      if (!parse_number(value, &spec.params[spec.count].value))
        return scenario_error(s, line, "malformed number \"%s\" for parameter %s", value,
                              tok[i]);
      spec.count++;
    }
  }
  for (k = first; k <= last; k++) s->defaults[k] = spec;
  return H_EXIT_OK;
}

static int parse_detents(scenario *s, int line, scen_sheet *sh, char *list) {
  char *item = list;
  sh->detent_count = 0;
  while (item) {
    char *comma = strchr(item, ',');
    char *at, *kind, *value;
    sheet_detent *d;
    if (comma) *comma = '\0';
    if (sh->detent_count == SHEET_MAX_DETENTS)
      return scenario_error(s, line, "more than %d detents", SHEET_MAX_DETENTS);
    d = &sh->detents[sh->detent_count];
    at = strchr(item, '@');
    kind = item;
    if (at) {
      *at = '\0';
      if (!valid_name(item))
        return scenario_error(s, line, "bad detent label \"%s\"", item);
      snprintf(sh->labels[sh->detent_count], H_NAME_MAX, "%s", item);
      kind = at + 1;
    } else {
      snprintf(sh->labels[sh->detent_count], H_NAME_MAX, "%d", (int)sh->detent_count);
    }
    value = strchr(kind, ':');
    if (value) *value++ = '\0';
    if (strcmp(kind, "content") == 0) {
      if (value) return scenario_error(s, line, "a content detent takes no value");
      d->kind = SHEET_DETENT_CONTENT;
      d->value = 0;
    } else if (strcmp(kind, "fraction") == 0 || strcmp(kind, "points") == 0) {
      d->kind = kind[0] == 'f' ? SHEET_DETENT_FRACTION : SHEET_DETENT_POINTS;
      if (!value || !parse_number(value, &d->value))
        return scenario_error(s, line, "malformed number \"%s\" in detent %s",
                              value ? value : "", kind);
    } else {
      return scenario_error(s, line, "unknown detent kind \"%s\" (fraction:F, points:P "
                                     "or content)", kind);
    }
    sh->detent_count++;
    item = comma ? comma + 1 : NULL;
  }
  return H_EXIT_OK;
}

static int keyword_value(const scenario *s, int line, const char *key, const char *value,
                         const char *const *words, int count, int32_t *out) {
  int i;
  for (i = 0; i < count; i++) {
    if (strcmp(value, words[i]) == 0) {
      *out = i;
      return H_EXIT_OK;
    }
  }
  return scenario_error(s, line, "unknown value \"%s\" for %s", value, key);
}

static void describe_transitions(scen_sheet *sh) {
  const transition_spec *t = sh->transitions;
  size_t used = 0;
  int k, same = 1;
  sh->description[0] = '\0';
  for (k = 1; k < KIND_COUNT; k++) {
    size_t p;
    if (t[k].set != t[0].set || strcmp(t[k].animator, t[0].animator) != 0 ||
        t[k].count != t[0].count)
      same = 0;
    for (p = 0; same && p < t[k].count; p++)
      if (strcmp(t[k].names[p], t[0].names[p]) != 0 ||
          t[k].params[p].value != t[0].params[p].value)
        same = 0;
  }
  for (k = 0; k < KIND_COUNT; k++) {
    size_t p;
    if (!t[k].set || used >= sizeof sh->description) continue;
    used += (size_t)snprintf(sh->description + used, sizeof sh->description - used,
                             "%s%s %s", used ? "; " : "", same ? "all" : kind_names[k],
                             t[k].animator);
    for (p = 0; p < t[k].count && used < sizeof sh->description; p++)
      used += (size_t)snprintf(sh->description + used, sizeof sh->description - used,
                               " %s=%g", t[k].names[p], t[k].params[p].value);
    if (same) break;
  }
  if (used == 0)
    snprintf(sh->description, sizeof sh->description, "default animators (spring)");
}

/* sheet NAME [KEY=VALUE ...] */
static int parse_sheet(scenario *s, int line, char **tok, int n) {
  static const char *const taps[] = {"none", "dismiss", "collapse"};
  static const char *const stacks[] = {"push", "switch", "replace"};
  static const char *const grabbers[] = {"auto", "show", "hide"};
  scen_sheet *sh;
  command *c = NULL;
  const char *undimmed = NULL;
  int i, k;
  if (!s->seen_viewport)
    return scenario_error(s, line, "a sheet needs a viewport line before it");
  if (n < 2) return scenario_error(s, line, "usage: sheet NAME [KEY=VALUE ...]");
  if (!valid_name(tok[1]))
    return scenario_error(s, line, "bad sheet name \"%s\" (letters, digits, _ - . ; at "
                                   "most %d characters)", tok[1], H_NAME_MAX - 1);
  if (find_sheet(s, tok[1]) >= 0)
    return scenario_error(s, line, "sheet \"%s\" is already declared", tok[1]);
  if (s->sheet_count == H_MAX_SHEETS)
    return scenario_error(s, line, "more than %d sheets", H_MAX_SHEETS);
  sh = &s->sheets[s->sheet_count];
  memset(sh, 0, sizeof *sh);
  snprintf(sh->name, sizeof sh->name, "%s", tok[1]);
  sh->line = line;
  sheet_config_init(&sh->config);
  sh->detents[0].kind = SHEET_DETENT_FRACTION;
  sh->detents[0].value = 1.0;
  snprintf(sh->labels[0], H_NAME_MAX, "0");
  sh->detent_count = 1;
  for (k = 0; k < KIND_COUNT; k++) sh->transitions[k] = s->defaults[k];
  for (i = 2; i < n; i++) {
    char *key = tok[i], *value;
    double v;
    if (!split_pair(key, &value))
      return scenario_error(s, line, "expected KEY=VALUE, got \"%s\"", tok[i]);
    if (strcmp(key, "detents") == 0) {
      TRY(parse_detents(s, line, sh, value));
    } else if (strcmp(key, "dismissible") == 0) {
      if (strcmp(value, "0") != 0 && strcmp(value, "1") != 0)
        return scenario_error(s, line, "dismissible is 0 or 1, got \"%s\"", value);
      sh->config.dismissible = value[0] == '1';
    } else if (strcmp(key, "backdrop_tap") == 0) {
      TRY(keyword_value(s, line, key, value, taps, 3, &sh->config.backdrop_tap));
    } else if (strcmp(key, "stack") == 0) {
      TRY(keyword_value(s, line, key, value, stacks, 3, &sh->config.stack));
    } else if (strcmp(key, "grabber") == 0) {
      TRY(keyword_value(s, line, key, value, grabbers, 3, &sh->config.grabber));
    } else if (strcmp(key, "undimmed") == 0) {
      undimmed = value;
    } else if (strcmp(key, "content") == 0) {
      char *colon = strchr(value, ':');
      if (!colon) return scenario_error(s, line, "content is ID:HEIGHT, got \"%s\"", value);
      *colon = '\0';
      if (!parse_u64(value, &sh->content_id))
        return scenario_error(s, line, "malformed content id \"%s\"", value);
      TRY(nonnegative_arg(s, line, "content height", colon + 1, &sh->content_height));
      sh->has_content = 1;
    } else {
      static const char *const numeric[] = {"dismiss_fraction", "fling_velocity",
                                            "backdrop_alpha", "corner_radius",
                                            "rubber_band", "dismiss_height",
                                            "touch_slop", "grabber_height"};
      double *fields[8];
      size_t f;
      fields[0] = &sh->config.dismiss_fraction;
      fields[1] = &sh->config.fling_velocity;
      fields[2] = &sh->config.backdrop_alpha;
      fields[3] = &sh->config.corner_radius;
      fields[4] = &sh->config.rubber_band;
      fields[5] = &sh->config.dismiss_height;
      fields[6] = &sh->config.touch_slop;
      fields[7] = &sh->config.grabber_height;
      for (f = 0; f < 8; f++)
        if (strcmp(key, numeric[f]) == 0) break;
      if (f == 8) return scenario_error(s, line, "unknown sheet key \"%s\"", key);
      TRY(number_arg(s, line, key, value, &v));
      *fields[f] = v;
    }
  }
  if (undimmed) {
    int d = -1;
    if (strcmp(undimmed, "-1") == 0 || strcmp(undimmed, "none") == 0) {
      sh->config.largest_undimmed_detent = -1;
    } else {
      TRY(detent_arg(s, line, sh, undimmed, &d));
      sh->config.largest_undimmed_detent = d;
    }
  }
  describe_transitions(sh);
  s->sheet_count++;
  TRY(add_command(s, line, CMD_SHEET, &c));
  c->sheet = s->sheet_count - 1;
  return H_EXIT_OK;
}

/* Optional KEY=VALUE words after a gesture: hold=S and hit=WHERE. */
static int gesture_options(const scenario *s, int line, command *c, char **tok, int n,
                           int allow_hold) {
  int i;
  for (i = 0; i < n; i++) {
    char *value;
    if (!split_pair(tok[i], &value))
      return scenario_error(s, line, "expected hold=S or hit=WHERE, got \"%s\"", tok[i]);
    if (allow_hold && strcmp(tok[i], "hold") == 0) {
      TRY(nonnegative_arg(s, line, "hold", value, &c->v[4]));
    } else if (strcmp(tok[i], "hit") == 0) {
      c->hit = lookup(value, h_hit_name, SHEET_HIT_NONE, SHEET_HIT_PASS_THROUGH);
      if (c->hit < 0)
        return scenario_error(s, line, "unknown hit \"%s\" (sheet, backdrop, pass_through, "
                                       "none)", value);
    } else {
      return scenario_error(s, line, "unknown option \"%s\"", tok[i]);
    }
  }
  return H_EXIT_OK;
}

static int want_args(const scenario *s, int line, int n, int lo, int hi, const char *usage) {
  if (n < lo || n > hi) return scenario_error(s, line, "usage: at T %s", usage);
  return H_EXIT_OK;
}

/* at T ACTION ... */
static int parse_at(scenario *s, int line, char **tok, int n) {
  command *c = NULL;
  const char *action;
  char **a;
  int m, i;
  if (!s->seen_viewport) return scenario_error(s, line, "an at line needs a viewport first");
  if (n < 3) return scenario_error(s, line, "usage: at T ACTION ...");
  TRY(add_command(s, line, CMD_AT, &c));
  TRY(time_arg(s, line, tok[1], &c->time, &c->relative));
  action = tok[2];
  a = tok + 3; /* the action's arguments */
  m = n - 3;
  s->seen_timed = 1;
  if (strcmp(action, "present") == 0 || strcmp(action, "move") == 0) {
    c->action = action[0] == 'p' ? ACT_PRESENT : ACT_MOVE;
    TRY(want_args(s, line, m, 2, 2, action[0] == 'p' ? "present SHEET DETENT"
                                                     : "move SHEET DETENT"));
    TRY(sheet_arg(s, line, a[0], &c->sheet));
    TRY(detent_arg(s, line, &s->sheets[c->sheet], a[1], &c->detent));
  } else if (strcmp(action, "dismiss") == 0 || strcmp(action, "cancel") == 0) {
    c->action = action[0] == 'd' ? ACT_DISMISS : ACT_CANCEL;
    TRY(want_args(s, line, m, 1, 1, action[0] == 'd' ? "dismiss SHEET" : "cancel SHEET"));
    TRY(sheet_arg(s, line, a[0], &c->sheet));
  } else if (strcmp(action, "drag") == 0) {
    static const char *const what[] = {"x", "y0", "y1", "duration"};
    c->action = ACT_DRAG;
    if (m < 5) TRY(want_args(s, line, m, 5, 7, "drag SHEET X Y0 Y1 DURATION [hold=S] [hit=H]"));
    TRY(sheet_arg(s, line, a[0], &c->sheet));
    for (i = 0; i < 4; i++) TRY(number_arg(s, line, what[i], a[1 + i], &c->v[i]));
    if (c->v[3] <= 0) return scenario_error(s, line, "drag duration must be > 0");
    TRY(gesture_options(s, line, c, a + 5, m - 5, 1));
  } else if (strcmp(action, "flick") == 0) {
    static const char *const what[] = {"x", "y", "dy"};
    double x, y, dy;
    c->action = ACT_FLICK;
    if (m < 4) TRY(want_args(s, line, m, 4, 5, "flick SHEET X Y DY [hit=H]"));
    TRY(sheet_arg(s, line, a[0], &c->sheet));
    TRY(number_arg(s, line, what[0], a[1], &x));
    TRY(number_arg(s, line, what[1], a[2], &y));
    TRY(number_arg(s, line, what[2], a[3], &dy));
    c->v[0] = x;
    c->v[1] = y;
    c->v[2] = y + dy;
    c->v[3] = FLICK_DURATION;
    TRY(gesture_options(s, line, c, a + 4, m - 4, 0));
  } else if (strcmp(action, "tap") == 0) {
    c->action = ACT_TAP;
    if (m < 3) TRY(want_args(s, line, m, 3, 4, "tap SHEET X Y [hit=H]"));
    TRY(sheet_arg(s, line, a[0], &c->sheet));
    TRY(number_arg(s, line, "x", a[1], &c->v[0]));
    TRY(number_arg(s, line, "y", a[2], &c->v[1]));
    c->v[2] = c->v[1];
    TRY(gesture_options(s, line, c, a + 3, m - 3, 0));
  } else if (strcmp(action, "viewport") == 0) {
    c->action = ACT_VIEWPORT;
    if (m != 2 && m != 4) TRY(want_args(s, line, 0, 1, 1, "viewport W H [SAFE_TOP SAFE_BOTTOM]"));
    for (i = 0; i < m; i++) TRY(number_arg(s, line, "viewport", a[i], &c->v[i]));
  } else if (strcmp(action, "obstruction") == 0) {
    c->action = ACT_OBSTRUCTION;
    TRY(want_args(s, line, m, 1, 1, "obstruction HEIGHT"));
    TRY(number_arg(s, line, "obstruction", a[0], &c->v[0]));
  } else if (strcmp(action, "content") == 0) {
    c->action = ACT_CONTENT;
    TRY(want_args(s, line, m, 3, 3, "content SHEET ID HEIGHT"));
    TRY(sheet_arg(s, line, a[0], &c->sheet));
    if (!parse_u64(a[1], &c->id))
      return scenario_error(s, line, "malformed content id \"%s\"", a[1]);
    TRY(number_arg(s, line, "content height", a[2], &c->v[0]));
  } else if (strcmp(action, "content_height") == 0 || strcmp(action, "scroll_extent") == 0) {
    int height = action[1] == 'o';
    c->action = height ? ACT_CONTENT_HEIGHT : ACT_SCROLL_EXTENT;
    TRY(want_args(s, line, m, 2, 2, height ? "content_height SHEET HEIGHT"
                                           : "scroll_extent SHEET LENGTH"));
    TRY(sheet_arg(s, line, a[0], &c->sheet));
    TRY(number_arg(s, line, action, a[1], &c->v[0]));
  } else if (strcmp(action, "reduce_motion") == 0) {
    c->action = ACT_REDUCE_MOTION;
    TRY(want_args(s, line, m, 1, 1, "reduce_motion on|off"));
    if (strcmp(a[0], "on") != 0 && strcmp(a[0], "off") != 0)
      return scenario_error(s, line, "reduce_motion is on or off, got \"%s\"", a[0]);
    c->v[0] = a[0][1] == 'n';
  } else if (strcmp(action, "action") == 0) {
    c->action = ACT_ACTION;
    TRY(want_args(s, line, m, 2, 2, "action SHEET expand|collapse|dismiss"));
    TRY(sheet_arg(s, line, a[0], &c->sheet));
    if (strcmp(a[1], "expand") == 0)
      c->id = SHEET_ACTION_EXPAND;
    else if (strcmp(a[1], "collapse") == 0)
      c->id = SHEET_ACTION_COLLAPSE;
    else if (strcmp(a[1], "dismiss") == 0)
      c->id = SHEET_ACTION_DISMISS;
    else
      return scenario_error(s, line, "unknown accessibility action \"%s\"", a[1]);
  } else {
    return scenario_error(s, line, "unknown action \"%s\" after at", action);
  }
  return H_EXIT_OK;
}

/* tick HZ until T|+D|rest */
static int parse_tick(scenario *s, int line, char **tok, int n) {
  command *c = NULL;
  if (!s->seen_viewport) return scenario_error(s, line, "a tick line needs a viewport first");
  if (n != 4 || strcmp(tok[2], "until") != 0)
    return scenario_error(s, line, "usage: tick HZ until T|+D|rest");
  TRY(add_command(s, line, CMD_TICK, &c));
  TRY(number_arg(s, line, "tick rate", tok[1], &c->v[0]));
  if (c->v[0] < 1 || c->v[0] > 1000)
    return scenario_error(s, line, "tick rate %s is outside 1..1000 Hz", tok[1]);
  if (strcmp(tok[3], "rest") == 0)
    c->until_rest = 1;
  else
    TRY(time_arg(s, line, tok[3], &c->time, &c->relative));
  s->seen_timed = 1;
  return H_EXIT_OK;
}

/* "VALUE" or "VALUE~TOLERANCE" */
static int expect_number(const scenario *s, int line, const char *what, char *token,
                         double default_tolerance, check *k) {
  char *tilde = strchr(token, '~');
  k->tolerance = default_tolerance;
  if (tilde) {
    *tilde = '\0';
    if (!parse_number(tilde + 1, &k->tolerance) || k->tolerance < 0)
      return scenario_error(s, line, "malformed tolerance \"%s\" for %s", tilde + 1, what);
  }
  return number_arg(s, line, what, token, &k->value);
}

/* expect SHEET CHECK VALUE ... */
static int parse_expect(scenario *s, int line, char **tok, int n) {
  command *c = NULL;
  int i;
  const scen_sheet *sh;
  if (n < 4 || (n - 2) % 2 != 0)
    return scenario_error(s, line, "usage: expect SHEET WHAT VALUE [WHAT VALUE ...]");
  TRY(add_command(s, line, CMD_EXPECT, &c));
  TRY(sheet_arg(s, line, tok[1], &c->sheet));
  sh = &s->sheets[c->sheet];
  for (i = 2; i + 1 < n; i += 2) {
    static const char *const numeric[] = {"top", "height", "opacity", "scale", "backdrop",
                                          "content_alpha"};
    static const double tolerances[] = {0.5, 0.5, 0.005, 0.005, 0.005, 0.005};
    const char *what = tok[i];
    char *value = tok[i + 1];
    check *k;
    size_t f;
    if (c->check_count == MAX_CHECKS)
      return scenario_error(s, line, "more than %d checks on one line", MAX_CHECKS);
    k = &c->checks[c->check_count++];
    k->b = -1;
    for (f = 0; f < 6; f++)
      if (strcmp(what, numeric[f]) == 0) break;
    if (f < 6) {
      k->what = CHK_TOP + (int)f;
      TRY(expect_number(s, line, what, value, tolerances[f], k));
    } else if (strcmp(what, "state") == 0) {
      k->what = CHK_STATE;
      k->a = lookup(value, h_state_name, SHEET_STATE_HIDDEN, SHEET_STATE_DISMISSING);
      if (k->a < 0) return scenario_error(s, line, "unknown state \"%s\"", value);
    } else if (strcmp(what, "detent") == 0) {
      k->what = CHK_DETENT;
      if (strcmp(value, "-") == 0 || strcmp(value, "none") == 0)
        k->a = -1;
      else
        TRY(detent_arg(s, line, sh, value, &k->a));
    } else if (strcmp(what, "content") == 0) {
      k->what = CHK_CONTENT;
      if (!parse_u64(value, &k->id))
        return scenario_error(s, line, "malformed content id \"%s\"", value);
    } else if (strcmp(what, "event") == 0 || strcmp(what, "no_event") == 0) {
      char *colon = strchr(value, ':');
      k->what = what[0] == 'e' ? CHK_EVENT : CHK_NO_EVENT;
      if (colon) *colon = '\0';
      k->a = lookup(value, h_event_name, SHEET_EVENT_WILL_PRESENT, SHEET_EVENT_EVENTS_DROPPED);
      if (k->a < 0) return scenario_error(s, line, "unknown event \"%s\"", value);
      if (colon) {
        k->b = lookup(colon + 1, h_reason_name, SHEET_REASON_NONE, SHEET_REASON_GRABBER);
        if (k->b < 0) return scenario_error(s, line, "unknown reason \"%s\"", colon + 1);
      }
    } else {
      return scenario_error(s, line, "unknown expectation \"%s\" (state, detent, top, "
                                     "height, opacity, scale, backdrop, content_alpha, "
                                     "content, event, no_event)", what);
    }
  }
  return H_EXIT_OK;
}

static int parse_line(scenario *s, int line, char *text) {
  char *tok[MAX_TOKENS];
  int n;
  char *p = text;
  command *c = NULL;
  while (*p == ' ' || *p == '\t') p++;
  if (strncmp(p, "note", 4) == 0 && (p[4] == ' ' || p[4] == '\t')) {
    char *end = p + strlen(p);
    p += 5;
    while (*p == ' ' || *p == '\t') p++;
    while (end > p && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r')) *--end = '\0';
    TRY(add_command(s, line, CMD_NOTE, &c));
    c->text = copy_string(p);
    if (!c->text) return scenario_error(s, line, "out of memory");
    return H_EXIT_OK;
  }
  n = tokenize(text, tok, MAX_TOKENS);
  if (n < 0) return scenario_error(s, line, "more than %d words on a line", MAX_TOKENS);
  if (n == 0) return H_EXIT_OK;
  if (strcmp(tok[0], "viewport") == 0) {
    int i;
    if (s->seen_timed || s->sheet_count > 0)
      return scenario_error(s, line, "the viewport line comes before sheets and timed "
                                     "lines (use \"at T viewport\" to change it)");
    if (s->seen_viewport) return scenario_error(s, line, "a second viewport line");
    if (n != 3 && n != 5)
      return scenario_error(s, line, "usage: viewport W H [SAFE_TOP SAFE_BOTTOM]");
    TRY(add_command(s, line, CMD_VIEWPORT, &c));
    for (i = 1; i < n; i++) TRY(number_arg(s, line, "viewport", tok[i], &c->v[i - 1]));
    s->seen_viewport = 1;
    return H_EXIT_OK;
  }
  if (strcmp(tok[0], "plugin") == 0) {
    char path[PATH_MAX_CHARS];
    if (n != 2) return scenario_error(s, line, "usage: plugin PATH");
    TRY(expand_path(s, line, tok[1], path, sizeof path));
    TRY(add_command(s, line, CMD_PLUGIN, &c));
    c->text = copy_string(path);
    if (!c->text) return scenario_error(s, line, "out of memory");
    return H_EXIT_OK;
  }
  if (strcmp(tok[0], "animator") == 0) return parse_animator(s, line, tok, n);
  if (strcmp(tok[0], "sheet") == 0) return parse_sheet(s, line, tok, n);
  if (strcmp(tok[0], "at") == 0) return parse_at(s, line, tok, n);
  if (strcmp(tok[0], "tick") == 0) return parse_tick(s, line, tok, n);
  if (strcmp(tok[0], "expect") == 0) return parse_expect(s, line, tok, n);
  return scenario_error(s, line, "unknown command \"%s\"", tok[0]);
}

static int parse(scenario *s, const char *text, size_t length) {
  char line_text[LINE_MAX_CHARS + 1];
  size_t i = 0;
  int line = 0;
  while (i < length) {
    size_t used = 0;
    line++;
    while (i < length && text[i] != '\n') {
      if (text[i] == '\0') return scenario_error(s, line, "a NUL byte in the scenario");
      if (used == LINE_MAX_CHARS)
        return scenario_error(s, line, "line longer than %d characters", LINE_MAX_CHARS);
      line_text[used++] = text[i++];
    }
    line_text[used] = '\0';
    if (i < length) i++; /* the newline */
    TRY(parse_line(s, line, line_text));
  }
  if (!s->seen_viewport) return scenario_error(s, line, "no viewport line");
  return H_EXIT_OK;
}

/* ------------------------------------------------------------------------------------
 * Playing
 * ---------------------------------------------------------------------------------- */

static int get_frame(const scenario *s, int line, const scen_sheet *sh, sheet_frame *f) {
  sheet_status st;
  memset(f, 0, sizeof *f);
  f->struct_size = sizeof *f;
  st = sheet_get_frame(s->engine, sh->id, f);
  if (st != SHEET_OK) return engine_refused(s, line, H_EXIT_FAILED, "sheet_get_frame", st);
  return H_EXIT_OK;
}

static int plot_mark(scenario *s, int line, int sheet, double t, const char *label,
                     int merge) {
  if (!s->plotting) return H_EXIT_OK;
  if (h_plot_mark(sheet, t, label, merge) != 0)
    return run_error(s, line, "out of memory while recording the plot");
  return H_EXIT_OK;
}

static void lower(char *text) {
  for (; *text; text++) *text = (char)tolower((unsigned char)*text);
}

/* A short label for the plot. */
static void event_label(const scen_sheet *sh, const sheet_event *ev, char *out,
                        size_t size) {
  char reason[32];
  snprintf(reason, sizeof reason, "%s", h_reason_name(ev->reason));
  lower(reason);
  switch (ev->type) {
  case SHEET_EVENT_WILL_PRESENT:
    snprintf(out, size, "present \xe2\x86\x92 %s", detent_label(sh, ev->detent));
    break;
  case SHEET_EVENT_DID_PRESENT: snprintf(out, size, "presented"); break;
  case SHEET_EVENT_WILL_DISMISS: snprintf(out, size, "dismiss (%s)", reason); break;
  case SHEET_EVENT_DID_DISMISS: snprintf(out, size, "dismissed"); break;
  case SHEET_EVENT_DETENT_CHANGED:
    snprintf(out, size, "\xe2\x86\x92 %s", detent_label(sh, ev->detent));
    break;
  case SHEET_EVENT_DRAG_BEGAN: snprintf(out, size, "drag"); break;
  case SHEET_EVENT_DRAG_ENDED:
    snprintf(out, size, "%s \xe2\x86\x92 %s",
             ev->reason == SHEET_REASON_FLING ? "fling" : "release",
             ev->detent < 0 ? "out" : detent_label(sh, ev->detent));
    break;
  case SHEET_EVENT_CONTENT_CHANGED:
    snprintf(out, size, "content %llu", (unsigned long long)ev->content_id);
    break;
  case SHEET_EVENT_TRANSITION_CANCELLED: snprintf(out, size, "cancelled"); break;
  case SHEET_EVENT_ANIMATOR_FAILED: snprintf(out, size, "animator failed"); break;
  default: snprintf(out, size, "%s", h_event_name(ev->type)); break;
  }
}

static int drain_events(scenario *s, int line) {
  sheet_event ev;
  for (;;) {
    int i, sheet = -1;
    const char *name = "?";
    const scen_sheet *sh = NULL;
    memset(&ev, 0, sizeof ev);
    ev.struct_size = sizeof ev;
    if (sheet_engine_poll_event(s->engine, &ev) != 1) break;
    for (i = 0; i < s->sheet_count; i++) {
      if (s->sheets[i].id == ev.sheet) {
        sheet = i;
        sh = &s->sheets[i];
        name = sh->name;
        s->sheets[i].active_this_frame = 1;
        break;
      }
    }
    s->event_total++;
    h_out_event(ev.time, name, h_event_name(ev.type), h_reason_name(ev.reason),
                sh ? detent_label(sh, ev.detent) : "-",
                sh ? detent_label(sh, ev.from_detent) : "-", ev.content_id);
    if (s->log_count == s->log_capacity) {
      size_t wanted = s->log_capacity ? s->log_capacity * 2 : 256;
      logged_event *bigger = realloc(s->log, wanted * sizeof *bigger);
      if (!bigger) return run_error(s, line, "out of memory");
      s->log = bigger;
      s->log_capacity = wanted;
    }
    s->log[s->log_count].sheet = sheet;
    s->log[s->log_count].type = ev.type;
    s->log[s->log_count].reason = ev.reason;
    s->log_count++;
    if (sh) {
      char label[64];
      event_label(sh, &ev, label, sizeof label);
      TRY(plot_mark(s, line, sheet, ev.time, label, ev.type == SHEET_EVENT_DETENT_CHANGED));
    }
  }
  /* poll_event returns 0 both for "empty" and for unusable arguments */
  if (strcmp(sheet_engine_last_error(s->engine), "") != 0)
    return run_error(s, line, "sheet_engine_poll_event: %s", sheet_engine_last_error(s->engine));
  return H_EXIT_OK;
}

static int pointer_input(scenario *s, int line, scen_sheet *sh, int which, double x,
                         double y, double t) {
  sheet_status st;
  const char *call = which == 1 ? "sheet_pointer_move" : which == 2 ? "sheet_pointer_up"
                                                                    : "sheet_pointer_cancel";
  if (which == 1)
    st = sheet_pointer_move(s->engine, sh->id, x, y, t);
  else if (which == 2)
    st = sheet_pointer_up(s->engine, sh->id, x, y, t);
  else
    st = sheet_pointer_cancel(s->engine, sh->id, t);
  if (st != SHEET_OK) return engine_refused(s, line, H_EXIT_FAILED, call, st);
  if (which != 1) {
    h_out_input(t, sh->name, which == 2 ? "POINTER_UP" : "POINTER_CANCEL", x, y, "");
    sh->active_this_frame = 1;
  }
  return H_EXIT_OK;
}

/* Moves a gesture on to frame time t (pointer samples arrive at frame times). */
static int step_gesture(scenario *s, scen_sheet *sh, double t) {
  gesture *g = &sh->g;
  double elapsed = t - g->t0;
  if (!g->active || elapsed <= 0) return H_EXIT_OK;
  if (g->kind == GESTURE_TAP) {
    g->active = 0;
    return pointer_input(s, g->line, sh, 2, g->x, g->y0, t);
  }
  if (elapsed < g->duration - TIME_EPSILON) {
    double y = g->y0 + (g->y1 - g->y0) * elapsed / g->duration;
    return pointer_input(s, g->line, sh, 1, g->x, y, t);
  }
  if (!g->reached_end) {
    g->reached_end = 1;
    TRY(pointer_input(s, g->line, sh, 1, g->x, g->y1, t));
  }
  if (elapsed >= g->duration + g->hold - TIME_EPSILON) {
    g->active = 0;
    return pointer_input(s, g->line, sh, 2, g->x, g->y1, t);
  }
  return H_EXIT_OK;
}

static int start_gesture(scenario *s, const command *c, scen_sheet *sh, double t) {
  int32_t hit = -1;
  sheet_status st;
  const char *what = c->action == ACT_TAP ? "tap" : c->action == ACT_FLICK ? "flick" : "drag";
  if (sh->g.active)
    return run_error(s, c->line, "%s on %s: the gesture from line %d is still in progress",
                     what, sh->name, sh->g.line);
  st = sheet_pointer_down(s->engine, sh->id, c->v[0], c->v[1], t, &hit);
  if (st != SHEET_OK) return engine_refused(s, c->line, H_EXIT_FAILED, "sheet_pointer_down", st);
  h_out_input(t, sh->name, "POINTER_DOWN", c->v[0], c->v[1], h_hit_name(hit));
  sh->active_this_frame = 1;
  if (c->hit >= 0 && hit != c->hit)
    return run_error(s, c->line, "%s on %s hit %s, expected %s", what, sh->name,
                     h_hit_name(hit), h_hit_name(c->hit));
  if (c->action == ACT_TAP || hit == SHEET_HIT_PASS_THROUGH || hit == SHEET_HIT_NONE) {
    char label[64];
    snprintf(label, sizeof label, "%s (%s)", what, h_hit_name(hit));
    lower(label);
    TRY(plot_mark(s, c->line, (int)(sh - s->sheets), t, label, 0));
  }
  if (hit != SHEET_HIT_SHEET && hit != SHEET_HIT_BACKDROP) return H_EXIT_OK; /* not ours */
  memset(&sh->g, 0, sizeof sh->g);
  sh->g.active = 1;
  sh->g.kind = c->action == ACT_TAP ? GESTURE_TAP : GESTURE_DRAG;
  sh->g.line = c->line;
  sh->g.x = c->v[0];
  sh->g.y0 = c->v[1];
  sh->g.y1 = c->v[2];
  sh->g.duration = c->v[3];
  sh->g.hold = c->v[4];
  sh->g.t0 = t;
  return H_EXIT_OK;
}

static int execute_at(scenario *s, const command *c, double t) {
  scen_sheet *sh = c->sheet >= 0 ? &s->sheets[c->sheet] : NULL;
  sheet_status st = SHEET_OK;
  const char *call = "";
  switch (c->action) {
  case ACT_PRESENT:
    call = "sheet_present";
    st = sheet_present(s->engine, sh->id, c->detent, t);
    break;
  case ACT_DISMISS:
    call = "sheet_dismiss";
    st = sheet_dismiss(s->engine, sh->id, t);
    break;
  case ACT_MOVE:
    call = "sheet_move_to_detent";
    st = sheet_move_to_detent(s->engine, sh->id, c->detent, t);
    break;
  case ACT_DRAG:
  case ACT_FLICK:
  case ACT_TAP:
    return start_gesture(s, c, sh, t);
  case ACT_CANCEL:
    if (!sh->g.active)
      return run_error(s, c->line, "cancel on %s: no gesture is in progress", sh->name);
    sh->g.active = 0;
    return pointer_input(s, c->line, sh, 3, 0, 0, t);
  case ACT_VIEWPORT:
    call = "sheet_engine_set_viewport";
    st = sheet_engine_set_viewport(s->engine, c->v[0], c->v[1], c->v[2], c->v[3]);
    if (st == SHEET_OK) s->viewport_h = c->v[1];
    break;
  case ACT_OBSTRUCTION:
    call = "sheet_engine_set_obstruction";
    st = sheet_engine_set_obstruction(s->engine, c->v[0], t);
    break;
  case ACT_CONTENT:
    call = "sheet_set_content";
    st = sheet_set_content(s->engine, sh->id, c->id, c->v[0], t);
    break;
  case ACT_CONTENT_HEIGHT:
    call = "sheet_set_content_height";
    st = sheet_set_content_height(s->engine, sh->id, c->v[0], t);
    break;
  case ACT_SCROLL_EXTENT:
    call = "sheet_set_scroll_extent";
    st = sheet_set_scroll_extent(s->engine, sh->id, c->v[0], t);
    break;
  case ACT_REDUCE_MOTION:
    call = "sheet_engine_set_reduce_motion";
    st = sheet_engine_set_reduce_motion(s->engine, (int32_t)c->v[0]);
    break;
  case ACT_ACTION:
    call = "sheet_perform_action";
    st = sheet_perform_action(s->engine, sh->id, (uint32_t)c->id, t);
    break;
  default:
    return run_error(s, c->line, "internal: unknown action %d", c->action);
  }
  if (st != SHEET_OK) return engine_refused(s, c->line, H_EXIT_FAILED, call, st);
  if (sh) sh->active_this_frame = 1;
  return H_EXIT_OK;
}

static int print_sheet_row(scenario *s, int line, scen_sheet *sh, double t) {
  sheet_frame f;
  TRY(get_frame(s, line, sh, &f));
  h_out_frame(t, sh->name, detent_label(sh, f.detent), &f);
  sh->printed_this_frame = 1;
  return H_EXIT_OK;
}

/* One frame at time t: gestures move on, due `at` commands run, the engine ticks, its
 * events and the frame rows are printed and recorded. */
static int frame(scenario *s, int line, double t) {
  int i;
  sheet_status st;
  for (i = 0; i < s->sheet_count; i++) {
    s->sheets[i].active_this_frame = 0;
    s->sheets[i].printed_this_frame = 0;
  }
  for (i = 0; i < s->sheet_count; i++) TRY(step_gesture(s, &s->sheets[i], t));
  while (s->queue_count > 0) {
    const command *c = &s->cmds[s->queue[s->queue_head]];
    if (c->resolved > t + TIME_EPSILON) break;
    s->queue_head++;
    s->queue_count--;
    TRY(execute_at(s, c, t));
  }
  st = sheet_engine_tick(s->engine, t);
  if (st != SHEET_OK) return engine_refused(s, line, H_EXIT_FAILED, "sheet_engine_tick", st);
  TRY(drain_events(s, line));
  for (i = 0; i < s->sheet_count; i++) {
    scen_sheet *sh = &s->sheets[i];
    sheet_frame f;
    TRY(get_frame(s, line, sh, &f));
    if ((f.state != SHEET_STATE_HIDDEN || sh->last_state != SHEET_STATE_HIDDEN ||
         sh->active_this_frame) &&
        (sh->active_this_frame || h_out_on_stride(s->frame_index) ||
         f.state != sh->last_state)) {
      h_out_frame(t, sh->name, detent_label(sh, f.detent), &f);
      sh->printed_this_frame = 1;
    }
    sh->last_state = f.state;
    if (s->plotting && h_plot_sample(i, t, &f, s->viewport_h) != 0)
      return run_error(s, line, "out of memory while recording the plot");
  }
  s->clock = t;
  s->started = 1;
  s->frame_index++;
  return H_EXIT_OK;
}

static int resting(scenario *s, int line, int *out) {
  int32_t animating = 0;
  int i;
  sheet_status st = sheet_engine_is_animating(s->engine, &animating);
  if (st != SHEET_OK)
    return engine_refused(s, line, H_EXIT_FAILED, "sheet_engine_is_animating", st);
  *out = !animating && s->queue_count == 0;
  for (i = 0; i < s->sheet_count; i++)
    if (s->sheets[i].g.active) *out = 0;
  return H_EXIT_OK;
}

static int run_tick(scenario *s, const command *c) {
  double hz = s->opt->hz > 0 ? s->opt->hz : c->v[0];
  double until = c->relative ? s->clock + c->time : c->time;
  double limit = s->clock + REST_LIMIT;
  int ticked = 0, i;
  if (!c->until_rest && s->started && until < s->clock - TIME_EPSILON)
    return scenario_error(s, c->line, "tick until %.3f, but the clock is at %.3f already "
                                      "(times must not go backwards)", until, s->clock);
  if (!s->started || hz != s->hz) {
    s->base = s->started ? s->clock : 0.0;
    s->n = 0;
    s->hz = hz;
  }
  for (;;) {
    double t = s->started ? s->base + (double)(s->n + 1) / hz : 0.0;
    if (c->until_rest) {
      int rest = 0;
      if (ticked) TRY(resting(s, c->line, &rest));
      if (rest) break;
      if (t > limit)
        return run_error(s, c->line, "still moving at %.3f s, %.0f s after the tick began",
                         t, REST_LIMIT);
    } else if (t > until + TIME_EPSILON) {
      break;
    }
    if (s->started) s->n++;
    TRY(frame(s, c->line, t));
    ticked = 1;
  }
  /* the frame the tick ends on, for every visible sheet not printed on it */
  for (i = 0; ticked && i < s->sheet_count; i++) {
    scen_sheet *sh = &s->sheets[i];
    if (!sh->printed_this_frame && sh->last_state != SHEET_STATE_HIDDEN)
      TRY(print_sheet_row(s, c->line, sh, s->clock));
  }
  return H_EXIT_OK;
}

static int queue_at(scenario *s, command *c) {
  double t = c->relative ? s->clock + c->time : c->time;
  if (s->started && t < s->clock - TIME_EPSILON)
    return scenario_error(s, c->line, "time %.3f is before the clock (%.3f): times must not "
                                      "go backwards", t, s->clock);
  if (s->have_last_at && t < s->last_at - TIME_EPSILON)
    return scenario_error(s, c->line, "time %.3f is before the previous at line's (%.3f): "
                                      "times must not go backwards", t, s->last_at);
  c->resolved = t;
  s->last_at = t;
  s->have_last_at = 1;
  s->queue[s->queue_head + s->queue_count++] = (size_t)(c - s->cmds);
  return H_EXIT_OK;
}

static int check_expect(scenario *s, const command *c) {
  scen_sheet *sh = &s->sheets[c->sheet];
  sheet_frame f;
  int i, failures = 0;
  TRY(get_frame(s, c->line, sh, &f));
  for (i = 0; i < c->check_count; i++) {
    const check *k = &c->checks[i];
    static const char *const numeric[] = {"top", "height", "opacity", "scale", "backdrop",
                                          "content_alpha"};
    double actual = 0;
    switch (k->what) {
    case CHK_STATE:
      if (f.state != k->a) {
        run_error(s, c->line, "expect %s: state is %s, expected %s (t = %.3f)", sh->name,
                  h_state_name(f.state), h_state_name(k->a), s->clock);
        failures++;
      }
      continue;
    case CHK_DETENT:
      if (f.detent != k->a) {
        run_error(s, c->line, "expect %s: detent is %s, expected %s (t = %.3f)", sh->name,
                  detent_label(sh, f.detent), detent_label(sh, k->a), s->clock);
        failures++;
      }
      continue;
    case CHK_CONTENT:
      if (f.content_id != k->id) {
        run_error(s, c->line, "expect %s: content is %llu, expected %llu (t = %.3f)",
                  sh->name, (unsigned long long)f.content_id, (unsigned long long)k->id,
                  s->clock);
        failures++;
      }
      continue;
    case CHK_EVENT:
    case CHK_NO_EVENT: {
      size_t j, found = (size_t)-1;
      size_t from = k->what == CHK_EVENT ? sh->event_cursor : 0;
      for (j = from; j < s->log_count; j++) {
        const logged_event *e = &s->log[j];
        if (e->sheet == c->sheet && e->type == k->a && (k->b < 0 || e->reason == k->b)) {
          found = j;
          break;
        }
      }
      if (k->what == CHK_EVENT && found == (size_t)-1) {
        run_error(s, c->line, "expect %s: no %s%s%s event %s (t = %.3f)", sh->name,
                  h_event_name(k->a), k->b >= 0 ? " with reason " : "",
                  k->b >= 0 ? h_reason_name(k->b) : "",
                  from ? "since the last matched one" : "so far", s->clock);
        failures++;
      } else if (k->what == CHK_EVENT) {
        sh->event_cursor = found + 1;
      } else if (found != (size_t)-1) {
        run_error(s, c->line, "expect %s: there was a %s event (t = %.3f)", sh->name,
                  h_event_name(k->a), s->clock);
        failures++;
      }
      continue;
    }
    case CHK_TOP: actual = f.top; break;
    case CHK_HEIGHT: actual = f.height; break;
    case CHK_OPACITY: actual = f.opacity; break;
    case CHK_SCALE: actual = f.scale; break;
    case CHK_BACKDROP: actual = f.backdrop_alpha; break;
    case CHK_CONTENT_ALPHA: actual = f.content_alpha; break;
    default: continue;
    }
    if (!(fabs(actual - k->value) <= k->tolerance)) {
      run_error(s, c->line, "expect %s: %s is %.3f, expected %g (within %g) (t = %.3f)",
                sh->name, numeric[k->what - CHK_TOP], actual, k->value, k->tolerance,
                s->clock);
      failures++;
    }
  }
  return failures ? H_EXIT_FAILED : H_EXIT_OK;
}

static int create_sheet(scenario *s, const command *c) {
  scen_sheet *sh = &s->sheets[c->sheet];
  sheet_config config = sh->config;
  sheet_transition *slots[KIND_COUNT];
  sheet_status st;
  int k;
  slots[KIND_PRESENT] = &config.present;
  slots[KIND_DISMISS] = &config.dismiss;
  slots[KIND_SETTLE] = &config.settle;
  slots[KIND_CONTENT] = &config.content;
  config.detents = sh->detents;
  config.detent_count = sh->detent_count;
  config.user_tag = (uint64_t)c->sheet + 1;
  for (k = 0; k < KIND_COUNT; k++) {
    transition_spec *t = &sh->transitions[k];
    size_t p;
    if (!t->set) continue;
    for (p = 0; p < t->count; p++) t->params[p].name = t->names[p];
    slots[k]->animator = t->animator;
    slots[k]->params = t->count ? t->params : NULL;
    slots[k]->param_count = t->count;
  }
  st = sheet_create(s->engine, &config, &sh->id);
  if (st != SHEET_OK) {
    int from = 0;
    for (k = 0; k < KIND_COUNT; k++)
      if (sh->transitions[k].set && sh->transitions[k].line > from)
        from = sh->transitions[k].line;
    if (from > 0)
      return scenario_error(s, c->line, "sheet_create: %s: %s (animator line %d)",
                            sheet_status_name(st), sheet_engine_last_error(s->engine), from);
    return engine_refused(s, c->line, H_EXIT_SCENARIO, "sheet_create", st);
  }
  sh->last_state = SHEET_STATE_HIDDEN;
  if (sh->has_content) {
    st = sheet_set_content(s->engine, sh->id, sh->content_id, sh->content_height,
                           s->started ? s->clock : 0.0);
    if (st != SHEET_OK)
      return engine_refused(s, c->line, H_EXIT_SCENARIO, "sheet_set_content", st);
  }
  return H_EXIT_OK;
}

static void list_animators(sheet_engine *engine) {
  size_t a, p, count = sheet_engine_animator_count(engine);
  printf("animators (%lu):\n", (unsigned long)count);
  for (a = 0; a < count; a++) {
    size_t n = sheet_engine_animator_param_count(engine, a);
    printf("  %s\n", sheet_engine_animator_name(engine, a));
    for (p = 0; p < n; p++) {
      sheet_param_spec spec;
      if (sheet_engine_animator_param(engine, a, p, &spec) != SHEET_OK) continue;
      printf("      %-16s default %-8g range [%g, %g]\n", spec.name, spec.default_value,
             spec.min_value, spec.max_value);
    }
  }
}

static int play(scenario *s, int builtin) {
  size_t i;
  int list_only = s->opt->list_only;
  sheet_status st = sheet_engine_create(&s->engine);
  if (st != SHEET_OK) return engine_refused(s, 0, H_EXIT_FAILED, "sheet_engine_create", st);
  for (i = 0; i < (size_t)s->opt->plugin_count; i++) {
    st = sheet_engine_load_plugin(s->engine, s->opt->plugins[i]);
    if (st != SHEET_OK) {
      fprintf(stderr, "sheet-harness: --plugin %s: %s: %s\n", s->opt->plugins[i],
              sheet_status_name(st), sheet_engine_last_error(s->engine));
      return H_EXIT_SCENARIO;
    }
  }
  s->queue = malloc((s->count ? s->count : 1) * sizeof *s->queue);
  if (!s->queue) return run_error(s, 0, "out of memory");
  if (s->opt->svg_path && !list_only) {
    const char *names[H_MAX_SHEETS], *descriptions[H_MAX_SHEETS];
    int k;
    for (k = 0; k < s->sheet_count; k++) {
      names[k] = s->sheets[k].name;
      descriptions[k] = s->sheets[k].description;
    }
    if (h_plot_begin(s->sheet_count, names, descriptions) != 0)
      return run_error(s, 0, "out of memory");
    s->plotting = 1;
  }
  if (builtin && !list_only && s->opt->format == H_FORMAT_TABLE && !s->opt->quiet) {
    uint32_t abi = sheet_abi_version();
    printf("libsheet %s (ABI %u.%u), session at %g Hz\n", sheet_version_string(),
           (unsigned)SHEET_ABI_VERSION_MAJOR(abi), (unsigned)SHEET_ABI_VERSION_MINOR(abi),
           s->opt->hz > 0 ? s->opt->hz : 60.0);
    list_animators(s->engine);
    printf("motions use \"%s\"\n", s->opt->animator ? s->opt->animator : "spring (default)");
  }
  for (i = 0; i < s->count; i++) {
    command *c = &s->cmds[i];
    if (list_only && c->kind != CMD_PLUGIN) continue;
    switch (c->kind) {
    case CMD_VIEWPORT:
      st = sheet_engine_set_viewport(s->engine, c->v[0], c->v[1], c->v[2], c->v[3]);
      if (st != SHEET_OK)
        return engine_refused(s, c->line, H_EXIT_SCENARIO, "sheet_engine_set_viewport", st);
      s->viewport_h = c->v[1];
      break;
    case CMD_PLUGIN:
      st = sheet_engine_load_plugin(s->engine, c->text);
      if (st != SHEET_OK)
        return engine_refused(s, c->line, H_EXIT_SCENARIO, "plugin", st);
      break;
    case CMD_SHEET: TRY(create_sheet(s, c)); break;
    case CMD_AT: TRY(queue_at(s, c)); break;
    case CMD_TICK: TRY(run_tick(s, c)); break;
    case CMD_EXPECT: TRY(check_expect(s, c)); break;
    case CMD_NOTE: h_out_note(c->text); break;
    default: break;
    }
  }
  if (list_only) {
    list_animators(s->engine);
    return H_EXIT_OK;
  }
  if (s->queue_count > 0) {
    const command *c = &s->cmds[s->queue[s->queue_head]];
    return scenario_error(s, c->line, "at %.3f is never reached: the last tick ends at %.3f",
                          c->resolved, s->clock);
  }
  h_out_end(s->clock, s->frame_index, s->event_total);
  if (s->plotting && h_plot_write(s->opt->svg_path, s->file) != 0) {
    fprintf(stderr, "sheet-harness: cannot write %s: %s\n", s->opt->svg_path,
            strerror(errno));
    return H_EXIT_FAILED;
  }
  return H_EXIT_OK;
}

int h_play(const h_options *options, const char *file_name, const char *base_dir,
           const char *text, size_t length, int builtin) {
  scenario *s = calloc(1, sizeof *s);
  int status;
  size_t i;
  if (!s) {
    fprintf(stderr, "sheet-harness: out of memory\n");
    return H_EXIT_FAILED;
  }
  s->opt = options;
  s->file = file_name;
  s->base_dir = base_dir;
  if (options->animator) {
    transition_spec *t = &s->defaults[KIND_PRESENT];
    t->set = 1;
    snprintf(t->animator, sizeof t->animator, "%s", options->animator);
    for (i = 0; i < (size_t)options->param_count && i < SHEET_MAX_PARAMS; i++) {
      snprintf(t->names[i], H_PARAM_NAME_MAX, "%s", options->param_names[i]);
      t->params[i].value = options->params[i].value;
    }
    t->count = i;
    s->defaults[KIND_DISMISS] = *t;
    s->defaults[KIND_SETTLE] = *t;
  }
  status = parse(s, text, length);
  if (status == H_EXIT_OK) {
    h_out_begin(options->list_only ? H_FORMAT_TABLE : options->format, options->quiet,
                options->every > 0 ? options->every : 1);
    status = play(s, builtin);
  }
  h_plot_end();
  sheet_engine_destroy(s->engine);
  for (i = 0; i < s->count; i++) free(s->cmds[i].text);
  free(s->cmds);
  free(s->queue);
  free(s->log);
  free(s);
  fflush(stdout);
  return status;
}
