/*
 * harness_parse.c — the scenario parser of sheet-harness: splits a scenario (the grammar
 * is at the top of harness.c and in examples/scenarios/README.md) into lines and words,
 * checks every command's arguments and reads them into the scenario's sheets and list of
 * commands (harness_scenario.h), which harness_play.c then plays. Also the names of the
 * header's constants and the "FILE:LINE: what is wrong" error helpers.
 *
 * The whole file is parsed before anything is played, so a syntax error is reported
 * before any output. Errors are "FILE:LINE: what is wrong" on stderr.
 */
#include "harness_scenario.h"
#include "sheet_names.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define LINE_MAX_CHARS 1024   /* a scenario line, without its newline */
#define MAX_TOKENS 40
#define PATH_MAX_CHARS 4096
#define FLICK_DURATION 0.05

/* Motion kinds (KIND_*) as written in animator lines. */
static const char *const kind_names[KIND_COUNT] = {"present", "dismiss", "settle",
                                                   "content"};

/* ------------------------------------------------------------------------------------
 * Names
 * ---------------------------------------------------------------------------------- */

/* The header's names (examples/common/sheet_names.h); "?" for unknown values. */
const char *h_state_name(int32_t s) { return sn_state_name(s, "?"); }
const char *h_event_name(int32_t t) { return sn_event_name(t, "?"); }
const char *h_reason_name(int32_t r) { return sn_reason_name(r, "?"); }
const char *h_hit_name(int32_t h) { return sn_hit_name(h, "?"); }

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

/* A problem with the scenario itself: exit status 2. */
int scenario_error(const scenario *s, int line, const char *format, ...) {
  va_list ap;
  int status;
  va_start(ap, format);
  status = report(s, line, H_EXIT_SCENARIO, format, ap);
  va_end(ap);
  return status;
}

