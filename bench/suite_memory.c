/*
 * suite_memory.c — the heap an engine and its sheets hold, as the allocation counter
 * sees it (only when it is loaded).
 */
#include <stddef.h>

#include "bench.h"
#include "phone_fixture.h"
#include "suites.h"
#include "timing.h"

memory_figures memory = {-1, -1, -1};

/* The heap held (usable bytes, as the allocation counter sees them) by an engine with
 * its viewport set, then by MEMORY_SHEETS sheets of two detents created in it,
 * presented and brought to rest, per sheet. The engine measured is a second one: the
 * first also brings the process-wide reserve, measured as the difference. */
void measure_memory(void) {
  sheet_engine *first = NULL, *engine = NULL;
  long long first_bytes;
  sheet_detent detents[2] = {{SHEET_DETENT_FRACTION, 0.5}, {SHEET_DETENT_FRACTION, 1.0}};
  sheet_config config;
  sheet_id id;
  double t;
  int i;
  if (timing.counters == NULL) return;
  timing.counters->live_bytes = 0;
  timing.counters->enabled = 1;
  bench_check(sheet_engine_create(&first), "sheet_engine_create", NULL);
  bench_check(sheet_engine_set_viewport(first, PHONE_VIEWPORT), "sheet_engine_set_viewport", first);
  timing.counters->enabled = 0;
  first_bytes = timing.counters->live_bytes;
  timing.counters->live_bytes = 0;
  timing.counters->enabled = 1;
  bench_check(sheet_engine_create(&engine), "sheet_engine_create", NULL);
  bench_check(sheet_engine_set_viewport(engine, PHONE_VIEWPORT),
              "sheet_engine_set_viewport", engine);
  timing.counters->enabled = 0;
  memory.engine_bytes = timing.counters->live_bytes;
  memory.reserve_bytes = first_bytes - memory.engine_bytes;

  sheet_config_init(&config);
  config.detents = detents;
  config.detent_count = 2;
  config.stack = SHEET_STACK_SWITCH;
  timing.counters->live_bytes = 0;
  timing.counters->enabled = 1;
  for (i = 0; i < MEMORY_SHEETS; i++) {
    bench_check(sheet_create(engine, &config, &id), "sheet_create", engine);
    bench_check(sheet_present(engine, id, 0, 0), "sheet_present", engine);
  }
  for (t = 0; t < 2; t += 0.25)
    bench_check(sheet_engine_tick(engine, t), "sheet_engine_tick", engine);
  timing.counters->enabled = 0;
  memory.sheet_bytes = (double)timing.counters->live_bytes / MEMORY_SHEETS;
  sheet_engine_destroy(engine);
  sheet_engine_destroy(first);
}
