// Back with progress through the JavaScript API with timestamps, as Tests/c/test_back.c
// drives the C ABI, with the same numbers: a gesture's frames (Material 3's predictive
// back: the top 24 p lower, the scale 1 - 48 p / 390, p = cubic-bezier(0.1, 0.1, 0, 1) at
// the progress), a cancel that springs back in 100 ms along cubic-bezier(0.4, 0, 0.2, 1),
// commits with each backBehavior, a sheet that asks first, and the calls refused. On the
// phone fixture a half-height sheet rests with its top at 445.5.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { InvalidArgument, InvalidHandle, InvalidState } from '../sheet.js';
import { TOP_AT_HALF, loadModule, phone, summary } from './common.mjs';

const module = await loadModule();

const close = (actual, expected, what, tolerance = 1e-9) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual}, expected ${expected}`);

/** cubic-bezier(x1, y1, x2, y2) at x, as CSS defines it: the curve's parameter found by
 *  Newton's method from x (bisection where the slope is flat), its y then. */
function cubicBezier(x1, y1, x2, y2) {
  const at = (a, b, s) => 3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s;
  const slope = (a, b, s) => 3 * (1 - s) * (1 - s) * a + 6 * (1 - s) * s * (b - a) + 3 * s * s * (1 - b);
  return (x) => {
    let s = x;
    for (let i = 0; i < 8; i++) {
      const d = slope(x1, x2, s);
      if (Math.abs(d) < 1e-6) break;
      s -= (at(x1, x2, s) - x) / d;
    }
    if (!(Math.abs(at(x1, x2, s) - x) < 1e-12)) {
      let lo = 0, hi = 1;
      for (let i = 0; i < 100; i++) {
        s = (lo + hi) / 2;
        if (at(x1, x2, s) < x) lo = s; else hi = s;
      }
    }
    return at(y1, y2, s);
  };
}
const shown = cubicBezier(0.1, 0.1, 0, 1);
const standard = cubicBezier(0.4, 0, 0.2, 1);

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

function halfSheet(engine, config, now) {
  const sheet = engine.createSheet({ detents: [{ fraction: 0.5 }], ...config });
  sheet.present(0, now);
  now = run(engine, now, 1.5);
  engine.drainEvents();
  return { sheet, now };
}

test('back: the frames follow the gesture\'s progress; a cancel springs back in 100 ms', () => {
  const engine = phone(module);
  let { sheet, now } = halfSheet(engine, {}, 0);
  sheet.backBegin(now);
  for (const progress of [0.1, 0.25, 0.5, 0.8, 1]) {
    const p = shown(progress);
    now += 0.016;
    sheet.backProgress(progress, now);
    const frame = sheet.frame();
    close(frame.top, TOP_AT_HALF + 24 * p, `top at ${progress}`);
    close(frame.height, 844 - frame.top, `height at ${progress}`);
    close(frame.scale, 1 - (48 * p) / 390, `scale at ${progress}`);
    assert.equal(frame.state, 'resting');
    assert.equal(frame.detent, 0);
  }
  // The curve, not the progress: half-way through the sheet is 0.8949 of its way down.
  close(shown(0.5), 0.894885802931579, 'cubic-bezier(0.1, 0.1, 0, 1) at 0.5', 1e-12);

  sheet.backProgress(0.6, now);
  const from = shown(0.6);
  sheet.backCancel(now);
  assert.equal(engine.isAnimating, true);
  for (let k = 1; k <= 5; k++) {
    const elapsed = 0.02 * k;
    const left = k === 5 ? 0 : from * (1 - standard(elapsed / 0.1));
    engine.tick(now + elapsed);
    close(sheet.frame().top, TOP_AT_HALF + 24 * left, `top ${elapsed} s into the cancel`, 1e-6);
  }
  assert.equal(engine.isAnimating, false);
  resting(sheet, 0, TOP_AT_HALF, 'after the cancel');
  assert.equal(sheet.frame().scale, 1);
  assert.deepEqual(engine.drainEvents(), []);
  engine.destroy();
});

test("backBehavior 'dismiss': a commit dismisses from the shrunk sheet, reason 'back'", () => {
  const engine = phone(module);
  let { sheet, now } = halfSheet(engine, {}, 0);
  sheet.backBegin(now);
  now += 0.1;
  sheet.backProgress(1, now);
  const shrunk = sheet.frame();
  close(shrunk.top, TOP_AT_HALF + 24, 'top fully shrunk');
  sheet.backCommit(now);
  const frame = sheet.frame();
  assert.equal(frame.state, 'dismissing');
  assert.equal(frame.top, shrunk.top);
  assert.equal(frame.scale, shrunk.scale);
  now = run(engine, now, 1.5);
  assert.equal(sheet.frame().state, 'hidden');
  assert.deepEqual(summary(engine.drainEvents()), [['willDismiss', -1, 'back'], ['didDismiss', -1, 'back']]);
  engine.destroy();
});

test("backBehavior 'collapse': a press goes one detent lower, then dismisses", () => {
  const engine = phone(module);
  const sheet = engine.createSheet({ detents: [{ fraction: 0.3 }, { fraction: 0.6 }], backBehavior: 'collapse' });
  sheet.present(1, 0);
  let now = run(engine, 0, 1.5);
  engine.drainEvents();
  sheet.backCommit(now);
  assert.deepEqual(engine.drainEvents().map((e) => [e.type, e.detent, e.fromDetent, e.reason]), [['detentChanged', 0, 1, 'back']]);
  now = run(engine, now, 1.5);
  resting(sheet, 0, 844 - 0.3 * 797, 'one detent lower');
  sheet.backCommit(now);
  now = run(engine, now, 1.5);
  assert.equal(sheet.frame().state, 'hidden');
  assert.deepEqual(summary(engine.drainEvents()), [['willDismiss', -1, 'back'], ['didDismiss', -1, 'back']]);
  engine.destroy();
});

test('back with confirmDismiss: asks with reason \'back\', and springs back', () => {
  const engine = phone(module);
  let { sheet, now } = halfSheet(engine, { confirmDismiss: true }, 0);
  sheet.backBegin(now);
  sheet.backProgress(0.7, now);
  sheet.backCommit(now);
  assert.deepEqual(engine.drainEvents().map((e) => [e.type, e.reason]), [['dismissRequested', 'back']]);
  run(engine, now, 0.2);
  resting(sheet, 0, TOP_AT_HALF, 'sprung back');
  assert.equal(sheet.frame().scale, 1);
  engine.destroy();
});

test('back: calls out of order, bad progress, \'none\' and a sheet that cannot be dismissed are refused', () => {
  const engine = phone(module);
  const refusedBy = (call, Class, sentence) => (error) => error instanceof Class && error.call === call && sentence.test(error.message);
  const hidden = engine.createSheet({ detents: [{ fraction: 0.5 }] });
  let now = 0;
  assert.throws(() => hidden.backBegin(now), refusedBy('sheet_back_begin', InvalidState, /not presented/));
  assert.throws(() => hidden.backCommit(now), refusedBy('sheet_back_commit', InvalidState, /not presented/));
  hidden.destroy();

  let sheet;
  ({ sheet, now } = halfSheet(engine, {}, now));
  assert.throws(() => sheet.backProgress(0.5, now), refusedBy('sheet_back_progress', InvalidState, /sheet_back_begin/));
  assert.throws(() => sheet.backCancel(now), refusedBy('sheet_back_cancel', InvalidState, /sheet_back_begin/));
  sheet.backBegin(now);
  assert.throws(() => sheet.backBegin(now), refusedBy('sheet_back_begin', InvalidState, /./));
  assert.throws(() => sheet.backProgress(-0.1, now), refusedBy('sheet_back_progress', InvalidArgument, /progress/));
  assert.throws(() => sheet.backProgress(1.5, now), refusedBy('sheet_back_progress', InvalidArgument, /progress/));
  assert.throws(() => sheet.backProgress(NaN, now), refusedBy('backProgress', InvalidArgument, /progress must be finite/));
  assert.throws(() => sheet.backProgress(0.5, Infinity), refusedBy('backProgress', InvalidArgument, /now must be finite/));
  assert.throws(() => sheet.backCommit('soon'), refusedBy('backCommit', InvalidArgument, /now must be a number/));
  assert.throws(() => hidden.backBegin(now), refusedBy('sheet_back_begin', InvalidHandle, /./));
  resting(sheet, 0, TOP_AT_HALF, 'after the refusals');
  sheet.backCancel(now);

  const none = halfSheet(engine, { backBehavior: 'none' }, now);
  now = none.now;
  assert.throws(() => none.sheet.backCommit(now), refusedBy('sheet_back_commit', InvalidState, /none/));
  const kept = halfSheet(engine, { dismissible: false }, now);
  now = kept.now;
  assert.throws(() => kept.sheet.backBegin(now), refusedBy('sheet_back_begin', InvalidState, /cannot be dismissed/));
  assert.throws(() => kept.sheet.update({ backBehavior: 'sideways' }, now),
    refusedBy('update', InvalidArgument, /backBehavior must be one of 'dismiss', 'collapse', 'none'/));
  engine.destroy();
});
