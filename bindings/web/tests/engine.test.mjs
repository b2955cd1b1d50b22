// A sheet driven through the JavaScript API with timestamps, as a page drives it: the
// numbers are the engine's (a 797-point available height: half is top 445.5).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { ABI_VERSION, AbiMismatch, Sheet, Engine, SheetModule } from '../sheet.js';
import { DEFAULT_WASM } from '../_default-wasm.js';
import { HALF_AND_FULL, TOP_AT_FULL, TOP_AT_HALF, drag, loadModule, phone, summary } from './common.mjs';

const module = await loadModule();

test('Sheet.load gives an engine; the module says its version', async () => {
  const engine = await Sheet.load(new Uint8Array(await (await import('node:fs/promises')).readFile(
    (await import('./common.mjs')).WASM)), { viewport: [390, 844, 47, 34] });
  assert.ok(engine instanceof Engine);
  assert.ok(engine.module instanceof SheetModule);
  assert.match(engine.module.version, /^1\.\d+\.\d+$/);
  assert.deepEqual(engine.viewport, { width: 390, height: 844, safeTop: 47, safeBottom: 34 });
  assert.deepEqual(engine.animators.map((a) => a.name), ['spring', 'slide', 'fade']);
  assert.deepEqual(engine.animators[0].params.map((p) => p.name), ['response', 'damping_ratio']);
  engine.destroy();
});

test('with no source, SheetModule.load reads the repository\'s build/wasm32/libsheet.wasm', async (t) => {
  const built = new URL('../../../build/wasm32/libsheet.wasm', import.meta.url);
  assert.equal(DEFAULT_WASM.href, built.href);
  if (!existsSync(built)) return t.skip('build/wasm32/libsheet.wasm is not built');
  const loaded = await SheetModule.load();
  assert.equal(loaded.abiVersion >>> 16, ABI_VERSION >>> 16);
  const engine = loaded.createEngine({ viewport: [390, 844, 47, 34] });
  assert.equal(engine.createSheet().frame().top, 844);
  engine.destroy();
});

// A module whose one import is `field` of `module`, a function of no parameters.
function importingModule(module, field) {
  const name = (text) => [text.length, ...new TextEncoder().encode(text)];
  const entry = [...name(module), ...name(field), 0x00, 0x00];
  return new Uint8Array([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // magic, version 1
    0x01, 0x04, 0x01, 0x60, 0x00, 0x00, // one type: () -> ()
    0x02, entry.length + 1, 0x01, ...entry, // one import of it
  ]);
}

test('a module that imports what the binding does not provide is refused, naming the import', async () => {
  for (const [module, field] of [['wasi_snapshot_preview1', 'fd_write'], ['env', 'toString']]) {
    await assert.rejects(SheetModule.load(importingModule(module, field)), (error) => {
      assert.ok(error instanceof AbiMismatch);
      assert.equal(error.message,
        `libsheet.wasm imports ${module}.${field}, which this binding does not provide: build it with scripts/build-wasm`);
      assert.equal(error.call, 'SheetModule.load');
      return true;
    });
  }
});

test('present settles at the half detent with the events in order', () => {
  const engine = phone(module);
  const sheet = engine.createSheet({ detents: HALF_AND_FULL, userTag: 42 });
  assert.equal(sheet.frame().state, 'hidden');
  assert.equal(sheet.frame().top, 844);
  sheet.present(0, 10);
  assert.equal(sheet.frame().state, 'presenting');
  const t = engine.runUntilIdle(10);
  const frame = sheet.frame();
  assert.equal(frame.state, 'resting');
  assert.equal(frame.detent, 0);
  assert.equal(frame.top, TOP_AT_HALF);
  assert.equal(frame.height, 398.5);
  assert.ok(Math.abs(frame.progress - 0.5) < 1e-12);
  assert.equal(frame.backdropAlpha, 0.4);
  assert.equal(frame.grabberVisible, true);
  const events = engine.drainEvents();
  assert.deepEqual(summary(events), [['willPresent', 0, 'programmatic'], ['didPresent', 0, 'programmatic']]);
  assert.equal(events[0].time, 10);
  assert.equal(events[1].time, t);
  assert.ok(t > 10.3 && t < 11, `came to rest at ${t}`);
  assert.equal(events[0].sheet, sheet);
  assert.equal(events[0].userTag, 42);
  assert.equal(engine.pollEvent(), null);
  assert.deepEqual(sheet.accessibility(), { actions: ['expand', 'dismiss'], detent: 0, detentCount: 2, value: 'detent 1 of 2' });
  engine.destroy();
});

