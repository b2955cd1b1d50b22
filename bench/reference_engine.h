/*
 * reference_engine.h — the benchmark's per-frame work written directly in C: what
 * `sheet_engine_tick` + `sheet_get_frame` do for stacked sheets settling with a
 * critically damped spring, and nothing else.
 *
 * It answers one question: what does this API shape cost when nothing stands between
 * the host and the arithmetic? Its hot fields are packed, its spring is evaluated in
 * place (no animator call), and it keeps only the checks the API needs (id, struct
 * size, a non-finite answer). It has no gestures, events, plugins or commands beyond
 * starting a settle. It is built as its own shared library, so that its calls pay the
 * same PLT hop as libsheet's.
 *
 * Units and conventions are sheet.h's: points, seconds, y downward; ids carry a slot
 * (plus one) in the low 32 bits and a generation in the high 32 bits.
 */
#ifndef SHEET_BENCH_REFERENCE_ENGINE_H
#define SHEET_BENCH_REFERENCE_ENGINE_H

#include <stdint.h>

#include "sheet.h"

typedef struct ref_engine ref_engine;

/* `count` sheets presented one over the other at the bottom of a viewport
 * `viewport_width` by `viewport_height` points with `safe_bottom` points of bottom safe
 * area, each resting with its top at `rest_top`, its highest detent `highest_height`
 * points high, the backdrop at `backdrop_alpha`. A sheet recedes under the one above as
 * that one comes up to its resting height. NULL when out of memory or an argument is
 * out of range. */
typedef ref_engine *ref_engine_create_fn(long count, double viewport_width, double viewport_height,
                                         double safe_bottom, double rest_top, double highest_height,
                                         double backdrop_alpha, double corner_radius);
/* Declared through its type, which the start-up probe calls it by (through dlsym). */
ref_engine_create_fn ref_engine_create;
void ref_engine_destroy(ref_engine *engine);

/* The id of the sheet created `index`-th (0-based); 0 when there is none. */
uint64_t ref_sheet_id(const ref_engine *engine, long index);

/* Starts a critically damped settle of `response` seconds from the sheet's current top
 * and velocity to detent `detent` with its top at `target_top`, at engine time `now`.
 * 0 on success. */
int ref_settle(ref_engine *engine, uint64_t id, int32_t detent, double target_top,
               double response, double now);

/* Advances every settling sheet to `now` (seconds, never earlier than the last). */
int ref_tick(ref_engine *engine, double now);

/* Writes the frame of a live sheet: the fields of sheet_frame, computed as libsheet
 * computes them. 0 on success; non-zero for NULL, a short struct_size or a dead id. */
int ref_get_frame(ref_engine *engine, uint64_t id, sheet_frame *out);

#endif
