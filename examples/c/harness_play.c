/*
 * harness_play.c — the scenario player of sheet-harness: plays a scenario that
 * harness_parse.c has read (harness_scenario.h) against one engine with a frame clock.
 * It creates the sheets, queues `at` commands and runs them on the first frame whose
 * time is at or after theirs, ticks the engine on `tick` lines, moves gestures on frame
 * by frame, drains and prints events and frames (harness_output.c), records the plot
 * and its marks, and checks `expect` lines against the state where they stand. h_play
 * is the entry point: parse, then play.
 */
#include "harness_scenario.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define TIME_EPSILON 1e-9
#define REST_LIMIT 30.0       /* seconds `tick ... until rest` may run */

/* ------------------------------------------------------------------------------------
 * Playing
 * ---------------------------------------------------------------------------------- */

/* A refused engine call, named with the engine's sentence. */
static int engine_refused(const scenario *s, int line, int status, const char *call,
                          sheet_status st) {
  const char *why = s->engine ? sheet_engine_last_error(s->engine) : "";
  if (status == H_EXIT_SCENARIO)
    return scenario_error(s, line, "%s: %s: %s", call, sheet_status_name(st), why);
  return run_error(s, line, "%s: %s: %s", call, sheet_status_name(st), why);
}

static const char *detent_label(const scen_sheet *sh, int32_t detent) {
  if (detent < 0 || (size_t)detent >= sh->detent_count) return "-";
  return sh->labels[detent];
}

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
  case ACT_DIRECTION:
    call = "sheet_engine_set_layout_direction";
    st = sheet_engine_set_layout_direction(s->engine, (int32_t)c->v[0]);
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
    case CMD_DIRECTION:
      st = sheet_engine_set_layout_direction(s->engine, (int32_t)c->v[0]);
      if (st != SHEET_OK)
        return engine_refused(s, c->line, H_EXIT_SCENARIO, "sheet_engine_set_layout_direction", st);
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
  status = parse_scenario(s, text, length);
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
