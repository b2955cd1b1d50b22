/*
 * sheet-abi-fuzz — calls every function of libsheet's C ABI through libffi with hostile
 * arguments, in forked children, and checks the contract of sheet.h:
 *
 *   - the library's exported sheet_* symbols (its ELF .dynsym), the functions sheet.h
 *     declares and the fuzzer's table (abi_table.def) are the same set;
 *   - no call crashes or hangs (each child runs a batch under an alarm; a crash or a
 *     hang is counted, and the next child goes on);
 *   - a call given an argument the header says is refused returns a non-OK status, and
 *     every non-OK status comes with a non-empty sheet_engine_last_error(); an OK status
 *     leaves it "";
 *   - functions that return values follow their own rules (poll_event 0/1, counts and
 *     names consistent, static strings never NULL, config_init sets struct_size);
 *   - nothing is written past an output struct's struct_size (or past its sizeof when
 *     struct_size is larger), input structs are not modified;
 *   - after every call, the frame of every live sheet is finite and within the value
 *     rules; every animator instance created is destroyed exactly once.
 *
 *   sheet-abi-fuzz [--calls N | --seconds S] [--seed S] [--batch N] [--jobs N]
 *                  [--lib PATH] [--header PATH] [--plugins DIR]... [--child K] [--trace]
 *
 * --child K runs child batch K of the given seed in-process (no fork), to reproduce a
 * crash the summary reports; --trace prints every call.
 */
#define _POSIX_C_SOURCE 200809L
#define _GNU_SOURCE

#include <dlfcn.h>
#include <elf.h>
#include <errno.h>
#include <ffi.h>
#include <signal.h>
#include <stdarg.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "abi_table.h"
#include "fuzz_common.h"
#include "phone_fixture.h"
#include "sheet_names.h"

#ifndef SHEET_FUZZ_HEADER
#define SHEET_FUZZ_HEADER ""
#endif
#ifndef SHEET_FUZZ_PLUGIN_DIRS
#define SHEET_FUZZ_PLUGIN_DIRS ""
#endif

/* ------------------------------------------------------------------------------------
 * Argument classes
 * ---------------------------------------------------------------------------------- */

#define CLASS_LIST(X)                                                                   \
  X(VALID) X(ENGINE2) X(NULLP) X(ZERO) X(MINUS1) X(NAN) X(PINF) X(NINF) X(HUGE)          \
  X(NHUGE) X(DENORM) X(NDENORM) X(I32MIN) X(I32MAX) X(U32MAX) X(U64MAX) X(SIZEMAX)       \
  X(UNKNOWN_CONST) X(MULTI_BITS) X(INDEX_END) X(ID_NEVER) X(ID_NEXT) X(ID_STALE)         \
  X(ID_HIDDEN) X(ID_PRESENTING) X(ID_RESTING) X(ID_DRAGGING) X(ID_SETTLING)              \
  X(ID_DISMISSING) X(SIZE0) X(SIZE_SHORT) X(SIZE_PARTIAL) X(SIZE_HUGE) X(SIZE_U32MAX)    \
  X(STR_EMPTY) X(STR_LONG) X(STR_NONUTF8) X(PATH_MISSING) X(PATH_DIR) X(PATH_NOT_ELF)    \
  X(PATH_NO_INIT) X(PATH_PLUGIN) X(CFG_NAN) X(CFG_INF) X(CFG_RANGE) X(CFG_ENUM)          \
  X(CFG_DETENTS_NULL) X(CFG_DETENTS_TOO_MANY) X(CFG_DETENT_BAD) X(CFG_ANIM_UNKNOWN)      \
  X(CFG_ANIM_EMPTY) X(CFG_ANIM_LONG) X(CFG_ANIM_NONUTF8) X(CFG_PARAMS_NULL)              \
  X(CFG_PARAM_NULL_NAME) X(CFG_PARAM_UNKNOWN) X(CFG_PARAM_RANGE) X(CFG_PARAM_NAN)        \
  X(VT_NAME_NULL) X(VT_NAME_EMPTY) X(VT_NAME_LONG) X(VT_NAME_NONUTF8) X(VT_FN_NULL)      \
  X(VT_ABI_MAJOR) X(VT_ABI_MINOR) X(VT_SPEC_BAD) X(VT_PARAMS_NULL) X(VT_PARAMS_TOO_MANY) \
  X(VT_DUP) X(PTR_RANDOM)

#define X_ENUM(n) CL_##n,
enum { CLASS_LIST(X_ENUM) CL_COUNT };
#undef X_ENUM
#define X_NAME(n) #n,
static const char *const class_names[] = {CLASS_LIST(X_NAME)};
#undef X_NAME

/* The classes each kind of parameter is given; the first is its valid value. */
#define MAXC 24
typedef struct kind_classes {
  int n;
  int c[MAXC];
} kind_classes;

static const kind_classes kinds[A_KIND_COUNT] = {
    /* A_ENGINE */ {3, {CL_VALID, CL_ENGINE2, CL_NULLP}},
    /* A_CENGINE */ {3, {CL_VALID, CL_ENGINE2, CL_NULLP}},
    /* A_DESTROY_ENGINE */ {2, {CL_VALID, CL_NULLP}},
    /* A_OUT_ENGINE */ {2, {CL_VALID, CL_NULLP}},
    /* A_ID */
    {12,
     {CL_ID_RESTING, CL_ID_HIDDEN, CL_ID_PRESENTING, CL_ID_DRAGGING, CL_ID_SETTLING,
      CL_ID_DISMISSING, CL_ZERO, CL_ID_NEVER, CL_ID_NEXT, CL_ID_STALE, CL_U64MAX,
      CL_ID_RESTING}},
    /* A_TIME */
    {10,
     {CL_VALID, CL_ZERO, CL_MINUS1, CL_HUGE, CL_NHUGE, CL_DENORM, CL_NDENORM, CL_NAN, CL_PINF,
      CL_NINF}},
    /* A_VP_W */
    {10,
     {CL_VALID, CL_ZERO, CL_MINUS1, CL_HUGE, CL_NHUGE, CL_DENORM, CL_NDENORM, CL_NAN, CL_PINF,
      CL_NINF}},
    /* A_VP_H */
    {10,
     {CL_VALID, CL_ZERO, CL_MINUS1, CL_HUGE, CL_NHUGE, CL_DENORM, CL_NDENORM, CL_NAN, CL_PINF,
      CL_NINF}},
    /* A_INSET */
    {9, {CL_VALID, CL_ZERO, CL_MINUS1, CL_HUGE, CL_DENORM, CL_NDENORM, CL_NAN, CL_PINF, CL_NINF}},
    /* A_LEN */
    {10,
     {CL_VALID, CL_ZERO, CL_MINUS1, CL_HUGE, CL_NHUGE, CL_DENORM, CL_NDENORM, CL_NAN, CL_PINF,
      CL_NINF}},
    /* A_POS */
    {10,
     {CL_VALID, CL_ZERO, CL_MINUS1, CL_HUGE, CL_NHUGE, CL_DENORM, CL_NDENORM, CL_NAN, CL_PINF,
      CL_NINF}},
    /* A_SECONDS */
    {9, {CL_VALID, CL_ZERO, CL_MINUS1, CL_HUGE, CL_DENORM, CL_NDENORM, CL_NAN, CL_PINF, CL_NINF}},
    /* A_FLAG */ {6, {CL_VALID, CL_ZERO, CL_MINUS1, CL_I32MIN, CL_I32MAX, CL_UNKNOWN_CONST}},
    /* A_DETENT */ {6, {CL_VALID, CL_ZERO, CL_MINUS1, CL_I32MIN, CL_I32MAX, CL_UNKNOWN_CONST}},
    /* A_STATUS */ {6, {CL_VALID, CL_ZERO, CL_MINUS1, CL_I32MIN, CL_I32MAX, CL_UNKNOWN_CONST}},
    /* A_ACTION */ {6, {CL_VALID, CL_ZERO, CL_UNKNOWN_CONST, CL_MULTI_BITS, CL_U32MAX, CL_I32MIN}},
    /* A_CONTENT */ {3, {CL_VALID, CL_ZERO, CL_U64MAX}},
    /* A_INDEX */ {5, {CL_VALID, CL_ZERO, CL_INDEX_END, CL_SIZEMAX, CL_HUGE}},
    /* A_PINDEX */ {5, {CL_VALID, CL_ZERO, CL_INDEX_END, CL_SIZEMAX, CL_HUGE}},
    /* A_OUT_INT_REQ */ {2, {CL_VALID, CL_NULLP}},
    /* A_OUT_HIT */ {2, {CL_VALID, CL_NULLP}},
    /* A_OUT_ID */ {2, {CL_VALID, CL_NULLP}},
    /* A_EVENT */
    {7, {CL_VALID, CL_NULLP, CL_SIZE0, CL_SIZE_SHORT, CL_SIZE_PARTIAL, CL_SIZE_HUGE, CL_SIZE_U32MAX}},
    /* A_FRAME */
    {7, {CL_VALID, CL_NULLP, CL_SIZE0, CL_SIZE_SHORT, CL_SIZE_PARTIAL, CL_SIZE_HUGE, CL_SIZE_U32MAX}},
    /* A_ACCESS */
    {7, {CL_VALID, CL_NULLP, CL_SIZE0, CL_SIZE_SHORT, CL_SIZE_PARTIAL, CL_SIZE_HUGE, CL_SIZE_U32MAX}},
    /* A_PSPEC */ {2, {CL_VALID, CL_NULLP}},
    /* A_CONFIG */
    {23,
     {CL_VALID, CL_NULLP, CL_SIZE0, CL_SIZE_SHORT, CL_SIZE_HUGE, CL_SIZE_U32MAX, CL_CFG_NAN,
      CL_CFG_INF, CL_CFG_RANGE, CL_CFG_ENUM, CL_CFG_DETENTS_NULL, CL_CFG_DETENTS_TOO_MANY,
      CL_CFG_DETENT_BAD, CL_CFG_ANIM_UNKNOWN, CL_CFG_ANIM_EMPTY, CL_CFG_ANIM_LONG,
      CL_CFG_ANIM_NONUTF8, CL_CFG_PARAMS_NULL, CL_CFG_PARAM_NULL_NAME, CL_CFG_PARAM_UNKNOWN,
      CL_CFG_PARAM_RANGE, CL_CFG_PARAM_NAN, CL_SIZE_PARTIAL}},
    /* A_CONFIG_OUT */ {3, {CL_VALID, CL_NULLP, CL_SIZE_HUGE}},
    /* A_CONFIG_SIZE */ {5, {CL_VALID, CL_ZERO, CL_SIZE_SHORT, CL_SIZE_PARTIAL, CL_U32MAX}},
    /* A_VTABLE */
    {18,
     {CL_VALID, CL_NULLP, CL_SIZE0, CL_SIZE_SHORT, CL_SIZE_HUGE, CL_VT_NAME_NULL,
      CL_VT_NAME_EMPTY, CL_VT_NAME_LONG, CL_VT_NAME_NONUTF8, CL_VT_FN_NULL, CL_VT_ABI_MAJOR,
      CL_VT_ABI_MINOR, CL_VT_SPEC_BAD, CL_VT_PARAMS_NULL, CL_VT_PARAMS_TOO_MANY, CL_VT_DUP,
      CL_SIZE_U32MAX, CL_SIZE_PARTIAL}},
    /* A_USERPTR */ {3, {CL_VALID, CL_NULLP, CL_PTR_RANDOM}},
    /* A_LOGFN */ {2, {CL_VALID, CL_NULLP}},
    /* A_PATH */
    {10,
     {CL_PATH_PLUGIN, CL_NULLP, CL_STR_EMPTY, CL_STR_LONG, CL_STR_NONUTF8, CL_PATH_MISSING,
      CL_PATH_DIR, CL_PATH_NOT_ELF, CL_PATH_NO_INIT, CL_PATH_PLUGIN}},
    /* A_HOST */ {1, {CL_NULLP}},
    /* A_PROGRESS */
    {10,
     {CL_VALID, CL_ZERO, CL_MINUS1, CL_HUGE, CL_NHUGE, CL_DENORM, CL_NDENORM, CL_NAN, CL_PINF,
      CL_NINF}},
    /* A_DIRECTION */ {6, {CL_VALID, CL_ZERO, CL_MINUS1, CL_I32MIN, CL_I32MAX, CL_UNKNOWN_CONST}},
};

