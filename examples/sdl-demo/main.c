/*
 * main.c — sheet-sdl-demo: libsheet in a real SDL2 window.
 *
 *   sheet-sdl-demo [--mode container|maps|panel|gallery|basket|form|settings|notifications]
 *                  [--log FILE] [--plugin PATH]... [--no-plugins] [--window WxH]
 *                  [--quit-after SECONDS]
 *   sheet-sdl-demo --record DIR --scenario NAME (a mode, stack, basket-full, recede,
 *                  back, resize or rtl) [--contact FILE] [--thumb-scale S] [--every N]
 *                  [--log FILE]
 *
 * A phone-sized viewport (390 x 844 points, scaled to fit) over a live map; W switches
 * to a tablet's (1180 x 820) and back, and the window grows or shrinks to fit it. The
 * mouse is the pointer (SDL event timestamps, in seconds); each frame ticks the engine
 * with the time from SDL_GetPerformanceCounter and draws what the frames say.
 * Keys: 1-8 modes, R reduce motion, O rotate, W tablet, L right to left, K keyboard,
 * T keyboard behaviour,
 * V back behaviour, B page behind recedes, P present, D dismiss (as the user would: it
 * may ask first), N next page / animator, Esc or Backspace back (pressed, or held: a
 * gesture with progress); in the basket A add item, X remove item, U unsaved changes;
 * in its prompt Y discard, N or Esc keep; Q quit. While the form's field has focus,
 * keys type into it (Backspace deletes, Return or Esc closes the keyboard). Without
 * --plugin, every sheet-*.so in the build's plugin directory is loaded.
 */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "demo.h"
#include "sheet_names.h"

#ifndef SHEET_DEMO_PLUGIN_DIR
#define SHEET_DEMO_PLUGIN_DIR ""
#endif

#define MAX_PLUGINS 32
#define TOOLBAR_H 52
#define SIDE_W 330

typedef struct options {
  const char *log_path;
  const char *plugins[MAX_PLUGINS];
  int plugin_count;
  int no_plugins;
  int mode;
  int win_w, win_h;
  double quit_after;
  int record;
  record_options rec;
} options;

static void usage(FILE *f) {
  fputs("usage: sheet-sdl-demo [--mode container|maps|panel|gallery|basket|form|settings|\n"
        "                              notifications] [--log FILE]\n"
        "                      [--plugin PATH]... [--no-plugins] [--window WxH]\n"
        "                      [--quit-after SECONDS]\n"
        "       sheet-sdl-demo --record DIR --scenario container|maps|panel|gallery|basket|\n"
        "                                              form|settings|notifications|stack|\n"
        "                                              basket-full|recede|back|resize|rtl\n"
        "                      [--contact FILE] [--thumb-scale S] [--every N] [--log FILE]\n"
        "keys: 1-8 modes, R reduce motion, O rotate, W tablet, L right to left,\n"
        "      K keyboard, T keyboard behaviour,\n"
        "      V back behaviour, B page behind recedes, P present, D dismiss,\n"
        "      N next page/animator, Esc/Backspace back (held: with progress);\n"
        "      basket: A add item, X remove, U unsaved changes; its prompt: Y discard,\n"
        "      N/Esc keep; the form's field: type, Return/Esc closes the keyboard; Q quit\n",
        f);
}

static int parse_mode(const char *s) {
  int m;
  for (m = 0; m < MODE_COUNT; m++)
    if (strcmp(s, app_mode_name(m)) == 0) return m;
  if (s[0] >= '1' && s[0] < '1' + MODE_COUNT && s[1] == '\0') return s[0] - '1';
  return -1;
}

