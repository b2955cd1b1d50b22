/* sheet_js.c — the trampoline between the engine's animator vtable and JavaScript
 * (see sheet_js.h). Linked into libsheet.wasm only. */
#include "sheet_js.h"

#include <stdint.h>
#include <stdlib.h>

#define SHEET_JS_IMPORT(name) __attribute__((import_module("env"), import_name(#name)))

SHEET_JS_IMPORT(sheet_js_animator_create)
int32_t sheet_js_animator_create(uint32_t token, const sheet_motion *motion,
                                 const double *param_values, uint32_t param_count,
                                 uint32_t *out_instance);
SHEET_JS_IMPORT(sheet_js_animator_sample)
int32_t sheet_js_animator_sample(uint32_t instance, double elapsed, sheet_visual *out,
                                 double *out_top_velocity, int32_t *out_finished);
SHEET_JS_IMPORT(sheet_js_animator_destroy)
void sheet_js_animator_destroy(uint32_t instance);
SHEET_JS_IMPORT(sheet_js_animator_release)
void sheet_js_animator_release(uint32_t token);

/* What one registration hands the engine as plugin_data: create is not told how many
 * parameter values it receives, and JavaScript needs the count to read them. */
typedef struct js_registration {
  uint32_t token;
  uint32_t param_count;
} js_registration;

static sheet_status js_create(void *plugin_data, const sheet_motion *motion,
                              const double *param_values, void **out_instance) {
  const js_registration *registration = plugin_data;
  uint32_t instance = 0;
  sheet_status status = sheet_js_animator_create(registration->token, motion, param_values,
                                                 registration->param_count, &instance);
  if (status != SHEET_OK) return status;
  /* A handle of 0 would be indistinguishable from "no instance" to JavaScript's destroy;
   * refusing it keeps every instance the engine holds one the host knows. */
  if (instance == 0) return SHEET_ERR_PLUGIN;
  *out_instance = (void *)(uintptr_t)instance;
  return SHEET_OK;
}

static sheet_status js_sample(void *instance, double elapsed, sheet_visual *out,
                              double *out_top_velocity, int32_t *out_finished) {
  return sheet_js_animator_sample((uint32_t)(uintptr_t)instance, elapsed, out,
                                  out_top_velocity, out_finished);
}

static void js_destroy(void *instance) {
  sheet_js_animator_destroy((uint32_t)(uintptr_t)instance);
}

static void js_release(void *plugin_data) {
  js_registration *registration = plugin_data;
  sheet_js_animator_release(registration->token);
  free(registration);
}

__attribute__((export_name("sheet_js_register_animator")))
sheet_status sheet_js_register_animator(sheet_engine *engine, const char *name,
                                        const sheet_param_spec *params, size_t param_count,
                                        uint32_t token) {
  sheet_animator_vtable vtable = {
      .struct_size = sizeof vtable,
      .abi_version = SHEET_ABI_VERSION,
      .name = name,
      .params = params,
      .param_count = param_count,
      .create = js_create,
      .sample = js_sample,
      .destroy = js_destroy,
      .release = js_release,
  };
  js_registration *registration;
  sheet_status status;
  /* The engine checks the engine, the name and the specs; only the count must be
   * narrowed here, and a count past SHEET_MAX_PARAMS is refused by the engine anyway. */
  if (engine == NULL) return SHEET_ERR_INVALID_ARGUMENT;
  registration = malloc(sizeof *registration);
  if (registration == NULL) return SHEET_ERR_OUT_OF_MEMORY;
  registration->token = token;
  registration->param_count = param_count > SHEET_MAX_PARAMS ? 0u : (uint32_t)param_count;
  status = sheet_engine_register_animator(engine, &vtable, registration);
  /* Refused: the engine never calls release, so the record is still ours. */
  if (status != SHEET_OK) free(registration);
  return status;
}
