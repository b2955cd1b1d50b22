/*
 * draw.c — draws the viewport exactly as the engine's frames say: the page behind (the
 * live map and the host's own views, scaled, moved down and rounded as the frames'
 * background_* fields say), then every visible sheet in stack order with its backdrop
 * (backdrop_alpha) and its body: the frame's rect on whichever side it is, with the
 * corners in frame.corners rounded by corner_radius (the free edge's two, or all four of
 * a floating card), the grabber at the middle of the free edge (across, or upright on a
 * side sheet), both content ids at their alphas laid out in the sheet's box (app.c), the
 * list offset by content_offset, the footer at footer_top, overlay_alpha when covered;
 * all of it scaled by `scale` about the middle of the free edge, and drawn into a layer
 * first when `opacity` is below 1. Then the status bar and the keyboard at its height in
 * this frame. Shapes are SDL_RenderGeometry fans with a one-pixel feathered edge.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "demo.h"

#define DEMO_PI 3.14159265358979323846

/* Points to pixels through the current transform (a sheet drawn in place). */
#define TX(d, x) (((d)->ox + (x) * (d)->sc) * (d)->px)
#define TY(d, y) (((d)->oy + (y) * (d)->sc) * (d)->px)
#define TS(d, v) ((v) * (d)->sc * (d)->px)

static const SDL_Color C_SHEET = {250, 250, 252, 255};
static const SDL_Color C_TEXT = {28, 28, 32, 255};
static const SDL_Color C_TEXT2 = {112, 112, 122, 255};
static const SDL_Color C_ACCENT = {10, 122, 255, 255};
static const SDL_Color C_FILL = {234, 234, 240, 255};
static const SDL_Color C_WHITE = {255, 255, 255, 255};
static const SDL_Color C_BLACK = {0, 0, 0, 255};
static const SDL_Color C_GRABBER = {190, 190, 198, 255};
static const SDL_Color C_RED = {232, 64, 60, 255};
static const SDL_Color C_GREEN = {52, 199, 89, 255};

static const SDL_Color palette[] = {{255, 149, 0, 255},  {52, 199, 89, 255},
                                    {10, 122, 255, 255}, {175, 82, 222, 255},
                                    {255, 59, 48, 255},  {90, 200, 250, 255},
                                    {255, 204, 0, 255},  {88, 86, 214, 255}};
#define PALETTE_COUNT ((int)(sizeof palette / sizeof palette[0]))

/* ---- primitives (points) ------------------------------------------------------ */

static Uint8 alpha8(SDL_Color c, double alpha) {
  double a = c.a * alpha;
  if (a < 0) a = 0;
  if (a > 255) a = 255;
  return (Uint8)(a + 0.5);
}

static void fill_rect(draw_ctx *d, double x, double y, double w, double h, SDL_Color c,
                      double alpha) {
  SDL_FRect r;
  Uint8 a = alpha8(c, alpha);
  if (a == 0 || w <= 0 || h <= 0) return;
  r.x = (float)TX(d, x);
  r.y = (float)TY(d, y);
  r.w = (float)TS(d, w);
  r.h = (float)TS(d, h);
  SDL_SetRenderDrawBlendMode(d->renderer, SDL_BLENDMODE_BLEND);
  SDL_SetRenderDrawColor(d->renderer, c.r, c.g, c.b, a);
  SDL_RenderFillRectF(d->renderer, &r);
}

#define ROUND_MAX_SEGMENTS 16
#define ROUND_MAX_POINTS (4 * (ROUND_MAX_SEGMENTS + 1))

/* A rectangle with the corners in `corners` (a SHEET_CORNER_* mask) rounded by r, the
 * others square. */
static void fill_round_corners(draw_ctx *d, double x, double y, double w, double h, double r,
                               unsigned corners, SDL_Color c, double alpha) {
  SDL_Vertex v[1 + 2 * ROUND_MAX_POINTS];
  int idx[9 * ROUND_MAX_POINTS];
  int n, corner, i, count = 0, ni = 0, points;
  double rp;
  SDL_Color solid = c, clear = c;
  /* The fan goes round from the top-right corner, clockwise on screen. */
  static const double start[4] = {-DEMO_PI / 2, 0, DEMO_PI / 2, DEMO_PI};
  static const unsigned bits[4] = {SHEET_CORNER_TOP_RIGHT, SHEET_CORNER_BOTTOM_RIGHT,
                                   SHEET_CORNER_BOTTOM_LEFT, SHEET_CORNER_TOP_LEFT};

  solid.a = alpha8(c, alpha);
  clear.a = 0;
  if (solid.a == 0 || w <= 0 || h <= 0) return;
  if (r > w / 2) r = w / 2;
  if (r > h / 2) r = h / 2;
  rp = TS(d, r);
  if (rp < 0.75 || (corners & ALL_CORNERS) == 0) {
    fill_rect(d, x, y, w, h, c, alpha);
    return;
  }
  n = (int)(rp / 2.5) + 3;
  if (n > ROUND_MAX_SEGMENTS) n = ROUND_MAX_SEGMENTS;
  points = 4 * (n + 1);
  memset(v, 0, sizeof v);
  v[0].position.x = (float)TX(d, x + w / 2);
  v[0].position.y = (float)TY(d, y + h / 2);
  v[0].color = solid;
  count = 1;
  for (corner = 0; corner < 4; corner++) {
    double rc = (corners & bits[corner]) ? r : 0, rcp = (corners & bits[corner]) ? rp : 0;
    double cx = (corner == 0 || corner == 1) ? x + w - rc : x + rc;
    double cy = (corner == 1 || corner == 2) ? y + h - rc : y + rc;
    for (i = 0; i <= n; i++) {
      double ang = start[corner] + (DEMO_PI / 2) * i / n;
      double ca = cos(ang), sa = sin(ang);
      SDL_Vertex *in = &v[count], *out = &v[count + points];
      in->position.x = (float)(TX(d, cx) + ca * (rcp - 0.5));
      in->position.y = (float)(TY(d, cy) + sa * (rcp - 0.5));
      in->color = solid;
      out->position.x = (float)(TX(d, cx) + ca * (rcp + 0.5));
      out->position.y = (float)(TY(d, cy) + sa * (rcp + 0.5));
      out->color = clear;
      count++;
    }
  }
  for (i = 0; i < points; i++) {
    int a0 = 1 + i, a1 = 1 + (i + 1) % points;
    idx[ni++] = 0;
    idx[ni++] = a0;
    idx[ni++] = a1;
    idx[ni++] = a0;
    idx[ni++] = a1;
    idx[ni++] = a1 + points;
    idx[ni++] = a0;
    idx[ni++] = a1 + points;
    idx[ni++] = a0 + points;
  }
  SDL_RenderGeometry(d->renderer, NULL, v, 1 + 2 * points, idx, ni);
}

static void fill_round(draw_ctx *d, double x, double y, double w, double h, double r,
                       SDL_Color c, double alpha) {
  fill_round_corners(d, x, y, w, h, r, ALL_CORNERS, c, alpha);
}

static void fill_circle(draw_ctx *d, double cx, double cy, double r, SDL_Color c,
                        double alpha) {
  fill_round(d, cx - r, cy - r, 2 * r, 2 * r, r, c, alpha);
}

/* A vertical gradient: alpha a0 at y0, a1 at y1. */
static void fill_gradient(draw_ctx *d, double x, double y0, double w, double y1, SDL_Color c,
                          double a0, double a1) {
  SDL_Vertex v[4];
  int idx[6] = {0, 1, 2, 1, 3, 2};
  memset(v, 0, sizeof v);
  v[0].position.x = v[2].position.x = (float)TX(d, x);
  v[1].position.x = v[3].position.x = (float)TX(d, x + w);
  v[0].position.y = v[1].position.y = (float)TY(d, y0);
  v[2].position.y = v[3].position.y = (float)TY(d, y1);
  v[0].color = v[1].color = v[2].color = v[3].color = c;
  v[0].color.a = v[1].color.a = alpha8(c, a0);
  v[2].color.a = v[3].color.a = alpha8(c, a1);
  SDL_RenderGeometry(d->renderer, NULL, v, 4, idx, 6);
}

/* A horizontal gradient: alpha a0 at x0, a1 at x1. */
static void fill_gradient_h(draw_ctx *d, double x0, double y, double x1, double h, SDL_Color c,
                            double a0, double a1) {
  SDL_Vertex v[4];
  int idx[6] = {0, 1, 2, 1, 3, 2};
  memset(v, 0, sizeof v);
  v[0].position.x = v[2].position.x = (float)TX(d, x0);
  v[1].position.x = v[3].position.x = (float)TX(d, x1);
  v[0].position.y = v[1].position.y = (float)TY(d, y);
  v[2].position.y = v[3].position.y = (float)TY(d, y + h);
  v[0].color = v[1].color = v[2].color = v[3].color = c;
  v[0].color.a = v[2].color.a = alpha8(c, a0);
  v[1].color.a = v[3].color.a = alpha8(c, a1);
  SDL_RenderGeometry(d->renderer, NULL, v, 4, idx, 6);
}

