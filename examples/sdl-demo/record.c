/*
 * record.c — the headless recorder: plays a scripted session of one mode at 60 fps
 * with fixed timestamps (pointer input goes through the same app_pointer_* calls as the
 * mouse), renders every frame offscreen with SDL's software renderer into a surface,
 * writes DIR/frame-NNNN.png and DIR/frames.txt (one line per frame: file, time, the
 * top and state of every sheet, the page behind's scale, offset and corner radius, the
 * keyboard's top, the main sheet's scale, content offset and footer top, and in the
 * form the field's rectangle on screen and whether it has focus), and composes a
 * contact sheet of chosen moments with the time and a caption under each.
 */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "demo.h"
#include "phone_fixture.h"

#define REC_FPS 60.0
#define REC_MAX_STEPS 128
#define REC_MAX_SHOTS 40

/* KEY: a key pressed (app_key) and, for the back keys, let go `dur` later
 * (app_key_up); TEXT: characters typed (app_text). */
enum { STEP_KEY, STEP_TAP, STEP_DRAG, STEP_TEXT };

typedef struct rec_step {
  double t;
  int kind;
  int key;
  char text[8];
  double x0, y0, x1, y1, dur, hold;
  int rel;         /* y values are relative to the top sheet's top at the start */
  int started, done;
  double start, ax0, ay0, ax1, ay1;
} rec_step;

typedef struct rec_shot {
  double t;
  char caption[72];
  SDL_Surface *thumb;
} rec_shot;

typedef struct rec_script {
  const char *name;
  int mode;
  double length;
  int columns;
  rec_step steps[REC_MAX_STEPS];
  int nsteps;
  rec_shot shots[REC_MAX_SHOTS];
  int nshots;
} rec_script;

static rec_step *add_step(rec_script *s, double t, int kind) {
  rec_step *st;
  if (s->nsteps >= REC_MAX_STEPS) return NULL;
  st = &s->steps[s->nsteps++];
  memset(st, 0, sizeof *st);
  st->t = t;
  st->kind = kind;
  return st;
}

static void add_key(rec_script *s, double t, int key) {
  rec_step *st = add_step(s, t, STEP_KEY);
  if (st != NULL) st->key = key;
}

/* A back key held for `dur` seconds. */
static void add_hold(rec_script *s, double t, int key, double dur) {
  rec_step *st = add_step(s, t, STEP_KEY);
  if (st == NULL) return;
  st->key = key;
  st->dur = dur;
}

/* Types `text` a character every `interval` seconds from t. */
static void add_typing(rec_script *s, double t, const char *text, double interval) {
  int i;
  for (i = 0; text[i] != '\0'; i++) {
    rec_step *st = add_step(s, t + i * interval, STEP_TEXT);
    if (st == NULL) return;
    st->text[0] = text[i];
  }
}

static void add_tap(rec_script *s, double t, double x, double y, int rel) {
  rec_step *st = add_step(s, t, STEP_TAP);
  if (st == NULL) return;
  st->x0 = st->x1 = x;
  st->y0 = st->y1 = y;
  st->dur = 0.05;
  st->rel = rel;
}

static void add_drag(rec_script *s, double t, double x0, double y0, double x1, double y1,
                     double dur, double hold, int rel) {
  rec_step *st = add_step(s, t, STEP_DRAG);
  if (st == NULL) return;
  st->x0 = x0;
  st->y0 = y0;
  st->x1 = x1;
  st->y1 = y1;
  st->dur = dur;
  st->hold = hold;
  st->rel = rel;
}

static void add_shot(rec_script *s, double t, const char *fmt, ...) {
  va_list ap;
  rec_shot *sh;
  if (s->nshots >= REC_MAX_SHOTS) return;
  sh = &s->shots[s->nshots++];
  sh->t = t;
  sh->thumb = NULL;
  va_start(ap, fmt);
  vsnprintf(sh->caption, sizeof sh->caption, fmt, ap);
  va_end(ap);
}

/* Page button k's centre x (portrait), as app_page_button_rect lays them out. */
static double page_x(int k) {
  return 16 + (k - 1) * (((PHONE_WIDTH - 56) / 4.0) + 8) + (PHONE_WIDTH - 56) / 8.0;
}

