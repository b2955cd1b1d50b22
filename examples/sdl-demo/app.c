/*
 * app.c — the demo's behaviour: one libsheet engine, the four modes (container, maps,
 * panel, gallery), pointer routing (sheet, backdrop, pass-through to the map, the
 * host's own buttons), keys and the event log. Nothing here draws or reads a clock:
 * the window loop (main.c) and the recorder (record.c) pass times in.
 */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "demo.h"
#include "phone_fixture.h"
#include "sheet_names.h"

#define TOUCH_SLOP 8.0
#define GRABBER_BAND 24.0

/* The header's names (examples/common/sheet_names.h); "UNKNOWN" for other values. */
static const char *event_name(int32_t type) { return sn_event_name(type, "UNKNOWN"); }
static const char *reason_name(int32_t reason) { return sn_reason_name(reason, "UNKNOWN"); }

static const char *kind_name(uint64_t kind) {
  switch (kind) {
  case KIND_CONTAINER: return "container";
  case KIND_DETAILS: return "details";
  case KIND_MAPS: return "maps";
  case KIND_PANEL: return "panel";
  case KIND_GALLERY: return "gallery";
  default: return "other";
  }
}

const char *app_mode_name(int mode) {
  static const char *names[MODE_COUNT] = {"container", "maps", "panel", "gallery"};
  return mode >= 0 && mode < MODE_COUNT ? names[mode] : "?";
}

void app_logf(app *a, const char *fmt, ...) {
  va_list ap;
  if (a->log == NULL) return;
  fputs("# ", a->log);
  va_start(ap, fmt);
  vfprintf(a->log, fmt, ap);
  va_end(ap);
  fputc('\n', a->log);
  fflush(a->log);
}

static void set_message(app *a, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(a->message, sizeof a->message, fmt, ap);
  va_end(ap);
}

/* Reports a failed libsheet call; returns 1 when st is SHEET_OK. */
static int ok(app *a, sheet_status st, const char *what) {
  if (st == SHEET_OK) return 1;
  fprintf(stderr, "sheet-sdl-demo: %s: %s: %s\n", what, sheet_status_name(st),
          sheet_engine_last_error(a->engine));
  set_message(a, "%s: %s", what, sheet_status_name(st));
  app_logf(a, "error %s %s", what, sheet_status_name(st));
  return 0;
}

static void plugin_log(void *user_data, int32_t level, const char *message) {
  (void)user_data;
  fprintf(stderr, "sheet-sdl-demo: plugin [%d] %s\n", (int)level, message);
}

double app_content_height(int page) {
  static const double heights[APP_PAGE_COUNT] = {330, 470, 250, 610};
  return page >= 1 && page <= APP_PAGE_COUNT ? heights[page - 1] : 300;
}

double app_map_x(const app *a) { return a->pan_x + a->now * 9.0; }
double app_map_y(const app *a) { return a->pan_y + a->now * 4.0; }

/* The list height visible at the maps sheet's highest detent (FRACTION 0.9). */
double app_maps_visible_list(const app *a) {
  double h = 0.9 * (a->vh - a->safe_top) - MAPS_LIST_TOP - a->safe_bottom;
  return h > 0 ? h : 0;
}

static double maps_scroll_extent(const app *a) {
  double length = MAPS_ROW_COUNT * MAPS_ROW_HEIGHT + 12.0;
  double e = length - app_maps_visible_list(a);
  return e > 0 ? e : 0;
}

/* ---- layout ------------------------------------------------------------------- */

int app_page_button_rect(const app *a, int page, SDL_FRect *out) {
  float w = (float)((a->vw - 32.0 - 3 * 8.0) / 4.0);
  if (page < 1 || page > APP_PAGE_COUNT) return 0;
  out->x = 16.0f + (float)(page - 1) * (w + 8.0f);
  out->y = 92.0f;
  out->w = w;
  out->h = 38.0f;
  return 1;
}

void app_push_button_rect(const app *a, SDL_FRect *out) {
  out->x = 16.0f;
  out->y = 152.0f;
  out->w = (float)(a->vw - 32.0);
  out->h = 46.0f;
}

void app_close_button_rect(const app *a, SDL_FRect *out) {
  out->x = 16.0f;
  out->y = 282.0f;
  out->w = (float)(a->vw - 32.0);
  out->h = 46.0f;
}