test('ticks at 60 Hz and 120 Hz land on the same frames', () => {
  const tops = {};
  for (const hz of [60, 120]) {
    const engine = phone(module);
    const sheet = engine.createSheet({ detents: HALF_AND_FULL });
    sheet.present(1, 0);
    tops[hz] = [];
    for (let i = 1; i <= hz; i++) {
      engine.tick(i / hz);
      if ((i * 60) % hz === 0) tops[hz].push(sheet.frame().top);
    }
    engine.destroy();
  }
  assert.equal(tops[60].length, 60);
  assert.ok(tops[60][0] > 800 && tops[60][0] < 844, `first frame at ${tops[60][0]}`);
  assert.equal(tops[60].at(-1), TOP_AT_FULL);
  for (const [i, top] of tops[60].entries()) assert.ok(Math.abs(top - tops[120][i]) < 1e-9, `frame ${i}: ${top} vs ${tops[120][i]}`);
});

test('a drag follows the finger 1:1 past the slop, a slow release settles back', () => {
  const engine = phone(module);
  const sheet = engine.createSheet({ detents: HALF_AND_FULL });
  sheet.present(0, 0);
  let t = engine.runUntilIdle(0);
  engine.drainEvents();
  const y0 = TOP_AT_HALF + 20;
  assert.equal(sheet.pointerDown(195, y0, t), 'sheet');
  sheet.pointerMove(195, y0 - 5, t + 0.01);   // inside the 8-point slop: a tap so far
  assert.equal(sheet.frame().top, TOP_AT_HALF);
  for (const dy of [-30, -60, -100]) {
    t += 1 / 60;
    sheet.pointerMove(195, y0 + dy, t);
    assert.equal(sheet.frame().top, TOP_AT_HALF + dy);
    assert.equal(sheet.frame().state, 'dragging');
    assert.equal(sheet.frame().gestureOwner, 'sheet');
  }
  t += 0.2;                                     // a pause: the release has no velocity
  sheet.pointerUp(195, y0 - 100, t);
  t = engine.runUntilIdle(t);
  assert.equal(sheet.frame().top, TOP_AT_HALF);
  assert.deepEqual(summary(engine.drainEvents()), [['dragBegan', 0, 'none'], ['dragEnded', 0, 'drag']]);
  engine.destroy();
});

test('a fling up reaches the full detent; a fling down dismisses', () => {
  const engine = phone(module);
  const sheet = engine.createSheet({ detents: HALF_AND_FULL });
  sheet.present(0, 0);
  let t = engine.runUntilIdle(0);
  engine.drainEvents();
  ({ t } = drag(sheet, { fromY: TOP_AT_HALF + 20, dy: -300, steps: 6, t }));
  assert.ok(Math.abs(sheet.frame().velocity + 3000) < 1e-6, `release at ${sheet.frame().velocity} pt/s`);
  t = engine.runUntilIdle(t);
  assert.equal(sheet.frame().top, TOP_AT_FULL);
  assert.equal(sheet.frame().detent, 1);
  assert.deepEqual(summary(engine.drainEvents()),
    [['dragBegan', 0, 'none'], ['dragEnded', 1, 'fling'], ['detentChanged', 1, 'fling']]);
  assert.deepEqual(sheet.accessibility().actions, ['collapse', 'dismiss']);
  ({ t } = drag(sheet, { fromY: TOP_AT_FULL + 20, dy: 600, steps: 6, t }));
  t = engine.runUntilIdle(t);
  assert.equal(sheet.frame().state, 'hidden');
  assert.equal(sheet.frame().top, 844);
  assert.deepEqual(summary(engine.drainEvents()),
    [['dragBegan', 1, 'none'], ['dragEnded', -1, 'fling'], ['willDismiss', -1, 'fling'], ['didDismiss', -1, 'fling']]);
  engine.destroy();
});

test('detents in points and fitted to the content; moveToDetent and actions', () => {
  const engine = phone(module);
  const sheet = engine.createSheet({ detents: ['content', { points: 500 }] });
  sheet.setContent(3, 200, 0);
  sheet.present(0, 0);
  let t = engine.runUntilIdle(0);
  assert.equal(sheet.frame().top, 844 - 200 - 34);
  assert.equal(sheet.frame().contentId, 3);
  sheet.moveToDetent(1, t);
  t = engine.runUntilIdle(t);
  assert.equal(sheet.frame().top, 344);
  sheet.performAction('collapse', t);
  t = engine.runUntilIdle(t);
  assert.equal(sheet.frame().top, 610);
  sheet.setContentHeight(300, t);
  t = engine.runUntilIdle(t);
  assert.equal(sheet.frame().top, 510);
  assert.deepEqual(summary(engine.drainEvents()).map(([type]) => type),
    ['contentChanged', 'willPresent', 'didPresent', 'detentChanged', 'detentChanged']);
  sheet.performAction('dismiss', t);
  engine.runUntilIdle(t);
  assert.deepEqual(summary(engine.drainEvents()), [['willDismiss', -1, 'accessibility'], ['didDismiss', -1, 'accessibility']]);
  engine.destroy();
});