static double text(draw_ctx *d, int font, const char *s, double x, double y, SDL_Color c,
                   double alpha, int align) {
  return text_draw(d->text, font, s, x, y, c, alpha, align);
}

static void button(draw_ctx *d, const SDL_FRect *r, const char *label, int filled,
                   double alpha) {
  fill_round(d, r->x, r->y, r->w, r->h, r->h / 2 > 12 ? 12 : r->h / 2,
             filled ? C_ACCENT : C_FILL, alpha);
  text(d, FONT_BODY_BOLD, label, r->x + r->w / 2, r->y + r->h / 2 - 9,
       filled ? C_WHITE : C_ACCENT, alpha, ALIGN_CENTER);
}

static void set_clip(draw_ctx *d, double x, double y, double w, double h) {
  SDL_Rect r;
  r.x = (int)floor(TX(d, x));
  r.y = (int)floor(TY(d, y));
  r.w = (int)ceil(TS(d, w));
  r.h = (int)ceil(TS(d, h));
  if (r.w < 1) r.w = 1;
  if (r.h < 1) r.h = 1;
  SDL_RenderSetClipRect(d->renderer, &r);
}

/* ---- the map ------------------------------------------------------------------ */

static unsigned hash2(int i, int j) {
  unsigned h = (unsigned)i * 73856093u ^ (unsigned)j * 19349663u;
  h ^= h >> 13;
  h *= 0x5bd1e995u;
  h ^= h >> 15;
  return h;
}

#define MAP_CELL 112.0
#define MAP_STREET 14.0

static void draw_map(draw_ctx *d, app *a) {
  static const SDL_Color street = {253, 253, 251, 255}, block = {240, 236, 227, 255},
                         building = {228, 222, 210, 255}, park = {197, 229, 186, 255},
                         tree = {160, 208, 146, 255}, plaza = {232, 232, 236, 255},
                         water = {164, 204, 238, 255}, road = {252, 216, 125, 255},
                         road_edge = {236, 196, 102, 255}, you = {10, 122, 255, 255};
  double mx = app_map_x(a), my = app_map_y(a), y;
  int i0 = (int)floor(mx / MAP_CELL) - 1, j0 = (int)floor(my / MAP_CELL) - 1;
  int i1 = (int)floor((mx + a->vw) / MAP_CELL) + 1, j1 = (int)floor((my + a->vh) / MAP_CELL) + 1;
  int i, j, k;

  fill_rect(d, 0, 0, a->vw, a->vh, street, 1);
  for (j = j0; j <= j1; j++) {
    for (i = i0; i <= i1; i++) {
      unsigned h = hash2(i, j);
      double bx = i * MAP_CELL + MAP_STREET / 2 - mx, by = j * MAP_CELL + MAP_STREET / 2 - my;
      double bs = MAP_CELL - MAP_STREET;
      if (h % 100 < 13) {
        fill_round(d, bx, by, bs, bs, 6, park, 1);
        for (k = 0; k < 5; k++) {
          unsigned t = hash2(i * 7 + k, j * 5 - k);
          fill_circle(d, bx + 12 + (t % 74), by + 12 + ((t >> 8) % 74), 6 + (t >> 16) % 5, tree,
                      1);
        }
      } else if (h % 100 < 18) {
        fill_round(d, bx, by, bs, bs, 6, plaza, 1);
      } else {
        fill_round(d, bx, by, bs, bs, 4, block, 1);
        for (k = 0; k < 4; k++) {
          unsigned t = hash2(i * 13 + k, j * 11 + k * 3);
          double w = 18 + t % 22, hh = 16 + (t >> 6) % 24;
          double ox = (k % 2) ? bs - w - 6 - (t >> 12) % 8 : 6 + (t >> 12) % 8;
          double oy = (k / 2) ? bs - hh - 6 - (t >> 16) % 8 : 6 + (t >> 16) % 8;
          fill_round(d, bx + ox, by + oy, w, hh, 2, building, 1);
        }
      }
    }
  }
  /* major roads on every fourth street */
  for (i = i0; i <= i1; i++)
    if (((i % 4) + 4) % 4 == 0) {
      fill_rect(d, i * MAP_CELL - mx - 6, 0, 12, a->vh, road_edge, 1);
      fill_rect(d, i * MAP_CELL - mx - 5, 0, 10, a->vh, road, 1);
    }
  for (j = j0; j <= j1; j++)
    if (((j % 4) + 4) % 4 == 0) {
      fill_rect(d, 0, j * MAP_CELL - my - 6, a->vw, 12, road_edge, 1);
      fill_rect(d, 0, j * MAP_CELL - my - 5, a->vw, 10, road, 1);
    }
  /* a river every 1500 points */
  for (k = (int)floor((mx - 400) / 1500); k <= (int)floor((mx + a->vw + 400) / 1500); k++) {
    for (y = -16; y < a->vh + 16; y += 8) {
      double wy0 = y + my, wy1 = y + 8 + my;
      double x0 = k * 1500 + 240 + 150 * sin(wy0 / 230) - mx;
      double x1 = k * 1500 + 240 + 150 * sin(wy1 / 230) - mx;
      SDL_Vertex v[4];
      int idx[6] = {0, 1, 2, 1, 3, 2};
      memset(v, 0, sizeof v);
      v[0].position.x = (float)(TX(d, x0 - 34));
      v[1].position.x = (float)(TX(d, x0 + 34));
      v[2].position.x = (float)(TX(d, x1 - 34));
      v[3].position.x = (float)(TX(d, x1 + 34));
      v[0].position.y = v[1].position.y = (float)TY(d, y);
      v[2].position.y = v[3].position.y = (float)TY(d, y + 8);
      v[0].color = v[1].color = v[2].color = v[3].color = water;
      SDL_RenderGeometry(d->renderer, NULL, v, 4, idx, 6);
    }
  }
  /* pins */
  for (j = j0; j <= j1; j++)
    for (i = i0; i <= i1; i++) {
      unsigned h = hash2(i + 1000, j - 77);
      if (h % 7 == 0) {
        double cx = i * MAP_CELL + MAP_CELL / 2 - mx, cy = j * MAP_CELL + MAP_CELL / 2 - my;
        SDL_Color pc = palette[(h >> 4) % PALETTE_COUNT];
        fill_circle(d, cx, cy + 1.5, 11, C_BLACK, 0.15);
        fill_circle(d, cx, cy, 10, C_WHITE, 1);
        fill_circle(d, cx, cy, 7.5, pc, 1);
      }
    }
  /* you are here */
  fill_circle(d, 195 - mx, 430 - my, 26, you, 0.16);
  fill_circle(d, 195 - mx, 430 - my, 10, C_WHITE, 1);
  fill_circle(d, 195 - mx, 430 - my, 7, you, 1);
}

/* ---- host views --------------------------------------------------------------- */

static const char *mode_hint(int mode) {
  switch (mode) {
  case MODE_CONTAINER: return "drag, flick or tap outside to dismiss";
  case MODE_MAPS: return "drag the map above the sheet";
  case MODE_PANEL: return "490 pt panel, dismiss below 300 pt";
  case MODE_BASKET: return "add items; unsaved, it asks first";
  case MODE_FORM: return "tap the field to type; hold Esc: back";
  case MODE_SETTINGS: return "a side sheet: drag it sideways; L mirrors it";
  case MODE_NOTIFICATIONS: return "a top sheet: pull it down, flick it up";
  default: return "present and dismiss with each animator";
  }
}

static SDL_Color mix(SDL_Color from, SDL_Color to, double t) {
  SDL_Color c;
  if (t < 0) t = 0;
  if (t > 1) t = 1;
  c.r = (Uint8)(from.r + (to.r - from.r) * t + 0.5);
  c.g = (Uint8)(from.g + (to.g - from.g) * t + 0.5);
  c.b = (Uint8)(from.b + (to.b - from.b) * t + 0.5);
  c.a = 255;
  return c;
}

/* The device's own status bar (and a phone's island), over the page and the sheets: it
 * stays where it is when the page recedes, and turns light as the black behind the page
 * shows. A turned phone has none; a tablet's is a 24-point line without an island. */
static void draw_status_bar(draw_ctx *d, app *a) {
  double scale, offset, radius, dark_behind;
  SDL_Color ink;
  app_background(a, &scale, &offset, &radius);
  dark_behind = a->safe_top > 0 ? offset / a->safe_top : 0;
  ink = mix(C_TEXT, C_WHITE, dark_behind);
  if (a->safe_top >= 30) {
    text(d, FONT_BODY_BOLD, "9:41", 34, 15, ink, 1, ALIGN_LEFT);
    fill_round(d, a->vw - 58, 18, 25, 12, 3.5, ink, 1);
    fill_rect(d, a->vw - 32, 22, 2, 4, ink, 1);
    fill_round(d, a->vw / 2 - 62, 11, 124, 34, 17, C_BLACK, 1);
  } else if (a->safe_top >= 20) {
    text(d, FONT_SMALL, "9:41  Tue 10 Jun", 20, 4, ink, 1, ALIGN_LEFT);
    fill_round(d, a->vw - 46, 7, 24, 11, 3, ink, 1);
    fill_rect(d, a->vw - 21, 10.5, 2, 4, ink, 1);
  }
}

