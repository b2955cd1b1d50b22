// sheet.js — libsheet from JavaScript: libsheet.wasm (the engine's C ABI, sheet.h,
// built for WebAssembly) behind engines, sheets, plain-object frames and events, and
// errors that carry the engine's sentences. An ES module with no dependencies, for
// browsers and Node.js alike.
//
//   import { Sheet } from './sheet.js';
//   const engine = await Sheet.load('libsheet.wasm');
//   engine.setViewport(390, 844, 47, 34);
//   const sheet = engine.createSheet({ detents: [{ fraction: 0.5 }, { fraction: 1 }] });
//   sheet.present(0, performance.now() / 1000);
//   // each animation frame: engine.tick(now); const { top } = sheet.frame();
//
// Everything the engine is handed is checked here first (types, finiteness, integer
// ranges, sheets of another engine), so no JavaScript value reaches the module's memory
// in a shape the C ABI did not promise to take. The engine checks the rest (ranges,
// states) and its refusal becomes a SheetError with its sentence.

import { ABI_VERSION, CONSTANTS, STRUCTS, offsetOf } from './abi.js';

// What the binding's classes use of each other, keyed by symbols so that none of it is
// part of the API a page sees (an engine has no `call` method to stumble on).
// Engines and sheets are made by the binding only: their constructors want these.
const MAKING_ENGINE = Symbol('making an engine');
const MAKING_SHEET = Symbol('making a sheet');
const internal = Object.freeze(Object.fromEntries([
  'call', 'pointer', 'configure', 'forget', 'markDestroyed', 'scratch', 'view', 'malloc', 'free', 'string',
  'cString', 'readVisual', 'addRegistration', 'dropRegistration', 'callbackDepth',
].map((name) => [name, Symbol(name)])));

const { STATUS, STATE, DETENT, TAP, HIT, EVENT, REASON, STACK, GRABBER, GESTURE, ACTION, MOTION, FAILURE } =
  CONSTANTS;

// ---- names ---------------------------------------------------------------------------
// The strings a JavaScript caller sees are sheet.h's constant names in camelCase
// (SHEET_EVENT_WILL_PRESENT is 'willPresent'), derived from abi.js rather than written
// again.
const camel = (name) => name.toLowerCase().replace(/_([a-z])/g, (_, c) => c.toUpperCase());
function names(group) {
  const byValue = [];
  const byName = new Map();
  for (const [name, value] of Object.entries(group)) {
    byValue[value] = camel(name);
    byName.set(camel(name), value);
  }
  return { name: (value) => byValue[value] ?? `unknown(${value})`, value: byName };
}
const STATE_NAMES = names(STATE);
const EVENT_NAMES = names(EVENT);
const REASON_NAMES = names(REASON);
const HIT_NAMES = names(HIT);
const GESTURE_NAMES = names(GESTURE);
const FAILURE_NAMES = names(FAILURE);
const MOTION_NAMES = names(MOTION);
const TAP_NAMES = names(TAP);
const STACK_NAMES = names(STACK);
const GRABBER_NAMES = names(GRABBER);
const ACTION_NAMES = names(ACTION);

// ---- errors --------------------------------------------------------------------------

/** A call the engine (or this binding, before the engine) refused. `message` is the
 *  engine's sentence (sheet_engine_last_error), `status` its sheet_status and
 *  `statusName` that status's name in sheet.h ("SHEET_ERR_INVALID_ARGUMENT"). */
export class SheetError extends Error {
  constructor(message, status, call) {
    super(message);
    this.name = new.target.name;
    /** @type {number} */
    this.status = status;
    /** @type {string} */
    this.statusName = STATUS_NAMES[status] ?? 'SHEET_ERR_UNKNOWN';
    /** The C function that refused, or the binding's method that checked first. */
    this.call = call;
  }
}
export class InvalidArgument extends SheetError {}
export class InvalidHandle extends SheetError {}
export class InvalidState extends SheetError {}
export class NotFound extends SheetError {}
export class AlreadyExists extends SheetError {}
export class AbiMismatch extends SheetError {}
export class PluginError extends SheetError {}
export class CapacityError extends SheetError {}
export class OutOfMemory extends SheetError {}

const STATUS_NAMES = Object.fromEntries(
  Object.entries(STATUS).map(([name, value]) => [value, value === 0 ? 'SHEET_OK' : `SHEET_ERR_${name}`]));