void app_present_button_rect(const app *a, SDL_FRect *out) {
  out->w = 220.0f;
  out->h = 52.0f;
  out->x = (float)(a->vw / 2.0) - out->w / 2.0f;
  out->y = (float)(a->safe_top + (a->vh - a->safe_top) * 0.55);
}

void app_gallery_item_rect(const app *a, int index, SDL_FRect *out) {
  out->x = 16.0f;
  out->y = (float)(a->safe_top + 78.0 + index * 66.0);
  out->w = (float)(a->vw - 32.0);
  out->h = 58.0f;
}

void app_panel_day_rect(const app *a, int cell, SDL_FRect *out) {
  float w = (float)((a->vw - 32.0) / 7.0);
  out->x = 16.0f + (float)(cell % 7) * w;
  out->y = 118.0f + (float)(cell / 7) * 42.0f;
  out->w = w;
  out->h = 42.0f;
}

static int in_rect(const SDL_FRect *r, double x, double y) {
  return x >= r->x && x < r->x + r->w && y >= r->y && y < r->y + r->h;
}

/* ---- sheets ------------------------------------------------------------------- */

static app_sheet *find_sheet(app *a, sheet_id id) {
  int i;
  for (i = 0; i < a->sheet_count; i++)
    if (a->sheets[i].id == id) return &a->sheets[i];
  return NULL;
}

app_sheet *app_top_sheet(app *a) {
  sheet_id top = 0;
  if (!ok(a, sheet_engine_top_sheet(a->engine, &top), "sheet_engine_top_sheet")) return NULL;
  return top ? find_sheet(a, top) : NULL;
}

static void raise_sheet(app *a, int index) {
  int i, j = 0;
  for (i = 0; i < a->order_count; i++)
    if (a->order[i] != index) a->order[j++] = a->order[i];
  a->order[j++] = index;
  a->order_count = j;
}

static void refresh_frames(app *a) {
  int i;
  for (i = 0; i < a->sheet_count; i++) {
    a->sheets[i].frame.struct_size = sizeof a->sheets[i].frame;
    ok(a, sheet_get_frame(a->engine, a->sheets[i].id, &a->sheets[i].frame),
       "sheet_get_frame");
  }
}

static int add_sheet(app *a, const sheet_config *config, int kind, int animator) {
  app_sheet *s;
  if (a->sheet_count >= APP_MAX_SHEETS) return -1;
  s = &a->sheets[a->sheet_count];
  memset(s, 0, sizeof *s);
  if (!ok(a, sheet_create(a->engine, config, &s->id), "sheet_create")) return -1;
  s->kind = kind;
  s->animator = animator;
  s->frame.struct_size = sizeof s->frame;
  if (!ok(a, sheet_get_frame(a->engine, s->id, &s->frame), "sheet_get_frame")) return -1;
  a->order[a->order_count++] = a->sheet_count;
  return a->sheet_count++;
}

static int present_sheet(app *a, int index, int32_t detent, double now) {
  if (index < 0 || index >= a->sheet_count) return 0;
  if (!ok(a, sheet_present(a->engine, a->sheets[index].id, detent, now), "sheet_present"))
    return 0;
  raise_sheet(a, index);
  refresh_frames(a);
  return 1;
}

static void destroy_sheets(app *a) {
  int i;
  for (i = 0; i < a->sheet_count; i++)
    ok(a, sheet_destroy(a->engine, a->sheets[i].id), "sheet_destroy");
  a->sheet_count = 0;
  a->order_count = 0;
  a->main_sheet = -1;
  a->route = ROUTE_NONE;
  a->pointer_is_down = 0;
}

