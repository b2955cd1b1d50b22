/*
 * demo.h — the SDL2 host of libsheet: shared types of the application logic (app.c),
 * the renderer (draw.c, text.c), image output (image.c) and the headless recorder
 * (record.c). All geometry is in viewport points; draw.c multiplies by a pixel scale.
 */
#ifndef SHEET_SDL_DEMO_H
#define SHEET_SDL_DEMO_H

#include <stdint.h>
#include <stdio.h>

#include "sdl_includes.h"
#include "sheet.h"

enum {
  MODE_CONTAINER, MODE_MAPS, MODE_PANEL, MODE_GALLERY, MODE_BASKET, MODE_FORM, MODE_SETTINGS,
  MODE_NOTIFICATIONS, MODE_COUNT
};

/* What a sheet shows (its user_tag). */
enum {
  KIND_CONTAINER = 1, KIND_DETAILS, KIND_MAPS, KIND_PANEL, KIND_GALLERY, KIND_BASKET, KIND_FORM,
  KIND_SETTINGS, KIND_NOTIFICATIONS
};

/* Content ids. Container pages are 1..4, gallery sheets GALLERY_CONTENT + animator. */
#define CONTENT_DETAILS 10u
#define CONTENT_MAPS 20u
#define CONTENT_PANEL 30u
#define CONTENT_BASKET 40u
#define CONTENT_FORM 50u
#define CONTENT_SETTINGS 60u
#define CONTENT_NOTIFICATIONS 70u
#define CONTENT_GALLERY 100u

#define APP_MAX_SHEETS 40
#define APP_MAX_RECENT 8
#define APP_PAGE_COUNT 4

/* The band along a sheet's free edge where a tap is the grabber's, not the content's
 * (sheet_config.grabber_height's default). */
#define GRABBER_BAND 24.0

/* The tablet's viewport (W): an 11-inch iPad Air held sideways, 1180 x 820 points, under
 * a 24-point status bar and above a 20-point home indicator (Apple's Human Interface
 * Guidelines, "Layout": device screen sizes; the safe area iPadOS gives a full-screen
 * app). O turns it, as it turns the phone. */
#define TABLET_WIDTH 1180.0
#define TABLET_HEIGHT 820.0
#define TABLET_SAFE_TOP 24.0
#define TABLET_SAFE_BOTTOM 20.0

/* Every sheet's sheet_config.wide_threshold (the engine's default): in a wider viewport
 * the maps sheet is a floating card at the leading side and the others are centred
 * cards, each WIDE_MARGIN points off the safe areas (sheet.h, SHEET_WIDE_*). */
#define WIDE_THRESHOLD 700.0
#define WIDE_MARGIN 16.0

/* Maps sheet layout (sheet-local points). */
#define MAPS_LIST_TOP 96.0
#define MAPS_ROW_HEIGHT 60.0
#define MAPS_ROW_COUNT 40

/* Panel layout. */
#define PANEL_HEIGHT 490.0
#define PANEL_DISMISS_HEIGHT 300.0

/* Basket layout (sheet-local points): a header with its controls, then one row per
 * item. Its detents: a peek that shows the header and controls, and the height that
 * fits every item (the list's top, its rows, BASKET_LIST_BOTTOM and the safe area
 * below), which the engine clamps to the available height; past it, the list scrolls. */
#define BASKET_PEEK 140.0
#define BASKET_LIST_TOP 140.0
#define BASKET_ROW_HEIGHT 64.0
#define BASKET_LIST_BOTTOM 12.0
#define BASKET_MAX_ITEMS 16

/* The form (sheet-local points): a header, a "To" row, the message field, a hint and
 * the attachments, above a footer with its Send button. Its detents: a peek that shows
 * the field above the footer, and its content (a CONTENT detent: content height +
 * footer + the safe area below, 438 points). */
#define FORM_PEEK 330.0
#define FORM_CONTENT_HEIGHT 340.0
#define FORM_FIELD_Y 152.0
#define FORM_FIELD_HEIGHT 48.0
#define FORM_FOOTER_HEIGHT 64.0
#define FORM_TEXT_MAX 120

/* The on-screen keyboard the demo draws: its height, and how long it slides up or
 * down (iOS reports 0.25 s in UIKeyboardAnimationDurationUserInfoKey: 15 frames at
 * 60 fps). Its height goes to sheet_engine_set_obstruction every frame it moves. */
#define KEYBOARD_HEIGHT 300.0
#define KEYBOARD_SLIDE_SECONDS 0.25

