/*
 * reference_engine.c — see reference_engine.h. The arithmetic follows libsheet's: the
 * critically damped closed form with the same settle tolerances (SpringAnimation), the
 * same clamps (SheetEngine+Motion) and the same frame fields (SheetEngine+Frame), so
 * that the two trajectories agree and the benchmark compares like with like.
 */
#include "reference_engine.h"

#include <math.h>
#include <stdlib.h>

#define REF_PI 3.14159265358979323846
/* libsheet's SpringAnimation tolerances and stack recede constants. */
#define REF_POSITION_TOLERANCE 0.25
#define REF_VELOCITY_TOLERANCE 2.0
#define REF_CHANNEL_TOLERANCE 1e-3
#define REF_RECEDED_SCALE 0.92
#define REF_RECEDED_OVERLAY 0.2
#define REF_MAXIMUM_TIME 1e9

/* What a frame and a tick read come first; a settle's start state follows. */
typedef struct ref_sheet {
  uint32_t generation;
  uint8_t alive, moving, grabber_visible, gesture_owner;
  int32_t state, detent, stack_position;
  double top, opacity, backdrop_alpha, scale, velocity;
  double corner_radius, highest_height, cover_height;
  double content_alpha, outgoing_start_alpha, content_offset, scroll_extent;
  uint64_t content_id, outgoing_content_id;
  double start, target_top, x0, v0, omega;
  double from_opacity, from_backdrop, from_scale, to_opacity, to_backdrop, to_scale;
  double largest_channel_change;
} ref_sheet;

struct ref_engine {
  ref_sheet *sheets;
  long *stack;
  long count, stack_count;
  double width, height, baseline, visible_bottom, clock;
  int busy;
  char last_error[64];
};

static double unit_clamped(double v) { return v > 0 ? (v < 1 ? v : 1) : 0; }

ref_engine *ref_engine_create(long count, double viewport_width, double viewport_height,
                              double safe_bottom, double rest_top,
                              double highest_height, double backdrop_alpha,
                              double corner_radius) {
  ref_engine *e;
  long i;
  if (count <= 0 || count > 1000000 || !(viewport_width > 0) || !(viewport_height > 0) ||
      !(safe_bottom >= 0) || !(safe_bottom <= viewport_height) || !(rest_top <= viewport_height) ||
      !(highest_height > 0) || !isfinite(backdrop_alpha) || !isfinite(corner_radius))
    return NULL;
  e = (ref_engine *)calloc(1, sizeof *e);
  if (e == NULL) return NULL;
  e->sheets = (ref_sheet *)calloc((size_t)count, sizeof *e->sheets);
  e->stack = (long *)calloc((size_t)count, sizeof *e->stack);
  if (e->sheets == NULL || e->stack == NULL) {
    ref_engine_destroy(e);
    return NULL;
  }
  e->count = e->stack_count = count;
  e->width = viewport_width;
  e->height = e->baseline = viewport_height;
  e->visible_bottom = viewport_height - safe_bottom;
  e->clock = -INFINITY;
  for (i = 0; i < count; i++) {
    ref_sheet *s = &e->sheets[i];
    s->generation = 1;
    s->alive = 1;
    s->grabber_visible = 1;
    s->state = SHEET_STATE_RESTING;
    s->stack_position = (int32_t)i;
    s->top = rest_top;
    s->opacity = s->scale = s->content_alpha = 1;
    s->backdrop_alpha = backdrop_alpha;
    s->corner_radius = corner_radius;
    s->highest_height = highest_height;
    s->cover_height = viewport_height - rest_top;
    e->stack[i] = i;
  }
  return e;
}

void ref_engine_destroy(ref_engine *engine) {
  if (engine == NULL) return;
  free(engine->sheets);
  free(engine->stack);
  free(engine);
}

uint64_t ref_sheet_id(const ref_engine *engine, long index) {
  if (engine == NULL || index < 0 || index >= engine->count) return 0;
  return (uint64_t)engine->sheets[index].generation << 32 | (uint64_t)(index + 1);
}

static ref_sheet *live_sheet(ref_engine *e, uint64_t id) {
  uint32_t low = (uint32_t)id;
  ref_sheet *s;
  if (low == 0 || (long)low > e->count) return NULL;
  s = &e->sheets[low - 1];
  return s->generation == (uint32_t)(id >> 32) && s->alive ? s : NULL;
}

int ref_settle(ref_engine *engine, uint64_t id, int32_t detent, double target_top,
               double response, double now) {
  ref_sheet *s;
  if (engine == NULL || !isfinite(target_top) || !(response > 0) || !isfinite(now)) return 1;
  s = live_sheet(engine, id);
  if (s == NULL) return 2;
  if (now > engine->clock) engine->clock = now;
  s->start = engine->clock;
  s->target_top = target_top;
  s->x0 = s->top - target_top;
  s->v0 = s->velocity;
  s->omega = 2 * REF_PI / response;
  s->from_opacity = s->opacity;
  s->from_backdrop = s->backdrop_alpha;
  s->from_scale = s->scale;
  s->to_opacity = 1;
  s->to_backdrop = s->backdrop_alpha;
  s->to_scale = 1;
  s->largest_channel_change = fabs(s->to_opacity - s->from_opacity);
  if (fabs(s->to_backdrop - s->from_backdrop) > s->largest_channel_change)
    s->largest_channel_change = fabs(s->to_backdrop - s->from_backdrop);
  if (fabs(s->to_scale - s->from_scale) > s->largest_channel_change)
    s->largest_channel_change = fabs(s->to_scale - s->from_scale);
  /* Like libsheet, the sheet covers the one below fully at its new home detent. */
  s->cover_height = engine->baseline - target_top;
  s->detent = detent;
  s->state = SHEET_STATE_SETTLING;
  s->moving = 1;
  return 0;
}

