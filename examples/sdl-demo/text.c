/*
 * text.c — text with SDL2_ttf and DejaVu Sans: one font per FONT_* size, lines
 * rendered white once and cached as textures, tinted with color and alpha mods. When
 * no font can be opened, every call draws nothing and reports width 0.
 */
#include <stdlib.h>
#include <string.h>

#include "demo.h"

#ifndef SHEET_DEMO_FONT_DIR
#define SHEET_DEMO_FONT_DIR "/usr/share/fonts/truetype/dejavu"
#endif

#define TEXT_CACHE_SIZE 512
#define TEXT_KEY_MAX 120

typedef struct text_entry {
  char key[TEXT_KEY_MAX];
  int font;
  SDL_Texture *texture;
  int w, h;
  unsigned long used;
} text_entry;

struct text_cache {
  SDL_Renderer *renderer;
  double px;
  double ox, oy, sc;
  TTF_Font *fonts[FONT_COUNT];
  int have_fonts;
  text_entry entries[TEXT_CACHE_SIZE];
  unsigned long clock;
};

static const struct {
  double size;
  int bold;
} font_specs[FONT_COUNT] = {{11.5, 0}, {14, 0}, {14, 1}, {17, 1}, {24, 1}};

static TTF_Font *open_font(int bold, int size) {
  static const char *regular[] = {SHEET_DEMO_FONT_DIR "/DejaVuSans.ttf",
                                  "/usr/share/fonts/TTF/DejaVuSans.ttf",
                                  "/usr/share/fonts/dejavu/DejaVuSans.ttf"};
  static const char *boldf[] = {SHEET_DEMO_FONT_DIR "/DejaVuSans-Bold.ttf",
                                "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
                                "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf"};
  const char *env = getenv("SHEET_DEMO_FONT");
  size_t i;
  TTF_Font *f;
  if (env != NULL && env[0] != '\0') {
    f = TTF_OpenFont(env, size);
    if (f != NULL) {
      if (bold) TTF_SetFontStyle(f, TTF_STYLE_BOLD);
      return f;
    }
  }
  for (i = 0; i < sizeof regular / sizeof regular[0]; i++) {
    f = TTF_OpenFont(bold ? boldf[i] : regular[i], size);
    if (f != NULL) return f;
  }
  return NULL;
}

text_cache *text_cache_create(SDL_Renderer *renderer, double px) {
  text_cache *c = (text_cache *)calloc(1, sizeof *c);
  int i;
  if (c == NULL) return NULL;
  c->renderer = renderer;
  c->px = px;
  c->sc = 1;
  if (!TTF_WasInit() && TTF_Init() != 0) {
    fprintf(stderr, "sheet-sdl-demo: TTF_Init: %s; drawing without text\n", TTF_GetError());
    return c;
  }
  c->have_fonts = 1;
  for (i = 0; i < FONT_COUNT; i++) {
    int size = (int)(font_specs[i].size * px + 0.5);
    c->fonts[i] = open_font(font_specs[i].bold, size < 4 ? 4 : size);
    if (c->fonts[i] == NULL) {
      fprintf(stderr, "sheet-sdl-demo: no DejaVu Sans font (%s); drawing without text\n",
              TTF_GetError());
      c->have_fonts = 0;
      break;
    }
    TTF_SetFontHinting(c->fonts[i], TTF_HINTING_LIGHT);
  }
  return c;
}

void text_cache_destroy(text_cache *c) {
  int i;
  if (c == NULL) return;
  for (i = 0; i < TEXT_CACHE_SIZE; i++)
    if (c->entries[i].texture != NULL) SDL_DestroyTexture(c->entries[i].texture);
  for (i = 0; i < FONT_COUNT; i++)
    if (c->fonts[i] != NULL) TTF_CloseFont(c->fonts[i]);
  free(c);
}

int text_cache_has_fonts(const text_cache *c) { return c != NULL && c->have_fonts; }

static unsigned hash_key(const char *s, int font) {
  unsigned h = 2166136261u ^ (unsigned)font;
  while (*s) h = (h ^ (unsigned char)*s++) * 16777619u;
  return h;
}

static text_entry *lookup(text_cache *c, int font, const char *text) {
  unsigned h;
  int i, slot, oldest = -1;
  text_entry *e;
  SDL_Surface *s;
  SDL_Color white = {255, 255, 255, 255};

  if (!text_cache_has_fonts(c) || font < 0 || font >= FONT_COUNT || text[0] == '\0' ||
      strlen(text) >= TEXT_KEY_MAX)
    return NULL;
  h = hash_key(text, font);
  for (i = 0; i < 8; i++) {
    slot = (int)((h + (unsigned)i) % TEXT_CACHE_SIZE);
    e = &c->entries[slot];
    if (e->texture != NULL && e->font == font && strcmp(e->key, text) == 0) {
      e->used = ++c->clock;
      return e;
    }
    if (e->texture == NULL) {
      oldest = slot;
      break;
    }
    if (oldest < 0 || e->used < c->entries[oldest].used) oldest = slot;
  }
  e = &c->entries[oldest];
  if (e->texture != NULL) SDL_DestroyTexture(e->texture);
  e->texture = NULL;
  s = TTF_RenderUTF8_Blended(c->fonts[font], text, white);
  if (s == NULL) return NULL;
  e->texture = SDL_CreateTextureFromSurface(c->renderer, s);
  e->w = s->w;
  e->h = s->h;
  SDL_FreeSurface(s);
  if (e->texture == NULL) return NULL;
  SDL_SetTextureBlendMode(e->texture, SDL_BLENDMODE_BLEND);
  strcpy(e->key, text);
  e->font = font;
  e->used = ++c->clock;
  return e;
}

double text_width(text_cache *c, int font, const char *text) {
  text_entry *e = lookup(c, font, text);
  return e != NULL ? e->w / c->px : 0.0;
}

void text_set_transform(text_cache *c, double ox, double oy, double sc) {
  if (c == NULL) return;
  c->ox = ox;
  c->oy = oy;
  c->sc = sc;
}

double text_draw(text_cache *c, int font, const char *text, double x, double y,
                 SDL_Color color, double alpha, int align) {
  text_entry *e = lookup(c, font, text);
  SDL_FRect dst;
  double a = alpha * color.a;
  if (e == NULL) return 0.0;
  if (a <= 0.5) return e->w / c->px;
  dst.w = (float)(e->w * c->sc);
  dst.h = (float)(e->h * c->sc);
  dst.x = (float)((c->ox + x * c->sc) * c->px);
  if (align == ALIGN_CENTER) dst.x -= dst.w / 2.0f;
  if (align == ALIGN_RIGHT) dst.x -= dst.w;
  dst.y = (float)((c->oy + y * c->sc) * c->px);
  if (c->sc == 1.0) {
    dst.x = (float)SDL_floor(dst.x + 0.5);
    dst.y = (float)SDL_floor(dst.y + 0.5);
  }
  SDL_SetTextureColorMod(e->texture, color.r, color.g, color.b);
  SDL_SetTextureAlphaMod(e->texture, (Uint8)(a > 255 ? 255 : a));
  SDL_RenderCopyF(c->renderer, e->texture, NULL, &dst);
  return e->w / c->px;
}

SDL_Surface *text_render_surface(text_cache *c, int font, const char *text, SDL_Color color) {
  if (!text_cache_has_fonts(c) || font < 0 || font >= FONT_COUNT || text[0] == '\0')
    return NULL;
  return TTF_RenderUTF8_Blended(c->fonts[font], text, color);
}