/* Back from a key (Escape, or Backspace while the field has no focus): released within
 * BACK_PRESS_SECONDS it is a press (a plain sheet_back_commit); held longer, a gesture
 * begins whose progress grows from 0 to 1 over BACK_HOLD_SECONDS more, and letting go
 * commits it from BACK_COMMIT_PROGRESS on, else cancels it. */
#define BACK_PRESS_SECONDS 0.12
#define BACK_HOLD_SECONDS 0.4
#define BACK_COMMIT_PROGRESS 0.5

/* The settings side sheet (at the trailing edge): one detent SETTINGS_WIDTH wide, a
 * header, then a row per setting with its switch. The first two are the sheet's own; the
 * others are the demo's R, L, W and B. */
#define SETTINGS_WIDTH 320.0
#define SETTINGS_LIST_TOP 84.0
#define SETTINGS_ROW_HEIGHT 56.0
enum {
  SETTING_WIFI, SETTING_BLUETOOTH, SETTING_REDUCE_MOTION, SETTING_RIGHT_TO_LEFT, SETTING_TABLET,
  SETTING_RECEDE, SETTING_COUNT
};

/* The notifications top sheet: its detents are heights below safe_top (a peek with a
 * header and two cards, and every card), its grabber band at its free edge (the bottom).
 * Its content is laid out from the top: it slides in with the free edge until the peek
 * shows, and pulling further uncovers the cards below. */
#define NOTIFY_LIST_TOP 56.0
#define NOTIFY_CARD_HEIGHT 76.0
#define NOTIFY_CARD_PITCH 84.0
#define NOTIFY_COUNT 5
#define NOTIFY_PEEK (NOTIFY_LIST_TOP + 2 * NOTIFY_CARD_PITCH + GRABBER_BAND)
#define NOTIFY_FULL (NOTIFY_LIST_TOP + NOTIFY_COUNT * NOTIFY_CARD_PITCH + GRABBER_BAND)

/* Keys that are not characters (app_key, app_key_up). */
enum { KEY_BACKSPACE = 8, KEY_RETURN = 13, KEY_ESCAPE = 27 };

/* Where a pointer stream goes. */
enum { ROUTE_NONE, ROUTE_SHEET, ROUTE_MAP, ROUTE_BUTTON, ROUTE_PROMPT, ROUTE_KEYBOARD };

/* Buttons drawn in the host's own views behind the sheets (not on a sheet). */
enum { BUTTON_NONE, BUTTON_PRESENT, BUTTON_GALLERY_FIRST = 100 };

/* The basket's items (indices into a catalogue), as shown and as last saved. Discard
 * goes back to the saved list; while `unsaved`, the sheet asks before it is dismissed
 * (confirm_dismiss). */
typedef struct app_basket {
  int items[BASKET_MAX_ITEMS];
  int count;
  int saved[BASKET_MAX_ITEMS];
  int saved_count;
  int unsaved;
  int next;                  /* the catalogue item the next "Add item" adds */
} app_basket;

/* The host's own dialog over the sheets. DISCARD answers a sheet's
 * SHEET_EVENT_DISMISS_REQUESTED: Keep leaves the sheet where the engine put it,
 * Discard calls sheet_dismiss. While one is up, the pointer goes to it alone. */
typedef enum { PROMPT_NONE, PROMPT_DISCARD } prompt_kind;
enum { PROMPT_BUTTON_KEEP, PROMPT_BUTTON_DISCARD };

typedef struct app_prompt {
  prompt_kind kind;
  sheet_id sheet;            /* PROMPT_DISCARD: the sheet that asked */
  int32_t reason;            /* PROMPT_DISCARD: why it was asked to go (SHEET_REASON_*) */
} app_prompt;

/* The form's message field. FOCUSED: the caret shows, keys type into it, the keyboard
 * is up and the engine keeps the field in view (sheet_set_focus). RELEASING: the focus
 * has gone but the keyboard is still sliding down, so the engine keeps the field in
 * view until it is gone; then BLURRED, and the engine's focus is cleared. */
typedef enum { FIELD_BLURRED, FIELD_FOCUSED, FIELD_RELEASING } field_state;

typedef struct app_form {
  char text[FORM_TEXT_MAX + 1]; /* UTF-8 */
  field_state field;
  int shift;                    /* the on-screen shift: the next letter is upper case */
  double edited;                /* when it took focus or its text changed: the caret
                                   blinks from then */
} app_form;

