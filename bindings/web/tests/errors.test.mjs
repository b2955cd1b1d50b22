// Every refusal is a SheetError subclass with the status, its name and a sentence: the
// engine's own for what the engine checks, the binding's for what never reaches it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  SheetError, InvalidArgument, InvalidHandle, InvalidState, NotFound, AlreadyExists, errorFor,
} from '../sheet.js';
import { HALF_AND_FULL, loadModule, phone } from './common.mjs';

const module = await loadModule();

function refused(call, Class, statusName, sentence) {
  let error;
  try {
    call();
  } catch (caught) {
    error = caught;
  }
  assert.ok(error instanceof Class, `expected ${Class.name}, got ${error?.name}: ${error?.message}`);
  assert.ok(error instanceof SheetError && error instanceof Error);
  assert.equal(error.statusName, statusName);
  assert.match(error.message, sentence);
  return error;
}

test('the engine refuses with its sentence', () => {
  const engine = phone(module);
  const sheet = engine.createSheet({ detents: HALF_AND_FULL });
  const error = refused(() => sheet.present(5, 0), InvalidArgument, 'SHEET_ERR_INVALID_ARGUMENT', /detent 5/);
  assert.equal(error.status, 1);
  assert.equal(error.call, 'sheet_present');
  sheet.present(0, 0);
  refused(() => sheet.present(0, 0), InvalidState, 'SHEET_ERR_INVALID_STATE', /already presented/);
  refused(() => sheet.pointerMove(1, 1, 0), InvalidState, 'SHEET_ERR_INVALID_STATE', /no pointer|not down/i);
  refused(() => engine.createSheet({ present: { animator: 'nope' } }), NotFound, 'SHEET_ERR_NOT_FOUND', /nope/);
  refused(() => engine.createSheet({ present: { animator: 'spring', params: { bounce: 1 } } }),
    InvalidArgument, 'SHEET_ERR_INVALID_ARGUMENT', /bounce/);
  refused(() => engine.createSheet({ detents: [{ fraction: 2 }] }), InvalidArgument, 'SHEET_ERR_INVALID_ARGUMENT', /fraction|detent/);
  refused(() => engine.setViewport(-1, 10), InvalidArgument, 'SHEET_ERR_INVALID_ARGUMENT', /width/);
  refused(() => engine.registerAnimator('spring', { create() {} }), AlreadyExists, 'SHEET_ERR_ALREADY_EXISTS', /spring/);
  engine.destroy();
});

test('a destroyed sheet, or a sheet or engine used after the engine is gone, throws', () => {
  const engine = phone(module);
  const sheet = engine.createSheet();
  sheet.destroy();
  assert.equal(sheet.destroyed, true);
  refused(() => sheet.present(0, 0), InvalidHandle, 'SHEET_ERR_INVALID_HANDLE', /does not name a live sheet/);
  refused(() => sheet.destroy(), InvalidHandle, 'SHEET_ERR_INVALID_HANDLE', /does not name a live sheet/);
  const kept = engine.createSheet();
  engine.destroy();
  engine.destroy();   // twice does nothing
  assert.equal(kept.destroyed, true);
  refused(() => engine.tick(1), InvalidState, 'SHEET_ERR_INVALID_STATE', /engine was destroyed/);
  refused(() => kept.frame(), InvalidState, 'SHEET_ERR_INVALID_STATE', /engine was destroyed/);
  refused(() => engine.createSheet(), InvalidState, 'SHEET_ERR_INVALID_STATE', /engine was destroyed/);
});

test('the binding refuses what must not reach the module, naming the argument', () => {
  const engine = phone(module);
  const sheet = engine.createSheet();
  const cases = [
    [() => engine.tick(NaN), /now must be finite, not NaN/],
    [() => engine.tick(Infinity), /now must be finite/],
    [() => engine.tick('1'), /now must be a number, not "1"/],
    [() => sheet.present(0.5, 0), /detent must be an integer/],
    [() => sheet.present(2 ** 40, 0), /detent must be an integer in the 32-bit range/],
    [() => sheet.pointerDown(undefined, 1, 0), /x must be a number, not undefined/],
    [() => sheet.setContent(-1, 10, 0), /contentId must be a non-negative/],
    [() => sheet.setContent(2n ** 64n, 10, 0), /contentId/],
    [() => sheet.performAction('fly', 0), /action must be one of 'expand', 'collapse', 'dismiss'/],
    [() => sheet.frame(5), /frame\(\) fills an object, not 5/],
    [() => engine.createSheet({ detent: [] }), /unknown configuration key 'detent'/],
    [() => engine.createSheet({ detents: [0.5] }), /detents\[0\] must be/],
    [() => engine.createSheet({ stack: 'pile' }), /stack must be one of 'push', 'switch', 'replace'/],
    [() => engine.createSheet({ dismissible: 1 }), /dismissible must be a boolean/],
    [() => engine.createSheet({ detents: new Array(17).fill('content') }), /at most 16 detents/],
    [() => engine.setReduceMotion(1), /enabled must be a boolean/],
    [() => engine.registerAnimator(7, { create() {} }), /name must be a string/],
    [() => engine.registerAnimator('spring\0x', { create() {} }), /must not contain a NUL/],
    [() => engine.createSheet({ present: { animator: 'fade\0' } }), /present.animator must not contain a NUL/],
    [() => engine.createSheet({ present: { animator: 'fade', params: { 'duration\0': 1 } } }), /must not contain a NUL/],
    [() => engine.registerAnimator('x', { params: [{ name: 'a', default: NaN, min: 0, max: 1 }], create() {} }), /params\[0\]\.default must be finite/],
  ];
  for (const [call, sentence] of cases) {
    const error = refused(call, InvalidArgument, 'SHEET_ERR_INVALID_ARGUMENT', sentence);
    assert.equal(error.status, 1);
  }
  // Nothing of it reached the engine: the sheet is as it was.
  assert.equal(sheet.frame().state, 'hidden');
  assert.equal(engine.sheets.length, 1);
  engine.destroy();
});

test('errorFor picks the class by status', () => {
  assert.ok(errorFor(2, 'x', 'f') instanceof InvalidHandle);
  assert.equal(errorFor(9, 'x', 'f').statusName, 'SHEET_ERR_OUT_OF_MEMORY');
  assert.equal(errorFor(99, 'x', 'f').statusName, 'SHEET_ERR_UNKNOWN');
});

test('events name destroyed sheets until they are taken', () => {
  const engine = phone(module);
  const sheet = engine.createSheet();
  sheet.present(0, 0);
  sheet.destroy();
  const events = engine.drainEvents();
  assert.deepEqual(events.map((e) => e.type), ['willPresent', 'transitionCancelled']);
  assert.equal(events[1].sheet, sheet);
  assert.equal(events[1].sheetId, sheet.id);
  engine.destroy();
});
