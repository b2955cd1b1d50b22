/*
 * linear_animator.h — a host animator written in C for the programs of Tests/fuzz: the
 * top moves from where it is to the target in a straight line over 0.2 s, the other
 * channels jump to the target's. Its instances are malloc'ed, so that a leak or a
 * double destroy shows under the sanitizers. Header-only; include after sheet.h.
 *
 *   sheet_animator_vtable vt;
 *   fz_linear_vtable(&vt, "my.linear");
 *   sheet_engine_register_animator(engine, &vt, NULL);
 */
#ifndef LIBSHEET_FUZZ_LINEAR_ANIMATOR_H
#define LIBSHEET_FUZZ_LINEAR_ANIMATOR_H

#include <stdlib.h>
#include <string.h>

#include "sheet.h"

typedef struct fz_linear {
  sheet_visual from, to;
} fz_linear;

static sheet_status fz_linear_create(void *pd, const sheet_motion *m, const double *pv, void **out) {
  fz_linear *l = (fz_linear *)malloc(sizeof *l);
  (void)pd;
  (void)pv;
  if (!l) return SHEET_ERR_CAPACITY;
  l->from = m->from;
  l->to = m->to;
  *out = l;
  return SHEET_OK;
}

static sheet_status fz_linear_sample(void *inst, double t, sheet_visual *out, double *v, int32_t *done) {
  const fz_linear *l = (const fz_linear *)inst;
  double k = t / 0.2 < 1 ? t / 0.2 : 1;
  out->top = l->from.top + (l->to.top - l->from.top) * k;
  out->opacity = l->to.opacity;
  out->backdrop_alpha = l->to.backdrop_alpha;
  out->scale = l->to.scale;
  *v = k < 1 ? (l->to.top - l->from.top) / 0.2 : 0;
  *done = k >= 1;
  return SHEET_OK;
}

static void fz_linear_destroy(void *inst) { free(inst); }

static const sheet_param_spec fz_linear_specs[1] = {{"gain", 1, 0, 2}};

/* Fills *vt with the animator under `name` (which must outlive the registration call). */
static void fz_linear_vtable(sheet_animator_vtable *vt, const char *name) {
  memset(vt, 0, sizeof *vt);
  vt->struct_size = sizeof *vt;
  vt->abi_version = SHEET_ABI_VERSION;
  vt->name = name;
  vt->params = fz_linear_specs;
  vt->param_count = 1;
  vt->create = fz_linear_create;
  vt->sample = fz_linear_sample;
  vt->destroy = fz_linear_destroy;
}

#endif /* LIBSHEET_FUZZ_LINEAR_ANIMATOR_H */
