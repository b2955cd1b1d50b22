/*
 * bad_spec_min_gt_max.c — test plugin: registers the good animator "test.bad_spec_min_gt_max.ok", then one whose parameter specs are invalid: parameter "stiffness" has min 3 > max 1.
 * The load must fail as a whole, leaving neither registered.
 */
#include "tp_common.h"

sheet_status sheet_plugin_init(const sheet_plugin_host *host) {
  sheet_animator_vtable vt;
  sheet_status st = tp_check_host(host);
  if (st != SHEET_OK) return st;
  st = tp_register(host, "test.bad_spec_min_gt_max.ok", tp_linear_params(), TP_LINEAR_PARAM_COUNT,
                   tp_create_default, tp_sample_linear);
  if (st != SHEET_OK) return st;
  memset(&vt, 0, sizeof vt);
  vt.struct_size = sizeof vt;
  vt.abi_version = SHEET_ABI_VERSION;
  vt.name = "test.bad_spec_min_gt_max";
  vt.params = tp_linear_params();
  vt.param_count = TP_LINEAR_PARAM_COUNT;
  vt.create = tp_create_default;
  vt.sample = tp_sample_linear;
  vt.destroy = tp_destroy;
  {
    static const sheet_param_spec bad[2] = {{"duration", 0.5, 0.1, 5.0}, {"stiffness", 2.0, 3.0, 1.0}};
    vt.params = bad;
    vt.param_count = 2;
  }
  return host->register_animator(host->host_data, &vt, NULL);
}
