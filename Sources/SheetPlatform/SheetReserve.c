/*
 * SheetReserve.c — the reserve of SheetReserve.h, and (in the Embedded build) the
 * library's own posix_memalign that falls back on it.
 */
#include "SheetReserve.h"

#include <errno.h>
#include <stdalign.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>

#if defined(__wasi__) || defined(__wasm__)
/* WebAssembly here runs on one thread: nothing to lock. */
static void lock(void) {}
static void unlock(void) {}
#else
#include <pthread.h>
static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
static void lock(void) { pthread_mutex_lock(&mutex); }
static void unlock(void) { pthread_mutex_unlock(&mutex); }
#endif

/* Block sizes 32 << class, from 32 bytes to 16 KB, and how many of each are kept: enough
 * for the most one call allocates when every allocation of it fails (a sheet whose
 * configuration names 64 strings, an engine's 256th animator), with room to spare. */
enum { CLASSES = 10, MOST_BLOCKS = 24 };
static const int wanted[CLASSES] = {24, 24, 24, 24, 24, 4, 4, 4, 1, 1};

static void *blocks[CLASSES][MOST_BLOCKS];
static int held[CLASSES];
static int engines;
/* Set when a block was handed out or the reserve was emptied: refill has work to do. */
static atomic_int short_of_blocks = 1;

static size_t block_size(int class_index) { return (size_t)32 << class_index; }

size_t memory_reserve_largest_block(void) { return block_size(CLASSES - 1); }

/* Fills every class; called with the lock held. */
static int fill(void) {
  int c;
  for (c = 0; c < CLASSES; c++) {
    while (held[c] < wanted[c]) {
      void *block = malloc(block_size(c));
      if (block == NULL) return 0;
      blocks[c][held[c]++] = block;
    }
  }
  atomic_store(&short_of_blocks, 0);
  return 1;
}

/* Gives every block back; called with the lock held. */
static void empty(void) {
  int c;
  for (c = 0; c < CLASSES; c++) {
    while (held[c] > 0) free(blocks[c][--held[c]]);
  }
  atomic_store(&short_of_blocks, 1);
}

int memory_reserve_acquire(void) {
  int filled;
  lock();
  filled = fill();
  if (filled) {
    engines++;
  } else if (engines == 0) {
    empty();
  }
  unlock();
  return filled;
}

void memory_reserve_release(void) {
  lock();
  if (engines > 0 && --engines == 0) empty();
  unlock();
}

int memory_reserve_refill(void) {
  int filled;
  if (atomic_load(&short_of_blocks) == 0) return 1;
  lock();
  filled = engines > 0 ? fill() : 1;
  unlock();
  return filled;
}

void *memory_allocate(size_t size, size_t alignment) {
  if (size == 0) size = 1;
  if (alignment <= alignof(max_align_t)) return malloc(size);
  if (size > SIZE_MAX - alignment) return NULL;
  /* aligned_alloc wants a size that is a multiple of the alignment. */
  return aligned_alloc(alignment, (size + alignment - 1) & ~(alignment - 1));
}

void memory_deallocate(void *pointer) { free(pointer); }

#if defined(SHEET_RESERVE_BACKS_POSIX_MEMALIGN)
/* A block of the reserve of at least `size` bytes, or NULL. */
static void *take(size_t size) {
  void *block = NULL;
  int c;
  lock();
  for (c = 0; c < CLASSES; c++) {
    if (block_size(c) >= size && held[c] > 0) {
      block = blocks[c][--held[c]];
      atomic_store(&short_of_blocks, 1);
      break;
    }
  }
  unlock();
  return block;
}

/* Every allocation of the Embedded Swift runtime in this library comes here: the
 * library's definition is local to it (sheet.map, the archive's localised symbols), so
 * the application's own posix_memalign is untouched. */
int posix_memalign(void **out, size_t alignment, size_t size) {
  void *pointer;
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  pointer = memory_allocate(size, alignment);
  if (pointer == NULL && alignment <= alignof(max_align_t)) pointer = take(size);
  if (pointer == NULL) return ENOMEM;
  *out = pointer;
  return 0;
}
#endif
