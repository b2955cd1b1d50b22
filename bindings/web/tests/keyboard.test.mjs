// A keyboard over a sheet through the JavaScript API with timestamps, as
// Tests/c/test_keyboard.c drives the C ABI, with the same numbers: the keyboard
// behaviours (keyboard 'rise', 'extend', 'fill'), a focused field kept 16 points above a
// keyboard animated over 15 frames (setFocus), and the footer pinned to the sheet's
// visible bottom (footerHeight, frame.footerTop). On the phone fixture a FRACTION f is
// f * 797 points tall; a 300-point keyboard leaves 544 points above it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { InvalidArgument, InvalidHandle } from '../sheet.js';
import { loadModule, phone } from './common.mjs';

const module = await loadModule();

const AVAILABLE = 844 - 47;
const ABOVE_KEYBOARD = 844 - 300;
const fractionTop = (f) => 844 - f * AVAILABLE;
const THIRD_AND_TWO = [{ fraction: 0.3 }, { fraction: 0.6 }];

const close = (actual, expected, what, tolerance = 1e-9) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual}, expected ${expected}`);

/** Ticks at 60 Hz for `seconds` from `now`, the last tick at now + seconds, which it
 *  returns. */
function run(engine, now, seconds) {
  const end = now + seconds;
  for (let t = now + 1 / 60; t < end; t += 1 / 60) engine.tick(t);
  engine.tick(end);
  return end;
}

function resting(sheet, detent, top, what) {
  const frame = sheet.frame();
  assert.equal(frame.state, 'resting', `${what}: state`);
  assert.equal(frame.detent, detent, `${what}: detent`);
  close(frame.top, top, `${what}: top`, 1e-6);
}

function presented(engine, config, detent, now) {
  const sheet = engine.createSheet(config);
  sheet.present(detent, now);
  now = run(engine, now, 1.5);
  engine.drainEvents();
  return { sheet, now };
}

test("keyboard 'extend', 'fill' and 'rise': where the sheet rests while a keyboard is up", () => {
  const engine = phone(module);
  let { sheet, now } = presented(engine, { detents: THIRD_AND_TWO, keyboard: 'extend' }, 0, 0);
  engine.setObstruction(300, now);
  now = run(engine, now, 1.5);
  // The highest detent, above the keyboard; the detent index stays.
  resting(sheet, 0, ABOVE_KEYBOARD - 0.6 * AVAILABLE, "'extend' with the keyboard up");
  engine.setObstruction(0, now);
  now = run(engine, now, 1.5);
  resting(sheet, 0, fractionTop(0.3), "'extend' with the keyboard gone");
  assert.deepEqual(engine.drainEvents().map((e) => e.type), []);

  sheet.update({ detents: THIRD_AND_TWO, keyboard: 'fill' }, now);
  engine.setObstruction(300, now);
  now = run(engine, now, 1.5);
  resting(sheet, 0, 47, "'fill': up to the safe area");

  sheet.update({ detents: THIRD_AND_TWO, keyboard: 'rise' }, now);
  now = run(engine, now, 1.5);
  resting(sheet, 0, ABOVE_KEYBOARD - 0.3 * AVAILABLE, "'rise': the detent on the keyboard");

  assert.throws(() => sheet.update({ detents: THIRD_AND_TWO, keyboard: 'float' }, now),
    (error) => error instanceof InvalidArgument && error.call === 'update'
      && error.message.includes("keyboard must be one of 'rise', 'extend', 'fill'"));
  resting(sheet, 0, ABOVE_KEYBOARD - 0.3 * AVAILABLE, 'after a refused update');
  engine.destroy();
});

test('setFocus: the field stays 16 points above a keyboard animated over 15 frames, and its offset comes back', () => {
  const engine = phone(module);
  const sheet = engine.createSheet({ detents: [{ fraction: 0.5 }] });
  let now = 0;
  sheet.setContent(1, 1000, now);
  sheet.present(0, now);
  now = run(engine, now, 1.5);
  sheet.setScrollExtent(600, now);
  // A field 370..414 of the content, on a sheet whose top is at 445.5: its bottom would
  // be at 859.5, under the bottom safe area's 810.
  sheet.setFocus(370, 44, now);
  close(sheet.frame().contentOffset, 445.5 + 414 + 16 - 810, 'offset before the keyboard');
  const misses = [];
  for (let k = 1; k <= 15; k++) {
    const keyboard = 20 * k;
    now += 1 / 60;
    engine.setObstruction(keyboard, now);
    engine.tick(now);
    const frame = sheet.frame();
    const fieldBottom = frame.top + 414 - frame.contentOffset;
    const limit = 844 - Math.max(keyboard, 34) - 16;
    if (Math.abs(fieldBottom - limit) > 1e-9) misses.push(`frame ${k}: field bottom ${fieldBottom}, limit ${limit}`);
  }
  assert.deepEqual(misses, []);
  now = run(engine, now, 1.5);
  // At rest the sheet has risen by the keyboard (top 145.5).
  close(sheet.frame().contentOffset, 145.5 + 414 + 16 - 544, 'offset at rest over the keyboard');

  sheet.clearFocus(now);
  assert.equal(sheet.frame().contentOffset, 0);

  // The binding refuses what must not reach the module; the engine the rest.
  const refusedBy = (call, Class, sentence) => (error) => error instanceof Class && error.call === call && sentence.test(error.message);
  assert.throws(() => sheet.setFocus(NaN, 10, now), refusedBy('setFocus', InvalidArgument, /y must be finite/));
  assert.throws(() => sheet.setFocus(-1, 10, now), refusedBy('sheet_set_focus', InvalidArgument, /./));
  assert.throws(() => sheet.setFocus(10, Infinity, now), refusedBy('setFocus', InvalidArgument, /height must be finite/));
  assert.throws(() => sheet.setFocus(10, '10', now), refusedBy('setFocus', InvalidArgument, /height must be a number/));
  assert.throws(() => sheet.setFocus(1590, 20, now), refusedBy('sheet_set_focus', InvalidArgument, /past the content/)); // 1000 + 600
  assert.throws(() => sheet.setFocus(10, 10, NaN), refusedBy('setFocus', InvalidArgument, /now must be finite/));
  assert.throws(() => sheet.clearFocus(undefined), refusedBy('clearFocus', InvalidArgument, /now must be a number/));
  assert.equal(sheet.frame().contentOffset, 0);
  const gone = engine.createSheet();
  gone.destroy();
  assert.throws(() => gone.setFocus(10, 10, now), refusedBy('sheet_set_focus', InvalidHandle, /./));
  engine.destroy();
});

test('footerTop: on the bottom safe area at each detent and while dragged, on a keyboard', () => {
  const engine = phone(module);
  let { sheet, now } = presented(engine, { detents: THIRD_AND_TWO, footerHeight: 60 }, 0, 0);
  assert.equal(sheet.frame().footerTop, 750);   // 844 - 34 - 60
  sheet.moveToDetent(1, now);
  now = run(engine, now, 1.5);
  assert.equal(sheet.frame().footerTop, 750);
  assert.equal(sheet.pointerDown(195, 400, now), 'sheet');
  const misses = [];
  const frame = {};
  for (let k = 1; k <= 40; k++) {
    now += 0.016;
    sheet.pointerMove(195, 400 + 10 * k, now);
    sheet.frame(frame);
    // Pinned until less than the footer shows, then it goes down with the sheet's top.
    if (frame.footerTop !== Math.max(frame.top, 750)) misses.push(`move ${k}: footerTop ${frame.footerTop} with top ${frame.top}`);
  }
  assert.deepEqual(misses, []);
  assert.ok(frame.top > 750, `the drag went below the footer: top ${frame.top}`);
  sheet.pointerCancel(now);
  now = run(engine, now, 1.5);

  engine.setObstruction(300, now);
  assert.equal(sheet.frame().footerTop, 484);   // 844 - 300 - 60, in the frame of the call
  engine.setObstruction(0, now);
  now = run(engine, now, 1.5);
  assert.equal(sheet.frame().footerTop, 750);
  engine.destroy();
});

test('footerHeight: a content detent and a scroll extent make room for the footer', () => {
  const engine = phone(module);
  const config = { detents: ['content'], footerHeight: 60 };
  const sheet = engine.createSheet(config);
  let now = 0;
  sheet.setContent(1, 200, now);
  sheet.present(0, now);
  now = run(engine, now, 1.5);
  resting(sheet, 0, 844 - (200 + 60 + 34), 'a content detent with a footer');
  sheet.setScrollExtent(500, now);
  assert.equal(sheet.frame().scrollExtent, 560);

  // Without a footer, footerTop is the visible bottom itself.
  const plain = engine.createSheet({ detents: [{ fraction: 0.5 }] });
  plain.present(0, now);
  assert.equal(plain.frame().footerTop, 810);

  assert.throws(() => sheet.update({ ...config, footerHeight: -1 }, now),
    (error) => error instanceof InvalidArgument && error.call === 'sheet_update' && /footer_height/.test(error.message));
  assert.throws(() => sheet.update({ ...config, footerHeight: NaN }, now),
    (error) => error instanceof InvalidArgument && error.call === 'update' && /footerHeight must be finite/.test(error.message));
  resting(sheet, 0, 844 - (200 + 60 + 34), 'after refused updates');
  engine.destroy();
});
