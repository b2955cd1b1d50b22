/*
 * sheet-libfuzz — a coverage-guided fuzz target (libFuzzer) for libsheet's C API.
 *
 * An input is a program: a sequence of C API calls with their arguments, each call an
 * opcode byte followed by the bytes its arguments take (a missing byte reads as 0):
 *
 *   ids       from a pool: the engine's live sheets, ids it destroyed, another
 *             engine's, never issued ones (0, all ones, a live id's neighbours in slot
 *             and generation), eight raw bytes
 *   doubles   a value within the argument's sensible range, or one of a dictionary of
 *             edge values (0, -0, +-inf, NaN, denormals, DBL_MAX, huge, the viewport's
 *             edges and their neighbours), or eight raw bytes
 *   times     the engine's latest time plus a step (a frame at 240/120/60/30 Hz, 5 ms,
 *             seconds, none, a little earlier), or a dictionary double
 *   sizes     struct_size exact, 0, 1, the smallest accepted, one below it, a field
 *             short of the whole, larger, UINT32_MAX; NULL out-pointers
 *   configs   detents (0 to 17, any kind, values from the dictionary or ascending),
 *             every field (the side, the insets, the span, the wide layout among
 *             them), transitions naming the built-ins, this target's animators, the
 *             plugins' ones and names that do not exist, parameters by name; made
 *             alike for sheet_create and for sheet_update of a live sheet
 *
 * on two engines, in either layout direction. Besides one call of each function, some
 * operations make several: a drag (a pointer stream along the sheet's axis, on whichever
 * side it is), a back gesture (begun, its progress frame by frame, cancelled
 * or committed) and a keyboard that moves (a new obstruction, then a tick, every frame),
 * so that the fuzzer reaches what takes many calls in a row. The harness registers its own animators (a linear one and ones that
 * fail to create, err, answer NaN, never finish, swing wildly, or call their engine
 * back), loads the example and test plugins, and installs a log handler.
 *
 * After every call it checks the invariants of invariants.h against its model of both
 * engines (statuses and last_error; events paired and ordered; frames finite and in
 * range, legal state changes, the footer, a focused field, a back gesture's shrink, the
 * rectangle, side and corners where the model places the sheet),
 * and its own: each function returns only the statuses
 * sheet.h lists for it; an id the model does not hold live is never accepted; a call
 * refused for its arguments changes no frame and queues no event; an output struct is
 * written only as far as its struct_size covers (and not at all when refused); a call
 * made from inside an animator into its own engine is refused. At the end of an input
 * the pointers are lifted, the back gestures cancelled, time runs until nothing moves, and every sheet must rest at
 * its detent or be hidden; the engines are destroyed, and every animator instance must
 * have been destroyed exactly once. A violation aborts, so libFuzzer keeps the input.
 *
 * Built with -fsanitize=fuzzer,address,undefined against the library's Swift objects
 * compiled with -sanitize=fuzzer,address (SHEET_FUZZ_COVERAGE), so that coverage is the
 * engine's as well as the harness's. Run by ctest (fuzz_libfuzzer, a fixed number of
 * runs over Tests/fuzz/corpus) and by scripts/fuzz.
 *
 * Besides libFuzzer's own flags, with SHEET_LIBFUZZ_TRACE=1 in the environment it
 * prints each call and its status (to replay a crash by eye), with =2 every event and
 * frame checked as well.
 */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE

#include <float.h>
#include <stdarg.h>

#include "fuzz_common.h"
#include "invariants.h"
#include "sessions.h"
#include "sheet_names.h"

#ifndef SHEET_FUZZ_PLUGIN_DIRS
#define SHEET_FUZZ_PLUGIN_DIRS ""
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

#define NENG 2
#define ST_BIT(s) (1u << (s))
#define ANY_STATUS 0x1ffu

/* ---- the input ---------------------------------------------------------------------- */

static const uint8_t *g_data;
static size_t g_size, g_pos;

static uint8_t u8(void) { return g_pos < g_size ? g_data[g_pos++] : 0; }
static int more(void) { return g_pos < g_size; }

static uint64_t raw64(void) {
  uint64_t v = 0;
  int i;
  for (i = 0; i < 8; i++) v |= (uint64_t)u8() << (8 * i);
  return v;
}

static double raw_double(void) {
  uint64_t v = raw64();
  double d;
  memcpy(&d, &v, sizeof d);
  return d;
}

/* ---- the model ---------------------------------------------------------------------- */

typedef struct engine_slot engine_slot;

/* One registration of this target's animator: its plugin_data, with the parameter specs
 * it declared, against which the values create receives are checked. */
typedef struct registration {
  engine_slot *slot;
  sheet_param_spec specs[SHEET_MAX_PARAMS + 2];
  size_t nspecs;
} registration;

#define MAX_REGISTRATIONS 16

struct engine_slot {
  fz_engine m;
  double max_duration;   /* the maximum motion duration last set */
  registration regs[MAX_REGISTRATIONS];
  int nregs;
};

static engine_slot g_eng[NENG];
static fz_checker g_ck;
static int g_trace;       /* SHEET_LIBFUZZ_TRACE: each call and its status */
static int g_trace_all;   /* SHEET_LIBFUZZ_TRACE=2: every event and frame checked as well */
static long g_instances;   /* animator instances created and not yet destroyed */
static uint64_t g_log_messages; /* read whole, so that ASan sees a message's every byte */
static const char *g_op = "";
static uint64_t g_checked_calls;   /* calls made through checked() */
static sheet_status g_last_status; /* the status of the last of them */

static char *g_plugins[64];
static int g_nplugins;
static char *g_plugin_anims[64];
static int g_nplugin_anims;

static void report_where(const fz_checker *ck, FILE *out) {
  (void)ck;
  fprintf(out, "input byte %zu of %zu, ", g_pos, g_size);
}

static void stop_on_violation(const fz_checker *ck) {
  (void)ck;
  fprintf(stderr, "sheet-libfuzz: invariant violated; stopping so that the input is kept\n");
  abort();
}

static void trace(const char *fmt, ...) FZ_PRINTF(1, 2);
static void trace(const char *fmt, ...) {
  va_list ap;
  if (!g_trace) return;
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
}

/* ---- value pools -------------------------------------------------------------------- */

static const double k_dict[] = {
    0.0, -0.0, 1.0, -1.0, 0.5, 2.0, 8.0, 24.0, 44.0, 100.0, 300.0, 390.0, 844.0, 1400.0,
    -50.0, 1e3, 1e6, 1e9, 1e15, 1e300, -1e300, DBL_MAX, -DBL_MAX, DBL_MIN, -DBL_MIN,
    4.9406564584124654e-324, -4.9406564584124654e-324, 2.2250738585072009e-308, 1e-300,
    1e-9, 0.001, 1.0 / 60.0, 0.25, 0.99999999999999989, 1.0000000000000002, 65536.0,
    4294967296.0, 9007199254740993.0, 0.05, 10.0, 16.0, 17.0};
#define NDICT (sizeof k_dict / sizeof k_dict[0])
#define NREL 14
#define NSPECIAL 4

/* One of the dictionary's values, the viewport's edges, or a non-finite one. */
static double dict_double(const fz_engine *fe, unsigned k) {
  double h = fe->h, w = fe->w;
  k %= (unsigned)(NDICT + NREL + NSPECIAL);
  if (k < NDICT) return k_dict[k];
  k -= (unsigned)NDICT;
  switch (k) {
  case 0: return h;
  case 1: return w;
  case 2: return h - fe->st;
  case 3: return h - fe->st - fe->sb;
  case 4: return h + 1;
  case 5: return h - 1;
  case 6: return h - 0.25;
  case 7: return h * 0.5;
  case 8: return fe->st;
  case 9: return fe->sb;
  case 10: return -h;
  case 11: return 2 * h;
  case 12: return nextafter(h, INFINITY);
  case 13: return nextafter(h, 0);
  }
  k -= NREL;
  switch (k) {
  case 0: return INFINITY;
  case 1: return -INFINITY;
  case 2: return NAN;
  default: return -NAN;
  }
}

/* A double for an argument whose sensible values lie in [lo, hi]: mostly such a value,
 * else an edge value or raw bytes. */
static double pick_double(const fz_engine *fe, double lo, double hi) {
  uint8_t b = u8();
  if (b < 128) return lo + (hi - lo) * (double)b / 127.0;
  if (b < 248) return dict_double(fe, (unsigned)(b - 128));
  return raw_double();
}

static const double k_steps[] = {1.0 / 240, 1.0 / 120, 1.0 / 60, 1.0 / 30, 0.005, 0.05, 0.1,
                                 0.3,       1.0,       4.0,      11.0,     0.0,   -0.01, 0.016,
                                 0.008,     0.5};

/* A time: the latest one plus a step, or any double. The model's clock follows. */
static double pick_time(fz_engine *fe) {
  uint8_t b = u8();
  double t;
  if (b < 224) {
    double base = isfinite(fe->now) ? fe->now : 0.0;
    t = base + k_steps[b % (sizeof k_steps / sizeof k_steps[0])];
  } else {
    t = dict_double(fe, u8());
  }
  if (isfinite(t) && !(t <= fe->now)) fe->now = t;
  return t;
}

static int32_t pick_i32(int32_t lo, int32_t hi) {
  static const int32_t edges[] = {INT32_MIN, INT32_MAX, -2, -1, 16, 17, 255, 65536};
  uint8_t b = u8();
  if (b < 232) return lo + (int32_t)(b % (uint32_t)(hi - lo + 1));
  return edges[b % 8];
}

static size_t pick_count(size_t sensible) {
  uint8_t b = u8();
  if (b < 232) return b % (sensible + 1);
  switch (b % 6) {
  case 0: return 16;
  case 1: return 17;
  case 2: return (size_t)-1;
  case 3: return (size_t)1 << 31;
  case 4: return (size_t)INT32_MAX + 1;
  default: return 65;
  }
}

/* A struct_size for a struct of `full` bytes whose smallest accepted size is `min`. */
static uint32_t pick_struct_size(uint32_t full, uint32_t min) {
  uint8_t b = u8();
  if (b < 192) return full;
  switch (b % 10) {
  case 0: return 0;
  case 1: return 1;
  case 2: return 4;
  case 3: return min;
  case 4: return min - 1;
  case 5: return full - 8;
  case 6: return full + 8;
  case 7: return UINT32_MAX;
  case 8: return full - 1;
  default: return min + 8 < full ? min + 8 : full;
  }
}

