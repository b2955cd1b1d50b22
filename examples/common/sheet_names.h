/*
 * sheet_names.h — the names of sheet.h's constants, written once for the examples, the
 * tests and the fuzzers. Header-only C99; include it after (or instead of) sheet.h.
 *
 *   sn_<family>_macro(v)           the constant's macro name, "SHEET_EVENT_WILL_PRESENT",
 *                                  or NULL for a value sheet.h does not define
 *   sn_<family>_name(v, unknown)   the name without the family's prefix, "WILL_PRESENT",
 *                                  or `unknown` for a value sheet.h does not define
 *
 * Families: state (SHEET_STATE_*), hit (SHEET_HIT_*), event (SHEET_EVENT_*), reason
 * (SHEET_REASON_*), gesture (SHEET_GESTURE_*), keyboard (SHEET_KEYBOARD_*), back
 * (SHEET_BACK_*), edge (SHEET_EDGE_*), direction (SHEET_DIRECTION_*), align
 * (SHEET_ALIGN_*), wide (SHEET_WIDE_*), corner (SHEET_CORNER_*, one bit) and status
 * (SHEET_OK, SHEET_ERR_*). A
 * status keeps its whole name, as sheet_status_name() spells it: sn_status_name() gives
 * "SHEET_ERR_PLUGIN". The names are the macros' own spellings (the tables stringify
 * them), so they cannot drift from the header.
 *
 *   sn_corners(mask, buffer, size)  a frame's corners mask as "TOP_LEFT|TOP_RIGHT", "none"
 *                                   for 0, an unknown bit as its number; returns buffer
 */
#ifndef SHEET_EXAMPLES_SHEET_NAMES_H
#define SHEET_EXAMPLES_SHEET_NAMES_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "sheet.h"

typedef struct sn_entry_ {
  int32_t value;
  const char *name;
} sn_entry_;

#define SN_ENTRY_(constant) {(constant), #constant}
#define SN_FIND_(table, value) sn_find_((table), sizeof(table) / sizeof((table)[0]), (value))

static inline const char *sn_find_(const sn_entry_ *table, size_t count, int32_t value) {
  size_t i;
  for (i = 0; i < count; i++)
    if (table[i].value == value) return table[i].name;
  return NULL;
}

/* macro_name without its first `prefix` characters, or `unknown` when it is NULL. */
static inline const char *sn_strip_(const char *macro_name, size_t prefix,
                                    const char *unknown) {
  return macro_name ? macro_name + prefix : unknown;
}

/* ---------------------------------------------------------------- SHEET_STATE_* */

static inline const char *sn_state_macro(int32_t state) {
  static const sn_entry_ table[] = {
      SN_ENTRY_(SHEET_STATE_HIDDEN),   SN_ENTRY_(SHEET_STATE_PRESENTING),
      SN_ENTRY_(SHEET_STATE_RESTING),  SN_ENTRY_(SHEET_STATE_DRAGGING),
      SN_ENTRY_(SHEET_STATE_SETTLING), SN_ENTRY_(SHEET_STATE_DISMISSING)};
  return SN_FIND_(table, state);
}

static inline const char *sn_state_name(int32_t state, const char *unknown) {
  return sn_strip_(sn_state_macro(state), sizeof "SHEET_STATE_" - 1, unknown);
}

/* ---------------------------------------------------------------- SHEET_HIT_* */

static inline const char *sn_hit_macro(int32_t hit) {
  static const sn_entry_ table[] = {
      SN_ENTRY_(SHEET_HIT_NONE), SN_ENTRY_(SHEET_HIT_SHEET), SN_ENTRY_(SHEET_HIT_BACKDROP),
      SN_ENTRY_(SHEET_HIT_PASS_THROUGH)};
  return SN_FIND_(table, hit);
}

static inline const char *sn_hit_name(int32_t hit, const char *unknown) {
  return sn_strip_(sn_hit_macro(hit), sizeof "SHEET_HIT_" - 1, unknown);
}

/* ---------------------------------------------------------------- SHEET_EVENT_* */

static inline const char *sn_event_macro(int32_t type) {
  static const sn_entry_ table[] = {
      SN_ENTRY_(SHEET_EVENT_NONE),
      SN_ENTRY_(SHEET_EVENT_WILL_PRESENT),
      SN_ENTRY_(SHEET_EVENT_DID_PRESENT),
      SN_ENTRY_(SHEET_EVENT_WILL_DISMISS),
      SN_ENTRY_(SHEET_EVENT_DID_DISMISS),
      SN_ENTRY_(SHEET_EVENT_DETENT_CHANGED),
      SN_ENTRY_(SHEET_EVENT_DRAG_BEGAN),
      SN_ENTRY_(SHEET_EVENT_DRAG_ENDED),
      SN_ENTRY_(SHEET_EVENT_CONTENT_CHANGED),
      SN_ENTRY_(SHEET_EVENT_TRANSITION_CANCELLED),
      SN_ENTRY_(SHEET_EVENT_ANIMATOR_FAILED),
      SN_ENTRY_(SHEET_EVENT_EVENTS_DROPPED),
      SN_ENTRY_(SHEET_EVENT_DISMISS_REQUESTED)};
  return SN_FIND_(table, type);
}

