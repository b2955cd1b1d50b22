/*
 * SheetHeap.c — malloc, free, calloc, realloc, aligned_alloc, posix_memalign and
 * malloc_usable_size for the WebAssembly module libsheet.wasm, in place of the C
 * library's allocator.
 *
 * The engine allocates when a host makes engines, sheets and animators, never per frame,
 * and the JavaScript binding a few structs and strings: a handful of blocks, few of them
 * freed. wasi-libc's allocator (dlmalloc, about a fifth of the module's code) is built
 * for programs that allocate all the time; this one is a first-fit free list kept in
 * address order, each freed block merged with its free neighbours, in linear memory from
 * the end of the module's data (__heap_base) up, grown a page at a time. Single-threaded,
 * as a WebAssembly module without threads is.
 *
 * Every block begins with a 16-byte header (its size, header included, and whether it is
 * free); every payload is 16-byte aligned, as max_align_t asks on wasm32. Sizes are
 * multiples of 16. A free block also holds the address of the next free block.
 */
#if defined(__wasm__)
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

enum { ALIGNMENT = 16, HEADER = 16, PAGE = 65536 };

typedef struct block {
  size_t size;          /* bytes, header included; a multiple of ALIGNMENT */
  size_t free;          /* 1 when on the free list */
  struct block *next;   /* the next free block, in address order; only while free */
  size_t unused;
} block;

/* A block header is 16 bytes (in C99 words, which the tests compile this with). */
typedef char header_is_16_bytes[sizeof(block) == HEADER ? 1 : -1];

/* The end of the module's static data, where the heap starts (defined by wasm-ld). */
extern unsigned char __heap_base;

static block *free_list;
static uintptr_t heap_top;   /* the end of the blocks made so far */

static size_t round_up(size_t n) { return (n + ALIGNMENT - 1) & ~(size_t)(ALIGNMENT - 1); }

static block *header_of(void *payload) { return (block *)((unsigned char *)payload - HEADER); }

/* Puts `b` on the free list in address order, merged with a free block just before or
 * just after it. */
static void release(block *b) {
  block *before = NULL, *after = free_list;
  while (after != NULL && after < b) {
    before = after;
    after = after->next;
  }
  b->free = 1;
  b->next = after;
  if (after != NULL && (unsigned char *)b + b->size == (unsigned char *)after) {
    b->size += after->size;
    b->next = after->next;
  }
  if (before != NULL && (unsigned char *)before + before->size == (unsigned char *)b) {
    before->size += b->size;
    before->next = b->next;
  } else if (before != NULL) {
    before->next = b;
  } else {
    free_list = b;
  }
}

/* A new block of `size` bytes at the top of the heap, growing linear memory as needed;
 * NULL when memory cannot grow. */
static block *extend(size_t size) {
  uint64_t end;
  uintptr_t start;
  if (heap_top == 0) heap_top = ((uintptr_t)&__heap_base + ALIGNMENT - 1) & ~(uintptr_t)(ALIGNMENT - 1);
  start = heap_top;
  if (size > UINTPTR_MAX - start) return NULL;
  end = (uint64_t)__builtin_wasm_memory_size(0) * PAGE;
  if ((uint64_t)start + size > end) {
    size_t pages = (size_t)(((uint64_t)start + size - end + PAGE - 1) / PAGE);
    if (__builtin_wasm_memory_grow(0, pages) == SIZE_MAX) return NULL;
  }
  heap_top = start + size;
  ((block *)start)->size = size;
  ((block *)start)->free = 0;
  return (block *)start;
}

/* Keeps the first `size` bytes of the in-use block `b` and frees the rest, when the rest
 * can be a block of its own. */
static void trim(block *b, size_t size) {
  if (b->size - size >= HEADER + ALIGNMENT) {
    block *rest = (block *)((unsigned char *)b + size);
    rest->size = b->size - size;
    b->size = size;
    release(rest);
  }
}

/* An in-use block of at least `size` bytes, header included: the first free block that
 * is large enough, or a new one. */
static block *take(size_t size) {
  block *before = NULL, *b = free_list;
  while (b != NULL && b->size < size) {
    before = b;
    b = b->next;
  }
  if (b == NULL) return extend(size);
  if (before != NULL) before->next = b->next;
  else free_list = b->next;
  b->free = 0;
  trim(b, size);
  return b;
}

/* The block size for `n` payload bytes, or 0 when it cannot be had. */
static size_t block_size(size_t n) {
  if (n > SIZE_MAX - HEADER - ALIGNMENT) return 0;
  return round_up(n == 0 ? 1 : n) + HEADER;
}

void *malloc(size_t n) {
  size_t size = block_size(n);
  block *b = size ? take(size) : NULL;
  if (b == NULL) {
    errno = ENOMEM;
    return NULL;
  }
  return (unsigned char *)b + HEADER;
}

void free(void *payload) {
  if (payload != NULL) release(header_of(payload));
}

void *calloc(size_t count, size_t n) {
  void *payload;
  if (n != 0 && count > SIZE_MAX / n) {
    errno = ENOMEM;
    return NULL;
  }
  payload = malloc(count * n);
  if (payload != NULL) memset(payload, 0, count * n);
  return payload;
}

size_t malloc_usable_size(void *payload) { return payload == NULL ? 0 : header_of(payload)->size - HEADER; }

void *realloc(void *payload, size_t n) {
  size_t size, have;
  void *moved;
  if (payload == NULL) return malloc(n);
  size = block_size(n);
  if (size == 0) {
    errno = ENOMEM;
    return NULL;
  }
  have = header_of(payload)->size;
  if (size <= have) {
    trim(header_of(payload), size);
    return payload;
  }
  moved = malloc(n);
  if (moved != NULL) {
    memcpy(moved, payload, have - HEADER);
    free(payload);
  }
  return moved;
}

void *aligned_alloc(size_t alignment, size_t n) {
  size_t size;
  block *b;
  uintptr_t payload, aligned;
  if (alignment == 0 || (alignment & (alignment - 1)) != 0) {
    errno = EINVAL;
    return NULL;
  }
  if (alignment <= ALIGNMENT) return malloc(n);
  /* Room for the payload wherever the alignment falls, and for a free block of at
   * least a header and ALIGNMENT bytes before it. */
  size = block_size(n);
  if (size == 0 || size > SIZE_MAX - alignment - HEADER - ALIGNMENT) {
    errno = ENOMEM;
    return NULL;
  }
  b = take(size + alignment + HEADER + ALIGNMENT);
  if (b == NULL) {
    errno = ENOMEM;
    return NULL;
  }
  payload = (uintptr_t)b + HEADER;
  aligned = (payload + HEADER + ALIGNMENT + alignment - 1) & ~(uintptr_t)(alignment - 1);
  if (aligned != payload) {
    /* The bytes before the aligned payload become a free block of their own. */
    block *front = b, *kept = (block *)(aligned - HEADER);
    kept->size = front->size - (size_t)((uintptr_t)kept - (uintptr_t)front);
    kept->free = 0;
    front->size = (size_t)((uintptr_t)kept - (uintptr_t)front);
    release(front);
    b = kept;
  }
  trim(b, size);
  return (void *)aligned;
}

int posix_memalign(void **out, size_t alignment, size_t n) {
  void *payload;
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  payload = aligned_alloc(alignment, n);
  if (payload == NULL) return ENOMEM;
  *out = payload;
  return 0;
}
#endif
