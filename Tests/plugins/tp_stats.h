/*
 * tp_stats.h — what every test plugin records about the calls it receives.
 *
 * Each test plugin exports one object, `tp_stats_data`, of this type. Tests find it
 * with dlopen(path, RTLD_NOW | RTLD_NOLOAD) + dlsym after sheet_engine_load_plugin
 * has mapped the plugin, and check from it that the engine called create, sample
 * and destroy as documented (destroy exactly once per created instance) and handed
 * the animator the motion and parameter values it should have.
 */
#ifndef LIBSHEET_TP_STATS_H
#define LIBSHEET_TP_STATS_H

#include "sheet.h"

#define TP_MAX_PARAMS 4

typedef struct tp_stats {
  long inits;          /* sheet_plugin_init calls */
  long creates;        /* create calls that made an instance */
  long create_calls;   /* every create call, failed ones included */
  long destroys;       /* destroy calls */
  long samples;        /* sample calls */
  long live;           /* instances made and not yet destroyed */
  long bad_destroys;   /* destroy called with NULL or an unknown pointer */
  long releases;       /* release calls (one per accepted registration, at engine destroy) */
  long live_at_release;  /* instances alive when release was last called: must be 0 */
  long bad_releases;   /* release called with plugin data it was not registered with */
  sheet_motion last_motion;            /* as handed to the latest create */
  double last_params[TP_MAX_PARAMS];   /* as handed to the latest create */
  double last_elapsed;                 /* of the latest sample */
} tp_stats;

#endif /* LIBSHEET_TP_STATS_H */