/* The run went wrong (an expectation, a refused call): exit status 1. */
int run_error(const scenario *s, int line, const char *format, ...) {
  va_list ap;
  int status;
  va_start(ap, format);
  status = report(s, line, H_EXIT_FAILED, format, ap);
  va_end(ap);
  return status;
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
  static const char *const interactions[] = {"resizes", "scrolls"};
  static const char *const keyboards[] = {"rise", "extend", "fill"};
  static const char *const backs[] = {"dismiss", "collapse", "none"};
  /* in the order of the SHEET_EDGE_*, SHEET_ALIGN_* and SHEET_WIDE_* constants */
  static const char *const edges[] = {"bottom", "top", "leading", "trailing"};
  static const char *const alignments[] = {"center", "leading", "trailing"};
  static const char *const wide_layouts[] = {"same", "floating_leading", "side_trailing", "centered"};
  scen_sheet *sh;
  command *c = NULL;
  const char *undimmed = NULL, *tap_detent = NULL;
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
    } else if (strcmp(key, "backdrop_tap") == 0 && strncmp(value, "detent:", 7) == 0) {
      sh->config.backdrop_tap = SHEET_TAP_DETENT;
      tap_detent = value + 7;
    } else if (strcmp(key, "backdrop_tap") == 0) {
      TRY(keyword_value(s, line, key, value, taps, 3, &sh->config.backdrop_tap));
    } else if (strcmp(key, "confirm_dismiss") == 0 || strcmp(key, "scales_background") == 0) {
      if (strcmp(value, "0") != 0 && strcmp(value, "1") != 0)
        return scenario_error(s, line, "%s is 0 or 1, got \"%s\"", key, value);
      *(key[0] == 'c' ? &sh->config.confirm_dismiss : &sh->config.scales_background) = value[0] == '1';
    } else if (strcmp(key, "content_interaction") == 0) {
      TRY(keyword_value(s, line, key, value, interactions, 2, &sh->config.content_interaction));
    } else if (strcmp(key, "keyboard") == 0) {
      TRY(keyword_value(s, line, key, value, keyboards, 3, &sh->config.keyboard));
    } else if (strcmp(key, "back_behavior") == 0) {
      TRY(keyword_value(s, line, key, value, backs, 3, &sh->config.back_behavior));
    } else if (strcmp(key, "edge") == 0) {
      TRY(keyword_value(s, line, key, value, edges, 4, &sh->config.edge));
    } else if (strcmp(key, "cross_alignment") == 0) {
      TRY(keyword_value(s, line, key, value, alignments, 3, &sh->config.cross_alignment));
    } else if (strcmp(key, "wide_layout") == 0) {
      TRY(keyword_value(s, line, key, value, wide_layouts, 4, &sh->config.wide_layout));
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
                                            "touch_slop", "grabber_height", "footer_height",
                                            "edge_inset", "side_inset", "max_cross_size",
                                            "wide_threshold"};
      double *fields[13];
      size_t f;
      fields[0] = &sh->config.dismiss_fraction;
      fields[1] = &sh->config.fling_velocity;
      fields[2] = &sh->config.backdrop_alpha;
      fields[3] = &sh->config.corner_radius;
      fields[4] = &sh->config.rubber_band;
      fields[5] = &sh->config.dismiss_height;
      fields[6] = &sh->config.touch_slop;
      fields[7] = &sh->config.grabber_height;
      fields[8] = &sh->config.footer_height;
      fields[9] = &sh->config.edge_inset;
      fields[10] = &sh->config.side_inset;
      fields[11] = &sh->config.max_cross_size;
      fields[12] = &sh->config.wide_threshold;
      for (f = 0; f < 13; f++)
        if (strcmp(key, numeric[f]) == 0) break;
      if (f == 13) return scenario_error(s, line, "unknown sheet key \"%s\"", key);
      TRY(number_arg(s, line, key, value, &v));
      *fields[f] = v;
    }
  }
  if (tap_detent) {
    int d = -1;
    TRY(detent_arg(s, line, sh, tap_detent, &d));
    sh->config.backdrop_tap_detent = d;
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

/* "ltr" or "rtl": a SHEET_DIRECTION_* into *out. */
static int direction_arg(const scenario *s, int line, const char *token, double *out) {
  if (strcmp(token, "ltr") == 0) *out = SHEET_DIRECTION_LTR;
  else if (strcmp(token, "rtl") == 0) *out = SHEET_DIRECTION_RTL;
  else return scenario_error(s, line, "direction is ltr or rtl, got \"%s\"", token);
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
  } else if (strcmp(action, "direction") == 0) {
    c->action = ACT_DIRECTION;
    TRY(want_args(s, line, m, 1, 1, "direction ltr|rtl"));
    TRY(direction_arg(s, line, a[0], &c->v[0]));
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
      k->a = lookup(value, h_event_name, SHEET_EVENT_WILL_PRESENT, SHEET_EVENT_DISMISS_REQUESTED);
      if (k->a < 0) return scenario_error(s, line, "unknown event \"%s\"", value);
      if (colon) {
        k->b = lookup(colon + 1, h_reason_name, SHEET_REASON_NONE, SHEET_REASON_BACK);
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
  if (strcmp(tok[0], "direction") == 0) {
    if (!s->seen_viewport) return scenario_error(s, line, "a direction line needs a viewport first");
    if (n != 2) return scenario_error(s, line, "usage: direction ltr|rtl");
    TRY(add_command(s, line, CMD_DIRECTION, &c));
    return direction_arg(s, line, tok[1], &c->v[0]);
  }
  if (strcmp(tok[0], "animator") == 0) return parse_animator(s, line, tok, n);
  if (strcmp(tok[0], "sheet") == 0) return parse_sheet(s, line, tok, n);
  if (strcmp(tok[0], "at") == 0) return parse_at(s, line, tok, n);
  if (strcmp(tok[0], "tick") == 0) return parse_tick(s, line, tok, n);
  if (strcmp(tok[0], "expect") == 0) return parse_expect(s, line, tok, n);
  return scenario_error(s, line, "unknown command \"%s\"", tok[0]);
}

int parse_scenario(scenario *s, const char *text, size_t length) {
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