static int create_mode_sheets(app *a) {
  sheet_config c;
  sheet_detent d[2];
  int i;

  switch (a->mode) {
  case MODE_CONTAINER: {
    sheet_detent dd = {SHEET_DETENT_FRACTION, 0.55};
    sheet_config_init(&c);
    d[0].kind = SHEET_DETENT_CONTENT;
    d[0].value = 0;
    c.detents = d;
    c.detent_count = 1;
    c.grabber = SHEET_GRABBER_SHOW;
    c.corner_radius = 18;
    c.backdrop_alpha = 0.45;
    c.backdrop_tap = SHEET_TAP_DISMISS;
    c.user_tag = KIND_CONTAINER;
    a->main_sheet = add_sheet(a, &c, KIND_CONTAINER, -1);
    if (a->main_sheet < 0) return 0;
    a->page = 1;
    if (!ok(a, sheet_set_content(a->engine, a->sheets[a->main_sheet].id, 1,
                                 app_content_height(1), a->now),
            "sheet_set_content"))
      return 0;
    sheet_config_init(&c);
    c.detents = &dd;
    c.detent_count = 1;
    c.corner_radius = 18;
    c.backdrop_alpha = 0.3;
    c.stack = SHEET_STACK_PUSH;
    c.grabber = SHEET_GRABBER_SHOW;
    c.user_tag = KIND_DETAILS;
    i = add_sheet(a, &c, KIND_DETAILS, -1);
    if (i < 0) return 0;
    return ok(a, sheet_set_content(a->engine, a->sheets[i].id, CONTENT_DETAILS, 300, a->now),
              "sheet_set_content");
  }
  case MODE_MAPS:
    sheet_config_init(&c);
    d[0].kind = SHEET_DETENT_POINTS;
    d[0].value = 200;
    d[1].kind = SHEET_DETENT_FRACTION;
    d[1].value = 0.9;
    c.detents = d;
    c.detent_count = 2;
    c.dismissible = 0;
    c.largest_undimmed_detent = 0;
    c.backdrop_tap = SHEET_TAP_COLLAPSE;
    c.backdrop_alpha = 0.3;
    c.corner_radius = 14;
    c.grabber = SHEET_GRABBER_SHOW;
    c.user_tag = KIND_MAPS;
    a->main_sheet = add_sheet(a, &c, KIND_MAPS, -1);
    if (a->main_sheet < 0) return 0;
    if (!ok(a, sheet_set_content(a->engine, a->sheets[a->main_sheet].id, CONTENT_MAPS,
                                 MAPS_LIST_TOP + MAPS_ROW_COUNT * MAPS_ROW_HEIGHT, a->now),
            "sheet_set_content"))
      return 0;
    return ok(a, sheet_set_scroll_extent(a->engine, a->sheets[a->main_sheet].id,
                                         maps_scroll_extent(a), a->now),
              "sheet_set_scroll_extent");
  case MODE_PANEL: {
    sheet_param slide[2] = {{"duration", 0.2}, {"curve", 0}};
    sheet_config_init(&c);
    d[0].kind = SHEET_DETENT_POINTS;
    d[0].value = PANEL_HEIGHT;
    c.detents = d;
    c.detent_count = 1;
    c.dismiss_height = PANEL_DISMISS_HEIGHT;
    c.present.animator = "slide";
    c.present.params = slide;
    c.present.param_count = 2;
    c.dismiss = c.present;
    c.settle = c.present;
    c.corner_radius = 22;
    c.grabber = SHEET_GRABBER_SHOW;
    c.user_tag = KIND_PANEL;
    a->main_sheet = add_sheet(a, &c, KIND_PANEL, -1);
    if (a->main_sheet < 0) return 0;
    return ok(a, sheet_set_content(a->engine, a->sheets[a->main_sheet].id, CONTENT_PANEL,
                                   PANEL_HEIGHT, a->now),
              "sheet_set_content");
  }
  case MODE_GALLERY: {
    size_t n = sheet_engine_animator_count(a->engine), k;
    a->main_sheet = -1;
    for (k = 0; k < n && k < APP_MAX_SHEETS; k++) {
      const char *name = sheet_engine_animator_name(a->engine, k);
      if (name == NULL) continue;
      sheet_config_init(&c);
      d[0].kind = SHEET_DETENT_POINTS;
      d[0].value = 390;
      c.detents = d;
      c.detent_count = 1;
      c.present.animator = name;
      c.dismiss.animator = name;
      c.corner_radius = 20;
      c.grabber = SHEET_GRABBER_SHOW;
      c.user_tag = KIND_GALLERY;
      i = add_sheet(a, &c, KIND_GALLERY, (int)k);
      if (i < 0) return 0;
      if (!ok(a, sheet_set_content(a->engine, a->sheets[i].id, CONTENT_GALLERY + k, 330,
                                   a->now),
              "sheet_set_content"))
        return 0;
    }
    if (a->gallery_selected >= a->sheet_count) a->gallery_selected = 0;
    return 1;
  }
  default:
    return 0;
  }
}

int app_present_main(app *a, double now) {
  if (a->mode == MODE_GALLERY)
    return present_sheet(a, a->gallery_selected, 0, now);
  if (a->main_sheet < 0) return 0;
  if (a->sheets[a->main_sheet].frame.state != SHEET_STATE_HIDDEN &&
      a->sheets[a->main_sheet].frame.state != SHEET_STATE_DISMISSING)
    return 0;
  return present_sheet(a, a->main_sheet, 0, now);
}