static int parse_args(int argc, char **argv, options *o) {
  int i;
  memset(o, 0, sizeof *o);
  o->win_w = 1120;
  o->win_h = 940;
  o->rec.thumb_scale = 0.5;
  o->rec.every = 1;
  for (i = 1; i < argc; i++) {
    const char *arg = argv[i];
    const char *val = i + 1 < argc ? argv[i + 1] : NULL;
#define NEED_VALUE                                                            \
  do {                                                                        \
    if (val == NULL) {                                                        \
      fprintf(stderr, "sheet-sdl-demo: %s needs a value\n", arg);             \
      return 0;                                                               \
    }                                                                         \
    i++;                                                                      \
  } while (0)
    if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
      usage(stdout);
      exit(0);
    } else if (strcmp(arg, "--log") == 0) {
      NEED_VALUE;
      o->log_path = val;
    } else if (strcmp(arg, "--plugin") == 0) {
      NEED_VALUE;
      if (o->plugin_count < MAX_PLUGINS) o->plugins[o->plugin_count++] = val;
    } else if (strcmp(arg, "--no-plugins") == 0) {
      o->no_plugins = 1;
    } else if (strcmp(arg, "--mode") == 0) {
      NEED_VALUE;
      if ((o->mode = parse_mode(val)) < 0) {
        fprintf(stderr, "sheet-sdl-demo: unknown mode '%s'\n", val);
        return 0;
      }
    } else if (strcmp(arg, "--window") == 0) {
      NEED_VALUE;
      if (sscanf(val, "%dx%d", &o->win_w, &o->win_h) != 2 || o->win_w < 200 || o->win_h < 200) {
        fprintf(stderr, "sheet-sdl-demo: --window wants WxH, at least 200x200\n");
        return 0;
      }
    } else if (strcmp(arg, "--quit-after") == 0) {
      NEED_VALUE;
      o->quit_after = atof(val);
    } else if (strcmp(arg, "--record") == 0) {
      NEED_VALUE;
      o->record = 1;
      o->rec.dir = val;
    } else if (strcmp(arg, "--scenario") == 0) {
      NEED_VALUE;
      o->rec.scenario = val;
    } else if (strcmp(arg, "--contact") == 0) {
      NEED_VALUE;
      o->rec.contact_path = val;
    } else if (strcmp(arg, "--thumb-scale") == 0) {
      NEED_VALUE;
      o->rec.thumb_scale = atof(val);
      if (!(o->rec.thumb_scale > 0.05 && o->rec.thumb_scale <= 1)) {
        fprintf(stderr, "sheet-sdl-demo: --thumb-scale wants (0.05, 1]\n");
        return 0;
      }
    } else if (strcmp(arg, "--every") == 0) {
      NEED_VALUE;
      o->rec.every = atoi(val);
    } else {
      fprintf(stderr, "sheet-sdl-demo: unknown argument '%s'\n", arg);
      usage(stderr);
      return 0;
    }
#undef NEED_VALUE
  }
  if (o->record && o->rec.scenario == NULL) o->rec.scenario = app_mode_name(o->mode);
  return 1;
}

static int ends_with(const char *s, const char *suffix) {
  size_t n = strlen(s), m = strlen(suffix);
  return n >= m && strcmp(s + n - m, suffix) == 0;
}

