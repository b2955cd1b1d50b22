// _engine.js — Engine: one engine of a module, with its viewport, its sheets, its
// animators and its event queue.

import { CONSTANTS, STRUCTS } from './abi.js';
import { choice, describe, finite, noNul, refuse } from './_checks.js';
import { checkConfigKeys, withConfig } from './_config.js';
import { InvalidState, STATUS_NAMES, errorFor } from './_errors.js';
import { MAKING_ENGINE, MAKING_SHEET, internal } from './_internal.js';
import { DIRECTION_NAMES, EVENT_NAMES, FAILURE_NAMES, REASON_NAMES } from './_names.js';
import { Sheet } from './_sheet.js';
import { u64At } from './_u64.js';

// The types of what goes in and out (frames, events, configurations) are declared once,
// in sheet.d.ts.
/** @typedef {import('./sheet.d.ts').SheetEvent} SheetEvent */
/** @typedef {import('./_module.js').SheetModule} SheetModule */

const { STATUS } = CONSTANTS;

const finalizer = typeof FinalizationRegistry === 'function'
  ? new FinalizationRegistry(({ module, pointer }) => module.exports.sheet_engine_destroy(pointer))
  : null;

/** One engine: a viewport, its sheets, its animators and its event queue. */
export class Engine {
  #module;
  #pointer;
  #sheets = new Map();    // id -> Sheet
  #retired = new Map();   // destroyed sheets, until the events about them are taken
  #viewport = null;
  #layoutDirection = 'ltr';
  /** What JavaScript animators threw, oldest first: { animator, phase, error }. */
  animatorErrors = [];

  constructor(module, pointer, token) {
    if (token !== MAKING_ENGINE) throw new TypeError('use Sheet.load() or SheetModule.createEngine()');
    this.#module = module;
    this.#pointer = pointer;
    finalizer?.register(this, { module, pointer }, this);
  }

  [internal.configure]({ viewport, layoutDirection, reduceMotion, maxMotionDuration, ...rest } = {}) {
    for (const key of Object.keys(rest)) refuse('createEngine', `unknown engine option '${key}'`);
    if (viewport !== undefined) {
      if (!Array.isArray(viewport)) refuse('createEngine', 'viewport must be [width, height, safeTop, safeBottom]');
      this.setViewport(...viewport);
    }
    if (layoutDirection !== undefined) this.setLayoutDirection(layoutDirection);
    if (reduceMotion !== undefined) this.setReduceMotion(reduceMotion);
    if (maxMotionDuration !== undefined) this.setMaxMotionDuration(maxMotionDuration);
  }

