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
enum { CLASSES = 10 };
static const int wanted[CLASSES] = {24, 24, 24, 24, 24, 4, 4, 4, 1, 1};
/* A class can hold its wanted blocks and, besides, every arena block of it coming back
 * after a replacement was allocated. */
enum { MOST_BLOCKS = 2 * 24 };

static void *blocks[CLASSES][MOST_BLOCKS];
static int held[CLASSES];
static int engines;
/* Set when a block was handed out or the reserve was emptied: refill has work to do. */
static atomic_int short_of_blocks = 1;

/* The first filling takes every block from one allocation, the arena: wanted[c] blocks
 * of each class c, one after another. Nothing is written into the arena until one of
 * its blocks is handed out, so its pages cost nothing until then; a block allocated on
 * its own would have its header written, and every page of the reserve touched. A freed
 * arena block comes back to the reserve (the library's own free, below); a block that
 * replaces one is allocated on its own. */
static unsigned char *arena;
/* The arena's bounds, read without the lock by the library's free. */
static atomic_uintptr_t arena_start, arena_end;
/* Arena blocks handed out and not back yet. */
static int arena_blocks_out;
/* Set when the reserve was emptied while arena blocks were out: the arena's blocks at
 * home were dropped, and the arena is freed when the last one out comes back. */
static int arena_orphaned;

static size_t block_size(int class_index) { return (size_t)32 << class_index; }

/* Every block's alignment: the 16 bytes the Embedded Swift runtime asks posix_memalign
 * for each object on every target, which is more than malloc's 8 on 32-bit ARM. Block
 * sizes are multiples of it, so arena blocks keep the arena's alignment. */
enum { BLOCK_ALIGNMENT = 16 };

size_t memory_reserve_largest_block(void) { return block_size(CLASSES - 1); }

static size_t arena_size(void) {
  size_t size = 0;
  int c;
  for (c = 0; c < CLASSES; c++) size += (size_t)wanted[c] * block_size(c);
  return size;
}

static int in_arena(const void *block) {
  uintptr_t address = (uintptr_t)block;
  return address >= atomic_load_explicit(&arena_start, memory_order_relaxed) &&
         address < atomic_load_explicit(&arena_end, memory_order_relaxed);
}

/* Frees the arena; called with the lock held, when none of its blocks is out. The bounds
 * are cleared first: once the C library has the memory back, it may hand it to anyone,
 * and a free of it must then go to the C library. */
static void free_arena(void) {
  atomic_store(&arena_start, 0);
  atomic_store(&arena_end, 0);
  free(arena);
  arena = NULL;
  arena_orphaned = 0;
}

/* Fills every class; called with the lock held. */
static int fill(void) {
  int c;
  if (arena == NULL) {
    size_t offset = 0;
    arena = memory_allocate(arena_size(), BLOCK_ALIGNMENT);
    if (arena == NULL) return 0;
    for (c = 0; c < CLASSES; c++) {
      while (held[c] < wanted[c]) {
        blocks[c][held[c]++] = arena + offset;
        offset += block_size(c);
      }
    }
    atomic_store(&arena_start, (uintptr_t)arena);
    atomic_store(&arena_end, (uintptr_t)(arena + offset));
  }
  for (c = 0; c < CLASSES; c++) {
    while (held[c] < wanted[c]) {
      void *block = memory_allocate(block_size(c), BLOCK_ALIGNMENT);
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
    while (held[c] > 0) {
      void *block = blocks[c][--held[c]];
      if (!in_arena(block)) free(block);
    }
  }
  if (arena != NULL) {
    if (arena_blocks_out == 0) {
      free_arena();
    } else {
      /* Until it is freed, fillings allocate their blocks one by one. */
      arena_orphaned = 1;
    }
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
      if (in_arena(block)) arena_blocks_out++;
      atomic_store(&short_of_blocks, 1);
      break;
    }
  }
  unlock();
  return block;
}

/* The class of an arena block. */
static int arena_class(const void *block) {
  size_t offset = (size_t)((const unsigned char *)block - arena), end = 0;
  int c;
  for (c = 0; c < CLASSES - 1; c++) {
    end += (size_t)wanted[c] * block_size(c);
    if (offset < end) break;
  }
  return c;
}

/* The C library's free: the library is linked with --wrap=free, so that every call to
 * free in it (the Embedded Swift runtime's included) comes to __wrap_free instead, and
 * __real_free names the C library's. */
void __real_free(void *pointer);

/* An arena block comes back to the reserve (or, once the reserve was emptied, towards
 * freeing the arena); any other block goes to the C library. Like posix_memalign above,
 * local to the library: the application's free is untouched. */
void __wrap_free(void *pointer) {
  if (pointer == NULL || !in_arena(pointer)) {
    __real_free(pointer);
    return;
  }
  lock();
  arena_blocks_out--;
  if (arena_orphaned) {
    if (arena_blocks_out == 0) free_arena();
  } else {
    int c = arena_class(pointer);
    /* Room is certain: a class holds at most its wanted blocks besides its arena ones. */
    if (held[c] < MOST_BLOCKS) blocks[c][held[c]++] = pointer;
  }
  unlock();
}

/* The name the library's posix_memalign is defined under: posix_memalign itself where
 * the definition is made local to the library (sheet.map, the wasm32 archive's localised
 * symbols); __wrap_posix_memalign in the WebAssembly module, which is linked whole, with
 * its own allocator's posix_memalign beside this one, and --wrap=posix_memalign. */
#ifndef SHEET_RESERVE_POSIX_MEMALIGN
#define SHEET_RESERVE_POSIX_MEMALIGN posix_memalign
#endif

/* Every allocation of the Embedded Swift runtime in this library comes here: the
 * library's definition is local to it (or, in the WebAssembly module, the runtime's calls
 * are wrapped to it), so the application's own posix_memalign is untouched. */
int SHEET_RESERVE_POSIX_MEMALIGN(void **out, size_t alignment, size_t size) {
  void *pointer;
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  pointer = memory_allocate(size, alignment);
  if (pointer == NULL && alignment <= BLOCK_ALIGNMENT) pointer = take(size);
  if (pointer == NULL) return ENOMEM;
  *out = pointer;
  return 0;
}
#endif
