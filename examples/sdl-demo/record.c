/*
 * record.c — the headless recorder: plays a scripted session of one mode at 60 fps
 * with fixed timestamps (pointer input goes through the same app_pointer_* calls as the
 * mouse), renders every frame offscreen with SDL's software renderer into a surface as
 * large as the viewport (made anew when W or O changes it), writes DIR/frame-NNNN.png
 * and DIR/frames.txt (one line per frame: file, time, the top, state and detent of every
 * sheet and its rect, edge and corners, the page behind's scale, offset and corner
 * radius, the keyboard's top, the main sheet's scale, content offset and footer top, in
 * the form the field's rectangle on screen and whether it has focus, the viewport and
 * the layout direction), and composes a contact sheet of chosen moments with the time
 * and a caption under each.
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
  int rel;         /* AT_*: what the points are measured from, taken at the start */
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

/* Where a tap's or a drag's points are measured from: the viewport, the top sheet's
 * top (y only), or its rect's top-left corner (x and y; a y below 0 from its bottom
 * edge, a top sheet's free edge). */
enum { AT_VIEWPORT, AT_TOP, AT_RECT };

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
    add_tap(s, 0.90, page_x(2), 111, AT_TOP);
    add_tap(s, 1.80, page_x(4), 111, AT_TOP);
    add_drag(s, 2.70, 200, 60, 210, 400, 0.18, 0, AT_TOP);
    add_tap(s, 3.55, 195, 505, AT_VIEWPORT);
    add_tap(s, 4.50, 195, 120, AT_VIEWPORT);
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
    add_tap(s, 0.70, page_x(2), 111, AT_TOP);
    add_tap(s, 1.50, 195, 152 + 23, AT_TOP);
    add_tap(s, 2.70, 195, 282 + 23, AT_TOP);
    add_shot(s, 1.30, "page 2");
    add_shot(s, 1.62, "push: the page recedes");
    add_shot(s, 2.40, "covered: overlay_alpha");
    add_shot(s, 2.85, "close: it comes back");
    add_shot(s, 3.70, "page 2 again");
    s->columns = 5;
  } else if (strcmp(name, "maps") == 0) {
    s->mode = MODE_MAPS;
    s->length = 7.2;
    add_drag(s, 0.80, 110, 420, 250, 300, 0.60, 0.05, AT_VIEWPORT);
    add_drag(s, 1.80, 195, 30, 195, -560, 0.60, 0.10, AT_TOP);
    add_drag(s, 3.00, 195, 700, 195, 520, 0.12, 0, AT_VIEWPORT);
    add_drag(s, 4.40, 195, 360, 195, 660, 0.15, 0, AT_VIEWPORT);
    add_drag(s, 5.80, 195, 260, 195, 740, 0.60, 0.10, AT_VIEWPORT);
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
    add_tap(s, 0.60, 16 + (PHONE_WIDTH - 32) / 7.0 * 1.5, 118 + 4 * 42 + 21, AT_TOP);
    add_drag(s, 1.20, 195, 40, 195, 190, 0.5, 0.10, AT_TOP);
    add_drag(s, 2.30, 195, 40, 195, 300, 0.5, 0.10, AT_TOP);
    add_tap(s, 3.30, 195, 505, AT_VIEWPORT);
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
    app_basket_add_button_rect(a->vw, &add);
    app_prompt_button_rect(a, PROMPT_BUTTON_KEEP, &keep);
    app_prompt_button_rect(a, PROMPT_BUTTON_DISCARD, &discard);
    app_present_button_rect(a, &open);
    s->mode = MODE_BASKET;
    s->length = 7.8;
    add_tap(s, 0.90, add.x + add.w / 2, add.y + add.h / 2, AT_TOP);
    add_tap(s, 1.60, add.x + add.w / 2, add.y + add.h / 2, AT_TOP);
    add_key(s, 2.30, 'a');
    add_drag(s, 3.10, 200, 30, 200, 430, 0.50, 0.10, AT_TOP);
    add_tap(s, 4.40, keep.x + keep.w / 2, keep.y + keep.h / 2, AT_VIEWPORT);
    add_tap(s, 5.00, 195, 300, AT_VIEWPORT);
    add_tap(s, 5.80, discard.x + discard.w / 2, discard.y + discard.h / 2, AT_VIEWPORT);
    add_tap(s, 6.80, open.x + open.w / 2, open.y + open.h / 2, AT_VIEWPORT);
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
    add_drag(s, 4.60, 195, 620, 195, 300, 0.40, 0.05, AT_VIEWPORT);
    add_drag(s, 5.60, 195, 300, 195, 400, 0.08, 0, AT_VIEWPORT);
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
    add_drag(s, 1.30, 200, 60, 200, 200, 0.50, 0.20, AT_TOP);
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
    app_form_send_rect(a->vw, &send);
    s->mode = MODE_FORM;
    s->length = 7.6;
    add_tap(s, 0.80, 195, FORM_FIELD_Y + FORM_FIELD_HEIGHT / 2, AT_TOP);
    add_typing(s, 1.50, "Dinner at 8?", 0.07);
    add_drag(s, 2.70, 200, 40, 200, 160, 0.45, 0.35, AT_TOP);
    add_key(s, 4.10, 't');
    add_key(s, 4.90, 't');
    add_key(s, 5.70, KEY_RETURN);
    add_key(s, 6.50, 't');
    /* Send, in the footer at the peek's footer top (844 - 34 - 64). */
    add_tap(s, 6.70, send.x + send.w / 2, PHONE_HEIGHT - PHONE_SAFE_BOTTOM - FORM_FOOTER_HEIGHT +
                                          send.y + send.h / 2, AT_VIEWPORT);
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
    add_tap(s, 1.90, 195, 10, AT_TOP);
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
  } else if (strcmp(name, "resize") == 0) {
    /* The maps sheet (wide layout FLOATING_LEADING) while the viewport changes under it. */
    s->mode = MODE_MAPS;
    s->length = 7.6;
    add_key(s, 0.90, 'w');
    add_drag(s, 2.00, 160, 20, 160, -420, 0.40, 0.25, AT_RECT);
    add_key(s, 3.40, 'w');
    add_key(s, 4.50, 'w');
    add_drag(s, 5.60, 160, 20, 160, 560, 0.45, 0.25, AT_RECT);
    add_key(s, 6.80, 'l');
    add_shot(s, 0.80, "phone: a 200 pt bottom sheet");
    add_shot(s, 0.97, "W: the tablet, it moves");
    add_shot(s, 1.80, "a floating card, 320 wide");
    add_shot(s, 2.30, "dragged up");
    add_shot(s, 3.20, "full height less margins");
    add_shot(s, 3.50, "W: phone, detent kept");
    add_shot(s, 4.40, "90 %, as it was");
    add_shot(s, 4.60, "W: tablet again");
    add_shot(s, 5.50, "detent 1 on the tablet");
    add_shot(s, 6.70, "dragged down: 200 pt");
    add_shot(s, 6.82, "L: leading is the right");
    add_shot(s, 7.50, "right to left");
    s->columns = 4;
  } else if (strcmp(name, "settings") == 0) {
    s->mode = MODE_SETTINGS;
    s->length = 8.0;
    add_tap(s, 0.90, 160, SETTINGS_LIST_TOP + SETTINGS_ROW_HEIGHT / 2, AT_RECT);
    add_drag(s, 1.50, 200, 260, 210, 520, 0.40, 0.05, AT_RECT);
    add_drag(s, 2.30, 40, 300, 140, 300, 0.40, 0.20, AT_RECT);
    add_drag(s, 3.50, 40, 300, 260, 300, 0.60, 0.20, AT_RECT);
    add_key(s, 4.70, 'p');
    add_drag(s, 5.60, 40, 300, 160, 300, 0.08, 0, AT_RECT);
    add_key(s, 6.50, 'p');
    add_tap(s, 7.30, 30, 420, AT_VIEWPORT);
    add_shot(s, 0.12, "presenting from the right");
    add_shot(s, 0.80, "320 pt side sheet");
    add_shot(s, 1.00, "tap a row: Wi-Fi off");
    add_shot(s, 1.80, "drag down: declined");
    add_shot(s, 2.62, "dragged right 100 pt");
    add_shot(s, 3.00, "let go: back");
    add_shot(s, 4.15, "dragged 220: past half");
    add_shot(s, 4.40, "let go: dismissing");
    add_shot(s, 5.00, "P: again");
    add_shot(s, 5.72, "flick right: dismissing");
    add_shot(s, 7.00, "P: again");
    add_shot(s, 7.42, "tap outside: dismissing");
    s->columns = 6;
  } else if (strcmp(name, "notifications") == 0) {
    /* Pulled down and flung up from its free edge (a y below 0 is from the rect's bottom);
     * the cards begin below the safe area at the top. */
    s->mode = MODE_NOTIFICATIONS;
    s->length = 8.4;
    add_tap(s, 1.00, 195, PHONE_SAFE_TOP + NOTIFY_LIST_TOP + NOTIFY_CARD_PITCH + 38, AT_RECT);
    add_drag(s, 1.60, 195, -12, 195, 250, 0.50, 0.10, AT_RECT);
    add_drag(s, 3.00, 195, -12, 195, -150, 0.08, 0, AT_RECT);
    add_drag(s, 3.80, 195, -12, 195, -150, 0.08, 0, AT_RECT);
    add_key(s, 4.60, 'p');
    add_key(s, 5.40, 'w');
    add_drag(s, 6.30, 210, -12, 210, 250, 0.50, 0.10, AT_RECT);
    add_tap(s, 7.60, 300, 500, AT_VIEWPORT);
    add_shot(s, 0.10, "presenting from the top");
    add_shot(s, 0.80, "peek: two cards");
    add_shot(s, 1.10, "tap: read");
    add_shot(s, 1.95, "pulled down");
    add_shot(s, 2.80, "every card");
    add_shot(s, 3.12, "flung up: to the peek");
    add_shot(s, 3.92, "flung up again: leaving");
    add_shot(s, 4.50, "gone");
    add_shot(s, 5.30, "P: at its peek");
    add_shot(s, 6.20, "W: a column, trailing");
    add_shot(s, 7.50, "pulled down: every card");
    add_shot(s, 7.72, "tap outside: leaving");
    s->columns = 4;
  } else if (strcmp(name, "rtl") == 0) {
    s->mode = MODE_SETTINGS;
    s->length = 7.2;
    add_key(s, 0.90, 'l');
    add_drag(s, 1.50, 280, 300, 40, 300, 0.50, 0.10, AT_RECT);
    add_key(s, 2.60, 'p');
    add_key(s, 3.60, 'w');
    add_tap(s, 4.60, 160, SETTINGS_LIST_TOP + SETTING_RIGHT_TO_LEFT * SETTINGS_ROW_HEIGHT +
                              SETTINGS_ROW_HEIGHT / 2, AT_RECT);
    add_key(s, 5.60, 'w');
    add_key(s, 6.40, 'l');
    add_shot(s, 0.80, "left to right: at the right");
    add_shot(s, 0.92, "L: right to left, mirrored");
    add_shot(s, 1.80, "dragged left");
    add_shot(s, 2.20, "dismissing to the left");
    add_shot(s, 2.75, "P: from the left");
    add_shot(s, 3.50, "at the left");
    add_shot(s, 3.80, "W: tablet, still open");
    add_shot(s, 4.50, "320 pt at the left");
    add_shot(s, 4.70, "its row: left to right");
    add_shot(s, 5.50, "at the right");
    add_shot(s, 5.70, "W: phone");
    add_shot(s, 6.50, "L: at the left again");
    s->columns = 4;
  } else if (strcmp(name, "gallery") == 0) {
    size_t n = sheet_engine_animator_count(a->engine), k;
    s->mode = MODE_GALLERY;
    if (n > 8) n = 8;
    s->length = 0.4 + 2.0 * (double)n;
    for (k = 0; k < n; k++) {
      double t0 = 0.3 + 2.0 * (double)k;
      const char *an = sheet_engine_animator_name(a->engine, k);
      add_tap(s, t0, 195, PHONE_SAFE_TOP + 78 + 66.0 * (double)k + 29, AT_VIEWPORT);
      add_tap(s, t0 + 1.0, 195, 282 + 23, AT_TOP);
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

/* Where a step's points are measured from (AT_*), as the top sheet is now: the point
 * (x, y) of the step in the viewport. */
static void step_point(app *a, int rel, double x, double y, double *ox, double *oy) {
  app_sheet *s = app_top_sheet(a);
  *ox = x;
  *oy = y;
  if (s == NULL) {
    if (rel == AT_TOP) *oy = y + a->vh;
    return;
  }
  if (rel == AT_TOP) *oy = y + s->frame.top;
  if (rel == AT_RECT) {
    *ox = x + s->frame.rect.x;
    *oy = y + s->frame.rect.y + (y < 0 ? s->frame.rect.height : 0);
  }
}

static void run_steps(app *a, rec_script *s, double t) {
  int i;
  for (i = 0; i < s->nsteps; i++) {
    rec_step *st = &s->steps[i];
    if (st->done) continue;
    if (!st->started) {
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
      /* The drag's end moves as far from its start as the script says. */
      step_point(a, st->rel, st->x0, st->y0, &st->ax0, &st->ay0);
      st->ax1 = st->ax0 + (st->x1 - st->x0);
      st->ay1 = st->ay0 + (st->y1 - st->y0);
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

/* A shot's cell: its thumbnail's width, or its caption's where that is wider. */
static int cell_width(text_cache *tc, const rec_shot *shot) {
  int w = shot->thumb != NULL ? shot->thumb->w : 100;
  int caption = (int)ceil(text_width(tc, FONT_SMALL, shot->caption)) + 8;
  return caption > w ? caption : w;
}

/* The contact sheet: the shots in rows of `columns`, each thumbnail as large as its
 * viewport at the thumbnail scale (phone and tablet shots side by side), the time and
 * caption under each, the viewports recorded in the header. */
static int write_contact_sheet(rec_script *s, text_cache *tc, const char *path,
                               const char *sizes) {
  int cols = s->columns > 0 ? s->columns : (s->nshots <= 7 ? s->nshots : (s->nshots + 1) / 2);
  int gap = 14, caption = 40, header = 50, w = 0, h, i, ok, x, y, row_h;
  SDL_Surface *sheet;
  SDL_Color white = {236, 236, 240, 255}, grey = {150, 152, 162, 255};
  char buf[200];

  if (cols > s->nshots) cols = s->nshots;
  if (cols < 1) cols = 1;
  /* The size: the widest row, and every row as tall as its tallest thumbnail. */
  h = header;
  for (i = 0; i < s->nshots; i += cols) {
    int k, row_w = gap;
    row_h = 0;
    for (k = i; k < i + cols && k < s->nshots; k++) {
      const SDL_Surface *t = s->shots[k].thumb;
      row_w += cell_width(tc, &s->shots[k]) + gap;
      if (t != NULL && t->h > row_h) row_h = t->h;
    }
    if (row_w > w) w = row_w;
    h += row_h + caption + gap;
  }
  h += 4;
  sheet = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
  if (sheet == NULL) return 0;
  SDL_FillRect(sheet, NULL, SDL_MapRGBA(sheet->format, 28, 29, 34, 255));
  snprintf(buf, sizeof buf, "libsheet \xc2\xb7 %s", s->name);
  blit_text(tc, sheet, FONT_TITLE, buf, gap, 14, white, ALIGN_LEFT);
  snprintf(buf, sizeof buf, "SDL2 demo, recorded offscreen at 60 fps (%s pt)", sizes);
  blit_text(tc, sheet, FONT_SMALL, buf, w - gap, 20, grey, ALIGN_RIGHT);
  y = header;
  for (i = 0; i < s->nshots; i += cols) {
    int k;
    x = gap;
    row_h = 0;
    for (k = i; k < i + cols && k < s->nshots; k++)
      if (s->shots[k].thumb != NULL && s->shots[k].thumb->h > row_h) row_h = s->shots[k].thumb->h;
    for (k = i; k < i + cols && k < s->nshots; k++) {
      SDL_Surface *t = s->shots[k].thumb;
      int tw = t != NULL ? t->w : 100, th = t != NULL ? t->h : row_h;
      /* A shorter (wider) thumbnail sits at the bottom of its row, above its caption. */
      int ty = y + row_h - th;
      SDL_Rect r = {x - 1, ty - 1, tw + 2, th + 2};
      SDL_FillRect(sheet, &r, SDL_MapRGBA(sheet->format, 70, 72, 82, 255));
      if (t != NULL) {
        SDL_Rect d = {x, ty, tw, th};
        SDL_BlitSurface(t, NULL, sheet, &d);
      }
      snprintf(buf, sizeof buf, "%.2f s", s->shots[k].t);
      blit_text(tc, sheet, FONT_BODY_BOLD, buf, x + 2, y + row_h + 5, white, ALIGN_LEFT);
      blit_text(tc, sheet, FONT_SMALL, s->shots[k].caption, x + 2, y + row_h + 23, grey,
                ALIGN_LEFT);
      x += cell_width(tc, &s->shots[k]) + gap;
    }
    y += row_h + caption + gap;
  }
  ok = image_save_png(sheet, path);
  SDL_FreeSurface(sheet);
  return ok;
}

/* The offscreen target, as large as the viewport: a surface, its software renderer and
 * the drawing context on it. */
typedef struct rec_target {
  SDL_Surface *surface;
  SDL_Renderer *renderer;
  draw_ctx draw;
} rec_target;

static void target_release(rec_target *t) {
  if (t->draw.renderer != NULL) draw_release(&t->draw);
  if (t->renderer != NULL) SDL_DestroyRenderer(t->renderer);
  if (t->surface != NULL) SDL_FreeSurface(t->surface);
  memset(t, 0, sizeof *t);
}

/* Makes the target the viewport's size, anew when it has changed; 0 on failure. */
static int target_fit(rec_target *t, const app *a) {
  int w = (int)ceil(a->vw), h = (int)ceil(a->vh);
  if (t->surface != NULL && t->surface->w == w && t->surface->h == h) return 1;
  target_release(t);
  t->surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGB888);
  if (t->surface == NULL || (t->renderer = SDL_CreateSoftwareRenderer(t->surface)) == NULL) {
    fprintf(stderr, "sheet-sdl-demo: software renderer: %s\n", SDL_GetError());
    return 0;
  }
  if (!draw_init(&t->draw, t->renderer, 1.0)) return 0;
  if (!text_cache_has_fonts(t->draw.text))
    fprintf(stderr, "sheet-sdl-demo: recording without text\n");
  return 1;
}

/* Adds the viewport to the list of sizes recorded ("390x844 and 1180x820"). */
static void note_size(char *sizes, size_t size, const app *a) {
  char one[32];
  snprintf(one, sizeof one, "%.0f\xc3\x97%.0f", a->vw, a->vh);
  if (strstr(sizes, one) != NULL) return;
  if (sizes[0] != '\0') strncat(sizes, " and ", size - strlen(sizes) - 1);
  strncat(sizes, one, size - strlen(sizes) - 1);
}

/* One line of frames.txt for the frame just drawn. */
static void write_manifest_line(FILE *manifest, app *a, int index, double t) {
  double bg_scale, bg_offset, bg_radius;
  int k;
  fprintf(manifest, "frame-%04d.png %.4f", index, t);
  for (k = 0; k < a->sheet_count; k++) {
    const sheet_frame *f = &a->sheets[k].frame;
    fprintf(manifest, " s%d=%.2f/%d/%d r%d=%.2f/%.2f/%.2f/%.2f/%d/%u", k, f->top, (int)f->state,
            (int)f->detent, k, f->rect.x, f->rect.y, f->rect.width, f->rect.height, (int)f->edge,
            (unsigned)f->corners);
  }
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
  fprintf(manifest, " vp=%.0fx%.0f/%.0f/%.0f dir=%s\n", a->vw, a->vh, a->safe_top, a->safe_bottom,
          app_direction_name(a->direction));
}

int record_run(app *a, const record_options *o) {
  static rec_script script;
  rec_target target;
  FILE *manifest = NULL;
  char path[1024], sizes[96] = "";
  int frames, i, k, rc = 1, every = o->every > 0 ? o->every : 1;
  double thumb_scale = o->thumb_scale > 0 ? o->thumb_scale : 0.5;

  memset(&target, 0, sizeof target);
  if (!build_script(a, o->scenario, &script)) {
    fprintf(stderr,
            "sheet-sdl-demo: unknown scenario '%s' (container, maps, panel, gallery, basket, "
            "form, settings, notifications, stack, basket-full, recede, back, resize, rtl)\n",
            o->scenario);
    return 2;
  }
  snprintf(path, sizeof path, "%s/frames.txt", o->dir);
  manifest = fopen(path, "w");
  if (manifest == NULL) {
    fprintf(stderr, "sheet-sdl-demo: cannot write %s\n", path);
    goto done;
  }
  fprintf(manifest, "# scenario %s, %.0f fps, %.0fx%.0f\n", script.name, REC_FPS, a->vw, a->vh);
  if (!app_set_mode(a, script.mode, 0.0)) goto done;

  frames = (int)floor(script.length * REC_FPS + 0.5) + 1;
  for (i = 0; i < frames; i++) {
    double t = i / REC_FPS;
    run_steps(a, &script, t);
    app_tick(a, t);
    if (!target_fit(&target, a)) goto done;
    note_size(sizes, sizeof sizes, a);
    if (draw_scene(&target.draw, a, 1) != 0) goto done;
    SDL_RenderFlush(target.renderer);
    if (i % every == 0) {
      snprintf(path, sizeof path, "%s/frame-%04d.png", o->dir, i);
      if (!image_save_png(target.surface, path)) goto done;
      write_manifest_line(manifest, a, i, t);
    }
    for (k = 0; k < script.nshots; k++) {
      if (script.shots[k].thumb == NULL &&
          (int)floor(script.shots[k].t * REC_FPS + 0.5) == i) {
        script.shots[k].thumb =
            image_downscale(target.surface, (int)(a->vw * thumb_scale + 0.5),
                            (int)(a->vh * thumb_scale + 0.5));
      }
    }
  }
  if (o->contact_path != NULL) {
    snprintf(path, sizeof path, "%s", o->contact_path);
  } else {
    snprintf(path, sizeof path, "%s/contact.png", o->dir);
  }
  if (!write_contact_sheet(&script, target.draw.text, path, sizes)) goto done;
  printf("recorded %d frames of '%s' to %s; contact sheet %s\n", (frames + every - 1) / every,
         script.name, o->dir, path);
  rc = 0;

done:
  for (k = 0; k < script.nshots; k++)
    if (script.shots[k].thumb != NULL) SDL_FreeSurface(script.shots[k].thumb);
  if (manifest != NULL) fclose(manifest);
  target_release(&target);
  return rc;
}