/* The keyboard slides between heights 0 and KEYBOARD_HEIGHT: from `from` at `start`
 * towards `target`. It is wanted up while K is on or the field has focus. */
typedef struct app_keyboard {
  int key_on;                /* K */
  double from, target, start;
  double sent;               /* the height last given to sheet_engine_set_obstruction */
} app_keyboard;

/* A back key in progress. PRESSED: down for less than BACK_PRESS_SECONDS so far.
 * GESTURE: held, and the engine's gesture on `sheet` began; `progress` as last sent.
 * REFUSED: held, but the sheet takes no back action (the demo said why); its release
 * does nothing. */
typedef enum { BACK_IDLE, BACK_PRESSED, BACK_GESTURE, BACK_REFUSED } back_phase;

typedef struct app_back {
  back_phase phase;
  int key;                   /* KEY_ESCAPE or KEY_BACKSPACE */
  double down;               /* when it went down */
  sheet_id sheet;            /* GESTURE */
  double progress;           /* GESTURE */
} app_back;

typedef struct app_sheet {
  sheet_id id;
  int kind;
  int animator;        /* KIND_GALLERY: the animator index it presents with */
  sheet_frame frame;
} app_sheet;

/* Every corner of a sheet (frame.corners): a card off its side. */
#define ALL_CORNERS                                                                      \
  (SHEET_CORNER_TOP_LEFT | SHEET_CORNER_TOP_RIGHT | SHEET_CORNER_BOTTOM_RIGHT |         \
   SHEET_CORNER_BOTTOM_LEFT)

/* The side of the viewport a sheet is on, as drawn: the frame's edge, leading and
 * trailing turned into left and right by the layout direction. */
typedef enum { SIDE_BOTTOM, SIDE_TOP, SIDE_LEFT, SIDE_RIGHT } sheet_side;

/* How a sheet is drawn and hit, from its frame (viewport points): the frame's rect is
 * its body, scaled by frame.scale about the middle of its free edge (pivot); its content
 * is laid out in `box`, whose origin the content's own coordinates start from. A bottom
 * sheet's box is its rect (the content follows the free edge); a side sheet's is as wide
 * as its detent, at the free edge; a top sheet's begins at the top once its peek shows
 * and slides with the free edge while less shows. `length` is how much of the box shows
 * along the axis in content points, to the viewport's edge for an attached sheet. */
typedef struct sheet_box {
  sheet_side side;
  int floats;                 /* all four corners rounded: a card off its side */
  double x, y, width, height; /* the content's box, before the scale */
  double length;              /* along the axis: what shows, in content points */
  double pivot_x, pivot_y;    /* the middle of the free edge */
  double scale;
} sheet_box;

typedef struct app {
  sheet_engine *engine;
  FILE *log;
  int mode;
  double vw, vh, safe_top, safe_bottom;
  int rotated, reduce_motion;
  int tablet;                /* W: the tablet's viewport rather than the phone's */
  int32_t direction;         /* L: SHEET_DIRECTION_LTR or _RTL, as the engine has it */
  int recede;                /* the modes' main sheets have scales_background */
  int32_t keyboard_behavior; /* every sheet's sheet_config.keyboard (SHEET_KEYBOARD_*) */
  int32_t back_behavior;     /* every sheet's sheet_config.back_behavior (SHEET_BACK_*) */
  app_keyboard keyboard;
  app_back back;
  double now;

  app_sheet sheets[APP_MAX_SHEETS];
  int sheet_count;
  int order[APP_MAX_SHEETS]; /* draw order, bottom first: indices into sheets */
  int order_count;
  int main_sheet;            /* index of the mode's main sheet, -1 in the gallery */

  /* pointer */
  int route;
  int route_button;
  sheet_id pointer_sheet;
  int32_t pointer_hit;
  double down_x, down_y, last_x, last_y, max_travel;
  int pointer_is_down;
  double pointer_x, pointer_y;

  /* live background */
  double pan_x, pan_y;

  /* per-mode state */
  int page;                  /* container: 1..4 */
  int selected_day;          /* panel */
  int selected_row;          /* maps */
  int gallery_selected;
  app_basket basket;
  app_form form;
  int wifi, bluetooth;       /* the settings sheet's own switches */
  unsigned notifications_read; /* a bit per notification card tapped */
  app_prompt prompt;
  int quit;

  char recent[APP_MAX_RECENT][112];
  int recent_count;
  char message[160];
} app;

