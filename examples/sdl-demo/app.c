/*
 * app.c — the demo's behaviour: one libsheet engine, the eight modes (container, maps,
 * panel, gallery, basket, form, settings, notifications), pointer routing (the keyboard,
 * sheet, backdrop, pass-through to the map, the host's own buttons and prompt), keys and
 * the event log. Sheets lie on every side: the settings sheet at the trailing edge (L
 * turns the layout direction), the notifications sheet at the top, and in the tablet's
 * wide viewport (W) the maps sheet is a floating card at the leading side and the others
 * centred cards; each is laid out and hit from its frame's rect (app_sheet_box).
 * Live sheets change through sheet_update: the basket's heights follow its items, it
 * asks before it is dismissed while it has unsaved changes, every mode's main sheet can
 * make the page behind recede, and every sheet's keyboard and back behaviours cycle.
 * The form's field raises a keyboard that slides (its height goes to the engine every
 * frame) and is kept in view above it (sheet_set_focus); a back key held down is a
 * back gesture with progress. Nothing here draws or reads a clock: the window loop
 * (main.c) and the recorder (record.c) pass times in.
 */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "demo.h"
#include "phone_fixture.h"
#include "sheet_names.h"

#define TOUCH_SLOP 8.0

/* The header's names (examples/common/sheet_names.h); "UNKNOWN" for other values. */
static const char *event_name(int32_t type) { return sn_event_name(type, "UNKNOWN"); }
static const char *reason_name(int32_t reason) { return app_reason_name(reason); }

const char *app_reason_name(int32_t reason) {
  if (reason == SHEET_REASON_BACK) return "BACK";
  return sn_reason_name(reason, "UNKNOWN");
}

const char *app_keyboard_behavior_name(int32_t behavior) {
  switch (behavior) {
  case SHEET_KEYBOARD_RISE: return "rise";
  case SHEET_KEYBOARD_EXTEND: return "extend";
  case SHEET_KEYBOARD_FILL: return "fill";
  default: return "?";
  }
}

const char *app_back_behavior_name(int32_t behavior) {
  switch (behavior) {
  case SHEET_BACK_DISMISS: return "dismiss";
  case SHEET_BACK_COLLAPSE: return "collapse";
  case SHEET_BACK_NONE: return "none";
  default: return "?";
  }
}

static const char *kind_name(uint64_t kind) {
  switch (kind) {
  case KIND_CONTAINER: return "container";
  case KIND_DETAILS: return "details";
  case KIND_MAPS: return "maps";
  case KIND_PANEL: return "panel";
  case KIND_GALLERY: return "gallery";
  case KIND_BASKET: return "basket";
  case KIND_FORM: return "form";
  case KIND_SETTINGS: return "settings";
  case KIND_NOTIFICATIONS: return "notifications";
  default: return "other";
  }
}

