// Tests/wasm/reactor.mjs LIBSHEET.wasm SHEET_H EXPORTS — drives libsheet.wasm the way a
// JavaScript host does: checks that the module imports nothing but WASI and the
// functions of the JavaScript animators' trampoline (bindings/web/wasm/sheet_js.c), and
// exports the functions of EXPORTS (abi/exports.txt), the trampoline's registration,
// malloc, free, its memory and _initialize and nothing else; then, with structs it
// allocates in the module's memory, creates an engine and a sheet, presents it, ticks to
// rest, reads the frame and the events, gives the sheet a configuration that recedes the
// page behind it, and checks three refusals and their messages. The
// SHEET_* constants are read from SHEET_H; the struct offsets are those of sheet.h on
// wasm32 (clang --target=wasm32-wasi, offsetof). Prints "N passed, N failed"; exits 1
// on a failure.
import { readFileSync } from 'node:fs';
import { WASI } from 'node:wasi';
import { argv, exit } from 'node:process';

const [modulePath, headerPath, exportsPath] = argv.slice(2);
if (!exportsPath) {
  console.error('usage: reactor.mjs LIBSHEET.wasm SHEET_H EXPORTS');
  exit(2);
}
let passed = 0, failed = 0;
function check(ok, what) {
  if (ok) passed++;
  else {
    failed++;
    console.log(`FAIL ${what}`);
  }
}

