/*
 * phone_fixture.h — the phone-sized viewport that the tests, the fuzzers, the benchmark
 * and the SDL demo use: 390 x 844 points with a 47-point safe area at the top and 34 at
 * the bottom. The available height, from safe_top down, is 797 points: a FRACTION f detent is f * 797 tall and its top at 844 - f * 797; a
 * hidden sheet's top is 844. Header-only, C99.
 *
 *   sheet_engine_set_viewport(engine, PHONE_VIEWPORT)
 */
#ifndef SHEET_EXAMPLES_PHONE_FIXTURE_H
#define SHEET_EXAMPLES_PHONE_FIXTURE_H

#define PHONE_WIDTH 390.0
#define PHONE_HEIGHT 844.0
#define PHONE_SAFE_TOP 47.0
#define PHONE_SAFE_BOTTOM 34.0
#define PHONE_AVAILABLE (PHONE_HEIGHT - PHONE_SAFE_TOP) /* 797 */

/* The four viewport arguments, for sheet_engine_set_viewport and the like. */
#define PHONE_VIEWPORT PHONE_WIDTH, PHONE_HEIGHT, PHONE_SAFE_TOP, PHONE_SAFE_BOTTOM

#endif /* SHEET_EXAMPLES_PHONE_FIXTURE_H */
