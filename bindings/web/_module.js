// _module.js — SheetModule: libsheet.wasm compiled from whatever the page has of it,
// instantiated with its WASI and animator imports, and its memory as the engines and
// sheets read and write it.

import { ABI_VERSION, CONSTANTS } from './abi.js';
import { describe } from './_checks.js';
import { DEFAULT_WASM } from './_default-wasm.js';
import { Engine } from './_engine.js';
import { AbiMismatch, OutOfMemory, errorFor } from './_errors.js';
import { JavaScriptAnimators } from './_animators.js';
import { MAKING_ENGINE, internal } from './_internal.js';

/** @typedef {import('./sheet.d.ts').EngineOptions} EngineOptions */

const { STATUS } = CONSTANTS;
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
  #animators = new JavaScriptAnimators(() => this[internal.view]);

  /** Compiles and instantiates libsheet.wasm from a URL, a file path (Node.js), bytes,
   *  a fetch Response or a compiled WebAssembly.Module; by default DEFAULT_WASM of
   *  _default-wasm.js, the repository's build/wasm32/libsheet.wasm.
   *  @param {string|URL|BufferSource|Response|WebAssembly.Module} [source]
   *  @returns {Promise<SheetModule>} */
  static async load(source = DEFAULT_WASM) {
    const module = await compile(await source);
    return new SheetModule(module, SheetModule.#token);
  }

  static #token = Symbol('SheetModule');

  constructor(module, token) {
    if (token !== SheetModule.#token) throw new TypeError('use SheetModule.load() or Sheet.load()');
    // The module imports the JavaScript animators' trampoline and nothing else: one that
    // imports more is not a libsheet.wasm this binding was made for.
    const env = this.#animators.imports();
    const foreign = WebAssembly.Module.imports(module).find((i) => i.module !== 'env' || !Object.hasOwn(env, i.name));
    if (foreign) {
      throw new AbiMismatch(`libsheet.wasm imports ${foreign.module}.${foreign.name}, which this binding does not provide: build it with scripts/build-wasm`,
        STATUS.ABI_MISMATCH, 'SheetModule.load');
    }
    const instance = new WebAssembly.Instance(module, { env });
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

  /** @returns {string} the library's version, "MAJOR.MINOR.PATCH": sheet.h's
   *  SHEET_VERSION_*, as sheet_version_string() gives it */
  get version() { return this[internal.string](this.#exports.sheet_version_string()); }
  /** @returns {number} the module's SHEET_ABI_VERSION */
  get abiVersion() { return this.#exports.sheet_abi_version() >>> 0; }
  /** How many JavaScript animator registrations the module still holds (each is
   *  dropped when its engine is destroyed). */
  get liveRegistrations() { return this.#animators.registrationCount; }

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

  /** The module's animators written in JavaScript, for Engine.
   *  @returns {JavaScriptAnimators} */
  get [internal.animators]() { return this.#animators; }
}