static int build_script(app *a, const char *name, rec_script *s) {
  memset(s, 0, sizeof *s);
  s->name = name;
  if (strcmp(name, "container") == 0) {
    s->mode = MODE_CONTAINER;
    s->length = 5.4;
    add_tap(s, 0.90, page_x(2), 111, 1);
    add_tap(s, 1.80, page_x(4), 111, 1);
    add_drag(s, 2.70, 200, 60, 210, 400, 0.18, 0, 1);
    add_tap(s, 3.55, 195, 505, 0);
    add_tap(s, 4.50, 195, 120, 0);
    add_shot(s, 0.08, "present: spring");
    add_shot(s, 0.22, "backdrop fades in");
    add_shot(s, 0.80, "page 1 at rest");
    add_shot(s, 1.01, "tap Page 2: cross-fade");
    add_shot(s, 1.60, "page 2, taller");
    add_shot(s, 1.91, "tap Page 4");
    add_shot(s, 2.60, "page 4: 610 pt");
    add_shot(s, 2.85, "dragged down");
    add_shot(s, 2.97, "flung: dismissing");
    add_shot(s, 3.45, "hidden; tap Present");
    add_shot(s, 3.70, "presenting again");
    add_shot(s, 4.62, "backdrop tap: dismissing");
    s->columns = 6;
  } else if (strcmp(name, "stack") == 0) {
    s->mode = MODE_CONTAINER;
    s->length = 3.8;
    add_tap(s, 0.70, page_x(2), 111, 1);
    add_tap(s, 1.50, 195, 152 + 23, 1);
    add_tap(s, 2.70, 195, 282 + 23, 1);
    add_shot(s, 1.30, "page 2");
    add_shot(s, 1.62, "push: the page recedes");
    add_shot(s, 2.40, "covered: overlay_alpha");
    add_shot(s, 2.85, "close: it comes back");
    add_shot(s, 3.70, "page 2 again");
    s->columns = 5;
  } else if (strcmp(name, "maps") == 0) {
    s->mode = MODE_MAPS;
    s->length = 7.2;
    add_drag(s, 0.80, 110, 420, 250, 300, 0.60, 0.05, 0);
    add_drag(s, 1.80, 195, 30, 195, -560, 0.60, 0.10, 1);
    add_drag(s, 3.00, 195, 700, 195, 520, 0.12, 0, 0);
    add_drag(s, 4.40, 195, 360, 195, 660, 0.15, 0, 0);
    add_drag(s, 5.80, 195, 260, 195, 740, 0.60, 0.10, 0);
    add_shot(s, 0.60, "partial: 200 pt, undimmed");
    add_shot(s, 1.20, "drag above: map pans");
    add_shot(s, 2.05, "drag up: sheet follows");
    add_shot(s, 2.45, "full: list scrolls on");
    add_shot(s, 3.20, "flick: list momentum");
    add_shot(s, 4.20, "list at rest");
    add_shot(s, 4.60, "flick down: list to top");
    add_shot(s, 5.60, "list at its top");
    add_shot(s, 6.10, "list at top: sheet follows");
    add_shot(s, 6.60, "released: settles");
    add_shot(s, 7.10, "back to partial");
    s->columns = 6;
  } else if (strcmp(name, "panel") == 0) {
    s->mode = MODE_PANEL;
    s->length = 4.8;
    add_tap(s, 0.60, 16 + (PHONE_WIDTH - 32) / 7.0 * 1.5, 118 + 4 * 42 + 21, 1);
    add_drag(s, 1.20, 195, 40, 195, 190, 0.5, 0.10, 1);
    add_drag(s, 2.30, 195, 40, 195, 300, 0.5, 0.10, 1);
    add_tap(s, 3.30, 195, 505, 0);
    add_key(s, 4.10, 'd');
    add_shot(s, 0.10, "slide in: 0.2 s linear");
    add_shot(s, 0.40, "490 pt panel");
    add_shot(s, 0.90, "tap a day");
    add_shot(s, 1.75, "dragged to 340 pt");
    add_shot(s, 1.92, "above 300: returns");
    add_shot(s, 2.85, "dragged to 230 pt");
    add_shot(s, 2.97, "below 300: dismisses");
    add_shot(s, 3.25, "hidden: Show calendar");
    add_shot(s, 3.45, "slides in again");
    add_shot(s, 4.15, "D: dismiss action");
    s->columns = 5;
  } else if (strcmp(name, "basket") == 0) {
    SDL_FRect add, keep, discard, open;
    app_basket_add_button_rect(a, &add);
    app_prompt_button_rect(a, PROMPT_BUTTON_KEEP, &keep);
    app_prompt_button_rect(a, PROMPT_BUTTON_DISCARD, &discard);
    app_present_button_rect(a, &open);
    s->mode = MODE_BASKET;
    s->length = 7.8;
    add_tap(s, 0.90, add.x + add.w / 2, add.y + add.h / 2, 1);
    add_tap(s, 1.60, add.x + add.w / 2, add.y + add.h / 2, 1);
    add_key(s, 2.30, 'a');
    add_drag(s, 3.10, 200, 30, 200, 430, 0.50, 0.10, 1);
    add_tap(s, 4.40, keep.x + keep.w / 2, keep.y + keep.h / 2, 0);
    add_tap(s, 5.00, 195, 300, 0);
    add_tap(s, 5.80, discard.x + discard.w / 2, discard.y + discard.h / 2, 0);
    add_tap(s, 6.80, open.x + open.w / 2, open.y + open.h / 2, 0);
    add_shot(s, 0.70, "one item: 250 pt");
    add_shot(s, 1.02, "Add item: it grows");
    add_shot(s, 2.20, "three items: 378 pt");
    add_shot(s, 2.42, "A key: a fourth");
    add_shot(s, 3.55, "dragged down");
    add_shot(s, 3.80, "it asks; back to peek");
    add_shot(s, 4.35, "Discard changes?");
    add_shot(s, 4.70, "Keep: stays at peek");
    add_shot(s, 5.20, "backdrop tap asks too");
    add_shot(s, 5.92, "Discard: dismissing");
    add_shot(s, 6.60, "gone; saved basket kept");
    add_shot(s, 7.70, "reopened: one item");
    s->columns = 6;
  } else if (strcmp(name, "basket-full") == 0) {
    int k;
    s->mode = MODE_BASKET;
    s->length = 8.6;
    for (k = 0; k < 8; k++) add_key(s, 0.70 + 0.25 * k, 'a');
    for (k = 0; k < 4; k++) add_key(s, 3.30 + 0.25 * k, 'a');
    add_drag(s, 4.60, 195, 620, 195, 300, 0.40, 0.05, 0);
    add_drag(s, 5.60, 195, 300, 195, 400, 0.08, 0, 0);
    for (k = 0; k < 4; k++) add_key(s, 6.60 + 0.30 * k, 'x');
    add_shot(s, 0.60, "one item: 250 pt");
    add_shot(s, 1.60, "adding: it grows");
    add_shot(s, 3.20, "nine items: 762 pt");
    add_shot(s, 3.75, "past the screen: 797 pt");
    add_shot(s, 4.50, "thirteen: list scrolls");
    add_shot(s, 5.20, "list scrolled");
    add_shot(s, 6.40, "flicked back to its top");
    add_shot(s, 7.05, "X: removing");
    add_shot(s, 8.50, "nine: shrunk to fit");
    s->columns = 5;
  } else if (strcmp(name, "recede") == 0) {
    s->mode = MODE_CONTAINER;
    s->length = 6.2;
    add_key(s, 0.70, 'b');
    add_drag(s, 1.30, 200, 60, 200, 200, 0.50, 0.20, 1);
    add_key(s, 2.70, 'd');
    add_key(s, 3.50, 'p');
    add_key(s, 4.50, 'n');
    add_key(s, 5.40, 'b');
    add_shot(s, 0.60, "page 1, page flat");
    add_shot(s, 0.75, "B: the page recedes");
    add_shot(s, 1.75, "dragged: it follows");
    add_shot(s, 2.80, "dismissing: it returns");
    add_shot(s, 3.40, "hidden: page flat");
    add_shot(s, 3.62, "presenting: recedes");
    add_shot(s, 4.40, "at rest: receded");
    add_shot(s, 5.20, "page 2, taller");
    add_shot(s, 5.45, "B again: flat");
    s->columns = 5;
  } else if (strcmp(name, "form") == 0) {
    SDL_FRect send;
    app_form_send_rect(a, &send);
    s->mode = MODE_FORM;
    s->length = 7.6;
    add_tap(s, 0.80, 195, FORM_FIELD_Y + FORM_FIELD_HEIGHT / 2, 1);
    add_typing(s, 1.50, "Dinner at 8?", 0.07);
    add_drag(s, 2.70, 200, 40, 200, 160, 0.45, 0.35, 1);
    add_key(s, 4.10, 't');
    add_key(s, 4.90, 't');
    add_key(s, 5.70, KEY_RETURN);
    add_key(s, 6.50, 't');
    /* Send, in the footer at the peek's footer top (844 - 34 - 64). */
    add_tap(s, 6.70, send.x + send.w / 2, PHONE_HEIGHT - PHONE_SAFE_BOTTOM - FORM_FOOTER_HEIGHT +
                                          send.y + send.h / 2, 0);
    add_shot(s, 0.70, "peek: field above Send");
    add_shot(s, 0.90, "tap: keyboard slides up");
    add_shot(s, 1.30, "rise: up by the keyboard");
    add_shot(s, 2.40, "typed");
    add_shot(s, 3.00, "dragged: content scrolls");
    add_shot(s, 3.45, "released: rises again");
    add_shot(s, 4.70, "T: extend");
    add_shot(s, 5.50, "T: fill");
    add_shot(s, 5.80, "Return: keyboard down");
    add_shot(s, 6.40, "peek again, offset 0");
    add_shot(s, 6.85, "Send: dismissing");
    add_shot(s, 7.50, "sent");
    s->columns = 6;
  } else if (strcmp(name, "back") == 0) {
    s->mode = MODE_FORM;
    s->length = 8.6;
    add_hold(s, 0.80, KEY_ESCAPE, 0.24);
    add_key(s, 1.60, 'v');
    add_tap(s, 1.90, 195, 10, 1);
    add_hold(s, 2.80, KEY_BACKSPACE, 0.50);
    add_key(s, 4.00, 'v');
    add_hold(s, 4.30, KEY_ESCAPE, 0.05);
    add_key(s, 4.90, 'v');
    add_hold(s, 5.30, KEY_ESCAPE, 0.70);
    add_key(s, 7.00, 'p');
    add_hold(s, 7.80, KEY_ESCAPE, 0.06);
    add_shot(s, 0.70, "at rest");
    add_shot(s, 1.00, "Esc held: shrinks");
    add_shot(s, 1.10, "let go early: cancel");
    add_shot(s, 2.70, "V collapse, grabber: up");
    add_shot(s, 3.20, "Backspace held");
    add_shot(s, 3.45, "commit: one detent down");
    add_shot(s, 4.40, "V none: refused");
    add_shot(s, 5.90, "V dismiss, Esc held");
    add_shot(s, 6.10, "commit: dismissing");
    add_shot(s, 6.90, "gone (reason BACK)");
    add_shot(s, 7.70, "P: presented again");
    add_shot(s, 7.95, "Esc pressed: dismissing");
    s->columns = 6;
  } else if (strcmp(name, "gallery") == 0) {
    size_t n = sheet_engine_animator_count(a->engine), k;
    s->mode = MODE_GALLERY;
    if (n > 8) n = 8;
    s->length = 0.4 + 2.0 * (double)n;
    for (k = 0; k < n; k++) {
      double t0 = 0.3 + 2.0 * (double)k;
      const char *an = sheet_engine_animator_name(a->engine, k);
      add_tap(s, t0, 195, PHONE_SAFE_TOP + 78 + 66.0 * (double)k + 29, 0);
      add_tap(s, t0 + 1.0, 195, 282 + 23, 1);
      add_shot(s, t0 + 0.14, "%s: presenting", an ? an : "?");
      add_shot(s, t0 + 0.95, "%s: at rest", an ? an : "?");
      add_shot(s, t0 + 1.30, "%s: dismissing", an ? an : "?");
    }
    s->columns = 6;
  } else {
    return 0;
  }
  return 1;
}