static fz_engine *other_engine(fz_engine *fe) {
  return fe == &g_eng[0].m ? &g_eng[1].m : &g_eng[0].m;
}

static sheet_id pick_id(fz_engine *fe) {
  uint8_t b = u8();
  fz_engine *o = other_engine(fe);
  switch (b % 16) {
  case 0: case 1: case 2: case 3: case 4: case 5: case 6: case 7:
    return fe->n ? fe->s[(b / 16) % fe->n].id : 0;
  case 8: case 9:
    return fe->ndead ? fe->dead[(b / 16) % fe->ndead] : 0x100000001ull;
  case 10:
    return o->n ? o->s[(b / 16) % o->n].id : 0x100000002ull;
  case 11: return 0;
  case 12: return UINT64_MAX;
  case 13: { /* a live id's neighbour: the next generation, the next slot, generation 0 */
    sheet_id id = fe->n ? fe->s[(b / 16) % fe->n].id : 0x100000001ull;
    switch ((b / 16) % 3) {
    case 0: return id + (1ull << 32);
    case 1: return id + 1;
    default: return id & 0xffffffffull;
    }
  }
  case 14: return raw64();
  default: return o->ndead ? o->dead[(b / 16) % o->ndead] : 0x200000001ull;
  }
}

/* ---- the harness's animators -------------------------------------------------------- */

enum { MODE_LINEAR, MODE_ERROR, MODE_BAD_VALUE, MODE_NEVER, MODE_CREATE_FAILS, MODE_REENTER,
       MODE_WILD, MODE_ALPHAS, MODE_COUNT };

typedef struct anim_instance {
  sheet_motion m;
  double mode, duration;
  engine_slot *slot;
  uint32_t magic;
} anim_instance;

#define INSTANCE_MAGIC 0x5ee7f00du

static const sheet_param_spec k_anim_params[2] = {
    {"mode", 0, 0, MODE_COUNT - 1},
    {"duration", 0.3, 0, 10},
};

/* From inside an animator, the engine that called it refuses every call. */
static void call_back(engine_slot *slot) {
  fz_engine *fe = &slot->m;
  sheet_frame f;
  int32_t anim;
  sheet_id id = 0;
  sheet_status st;
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  if (!fe->e) return;
  if ((st = sheet_engine_tick(fe->e, fe->now)) != SHEET_ERR_INVALID_STATE)
    fz_violation(fe, "sheet_engine_tick from inside an animator returned %s", sheet_status_name(st));
  if (fe->n && (st = sheet_get_frame(fe->e, fe->s[0].id, &f)) != SHEET_ERR_INVALID_STATE)
    fz_violation(fe, "sheet_get_frame from inside an animator returned %s", sheet_status_name(st));
  if (fe->n && (st = sheet_dismiss(fe->e, fe->s[0].id, fe->now)) != SHEET_ERR_INVALID_STATE)
    fz_violation(fe, "sheet_dismiss from inside an animator returned %s", sheet_status_name(st));
  if ((st = sheet_create(fe->e, NULL, &id)) != SHEET_ERR_INVALID_STATE)
    fz_violation(fe, "sheet_create from inside an animator returned %s", sheet_status_name(st));
  if (fe->n) {
    sheet_config c;
    sheet_config_init(&c);
    if ((st = sheet_update(fe->e, fe->s[0].id, &c, fe->now)) != SHEET_ERR_INVALID_STATE)
      fz_violation(fe, "sheet_update from inside an animator returned %s", sheet_status_name(st));
  }
  if (fe->n && (st = sheet_set_focus(fe->e, fe->s[0].id, 0, 10, fe->now)) != SHEET_ERR_INVALID_STATE)
    fz_violation(fe, "sheet_set_focus from inside an animator returned %s", sheet_status_name(st));
  if (fe->n && (st = sheet_back_begin(fe->e, fe->s[0].id, fe->now)) != SHEET_ERR_INVALID_STATE)
    fz_violation(fe, "sheet_back_begin from inside an animator returned %s", sheet_status_name(st));
  if (fe->n && (st = sheet_back_commit(fe->e, fe->s[0].id, fe->now)) != SHEET_ERR_INVALID_STATE)
    fz_violation(fe, "sheet_back_commit from inside an animator returned %s", sheet_status_name(st));
  if ((st = sheet_engine_set_layout_direction(fe->e, SHEET_DIRECTION_RTL)) != SHEET_ERR_INVALID_STATE)
    fz_violation(fe, "sheet_engine_set_layout_direction from inside an animator returned %s", sheet_status_name(st));
  if ((st = sheet_engine_is_animating(fe->e, &anim)) != SHEET_ERR_INVALID_STATE)
    fz_violation(fe, "sheet_engine_is_animating from inside an animator returned %s", sheet_status_name(st));
  if (sheet_engine_last_error(fe->e) == NULL) fz_violation(fe, "last_error NULL inside an animator");
  /* documented to do nothing from inside the engine's own callbacks */
  sheet_engine_destroy(fe->e);
}

static sheet_status anim_create(void *pd, const sheet_motion *m, const double *pv, void **out) {
  anim_instance *a;
  const registration *reg = (const registration *)pd;
  engine_slot *slot = reg->slot;
  double mode = 0, duration = 0.3;
  size_t i;
  if (!m || (!pv && reg->nspecs) || !out) {
    fz_violation(&slot->m, "animator create called with a NULL argument");
    return SHEET_ERR_INVALID_ARGUMENT;
  }
  if (m->struct_size != sizeof *m)
    fz_violation(&slot->m, "sheet_motion.struct_size %u", (unsigned)m->struct_size);
  if (m->kind < SHEET_MOTION_PRESENT || m->kind > SHEET_MOTION_CONTENT)
    fz_violation(&slot->m, "sheet_motion.kind %d", (int)m->kind);
  if (!isfinite(m->from.top) || !isfinite(m->to.top) || !isfinite(m->velocity) ||
      !isfinite(m->viewport_height) || !isfinite(m->from.opacity) || !isfinite(m->to.opacity) ||
      !isfinite(m->from.scale) || !isfinite(m->to.scale))
    fz_violation(&slot->m, "an animator was asked for a motion with a value not finite (from %g to %g v %g)",
                 m->from.top, m->to.top, m->velocity);
  for (i = 0; i < reg->nspecs; i++)
    if (!(pv[i] >= reg->specs[i].min_value && pv[i] <= reg->specs[i].max_value))
      fz_violation(&slot->m, "animator parameter %s = %g, outside its spec [%g, %g]",
                   reg->specs[i].name ? reg->specs[i].name : "?", pv[i], reg->specs[i].min_value,
                   reg->specs[i].max_value);
  /* mode and duration where the registration declared them as this target does */
  if (reg->nspecs >= 2 && reg->specs[0].name == k_anim_params[0].name && reg->specs[0].max_value == MODE_COUNT - 1 &&
      reg->specs[0].min_value == 0 && reg->specs[1].min_value == 0 && reg->specs[1].max_value == 10) {
    mode = pv[0];
    duration = pv[1];
  }
  if ((int)mode == MODE_CREATE_FAILS) return SHEET_ERR_INVALID_STATE;
  if ((int)mode == MODE_REENTER) call_back(slot);
  a = (anim_instance *)calloc(1, sizeof *a);
  if (!a) return SHEET_ERR_CAPACITY;
  a->m = *m;
  a->mode = mode;
  a->duration = duration;
  a->slot = slot;
  a->magic = INSTANCE_MAGIC;
  g_instances++;
  *out = a;
  return SHEET_OK;
}

static sheet_status anim_sample(void *inst, double t, sheet_visual *out, double *v, int32_t *done) {
  anim_instance *a = (anim_instance *)inst;
  double d, k;
  int mode;
  if (!a || a->magic != INSTANCE_MAGIC) {
    fprintf(stderr, "sheet-libfuzz: sample called with an instance that is not one\n");
    abort();
  }
  if (!(t >= 0) || !isfinite(t)) fz_violation(&a->slot->m, "animator sampled at elapsed %g", t);
  mode = (int)a->mode;
  d = a->duration;
  k = d > 0 ? t / d : 1;
  if (k > 1) k = 1;
  out->top = a->m.from.top + (a->m.to.top - a->m.from.top) * k;
  out->opacity = a->m.from.opacity + (a->m.to.opacity - a->m.from.opacity) * k;
  out->backdrop_alpha = a->m.from.backdrop_alpha + (a->m.to.backdrop_alpha - a->m.from.backdrop_alpha) * k;
  out->scale = a->m.from.scale + (a->m.to.scale - a->m.from.scale) * k;
  *v = d > 0 && k < 1 ? (a->m.to.top - a->m.from.top) / d : 0;
  *done = k >= 1;
  switch (mode) {
  case MODE_ERROR:
    if (k >= 0.5) return SHEET_ERR_INVALID_STATE;
    break;
  case MODE_BAD_VALUE:
    if (k >= 0.5) {
      switch ((int)(d * 10) % 4) {
      case 0: out->top = NAN; break;
      case 1: *v = INFINITY; break;
      case 2: out->scale = 0; break;
      default: out->opacity = -INFINITY; break;
      }
    }
    break;
  case MODE_NEVER:
    out->top = a->m.to.top + 3 * sin(t * 7);
    *done = 0;
    break;
  case MODE_REENTER:
    call_back(a->slot);
    break;
  case MODE_WILD:
    out->top = a->m.to.top + (1 - k) * 1e7 * sin(t * 50);
    out->scale = 1 + (1 - k) * 40;
    *v = (1 - k) * 1e9;
    break;
  case MODE_ALPHAS:
    out->opacity = 5 - 10 * k + (k >= 1 ? 6 : 0);
    out->backdrop_alpha = -3 * (1 - k);
    break;
  default:
    break;
  }
  return SHEET_OK;
}

static void anim_destroy(void *inst) {
  anim_instance *a = (anim_instance *)inst;
  if (!a || a->magic != INSTANCE_MAGIC) {
    fprintf(stderr, "sheet-libfuzz: destroy called with an instance that is not one\n");
    abort();
  }
  a->magic = 0;
  g_instances--;
  free(a);
}

