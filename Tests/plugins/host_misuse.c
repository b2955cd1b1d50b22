/*
 * host_misuse.c — test plugin: calls the host table's functions with what they do not
 * accept, then registers "test.host_misuse" properly. register_animator with a NULL
 * host_data must return SHEET_ERR_INVALID_ARGUMENT (and leave the load unharmed); log
 * with a NULL host_data or a NULL message must deliver nothing. It logs one line with
 * the status it got, which the test reads back.
 */
#include <stdio.h>

#include "tp_common.h"

sheet_status sheet_plugin_init(const sheet_plugin_host *host) {
  sheet_animator_vtable vt;
  char line[128];
  sheet_status misuse;
  sheet_status st = tp_check_host(host);
  if (st != SHEET_OK) return st;
  if (host->log == NULL) return SHEET_ERR_INVALID_ARGUMENT;
  memset(&vt, 0, sizeof vt);
  vt.struct_size = sizeof vt;
  vt.abi_version = SHEET_ABI_VERSION;
  vt.name = "test.host_misuse.lost";
  vt.params = tp_linear_params();
  vt.param_count = TP_LINEAR_PARAM_COUNT;
  vt.create = tp_create_default;
  vt.sample = tp_sample_linear;
  vt.destroy = tp_destroy;
  misuse = host->register_animator(NULL, &vt, NULL);
  host->log(NULL, SHEET_LOG_WARNING, "test.host_misuse: lost (NULL host_data)");
  host->log(host->host_data, SHEET_LOG_WARNING, NULL);
  snprintf(line, sizeof line, "test.host_misuse: register_animator(NULL, ...) returned %d", (int)misuse);
  host->log(host->host_data, SHEET_LOG_INFO, line);
  return tp_register(host, "test.host_misuse", tp_linear_params(), TP_LINEAR_PARAM_COUNT,
                     tp_create_default, tp_sample_linear);
}