static inline const char *sn_event_name(int32_t type, const char *unknown) {
  return sn_strip_(sn_event_macro(type), sizeof "SHEET_EVENT_" - 1, unknown);
}

/* ---------------------------------------------------------------- SHEET_REASON_* */

static inline const char *sn_reason_macro(int32_t reason) {
  static const sn_entry_ table[] = {
      SN_ENTRY_(SHEET_REASON_NONE),         SN_ENTRY_(SHEET_REASON_PROGRAMMATIC),
      SN_ENTRY_(SHEET_REASON_DRAG),         SN_ENTRY_(SHEET_REASON_FLING),
      SN_ENTRY_(SHEET_REASON_BACKDROP_TAP), SN_ENTRY_(SHEET_REASON_ACCESSIBILITY),
      SN_ENTRY_(SHEET_REASON_REPLACED),     SN_ENTRY_(SHEET_REASON_GRABBER),
      SN_ENTRY_(SHEET_REASON_BACK)};
  return SN_FIND_(table, reason);
}

static inline const char *sn_reason_name(int32_t reason, const char *unknown) {
  return sn_strip_(sn_reason_macro(reason), sizeof "SHEET_REASON_" - 1, unknown);
}

/* ---------------------------------------------------------------- SHEET_GESTURE_* */

static inline const char *sn_gesture_macro(int32_t owner) {
  static const sn_entry_ table[] = {
      SN_ENTRY_(SHEET_GESTURE_NONE), SN_ENTRY_(SHEET_GESTURE_SHEET),
      SN_ENTRY_(SHEET_GESTURE_CONTENT), SN_ENTRY_(SHEET_GESTURE_HOST)};
  return SN_FIND_(table, owner);
}

static inline const char *sn_gesture_name(int32_t owner, const char *unknown) {
  return sn_strip_(sn_gesture_macro(owner), sizeof "SHEET_GESTURE_" - 1, unknown);
}

/* ---------------------------------------------------------------- SHEET_KEYBOARD_* */

static inline const char *sn_keyboard_macro(int32_t behavior) {
  static const sn_entry_ table[] = {SN_ENTRY_(SHEET_KEYBOARD_RISE), SN_ENTRY_(SHEET_KEYBOARD_EXTEND),
                                    SN_ENTRY_(SHEET_KEYBOARD_FILL)};
  return SN_FIND_(table, behavior);
}

static inline const char *sn_keyboard_name(int32_t behavior, const char *unknown) {
  return sn_strip_(sn_keyboard_macro(behavior), sizeof "SHEET_KEYBOARD_" - 1, unknown);
}

/* ---------------------------------------------------------------- SHEET_BACK_* */

static inline const char *sn_back_macro(int32_t behavior) {
  static const sn_entry_ table[] = {SN_ENTRY_(SHEET_BACK_DISMISS), SN_ENTRY_(SHEET_BACK_COLLAPSE),
                                    SN_ENTRY_(SHEET_BACK_NONE)};
  return SN_FIND_(table, behavior);
}

static inline const char *sn_back_name(int32_t behavior, const char *unknown) {
  return sn_strip_(sn_back_macro(behavior), sizeof "SHEET_BACK_" - 1, unknown);
}

/* ---------------------------------------------------------------- SHEET_EDGE_* */

static inline const char *sn_edge_macro(int32_t edge) {
  static const sn_entry_ table[] = {SN_ENTRY_(SHEET_EDGE_BOTTOM), SN_ENTRY_(SHEET_EDGE_TOP),
                                    SN_ENTRY_(SHEET_EDGE_LEADING), SN_ENTRY_(SHEET_EDGE_TRAILING)};
  return SN_FIND_(table, edge);
}

static inline const char *sn_edge_name(int32_t edge, const char *unknown) {
  return sn_strip_(sn_edge_macro(edge), sizeof "SHEET_EDGE_" - 1, unknown);
}

/* ---------------------------------------------------------------- SHEET_DIRECTION_* */