static double top_of_top_sheet(app *a) {
  app_sheet *s = app_top_sheet(a);
  return s != NULL ? s->frame.top : a->vh;
}

static void run_steps(app *a, rec_script *s, double t) {
  int i;
  for (i = 0; i < s->nsteps; i++) {
    rec_step *st = &s->steps[i];
    if (st->done) continue;
    if (!st->started) {
      double base;
      if (st->t > t + 1e-9) continue;
      st->started = 1;
      st->start = t;
      if (st->kind == STEP_TEXT) {
        app_text(a, st->text, t);
        st->done = 1;
        continue;
      }
      if (st->kind == STEP_KEY) {
        app_key(a, st->key, t);
        if (st->key == KEY_ESCAPE || st->key == KEY_BACKSPACE) continue;
        st->done = 1;
        continue;
      }
      base = st->rel ? top_of_top_sheet(a) : 0;
      st->ax0 = st->x0;
      st->ay0 = st->y0 + base;
      st->ax1 = st->x1;
      st->ay1 = st->y1 + base;
      app_pointer_down(a, st->ax0, st->ay0, t);
      continue;
    }
    if (st->kind == STEP_KEY) {
      if (t - st->start >= st->dur - 1e-9) {
        app_key_up(a, st->key, t);
        st->done = 1;
      }
      continue;
    }
    {
      double p = st->dur > 0 ? (t - st->start) / st->dur : 1;
      if (p > 1) p = 1;
      app_pointer_move(a, st->ax0 + (st->ax1 - st->ax0) * p, st->ay0 + (st->ay1 - st->ay0) * p,
                       t);
      if (t - st->start >= st->dur + st->hold - 1e-9) {
        app_pointer_up(a, st->ax1, st->ay1, t);
        st->done = 1;
      }
    }
  }
}