static const char *const k_anim_names[4] = {"fz.a", "fz.b", "fz.c", "fz.d"};
static const char *const k_spec_names[SHEET_MAX_PARAMS + 2] = {
    "p0", "p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9", "p10", "p11", "p12", "p13", "p14", "p15", "p16", "p17"};

static void log_handler(void *user, int32_t level, const char *message) {
  (void)user;
  if (level < SHEET_LOG_DEBUG || level > SHEET_LOG_ERROR || !message) {
    fprintf(stderr, "sheet-libfuzz: log level %d, message %p\n", (int)level, (const void *)message);
    abort();
  }
  g_log_messages += strlen(message) > 0;
}

/* ---- names -------------------------------------------------------------------------- */

static char g_long_name[300];

static const char *pick_animator_name(void) {
  uint8_t b = u8();
  switch (b % 16) {
  case 0: return NULL;
  case 1: case 2: return "spring";
  case 3: return "slide";
  case 4: return "fade";
  case 5: case 6: return k_anim_names[(b / 16) % 4];
  case 7: case 8: return g_nplugin_anims ? g_plugin_anims[(b / 16) % g_nplugin_anims] : "zoom";
  case 9: return "";
  case 10: return "no.such.animator";
  case 11: return g_long_name;
  case 12: return "SPRING";
  default: return NULL;
  }
}

static const char *pick_param_name(void) {
  static const char *const names[] = {"response", "damping_ratio", "duration", "curve", "mode",
                                      "",         NULL,            "nope",     "scale", "bounciness"};
  return names[u8() % 10];
}

/* ---- checks around one call --------------------------------------------------------- */

typedef struct snapshot {
  sheet_frame f[NENG][FZ_MAX_SHEETS];
  size_t animators[NENG];
} snapshot;

static void take_snapshot(snapshot *sn) {
  int k, i;
  memset(sn, 0, sizeof *sn);
  for (k = 0; k < NENG; k++) {
    fz_engine *fe = &g_eng[k].m;
    sn->animators[k] = sheet_engine_animator_count(fe->e);
    for (i = 0; i < fe->n; i++) {
      sn->f[k][i].struct_size = sizeof(sheet_frame);
      (void)sheet_get_frame(fe->e, fe->s[i].id, &sn->f[k][i]);
    }
  }
}

/* A call refused for its arguments changes nothing: no frame, no event, no animator. */
static void check_unchanged(const snapshot *sn, const char *what) {
  int k, i;
  for (k = 0; k < NENG; k++) {
    fz_engine *fe = &g_eng[k].m;
    sheet_event ev;
    if (sheet_engine_animator_count(fe->e) != sn->animators[k])
      fz_violation(fe, "refused %s changed the number of animators", what);
    for (i = 0; i < fe->n; i++) {
      sheet_frame f;
      memset(&f, 0, sizeof f);
      f.struct_size = sizeof f;
      (void)sheet_get_frame(fe->e, fe->s[i].id, &f);
      if (memcmp(&f, &sn->f[k][i], sizeof f) != 0)
        fz_violation(fe, "refused %s changed the frame of sheet %llu (top %.17g -> %.17g, state %d -> %d)",
                     what, (unsigned long long)fe->s[i].id, sn->f[k][i].top, f.top,
                     (int)sn->f[k][i].state, (int)f.state);
    }
    memset(&ev, 0, sizeof ev);
    ev.struct_size = sizeof ev;
    if (sheet_engine_poll_event(fe->e, &ev) == 1) {
      fz_violation(fe, "refused %s queued event %s", what, sn_event_name(ev.type, "?"));
      fz_check_event(fe, &ev, sizeof ev);
    }
  }
}

/* Checks a status against the ones sheet.h lists for the function, the last_error
 * rule, and an id the model does not hold live. Returns the status. */
static sheet_status checked(fz_engine *fe, sheet_status st, uint32_t allowed, const char *what,
                            int has_id, sheet_id id) {
  trace("  %s -> %s\n", what, sheet_status_name(st));
  g_checked_calls++;
  g_last_status = st;
  fz_chk(fe, st, what);
  if (st >= 0 && st <= SHEET_ERR_CAPACITY && !(allowed & ST_BIT(st)))
    fz_violation(fe, "%s returned %s, which sheet.h does not list for it", what, sheet_status_name(st));
  if (has_id && !fz_find_sheet(fe, id)) {
    if (st == SHEET_OK) fz_violation(fe, "%s accepted sheet %llu, which is not live", what, (unsigned long long)id);
  } else if (has_id && st == SHEET_ERR_INVALID_HANDLE) {
    fz_violation(fe, "%s refused live sheet %llu as an invalid handle", what, (unsigned long long)id);
  }
  return st;
}

/* Whether a refusal with this status is one for the arguments (nothing may change). */
static int argument_refusal(sheet_status st) {
  return st == SHEET_ERR_INVALID_ARGUMENT || st == SHEET_ERR_INVALID_HANDLE ||
         st == SHEET_ERR_ABI_MISMATCH || st == SHEET_ERR_NOT_FOUND;
}

#define OUT_PAD 64
#define POISON 0xa5

/* An output struct of `full` bytes with the host's struct_size, in a poisoned buffer. */
static void prepare_out(unsigned char *buf, size_t full, uint32_t struct_size) {
  memset(buf, POISON, full + OUT_PAD);
  memcpy(buf, &struct_size, sizeof struct_size);
}

/* Checks that the library wrote nothing past what struct_size covers (nothing at all
 * when it refused) and left struct_size as it was. */
static void check_out(fz_engine *fe, const unsigned char *buf, size_t full, uint32_t struct_size,
                      int written, const char *what) {
  size_t from = written ? (struct_size < full ? struct_size : full) : sizeof(uint32_t), i;
  uint32_t now;
  memcpy(&now, buf, sizeof now);
  if (now != struct_size) fz_violation(fe, "%s changed struct_size from %u to %u", what, struct_size, now);
  if (from < sizeof(uint32_t)) from = sizeof(uint32_t);
  for (i = from; i < full + OUT_PAD; i++)
    if (buf[i] != POISON) {
      fz_violation(fe, "%s wrote byte %zu of a struct with struct_size %u%s", what, i, struct_size,
                   written ? "" : " although it failed");
      return;
    }
}

/* ---- the operations ----------------------------------------------------------------- */

static void op_viewport(fz_engine *fe) {
  double w, h, st, sb;
  sheet_status s;
  switch (u8() % 4) {
  case 0: w = 390, h = 844, st = 47, sb = 34; break;
  case 1: w = 1024, h = 1366, st = 24, sb = 20; break;
  default:
    w = pick_double(fe, 1, 2000);
    h = pick_double(fe, 1, 2000);
    st = pick_double(fe, 0, 100);
    sb = pick_double(fe, 0, 100);
  }
  trace("  set_viewport(%.17g, %.17g, %.17g, %.17g)\n", w, h, st, sb);
  s = checked(fe, sheet_engine_set_viewport(fe->e, w, h, st, sb), ST_BIT(SHEET_OK) | ST_BIT(SHEET_ERR_INVALID_ARGUMENT),
              "set_viewport", 0, 0);
  if (s == SHEET_OK) fe->w = w, fe->h = h, fe->st = st, fe->sb = sb, fe->has_vp = 1;
}

static void op_obstruction(fz_engine *fe) {
  double o = pick_double(fe, 0, fe->h > 0 ? fe->h : 800), t = pick_time(fe);
  trace("  set_obstruction(%.17g, %.17g)\n", o, t);
  if (checked(fe, sheet_engine_set_obstruction(fe->e, o, t),
              ST_BIT(SHEET_OK) | ST_BIT(SHEET_ERR_INVALID_ARGUMENT) | ST_BIT(SHEET_ERR_INVALID_STATE),
              "set_obstruction", 0, 0) == SHEET_OK)
    fe->obs = o;
}

static void op_tick(fz_engine *fe) {
  int n = 1 + u8() % 8, i;
  for (i = 0; i < n; i++) {
    double t = pick_time(fe);
    if (checked(fe, sheet_engine_tick(fe->e, t), ST_BIT(SHEET_OK) | ST_BIT(SHEET_ERR_INVALID_ARGUMENT), "tick", 0,
                0) == SHEET_OK &&
        t > fe->ticked)
      fe->ticked = t;
    if (i + 1 < n) {
      fz_drain(fe);
      fz_check_frames(fe);
    }
  }
}

static void op_engine_queries(fz_engine *fe) {
  int32_t anim = -7;
  sheet_id top = 7;
  uint8_t b = u8();
  sheet_status st;
  st = checked(fe, sheet_engine_is_animating(fe->e, (b & 1) ? NULL : &anim),
               ST_BIT(SHEET_OK) | ST_BIT(SHEET_ERR_INVALID_ARGUMENT), "is_animating", 0, 0);
  if (st == SHEET_OK && anim != 0 && anim != 1) fz_violation(fe, "is_animating wrote %d", (int)anim);
  if ((b & 1) && st != SHEET_ERR_INVALID_ARGUMENT) fz_violation(fe, "is_animating(NULL) returned %d", (int)st);
  st = checked(fe, sheet_engine_top_sheet(fe->e, (b & 2) ? NULL : &top),
               ST_BIT(SHEET_OK) | ST_BIT(SHEET_ERR_INVALID_ARGUMENT), "top_sheet", 0, 0);
  if (st == SHEET_OK && top && !fz_find_sheet(fe, top))
    fz_violation(fe, "top_sheet names sheet %llu, not live", (unsigned long long)top);
  if (b & 4) {
    const char *v = sheet_version_string(), *n = sheet_status_name((sheet_status)pick_i32(-1, 9));
    if (!v || !n || !v[0] || !n[0]) fz_violation(fe, "version or status name empty");
    if (SHEET_ABI_VERSION_MAJOR(sheet_abi_version()) != SHEET_ABI_VERSION_MAJOR(SHEET_ABI_VERSION))
      fz_violation(fe, "ABI major differs");
  }
}

static void op_reduce_motion(fz_engine *fe) {
  int32_t v = pick_i32(0, 1);
  sheet_status st = checked(fe, sheet_engine_set_reduce_motion(fe->e, v),
                            ST_BIT(SHEET_OK) | ST_BIT(SHEET_ERR_INVALID_ARGUMENT), "reduce_motion", 0, 0);
  if ((st == SHEET_OK) != (v == 0 || v == 1)) fz_violation(fe, "reduce_motion(%d) returned %d", (int)v, (int)st);
}