static inline const char *sn_direction_macro(int32_t direction) {
  static const sn_entry_ table[] = {SN_ENTRY_(SHEET_DIRECTION_LTR), SN_ENTRY_(SHEET_DIRECTION_RTL)};
  return SN_FIND_(table, direction);
}

static inline const char *sn_direction_name(int32_t direction, const char *unknown) {
  return sn_strip_(sn_direction_macro(direction), sizeof "SHEET_DIRECTION_" - 1, unknown);
}

/* ---------------------------------------------------------------- SHEET_ALIGN_* */

static inline const char *sn_align_macro(int32_t alignment) {
  static const sn_entry_ table[] = {SN_ENTRY_(SHEET_ALIGN_CENTER), SN_ENTRY_(SHEET_ALIGN_LEADING),
                                    SN_ENTRY_(SHEET_ALIGN_TRAILING)};
  return SN_FIND_(table, alignment);
}

static inline const char *sn_align_name(int32_t alignment, const char *unknown) {
  return sn_strip_(sn_align_macro(alignment), sizeof "SHEET_ALIGN_" - 1, unknown);
}

/* ---------------------------------------------------------------- SHEET_WIDE_* */

static inline const char *sn_wide_macro(int32_t layout) {
  static const sn_entry_ table[] = {SN_ENTRY_(SHEET_WIDE_SAME), SN_ENTRY_(SHEET_WIDE_FLOATING_LEADING),
                                    SN_ENTRY_(SHEET_WIDE_SIDE_TRAILING), SN_ENTRY_(SHEET_WIDE_CENTERED)};
  return SN_FIND_(table, layout);
}

static inline const char *sn_wide_name(int32_t layout, const char *unknown) {
  return sn_strip_(sn_wide_macro(layout), sizeof "SHEET_WIDE_" - 1, unknown);
}

/* ---------------------------------------------------------------- SHEET_CORNER_* */

/* One corner's bit; a mask of several is sn_corners'. */
static inline const char *sn_corner_macro(uint32_t corner) {
  static const sn_entry_ table[] = {SN_ENTRY_(SHEET_CORNER_TOP_LEFT), SN_ENTRY_(SHEET_CORNER_TOP_RIGHT),
                                    SN_ENTRY_(SHEET_CORNER_BOTTOM_RIGHT), SN_ENTRY_(SHEET_CORNER_BOTTOM_LEFT)};
  return corner > INT32_MAX ? NULL : SN_FIND_(table, (int32_t)corner);
}

static inline const char *sn_corner_name(uint32_t corner, const char *unknown) {
  return sn_strip_(sn_corner_macro(corner), sizeof "SHEET_CORNER_" - 1, unknown);
}

/* The corners of `mask` joined by '|', lowest bit first ("none" for 0; a bit sheet.h
 * does not define as its value), cut to fit `size` bytes; returns buffer. */
static inline char *sn_corners(uint32_t mask, char *buffer, size_t size) {
  size_t used = 0;
  uint32_t bit;
  if (size == 0) return buffer;
  buffer[0] = '\0';
  if (mask == 0) {
    snprintf(buffer, size, "none");
    return buffer;
  }
  for (bit = 1; bit != 0 && used < size; bit <<= 1) {
    const char *name;
    int n;
    if (!(mask & bit)) continue;
    name = sn_corner_name(bit, NULL);
    n = name ? snprintf(buffer + used, size - used, "%s%s", used ? "|" : "", name)
             : snprintf(buffer + used, size - used, "%s%lu", used ? "|" : "", (unsigned long)bit);
    if (n < 0) break;
    used += (size_t)n;
  }
  return buffer;
}

/* ---------------------------------------------------------------- statuses */

static inline const char *sn_status_macro(sheet_status status) {
  static const sn_entry_ table[] = {
      SN_ENTRY_(SHEET_OK),
      SN_ENTRY_(SHEET_ERR_INVALID_ARGUMENT),
      SN_ENTRY_(SHEET_ERR_INVALID_HANDLE),
      SN_ENTRY_(SHEET_ERR_INVALID_STATE),
      SN_ENTRY_(SHEET_ERR_NOT_FOUND),
      SN_ENTRY_(SHEET_ERR_ALREADY_EXISTS),
      SN_ENTRY_(SHEET_ERR_ABI_MISMATCH),
      SN_ENTRY_(SHEET_ERR_PLUGIN),
      SN_ENTRY_(SHEET_ERR_CAPACITY),
      SN_ENTRY_(SHEET_ERR_OUT_OF_MEMORY)};
  return SN_FIND_(table, status);
}

static inline const char *sn_status_name(sheet_status status, const char *unknown) {
  return sn_strip_(sn_status_macro(status), 0, unknown);
}

#endif /* SHEET_EXAMPLES_SHEET_NAMES_H */