/* ---- app.c -------------------------------------------------------------------- */

int  app_init(app *a, FILE *log);
void app_destroy(app *a);
int  app_load_plugin(app *a, const char *path);
int  app_set_mode(app *a, int mode, double now);
void app_tick(app *a, double now);
void app_pointer_down(app *a, double x, double y, double t);
void app_pointer_move(app *a, double x, double y, double t);
void app_pointer_up(app *a, double x, double y, double t);
void app_pointer_cancel(app *a, double t);
/* Keys: '1'..'8', 'r', 'o', 'w' (tablet), 'l' (layout direction), 'k' (keyboard), 't'
 * (keyboard behaviour), 'v' (back behaviour), 'b' (page behind recedes), 'p' (present),
 * 'd' (the user's dismiss: the accessibility action, which a sheet may put to the host
 * first), 'n' (next), and in the basket 'a' (add item), 'x' (remove item), 'u'
 * (unsaved changes on or off); while a prompt is up, 'y' answers Discard and 'n' Keep
 * (KEY_ESCAPE too). KEY_ESCAPE and KEY_BACKSPACE go down here and up in app_key_up:
 * back, held or pressed. While the form's field has focus, app_key takes KEY_BACKSPACE
 * (delete), KEY_RETURN and KEY_ESCAPE (the keyboard goes) and app_text the characters
 * typed. */
void app_key(app *a, int key, double now);
void app_key_up(app *a, int key, double now);
void app_text(app *a, const char *utf8, double now);
int  app_field_focused(const app *a);
void app_logf(app *a, const char *fmt, ...);
const char *app_mode_name(int mode);
double app_content_height(int page);
int  app_present_main(app *a, double now);
app_sheet *app_top_sheet(app *a);
double app_map_x(const app *a);
double app_map_y(const app *a);
/* Sheet-local layout shared by drawing and hit-testing, in a sheet whose content is
 * `width` points wide (its box's width). */
int  app_page_button_rect(double width, int page, SDL_FRect *out);
void app_push_button_rect(double width, SDL_FRect *out);
void app_close_button_rect(double width, SDL_FRect *out);
void app_panel_day_rect(double width, int cell, SDL_FRect *out);
void app_basket_add_button_rect(double width, SDL_FRect *out);
void app_basket_unsaved_rect(double width, SDL_FRect *out);
void app_basket_remove_rect(double width, int row, SDL_FRect *out);
void app_settings_row_rect(double width, int row, SDL_FRect *out);
void app_notification_rect(double width, int index, SDL_FRect *out);
/* The host's own views, in the viewport. */
void app_present_button_rect(const app *a, SDL_FRect *out);
void app_gallery_item_rect(const app *a, int index, SDL_FRect *out);
/* The basket's detent that fits `items` rows, with the safe area below an attached
 * sheet. */
double app_basket_height(const app *a, int items);
const char *app_basket_item_name(int item);
double app_basket_item_price(int item);
/* The form: its field and the Send button (in the footer, from the footer's top). */
void app_form_field_rect(double width, SDL_FRect *out);
void app_form_send_rect(double width, SDL_FRect *out);
/* The field as drawn in the viewport by the form's frame (scrolled, scaled); 0 when
 * the form is not up. */
int  app_form_field_on_screen(const app *a, SDL_FRect *out);
/* The on-screen keyboard: its height now (points), and its keys (viewport points, for
 * a keyboard whose top is at `top`): what key `index` types ('a'..'z', ' ',
 * KEY_BACKSPACE, KEY_RETURN, KEYBOARD_KEY_SHIFT, KEYBOARD_KEY_HIDE), 0 past the last. */
double app_keyboard_height(const app *a);
enum { KEYBOARD_KEY_SHIFT = 1, KEYBOARD_KEY_HIDE = 2 };
int  app_keyboard_key(const app *a, int index, double top, SDL_FRect *out);
const char *app_keyboard_behavior_name(int32_t behavior);
const char *app_back_behavior_name(int32_t behavior);
/* The header's names, with the reasons sheet_names.h does not list yet (BACK). */
const char *app_reason_name(int32_t reason);
void app_prompt_rect(const app *a, SDL_FRect *out);
void app_prompt_button_rect(const app *a, int button, SDL_FRect *out);
int  app_present_button_visible(const app *a);
/* Whether the viewport is wider than WIDE_THRESHOLD: the sheets' wide layouts. */
int  app_is_wide(const app *a);
/* A sheet's box (its content's place, its side, its scale's pivot) from its frame, and
 * a viewport point in its content's coordinates. */