  /** @returns {SheetModule} */
  get module() { return this.#module; }
  get destroyed() { return this.#pointer === 0; }
  /** The last viewport set: { width, height, safeTop, safeBottom }, or null. */
  get viewport() { return this.#viewport; }
  /** Which way lines run: 'ltr' (the engine's default) or 'rtl', as last set. */
  get layoutDirection() { return this.#layoutDirection; }

  // Calls a sheet_* function with the engine first; a refusal throws its sentence.
  [internal.call](name, ...args) {
    const pointer = this[internal.pointer](name);
    const status = this.#module.exports[name](pointer, ...args);
    if (status !== STATUS.OK) {
      const sentence = this.#module[internal.string](this.#module.exports.sheet_engine_last_error(pointer));
      throw errorFor(status, sentence || `${name} refused (${STATUS_NAMES[status] ?? status})`, name);
    }
  }
  [internal.pointer](call) {
    if (this.#pointer === 0) throw new InvalidState('the engine was destroyed', STATUS.INVALID_STATE, call);
    return this.#pointer;
  }

  /** Sets the viewport in points; safe areas are insets. */
  setViewport(width, height, safeTop = 0, safeBottom = 0) {
    const c = 'setViewport';
    this[internal.call]('sheet_engine_set_viewport', finite(c, 'width', width), finite(c, 'height', height),
      finite(c, 'safeTop', safeTop), finite(c, 'safeBottom', safeBottom));
    this.#viewport = { width, height, safeTop, safeBottom };
  }
  /** Something covering the bottom of the viewport (an on-screen keyboard), in points. */
  setObstruction(bottomHeight, now) {
    this[internal.call]('sheet_engine_set_obstruction', finite('setObstruction', 'bottomHeight', bottomHeight),
      finite('setObstruction', 'now', now));
  }
  /** 'ltr' or 'rtl': which side the leading and trailing edges and alignments are. Sheets
   *  it moves are mirrored at once, each where it was along its axis. */
  setLayoutDirection(direction) {
    this[internal.call]('sheet_engine_set_layout_direction', choice('setLayoutDirection', 'direction', DIRECTION_NAMES, direction));
    this.#layoutDirection = direction;
  }
  setReduceMotion(enabled) {
    if (typeof enabled !== 'boolean') refuse('setReduceMotion', `enabled must be a boolean, not ${describe(enabled)}`);
    this[internal.call]('sheet_engine_set_reduce_motion', enabled ? 1 : 0);
  }
  setMaxMotionDuration(seconds) {
    this[internal.call]('sheet_engine_set_max_motion_duration', finite('setMaxMotionDuration', 'seconds', seconds));
  }
  /** Advances every motion to `now` (seconds on the host's clock). */
  tick(now) { this[internal.call]('sheet_engine_tick', finite('tick', 'now', now)); }
  /** Whether any sheet is moving (keep ticking). */
  get isAnimating() {
    const out = this.#module[internal.scratch];
    this[internal.call]('sheet_engine_is_animating', out);
    return this.#module[internal.view].getInt32(out, true) !== 0;
  }
  /** Ticks at `hz` from `now` until nothing moves (or `limit` seconds pass); returns the
   *  last time ticked. For tests and for hosts without a display. */
  runUntilIdle(now, hz = 60, limit = 30) {
    finite('runUntilIdle', 'now', now);
    finite('runUntilIdle', 'hz', hz);
    const end = now + limit;
    let t = now, frame = 0;
    while (this.isAnimating && t < end) {
      frame++;
      t = now + frame / hz;
      this.tick(t);
    }
    return t;
  }

  /** The oldest queued event, or null.
   *  @returns {SheetEvent|null} */
  pollEvent() {
    const pointer = this[internal.pointer]('pollEvent');
    const m = this.#module, out = m[internal.scratch], f = STRUCTS.sheet_event.fields;
    m[internal.view].setUint32(out, STRUCTS.sheet_event.size, true);
    if (m.exports.sheet_engine_poll_event(pointer, out) !== 1) {
      const sentence = m[internal.string](m.exports.sheet_engine_last_error(pointer));
      if (sentence) throw new InvalidState(sentence, STATUS.INVALID_STATE, 'sheet_engine_poll_event');
      this.#retired.clear();
      return null;
    }
    const v = m[internal.view];
    const id = v.getBigUint64(out + f.sheet[0], true);
    const animator = v.getInt32(out + f.animator[0], true);
    return {
      type: EVENT_NAMES.name(v.getInt32(out + f.type[0], true)),
      sheet: this.#sheets.get(id) ?? this.#retired.get(id) ?? null,
      sheetId: id,
      time: v.getFloat64(out + f.time[0], true),
      detent: v.getInt32(out + f.detent[0], true),
      fromDetent: v.getInt32(out + f.from_detent[0], true),
      reason: REASON_NAMES.name(v.getInt32(out + f.reason[0], true)),
      userTag: u64At(v, out + f.user_tag[0]),
      contentId: u64At(v, out + f.content_id[0]),
      droppedCount: Number(v.getBigUint64(out + f.dropped_count[0], true)),
      animator: animator >= 0 ? m[internal.string](m.exports.sheet_engine_animator_name(pointer, animator)) : null,
      failure: FAILURE_NAMES.name(v.getInt32(out + f.failure[0], true)),
    };
  }
  /** Takes every queued event, oldest first. @returns {SheetEvent[]} */
  drainEvents() {
    const events = [];
    for (let event = this.pollEvent(); event; event = this.pollEvent()) events.push(event);
    return events;
  }

  /** The sheet on top of the stack of presented sheets, or null. */
  get topSheet() {
    const out = this.#module[internal.scratch];
    this[internal.call]('sheet_engine_top_sheet', out);
    const id = this.#module[internal.view].getBigUint64(out, true);
    return this.#sheets.get(id) ?? null;
  }
  /** Every sheet of this engine that is not destroyed. @returns {Sheet[]} */
  get sheets() { return [...this.#sheets.values()]; }

  /** The registered animators: [{ name, params: [{ name, default, min, max }] }]. */
  get animators() {
    const m = this.#module, pointer = this[internal.pointer]('animators'), out = m[internal.scratch], f = STRUCTS.sheet_param_spec.fields;
    const result = [];
    const count = m.exports.sheet_engine_animator_count(pointer) >>> 0;
    for (let i = 0; i < count; i++) {
      const params = [];
      const paramCount = m.exports.sheet_engine_animator_param_count(pointer, i) >>> 0;
      for (let j = 0; j < paramCount; j++) {
        this[internal.call]('sheet_engine_animator_param', i, j, out);
        const v = m[internal.view];
        params.push({
          name: m[internal.string](v.getUint32(out + f.name[0], true)), default: v.getFloat64(out + f.default_value[0], true),
          min: v.getFloat64(out + f.min_value[0], true), max: v.getFloat64(out + f.max_value[0], true),
        });
      }
      result.push({ name: m[internal.string](m.exports.sheet_engine_animator_name(pointer, i)), params });
    }
    return result;
  }

  /**
   * Registers an animator written in JavaScript under `name`, usable by every sheet
   * created afterwards (`present: { animator: name, params: {...} }`).
   *
   * definition.create(motion, params) is called when a motion starts, with
   * { kind, from, to, velocity, viewportHeight } (visuals are { top, opacity,
   * backdropAlpha, scale }) and the parameter values by name; it returns an object whose
   * sample(elapsed) gives { top, opacity?, backdropAlpha?, scale?, velocity?, finished }
   * each tick (seconds since the motion began; left-out fields keep the motion's end
   * values) and whose optional destroy() is called when the motion ends.
   * definition.release(), if given, is called once, when the engine is destroyed.
   * An exception, or a value that is not a finite number, never reaches the engine as
   * such: the motion is finished by the engine's spring, an 'animatorFailed' event is
   * queued, and what was thrown is kept in animatorErrors.
   *
   * @param {string} name
   * @param {{params?: {name: string, default: number, min: number, max: number}[],
   *          create: Function, release?: Function}} definition
   */
  registerAnimator(name, definition) {
    const c = 'registerAnimator';
    if (typeof name !== 'string') refuse(c, `the animator's name must be a string, not ${describe(name)}`);
    noNul(c, "the animator's name", name);
    if (definition === null || typeof definition !== 'object' || typeof definition.create !== 'function') {
      refuse(c, 'the definition must be an object with a create(motion, params) function');
    }
    if (definition.release !== undefined && typeof definition.release !== 'function') refuse(c, 'release must be a function');
    const params = definition.params ?? [];
    if (!Array.isArray(params)) refuse(c, 'params must be an array of { name, default, min, max }');
    if (params.length > CONSTANTS.MAX.PARAMS) refuse(c, `an animator declares at most ${CONSTANTS.MAX.PARAMS} parameters, not ${params.length}`);
    for (const [i, p] of params.entries()) {
      if (p === null || typeof p !== 'object' || typeof p.name !== 'string') refuse(c, `params[${i}] must be { name, default, min, max }`);
      noNul(c, `params[${i}].name`, p.name);
      for (const key of ['default', 'min', 'max']) finite(c, `params[${i}].${key}`, p[key]);
    }
    const m = this.#module, pointer = this[internal.pointer](c), spec = STRUCTS.sheet_param_spec;
    const strings = [];
    let specs = 0;
    const token = m[internal.animators].register(this, name, params.map((p) => p.name), definition);
    try {
      const namePointer = m[internal.cString](name);
      strings.push(namePointer);
      if (params.length) {
        specs = m[internal.malloc](spec.size * params.length);
        for (const [i, p] of params.entries()) {
          const at = specs + i * spec.size;
          const paramName = m[internal.cString](p.name);
          strings.push(paramName);
          const v = m[internal.view];
          v.setUint32(at + spec.fields.name[0], paramName, true);
          v.setFloat64(at + spec.fields.default_value[0], p.default, true);
          v.setFloat64(at + spec.fields.min_value[0], p.min, true);
          v.setFloat64(at + spec.fields.max_value[0], p.max, true);
        }
      }
      const status = m.exports.sheet_js_register_animator(pointer, namePointer, specs, params.length, token);
      if (status !== STATUS.OK) {
        const sentence = m[internal.string](m.exports.sheet_engine_last_error(pointer));
        throw errorFor(status, sentence || `registering animator '${name}' failed (${STATUS_NAMES[status]})`, 'sheet_engine_register_animator');
      }
    } catch (error) {
      m[internal.animators].drop(token); // refused: the engine never calls release
      throw error;
    } finally {
      for (const s of strings) m[internal.free](s);
      m[internal.free](specs);
    }
  }

  /**
   * Creates a hidden sheet. Every key is optional; unknown keys are refused.
   * detents: [{ points: h } | { fraction: f } | 'content'], lowest first;
   * backdropTap 'dismiss' | 'collapse' | 'detent' (to backdropTapDetent) | 'none';
   * stack 'push' | 'switch' | 'replace'; grabber 'auto' | 'show' | 'hide';
   * contentInteraction 'resizes' | 'scrolls'; keyboard 'rise' | 'extend' | 'fill';
   * backBehavior 'dismiss' | 'collapse' | 'none'; edge 'bottom' | 'top' | 'leading' |
   * 'trailing'; crossAlignment 'center' | 'leading' | 'trailing'; wideLayout 'same' |
   * 'floatingLeading' | 'sideTrailing' | 'centered'; present, dismiss, settle, content:
   * { animator: name, params: { name: value } }; the numbers and flags are sheet_config's.
   * @returns {Sheet}
   */
  createSheet(config = {}) {
    checkConfigKeys(config, 'createSheet');
    this[internal.pointer]('createSheet'); // a destroyed engine refuses before the values are checked
    const m = this.#module;
    const id = withConfig(m, config, 'createSheet', (at) => {
      const out = m[internal.scratch];
      this[internal.call]('sheet_create', at, out);
      return m[internal.view].getBigUint64(out, true);
    });
    const sheet = new Sheet(this, id, MAKING_SHEET);
    this.#sheets.set(id, sheet);
    return sheet;
  }

  [internal.forget](sheet) {
    this.#sheets.delete(sheet.id);
    this.#retired.set(sheet.id, sheet);
  }

  /** Destroys the engine and its sheets; JavaScript animators' instances are destroyed
   *  and their registrations released. Calling it again does nothing. */
  destroy() {
    if (this.#pointer === 0) return;
    if (this.#module[internal.animators].running) {
      throw new InvalidState('an engine cannot be destroyed from inside one of its animators', STATUS.INVALID_STATE, 'destroy');
    }
    const pointer = this.#pointer;
    this.#pointer = 0;
    finalizer?.unregister(this);
    this.#module.exports.sheet_engine_destroy(pointer);
    for (const sheet of this.#sheets.values()) sheet[internal.markDestroyed]();
    this.#sheets.clear();
    this.#retired.clear();
  }
}