static void param_summary(app *a, size_t animator, char *out, size_t size) {
  size_t n = sheet_engine_animator_param_count(a->engine, animator), k, len = 0;
  out[0] = '\0';
  for (k = 0; k < n && len + 1 < size; k++) {
    sheet_param_spec spec;
    if (sheet_engine_animator_param(a->engine, animator, k, &spec) != SHEET_OK) continue;
    len += (size_t)snprintf(out + len, size - len, "%s%s %g", k ? "  \xc2\xb7  " : "",
                            spec.name, spec.default_value);
    if (len >= size) len = size - 1;
  }
  if (n == 0) snprintf(out, size, "no parameters");
}

/* Where the mode's name starts: at the leading side (mirrored right to left), past the
 * maps sheet's card while it floats there. */
static double mode_pill_x(app *a, double w) {
  int rtl = a->direction == SHEET_DIRECTION_RTL;
  double start = 12;
  if (a->mode == MODE_MAPS && a->main_sheet >= 0) {
    sheet_box b;
    app_sheet_box(a, &a->sheets[a->main_sheet], &b);
    if (b.floats && b.side == SIDE_BOTTOM) {
      const sheet_rect *r = &a->sheets[a->main_sheet].frame.rect;
      start = rtl ? a->vw - r->x + WIDE_MARGIN : r->x + r->width + WIDE_MARGIN;
    }
  }
  return rtl ? a->vw - start - w : start;
}

/* The host's own views on the page: the mode's name and hint at the leading side, the
 * demo's switches that are on at the trailing side, the gallery's list, and Present
 * while the mode's sheet is hidden. */
static void draw_host_views(draw_ctx *d, app *a) {
  char buf[160];
  SDL_FRect r;
  double y = a->safe_top;
  int rtl = a->direction == SHEET_DIRECTION_RTL, i;

  if (a->safe_top >= 20) fill_gradient(d, 0, 0, a->vw, a->safe_top + 10, C_WHITE, 0.85, 0.0);
  snprintf(buf, sizeof buf, "%s", app_mode_name(a->mode));
  buf[0] = (char)(buf[0] - 'a' + 'A');
  {
    double w1 = text_width(d->text, FONT_BODY_BOLD, buf);
    double w2 = text_width(d->text, FONT_SMALL, mode_hint(a->mode));
    double w = (w1 > 0 ? w1 + w2 + 34 : 150), x = mode_pill_x(a, w);
    fill_round(d, x, y + 8, w, 30, 15, C_WHITE, 0.92);
    text(d, FONT_BODY_BOLD, buf, x + 12, y + 14, C_TEXT, 1, ALIGN_LEFT);
    text(d, FONT_SMALL, mode_hint(a->mode), x + 12 + w1 + 10, y + 16, C_TEXT2, 1, ALIGN_LEFT);
  }
  {
    const char *flags[8];
    char keyboard[40], back[40];
    int nf = 0;
    double x = rtl ? 12 : a->vw - 12; /* the trailing end of the row */
    snprintf(keyboard, sizeof keyboard, "Keyboard: %s",
             app_keyboard_behavior_name(a->keyboard_behavior));
    snprintf(back, sizeof back, "Back: %s", app_back_behavior_name(a->back_behavior));
    if (a->reduce_motion) flags[nf++] = "Reduce motion";
    if (app_keyboard_height(a) > 0) flags[nf++] = "Keyboard";
    if (a->tablet) flags[nf++] = "Tablet";
    if (a->rotated) flags[nf++] = "Landscape";
    if (a->direction == SHEET_DIRECTION_RTL) flags[nf++] = "Right to left";
    if (a->recede) flags[nf++] = "Page recedes";
    if (a->keyboard_behavior != SHEET_KEYBOARD_RISE) flags[nf++] = keyboard;
    if (a->back_behavior != SHEET_BACK_DISMISS) flags[nf++] = back;
    for (i = 0; i < nf; i++) {
      double w = text_width(d->text, FONT_SMALL, flags[i]) + 16, left = rtl ? x : x - w;
      fill_round(d, left, y + 44, w, 22, 11, C_ACCENT, 0.92);
      text(d, FONT_SMALL, flags[i], left + w / 2, y + 48, C_WHITE, 1, ALIGN_CENTER);
      x += rtl ? w + 6 : -(w + 6);
    }
  }

  if (a->mode == MODE_GALLERY) {
    size_t count = sheet_engine_animator_count(a->engine);
    app_gallery_item_rect(a, 0, &r);
    fill_round(d, 8, r.y - 40, a->vw - 16, 48 + 66.0 * a->sheet_count, 18, C_WHITE, 0.72);
    snprintf(buf, sizeof buf, "%u animators registered", (unsigned)count);
    text(d, FONT_TITLE, "Animator gallery", 24, r.y - 32, C_TEXT, 1, ALIGN_LEFT);
    text(d, FONT_SMALL, buf, a->vw - 24, r.y - 28, C_TEXT2, 1, ALIGN_RIGHT);
    for (i = 0; i < a->sheet_count; i++) {
      const app_sheet *s = &a->sheets[i];
      const char *name = sheet_engine_animator_name(a->engine, (size_t)s->animator);
      app_gallery_item_rect(a, i, &r);
      if (i == a->gallery_selected)
        fill_round(d, r.x - 2, r.y - 2, r.w + 4, r.h + 4, 14, C_ACCENT, 1);
      fill_round(d, r.x, r.y, r.w, r.h, 12, C_WHITE, 1);
      fill_circle(d, r.x + 26, r.y + r.h / 2, 14, palette[i % PALETTE_COUNT], 1);
      text(d, FONT_BODY_BOLD, name ? name : "?", r.x + 50, r.y + 10, C_TEXT, 1, ALIGN_LEFT);
      param_summary(a, (size_t)s->animator, buf, sizeof buf);
      text(d, FONT_SMALL, buf, r.x + 50, r.y + 32, C_TEXT2, 1, ALIGN_LEFT);
      text(d, FONT_SMALL, s->animator >= 3 ? "plugin" : "built-in", r.x + r.w - 14, r.y + 11,
           s->animator >= 3 ? C_ACCENT : C_TEXT2, 1, ALIGN_RIGHT);
    }
  }

  if (app_present_button_visible(a)) {
    app_present_button_rect(a, &r);
    fill_round(d, r.x, r.y + 3, r.w, r.h, r.h / 2, C_BLACK, 0.18);
    fill_round(d, r.x, r.y, r.w, r.h, r.h / 2, C_ACCENT, 1);
    text(d, FONT_TITLE,
         a->mode == MODE_PANEL           ? "Show calendar"
         : a->mode == MODE_BASKET        ? "Open basket"
         : a->mode == MODE_FORM          ? "New message"
         : a->mode == MODE_SETTINGS      ? "Settings"
         : a->mode == MODE_NOTIFICATIONS ? "Notifications"
                                         : "Present",
         r.x + r.w / 2, r.y + 14, C_WHITE, 1, ALIGN_CENTER);
  }
}

/* ---- sheet contents (sheet-local points) -------------------------------------- */