static void op_max_duration(fz_engine *fe) {
  engine_slot *slot = (engine_slot *)fe;
  double d = pick_double(fe, 0.01, 12);
  sheet_status st = checked(fe, sheet_engine_set_max_motion_duration(fe->e, d),
                            ST_BIT(SHEET_OK) | ST_BIT(SHEET_ERR_INVALID_ARGUMENT), "set_max_motion_duration", 0, 0);
  if ((st == SHEET_OK) != (isfinite(d) && d > 0))
    fz_violation(fe, "set_max_motion_duration(%g) returned %d", d, (int)st);
  if (st == SHEET_OK) slot->max_duration = d;
}

static void op_register(fz_engine *fe) {
  engine_slot *slot = (engine_slot *)fe;
  sheet_animator_vtable vt;
  sheet_param_spec specs[SHEET_MAX_PARAMS + 2];
  uint8_t how = u8(), which = u8() % 4;
  registration *reg;
  int i;
  sheet_status st;
  size_t before = sheet_engine_animator_count(fe->e);
  memset(&vt, 0, sizeof vt);
  vt.struct_size = sizeof vt;
  vt.abi_version = SHEET_ABI_VERSION;
  vt.name = k_anim_names[which];
  /* every spec a count may reach is a valid one: the library cannot tell a wild
     pointer from a name */
  for (i = 0; i < SHEET_MAX_PARAMS + 2; i++) {
    specs[i].name = k_spec_names[i];
    specs[i].default_value = 0, specs[i].min_value = -1, specs[i].max_value = 1;
  }
  memcpy(specs, k_anim_params, sizeof k_anim_params);
  vt.params = specs;
  vt.param_count = 2;
  vt.create = anim_create;
  vt.sample = anim_sample;
  vt.destroy = anim_destroy;
  switch (how % 24) {
  case 0: vt.struct_size = pick_struct_size(sizeof vt, sizeof vt); break;
  case 1: vt.abi_version = (uint32_t)raw64(); break;
  case 2: vt.name = pick_animator_name(); break;
  case 3: vt.create = NULL; break;
  case 4: vt.sample = NULL; break;
  case 5: vt.destroy = NULL; break;
  case 6: vt.param_count = pick_count(SHEET_MAX_PARAMS + 1); break;
  case 7: vt.params = NULL; break;
  case 8: specs[1].name = specs[0].name; break;
  case 9: specs[0].min_value = 5, specs[0].max_value = 1; break;
  case 10: specs[1].default_value = pick_double(fe, -1, 12); break;
  case 11: specs[0].name = pick_param_name(); break;
  case 12: specs[1].min_value = pick_double(fe, -1, 1); specs[1].max_value = pick_double(fe, 1, 20); break;
  case 13: vt.params = NULL, vt.param_count = 0; break;
  case 14: /* the most parameters an animator may declare, and one more */
    vt.param_count = SHEET_MAX_PARAMS + (u8() & 1);
    break;
  default: break;
  }
  /* each registration keeps its own descriptor for as long as the engine lives */
  if (slot->nregs >= MAX_REGISTRATIONS) return;
  reg = &slot->regs[slot->nregs];
  reg->slot = slot;
  reg->nspecs = vt.params && vt.param_count <= SHEET_MAX_PARAMS + 2 ? vt.param_count : 0;
  memcpy(reg->specs, specs, sizeof specs);
  st = checked(fe, sheet_engine_register_animator(fe->e, &vt, reg),
               ST_BIT(SHEET_OK) | ST_BIT(SHEET_ERR_ABI_MISMATCH) | ST_BIT(SHEET_ERR_INVALID_ARGUMENT) |
                   ST_BIT(SHEET_ERR_ALREADY_EXISTS) | ST_BIT(SHEET_ERR_CAPACITY),
               "register_animator", 0, 0);
  if (st == SHEET_OK) {
    size_t n = sheet_engine_animator_count(fe->e);
    const char *name = n ? sheet_engine_animator_name(fe->e, n - 1) : NULL;
    if (n != before + 1) fz_violation(fe, "register_animator: %zu animators after, %zu before", n, before);
    if (!name || !vt.name || strcmp(name, vt.name) != 0)
      fz_violation(fe, "the animator registered last is named \"%s\", not \"%s\"", name ? name : "(NULL)",
                   vt.name ? vt.name : "(NULL)");
    slot->nregs++;
  } else if (sheet_engine_animator_count(fe->e) != before) {
    fz_violation(fe, "a refused registration changed the number of animators");
  }
}

static void op_plugin(fz_engine *fe) {
  uint8_t b = u8();
  const char *path;
  size_t before = sheet_engine_animator_count(fe->e);
  sheet_status st;
  switch (b % 8) {
  case 0: path = NULL; break;
  case 1: path = ""; break;
  case 2: path = "/nonexistent/libsheet-plugin.so"; break;
  case 3: path = "/"; break;
  default: path = g_nplugins ? g_plugins[(b / 8) % g_nplugins] : "/nonexistent.so"; break;
  }
  st = checked(fe, sheet_engine_load_plugin(fe->e, path), ANY_STATUS, "load_plugin", 0, 0);
  if (st != SHEET_OK && sheet_engine_animator_count(fe->e) != before)
    fz_violation(fe, "a plugin that failed to load left %zu animators registered",
                 sheet_engine_animator_count(fe->e) - before);
}

static void op_log_handler(fz_engine *fe) {
  checked(fe, sheet_engine_set_log_handler(fe->e, (u8() & 1) ? log_handler : NULL, NULL),
          ST_BIT(SHEET_OK) | ST_BIT(SHEET_ERR_INVALID_ARGUMENT), "set_log_handler", 0, 0);
}

static void op_animator_queries(fz_engine *fe) {
  size_t n = sheet_engine_animator_count(fe->e), index = pick_count(n), pi;
  const char *name = sheet_engine_animator_name(fe->e, index);
  size_t pc = sheet_engine_animator_param_count(fe->e, index);
  sheet_param_spec spec;
  sheet_status st;
  uint8_t b = u8();
  if ((name != NULL) != (index < n)) fz_violation(fe, "animator_name(%zu) of %zu animators", index, n);
  if (name && (!name[0] || strlen(name) > 255)) fz_violation(fe, "animator %zu has an empty or long name", index);
  if (index >= n && pc != 0) fz_violation(fe, "animator_param_count(%zu) = %zu for no animator", index, pc);
  if (pc > SHEET_MAX_PARAMS) fz_violation(fe, "animator %zu declares %zu parameters", index, pc);
  pi = (b & 1) ? pick_count(pc + 1) : (pc ? b % pc : 0);
  memset(&spec, 0, sizeof spec);
  st = checked(fe, sheet_engine_animator_param(fe->e, index, pi, (b & 2) ? NULL : &spec),
               ST_BIT(SHEET_OK) | ST_BIT(SHEET_ERR_INVALID_ARGUMENT) | ST_BIT(SHEET_ERR_NOT_FOUND), "animator_param",
               0, 0);
  if (st == SHEET_OK) {
    if (index >= n || pi >= pc) fz_violation(fe, "animator_param(%zu, %zu) succeeded", index, pi);
    if (!spec.name || !spec.name[0]) fz_violation(fe, "a parameter with no name");
    if (!(spec.min_value <= spec.default_value && spec.default_value <= spec.max_value))
      fz_violation(fe, "parameter %s: default %g outside [%g, %g]", spec.name ? spec.name : "?",
                   spec.default_value, spec.min_value, spec.max_value);
  } else if (st == SHEET_ERR_NOT_FOUND && index < n && pi < pc && !(b & 2)) {
    fz_violation(fe, "animator_param(%zu, %zu) not found", index, pi);
  }
}

static void fill_transition(fz_engine *fe, sheet_transition *t, sheet_param *p) {
  uint8_t b = u8();
  size_t i, n;
  t->animator = pick_animator_name();
  t->params = NULL;
  t->param_count = 0;
  if (!(b & 1)) return;
  n = pick_count(3);
  for (i = 0; i < 3; i++) {
    p[i].name = pick_param_name();
    p[i].value = pick_double(fe, 0, 2);
  }
  t->params = (b & 2) && n ? NULL : p;
  /* the array holds three: a larger count only with NULL params */
  t->param_count = t->params && n > 3 ? 3 : n;
}

static void fill_detents(fz_engine *fe, sheet_detent *det, size_t n) {
  size_t i;
  double lo = 0;
  uint8_t how = u8();
  for (i = 0; i < n; i++) {
    uint8_t b = u8();
    if (how & 1) { /* ascending, valid: the fuzzer reaches deep states through these */
      det[i].kind = b % 3 == 0 ? SHEET_DETENT_FRACTION : b % 3 == 1 ? SHEET_DETENT_POINTS : SHEET_DETENT_CONTENT;
      if (det[i].kind == SHEET_DETENT_FRACTION) det[i].value = lo = lo + (1.0 - lo) * ((b >> 2) + 1) / 64.0;
      else det[i].value = 40.0 * (double)(i + 1) + (b >> 2);
      if (i > 0 && det[i].kind == det[i - 1].kind && det[i].kind != SHEET_DETENT_FRACTION) {
        if (det[i].kind == SHEET_DETENT_CONTENT) det[i].kind = SHEET_DETENT_POINTS;
        if (det[i].kind == SHEET_DETENT_POINTS && i > 0 && det[i - 1].kind == SHEET_DETENT_POINTS)
          det[i].value = det[i - 1].value + 10 + (b >> 2);
      }
    } else {
      det[i].kind = (int32_t)(b % 5) - (b >= 250 ? 100 : 0);
      det[i].value = pick_double(fe, 0, 1);
    }
  }
}

/* What a configuration's arrays point into, for as long as the call that reads it. */
typedef struct config_storage {
  sheet_detent det[SHEET_MAX_DETENTS + 2];
  sheet_param p[4][3];
} config_storage;

