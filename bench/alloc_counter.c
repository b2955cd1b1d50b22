/*
 * alloc_counter.c — a malloc interposer for the benchmark (LD_PRELOAD).
 *
 * Wraps malloc, calloc, realloc, free, posix_memalign, aligned_alloc and memalign,
 * forwarding each to the next definition (dlsym(RTLD_NEXT, ...)) and counting calls,
 * the blocks the heap holds for them and their usable bytes (malloc_usable_size), while
 * sheet_bench_alloc.enabled is non-zero. Until the real functions are resolved,
 * requests are served from a small static arena (dlsym itself may allocate).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <malloc.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "alloc_counter.h"

__attribute__((visibility("default"))) sheet_bench_alloc_counters sheet_bench_alloc;

typedef void *(*malloc_fn)(size_t);
typedef void *(*calloc_fn)(size_t, size_t);
typedef void *(*realloc_fn)(void *, size_t);
typedef void (*free_fn)(void *);
typedef int (*posix_memalign_fn)(void **, size_t, size_t);
typedef void *(*aligned_alloc_fn)(size_t, size_t);

static malloc_fn real_malloc;
static calloc_fn real_calloc;
static realloc_fn real_realloc;
static free_fn real_free;
static posix_memalign_fn real_posix_memalign;
static aligned_alloc_fn real_aligned_alloc;
static aligned_alloc_fn real_memalign;
static int resolving;

static unsigned char arena[16384] __attribute__((aligned(64)));
static size_t arena_used;

static int in_arena(const void *p) {
  return (const unsigned char *)p >= arena && (const unsigned char *)p < arena + sizeof arena;
}

static void *arena_alloc(size_t size) {
  size_t start = (arena_used + 63) & ~(size_t)63;
  if (start + size > sizeof arena) return NULL;
  arena_used = start + size;
  return arena + start;
}

static void *lookup(const char *name) { return dlsym(RTLD_NEXT, name); }

static void resolve(void) {
  void *p;
  if (real_free != NULL || resolving) return;
  resolving = 1;
  p = lookup("malloc");
  memcpy(&real_malloc, &p, sizeof p);
  p = lookup("calloc");
  memcpy(&real_calloc, &p, sizeof p);
  p = lookup("realloc");
  memcpy(&real_realloc, &p, sizeof p);
  p = lookup("posix_memalign");
  memcpy(&real_posix_memalign, &p, sizeof p);
  p = lookup("aligned_alloc");
  memcpy(&real_aligned_alloc, &p, sizeof p);
  p = lookup("memalign");
  memcpy(&real_memalign, &p, sizeof p);
  p = lookup("free");
  memcpy(&real_free, &p, sizeof p);
  resolving = 0;
}

/* Counts an allocation of `size` bytes; returns 1 when it is the one to fail. */
static int count_allocation(size_t size) {
  if (!sheet_bench_alloc.enabled) return 0;
  sheet_bench_alloc.allocations++;
  sheet_bench_alloc.bytes += size;
  if (size > sheet_bench_alloc.largest) sheet_bench_alloc.largest = size;
  if (sheet_bench_alloc.fail_at != 0 &&
      (sheet_bench_alloc.allocations == sheet_bench_alloc.fail_at ||
       (sheet_bench_alloc.fail_from_then_on && sheet_bench_alloc.allocations > sheet_bench_alloc.fail_at))) {
    sheet_bench_alloc.failed = 1;
    return 1;
  }
  return 0;
}

/* The heap the counted allocation `p` holds (0 for none). */
static void *held(void *p) {
  if (p != NULL && sheet_bench_alloc.enabled) {
    sheet_bench_alloc.live_bytes += (long long)malloc_usable_size(p);
    sheet_bench_alloc.live_blocks++;
  }
  return p;
}

static void count_free(void *p) {
  if (sheet_bench_alloc.enabled) {
    sheet_bench_alloc.frees++;
    sheet_bench_alloc.live_bytes -= (long long)malloc_usable_size(p);
    sheet_bench_alloc.live_blocks--;
  }
}

__attribute__((visibility("default"))) void *malloc(size_t size) {
  resolve();
  if (real_malloc == NULL) return arena_alloc(size);
  if (count_allocation(size)) return NULL;
  return held(real_malloc(size));
}

__attribute__((visibility("default"))) void *calloc(size_t count, size_t size) {
  resolve();
  if (real_calloc == NULL) {
    void *p;
    if (size != 0 && count > SIZE_MAX / size) return NULL;
    p = arena_alloc(count * size);
    if (p != NULL) memset(p, 0, count * size);
    return p;
  }
  if (count_allocation(count * size)) return NULL;
  return held(real_calloc(count, size));
}

__attribute__((visibility("default"))) void *realloc(void *ptr, size_t size) {
  resolve();
  if (ptr != NULL && in_arena(ptr)) {
    void *p = real_malloc != NULL ? real_malloc(size) : arena_alloc(size);
    size_t available = (size_t)(arena + sizeof arena - (unsigned char *)ptr);
    if (p != NULL) memcpy(p, ptr, size < available ? size : available);
    count_allocation(size);
    return p;
  }
  if (real_realloc == NULL) return NULL;
  {
    size_t old = ptr != NULL ? malloc_usable_size(ptr) : 0;
    void *p;
    if ((ptr == NULL || size != 0) && count_allocation(size)) return NULL;
    p = real_realloc(ptr, size);
    if (sheet_bench_alloc.enabled) {
      if (ptr != NULL && size == 0) sheet_bench_alloc.frees++;
      if (ptr != NULL && (p != NULL || size == 0)) {
        sheet_bench_alloc.live_bytes -= (long long)old;
        sheet_bench_alloc.live_blocks--;
      }
    }
    return held(p);
  }
}

__attribute__((visibility("default"))) void free(void *ptr) {
  if (ptr == NULL || in_arena(ptr)) return;
  resolve();
  count_free(ptr);
  if (real_free != NULL) real_free(ptr);
}

__attribute__((visibility("default"))) int posix_memalign(void **out, size_t alignment,
                                                          size_t size) {
  resolve();
  if (real_posix_memalign == NULL) {
    void *p = alignment <= 64 ? arena_alloc(size) : NULL;
    if (p == NULL) return ENOMEM;
    *out = p;
    return 0;
  }
  if (count_allocation(size)) return ENOMEM;
  {
    int rc = real_posix_memalign(out, alignment, size);
    if (rc == 0) held(*out);
    return rc;
  }
}

__attribute__((visibility("default"))) void *aligned_alloc(size_t alignment, size_t size) {
  resolve();
  if (real_aligned_alloc == NULL) return alignment <= 64 ? arena_alloc(size) : NULL;
  if (count_allocation(size)) return NULL;
  return held(real_aligned_alloc(alignment, size));
}

__attribute__((visibility("default"))) void *memalign(size_t alignment, size_t size) {
  resolve();
  if (real_memalign == NULL) return alignment <= 64 ? arena_alloc(size) : NULL;
  if (count_allocation(size)) return NULL;
  return held(real_memalign(alignment, size));
}