static void draw_container_page(draw_ctx *d, double w, int page, double alpha) {
  char buf[96];
  SDL_FRect r;
  int i;
  static const char *rows[3][2] = {
      {"Drag or flick it down", "dismisses it: reason DRAG or FLING"},
      {"Tap the dimmed backdrop", "dismisses it: reason BACKDROP_TAP"},
      {"Swap pages in place", "the height follows, content cross-fades"}};
  static const char *tiles[4] = {"Photos", "Music", "Notes", "Maps"};
  static const char *settings[8] = {"Wi-Fi",    "Bluetooth",     "Airplane mode", "Dark mode",
                                    "Location", "Notifications", "Auto-lock",     "Haptics"};

  snprintf(buf, sizeof buf, "Page %d", page);
  text(d, FONT_LARGE, buf, 20, 30, C_TEXT, alpha, ALIGN_LEFT);
  snprintf(buf, sizeof buf, "CONTENT detent \xc2\xb7 content height %.0f pt",
           app_content_height(page));
  text(d, FONT_SMALL, buf, 20, 64, C_TEXT2, alpha, ALIGN_LEFT);
  for (i = 1; i <= APP_PAGE_COUNT; i++) {
    snprintf(buf, sizeof buf, "Page %d", i);
    app_page_button_rect(w, i, &r);
    button(d, &r, buf, i == page, alpha);
  }
  switch (page) {
  case 1:
    for (i = 0; i < 3; i++) {
      double y = 148 + i * 58.0;
      fill_round(d, 16, y, w - 32, 50, 12, C_FILL, alpha * 0.6);
      fill_circle(d, 40, y + 25, 13, palette[i + 1], alpha);
      text(d, FONT_BODY_BOLD, rows[i][0], 64, y + 7, C_TEXT, alpha, ALIGN_LEFT);
      text(d, FONT_SMALL, rows[i][1], 64, y + 28, C_TEXT2, alpha, ALIGN_LEFT);
    }
    break;
  case 2: {
    double tw = (w - 32 - 12) / 2;
    app_push_button_rect(w, &r);
    button(d, &r, "Push a sheet on top", 1, alpha);
    for (i = 0; i < 4; i++) {
      double x = 16 + (i % 2) * (tw + 12), y = 214 + (i / 2) * 118.0;
      fill_round(d, x, y, tw, 106, 16, palette[(i * 2 + 1) % PALETTE_COUNT], alpha * 0.9);
      text(d, FONT_TITLE, tiles[i], x + 14, y + 74, C_WHITE, alpha, ALIGN_LEFT);
      fill_circle(d, x + tw - 26, y + 26, 12, C_WHITE, alpha * 0.5);
    }
    break;
  }
  case 3:
    fill_round(d, 16, 148, w - 32, 78, 14, C_FILL, alpha * 0.7);
    text(d, FONT_BODY_BOLD, "A short page", 32, 162, C_TEXT, alpha, ALIGN_LEFT);
    text(d, FONT_SMALL, "250 pt: the sheet shrinks to fit it.", 32, 188, C_TEXT2, alpha,
         ALIGN_LEFT);
    break;
  default:
    for (i = 0; i < 8; i++) {
      double y = 146 + i * 54.0;
      int on = (i * 5 + 1) % 3 != 0;
      text(d, FONT_BODY, settings[i], 20, y + 17, C_TEXT, alpha, ALIGN_LEFT);
      fill_round(d, w - 70, y + 12, 50, 30, 15, on ? C_GREEN : C_FILL, alpha);
      fill_circle(d, on ? w - 35 : w - 55, y + 27, 13, C_WHITE, alpha);
      if (i < 7) fill_rect(d, 20, y + 53, w - 20, 1, C_FILL, alpha);
    }
    break;
  }
}

static void draw_details(draw_ctx *d, double w, double alpha) {
  SDL_FRect r;
  text(d, FONT_LARGE, "Pushed sheet", 20, 30, C_TEXT, alpha, ALIGN_LEFT);
  text(d, FONT_BODY, "The sheet below recedes: it is scaled", 20, 76, C_TEXT2, alpha,
       ALIGN_LEFT);
  text(d, FONT_BODY, "a little and dimmed by overlay_alpha.", 20, 98, C_TEXT2, alpha,
       ALIGN_LEFT);
  fill_round(d, 16, 140, w - 32, 120, 16, palette[3], alpha * 0.85);
  text(d, FONT_TITLE, "Stacked", 32, 226, C_WHITE, alpha, ALIGN_LEFT);
  app_close_button_rect(w, &r);
  button(d, &r, "Close", 0, alpha);
}

/* A list's room along the box: to what shows, less a card's rounded corners, which
 * rows would spill out of. */
static double list_end(const sheet_box *b, const sheet_frame *f) {
  return b->length - (b->floats ? f->corner_radius : 0);
}

/* Where a list's scroll indicator ends: above the home indicator inside an attached
 * sheet, above a card's corners. */
static double track_end(const app *a, const sheet_box *b, const sheet_frame *f) {
  return b->length - (b->floats ? f->corner_radius : a->safe_bottom) - 8;
}

static void draw_maps(draw_ctx *d, app *a, const sheet_box *b, const sheet_frame *f,
                      double alpha) {
  static const char *names[] = {"Blue Bottle Coffee", "Golden Gate Park", "City Lights Books",
                                "Ferry Building",     "Tartine Bakery",   "Dolores Park",
                                "Exploratorium",      "Fort Mason",       "Mission Dolores",
                                "Coit Tower",         "Lands End Trail",  "Ocean Beach"};
  static const char *kinds[] = {"Coffee", "Park", "Books", "Market", "Bakery", "Park",
                                "Museum", "Arts", "Landmark", "Landmark", "Trail", "Beach"};
  char buf[96];
  double w = b->width, visible = list_end(b, f);
  double off = f->content_offset;
  int i;

  fill_round(d, 16, 26, w - 32, 40, 11, C_FILL, alpha);
  fill_circle(d, 36, 44, 6.5, C_TEXT2, alpha);
  fill_circle(d, 36, 44, 4.5, C_FILL, alpha);
  fill_rect(d, 40, 48, 5, 2.5, C_TEXT2, alpha);
  text(d, FONT_BODY, "Search Maps", 52, 36, C_TEXT2, alpha, ALIGN_LEFT);
  snprintf(buf, sizeof buf, "NEARBY \xc2\xb7 %d PLACES", MAPS_ROW_COUNT);
  text(d, FONT_SMALL, buf, 20, 76, C_TEXT2, alpha, ALIGN_LEFT);
  if (visible <= MAPS_LIST_TOP) return;
  set_clip(d, 0, MAPS_LIST_TOP, w, visible - MAPS_LIST_TOP);
  for (i = 0; i < MAPS_ROW_COUNT; i++) {
    double y = MAPS_LIST_TOP + i * MAPS_ROW_HEIGHT - off;
    int n = i % (int)(sizeof names / sizeof names[0]);
    if (y + MAPS_ROW_HEIGHT < MAPS_LIST_TOP || y > visible) continue;
    if (i == a->selected_row) fill_rect(d, 0, y, w, MAPS_ROW_HEIGHT, C_ACCENT, alpha * 0.12);
    fill_circle(d, 38, y + 30, 17, palette[i % PALETTE_COUNT], alpha);
    snprintf(buf, sizeof buf, "%d", i + 1);
    text(d, FONT_SMALL, buf, 38, y + 22, C_WHITE, alpha, ALIGN_CENTER);
    text(d, FONT_BODY_BOLD, names[n], 68, y + 11, C_TEXT, alpha, ALIGN_LEFT);
    snprintf(buf, sizeof buf, "%s \xc2\xb7 %.1f km \xc2\xb7 open until %d:00", kinds[n],
             0.2 + 0.37 * i, 17 + i % 6);
    text(d, FONT_SMALL, buf, 68, y + 33, C_TEXT2, alpha, ALIGN_LEFT);
    fill_rect(d, 68, y + MAPS_ROW_HEIGHT - 1, w - 68, 1, C_FILL, alpha);
  }
  if (f->scroll_extent > 0 && f->detent == 1) {
    double track = track_end(a, b, f) - MAPS_LIST_TOP;
    double len = track * track / (track + f->scroll_extent);
    double pos = off / f->scroll_extent;
    if (pos < 0) pos = 0;
    if (pos > 1) pos = 1;
    if (track > 20 && len > 12)
      fill_round(d, w - 7, MAPS_LIST_TOP + 4 + pos * (track - len), 3.5, len, 1.75,
                 C_BLACK, alpha * 0.3);
  }
  SDL_RenderSetClipRect(d->renderer, NULL);
}

static void draw_panel(draw_ctx *d, app *a, double w, double alpha) {
  static const char *weekdays[7] = {"Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"};
  char buf[64];
  SDL_FRect r;
  int i;
  double cw = (w - 32) / 7;

  text(d, FONT_LARGE, "June 2025", 20, 30, C_TEXT, alpha, ALIGN_LEFT);
  fill_circle(d, w - 78, 45, 15, C_FILL, alpha);
  fill_circle(d, w - 38, 45, 15, C_FILL, alpha);
  text(d, FONT_BODY_BOLD, "<", w - 78, 36, C_ACCENT, alpha, ALIGN_CENTER);
  text(d, FONT_BODY_BOLD, ">", w - 38, 36, C_ACCENT, alpha, ALIGN_CENTER);
  for (i = 0; i < 7; i++)
    text(d, FONT_SMALL, weekdays[i], 16 + cw * i + cw / 2, 94, C_TEXT2, alpha, ALIGN_CENTER);
  for (i = 0; i < 42; i++) {
    int day = i - 5;
    SDL_Color c = (i % 7 >= 5) ? C_TEXT2 : C_TEXT;
    if (day < 1 || day > 30) continue;
    app_panel_day_rect(w, i, &r);
    if (day == a->selected_day) {
      fill_circle(d, r.x + r.w / 2, r.y + r.h / 2, 17, C_ACCENT, alpha);
      c = C_WHITE;
    } else if (day == 12) {
      c = C_RED;
    }
    snprintf(buf, sizeof buf, "%d", day);
    text(d, day == a->selected_day ? FONT_BODY_BOLD : FONT_BODY, buf, r.x + r.w / 2,
         r.y + r.h / 2 - 9, c, alpha, ALIGN_CENTER);
    if (day % 5 == 2 && day != a->selected_day)
      fill_circle(d, r.x + r.w / 2, r.y + r.h - 5, 2.2, palette[day % PALETTE_COUNT], alpha);
  }
  fill_rect(d, 16, 372, w - 32, 1, C_FILL, alpha);
  snprintf(buf, sizeof buf, "June %d", a->selected_day);
  text(d, FONT_BODY_BOLD, buf, 20, 382, C_TEXT, alpha, ALIGN_LEFT);
  fill_rect(d, 20, 408, 4, 18, palette[1], alpha);
  text(d, FONT_BODY, "09:30  Stand-up", 32, 409, C_TEXT, alpha, ALIGN_LEFT);
  fill_rect(d, 20, 432, 4, 18, palette[3], alpha);
  text(d, FONT_BODY, "14:00  Design review", 32, 433, C_TEXT, alpha, ALIGN_LEFT);
}