const ERROR_CLASSES = {
  [STATUS.INVALID_ARGUMENT]: InvalidArgument, [STATUS.INVALID_HANDLE]: InvalidHandle,
  [STATUS.INVALID_STATE]: InvalidState, [STATUS.NOT_FOUND]: NotFound,
  [STATUS.ALREADY_EXISTS]: AlreadyExists, [STATUS.ABI_MISMATCH]: AbiMismatch,
  [STATUS.PLUGIN]: PluginError, [STATUS.CAPACITY]: CapacityError,
  [STATUS.OUT_OF_MEMORY]: OutOfMemory,
};

/** The SheetError subclass for a status, with the sentence. */
export function errorFor(status, message, call) {
  const Class = ERROR_CLASSES[status] ?? SheetError;
  return new Class(message, status, call);
}

// ---- argument checks -----------------------------------------------------------------
const INT32_MIN = -0x80000000, INT32_MAX = 0x7fffffff;
const refuse = (call, message) => { throw new InvalidArgument(message, STATUS.INVALID_ARGUMENT, call); };
function finite(call, what, value) {
  if (typeof value !== 'number') refuse(call, `${what} must be a number, not ${describe(value)}`);
  if (!Number.isFinite(value)) refuse(call, `${what} must be finite, not ${value}`);
  return value;
}
function int32(call, what, value) {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < INT32_MIN || value > INT32_MAX) {
    refuse(call, `${what} must be an integer in the 32-bit range, not ${describe(value)}`);
  }
  return value;
}
function uint64(call, what, value) {
  if (typeof value === 'bigint') {
    if (value >= 0n && value < 1n << 64n) return value;
  } else if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) {
    return BigInt(value);
  }
  return refuse(call, `${what} must be a non-negative safe integer or a BigInt below 2^64, not ${describe(value)}`);
}
function choice(call, what, table, value) {
  if (typeof value !== 'string' || !table.value.has(value)) {
    refuse(call, `${what} must be one of ${[...table.value.keys()].map((k) => `'${k}'`).join(', ')}, not ${describe(value)}`);
  }
  return table.value.get(value);
}
// C strings end at the first NUL: a name with one inside would reach the engine cut
// short, naming something else.
function noNul(call, what, text) {
  if (text.includes('\0')) refuse(call, `${what} must not contain a NUL character`);
}
function describe(value) {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}
// A uint64 read back: a Number while it is exact, else the BigInt. Read as two halves:
// frames are read every animation frame, and the common case then makes no BigInt.
function u64At(view, at) {
  const high = view.getUint32(at + 4, true);
  if (high < 0x200000) return high * 0x100000000 + view.getUint32(at, true);
  return view.getBigUint64(at, true);
}

// ---- WASI ----------------------------------------------------------------------------
// The module imports a few WASI functions (its C library's stdio). Nothing in the engine
// writes to a file; what reaches fd_write anyway goes to the console, and every other
// WASI function answers ENOSYS, so a module that imports more still instantiates.
const WASI_ERRNO_BADF = 8, WASI_ERRNO_NOSYS = 52, WASI_ERRNO_SPIPE = 70;
function wasiImports(module, memoryOf) {
  const pending = { 1: '', 2: '' };
  const decoder = new TextDecoder();
  const known = {
    fd_write(fd, iovs, iovCount, outWritten) {
      if (fd !== 1 && fd !== 2) return WASI_ERRNO_BADF;
      const view = new DataView(memoryOf().buffer);
      let written = 0;
      for (let i = 0; i < iovCount; i++) {
        const base = view.getUint32(iovs + 8 * i, true), length = view.getUint32(iovs + 8 * i + 4, true);
        pending[fd] += decoder.decode(new Uint8Array(memoryOf().buffer, base, length));
        written += length;
      }
      const lines = pending[fd].split('\n');
      pending[fd] = lines.pop();
      for (const line of lines) (fd === 2 ? console.error : console.log)(`libsheet: ${line}`);
      view.setUint32(outWritten, written, true);
      return 0;
    },
    fd_close: () => WASI_ERRNO_BADF,
    fd_seek: () => WASI_ERRNO_SPIPE,
    proc_exit(code) { throw new Error(`libsheet.wasm exited with status ${code}`); },
  };
  const wasi = {};
  for (const { module: from, name, kind } of WebAssembly.Module.imports(module)) {
    if (from === 'wasi_snapshot_preview1' && kind === 'function') wasi[name] = known[name] ?? (() => WASI_ERRNO_NOSYS);
  }
  return wasi;
}