test('a backdrop tap dismisses; a tap above an undimmed sheet passes through', () => {
  const engine = phone(module);
  const modal = engine.createSheet({ detents: HALF_AND_FULL });
  modal.present(0, 0);
  let t = engine.runUntilIdle(0);
  assert.equal(modal.pointerDown(195, 100, t), 'backdrop');
  modal.pointerUp(195, 100, t + 0.05);
  t = engine.runUntilIdle(t + 0.05);
  assert.equal(modal.frame().state, 'hidden');
  const maps = engine.createSheet({ detents: HALF_AND_FULL, largestUndimmedDetent: 0 });
  maps.present(0, t);
  t = engine.runUntilIdle(t);
  assert.equal(maps.frame().backdropAlpha, 0);
  assert.equal(maps.pointerDown(195, 100, t), 'passThrough');
  assert.equal(engine.topSheet, maps);
  engine.destroy();
});

test('scroll hand-off: at full the list scrolls, pulled down from its top the sheet moves', () => {
  const engine = phone(module);
  const sheet = engine.createSheet({ detents: HALF_AND_FULL });
  sheet.present(1, 0);
  let t = engine.runUntilIdle(0);
  sheet.setScrollExtent(1000, t);
  ({ t } = drag(sheet, { fromY: 400, dy: -200, steps: 10, t, pause: 0.1 }));
  t = engine.runUntilIdle(t);
  assert.equal(sheet.frame().top, TOP_AT_FULL);
  assert.ok(Math.abs(sheet.frame().contentOffset - 200) < 1e-9, `scrolled to ${sheet.frame().contentOffset}`);
  // Down by 300 in one gesture: 200 scroll the list back to its top, 100 move the sheet.
  sheet.pointerDown(195, 300, t);
  for (let i = 1; i <= 10; i++) sheet.pointerMove(195, 300 + 30 * i, t + i / 60);
  assert.equal(sheet.frame().contentOffset, 0);
  assert.ok(Math.abs(sheet.frame().top - (TOP_AT_FULL + 100)) < 1e-9, `top ${sheet.frame().top}`);
  engine.destroy();
});

test('a panel dismisses when dragged below its auto-dismiss height', () => {
  const engine = phone(module);
  const panel = engine.createSheet({ detents: [{ points: 400 }], dismissHeight: 250 });
  panel.present(0, 0);
  let t = engine.runUntilIdle(0);
  ({ t } = drag(panel, { fromY: 464, dy: 120, steps: 6, t, pause: 0.2 }));   // 280 visible: stays
  t = engine.runUntilIdle(t);
  assert.equal(panel.frame().top, 444);
  ({ t } = drag(panel, { fromY: 464, dy: 160, steps: 6, t, pause: 0.2 }));   // 240 visible: goes
  engine.runUntilIdle(t);
  assert.equal(panel.frame().state, 'hidden');
  assert.deepEqual(summary(engine.drainEvents()).slice(-2), [['willDismiss', -1, 'drag'], ['didDismiss', -1, 'drag']]);
  engine.destroy();
});

test('reduce motion cross-fades the presentation in place', () => {
  const engine = phone(module, { reduceMotion: true });
  const sheet = engine.createSheet({ detents: HALF_AND_FULL });
  sheet.present(0, 0);
  engine.tick(0.05);
  const frame = sheet.frame();
  assert.equal(frame.top, TOP_AT_HALF);
  assert.ok(frame.opacity > 0 && frame.opacity < 1, `opacity ${frame.opacity}`);
  engine.runUntilIdle(0.05);
  assert.equal(sheet.frame().opacity, 1);
  engine.destroy();
});

test('a viewport change keeps the detent; the keyboard lifts the sheet', () => {
  const engine = phone(module);
  const sheet = engine.createSheet({ detents: HALF_AND_FULL });
  sheet.present(0, 0);
  let t = engine.runUntilIdle(0);
  engine.setViewport(844, 390, 0, 21);
  t = engine.runUntilIdle(t);
  assert.equal(sheet.frame().detent, 0);
  assert.equal(sheet.frame().top, 195);
  engine.setObstruction(100, t);
  engine.runUntilIdle(t);
  assert.equal(sheet.frame().top, 95);
  engine.destroy();
});

test('content ids and tags are numbers while exact, BigInts beyond', () => {
  const engine = phone(module);
  const sheet = engine.createSheet({ userTag: 2n ** 63n + 1n });
  sheet.setContent(Number.MAX_SAFE_INTEGER, 100, 0);
  assert.equal(sheet.frame().contentId, Number.MAX_SAFE_INTEGER);
  sheet.setContent(2n ** 53n, 100, 0);
  assert.equal(sheet.frame().contentId, 2n ** 53n);
  sheet.setContent(2n ** 64n - 1n, 100, 0);
  assert.equal(sheet.frame().contentId, 2n ** 64n - 1n);
  const events = engine.drainEvents();
  assert.deepEqual(events.map((e) => e.contentId), [Number.MAX_SAFE_INTEGER, 2n ** 53n, 2n ** 64n - 1n]);
  assert.equal(events[0].userTag, 2n ** 63n + 1n);
  engine.destroy();
});
