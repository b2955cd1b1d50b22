// abi.js — what sheet.h says, as libsheet.wasm (wasm32) lays it out: the constants and
// the offsets of every struct the binding reads or writes. Written here once; the
// binding's modules read memory only through these tables. tests/layout.test.mjs
// compiles a probe of the header for wasm32 and compares it with STRUCTS, and compares
// CONSTANTS with the header's #defines.

/** SHEET_ABI_VERSION of the header these tables were written from. */
export const ABI_VERSION = 0x00010005;

/** The #defines of sheet.h, by group: CONSTANTS.EVENT.WILL_PRESENT is
 *  SHEET_EVENT_WILL_PRESENT. STATUS holds SHEET_OK and the SHEET_ERR_* codes. */
export const CONSTANTS = Object.freeze({
  STATUS: {
    OK: 0, INVALID_ARGUMENT: 1, INVALID_HANDLE: 2, INVALID_STATE: 3, NOT_FOUND: 4,
    ALREADY_EXISTS: 5, ABI_MISMATCH: 6, PLUGIN: 7, CAPACITY: 8, OUT_OF_MEMORY: 9,
  },
  STATE: { HIDDEN: 0, PRESENTING: 1, RESTING: 2, DRAGGING: 3, SETTLING: 4, DISMISSING: 5 },
  DETENT: { POINTS: 1, FRACTION: 2, CONTENT: 3 },
  TAP: { NONE: 0, DISMISS: 1, COLLAPSE: 2, DETENT: 3 },
  CONTENT: { RESIZES: 0, SCROLLS: 1 },
  KEYBOARD: { RISE: 0, EXTEND: 1, FILL: 2 },
  BACK: { DISMISS: 0, COLLAPSE: 1, NONE: 2 },
  EDGE: { BOTTOM: 0, TOP: 1, LEADING: 2, TRAILING: 3 },
  DIRECTION: { LTR: 0, RTL: 1 },
  ALIGN: { CENTER: 0, LEADING: 1, TRAILING: 2 },
  WIDE: { SAME: 0, FLOATING_LEADING: 1, SIDE_TRAILING: 2, CENTERED: 3 },
  CORNER: { TOP_LEFT: 1, TOP_RIGHT: 2, BOTTOM_RIGHT: 4, BOTTOM_LEFT: 8 },
  HIT: { NONE: 0, SHEET: 1, BACKDROP: 2, PASS_THROUGH: 3 },
  EVENT: {
    NONE: 0, WILL_PRESENT: 1, DID_PRESENT: 2, WILL_DISMISS: 3, DID_DISMISS: 4,
    DETENT_CHANGED: 5, DRAG_BEGAN: 6, DRAG_ENDED: 7, CONTENT_CHANGED: 8,
    TRANSITION_CANCELLED: 9, ANIMATOR_FAILED: 10, EVENTS_DROPPED: 11, DISMISS_REQUESTED: 12,
  },
  REASON: {
    NONE: 0, PROGRAMMATIC: 1, DRAG: 2, FLING: 3, BACKDROP_TAP: 4, ACCESSIBILITY: 5,
    REPLACED: 6, GRABBER: 7, BACK: 8,
  },
  STACK: { PUSH: 0, SWITCH: 1, REPLACE: 2 },
  GRABBER: { AUTO: 0, SHOW: 1, HIDE: 2 },
  GESTURE: { NONE: 0, SHEET: 1, CONTENT: 2, HOST: 3 },
  ACTION: { EXPAND: 1, COLLAPSE: 2, DISMISS: 4 },
  MOTION: { PRESENT: 1, DISMISS: 2, SETTLE: 3, CONTENT: 4 },
  LOG: { DEBUG: 0, INFO: 1, WARNING: 2, ERROR: 3 },
  FAILURE: { NONE: 0, CREATE: 1, STATUS: 2, VALUE: 3, TIMEOUT: 4 },
  MAX: { DETENTS: 16, PARAMS: 16, ANIMATORS: 256, SHEETS: 65536, QUEUED_EVENTS: 256 },
});

// Field types: their size on wasm32 is what the layout test checks besides the offset.
// 'ptr' and 'size' are 32 bits there; a nested struct is named by its key in STRUCTS.
export const TYPE_SIZES = Object.freeze({
  u32: 4, i32: 4, f64: 8, u64: 8, ptr: 4, size: 4, 'char[64]': 64,
});

/** Every struct of sheet.h the binding touches: sizeof, _Alignof and, per field,
 *  [offset, type], in declaration order. */