/* A configuration, for sheet_create and sheet_update alike: two bytes choose which
 * groups of fields are given (and the user tag, the struct_size, a NULL config or
 * out-pointer), then the groups' bytes, then a third byte the fields of ABI 1.3 and
 * 1.4, and when its top bit is set a fourth byte those of ABI 1.5. Returns the second
 * byte. */
static uint8_t fill_config(fz_engine *fe, sheet_config *cfg, config_storage *m) {
  uint8_t mask = u8(), mask2 = u8(), mask3, mask4;
  size_t ndet = 0;
  memset(m->det, 0, sizeof m->det);
  sheet_config_init(cfg);
  if (mask & 1) {
    size_t claimed = pick_count(5);
    ndet = claimed < SHEET_MAX_DETENTS + 2 ? claimed : SHEET_MAX_DETENTS + 2;
    fill_detents(fe, m->det, ndet);
    cfg->detents = (mask2 & 0x80) && claimed ? NULL : m->det;
    /* the array holds ndet: a larger count only with NULL detents */
    cfg->detent_count = cfg->detents ? ndet : claimed;
  }
  if (mask & 2) {
    cfg->dismissible = pick_i32(0, 1);
    cfg->dismiss_fraction = pick_double(fe, 0, 1);
    cfg->fling_velocity = pick_double(fe, 1, 2000);
  }
  if (mask & 4) {
    cfg->backdrop_tap = pick_i32(0, 3);
    cfg->largest_undimmed_detent = pick_i32(-1, 3);
    cfg->backdrop_alpha = pick_double(fe, 0, 1);
  }
  if (mask & 8) {
    cfg->corner_radius = pick_double(fe, 0, 40);
    cfg->rubber_band = pick_double(fe, 0.01, 1);
  }
  if (mask & 16) {
    fill_transition(fe, &cfg->present, m->p[0]);
    fill_transition(fe, &cfg->dismiss, m->p[1]);
  }
  if (mask & 32) {
    fill_transition(fe, &cfg->settle, m->p[2]);
    fill_transition(fe, &cfg->content, m->p[3]);
  }
  if (mask & 64) {
    cfg->dismiss_height = pick_double(fe, 0, 300);
    cfg->touch_slop = pick_double(fe, 0, 20);
    cfg->grabber_height = pick_double(fe, 0, 40);
  }
  if (mask & 128) {
    cfg->stack = pick_i32(0, 2);
    cfg->grabber = pick_i32(0, 2);
  }
  cfg->user_tag = (mask2 & 1) ? raw64() : (uint64_t)(mask2 >> 1);
  if (mask2 & 2) cfg->struct_size = pick_struct_size(sizeof *cfg, (uint32_t)offsetof(sheet_config, dismiss_height));
  mask3 = u8();
  if (mask3 & 1) cfg->confirm_dismiss = pick_i32(0, 1);
  if (mask3 & 2) {
    cfg->backdrop_tap = SHEET_TAP_DETENT;
    cfg->backdrop_tap_detent = pick_i32(0, 4);
  }
  if (mask3 & 4) cfg->content_interaction = pick_i32(0, 1);
  if (mask3 & 8) cfg->scales_background = pick_i32(0, 1);
  if (mask3 & 16) cfg->keyboard = pick_i32(0, 2);
  if (mask3 & 32) cfg->back_behavior = pick_i32(0, 2);
  if (mask3 & 64) cfg->footer_height = pick_double(fe, 0, 120);
  if (!(mask3 & 128)) return mask2;
  mask4 = u8();
  if (mask4 & 1) cfg->edge = pick_i32(0, 3);
  if (mask4 & 2) cfg->cross_alignment = pick_i32(0, 2);
  if (mask4 & 4) cfg->edge_inset = pick_double(fe, 0, 60);
  if (mask4 & 8) cfg->side_inset = pick_double(fe, 0, 60);
  if (mask4 & 16) cfg->max_cross_size = pick_double(fe, 0, 700);
  if (mask4 & 32) cfg->wide_threshold = pick_double(fe, 0, 1400);
  if (mask4 & 64) cfg->wide_layout = pick_i32(0, 3);
  return mask2;
}

/* The statuses sheet.h lists for a call that reads a configuration. */
#define CONFIG_STATUSES                                                                        \
  (ST_BIT(SHEET_OK) | ST_BIT(SHEET_ERR_INVALID_ARGUMENT) | ST_BIT(SHEET_ERR_NOT_FOUND) |        \
   ST_BIT(SHEET_ERR_ABI_MISMATCH))

static void op_create(fz_engine *fe) {
  sheet_config cfg;
  config_storage storage;
  sheet_id id = 0;
  uint8_t mask2 = fill_config(fe, &cfg, &storage);
  sheet_status st;
  int null_config = (mask2 & 0x7c) == 0x7c, null_out = (mask2 & 0x7c) == 0x78;
  st = checked(fe, sheet_create(fe->e, null_config ? NULL : &cfg, null_out ? NULL : &id),
               CONFIG_STATUSES | ST_BIT(SHEET_ERR_CAPACITY), "sheet_create", 0, 0);
  if (st != SHEET_OK) return;
  if (null_out) {
    fz_violation(fe, "sheet_create with out_id NULL succeeded");
    return;
  }
  if (id == 0 || fz_find_sheet(fe, id) || fz_is_dead(fe, id))
    fz_violation(fe, "sheet_create issued id %llu, 0 or issued before", (unsigned long long)id);
  if (fe->n >= FZ_MAX_SHEETS) {
    /* the model is full: a hidden sheet goes without a word */
    checked(fe, sheet_destroy(fe->e, id), ST_BIT(SHEET_OK), "sheet_destroy", 0, 0);
    if (fe->ndead < FZ_MAX_DEAD) fe->dead[fe->ndead++] = id;
    return;
  }
  fz_add_sheet(fe, id, null_config ? NULL : &cfg);
}

/* sheet_update of any id with any configuration (NULL too) at any time. */
static void op_update(fz_engine *fe) {
  sheet_id id = pick_id(fe);
  fz_sheet *s = fz_find_sheet(fe, id);
  sheet_config cfg;
  config_storage storage;
  int null_config = (fill_config(fe, &cfg, &storage) & 0x7c) == 0x7c;
  double t = pick_time(fe);
  sheet_status st = checked(fe, sheet_update(fe->e, id, null_config ? NULL : &cfg, t),
                            CONFIG_STATUSES | ST_BIT(SHEET_ERR_INVALID_HANDLE), "sheet_update", 1, id);
  if (null_config && st != SHEET_ERR_INVALID_ARGUMENT && st != SHEET_ERR_INVALID_HANDLE)
    fz_violation(fe, "sheet_update with no configuration returned %s", sheet_status_name(st));
  if (st == SHEET_OK && s) fz_update_sheet(fe, s, &cfg);
}

static void op_destroy(fz_engine *fe) {
  sheet_id id = pick_id(fe);
  fz_sheet *s = fz_find_sheet(fe, id);
  if (checked(fe, sheet_destroy(fe->e, id), ST_BIT(SHEET_OK) | ST_BIT(SHEET_ERR_INVALID_HANDLE), "sheet_destroy",
              1, id) == SHEET_OK && s)
    fz_forget_sheet(fe, (int)(s - fe->s));
}

#define COMMAND_STATUSES                                                                          \
  (ST_BIT(SHEET_OK) | ST_BIT(SHEET_ERR_INVALID_HANDLE) | ST_BIT(SHEET_ERR_INVALID_ARGUMENT) |      \
   ST_BIT(SHEET_ERR_INVALID_STATE))
#define CONTENT_STATUSES \
  (ST_BIT(SHEET_OK) | ST_BIT(SHEET_ERR_INVALID_HANDLE) | ST_BIT(SHEET_ERR_INVALID_ARGUMENT))

static void op_command(fz_engine *fe, uint8_t which) {
  sheet_id id = pick_id(fe);
  fz_sheet *s = fz_find_sheet(fe, id);
  int ndet = s ? s->ndet : 2;
  double t;
  sheet_status st;
  switch (which % 8) {
  case 0: {
    int32_t d = pick_i32(0, ndet);
    t = pick_time(fe);
    checked(fe, sheet_present(fe->e, id, d, t), COMMAND_STATUSES, "present", 1, id);
    break;
  }
  case 1:
    t = pick_time(fe);
    checked(fe, sheet_dismiss(fe->e, id, t), COMMAND_STATUSES, "dismiss", 1, id);
    break;
  case 2: {
    int32_t d = pick_i32(0, ndet);
    t = pick_time(fe);
    checked(fe, sheet_move_to_detent(fe->e, id, d, t), COMMAND_STATUSES, "move_to_detent", 1, id);
    break;
  }
  case 3: {
    uint64_t content = (u8() & 1) ? raw64() : u8();
    double h = pick_double(fe, 0, 1200);
    t = pick_time(fe);
    st = checked(fe, sheet_set_content(fe->e, id, content, h, t), CONTENT_STATUSES, "set_content", 1, id);
    if (st == SHEET_OK && s) fz_set_content(s, content, h);
    break;
  }
  case 4: {
    double h = pick_double(fe, 0, 1200);
    t = pick_time(fe);
    st = checked(fe, sheet_set_content_height(fe->e, id, h, t), CONTENT_STATUSES, "set_content_height", 1, id);
    if (st == SHEET_OK && s) s->content_h = h;
    break;
  }
  case 5: {
    double x = pick_double(fe, 0, 3000);
    t = pick_time(fe);
    st = checked(fe, sheet_set_scroll_extent(fe->e, id, x, t), CONTENT_STATUSES, "set_scroll_extent", 1, id);
    if (st == SHEET_OK && s) fz_set_scroll_extent(s, x);
    break;
  }
  case 6: {
    static const uint32_t actions[] = {SHEET_ACTION_EXPAND, SHEET_ACTION_COLLAPSE, SHEET_ACTION_DISMISS,
                                       SHEET_ACTION_EXPAND, SHEET_ACTION_COLLAPSE, 0, 3, 8, UINT32_MAX};
    uint32_t a = actions[u8() % 9];
    t = pick_time(fe);
    checked(fe, sheet_perform_action(fe->e, id, a, t), COMMAND_STATUSES, "perform_action", 1, id);
    break;
  }
  default: {
    unsigned char buf[sizeof(sheet_accessibility) + OUT_PAD];
    uint32_t size = pick_struct_size(sizeof(sheet_accessibility), (uint32_t)offsetof(sheet_accessibility, value));
    int null_out = (u8() % 16) == 0;
    prepare_out(buf, sizeof(sheet_accessibility), size);
    st = checked(fe, sheet_get_accessibility(fe->e, id, null_out ? NULL : (sheet_accessibility *)(void *)buf),
                 CONTENT_STATUSES, "get_accessibility", 1, id);
    if (!null_out) check_out(fe, buf, sizeof(sheet_accessibility), size, st == SHEET_OK, "get_accessibility");
    if (st == SHEET_OK && size >= sizeof(sheet_accessibility)) {
      sheet_accessibility a;
      memcpy(&a, buf, sizeof a);
      if (memchr(a.value, '\0', sizeof a.value) == NULL) fz_violation(fe, "accessibility value not NUL-terminated");
      if (s && a.detent_count != s->ndet)
        fz_violation(fe, "accessibility detent_count %d, sheet has %d", (int)a.detent_count, s->ndet);
      if (a.actions & ~(SHEET_ACTION_EXPAND | SHEET_ACTION_COLLAPSE | SHEET_ACTION_DISMISS))
        fz_violation(fe, "accessibility actions 0x%x", (unsigned)a.actions);
    }
    break;
  }
  }
}

