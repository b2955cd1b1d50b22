// _animators.js — the JavaScript side of animators written in JavaScript: the
// registrations the module holds for its engines, the instances their motions made, and
// the four imports of wasm/sheet_js.h through which the engine calls them.

import { CONSTANTS, STRUCTS } from './abi.js';
import { describe } from './_checks.js';
import { MOTION_NAMES } from './_names.js';

const { STATUS } = CONSTANTS;

/** The animators written in JavaScript of one module instance. */
export class JavaScriptAnimators {
  #view;
  #nextToken = 0;
  #registrations = new Map(); // token -> { engine, name, names, definition }
  #nextInstance = 0;
  #instances = new Map();     // handle -> { instance, registration, to }
  #depth = 0;

  /** @param {() => DataView} view the module's memory, as SheetModule views it */
  constructor(view) { this.#view = view; }

  /** How many registrations are held (each is dropped when its engine is destroyed). */
  get registrationCount() { return this.#registrations.size; }
  /** Whether the engine is inside one of these animators right now. */
  get running() { return this.#depth > 0; }

  /** Registers `definition` for `engine` under a new token; returns the token. */
  register(engine, name, paramNames, definition) {
    const token = this.#nextToken = nextHandle(this.#nextToken, this.#registrations);
    this.#registrations.set(token, { engine, name, names: paramNames, definition });
    return token;
  }
  drop(token) { this.#registrations.delete(token); }

  // Runs an animator's own code. Nothing may throw into the module: what it throws is
  // kept in its engine's animatorErrors and becomes SHEET_ERR_PLUGIN, which the engine
  // turns into SHEET_EVENT_ANIMATOR_FAILED while a built-in finishes the motion.
  #run(registration, phase, body) {
    this.#depth++;
    try {
      return body();
    } catch (error) {
      registration.engine.animatorErrors.push({ animator: registration.name, phase, error });
      return STATUS.PLUGIN;
    } finally {
      this.#depth--;
    }
  }

  /** The imports of bindings/web/wasm/sheet_js.h, for the module's `env`. */
  imports() {
    return {
      sheet_js_animator_create: (token, motionPointer, values, count, outInstance) => {
        const registration = this.#registrations.get(token >>> 0);
        if (!registration) return STATUS.PLUGIN;
        return this.#run(registration, 'create', () => {
          const v = this.#view(), m = STRUCTS.sheet_motion.fields;
          const motion = {
            kind: MOTION_NAMES.name(v.getInt32(motionPointer + m.kind[0], true)),
            from: visualAt(v, motionPointer + m.from[0]),
            to: visualAt(v, motionPointer + m.to[0]),
            velocity: v.getFloat64(motionPointer + m.velocity[0], true),
            viewportHeight: v.getFloat64(motionPointer + m.viewport_height[0], true),
          };
          const params = {};
          for (let i = 0; i < count && i < registration.names.length; i++) {
            params[registration.names[i]] = this.#view().getFloat64(values + 8 * i, true);
          }
          const instance = registration.definition.create(motion, params);
          if (instance === null || typeof instance !== 'object' || typeof instance.sample !== 'function') {
            throw new TypeError(`the create of animator '${registration.name}' returned ${describe(instance)}, which has no sample(elapsed) method`);
          }
          const handle = this.#nextInstance = nextHandle(this.#nextInstance, this.#instances);
          this.#instances.set(handle, { instance, registration, to: motion.to });
          this.#view().setUint32(outInstance, handle, true);
          return STATUS.OK;
        });
      },
      sheet_js_animator_sample: (handle, elapsed, out, outVelocity, outFinished) => {
        const entry = this.#instances.get(handle >>> 0);
        if (!entry) return STATUS.PLUGIN;
        return this.#run(entry.registration, 'sample', () => {
          const sample = entry.instance.sample(elapsed);
          if (sample === null || typeof sample !== 'object') {
            throw new TypeError(`sample returned ${describe(sample)}, not { top, opacity, backdropAlpha, scale, velocity, finished }`);
          }
          // Fields left out keep the motion's end values; a value that is not a finite
          // number reaches the engine as it is, and the engine cuts the motion off.
          const v = this.#view(), f = STRUCTS.sheet_visual.fields, to = entry.to;
          v.setFloat64(out + f.top[0], toNumber(sample.top, NaN), true);
          v.setFloat64(out + f.opacity[0], toNumber(sample.opacity, to.opacity), true);
          v.setFloat64(out + f.backdrop_alpha[0], toNumber(sample.backdropAlpha, to.backdropAlpha), true);
          v.setFloat64(out + f.scale[0], toNumber(sample.scale, to.scale), true);
          v.setFloat64(outVelocity, toNumber(sample.velocity, 0), true);
          v.setInt32(outFinished, sample.finished ? 1 : 0, true);
          return STATUS.OK;
        });
      },
      sheet_js_animator_destroy: (handle) => {
        const entry = this.#instances.get(handle >>> 0);
        this.#instances.delete(handle >>> 0);
        if (typeof entry?.instance.destroy !== 'function') return;
        this.#run(entry.registration, 'destroy', () => entry.instance.destroy());
      },
      sheet_js_animator_release: (token) => {
        const registration = this.#registrations.get(token >>> 0);
        this.#registrations.delete(token >>> 0);
        if (typeof registration?.definition.release !== 'function') return;
        this.#run(registration, 'release', () => registration.definition.release());
      },
    };
  }
}

function visualAt(view, at) {
  const f = STRUCTS.sheet_visual.fields;
  return {
    top: view.getFloat64(at + f.top[0], true), opacity: view.getFloat64(at + f.opacity[0], true),
    backdropAlpha: view.getFloat64(at + f.backdrop_alpha[0], true), scale: view.getFloat64(at + f.scale[0], true),
  };
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
