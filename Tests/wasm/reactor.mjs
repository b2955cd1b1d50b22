// Tests/wasm/reactor.mjs LIBSHEET.wasm SHEET_H EXPORTS — drives libsheet.wasm the way a
// JavaScript host does: checks that the module imports nothing but the functions of the
// JavaScript animators' trampoline (bindings/web/wasm/sheet_js.c), and
// exports the functions of EXPORTS (abi/exports.txt), the trampoline's registration,
// malloc, free, its memory and _initialize and nothing else; then, with structs it
// allocates in the module's memory, creates an engine and a sheet, presents it, ticks to
// rest, reads the frame and the events, gives the sheet a configuration that recedes the
// page behind it and one with a footer, focuses a field under a keyboard, follows a back
// gesture and commits it, presents a side sheet, mirrors it with the layout direction
// and drags it along its axis, and checks five refusals and their messages. The
// SHEET_* constants are read from SHEET_H; the struct offsets are those of sheet.h on
// wasm32 (clang --target=wasm32-wasi, offsetof). Prints "N passed, N failed"; exits 1
// on a failure.
import { readFileSync } from 'node:fs';
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
for (const [, name, value] of readFileSync(headerPath, 'utf8').matchAll(/^#define (SHEET_\w+)\s+(-?\d+)u?\b/gm)) {
  constant[name] = Number(value);
}
const abi = readFileSync(exportsPath, 'utf8').split('\n').map((l) => l.replace(/#.*/, '').replace(/@.*/, '').trim()).filter(Boolean);

// wasm32 layout: sizes and the offsets used here.
const FRAME_SIZE = 216, FRAME_STATE = 4, FRAME_DETENT = 8, FRAME_TOP = 16, FRAME_SCALE = 40, FRAME_PROGRESS = 64;
const FRAME_CONTENT_OFFSET = 72;
const FRAME_BACKGROUND_SCALE = 144, FRAME_BACKGROUND_OFFSET = 152, FRAME_BACKGROUND_CORNER_RADIUS = 160;
const FRAME_FOOTER_TOP = 168, FRAME_RECT = 176, FRAME_EDGE = 208, FRAME_CORNERS = 212;
const CONFIG_SIZE = 232, CONFIG_DETENTS = 4, CONFIG_DETENT_COUNT = 8, CONFIG_USER_TAG = 112;
const CONFIG_SCALES_BACKGROUND = 164, CONFIG_FOOTER_HEIGHT = 176, CONFIG_EDGE = 184;
const DETENT_SIZE = 16, DETENT_VALUE = 8;
const EVENT_SIZE = 72, EVENT_TYPE = 4, EVENT_SHEET = 8, EVENT_DETENT = 24, EVENT_REASON = 32;

console.log('== the module\'s imports and exports');
const module = new WebAssembly.Module(readFileSync(modulePath));
const imports = WebAssembly.Module.imports(module);
// The module imports what the trampoline for JavaScript animators declares
// (bindings/web/wasm/sheet_js.c), and nothing else: no C library call reaches WASI.
// Besides sheet.h's functions it exports the trampoline's registration.
const trampoline = readFileSync(new URL('../../bindings/web/wasm/sheet_js.c', import.meta.url), 'utf8');
const jsImports = [...trampoline.matchAll(/^SHEET_JS_IMPORT\((\w+)\)/gm)].map((m) => m[1]);
const jsExports = [...trampoline.matchAll(/export_name\("(\w+)"\)/g)].map((m) => m[1]);
check(jsImports.length === 4 && jsExports.length === 1, `the trampoline declares ${jsImports} and ${jsExports}`);
const allowed = (i) => i.module === 'env' && jsImports.includes(i.name);
check(imports.every(allowed),
  `imports outside the trampoline: ${imports.filter((i) => !allowed(i)).map((i) => `${i.module}.${i.name}`)}`);
check(jsImports.every((name) => imports.some((i) => i.module === 'env' && i.name === name)),
  `the trampoline's imports are not all imported: ${imports.map((i) => i.name)}`);
const exported = WebAssembly.Module.exports(module).map((e) => e.name).sort();
const expected = [...abi, ...jsExports, 'malloc', 'free', 'memory', '_initialize'].sort();
check(JSON.stringify(exported) === JSON.stringify(expected),
  `exports differ: extra ${exported.filter((n) => !expected.includes(n))}, missing ${expected.filter((n) => !exported.includes(n))}`);

console.log('== a sheet presented from JavaScript');
// The JavaScript animators' imports are not called here: no animator is registered.
const unused = () => { throw new Error('a JavaScript animator import was called'); };
const instance = new WebAssembly.Instance(module, { env: Object.fromEntries(jsImports.map((name) => [name, unused])) });
instance.exports._initialize();
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
// The whole sheet as drawn: across the width from its top down to the bottom, on the
// bottom edge, its top corners rounded.
const rectOf = () => [0, 8, 16, 24].map((k) => view().getFloat64(frame + FRAME_RECT + k, true));
check(JSON.stringify(rectOf()) === JSON.stringify([0, 445.5, 390, 398.5]), `rect ${rectOf()}`);
check(view().getInt32(frame + FRAME_EDGE, true) === constant.SHEET_EDGE_BOTTOM &&
  view().getUint32(frame + FRAME_CORNERS, true) === (constant.SHEET_CORNER_TOP_LEFT | constant.SHEET_CORNER_TOP_RIGHT),
  `edge ${view().getInt32(frame + FRAME_EDGE, true)}, corners ${view().getUint32(frame + FRAME_CORNERS, true)}`);

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
check(view().getFloat64(frame + FRAME_FOOTER_TOP, true) === 844 - 34, `footer_top ${view().getFloat64(frame + FRAME_FOOTER_TOP, true)}, the top of the bottom safe area`);

console.log('== a footer, a keyboard and a focused field from JavaScript');
// A footer 56 points tall on the bottom safe area; a keyboard 300 points tall lifts the
// sheet (its top 445.5 - 300) and the footer onto it (844 - 300 - 56); a field at
// 500..540 of the content shows 16 points above the footer: the content scrolls by
// 145.5 + 540 + 16 - 488.
const frameOf = () => {
  view().setUint32(frame, FRAME_SIZE, true);
  check(lib.sheet_get_frame(engine, sheet, frame) === constant.SHEET_OK, 'sheet_get_frame');
  const at = (offset) => view().getFloat64(frame + offset, true);
  return { state: view().getInt32(frame + FRAME_STATE, true), top: at(FRAME_TOP), scale: at(FRAME_SCALE),
    contentOffset: at(FRAME_CONTENT_OFFSET), footerTop: at(FRAME_FOOTER_TOP) };
};
const tickFor = (seconds) => {
  for (const end = now + seconds; now < end;) {
    now += 1 / 60;
    check(lib.sheet_engine_tick(engine, now) === constant.SHEET_OK, 'tick');
  }
};
view().setFloat64(config + CONFIG_FOOTER_HEIGHT, 56, true);
check(lib.sheet_update(engine, sheet, config, now) === constant.SHEET_OK, `sheet_update: ${text(lib.sheet_engine_last_error(engine))}`);
check(frameOf().footerTop === 844 - 34 - 56, `footer_top ${frameOf().footerTop} on the bottom safe area`);
check(lib.sheet_set_content_height(engine, sheet, 800, now) === constant.SHEET_OK, 'sheet_set_content_height');
check(lib.sheet_set_focus(engine, sheet, 500, 40, now) === constant.SHEET_OK, `sheet_set_focus: ${text(lib.sheet_engine_last_error(engine))}`);
check(lib.sheet_engine_set_obstruction(engine, 300, now) === constant.SHEET_OK, 'sheet_engine_set_obstruction');
tickFor(1.5);
let f = frameOf();
check(f.top === 145.5 && f.footerTop === 488, `top ${f.top}, footer_top ${f.footerTop}, expected 145.5 and 488`);
check(f.contentOffset === 213.5, `content_offset ${f.contentOffset}, expected 213.5`);

console.log('== a back gesture from JavaScript');
// At its end the sheet is 24 points lower and 48 points narrower (sheet.h, Back); the
// field follows the top. Committed, the sheet is dismissed with reason BACK.
check(lib.sheet_back_begin(engine, sheet, now) === constant.SHEET_OK, `sheet_back_begin: ${text(lib.sheet_engine_last_error(engine))}`);
now += 1 / 60;
check(lib.sheet_back_progress(engine, sheet, 1, now) === constant.SHEET_OK, 'sheet_back_progress');
f = frameOf();
check(Math.abs(f.top - (145.5 + 24)) < 1e-9 && Math.abs(f.scale - (1 - 48 / 390)) < 1e-12, `top ${f.top}, scale ${f.scale}`);
check(Math.abs(f.contentOffset - (213.5 + 24)) < 1e-9 && f.footerTop === 488, `content_offset ${f.contentOffset}, footer_top ${f.footerTop}`);
check(lib.sheet_back_progress(engine, sheet, 1.5, now) === constant.SHEET_ERR_INVALID_ARGUMENT, 'a progress past 1');
check(text(lib.sheet_engine_last_error(engine)).includes('progress'), `message: ${text(lib.sheet_engine_last_error(engine))}`);
check(lib.sheet_back_commit(engine, sheet, now) === constant.SHEET_OK, 'sheet_back_commit');
check(frameOf().state === constant.SHEET_STATE_DISMISSING, 'dismissing');
const reasons = [];
for (;;) {
  view().setUint32(event, EVENT_SIZE, true);
  if (lib.sheet_engine_poll_event(engine, event) !== 1) break;
  if (view().getInt32(event + EVENT_TYPE, true) === constant.SHEET_EVENT_WILL_DISMISS) reasons.push(view().getInt32(event + EVENT_REASON, true));
}
check(JSON.stringify(reasons) === JSON.stringify([constant.SHEET_REASON_BACK]), `WILL_DISMISS reasons ${reasons}`);
tickFor(1.5);
check(lib.sheet_back_begin(engine, sheet, now) === constant.SHEET_ERR_INVALID_STATE, 'back on a hidden sheet');
check(text(lib.sheet_engine_last_error(engine)).includes('not presented'), `message: ${text(lib.sheet_engine_last_error(engine))}`);

console.log('== a side sheet from JavaScript');
// A sheet on the leading edge, 200 points wide, from the top safe area down to the
// keyboard still up (844 - 300): on the left in a left-to-right layout, its top 190 along
// its axis (measured from the right); mirrored to the right by the direction, where it
// was along its axis; then dragged 100 points towards its side by a finger.
const side = lib.malloc(CONFIG_SIZE);
lib.sheet_config_init_sized(side, CONFIG_SIZE);
view().setInt32(detents, constant.SHEET_DETENT_POINTS, true);
view().setFloat64(detents + DETENT_VALUE, 200, true);
view().setUint32(side + CONFIG_DETENTS, detents, true);
view().setUint32(side + CONFIG_DETENT_COUNT, 1, true);
view().setInt32(side + CONFIG_EDGE, constant.SHEET_EDGE_LEADING, true);
check(lib.sheet_create(engine, side, out) === constant.SHEET_OK, `sheet_create: ${text(lib.sheet_engine_last_error(engine))}`);
const sideSheet = view().getBigUint64(out, true);
check(lib.sheet_present(engine, sideSheet, 0, now) === constant.SHEET_OK, 'sheet_present');
tickFor(1.5);
const sideFrame = () => {
  view().setUint32(frame, FRAME_SIZE, true);
  check(lib.sheet_get_frame(engine, sideSheet, frame) === constant.SHEET_OK, 'sheet_get_frame');
  return { state: view().getInt32(frame + FRAME_STATE, true), top: view().getFloat64(frame + FRAME_TOP, true), rect: rectOf(),
    edge: view().getInt32(frame + FRAME_EDGE, true), corners: view().getUint32(frame + FRAME_CORNERS, true) };
};
f = sideFrame();
check(f.state === constant.SHEET_STATE_RESTING && f.top === 190 && f.edge === constant.SHEET_EDGE_LEADING, `state ${f.state}, top ${f.top}, edge ${f.edge}`);
check(JSON.stringify(f.rect) === JSON.stringify([0, 47, 200, 844 - 47 - 300]), `rect ${f.rect}`);
check(f.corners === (constant.SHEET_CORNER_TOP_RIGHT | constant.SHEET_CORNER_BOTTOM_RIGHT), `corners ${f.corners}`);
check(lib.sheet_engine_set_layout_direction(engine, constant.SHEET_DIRECTION_RTL) === constant.SHEET_OK, 'sheet_engine_set_layout_direction');
f = sideFrame();
check(f.top === 190 && JSON.stringify(f.rect) === JSON.stringify([190, 47, 200, 844 - 47 - 300]), `mirrored: top ${f.top}, rect ${f.rect}`);
check(f.corners === (constant.SHEET_CORNER_TOP_LEFT | constant.SHEET_CORNER_BOTTOM_LEFT), `corners ${f.corners}`);
check(lib.sheet_pointer_down(engine, sideSheet, 220, 400, now, out) === constant.SHEET_OK &&
  view().getInt32(out, true) === constant.SHEET_HIT_SHEET, 'a finger on the sheet');
for (let x = 240; x <= 320; x += 20) {
  now += 0.016;
  check(lib.sheet_pointer_move(engine, sideSheet, x, 400, now) === constant.SHEET_OK, 'sheet_pointer_move');
}
f = sideFrame();
check(f.state === constant.SHEET_STATE_DRAGGING && f.top === 290 && f.rect[0] === 290 && f.rect[2] === 100,
  `dragged: state ${f.state}, top ${f.top}, rect ${f.rect}`);
check(lib.sheet_pointer_cancel(engine, sideSheet, now) === constant.SHEET_OK, 'sheet_pointer_cancel');
tickFor(1.5);
check(sideFrame().top === 190, 'back at its detent');
check(lib.sheet_engine_set_layout_direction(engine, 2) === constant.SHEET_ERR_INVALID_ARGUMENT, 'a direction that is neither');
check(text(lib.sheet_engine_last_error(engine)).includes('direction'), `message: ${text(lib.sheet_engine_last_error(engine))}`);
check(sideFrame().rect[0] === 190, 'the refused direction moved nothing');
check(lib.sheet_destroy(engine, sideSheet) === constant.SHEET_OK, 'sheet_destroy');

console.log('== refusals');
check(lib.sheet_get_frame(engine, sideSheet, frame) === constant.SHEET_ERR_INVALID_HANDLE, 'a stale id');
check(text(lib.sheet_engine_last_error(engine)).includes('does not name a live sheet'), `message: ${text(lib.sheet_engine_last_error(engine))}`);
const path = lib.malloc(16);
new Uint8Array(lib.memory.buffer, path, 16).set(new TextEncoder().encode('zoom.so\0'));
check(lib.sheet_engine_load_plugin(engine, path) === constant.SHEET_ERR_PLUGIN, 'load_plugin');
check(text(lib.sheet_engine_last_error(engine)).includes('cannot load plugins'), `message: ${text(lib.sheet_engine_last_error(engine))}`);
check(lib.sheet_engine_animator_count(engine) === 3, 'the three built-in animators');
check(lib.sheet_update(engine, sheet, 0, now) === constant.SHEET_ERR_INVALID_ARGUMENT, 'sheet_update without a configuration');
check(text(lib.sheet_engine_last_error(engine)).includes('config'), `message: ${text(lib.sheet_engine_last_error(engine))}`);

lib.sheet_engine_destroy(engine);
for (const pointer of [out, config, side, detents, frame, event, path]) lib.free(pointer);
console.log(`${passed} passed, ${failed} failed`);
exit(failed ? 1 : 0);