static void draw_gallery_sheet(draw_ctx *d, app *a, const app_sheet *s, double w, double alpha) {
  char buf[128];
  SDL_FRect r;
  size_t ai = (size_t)s->animator, n, k;
  const char *name = sheet_engine_animator_name(a->engine, ai);

  text(d, FONT_LARGE, name ? name : "?", 20, 30, C_TEXT, alpha, ALIGN_LEFT);
  snprintf(buf, sizeof buf, "%s animator \xc2\xb7 present and dismiss",
           s->animator >= 3 ? "plugin" : "built-in");
  text(d, FONT_SMALL, buf, 20, 64, C_TEXT2, alpha, ALIGN_LEFT);
  n = sheet_engine_animator_param_count(a->engine, ai);
  if (n == 0) text(d, FONT_BODY, "no parameters", 20, 100, C_TEXT2, alpha, ALIGN_LEFT);
  for (k = 0; k < n && k < 4; k++) {
    sheet_param_spec spec;
    double y = 96 + k * 44.0, span, pos;
    if (sheet_engine_animator_param(a->engine, ai, k, &spec) != SHEET_OK) continue;
    text(d, FONT_BODY_BOLD, spec.name, 20, y, C_TEXT, alpha, ALIGN_LEFT);
    snprintf(buf, sizeof buf, "default %g  \xc2\xb7  range %g \xe2\x80\x93 %g",
             spec.default_value, spec.min_value, spec.max_value);
    text(d, FONT_SMALL, buf, w - 20, y + 2, C_TEXT2, alpha, ALIGN_RIGHT);
    fill_round(d, 20, y + 26, w - 40, 4, 2, C_FILL, alpha);
    span = spec.max_value - spec.min_value;
    pos = span > 0 ? (spec.default_value - spec.min_value) / span : 0;
    fill_round(d, 20, y + 26, (w - 40) * pos, 4, 2, C_ACCENT, alpha);
    fill_circle(d, 20 + (w - 40) * pos, y + 28, 7, C_ACCENT, alpha);
  }
  app_close_button_rect(w, &r);
  button(d, &r, "Dismiss", 0, alpha);
}

static void draw_switch(draw_ctx *d, double x, double y, int on, double alpha) {
  fill_round(d, x, y, 50, 30, 15, on ? C_GREEN : C_FILL, alpha);
  fill_circle(d, on ? x + 35 : x + 15, y + 15, 13, C_WHITE, alpha);
}

static double basket_total(const app_basket *b) {
  double total = 0;
  int i;
  for (i = 0; i < b->count; i++) total += app_basket_item_price(b->items[i]);
  return total;
}

/* Row i holds what was saved there: otherwise it is marked as a change. */
static int basket_row_saved(const app_basket *b, int i) {
  return i < b->saved_count && b->items[i] == b->saved[i];
}

static void draw_basket(draw_ctx *d, app *a, const sheet_box *box, const sheet_frame *f,
                        double alpha) {
  const app_basket *b = &a->basket;
  char buf[96];
  SDL_FRect r;
  double w = box->width, visible = list_end(box, f);
  double off = f->content_offset;
  int i;

  text(d, FONT_LARGE, "Basket", 20, 30, C_TEXT, alpha, ALIGN_LEFT);
  snprintf(buf, sizeof buf, "%d item%s \xc2\xb7 \xe2\x82\xac%.2f%s", b->count,
           b->count == 1 ? "" : "s", basket_total(b), b->unsaved ? " \xc2\xb7 not saved" : "");
  text(d, FONT_SMALL, buf, 20, 64, b->unsaved ? C_RED : C_TEXT2, alpha, ALIGN_LEFT);
  snprintf(buf, sizeof buf, "detents %.0f / %.0f pt", BASKET_PEEK,
           app_basket_height(a, b->count));
  text(d, FONT_SMALL, buf, w - 20, 40, C_TEXT2, alpha, ALIGN_RIGHT);
  app_basket_add_button_rect(w, &r);
  button(d, &r, "+ Add item", 1, alpha);
  app_basket_unsaved_rect(w, &r);
  text(d, FONT_BODY, "Unsaved changes", r.x, r.y + 10, C_TEXT, alpha, ALIGN_LEFT);
  draw_switch(d, r.x + r.w - 50, r.y + 5, b->unsaved, alpha);

  if (visible <= BASKET_LIST_TOP) return;
  set_clip(d, 0, BASKET_LIST_TOP, w, visible - BASKET_LIST_TOP);
  if (b->count == 0)
    text(d, FONT_BODY, "The basket is empty.", w / 2, BASKET_LIST_TOP + 20, C_TEXT2, alpha,
         ALIGN_CENTER);
  for (i = 0; i < b->count; i++) {
    double y = BASKET_LIST_TOP + i * BASKET_ROW_HEIGHT - off;
    int item = b->items[i];
    char initial[2] = {app_basket_item_name(item)[0], 0};
    if (y + BASKET_ROW_HEIGHT < BASKET_LIST_TOP || y > visible) continue;
    fill_round(d, 16, y, w - 32, BASKET_ROW_HEIGHT - 8, 12, C_FILL, alpha * 0.6);
    fill_circle(d, 42, y + 28, 17, palette[item % PALETTE_COUNT], alpha);
    text(d, FONT_BODY_BOLD, initial, 42, y + 19, C_WHITE, alpha, ALIGN_CENTER);
    text(d, FONT_BODY_BOLD, app_basket_item_name(item), 70, y + 9, C_TEXT, alpha, ALIGN_LEFT);
    snprintf(buf, sizeof buf, "\xe2\x82\xac%.2f%s", app_basket_item_price(item),
             basket_row_saved(b, i) ? "" : " \xc2\xb7 new");
    text(d, FONT_SMALL, buf, 70, y + 31, basket_row_saved(b, i) ? C_TEXT2 : C_ACCENT, alpha,
         ALIGN_LEFT);
    app_basket_remove_rect(w, i, &r);
    fill_circle(d, r.x + r.w / 2, r.y + r.h / 2 - off, 15, C_WHITE, alpha);
    fill_rect(d, r.x + r.w / 2 - 7, r.y + r.h / 2 - off - 1.25, 14, 2.5, C_RED, alpha);
  }
  if (f->scroll_extent > 0 && f->detent == 1) {
    double track = track_end(a, box, f) - BASKET_LIST_TOP;
    double len = track * track / (track + f->scroll_extent);
    double pos = off / f->scroll_extent;
    if (pos < 0) pos = 0;
    if (pos > 1) pos = 1;
    if (track > 20 && len > 12)
      fill_round(d, w - 7, BASKET_LIST_TOP + 4 + pos * (track - len), 3.5, len, 1.75,
                 C_BLACK, alpha * 0.3);
  }
  SDL_RenderSetClipRect(d->renderer, NULL);
}

/* The part of `text` that fits in `width` points: its end, whole characters. */
static const char *text_tail(draw_ctx *d, const char *text, double width) {
  while (*text != '\0' && text_width(d->text, FONT_BODY, text) > width) {
    text++;
    while (((unsigned char)*text & 0xC0) == 0x80) text++;
  }
  return text;
}

