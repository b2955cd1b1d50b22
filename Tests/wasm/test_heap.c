/*
 * test_heap.c — the allocator libsheet.wasm carries (Sources/SheetPlatform/SheetHeap.c),
 * linked here in place of the C library's: a long random run of malloc, calloc, realloc,
 * aligned_alloc, posix_memalign and free in which every block keeps its own bytes, its
 * alignment and its size; requests that cannot be met return NULL; then the engine runs
 * on it.
 */
#include <errno.h>
#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

enum { SLOTS = 256, STEPS = 200000 };

static struct {
  unsigned char *p;
  size_t n;
  unsigned char fill;
} slots[SLOTS];

static uint64_t state = 0x9E3779B97F4A7C15ull;
static uint32_t next(void) {
  state = state * 6364136223846793005ull + 1442695040888963407ull;
  return (uint32_t)(state >> 33);
}

static size_t a_size(void) {
  uint32_t r = next() % 100;
  if (r < 60) return next() % 64;
  if (r < 95) return next() % 4096;
  return next() % 200000;
}

static int intact(int i) {
  size_t k;
  for (k = 0; k < slots[i].n; k++)
    if (slots[i].p[k] != slots[i].fill) return 0;
  return 1;
}

static void fill(int i, size_t from) {
  memset(slots[i].p + from, slots[i].fill, slots[i].n - from);
}

int main(void) {
  int step, i, broken = 0, misaligned = 0, small = 0;
  sheet_engine *e;
  sheet_id id = 0;

  CHECK_SECTION("every block keeps its bytes, its alignment and its size");
  for (step = 0; step < STEPS; step++) {
    int slot = (int)(next() % SLOTS), op = (int)(next() % 6);
    if (slots[slot].p != NULL && !intact(slot)) broken++;
    if (op == 0 || slots[slot].p == NULL) {
      size_t n = a_size();
      free(slots[slot].p);
      switch (next() % 4) {
        case 0: slots[slot].p = malloc(n); break;
        case 1:
          slots[slot].p = calloc(1, n);
          if (slots[slot].p != NULL) {
            size_t k;
            for (k = 0; k < n; k++)
              if (slots[slot].p[k] != 0) broken++;
          }
          break;
        case 2: {
          size_t alignment = (size_t)16 << (next() % 9);
          slots[slot].p = aligned_alloc(alignment, n);
          if (((uintptr_t)slots[slot].p & (alignment - 1)) != 0) misaligned++;
          break;
        }
        default: {
          void *p = NULL;
          size_t alignment = (size_t)8 << (next() % 10);
          if (posix_memalign(&p, alignment, n) != 0) p = NULL;
          if (((uintptr_t)p & (alignment - 1)) != 0) misaligned++;
          slots[slot].p = p;
          break;
        }
      }
      CHECK(slots[slot].p != NULL);
      if (slots[slot].p == NULL) return check_done();
      if (((uintptr_t)slots[slot].p & 15) != 0) misaligned++;
      if (malloc_usable_size(slots[slot].p) < n) small++;
      slots[slot].n = n;
      slots[slot].fill = (unsigned char)(next() | 1);
      fill(slot, 0);
    } else if (op == 1) {
      size_t n = a_size(), kept = n < slots[slot].n ? n : slots[slot].n;
      unsigned char *p = realloc(slots[slot].p, n);
      CHECK(p != NULL);
      if (p == NULL) return check_done();
      slots[slot].p = p;
      slots[slot].n = kept;
      if (!intact(slot)) broken++;
      slots[slot].n = n;
      fill(slot, kept);
      if (((uintptr_t)p & 15) != 0) misaligned++;
    } else {
      free(slots[slot].p);
      slots[slot].p = NULL;
      slots[slot].n = 0;
    }
  }
  for (i = 0; i < SLOTS; i++)
    if (slots[i].p != NULL && !intact(i)) broken++;
  CHECK(broken == 0);
  CHECK(misaligned == 0);
  CHECK(small == 0);
  for (i = 0; i < SLOTS; i++) free(slots[i].p);

  CHECK_SECTION("what cannot be had is NULL, and ENOMEM");
  {
    /* Called through pointers the compiler cannot see through: it may otherwise take an
     * unused allocation away, and its comparison with NULL with it. */
    void *(*volatile allocate)(size_t) = malloc;
    void *(*volatile allocate_zeroed)(size_t, size_t) = calloc;
    errno = 0;
    CHECK(allocate(SIZE_MAX) == NULL && errno == ENOMEM);
    CHECK(allocate(SIZE_MAX - 20) == NULL);
    CHECK(allocate_zeroed(SIZE_MAX / 2, 4) == NULL);
  }
  {
    volatile size_t odd = 24;   /* not a power of two, out of the compiler's sight */
    CHECK(aligned_alloc(odd, 16) == NULL);
  }
  {
    void *p = NULL;
    CHECK(posix_memalign(&p, 3, 16) == EINVAL && p == NULL);
  }
  free(NULL);
  CHECK(realloc(NULL, 40) != NULL);

  CHECK_SECTION("the engine runs on it");
  e = check_new_engine(390, 844, 47, 34);
  CHECK_STATUS(sheet_create(e, NULL, &id), SHEET_OK);
  CHECK_STATUS(sheet_present(e, id, 0, 0.0), SHEET_OK);
  CHECK_STATUS(sheet_engine_tick(e, 2.0), SHEET_OK);
  CHECK_STATUS(sheet_destroy(e, id), SHEET_OK);
  sheet_engine_destroy(e);
  return check_done();
}