const constant = {};
for (const [, name, value] of readFileSync(headerPath, 'utf8').matchAll(/^#define (SHEET_\w+)\s+(-?\d+)\b/gm)) {
  constant[name] = Number(value);
}
const abi = readFileSync(exportsPath, 'utf8').split('\n').map((l) => l.replace(/#.*/, '').replace(/@.*/, '').trim()).filter(Boolean);

// wasm32 layout: sizes and the offsets used here.
const FRAME_SIZE = 168, FRAME_STATE = 4, FRAME_DETENT = 8, FRAME_TOP = 16, FRAME_PROGRESS = 64;
const FRAME_BACKGROUND_SCALE = 144, FRAME_BACKGROUND_OFFSET = 152, FRAME_BACKGROUND_CORNER_RADIUS = 160;
const CONFIG_SIZE = 168, CONFIG_DETENTS = 4, CONFIG_DETENT_COUNT = 8, CONFIG_USER_TAG = 112;
const CONFIG_SCALES_BACKGROUND = 164;
const DETENT_SIZE = 16, DETENT_VALUE = 8;
const EVENT_SIZE = 72, EVENT_TYPE = 4, EVENT_SHEET = 8, EVENT_DETENT = 24;

console.log('== the module\'s imports and exports');
const module = new WebAssembly.Module(readFileSync(modulePath));
const imports = WebAssembly.Module.imports(module);
// Besides WASI, the module imports and exports what the trampoline for JavaScript
// animators declares (bindings/web/wasm/sheet_js.c), and nothing else.
const trampoline = readFileSync(new URL('../../bindings/web/wasm/sheet_js.c', import.meta.url), 'utf8');
const jsImports = [...trampoline.matchAll(/^SHEET_JS_IMPORT\((\w+)\)/gm)].map((m) => m[1]);
const jsExports = [...trampoline.matchAll(/export_name\("(\w+)"\)/g)].map((m) => m[1]);
check(jsImports.length === 4 && jsExports.length === 1, `the trampoline declares ${jsImports} and ${jsExports}`);
const allowed = (i) => i.module === 'wasi_snapshot_preview1' || (i.module === 'env' && jsImports.includes(i.name));
check(imports.every(allowed),
  `imports outside WASI and the trampoline: ${imports.filter((i) => !allowed(i)).map((i) => `${i.module}.${i.name}`)}`);
check(jsImports.every((name) => imports.some((i) => i.module === 'env' && i.name === name)),
  `the trampoline's imports are not all imported: ${imports.map((i) => i.name)}`);
const exported = WebAssembly.Module.exports(module).map((e) => e.name).sort();
const expected = [...abi, ...jsExports, 'malloc', 'free', 'memory', '_initialize'].sort();
check(JSON.stringify(exported) === JSON.stringify(expected),
  `exports differ: extra ${exported.filter((n) => !expected.includes(n))}, missing ${expected.filter((n) => !exported.includes(n))}`);

console.log('== a sheet presented from JavaScript');
const wasi = new WASI({ version: 'preview1' });
// The JavaScript animators' imports are not called here: no animator is registered.
const unused = () => { throw new Error('a JavaScript animator import was called'); };
const instance = new WebAssembly.Instance(module, {
  ...wasi.getImportObject(), env: Object.fromEntries(jsImports.map((name) => [name, unused])),
});
wasi.initialize(instance);
const lib = instance.exports;
const view = () => new DataView(lib.memory.buffer);
const text = (pointer) => {
  const bytes = new Uint8Array(lib.memory.buffer, pointer);
  return new TextDecoder().decode(bytes.subarray(0, bytes.indexOf(0)));
};

const out = lib.malloc(8);
check(lib.sheet_engine_create(out) === constant.SHEET_OK, 'sheet_engine_create');
const engine = view().getUint32(out, true);
check(lib.sheet_engine_set_viewport(engine, 390, 844, 47, 34) === constant.SHEET_OK, 'set_viewport');

const config = lib.malloc(CONFIG_SIZE);
lib.sheet_config_init_sized(config, CONFIG_SIZE);
check(view().getUint32(config, true) === CONFIG_SIZE, `sizeof(sheet_config) is ${view().getUint32(config, true)}, expected ${CONFIG_SIZE}`);
const detents = lib.malloc(2 * DETENT_SIZE);
for (const [i, fraction] of [0.5, 1].entries()) {
  view().setInt32(detents + i * DETENT_SIZE, constant.SHEET_DETENT_FRACTION, true);
  view().setFloat64(detents + i * DETENT_SIZE + DETENT_VALUE, fraction, true);
}
view().setUint32(config + CONFIG_DETENTS, detents, true);
view().setUint32(config + CONFIG_DETENT_COUNT, 2, true);
view().setBigUint64(config + CONFIG_USER_TAG, 0xfeedn, true);
check(lib.sheet_create(engine, config, out) === constant.SHEET_OK, `sheet_create: ${text(lib.sheet_engine_last_error(engine))}`);
const sheet = view().getBigUint64(out, true);
check(sheet === ((1n << 32n) | 1n), `the first id is ${sheet}`);

check(lib.sheet_present(engine, sheet, 0, 0) === constant.SHEET_OK, 'sheet_present');
let now = 0, ticks = 0;
do {
  now += 1 / 60;
  ticks++;
  check(lib.sheet_engine_tick(engine, now) === constant.SHEET_OK, 'tick');
  lib.sheet_engine_is_animating(engine, out);
} while (view().getInt32(out, true) !== 0 && ticks < 600);
const frame = lib.malloc(FRAME_SIZE);
view().setUint32(frame, FRAME_SIZE, true);
check(lib.sheet_get_frame(engine, sheet, frame) === constant.SHEET_OK, 'sheet_get_frame');
check(view().getInt32(frame + FRAME_STATE, true) === constant.SHEET_STATE_RESTING, 'resting');
check(view().getInt32(frame + FRAME_DETENT, true) === 0, 'at detent 0');
check(view().getFloat64(frame + FRAME_TOP, true) === 445.5, `top ${view().getFloat64(frame + FRAME_TOP, true)}, expected 445.5 (half of 797 points shows)`);
check(Math.abs(view().getFloat64(frame + FRAME_PROGRESS, true) - 0.5) < 1e-12, 'progress 0.5');

const event = lib.malloc(EVENT_SIZE);
const types = [];
for (;;) {
  view().setUint32(event, EVENT_SIZE, true);
  if (lib.sheet_engine_poll_event(engine, event) !== 1) break;
  check(view().getBigUint64(event + EVENT_SHEET, true) === sheet && view().getInt32(event + EVENT_DETENT, true) === 0, 'event about the sheet at detent 0');
  types.push(view().getInt32(event + EVENT_TYPE, true));
}
check(JSON.stringify(types) === JSON.stringify([constant.SHEET_EVENT_WILL_PRESENT, constant.SHEET_EVENT_DID_PRESENT]), `events ${types}`);
check(view().getFloat64(frame + FRAME_BACKGROUND_SCALE, true) === 1 && view().getFloat64(frame + FRAME_BACKGROUND_OFFSET, true) === 0 &&
  view().getFloat64(frame + FRAME_BACKGROUND_CORNER_RADIUS, true) === 0, 'the page behind as it is');

console.log('== a new configuration from JavaScript');
// The page behind recedes at once, fully: the sheet rests at its lowest detent, every
// detent dimmed (sheet.h: 26 points narrower, its top 14 points below safe_top, corners of 8).
view().setInt32(config + CONFIG_SCALES_BACKGROUND, 1, true);
check(lib.sheet_update(engine, sheet, config, now) === constant.SHEET_OK, `sheet_update: ${text(lib.sheet_engine_last_error(engine))}`);
view().setUint32(frame, FRAME_SIZE, true);
check(lib.sheet_get_frame(engine, sheet, frame) === constant.SHEET_OK, 'sheet_get_frame');
check(Math.abs(view().getFloat64(frame + FRAME_BACKGROUND_SCALE, true) - (1 - 26 / 390)) < 1e-12,
  `background_scale ${view().getFloat64(frame + FRAME_BACKGROUND_SCALE, true)}`);
check(view().getFloat64(frame + FRAME_BACKGROUND_OFFSET, true) === 47 + 14, `background_offset ${view().getFloat64(frame + FRAME_BACKGROUND_OFFSET, true)}`);
check(view().getFloat64(frame + FRAME_BACKGROUND_CORNER_RADIUS, true) === 8, `background_corner_radius ${view().getFloat64(frame + FRAME_BACKGROUND_CORNER_RADIUS, true)}`);
check(view().getInt32(frame + FRAME_STATE, true) === constant.SHEET_STATE_RESTING, 'still resting');

console.log('== refusals');
check(lib.sheet_get_frame(engine, sheet + 1n, frame) === constant.SHEET_ERR_INVALID_HANDLE, 'a stale id');
check(text(lib.sheet_engine_last_error(engine)).includes('does not name a live sheet'), `message: ${text(lib.sheet_engine_last_error(engine))}`);
const path = lib.malloc(16);
new Uint8Array(lib.memory.buffer, path, 16).set(new TextEncoder().encode('zoom.so\0'));
check(lib.sheet_engine_load_plugin(engine, path) === constant.SHEET_ERR_PLUGIN, 'load_plugin');
check(text(lib.sheet_engine_last_error(engine)).includes('cannot load plugins'), `message: ${text(lib.sheet_engine_last_error(engine))}`);
check(lib.sheet_engine_animator_count(engine) === 3, 'the three built-in animators');
check(lib.sheet_update(engine, sheet, 0, now) === constant.SHEET_ERR_INVALID_ARGUMENT, 'sheet_update without a configuration');
check(text(lib.sheet_engine_last_error(engine)).includes('config'), `message: ${text(lib.sheet_engine_last_error(engine))}`);

lib.sheet_engine_destroy(engine);
for (const pointer of [out, config, detents, frame, event, path]) lib.free(pointer);
console.log(`${passed} passed, ${failed} failed`);
exit(failed ? 1 : 0);