static double pick_y(fz_engine *fe, const fz_sheet *s) {
  uint8_t b = u8();
  sheet_frame f;
  double top = fe->h;
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  if (s && sheet_get_frame(fe->e, s->id, &f) == SHEET_OK) top = f.top;
  if (b < 160) return top + ((double)(int8_t)u8()) * 2.0;
  if (b < 224) return fe->h * (double)u8() / 255.0;
  return dict_double(fe, u8());
}

static double pick_x(fz_engine *fe) {
  uint8_t b = u8();
  if (b < 200) return (fe->w > 0 ? fe->w : 390) * (double)b / 200.0;
  return dict_double(fe, u8());
}

static void op_pointer(fz_engine *fe, uint8_t which) {
  sheet_id id = pick_id(fe);
  fz_sheet *s = fz_find_sheet(fe, id);
  double x, y, t;
  switch (which % 4) {
  case 0: {
    int32_t hit = -5;
    int null_hit = (u8() % 8) == 0;
    sheet_status st;
    x = pick_x(fe);
    y = pick_y(fe, s);
    t = pick_time(fe);
    st = checked(fe, sheet_pointer_down(fe->e, id, x, y, t, null_hit ? NULL : &hit), COMMAND_STATUSES,
                 "pointer_down", 1, id);
    if (st == SHEET_OK && !null_hit && (hit < SHEET_HIT_NONE || hit > SHEET_HIT_PASS_THROUGH))
      fz_violation(fe, "pointer_down hit %d", (int)hit);
    if (st == SHEET_OK && s) s->ptr_down = 1, s->ptr_x = x, s->ptr_y = y;
    break;
  }
  case 1:
    x = pick_x(fe);
    y = pick_y(fe, s);
    t = pick_time(fe);
    if (checked(fe, sheet_pointer_move(fe->e, id, x, y, t), COMMAND_STATUSES, "pointer_move", 1, id) == SHEET_OK && s)
      s->ptr_x = x, s->ptr_y = y;
    break;
  case 2:
    x = pick_x(fe);
    y = pick_y(fe, s);
    t = pick_time(fe);
    if (checked(fe, sheet_pointer_up(fe->e, id, x, y, t), COMMAND_STATUSES, "pointer_up", 1, id) == SHEET_OK && s)
      s->ptr_down = 0;
    break;
  default:
    t = pick_time(fe);
    if (checked(fe, sheet_pointer_cancel(fe->e, id, t), COMMAND_STATUSES, "pointer_cancel", 1, id) == SHEET_OK && s)
      s->ptr_down = 0;
    break;
  }
}

/* A whole drag: down near the sheet's free edge, in the middle of its span, moves at a
 * steady pace along its axis, up or cancel. The fuzzer reaches drags, flings and scroll
 * hand-offs through it far sooner than through single pointer calls. */
static void op_drag(fz_engine *fe) {
  fz_sheet *s;
  sheet_frame f;
  fz_place p;
  int moves, i;
  double x, y, cross, along, dy, dt, t;
  int32_t hit;
  uint8_t b;
  if (!fe->n) return;
  s = &fe->s[u8() % fe->n];
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  if (sheet_get_frame(fe->e, s->id, &f) != SHEET_OK) return;
  fz_place_sheet(fe, s, &p);
  cross = fe->has_vp ? p.cross_start + p.cross_length / 2 : 195;
  along = f.top + (u8() % 64);
  fz_place_point(fe, &p, cross, along, &x, &y);
  t = pick_time(fe);
  if (checked(fe, sheet_pointer_down(fe->e, s->id, x, y, t, &hit), COMMAND_STATUSES, "pointer_down", 1, s->id) !=
      SHEET_OK)
    return;
  s->ptr_down = 1;
  fz_drain(fe);
  fz_check_frames(fe);
  moves = 1 + u8() % 16;
  dy = (double)(int8_t)u8() * 1.5;
  b = u8();
  dt = k_steps[b % 5];
  for (i = 0; i < moves; i++) {
    along += dy;
    fz_place_point(fe, &p, cross, along, &x, &y);
    t += dt;
    if (t > fe->now) fe->now = t;
    if (checked(fe, sheet_pointer_move(fe->e, s->id, x, y, t), COMMAND_STATUSES, "pointer_move", 1, s->id) != SHEET_OK)
      break;
    fz_drain(fe);
    fz_check_frames(fe);
  }
  t += (b & 0x80) ? 0.06 : dt; /* a pause before the release stops a fling */
  if (t > fe->now) fe->now = t;
  if (b & 0x40) checked(fe, sheet_pointer_cancel(fe->e, s->id, t), COMMAND_STATUSES, "pointer_cancel", 1, s->id);
  else checked(fe, sheet_pointer_up(fe->e, s->id, x, y, t), COMMAND_STATUSES, "pointer_up", 1, s->id);
  s->ptr_down = 0;
}

/* sheet_set_focus of any id with any field at any time: refused exactly for a bad
 * argument or a field that ends past the content the sheet was given: its height, and
 * its scroll extent beyond it. */
static void op_focus(fz_engine *fe) {
  sheet_id id = pick_id(fe);
  fz_sheet *s = fz_find_sheet(fe, id);
  double y = pick_double(fe, 0, 1200), h = (u8() & 1) ? 0 : pick_double(fe, 0, 120), t = pick_time(fe);
  sheet_status st;
  trace("  set_focus(%.17g, %.17g, %.17g)\n", y, h, t);
  st = checked(fe, sheet_set_focus(fe->e, id, y, h, t), CONTENT_STATUSES, "set_focus", 1, id);
  if (s && isfinite(t)) {
    int bad = !(isfinite(y) && y >= 0 && isfinite(h) && h >= 0) ||
              (h > 0 && s->content_h > 0 && y + h > s->content_h + s->extent);
    if ((st == SHEET_OK) == bad)
      fz_violation(fe, "set_focus(%g, %g) of content %g tall scrolling %g returned %s", y, h, s->content_h,
                   s->extent, sheet_status_name(st));
  }
  if (st == SHEET_OK && s) fz_set_focus(s, y, h);
}

static const char *const k_back_names[4] = {"back_begin", "back_progress", "back_cancel", "back_commit"};

/* One back call (0 begin, 1 progress, 2 cancel, 3 commit) on sheet id; progress is
 * refused outside [0, 1]. */
static sheet_status back_call(fz_engine *fe, sheet_id id, int which, double progress, double t) {
  fz_sheet *s = fz_find_sheet(fe, id);
  sheet_status st;
  switch (which) {
  case 0: st = sheet_back_begin(fe->e, id, t); break;
  case 1: st = sheet_back_progress(fe->e, id, progress, t); break;
  case 2: st = sheet_back_cancel(fe->e, id, t); break;
  default: st = sheet_back_commit(fe->e, id, t); break;
  }
  st = checked(fe, st, COMMAND_STATUSES, k_back_names[which], 1, id);
  if (s && isfinite(t) && which == 1 && (st == SHEET_OK) != (progress >= 0 && progress <= 1) &&
      st != SHEET_ERR_INVALID_STATE)
    fz_violation(fe, "back_progress(%g) returned %s", progress, sheet_status_name(st));
  if (s && st == SHEET_OK && (which == 0 || which == 3) && s->back == SHEET_BACK_NONE)
    fz_violation(fe, "%s taken by a sheet whose back behaviour is none", k_back_names[which]);
  if (s) fz_back_called(fe, s, which, st);
  return st;
}

static void op_back(fz_engine *fe) {
  int which = u8() % 4;
  sheet_id id = pick_id(fe);
  double progress = which == 1 ? pick_double(fe, 0, 1) : 0, t = pick_time(fe);
  trace("  %s(%.17g, %.17g)\n", k_back_names[which], progress, t);
  back_call(fe, id, which, progress, t);
}

/* A tick of the whole engine at t, and the checks after it. */
static void tick_and_check(fz_engine *fe, double t) {
  if (checked(fe, sheet_engine_tick(fe->e, t), ST_BIT(SHEET_OK) | ST_BIT(SHEET_ERR_INVALID_ARGUMENT), "tick", 0, 0) ==
          SHEET_OK &&
      t > fe->ticked)
    fe->ticked = t;
  fz_drain(fe);
  fz_check_frames(fe);
}

/* A whole back gesture on a live sheet: begun, then frames of progress (each followed
 * by a tick, the keyboard moving on the way when asked), then cancelled or committed. */