/* The form's content, scrolled by content_offset and clipped above the footer. */
static void draw_form(draw_ctx *d, app *a, const sheet_box *b, const sheet_frame *f,
                      double alpha) {
  const app_form *form = &a->form;
  double w = b->width, ox, oy, off = f->content_offset, footer;
  int focused = form->field == FIELD_FOCUSED, i;
  const char *shown;
  char buf[96];
  SDL_FRect r;

  app_sheet_origin(b, &ox, &oy);
  footer = (f->footer_top - oy) / b->scale;
  if (footer <= 0) return;
  set_clip(d, 0, 0, w, footer);
  text(d, FONT_LARGE, "New message", 20, 30 - off, C_TEXT, alpha, ALIGN_LEFT);
  snprintf(buf, sizeof buf, "keyboard %s \xc2\xb7 back %s \xc2\xb7 footer %.0f pt",
           app_keyboard_behavior_name(a->keyboard_behavior),
           app_back_behavior_name(a->back_behavior), FORM_FOOTER_HEIGHT);
  text(d, FONT_SMALL, buf, 20, 64 - off, C_TEXT2, alpha, ALIGN_LEFT);
  text(d, FONT_BODY, "To", 20, 97 - off, C_TEXT2, alpha, ALIGN_LEFT);
  fill_round(d, 50, 91 - off, 96, 28, 14, C_ACCENT, alpha * 0.14);
  text(d, FONT_BODY_BOLD, "Ana Lima", 98, 96 - off, C_ACCENT, alpha, ALIGN_CENTER);
  fill_rect(d, 16, 134 - off, w - 32, 1, C_FILL, alpha);

  app_form_field_rect(w, &r);
  r.y -= (float)off;
  fill_round(d, r.x, r.y, r.w, r.h, 12, focused ? C_ACCENT : C_GRABBER, alpha);
  fill_round(d, r.x + (focused ? 2 : 1), r.y + (focused ? 2 : 1), r.w - (focused ? 4 : 2),
             r.h - (focused ? 4 : 2), focused ? 10 : 11, C_WHITE, alpha);
  shown = text_tail(d, form->text, r.w - 32);
  if (form->text[0] == '\0' && !focused) {
    text(d, FONT_BODY, "Message", r.x + 14, r.y + r.h / 2 - 9, C_TEXT2, alpha, ALIGN_LEFT);
  } else {
    double typed =
        text(d, FONT_BODY, shown, r.x + 14, r.y + r.h / 2 - 9, C_TEXT, alpha, ALIGN_LEFT);
    /* The caret blinks once a second, and shows steadily while typing goes on. */
    if (focused && fmod(a->now - form->edited, 1.0) < 0.5)
      fill_rect(d, r.x + 15 + typed, r.y + 12, 2, r.h - 24, C_ACCENT, alpha);
  }
  text(d, FONT_SMALL,
       focused ? "Return or Esc: the keyboard goes; it stays 16 pt above"
               : "Tap the field: a keyboard slides up over 15 frames",
       20, FORM_FIELD_Y + FORM_FIELD_HEIGHT + 8 - off, C_TEXT2, alpha, ALIGN_LEFT);

  text(d, FONT_BODY_BOLD, "Attachments", 20, 236 - off, C_TEXT, alpha, ALIGN_LEFT);
  for (i = 0; i < 3; i++) {
    double tw = (w - 32 - 20) / 3, x = 16 + i * (tw + 10);
    fill_round(d, x, 262 - off, tw, 64, 12, palette[(i * 3 + 2) % PALETTE_COUNT], alpha * 0.85);
    snprintf(buf, sizeof buf, "IMG_%04d", 2041 + i * 7);
    text(d, FONT_SMALL, buf, x + 10, 262 + 42 - off, C_WHITE, alpha, ALIGN_LEFT);
  }
  SDL_RenderSetClipRect(d->renderer, NULL);
}

/* The form's footer at the frame's footer_top: on the bottom safe area at rest, on the
 * keyboard while it is up, with the sheet's top when less than it shows. */
static void draw_form_footer(draw_ctx *d, app *a, const sheet_box *b, const sheet_frame *f) {
  double w = b->width, ox, oy, y;
  unsigned n = 0;
  const char *c;
  char buf[48];
  SDL_FRect r;
  app_sheet_origin(b, &ox, &oy);
  y = (f->footer_top - oy) / b->scale;
  for (c = a->form.text; *c != '\0'; c++)
    if (((unsigned char)*c & 0xC0) != 0x80) n++; /* one per UTF-8 lead byte */
  fill_rect(d, 0, y, w, FORM_FOOTER_HEIGHT, C_SHEET, 1);
  fill_rect(d, 0, y, w, 1, C_FILL, 1);
  snprintf(buf, sizeof buf, n == 0 ? "Draft" : "%u character%s", n, n == 1 ? "" : "s");
  text(d, FONT_SMALL, buf, 20, y + FORM_FOOTER_HEIGHT / 2 - 7, C_TEXT2, 1, ALIGN_LEFT);
  app_form_send_rect(w, &r);
  r.y += (float)y;
  button(d, &r, "Send", n > 0, 1);
}

/* x of something `w` wide at `x` from the leading side of a box `width` wide: from the
 * left in a left-to-right layout, from the right in a right-to-left one. */
static double leading_x(const app *a, double width, double x, double w) {
  return a->direction == SHEET_DIRECTION_RTL ? width - x - w : x;
}

/* The settings side sheet: a header and a row per setting, laid out from the leading
 * side (mirrored right to left), its width its detent's. */
static void draw_settings(draw_ctx *d, app *a, const sheet_box *b, double alpha) {
  int rtl = a->direction == SHEET_DIRECTION_RTL, i;
  int start = rtl ? ALIGN_RIGHT : ALIGN_LEFT;
  double w = b->width;
  char buf[96];
  SDL_FRect r;

  text(d, FONT_LARGE, "Settings", leading_x(a, w, 24, 0), 24, C_TEXT, alpha, start);
  snprintf(buf, sizeof buf, "side sheet \xc2\xb7 %s edge \xc2\xb7 %.0f pt",
           b->side == SIDE_RIGHT ? "right" : "left", SETTINGS_WIDTH);
  text(d, FONT_SMALL, buf, leading_x(a, w, 24, 0), 58, C_TEXT2, alpha, start);
  for (i = 0; i < SETTING_COUNT; i++) {
    int on = app_setting_on(a, i);
    app_settings_row_rect(w, i, &r);
    fill_circle(d, leading_x(a, w, 24 + 14, 0), r.y + r.h / 2, 14,
                palette[(i * 3 + 1) % PALETTE_COUNT], alpha);
    text(d, FONT_BODY, app_setting_name(i), leading_x(a, w, 24 + 28 + 12, 0), r.y + r.h / 2 - 10,
         C_TEXT, alpha, start);
    draw_switch(d, leading_x(a, w, w - 24 - 50, 50), r.y + (r.h - 30) / 2, on, alpha);
    if (i + 1 < SETTING_COUNT)
      fill_rect(d, leading_x(a, w, 64, w - 64), r.y + r.h - 0.5, w - 64, 1, C_FILL, alpha);
  }
  r.y += r.h + 18;
  snprintf(buf, sizeof buf, "Drag it %s, or tap outside, to close",
           b->side == SIDE_RIGHT ? "right" : "left");
  text(d, FONT_SMALL, buf, leading_x(a, w, 24, 0), r.y, C_TEXT2, alpha, start);
  snprintf(buf, sizeof buf, "L: layout %s", rtl ? "right to left" : "left to right");
  text(d, FONT_SMALL, buf, leading_x(a, w, 24, 0), r.y + 20, C_TEXT2, alpha, start);
}

/* The notifications top sheet's cards, clipped above its grabber band at the free
 * edge, laid out from the leading side (mirrored right to left). */
static void draw_notifications(draw_ctx *d, app *a, const sheet_box *b, const sheet_frame *f,
                               double alpha) {
  static const struct {
    const char *app, *when, *title, *body;
    int colour;
  } cards[NOTIFY_COUNT] = {
      {"MESSAGES", "now", "Ana Lima", "Dinner at 8?", 1},
      {"CALENDAR", "9 min ago", "Design review", "Today at 14:00 \xc2\xb7 room 4", 4},
      {"MAPS", "25 min ago", "Leave by 18:40", "Ferry Building \xc2\xb7 22 min by bike", 2},
      {"BASKET", "1 h ago", "Still in your basket", "Apples \xc2\xb7 \xe2\x82\xac" "3.20", 0},
      {"WEATHER", "2 h ago", "Rain from 17:00", "Take an umbrella", 5}};
  int rtl = a->direction == SHEET_DIRECTION_RTL, i;
  int start = rtl ? ALIGN_RIGHT : ALIGN_LEFT, end = rtl ? ALIGN_LEFT : ALIGN_RIGHT;
  double w = b->width, shown = b->height - GRABBER_BAND;
  char initial[2] = {0, 0};
  SDL_FRect r;

  (void)f;
  if (shown <= 0) return;
  set_clip(d, 0, 0, w, shown);
  text(d, FONT_TITLE, "Notifications", leading_x(a, w, 20, 0), 14, C_TEXT, alpha, start);
  text(d, FONT_SMALL, "top sheet \xc2\xb7 pull down for more", leading_x(a, w, w - 20, 0), 19,
       C_TEXT2, alpha, end);
  for (i = 0; i < NOTIFY_COUNT; i++) {
    int unread = !(a->notifications_read & (1u << i));
    double icon, words, when;
    app_notification_rect(w, i, &r);
    if (r.y > shown) break;
    icon = leading_x(a, w, r.x + 30, 0);
    words = leading_x(a, w, r.x + 60, 0);
    when = leading_x(a, w, r.x + r.w - (unread ? 28 : 14), 0);
    fill_round(d, r.x, r.y, r.w, r.h, 16, C_FILL, alpha * 0.8);
    fill_circle(d, icon, r.y + r.h / 2, 18, palette[cards[i].colour], alpha);
    initial[0] = cards[i].app[0];
    text(d, FONT_BODY_BOLD, initial, icon, r.y + r.h / 2 - 10, C_WHITE, alpha, ALIGN_CENTER);
    text(d, FONT_SMALL, cards[i].app, words, r.y + 9, C_TEXT2, alpha, start);
    text(d, FONT_SMALL, cards[i].when, when, r.y + 9, C_TEXT2, alpha, end);
    if (unread) fill_circle(d, leading_x(a, w, r.x + r.w - 16, 0), r.y + 17, 4.5, C_ACCENT, alpha);
    text(d, FONT_BODY_BOLD, cards[i].title, words, r.y + 28, C_TEXT, alpha, start);
    text(d, FONT_SMALL, cards[i].body, words, r.y + 50, C_TEXT2, alpha, start);
  }
  SDL_RenderSetClipRect(d->renderer, NULL);
}

