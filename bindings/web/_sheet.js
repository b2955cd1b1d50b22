// _sheet.js — Sheet: one sheet of an engine, its commands, its pointer stream, its
// frame and what assistive technology can say of it.

import { CONSTANTS, STRUCTS } from './abi.js';
import { choice, describe, finite, int32, refuse, uint64 } from './_checks.js';
import { checkConfigKeys, withConfig } from './_config.js';
import { MAKING_SHEET, internal } from './_internal.js';
import { SheetModule } from './_module.js';
import { ACTION_NAMES, EDGE_NAMES, GESTURE_NAMES, HIT_NAMES, STATE_NAMES, camel } from './_names.js';
import { u64At } from './_u64.js';

/** @typedef {import('./sheet.d.ts').EngineOptions} EngineOptions */
/** @typedef {import('./sheet.d.ts').Frame} Frame */
/** @typedef {import('./_engine.js').Engine} Engine */

const { ACTION, CORNER } = CONSTANTS;

/** A sheet of an engine. Sheet.load() is where everything starts. */
export class Sheet {
  #engine;
  #id;
  #destroyed = false;

  constructor(engine, id, token) {
    if (token !== MAKING_SHEET) throw new TypeError('sheets are made by engine.createSheet()');
    this.#engine = engine;
    this.#id = id;
  }

  /** Loads libsheet.wasm (see SheetModule.load) and returns an engine of it.
   *  @param {string|URL|BufferSource|Response|WebAssembly.Module} [source]
   *  @param {EngineOptions} [options] @returns {Promise<Engine>} */
  static async load(source, options) {
    const module = await SheetModule.load(source);
    return module.createEngine(options);
  }

