/*
 * switch_hidden.c — a sheet switched away (SHEET_STACK_SWITCH) while it is being
 * presented: its frame says HIDDEN but keeps a detent, its WILL_PRESENT is never
 * closed, and sheet_dismiss on it (a hidden sheet) succeeds and makes it DISMISSING.
 *   cc -std=c99 -I include switch_hidden.c -L <build>/lib -lsheet -o switch_hidden
 */
#include <stdio.h>
#include <string.h>

#include "sheet.h"

static sheet_frame frame(sheet_engine *e, sheet_id id) {
  sheet_frame f;
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  sheet_get_frame(e, id, &f);
  return f;
}

static void events(sheet_engine *e, const char *when) {
  sheet_event ev;
  memset(&ev, 0, sizeof ev);
  ev.struct_size = sizeof ev;
  printf("  events %s:", when);
  while (sheet_engine_poll_event(e, &ev) == 1)
    printf(" %d(sheet %llu)", (int)ev.type, (unsigned long long)ev.sheet);
  printf("\n");
}

int main(void) {
  sheet_engine *e = NULL;
  sheet_config cfg;
  sheet_id a, b;
  sheet_frame f;
  sheet_status st;
  int bad = 0;
  double t;
  sheet_engine_create(&e);
  sheet_engine_set_viewport(e, 390, 844, 47, 34);
  sheet_config_init(&cfg);
  sheet_create(e, &cfg, &a);
  cfg.stack = SHEET_STACK_SWITCH;
  sheet_create(e, &cfg, &b);

  sheet_present(e, a, 0, 1.0);        /* WILL_PRESENT(a) */
  sheet_engine_tick(e, 1.05);          /* a is PRESENTING */
  sheet_present(e, b, 0, 1.05);        /* b switches a away */
  for (t = 1.1; t < 4.0; t += 1.0 / 60) sheet_engine_tick(e, t);
  events(e, "after the switch");
  f = frame(e, a);
  printf("a: state %d detent %d top %g (sheet.h: HIDDEN has detent -1)\n", (int)f.state,
         (int)f.detent, f.top);
  if (f.state == SHEET_STATE_HIDDEN && f.detent != -1) bad = 1;

  st = sheet_dismiss(e, a, 4.0);
  f = frame(e, a);
  printf("sheet_dismiss(a) on a HIDDEN sheet: %s, state now %d "
         "(sheet.h: SHEET_ERR_INVALID_STATE for a hidden sheet)\n",
         sheet_status_name(st), (int)f.state);
  if (st == SHEET_OK) bad = 1;
  for (t = 4.0; t < 8.0; t += 1.0 / 60) sheet_engine_tick(e, t);
  events(e, "after dismissing a");
  sheet_engine_destroy(e);
  printf("%s\n", bad ? "DEFECT REPRODUCED" : "ok");
  return bad;
}