static void blit_text(text_cache *tc, SDL_Surface *dst, int font, const char *s, int x, int y,
                      SDL_Color c, int align) {
  SDL_Surface *ts = text_render_surface(tc, font, s, c);
  SDL_Rect r;
  if (ts == NULL) return;
  r.x = x - (align == ALIGN_CENTER ? ts->w / 2 : align == ALIGN_RIGHT ? ts->w : 0);
  r.y = y;
  r.w = ts->w;
  r.h = ts->h;
  SDL_SetSurfaceBlendMode(ts, SDL_BLENDMODE_BLEND);
  SDL_BlitSurface(ts, NULL, dst, &r);
  SDL_FreeSurface(ts);
}

static int write_contact_sheet(app *a, rec_script *s, text_cache *tc, const char *path,
                               double thumb_scale) {
  int tw = (int)(a->vw * thumb_scale + 0.5), th = (int)(a->vh * thumb_scale + 0.5);
  int cols = s->columns > 0 ? s->columns : (s->nshots <= 7 ? s->nshots : (s->nshots + 1) / 2);
  int rows, gap = 14, caption = 40, header = 50, w, h, i, ok;
  SDL_Surface *sheet;
  SDL_Color white = {236, 236, 240, 255}, grey = {150, 152, 162, 255};
  char buf[160];

  if (cols > s->nshots) cols = s->nshots;
  if (cols < 1) cols = 1;
  rows = (s->nshots + cols - 1) / cols;
  w = gap + cols * (tw + gap);
  h = header + rows * (th + caption + gap) + 4;
  sheet = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
  if (sheet == NULL) return 0;
  SDL_FillRect(sheet, NULL, SDL_MapRGBA(sheet->format, 28, 29, 34, 255));
  snprintf(buf, sizeof buf, "libsheet \xc2\xb7 %s", s->name);
  blit_text(tc, sheet, FONT_TITLE, buf, gap, 14, white, ALIGN_LEFT);
  snprintf(buf, sizeof buf, "SDL2 demo, recorded offscreen at 60 fps (%.0f\xc3\x97%.0f pt)", a->vw,
           a->vh);
  blit_text(tc, sheet, FONT_SMALL, buf, w - gap, 20, grey, ALIGN_RIGHT);
  for (i = 0; i < s->nshots; i++) {
    int x = gap + (i % cols) * (tw + gap), y = header + (i / cols) * (th + caption + gap);
    SDL_Rect r = {x - 1, y - 1, tw + 2, th + 2};
    SDL_FillRect(sheet, &r, SDL_MapRGBA(sheet->format, 70, 72, 82, 255));
    if (s->shots[i].thumb != NULL) {
      SDL_Rect d = {x, y, tw, th};
      SDL_BlitSurface(s->shots[i].thumb, NULL, sheet, &d);
    }
    snprintf(buf, sizeof buf, "%.2f s", s->shots[i].t);
    blit_text(tc, sheet, FONT_BODY_BOLD, buf, x + 2, y + th + 5, white, ALIGN_LEFT);
    blit_text(tc, sheet, FONT_SMALL, s->shots[i].caption, x + 2, y + th + 23, grey, ALIGN_LEFT);
  }
  ok = image_save_png(sheet, path);
  SDL_FreeSurface(sheet);
  return ok;
}