/* ------------------------------------------------------------------------------------
 * Shared statistics (one record per child, in memory shared with the parent)
 * ---------------------------------------------------------------------------------- */

#define NFN 64
typedef struct child_stats {
  uint64_t calls, refused, must_refuse, violations, checks;
  uint64_t class_uses[CL_COUNT];
  uint64_t fn_calls[NFN];
  int finished;
  char last_call[768];
  char first_violation[768];
} child_stats;

/* ------------------------------------------------------------------------------------
 * Child state
 * ---------------------------------------------------------------------------------- */

#define OUTBUF 8192
#define MAX_IDS 64
#define MAX_ISSUED 4096
#define LONG_LEN 65536

typedef struct ctx {
  fz_rng rng;
  child_stats *st;
  int trace;
  long child;
  sheet_engine *e, *e2;
  double now;
  double vw, vh, safe_top, vp_known; /* the viewport e was last given successfully */
  sheet_id live[MAX_IDS];
  int nlive;
  sheet_id stale[MAX_IDS];
  int nstale;
  sheet_id issued[MAX_ISSUED];
  int nissued;
  sheet_id max_issued;
  unsigned long vt_serial;
  /* argument storage */
  unsigned char *out[ABI_MAX_ARGS];   /* guarded output buffers */
  unsigned char *in[ABI_MAX_ARGS];    /* input struct buffers */
  unsigned char *in_copy[ABI_MAX_ARGS];
  size_t guard_from[ABI_MAX_ARGS];    /* bytes from here to OUTBUF must stay 0xA5 */
  size_t in_len[ABI_MAX_ARGS];
  char *long_str, *long_str2, *long_str3;
  sheet_detent detents[64];
  sheet_param params[64];
  sheet_param_spec specs[64];
  char vt_name[ABI_MAX_ARGS][64];
  sheet_engine *throwaway; /* created for a sheet_engine_destroy call */
} ctx;

static char *g_plugin_paths[64];
static int g_nplugins;
static long g_live_instances; /* animator instances of the fuzzer's own animator */
static long g_log_bad;

static void violation(ctx *c, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  c->st->violations++;
  if (c->st->violations == 1)
    snprintf(c->st->first_violation, sizeof c->st->first_violation, "%.250s | call: %.500s", msg,
             c->st->last_call);
  if (c->st->violations <= 5 || c->trace)
    fprintf(stderr, "VIOLATION (child %ld): %s\n    call: %s\n", c->child, msg,
            c->st->last_call);
}

/* ---- the fuzzer's own animator: linear to the target in 0.1 s ---------------------- */

typedef struct lin_inst {
  sheet_visual from, to;
} lin_inst;

static sheet_status lin_create(void *plugin_data, const sheet_motion *motion,
                               const double *param_values, void **out_instance) {
  lin_inst *i;
  (void)plugin_data;
  (void)param_values;
  if (!motion || !out_instance) return SHEET_ERR_INVALID_ARGUMENT;
  i = (lin_inst *)malloc(sizeof *i);
  if (!i) return SHEET_ERR_CAPACITY;
  i->from = motion->from;
  i->to = motion->to;
  *out_instance = i;
  g_live_instances++;
  return SHEET_OK;
}

static sheet_status lin_sample(void *instance, double elapsed, sheet_visual *out,
                               double *out_top_velocity, int32_t *out_finished) {
  const lin_inst *i = (const lin_inst *)instance;
  double k = elapsed / 0.1;
  if (!(k < 1)) k = 1;
  if (k < 0) k = 0;
  out->top = i->from.top + (i->to.top - i->from.top) * k;
  out->opacity = i->from.opacity + (i->to.opacity - i->from.opacity) * k;
  out->backdrop_alpha = i->from.backdrop_alpha + (i->to.backdrop_alpha - i->from.backdrop_alpha) * k;
  out->scale = i->from.scale + (i->to.scale - i->from.scale) * k;
  *out_top_velocity = k < 1 ? (i->to.top - i->from.top) / 0.1 : 0;
  *out_finished = k >= 1;
  return SHEET_OK;
}

static void lin_destroy(void *instance) {
  free(instance);
  g_live_instances--;
}

static void log_handler(void *user_data, int32_t level, const char *message) {
  (void)user_data;
  if (message == NULL || level < SHEET_LOG_DEBUG || level > SHEET_LOG_ERROR) g_log_bad++;
}

/* ---- id bookkeeping ------------------------------------------------------------------ */

static int was_issued(const ctx *c, sheet_id id) {
  int i;
  for (i = 0; i < c->nissued; i++)
    if (c->issued[i] == id) return 1;
  return 0;
}

static void note_created(ctx *c, sheet_id id) {
  if (c->nissued < MAX_ISSUED) c->issued[c->nissued++] = id;
  if (id > c->max_issued) c->max_issued = id;
  if (c->nlive < MAX_IDS) c->live[c->nlive++] = id;
}

static void note_destroyed(ctx *c, sheet_id id) {
  int i;
  for (i = 0; i < c->nlive; i++) {
    if (c->live[i] == id) {
      c->live[i] = c->live[--c->nlive];
      break;
    }
  }
  if (c->nstale < MAX_IDS) c->stale[c->nstale++] = id;
  else c->stale[fz_below(&c->rng, MAX_IDS)] = id;
}

static int32_t state_of(const ctx *c, sheet_id id) {
  sheet_frame f;
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  if (sheet_get_frame(c->e, id, &f) != SHEET_OK) return -1;
  return f.state;
}

/* ---- the scene: an engine with sheets in every state --------------------------------- */

static sheet_id scene_sheet(ctx *c, int detents) {
  sheet_config cfg;
  sheet_detent d[3];
  sheet_id id = 0;
  sheet_config_init(&cfg);
  d[0].kind = SHEET_DETENT_POINTS;
  d[0].value = 200;
  d[1].kind = SHEET_DETENT_FRACTION;
  d[1].value = 0.5;
  d[2].kind = SHEET_DETENT_FRACTION;
  d[2].value = 1.0;
  if (detents == 2) {
    d[0].kind = SHEET_DETENT_CONTENT;
    d[0].value = 0;
  }
  cfg.detents = d;
  cfg.detent_count = detents == 1 ? 1 : 3;
  cfg.user_tag = fz_next(&c->rng);
  cfg.confirm_dismiss = fz_chance(&c->rng, 0.5);
  cfg.scales_background = fz_chance(&c->rng, 0.5);
  cfg.keyboard = (int32_t)fz_below(&c->rng, 3);
  cfg.back_behavior = (int32_t)fz_below(&c->rng, 3);
  cfg.footer_height = fz_chance(&c->rng, 0.5) ? 56 : 0;
  /* on any side, now and then floating, in a column, or in a wide layout of its own
     (the scene's phone is narrower than the default threshold, and wider than these) */
  cfg.edge = (int32_t)fz_below(&c->rng, 4);
  cfg.cross_alignment = (int32_t)fz_below(&c->rng, 3);
  cfg.edge_inset = fz_chance(&c->rng, 0.3) ? 16 : 0;
  cfg.side_inset = fz_chance(&c->rng, 0.3) ? 12 : 0;
  cfg.max_cross_size = fz_chance(&c->rng, 0.3) ? 240 : 0;
  cfg.wide_layout = (int32_t)fz_below(&c->rng, 4);
  if (fz_chance(&c->rng, 0.5)) cfg.wide_threshold = 300;
  if (sheet_create(c->e, &cfg, &id) == SHEET_OK) note_created(c, id);
  return id;
}

static void drain(sheet_engine *e) {
  sheet_event ev;
  int n = 0;
  memset(&ev, 0, sizeof ev);
  ev.struct_size = sizeof ev;
  while (n++ < 1000 && sheet_engine_poll_event(e, &ev) == 1) {
  }
}

static void scene_teardown(ctx *c) {
  sheet_engine_destroy(c->e);
  sheet_engine_destroy(c->e2);
  c->e = c->e2 = NULL;
  c->nlive = 0;
  if (g_live_instances != 0)
    violation(c, "%ld animator instances of the fuzzer's animator were not destroyed exactly "
                 "once after sheet_engine_destroy", g_live_instances);
  g_live_instances = 0;
}