export const STRUCTS = Object.freeze({
  sheet_detent: { size: 16, align: 8, fields: { kind: [0, 'i32'], value: [8, 'f64'] } },
  sheet_param: { size: 16, align: 8, fields: { name: [0, 'ptr'], value: [8, 'f64'] } },
  sheet_transition: {
    size: 12, align: 4,
    fields: { animator: [0, 'ptr'], params: [4, 'ptr'], param_count: [8, 'size'] },
  },
  sheet_config: {
    size: 232, align: 8,
    fields: {
      struct_size: [0, 'u32'], detents: [4, 'ptr'], detent_count: [8, 'size'],
      dismissible: [12, 'i32'], dismiss_fraction: [16, 'f64'], fling_velocity: [24, 'f64'],
      backdrop_tap: [32, 'i32'], largest_undimmed_detent: [36, 'i32'],
      backdrop_alpha: [40, 'f64'], corner_radius: [48, 'f64'], rubber_band: [56, 'f64'],
      present: [64, 'sheet_transition'], dismiss: [76, 'sheet_transition'],
      settle: [88, 'sheet_transition'], content: [100, 'sheet_transition'],
      user_tag: [112, 'u64'], dismiss_height: [120, 'f64'], touch_slop: [128, 'f64'],
      stack: [136, 'i32'], grabber: [140, 'i32'], grabber_height: [144, 'f64'],
      confirm_dismiss: [152, 'i32'], backdrop_tap_detent: [156, 'i32'], content_interaction: [160, 'i32'],
      scales_background: [164, 'i32'], keyboard: [168, 'i32'], back_behavior: [172, 'i32'],
      footer_height: [176, 'f64'], edge: [184, 'i32'], cross_alignment: [188, 'i32'], edge_inset: [192, 'f64'],
      side_inset: [200, 'f64'], max_cross_size: [208, 'f64'], wide_threshold: [216, 'f64'], wide_layout: [224, 'i32'],
    },
  },
  sheet_rect: {
    size: 32, align: 8,
    fields: { x: [0, 'f64'], y: [8, 'f64'], width: [16, 'f64'], height: [24, 'f64'] },
  },
  sheet_frame: {
    size: 216, align: 8,
    fields: {
      struct_size: [0, 'u32'], state: [4, 'i32'], detent: [8, 'i32'], top: [16, 'f64'],
      height: [24, 'f64'], opacity: [32, 'f64'], scale: [40, 'f64'],
      backdrop_alpha: [48, 'f64'], corner_radius: [56, 'f64'], progress: [64, 'f64'],
      content_offset: [72, 'f64'], content_id: [80, 'u64'], outgoing_content_id: [88, 'u64'],
      content_alpha: [96, 'f64'], outgoing_content_alpha: [104, 'f64'], velocity: [112, 'f64'],
      gesture_owner: [120, 'i32'], grabber_visible: [124, 'i32'], overlay_alpha: [128, 'f64'],
      scroll_extent: [136, 'f64'], background_scale: [144, 'f64'], background_offset: [152, 'f64'],
      background_corner_radius: [160, 'f64'], footer_top: [168, 'f64'], rect: [176, 'sheet_rect'],
      edge: [208, 'i32'], corners: [212, 'u32'],
    },
  },
  sheet_event: {
    size: 72, align: 8,
    fields: {
      struct_size: [0, 'u32'], type: [4, 'i32'], sheet: [8, 'u64'], time: [16, 'f64'],
      detent: [24, 'i32'], from_detent: [28, 'i32'], reason: [32, 'i32'], user_tag: [40, 'u64'],
      content_id: [48, 'u64'], dropped_count: [56, 'u64'], animator: [64, 'i32'],
      failure: [68, 'i32'],
    },
  },
  sheet_accessibility: {
    size: 80, align: 4,
    fields: {
      struct_size: [0, 'u32'], actions: [4, 'u32'], detent: [8, 'i32'],
      detent_count: [12, 'i32'], value: [16, 'char[64]'],
    },
  },
  sheet_visual: {
    size: 32, align: 8,
    fields: { top: [0, 'f64'], opacity: [8, 'f64'], backdrop_alpha: [16, 'f64'], scale: [24, 'f64'] },
  },
  sheet_motion: {
    size: 88, align: 8,
    fields: {
      struct_size: [0, 'u32'], kind: [4, 'i32'], from: [8, 'sheet_visual'],
      to: [40, 'sheet_visual'], velocity: [72, 'f64'], viewport_height: [80, 'f64'],
    },
  },
  sheet_param_spec: {
    size: 32, align: 8,
    fields: {
      name: [0, 'ptr'], default_value: [8, 'f64'], min_value: [16, 'f64'], max_value: [24, 'f64'],
    },
  },
});

/** The offset of `field` in struct `name`, for code that reads memory directly. */
export function offsetOf(name, field) {
  return STRUCTS[name].fields[field][0];
}