int record_run(app *a, const record_options *o) {
  static rec_script script;
  SDL_Surface *surface = NULL;
  SDL_Renderer *renderer = NULL;
  draw_ctx d;
  FILE *manifest = NULL;
  char path[1024];
  int frames, i, k, rc = 1, every = o->every > 0 ? o->every : 1;
  double thumb_scale = o->thumb_scale > 0 ? o->thumb_scale : 0.5;

  memset(&d, 0, sizeof d);
  if (!build_script(a, o->scenario, &script)) {
    fprintf(stderr,
            "sheet-sdl-demo: unknown scenario '%s' (container, maps, panel, gallery, basket, "
            "form, stack, basket-full, recede, back)\n",
            o->scenario);
    return 2;
  }
  surface = SDL_CreateRGBSurfaceWithFormat(0, (int)a->vw, (int)a->vh, 32,
                                           SDL_PIXELFORMAT_RGB888);
  if (surface == NULL || (renderer = SDL_CreateSoftwareRenderer(surface)) == NULL) {
    fprintf(stderr, "sheet-sdl-demo: software renderer: %s\n", SDL_GetError());
    goto done;
  }
  if (!draw_init(&d, renderer, 1.0)) goto done;
  if (!text_cache_has_fonts(d.text))
    fprintf(stderr, "sheet-sdl-demo: recording without text\n");
  snprintf(path, sizeof path, "%s/frames.txt", o->dir);
  manifest = fopen(path, "w");
  if (manifest == NULL) {
    fprintf(stderr, "sheet-sdl-demo: cannot write %s\n", path);
    goto done;
  }
  fprintf(manifest, "# scenario %s, %.0f fps, %dx%d\n", script.name, REC_FPS, surface->w,
          surface->h);
  if (!app_set_mode(a, script.mode, 0.0)) goto done;

  frames = (int)floor(script.length * REC_FPS + 0.5) + 1;
  for (i = 0; i < frames; i++) {
    double t = i / REC_FPS;
    run_steps(a, &script, t);
    app_tick(a, t);
    if (draw_scene(&d, a, 1) != 0) goto done;
    SDL_RenderFlush(renderer);
    if (i % every == 0) {
      double bg_scale, bg_offset, bg_radius;
      snprintf(path, sizeof path, "%s/frame-%04d.png", o->dir, i);
      if (!image_save_png(surface, path)) goto done;
      fprintf(manifest, "frame-%04d.png %.4f", i, t);
      for (k = 0; k < a->sheet_count; k++)
        fprintf(manifest, " s%d=%.2f/%d", k, a->sheets[k].frame.top,
                (int)a->sheets[k].frame.state);
      app_background(a, &bg_scale, &bg_offset, &bg_radius);
      fprintf(manifest, " bg=%.4f/%.2f/%.2f kb=%.2f", bg_scale, bg_offset, bg_radius,
              a->vh - app_keyboard_height(a));
      if (a->main_sheet >= 0) {
        const sheet_frame *f = &a->sheets[a->main_sheet].frame;
        SDL_FRect field;
        fprintf(manifest, " main=%.4f/%.2f/%.2f", f->scale, f->content_offset, f->footer_top);
        if (app_form_field_on_screen(a, &field))
          fprintf(manifest, " field=%.2f/%.2f/%.2f/%.2f/%d", field.x, field.y, field.w, field.h,
                  app_field_focused(a));
      }
      fputc('\n', manifest);
    }
    for (k = 0; k < script.nshots; k++) {
      if (script.shots[k].thumb == NULL &&
          (int)floor(script.shots[k].t * REC_FPS + 0.5) == i) {
        script.shots[k].thumb = image_downscale(surface, (int)(a->vw * thumb_scale + 0.5),
                                                (int)(a->vh * thumb_scale + 0.5));
      }
    }
  }
  if (o->contact_path != NULL) {
    snprintf(path, sizeof path, "%s", o->contact_path);
  } else {
    snprintf(path, sizeof path, "%s/contact.png", o->dir);
  }
  if (!write_contact_sheet(a, &script, d.text, path, thumb_scale)) goto done;
  printf("recorded %d frames of '%s' to %s; contact sheet %s\n", (frames + every - 1) / every,
         script.name, o->dir, path);
  rc = 0;

done:
  for (k = 0; k < script.nshots; k++)
    if (script.shots[k].thumb != NULL) SDL_FreeSurface(script.shots[k].thumb);
  if (manifest != NULL) fclose(manifest);
  draw_release(&d);
  if (renderer != NULL) SDL_DestroyRenderer(renderer);
  if (surface != NULL) SDL_FreeSurface(surface);
  return rc;
}