  /** @returns {bigint} the engine's sheet_id */
  get id() { return this.#id; }
  /** @returns {Engine} */
  get engine() { return this.#engine; }
  get destroyed() { return this.#destroyed; }
  [internal.markDestroyed]() { this.#destroyed = true; }

  #call(name, ...args) { this.#engine[internal.call](name, this.#id, ...args); }

  present(detent = 0, now) {
    this.#call('sheet_present', int32('present', 'detent', detent), finite('present', 'now', now));
  }
  dismiss(now) { this.#call('sheet_dismiss', finite('dismiss', 'now', now)); }
  moveToDetent(detent, now) {
    this.#call('sheet_move_to_detent', int32('moveToDetent', 'detent', detent), finite('moveToDetent', 'now', now));
  }
  /** Gives the sheet a new configuration (createSheet's object) at `now`, whatever it is
   *  doing: keys left out take their defaults, not the sheet's current values. It keeps
   *  its detent by index (else goes to the new highest); a resting sheet settles to the
   *  new height, a moving one is retargeted, one under a finger stays under it. A refused
   *  configuration changes nothing. */
  update(config, now) {
    checkConfigKeys(config, 'update');
    finite('update', 'now', now);
    this.#engine[internal.pointer]('update'); // a destroyed engine refuses before the values are checked
    withConfig(this.#engine.module, config, 'update', (at) => this.#call('sheet_update', at, now));
  }
  /** Swaps the content in place: an id (0: none) and its height in points. */
  setContent(contentId, height, now) {
    const c = 'setContent';
    this.#call('sheet_set_content', uint64(c, 'contentId', contentId), finite(c, 'height', height), finite(c, 'now', now));
  }
  setContentHeight(height, now) {
    this.#call('sheet_set_content_height', finite('setContentHeight', 'height', height), finite('setContentHeight', 'now', now));
  }
  /** How far the content scrolls (its length less the height it is shown in). */
  setScrollExtent(scrollableLength, now) {
    const c = 'setScrollExtent';
    this.#call('sheet_set_scroll_extent', finite(c, 'scrollableLength', scrollableLength), finite(c, 'now', now));
  }
  /** 'expand', 'collapse' or 'dismiss'. */
  performAction(action, now) {
    this.#call('sheet_perform_action', choice('performAction', 'action', ACTION_NAMES, action), finite('performAction', 'now', now));
  }
  /** The field of the content that has the keyboard's focus: y points from the
   *  content's top, height points tall. Every frame's contentOffset then shows it 16
   *  points above the footer, the keyboard or the bottom safe area, whichever is highest.
   *  A height of 0 clears it, as clearFocus does. */
  setFocus(y, height, now) {
    const c = 'setFocus';
    this.#call('sheet_set_focus', finite(c, 'y', y), finite(c, 'height', height), finite(c, 'now', now));
  }
  /** No field has the focus any more: the content's own offset comes back. */
  clearFocus(now) { this.#call('sheet_set_focus', 0, 0, finite('clearFocus', 'now', now)); }

  /** A back gesture began (Android's predictive back, a close request held): the sheet
   *  shrinks with backProgress and springs back with backCancel. Refused (InvalidState)
   *  when the sheet takes no back action now: hand the gesture on. */
  backBegin(now) { this.#call('sheet_back_begin', finite('backBegin', 'now', now)); }
  /** The back gesture has gone `progress` ([0, 1]) of its way. */
  backProgress(progress, now) {
    this.#call('sheet_back_progress', finite('backProgress', 'progress', progress), finite('backProgress', 'now', now));
  }
  backCancel(now) { this.#call('sheet_back_cancel', finite('backCancel', 'now', now)); }
  /** The gesture was committed, or with none begun, back was pressed: the sheet does its
   *  backBehavior with reason 'back'. Refused (InvalidState) when it takes no back action
   *  now. */
  backCommit(now) { this.#call('sheet_back_commit', finite('backCommit', 'now', now)); }

  /** A pointer goes down at (x, y) viewport points, time t seconds. Returns who owns the
   *  stream: 'sheet' or 'backdrop' (send the rest here), 'passThrough' or 'none'. */
  pointerDown(x, y, t) {
    const c = 'pointerDown', out = this.#engine.module[internal.scratch];
    this.#call('sheet_pointer_down', finite(c, 'x', x), finite(c, 'y', y), finite(c, 't', t), out);
    return HIT_NAMES.name(this.#engine.module[internal.view].getInt32(out, true));
  }
  pointerMove(x, y, t) {
    const c = 'pointerMove';
    this.#call('sheet_pointer_move', finite(c, 'x', x), finite(c, 'y', y), finite(c, 't', t));
  }
  pointerUp(x, y, t) {
    const c = 'pointerUp';
    this.#call('sheet_pointer_up', finite(c, 'x', x), finite(c, 'y', y), finite(c, 't', t));
  }
  pointerCancel(t) { this.#call('sheet_pointer_cancel', finite('pointerCancel', 't', t)); }

  /** The frame to draw, as of the last tick or command. Pass `into` (an object from an
   *  earlier call) to have it filled instead of a new one made.
   *  @param {Frame} [into] @returns {Frame} */
  frame(into = {}) {
    if (into === null || typeof into !== 'object') refuse('frame', `frame() fills an object, not ${describe(into)}`);
    const m = this.#engine.module, out = m[internal.scratch], f = STRUCTS.sheet_frame.fields;
    m[internal.view].setUint32(out, STRUCTS.sheet_frame.size, true);
    this.#call('sheet_get_frame', out);
    const v = m[internal.view];
    into.state = STATE_NAMES.name(v.getInt32(out + f.state[0], true));
    into.detent = v.getInt32(out + f.detent[0], true);
    into.top = v.getFloat64(out + f.top[0], true);
    into.height = v.getFloat64(out + f.height[0], true);
    into.opacity = v.getFloat64(out + f.opacity[0], true);
    into.scale = v.getFloat64(out + f.scale[0], true);
    into.backdropAlpha = v.getFloat64(out + f.backdrop_alpha[0], true);
    into.cornerRadius = v.getFloat64(out + f.corner_radius[0], true);
    into.progress = v.getFloat64(out + f.progress[0], true);
    into.contentOffset = v.getFloat64(out + f.content_offset[0], true);
    into.contentId = u64At(v, out + f.content_id[0]);
    into.outgoingContentId = u64At(v, out + f.outgoing_content_id[0]);
    into.contentAlpha = v.getFloat64(out + f.content_alpha[0], true);
    into.outgoingContentAlpha = v.getFloat64(out + f.outgoing_content_alpha[0], true);
    into.velocity = v.getFloat64(out + f.velocity[0], true);
    into.gestureOwner = GESTURE_NAMES.name(v.getInt32(out + f.gesture_owner[0], true));
    into.grabberVisible = v.getInt32(out + f.grabber_visible[0], true) !== 0;
    into.overlayAlpha = v.getFloat64(out + f.overlay_alpha[0], true);
    into.scrollExtent = v.getFloat64(out + f.scroll_extent[0], true);
    // The page behind, the same in every sheet's frame: an object of its own, refilled.
    const background = into.background !== null && typeof into.background === 'object' ? into.background : (into.background = {});
    background.scale = v.getFloat64(out + f.background_scale[0], true);
    background.offset = v.getFloat64(out + f.background_offset[0], true);
    background.cornerRadius = v.getFloat64(out + f.background_corner_radius[0], true);
    into.footerTop = v.getFloat64(out + f.footer_top[0], true);
    // The sheet as drawn and the corners to round: objects of their own, refilled too.
    const rect = into.rect !== null && typeof into.rect === 'object' ? into.rect : (into.rect = {});
    const r = out + f.rect[0], rf = STRUCTS.sheet_rect.fields;
    rect.x = v.getFloat64(r + rf.x[0], true);
    rect.y = v.getFloat64(r + rf.y[0], true);
    rect.width = v.getFloat64(r + rf.width[0], true);
    rect.height = v.getFloat64(r + rf.height[0], true);
    into.edge = EDGE_NAMES.name(v.getInt32(out + f.edge[0], true));
    const corners = into.corners !== null && typeof into.corners === 'object' ? into.corners : (into.corners = {});
    const mask = v.getUint32(out + f.corners[0], true);
    corners.topLeft = (mask & CORNER.TOP_LEFT) !== 0;
    corners.topRight = (mask & CORNER.TOP_RIGHT) !== 0;
    corners.bottomRight = (mask & CORNER.BOTTOM_RIGHT) !== 0;
    corners.bottomLeft = (mask & CORNER.BOTTOM_LEFT) !== 0;
    return into;
  }

  /** What assistive technology can say and do: { actions: ['expand', ...], detent,
   *  detentCount, value: 'detent 1 of 2' }. */
  accessibility() {
    const m = this.#engine.module, out = m[internal.scratch], layout = STRUCTS.sheet_accessibility, f = layout.fields;
    m[internal.view].setUint32(out, layout.size, true);
    this.#call('sheet_get_accessibility', out);
    const v = m[internal.view];
    const mask = v.getUint32(out + f.actions[0], true);
    return {
      actions: Object.entries(ACTION).filter(([, bit]) => mask & bit).map(([name]) => camel(name)),
      detent: v.getInt32(out + f.detent[0], true),
      detentCount: v.getInt32(out + f.detent_count[0], true),
      value: m[internal.string](out + f.value[0]),
    };
  }

  /** Destroys the sheet at once; the Sheet refuses every call afterwards. */
  destroy() {
    this.#call('sheet_destroy');
    this.#destroyed = true;
    this.#engine[internal.forget](this);
  }
}