void app_sheet_box(const app *a, const app_sheet *s, sheet_box *out);
/* Where the content's origin is drawn in the viewport (the box's, scaled about the
 * pivot), and a viewport point in the content's coordinates. */
void app_sheet_origin(const sheet_box *b, double *ox, double *oy);
void app_sheet_local(const sheet_box *b, double x, double y, double *lx, double *ly);
/* The settings sheet's rows: a name, and whether its switch is on. */
const char *app_setting_name(int row);
int  app_setting_on(const app *a, int row);
/* Names for the log and the side panel: a SHEET_EDGE_* ("bottom", "top", "leading",
 * "trailing") and a SHEET_DIRECTION_* ("ltr", "rtl"). */
const char *app_edge_name(int32_t edge);
const char *app_direction_name(int32_t direction);
/* The page behind the sheets as the frames say (identity without sheets). */
void app_background(const app *a, double *scale, double *offset, double *corner_radius);

/* ---- text.c ------------------------------------------------------------------- */

enum { FONT_SMALL, FONT_BODY, FONT_BODY_BOLD, FONT_TITLE, FONT_LARGE, FONT_COUNT };
enum { ALIGN_LEFT, ALIGN_CENTER, ALIGN_RIGHT };

typedef struct text_cache text_cache;

/* Opens DejaVu Sans at the sizes of FONT_* scaled by px; NULL font files are fine:
 * text_cache then draws nothing. Returns NULL only when out of memory. */
text_cache *text_cache_create(SDL_Renderer *renderer, double px);
void text_cache_destroy(text_cache *cache);
int  text_cache_has_fonts(const text_cache *cache);
/* Draws UTF-8 text with its top at y (points); returns its width in points. */
double text_draw(text_cache *cache, int font, const char *text, double x, double y,
                 SDL_Color color, double alpha, int align);
double text_width(text_cache *cache, int font, const char *text);
/* Later text_draw calls place text at (ox + x * sc, oy + y * sc), sized by sc. */
void text_set_transform(text_cache *cache, double ox, double oy, double sc);
/* Renders a line into a new ARGB surface (for the contact sheet); NULL without fonts. */
SDL_Surface *text_render_surface(text_cache *cache, int font, const char *text,
                                 SDL_Color color);

/* ---- draw.c ------------------------------------------------------------------- */

typedef struct draw_ctx {
  SDL_Renderer *renderer;
  SDL_Texture *scene_target;  /* where the viewport is drawn; NULL: the default target */
  SDL_Texture *sheet_layer;   /* one sheet at a time, viewport-sized */
  int layer_w, layer_h;
  double px;                  /* pixels per point */
  double ox, oy, sc;          /* current transform: pixel = (o + point * sc) * px */
  text_cache *text;
} draw_ctx;

int  draw_init(draw_ctx *d, SDL_Renderer *renderer, double px);
void draw_release(draw_ctx *d);
/* Draws the whole viewport (background, host views, backdrops, sheets, keyboard,
 * touch indicator) into d->scene_target. Returns 0 on success. */
int  draw_scene(draw_ctx *d, app *a, int show_touch);
/* Primitives for the window chrome (points, scaled by d->px). */
void draw_fill_rect(draw_ctx *d, double x, double y, double w, double h, SDL_Color c,
                    double alpha);
void draw_fill_round(draw_ctx *d, double x, double y, double w, double h, double r,
                     SDL_Color c, double alpha);
/* Fills the area between a rectangle's corner (x, y) and a quarter circle of radius r
 * inside it; corner 0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left. */
void draw_corner_mask(draw_ctx *d, double x, double y, double r, int corner, SDL_Color c);

/* ---- image.c ------------------------------------------------------------------ */

int image_save_png(SDL_Surface *surface, const char *path);
/* Area-averaged downscale of an ARGB8888 surface; the caller frees the result. */
SDL_Surface *image_downscale(SDL_Surface *src, int w, int h);

/* ---- record.c ----------------------------------------------------------------- */

typedef struct record_options {
  const char *dir;
  const char *scenario;
  const char *contact_path;   /* default DIR/contact.png */
  double thumb_scale;         /* contact sheet thumbnails, default 0.5 */
  int columns;                /* default 0: chosen by count */
  int every;                  /* save every Nth frame, default 1 */
} record_options;

int record_run(app *a, const record_options *options);

#endif
