/*
 * hostile_host.c — test plugin: calls its host table with hostile arguments, then
 * reports what it saw and what each call returned through the table's log, then
 * registers "test.hostile_host" and returns SHEET_OK. The load must succeed:
 *
 *   host->log(NULL, ...)                     a NULL host_data: dropped
 *   host->log(host_data, SHEET_LOG_INFO, NULL)  a NULL message: dropped
 *   host->log(host_data, 99 / -5, ...)       levels outside SHEET_LOG_*: delivered
 *                                            clamped into SHEET_LOG_DEBUG..SHEET_LOG_ERROR
 *   host->register_animator(NULL, ...)       SHEET_ERR_INVALID_ARGUMENT, and no failure
 *                                            of the load (it names no load)
 *
 * The report lines, at SHEET_LOG_INFO: "host struct_size=N abi_version=N" and
 * "register_animator(NULL host_data)=N".
 */
#include <stdio.h>

#include "tp_common.h"

sheet_status sheet_plugin_init(const sheet_plugin_host *host) {
  char line[128];
  sheet_animator_vtable vt;
  sheet_status st = tp_check_host(host);
  if (st != SHEET_OK) return st;
  host->log(NULL, SHEET_LOG_ERROR, "hostile_host: a line with a NULL host_data");
  host->log(host->host_data, SHEET_LOG_INFO, NULL);
  host->log(host->host_data, 99, "hostile_host: level 99");
  host->log(host->host_data, -5, "hostile_host: level -5");
  snprintf(line, sizeof line, "host struct_size=%lu abi_version=%lu",
           (unsigned long)host->struct_size, (unsigned long)host->abi_version);
  host->log(host->host_data, SHEET_LOG_INFO, line);
  memset(&vt, 0, sizeof vt);
  vt.struct_size = sizeof vt;
  vt.abi_version = SHEET_ABI_VERSION;
  vt.name = "test.hostile_host.unseen";
  vt.params = tp_linear_params();
  vt.param_count = TP_LINEAR_PARAM_COUNT;
  vt.create = tp_create_default;
  vt.sample = tp_sample_linear;
  vt.destroy = tp_destroy;
  st = host->register_animator(NULL, &vt, NULL);
  snprintf(line, sizeof line, "register_animator(NULL host_data)=%ld", (long)st);
  host->log(host->host_data, SHEET_LOG_INFO, line);
  return tp_register(host, "test.hostile_host", tp_linear_params(), TP_LINEAR_PARAM_COUNT,
                     tp_create_default, tp_sample_linear);
}
