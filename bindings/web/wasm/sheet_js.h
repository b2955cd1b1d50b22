/*
 * sheet_js.h — animators written in JavaScript, for libsheet.wasm only.
 *
 * The native library has no use for this: a C host passes its own function pointers
 * in a sheet_animator_vtable. JavaScript cannot make a C function pointer, so the
 * WebAssembly reactor module links in a trampoline (sheet_js.c) whose vtable functions
 * call the JavaScript host through four imports of module "env", keyed by a token the
 * host chose at registration. bindings/web/_animators.js provides the imports and
 * bindings/web/_engine.js calls the export; nothing else needs to.
 *
 * EXPORT
 *   sheet_status sheet_js_register_animator(sheet_engine *engine, const char *name,
 *                                           const sheet_param_spec *params,
 *                                           size_t param_count, uint32_t token);
 *     Registers animator `name` with `params` (read during the call only; as
 *     sheet_animator_vtable's name and params) through sheet_engine_register_animator,
 *     and returns its status. token (any value) is what the imports are handed to
 *     find the host's animator. SHEET_OK: the engine calls sheet_js_animator_release
 *     (token) exactly once, when it is destroyed. Any other status: the registration
 *     was refused, release is never called, and the host drops its own record.
 *     SHEET_ERR_OUT_OF_MEMORY when the trampoline's record cannot be allocated.
 *
 * IMPORTS (module "env"; pointers are offsets in the module's memory, valid during the
 * call only; none may call back into the engine — such calls are refused)
 *   int32_t sheet_js_animator_create(uint32_t token, const sheet_motion *motion,
 *                                    const double *param_values, uint32_t param_count,
 *                                    uint32_t *out_instance);
 *     Starts a motion: writes a non-zero instance handle and returns SHEET_OK, or
 *     returns another status (the engine's spring performs the motion).
 *   int32_t sheet_js_animator_sample(uint32_t instance, double elapsed,
 *                                    sheet_visual *out, double *out_top_velocity,
 *                                    int32_t *out_finished);
 *     As sheet_animator_vtable.sample.
 *   void sheet_js_animator_destroy(uint32_t instance);
 *     Called exactly once for every instance create made.
 *   void sheet_js_animator_release(uint32_t token);
 *     The engine is gone: the host may forget the registration.
 *
 * An import must never throw into the module: a JavaScript exception unwinding
 * through the engine's frames would leave it half-way through a call. The host catches
 * everything and returns a status instead (SHEET_ERR_PLUGIN from _animators.js).
 */
#ifndef SHEET_JS_H
#define SHEET_JS_H

#include "sheet.h"

#ifdef __cplusplus
extern "C" {
#endif

sheet_status sheet_js_register_animator(sheet_engine *engine, const char *name,
                                        const sheet_param_spec *params, size_t param_count,
                                        uint32_t token);

#ifdef __cplusplus
}
#endif

#endif /* SHEET_JS_H */
