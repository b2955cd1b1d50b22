/*
 * obstruction_above_safe_top.c — an obstruction taller than (viewport height - safe_top)
 * lifts a presented sheet above safe_top. sheet.h, sheet_engine_set_obstruction:
 * "Presented sheets rise by that much (never above safe_top)". The obstruction is valid
 * (finite, >= 0, < viewport height).
 *   cc -std=c99 -I include obstruction_above_safe_top.c -L <build>/lib -lsheet
 */
#include <stdio.h>
#include <string.h>

#include "sheet.h"

int main(void) {
  sheet_engine *e = NULL;
  sheet_id s;
  sheet_frame f;
  sheet_status st;
  double t;
  sheet_engine_create(&e);
  sheet_engine_set_viewport(e, 390, 844, 47, 34);
  sheet_create(e, NULL, &s);
  sheet_present(e, s, 0, 1.0);
  for (t = 1.0; t < 3.0; t += 1.0 / 60) sheet_engine_tick(e, t);
  st = sheet_engine_set_obstruction(e, 820, 3.0);
  for (t = 3.0; t < 6.0; t += 1.0 / 60) sheet_engine_tick(e, t);
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  sheet_get_frame(e, s, &f);
  printf("set_obstruction(820): %s; state %d top %.3f (safe_top 47)\n", sheet_status_name(st),
         (int)f.state, f.top);
  sheet_engine_destroy(e);
  printf("%s\n", f.top < 47 - 1e-9 ? "DEFECT REPRODUCED" : "ok");
  return f.top < 47 - 1e-9;
}