static void op_back_gesture(fz_engine *fe) {
  fz_sheet *s;
  int frames, i;
  double t, p = 0;
  uint8_t b, step[12];
  if (!fe->n) return;
  s = &fe->s[u8() % fe->n];
  t = pick_time(fe);
  /* the gesture's bytes are read whole: what follows them means the same whatever the
     engine answers */
  frames = 1 + u8() % 12;
  b = u8();
  for (i = 0; i < frames; i++) step[i] = u8();
  if (back_call(fe, s->id, 0, 0, t) != SHEET_OK) return;
  fz_drain(fe);
  fz_check_frames(fe);
  for (i = 0; i < frames; i++) {
    p += (double)step[i] / 1020.0; /* up to a quarter a frame */
    if (p > 1) p = 1;
    t += k_steps[b % 5];
    if (t > fe->now) fe->now = t;
    if ((b & 0x40) && fe->h > 0) {
      double o = fe->h * 0.4 * (i + 1) / frames;
      if (checked(fe, sheet_engine_set_obstruction(fe->e, o, t), ST_BIT(SHEET_OK) | ST_BIT(SHEET_ERR_INVALID_ARGUMENT),
                  "set_obstruction", 0, 0) == SHEET_OK)
        fe->obs = o;
    }
    if (back_call(fe, s->id, 1, p, t) != SHEET_OK) break;
    tick_and_check(fe, t);
  }
  back_call(fe, s->id, (b & 0x80) ? 3 : 2, 0, fe->now);
}

/* A keyboard that moves: from the obstruction there is to a new one over 1 to 16
 * frames, each frame a new obstruction and a tick, with a field of a live sheet focused
 * first when asked (a sheet byte, then y / 4 and height - 8 in points). */
static void op_keyboard(fz_engine *fe) {
  int frames = 1 + u8() % 16, i;
  uint8_t b = u8();
  double from = fe->obs, to = pick_double(fe, 0, fe->h > 0 ? fe->h * 0.6 : 400), t = fe->now;
  if (!isfinite(t)) t = 0;
  if (b & 1) {
    uint8_t which = u8();
    double y = (double)u8() * 4, h = 8 + (double)u8();
    fz_sheet *s = fe->n ? &fe->s[which % fe->n] : NULL;
    if (s && checked(fe, sheet_set_focus(fe->e, s->id, y, h, t), CONTENT_STATUSES, "set_focus", 1, s->id) == SHEET_OK)
      fz_set_focus(s, y, h);
  }
  for (i = 0; i < frames; i++) {
    double k = (double)(i + 1) / frames, o = from + (to - from) * (1 - (1 - k) * (1 - k));
    t += k_steps[(b >> 4) % 5];
    if (t > fe->now) fe->now = t;
    trace("  keyboard frame: set_obstruction(%.17g, %.17g)\n", o, t);
    if (checked(fe, sheet_engine_set_obstruction(fe->e, o, t),
                ST_BIT(SHEET_OK) | ST_BIT(SHEET_ERR_INVALID_ARGUMENT) | ST_BIT(SHEET_ERR_INVALID_STATE),
                "set_obstruction", 0, 0) == SHEET_OK)
      fe->obs = o;
    tick_and_check(fe, t);
  }
}

/* Which way lines run: SHEET_DIRECTION_LTR or _RTL taken (the sheets on a side or at an
 * end of their span mirrored), anything else refused and nothing changed. */
static void op_direction(fz_engine *fe) {
  int32_t d = pick_i32(0, 1);
  sheet_status st = checked(fe, sheet_engine_set_layout_direction(fe->e, d),
                            ST_BIT(SHEET_OK) | ST_BIT(SHEET_ERR_INVALID_ARGUMENT), "set_layout_direction", 0, 0);
  trace("  set_layout_direction(%d)\n", (int)d);
  if ((st == SHEET_OK) != (d == SHEET_DIRECTION_LTR || d == SHEET_DIRECTION_RTL))
    fz_violation(fe, "set_layout_direction(%d) returned %s", (int)d, sheet_status_name(st));
  if (st == SHEET_OK) fe->dir = d;
}

static void op_frame(fz_engine *fe) {
  unsigned char buf[sizeof(sheet_frame) + OUT_PAD];
  sheet_id id = pick_id(fe);
  uint32_t size = pick_struct_size(sizeof(sheet_frame), (uint32_t)offsetof(sheet_frame, outgoing_content_id));
  int null_out = (u8() % 16) == 0;
  sheet_status st;
  prepare_out(buf, sizeof(sheet_frame), size);
  st = checked(fe, sheet_get_frame(fe->e, id, null_out ? NULL : (sheet_frame *)(void *)buf),
               CONTENT_STATUSES, "get_frame", 1, id);
  if (!null_out) check_out(fe, buf, sizeof(sheet_frame), size, st == SHEET_OK, "get_frame");
}

static void op_poll(fz_engine *fe) {
  unsigned char buf[sizeof(sheet_event) + OUT_PAD];
  uint32_t size = pick_struct_size(sizeof(sheet_event), (uint32_t)offsetof(sheet_event, user_tag));
  int null_out = (u8() % 16) == 0, got;
  const char *msg;
  prepare_out(buf, sizeof(sheet_event), size);
  got = sheet_engine_poll_event(fe->e, null_out ? NULL : (sheet_event *)(void *)buf);
  msg = sheet_engine_last_error(fe->e);
  trace("  poll_event(size %u%s) -> %d\n", size, null_out ? ", NULL" : "", got);
  if (got != 0 && got != 1) fz_violation(fe, "poll_event returned %d", got);
  if (got == 1) {
    sheet_event ev;
    size_t covered = size < sizeof ev ? size : sizeof ev;
    memset(&ev, 0, sizeof ev);
    memcpy(&ev, buf, covered);
    if (msg[0]) fz_violation(fe, "poll_event delivered but last_error is \"%s\"", msg);
    fz_check_event(fe, &ev, covered);
  } else if ((null_out || size < offsetof(sheet_event, user_tag)) && !msg[0]) {
    fz_violation(fe, "poll_event refused unusable arguments without a last_error");
  }
  if (!null_out) check_out(fe, buf, sizeof(sheet_event), size, got == 1, "poll_event");
}

static void op_engine_null(void) {
  /* every function with a NULL engine: refused or nothing, never a crash */
  sheet_frame f;
  sheet_event ev;
  int32_t i32;
  sheet_id id;
  memset(&f, 0, sizeof f);
  f.struct_size = sizeof f;
  memset(&ev, 0, sizeof ev);
  ev.struct_size = sizeof ev;
  if (sheet_engine_tick(NULL, 1) != SHEET_ERR_INVALID_ARGUMENT ||
      sheet_get_frame(NULL, 1, &f) != SHEET_ERR_INVALID_ARGUMENT ||
      sheet_engine_poll_event(NULL, &ev) != 0 || sheet_engine_is_animating(NULL, &i32) != SHEET_ERR_INVALID_ARGUMENT ||
      sheet_create(NULL, NULL, &id) != SHEET_ERR_INVALID_ARGUMENT ||
      sheet_update(NULL, 1, NULL, 0) != SHEET_ERR_INVALID_ARGUMENT ||
      sheet_set_focus(NULL, 1, 0, 10, 0) != SHEET_ERR_INVALID_ARGUMENT ||
      sheet_back_begin(NULL, 1, 0) != SHEET_ERR_INVALID_ARGUMENT ||
      sheet_back_progress(NULL, 1, 0.5, 0) != SHEET_ERR_INVALID_ARGUMENT ||
      sheet_back_cancel(NULL, 1, 0) != SHEET_ERR_INVALID_ARGUMENT ||
      sheet_back_commit(NULL, 1, 0) != SHEET_ERR_INVALID_ARGUMENT ||
      sheet_engine_set_layout_direction(NULL, SHEET_DIRECTION_RTL) != SHEET_ERR_INVALID_ARGUMENT ||
      sheet_pointer_down(NULL, 1, 0, 0, 0, &i32) != SHEET_ERR_INVALID_ARGUMENT ||
      sheet_engine_animator_count(NULL) != 0 || sheet_engine_animator_name(NULL, 0) != NULL ||
      strcmp(sheet_engine_last_error(NULL), "engine is NULL") != 0) {
    fz_violation(&g_eng[0].m, "a call with a NULL engine was not refused as sheet.h says");
  }
  sheet_engine_destroy(NULL);
  sheet_config_init(NULL);
}

/* ---- the event queue when nobody polls ---------------------------------------------- */

#define BURST_EVENTS 8192

static int same_event(const sheet_event *a, const sheet_event *b) {
  return a->type == b->type && a->sheet == b->sheet && a->time == b->time && a->detent == b->detent &&
         a->from_detent == b->from_detent && a->reason == b->reason && a->user_tag == b->user_tag &&
         a->content_id == b->content_id && a->animator == b->animator && a->failure == b->failure;
}

/* The same calls on two scratch engines, one polled after every call and one not at
 * all: what the second delivers at the end must be the first's events, each run it lost
 * replaced by one EVENTS_DROPPED that counts the run, at the time of its last event,
 * and no more than its queue holds (sheet.h: SHEET_MAX_QUEUED_EVENTS). */
