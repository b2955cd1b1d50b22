/*
 * fuzz_common.h — small helpers shared by the reliability programs in Tests/fuzz:
 * a seeded generator (splitmix64), a monotonic clock, the process's resident memory,
 * frame checks and the plugin files of a directory. Include it after defining
 * _POSIX_C_SOURCE 200809L.
 */
#ifndef LIBSHEET_FUZZ_COMMON_H
#define LIBSHEET_FUZZ_COMMON_H

#include <dirent.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef __linux__
#include <unistd.h>
#endif

#include "sheet.h"

typedef struct fz_rng {
  uint64_t s;
} fz_rng;

static inline uint64_t fz_next(fz_rng *r) {
  uint64_t z = (r->s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static inline fz_rng fz_seeded(uint64_t seed, uint64_t stream) {
  fz_rng r;
  r.s = seed * 0x2545f4914f6cdd1dull + stream * 0x9e3779b97f4a7c15ull + 1;
  (void)fz_next(&r);
  return r;
}

/* uniform in [0, n); n > 0 */
static inline uint32_t fz_below(fz_rng *r, uint32_t n) {
  return (uint32_t)(((fz_next(r) >> 32) * (uint64_t)n) >> 32);
}

/* uniform in [lo, hi) */
static inline double fz_uniform(fz_rng *r, double lo, double hi) {
  return lo + (hi - lo) * ((double)(fz_next(r) >> 11) * (1.0 / 9007199254740992.0));
}

/* true with probability p */
static inline int fz_chance(fz_rng *r, double p) { return fz_uniform(r, 0.0, 1.0) < p; }

static inline double fz_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The process's resident set size in KiB (from /proc/self/statm), or -1 where there is
 * no such file. */
static inline long fz_rss_kib(void) {
#ifdef __linux__
  FILE *f = fopen("/proc/self/statm", "r");
  long pages = 0, resident = 0;
  if (!f) return -1;
  if (fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = -1;
  fclose(f);
  return resident < 0 ? -1 : resident * (sysconf(_SC_PAGESIZE) / 1024);
#else
  return -1;
#endif
}

static inline uint64_t fz_parse_u64(const char *s) {
  return (uint64_t)strtoull(s, NULL, 0);
}

/* Describes the first way a frame breaks the value rules of sheet.h, or returns NULL.
 * The caller gives the viewport (width, height, safe_top) the engine was last given,
 * NaN before one. top and height are along the sheet's axis (frame.edge): the
 * viewport's height for a sheet on the bottom or the top, its width for one on a side.
 * A back gesture's shrink moves the top down, but never past the end of the axis. */
static inline const char *fz_frame_problem(const sheet_frame *f, double vw, double vh, double safe_top) {
  const double eps = 1e-6;
  const uint32_t corners = SHEET_CORNER_TOP_LEFT | SHEET_CORNER_TOP_RIGHT | SHEET_CORNER_BOTTOM_RIGHT |
                           SHEET_CORNER_BOTTOM_LEFT;
  double length;
  if (!isfinite(f->top) || !isfinite(f->height) || !isfinite(f->opacity) ||
      !isfinite(f->scale) || !isfinite(f->backdrop_alpha) || !isfinite(f->corner_radius) ||
      !isfinite(f->progress) || !isfinite(f->content_offset) || !isfinite(f->content_alpha) ||
      !isfinite(f->outgoing_content_alpha) || !isfinite(f->velocity) ||
      !isfinite(f->overlay_alpha) || !isfinite(f->scroll_extent) || !isfinite(f->background_scale) ||
      !isfinite(f->background_offset) || !isfinite(f->background_corner_radius) || !isfinite(f->footer_top) ||
      !isfinite(f->rect.x) || !isfinite(f->rect.y) || !isfinite(f->rect.width) || !isfinite(f->rect.height))
    return "a frame field is not finite";
  if (f->rect.width < 0 || f->rect.height < 0)
    return "rect with a negative width or height";
  if (f->edge < SHEET_EDGE_BOTTOM || f->edge > SHEET_EDGE_TRAILING) return "unknown edge";
  if (f->corners == 0 || (f->corners & ~corners) != 0) return "corners not a mask of SHEET_CORNER_*";
  if (f->state < SHEET_STATE_HIDDEN || f->state > SHEET_STATE_DISMISSING) return "unknown state";
  if (f->opacity < 0 || f->opacity > 1) return "opacity outside [0, 1]";
  if (f->backdrop_alpha < 0 || f->backdrop_alpha > 1) return "backdrop_alpha outside [0, 1]";
  if (f->content_alpha < 0 || f->content_alpha > 1) return "content_alpha outside [0, 1]";
  if (f->outgoing_content_alpha < 0 || f->outgoing_content_alpha > 1)
    return "outgoing_content_alpha outside [0, 1]";
  if (f->overlay_alpha < 0 || f->overlay_alpha > 1) return "overlay_alpha outside [0, 1]";
  if (!(f->scale > 0)) return "scale not > 0";
  /* the page behind: at most fully receded, 26 points narrower and 8 points of corner
     radius (sheet.h) */
  if (!(f->background_scale > 0 && f->background_scale <= 1)) return "background_scale outside (0, 1]";
  if (f->background_offset < 0) return "background_offset < 0";
  if (f->background_corner_radius < 0 || f->background_corner_radius > 8)
    return "background_corner_radius outside [0, 8]";
  length = f->edge == SHEET_EDGE_BOTTOM || f->edge == SHEET_EDGE_TOP ? vh : vw;
  if (f->edge != SHEET_EDGE_BOTTOM) safe_top = 0; /* the far safe area of a turned space is its own */
  if (isfinite(length) && length > 0) {
    double slack = eps * (length > 1 ? length : 1);
    if (f->top > length + slack)
      return "top past the end of its axis (top > length)";
    if (f->top < safe_top - length - slack) return "top above safe_top - length";
    if (fabs(f->height - (length - f->top)) > slack) return "height != length - top";
  }
  if (f->state == SHEET_STATE_HIDDEN && f->detent != -1) return "a hidden sheet with a detent";
  return NULL;
}

/* Appends the path of every *.so file in dir whose name starts with prefix ("": any) to
 * paths[*count], in the directory's order, while *count < max. A missing directory adds
 * nothing. The paths are malloc'ed and live as long as the program. */
static inline void fz_add_plugin_dir(const char *dir, const char *prefix, char **paths,
                                     int *count, int max) {
  DIR *d = opendir(dir);
  struct dirent *de;
  if (!d) return;
  while ((de = readdir(d)) != NULL && *count < max) {
    size_t n = strlen(de->d_name);
    if (strncmp(de->d_name, prefix, strlen(prefix)) != 0 || n < 4 ||
        strcmp(de->d_name + n - 3, ".so") != 0)
      continue;
    paths[*count] = (char *)malloc(strlen(dir) + n + 2);
    if (!paths[*count]) break;
    sprintf(paths[*count], "%s/%s", dir, de->d_name);
    (*count)++;
  }
  closedir(d);
}

/* fz_add_plugin_dir for each directory of a ':'-separated list. */
static inline void fz_add_plugin_dirs(const char *dirs, const char *prefix, char **paths,
                                      int *count, int max) {
  char list[4096], *tok, *save = NULL;
  snprintf(list, sizeof list, "%s", dirs);
  for (tok = strtok_r(list, ":", &save); tok; tok = strtok_r(NULL, ":", &save))
    fz_add_plugin_dir(tok, prefix, paths, count, max);
}

#endif /* LIBSHEET_FUZZ_COMMON_H */