int app_present_button_visible(const app *a) {
  if (a->mode == MODE_GALLERY || a->mode == MODE_MAPS || a->main_sheet < 0) return 0;
  return a->sheets[a->main_sheet].frame.state == SHEET_STATE_HIDDEN;
}

/* ---- engine ------------------------------------------------------------------- */

int app_init(app *a, FILE *log) {
  memset(a, 0, sizeof *a);
  a->log = log;
  a->main_sheet = -1;
  a->page = 1;
  a->selected_day = 17;
  a->selected_row = -1;
  a->vw = PHONE_WIDTH;
  a->vh = PHONE_HEIGHT;
  a->safe_top = PHONE_SAFE_TOP;
  a->safe_bottom = PHONE_SAFE_BOTTOM;
  if (SHEET_ABI_VERSION_MAJOR(sheet_abi_version()) !=
      SHEET_ABI_VERSION_MAJOR(SHEET_ABI_VERSION)) {
    fprintf(stderr, "sheet-sdl-demo: libsheet ABI %#x does not match the header's %#x\n",
            (unsigned)sheet_abi_version(), (unsigned)SHEET_ABI_VERSION);
    return 0;
  }
  if (sheet_engine_create(&a->engine) != SHEET_OK) {
    fprintf(stderr, "sheet-sdl-demo: sheet_engine_create failed\n");
    return 0;
  }
  if (!ok(a, sheet_engine_set_log_handler(a->engine, plugin_log, NULL),
          "sheet_engine_set_log_handler"))
    return 0;
  if (!ok(a, sheet_engine_set_viewport(a->engine, a->vw, a->vh, a->safe_top, a->safe_bottom),
          "sheet_engine_set_viewport"))
    return 0;
  app_logf(a, "libsheet %s", sheet_version_string());
  return 1;
}

void app_destroy(app *a) {
  sheet_engine_destroy(a->engine);
  a->engine = NULL;
}

int app_load_plugin(app *a, const char *path) {
  sheet_status st = sheet_engine_load_plugin(a->engine, path);
  if (st != SHEET_OK) {
    fprintf(stderr, "sheet-sdl-demo: cannot load plugin %s: %s: %s\n", path,
            sheet_status_name(st), sheet_engine_last_error(a->engine));
    return 0;
  }
  app_logf(a, "plugin %s", path);
  return 1;
}

int app_set_mode(app *a, int mode, double now) {
  if (mode < 0 || mode >= MODE_COUNT) return 0;
  if (now > a->now) a->now = now;
  destroy_sheets(a);
  a->mode = mode;
  a->message[0] = '\0';
  app_logf(a, "mode %s", app_mode_name(mode));
  if (!create_mode_sheets(a)) return 0;
  if (mode != MODE_GALLERY && !present_sheet(a, a->main_sheet, 0, a->now)) return 0;
  refresh_frames(a);
  return 1;
}

void app_tick(app *a, double now) {
  sheet_event e;
  if (now > a->now) a->now = now;
  ok(a, sheet_engine_tick(a->engine, a->now), "sheet_engine_tick");
  memset(&e, 0, sizeof e);
  e.struct_size = sizeof e;
  while (sheet_engine_poll_event(a->engine, &e)) {
    sheet_frame f;
    char top[32] = "-";
    memset(&f, 0, sizeof f);
    f.struct_size = sizeof f;
    if (sheet_get_frame(a->engine, e.sheet, &f) == SHEET_OK)
      snprintf(top, sizeof top, "%.1f", f.top);
    if (a->log != NULL) {
      fprintf(a->log,
              "%.4f %s sheet=%llu kind=%s detent=%d from=%d reason=%s content=%llu top=%s\n",
              e.time, event_name(e.type), (unsigned long long)e.sheet,
              kind_name(e.user_tag), (int)e.detent, (int)e.from_detent,
              reason_name(e.reason), (unsigned long long)e.content_id, top);
      fflush(a->log);
    }
    if (a->recent_count == APP_MAX_RECENT) {
      memmove(a->recent[0], a->recent[1], sizeof a->recent[0] * (APP_MAX_RECENT - 1));
      a->recent_count--;
    }
    snprintf(a->recent[a->recent_count++], sizeof a->recent[0], "%7.3f %s %s d%d %s",
             e.time, kind_name(e.user_tag), event_name(e.type), (int)e.detent,
             e.reason ? reason_name(e.reason) : "");
    if (e.type == SHEET_EVENT_ANIMATOR_FAILED)
      set_message(a, "animator failed on %s; a built-in finished it", kind_name(e.user_tag));
  }
  refresh_frames(a);
}