static void op_burst(fz_engine *fe) {
  static sheet_event want[BURST_EVENTS];
  sheet_engine *x = NULL, *y = NULL;
  sheet_id ix[3], iy[3];
  sheet_config cfg;
  sheet_detent det[2] = {{SHEET_DETENT_FRACTION, 0.4}, {SHEET_DETENT_FRACTION, 1.0}};
  sheet_event ev;
  int calls = 50 + 4 * u8(), i, k, nwant = 0, delivered = 0, markers = 0, j = 0;
  double t = 1.0;
  if (sheet_engine_create(&x) != SHEET_OK || sheet_engine_create(&y) != SHEET_OK) {
    fz_violation(fe, "sheet_engine_create failed");
    return;
  }
  sheet_config_init(&cfg);
  cfg.detents = det;
  cfg.detent_count = 2;
  (void)sheet_engine_set_viewport(x, 390, 844, 47, 34);
  (void)sheet_engine_set_viewport(y, 390, 844, 47, 34);
  for (k = 0; k < 3; k++) {
    cfg.stack = k;
    cfg.user_tag = (uint64_t)k + 1;
    (void)sheet_create(x, &cfg, &ix[k]);
    (void)sheet_create(y, &cfg, &iy[k]);
  }
  memset(&ev, 0, sizeof ev);
  ev.struct_size = sizeof ev;
  for (i = 0; i < calls; i++) {
    uint8_t b = u8();
    k = b % 3;
    t += k_steps[(b >> 2) % 4];
    /* a missing byte (0) still makes events: present, then dismiss, of sheet 0 */
    switch ((b >> 4) % 6) {
    case 0: case 1:
      if (sheet_present(x, ix[k], (b >> 6) & 1, t) != SHEET_OK) (void)sheet_dismiss(x, ix[k], t);
      if (sheet_present(y, iy[k], (b >> 6) & 1, t) != SHEET_OK) (void)sheet_dismiss(y, iy[k], t);
      break;
    case 2:
      (void)sheet_move_to_detent(x, ix[k], (b >> 6) & 1, t);
      (void)sheet_move_to_detent(y, iy[k], (b >> 6) & 1, t);
      break;
    case 3:
      (void)sheet_set_content(x, ix[k], b, 100.0 + b, t);
      (void)sheet_set_content(y, iy[k], b, 100.0 + b, t);
      break;
    default:
      (void)sheet_engine_tick(x, t);
      (void)sheet_engine_tick(y, t);
      break;
    }
    for (;;) {
      if (nwant >= BURST_EVENTS) break;
      memset(&want[nwant], 0, sizeof want[nwant]);
      want[nwant].struct_size = sizeof want[nwant];
      if (sheet_engine_poll_event(x, &want[nwant]) != 1) break;
      if (want[nwant].type == SHEET_EVENT_EVENTS_DROPPED)
        fz_violation(fe, "EVENTS_DROPPED from an engine polled after every call");
      nwant++;
    }
  }
  while (sheet_engine_poll_event(y, &ev) == 1) {
    delivered++;
    if (ev.type == SHEET_EVENT_EVENTS_DROPPED) {
      markers++;
      if (ev.dropped_count == 0 || ev.dropped_count > (uint64_t)(nwant - j)) {
        fz_violation(fe, "EVENTS_DROPPED counts %llu with %d events left to account for",
                     (unsigned long long)ev.dropped_count, nwant - j);
        break;
      }
      j += (int)ev.dropped_count;
      if (ev.time != want[j - 1].time)
        fz_violation(fe, "EVENTS_DROPPED at time %.17g, its last lost event at %.17g", ev.time, want[j - 1].time);
    } else if (j >= nwant || !same_event(&ev, &want[j])) {
      fz_violation(fe, "event %d delivered after the queue filled is not the next one made (type %d, want %d)",
                   delivered, (int)ev.type, j < nwant ? (int)want[j].type : -1);
      break;
    } else {
      j++;
    }
  }
  if (nwant < BURST_EVENTS && j != nwant)
    fz_violation(fe, "the unpolled engine accounted for %d of %d events", j, nwant);
  /* the queue holds events and loss markers; a loss still counting when polling resumes
     is reported by one more marker, made then */
  if (delivered - markers > SHEET_MAX_QUEUED_EVENTS || delivered > SHEET_MAX_QUEUED_EVENTS + 1)
    fz_violation(fe, "%d events and %d loss markers delivered from a queue of %d", delivered - markers, markers,
                 SHEET_MAX_QUEUED_EVENTS);
  trace("  burst: %d calls, %d events, %d delivered unpolled (%d loss markers)\n", calls, nwant, delivered,
        markers);
  sheet_engine_destroy(x);
  sheet_engine_destroy(y);
}

/* ---- rest and the end of an input --------------------------------------------------- */

static void new_engine(engine_slot *slot) {
  sheet_engine *e = NULL;
  if (sheet_engine_create(&e) != SHEET_OK || !e) {
    fprintf(stderr, "sheet-libfuzz: sheet_engine_create failed\n");
    abort();
  }
  fz_engine_reset(&slot->m, e, &g_ck);
  slot->max_duration = 10;
  slot->nregs = 0;
}

static void end_engine(engine_slot *slot) {
  sheet_engine_destroy(slot->m.e);
  slot->m.e = NULL;
  slot->m.n = 0;
}

/* Lifts every pointer, runs time until nothing moves and checks that every sheet rests. */
static void settle_and_check(engine_slot *slot) {
  fz_engine *fe = &slot->m;
  double horizon, start, dt = 1.0 / 60;
  int i, steps = 0, representable;
  int32_t anim = 1;
  g_op = g_ck.step = "rest";
  for (i = 0; i < fe->n; i++) {
    fz_sheet *s = &fe->s[i];
    double t = isfinite(fe->now) ? fe->now + 0.01 : 0;
    if (t > fe->now) fe->now = t;
    /* whatever the model thinks, the engine may hold a pointer or follow a back
       gesture: cancel is harmless */
    (void)sheet_pointer_cancel(fe->e, s->id, t);
    s->ptr_down = 0;
    fz_back_called(fe, s, 2, sheet_back_cancel(fe->e, s->id, t));
  }
  fz_drain(fe);
  fz_check_frames(fe);
  if (!fe->has_vp) return;
  /* what cuts a motion off comes after the maximum duration; then the engine's own
     spring finishes within a minute from anywhere in a double's range */
  horizon = (slot->max_duration < 100 ? slot->max_duration : 100) + 60;
  start = isfinite(fe->now) ? fe->now : 0;
  fe->now = start;
  representable = start + horizon - start > horizon * 0.5;
  while (steps < 2000) {
    double t = fe->now + dt;
    if (t - start > horizon) break;
    if (!(t > fe->now)) {
      /* a step below the clock's resolution (a clock near 2^53 s counts in 2 s) */
      dt *= 2;
      continue;
    }
    fe->now = t;
    checked(fe, sheet_engine_tick(fe->e, t), ST_BIT(SHEET_OK), "tick", 0, 0);
    fe->ticked = t;
    fz_drain(fe);
    fz_check_frames(fe);
    steps++;
    if (steps > 30 && dt < 0.5) dt *= 1.25;
    fz_must_ok(fe, sheet_engine_is_animating(fe->e, &anim), "is_animating");
    if (!anim) break;
  }
  if (representable && slot->max_duration <= 100) fz_check_rest(fe);
}

/* ---- the input as a program --------------------------------------------------------- */

static void run_op(void) {
  uint8_t op = u8();
  engine_slot *slot = &g_eng[(op >> 7) & 1];
  fz_engine *fe = &slot->m;
  snapshot before;
  uint64_t checked_before = g_checked_calls;
  int code = op & 0x7f;
  static const char *const names[] = {
      "viewport", "obstruction", "tick", "engine queries", "reduce_motion", "max_duration",
      "register_animator", "load_plugin", "log_handler", "animator queries", "sheet_create",
      "sheet_destroy", "present", "dismiss", "move_to_detent", "set_content", "set_content_height",
      "set_scroll_extent", "perform_action", "get_accessibility", "pointer_down", "pointer_move",
      "pointer_up", "pointer_cancel", "drag", "get_frame", "poll_event", "engine destroy/create",
      "NULL engine", "rest", "event burst", "sheet_update", "set_focus", "back", "back gesture", "keyboard",
      "set_layout_direction"};
  code %= (int)(sizeof names / sizeof names[0]);
  g_op = g_ck.step = names[code];
  trace("engine %d: %s\n", (int)(slot - g_eng), g_op);
  take_snapshot(&before);
  switch (code) {
  case 0: op_viewport(fe); break;
  case 1: op_obstruction(fe); break;
  case 2: op_tick(fe); break;
  case 3: op_engine_queries(fe); break;
  case 4: op_reduce_motion(fe); break;
  case 5: op_max_duration(fe); break;
  case 6: op_register(fe); break;
  case 7: op_plugin(fe); break;
  case 8: op_log_handler(fe); break;
  case 9: op_animator_queries(fe); break;
  case 10: op_create(fe); break;
  case 11: op_destroy(fe); break;
  case 12: case 13: case 14: case 15: case 16: case 17: case 18: case 19:
    op_command(fe, (uint8_t)(code - 12));
    break;
  case 20: case 21: case 22: case 23: op_pointer(fe, (uint8_t)(code - 20)); break;
  case 24: op_drag(fe); break;
  case 25: op_frame(fe); break;
  case 26: op_poll(fe); break;
  case 27:
    end_engine(slot);
    new_engine(slot);
    return;
  case 28: op_engine_null(); break;
  case 29: settle_and_check(slot); break;
  case 30: op_burst(fe); break;
  case 31: op_update(fe); break;
  case 32: op_focus(fe); break;
  case 33: op_back(fe); break;
  case 34: op_back_gesture(fe); break;
  case 35: op_keyboard(fe); break;
  default: op_direction(fe); break;
  }
  /* one call, refused for its arguments: nothing may have changed */
  if (g_checked_calls == checked_before + 1 && argument_refusal(g_last_status)) check_unchanged(&before, g_op);
  fz_drain(&g_eng[0].m);
  fz_drain(&g_eng[1].m);
  fz_check_frames(&g_eng[0].m);
  fz_check_frames(&g_eng[1].m);
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  int i, j;
  (void)argc;
  (void)argv;
  g_trace = getenv("SHEET_LIBFUZZ_TRACE") != NULL;
  g_trace_all = g_trace && !strcmp(getenv("SHEET_LIBFUZZ_TRACE"), "2");
  fz_add_plugin_dirs(SHEET_FUZZ_PLUGIN_DIRS, "", g_plugins, &g_nplugins, 64);
  /* the directory's order is the file system's: sorted, an input means the same anywhere */
  for (i = 1; i < g_nplugins; i++)
    for (j = i; j > 0 && strcmp(g_plugins[j - 1], g_plugins[j]) > 0; j--) {
      char *t = g_plugins[j];
      g_plugins[j] = g_plugins[j - 1];
      g_plugins[j - 1] = t;
    }
  g_nplugin_anims = fz_plugin_animator_names(g_plugins, g_nplugins, g_plugin_anims, 64);
  memset(g_long_name, 'n', sizeof g_long_name - 1);
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  int k;
  g_data = data;
  g_size = size;
  g_pos = 0;
  memset(&g_ck, 0, sizeof g_ck);
  g_ck.where = report_where;
  g_ck.on_violation = stop_on_violation;
  g_ck.verbose = 1;
  g_ck.trace = g_trace_all ? stderr : NULL;
  g_instances = 0;
  for (k = 0; k < NENG; k++) new_engine(&g_eng[k]);
  while (more()) run_op();
  for (k = 0; k < NENG; k++) settle_and_check(&g_eng[k]);
  for (k = 0; k < NENG; k++) end_engine(&g_eng[k]);
  if (g_instances != 0) {
    fprintf(stderr, "sheet-libfuzz: %ld animator instances created and never destroyed (or destroyed twice)\n",
            g_instances);
    abort();
  }
  return 0;
}
