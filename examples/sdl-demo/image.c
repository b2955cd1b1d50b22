/*
 * image.c — PNG output and downscaling for the recorder. PNGs are written with
 * SDL2_image's IMG_SavePNG when the demo is built with it; otherwise with a small
 * writer of 8-bit RGB PNGs whose zlib stream uses stored (uncompressed) blocks.
 */
#include <stdlib.h>
#include <string.h>

#include "demo.h"

#ifndef SHEET_DEMO_HAVE_SDL_IMAGE
static uint32_t crc_table[256];

static void crc_init(void) {
  uint32_t n, c;
  int k;
  if (crc_table[1] != 0) return;
  for (n = 0; n < 256; n++) {
    c = n;
    for (k = 0; k < 8; k++) c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
    crc_table[n] = c;
  }
}

static uint32_t crc_update(uint32_t crc, const unsigned char *p, size_t n) {
  size_t i;
  for (i = 0; i < n; i++) crc = crc_table[(crc ^ p[i]) & 0xff] ^ (crc >> 8);
  return crc;
}

static void put32(unsigned char *p, uint32_t v) {
  p[0] = (unsigned char)(v >> 24);
  p[1] = (unsigned char)(v >> 16);
  p[2] = (unsigned char)(v >> 8);
  p[3] = (unsigned char)v;
}

static int write_chunk(FILE *f, const char *type, const unsigned char *data, size_t n) {
  unsigned char head[8], tail[4];
  uint32_t crc;
  put32(head, (uint32_t)n);
  memcpy(head + 4, type, 4);
  crc = crc_update(0xffffffffu, head + 4, 4);
  crc = crc_update(crc, data, n) ^ 0xffffffffu;
  put32(tail, crc);
  return fwrite(head, 1, 8, f) == 8 && (n == 0 || fwrite(data, 1, n, f) == n) &&
         fwrite(tail, 1, 4, f) == 4;
}

static int write_png_stored(SDL_Surface *rgb, const char *path) {
  static const unsigned char signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
  size_t row = (size_t)rgb->w * 3 + 1, raw_len = row * (size_t)rgb->h;
  size_t blocks = raw_len / 65535 + 1, z_len = 2 + raw_len + blocks * 5 + 4, pos = 0, done = 0;
  unsigned char *raw = (unsigned char *)malloc(raw_len), *z = (unsigned char *)malloc(z_len);
  unsigned char ihdr[13];
  uint32_t s1 = 1, s2 = 0;
  size_t i;
  int y, ok;
  FILE *f;

  if (raw == NULL || z == NULL) {
    free(raw);
    free(z);
    return 0;
  }
  crc_init();
  for (y = 0; y < rgb->h; y++) {
    raw[row * (size_t)y] = 0;
    memcpy(raw + row * (size_t)y + 1, (unsigned char *)rgb->pixels + (size_t)y * (size_t)rgb->pitch,
           row - 1);
  }
  z[pos++] = 0x78;
  z[pos++] = 0x01;
  while (done < raw_len || done == 0) {
    size_t n = raw_len - done > 65535 ? 65535 : raw_len - done;
    z[pos++] = (unsigned char)(done + n == raw_len ? 1 : 0);
    z[pos++] = (unsigned char)(n & 0xff);
    z[pos++] = (unsigned char)(n >> 8);
    z[pos++] = (unsigned char)(~n & 0xff);
    z[pos++] = (unsigned char)((~n >> 8) & 0xff);
    memcpy(z + pos, raw + done, n);
    pos += n;
    done += n;
    if (raw_len == 0) break;
  }
  for (i = 0; i < raw_len; i++) {
    s1 = (s1 + raw[i]) % 65521u;
    s2 = (s2 + s1) % 65521u;
  }
  put32(z + pos, (s2 << 16) | s1);
  pos += 4;

  put32(ihdr, (uint32_t)rgb->w);
  put32(ihdr + 4, (uint32_t)rgb->h);
  ihdr[8] = 8;
  ihdr[9] = 2;
  ihdr[10] = ihdr[11] = ihdr[12] = 0;
  f = fopen(path, "wb");
  ok = f != NULL && fwrite(signature, 1, 8, f) == 8 && write_chunk(f, "IHDR", ihdr, 13) &&
       write_chunk(f, "IDAT", z, pos) && write_chunk(f, "IEND", NULL, 0);
  if (f != NULL && fclose(f) != 0) ok = 0;
  free(raw);
  free(z);
  return ok;
}
#endif

int image_save_png(SDL_Surface *surface, const char *path) {
#ifdef SHEET_DEMO_HAVE_SDL_IMAGE
  if (IMG_SavePNG(surface, path) != 0) {
    fprintf(stderr, "sheet-sdl-demo: IMG_SavePNG %s: %s\n", path, IMG_GetError());
    return 0;
  }
  return 1;
#else
  SDL_Surface *rgb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGB24, 0);
  int ok;
  if (rgb == NULL) return 0;
  ok = SDL_LockSurface(rgb) == 0;
  if (ok) {
    ok = write_png_stored(rgb, path);
    SDL_UnlockSurface(rgb);
  }
  SDL_FreeSurface(rgb);
  if (!ok) fprintf(stderr, "sheet-sdl-demo: cannot write %s\n", path);
  return ok;
#endif
}

SDL_Surface *image_downscale(SDL_Surface *src, int w, int h) {
  SDL_Surface *dst, *in;
  int x, y;
  double sx, sy;
  if (w < 1 || h < 1) return NULL;
  in = SDL_ConvertSurfaceFormat(src, SDL_PIXELFORMAT_ARGB8888, 0);
  if (in == NULL) return NULL;
  dst = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
  if (dst == NULL) {
    SDL_FreeSurface(in);
    return NULL;
  }
  sx = (double)in->w / w;
  sy = (double)in->h / h;
  SDL_LockSurface(in);
  SDL_LockSurface(dst);
  for (y = 0; y < h; y++) {
    int y0 = (int)(y * sy), y1 = (int)((y + 1) * sy);
    Uint32 *out = (Uint32 *)((Uint8 *)dst->pixels + (size_t)y * (size_t)dst->pitch);
    if (y1 <= y0) y1 = y0 + 1;
    if (y1 > in->h) y1 = in->h;
    for (x = 0; x < w; x++) {
      int x0 = (int)(x * sx), x1 = (int)((x + 1) * sx), xx, yy;
      unsigned long sum[4] = {0, 0, 0, 0}, n = 0;
      if (x1 <= x0) x1 = x0 + 1;
      if (x1 > in->w) x1 = in->w;
      for (yy = y0; yy < y1; yy++) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)in->pixels +
                                             (size_t)yy * (size_t)in->pitch);
        for (xx = x0; xx < x1; xx++) {
          Uint32 p = row[xx];
          sum[0] += (p >> 24) & 0xff;
          sum[1] += (p >> 16) & 0xff;
          sum[2] += (p >> 8) & 0xff;
          sum[3] += p & 0xff;
          n++;
        }
      }
      if (n == 0) n = 1;
      out[x] = (Uint32)((sum[0] / n) << 24 | (sum[1] / n) << 16 | (sum[2] / n) << 8 |
                        (sum[3] / n));
    }
  }
  SDL_UnlockSurface(dst);
  SDL_UnlockSurface(in);
  SDL_FreeSurface(in);
  return dst;
}