int ref_tick(ref_engine *engine, double now) {
  long i;
  double lowest_top;
  if (engine == NULL || engine->busy) return 1;
  if (!isfinite(now)) return 1;
  if (now > engine->clock) engine->clock = now;
  now = engine->clock;
  for (i = 0; i < engine->count; i++) {
    ref_sheet *s = &engine->sheets[i];
    double t, w, decay, x, v, step, top, opacity, backdrop, scale;
    if (!s->moving) continue;
    t = now - s->start;
    t = t > 0 ? (t < REF_MAXIMUM_TIME ? t : REF_MAXIMUM_TIME) : 0;
    w = s->omega;
    decay = exp(-w * t);
    x = s->x0 * decay + (s->v0 + w * s->x0) * decay * t;
    v = s->v0 * decay - (w * s->v0 + w * w * s->x0) * decay * t;
    step = 1 - decay - w * decay * t;
    if (fabs(x) <= REF_POSITION_TOLERANCE && fabs(v) <= REF_VELOCITY_TOLERANCE &&
        fabs(1 - step) * s->largest_channel_change <= REF_CHANNEL_TOLERANCE) {
      s->top = s->target_top;
      s->opacity = s->to_opacity;
      s->backdrop_alpha = s->to_backdrop;
      s->scale = s->to_scale;
      s->velocity = 0;
      s->moving = 0;
      s->state = SHEET_STATE_RESTING;
      continue;
    }
    top = s->target_top + x;
    opacity = unit_clamped(s->from_opacity + (s->to_opacity - s->from_opacity) * step);
    backdrop = unit_clamped(s->from_backdrop + (s->to_backdrop - s->from_backdrop) * step);
    scale = s->from_scale + (s->to_scale - s->from_scale) * step;
    if (scale < 0) scale = 0;
    /* libsheet cuts off an animator whose answer is not finite or whose scale is not
     * positive; the reference keeps the check. */
    if (!(isfinite(top) && isfinite(v) && scale > 0)) return 2;
    if (top > engine->height) top = engine->height;
    lowest_top = engine->baseline - s->highest_height - engine->height;
    if (top < lowest_top) top = lowest_top;
    s->top = top;
    s->opacity = opacity;
    s->backdrop_alpha = backdrop;
    s->scale = scale;
    s->velocity = v;
  }
  return 0;
}

int ref_get_frame(ref_engine *engine, uint64_t id, sheet_frame *out) {
  ref_sheet *s;
  double covered = 0, visible;
  if (engine == NULL || out == NULL || engine->busy || out->struct_size < sizeof *out) return 1;
  s = live_sheet(engine, id);
  if (s == NULL) return 2;
  if (s->stack_position >= 0 && s->stack_position + 1 < engine->stack_count) {
    const ref_sheet *above = &engine->sheets[engine->stack[s->stack_position + 1]];
    if (above->cover_height > 0) {
      double shown = (engine->baseline - above->top) / above->cover_height;
      shown = shown > 0 ? (shown < 1 ? shown : 1) : 0;
      covered = shown * unit_clamped(above->opacity);
    }
  }
  visible = engine->baseline - s->top;
  out->state = s->state;
  out->detent = s->detent;
  out->top = s->top;
  out->height = engine->height - s->top;
  out->opacity = s->opacity;
  out->scale = s->scale * (1 - (1 - REF_RECEDED_SCALE) * covered);
  out->backdrop_alpha = s->backdrop_alpha;
  out->corner_radius = s->corner_radius;
  out->progress = s->highest_height > 0 ? (visible > 0 ? visible : 0) / s->highest_height : 0;
  out->content_offset = s->content_offset;
  out->content_id = s->content_id;
  out->outgoing_content_id = s->outgoing_content_id;
  out->content_alpha = s->content_alpha;
  out->outgoing_content_alpha =
      s->outgoing_content_id == 0 ? 0 : s->outgoing_start_alpha * (1 - s->content_alpha);
  out->velocity = s->velocity;
  out->gesture_owner = s->gesture_owner;
  out->grabber_visible = s->grabber_visible;
  out->overlay_alpha = REF_RECEDED_OVERLAY * covered;
  out->scroll_extent = s->scroll_extent;
  out->background_scale = 1;
  out->background_offset = 0;
  out->background_corner_radius = 0;
  out->footer_top = engine->visible_bottom;
  out->rect.x = 0;
  out->rect.y = s->top;
  out->rect.width = engine->width;
  out->rect.height = out->height;
  out->edge = SHEET_EDGE_BOTTOM;
  out->corners = SHEET_CORNER_TOP_LEFT | SHEET_CORNER_TOP_RIGHT;
  engine->last_error[0] = '\0';
  return 0;
}
