/*
 * abi_table.h — the ABI fuzzer's table of sheet.h's functions (see abi_table.def).
 */
#ifndef LIBSHEET_ABI_TABLE_H
#define LIBSHEET_ABI_TABLE_H

#include <stddef.h>

#include "sheet.h"

/* What a function returns, and so which rule its result is checked against. */
enum abi_ret {
  R_VOID,
  R_STATUS,       /* sheet_status */
  R_U32,          /* sheet_abi_version */
  R_VERSION,      /* sheet_version_string */
  R_STATUS_NAME,  /* sheet_status_name */
  R_LAST_ERROR,   /* sheet_engine_last_error */
  R_POLL,         /* sheet_engine_poll_event: 0 or 1 */
  R_ANIM_COUNT,   /* sheet_engine_animator_count */
  R_ANIM_NAME,    /* sheet_engine_animator_name */
  R_PARAM_COUNT   /* sheet_engine_animator_param_count */
};

/* What a parameter means, and so which hostile values it is given. */
enum abi_arg {
  A_ENGINE,         /* sheet_engine * */
  A_CENGINE,        /* const sheet_engine * */
  A_DESTROY_ENGINE, /* sheet_engine * handed to sheet_engine_destroy */
  A_OUT_ENGINE,     /* sheet_engine ** */
  A_ID,             /* sheet_id */
  A_TIME,           /* double: seconds */
  A_VP_W,           /* double: viewport width */
  A_VP_H,           /* double: viewport height */
  A_INSET,          /* double: safe-area inset */
  A_LEN,            /* double: a length >= 0 */
  A_POS,            /* double: a coordinate */
  A_SECONDS,        /* double: a duration > 0 */
  A_FLAG,           /* int32_t: 0 or 1 */
  A_DETENT,         /* int32_t: detent index */
  A_STATUS,         /* sheet_status */
  A_ACTION,         /* uint32_t: SHEET_ACTION_* */
  A_CONTENT,        /* uint64_t: content id */
  A_INDEX,          /* size_t: animator index */
  A_PINDEX,         /* size_t: parameter index */
  A_OUT_INT_REQ,    /* int32_t *, required */
  A_OUT_HIT,        /* int32_t *, may be NULL */
  A_OUT_ID,         /* sheet_id * */
  A_EVENT,          /* sheet_event * */
  A_FRAME,          /* sheet_frame * */
  A_ACCESS,         /* sheet_accessibility * */
  A_PSPEC,          /* sheet_param_spec * */
  A_CONFIG,         /* const sheet_config * */
  A_CONFIG_OUT,     /* sheet_config * */
  A_CONFIG_SIZE,    /* uint32_t: the bytes of a sheet_config to fill */
  A_VTABLE,         /* const sheet_animator_vtable * */
  A_USERPTR,        /* void *, never dereferenced by the library */
  A_LOGFN,          /* sheet_log_handler */
  A_PATH,           /* const char * */
  A_HOST,           /* const sheet_plugin_host * */
  A_PROGRESS,       /* double: a back gesture's progress, [0, 1] */
  A_DIRECTION,      /* int32_t: SHEET_DIRECTION_* */
  A_KIND_COUNT
};

#define ABI_MAX_ARGS 6

typedef void (*abi_fn)(void);

typedef struct abi_entry {
  const char *name;
  abi_fn fn;           /* the linked function; NULL for plugin-side declarations */
  int in_library;      /* 1: libsheet must export it; 0: it must not (sheet_plugin_init) */
  enum abi_ret ret;
  int nargs;
  enum abi_arg args[ABI_MAX_ARGS];
} abi_entry;

extern const abi_entry abi_table[];
extern const size_t abi_table_count;

#endif /* LIBSHEET_ABI_TABLE_H */
