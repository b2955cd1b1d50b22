// _loading.js — the page's one engine: libsheet.wasm loaded once, when the first element
// needs it, from the URL the page set or, by default, from beside the binding's modules;
// and the animators registered for every element, which join the engine when it loads.

import { Sheet } from '../sheet.js';

let source;             // undefined: the binding's default, libsheet.wasm beside its modules
let started = false;    // whether the fetch of libsheet.wasm has begun
let loading = null;     // Promise<Engine>, from the first request on
let engine = null;
const pending = new Map();   // animators registered before the engine loaded: name -> definition
let onRegistered = () => {};

/** Where libsheet.wasm is (a URL, a path in Node.js, bytes, a Response or a compiled
 *  WebAssembly.Module); taken until the engine starts loading. */
export function setWasmSource(wasm) {
  if (started) {
    console.warn('libsheet-sheet: configure({ wasmUrl }) came after libsheet.wasm started loading; it takes effect on no element');
    return;
  }
  source = wasm;
}

/** The engine, loaded once. The load starts in a task of its own, after the first
 *  request: a page that defines the element by importing it, then calls configure() in
 *  the same script or the module script that follows, has its libsheet.wasm fetched, and
 *  the default never. */
export function loadEngine() {
  loading ??= new Promise((resolve) => setTimeout(resolve, 0)).then(() => {
    started = true;
    return Sheet.load(source);
  }).then((loaded) => {
    engine = loaded;
    for (const [name, definition] of pending) {
      try {
        engine.registerAnimator(name, definition);
      } catch (error) {
        console.error(`libsheet-sheet: the animator “${name}” was refused: ${error.message}`);
      }
    }
    pending.clear();
    return engine;
  }, (error) => {
    console.error(`libsheet-sheet: libsheet.wasm could not be loaded: ${error.message}`);
    throw error;
  });
  return loading;
}

/** Registers an animator for every element (the binding's Engine.registerAnimator
 *  shape). Before the engine has loaded, its refusal goes to the console then. */
export function registerAnimator(name, definition) {
  if (typeof name !== 'string' || name === '') throw new TypeError('registerAnimator: the name must be a non-empty string');
  if (definition === null || typeof definition !== 'object' || typeof definition.create !== 'function') {
    throw new TypeError('registerAnimator: the definition must be an object with a create(motion, params) function');
  }
  if (isRegistered(name)) throw new Error(`registerAnimator: “${name}” is already registered`);
  if (engine) engine.registerAnimator(name, definition);
  else pending.set(name, definition);
  onRegistered(name);
}

// Waiting for the engine, or the engine's own: a name its load refused is neither.
function isRegistered(name) {
  return engine ? engine.animators.some((animator) => animator.name === name) : pending.has(name);
}

/** Calls `callback(name)` after each registration (one listener: the page). */
export function whenRegistered(callback) {
  onRegistered = callback;
}