static void scene_build(ctx *c) {
  sheet_id s[6], tmp;
  sheet_frame f;
  int i;
  int32_t hit;
  scene_teardown(c);
  c->nissued = 0;
  c->max_issued = 0;
  c->nstale = 0;
  c->now = 100.0;
  if (sheet_engine_create(&c->e) != SHEET_OK || sheet_engine_create(&c->e2) != SHEET_OK) {
    violation(c, "sheet_engine_create failed with valid arguments");
    return;
  }
  sheet_engine_set_viewport(c->e, PHONE_VIEWPORT);
  sheet_engine_set_viewport(c->e2, 800, 600, 0, 0);
  if (fz_chance(&c->rng, 0.5)) sheet_engine_set_layout_direction(c->e, SHEET_DIRECTION_RTL);
  c->vw = PHONE_WIDTH;
  c->vh = PHONE_HEIGHT;
  c->safe_top = PHONE_SAFE_TOP;
  c->vp_known = 1;
  if (fz_chance(&c->rng, 0.5)) sheet_engine_set_log_handler(c->e, log_handler, NULL);
  for (i = 0; i < 6; i++) s[i] = scene_sheet(c, 1 + (int)fz_below(&c->rng, 3));
  for (i = 0; i < 2; i++) {
    tmp = scene_sheet(c, 3);
    if (sheet_destroy(c->e, tmp) == SHEET_OK) note_destroyed(c, tmp);
  }
  /* s0 hidden; s1 resting; s2 dismissing; s3 settling; s4 presenting; s5 dragging */
  sheet_present(c->e, s[1], 0, c->now);
  sheet_present(c->e, s[2], 0, c->now);
  sheet_present(c->e, s[3], 0, c->now);
  sheet_present(c->e, s[5], 0, c->now);
  sheet_engine_tick(c->e, c->now + 2.0);
  c->now += 2.0;
  sheet_dismiss(c->e, s[2], c->now);
  sheet_move_to_detent(c->e, s[3], sheet_get_frame(c->e, s[3], &f) == SHEET_OK ? 0 : 0, c->now);
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  if (sheet_get_frame(c->e, s[5], &f) == SHEET_OK) {
    /* 30 points in from its free edge, then 60 points towards its side: a drag on any
       side (the rectangle's free edge is where top is along its axis) */
    double x = f.rect.x + f.rect.width / 2, y = f.rect.y + f.rect.height / 2, dx = 0, dy = 0;
    switch (f.edge == SHEET_EDGE_BOTTOM ? 0 : f.edge == SHEET_EDGE_TOP ? 1 : f.rect.x < 1 ? 2 : 3) {
    case 0: y = f.rect.y + 30, dy = 1; break;
    case 1: y = f.rect.y + f.rect.height - 30, dy = -1; break;
    case 2: x = f.rect.x + f.rect.width - 30, dx = -1; break;
    default: x = f.rect.x + 30, dx = 1; break;
    }
    sheet_pointer_down(c->e, s[5], x, y, c->now, &hit);
    sheet_pointer_move(c->e, s[5], x + 10 * dx, y + 10 * dy, c->now + 0.01);
    sheet_pointer_move(c->e, s[5], x + 60 * dx, y + 60 * dy, c->now + 0.02);
  }
  c->now += 0.02;
  sheet_present(c->e, s[4], 0, c->now);
  sheet_engine_tick(c->e, c->now + 0.05);
  c->now += 0.05;
  /* now and then, a keyboard up and a back gesture under way on the resting sheet */
  if (fz_chance(&c->rng, 0.5)) sheet_engine_set_obstruction(c->e, 250, c->now);
  if (fz_chance(&c->rng, 0.5) && sheet_back_begin(c->e, s[1], c->now) == SHEET_OK)
    sheet_back_progress(c->e, s[1], 0.5, c->now);
  if (sheet_create(c->e2, NULL, &tmp) == SHEET_OK) sheet_present(c->e2, tmp, 0, c->now);
  drain(c->e);
}

/* ---- argument values ---------------------------------------------------------------- */

typedef union argval {
  double d;
  int32_t i32;
  uint32_t u32;
  uint64_t u64;
  size_t sz;
  void *p;
  const void *cp;
  sheet_log_handler fn;
} argval;

typedef struct call {
  const abi_entry *ent;
  int fn_index;
  argval v[ABI_MAX_ARGS];
  int cls[ABI_MAX_ARGS];
  int must_refuse;
  int must_accept;
  sheet_engine *engine; /* the engine argument, if any */
} call;

static double dbl_of(int cl, double valid) {
  switch (cl) {
  case CL_ZERO: return 0.0;
  case CL_MINUS1: return -1.0;
  case CL_HUGE: return 1e308;
  case CL_NHUGE: return -1e308;
  case CL_DENORM: return 4.9e-324;
  case CL_NDENORM: return -4.9e-324;
  case CL_NAN: return NAN;
  case CL_PINF: return INFINITY;
  case CL_NINF: return -INFINITY;
  default: return valid;
  }
}

static int32_t i32_of(int cl, int32_t valid, int32_t unknown) {
  switch (cl) {
  case CL_ZERO: return 0;
  case CL_MINUS1: return -1;
  case CL_I32MIN: return INT32_MIN;
  case CL_I32MAX: return INT32_MAX;
  case CL_UNKNOWN_CONST: return unknown;
  default: return valid;
  }
}

static sheet_id pick_live(ctx *c, int want_state) {
  int i, start;
  if (c->nlive == 0) return 0;
  start = (int)fz_below(&c->rng, (uint32_t)c->nlive);
  for (i = 0; i < c->nlive; i++) {
    sheet_id id = c->live[(start + i) % c->nlive];
    if (want_state < 0 || state_of(c, id) == want_state) return id;
  }
  return c->live[start];
}

/* An output struct of `full` bytes whose smallest accepted struct_size is `minimum`:
 * SIZE_SHORT is below it (and refused), SIZE_PARTIAL from it up to the whole. */
static void fill_out(ctx *c, int k, int cl, uint32_t full, uint32_t minimum) {
  unsigned char *b = c->out[k];
  uint32_t size = full;
  memset(b, 0xA5, OUTBUF);
  switch (cl) {
  case CL_SIZE0: size = 0; break;
  case CL_SIZE_SHORT: size = 1 + fz_below(&c->rng, minimum - 1); break;
  case CL_SIZE_PARTIAL: size = minimum + fz_below(&c->rng, full - minimum); break;
  case CL_SIZE_HUGE: size = OUTBUF; break;
  case CL_SIZE_U32MAX: size = UINT32_MAX; break;
  default: break;
  }
  memcpy(b, &size, sizeof size);
  c->guard_from[k] = size < full ? (size < 4 ? 4 : size) : full;
}

static void valid_config(ctx *c, sheet_config *cfg) {
  static const char *const anims[] = {"spring", "slide", "fade"};
  size_t n, i;
  sheet_config_init(cfg);
  n = 1 + fz_below(&c->rng, 4);
  for (i = 0; i < n; i++) {
    c->detents[i].kind = SHEET_DETENT_FRACTION;
    c->detents[i].value = (double)(i + 1) / (double)n;
  }
  if (fz_chance(&c->rng, 0.3)) {
    c->detents[0].kind = SHEET_DETENT_CONTENT;
    c->detents[0].value = 0;
  }
  cfg->detents = c->detents;
  cfg->detent_count = n;
  cfg->user_tag = fz_next(&c->rng);
  if (fz_chance(&c->rng, 0.5)) {
    int a = (int)fz_below(&c->rng, 3);
    cfg->present.animator = anims[a];
    if (a == 0) {
      c->params[0].name = "response";
      c->params[0].value = fz_uniform(&c->rng, 0.05, 1.0);
      c->params[1].name = "damping_ratio";
      c->params[1].value = fz_uniform(&c->rng, 0.3, 2.0);
      cfg->present.params = c->params;
      cfg->present.param_count = 2;
    } else {
      c->params[0].name = "duration";
      c->params[0].value = fz_uniform(&c->rng, 0.0, 1.0);
      cfg->present.params = c->params;
      cfg->present.param_count = 1;
    }
  }
  cfg->stack = (int32_t)fz_below(&c->rng, 3);
  cfg->dismissible = (int32_t)fz_below(&c->rng, 2);
  cfg->backdrop_tap = (int32_t)fz_below(&c->rng, 4);
  cfg->backdrop_tap_detent = (int32_t)fz_below(&c->rng, (uint32_t)n);
  cfg->confirm_dismiss = (int32_t)fz_below(&c->rng, 2);
  cfg->content_interaction = (int32_t)fz_below(&c->rng, 2);
  cfg->scales_background = (int32_t)fz_below(&c->rng, 2);
  cfg->keyboard = (int32_t)fz_below(&c->rng, 3);
  cfg->back_behavior = (int32_t)fz_below(&c->rng, 3);
  cfg->footer_height = fz_chance(&c->rng, 0.5) ? fz_uniform(&c->rng, 0, 120) : 0;
  /* insets small enough for any viewport a valid set_viewport gives the engine here */
  cfg->edge = (int32_t)fz_below(&c->rng, 4);
  cfg->cross_alignment = (int32_t)fz_below(&c->rng, 3);
  cfg->edge_inset = fz_chance(&c->rng, 0.3) ? fz_uniform(&c->rng, 0, 60) : 0;
  cfg->side_inset = fz_chance(&c->rng, 0.3) ? fz_uniform(&c->rng, 0, 60) : 0;
  cfg->max_cross_size = fz_chance(&c->rng, 0.3) ? fz_uniform(&c->rng, 1, 900) : 0;
  cfg->wide_threshold = fz_chance(&c->rng, 0.5) ? fz_uniform(&c->rng, 0, 1400) : 700;
  cfg->wide_layout = (int32_t)fz_below(&c->rng, 4);
}