static void draw_content(draw_ctx *d, app *a, const app_sheet *s, const sheet_box *b,
                         uint64_t content, double alpha) {
  double w = b->width;
  if (content == 0 || alpha <= 0.002) return;
  switch (s->kind) {
  case KIND_CONTAINER:
    if (content >= 1 && content <= APP_PAGE_COUNT)
      draw_container_page(d, w, (int)content, alpha);
    break;
  case KIND_DETAILS: draw_details(d, w, alpha); break;
  case KIND_MAPS: draw_maps(d, a, b, &s->frame, alpha); break;
  case KIND_PANEL: draw_panel(d, a, w, alpha); break;
  case KIND_GALLERY: draw_gallery_sheet(d, a, s, w, alpha); break;
  case KIND_BASKET: draw_basket(d, a, b, &s->frame, alpha); break;
  case KIND_FORM: draw_form(d, a, b, &s->frame, alpha); break;
  case KIND_SETTINGS: draw_settings(d, a, b, alpha); break;
  case KIND_NOTIFICATIONS: draw_notifications(d, a, b, &s->frame, alpha); break;
  default: break;
  }
}

/* ---- sheets ------------------------------------------------------------------- */

static int ensure_layer(draw_ctx *d, int w, int h) {
  if (d->sheet_layer != NULL && d->layer_w == w && d->layer_h == h) return 1;
  if (d->sheet_layer != NULL) SDL_DestroyTexture(d->sheet_layer);
  d->sheet_layer = SDL_CreateTexture(d->renderer, SDL_PIXELFORMAT_ARGB8888,
                                     SDL_TEXTUREACCESS_TARGET, w, h);
  if (d->sheet_layer == NULL) {
    fprintf(stderr, "sheet-sdl-demo: cannot create a sheet layer: %s\n", SDL_GetError());
    return 0;
  }
  SDL_SetTextureBlendMode(d->sheet_layer, SDL_BLENDMODE_BLEND);
  d->layer_w = w;
  d->layer_h = h;
  return 1;
}

static void set_transform(draw_ctx *d, double ox, double oy, double sc) {
  d->ox = ox;
  d->oy = oy;
  d->sc = sc;
  text_set_transform(d->text, ox, oy, sc);
}

/* Draws what follows in viewport points, scaled about the sheet's pivot. */
static void set_body_transform(draw_ctx *d, const sheet_box *b) {
  set_transform(d, b->pivot_x * (1 - b->scale), b->pivot_y * (1 - b->scale), b->scale);
}

/* The body: the frame's rect, carried on past the viewport's edge on the side an
 * attached sheet is attached to, so that scaled down it still reaches that edge. */
static void body_rect(const app *a, const sheet_box *b, const sheet_frame *f, SDL_FRect *out) {
  double x = f->rect.x, y = f->rect.y, w = f->rect.width, h = f->rect.height;
  if (!b->floats) {
    switch (b->side) {
    case SIDE_BOTTOM: h += a->vh; break;
    case SIDE_TOP: y -= a->vh; h += a->vh; break;
    case SIDE_RIGHT: w += a->vw; break;
    case SIDE_LEFT: x -= a->vw; w += a->vw; break;
    }
  }
  out->x = (float)x;
  out->y = (float)y;
  out->w = (float)w;
  out->h = (float)h;
}

/* A shadow along the free edge, or all round a card. */
static void draw_shadow(draw_ctx *d, const sheet_box *b, const sheet_frame *f) {
  const sheet_rect *r = &f->rect;
  double strength = 0.16 * f->opacity, radius = f->corner_radius;
  if (b->floats) {
    fill_round(d, r->x - 4, r->y - 2, r->width + 8, r->height + 10, radius + 4, C_BLACK,
               0.05 * f->opacity);
    fill_round(d, r->x - 1, r->y, r->width + 2, r->height + 3, radius + 1, C_BLACK,
               0.10 * f->opacity);
    return;
  }
  switch (b->side) {
  case SIDE_BOTTOM:
    fill_gradient(d, r->x, r->y - 16, r->width, r->y + 4, C_BLACK, 0, strength);
    break;
  case SIDE_TOP:
    fill_gradient(d, r->x, r->y + r->height - 4, r->width, r->y + r->height + 16, C_BLACK,
                  strength, 0);
    break;
  case SIDE_RIGHT:
    fill_gradient_h(d, r->x - 16, r->y, r->x + 4, r->height, C_BLACK, 0, strength);
    break;
  case SIDE_LEFT:
    fill_gradient_h(d, r->x + r->width - 4, r->y, r->x + r->width + 16, r->height, C_BLACK,
                    strength, 0);
    break;
  }
}

/* The grabber at the middle of the free edge: across a bottom or top sheet, upright on a
 * side sheet. */
static void draw_grabber(draw_ctx *d, const sheet_box *b, const sheet_frame *f) {
  const sheet_rect *r = &f->rect;
  double cx = r->x + r->width / 2, cy = r->y + r->height / 2;
  switch (b->side) {
  case SIDE_BOTTOM: fill_round(d, cx - 18, r->y + 6, 36, 5, 2.5, C_GRABBER, 1); break;
  case SIDE_TOP: fill_round(d, cx - 18, r->y + r->height - 11, 36, 5, 2.5, C_GRABBER, 1); break;
  case SIDE_RIGHT: fill_round(d, r->x + 6, cy - 18, 5, 36, 2.5, C_GRABBER, 1); break;
  case SIDE_LEFT: fill_round(d, r->x + r->width - 11, cy - 18, 5, 36, 2.5, C_GRABBER, 1); break;
  }
}

/* The body with its free corners rounded, both contents at their alphas laid out in the
 * box, the form's footer, the grabber, and overlay_alpha when another sheet covers it;
 * placed by `b` (whose scale is 1 inside a layer). */
static void draw_sheet_body(draw_ctx *d, app *a, const app_sheet *s, const sheet_box *b) {
  const sheet_frame *f = &s->frame;
  double ox, oy;
  SDL_FRect body;
  body_rect(a, b, f, &body);
  set_body_transform(d, b);
  fill_round_corners(d, body.x, body.y, body.w, body.h, f->corner_radius, f->corners, C_SHEET, 1);
  app_sheet_origin(b, &ox, &oy);
  set_transform(d, ox, oy, b->scale);
  draw_content(d, a, s, b, f->outgoing_content_id, f->outgoing_content_alpha);
  draw_content(d, a, s, b, f->content_id, f->content_alpha);
  if (s->kind == KIND_FORM) draw_form_footer(d, a, b, f);
  set_body_transform(d, b);
  if (f->grabber_visible) draw_grabber(d, b, f);
  if (f->overlay_alpha > 0)
    fill_round_corners(d, body.x, body.y, body.w, body.h, f->corner_radius, f->corners, C_BLACK,
                       f->overlay_alpha);
  set_transform(d, 0, 0, 1);
}

/* A sheet as its frame says: the backdrop over the viewport, then the body from the
 * frame's rect and corners, scaled about the middle of the free edge. An opaque sheet is
 * drawn in place through that transform; a translucent one is drawn unscaled into a
 * layer first, so that its opacity applies to the sheet as a whole, and the layer is
 * composited with the same scale about the same point. */
static int draw_sheet(draw_ctx *d, app *a, const app_sheet *s) {
  const sheet_frame *f = &s->frame;
  sheet_box b, flat;
  SDL_FRect dst;
  int lw = (int)ceil(a->vw * d->px), lh = (int)ceil(a->vh * d->px);

  app_sheet_box(a, s, &b);
  if (f->backdrop_alpha > 0) fill_rect(d, 0, 0, a->vw, a->vh, C_BLACK, f->backdrop_alpha);
  if (f->opacity <= 0.001) return 1;
  set_body_transform(d, &b);
  draw_shadow(d, &b, f);
  set_transform(d, 0, 0, 1);
  if (f->opacity >= 0.999) {
    draw_sheet_body(d, a, s, &b);
    return 1;
  }
  if (!ensure_layer(d, lw, lh)) return 0;
  if (SDL_SetRenderTarget(d->renderer, d->sheet_layer) != 0) return 0;
  SDL_SetRenderDrawBlendMode(d->renderer, SDL_BLENDMODE_NONE);
  SDL_SetRenderDrawColor(d->renderer, C_SHEET.r, C_SHEET.g, C_SHEET.b, 0);
  SDL_RenderClear(d->renderer);
  flat = b;
  flat.scale = 1;
  draw_sheet_body(d, a, s, &flat);
  if (SDL_SetRenderTarget(d->renderer, d->scene_target) != 0) return 0;
  dst.w = (float)(lw * b.scale);
  dst.h = (float)(lh * b.scale);
  dst.x = (float)(b.pivot_x * (1 - b.scale) * d->px);
  dst.y = (float)(b.pivot_y * (1 - b.scale) * d->px);
  SDL_SetTextureAlphaMod(d->sheet_layer, alpha8(C_WHITE, f->opacity));
  SDL_RenderCopyF(d->renderer, d->sheet_layer, NULL, &dst);
  return 1;
}

