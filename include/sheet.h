/* SPDX-License-Identifier: MIT */
/*
 * sheet.h — libsheet, a portable, headless bottom-sheet engine.
 *
 * The engine owns behaviour: where each sheet is, what a gesture means, how it moves.
 * The host owns pixels (it draws the frame the engine reports) and time (it passes its
 * clock in). Nothing in the engine reads a clock, opens a window or sleeps.
 *
 * UNITS AND COORDINATES
 *   Time is seconds on the host's monotonic clock (a double), called `now` or `t`.
 *   Lengths are points. The viewport's origin is its top-left corner; y grows downward.
 *   Velocities are points per second; a positive velocity of `top` moves the sheet down.
 *   A time earlier than the latest time the engine has already seen is treated as that
 *   latest time: the engine's clock never runs backwards, and a host whose input and
 *   frame clocks disagree by a little never gets an error for it. Any finite time is
 *   accepted, but a frame's step must stay larger than the spacing of doubles at the
 *   clock's value: up to about 1e9 s (a clock counting seconds since 1970) doubles are
 *   a tenth of a microsecond apart, but by 1e14 s they are a 1/64 s apart and motions
 *   no longer advance smoothly (past about 1e17 s, not at all). A clock that counts
 *   from boot or from the app's start is always fine.
 *
 * ERRORS
 *   Every fallible call returns a sheet_status (SHEET_OK = 0) and writes its results
 *   through out-parameters. After a failing call, sheet_engine_last_error() gives a
 *   sentence that says what was wrong. No input makes the library crash the process:
 *   NULL pointers, NaN and infinite numbers, negative sizes, unknown constants, stale
 *   ids and calls in the wrong state are all refused with a status. (A pointer to an
 *   engine that was already destroyed is the one input outside that promise, as with
 *   any C library.) A call refused for its arguments changes nothing; a call with a
 *   valid time first brings the sheet it acts on up to that time, as a tick would,
 *   and then checks the sheet's state.
 *
 *   Two refusals hold for every function that takes an engine and returns a status,
 *   whether or not its Errors line repeats them: a NULL engine is
 *   SHEET_ERR_INVALID_ARGUMENT, and a call from inside one of the engine's own callbacks
 *   (an animator's create, sample or destroy, or the log handler) is
 *   SHEET_ERR_INVALID_STATE, with a last error that says so until the outer call returns
 *   and sets its own. From a callback, sheet_engine_poll_event takes nothing (it returns
 *   0), sheet_engine_destroy does nothing, and the calls that answer with a string or a
 *   count (sheet_engine_last_error, sheet_engine_animator_count, _name, _param_count)
 *   answer as they do anywhere else.
 *
 *   The last error is per-engine call state, as sqlite3_errmsg's is: each call that
 *   returns a sheet_status, and sheet_engine_poll_event, sets it (a sentence) or clears
 *   it (""), the calls that take a `const sheet_engine *` included. That is the one
 *   thing those calls may change: they leave the sheets, the animators, the clock and
 *   the event queue as they were.
 *
 * MEMORY
 *   Four calls allocate: sheet_engine_create, sheet_create,
 *   sheet_engine_register_animator and sheet_engine_load_plugin; sheet_update allocates
 *   only as its entry says, on its error paths too; and a call that starts a motion of an
 *   animator the host registered allocates that motion (its object, and whatever the
 *   animator's `create` allocates). Every other call, and every other call's error path,
 *   allocates nothing. When memory runs out, an allocating call returns
 *   SHEET_ERR_OUT_OF_MEMORY and changes nothing, and a host animator's motion that
 *   cannot be made is performed by the built-in spring instead (SHEET_EVENT_ANIMATOR_FAILED,
 *   SHEET_FAILURE_START): the engine stays usable, and works on once memory is back.
 *   Within a call, what the Swift runtime allocates is backed by a reserve the library
 *   sets aside (some 75 KB, for the process while any engine lives), so that no
 *   allocation in the middle of a call can stop the program. This holds for the shipped
 *   library (Embedded Swift); the full-runtime build (-DSHEET_EMBEDDED=OFF) stops the
 *   process when its runtime cannot allocate.
 *
 * THREADS
 *   An engine, its sheets and its animators are used from one thread at a time (any
 *   thread, not necessarily the same one each time). Different engines are independent
 *   and may be used from different threads at once. sheet_abi_version(),
 *   sheet_version_string() and sheet_status_name() may be called from any thread at
 *   any time. Each function below repeats the rule that applies to it.
 *
 * VERSIONED STRUCTS
 *   Every struct passed on its own by pointer starts with `uint32_t struct_size`, set by
 *   whoever fills it in (`sheet_frame f = { .struct_size = sizeof f };`). The reader reads or writes
 *   only the fields that size covers, so a host built against an older header keeps
 *   working with a newer library. Structs only ever grow at the end. The small element
 *   structs of arrays (sheet_detent, sheet_param, sheet_param_spec, sheet_visual) and
 *   sheet_transition never change.
 */
#ifndef SHEET_H
#define SHEET_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) || defined(__clang__)
#define SHEET_API __attribute__((visibility("default")))
#else
#define SHEET_API
#endif

/* ------------------------------------------------------------------------------------
 * Versions
 * ---------------------------------------------------------------------------------- */

/** The ABI this header describes: (major << 16) | minor. A library accepts hosts,
 *  animators and plugins of the same major and any minor. */
#define SHEET_ABI_VERSION 0x00010005u
#define SHEET_ABI_VERSION_MAJOR(v) ((uint32_t)(v) >> 16)
#define SHEET_ABI_VERSION_MINOR(v) ((uint32_t)(v) & 0xffffu)

/** The library's version, MAJOR.MINOR.PATCH. MAJOR is always the ABI major (and the
 *  number in the SONAME, libsheet.so.MAJOR); each ABI minor comes with a new MINOR, and
 *  PATCH counts releases that do not change the ABI. */
#define SHEET_VERSION_MAJOR 1
#define SHEET_VERSION_MINOR 6
#define SHEET_VERSION_PATCH 0
#define SHEET_VERSION_STRINGIFY_(x) #x
#define SHEET_VERSION_STRINGIFY(x) SHEET_VERSION_STRINGIFY_(x)
/** The three numbers above as one string literal, joined by dots (MAJOR.MINOR.PATCH). */
#define SHEET_VERSION_STRING                                               \
  SHEET_VERSION_STRINGIFY(SHEET_VERSION_MAJOR) "." SHEET_VERSION_STRINGIFY( \
      SHEET_VERSION_MINOR) "." SHEET_VERSION_STRINGIFY(SHEET_VERSION_PATCH)

/** SHEET_ABI_VERSION of the header the library was built with. Compare its major with
 *  SHEET_ABI_VERSION_MAJOR(SHEET_ABI_VERSION) at start-up.
 *  Thread rule: any thread, any time. */
SHEET_API uint32_t sheet_abi_version(void);

/** The library's version as "MAJOR.MINOR.PATCH" (SHEET_VERSION_STRING of the header it
 *  was built with), a static string.
 *  Thread rule: any thread, any time. */
SHEET_API const char *sheet_version_string(void);

/* ------------------------------------------------------------------------------------
 * Status codes
 * ---------------------------------------------------------------------------------- */

typedef int32_t sheet_status;

#define SHEET_OK                    0  /* success */
#define SHEET_ERR_INVALID_ARGUMENT  1  /* NULL, NaN, infinite, out of range, unknown constant */
#define SHEET_ERR_INVALID_HANDLE    2  /* a sheet id that was never issued or was destroyed */
#define SHEET_ERR_INVALID_STATE     3  /* the call does not fit the sheet's or engine's state */
#define SHEET_ERR_NOT_FOUND         4  /* no animator (or other named thing) of that name */
#define SHEET_ERR_ALREADY_EXISTS    5  /* an animator of that name is already registered */
#define SHEET_ERR_ABI_MISMATCH      6  /* a struct or plugin built for another ABI major */
#define SHEET_ERR_PLUGIN            7  /* a plugin could not be loaded or failed its init */
#define SHEET_ERR_CAPACITY          8  /* a fixed limit of the engine was reached */
#define SHEET_ERR_OUT_OF_MEMORY     9  /* memory ran out; the call changed nothing (ABI 1.1) */