/* Fills the config argument k; returns 1 when the header says it is refused. */
static int make_config(ctx *c, int k, int cl) {
  sheet_config *cfg = (sheet_config *)(void *)c->in[k];
  int refuse = 1;
  memset(c->in[k], 0xA5, OUTBUF);
  valid_config(c, cfg);
  c->in_len[k] = sizeof *cfg;
  switch (cl) {
  case CL_VALID: refuse = 0; break;
  case CL_SIZE0: cfg->struct_size = 0; break;
  case CL_SIZE_SHORT:
    cfg->struct_size = 1 + fz_below(&c->rng, (uint32_t)offsetof(sheet_config, dismiss_height) - 1);
    break;
  case CL_SIZE_PARTIAL:
    cfg->struct_size = (uint32_t)offsetof(sheet_config, dismiss_height) +
                       fz_below(&c->rng, (uint32_t)(sizeof *cfg - offsetof(sheet_config, dismiss_height)));
    refuse = 0;
    break;
  case CL_SIZE_HUGE: cfg->struct_size = OUTBUF; refuse = 0; c->in_len[k] = OUTBUF; break;
  case CL_SIZE_U32MAX: cfg->struct_size = UINT32_MAX; refuse = 0; c->in_len[k] = OUTBUF; break;
  case CL_CFG_NAN:
  case CL_CFG_INF: {
    double v = cl == CL_CFG_NAN ? NAN : (fz_chance(&c->rng, 0.5) ? INFINITY : -INFINITY);
    switch (fz_below(&c->rng, 10)) {
    case 0: cfg->dismiss_fraction = v; break;
    case 1: cfg->fling_velocity = v; break;
    case 2: cfg->backdrop_alpha = v; break;
    case 3: cfg->corner_radius = v; break;
    case 4: cfg->footer_height = v; break;
    case 5: cfg->edge_inset = v; break;
    case 6: cfg->side_inset = v; break;
    case 7: cfg->max_cross_size = v; break;
    case 8: cfg->wide_threshold = v; break;
    default: cfg->rubber_band = v; break;
    }
    break;
  }
  case CL_CFG_RANGE:
    switch (fz_below(&c->rng, 16)) {
    case 8: cfg->footer_height = -1; break;
    case 9: cfg->footer_height = 2e9; break;
    case 10: cfg->edge_inset = fz_chance(&c->rng, 0.5) ? -1 : 2e9; break;
    /* within [0, 1e9] but more than the viewport leaves room for: every engine here has
       a viewport far smaller than a million points */
    case 11: cfg->edge_inset = 1e6; break;
    case 12: cfg->side_inset = fz_chance(&c->rng, 0.5) ? -4.9e-324 : 5e5; break;
    case 13: cfg->max_cross_size = fz_chance(&c->rng, 0.5) ? -1 : 1e10; break;
    case 14: cfg->wide_threshold = -1; break;
    case 15: cfg->side_inset = 2e9; break;
    case 0: cfg->dismiss_fraction = 1.5; break;
    case 1: cfg->fling_velocity = 0; break;
    case 2: cfg->backdrop_alpha = -0.1; break;
    case 3: cfg->corner_radius = -1; break;
    case 4: cfg->rubber_band = 0; break;
    case 5: cfg->rubber_band = 1.5; break;
    case 6: cfg->touch_slop = -1; break;
    default: cfg->dismiss_height = -5; break;
    }
    break;
  case CL_CFG_ENUM:
    switch (fz_below(&c->rng, 11)) {
    case 8: cfg->edge = fz_chance(&c->rng, 0.5) ? -1 : 4 + (int32_t)fz_below(&c->rng, 100); break;
    case 9: cfg->cross_alignment = fz_chance(&c->rng, 0.5) ? INT32_MIN : 3; break;
    case 10: cfg->wide_layout = fz_chance(&c->rng, 0.5) ? -1 : 4 + (int32_t)fz_below(&c->rng, 100); break;
    case 6: cfg->keyboard = fz_chance(&c->rng, 0.5) ? -1 : 3 + (int32_t)fz_below(&c->rng, 100); break;
    case 7: cfg->back_behavior = fz_chance(&c->rng, 0.5) ? INT32_MIN : 3; break;
    case 0: cfg->backdrop_tap = 4 + (int32_t)fz_below(&c->rng, 100); break;
    case 1: cfg->stack = fz_chance(&c->rng, 0.5) ? -1 : 3; break;
    case 2: cfg->grabber = fz_chance(&c->rng, 0.5) ? INT32_MIN : 3; break;
    case 3: cfg->content_interaction = fz_chance(&c->rng, 0.5) ? -1 : 2 + (int32_t)fz_below(&c->rng, 100); break;
    case 4: /* a detent the configuration does not have */
      cfg->backdrop_tap = SHEET_TAP_DETENT;
      cfg->backdrop_tap_detent = fz_chance(&c->rng, 0.5) ? -1 : (int32_t)cfg->detent_count;
      break;
    default: cfg->largest_undimmed_detent = -2; break;
    }
    break;
  case CL_CFG_DETENTS_NULL:
    cfg->detents = NULL;
    cfg->detent_count = 1 + fz_below(&c->rng, 20);
    break;
  case CL_CFG_DETENTS_TOO_MANY: {
    int i;
    for (i = 0; i < 64; i++) {
      c->detents[i].kind = SHEET_DETENT_POINTS;
      c->detents[i].value = 10.0 * (i + 1);
    }
    cfg->detent_count = SHEET_MAX_DETENTS + 1 + fz_below(&c->rng, 64 - SHEET_MAX_DETENTS - 1);
    break;
  }
  case CL_CFG_DETENT_BAD: {
    size_t at = fz_below(&c->rng, (uint32_t)cfg->detent_count);
    switch (fz_below(&c->rng, 7)) {
    case 0: c->detents[at].kind = SHEET_DETENT_POINTS; c->detents[at].value = NAN; break;
    case 1: c->detents[at].kind = 0; break;
    case 2: c->detents[at].kind = INT32_MAX; break;
    case 3: c->detents[at].kind = SHEET_DETENT_FRACTION; c->detents[at].value = 1.5; break;
    case 4: c->detents[at].kind = SHEET_DETENT_POINTS; c->detents[at].value = -10; break;
    case 5: c->detents[at].kind = SHEET_DETENT_FRACTION; c->detents[at].value = INFINITY; break;
    default: /* the same kind twice, not ascending */
      c->detents[0].kind = SHEET_DETENT_POINTS;
      c->detents[0].value = 300;
      c->detents[1].kind = SHEET_DETENT_POINTS;
      c->detents[1].value = 200;
      if (cfg->detent_count < 2) cfg->detent_count = 2;
      break;
    }
    break;
  }
  case CL_CFG_ANIM_UNKNOWN: cfg->settle.animator = "fz-no-such-animator"; break;
  case CL_CFG_ANIM_EMPTY: cfg->dismiss.animator = ""; break;
  case CL_CFG_ANIM_LONG: cfg->content.animator = c->long_str2; break;
  case CL_CFG_ANIM_NONUTF8: cfg->present.animator = "\xff\xfe\xc3\x28-cfg"; break;
  case CL_CFG_PARAMS_NULL:
    cfg->present.animator = "spring";
    cfg->present.params = NULL;
    cfg->present.param_count = 1 + fz_below(&c->rng, 4);
    break;
  case CL_CFG_PARAM_NULL_NAME:
    cfg->settle.animator = "spring";
    c->params[10].name = NULL;
    c->params[10].value = 0.3;
    cfg->settle.params = &c->params[10];
    cfg->settle.param_count = 1;
    break;
  case CL_CFG_PARAM_UNKNOWN:
    cfg->settle.animator = "fade";
    c->params[10].name = fz_chance(&c->rng, 0.5) ? "no_such_param" : "\xc3\x28";
    c->params[10].value = 0.3;
    cfg->settle.params = &c->params[10];
    cfg->settle.param_count = 1;
    break;
  case CL_CFG_PARAM_RANGE:
    cfg->dismiss.animator = "spring";
    c->params[10].name = "response";
    c->params[10].value = fz_chance(&c->rng, 0.5) ? -1.0 : 1e9;
    cfg->dismiss.params = &c->params[10];
    cfg->dismiss.param_count = 1;
    break;
  case CL_CFG_PARAM_NAN:
    cfg->content.animator = "fade";
    c->params[10].name = "duration";
    c->params[10].value = fz_chance(&c->rng, 0.5) ? NAN : INFINITY;
    cfg->content.params = &c->params[10];
    cfg->content.param_count = 1;
    break;
  default: refuse = 0; break;
  }
  memcpy(c->in_copy[k], c->in[k], OUTBUF);
  return refuse;
}

static int make_vtable(ctx *c, int k, int cl) {
  sheet_animator_vtable *vt = (sheet_animator_vtable *)(void *)c->in[k];
  int refuse = 1;
  memset(c->in[k], 0xA5, OUTBUF);
  memset(vt, 0, sizeof *vt);
  snprintf(c->vt_name[k], sizeof c->vt_name[k], "fz.%ld.%lu", c->child, ++c->vt_serial);
  c->specs[0].name = "k";
  c->specs[0].default_value = 1;
  c->specs[0].min_value = 0;
  c->specs[0].max_value = 2;
  c->specs[1].name = "j";
  c->specs[1].default_value = 0;
  c->specs[1].min_value = -1;
  c->specs[1].max_value = 1;
  vt->struct_size = sizeof *vt;
  vt->abi_version = SHEET_ABI_VERSION;
  vt->name = c->vt_name[k];
  vt->params = c->specs;
  vt->param_count = 2;
  vt->create = lin_create;
  vt->sample = lin_sample;
  vt->destroy = lin_destroy;
  c->in_len[k] = sizeof *vt;
  switch (cl) {
  case CL_VALID: refuse = 0; break;
  case CL_SIZE0: vt->struct_size = 0; break;
  /* below ABI 1's vtable, which ends before release: refused */
  case CL_SIZE_SHORT:
    vt->struct_size = 1 + fz_below(&c->rng, (uint32_t)offsetof(sheet_animator_vtable, release) - 1);
    break;
  /* ABI 1's, or a part of release: accepted, release not read */
  case CL_SIZE_PARTIAL:
    vt->struct_size = (uint32_t)offsetof(sheet_animator_vtable, release) +
                      fz_below(&c->rng, (uint32_t)(sizeof *vt - offsetof(sheet_animator_vtable, release)));
    refuse = 0;
    break;
  case CL_SIZE_HUGE: vt->struct_size = OUTBUF; refuse = 0; c->in_len[k] = OUTBUF; break;
  case CL_SIZE_U32MAX: vt->struct_size = UINT32_MAX; refuse = 0; c->in_len[k] = OUTBUF; break;
  case CL_VT_NAME_NULL: vt->name = NULL; break;
  case CL_VT_NAME_EMPTY: vt->name = ""; break;
  case CL_VT_NAME_LONG: vt->name = c->long_str3; refuse = -1; break;
  case CL_VT_NAME_NONUTF8: vt->name = "\xff\xfd\xc3\x28-vt"; refuse = -1; break;
  case CL_VT_FN_NULL:
    switch (fz_below(&c->rng, 3)) {
    case 0: vt->create = NULL; break;
    case 1: vt->sample = NULL; break;
    default: vt->destroy = NULL; break;
    }
    break;
  case CL_VT_ABI_MAJOR: vt->abi_version = fz_chance(&c->rng, 0.5) ? 0x00020000u : 0; break;
  case CL_VT_ABI_MINOR: vt->abi_version = SHEET_ABI_VERSION + 7; refuse = 0; break;
  case CL_VT_SPEC_BAD:
    switch (fz_below(&c->rng, 6)) {
    case 0: c->specs[1].name = NULL; break;
    case 1: c->specs[1].name = "k"; break;
    case 2: c->specs[1].min_value = 3; break;
    case 3: c->specs[1].default_value = 5; break;
    case 4: c->specs[1].max_value = NAN; break;
    default: c->specs[1].min_value = -INFINITY; break;
    }
    break;
  case CL_VT_PARAMS_NULL: vt->params = NULL; break;
  case CL_VT_PARAMS_TOO_MANY: {
    int i;
    static char names[64][8];
    for (i = 0; i < 64; i++) {
      snprintf(names[i], sizeof names[i], "p%d", i);
      c->specs[i].name = names[i];
      c->specs[i].default_value = 0;
      c->specs[i].min_value = 0;
      c->specs[i].max_value = 1;
    }
    vt->param_count = SHEET_MAX_PARAMS + 1 + fz_below(&c->rng, 64 - SHEET_MAX_PARAMS - 1);
    break;
  }
  case CL_VT_DUP: vt->name = fz_chance(&c->rng, 0.5) ? "spring" : "fade"; break;
  default: refuse = 0; break;
  }
  memcpy(c->in_copy[k], c->in[k], OUTBUF);
  return refuse;
}

static const char *make_path(ctx *c, int cl, int *refuse) {
  *refuse = 1;
  switch (cl) {
  case CL_NULLP: return NULL;
  case CL_STR_EMPTY: return "";
  case CL_STR_LONG: return c->long_str;
  case CL_STR_NONUTF8: return "/tmp/\xff\xfe\xc3\x28.so";
  case CL_PATH_MISSING: return "/nonexistent/libsheet-fuzz-missing.so";
  case CL_PATH_DIR: return "/";
  case CL_PATH_NOT_ELF: return "/dev/null";
  case CL_PATH_NO_INIT: return "libm.so.6";
  default:
    *refuse = 0;
    if (g_nplugins == 0) return "/nonexistent/no-plugins-built.so";
    return g_plugin_paths[fz_below(&c->rng, (uint32_t)g_nplugins)];
  }
}