static int compare_names(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void load_plugins(app *a, const options *o) {
  int i;
  if (o->no_plugins) return;
  if (o->plugin_count > 0) {
    for (i = 0; i < o->plugin_count; i++) app_load_plugin(a, o->plugins[i]);
    return;
  }
  if (SHEET_DEMO_PLUGIN_DIR[0] != '\0') {
    DIR *dir = opendir(SHEET_DEMO_PLUGIN_DIR);
    struct dirent *e;
    char *names[MAX_PLUGINS];
    int n = 0;
    if (dir == NULL) return;
    while ((e = readdir(dir)) != NULL && n < MAX_PLUGINS) {
      if (strncmp(e->d_name, "sheet-", 6) != 0 || !ends_with(e->d_name, ".so")) continue;
      names[n] = (char *)malloc(strlen(SHEET_DEMO_PLUGIN_DIR) + strlen(e->d_name) + 2);
      if (names[n] == NULL) break;
      sprintf(names[n], "%s/%s", SHEET_DEMO_PLUGIN_DIR, e->d_name);
      n++;
    }
    closedir(dir);
    qsort(names, (size_t)n, sizeof names[0], compare_names);
    for (i = 0; i < n; i++) {
      app_load_plugin(a, names[i]);
      free(names[i]);
    }
  }
}

/* ---- window chrome ------------------------------------------------------------ */

/* A toolbar button: its key, and the mode it belongs to (-1: every mode). */
typedef struct tool_button {
  const char *label;
  int key;
  int mode;
  SDL_Rect rect;             /* w 0: not shown */
} tool_button;

static tool_button tools[] = {
    {"1 Container", '1', -1, {0, 0, 0, 0}},      {"2 Maps", '2', -1, {0, 0, 0, 0}},
    {"3 Panel", '3', -1, {0, 0, 0, 0}},          {"4 Gallery", '4', -1, {0, 0, 0, 0}},
    {"5 Basket", '5', -1, {0, 0, 0, 0}},         {"6 Form", '6', -1, {0, 0, 0, 0}},
    {"7 Settings", '7', -1, {0, 0, 0, 0}},       {"8 Notifications", '8', -1, {0, 0, 0, 0}},
    {"R Reduce motion", 'r', -1, {0, 0, 0, 0}},  {"O Rotate", 'o', -1, {0, 0, 0, 0}},
    {"W Tablet", 'w', -1, {0, 0, 0, 0}},         {"L Right to left", 'l', -1, {0, 0, 0, 0}},
    {"K Keyboard", 'k', -1, {0, 0, 0, 0}},       {"T Keyboard: rise", 't', -1, {0, 0, 0, 0}},
    {"V Back: dismiss", 'v', -1, {0, 0, 0, 0}},  {"Esc Back", KEY_ESCAPE, -1, {0, 0, 0, 0}},
    {"B Page behind", 'b', -1, {0, 0, 0, 0}},    {"P Present", 'p', -1, {0, 0, 0, 0}},
    {"D Dismiss", 'd', -1, {0, 0, 0, 0}},        {"A Add item", 'a', MODE_BASKET, {0, 0, 0, 0}},
    {"X Remove item", 'x', MODE_BASKET, {0, 0, 0, 0}},
    {"U Unsaved", 'u', MODE_BASKET, {0, 0, 0, 0}}};
#define TOOL_COUNT ((int)(sizeof tools / sizeof tools[0]))
#define TOOL_ROW_H 42

typedef struct layout {
  int out_w, out_h;      /* renderer output in pixels */
  int toolbar_h;         /* the toolbar's rows of buttons */
  double mouse_scale;    /* output pixels per window coordinate */
  SDL_FRect phone;       /* the viewport on screen, output pixels */
  double scale;          /* output pixels per point */
  int side;              /* side panel shown */
} layout;

/* A button's label: T and V say which behaviour the sheets have, in a buffer that
 * holds the longest ("T Keyboard: extend", "V Back: collapse"). */
static const char *tool_label(const app *a, int i, char *buf, size_t size) {
  if (tools[i].key == 't') {
    snprintf(buf, size, "T Keyboard: %s", app_keyboard_behavior_name(a->keyboard_behavior));
    return buf;
  }
  if (tools[i].key == 'v') {
    snprintf(buf, size, "V Back: %s", app_back_behavior_name(a->back_behavior));
    return buf;
  }
  return tools[i].label;
}

/* Lays the mode's toolbar buttons out in rows as wide as the window; returns the
 * toolbar's height. */
static int place_tools(draw_ctx *c, const app *a, int out_w) {
  int i, x = 12, y = 10;
  char buf[40];
  for (i = 0; i < TOOL_COUNT; i++) {
    int w;
    if (tools[i].mode >= 0 && tools[i].mode != a->mode) {
      tools[i].rect.w = 0;
      continue;
    }
    /* T and V are as wide as their widest label: the toolbar does not shift under
     * the pointer as they cycle. */
    if (tools[i].key == 't')
      w = (int)text_width(c->text, FONT_BODY_BOLD, "T Keyboard: extend") + 24;
    else if (tools[i].key == 'v')
      w = (int)text_width(c->text, FONT_BODY_BOLD, "V Back: collapse") + 24;
    else
      w = (int)text_width(c->text, FONT_BODY_BOLD, tool_label(a, i, buf, sizeof buf)) + 24;
    if (w < 40) w = 96;
    if (x > 12 && x + w > out_w - 12) {
      x = 12;
      y += TOOL_ROW_H;
    }
    tools[i].rect.x = x;
    tools[i].rect.y = y;
    tools[i].rect.w = w;
    tools[i].rect.h = TOOLBAR_H - 20;
    x += w + 8;
  }
  return y + TOOLBAR_H - 10;
}

static void compute_layout(SDL_Window *w, SDL_Renderer *r, draw_ctx *c, const app *a,
                           layout *l) {
  int ww, wh;
  double region_w, region_h, bezel = 14;
  SDL_GetWindowSize(w, &ww, &wh);
  SDL_GetRendererOutputSize(r, &l->out_w, &l->out_h);
  l->mouse_scale = ww > 0 ? (double)l->out_w / ww : 1.0;
  l->side = l->out_w >= 760;
  l->toolbar_h = place_tools(c, a, l->out_w);
  region_w = l->out_w - (l->side ? SIDE_W : 0) - 2 * (16 + bezel);
  region_h = l->out_h - l->toolbar_h - 2 * (12 + bezel);
  l->scale = fmin(region_w / a->vw, region_h / a->vh);
  if (l->scale > 2.0) l->scale = 2.0;
  if (l->scale < 0.1) l->scale = 0.1;
  l->phone.w = (float)(a->vw * l->scale);
  l->phone.h = (float)(a->vh * l->scale);
  l->phone.x = (float)floor(16 + bezel + (region_w - l->phone.w) / 2);
  l->phone.y = (float)floor(l->toolbar_h + 12 + bezel + (region_h - l->phone.h) / 2);
}

static int in_srect(const SDL_Rect *r, int x, int y) {
  return x >= r->x && x < r->x + r->w && y >= r->y && y < r->y + r->h;
}

static int tool_active(const app *a, int key) {
  switch (key) {
  case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8':
    return a->mode == key - '1';
  case 'r': return a->reduce_motion;
  case 'o': return a->rotated;
  case 'w': return a->tablet;
  case 'l': return a->direction == SHEET_DIRECTION_RTL;
  case 'k': return a->keyboard.key_on;
  case KEY_ESCAPE: return a->back.phase == BACK_GESTURE;
  case 'b': return a->recede;
  case 'u': return a->mode == MODE_BASKET && a->basket.unsaved;
  default: return 0;
  }
}

static void draw_chrome(draw_ctx *c, app *a, const layout *l, SDL_Texture *phone_tex) {
  static const SDL_Color bg = {24, 25, 30, 255}, bar = {36, 37, 44, 255},
                         btn = {54, 56, 66, 255}, on = {10, 122, 255, 255},
                         fg = {235, 235, 240, 255}, dim = {150, 152, 162, 255},
                         bezel = {8, 8, 10, 255};
  char buf[160];
  int i;
  /* The device's screen corners: a phone's 44 points, a tablet's 18. */
  double r = (a->tablet ? 18 : 44) * l->scale, b = 12;

  SDL_SetRenderTarget(c->renderer, NULL);
  SDL_SetRenderDrawColor(c->renderer, bg.r, bg.g, bg.b, 255);
  SDL_RenderClear(c->renderer);
  draw_fill_rect(c, 0, 0, l->out_w, l->toolbar_h, bar, 1);
  for (i = 0; i < TOOL_COUNT; i++) {
    const SDL_Rect *t = &tools[i].rect;
    if (t->w == 0) continue;
    draw_fill_round(c, t->x, t->y, t->w, t->h, 8, tool_active(a, tools[i].key) ? on : btn, 1);
    text_draw(c->text, FONT_BODY_BOLD, tool_label(a, i, buf, sizeof buf), t->x + t->w / 2.0,
              t->y + t->h / 2.0 - 9, fg, 1, ALIGN_CENTER);
  }

  draw_fill_round(c, l->phone.x - b, l->phone.y - b, l->phone.w + 2 * b, l->phone.h + 2 * b,
                  r + b, bezel, 1);
  SDL_RenderCopyF(c->renderer, phone_tex, NULL, &l->phone);
  draw_corner_mask(c, l->phone.x, l->phone.y, r, 0, bezel);
  draw_corner_mask(c, l->phone.x + l->phone.w, l->phone.y, r, 1, bezel);
  draw_corner_mask(c, l->phone.x + l->phone.w, l->phone.y + l->phone.h, r, 2, bezel);
  draw_corner_mask(c, l->phone.x, l->phone.y + l->phone.h, r, 3, bezel);

  if (l->side) {
    double sx = l->out_w - SIDE_W + 8, y = l->toolbar_h + 18;
    app_sheet *top = app_top_sheet(a);
    size_t n = sheet_engine_animator_count(a->engine), k;
    static const char *owners[] = {"none", "sheet", "content", "host"};
    text_draw(c->text, FONT_TITLE, "Top sheet frame", sx, y, fg, 1, ALIGN_LEFT);
    y += 28;
    if (top == NULL) {
      text_draw(c->text, FONT_BODY, "no sheet presented", sx, y, dim, 1, ALIGN_LEFT);
      y += 22;
    } else {
      const sheet_frame *f = &top->frame;
      const char *lines[18];
      char lb[18][96];
      int nl = 0, j;
      snprintf(lb[nl++], 96, "state %s  detent %d",
               sn_state_name(f->state, "?"), (int)f->detent);
      snprintf(lb[nl++], 96, "top %.1f  height %.1f  (along its axis)", f->top, f->height);
      snprintf(lb[nl++], 96, "rect %.0f %.0f %.0f \xc3\x97 %.0f", f->rect.x, f->rect.y,
               f->rect.width, f->rect.height);
      snprintf(lb[nl++], 96, "edge %s  corners %u  %s", app_edge_name(f->edge),
               (unsigned)f->corners, app_direction_name(a->direction));
      snprintf(lb[nl++], 96, "opacity %.3f  scale %.3f", f->opacity, f->scale);
      snprintf(lb[nl++], 96, "backdrop %.3f  radius %.0f", f->backdrop_alpha, f->corner_radius);
      snprintf(lb[nl++], 96, "progress %.3f  velocity %.0f", f->progress, f->velocity);
      snprintf(lb[nl++], 96, "content %llu @ %.2f  out %llu @ %.2f",
               (unsigned long long)f->content_id, f->content_alpha,
               (unsigned long long)f->outgoing_content_id, f->outgoing_content_alpha);
      snprintf(lb[nl++], 96, "offset %.1f of %.0f", f->content_offset, f->scroll_extent);
      snprintf(lb[nl++], 96, "overlay %.3f  grabber %d  owner %s", f->overlay_alpha,
               (int)f->grabber_visible,
               f->gesture_owner >= 0 && f->gesture_owner <= 3 ? owners[f->gesture_owner] : "?");
      snprintf(lb[nl++], 96, "page behind %.3f  y %.1f  r %.1f", f->background_scale,
               f->background_offset, f->background_corner_radius);
      snprintf(lb[nl++], 96, "keyboard %s  %.0f pt  footer_top %.1f",
               app_keyboard_behavior_name(a->keyboard_behavior), app_keyboard_height(a),
               f->footer_top);
      snprintf(lb[nl++], 96, "back %s%s", app_back_behavior_name(a->back_behavior),
               a->back.phase == BACK_GESTURE ? "  gesture" : "");
      if (a->back.phase == BACK_GESTURE)
        snprintf(lb[nl - 1] + strlen(lb[nl - 1]), 96 - strlen(lb[nl - 1]), " %.2f",
                 a->back.progress);
      if (top->kind == KIND_BASKET)
        snprintf(lb[nl++], 96, "basket %d items  confirm_dismiss %d", a->basket.count,
                 a->basket.unsaved);
      if (top->kind == KIND_FORM && a->form.field == FIELD_BLURRED)
        snprintf(lb[nl++], 96, "field blurred  no focus");
      else if (top->kind == KIND_FORM)
        snprintf(lb[nl++], 96, "field %s  focus y %.0f h %.0f",
                 a->form.field == FIELD_FOCUSED ? "focused" : "releasing", FORM_FIELD_Y,
                 FORM_FIELD_HEIGHT);
      for (j = 0; j < nl; j++) {
        lines[j] = lb[j];
        text_draw(c->text, FONT_BODY, lines[j], sx, y, fg, 1, ALIGN_LEFT);
        y += 21;
      }
    }
    y += 14;
    text_draw(c->text, FONT_TITLE, "Events", sx, y, fg, 1, ALIGN_LEFT);
    y += 28;
    for (i = 0; i < a->recent_count; i++) {
      text_draw(c->text, FONT_SMALL, a->recent[i], sx, y, dim, 1, ALIGN_LEFT);
      y += 18;
    }
    y += 14;
    text_draw(c->text, FONT_TITLE, "Animators", sx, y, fg, 1, ALIGN_LEFT);
    y += 28;
    buf[0] = '\0';
    for (k = 0; k < n; k++) {
      const char *name = sheet_engine_animator_name(a->engine, k);
      size_t len = strlen(buf);
      snprintf(buf + len, sizeof buf - len, "%s%s", k ? ", " : "", name ? name : "?");
    }
    text_draw(c->text, FONT_BODY, buf, sx, y, dim, 1, ALIGN_LEFT);
    y += 34;
    if (a->message[0] != '\0') text_draw(c->text, FONT_SMALL, a->message, sx, y, dim, 1, ALIGN_LEFT);
    text_draw(c->text, FONT_SMALL,
              a->prompt.kind != PROMPT_NONE ? "Y discard  \xc2\xb7  N or Esc keep  \xc2\xb7  Q quit"
              : app_field_focused(a)        ? "typing  \xc2\xb7  Return or Esc closes the keyboard"
                                            : "Esc back (hold it)  \xc2\xb7  N next  \xc2\xb7  Q quit",
              sx, l->out_h - 28, dim, 1, ALIGN_LEFT);
  }
}

/* ---- the window --------------------------------------------------------------- */

/* The window's size for the phone's viewport and for the tablet's (W): each as it was
 * last used with that viewport (the user may resize it), the tablet's at first as large
 * as the phone's window with room for the tablet at the scale the phone is shown at,
 * within the display. */
typedef struct window_sizes {
  SDL_Point size[2]; /* [a->tablet]; w 0: not known yet */
  int shown;         /* the a->tablet the window is sized for */
} window_sizes;

static void fit_window(SDL_Window *window, const app *a, const layout *l, window_sizes *ws) {
  int w, h;
  SDL_Rect usable;
  if (a->tablet == ws->shown) return;
  SDL_GetWindowSize(window, &w, &h);
  ws->size[ws->shown].x = w;
  ws->size[ws->shown].y = h;
  if (ws->size[a->tablet].x == 0) {
    /* The viewport's points were shown at l->scale output pixels (the last layout's, of
     * the other viewport); the rest of the window stays as it is. */
    double points = l->scale / l->mouse_scale;
    w = (int)ceil(w - l->phone.w / l->mouse_scale + a->vw * points);
    h = (int)ceil(h - l->phone.h / l->mouse_scale + a->vh * points);
    if (SDL_GetDisplayUsableBounds(SDL_GetWindowDisplayIndex(window), &usable) == 0) {
      if (w > usable.w) w = usable.w;
      if (h > usable.h) h = usable.h;
    }
    ws->size[a->tablet].x = w;
    ws->size[a->tablet].y = h;
  }
  SDL_SetWindowSize(window, ws->size[a->tablet].x, ws->size[a->tablet].y);
  /* It was placed in the middle of the display: it stays there, on screen. */
  SDL_SetWindowPosition(window, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED);
  ws->shown = a->tablet;
}

/* The demo's key for an SDL key; while the field has focus, only the keys that edit
 * it (characters come as SDL_TEXTINPUT). */
static int key_of(const app *a, SDL_Keycode k) {
  switch (k) {
  case SDLK_ESCAPE: return KEY_ESCAPE;
  case SDLK_BACKSPACE: return KEY_BACKSPACE;
  case SDLK_RETURN: case SDLK_KP_ENTER:
    if (app_field_focused(a)) return KEY_RETURN;
    break;
  default: break;
  }
  if (app_field_focused(a)) return 0;
  if (k >= SDLK_1 && k < SDLK_1 + MODE_COUNT) return '1' + (int)(k - SDLK_1);
  switch (k) {
  case SDLK_t: return 't';
  case SDLK_v: return 'v';
  case SDLK_r: return 'r';
  case SDLK_o: return 'o';
  case SDLK_w: return 'w';
  case SDLK_l: return 'l';
  case SDLK_k: return 'k';
  case SDLK_b: return 'b';
  case SDLK_a: return 'a';
  case SDLK_x: return 'x';
  case SDLK_u: return 'u';
  case SDLK_y: return 'y';
  case SDLK_p: case SDLK_SPACE: case SDLK_RETURN: return 'p';
  case SDLK_d: return 'd';
  case SDLK_n: case SDLK_RIGHT: return 'n';
  default: return 0;
  }
}

static int run_window(app *a, const options *o) {
  SDL_Window *window;
  SDL_Renderer *renderer;
  SDL_Texture *phone_tex = NULL;
  draw_ctx scene, chrome;
  layout l;
  window_sizes sizes;
  int phone_w = 0, phone_h = 0, pointer_in_phone = 0, rc = 1;
  double px = 0;
  SDL_FRect logged_phone = {-1, -1, -1, -1}; /* the viewport's place as last logged */
  Uint64 perf0, freq = SDL_GetPerformanceFrequency();
  double next_frame = 0, now, clock0;
  SDL_Rect usable;

  memset(&scene, 0, sizeof scene);
  memset(&chrome, 0, sizeof chrome);
  memset(&l, 0, sizeof l);
  memset(&sizes, 0, sizeof sizes);
  if (SDL_GetDisplayUsableBounds(0, &usable) == 0) {
    int w = o->win_w, h = o->win_h;
    if (w > usable.w) w = usable.w;
    if (h > usable.h) h = usable.h;
    window = SDL_CreateWindow("libsheet SDL demo", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                              w, h, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  } else {
    window = SDL_CreateWindow("libsheet SDL demo", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                              o->win_w, o->win_h, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  }
  if (window == NULL) {
    fprintf(stderr, "sheet-sdl-demo: SDL_CreateWindow: %s\n", SDL_GetError());
    return 1;
  }
  renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_TARGETTEXTURE);
  if (renderer == NULL)
    renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE | SDL_RENDERER_TARGETTEXTURE);
  if (renderer == NULL) {
    fprintf(stderr, "sheet-sdl-demo: SDL_CreateRenderer: %s\n", SDL_GetError());
    SDL_DestroyWindow(window);
    return 1;
  }
  SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
  if (!draw_init(&chrome, renderer, 1.0)) goto done;
  /* One clock for the frames and the events: SDL's event timestamps count from
   * SDL_Init (SDL_GetTicks), so the frames' time does too, finer grained. A held key's
   * progress and the keyboard's slide are measured from an event's time to a frame's. */
  perf0 = SDL_GetPerformanceCounter();
  clock0 = SDL_GetTicks() / 1000.0;
  next_frame = clock0;
  if (!app_set_mode(a, o->mode, clock0)) goto done;

  while (!a->quit) {
    SDL_Event ev;
    double wait;
    now = clock0 + (double)(SDL_GetPerformanceCounter() - perf0) / (double)freq;
    wait = next_frame - now;
    while (SDL_WaitEventTimeout(&ev, wait > 0 ? (int)ceil(wait * 1000) : 0)) {
      double t = ev.common.timestamp / 1000.0;
      double mx, my;
      switch (ev.type) {
      case SDL_QUIT:
        a->quit = 1;
        break;
      case SDL_KEYDOWN:
        if (ev.key.keysym.sym == SDLK_q && !app_field_focused(a)) {
          a->quit = 1;
        } else if (ev.key.keysym.sym == SDLK_BACKSPACE && app_field_focused(a)) {
          /* Held, it deletes on: the key's repeats. */
          app_key(a, KEY_BACKSPACE, t);
        } else if (key_of(a, ev.key.keysym.sym) != 0 && !ev.key.repeat) {
          app_key(a, key_of(a, ev.key.keysym.sym), t);
        }
        break;
      case SDL_KEYUP:
        if (ev.key.keysym.sym == SDLK_ESCAPE) app_key_up(a, KEY_ESCAPE, t);
        if (ev.key.keysym.sym == SDLK_BACKSPACE) app_key_up(a, KEY_BACKSPACE, t);
        break;
      case SDL_TEXTINPUT:
        app_text(a, ev.text.text, t);
        break;
      case SDL_MOUSEBUTTONDOWN:
        if (ev.button.button != SDL_BUTTON_LEFT) break;
        mx = ev.button.x * l.mouse_scale;
        my = ev.button.y * l.mouse_scale;
        if (my < l.toolbar_h) {
          int i;
          for (i = 0; i < TOOL_COUNT; i++)
            if (in_srect(&tools[i].rect, (int)mx, (int)my)) {
              app_key(a, tools[i].key, t);
              /* A click on Esc Back is a press: down and up at once. */
              if (tools[i].key == KEY_ESCAPE) app_key_up(a, KEY_ESCAPE, t);
            }
        } else if (mx >= l.phone.x && mx < l.phone.x + l.phone.w && my >= l.phone.y &&
                   my < l.phone.y + l.phone.h) {
          pointer_in_phone = 1;
          app_pointer_down(a, (mx - l.phone.x) / l.scale, (my - l.phone.y) / l.scale, t);
        }
        break;
      case SDL_MOUSEMOTION:
        if (!pointer_in_phone) break;
        mx = ev.motion.x * l.mouse_scale;
        my = ev.motion.y * l.mouse_scale;
        app_pointer_move(a, (mx - l.phone.x) / l.scale, (my - l.phone.y) / l.scale, t);
        break;
      case SDL_MOUSEBUTTONUP:
        if (ev.button.button != SDL_BUTTON_LEFT || !pointer_in_phone) break;
        pointer_in_phone = 0;
        mx = ev.button.x * l.mouse_scale;
        my = ev.button.y * l.mouse_scale;
        app_pointer_up(a, (mx - l.phone.x) / l.scale, (my - l.phone.y) / l.scale, t);
        break;
      case SDL_WINDOWEVENT:
        if (ev.window.event == SDL_WINDOWEVENT_FOCUS_LOST && pointer_in_phone) {
          pointer_in_phone = 0;
          app_pointer_cancel(a, t);
        }
        break;
      default:
        break;
      }
      now = clock0 + (double)(SDL_GetPerformanceCounter() - perf0) / (double)freq;
      wait = next_frame - now;
      if (wait <= 0 || a->quit) break;
    }
    if (a->quit) break;
    now = clock0 + (double)(SDL_GetPerformanceCounter() - perf0) / (double)freq;
    if (now < next_frame) continue;
    next_frame = now + 1.0 / 60.0;
    if (o->quit_after > 0 && now - clock0 > o->quit_after) {
      app_logf(a, "quit-after reached");
      break;
    }

    app_tick(a, now);
    /* W changed the viewport: the window follows (its layout is of the viewport before). */
    if (l.scale > 0) fit_window(window, a, &l, &sizes);
    compute_layout(window, renderer, &chrome, a, &l);
    /* The tests find the viewport on screen from this line: written whenever it moves. */
    if (l.phone.x != logged_phone.x || l.phone.y != logged_phone.y ||
        l.phone.w != logged_phone.w || l.phone.h != logged_phone.h) {
      app_logf(a, "layout x=%.0f y=%.0f scale=%.6f mouse_scale=%.6f vw=%.0f vh=%.0f",
               l.phone.x / l.mouse_scale, l.phone.y / l.mouse_scale, l.scale / l.mouse_scale,
               l.mouse_scale, a->vw, a->vh);
      logged_phone = l.phone;
    }
    {
      double want_px = l.scale > 1.25 ? 2.0 : 1.0;
      int w = (int)ceil(a->vw * want_px), h = (int)ceil(a->vh * want_px);
      if (want_px != px || w != phone_w || h != phone_h || phone_tex == NULL) {
        if (phone_tex != NULL) SDL_DestroyTexture(phone_tex);
        phone_tex = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888,
                                      SDL_TEXTUREACCESS_TARGET, w, h);
        if (phone_tex == NULL) {
          fprintf(stderr, "sheet-sdl-demo: SDL_CreateTexture: %s\n", SDL_GetError());
          goto done;
        }
        SDL_SetTextureBlendMode(phone_tex, SDL_BLENDMODE_NONE);
        if (want_px != px) {
          draw_release(&scene);
          if (!draw_init(&scene, renderer, want_px)) goto done;
          px = want_px;
        }
        phone_w = w;
        phone_h = h;
      }
      scene.scene_target = phone_tex;
    }
    if (draw_scene(&scene, a, 0) != 0) goto done;
    draw_chrome(&chrome, a, &l, phone_tex);
    SDL_RenderPresent(renderer);
  }
  rc = 0;

done:
  draw_release(&scene);
  draw_release(&chrome);
  if (phone_tex != NULL) SDL_DestroyTexture(phone_tex);
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(window);
  return rc;
}

