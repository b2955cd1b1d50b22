/*
 * SheetPlatform.h — the few C library functions libsheet's Swift modules call, reached
 * one way on every target: Linux, Apple platforms, Embedded Swift and WebAssembly. The
 * Glibc and Darwin modules are not importable everywhere (not in Embedded Swift, not on
 * wasm32), so the modules import this one instead. Internal to the package: SheetCore
 * and Sheet import it with `internal import`, and nothing here is part of the C ABI.
 *
 * No math functions: the engine computes its own (SheetCore/Math), so that the library
 * needs no libm and every platform computes the same bits.
 */
#ifndef SHEET_PLATFORM_H
#define SHEET_PLATFORM_H

/* One 8-byte load, kept as the compiler wrote it: never merged with its neighbour into a
 * wider load. A host's function that has just stored the fields of a struct one by one
 * leaves them in the processor's store buffer; a load that spans two of those stores
 * cannot be forwarded from there and waits until they reach the cache (10 to 20 cycles
 * on x86-64), where a load of each field is forwarded at once. */
static inline double sheet_load_stored_double(const volatile double *field) { return *field; }

/* Loading plugins: where the platform has a dynamic linker. */
#if __has_include(<dlfcn.h>)
#include <dlfcn.h>
#endif

#endif /* SHEET_PLATFORM_H */