/* Chooses the arguments of one call; returns 0 if the call must be skipped. */
static void make_call(ctx *c, call *cl, int hostile_bias) {
  const abi_entry *ent = cl->ent;
  int k;
  int any_hostile = 0;
  cl->must_refuse = 0;
  cl->must_accept = 0;
  cl->engine = NULL;
  for (k = 0; k < ent->nargs; k++) {
    enum abi_arg kind = ent->args[k];
    const kind_classes *kc = &kinds[kind];
    int cls = kc->c[0];
    int refuse = 0;
    argval *v = &cl->v[k];
    if (kc->n > 1 && fz_chance(&c->rng, hostile_bias ? 0.45 : 0.25)) {
      cls = kc->c[1 + fz_below(&c->rng, (uint32_t)kc->n - 1)];
      any_hostile = 1;
    }
    c->guard_from[k] = OUTBUF;
    c->in_len[k] = 0;
    switch (kind) {
    case A_ENGINE:
    case A_CENGINE:
      v->p = cls == CL_NULLP ? NULL : cls == CL_ENGINE2 ? c->e2 : c->e;
      cl->engine = (sheet_engine *)v->p;
      refuse = cls == CL_NULLP;
      break;
    case A_DESTROY_ENGINE:
      v->p = NULL;
      if (cls == CL_VALID && sheet_engine_create(&c->throwaway) == SHEET_OK) {
        sheet_id id;
        sheet_engine_set_viewport(c->throwaway, 300, 500, 0, 0);
        if (sheet_create(c->throwaway, NULL, &id) == SHEET_OK)
          sheet_present(c->throwaway, id, 0, 1.0);
        v->p = c->throwaway;
      }
      break;
    case A_OUT_ENGINE:
    case A_OUT_INT_REQ:
    case A_OUT_HIT:
    case A_OUT_ID:
    case A_PSPEC:
      memset(c->out[k], 0xA5, OUTBUF);
      v->p = cls == CL_NULLP ? NULL : c->out[k];
      c->guard_from[k] = kind == A_OUT_ENGINE  ? sizeof(sheet_engine *)
                         : kind == A_OUT_ID    ? sizeof(sheet_id)
                         : kind == A_PSPEC     ? sizeof(sheet_param_spec)
                                               : sizeof(int32_t);
      refuse = cls == CL_NULLP && kind != A_OUT_HIT;
      break;
    case A_ID: {
      switch (cls) {
      case CL_ZERO: v->u64 = 0; refuse = 1; break;
      case CL_U64MAX: v->u64 = UINT64_MAX; refuse = !was_issued(c, UINT64_MAX); break;
      case CL_ID_NEVER:
        do v->u64 = fz_next(&c->rng);
        while (was_issued(c, v->u64) || v->u64 == 0);
        refuse = 1;
        break;
      case CL_ID_NEXT:
        v->u64 = c->max_issued + 1 + fz_below(&c->rng, 3);
        refuse = !was_issued(c, v->u64);
        break;
      case CL_ID_STALE:
        v->u64 = c->nstale ? c->stale[fz_below(&c->rng, (uint32_t)c->nstale)] : 0;
        refuse = 1;
        break;
      default: {
        int want = cls == CL_ID_HIDDEN       ? SHEET_STATE_HIDDEN
                   : cls == CL_ID_PRESENTING ? SHEET_STATE_PRESENTING
                   : cls == CL_ID_DRAGGING   ? SHEET_STATE_DRAGGING
                   : cls == CL_ID_SETTLING   ? SHEET_STATE_SETTLING
                   : cls == CL_ID_DISMISSING ? SHEET_STATE_DISMISSING
                                             : -1;
        int32_t s;
        v->u64 = pick_live(c, want);
        s = state_of(c, v->u64);
        cls = s == SHEET_STATE_HIDDEN       ? CL_ID_HIDDEN
              : s == SHEET_STATE_PRESENTING ? CL_ID_PRESENTING
              : s == SHEET_STATE_DRAGGING   ? CL_ID_DRAGGING
              : s == SHEET_STATE_SETTLING   ? CL_ID_SETTLING
              : s == SHEET_STATE_DISMISSING ? CL_ID_DISMISSING
              : s == SHEET_STATE_RESTING    ? CL_ID_RESTING
                                            : CL_ZERO;
        refuse = v->u64 == 0;
        break;
      }
      }
      /* the ids are e's: the other engine may have issued the same number to a sheet of
         its own, which the id then names there (sheet.h) */
      if (cl->engine == c->e2 && v->u64 != 0) refuse = 0;
      break;
    }
    case A_TIME:
      v->d = dbl_of(cls, c->now + fz_uniform(&c->rng, -0.005, 0.05));
      refuse = !isfinite(v->d);
      break;
    case A_VP_W:
      v->d = dbl_of(cls, fz_uniform(&c->rng, 200, 1200));
      break;
    case A_VP_H:
      v->d = dbl_of(cls, fz_uniform(&c->rng, 300, 1400));
      break;
    case A_INSET:
      v->d = dbl_of(cls, fz_uniform(&c->rng, 0, 60));
      break;
    case A_LEN:
      v->d = dbl_of(cls, fz_uniform(&c->rng, 0, 900));
      refuse = !isfinite(v->d) || v->d < 0;
      break;
    case A_POS:
      v->d = dbl_of(cls, fz_uniform(&c->rng, 0, 900));
      refuse = !isfinite(v->d);
      break;
    case A_PROGRESS:
      v->d = dbl_of(cls, fz_uniform(&c->rng, 0, 1));
      refuse = !(v->d >= 0 && v->d <= 1);
      break;
    case A_SECONDS:
      v->d = dbl_of(cls, fz_uniform(&c->rng, 0.5, 20));
      refuse = !(isfinite(v->d) && v->d > 0);
      cl->must_accept = !refuse;
      break;
    case A_FLAG:
      v->i32 = i32_of(cls, (int32_t)fz_below(&c->rng, 2), 2);
      refuse = v->i32 != 0 && v->i32 != 1;
      cl->must_accept = !refuse;
      break;
    case A_DIRECTION:
      v->i32 = i32_of(cls, (int32_t)fz_below(&c->rng, 2), 2 + (int32_t)fz_below(&c->rng, 100));
      refuse = v->i32 != SHEET_DIRECTION_LTR && v->i32 != SHEET_DIRECTION_RTL;
      cl->must_accept = !refuse;
      break;
    case A_DETENT:
      v->i32 = i32_of(cls, (int32_t)fz_below(&c->rng, 3), SHEET_MAX_DETENTS);
      refuse = v->i32 < 0 || v->i32 >= SHEET_MAX_DETENTS;
      break;
    case A_STATUS:
      v->i32 = i32_of(cls, (int32_t)fz_below(&c->rng, 9), 9 + (int32_t)fz_below(&c->rng, 1000));
      break;
    case A_ACTION:
      v->u32 = cls == CL_ZERO           ? 0u
               : cls == CL_UNKNOWN_CONST ? 8u << fz_below(&c->rng, 24)
               : cls == CL_MULTI_BITS    ? 3u + 2u * fz_below(&c->rng, 2)
               : cls == CL_U32MAX        ? UINT32_MAX
               : cls == CL_I32MIN        ? 0x80000000u
                                         : 1u << fz_below(&c->rng, 3);
      refuse = v->u32 != 1 && v->u32 != 2 && v->u32 != 4;
      break;
    case A_CONTENT:
      v->u64 = cls == CL_ZERO ? 0 : cls == CL_U64MAX ? UINT64_MAX : fz_next(&c->rng);
      break;
    case A_INDEX:
    case A_PINDEX: {
      size_t count = kind == A_INDEX ? sheet_engine_animator_count(c->e) : 2;
      v->sz = cls == CL_ZERO        ? 0
              : cls == CL_INDEX_END ? count
              : cls == CL_SIZEMAX   ? SIZE_MAX
              : cls == CL_HUGE      ? ((size_t)1 << 40)
                                    : fz_below(&c->rng, (uint32_t)(count ? count : 1));
      break;
    }
    case A_EVENT:
      fill_out(c, k, cls, sizeof(sheet_event), (uint32_t)offsetof(sheet_event, user_tag));
      v->p = cls == CL_NULLP ? NULL : c->out[k];
      break;
    case A_FRAME:
      fill_out(c, k, cls, sizeof(sheet_frame), (uint32_t)offsetof(sheet_frame, outgoing_content_id));
      v->p = cls == CL_NULLP ? NULL : c->out[k];
      refuse = cls == CL_NULLP || cls == CL_SIZE0 || cls == CL_SIZE_SHORT;
      break;
    case A_ACCESS:
      fill_out(c, k, cls, sizeof(sheet_accessibility), (uint32_t)offsetof(sheet_accessibility, value));
      v->p = cls == CL_NULLP ? NULL : c->out[k];
      refuse = cls == CL_NULLP || cls == CL_SIZE0 || cls == CL_SIZE_SHORT;
      break;
    case A_CONFIG:
      refuse = make_config(c, k, cls);
      v->cp = cls == CL_NULLP ? NULL : c->in[k];
      if (cls == CL_NULLP) c->in_len[k] = 0;
      break;
    case A_CONFIG_OUT:
      memset(c->out[k], 0xA5, OUTBUF);
      v->p = cls == CL_NULLP ? NULL : c->out[k];
      /* The exported sheet_config_init fills the ABI 1.2 struct; sheet_config_init_sized
       * as much as its size says (set with that argument, below). */
      c->guard_from[k] = ent->fn == (abi_fn)sheet_config_init ? offsetof(sheet_config, confirm_dismiss)
                                                               : sizeof(sheet_config);
      break;
    case A_CONFIG_SIZE:
      v->u32 = cls == CL_ZERO         ? 0u
               : cls == CL_SIZE_SHORT ? 1u + fz_below(&c->rng, 3)
               : cls == CL_SIZE_PARTIAL
                   ? 4u + fz_below(&c->rng, (uint32_t)sizeof(sheet_config) - 4u)
               : cls == CL_U32MAX ? UINT32_MAX
                                  : (uint32_t)sizeof(sheet_config);
      /* Nothing past the size given, nor past the library's struct: below 4 bytes, not
       * even struct_size. */
      if (k > 0 && ent->args[k - 1] == A_CONFIG_OUT)
        c->guard_from[k - 1] = v->u32 < 4 ? 0 : v->u32 < sizeof(sheet_config) ? v->u32 : sizeof(sheet_config);
      break;
    case A_VTABLE:
      refuse = make_vtable(c, k, cls);
      v->cp = cls == CL_NULLP ? NULL : c->in[k];
      if (cls == CL_NULLP) {
        c->in_len[k] = 0;
        refuse = 1;
      }
      if (refuse < 0) refuse = 0;
      break;
    case A_USERPTR:
      v->p = cls == CL_NULLP ? NULL : cls == CL_PTR_RANDOM ? (void *)(uintptr_t)0xdeadbeefu : (void *)c;
      break;
    case A_LOGFN:
      v->fn = cls == CL_NULLP ? NULL : log_handler;
      break;
    case A_PATH:
      v->cp = make_path(c, cls, &refuse);
      break;
    case A_HOST:
    case A_KIND_COUNT:
      v->p = NULL;
      break;
    }
    cl->cls[k] = cls;
    if (refuse) cl->must_refuse = 1;
  }
  (void)any_hostile;

  /* function-level rules of sheet.h */
  if (ent->fn == (abi_fn)sheet_engine_set_viewport) {
    double w = cl->v[1].d, h = cl->v[2].d, st = cl->v[3].d, sb = cl->v[4].d;
    int bad = !(isfinite(w) && isfinite(h) && isfinite(st) && isfinite(sb)) || !(w > 0) ||
              !(h > 0) || w > 1e9 || h > 1e9 || st < 0 || sb < 0 || !(st + sb < h);
    if (bad) cl->must_refuse = 1;
    cl->must_accept = !cl->must_refuse;
  } else if (ent->fn == (abi_fn)sheet_engine_set_obstruction) {
    if (c->vp_known && cl->engine == c->e && isfinite(cl->v[1].d) && cl->v[1].d >= c->vh)
      cl->must_refuse = 1;
  } else if (ent->fn == (abi_fn)sheet_engine_tick || ent->fn == (abi_fn)sheet_engine_is_animating ||
             ent->fn == (abi_fn)sheet_engine_top_sheet ||
             ent->fn == (abi_fn)sheet_engine_set_log_handler) {
    cl->must_accept = !cl->must_refuse;
  } else if (ent->fn == (abi_fn)sheet_get_frame && cl->engine == c->e) {
    cl->must_accept = !cl->must_refuse;
  } else if (ent->fn == (abi_fn)sheet_update && cl->v[2].cp == NULL) {
    cl->must_refuse = 1; /* sheet_create takes NULL for the defaults; an update does not */
  }
  if (cl->must_refuse) cl->must_accept = 0;
  if (ent->fn == (abi_fn)sheet_engine_set_max_motion_duration ||
      ent->fn == (abi_fn)sheet_engine_set_reduce_motion)
    cl->must_accept = !cl->must_refuse;
  if (cl->engine != c->e && cl->engine != NULL) {
    /* ids of e are foreign to e2: whether one is valid there is unknown */
    int k2;
    for (k2 = 0; k2 < ent->nargs; k2++)
      if (ent->args[k2] == A_ID && cl->must_accept) cl->must_accept = 0;
  }
}