/* ---- pointer ------------------------------------------------------------------ */

static int host_button_at(app *a, double x, double y) {
  SDL_FRect r;
  int i;
  if (app_present_button_visible(a)) {
    app_present_button_rect(a, &r);
    if (in_rect(&r, x, y)) return BUTTON_PRESENT;
  }
  if (a->mode == MODE_GALLERY) {
    for (i = 0; i < a->sheet_count; i++) {
      app_gallery_item_rect(a, i, &r);
      if (in_rect(&r, x, y)) return BUTTON_GALLERY_FIRST + i;
    }
  }
  return BUTTON_NONE;
}

static void press_host_button(app *a, int button, double t) {
  if (button == BUTTON_PRESENT) {
    app_present_main(a, t);
  } else if (button >= BUTTON_GALLERY_FIRST) {
    a->gallery_selected = button - BUTTON_GALLERY_FIRST;
    present_sheet(a, a->gallery_selected, 0, t);
  }
}

static void content_tap(app *a, app_sheet *s, double x, double y, double t) {
  const sheet_frame *f = &s->frame;
  double scale = f->scale > 0 ? f->scale : 1.0;
  double lx = (x - (a->vw - a->vw * scale) / 2.0) / scale;
  double ly = (y - f->top) / scale;
  SDL_FRect r;
  int i;

  if (ly < GRABBER_BAND) return;
  switch (s->kind) {
  case KIND_CONTAINER:
    for (i = 1; i <= APP_PAGE_COUNT; i++) {
      app_page_button_rect(a, i, &r);
      if (in_rect(&r, lx, ly) && i != a->page) {
        if (ok(a, sheet_set_content(a->engine, s->id, (uint64_t)i, app_content_height(i), t),
               "sheet_set_content"))
          a->page = i;
        return;
      }
    }
    app_push_button_rect(a, &r);
    if (a->page == 2 && in_rect(&r, lx, ly))
      for (i = 0; i < a->sheet_count; i++)
        if (a->sheets[i].kind == KIND_DETAILS) present_sheet(a, i, 0, t);
    break;
  case KIND_DETAILS:
  case KIND_GALLERY:
    app_close_button_rect(a, &r);
    if (in_rect(&r, lx, ly)) ok(a, sheet_dismiss(a->engine, s->id, t), "sheet_dismiss");
    break;
  case KIND_MAPS:
    if (ly >= MAPS_LIST_TOP) {
      i = (int)floor((ly - MAPS_LIST_TOP + f->content_offset) / MAPS_ROW_HEIGHT);
      if (i >= 0 && i < MAPS_ROW_COUNT) a->selected_row = i;
    }
    break;
  case KIND_PANEL:
    for (i = 0; i < 42; i++) {
      app_panel_day_rect(a, i, &r);
      if (in_rect(&r, lx, ly) && i - 6 + 1 >= 1 && i - 6 + 1 <= 30) a->selected_day = i - 5;
    }
    break;
  default:
    break;
  }
}

void app_pointer_down(app *a, double x, double y, double t) {
  app_sheet *top;
  if (a->pointer_is_down) app_pointer_cancel(a, t);
  a->pointer_is_down = 1;
  a->down_x = a->last_x = a->pointer_x = x;
  a->down_y = a->last_y = a->pointer_y = y;
  a->max_travel = 0;
  a->route = ROUTE_NONE;
  top = app_top_sheet(a);
  if (top != NULL) {
    int32_t hit = SHEET_HIT_NONE;
    if (ok(a, sheet_pointer_down(a->engine, top->id, x, y, t, &hit), "sheet_pointer_down") &&
        (hit == SHEET_HIT_SHEET || hit == SHEET_HIT_BACKDROP)) {
      a->route = ROUTE_SHEET;
      a->pointer_sheet = top->id;
      a->pointer_hit = hit;
      refresh_frames(a);
      return;
    }
  }
  a->route_button = host_button_at(a, x, y);
  a->route = a->route_button != BUTTON_NONE ? ROUTE_BUTTON : ROUTE_MAP;
}