int main(int argc, char **argv) {
  options o;
  app a;
  FILE *log = NULL;
  int rc;

  if (!parse_args(argc, argv, &o)) return 2;
  if (o.log_path != NULL) {
    log = fopen(o.log_path, "w");
    if (log == NULL) {
      fprintf(stderr, "sheet-sdl-demo: cannot open %s: %s\n", o.log_path, strerror(errno));
      return 1;
    }
  }
  if (o.record) {
    if (mkdir(o.rec.dir, 0777) != 0 && errno != EEXIST) {
      fprintf(stderr, "sheet-sdl-demo: cannot create %s: %s\n", o.rec.dir, strerror(errno));
      return 1;
    }
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 0);
    if (SDL_Init(0) != 0) {
      fprintf(stderr, "sheet-sdl-demo: SDL_Init: %s\n", SDL_GetError());
      return 1;
    }
  } else if (SDL_Init(SDL_INIT_VIDEO) != 0) {
    fprintf(stderr, "sheet-sdl-demo: SDL_Init: %s\n", SDL_GetError());
    return 1;
  }
  if (!app_init(&a, log)) {
    SDL_Quit();
    return 1;
  }
  load_plugins(&a, &o);
  rc = o.record ? record_run(&a, &o.rec) : run_window(&a, &o);
  app_logf(&a, "exit %d", rc);
  app_destroy(&a);
  if (TTF_WasInit()) TTF_Quit();
  SDL_Quit();
  if (log != NULL) fclose(log);
  return rc;
}