/* ---- the call ----------------------------------------------------------------------- */

static ffi_type *ffi_of(enum abi_arg a) {
  switch (a) {
  case A_TIME: case A_VP_W: case A_VP_H: case A_INSET: case A_LEN: case A_POS: case A_SECONDS: case A_PROGRESS:
    return &ffi_type_double;
  case A_FLAG: case A_DETENT: case A_STATUS: case A_DIRECTION: return &ffi_type_sint32;
  case A_ACTION: case A_CONFIG_SIZE: return &ffi_type_uint32;
  case A_ID: case A_CONTENT: return &ffi_type_uint64;
  case A_INDEX: case A_PINDEX: return sizeof(size_t) == 8 ? &ffi_type_uint64 : &ffi_type_uint32;
  default: return &ffi_type_pointer;
  }
}

static ffi_type *ffi_ret(enum abi_ret r) {
  switch (r) {
  case R_VOID: return &ffi_type_void;
  case R_STATUS: case R_POLL: return &ffi_type_sint32;
  case R_U32: return &ffi_type_uint32;
  case R_ANIM_COUNT: case R_PARAM_COUNT:
    return sizeof(size_t) == 8 ? &ffi_type_uint64 : &ffi_type_uint32;
  default: return &ffi_type_pointer;
  }
}

typedef struct prepared {
  ffi_cif cif;
  ffi_type *types[ABI_MAX_ARGS];
  void (*fn)(void);
} prepared;

static prepared g_prep[NFN];

static void describe(ctx *c, const call *cl) {
  char *p = c->st->last_call;
  size_t left = sizeof c->st->last_call;
  int k, n = snprintf(p, left, "%s(", cl->ent->name);
  for (k = 0; k < cl->ent->nargs && n > 0 && (size_t)n < left; k++) {
    const argval *v = &cl->v[k];
    int m;
    enum abi_arg a = cl->ent->args[k];
    if (ffi_of(a) == &ffi_type_double) m = snprintf(p + n, left - n, "%s%.17g", k ? ", " : "", v->d);
    else if (ffi_of(a) == &ffi_type_sint32) m = snprintf(p + n, left - n, "%s%d", k ? ", " : "", (int)v->i32);
    else if (ffi_of(a) == &ffi_type_uint32) m = snprintf(p + n, left - n, "%s%uu", k ? ", " : "", (unsigned)v->u32);
    else if (ffi_of(a) == &ffi_type_uint64)
      m = snprintf(p + n, left - n, "%s%llu", k ? ", " : "", (unsigned long long)v->u64);
    else m = snprintf(p + n, left - n, "%s%p", k ? ", " : "", v->p);
    if (m < 0) break;
    n += m;
    if ((size_t)n < left) n += snprintf(p + n, left - n, " /*%s*/", class_names[cl->cls[k]]);
  }
  if (n > 0 && (size_t)n < left) snprintf(p + n, left - n, ")");
}

static int status_known(sheet_status s) { return s >= SHEET_OK && s <= SHEET_ERR_OUT_OF_MEMORY; }

static void check_guard(ctx *c, const call *cl, int k) {
  size_t i;
  const unsigned char *b = c->out[k];
  if (cl->v[k].p == NULL || c->guard_from[k] >= OUTBUF) return;
  for (i = c->guard_from[k]; i < OUTBUF; i++) {
    if (b[i] != 0xA5) {
      violation(c, "argument %d (%s): byte %lu written, beyond the %lu bytes its "
                   "struct_size/type allows", k + 1, class_names[cl->cls[k]],
                (unsigned long)i, (unsigned long)c->guard_from[k]);
      return;
    }
  }
}

static void check_frames(ctx *c) {
  int i;
  for (i = 0; i < c->nlive; i++) {
    sheet_frame f;
    const char *why;
    memset(&f, 0, sizeof f);
    f.struct_size = sizeof f;
    if (sheet_get_frame(c->e, c->live[i], &f) != SHEET_OK) {
      violation(c, "sheet_get_frame refused live sheet %llu: %s",
                (unsigned long long)c->live[i], sheet_engine_last_error(c->e));
      continue;
    }
    c->st->checks++;
    why = fz_frame_problem(&f, c->vp_known ? c->vw : NAN, c->vp_known ? c->vh : NAN, c->safe_top);
    if (why)
      violation(c, "after the call, sheet %llu: %s (state %d top %.17g height %.17g opacity %g "
                   "scale %g backdrop %g overlay %g velocity %g edge %s rect %g %g %g %g)",
                (unsigned long long)c->live[i], why, (int)f.state, f.top, f.height, f.opacity,
                f.scale, f.backdrop_alpha, f.overlay_alpha, f.velocity, sn_edge_name(f.edge, "?"), f.rect.x,
                f.rect.y, f.rect.width, f.rect.height);
  }
}

static void run_call(ctx *c, call *cl) {
  prepared *pr = &g_prep[cl->fn_index];
  void *argp[ABI_MAX_ARGS];
  union {
    ffi_arg a;
    ffi_sarg s;
    void *p;
    uint64_t u64;
  } rv;
  const abi_entry *ent = cl->ent;
  int k;
  sheet_status st = SHEET_OK;
  const char *str = NULL;

  for (k = 0; k < ent->nargs; k++) {
    argp[k] = &cl->v[k];
    c->st->class_uses[cl->cls[k]]++;
  }
  describe(c, cl);
  if (c->trace) fprintf(stderr, "call: %s\n", c->st->last_call);
  memset(&rv, 0, sizeof rv);
  c->st->calls++;
  c->st->fn_calls[cl->fn_index]++;
  ffi_call(&pr->cif, pr->fn, &rv, argp);

  switch (ent->ret) {
  case R_STATUS:
    st = (sheet_status)rv.s;
    if (!status_known(st)) violation(c, "returned %d, not a SHEET_* status", (int)st);
    if (st != SHEET_OK) {
      const char *msg = sheet_engine_last_error(cl->engine);
      c->st->refused++;
      if (msg == NULL || msg[0] == '\0')
        violation(c, "returned %s with an empty or NULL sheet_engine_last_error",
                  sheet_status_name(st));
    } else if (cl->engine) {
      const char *msg = sheet_engine_last_error(cl->engine);
      if (msg == NULL || msg[0] != '\0')
        violation(c, "returned SHEET_OK but sheet_engine_last_error is \"%s\"", msg ? msg : "(NULL)");
    }
    if (cl->must_refuse) {
      c->st->must_refuse++;
      if (st == SHEET_OK) violation(c, "accepted an argument sheet.h says is refused");
    }
    if (cl->must_accept && st != SHEET_OK)
      violation(c, "refused valid arguments: %s: %s", sheet_status_name(st),
                sheet_engine_last_error(cl->engine));
    break;
  case R_POLL:
    if (rv.s != 0 && rv.s != 1) violation(c, "poll_event returned %d, not 0 or 1", (int)rv.s);
    if (cl->engine == NULL || cl->v[1].p == NULL || cl->cls[1] == CL_SIZE0 ||
        cl->cls[1] == CL_SIZE_SHORT) {
      c->st->must_refuse++;
      if (rv.s != 0) violation(c, "poll_event returned 1 for unusable arguments");
      if (cl->engine && (cl->cls[1] == CL_SIZE0 || cl->cls[1] == CL_SIZE_SHORT || cl->v[1].p == NULL)) {
        const char *msg = sheet_engine_last_error(cl->engine);
        c->st->refused++;
        if (!msg || !msg[0]) violation(c, "poll_event refused its out struct without a last_error");
      }
    } else if (rv.s == 1) {
      const sheet_event *ev = (const sheet_event *)cl->v[1].p;
      if (ev->type == SHEET_EVENT_NONE || sn_event_macro(ev->type) == NULL)
        violation(c, "poll_event wrote event type %d", (int)ev->type);
    }
    break;
  case R_U32:
    if (SHEET_ABI_VERSION_MAJOR(rv.a) != SHEET_ABI_VERSION_MAJOR(SHEET_ABI_VERSION))
      violation(c, "sheet_abi_version major differs from the header's");
    break;
  case R_VERSION: {
    unsigned a, b, d;
    char tail;
    str = (const char *)rv.p;
    if (!str || sscanf(str, "%u.%u.%u%c", &a, &b, &d, &tail) != 3)
      violation(c, "sheet_version_string is not MAJOR.MINOR.PATCH");
    break;
  }
  case R_STATUS_NAME: {
    int32_t code = cl->v[0].i32;
    str = (const char *)rv.p;
    if (!str) violation(c, "sheet_status_name returned NULL");
    else if (strcmp(str, sn_status_name(code, "SHEET_ERR_UNKNOWN")) != 0)
      violation(c, "sheet_status_name(%d) = \"%s\"", (int)code, str);
    break;
  }
  case R_LAST_ERROR:
    str = (const char *)rv.p;
    if (!str) violation(c, "sheet_engine_last_error returned NULL");
    else if (cl->engine == NULL && str[0] == '\0')
      violation(c, "sheet_engine_last_error(NULL) is empty");
    break;
  case R_ANIM_COUNT:
    if (cl->engine == NULL && rv.a != 0) violation(c, "animator_count(NULL) != 0");
    if (cl->engine && rv.a < 3) violation(c, "animator_count %lu < 3 built-ins", (unsigned long)rv.a);
    if (cl->engine && sheet_engine_animator_name(cl->engine, (size_t)rv.a) != NULL)
      violation(c, "animator_name(count) is not NULL");
    if (cl->engine && rv.a > 0 && sheet_engine_animator_name(cl->engine, (size_t)rv.a - 1) == NULL)
      violation(c, "animator_name(count - 1) is NULL");
    break;
  case R_ANIM_NAME: {
    size_t count = cl->engine ? sheet_engine_animator_count(cl->engine) : 0;
    str = (const char *)rv.p;
    if (cl->v[1].sz < count) {
      if (!str || !str[0]) violation(c, "animator_name(%lu) of %lu is NULL or empty",
                                     (unsigned long)cl->v[1].sz, (unsigned long)count);
    } else if (str) {
      violation(c, "animator_name out of range is not NULL");
    }
    break;
  }
  case R_PARAM_COUNT: {
    size_t count = cl->engine ? sheet_engine_animator_count(cl->engine) : 0;
    if ((cl->engine == NULL || cl->v[1].sz >= count) && rv.a != 0)
      violation(c, "animator_param_count out of range is %lu, not 0", (unsigned long)rv.a);
    if (rv.a > SHEET_MAX_PARAMS) violation(c, "animator_param_count > SHEET_MAX_PARAMS");
    break;
  }
  case R_VOID:
    if (ent->fn == (abi_fn)sheet_config_init && cl->v[0].p) {
      const sheet_config *cfg = (const sheet_config *)cl->v[0].p;
      if (cfg->struct_size != offsetof(sheet_config, confirm_dismiss))
        violation(c, "sheet_config_init did not set struct_size to the ABI 1.2 size");
    }
    if (ent->fn == (abi_fn)sheet_config_init_sized && cl->v[0].p && cl->v[1].u32 >= 4) {
      const sheet_config *cfg = (const sheet_config *)cl->v[0].p;
      uint32_t filled = cl->v[1].u32 < sizeof *cfg ? cl->v[1].u32 : (uint32_t)sizeof *cfg;
      if (cfg->struct_size != filled) violation(c, "sheet_config_init_sized did not set struct_size to what it filled");
    }
    if (ent->fn == (abi_fn)sheet_engine_destroy) c->throwaway = NULL;
    break;
  }

  for (k = 0; k < ent->nargs; k++) {
    if (c->guard_from[k] < OUTBUF) check_guard(c, cl, k);
    if (c->in_len[k] && cl->v[k].cp && memcmp(c->in[k], c->in_copy[k], OUTBUF) != 0)
      violation(c, "argument %d: the library modified a const input struct", k + 1);
  }

  /* bookkeeping */
  if (ent->fn == (abi_fn)sheet_engine_create && st == SHEET_OK && cl->v[0].p) {
    sheet_engine *made = NULL;
    memcpy(&made, cl->v[0].p, sizeof made);
    if (!made) violation(c, "sheet_engine_create returned OK and a NULL engine");
    sheet_engine_destroy(made);
  } else if (ent->fn == (abi_fn)sheet_create && st == SHEET_OK && cl->engine == c->e) {
    sheet_id id;
    memcpy(&id, cl->v[2].p, sizeof id);
    if (id == 0 || was_issued(c, id)) violation(c, "sheet_create issued id %llu again", (unsigned long long)id);
    note_created(c, id);
  } else if (ent->fn == (abi_fn)sheet_destroy && st == SHEET_OK && cl->engine == c->e) {
    note_destroyed(c, cl->v[1].u64);
  } else if (ent->fn == (abi_fn)sheet_engine_set_viewport && st == SHEET_OK && cl->engine == c->e) {
    c->vw = cl->v[1].d;
    c->vh = cl->v[2].d;
    c->safe_top = cl->v[3].d;
  }
  for (k = 0; k < ent->nargs; k++) {
    if (ent->args[k] == A_TIME && cl->engine == c->e && st == SHEET_OK && isfinite(cl->v[k].d) &&
        cl->v[k].d > c->now)
      c->now = cl->v[k].d;
  }
  if (ent->fn == (abi_fn)sheet_engine_tick && cl->engine == c->e && st == SHEET_OK)
    c->now += 1.0 / 60.0;
  if (g_log_bad) {
    violation(c, "the log handler received a NULL message or an unknown level");
    g_log_bad = 0;
  }
  if (c->e) check_frames(c);
}

