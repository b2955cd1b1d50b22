/*
 * SheetReserve.h — memory set aside so that the allocations an engine makes inside one
 * call cannot fail halfway.
 *
 * Swift's runtime stops the program when one of its own allocations fails, and an engine
 * call allocates through it (a sheet's configuration, an animator's names, a host
 * animator's motion). So the library keeps a reserve: up to two dozen blocks of each
 * size from 32 bytes to 16 KB, allocated ahead in one piece whose pages stay untouched
 * until used. In the Embedded build the library's own posix_memalign (the one call
 * through which that runtime allocates) hands out a reserve block when the C library has
 * no memory left, and the library's own free (the library is linked with --wrap=free)
 * takes it back when Swift frees it. Before every call that may allocate, the engine
 * makes sure the reserve is whole again (a block handed out is replaced by one allocated
 * on its own), and refuses the call with SHEET_ERR_OUT_OF_MEMORY, changing nothing, when
 * it cannot be. Large buffers whose size grows with the number of sheets (the
 * sheet table, the event queue) are allocated through memory_allocate, which can fail
 * and is checked.
 *
 * One reserve serves every engine of the process; it is filled when the first engine is
 * made and emptied when the last one goes. Safe to use from any thread.
 */
#ifndef SHEET_RESERVE_H
#define SHEET_RESERVE_H

#include <stddef.h>

/* An engine begins: counts it, and fills the reserve. Returns 0 when the reserve could
 * not be filled (nothing is counted then). */
int memory_reserve_acquire(void);

/* An engine ends; the last one's end gives the reserve back to the C library. */
void memory_reserve_release(void);

/* Makes the reserve whole, allocating what was taken from it. Returns 1 when it is
 * whole, 0 when the C library has no memory for it. Cheap when nothing was taken. */
int memory_reserve_refill(void);

/* The largest request the reserve can serve, bytes. */
size_t memory_reserve_largest_block(void);

/* `size` bytes aligned to `alignment` (a power of two) from the C library, or NULL when
 * there is no memory: never from the reserve. Release with memory_deallocate. */
void *memory_allocate(size_t size, size_t alignment);
void memory_deallocate(void *pointer);

#endif /* SHEET_RESERVE_H */
