/* SPDX-License-Identifier: MIT */
/*
 * sheet_plugin.h — the plugin side of libsheet: what a plugin shared object exports and
 * what it is handed.
 *
 * A plugin is a shared object that the host loads with sheet_engine_load_plugin. It
 * exports one symbol, sheet_plugin_init, which the library looks up and calls with a
 * host table; it registers its animators through that table and reaches the engine in
 * no other way: it does not link against libsheet (the library may be loaded
 * RTLD_LOCAL, where a plugin's calls into it would not resolve), and libsheet does not
 * export sheet_plugin_init itself. Plugins are never unloaded.
 *
 * The animator types a plugin fills (sheet_animator_vtable, sheet_motion, sheet_visual,
 * sheet_param_spec) and the status and log constants are in sheet.h, which this header
 * includes. sheet.h includes this header too, so a plugin written against sheet.h alone
 * keeps compiling.
 *
 * THREADS
 *   sheet_plugin_init runs on the thread that called sheet_engine_load_plugin, inside
 *   that call; the host table's functions may be called during it only.
 */
#ifndef SHEET_PLUGIN_H
#define SHEET_PLUGIN_H

#include "sheet.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Marks the plugin's entry point exported from the plugin's shared object, however the
 * plugin is compiled (for example with -fvisibility=hidden). */
#if defined(__GNUC__) || defined(__clang__)
#define SHEET_PLUGIN_EXPORT __attribute__((visibility("default")))
#else
#define SHEET_PLUGIN_EXPORT
#endif

/** What a plugin's entry point is handed. The plugin registers its animators through
 *  register_animator (which behaves as sheet_engine_register_animator, statuses
 *  included: a NULL vtable is SHEET_ERR_INVALID_ARGUMENT, and like every registration
 *  that fails it fails the load) and may log. A NULL host_data is refused by
 *  register_animator (SHEET_ERR_INVALID_ARGUMENT; it names no load, so it fails none)
 *  and ignored by log. The table and host_data are valid during sheet_plugin_init only:
 *  another host_data, or a call after init has returned, is beyond what the library
 *  can check, as a destroyed engine is. */
typedef struct sheet_plugin_host {
  uint32_t struct_size;      /* sizeof(sheet_plugin_host) as the library was built */
  uint32_t abi_version;      /* SHEET_ABI_VERSION of the library */
  void    *host_data;        /* hand it back to the functions below, unchanged */
  sheet_status (*register_animator)(void *host_data, const sheet_animator_vtable *vtable,
                                    void *plugin_data);
  /* level: SHEET_LOG_* (another value reaches the handler as the nearest of them);
   * message: NUL-terminated, read during the call only, NULL ignored. Goes to the
   * engine's log handler (sheet_engine_set_log_handler), or nowhere. */
  void (*log)(void *host_data, int32_t level, const char *message);
} sheet_plugin_host;

/** The entry point a plugin defines and exports. The library calls it once per
 *  sheet_engine_load_plugin, with a host table for that engine.
 *  Return SHEET_OK, or an error status to refuse loading. Loading is all or nothing:
 *  when init returns an error, or a registration it made failed, every animator it
 *  registered is removed again and the load fails.
 *  Thread rule: called on the engine's thread, inside sheet_engine_load_plugin. */
SHEET_PLUGIN_EXPORT sheet_status sheet_plugin_init(const sheet_plugin_host *host);

/** Whether a plugin built against this header can use the host table it is handed: the
 *  first call of a plugin's sheet_plugin_init, which returns the status when it is not
 *  SHEET_OK. It checks, in this order, that host is not NULL, that the table is at
 *  least this header's sizeof(sheet_plugin_host) and of this header's ABI major
 *  (SHEET_ABI_VERSION_MAJOR), and that register_animator is not NULL; it calls nothing
 *  and writes nothing.
 *  Returns SHEET_OK; SHEET_ERR_INVALID_ARGUMENT for a NULL host or a NULL
 *  register_animator; SHEET_ERR_ABI_MISMATCH for a smaller table or another ABI major
 *  (register_animator is not read then: such a table may end before it).
 *  Thread rule: inside sheet_plugin_init, on its thread, like the table it checks. */
static inline sheet_status sheet_plugin_check_host(const sheet_plugin_host *host) {
  if (host == NULL) return SHEET_ERR_INVALID_ARGUMENT;
  if (host->struct_size < sizeof(sheet_plugin_host) ||
      SHEET_ABI_VERSION_MAJOR(host->abi_version) != SHEET_ABI_VERSION_MAJOR(SHEET_ABI_VERSION))
    return SHEET_ERR_ABI_MISMATCH;
  if (host->register_animator == NULL) return SHEET_ERR_INVALID_ARGUMENT;
  return SHEET_OK;
}

/** An initializer of a sheet_animator_vtable as this header defines it: struct_size is
 *  sizeof(sheet_animator_vtable) and abi_version SHEET_ABI_VERSION, the other fields
 *  are the arguments in the struct's order (release may be NULL). With constant
 *  arguments it is a constant expression, so a plugin can keep its vtable in a static
 *  const and hand its address to register_animator (the engine copies it):
 *
 *    static const sheet_animator_vtable zoom_animator = SHEET_ANIMATOR_VTABLE(
 *        "zoom", zoom_params, 2, zoom_create, zoom_sample, zoom_destroy, NULL);
 *
 *  It calls nothing; the vtable's own rules (sheet.h) apply to what it holds. */
#define SHEET_ANIMATOR_VTABLE(name, params, param_count, create, sample, destroy, release) \
  {(uint32_t)sizeof(sheet_animator_vtable), SHEET_ABI_VERSION, (name), (params),          \
   (size_t)(param_count), (create), (sample), (destroy), (release)}

#ifdef __cplusplus
}
#endif

#endif /* SHEET_PLUGIN_H */