/* ---- one child ---------------------------------------------------------------------- */

static int g_lib_fns[NFN];
static int g_nlib_fns;

static void child_main(ctx *c, uint64_t seed, long index, long ncalls) {
  long i;
  c->rng = fz_seeded(seed, (uint64_t)index);
  c->child = index;
  for (i = 0; i < ncalls; i++) {
    call cl;
    if (i % 250 == 0) scene_build(c);
    if (!c->e) break;
    cl.fn_index = g_lib_fns[fz_below(&c->rng, (uint32_t)g_nlib_fns)];
    cl.ent = &abi_table[cl.fn_index];
    make_call(c, &cl, (int)(i & 1));
    run_call(c, &cl);
    if (c->throwaway) {
      sheet_engine_destroy(c->throwaway);
      c->throwaway = NULL;
    }
  }
  scene_teardown(c);
  c->st->finished = 1;
}

static void ctx_init(ctx *c) {
  int k;
  memset(c, 0, sizeof *c);
  for (k = 0; k < ABI_MAX_ARGS; k++) {
    c->out[k] = (unsigned char *)malloc(OUTBUF);
    c->in[k] = (unsigned char *)malloc(OUTBUF);
    c->in_copy[k] = (unsigned char *)malloc(OUTBUF);
  }
  c->long_str = (char *)malloc(LONG_LEN + 1);
  c->long_str2 = (char *)malloc(LONG_LEN + 1);
  c->long_str3 = (char *)malloc(LONG_LEN + 1);
  if (!c->long_str || !c->long_str2 || !c->long_str3 || !c->out[ABI_MAX_ARGS - 1] ||
      !c->in_copy[ABI_MAX_ARGS - 1]) {
    fprintf(stderr, "out of memory\n");
    exit(2);
  }
  memset(c->long_str, 'a', LONG_LEN);
  c->long_str[0] = '/';
  c->long_str[LONG_LEN] = '\0';
  memset(c->long_str2, 'b', LONG_LEN);
  c->long_str2[LONG_LEN] = '\0';
  memset(c->long_str3, 'c', LONG_LEN);
  c->long_str3[LONG_LEN] = '\0';
}

/* ------------------------------------------------------------------------------------
 * Symbol checks: the library's .dynsym, sheet.h and the table are the same set
 * ---------------------------------------------------------------------------------- */

static int in_table(const char *name, int *in_library) {
  size_t i;
  for (i = 0; i < abi_table_count; i++) {
    if (strcmp(abi_table[i].name, name) == 0) {
      if (in_library) *in_library = abi_table[i].in_library;
      return 1;
    }
  }
  return 0;
}

#define MAX_SYMS 256
static char *g_dynsym[MAX_SYMS];
static int g_ndynsym;

static int read_dynsym(const char *path) {
  FILE *f = fopen(path, "rb");
  long size;
  unsigned char *img;
  const Elf64_Ehdr *eh;
  const Elf64_Shdr *sh;
  int i;
  if (!f) {
    fprintf(stderr, "cannot open %s: %s\n", path, strerror(errno));
    return -1;
  }
  fseek(f, 0, SEEK_END);
  size = ftell(f);
  fseek(f, 0, SEEK_SET);
  img = (unsigned char *)malloc((size_t)size);
  if (!img || fread(img, 1, (size_t)size, f) != (size_t)size) {
    fclose(f);
    return -1;
  }
  fclose(f);
  eh = (const Elf64_Ehdr *)(const void *)img;
  if (size < (long)sizeof *eh || memcmp(eh->e_ident, ELFMAG, SELFMAG) != 0 ||
      eh->e_ident[EI_CLASS] != ELFCLASS64 || eh->e_shoff == 0 ||
      eh->e_shoff + (uint64_t)eh->e_shnum * sizeof(Elf64_Shdr) > (uint64_t)size) {
    fprintf(stderr, "%s: not a 64-bit ELF file with section headers\n", path);
    return -1;
  }
  sh = (const Elf64_Shdr *)(const void *)(img + eh->e_shoff);
  for (i = 0; i < eh->e_shnum; i++) {
    const Elf64_Shdr *strs;
    const Elf64_Sym *syms;
    size_t n, j;
    if (sh[i].sh_type != SHT_DYNSYM || sh[i].sh_link >= eh->e_shnum) continue;
    strs = &sh[sh[i].sh_link];
    syms = (const Elf64_Sym *)(const void *)(img + sh[i].sh_offset);
    n = sh[i].sh_size / sizeof(Elf64_Sym);
    for (j = 0; j < n; j++) {
      const char *name;
      if (syms[j].st_name >= strs->sh_size) continue;
      name = (const char *)img + strs->sh_offset + syms[j].st_name;
      if (strncmp(name, "sheet_", 6) != 0) continue;
      if (syms[j].st_shndx == SHN_UNDEF) continue;
      if (ELF64_ST_BIND(syms[j].st_info) != STB_GLOBAL && ELF64_ST_BIND(syms[j].st_info) != STB_WEAK)
        continue;
      if (g_ndynsym < MAX_SYMS) g_dynsym[g_ndynsym++] = strdup(name);
    }
  }
  free(img);
  return g_ndynsym;
}

static int in_dynsym(const char *name) {
  int i;
  for (i = 0; i < g_ndynsym; i++)
    if (strcmp(g_dynsym[i], name) == 0) return 1;
  return 0;
}

/* The names of the functions a header declares (SHEET_API for the library's side,
 * SHEET_PLUGIN_EXPORT for the plugin's), following the headers it includes from its own
 * directory ("sheet.h" includes "sheet_plugin.h"), appended to names[n..max). Returns
 * the new count, or -1 when a header cannot be read. */
static int header_names_from(const char *path, char names[][64], int n, int max, int depth) {
  FILE *f = fopen(path, "r");
  char line[1024];
  if (!f) return -1;
  while (fgets(line, sizeof line, f)) {
    char *p = line, *paren, *start, *quote;
    if (depth < 4 && strncmp(line, "#include \"", 10) == 0 && (quote = strchr(line + 10, '"'))) {
      char included[1024];
      const char *slash = strrchr(path, '/');
      int dir = slash ? (int)(slash - path + 1) : 0;
      snprintf(included, sizeof included, "%.*s%.*s", dir, path, (int)(quote - (line + 10)), line + 10);
      n = header_names_from(included, names, n, max, depth + 1);
      if (n < 0) break;
      continue;
    }
    if (strncmp(line, "SHEET_API ", 10) != 0 && strncmp(line, "SHEET_PLUGIN_EXPORT ", 20) != 0)
      continue;
    paren = strchr(p, '(');
    if (!paren) continue;
    start = paren;
    while (start > p && (start[-1] == '_' || (start[-1] >= 'a' && start[-1] <= 'z') ||
                         (start[-1] >= '0' && start[-1] <= '9')))
      start--;
    if (n < max && paren - start > 0 && paren - start < 64) {
      memcpy(names[n], start, (size_t)(paren - start));
      names[n][paren - start] = '\0';
      n++;
    }
  }
  fclose(f);
  return n;
}

static int header_names(const char *path, char names[][64], int max) {
  return header_names_from(path, names, 0, max, 0);
}

