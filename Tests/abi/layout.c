/*
 * Tests/abi/layout.c — the memory layout of every public struct of sheet.h and
 * sheet_plugin.h, pinned. GENERATED from include/ by cmake/gen-abi-layout.sh; do not
 * edit by hand.
 *
 * For each struct: offsetof and sizeof of every field, then sizeof and _Alignof of
 * the struct, on x86_64 / LP64. A field appended at the end of a versioned struct
 * breaks only that struct's SHEET_SIZE line; anything else that fails here (a field
 * moved, resized, removed or inserted before others) breaks hosts and plugins built
 * against an older header. After a deliberate, reviewed change, regenerate:
 *
 *   cmake --build <build> --target update-abi-layout
 *
 * Checked by the ctest test abi_layout (compiles this file as C11).
 */
#include <stddef.h>

#include <sheet.h>

#if defined(__x86_64__) && defined(__LP64__)

#define SHEET_FIELD(T, f, offset, size)                                                \
  _Static_assert(offsetof(T, f) == (offset), #T "." #f " moved (offsetof changed)");   \
  _Static_assert(sizeof(((T *)0)->f) == (size), #T "." #f " changed size")
#define SHEET_SIZE(T, size, align)                                                     \
  _Static_assert(sizeof(T) == (size),                                                  \
                 "sizeof(" #T ") changed: a field was added or removed; if deliberate, " \
                 "run: cmake --build <build> --target update-abi-layout");              \
  _Static_assert(_Alignof(T) == (align), "_Alignof(" #T ") changed")

/* sheet_detent */
SHEET_FIELD(sheet_detent, kind, 0, 4);
SHEET_FIELD(sheet_detent, value, 8, 8);
SHEET_SIZE(sheet_detent, 16, 8);

/* sheet_param */
SHEET_FIELD(sheet_param, name, 0, 8);
SHEET_FIELD(sheet_param, value, 8, 8);
SHEET_SIZE(sheet_param, 16, 8);

/* sheet_transition */
SHEET_FIELD(sheet_transition, animator, 0, 8);
SHEET_FIELD(sheet_transition, params, 8, 8);
SHEET_FIELD(sheet_transition, param_count, 16, 8);
SHEET_SIZE(sheet_transition, 24, 8);

/* sheet_config */
SHEET_FIELD(sheet_config, struct_size, 0, 4);
SHEET_FIELD(sheet_config, detents, 8, 8);
SHEET_FIELD(sheet_config, detent_count, 16, 8);
SHEET_FIELD(sheet_config, dismissible, 24, 4);
SHEET_FIELD(sheet_config, dismiss_fraction, 32, 8);
SHEET_FIELD(sheet_config, fling_velocity, 40, 8);
SHEET_FIELD(sheet_config, backdrop_tap, 48, 4);
SHEET_FIELD(sheet_config, largest_undimmed_detent, 52, 4);
SHEET_FIELD(sheet_config, backdrop_alpha, 56, 8);
SHEET_FIELD(sheet_config, corner_radius, 64, 8);
SHEET_FIELD(sheet_config, rubber_band, 72, 8);
SHEET_FIELD(sheet_config, present, 80, 24);
SHEET_FIELD(sheet_config, dismiss, 104, 24);
SHEET_FIELD(sheet_config, settle, 128, 24);
SHEET_FIELD(sheet_config, content, 152, 24);
SHEET_FIELD(sheet_config, user_tag, 176, 8);
SHEET_FIELD(sheet_config, dismiss_height, 184, 8);
SHEET_FIELD(sheet_config, touch_slop, 192, 8);
SHEET_FIELD(sheet_config, stack, 200, 4);
SHEET_FIELD(sheet_config, grabber, 204, 4);
SHEET_FIELD(sheet_config, grabber_height, 208, 8);
SHEET_FIELD(sheet_config, confirm_dismiss, 216, 4);
SHEET_FIELD(sheet_config, backdrop_tap_detent, 220, 4);
SHEET_FIELD(sheet_config, content_interaction, 224, 4);
SHEET_FIELD(sheet_config, scales_background, 228, 4);
SHEET_FIELD(sheet_config, keyboard, 232, 4);
SHEET_FIELD(sheet_config, back_behavior, 236, 4);
SHEET_FIELD(sheet_config, footer_height, 240, 8);
SHEET_FIELD(sheet_config, edge, 248, 4);
SHEET_FIELD(sheet_config, cross_alignment, 252, 4);
SHEET_FIELD(sheet_config, edge_inset, 256, 8);
SHEET_FIELD(sheet_config, side_inset, 264, 8);
SHEET_FIELD(sheet_config, max_cross_size, 272, 8);
SHEET_FIELD(sheet_config, wide_threshold, 280, 8);
SHEET_FIELD(sheet_config, wide_layout, 288, 4);
SHEET_SIZE(sheet_config, 296, 8);

/* sheet_rect */
SHEET_FIELD(sheet_rect, x, 0, 8);
SHEET_FIELD(sheet_rect, y, 8, 8);
SHEET_FIELD(sheet_rect, width, 16, 8);
SHEET_FIELD(sheet_rect, height, 24, 8);
SHEET_SIZE(sheet_rect, 32, 8);

/* sheet_frame */
SHEET_FIELD(sheet_frame, struct_size, 0, 4);
SHEET_FIELD(sheet_frame, state, 4, 4);
SHEET_FIELD(sheet_frame, detent, 8, 4);
SHEET_FIELD(sheet_frame, top, 16, 8);
SHEET_FIELD(sheet_frame, height, 24, 8);
SHEET_FIELD(sheet_frame, opacity, 32, 8);
SHEET_FIELD(sheet_frame, scale, 40, 8);
SHEET_FIELD(sheet_frame, backdrop_alpha, 48, 8);
SHEET_FIELD(sheet_frame, corner_radius, 56, 8);
SHEET_FIELD(sheet_frame, progress, 64, 8);
SHEET_FIELD(sheet_frame, content_offset, 72, 8);
SHEET_FIELD(sheet_frame, content_id, 80, 8);
SHEET_FIELD(sheet_frame, outgoing_content_id, 88, 8);
SHEET_FIELD(sheet_frame, content_alpha, 96, 8);
SHEET_FIELD(sheet_frame, outgoing_content_alpha, 104, 8);
SHEET_FIELD(sheet_frame, velocity, 112, 8);
SHEET_FIELD(sheet_frame, gesture_owner, 120, 4);
SHEET_FIELD(sheet_frame, grabber_visible, 124, 4);
SHEET_FIELD(sheet_frame, overlay_alpha, 128, 8);
SHEET_FIELD(sheet_frame, scroll_extent, 136, 8);
SHEET_FIELD(sheet_frame, background_scale, 144, 8);
SHEET_FIELD(sheet_frame, background_offset, 152, 8);
SHEET_FIELD(sheet_frame, background_corner_radius, 160, 8);
SHEET_FIELD(sheet_frame, footer_top, 168, 8);
SHEET_FIELD(sheet_frame, rect, 176, 32);
SHEET_FIELD(sheet_frame, edge, 208, 4);
SHEET_FIELD(sheet_frame, corners, 212, 4);
SHEET_SIZE(sheet_frame, 216, 8);

/* sheet_event */
SHEET_FIELD(sheet_event, struct_size, 0, 4);
SHEET_FIELD(sheet_event, type, 4, 4);
SHEET_FIELD(sheet_event, sheet, 8, 8);
SHEET_FIELD(sheet_event, time, 16, 8);
SHEET_FIELD(sheet_event, detent, 24, 4);
SHEET_FIELD(sheet_event, from_detent, 28, 4);
SHEET_FIELD(sheet_event, reason, 32, 4);
SHEET_FIELD(sheet_event, user_tag, 40, 8);
SHEET_FIELD(sheet_event, content_id, 48, 8);
SHEET_FIELD(sheet_event, dropped_count, 56, 8);
SHEET_FIELD(sheet_event, animator, 64, 4);
SHEET_FIELD(sheet_event, failure, 68, 4);
SHEET_SIZE(sheet_event, 72, 8);

/* sheet_visual */
SHEET_FIELD(sheet_visual, top, 0, 8);
SHEET_FIELD(sheet_visual, opacity, 8, 8);
SHEET_FIELD(sheet_visual, backdrop_alpha, 16, 8);
SHEET_FIELD(sheet_visual, scale, 24, 8);
SHEET_SIZE(sheet_visual, 32, 8);

/* sheet_motion */
SHEET_FIELD(sheet_motion, struct_size, 0, 4);
SHEET_FIELD(sheet_motion, kind, 4, 4);
SHEET_FIELD(sheet_motion, from, 8, 32);
SHEET_FIELD(sheet_motion, to, 40, 32);
SHEET_FIELD(sheet_motion, velocity, 72, 8);
SHEET_FIELD(sheet_motion, viewport_height, 80, 8);
SHEET_SIZE(sheet_motion, 88, 8);

/* sheet_param_spec */
SHEET_FIELD(sheet_param_spec, name, 0, 8);
SHEET_FIELD(sheet_param_spec, default_value, 8, 8);
SHEET_FIELD(sheet_param_spec, min_value, 16, 8);
SHEET_FIELD(sheet_param_spec, max_value, 24, 8);
SHEET_SIZE(sheet_param_spec, 32, 8);

/* sheet_animator_vtable */
SHEET_FIELD(sheet_animator_vtable, struct_size, 0, 4);
SHEET_FIELD(sheet_animator_vtable, abi_version, 4, 4);
SHEET_FIELD(sheet_animator_vtable, name, 8, 8);
SHEET_FIELD(sheet_animator_vtable, params, 16, 8);
SHEET_FIELD(sheet_animator_vtable, param_count, 24, 8);
SHEET_FIELD(sheet_animator_vtable, create, 32, 8);
SHEET_FIELD(sheet_animator_vtable, sample, 40, 8);
SHEET_FIELD(sheet_animator_vtable, destroy, 48, 8);
SHEET_FIELD(sheet_animator_vtable, release, 56, 8);
SHEET_SIZE(sheet_animator_vtable, 64, 8);

/* sheet_accessibility */
SHEET_FIELD(sheet_accessibility, struct_size, 0, 4);
SHEET_FIELD(sheet_accessibility, actions, 4, 4);
SHEET_FIELD(sheet_accessibility, detent, 8, 4);
SHEET_FIELD(sheet_accessibility, detent_count, 12, 4);
SHEET_FIELD(sheet_accessibility, value, 16, 64);
SHEET_SIZE(sheet_accessibility, 80, 4);

/* sheet_plugin_host */
SHEET_FIELD(sheet_plugin_host, struct_size, 0, 4);
SHEET_FIELD(sheet_plugin_host, abi_version, 4, 4);
SHEET_FIELD(sheet_plugin_host, host_data, 8, 8);
SHEET_FIELD(sheet_plugin_host, register_animator, 16, 8);
SHEET_FIELD(sheet_plugin_host, log, 24, 8);
SHEET_SIZE(sheet_plugin_host, 32, 8);

#endif /* x86_64 / LP64 */

/* ISO C wants at least one declaration in a translation unit. */
typedef int sheet_layout_checked;