/** A static, never-NULL name for a status: "SHEET_OK", "SHEET_ERR_INVALID_ARGUMENT", …,
 *  or "SHEET_ERR_UNKNOWN" for a value that is not a status.
 *  Thread rule: any thread, any time. */
SHEET_API const char *sheet_status_name(sheet_status status);

/* ------------------------------------------------------------------------------------
 * Constants
 * ---------------------------------------------------------------------------------- */

/* sheet states (sheet_frame.state) */
#define SHEET_STATE_HIDDEN      0  /* not on screen; top == viewport height */
#define SHEET_STATE_PRESENTING  1  /* moving in after sheet_present */
#define SHEET_STATE_RESTING     2  /* at a detent, nothing moving; also while a drag
                                   scrolls only its content */
#define SHEET_STATE_DRAGGING    3  /* under the finger, from the first movement that
                                   moves the sheet to the release, even while the
                                   content takes the movement again */
#define SHEET_STATE_SETTLING    4  /* moving to a detent after a release or a command */
#define SHEET_STATE_DISMISSING  5  /* moving out; becomes HIDDEN when it arrives */

/* detent kinds (sheet_detent.kind) */
#define SHEET_DETENT_POINTS   1  /* value: visible height in points (> 0) */
#define SHEET_DETENT_FRACTION 2  /* value: fraction in (0, 1] of (viewport height - safe_top) */
#define SHEET_DETENT_CONTENT  3  /* value ignored: content height + safe_bottom */

/* what a tap on the dimmed backdrop does (sheet_config.backdrop_tap) */
#define SHEET_TAP_NONE     0  /* nothing */
#define SHEET_TAP_DISMISS  1  /* dismiss the sheet (reason SHEET_REASON_BACKDROP_TAP) */
#define SHEET_TAP_COLLAPSE 2  /* move to the lowest detent; dismiss if already there and
                                 the sheet is dismissible */
#define SHEET_TAP_DETENT   3  /* move to detent sheet_config.backdrop_tap_detent; nothing
                                 when the sheet is there already (ABI 1.3) */

/* what a drag on a sheet's scrollable content does (sheet_config.content_interaction,
 * ABI 1.3) */
#define SHEET_CONTENT_RESIZES 0  /* the sheet moves up to its highest detent first, then
                                    the content scrolls */
#define SHEET_CONTENT_SCROLLS 1  /* the content scrolls at every detent; the sheet moves
                                    from the grabber band (grabber_height), when the
                                    content cannot scroll, and down once the content is
                                    at its top */

/* where a sheet goes while a keyboard is up (sheet_config.keyboard, ABI 1.4; the
 * keyboard is sheet_engine_set_obstruction's) */
#define SHEET_KEYBOARD_RISE   0  /* every detent rises by the keyboard's height, as far as
                                    safe_top allows */
#define SHEET_KEYBOARD_EXTEND 1  /* the sheet goes to its highest detent above the
                                    keyboard, and back to its own when the keyboard goes */
#define SHEET_KEYBOARD_FILL   2  /* the sheet fills the space above the keyboard, up to
                                    safe_top */

/* what a back action does (sheet_config.back_behavior, ABI 1.4) */
#define SHEET_BACK_DISMISS  0  /* dismiss the sheet (reason SHEET_REASON_BACK) */
#define SHEET_BACK_COLLAPSE 1  /* move one detent lower; dismiss from the lowest when the
                                  sheet is dismissible */
#define SHEET_BACK_NONE     2  /* nothing: back calls are refused, so that the host hands
                                  back to what is behind the sheet */

/* the side of the viewport a sheet is attached to (sheet_config.edge, frame.edge; ABI
 * 1.5). Leading and trailing follow sheet_engine_set_layout_direction. */
#define SHEET_EDGE_BOTTOM   0  /* detents are heights above the bottom */
#define SHEET_EDGE_TOP      1  /* detents are heights below safe_top */
#define SHEET_EDGE_LEADING  2  /* the left in LTR, the right in RTL; detents are widths */
#define SHEET_EDGE_TRAILING 3  /* the right in LTR, the left in RTL; detents are widths */

/* which way lines run (sheet_engine_set_layout_direction, ABI 1.5) */
#define SHEET_DIRECTION_LTR 0  /* left to right */
#define SHEET_DIRECTION_RTL 1  /* right to left */

/* where a sheet narrower than the room across its axis sits (sheet_config.cross_alignment,
 * ABI 1.5); for a side sheet, leading is the top */
#define SHEET_ALIGN_CENTER   0
#define SHEET_ALIGN_LEADING  1
#define SHEET_ALIGN_TRAILING 2

/* what a sheet becomes in a viewport wider than sheet_config.wide_threshold
 * (sheet_config.wide_layout, ABI 1.5) */
#define SHEET_WIDE_SAME             0  /* what it is everywhere */
#define SHEET_WIDE_FLOATING_LEADING 1  /* a floating card at the leading side, 320 points
                                          wide (UIKit's split view's default primary
                                          column), 16-point margins, its highest detent
                                          the full height less the margins (Apple Maps) */
