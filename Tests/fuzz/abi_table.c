/*
 * abi_table.c — builds the ABI fuzzer's table from abi_table.def and checks every row
 * against sheet.h: each exported function is assigned to a function pointer of exactly
 * the signature the row describes, and each plugin-side function is redeclared with it,
 * so a prototype in the header that the table does not follow fails to compile.
 */
#include "abi_table.h"

#define CT_R_VOID void
#define CT_R_STATUS sheet_status
#define CT_R_U32 uint32_t
#define CT_R_VERSION const char *
#define CT_R_STATUS_NAME const char *
#define CT_R_LAST_ERROR const char *
#define CT_R_POLL int32_t
#define CT_R_ANIM_COUNT size_t
#define CT_R_ANIM_NAME const char *
#define CT_R_PARAM_COUNT size_t

#define CT_A_ENGINE sheet_engine *
#define CT_A_CENGINE const sheet_engine *
#define CT_A_DESTROY_ENGINE sheet_engine *
#define CT_A_OUT_ENGINE sheet_engine **
#define CT_A_ID sheet_id
#define CT_A_TIME double
#define CT_A_VP_W double
#define CT_A_VP_H double
#define CT_A_INSET double
#define CT_A_LEN double
#define CT_A_POS double
#define CT_A_SECONDS double
#define CT_A_FLAG int32_t
#define CT_A_DETENT int32_t
#define CT_A_STATUS sheet_status
#define CT_A_ACTION uint32_t
#define CT_A_CONTENT uint64_t
#define CT_A_INDEX size_t
#define CT_A_PINDEX size_t
#define CT_A_OUT_INT_REQ int32_t *
#define CT_A_OUT_HIT int32_t *
#define CT_A_OUT_ID sheet_id *
#define CT_A_EVENT sheet_event *
#define CT_A_FRAME sheet_frame *
#define CT_A_ACCESS sheet_accessibility *
#define CT_A_PSPEC sheet_param_spec *
#define CT_A_CONFIG const sheet_config *
#define CT_A_CONFIG_OUT sheet_config *
#define CT_A_CONFIG_SIZE uint32_t
#define CT_A_VTABLE const sheet_animator_vtable *
#define CT_A_USERPTR void *
#define CT_A_LOGFN sheet_log_handler
#define CT_A_PATH const char *
#define CT_A_HOST const sheet_plugin_host *
#define CT_A_PROGRESS double
#define CT_A_DIRECTION int32_t

/* 1. Typed pointers: `sheet_status (*const sig_f)(sheet_engine *, double) = f;` */
#define SHEET_FN0(n, r) static CT_##r (*const sig_##n)(void) = n;
#define SHEET_FN1(n, r, a) static CT_##r (*const sig_##n)(CT_##a) = n;
#define SHEET_FN2(n, r, a, b) static CT_##r (*const sig_##n)(CT_##a, CT_##b) = n;
#define SHEET_FN3(n, r, a, b, c) static CT_##r (*const sig_##n)(CT_##a, CT_##b, CT_##c) = n;
#define SHEET_FN4(n, r, a, b, c, d) \
  static CT_##r (*const sig_##n)(CT_##a, CT_##b, CT_##c, CT_##d) = n;
#define SHEET_FN5(n, r, a, b, c, d, e) \
  static CT_##r (*const sig_##n)(CT_##a, CT_##b, CT_##c, CT_##d, CT_##e) = n;
#define SHEET_FN6(n, r, a, b, c, d, e, f) \
  static CT_##r (*const sig_##n)(CT_##a, CT_##b, CT_##c, CT_##d, CT_##e, CT_##f) = n;
#define SHEET_PLUGIN_FN1(n, r, a) CT_##r n(CT_##a);
#include "abi_table.def"
#undef SHEET_FN0
#undef SHEET_FN1
#undef SHEET_FN2
#undef SHEET_FN3
#undef SHEET_FN4
#undef SHEET_FN5
#undef SHEET_FN6
#undef SHEET_PLUGIN_FN1

/* 2. The table, holding those typed pointers. */
#define SHEET_FN0(n, r) {#n, (abi_fn)sig_##n, 1, r, 0, {A_KIND_COUNT}},
#define SHEET_FN1(n, r, a) {#n, (abi_fn)sig_##n, 1, r, 1, {a}},
#define SHEET_FN2(n, r, a, b) {#n, (abi_fn)sig_##n, 1, r, 2, {a, b}},
#define SHEET_FN3(n, r, a, b, c) {#n, (abi_fn)sig_##n, 1, r, 3, {a, b, c}},
#define SHEET_FN4(n, r, a, b, c, d) {#n, (abi_fn)sig_##n, 1, r, 4, {a, b, c, d}},
#define SHEET_FN5(n, r, a, b, c, d, e) {#n, (abi_fn)sig_##n, 1, r, 5, {a, b, c, d, e}},
#define SHEET_FN6(n, r, a, b, c, d, e, f) {#n, (abi_fn)sig_##n, 1, r, 6, {a, b, c, d, e, f}},
#define SHEET_PLUGIN_FN1(n, r, a) {#n, (abi_fn)0, 0, r, 1, {a}},
const abi_entry abi_table[] = {
#include "abi_table.def"
};
const size_t abi_table_count = sizeof abi_table / sizeof abi_table[0];