// ---- loading -------------------------------------------------------------------------
const DEFAULT_WASM = new URL('../../build/wasm32/libsheet.wasm', import.meta.url);
const isNode = typeof process !== 'undefined' && process.versions?.node != null;

async function compile(source) {
  if (source instanceof WebAssembly.Module) return source;
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return WebAssembly.compile(source);
  if (typeof Response !== 'undefined' && source instanceof Response) {
    if (!source.ok) throw new Error(`libsheet.wasm: ${source.url}: HTTP ${source.status}`);
    return WebAssembly.compile(await source.arrayBuffer());
  }
  if (typeof source === 'string' || source instanceof URL) {
    const url = new URL(source, isNode ? `file://${process.cwd()}/` : globalThis.location?.href);
    if (url.protocol === 'file:' && isNode) {
      const { readFile } = await import('node:fs/promises');
      return WebAssembly.compile(await readFile(url));
    }
    return compile(await fetch(url));
  }
  throw new TypeError(`Sheet.load takes a URL, a path, bytes, a Response or a WebAssembly.Module, not ${describe(source)}`);
}

/**
 * One instance of libsheet.wasm: its memory holds every engine made from it. Most pages
 * need one engine and use Sheet.load; SheetModule.load and createEngine make more.
 */
export class SheetModule {
  #exports;
  #memory;
  #view = null;
  #scratch;
  #nextToken = 0;
  #registrations = new Map(); // token -> { engine, name, names, definition }
  #nextInstance = 0;
  #instances = new Map();     // handle -> { instance, registration }
  /** How deep the engine's calls into JavaScript animators are nested right now. */
  [internal.callbackDepth] = 0;