#define SHEET_WIDE_SIDE_TRAILING    2  /* a side sheet at the trailing edge, every detent
                                          256 points wide (Material 3's side sheet) */
#define SHEET_WIDE_CENTERED         3  /* a centred card at most 640 points wide
                                          (Material's bottom sheet maximum), 16-point
                                          margins, its highest detent centred between the
                                          safe areas (an iPad's form sheet) */

/* the corners a sheet rounds (frame.corners, a mask; ABI 1.5) */
#define SHEET_CORNER_TOP_LEFT     1u
#define SHEET_CORNER_TOP_RIGHT    2u
#define SHEET_CORNER_BOTTOM_RIGHT 4u
#define SHEET_CORNER_BOTTOM_LEFT  8u

/* pointer_down hit results */
#define SHEET_HIT_NONE         0  /* not the engine's: outside the viewport, or the sheet
                                  is hidden, switched away, or covered by another sheet
                                  (only the top of the stack takes pointers) */
#define SHEET_HIT_SHEET        1  /* on the sheet: the engine owns this pointer */
#define SHEET_HIT_BACKDROP     2  /* on the dimmed backdrop: the engine owns it (taps) */
#define SHEET_HIT_PASS_THROUGH 3  /* above an undimmed sheet: hand it to what is behind */

/* event types (sheet_event.type) */
#define SHEET_EVENT_NONE                 0
#define SHEET_EVENT_WILL_PRESENT         1  /* detent: the target */
#define SHEET_EVENT_DID_PRESENT          2  /* detent: where it came to rest */
#define SHEET_EVENT_WILL_DISMISS         3  /* reason: why */
#define SHEET_EVENT_DID_DISMISS          4  /* reason: the same as its WILL_DISMISS */
#define SHEET_EVENT_DETENT_CHANGED       5  /* from_detent -> detent; emitted when the new
                                               target is chosen */
#define SHEET_EVENT_DRAG_BEGAN           6  /* detent: the detent it was at or heading to */
#define SHEET_EVENT_DRAG_ENDED           7  /* detent: where the sheet goes now, -1 when
                                               it leaves (dismissed, switched away or
                                               destroyed). reason: DRAG or FLING
                                               for a release; NONE for a cancelled
                                               pointer, a finger lifted off a sheet it
                                               only stopped, or a destroyed sheet; the
                                               command's reason (PROGRAMMATIC,
                                               ACCESSIBILITY, REPLACED) when a call took
                                               the sheet from the finger */
#define SHEET_EVENT_CONTENT_CHANGED      8  /* content_id: the new content */
#define SHEET_EVENT_TRANSITION_CANCELLED 9  /* closes a WILL_PRESENT or WILL_DISMISS that
                                               will not complete; detent, reason: of it */
#define SHEET_EVENT_ANIMATOR_FAILED      10 /* an animator misbehaved; a built-in finished
                                               the motion */
#define SHEET_EVENT_EVENTS_DROPPED       11 /* the queue was full; dropped_count events were
                                               lost just before this one */
#define SHEET_EVENT_DISMISS_REQUESTED    12 /* a sheet with confirm_dismiss was asked to
                                               go (reason: DRAG, FLING, BACKDROP_TAP,
                                               ACCESSIBILITY, BACK); nothing was
                                               dismissed: answer with sheet_dismiss
                                               (ABI 1.3) */

/* reasons (sheet_event.reason) */
#define SHEET_REASON_NONE          0
#define SHEET_REASON_PROGRAMMATIC  1  /* a call from the host */
#define SHEET_REASON_DRAG          2  /* a release without a fling */
#define SHEET_REASON_FLING         3  /* a release faster than fling_velocity */
#define SHEET_REASON_BACKDROP_TAP  4  /* a tap on the dimmed backdrop */
#define SHEET_REASON_ACCESSIBILITY 5  /* an accessibility action */
#define SHEET_REASON_REPLACED      6  /* another sheet replaced this one */
#define SHEET_REASON_GRABBER       7  /* a tap on the grabber */
#define SHEET_REASON_BACK          8  /* a back action: sheet_back_commit (ABI 1.4) */

/* what presenting a sheet does to the sheet already on top (sheet_config.stack) */
#define SHEET_STACK_PUSH    0  /* the sheet below stays and recedes (scaled a little and
                                  dimmed by frame.overlay_alpha) in step with this one */
#define SHEET_STACK_SWITCH  1  /* the sheet below leaves and comes back when this one
                                  has been dismissed, without events: it stays presented.
                                  While away its frame is SETTLING, then HIDDEN with
                                  detent -1; coming back, PRESENTING, then RESTING.
                                  sheet_dismiss dismisses it (WILL_/DID_DISMISS),
                                  sheet_move_to_detent sets where it comes back to, and a
                                  presentation it had not finished is closed with
                                  TRANSITION_CANCELLED when it leaves */
#define SHEET_STACK_REPLACE 2  /* the sheet below is dismissed, reason SHEET_REASON_REPLACED */

/* grabber (sheet_config.grabber) */
#define SHEET_GRABBER_AUTO 0  /* shown when the sheet has more than one detent */
#define SHEET_GRABBER_SHOW 1
#define SHEET_GRABBER_HIDE 2

/* who owns the pointer stream on a sheet (sheet_frame.gesture_owner) */
#define SHEET_GESTURE_NONE    0  /* no pointer, a backdrop tap, or not decided yet */
#define SHEET_GESTURE_SHEET   1  /* the sheet follows the finger */
#define SHEET_GESTURE_CONTENT 2  /* the content scrolls (frame.content_offset) */
#define SHEET_GESTURE_HOST    3  /* not taken (a sideways drag): route it to the host's views */

/* accessibility actions (sheet_accessibility.actions is a mask of them) */
#define SHEET_ACTION_EXPAND   1u  /* to the next higher detent */
#define SHEET_ACTION_COLLAPSE 2u  /* to the next lower detent */
#define SHEET_ACTION_DISMISS  4u  /* dismiss, reason SHEET_REASON_ACCESSIBILITY */

/* motion kinds (sheet_motion.kind) */
#define SHEET_MOTION_PRESENT 1  /* from hidden (or where it was) to a detent */
#define SHEET_MOTION_DISMISS 2  /* to hidden */
#define SHEET_MOTION_SETTLE  3  /* between detents, after a release or a command */
#define SHEET_MOTION_CONTENT 4  /* a content change: height follows, content cross-fades */

/* log levels (sheet_plugin_host.log in sheet_plugin.h) */
#define SHEET_LOG_DEBUG   0
#define SHEET_LOG_INFO    1
#define SHEET_LOG_WARNING 2
#define SHEET_LOG_ERROR   3

/* ------------------------------------------------------------------------------------
 * Handles
 * ---------------------------------------------------------------------------------- */

/** A sheet, named by a generational id. 0 is never valid. A destroyed id stays invalid
 *  forever, even after its storage is reused; events may still name it. An id means
 *  something only to the engine that issued it: another engine refuses it
 *  (SHEET_ERR_INVALID_HANDLE), unless it has issued the same number to a sheet of its
 *  own, which the id then names there. */
typedef uint64_t sheet_id;

/** An engine: one per window or root view. It owns the viewport, the sheets, the
 *  animator registry and the event queue. Opaque. */
typedef struct sheet_engine sheet_engine;

/* ------------------------------------------------------------------------------------
 * Configuration structs
 * ---------------------------------------------------------------------------------- */

/** A resting height. Fixed forever. */
typedef struct sheet_detent {
  int32_t kind;    /* SHEET_DETENT_POINTS, _FRACTION or _CONTENT */
  double  value;   /* points (> 0), fraction (0, 1], or ignored for CONTENT */
} sheet_detent;

/** A named animator parameter. Fixed forever. */
typedef struct sheet_param {
  const char *name;   /* as declared by the animator's sheet_param_spec (at most 255
                         bytes, compared byte for byte) */
  double      value;  /* within the spec's [min_value, max_value] */
} sheet_param;

/** Which animator moves a kind of motion, and with which parameters. Fixed forever.
 *  animator NULL means the default for that motion kind (see sheet_config_init);
 *  parameters not named keep the animator's defaults. The strings and the array are
 *  read during sheet_create only. */
typedef struct sheet_transition {
  const char        *animator;     /* "spring", "slide", "fade" or a registered name (at
                                      most 255 bytes, compared byte for byte) */
  const sheet_param *params;       /* may be NULL when param_count is 0 */
  size_t             param_count;
} sheet_transition;

/** How a sheet behaves. Fill it with sheet_config_init(), then change what you need.
 *  Read by sheet_create and sheet_update, during the call only; arrays and strings are
 *  copied. */
typedef struct sheet_config {
  uint32_t struct_size;               /* sizeof(sheet_config), set by sheet_config_init */
  /** Resting heights, lowest first. NULL/0: one FRACTION 1.0 detent. At most
   *  SHEET_MAX_DETENTS. Consecutive detents of the same kind must ascend strictly;
   *  after resolution every detent is clamped to the available height and to at least
   *  the one below it, and one lower than 1e-6 points shows nothing (height 0).
   *  Default NULL, 0. */
  const sheet_detent *detents;
  size_t   detent_count;
  /** Non-zero: a drag, fling or backdrop tap may hide the sheet. Default 1. */
  int32_t  dismissible;
  /** A release with less than this fraction of the lowest detent's height visible
   *  dismisses (unless flung upward). [0, 1]. Default 0.5. */
  double   dismiss_fraction;
  /** pt/s, > 0. A release faster than this moves on in its direction: down from the
   *  lowest detent it dismisses, otherwise to the next detent (or further, if the
   *  projected fling reaches past it). Default 300. */
  double   fling_velocity;
  /** SHEET_TAP_DISMISS, _COLLAPSE or _NONE. Default SHEET_TAP_DISMISS. */
  int32_t  backdrop_tap;
  /** -1: every detent dims the backdrop. i >= 0: at detents 0..i the backdrop is clear
   *  and a touch above the sheet is SHEET_HIT_PASS_THROUGH (a maps-style sheet); above
   *  detent i the backdrop dims, interpolated by position. Default -1. */
  int32_t  largest_undimmed_detent;
  /** Alpha of a fully dimmed backdrop, [0, 1]. Default 0.4. */
  double   backdrop_alpha;
  /** Points, >= 0; reported in the frame for the host to draw. Default 12. */
  double   corner_radius;
  /** Rubber-band coefficient c in b(x) = (1 - 1/(x*c/d + 1)) * d, (0, 1]. Default 0.55. */
  double   rubber_band;
  /** Animators per motion kind. Defaults: present, dismiss and settle "spring"
   *  (response 0.35 s, damping_ratio 1), content "fade" (duration 0.25 s). */
  sheet_transition present, dismiss, settle, content;
  /** Handed back in every event about this sheet. Default 0. */
  uint64_t user_tag;
  /* ---- a struct_size may stop here: the fields below then keep their defaults ---- */
  /** Points, >= 0. If > 0 it replaces dismiss_fraction: a release with less than this
   *  many points visible dismisses (an "auto-dismiss height"). Default 0. */
  double   dismiss_height;
  /** Points, >= 0: how far a pointer must move before a touch on the sheet becomes a
   *  drag. Shorter movements are taps. Default 8 (Android's touch slop is 8 dp). */
  double   touch_slop;
  /** SHEET_STACK_PUSH, _SWITCH or _REPLACE: what presenting this sheet does to the one
   *  on top. Default SHEET_STACK_PUSH. */
  int32_t  stack;
  /** SHEET_GRABBER_AUTO, _SHOW or _HIDE. Default SHEET_GRABBER_AUTO. */
  int32_t  grabber;
  /** Points, >= 0: the band at the top of the sheet where a tap hits the grabber and
   *  cycles the detents (up one, from the highest back to the lowest), and from which a
   *  drag moves a SHEET_CONTENT_SCROLLS sheet rather than its content. Default 24. */
  double   grabber_height;
  /* ---- ABI 1.3: a struct_size may stop here too ---- */
  /** Non-zero: a dismissal the user asks for is put to the host first. A release or
   *  fling that would dismiss, a dismissing backdrop tap, SHEET_ACTION_DISMISS and a
   *  dismissing sheet_back_commit do not dismiss: SHEET_EVENT_DISMISS_REQUESTED is queued with the reason, no WILL_DISMISS,
   *  and the sheet goes back to its lowest detent (a release: DRAG_ENDED and
   *  DETENT_CHANGED come first), stays where it is (a tap, an action) or springs back
   *  from a back gesture. The host
   *  answers when it likes: sheet_dismiss dismisses (SHEET_REASON_PROGRAMMATIC). The
   *  host's own sheet_dismiss and a SHEET_STACK_REPLACE are never asked, nor is a
   *  dismissal the host began that a finger caught and threw out. Default 0. */
  int32_t  confirm_dismiss;
  /** With backdrop_tap SHEET_TAP_DETENT: the detent a backdrop tap moves to, an index
   *  below detent_count (checked only then). Default 0. */
  int32_t  backdrop_tap_detent;
  /** SHEET_CONTENT_RESIZES or _SCROLLS: what a drag on content with a scroll extent
   *  (sheet_set_scroll_extent) does. Default SHEET_CONTENT_RESIZES. */
  int32_t  content_interaction;
  /** Non-zero: the page behind recedes while this sheet is up (frame.background_*), as
   *  iOS's page sheets and vaul's shouldScaleBackground do. Default 0. */
  int32_t  scales_background;
  /* ---- ABI 1.4: a struct_size may stop here too ---- */
  /** SHEET_KEYBOARD_RISE, _EXTEND or _FILL: where the sheet goes while a keyboard
   *  (sheet_engine_set_obstruction) is up. Default SHEET_KEYBOARD_RISE. */
  int32_t  keyboard;
  /** SHEET_BACK_DISMISS, _COLLAPSE or _NONE: what sheet_back_commit does. Default
   *  SHEET_BACK_DISMISS. */
  int32_t  back_behavior;
  /** Points, finite, in [0, 1e9]: a footer pinned to the sheet's visible bottom
   *  (frame.footer_top). A CONTENT detent is content height + footer_height +
   *  safe_bottom, and a scroll extent above 0 scrolls footer_height further, so that the
   *  content's end comes out from under the footer. Default 0, no footer. */
  double   footer_height;
  /* ---- ABI 1.5: a struct_size may stop here too ---- */
  /** SHEET_EDGE_BOTTOM, _TOP, _LEADING or _TRAILING: the side the sheet is attached to and
   *  moves along. Everything a bottom sheet does, a sheet on another side does along its
   *  own axis; a side sheet spans the viewport's height less the safe areas (and a
   *  keyboard), its content scrolls across its axis (no scroll hand-off: drags along its
   *  axis move it), and its detents are widths (FRACTION of the viewport's width). A top
   *  sheet's detents are heights below safe_top. Default SHEET_EDGE_BOTTOM. */
  int32_t  edge;
  /** SHEET_ALIGN_CENTER, _LEADING or _TRAILING: where a sheet narrower than the room
   *  across its axis sits. Default SHEET_ALIGN_CENTER. */
  int32_t  cross_alignment;
  /** Points, finite, in [0, 1e9], and less than the viewport along the sheet's axis:
   *  above 0 the sheet is a floating card that far off its side (beyond the safe area
   *  and a keyboard), every corner rounded; it keeps its lowest detent's size once less
   *  than that shows, so that it leaves whole past its margin. Default 0, attached. */
  double   edge_inset;
  /** Points, finite, in [0, 1e9], twice less than the viewport across the sheet's axis:
   *  room kept free at both ends across the axis. Default 0. */
  double   side_inset;
  /** Points, finite, in [0, 1e9]: the most the sheet spans across its axis (a column on a
   *  wide screen), placed by cross_alignment; 0: as far as the room allows. Default 0. */
  double   max_cross_size;
  /** Points, finite, >= 0: a viewport wider than this takes wide_layout. Default 700,
   *  between Material 3's compact/medium window boundary (600 dp) and an iPad mini's
   *  regular width held upright (744 points). */
  double   wide_threshold;
  /** SHEET_WIDE_SAME, _FLOATING_LEADING, _SIDE_TRAILING or _CENTERED: what the sheet
   *  becomes in a wide viewport. A viewport change across the threshold moves a
   *  presented sheet to its other layout with a motion (from out of view on its new side
   *  when its axis turns) and keeps its detent by index; no event is queued for it, but
   *  a drag it ends (DRAG_ENDED, reason NONE). Default SHEET_WIDE_SAME. */
  int32_t  wide_layout;
} sheet_config;

/** The most detents a sheet can have. */
#define SHEET_MAX_DETENTS 16

/* ------------------------------------------------------------------------------------
 * Output structs
 * ---------------------------------------------------------------------------------- */

/** A rectangle in viewport points, origin at the top-left, y down (ABI 1.5). Fixed
 *  forever. */
typedef struct sheet_rect {
  double x, y, width, height;
} sheet_rect;

/** Everything a host needs to draw one sheet, as of the last tick or command. */
typedef struct sheet_frame {
  uint32_t struct_size;        /* set by the host: sizeof(sheet_frame) */
  int32_t  state;              /* SHEET_STATE_* */
  int32_t  detent;             /* resting or target detent; -1 when hidden or dismissing */
  double   top;                /* y of the sheet's top edge; viewport height when hidden */
  double   height;             /* visible height: viewport height - top */
  double   opacity;            /* of the whole sheet, [0, 1] */
  double   scale;              /* of the whole sheet about its top-centre, > 0 */
  double   backdrop_alpha;     /* of the dimming layer behind it, [0, 1] */
  double   corner_radius;      /* points */
  double   progress;           /* visible height / highest detent's height: 0 hidden,
                                  1 at the highest detent, above 1 while rubber-banding */
  double   content_offset;     /* engine-driven scroll offset of the content, points */
  uint64_t content_id, outgoing_content_id;        /* 0: none */
  double   content_alpha, outgoing_content_alpha;  /* [0, 1] */
  double   velocity;           /* of top, pt/s, positive downward */
  int32_t  gesture_owner;      /* SHEET_GESTURE_*: who owns the pointer stream now */
  int32_t  grabber_visible;    /* 1: draw a grabber */
  double   overlay_alpha;      /* [0, 1]: dimming drawn over a sheet that another covers */
  double   scroll_extent;      /* the content's scrollable length (sheet_set_scroll_extent) */
  /* ABI 1.3. How to draw the page behind the sheets, the same in every frame of an
   * engine: scaled about the viewport's top centre by background_scale, its top edge then
   * moved down to y = background_offset, its corners rounded by
   * background_corner_radius. While sheets with scales_background are in the stack, it
   * recedes as far as the one that recedes it most: by how far that sheet shows into its
   * dimming (clear to fully dimmed, as its backdrop) times its opacity, so that it moves
   * in step with a drag. Fully receded (vaul's figures): 26 points narrower (at most half
   * the width), 8 points of corner radius, its top 14 points below safe_top. Otherwise
   * 1, 0, 0. */
  double   background_scale;          /* (0, 1] */
  double   background_offset;         /* points */
  double   background_corner_radius;  /* points */
  /* ABI 1.4. y of the top edge of the footer (sheet_config.footer_height): pinned to the
   * sheet's visible bottom, which is the top of the keyboard or of the bottom safe area,
   * whichever is higher, at every detent and while dragging; it moves down with the
   * sheet only when less than the footer shows (then it is the sheet's top). Without a
   * footer, that visible bottom. Worked out with the rest of the frame: a host that
   * draws both from one frame shows no lag between them. */
  double   footer_top;
  /* ABI 1.5. The whole sheet as drawn, in viewport points: from its free edge to the side
   * it is attached to (beyond the safe area and a keyboard), across the span its
   * placement gives it; a floating card ends at its margin. A host draws a sheet on any
   * side and in any layout from this rectangle, `corners` and `scale` (about the middle
   * of the free edge). For a sheet on another side than the bottom, top, height,
   * progress and footer_top are along its axis: the numbers a bottom sheet would have in
   * a viewport turned so that its side is at the bottom (x from the right for a sheet on
   * the left, x for one on the right, y from the bottom for a top sheet), and
   * content_offset is the offset of content laid out from the attached side for a top
   * sheet. */
  sheet_rect rect;
  int32_t  edge;               /* SHEET_EDGE_*: its side now (a wide layout moves it) */
  uint32_t corners;            /* SHEET_CORNER_* mask corner_radius rounds: the free edge's
                                  two, or all four of a floating card */
} sheet_frame;

/** Something that happened, in the order it happened. See SHEET_EVENT_*. */
typedef struct sheet_event {
  uint32_t struct_size;        /* set by the host: sizeof(sheet_event) */
  int32_t  type;               /* SHEET_EVENT_* */
  sheet_id sheet;              /* the sheet it is about; may be destroyed by now */
  double   time;               /* seconds, the engine time it happened at */
  int32_t  detent, from_detent;/* -1 where not meaningful */
  int32_t  reason;             /* SHEET_REASON_* */
  uint64_t user_tag;           /* the sheet's sheet_config.user_tag */
  uint64_t content_id;         /* the sheet's content when it happened */
  uint64_t dropped_count;      /* SHEET_EVENT_EVENTS_DROPPED: how many were lost */
  int32_t  animator;           /* SHEET_EVENT_ANIMATOR_FAILED: the index of the animator
                                  that failed (sheet_engine_animator_name); else -1 */
  int32_t  failure;            /* SHEET_EVENT_ANIMATOR_FAILED: SHEET_FAILURE_*; else 0 */
} sheet_event;

/* why an animator was cut off (sheet_event.failure) */
#define SHEET_FAILURE_NONE      0
#define SHEET_FAILURE_CREATE    1  /* create returned an error */
#define SHEET_FAILURE_STATUS    2  /* sample returned an error */
#define SHEET_FAILURE_VALUE     3  /* sample wrote NaN, an infinity or a scale <= 0 */
#define SHEET_FAILURE_TIMEOUT   4  /* not finished within the maximum motion duration */

/** The capacity of an engine's event queue. When the host does not poll and it fills,
 *  further events are counted and dropped, and SHEET_EVENT_EVENTS_DROPPED reports the
 *  loss at the place it happened. Memory stays bounded. */
#define SHEET_MAX_QUEUED_EVENTS 256

/* ------------------------------------------------------------------------------------
 * Engine
 * ---------------------------------------------------------------------------------- */

/** Creates an engine with no viewport, no sheets and the built-in animators "spring",
 *  "slide" and "fade" registered.
 *  out_engine: receives the engine (NULL on failure); must not be NULL. Free it with
 *  sheet_engine_destroy.
 *  Errors: SHEET_ERR_INVALID_ARGUMENT (out_engine NULL); SHEET_ERR_OUT_OF_MEMORY (there
 *  is no engine then to hold a sentence).
 *  Allocates.
 *  Thread rule: any thread. */
SHEET_API sheet_status sheet_engine_create(sheet_engine **out_engine);

/** Destroys an engine and everything it owns: sheets, running motions (their animator
 *  instances are destroyed first, while the engine is whole, so that an animator's
 *  destroy that calls it back is refused as from any callback), queued events. NULL
 *  does nothing, and so does a call from inside one of the engine's own callbacks (an
 *  animator or log handler). Plugins it loaded stay mapped in the process (they are
 *  never unloaded).
 *  Thread rule: the engine's thread; the engine must not be used afterwards. */
SHEET_API void sheet_engine_destroy(sheet_engine *engine);

/** A sentence about the last failing call on this engine, or "" if the last call
 *  succeeded. Never NULL; "engine is NULL" for a NULL engine. The pointer stays valid
 *  until the next call on this engine.
 *  Thread rule: the engine's thread. */
SHEET_API const char *sheet_engine_last_error(const sheet_engine *engine);

/** Sets the viewport the sheets live in. Must be called before the first present.
 *  width, height: points, finite, > 0 and at most 1e9 (beyond any display; the
 *  engine's arithmetic on larger lengths would leave the range of a double).
 *  safe_top, safe_bottom: insets in points, finite, >= 0, with safe_top + safe_bottom
 *  < height. Sheets never rise above safe_top; CONTENT detents add safe_bottom.
 *  A change keeps each visible sheet's visible height (clamped to the new available
 *  height) and restarts a running motion from there, with its velocity, toward the same
 *  detent recomputed for the new viewport. No DETENT_CHANGED is emitted.
 *  Errors: SHEET_ERR_INVALID_ARGUMENT.
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_engine_set_viewport(sheet_engine *engine, double width,
                                                 double height, double safe_top,
                                                 double safe_bottom);

/** Declares something covering the bottom of the viewport (a software keyboard):
 *  bottom_height points, finite, >= 0 and < viewport height; 0 clears it. Presented
 *  sheets go where their keyboard behaviour says (sheet_config.keyboard: by default they
 *  rise by that much, never above safe_top, so their content stays visible), moving
 *  with their settle transition from `now`. A host may set it every frame as a keyboard
 *  animates or follows a finger: each call retargets the sheets from where they are, and
 *  a focused field (sheet_set_focus) is kept above it in every frame. The declared
 *  height is kept across viewport changes and applied as far as each viewport allows.
 *  Errors: SHEET_ERR_INVALID_ARGUMENT; SHEET_ERR_INVALID_STATE before a viewport.
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_engine_set_obstruction(sheet_engine *engine,
                                                    double bottom_height, double now);

/** Sets which way lines run: SHEET_DIRECTION_LTR (the default) or SHEET_DIRECTION_RTL
 *  (other values are refused), which decides which side SHEET_EDGE_LEADING and _TRAILING
 *  and SHEET_ALIGN_LEADING and _TRAILING are. Sheets it moves are mirrored at once, each
 *  where it was along its axis (ABI 1.5).
 *  Errors: SHEET_ERR_INVALID_ARGUMENT.
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_engine_set_layout_direction(sheet_engine *engine,
                                                         int32_t direction);

/** Reduce motion: 1 on, 0 off (other values are refused). While on, presentation and
 *  dismissal cross-fade in place with the built-in "fade", settles use a critically
 *  damped spring (no overshoot), and every motion still arrives and completes. Takes
 *  effect for motions that start afterwards.
 *  Errors: SHEET_ERR_INVALID_ARGUMENT.
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_engine_set_reduce_motion(sheet_engine *engine,
                                                      int32_t enabled);

/** Advances every running motion to `now` (seconds, finite) and queues the events that
 *  happen on the way. Call it once per displayed frame, then read frames.
 *  Errors: SHEET_ERR_INVALID_ARGUMENT.
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_engine_tick(sheet_engine *engine, double now);

/** Whether anything is moving: *out_animating is 1 while any sheet has a running
 *  motion (keep ticking), 0 when all sheets rest, are hidden or are under a finger.
 *  Errors: SHEET_ERR_INVALID_ARGUMENT.
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_engine_is_animating(const sheet_engine *engine,
                                                 int32_t *out_animating);

/** Takes the oldest queued event. Returns 1 and writes it to *out (only the fields that
 *  out->struct_size covers; struct_size must be at least offsetof(sheet_event,
 *  user_tag)), or 0 when there is none to take: the queue is empty, or the arguments
 *  are unusable (NULL engine or out, or struct_size too small), or the call comes from
 *  inside one of the engine's own callbacks. All end a
 *  `while (sheet_engine_poll_event(engine, &event))` loop. To tell them apart, read
 *  sheet_engine_last_error: "" after an empty queue, a sentence otherwise ("engine is
 *  NULL" for a NULL engine). A refused call takes no event and writes nothing.
 *  Thread rule: the engine's thread. */
SHEET_API int32_t sheet_engine_poll_event(sheet_engine *engine, sheet_event *out);

/* ------------------------------------------------------------------------------------
 * Animators
 * ---------------------------------------------------------------------------------- */

/** The visual state an animator moves. Fixed forever. */
typedef struct sheet_visual {
  double top;             /* y of the top edge, points */
  double opacity;         /* [0, 1] */
  double backdrop_alpha;  /* [0, 1] */
  double scale;           /* > 0 */
} sheet_visual;

/** One motion an animator is asked to perform. */
typedef struct sheet_motion {
  uint32_t     struct_size;      /* sizeof(sheet_motion) as the engine was built */
  int32_t      kind;             /* SHEET_MOTION_* */
  sheet_visual from, to;         /* from: where the sheet is; to: where it must end */
  double       velocity;         /* of top, pt/s, at the start */
  double       viewport_height;  /* points */
} sheet_motion;

/** One parameter an animator accepts. Fixed forever. */
typedef struct sheet_param_spec {
  const char *name;           /* unique within the animator, non-empty, at most 255 bytes */
  double      default_value;  /* within [min_value, max_value] */
  double      min_value, max_value;  /* finite, min <= max */
} sheet_param_spec;

/** An animator backend. The engine copies the struct, the name and the parameter specs
 *  at registration; plugin_data and the functions must stay valid for the life of
 *  every engine it is registered in.
 *
 *  The engine calls create once when a motion starts, sample once per tick with the
 *  elapsed time since the motion began (seconds, >= 0, non-decreasing), and destroy
 *  exactly once for every instance create made (when the motion ends, is interrupted,
 *  or the engine is destroyed). All three are called on the engine's thread.
 *
 *  sample writes the visual state at `elapsed`, the velocity of top (pt/s), and
 *  *out_finished = 1 (any non-zero value) when the motion is complete (the engine then
 *  snaps to motion.to). Opacity and backdrop_alpha outside [0, 1] are clamped into it.
 *  An animator that returns any status but SHEET_OK (from create or sample), a NaN or
 *  infinite value, a scale <= 0, or is not finished within the engine's maximum motion
 *  duration is cut off: a built-in finishes the motion and SHEET_EVENT_ANIMATOR_FAILED
 *  is queued (naming the animator and the kind of failure).
 *
 *  The functions run inside the engine's own calls (sheet_engine_tick, the commands
 *  that start motions, sheet_destroy and sheet_engine_destroy): they must not call back
 *  into the same engine. Such a call is refused with SHEET_ERR_INVALID_STATE (see
 *  ERRORS at the top).
 *
 *  release (ABI 1.2; read only when struct_size covers it; may be NULL) hands
 *  plugin_data back: the engine calls it exactly once for every registration it
 *  accepted, when the engine is destroyed, after the last destroy of the animator's
 *  instances, on the thread that destroys the engine. A registration that is refused
 *  never calls it and the caller keeps its data; so does one rolled back because the
 *  plugin load it belongs to failed (a later registration of the same sheet_plugin_init
 *  refused, or init returning an error). Hosts that manage lifetimes (a garbage
 *  collector, reference counts) free what plugin_data holds there. */
typedef struct sheet_animator_vtable {
  uint32_t struct_size;      /* sizeof(sheet_animator_vtable) at build time */
  uint32_t abi_version;      /* SHEET_ABI_VERSION the animator was built against */
  const char *name;          /* unique in an engine, non-empty, at most 255 bytes:
                                "spring", "acme.bounce" */
  const sheet_param_spec *params;  /* may be NULL when param_count is 0 */
  size_t param_count;        /* at most SHEET_MAX_PARAMS */
  sheet_status (*create)(void *plugin_data, const sheet_motion *motion,
                         const double *param_values,  /* in spec order, validated */
                         void **out_instance);
  sheet_status (*sample)(void *instance, double elapsed, sheet_visual *out,
                         double *out_top_velocity, int32_t *out_finished);
  void (*destroy)(void *instance);
  /* ABI 1.2 */
  void (*release)(void *plugin_data);
} sheet_animator_vtable;

/** The most parameters an animator can declare. */
#define SHEET_MAX_PARAMS 16

/** The most animators one engine holds, the three built-in ones included (ABI 1.1). */
#define SHEET_MAX_ANIMATORS 256

/** Registers an animator defined by the host, in-process.
 *  vtable: see sheet_animator_vtable; struct_size below the ABI 1 size or another ABI
 *  major -> SHEET_ERR_ABI_MISMATCH; a NULL or empty name, NULL functions, or an invalid
 *  parameter spec (NULL or duplicate names, min > max, non-finite values, a default
 *  outside its range) -> SHEET_ERR_INVALID_ARGUMENT; a name already registered ->
 *  SHEET_ERR_ALREADY_EXISTS; SHEET_MAX_ANIMATORS registered already ->
 *  SHEET_ERR_CAPACITY; memory -> SHEET_ERR_OUT_OF_MEMORY.
 *  plugin_data: handed to create unchanged; may be NULL.
 *  Allocates.
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_engine_register_animator(sheet_engine *engine,
                                                      const sheet_animator_vtable *vtable,
                                                      void *plugin_data);

/** Receives what plugins log: a level (SHEET_LOG_*; a plugin's level outside them
 *  arrives as the nearest of them) and a NUL-terminated message valid during the call
 *  only (a plugin's NULL message never arrives). user_data is handed back unchanged. */
typedef void (*sheet_log_handler)(void *user_data, int32_t level, const char *message);

/** Sets where plugin log messages go; NULL (the default) drops them. The handler is
 *  called on the engine's thread, from inside sheet_engine_load_plugin.
 *  Errors: none beyond a NULL engine (SHEET_ERR_INVALID_ARGUMENT).
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_engine_set_log_handler(sheet_engine *engine,
                                                    sheet_log_handler handler,
                                                    void *user_data);

/** Loads a plugin shared object (dlopen RTLD_NOW | RTLD_LOCAL; never unloaded) and
 *  calls its sheet_plugin_init with a host table for this engine. Loading the same
 *  file into two engines registers its animators into each. All or nothing: when the
 *  load fails, none of its animators stays registered.
 *  Errors: SHEET_ERR_INVALID_ARGUMENT (NULL or empty path); SHEET_ERR_PLUGIN (the file
 *  cannot be opened, has no sheet_plugin_init, or init failed; the message names the
 *  path, the symbol and dlerror's text; in the WebAssembly build for every path: it has
 *  no dynamic linker and loads no plugins, while sheet_engine_register_animator works
 *  there); the status of a registration that failed inside init (for example
 *  SHEET_ERR_ALREADY_EXISTS or SHEET_ERR_ABI_MISMATCH); SHEET_ERR_OUT_OF_MEMORY.
 *  Allocates.
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_engine_load_plugin(sheet_engine *engine, const char *path);

/** How many animators are registered (built-ins first, then in registration order);
 *  0 for a NULL engine.
 *  Thread rule: the engine's thread. */
SHEET_API size_t sheet_engine_animator_count(const sheet_engine *engine);

/** The name of animator `index` (0-based), valid as long as the engine; NULL for a NULL
 *  engine or an index out of range.
 *  Thread rule: the engine's thread. */
SHEET_API const char *sheet_engine_animator_name(const sheet_engine *engine, size_t index);

/** How many parameters animator `index` declares; 0 for a NULL engine or an index out
 *  of range.
 *  Thread rule: the engine's thread. */
SHEET_API size_t sheet_engine_animator_param_count(const sheet_engine *engine, size_t index);

/** Describes parameter `param_index` of animator `animator_index` (name, default, min,
 *  max) so a host can build a settings UI. out->name stays valid as long as the engine.
 *  Errors: SHEET_ERR_INVALID_ARGUMENT (NULL out); SHEET_ERR_NOT_FOUND (an index out of
 *  range).
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_engine_animator_param(const sheet_engine *engine,
                                                   size_t animator_index, size_t param_index,
                                                   sheet_param_spec *out);

/** The longest a motion may run, in seconds (finite, > 0; default 10). An animator that
 *  has not finished by then is cut off like one that failed: a built-in finishes the
 *  motion from where it is and SHEET_EVENT_ANIMATOR_FAILED is queued.
 *  Errors: SHEET_ERR_INVALID_ARGUMENT.
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_engine_set_max_motion_duration(sheet_engine *engine,
                                                            double seconds);

/* ------------------------------------------------------------------------------------
 * Sheets
 * ---------------------------------------------------------------------------------- */

/** Fills the first struct_size bytes of *config with the defaults documented on
 *  sheet_config, and sets config->struct_size to the bytes it filled: struct_size, or
 *  the library's own sizeof(sheet_config) when that is smaller (a host built against a
 *  newer header keeps its newer fields to itself, zeroed). Nothing is written past
 *  struct_size, so a host whose header is older than the library keeps its struct
 *  whole. NULL does nothing (ABI 1.3).
 *  Thread rule: any thread. */
SHEET_API void sheet_config_init_sized(sheet_config *config, uint32_t struct_size);

/** The same as sheet_config_init_sized for a struct of the size ABI 1.1 and 1.2 gave
 *  sheet_config (through grabber_height): the function programs built against those
 *  headers call. Through this header, sheet_config_init(config) is a macro that calls
 *  sheet_config_init_sized with sizeof(sheet_config); call sheet_config_init_sized
 *  directly where a macro cannot go (a binding, a pointer to the function).
 *  NULL does nothing.
 *  Thread rule: any thread. */
SHEET_API void sheet_config_init(sheet_config *config);
#define sheet_config_init(config) sheet_config_init_sized((config), (uint32_t)sizeof(sheet_config))

/** Creates a hidden sheet.
 *  config: read and copied; NULL means all defaults. struct_size must be at least
 *  offsetof(sheet_config, dismiss_height) (the fields before dismiss_height); fields
 *  beyond struct_size keep their defaults.
 *  Errors: SHEET_ERR_INVALID_ARGUMENT (out_id NULL, a field out of range, a bad detent,
 *  an unknown parameter or a value outside its range: the message names it);
 *  SHEET_ERR_NOT_FOUND (an animator name not registered); SHEET_ERR_ABI_MISMATCH
 *  (struct_size too small); SHEET_ERR_CAPACITY (more than SHEET_MAX_SHEETS sheets);
 *  SHEET_ERR_OUT_OF_MEMORY.
 *  Allocates.
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_create(sheet_engine *engine, const sheet_config *config,
                                    sheet_id *out_id);

/** The most sheets one engine holds at once. */
#define SHEET_MAX_SHEETS 65536

/** Destroys a sheet at once. A running WILL_PRESENT or WILL_DISMISS is closed with
 *  SHEET_EVENT_TRANSITION_CANCELLED and a drag with SHEET_EVENT_DRAG_ENDED; the id is
 *  never valid again.
 *  Errors: SHEET_ERR_INVALID_HANDLE.
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_destroy(sheet_engine *engine, sheet_id sheet);

/** Presents a hidden (or dismissing) sheet at `detent` (0-based index), starting at
 *  `now` with the present transition: WILL_PRESENT now, DID_PRESENT when it comes to
 *  rest. A dismissing sheet is caught where it is (its WILL_DISMISS is closed with
 *  TRANSITION_CANCELLED). A dismissed sheet can be presented again.
 *  Errors: SHEET_ERR_INVALID_HANDLE; SHEET_ERR_INVALID_ARGUMENT (detent out of range,
 *  now not finite); SHEET_ERR_INVALID_STATE (no viewport yet, or already presented:
 *  use sheet_move_to_detent).
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_present(sheet_engine *engine, sheet_id sheet, int32_t detent,
                                     double now);

/** Dismisses a presented sheet from wherever it is, with the dismiss transition and
 *  reason SHEET_REASON_PROGRAMMATIC. A sheet switched away beneath another
 *  (SHEET_STACK_SWITCH) counts as presented: out of view, it is dismissed at once. A running presentation is closed with
 *  TRANSITION_CANCELLED; a drag in progress ends (DRAG_ENDED) and the rest of that
 *  pointer stream is ignored. Dismissing a dismissing sheet does nothing.
 *  Errors: SHEET_ERR_INVALID_HANDLE; SHEET_ERR_INVALID_ARGUMENT (now);
 *  SHEET_ERR_INVALID_STATE (the sheet is hidden).
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_dismiss(sheet_engine *engine, sheet_id sheet, double now);

/** Moves a presented sheet to another detent with the settle transition (DETENT_CHANGED
 *  now if the target differs). During a presentation it retargets the presentation.
 *  Errors: SHEET_ERR_INVALID_HANDLE; SHEET_ERR_INVALID_ARGUMENT (detent out of range,
 *  now); SHEET_ERR_INVALID_STATE (hidden or dismissing).
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_move_to_detent(sheet_engine *engine, sheet_id sheet,
                                            int32_t detent, double now);

/** Gives a sheet a new configuration at `now`, whether it is hidden, presented, moving
 *  or under a finger; every field may change. config is read as sheet_create reads it
 *  (fields beyond its struct_size take their defaults, not the sheet's current values)
 *  and checked whole first: on any error nothing changes.
 *  The sheet keeps its detent by index: at detent d it goes to detent d of the new set
 *  if there is one, else to the new highest (SHEET_EVENT_DETENT_CHANGED from d, reason
 *  PROGRAMMATIC, when the sheet is presented). A resting sheet whose detent moved
 *  settles there with its (new) settle transition from `now`; a presenting or settling
 *  one is retargeted from where it is, with its velocity; one under a finger stays under
 *  it (its release decides against the new detents); a dismissing one goes on; a hidden
 *  one uses the new detents at its next sheet_present. Backdrop, progress, grabber,
 *  corner radius and the page behind follow at once.
 *  Errors: SHEET_ERR_INVALID_HANDLE; SHEET_ERR_INVALID_ARGUMENT (config NULL, now, or
 *  anything sheet_create refuses in it); SHEET_ERR_NOT_FOUND (an animator not
 *  registered); SHEET_ERR_ABI_MISMATCH (struct_size too small).
 *  Allocates nothing, unless the sheet gets more detents than it has held, or a
 *  transition's animator declares more parameters than that transition's has held; a
 *  refusal for a name that no registered animator or parameter has may allocate that
 *  name.
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_update(sheet_engine *engine, sheet_id sheet,
                                    const sheet_config *config, double now);

/** Swaps the sheet's content in place: content_id (any value; 0 means none) with its
 *  height in points (finite, >= 0). On a presented sheet the content transition
 *  cross-fades outgoing and incoming content (frame.outgoing_content_id/_alpha) and a
 *  CONTENT detent moves to the new height in the same motion; on a hidden sheet it
 *  sets what the next present shows. Queues SHEET_EVENT_CONTENT_CHANGED.
 *  Errors: SHEET_ERR_INVALID_HANDLE; SHEET_ERR_INVALID_ARGUMENT.
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_set_content(sheet_engine *engine, sheet_id sheet,
                                         uint64_t content_id, double content_height,
                                         double now);

/** Changes the current content's height (points, finite, >= 0). CONTENT detents
 *  follow with the settle transition, clamped to the available height.
 *  Errors: SHEET_ERR_INVALID_HANDLE; SHEET_ERR_INVALID_ARGUMENT.
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_set_content_height(sheet_engine *engine, sheet_id sheet,
                                                double height, double now);

/** Declares how far the sheet's content scrolls: scrollable_length points (finite,
 *  >= 0; 0 = not scrollable), that is, the content's length less the height it is shown
 *  in. The engine then drives frame.content_offset in [0, scrollable_length] (beyond it
 *  while rubber-banding) and hands drags between the sheet and its content: a drag on
 *  a sheet at its highest detent scrolls the content while it can scroll; a downward
 *  drag with the content at its top moves the sheet; an upward drag at a lower detent
 *  moves the sheet up to the highest detent and then scrolls the content in the same
 *  gesture. A release that scrolled the content hands its velocity to the content,
 *  which decelerates (rate 0.998 per ms) and bounces at its ends. The offset is clamped
 *  into the new range. sheet_set_content resets both to 0.
 *  Errors: SHEET_ERR_INVALID_HANDLE; SHEET_ERR_INVALID_ARGUMENT.
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_set_scroll_extent(sheet_engine *engine, sheet_id sheet,
                                               double scrollable_length, double now);

/** Declares the field of the sheet's content that has the keyboard's focus: y points
 *  from the content's top (the content laid out from the sheet's top edge: add a header
 *  above the content to y) and height points tall; a height of 0 clears it. While a
 *  field has focus, every frame's content_offset is the offset that shows it: the
 *  content's own offset when the field shows, else the least offset that puts the
 *  field's bottom 16 points (Material 3's compact margin) above the footer's top, a
 *  keyboard or the bottom safe area, whichever is highest, worked out from where the
 *  sheet and the keyboard are in that frame; a field taller than the room shows from its
 *  top, 16 points below the sheet's. The offset comes back when the focus goes.
 *  sheet_set_content with another content clears the focus.
 *  Errors: SHEET_ERR_INVALID_HANDLE; SHEET_ERR_INVALID_ARGUMENT (y or height negative
 *  or not finite, a field that ends past the content when its height is set with
 *  sheet_set_content or sheet_set_content_height: that height plus the scroll extent of
 *  sheet_set_scroll_extent; now).
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_set_focus(sheet_engine *engine, sheet_id sheet, double y,
                                       double height, double now);

/** The sheet on top of the engine's stack of presented sheets (the one that receives
 *  pointers), or 0 in *out_sheet when none is presented.
 *  Errors: SHEET_ERR_INVALID_ARGUMENT.
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_engine_top_sheet(const sheet_engine *engine, sheet_id *out_sheet);

/** What assistive technology can say about a sheet and do with it. */
typedef struct sheet_accessibility {
  uint32_t struct_size;        /* set by the host: sizeof(sheet_accessibility) */
  uint32_t actions;            /* mask of SHEET_ACTION_* available now */
  int32_t  detent;             /* as sheet_frame.detent */
  int32_t  detent_count;
  char     value[64];          /* NUL-terminated: "detent 1 of 2", "hidden", "dismissing" */
} sheet_accessibility;

/** Fills *out (the fields its struct_size covers; at least offsetof(sheet_accessibility,
 *  value)) for the sheet as it is now. A struct_size that ends inside value gets the
 *  start of it, NUL-terminated.
 *  Errors: SHEET_ERR_INVALID_HANDLE; SHEET_ERR_INVALID_ARGUMENT (out NULL or too small).
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_get_accessibility(const sheet_engine *engine, sheet_id sheet,
                                               sheet_accessibility *out);

/** Performs one accessibility action (a single SHEET_ACTION_* bit) at `now`: expand
 *  and collapse move one detent with the settle transition, dismiss dismisses with
 *  reason SHEET_REASON_ACCESSIBILITY.
 *  Errors: SHEET_ERR_INVALID_HANDLE; SHEET_ERR_INVALID_ARGUMENT (not one known action,
 *  now); SHEET_ERR_INVALID_STATE (the action is not available now).
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_perform_action(sheet_engine *engine, sheet_id sheet,
                                            uint32_t action, double now);

/* ------------------------------------------------------------------------------------
 * Pointer input
 *
 * Raw pointer events for one sheet. The engine recognises taps and drags (touch_slop),
 * estimates the release velocity (a least-squares fit over the last 100 ms, at least 3
 * samples, zero after a 40 ms pause) and decides where a release goes. A drag is
 * anchored at the touch-down point: once the slop is crossed, top = top at touch-down +
 * (y - y at touch-down) between the edges, rubber-banded past the highest detent (and
 * below the lowest when the sheet is not dismissible). A finger that lands on a moving
 * sheet catches it at once. x and y are viewport points (finite); t is seconds.
 * ---------------------------------------------------------------------------------- */

/** Starts a pointer on `sheet`. *out_hit (may be NULL) receives SHEET_HIT_*: SHEET and
 *  BACKDROP are owned by the engine (send the rest of the stream); PASS_THROUGH and
 *  NONE are not (send it elsewhere).
 *  Errors: SHEET_ERR_INVALID_HANDLE; SHEET_ERR_INVALID_ARGUMENT; SHEET_ERR_INVALID_STATE
 *  (a pointer is already down on this sheet).
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_pointer_down(sheet_engine *engine, sheet_id sheet, double x,
                                          double y, double t, int32_t *out_hit);

/** Moves the pointer that is down on `sheet`.
 *  Errors: SHEET_ERR_INVALID_HANDLE; SHEET_ERR_INVALID_ARGUMENT; SHEET_ERR_INVALID_STATE
 *  (no pointer is down).
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_pointer_move(sheet_engine *engine, sheet_id sheet, double x,
                                          double y, double t);

/** Lifts the pointer: a drag is released (settle or dismiss by the release policy), a
 *  tap on the backdrop applies backdrop_tap.
 *  Errors: as sheet_pointer_move.
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_pointer_up(sheet_engine *engine, sheet_id sheet, double x,
                                        double y, double t);

/** Cancels the pointer (the system took it). Never dismisses: the sheet goes back to the
 *  detent it rested at or was heading to.
 *  Errors: as sheet_pointer_move.
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_pointer_cancel(sheet_engine *engine, sheet_id sheet, double t);

/* ------------------------------------------------------------------------------------
 * Back (ABI 1.4)
 *
 * A back action with progress: Android's predictive back gesture, a browser's close
 * request held, a game pad's B button. The host begins a gesture, reports its progress
 * and cancels or commits it; a commit with no gesture begun is a plain back press. While
 * it goes on, frames follow Material 3's predictive back for bottom sheets: with
 * p = cubic-bezier(0.1, 0.1, 0, 1) at the progress, the sheet's top is 24 * p points
 * lower and its scale 1 - 48 * p / viewport width (48 points narrower at the end). A
 * cancel springs back in 100 ms along cubic-bezier(0.4, 0, 0.2, 1); a commit does
 * back_behavior with reason SHEET_REASON_BACK, its motion starting from the shrunk sheet.
 * A sheet takes a back action while it is presenting, resting or settling: not when it
 * is hidden, switched away, leaving or under a finger, nor with SHEET_BACK_NONE, nor
 * when back would dismiss a sheet that is not dismissible; begin and commit are refused
 * then (SHEET_ERR_INVALID_STATE, saying why), so that the host can hand back elsewhere.
 * A command or a finger on the sheet during a gesture lets the gesture spring back.
 * ---------------------------------------------------------------------------------- */

/** A back gesture began at t.
 *  Errors: SHEET_ERR_INVALID_HANDLE; SHEET_ERR_INVALID_ARGUMENT (t);
 *  SHEET_ERR_INVALID_STATE (a gesture is already in progress; the sheet takes no back
 *  action now).
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_back_begin(sheet_engine *engine, sheet_id sheet, double t);

/** The gesture has gone `progress` of its way, [0, 1], at t.
 *  Errors: SHEET_ERR_INVALID_HANDLE; SHEET_ERR_INVALID_ARGUMENT (progress outside
 *  [0, 1] or not finite, t); SHEET_ERR_INVALID_STATE (no gesture in progress).
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_back_progress(sheet_engine *engine, sheet_id sheet,
                                           double progress, double t);

/** The gesture was cancelled at t: the sheet springs back.
 *  Errors: SHEET_ERR_INVALID_HANDLE; SHEET_ERR_INVALID_ARGUMENT (t);
 *  SHEET_ERR_INVALID_STATE (no gesture in progress).
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_back_cancel(sheet_engine *engine, sheet_id sheet, double t);

/** The gesture was committed at t, or the back button was pressed: back_behavior,
 *  reason SHEET_REASON_BACK. DISMISS dismisses; COLLAPSE settles one detent lower
 *  (DETENT_CHANGED) or, from the lowest, dismisses. A dismissal of a sheet with
 *  confirm_dismiss queues SHEET_EVENT_DISMISS_REQUESTED (reason BACK) instead, and the
 *  sheet springs back.
 *  Errors: SHEET_ERR_INVALID_HANDLE; SHEET_ERR_INVALID_ARGUMENT (t);
 *  SHEET_ERR_INVALID_STATE (the sheet takes no back action now).
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_back_commit(sheet_engine *engine, sheet_id sheet, double t);

/* ------------------------------------------------------------------------------------
 * Output
 * ---------------------------------------------------------------------------------- */

/** Writes the sheet's frame as of the last tick or command to *out (the fields that
 *  out->struct_size covers; at least offsetof(sheet_frame, outgoing_content_id)).
 *  Errors: SHEET_ERR_INVALID_HANDLE; SHEET_ERR_INVALID_ARGUMENT (out NULL or too small).
 *  Thread rule: the engine's thread. */
SHEET_API sheet_status sheet_get_frame(const sheet_engine *engine, sheet_id sheet,
                                       sheet_frame *out);

#ifdef __cplusplus
}
#endif

/* The plugin side (sheet_plugin_host, sheet_plugin_init) has its own header; it is
 * included here so that plugins written against sheet.h alone keep compiling. */
#include "sheet_plugin.h"

#endif /* SHEET_H */
