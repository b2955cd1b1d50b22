/*
 * overshoot_below_viewport.c — an underdamped settle to a low detent overshoots past the
 * bottom of the viewport: frame.top > viewport height and frame.height < 0 while the
 * sheet is SETTLING (sheet.h: top is the viewport height when hidden, height is the
 * visible height; the state fuzzer's bound is top <= viewport height).
 *   cc -std=c99 -I include overshoot_below_viewport.c -L <build>/lib -lsheet
 */
#include <stdio.h>
#include <string.h>

#include "sheet.h"

int main(void) {
  sheet_engine *e = NULL;
  sheet_config cfg;
  sheet_detent d[2] = {{SHEET_DETENT_POINTS, 40}, {SHEET_DETENT_FRACTION, 1.0}};
  sheet_param p[2] = {{"response", 0.5}, {"damping_ratio", 0.3}};
  sheet_id s;
  double t, worst = 0;
  sheet_frame f;
  sheet_engine_create(&e);
  sheet_engine_set_viewport(e, 390, 844, 47, 34);
  sheet_config_init(&cfg);
  cfg.detents = d;
  cfg.detent_count = 2;
  cfg.settle.animator = "spring";
  cfg.settle.params = p;
  cfg.settle.param_count = 2;
  sheet_create(e, &cfg, &s);
  sheet_present(e, s, 1, 1.0);
  for (t = 1.0; t < 4.0; t += 1.0 / 60) sheet_engine_tick(e, t);
  sheet_move_to_detent(e, s, 0, 4.0);
  for (t = 4.0; t < 8.0; t += 1.0 / 60) {
    sheet_engine_tick(e, t);
    memset(&f, 0, sizeof f);
    f.struct_size = sizeof f;
    sheet_get_frame(e, s, &f);
    if (f.top - 844 > worst) {
      worst = f.top - 844;
      printf("t=%.3f state %d top %.3f height %.3f\n", t, (int)f.state, f.top, f.height);
    }
  }
  sheet_engine_destroy(e);
  printf("%s: top went %.3f pt below the viewport's bottom edge\n",
         worst > 0 ? "DEFECT REPRODUCED" : "ok", worst);
  return worst > 0;
}