const char *app_mode_name(int mode) {
  static const char *names[MODE_COUNT] = {"container", "maps",  "panel",    "gallery",
                                          "basket",    "form",  "settings", "notifications"};
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

const char *app_edge_name(int32_t edge) {
  switch (edge) {
  case SHEET_EDGE_BOTTOM: return "bottom";
  case SHEET_EDGE_TOP: return "top";
  case SHEET_EDGE_LEADING: return "leading";
  case SHEET_EDGE_TRAILING: return "trailing";
  default: return "?";
  }
}

const char *app_direction_name(int32_t direction) {
  return direction == SHEET_DIRECTION_RTL ? "rtl" : "ltr";
}

int app_is_wide(const app *a) { return a->vw > WIDE_THRESHOLD; }

/* The most a mode's sheet shows along its axis: the viewport below safe_top, or in a
 * wide viewport a card's room, its margins off both safe areas. */
static double available_height(const app *a) {
  if (app_is_wide(a)) return a->vh - a->safe_top - a->safe_bottom - 2 * WIDE_MARGIN;
  return a->vh - a->safe_top;
}

/* The safe area inside an attached bottom sheet, below its content; a card ends above
 * it. */
static double safe_below(const app *a) { return app_is_wide(a) ? 0 : a->safe_bottom; }

/* The maps sheet's highest detent, a FRACTION of the available height; in a wide
 * viewport its card takes all of it. */
#define MAPS_HIGH_FRACTION 0.9

/* The list height visible at the maps sheet's highest detent. */
static double maps_visible_list(const app *a) {
  double highest = app_is_wide(a) ? available_height(a) : MAPS_HIGH_FRACTION * available_height(a);
  double h = highest - MAPS_LIST_TOP - safe_below(a);
  return h > 0 ? h : 0;
}

static double maps_scroll_extent(const app *a) {
  double length = MAPS_ROW_COUNT * MAPS_ROW_HEIGHT + 12.0;
  double e = length - maps_visible_list(a);
  return e > 0 ? e : 0;
}

/* What "Add item" adds, in turn. */
static const struct {
  const char *name;
  double price;
} catalogue[] = {{"Apples", 3.20},     {"Sourdough loaf", 4.80}, {"Coffee beans", 12.50},
                 {"Dark chocolate", 2.90}, {"Free-range eggs", 3.60}, {"Feta", 4.10},
                 {"Granola", 5.40},    {"Wildflower honey", 7.90}, {"Ice cream", 6.30},
                 {"Apricot jam", 3.70}, {"Kale", 2.20},          {"Lemons", 1.90},
                 {"Oat milk", 2.60},   {"Soba noodles", 3.30},   {"Olive oil", 9.80},
                 {"Penne", 1.70}};
#define CATALOGUE_COUNT ((int)(sizeof catalogue / sizeof catalogue[0]))

const char *app_basket_item_name(int item) {
  return item >= 0 && item < CATALOGUE_COUNT ? catalogue[item].name : "?";
}

double app_basket_item_price(int item) {
  return item >= 0 && item < CATALOGUE_COUNT ? catalogue[item].price : 0;
}

/* The detent that fits `items` rows: asked for whole, clamped by the engine to the
 * available height. */
double app_basket_height(const app *a, int items) {
  return BASKET_LIST_TOP + items * BASKET_ROW_HEIGHT + BASKET_LIST_BOTTOM + safe_below(a);
}

/* How far the list scrolls once its detent is clamped to the available height. */
static double basket_scroll_extent(const app *a) {
  double e = app_basket_height(a, a->basket.count) - available_height(a);
  return e > 0 ? e : 0;
}

const char *app_setting_name(int row) {
  static const char *names[SETTING_COUNT] = {"Wi-Fi",           "Bluetooth",
                                             "Reduce motion",   "Right to left",
                                             "Tablet viewport", "Page behind recedes"};
  return row >= 0 && row < SETTING_COUNT ? names[row] : "?";
}

int app_setting_on(const app *a, int row) {
  switch (row) {
  case SETTING_WIFI: return a->wifi;
  case SETTING_BLUETOOTH: return a->bluetooth;
  case SETTING_REDUCE_MOTION: return a->reduce_motion;
  case SETTING_RIGHT_TO_LEFT: return a->direction == SHEET_DIRECTION_RTL;
  case SETTING_TABLET: return a->tablet;
  case SETTING_RECEDE: return a->recede;
  default: return 0;
  }
}

void app_background(const app *a, double *scale, double *offset, double *corner_radius) {
  *scale = 1;
  *offset = 0;
  *corner_radius = 0;
  if (a->sheet_count == 0) return;
  /* The engine reports the page behind in every sheet's frame, the same in each. */
  *scale = a->sheets[0].frame.background_scale;
  *offset = a->sheets[0].frame.background_offset;
  *corner_radius = a->sheets[0].frame.background_corner_radius;
}

/* ---- layout ------------------------------------------------------------------- */

int app_page_button_rect(double width, int page, SDL_FRect *out) {
  float w = (float)((width - 32.0 - 3 * 8.0) / 4.0);
  if (page < 1 || page > APP_PAGE_COUNT) return 0;
  out->x = 16.0f + (float)(page - 1) * (w + 8.0f);
  out->y = 92.0f;
  out->w = w;
  out->h = 38.0f;
  return 1;
}

void app_push_button_rect(double width, SDL_FRect *out) {
  out->x = 16.0f;
  out->y = 152.0f;
  out->w = (float)(width - 32.0);
  out->h = 46.0f;
}

void app_close_button_rect(double width, SDL_FRect *out) {
  out->x = 16.0f;
  out->y = 282.0f;
  out->w = (float)(width - 32.0);
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

void app_panel_day_rect(double width, int cell, SDL_FRect *out) {
  float w = (float)((width - 32.0) / 7.0);
  out->x = 16.0f + (float)(cell % 7) * w;
  out->y = 118.0f + (float)(cell / 7) * 42.0f;
  out->w = w;
  out->h = 42.0f;
}

void app_basket_add_button_rect(double width, SDL_FRect *out) {
  (void)width;
  out->x = 16.0f;
  out->y = 86.0f;
  out->w = 150.0f;
  out->h = 40.0f;
}

/* The "Unsaved changes" label and its switch: a tap anywhere on it flips it. */
void app_basket_unsaved_rect(double width, SDL_FRect *out) {
  out->x = 182.0f;
  out->y = 86.0f;
  out->w = (float)(width - 16.0 - 182.0);
  out->h = 40.0f;
}

/* Row `row`'s remove button, in list coordinates (before the list's scroll offset). */
void app_basket_remove_rect(double width, int row, SDL_FRect *out) {
  out->w = 40.0f;
  out->h = 40.0f;
  out->x = (float)(width - 16.0 - 8.0) - out->w;
  out->y = (float)(BASKET_LIST_TOP + row * BASKET_ROW_HEIGHT + (BASKET_ROW_HEIGHT - 8.0) / 2.0) -
           out->h / 2.0f;
}

void app_form_field_rect(double width, SDL_FRect *out) {
  out->x = 16.0f;
  out->y = (float)FORM_FIELD_Y;
  out->w = (float)(width - 32.0);
  out->h = (float)FORM_FIELD_HEIGHT;
}

/* From the footer's top. */
void app_form_send_rect(double width, SDL_FRect *out) {
  out->w = 112.0f;
  out->h = 44.0f;
  out->x = (float)(width - 16.0) - out->w;
  out->y = (float)(FORM_FOOTER_HEIGHT - 44.0) / 2.0f;
}

/* A settings row across the sheet; its switch sits at the row's trailing end. */
void app_settings_row_rect(double width, int row, SDL_FRect *out) {
  out->x = 0.0f;
  out->y = (float)(SETTINGS_LIST_TOP + row * SETTINGS_ROW_HEIGHT);
  out->w = (float)width;
  out->h = (float)SETTINGS_ROW_HEIGHT;
}

void app_notification_rect(double width, int index, SDL_FRect *out) {
  out->x = 12.0f;
  out->y = (float)(NOTIFY_LIST_TOP + index * NOTIFY_CARD_PITCH);
  out->w = (float)(width - 24.0);
  out->h = (float)NOTIFY_CARD_HEIGHT;
}

/* The keyboard's keys, in rows a tenth of the width apart (iOS's QWERTY: letters, then
 * shift and delete beside the third row, then hide, space and return). */
int app_keyboard_key(const app *a, int index, double top, SDL_FRect *out) {
  static const char *rows[3] = {"qwertyuiop", "asdfghjkl", "zxcvbnm"};
  double pitch = a->vw / 10.0, key_h = 42.0, row_pitch = 54.0, y0 = top + 8.0;
  double side = (a->vw - 7 * pitch) / 2.0 - 9.0; /* shift and delete beside "zxcvbnm" */
  int r, n, k = index;
  out->h = (float)key_h;
  for (r = 0; r < 3; r++) {
    n = (int)strlen(rows[r]);
    if (r == 2) {
      if (k == 0) {
        out->x = 3.0f;
        out->y = (float)(y0 + 2 * row_pitch);
        out->w = (float)(side - 3.0);
        return KEYBOARD_KEY_SHIFT;
      }
      k--;
    }
    if (k < n) {
      out->x = (float)((a->vw - n * pitch) / 2.0 + k * pitch + 3.0);
      out->y = (float)(y0 + r * row_pitch);
      out->w = (float)(pitch - 6.0);
      return rows[r][k];
    }
    k -= n;
  }
  out->y = (float)(y0 + 2 * row_pitch);
  if (k == 0) {
    out->x = (float)(a->vw - side);
    out->w = (float)(side - 3.0);
    return KEY_BACKSPACE;
  }
  out->y = (float)(y0 + 3 * row_pitch);
  switch (k) {
  case 1:
    out->x = 3.0f;
    out->w = (float)(2 * pitch - 6.0);
    return KEYBOARD_KEY_HIDE;
  case 2:
    out->x = (float)(2 * pitch + 3.0);
    out->w = (float)(5 * pitch - 6.0);
    return ' ';
  case 3:
    out->x = (float)(7 * pitch + 3.0);
    out->w = (float)(3 * pitch - 6.0);
    return KEY_RETURN;
  default:
    return 0;
  }
}

void app_prompt_rect(const app *a, SDL_FRect *out) {
  out->w = 300.0f;
  out->h = 178.0f;
  out->x = (float)(a->vw / 2.0) - out->w / 2.0f;
  out->y = (float)(a->safe_top + (a->vh - a->safe_top - a->safe_bottom) / 2.0) - out->h / 2.0f;
}

void app_prompt_button_rect(const app *a, int button, SDL_FRect *out) {
  SDL_FRect card;
  app_prompt_rect(a, &card);
  out->w = (card.w - 3 * 16.0f) / 2.0f;
  out->h = 44.0f;
  out->x = card.x + 16.0f + (button == PROMPT_BUTTON_DISCARD ? out->w + 16.0f : 0.0f);
  out->y = card.y + card.h - 16.0f - out->h;
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

static sheet_side side_of(const app *a, int32_t edge) {
  int left_to_right = a->direction != SHEET_DIRECTION_RTL;
  switch (edge) {
  case SHEET_EDGE_TOP: return SIDE_TOP;
  case SHEET_EDGE_LEADING: return left_to_right ? SIDE_LEFT : SIDE_RIGHT;
  case SHEET_EDGE_TRAILING: return left_to_right ? SIDE_RIGHT : SIDE_LEFT;
  default: return SIDE_BOTTOM;
  }
}

/* How long a kind's content is along its axis when its sheet is on a side or at the
 * top (the settings sheet's width, the notifications sheet's peek): what slides in
 * with the free edge. 0: as long as the rect. */
static double content_extent(int kind) {
  switch (kind) {
  case KIND_SETTINGS: return SETTINGS_WIDTH;
  case KIND_NOTIFICATIONS: return NOTIFY_PEEK;
  default: return 0;
  }
}

void app_sheet_box(const app *a, const app_sheet *s, sheet_box *out) {
  const sheet_frame *f = &s->frame;
  const sheet_rect *r = &f->rect;
  double scale = f->scale > 0 ? f->scale : 1.0, extent = content_extent(s->kind);
  memset(out, 0, sizeof *out);
  out->side = side_of(a, f->edge);
  out->floats = f->corners == ALL_CORNERS;
  out->scale = scale;
  out->x = r->x;
  out->y = r->y;
  out->width = r->width;
  out->height = r->height;
  switch (out->side) {
  case SIDE_BOTTOM:
    out->pivot_x = r->x + r->width / 2;
    out->pivot_y = r->y;
    /* Attached, it shows down to the viewport's bottom however far it is scaled. */
    out->length = out->floats ? r->height : (a->vh - r->y) / scale;
    break;
  case SIDE_TOP: {
    double bottom = r->y + r->height;
    double below_safe = a->safe_top > r->y ? a->safe_top : r->y;
    if (extent <= 0) extent = bottom - below_safe;
    out->y = below_safe < bottom - extent ? below_safe : bottom - extent;
    out->height = bottom - out->y;
    out->pivot_x = r->x + r->width / 2;
    out->pivot_y = bottom;
    out->length = out->height;
    break;
  }
  case SIDE_RIGHT:
    if (extent > 0) out->width = extent;
    out->pivot_x = r->x;
    out->pivot_y = r->y + r->height / 2;
    out->length = out->floats ? r->width : (a->vw - r->x) / scale;
    break;
  case SIDE_LEFT:
    if (extent > 0) out->width = extent;
    out->x = r->x + r->width - out->width;
    out->pivot_x = r->x + r->width;
    out->pivot_y = r->y + r->height / 2;
    out->length = out->floats ? r->width : (r->x + r->width) / scale;
    break;
  }
}

void app_sheet_origin(const sheet_box *b, double *ox, double *oy) {
  *ox = b->pivot_x + b->scale * (b->x - b->pivot_x);
  *oy = b->pivot_y + b->scale * (b->y - b->pivot_y);
}

void app_sheet_local(const sheet_box *b, double x, double y, double *lx, double *ly) {
  double ox, oy;
  app_sheet_origin(b, &ox, &oy);
  *lx = (x - ox) / b->scale;
  *ly = (y - oy) / b->scale;
}

/* How far a content point is from the sheet's free edge, where the grabber band is. */
static double depth_in(const sheet_box *b, double lx, double ly) {
  switch (b->side) {
  case SIDE_TOP: return b->height - ly;
  case SIDE_RIGHT: return lx;
  case SIDE_LEFT: return b->width - lx;
  default: return ly;
  }
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
  a->prompt.kind = PROMPT_NONE;
  /* The engine's focus and back gesture went with their sheets. */
  a->form.field = FIELD_BLURRED;
  if (a->back.phase == BACK_GESTURE) a->back.phase = BACK_REFUSED;
}

/* A sheet's configuration with the storage its pointers reach, for sheet_create and
 * sheet_update alike: it is not copied once filled. */
typedef struct sheet_setup {
  sheet_config config;
  sheet_detent detents[2];
  sheet_param params[2];
} sheet_setup;

/* The one description of each kind of sheet, as the app's state has it now (the
 * basket's items and unsaved changes, whether the page behind recedes). In a viewport
 * wider than WIDE_THRESHOLD the maps sheet floats at the leading side (Apple Maps on an
 * iPad) and the bottom sheets are centred cards (an iPad's form sheet); the side and
 * top sheets stay where they are. */
static void setup_sheet(const app *a, int kind, int animator, sheet_setup *s) {
  sheet_config *c = &s->config;
  sheet_config_init(c);
  c->detents = s->detents;
  c->user_tag = (uint64_t)kind;
  c->grabber = SHEET_GRABBER_SHOW;
  c->wide_threshold = WIDE_THRESHOLD;
  c->wide_layout = SHEET_WIDE_CENTERED;
  /* A pushed details sheet leaves the page to the container sheet below it. */
  c->scales_background = kind != KIND_DETAILS && a->recede;
  c->keyboard = a->keyboard_behavior;
  c->back_behavior = a->back_behavior;
  switch (kind) {
  case KIND_CONTAINER:
    s->detents[0].kind = SHEET_DETENT_CONTENT;
    s->detents[0].value = 0;
    c->detent_count = 1;
    c->corner_radius = 18;
    c->backdrop_alpha = 0.45;
    c->backdrop_tap = SHEET_TAP_DISMISS;
    break;
  case KIND_DETAILS:
    s->detents[0].kind = SHEET_DETENT_FRACTION;
    s->detents[0].value = 0.55;
    c->detent_count = 1;
    c->corner_radius = 18;
    c->backdrop_alpha = 0.3;
    c->stack = SHEET_STACK_PUSH;
    break;
  case KIND_MAPS:
    s->detents[0].kind = SHEET_DETENT_POINTS;
    s->detents[0].value = 200;
    s->detents[1].kind = SHEET_DETENT_FRACTION;
    s->detents[1].value = MAPS_HIGH_FRACTION;
    c->detent_count = 2;
    c->wide_layout = SHEET_WIDE_FLOATING_LEADING;
    c->dismissible = 0;
    c->largest_undimmed_detent = 0;
    c->backdrop_tap = SHEET_TAP_COLLAPSE;
    c->backdrop_alpha = 0.3;
    c->corner_radius = 14;
    break;
  case KIND_PANEL:
    s->params[0].name = "duration";
    s->params[0].value = 0.2;
    s->params[1].name = "curve";
    s->params[1].value = 0;
    s->detents[0].kind = SHEET_DETENT_POINTS;
    s->detents[0].value = PANEL_HEIGHT;
    c->detent_count = 1;
    c->dismiss_height = PANEL_DISMISS_HEIGHT;
    c->present.animator = "slide";
    c->present.params = s->params;
    c->present.param_count = 2;
    c->dismiss = c->present;
    c->settle = c->present;
    c->corner_radius = 22;
    break;
  case KIND_GALLERY:
    s->detents[0].kind = SHEET_DETENT_POINTS;
    s->detents[0].value = 390;
    c->detent_count = 1;
    c->present.animator = sheet_engine_animator_name(a->engine, (size_t)animator);
    c->dismiss.animator = c->present.animator;
    c->corner_radius = 20;
    break;
  case KIND_BASKET:
    s->detents[0].kind = SHEET_DETENT_POINTS;
    s->detents[0].value = BASKET_PEEK;
    s->detents[1].kind = SHEET_DETENT_POINTS;
    s->detents[1].value = app_basket_height(a, a->basket.count);
    c->detent_count = 2;
    c->corner_radius = 20;
    c->backdrop_alpha = 0.4;
    c->backdrop_tap = SHEET_TAP_DISMISS;
    c->confirm_dismiss = a->basket.unsaved;
    break;
  case KIND_FORM:
    s->detents[0].kind = SHEET_DETENT_POINTS;
    s->detents[0].value = FORM_PEEK;
    s->detents[1].kind = SHEET_DETENT_CONTENT;
    s->detents[1].value = 0;
    c->detent_count = 2;
    c->corner_radius = 20;
    c->backdrop_alpha = 0.35;
    c->backdrop_tap = SHEET_TAP_DISMISS;
    c->footer_height = FORM_FOOTER_HEIGHT;
    break;
  case KIND_SETTINGS:
    s->detents[0].kind = SHEET_DETENT_POINTS;
    s->detents[0].value = SETTINGS_WIDTH;
    c->detent_count = 1;
    c->edge = SHEET_EDGE_TRAILING;
    c->wide_layout = SHEET_WIDE_SAME;
    /* Material 3's modal side sheet: its free edge's corners 16 dp (shape "large"),
     * its scrim 32 % black. */
    c->corner_radius = 16;
    c->backdrop_alpha = 0.32;
    c->backdrop_tap = SHEET_TAP_DISMISS;
    break;
  case KIND_NOTIFICATIONS:
    s->detents[0].kind = SHEET_DETENT_POINTS;
    s->detents[0].value = NOTIFY_PEEK;
    s->detents[1].kind = SHEET_DETENT_POINTS;
    s->detents[1].value = NOTIFY_FULL;
    c->detent_count = 2;
    c->edge = SHEET_EDGE_TOP;
    c->wide_layout = SHEET_WIDE_SAME;
    /* On a wide screen, a column at the trailing side (which L mirrors). */
    c->max_cross_size = 420;
    c->cross_alignment = SHEET_ALIGN_TRAILING;
    c->corner_radius = 24;
    c->backdrop_alpha = 0.3;
    c->backdrop_tap = SHEET_TAP_DISMISS;
    break;
  default:
    break;
  }
}

static int add_kind(app *a, int kind, int animator, uint64_t content, double content_height) {
  sheet_setup setup;
  int i;
  setup_sheet(a, kind, animator, &setup);
  i = add_sheet(a, &setup.config, kind, animator);
  if (i < 0) return -1;
  if (!ok(a, sheet_set_content(a->engine, a->sheets[i].id, content, content_height, a->now),
          "sheet_set_content"))
    return -1;
  return i;
}

/* Gives a live sheet its kind's configuration as the app's state has it now. */
static int update_sheet(app *a, int index, double now) {
  sheet_setup setup;
  if (index < 0 || index >= a->sheet_count) return 0;
  setup_sheet(a, a->sheets[index].kind, a->sheets[index].animator, &setup);
  return ok(a, sheet_update(a->engine, a->sheets[index].id, &setup.config, now),
            "sheet_update");
}

/* A new basket holds one item, saved: it dismisses without asking until it changes. */
static void basket_reset(app_basket *b) {
  memset(b, 0, sizeof *b);
  b->items[0] = 0;
  b->count = 1;
  b->saved[0] = 0;
  b->saved_count = 1;
  b->next = 1;
}

/* The basket's sheet follows its items and unsaved changes: new heights (an open sheet
 * settles to them), confirm_dismiss, and how far the list scrolls once clamped. */
static void basket_apply(app *a, double now) {
  if (a->mode != MODE_BASKET || a->main_sheet < 0) return;
  if (!update_sheet(a, a->main_sheet, now)) return;
  ok(a, sheet_set_scroll_extent(a->engine, a->sheets[a->main_sheet].id, basket_scroll_extent(a),
                                now),
     "sheet_set_scroll_extent");
  app_logf(a, "basket items=%d unsaved=%d height=%.0f", a->basket.count, a->basket.unsaved,
           app_basket_height(a, a->basket.count));
  refresh_frames(a);
}

static void basket_add(app *a, double now) {
  app_basket *b = &a->basket;
  if (b->count >= BASKET_MAX_ITEMS) {
    set_message(a, "the basket holds %d items at most", BASKET_MAX_ITEMS);
    return;
  }
  b->items[b->count++] = b->next;
  b->next = (b->next + 1) % CATALOGUE_COUNT;
  b->unsaved = 1;
  basket_apply(a, now);
}

static void basket_remove(app *a, int row, double now) {
  app_basket *b = &a->basket;
  if (row < 0 || row >= b->count) return;
  memmove(&b->items[row], &b->items[row + 1], sizeof b->items[0] * (size_t)(b->count - row - 1));
  b->count--;
  b->unsaved = 1;
  basket_apply(a, now);
}

/* Off saves the basket as it is; on marks it changed without changing its items. */
static void basket_toggle_unsaved(app *a, double now) {
  app_basket *b = &a->basket;
  if (b->unsaved) {
    memcpy(b->saved, b->items, sizeof b->items);
    b->saved_count = b->count;
  }
  b->unsaved = !b->unsaved;
  basket_apply(a, now);
}

/* What Discard leaves: the basket as last saved. */
static void basket_revert(app *a, double now) {
  app_basket *b = &a->basket;
  memcpy(b->items, b->saved, sizeof b->items);
  b->count = b->saved_count;
  b->unsaved = 0;
  basket_apply(a, now);
}

/* ---- the keyboard, the form and back ------------------------------------------ */

/* Where the keyboard is in its slide, 0..1, eased out (the demo's own curve). */
static double keyboard_slide(const app_keyboard *k, double now) {
  double p = (now - k->start) / KEYBOARD_SLIDE_SECONDS;
  /* The slide's last frame lands on its end: 15 frames of 1/60 s add up to a hair
   * under 0.25 s in binary floating point. */
  if (p >= 1 - 1e-9) return 1;
  if (p <= 0) return 0;
  return 1 - (1 - p) * (1 - p) * (1 - p);
}

double app_keyboard_height(const app *a) {
  const app_keyboard *k = &a->keyboard;
  return k->from + (k->target - k->from) * keyboard_slide(k, a->now);
}

/* The keyboard goes up while K is on or the field has focus, down otherwise; a change
 * of mind mid-slide starts a new slide from where it is. */
static void keyboard_retarget(app *a, double now) {
  app_keyboard *k = &a->keyboard;
  double target = k->key_on || a->form.field == FIELD_FOCUSED ? KEYBOARD_HEIGHT : 0.0;
  if (target == k->target) return;
  if (now > a->now) a->now = now;
  k->from = app_keyboard_height(a);
  k->start = a->now;
  k->target = target;
}

static app_sheet *form_sheet(app *a) {
  if (a->mode != MODE_FORM || a->main_sheet < 0) return NULL;
  return &a->sheets[a->main_sheet];
}

int app_field_focused(const app *a) { return a->form.field == FIELD_FOCUSED; }

int app_form_field_on_screen(const app *a, SDL_FRect *out) {
  const app_sheet *s;
  sheet_box b;
  SDL_FRect field;
  double ox, oy;
  if (a->mode != MODE_FORM || a->main_sheet < 0) return 0;
  s = &a->sheets[a->main_sheet];
  if (s->frame.state == SHEET_STATE_HIDDEN) return 0;
  app_sheet_box(a, s, &b);
  app_sheet_origin(&b, &ox, &oy);
  app_form_field_rect(b.width, &field);
  out->x = (float)(ox + field.x * b.scale);
  out->y = (float)(oy + (field.y - s->frame.content_offset) * b.scale);
  out->w = (float)(field.w * b.scale);
  out->h = (float)(field.h * b.scale);
  return 1;
}

static void field_focus(app *a, double now) {
  app_sheet *s = form_sheet(a);
  if (s == NULL || a->form.field == FIELD_FOCUSED) return;
  if (!ok(a, sheet_set_focus(a->engine, s->id, FORM_FIELD_Y, FORM_FIELD_HEIGHT, now),
          "sheet_set_focus"))
    return;
  a->form.field = FIELD_FOCUSED;
  a->form.edited = now;
  keyboard_retarget(a, now);
  app_logf(a, "field focus");
}

/* The caret goes at once; the engine keeps the field in view until the keyboard has
 * gone (app_tick), so that it never slides under the keyboard on the way down. */
static void field_blur(app *a, double now) {
  if (a->form.field != FIELD_FOCUSED) return;
  a->form.field = FIELD_RELEASING;
  a->form.shift = 0;
  keyboard_retarget(a, now);
  app_logf(a, "field blur");
}

/* RELEASING ends once the keyboard is down, or when K keeps it up for itself. */
static void field_release_if_done(app *a, double now) {
  app_sheet *s = form_sheet(a);
  if (a->form.field != FIELD_RELEASING) return;
  if (app_keyboard_height(a) > 0 && a->keyboard.target == 0) return;
  a->form.field = FIELD_BLURRED;
  if (s != NULL) ok(a, sheet_set_focus(a->engine, s->id, 0, 0, now), "sheet_set_focus");
}

static void form_changed(app *a, double now) {
  a->form.edited = now;
  app_logf(a, "form text=%s", a->form.text);
}

/* Appends what fits whole: a character cut in two would not be UTF-8. */
static void form_type(app *a, const char *utf8, double now) {
  size_t len = strlen(a->form.text), add = strlen(utf8);
  if (len + add > FORM_TEXT_MAX) {
    set_message(a, "the field holds %d bytes at most", FORM_TEXT_MAX);
    return;
  }
  memcpy(a->form.text + len, utf8, add + 1);
  form_changed(a, now);
}

/* Removes the last character, with its UTF-8 continuation bytes. */
static void form_delete(app *a, double now) {
  size_t len = strlen(a->form.text);
  if (len == 0) return;
  do len--;
  while (len > 0 && ((unsigned char)a->form.text[len] & 0xC0) == 0x80);
  a->form.text[len] = '\0';
  form_changed(a, now);
}

static void form_send(app *a, double now) {
  app_sheet *s = form_sheet(a);
  if (s == NULL) return;
  if (a->form.text[0] == '\0') {
    set_message(a, "type a message first");
    return;
  }
  app_logf(a, "form sent text=%s", a->form.text);
  a->form.text[0] = '\0';
  field_blur(a, now);
  ok(a, sheet_dismiss(a->engine, s->id, now), "sheet_dismiss");
}

static void press_keyboard_key(app *a, int key, double now) {
  if (key == KEYBOARD_KEY_HIDE) {
    /* The keyboard's own "hide" lets the field go, and K's keyboard too. */
    a->keyboard.key_on = 0;
    field_blur(a, now);
    keyboard_retarget(a, now);
    return;
  }
  if (a->form.field != FIELD_FOCUSED) return;
  if (key == KEYBOARD_KEY_SHIFT) {
    a->form.shift = !a->form.shift;
  } else if (key == KEY_BACKSPACE) {
    form_delete(a, now);
  } else if (key == KEY_RETURN) {
    field_blur(a, now);
  } else if (key > 0) {
    char c[2] = {(char)key, 0};
    if (a->form.shift && key >= 'a' && key <= 'z') c[0] = (char)(key - 'a' + 'A');
    a->form.shift = 0;
    form_type(a, c, now);
  }
}

static int keyboard_key_at(const app *a, double x, double y) {
  double top = a->vh - app_keyboard_height(a);
  SDL_FRect r;
  int i, key;
  for (i = 0; (key = app_keyboard_key(a, i, top, &r)) != 0; i++)
    if (x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h) return key;
  return 0;
}

static void back_refused(app *a, const char *why) {
  app_logf(a, "back refused: %s", why);
  set_message(a, "back: %s", why);
}

/* The sheet back goes to: the top one. */
static app_sheet *back_target(app *a) {
  app_sheet *top = app_top_sheet(a);
  if (top == NULL) back_refused(a, "no sheet is up");
  return top;
}

static double back_progress_at(const app *a, double now) {
  double p = (now - a->back.down - BACK_PRESS_SECONDS) / BACK_HOLD_SECONDS;
  return p < 0 ? 0 : p > 1 ? 1 : p;
}

static void back_down(app *a, int key, double now) {
  if (a->back.phase != BACK_IDLE) return;
  a->back.phase = BACK_PRESSED;
  a->back.key = key;
  a->back.down = now;
  app_logf(a, "back down");
}

/* Sends the gesture's progress at `now`; a gesture the engine ended (a finger or a
 * command on the sheet springs it back) is let go. */
static int back_send_progress(app *a, double now) {
  double p = back_progress_at(a, now);
  sheet_status st;
  if (p == a->back.progress) return 1;
  st = sheet_back_progress(a->engine, a->back.sheet, p, now);
  if (st != SHEET_OK) {
    app_logf(a, "back gave way: %s", sheet_engine_last_error(a->engine));
    a->back.phase = BACK_REFUSED;
    return 0;
  }
  a->back.progress = p;
  return 1;
}

/* Every frame: a key held past a press begins the gesture, and its progress grows. */
static void back_tick(app *a, double now) {
  app_sheet *top;
  if (a->back.phase == BACK_PRESSED && now - a->back.down >= BACK_PRESS_SECONDS - 1e-9) {
    top = back_target(a);
    if (top == NULL) {
      a->back.phase = BACK_REFUSED;
      return;
    }
    if (sheet_back_begin(a->engine, top->id, now) != SHEET_OK) {
      back_refused(a, sheet_engine_last_error(a->engine));
      a->back.phase = BACK_REFUSED;
      return;
    }
    a->back.phase = BACK_GESTURE;
    a->back.sheet = top->id;
    a->back.progress = 0;
    app_logf(a, "back begin");
  }
  if (a->back.phase == BACK_GESTURE) back_send_progress(a, now);
}

static void back_up(app *a, int key, double now) {
  app_sheet *top;
  double held = now - a->back.down;
  if (a->back.phase == BACK_IDLE || key != a->back.key) return;
  switch (a->back.phase) {
  case BACK_PRESSED:
    if (held < BACK_PRESS_SECONDS) {
      top = back_target(a);
      if (top == NULL) break;
      if (sheet_back_commit(a->engine, top->id, now) == SHEET_OK)
        app_logf(a, "back press held=%.2f", held);
      else
        back_refused(a, sheet_engine_last_error(a->engine));
    } else {
      /* Let go before the frame that would have begun the gesture: nothing to undo. */
      app_logf(a, "back cancel progress=%.2f held=%.2f", back_progress_at(a, now), held);
    }
    break;
  case BACK_GESTURE:
    if (!back_send_progress(a, now)) break;
    if (a->back.progress >= BACK_COMMIT_PROGRESS) {
      if (ok(a, sheet_back_commit(a->engine, a->back.sheet, now), "sheet_back_commit"))
        app_logf(a, "back commit progress=%.2f held=%.2f", a->back.progress, held);
    } else if (ok(a, sheet_back_cancel(a->engine, a->back.sheet, now), "sheet_back_cancel")) {
      app_logf(a, "back cancel progress=%.2f held=%.2f", a->back.progress, held);
    }
    break;
  default:
    break;
  }
  a->back.phase = BACK_IDLE;
  refresh_frames(a);
}

/* Every sheet takes the keyboard and back behaviours as they are now. */
static void update_all_sheets(app *a, double now) {
  int i;
  for (i = 0; i < a->sheet_count; i++) update_sheet(a, i, now);
}

static int create_mode_sheets(app *a) {
  int i;

  switch (a->mode) {
  case MODE_CONTAINER:
    a->page = 1;
    a->main_sheet = add_kind(a, KIND_CONTAINER, -1, 1, app_content_height(1));
    if (a->main_sheet < 0) return 0;
    return add_kind(a, KIND_DETAILS, -1, CONTENT_DETAILS, 300) >= 0;
  case MODE_MAPS:
    a->main_sheet = add_kind(a, KIND_MAPS, -1, CONTENT_MAPS,
                             MAPS_LIST_TOP + MAPS_ROW_COUNT * MAPS_ROW_HEIGHT);
    if (a->main_sheet < 0) return 0;
    return ok(a, sheet_set_scroll_extent(a->engine, a->sheets[a->main_sheet].id,
                                         maps_scroll_extent(a), a->now),
              "sheet_set_scroll_extent");
  case MODE_PANEL:
    a->main_sheet = add_kind(a, KIND_PANEL, -1, CONTENT_PANEL, PANEL_HEIGHT);
    return a->main_sheet >= 0;
  case MODE_GALLERY: {
    size_t n = sheet_engine_animator_count(a->engine), k;
    a->main_sheet = -1;
    for (k = 0; k < n && k < APP_MAX_SHEETS; k++) {
      if (sheet_engine_animator_name(a->engine, k) == NULL) continue;
      i = add_kind(a, KIND_GALLERY, (int)k, CONTENT_GALLERY + k, 330);
      if (i < 0) return 0;
    }
    if (a->gallery_selected >= a->sheet_count) a->gallery_selected = 0;
    return 1;
  }
  case MODE_BASKET:
    basket_reset(&a->basket);
    a->main_sheet = add_kind(a, KIND_BASKET, -1, CONTENT_BASKET,
                             app_basket_height(a, a->basket.count) - safe_below(a));
    if (a->main_sheet < 0) return 0;
    return ok(a, sheet_set_scroll_extent(a->engine, a->sheets[a->main_sheet].id,
                                         basket_scroll_extent(a), a->now),
              "sheet_set_scroll_extent");
  case MODE_FORM:
    a->form.text[0] = '\0';
    a->form.shift = 0;
    a->main_sheet = add_kind(a, KIND_FORM, -1, CONTENT_FORM, FORM_CONTENT_HEIGHT);
    return a->main_sheet >= 0;
  case MODE_SETTINGS:
    a->main_sheet = add_kind(a, KIND_SETTINGS, -1, CONTENT_SETTINGS,
                             SETTINGS_LIST_TOP + SETTING_COUNT * SETTINGS_ROW_HEIGHT);
    return a->main_sheet >= 0;
  case MODE_NOTIFICATIONS:
    a->main_sheet = add_kind(a, KIND_NOTIFICATIONS, -1, CONTENT_NOTIFICATIONS, NOTIFY_FULL);
    return a->main_sheet >= 0;
  default:
    return 0;
  }
}

/* The detent a mode's main sheet opens at: the basket shows its items, the others
 * their lowest detent. */
static int32_t opening_detent(const app *a) { return a->mode == MODE_BASKET ? 1 : 0; }

int app_present_main(app *a, double now) {
  if (a->mode == MODE_GALLERY)
    return present_sheet(a, a->gallery_selected, 0, now);
  if (a->main_sheet < 0) return 0;
  if (a->sheets[a->main_sheet].frame.state != SHEET_STATE_HIDDEN &&
      a->sheets[a->main_sheet].frame.state != SHEET_STATE_DISMISSING)
    return 0;
  return present_sheet(a, a->main_sheet, opening_detent(a), now);
}

/* Answers the prompt: Keep leaves the sheet where the engine brought it back, Discard
 * dismisses it. */
static void answer_prompt(app *a, int button, double t) {
  sheet_id sheet = a->prompt.sheet;
  if (a->prompt.kind == PROMPT_NONE) return;
  a->prompt.kind = PROMPT_NONE;
  if (button == PROMPT_BUTTON_DISCARD) {
    app_logf(a, "prompt discard");
    if (find_sheet(a, sheet) != NULL) ok(a, sheet_dismiss(a->engine, sheet, t), "sheet_dismiss");
  } else {
    app_logf(a, "prompt keep");
  }
  refresh_frames(a);
}

static int prompt_button_at(const app *a, double x, double y) {
  SDL_FRect r;
  app_prompt_button_rect(a, PROMPT_BUTTON_KEEP, &r);
  if (in_rect(&r, x, y)) return PROMPT_BUTTON_KEEP;
  app_prompt_button_rect(a, PROMPT_BUTTON_DISCARD, &r);
  if (in_rect(&r, x, y)) return PROMPT_BUTTON_DISCARD;
  return -1;
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
  a->direction = SHEET_DIRECTION_LTR;
  a->wifi = 1;
  basket_reset(&a->basket);
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
  keyboard_retarget(a, a->now);
  if (!create_mode_sheets(a)) return 0;
  if (mode != MODE_GALLERY && !present_sheet(a, a->main_sheet, opening_detent(a), a->now))
    return 0;
  refresh_frames(a);
  return 1;
}

void app_tick(app *a, double now) {
  sheet_event e;
  double keyboard;
  if (now > a->now) a->now = now;
  /* The keyboard's height in this frame, before the engine works the frame out: the
   * sheets go where their keyboard behaviour says and a focused field stays above it. */
  keyboard = app_keyboard_height(a);
  if (keyboard != a->keyboard.sent &&
      ok(a, sheet_engine_set_obstruction(a->engine, keyboard, a->now),
         "sheet_engine_set_obstruction"))
    a->keyboard.sent = keyboard;
  field_release_if_done(a, a->now);
  back_tick(a, a->now);
  ok(a, sheet_engine_tick(a->engine, a->now), "sheet_engine_tick");
  memset(&e, 0, sizeof e);
  e.struct_size = sizeof e;
  while (sheet_engine_poll_event(a->engine, &e)) {
    sheet_frame f;
    char top[96] = "-";
    memset(&f, 0, sizeof f);
    f.struct_size = sizeof f;
    /* Where the sheet is now: top along its axis, its side and its rect. */
    if (sheet_get_frame(a->engine, e.sheet, &f) == SHEET_OK)
      snprintf(top, sizeof top, "%.1f edge=%s rect=%.1f/%.1f/%.1f/%.1f", f.top,
               app_edge_name(f.edge), f.rect.x, f.rect.y, f.rect.width, f.rect.height);
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
    if (e.type == SHEET_EVENT_DISMISS_REQUESTED && find_sheet(a, e.sheet) != NULL) {
      a->prompt.kind = PROMPT_DISCARD;
      a->prompt.sheet = e.sheet;
      a->prompt.reason = e.reason;
      app_logf(a, "prompt discard? reason=%s", reason_name(e.reason));
    }
    if (e.type == SHEET_EVENT_DID_DISMISS) {
      if (a->prompt.kind != PROMPT_NONE && a->prompt.sheet == e.sheet)
        a->prompt.kind = PROMPT_NONE;
      /* A basket that leaves keeps only what was saved: Discard dismisses it. */
      if (e.user_tag == KIND_BASKET && a->basket.unsaved) basket_revert(a, a->now);
    }
    /* A form on its way out takes the keyboard with it. */
    if (e.type == SHEET_EVENT_WILL_DISMISS && e.user_tag == KIND_FORM) field_blur(a, a->now);
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

static void toggle_setting(app *a, int row, double now);

static void content_tap(app *a, app_sheet *s, double x, double y, double t) {
  const sheet_frame *f = &s->frame;
  sheet_box b;
  double lx, ly, ox, oy, w;
  SDL_FRect r;
  int i;

  app_sheet_box(a, s, &b);
  app_sheet_local(&b, x, y, &lx, &ly);
  app_sheet_origin(&b, &ox, &oy);
  w = b.width;
  if (depth_in(&b, lx, ly) < GRABBER_BAND) return;
  switch (s->kind) {
  case KIND_CONTAINER:
    for (i = 1; i <= APP_PAGE_COUNT; i++) {
      app_page_button_rect(w, i, &r);
      if (in_rect(&r, lx, ly) && i != a->page) {
        if (ok(a, sheet_set_content(a->engine, s->id, (uint64_t)i, app_content_height(i), t),
               "sheet_set_content"))
          a->page = i;
        return;
      }
    }
    app_push_button_rect(w, &r);
    if (a->page == 2 && in_rect(&r, lx, ly))
      for (i = 0; i < a->sheet_count; i++)
        if (a->sheets[i].kind == KIND_DETAILS) present_sheet(a, i, 0, t);
    break;
  case KIND_DETAILS:
  case KIND_GALLERY:
    app_close_button_rect(w, &r);
    if (in_rect(&r, lx, ly)) ok(a, sheet_dismiss(a->engine, s->id, t), "sheet_dismiss");
    break;
  case KIND_MAPS:
    if (ly >= MAPS_LIST_TOP) {
      i = (int)floor((ly - MAPS_LIST_TOP + f->content_offset) / MAPS_ROW_HEIGHT);
      if (i >= 0 && i < MAPS_ROW_COUNT) a->selected_row = i;
    }
    break;
  case KIND_BASKET:
    app_basket_add_button_rect(w, &r);
    if (in_rect(&r, lx, ly)) {
      basket_add(a, t);
      return;
    }
    app_basket_unsaved_rect(w, &r);
    if (in_rect(&r, lx, ly)) {
      basket_toggle_unsaved(a, t);
      return;
    }
    for (i = 0; i < a->basket.count; i++) {
      app_basket_remove_rect(w, i, &r);
      if (ly >= BASKET_LIST_TOP && in_rect(&r, lx, ly + f->content_offset)) {
        basket_remove(a, i, t);
        return;
      }
    }
    break;
  case KIND_FORM: {
    double footer = (f->footer_top - oy) / b.scale;
    if (ly >= footer) {
      app_form_send_rect(w, &r);
      if (in_rect(&r, lx, ly - footer)) form_send(a, t);
      return;
    }
    app_form_field_rect(w, &r);
    if (in_rect(&r, lx, ly + f->content_offset))
      field_focus(a, t);
    else
      field_blur(a, t);
    break;
  }
  case KIND_PANEL:
    for (i = 0; i < 42; i++) {
      app_panel_day_rect(w, i, &r);
      if (in_rect(&r, lx, ly) && i - 6 + 1 >= 1 && i - 6 + 1 <= 30) a->selected_day = i - 5;
    }
    break;
  case KIND_SETTINGS:
    for (i = 0; i < SETTING_COUNT; i++) {
      app_settings_row_rect(w, i, &r);
      if (in_rect(&r, lx, ly)) toggle_setting(a, i, t);
    }
    break;
  case KIND_NOTIFICATIONS:
    for (i = 0; i < NOTIFY_COUNT; i++) {
      app_notification_rect(w, i, &r);
      if (in_rect(&r, lx, ly)) {
        a->notifications_read ^= 1u << i;
        app_logf(a, "notification %d %s", i + 1,
                 a->notifications_read & (1u << i) ? "read" : "unread");
      }
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
  if (a->prompt.kind != PROMPT_NONE) {
    a->route = ROUTE_PROMPT;
    a->route_button = prompt_button_at(a, x, y);
    return;
  }
  if (y >= a->vh - app_keyboard_height(a)) {
    a->route = ROUTE_KEYBOARD;
    a->route_button = keyboard_key_at(a, x, y);
    return;
  }
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
  } else if (a->route == ROUTE_PROMPT) {
    if (a->route_button >= 0 && prompt_button_at(a, x, y) == a->route_button)
      answer_prompt(a, a->route_button, t);
  } else if (a->route == ROUTE_KEYBOARD) {
    if (a->route_button != 0 && keyboard_key_at(a, x, y) == a->route_button)
      press_keyboard_key(a, a->route_button, t);
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

/* The phone or the tablet (W), upright or turned (O): a turned phone's notch is at its
 * side, so only the home indicator is left of its safe areas; a tablet keeps both. A
 * sheet a change moves to its other wide layout gets there with the engine's motion. */
static void set_viewport(app *a, double now) {
  if (a->tablet) {
    a->vw = a->rotated ? TABLET_HEIGHT : TABLET_WIDTH;
    a->vh = a->rotated ? TABLET_WIDTH : TABLET_HEIGHT;
    a->safe_top = TABLET_SAFE_TOP;
    a->safe_bottom = TABLET_SAFE_BOTTOM;
  } else if (a->rotated) {
    a->vw = PHONE_HEIGHT;
    a->vh = PHONE_WIDTH;
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
  app_logf(a, "viewport %.0fx%.0f safe=%.0f/%.0f %s", a->vw, a->vh, a->safe_top,
           a->safe_bottom, app_is_wide(a) ? "wide" : "compact");
  if (a->mode == MODE_MAPS && a->main_sheet >= 0)
    ok(a, sheet_set_scroll_extent(a->engine, a->sheets[a->main_sheet].id,
                                  maps_scroll_extent(a), now),
       "sheet_set_scroll_extent");
  /* The basket's height counts the safe area below, which rotating changes. */
  basket_apply(a, now);
  refresh_frames(a);
}

/* The user's own "close": the accessibility dismiss, which a sheet that confirms its
 * dismissals puts to the host first; a sheet that offers none (maps is not
 * dismissible) is dismissed by the host. */
static void user_dismiss(app *a, double now) {
  app_sheet *top = app_top_sheet(a);
  sheet_accessibility acc;
  if (top == NULL) return;
  memset(&acc, 0, sizeof acc);
  acc.struct_size = sizeof acc;
  if (ok(a, sheet_get_accessibility(a->engine, top->id, &acc), "sheet_get_accessibility") &&
      (acc.actions & SHEET_ACTION_DISMISS) != 0) {
    ok(a, sheet_perform_action(a->engine, top->id, SHEET_ACTION_DISMISS, now),
       "sheet_perform_action");
  } else if (top->frame.state != SHEET_STATE_HIDDEN &&
             top->frame.state != SHEET_STATE_DISMISSING) {
    ok(a, sheet_dismiss(a->engine, top->id, now), "sheet_dismiss");
  }
}

/* The page behind recedes (or not) under every main sheet of the mode. */
static void toggle_recede(app *a, double now) {
  int i;
  a->recede = !a->recede;
  for (i = 0; i < a->sheet_count; i++)
    if (a->sheets[i].kind != KIND_DETAILS) update_sheet(a, i, now);
}

static void toggle_reduce_motion(app *a) {
  if (ok(a, sheet_engine_set_reduce_motion(a->engine, !a->reduce_motion),
         "sheet_engine_set_reduce_motion"))
    a->reduce_motion = !a->reduce_motion;
}

/* A finger on a sheet would be somewhere else in the new viewport: it lets go first. */
static void toggle_tablet(app *a, double now) {
  if (a->pointer_is_down) app_pointer_cancel(a, now);
  a->tablet = !a->tablet;
  set_viewport(a, now);
}

/* The engine mirrors the sheets on the leading and trailing sides (and a leading card)
 * at once; a finger on one lets go first, as for a new viewport. */
static void toggle_direction(app *a, double now) {
  int32_t direction = a->direction == SHEET_DIRECTION_RTL ? SHEET_DIRECTION_LTR
                                                           : SHEET_DIRECTION_RTL;
  if (a->pointer_is_down) app_pointer_cancel(a, now);
  if (!ok(a, sheet_engine_set_layout_direction(a->engine, direction),
          "sheet_engine_set_layout_direction"))
    return;
  a->direction = direction;
  app_logf(a, "direction %s", app_direction_name(direction));
  refresh_frames(a);
}

/* A settings row's switch: the sheet's own two, or the demo's R, L, W and B. */
static void toggle_setting(app *a, int row, double now) {
  switch (row) {
  case SETTING_WIFI: a->wifi = !a->wifi; break;
  case SETTING_BLUETOOTH: a->bluetooth = !a->bluetooth; break;
  case SETTING_REDUCE_MOTION: toggle_reduce_motion(a); break;
  case SETTING_RIGHT_TO_LEFT: toggle_direction(a, now); break;
  case SETTING_TABLET: toggle_tablet(a, now); break;
  case SETTING_RECEDE: toggle_recede(a, now); break;
  default: return;
  }
  app_logf(a, "setting %s %s", app_setting_name(row), app_setting_on(a, row) ? "on" : "off");
}

static const char *key_name(int key) {
  static char printable[2];
  switch (key) {
  case KEY_BACKSPACE: return "backspace";
  case KEY_RETURN: return "return";
  case KEY_ESCAPE: return "escape";
  default:
    printable[0] = (char)key;
    return printable;
  }
}

void app_key(app *a, int key, double now) {
  if (now > a->now) a->now = now;
  app_logf(a, "key %s", key_name(key));
  /* The prompt is modal: it takes its answers, and what would act on the sheets
   * waits until it is gone. Back is Keep, as back closes a dialog. */
  if (a->prompt.kind != PROMPT_NONE) {
    switch (key) {
    case 'y': answer_prompt(a, PROMPT_BUTTON_DISCARD, now); return;
    case 'n': case KEY_ESCAPE: answer_prompt(a, PROMPT_BUTTON_KEEP, now); return;
    case 'p': case 'd': case 'a': case 'x': case 'u': case KEY_BACKSPACE: return;
    default: break;
    }
  }
  /* A focused field takes the keys that edit it; back lets go of it first, as
   * Android's back closes the keyboard before it closes anything else. */
  if (a->form.field == FIELD_FOCUSED) {
    switch (key) {
    case KEY_BACKSPACE: form_delete(a, now); return;
    case KEY_RETURN: case KEY_ESCAPE: field_blur(a, now); return;
    default: break;
    }
  }
  switch (key) {
  case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8':
    app_set_mode(a, key - '1', now);
    break;
  case KEY_ESCAPE:
  case KEY_BACKSPACE:
    back_down(a, key, now);
    break;
  case 't':
    a->keyboard_behavior = (a->keyboard_behavior + 1) % 3;
    app_logf(a, "keyboard behaviour %s", app_keyboard_behavior_name(a->keyboard_behavior));
    update_all_sheets(a, now);
    break;
  case 'v':
    a->back_behavior = (a->back_behavior + 1) % 3;
    app_logf(a, "back behaviour %s", app_back_behavior_name(a->back_behavior));
    update_all_sheets(a, now);
    break;
  case 'r':
    toggle_reduce_motion(a);
    break;
  case 'o':
    if (a->pointer_is_down) app_pointer_cancel(a, now);
    a->rotated = !a->rotated;
    set_viewport(a, now);
    break;
  case 'w':
    toggle_tablet(a, now);
    break;
  case 'l':
    toggle_direction(a, now);
    break;
  case 'k':
    a->keyboard.key_on = !a->keyboard.key_on;
    keyboard_retarget(a, now);
    break;
  case 'b':
    toggle_recede(a, now);
    break;
  case 'p':
    app_present_main(a, now);
    break;
  case 'd':
    user_dismiss(a, now);
    break;
  case 'a':
    if (a->mode == MODE_BASKET) basket_add(a, now);
    break;
  case 'x':
    if (a->mode == MODE_BASKET) basket_remove(a, a->basket.count - 1, now);
    break;
  case 'u':
    if (a->mode == MODE_BASKET) basket_toggle_unsaved(a, now);
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

void app_key_up(app *a, int key, double now) {
  if (now > a->now) a->now = now;
  back_up(a, key, now);
}

void app_text(app *a, const char *utf8, double now) {
  if (now > a->now) a->now = now;
  if (a->form.field != FIELD_FOCUSED || utf8 == NULL || utf8[0] == '\0') return;
  form_type(a, utf8, now);
}