void app_pointer_move(app *a, double x, double y, double t) {
  double travel;
  if (!a->pointer_is_down) return;
  travel = hypot(x - a->down_x, y - a->down_y);
  if (travel > a->max_travel) a->max_travel = travel;
  a->pointer_x = x;
  a->pointer_y = y;
  if (a->route == ROUTE_SHEET) {
    ok(a, sheet_pointer_move(a->engine, a->pointer_sheet, x, y, t), "sheet_pointer_move");
    refresh_frames(a);
  } else if (a->route == ROUTE_MAP) {
    a->pan_x -= x - a->last_x;
    a->pan_y -= y - a->last_y;
  }
  a->last_x = x;
  a->last_y = y;
}

void app_pointer_up(app *a, double x, double y, double t) {
  if (!a->pointer_is_down) return;
  app_pointer_move(a, x, y, t);
  a->pointer_is_down = 0;
  if (a->route == ROUTE_SHEET) {
    app_sheet *s = find_sheet(a, a->pointer_sheet);
    ok(a, sheet_pointer_up(a->engine, a->pointer_sheet, x, y, t), "sheet_pointer_up");
    if (s != NULL && a->pointer_hit == SHEET_HIT_SHEET && a->max_travel < TOUCH_SLOP)
      content_tap(a, s, x, y, t);
    refresh_frames(a);
  } else if (a->route == ROUTE_BUTTON) {
    if (host_button_at(a, x, y) == a->route_button) press_host_button(a, a->route_button, t);
  }
  a->route = ROUTE_NONE;
}

void app_pointer_cancel(app *a, double t) {
  if (!a->pointer_is_down) return;
  a->pointer_is_down = 0;
  if (a->route == ROUTE_SHEET)
    ok(a, sheet_pointer_cancel(a->engine, a->pointer_sheet, t), "sheet_pointer_cancel");
  a->route = ROUTE_NONE;
  refresh_frames(a);
}

/* ---- keys --------------------------------------------------------------------- */

static void set_viewport(app *a, double now) {
  if (a->rotated) {
    a->vw = 844;
    a->vh = 390;
    a->safe_top = 0;
    a->safe_bottom = 21;
  } else {
    a->vw = PHONE_WIDTH;
    a->vh = PHONE_HEIGHT;
    a->safe_top = PHONE_SAFE_TOP;
    a->safe_bottom = PHONE_SAFE_BOTTOM;
  }
  if (!ok(a, sheet_engine_set_viewport(a->engine, a->vw, a->vh, a->safe_top, a->safe_bottom),
          "sheet_engine_set_viewport"))
    return;
  if (a->mode == MODE_MAPS && a->main_sheet >= 0)
    ok(a, sheet_set_scroll_extent(a->engine, a->sheets[a->main_sheet].id,
                                  maps_scroll_extent(a), now),
       "sheet_set_scroll_extent");
  refresh_frames(a);
}

void app_key(app *a, int key, double now) {
  app_sheet *top;
  if (now > a->now) a->now = now;
  app_logf(a, "key %c", key);
  switch (key) {
  case '1': case '2': case '3': case '4':
    app_set_mode(a, key - '1', now);
    break;
  case 'r':
    if (ok(a, sheet_engine_set_reduce_motion(a->engine, !a->reduce_motion),
           "sheet_engine_set_reduce_motion"))
      a->reduce_motion = !a->reduce_motion;
    break;
  case 'o':
    if (a->pointer_is_down) app_pointer_cancel(a, now);
    a->rotated = !a->rotated;
    set_viewport(a, now);
    break;
  case 'k':
    if (ok(a, sheet_engine_set_obstruction(a->engine, a->keyboard ? 0 : KEYBOARD_HEIGHT, now),
           "sheet_engine_set_obstruction"))
      a->keyboard = !a->keyboard;
    break;
  case 'p':
    app_present_main(a, now);
    break;
  case 'd':
    top = app_top_sheet(a);
    if (top != NULL) ok(a, sheet_dismiss(a->engine, top->id, now), "sheet_dismiss");
    break;
  case 'n':
    if (a->mode == MODE_GALLERY && a->sheet_count > 0) {
      a->gallery_selected = (a->gallery_selected + 1) % a->sheet_count;
    } else if (a->mode == MODE_CONTAINER && a->main_sheet >= 0) {
      int next = a->page % APP_PAGE_COUNT + 1;
      if (ok(a, sheet_set_content(a->engine, a->sheets[a->main_sheet].id, (uint64_t)next,
                                  app_content_height(next), now),
             "sheet_set_content"))
        a->page = next;
    }
    break;
  default:
    break;
  }
  refresh_frames(a);
}
