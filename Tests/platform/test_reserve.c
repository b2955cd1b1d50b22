/*
 * test_reserve.c — the memory reserve of Sources/SheetPlatform/SheetReserve.c, driven
 * directly: blocks handed out when the C library has no memory, taken back by the
 * library's free, refills, and the arena's lifetime when the last engine goes while one
 * of its blocks is still out.
 *
 * SheetReserve.c is compiled into this program as the Embedded library compiles it
 * (SHEET_RESERVE_BACKS_POSIX_MEMALIGN), its posix_memalign renamed so that the rest of
 * the process keeps the C library's, and the program is linked with --wrap=free (the
 * reserve's free, as in the library), --wrap=malloc and --wrap=aligned_alloc (so that
 * the test can make every allocation fail). mallinfo2 tells what the C library still
 * holds, once glibc's per-thread cache is off (it counts the blocks it caches as in
 * use): the program runs itself again with GLIBC_TUNABLES=glibc.malloc.tcache_count=0.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "SheetReserve.h"

int reserve_posix_memalign(void **out, size_t alignment, size_t size);

static int failures;
#define CHECK(cond)                                                   \
  do {                                                                \
    if (!(cond)) {                                                    \
      fprintf(stderr, "%s:%d: FAILED: %s\n", __FILE__, __LINE__, #cond); \
      failures++;                                                     \
    }                                                                 \
  } while (0)

/* malloc and aligned_alloc through the test: refused while `refusing` is set, counted
 * otherwise. */
void *__real_malloc(size_t size);
void *__real_aligned_alloc(size_t alignment, size_t size);
/* volatile: the compiler sees no path from reserve_posix_memalign back to these
 * wrappers, which --wrap makes at link time. */
static volatile int refusing;
static volatile long allocations;
void *__wrap_malloc(size_t size) {
  if (refusing) return NULL;
  allocations++;
  return __real_malloc(size);
}
void *__wrap_aligned_alloc(size_t alignment, size_t size) {
  if (refusing) return NULL;
  allocations++;
  return __real_aligned_alloc(alignment, size);
}

static size_t held_by_c_library(void) { return mallinfo2().uordblks; }

/* A block of `size` bytes while the C library refuses everything: from the reserve. */
static void *take_from_reserve(size_t size) {
  void *block = NULL;
  int status;
  refusing = 1;
  status = reserve_posix_memalign(&block, 16, size);
  refusing = 0;
  CHECK(status == 0 && block != NULL);
  if (block != NULL) memset(block, 0xa5, size);
  return block;
}

static void blocks_come_from_the_reserve_when_the_c_library_refuses(void) {
  void *small, *large, *too_large = NULL;
  CHECK(memory_reserve_acquire() == 1);
  small = take_from_reserve(100);
  large = take_from_reserve(memory_reserve_largest_block());
  refusing = 1;
  CHECK(reserve_posix_memalign(&too_large, 16, memory_reserve_largest_block() + 1) == ENOMEM);
  /* An alignment beyond the blocks' is never served from the reserve. */
  CHECK(reserve_posix_memalign(&too_large, 4096, 64) == ENOMEM);
  CHECK(reserve_posix_memalign(&too_large, 3, 64) == EINVAL);
  refusing = 0;
  CHECK(too_large == NULL);
  free(small);
  free(large);
  memory_reserve_release();
}

static void a_block_coming_back_makes_the_reserve_whole_without_allocating(void) {
  void *block;
  CHECK(memory_reserve_acquire() == 1);
  block = take_from_reserve(200);
  refusing = 1;
  /* One block out and nothing to replace it with: not whole. */
  CHECK(memory_reserve_refill() == 0);
  free(block);
  CHECK(memory_reserve_refill() == 1);
  refusing = 0;
  memory_reserve_release();
}

static void a_handed_out_block_is_replaced_and_its_return_is_kept(void) {
  void *blocks[30];
  long before;
  int i;
  CHECK(memory_reserve_acquire() == 1);
  /* More 32-byte blocks than the class keeps: the rest come from larger classes. */
  for (i = 0; i < 30; i++) blocks[i] = take_from_reserve(32);
  before = allocations;
  CHECK(memory_reserve_refill() == 1);
  CHECK(allocations - before == 30);
  /* Every block back, over the replacements: the classes hold more than they want. */
  for (i = 0; i < 30; i++) free(blocks[i]);
  before = allocations;
  CHECK(memory_reserve_refill() == 1);
  CHECK(allocations == before);
  memory_reserve_release();
}

static void the_last_engine_gives_everything_back(void) {
  size_t baseline = held_by_c_library();
  void *block;
  CHECK(memory_reserve_acquire() == 1);
  CHECK(memory_reserve_acquire() == 1);
  CHECK(held_by_c_library() > baseline);
  block = take_from_reserve(64);
  CHECK(memory_reserve_refill() == 1);
  free(block);
  memory_reserve_release();
  CHECK(held_by_c_library() > baseline);
  memory_reserve_release();
  CHECK(held_by_c_library() == baseline);
}

static void an_arena_with_a_block_out_lives_until_the_block_comes_back(void) {
  size_t baseline = held_by_c_library();
  void *block, *again;
  CHECK(memory_reserve_acquire() == 1);
  block = take_from_reserve(64);
  memory_reserve_release();
  /* The arena stays: its block is still in use. */
  CHECK(held_by_c_library() > baseline);
  /* A new engine meanwhile fills the reserve block by block, and gives it back. */
  CHECK(memory_reserve_acquire() == 1);
  again = take_from_reserve(64);
  CHECK(again != block);
  free(again);
  memory_reserve_release();
  CHECK(held_by_c_library() > baseline);
  free(block);
  CHECK(held_by_c_library() == baseline);
}

static void no_engine_begins_when_the_reserve_cannot_be_filled(void) {
  size_t baseline = held_by_c_library();
  refusing = 1;
  CHECK(memory_reserve_acquire() == 0);
  refusing = 0;
  CHECK(held_by_c_library() == baseline);
  /* Nothing was counted: one acquire and one release leave nothing behind. */
  CHECK(memory_reserve_acquire() == 1);
  memory_reserve_release();
  CHECK(held_by_c_library() == baseline);
}

int main(int argc, char **argv) {
  static const char tunable[] = "glibc.malloc.tcache_count=0";
  const char *tunables = getenv("GLIBC_TUNABLES");
  (void)argc;
  if (tunables == NULL || strcmp(tunables, tunable) != 0) {
    setenv("GLIBC_TUNABLES", tunable, 1);
    execv("/proc/self/exe", argv);
    perror("test_reserve: execv");
    return 1;
  }
  blocks_come_from_the_reserve_when_the_c_library_refuses();
  a_block_coming_back_makes_the_reserve_whole_without_allocating();
  a_handed_out_block_is_replaced_and_its_return_is_kept();
  the_last_engine_gives_everything_back();
  an_arena_with_a_block_out_lives_until_the_block_comes_back();
  no_engine_begins_when_the_reserve_cannot_be_filled();
  if (failures > 0) {
    fprintf(stderr, "test_reserve: %d checks failed\n", failures);
    return 1;
  }
  printf("test_reserve: all checks passed\n");
  return 0;
}
