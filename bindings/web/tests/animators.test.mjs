// Animators written in JavaScript, registered at run time through the module's
// trampoline: they move sheets; a throw or a value that is not finite ends the motion
// with an 'animatorFailed' event while the engine's spring lands the sheet; and each
// accepted registration is released exactly once, when its engine goes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AlreadyExists, InvalidArgument } from '../sheet.js';
import { HALF_AND_FULL, TOP_AT_HALF, loadModule, phone } from './common.mjs';

const module = await loadModule();

// Moves top linearly from `from` to `to` in `duration` seconds.
const linear = (log = []) => ({
  params: [{ name: 'duration', default: 0.5, min: 0.01, max: 10 }],
  create(motion, { duration }) {
    log.push(['create', motion.kind, motion.from.top, motion.to.top, duration]);
    return {
      sample(elapsed) {
        const p = Math.min(1, elapsed / duration);
        return { top: motion.from.top + (motion.to.top - motion.from.top) * p, finished: p === 1 };
      },
      destroy() { log.push(['destroy']); },
    };
  },
});

test('a JavaScript animator moves the sheet with its parameters', () => {
  const engine = phone(module);
  const log = [];
  engine.registerAnimator('test.linear', linear(log));
  assert.deepEqual(engine.animators.at(-1), { name: 'test.linear', params: [{ name: 'duration', default: 0.5, min: 0.01, max: 10 }] });
  const sheet = engine.createSheet({ detents: HALF_AND_FULL, present: { animator: 'test.linear', params: { duration: 0.4 } } });
  sheet.present(0, 0);
  engine.tick(0.1);
  assert.ok(Math.abs(sheet.frame().top - (844 - (844 - TOP_AT_HALF) * 0.25)) < 1e-9, `top ${sheet.frame().top}`);
  engine.tick(0.2);
  assert.ok(Math.abs(sheet.frame().top - (844 + TOP_AT_HALF) / 2) < 1e-9);
  engine.tick(0.4);
  assert.equal(sheet.frame().top, TOP_AT_HALF);
  assert.equal(sheet.frame().state, 'resting');
  assert.deepEqual(log, [['create', 'present', 844, TOP_AT_HALF, 0.4], ['destroy']]);
  assert.deepEqual(engine.drainEvents().map((e) => e.type), ['willPresent', 'didPresent']);
  assert.deepEqual(engine.animatorErrors, []);
  engine.destroy();
});

function failing(engine, definition) {
  engine.registerAnimator('test.failing', definition);
  const sheet = engine.createSheet({ detents: HALF_AND_FULL, present: { animator: 'test.failing' } });
  sheet.present(0, 0);
  engine.runUntilIdle(0);
  return { sheet, events: engine.drainEvents() };
}

for (const [what, definition, failure, phase] of [
  ['create throws', { create() { throw new Error('no motion today'); } }, 'create', 'create'],
  ['sample throws', { create: () => ({ sample() { throw new RangeError('lost'); } }) }, 'status', 'sample'],
  ['sample gives NaN', { create: () => ({ sample: () => ({ top: NaN, finished: false }) }) }, 'value', null],
  ['sample gives a string', { create: () => ({ sample: () => ({ top: 'high', finished: false }) }) }, 'value', null],
  ['sample gives nothing', { create: () => ({ sample: () => undefined }) }, 'status', 'sample'],
  ['create gives no sampler', { create: () => 42 }, 'create', 'create'],
  ['the animator calls its engine', null, 'status', 'sample'],
]) {
  test(`${what}: the motion fails over to the spring and the sheet still arrives`, () => {
    const engine = phone(module);
    const reentrant = { create: () => ({ sample: () => { engine.tick(5); return { top: 0 }; } }) };
    const { sheet, events } = failing(engine, definition ?? reentrant);
    assert.equal(sheet.frame().state, 'resting');
    assert.equal(sheet.frame().top, TOP_AT_HALF);
    assert.deepEqual(events.map((e) => e.type), ['willPresent', 'animatorFailed', 'didPresent']);
    assert.equal(events[1].animator, 'test.failing');
    assert.equal(events[1].failure, failure);
    if (phase) {
      assert.equal(engine.animatorErrors.length, 1);
      assert.equal(engine.animatorErrors[0].phase, phase);
      assert.equal(engine.animatorErrors[0].animator, 'test.failing');
    } else {
      assert.deepEqual(engine.animatorErrors, []);
    }
    engine.destroy();
  });
}

test('a re-entrant call is refused by the engine with its sentence', () => {
  const engine = phone(module);
  failing(engine, { create: () => ({ sample: () => { engine.tick(5); return { top: 0 }; } }) });
  assert.match(engine.animatorErrors[0].error.message, /callback/);
  assert.equal(engine.animatorErrors[0].error.statusName, 'SHEET_ERR_INVALID_STATE');
  engine.destroy();
});

test('release: once per accepted registration when the engine goes, never for a refused one', () => {
  const released = [];
  const engine = phone(module);
  const before = module.liveRegistrations;
  engine.registerAnimator('a', { ...linear(), release: () => released.push('a') });
  engine.registerAnimator('b', { create: linear().create, release: () => released.push('b') });
  assert.throws(() => engine.registerAnimator('a', { create() {}, release: () => released.push('a again') }), AlreadyExists);
  assert.throws(() => engine.registerAnimator('', { create() {}, release: () => released.push('empty') }), InvalidArgument);
  assert.throws(() => engine.registerAnimator('c', {
    params: [{ name: 'p', default: 2, min: 0, max: 1 }], create() {}, release: () => released.push('c'),
  }), /default/);
  assert.equal(module.liveRegistrations, before + 2);
  // A motion of 'a' still running when the engine goes is destroyed before the release.
  const order = [];
  engine.registerAnimator('d', {
    create: () => ({ sample: () => ({ top: 500, finished: false }), destroy: () => order.push('destroy') }),
    release: () => order.push('release'),
  });
  const sheet = engine.createSheet({ present: { animator: 'd' } });
  sheet.present(0, 0);
  engine.tick(0.1);
  assert.deepEqual(released, []);
  engine.destroy();
  assert.deepEqual(released.sort(), ['a', 'b']);
  assert.deepEqual(order, ['destroy', 'release']);
  assert.equal(module.liveRegistrations, before);
  engine.destroy();
  assert.deepEqual(released.sort(), ['a', 'b']);
});

test('two engines of one module keep their registrations apart', () => {
  const first = phone(module), second = phone(module);
  let released = 0;
  first.registerAnimator('shared.name', { ...linear(), release: () => released++ });
  second.registerAnimator('shared.name', { ...linear(), release: () => released++ });
  first.destroy();
  assert.equal(released, 1);
  const sheet = second.createSheet({ present: { animator: 'shared.name', params: { duration: 0.1 } } });
  sheet.present(0, 0);
  second.runUntilIdle(0);
  assert.equal(sheet.frame().top, 47);
  assert.deepEqual(second.animatorErrors, []);
  second.destroy();
  assert.equal(released, 2);
});

test('an engine cannot be destroyed from inside its animator', () => {
  const engine = phone(module);
  failing(engine, { create: () => ({ sample: () => { engine.destroy(); return { top: 0 }; } }) });
  assert.equal(engine.destroyed, false);
  assert.match(engine.animatorErrors[0].error.message, /cannot be destroyed from inside/);
  engine.destroy();
  assert.equal(engine.destroyed, true);
});