  /** Compiles and instantiates libsheet.wasm from a URL, a file path (Node.js), bytes,
   *  a fetch Response or a compiled WebAssembly.Module; by default the repository's
   *  build/wasm32/libsheet.wasm next to this file.
   *  @param {string|URL|BufferSource|Response|WebAssembly.Module} [source]
   *  @returns {Promise<SheetModule>} */
  static async load(source = DEFAULT_WASM) {
    const module = await compile(await source);
    return new SheetModule(module, SheetModule.#token);
  }

  static #token = Symbol('SheetModule');

  constructor(module, token) {
    if (token !== SheetModule.#token) throw new TypeError('use SheetModule.load() or Sheet.load()');
    const instance = new WebAssembly.Instance(module, {
      wasi_snapshot_preview1: wasiImports(module, () => this.#memory),
      env: this.#animatorImports(),
    });
    this.#exports = instance.exports;
    this.#memory = instance.exports.memory;
    this.#exports._initialize?.();
    const abi = this.#exports.sheet_abi_version() >>> 0;
    if (abi >>> 16 !== ABI_VERSION >>> 16) {
      throw new AbiMismatch(`libsheet.wasm has ABI ${abi >>> 16}.${abi & 0xffff}; this binding speaks ${ABI_VERSION >>> 16}.x`,
        STATUS.ABI_MISMATCH, 'sheet_abi_version');
    }
    if (typeof this.#exports.sheet_js_register_animator !== 'function') {
      throw new AbiMismatch('libsheet.wasm lacks sheet_js_register_animator: build it with scripts/build-wasm',
        STATUS.ABI_MISMATCH, 'SheetModule.load');
    }
    // One block for the out-parameters and structs of every call, reused: the engine is
    // used from one thread, and nothing here keeps a pointer past the call.
    this.#scratch = this[internal.malloc](512);
  }

  /** @returns {string} the library's version, "1.2.0" */
  get version() { return this[internal.string](this.#exports.sheet_version_string()); }
  /** @returns {number} the module's SHEET_ABI_VERSION */
  get abiVersion() { return this.#exports.sheet_abi_version() >>> 0; }
  /** How many JavaScript animator registrations the module still holds (each is
   *  dropped when its engine is destroyed). */
  get liveRegistrations() { return this.#registrations.size; }

  /** A new engine in this module's memory.
   *  @param {EngineOptions} [options] @returns {Engine} */
  createEngine(options = {}) {
    const out = this.#scratch;
    const status = this.#exports.sheet_engine_create(out);
    if (status !== STATUS.OK) throw errorFor(status, 'sheet_engine_create failed: the module is out of memory', 'sheet_engine_create');
    const engine = new Engine(this, this[internal.view].getUint32(out, true), MAKING_ENGINE);
    try {
      engine[internal.configure](options);
    } catch (error) {
      engine.destroy();
      throw error;
    }
    return engine;
  }

  // -- memory, for Engine and Sheet --
  get exports() { return this.#exports; }
  get [internal.scratch]() { return this.#scratch; }
  get [internal.view]() {
    // The buffer is replaced whenever the memory grows; a view of the old one reads zeros.
    if (this.#view === null || this.#view.buffer !== this.#memory.buffer) this.#view = new DataView(this.#memory.buffer);
    return this.#view;
  }
  [internal.malloc](bytes) {
    const pointer = this.#exports.malloc(bytes);
    if (pointer === 0) throw new OutOfMemory(`libsheet.wasm could not allocate ${bytes} bytes`, STATUS.OUT_OF_MEMORY, 'malloc');
    return pointer;
  }
  [internal.free](pointer) { if (pointer) this.#exports.free(pointer); }
  [internal.string](pointer) {
    if (!pointer) return null;
    const bytes = new Uint8Array(this.#memory.buffer, pointer);
    let end = 0;
    while (bytes[end] !== 0) end++;
    return new TextDecoder().decode(bytes.subarray(0, end));
  }
  /** Copies a string into the module's memory, NUL-terminated; the caller frees it. */
  [internal.cString](text) {
    const bytes = new TextEncoder().encode(text);
    const pointer = this[internal.malloc](bytes.length + 1);
    new Uint8Array(this.#memory.buffer, pointer, bytes.length + 1).set([...bytes, 0]);
    return pointer;
  }
  [internal.readVisual](pointer) {
    const v = this[internal.view], f = STRUCTS.sheet_visual.fields;
    return {
      top: v.getFloat64(pointer + f.top[0], true), opacity: v.getFloat64(pointer + f.opacity[0], true),
      backdropAlpha: v.getFloat64(pointer + f.backdrop_alpha[0], true), scale: v.getFloat64(pointer + f.scale[0], true),
    };
  }

  // -- JavaScript animators --
  /** Registers `definition` for `engine` under a new token; returns the token. */
  [internal.addRegistration](engine, name, paramNames, definition) {
    const token = this.#nextToken = nextHandle(this.#nextToken, this.#registrations);
    this.#registrations.set(token, { engine, name, names: paramNames, definition });
    return token;
  }
  [internal.dropRegistration](token) { this.#registrations.delete(token); }

  // The four imports of bindings/web/wasm/sheet_js.h. None may throw into the module:
  // every failure becomes SHEET_ERR_PLUGIN, which the engine turns into
  // SHEET_EVENT_ANIMATOR_FAILED while a built-in finishes the motion.
  #animatorImports() {
    const fail = (registration, phase, error) => {
      registration?.engine.animatorErrors.push({ animator: registration.name, phase, error });
      return STATUS.PLUGIN;
    };
    return {
      sheet_js_animator_create: (token, motionPointer, values, count, outInstance) => {
        const registration = this.#registrations.get(token >>> 0);
        if (!registration) return STATUS.PLUGIN;
        this[internal.callbackDepth]++;
        try {
          const v = this[internal.view], m = STRUCTS.sheet_motion.fields;
          const motion = {
            kind: MOTION_NAMES.name(v.getInt32(motionPointer + m.kind[0], true)),
            from: this[internal.readVisual](motionPointer + m.from[0]),
            to: this[internal.readVisual](motionPointer + m.to[0]),
            velocity: v.getFloat64(motionPointer + m.velocity[0], true),
            viewportHeight: v.getFloat64(motionPointer + m.viewport_height[0], true),
          };
          const params = {};
          for (let i = 0; i < count && i < registration.names.length; i++) {
            params[registration.names[i]] = this[internal.view].getFloat64(values + 8 * i, true);
          }
          const instance = registration.definition.create(motion, params);
          if (instance === null || typeof instance !== 'object' || typeof instance.sample !== 'function') {
            throw new TypeError(`the create of animator '${registration.name}' returned ${describe(instance)}, which has no sample(elapsed) method`);
          }
          const handle = this.#nextInstance = nextHandle(this.#nextInstance, this.#instances);
          this.#instances.set(handle, { instance, registration, to: motion.to });
          this[internal.view].setUint32(outInstance, handle, true);
          return STATUS.OK;
        } catch (error) {
          return fail(registration, 'create', error);
        } finally {
          this[internal.callbackDepth]--;
        }
      },
      sheet_js_animator_sample: (handle, elapsed, out, outVelocity, outFinished) => {
        const entry = this.#instances.get(handle >>> 0);
        if (!entry) return STATUS.PLUGIN;
        this[internal.callbackDepth]++;
        try {
          const sample = entry.instance.sample(elapsed);
          if (sample === null || typeof sample !== 'object') {
            throw new TypeError(`sample returned ${describe(sample)}, not { top, opacity, backdropAlpha, scale, velocity, finished }`);
          }
          // Fields left out keep the motion's end values; a value that is not a finite
          // number reaches the engine as it is, and the engine cuts the motion off.
          const v = this[internal.view], f = STRUCTS.sheet_visual.fields, to = entry.to;
          v.setFloat64(out + f.top[0], toNumber(sample.top, NaN), true);
          v.setFloat64(out + f.opacity[0], toNumber(sample.opacity, to.opacity), true);
          v.setFloat64(out + f.backdrop_alpha[0], toNumber(sample.backdropAlpha, to.backdropAlpha), true);
          v.setFloat64(out + f.scale[0], toNumber(sample.scale, to.scale), true);
          v.setFloat64(outVelocity, toNumber(sample.velocity, 0), true);
          v.setInt32(outFinished, sample.finished ? 1 : 0, true);
          return STATUS.OK;
        } catch (error) {
          return fail(entry.registration, 'sample', error);
        } finally {
          this[internal.callbackDepth]--;
        }
      },
      sheet_js_animator_destroy: (handle) => {
        const entry = this.#instances.get(handle >>> 0);
        this.#instances.delete(handle >>> 0);
        if (typeof entry?.instance.destroy !== 'function') return;
        this[internal.callbackDepth]++;
        try {
          entry.instance.destroy();
        } catch (error) {
          fail(entry.registration, 'destroy', error);
        } finally {
          this[internal.callbackDepth]--;
        }
      },
      sheet_js_animator_release: (token) => {
        const registration = this.#registrations.get(token >>> 0);
        this.#registrations.delete(token >>> 0);
        if (typeof registration?.definition.release !== 'function') return;
        this[internal.callbackDepth]++;
        try {
          registration.definition.release();
        } catch (error) {
          fail(registration, 'release', error);
        } finally {
          this[internal.callbackDepth]--;
        }
      },
    };
  }
}

// The next handle after `last` that `live` does not hold, in 1 ... 2^32 - 1: handles and
// tokens cross into the module as uint32 (and come back as i32, hence the `>>> 0`s).
function nextHandle(last, live) {
  let handle = last;
  do handle = handle >= 0xffffffff ? 1 : handle + 1; while (live.has(handle));
  return handle;
}

// A sample's field: undefined takes the default; anything else goes through Number(),
// so that a string or an object arrives as NaN and is cut off rather than guessed at.
function toNumber(value, fallback) {
  if (value === undefined) return fallback;
  return typeof value === 'number' ? value : Number(value);
}

// ---- engine --------------------------------------------------------------------------

// The types of what goes in and out (frames, events, configurations) are declared once,
// in sheet.d.ts.
/** @typedef {import('./sheet.d.ts').EngineOptions} EngineOptions */
/** @typedef {import('./sheet.d.ts').Frame} Frame */
/** @typedef {import('./sheet.d.ts').SheetEvent} SheetEvent */

const CONFIG_KEYS = new Set(['detents', 'dismissible', 'dismissFraction', 'flingVelocity', 'backdropTap',
  'largestUndimmedDetent', 'backdropAlpha', 'cornerRadius', 'rubberBand', 'present', 'dismiss', 'settle',
  'content', 'userTag', 'dismissHeight', 'touchSlop', 'stack', 'grabber', 'grabberHeight']);

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
  /** What JavaScript animators threw, oldest first: { animator, phase, error }. */
  animatorErrors = [];

  constructor(module, pointer, token) {
    if (token !== MAKING_ENGINE) throw new TypeError('use Sheet.load() or SheetModule.createEngine()');
    this.#module = module;
    this.#pointer = pointer;
    finalizer?.register(this, { module, pointer }, this);
  }

  [internal.configure]({ viewport, reduceMotion, maxMotionDuration, ...rest } = {}) {
    for (const key of Object.keys(rest)) refuse('createEngine', `unknown engine option '${key}'`);
    if (viewport !== undefined) {
      if (!Array.isArray(viewport)) refuse('createEngine', 'viewport must be [width, height, safeTop, safeBottom]');
      this.setViewport(...viewport);
    }
    if (reduceMotion !== undefined) this.setReduceMotion(reduceMotion);
    if (maxMotionDuration !== undefined) this.setMaxMotionDuration(maxMotionDuration);
  }

  /** @returns {SheetModule} */
  get module() { return this.#module; }
  get destroyed() { return this.#pointer === 0; }
  /** The last viewport set: { width, height, safeTop, safeBottom }, or null. */
  get viewport() { return this.#viewport; }

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
    const token = m[internal.addRegistration](this, name, params.map((p) => p.name), definition);
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
      m[internal.dropRegistration](token); // refused: the engine never calls release
      throw error;
    } finally {
      for (const s of strings) m[internal.free](s);
      m[internal.free](specs);
    }
  }

  /**
   * Creates a hidden sheet. Every key is optional; unknown keys are refused.
   * detents: [{ points: h } | { fraction: f } | 'content'], lowest first;
   * backdropTap 'dismiss' | 'collapse' | 'none'; stack 'push' | 'switch' | 'replace';
   * grabber 'auto' | 'show' | 'hide'; present, dismiss, settle, content:
   * { animator: name, params: { name: value } }; the numbers are sheet_config's.
   * @returns {Sheet}
   */
  createSheet(config = {}) {
    const c = 'createSheet';
    if (config === null || typeof config !== 'object') refuse(c, 'the configuration must be an object');
    for (const key of Object.keys(config)) {
      if (!CONFIG_KEYS.has(key)) refuse(c, `unknown configuration key '${key}'`);
    }
    const m = this.#module, pointer = this[internal.pointer](c), layout = STRUCTS.sheet_config, f = layout.fields;
    const allocations = [];
    const alloc = (bytes) => { const p = m[internal.malloc](bytes); allocations.push(p); return p; };
    try {
      const at = alloc(layout.size);
      m.exports.sheet_config_init(at);
      const v = () => m[internal.view];
      const setF64 = (key, field) => {
        if (config[key] !== undefined) v().setFloat64(at + f[field][0], finite(c, key, config[key]), true);
      };
      const setI32 = (field, value) => v().setInt32(at + f[field][0], value, true);
      if (config.detents !== undefined) {
        const detents = config.detents;
        if (!Array.isArray(detents)) refuse(c, 'detents must be an array');
        if (detents.length > CONSTANTS.MAX.DETENTS) refuse(c, `a sheet has at most ${CONSTANTS.MAX.DETENTS} detents, not ${detents.length}`);
        const d = STRUCTS.sheet_detent;
        const array = alloc(Math.max(1, detents.length) * d.size);
        for (const [i, detent] of detents.entries()) {
          const [kind, value] = detentOf(c, i, detent);
          v().setInt32(array + i * d.size + d.fields.kind[0], kind, true);
          v().setFloat64(array + i * d.size + d.fields.value[0], value, true);
        }
        v().setUint32(at + f.detents[0], array, true);
        v().setUint32(at + f.detent_count[0], detents.length, true);
      }
      if (config.dismissible !== undefined) {
        if (typeof config.dismissible !== 'boolean') refuse(c, `dismissible must be a boolean, not ${describe(config.dismissible)}`);
        setI32('dismissible', config.dismissible ? 1 : 0);
      }
      setF64('dismissFraction', 'dismiss_fraction');
      setF64('flingVelocity', 'fling_velocity');
      if (config.backdropTap !== undefined) setI32('backdrop_tap', choice(c, 'backdropTap', TAP_NAMES, config.backdropTap));
      if (config.largestUndimmedDetent !== undefined) {
        setI32('largest_undimmed_detent', int32(c, 'largestUndimmedDetent', config.largestUndimmedDetent));
      }
      setF64('backdropAlpha', 'backdrop_alpha');
      setF64('cornerRadius', 'corner_radius');
      setF64('rubberBand', 'rubber_band');
      for (const kind of ['present', 'dismiss', 'settle', 'content']) {
        if (config[kind] !== undefined) this.#fillTransition(at + f[kind][0], config[kind], kind, alloc);
      }
      if (config.userTag !== undefined) v().setBigUint64(at + f.user_tag[0], uint64(c, 'userTag', config.userTag), true);
      setF64('dismissHeight', 'dismiss_height');
      setF64('touchSlop', 'touch_slop');
      if (config.stack !== undefined) setI32('stack', choice(c, 'stack', STACK_NAMES, config.stack));
      if (config.grabber !== undefined) setI32('grabber', choice(c, 'grabber', GRABBER_NAMES, config.grabber));
      setF64('grabberHeight', 'grabber_height');
      const out = m[internal.scratch];
      this[internal.call]('sheet_create', at, out);
      const id = m[internal.view].getBigUint64(out, true);
      const sheet = new Sheet(this, id, MAKING_SHEET);
      this.#sheets.set(id, sheet);
      return sheet;
    } finally {
      for (const p of allocations) m[internal.free](p);
    }
  }

  #fillTransition(at, transition, kind, alloc) {
    const c = 'createSheet', m = this.#module, t = STRUCTS.sheet_transition.fields, p = STRUCTS.sheet_param;
    if (transition === null || typeof transition !== 'object') refuse(c, `${kind} must be { animator, params }`);
    const { animator, params = {}, ...rest } = transition;
    for (const key of Object.keys(rest)) refuse(c, `unknown key '${key}' in ${kind}`);
    if (animator !== undefined) {
      if (typeof animator !== 'string') refuse(c, `${kind}.animator must be a string, not ${describe(animator)}`);
      noNul(c, `${kind}.animator`, animator);
      const bytes = new TextEncoder().encode(animator);
      const name = alloc(bytes.length + 1);
      new Uint8Array(m[internal.view].buffer, name, bytes.length + 1).set([...bytes, 0]);
      m[internal.view].setUint32(at + t.animator[0], name, true);
    }
    if (params === null || typeof params !== 'object') refuse(c, `${kind}.params must be an object of numbers`);
    const entries = Object.entries(params);
    if (entries.length) {
      const array = alloc(entries.length * p.size);
      for (const [i, [name, value]] of entries.entries()) {
        finite(c, `${kind}.params.${name}`, value);
        noNul(c, `a parameter name of ${kind}`, name);
        const bytes = new TextEncoder().encode(name);
        const text = alloc(bytes.length + 1);
        new Uint8Array(m[internal.view].buffer, text, bytes.length + 1).set([...bytes, 0]);
        m[internal.view].setUint32(array + i * p.size + p.fields.name[0], text, true);
        m[internal.view].setFloat64(array + i * p.size + p.fields.value[0], value, true);
      }
      m[internal.view].setUint32(at + t.params[0], array, true);
      m[internal.view].setUint32(at + t.param_count[0], entries.length, true);
    }
  }

  [internal.forget](sheet) {
    this.#sheets.delete(sheet.id);
    this.#retired.set(sheet.id, sheet);
  }

  /** Destroys the engine and its sheets; JavaScript animators' instances are destroyed
   *  and their registrations released. Calling it again does nothing. */
  destroy() {
    if (this.#pointer === 0) return;
    if (this.#module[internal.callbackDepth] > 0) {
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

function detentOf(call, index, detent) {
  if (detent === 'content') return [DETENT.CONTENT, 0];
  if (detent !== null && typeof detent === 'object') {
    const keys = Object.keys(detent);
    if (keys.length === 1 && keys[0] === 'points') return [DETENT.POINTS, finite(call, `detents[${index}].points`, detent.points)];
    if (keys.length === 1 && keys[0] === 'fraction') return [DETENT.FRACTION, finite(call, `detents[${index}].fraction`, detent.fraction)];
  }
  return refuse(call, `detents[${index}] must be { points: h }, { fraction: f } or 'content', not ${describe(detent)}`);
}

// ---- sheet ---------------------------------------------------------------------------

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

// The offsets a host reading memory itself would need; most never do.
export { ABI_VERSION, CONSTANTS, STRUCTS, offsetOf };
export default Sheet;