static int symbol_checks(const char *lib, const char *header, void *handle) {
  static char hnames[MAX_SYMS][64];
  int nh, i, bad = 0, in_lib;
  size_t t;
  if (read_dynsym(lib) < 0) return 1;
  nh = header_names(header, hnames, MAX_SYMS);
  if (nh < 0) {
    fprintf(stderr, "cannot read %s\n", header);
    return 1;
  }
  for (i = 0; i < g_ndynsym; i++) {
    if (!in_table(g_dynsym[i], &in_lib)) {
      fprintf(stderr, "ABI TABLE: libsheet exports %s, which Tests/fuzz/abi_table.def does not "
                      "list: add its row\n", g_dynsym[i]);
      bad = 1;
    } else if (!in_lib) {
      fprintf(stderr, "ABI TABLE: libsheet exports %s, a plugin-side symbol\n", g_dynsym[i]);
      bad = 1;
    }
  }
  for (i = 0; i < nh; i++) {
    if (!in_table(hnames[i], NULL)) {
      fprintf(stderr, "ABI TABLE: sheet.h declares %s, which Tests/fuzz/abi_table.def does not "
                      "list: add its row\n", hnames[i]);
      bad = 1;
    }
  }
  for (t = 0; t < abi_table_count; t++) {
    int found = 0;
    for (i = 0; i < nh; i++)
      if (strcmp(hnames[i], abi_table[t].name) == 0) found = 1;
    if (!found) {
      fprintf(stderr, "ABI TABLE: %s is in the table but not declared in sheet.h\n", abi_table[t].name);
      bad = 1;
    }
    if (abi_table[t].in_library) {
      void *sym = dlsym(handle, abi_table[t].name);
      if (!in_dynsym(abi_table[t].name)) {
        fprintf(stderr, "ABI TABLE: %s is not exported by %s\n", abi_table[t].name, lib);
        bad = 1;
      }
      if (sym != *(void **)(void *)&abi_table[t].fn) {
        fprintf(stderr, "ABI TABLE: dlsym(%s) is not the function the program linked\n",
                abi_table[t].name);
        bad = 1;
      }
    }
  }
  printf("symbols: %d sheet_* exported, %d declared in sheet.h, %lu in the table: %s\n",
         g_ndynsym, nh, (unsigned long)abi_table_count, bad ? "MISMATCH" : "consistent");
  return bad;
}

/* ------------------------------------------------------------------------------------
 * main
 * ---------------------------------------------------------------------------------- */

static void usage(void) {
  fprintf(stderr, "usage: sheet-abi-fuzz [--calls N | --seconds S] [--seed S] [--batch N] "
                  "[--jobs N] [--lib PATH] [--header PATH] [--plugins DIR]... [--child K] "
                  "[--trace]\n");
  exit(2);
}

int main(int argc, char **argv) {
  long ncalls = 100000, batch = 2500, jobs = 2, only_child = -1;
  double seconds = 0;
  uint64_t seed = 1;
  const char *lib = NULL, *header = SHEET_FUZZ_HEADER;
  int trace = 0, i, plugin_dirs = 0;
  Dl_info info;
  void *handle;
  size_t t;
  child_stats *stats;
  long max_children, nchildren = 0, running = 0, next = 0;
  pid_t *pids;
  long crashes = 0, hangs = 0;
  double t0;
  ctx c;

  for (i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--calls") && i + 1 < argc) ncalls = atol(argv[++i]);
    else if (!strcmp(argv[i], "--seconds") && i + 1 < argc) seconds = atof(argv[++i]);
    else if (!strcmp(argv[i], "--seed") && i + 1 < argc) seed = fz_parse_u64(argv[++i]);
    else if (!strcmp(argv[i], "--batch") && i + 1 < argc) batch = atol(argv[++i]);
    else if (!strcmp(argv[i], "--jobs") && i + 1 < argc) jobs = atol(argv[++i]);
    else if (!strcmp(argv[i], "--lib") && i + 1 < argc) lib = argv[++i];
    else if (!strcmp(argv[i], "--header") && i + 1 < argc) header = argv[++i];
    else if (!strcmp(argv[i], "--plugins") && i + 1 < argc) {
      fz_add_plugin_dir(argv[++i], "", g_plugin_paths, &g_nplugins, 64);
      plugin_dirs++;
    } else if (!strcmp(argv[i], "--child") && i + 1 < argc) only_child = atol(argv[++i]);
    else if (!strcmp(argv[i], "--trace")) trace = 1;
    else usage();
  }
  if (batch < 1 || jobs < 1 || ncalls < 1) usage();
  if (!plugin_dirs) fz_add_plugin_dirs(SHEET_FUZZ_PLUGIN_DIRS, "", g_plugin_paths, &g_nplugins, 64);

  if (!lib) {
    if (!dladdr(*(void **)(void *)&abi_table[0].fn, &info) || !info.dli_fname) {
      fprintf(stderr, "cannot find the path of the linked libsheet; pass --lib\n");
      return 2;
    }
    lib = info.dli_fname;
  }
  handle = dlopen(lib, RTLD_NOW);
  if (!handle) {
    fprintf(stderr, "dlopen(%s): %s\n", lib, dlerror());
    return 2;
  }
  if (symbol_checks(lib, header, handle) != 0) {
    printf("RESULT: FAIL (the ABI table does not follow sheet.h / the library)\n");
    return 1;
  }

  /* ffi call interfaces, functions from dlsym */
  if (abi_table_count > NFN) {
    fprintf(stderr, "more than %d functions: raise NFN\n", NFN);
    return 2;
  }
  for (t = 0; t < abi_table_count; t++) {
    const abi_entry *ent = &abi_table[t];
    void *sym;
    int k;
    if (!ent->in_library) continue;
    sym = dlsym(handle, ent->name);
    memcpy(&g_prep[t].fn, &sym, sizeof sym);
    for (k = 0; k < ent->nargs; k++) g_prep[t].types[k] = ffi_of(ent->args[k]);
    if (ffi_prep_cif(&g_prep[t].cif, FFI_DEFAULT_ABI, (unsigned)ent->nargs, ffi_ret(ent->ret),
                     g_prep[t].types) != FFI_OK) {
      fprintf(stderr, "ffi_prep_cif failed for %s\n", ent->name);
      return 2;
    }
    g_lib_fns[g_nlib_fns++] = (int)t;
  }

  ctx_init(&c);
  c.trace = trace;
  if (only_child >= 0) {
    static child_stats one;
    c.st = &one;
    child_main(&c, seed, only_child, batch);
    printf("child %ld: calls %llu, refused %llu, violations %llu\n", only_child,
           (unsigned long long)one.calls, (unsigned long long)one.refused,
           (unsigned long long)one.violations);
    return one.violations ? 1 : 0;
  }

  max_children = seconds > 0 ? 100000 : (ncalls + batch - 1) / batch;
  stats = (child_stats *)mmap(NULL, sizeof(child_stats) * (size_t)max_children,
                              PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (stats == MAP_FAILED) {
    perror("mmap");
    return 2;
  }
  pids = (pid_t *)calloc((size_t)max_children, sizeof *pids);
  if (!pids) return 2;
  if (seconds > 0)
    printf("seed %llu, %.0f s, %ld calls per child, %d plugin files\n", (unsigned long long)seed,
           seconds, batch, g_nplugins);
  else
    printf("seed %llu, %ld calls, %ld calls per child, %d plugin files\n",
           (unsigned long long)seed, ncalls, batch, g_nplugins);
  fflush(stdout);
  t0 = fz_seconds();
  for (;;) {
    int status;
    pid_t pid;
    int can_start = seconds > 0 ? (fz_seconds() - t0 < seconds && next < max_children)
                                : next < max_children;
    if (can_start && running < jobs) {
      long n = seconds > 0 ? batch : (ncalls - next * batch < batch ? ncalls - next * batch : batch);
      long idx = next++;
      fflush(stdout);
      fflush(stderr);
      pid = fork();
      if (pid < 0) {
        perror("fork");
        return 2;
      }
      if (pid == 0) {
        c.st = &stats[idx];
        alarm(60);
        child_main(&c, seed, idx, n);
        fflush(stderr);
        _exit(0);
      }
      pids[idx] = pid;
      running++;
      nchildren++;
      continue;
    }
    if (running == 0) break;
    pid = wait(&status);
    if (pid < 0) break;
    running--;
    if (WIFSIGNALED(status)) {
      long idx;
      int sig = WTERMSIG(status);
      for (idx = 0; idx < next; idx++)
        if (pids[idx] == pid) break;
      if (sig == SIGALRM) hangs++;
      else crashes++;
      printf("%s: child %ld killed by signal %d after %llu calls; last call: %s\n"
             "    reproduce: sheet-abi-fuzz --seed %llu --child %ld --batch %ld --trace\n",
             sig == SIGALRM ? "HANG" : "CRASH", idx, sig,
             idx < next ? (unsigned long long)stats[idx].calls : 0ull,
             idx < next ? stats[idx].last_call : "?", (unsigned long long)seed, idx, batch);
    } else if (WIFEXITED(status) && WEXITSTATUS(status) != 0) {
      crashes++;
      printf("CRASH: a child exited with status %d\n", WEXITSTATUS(status));
    }
  }

  {
    uint64_t calls = 0, refused = 0, must = 0, viol = 0, checks = 0;
    uint64_t cls[CL_COUNT], fns[NFN];
    int nclasses = 0, nfns = 0;
    const char *first = NULL;
    memset(cls, 0, sizeof cls);
    memset(fns, 0, sizeof fns);
    for (i = 0; i < next; i++) {
      int k;
      calls += stats[i].calls;
      refused += stats[i].refused;
      must += stats[i].must_refuse;
      viol += stats[i].violations;
      checks += stats[i].checks;
      for (k = 0; k < CL_COUNT; k++) cls[k] += stats[i].class_uses[k];
      for (k = 0; k < NFN; k++) fns[k] += stats[i].fn_calls[k];
      if (!first && stats[i].violations) first = stats[i].first_violation;
    }
    for (i = 0; i < CL_COUNT; i++) nclasses += cls[i] > 0;
    for (i = 0; i < NFN; i++) nfns += fns[i] > 0;
    printf("functions: %d of %d exported functions called\n", nfns, g_nlib_fns);
    printf("calls: %llu in %ld children (%.1f s)\n", (unsigned long long)calls, nchildren,
           fz_seconds() - t0);
    printf("classes: %d argument classes of %d exercised:", nclasses, (int)CL_COUNT);
    for (i = 0; i < CL_COUNT; i++)
      if (cls[i]) printf(" %s=%llu", class_names[i], (unsigned long long)cls[i]);
    printf("\n");
    printf("refused: %llu calls returned a non-OK status; %llu calls had an argument sheet.h "
           "says is refused\n", (unsigned long long)refused, (unsigned long long)must);
    printf("frame checks: %llu\n", (unsigned long long)checks);
    printf("crashes: %ld\n", crashes);
    printf("hangs: %ld\n", hangs);
    printf("violations: %llu\n", (unsigned long long)viol);
    if (first) printf("first violation: %s\n", first);
    printf("every refused call returned a non-OK status with a non-empty "
           "sheet_engine_last_error: %s\n", viol ? "NO" : "yes");
    printf("RESULT: %s\n", crashes || hangs || viol ? "FAIL" : "PASS");
    return crashes || hangs || viol ? 1 : 0;
  }
}