/* The on-screen keyboard, its top `height` above the viewport's bottom. */
static void draw_keyboard(draw_ctx *d, app *a, double height) {
  static const SDL_Color bg = {208, 211, 218, 255}, special = {171, 176, 188, 255};
  double top = a->vh - height;
  SDL_FRect r;
  int i, key;
  fill_rect(d, 0, top, a->vw, height, bg, 1);
  for (i = 0; (key = app_keyboard_key(a, i, top, &r)) != 0; i++) {
    int plain = (key >= 'a' && key <= 'z') || key == ' ';
    int lit = key == KEYBOARD_KEY_SHIFT && a->form.shift;
    char label[8] = {0};
    fill_round(d, r.x, r.y + 1, r.w, r.h, 5, C_BLACK, 0.28);
    fill_round(d, r.x, r.y, r.w, r.h, 5, plain || lit ? C_WHITE : special, 1);
    if (key >= 'a' && key <= 'z') {
      label[0] = (char)(a->form.shift ? key - 'a' + 'A' : key);
      text(d, FONT_TITLE, label, r.x + r.w / 2, r.y + 10, C_TEXT, 1, ALIGN_CENTER);
    } else {
      int symbol = key == KEY_BACKSPACE || key == KEYBOARD_KEY_SHIFT;
      const char *name = key == ' '                  ? "space"
                         : key == KEY_RETURN         ? "return"
                         : key == KEY_BACKSPACE      ? "\xe2\x8c\xab"  /* ⌫ */
                         : key == KEYBOARD_KEY_SHIFT ? "\xe2\x87\xa7"  /* ⇧ */
                                                     : "hide";
      text(d, symbol ? FONT_TITLE : FONT_BODY, name, r.x + r.w / 2,
           r.y + r.h / 2 - (symbol ? 11 : 9), C_TEXT, 1, ALIGN_CENTER);
    }
  }
  /* The home indicator stays on the keyboard, as on iOS. */
  fill_round(d, a->vw / 2 - 67, top + KEYBOARD_HEIGHT - 13, 134, 5, 2.5, C_BLACK, 0.85);
}

/* The host's own "Discard changes?" dialog, over everything in the viewport. */
static void draw_prompt(draw_ctx *d, app *a) {
  SDL_FRect card, keep, discard;
  char buf[96];
  app_prompt_rect(a, &card);
  app_prompt_button_rect(a, PROMPT_BUTTON_KEEP, &keep);
  app_prompt_button_rect(a, PROMPT_BUTTON_DISCARD, &discard);
  fill_rect(d, 0, 0, a->vw, a->vh, C_BLACK, 0.35);
  fill_round(d, card.x, card.y + 4, card.w, card.h, 16, C_BLACK, 0.2);
  fill_round(d, card.x, card.y, card.w, card.h, 16, C_WHITE, 1);
  text(d, FONT_TITLE, "Discard changes?", card.x + card.w / 2, card.y + 20, C_TEXT, 1,
       ALIGN_CENTER);
  snprintf(buf, sizeof buf, "The basket's %d item%s not saved.", a->basket.count,
           a->basket.count == 1 ? " is" : "s are");
  text(d, FONT_SMALL, buf, card.x + card.w / 2, card.y + 54, C_TEXT2, 1, ALIGN_CENTER);
  snprintf(buf, sizeof buf, "DISMISS_REQUESTED \xc2\xb7 reason %s",
           app_reason_name(a->prompt.reason));
  text(d, FONT_SMALL, buf, card.x + card.w / 2, card.y + 74, C_TEXT2, 1, ALIGN_CENTER);
  fill_round(d, keep.x, keep.y, keep.w, keep.h, 12, C_FILL, 1);
  text(d, FONT_BODY_BOLD, "Keep", keep.x + keep.w / 2, keep.y + keep.h / 2 - 9, C_ACCENT, 1,
       ALIGN_CENTER);
  fill_round(d, discard.x, discard.y, discard.w, discard.h, 12, C_RED, 1);
  text(d, FONT_BODY_BOLD, "Discard", discard.x + discard.w / 2, discard.y + discard.h / 2 - 9,
       C_WHITE, 1, ALIGN_CENTER);
}

/* The page behind the sheets: the map and the host's views drawn through the frames'
 * background transform (scaled about the viewport's top centre, its top edge at
 * background_offset), clipped to the page and its corners rounded, on black. */
static void draw_page(draw_ctx *d, app *a) {
  double scale, offset, radius, x, w, h;
  app_background(a, &scale, &offset, &radius);
  if (!(scale > 0)) scale = 1;
  x = a->vw / 2 - a->vw * scale / 2;
  w = a->vw * scale;
  h = a->vh * scale;
  set_transform(d, x, offset, scale);
  set_clip(d, 0, 0, a->vw, a->vh);
  draw_map(d, a);
  draw_host_views(d, a);
  SDL_RenderSetClipRect(d->renderer, NULL);
  set_transform(d, 0, 0, 1);
  if (radius > 0) {
    draw_corner_mask(d, x, offset, radius, 0, C_BLACK);
    draw_corner_mask(d, x + w, offset, radius, 1, C_BLACK);
    draw_corner_mask(d, x + w, offset + h, radius, 2, C_BLACK);
    draw_corner_mask(d, x, offset + h, radius, 3, C_BLACK);
  }
}

int draw_init(draw_ctx *d, SDL_Renderer *renderer, double px) {
  memset(d, 0, sizeof *d);
  d->renderer = renderer;
  d->px = px;
  d->sc = 1;
  d->text = text_cache_create(renderer, px);
  return d->text != NULL;
}

void draw_release(draw_ctx *d) {
  if (d->sheet_layer != NULL) SDL_DestroyTexture(d->sheet_layer);
  text_cache_destroy(d->text);
  memset(d, 0, sizeof *d);
}

int draw_scene(draw_ctx *d, app *a, int show_touch) {
  int i;
  if (SDL_SetRenderTarget(d->renderer, d->scene_target) != 0) {
    fprintf(stderr, "sheet-sdl-demo: SDL_SetRenderTarget: %s\n", SDL_GetError());
    return 1;
  }
  SDL_SetRenderDrawBlendMode(d->renderer, SDL_BLENDMODE_NONE);
  SDL_SetRenderDrawColor(d->renderer, 0, 0, 0, 255);
  SDL_RenderClear(d->renderer);
  draw_page(d, a);
  for (i = 0; i < a->order_count; i++) {
    const app_sheet *s = &a->sheets[a->order[i]];
    if (s->frame.state == SHEET_STATE_HIDDEN) continue;
    if (!draw_sheet(d, a, s)) return 1;
  }
  draw_status_bar(d, a);
  if (app_keyboard_height(a) > 0) draw_keyboard(d, a, app_keyboard_height(a));
  if (a->prompt.kind == PROMPT_DISCARD) draw_prompt(d, a);
  if (show_touch && a->pointer_is_down) {
    fill_circle(d, a->pointer_x, a->pointer_y, 24, C_BLACK, 0.22);
    fill_circle(d, a->pointer_x, a->pointer_y, 17, C_WHITE, 0.55);
  }
  return 0;
}

void draw_fill_rect(draw_ctx *d, double x, double y, double w, double h, SDL_Color c,
                    double alpha) {
  fill_rect(d, x, y, w, h, c, alpha);
}

void draw_fill_round(draw_ctx *d, double x, double y, double w, double h, double r,
                     SDL_Color c, double alpha) {
  fill_round(d, x, y, w, h, r, c, alpha);
}

void draw_corner_mask(draw_ctx *d, double x, double y, double r, int corner, SDL_Color c) {
  SDL_Vertex v[2 + ROUND_MAX_SEGMENTS + 1];
  int idx[3 * (ROUND_MAX_SEGMENTS + 1)];
  int n = ROUND_MAX_SEGMENTS, i, ni = 0;
  double sx = (corner == 1 || corner == 2) ? -1 : 1, sy = (corner >= 2) ? -1 : 1;
  double cx = x + sx * r, cy = y + sy * r;
  memset(v, 0, sizeof v);
  v[0].position.x = (float)TX(d, x);
  v[0].position.y = (float)TY(d, y);
  v[0].color = c;
  for (i = 0; i <= n; i++) {
    double ang = (DEMO_PI / 2) * i / n;
    v[1 + i].position.x = (float)TX(d, cx - sx * r * cos(ang));
    v[1 + i].position.y = (float)TY(d, cy - sy * r * sin(ang));
    v[1 + i].color = c;
    if (i > 0) {
      idx[ni++] = 0;
      idx[ni++] = i;
      idx[ni++] = i + 1;
    }
  }
  SDL_RenderGeometry(d->renderer, NULL, v, n + 2, idx, ni);
}
