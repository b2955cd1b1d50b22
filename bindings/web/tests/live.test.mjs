// Sheets that change while they are up, through the JavaScript API with timestamps:
// Sheet.update, dismissals asked of the page first, a backdrop tap to a detent, content
// that scrolls before the sheet moves, and the page receding behind. On the phone
// fixture a FRACTION f is f * 797 points tall (top 844 - f * 797); the default settle
// is a critically damped spring of response 0.35 s, which leaves (1 + w t) e^(-w t) of
// the distance after t seconds, w = 2π / 0.35.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { InvalidArgument, NotFound } from '../sheet.js';
import { HALF_AND_FULL, TOP_AT_FULL, TOP_AT_HALF, drag, loadModule, phone, summary } from './common.mjs';

const module = await loadModule();

const W = (2 * Math.PI) / 0.35;
/** Where a settle from `from` to `to`, begun at rest, is `t` seconds in. */
const settled = (from, to, t) => to + (from - to) * (1 + W * t) * Math.exp(-W * t);
const close = (actual, expected, what, tolerance = 1e-9) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual}, expected ${expected}`);

/** A sheet presented at `detent` and come to rest; returns it with the time and the
 *  events drained. */
function resting(engine, config, detent = 0) {
  const sheet = engine.createSheet(config);
  sheet.present(detent, 0);
  const t = engine.runUntilIdle(0);
  engine.drainEvents();
  return { sheet, t };
}

// A receded page on the phone: 26 points narrower, its top 14 below the safe area, 8
// points of corner radius.
const RECEDED = { scale: (390 - 26) / 390, offset: 47 + 14, cornerRadius: 8 };
const IDENTITY = { scale: 1, offset: 0, cornerRadius: 0 };

test('update: a resting sheet settles to its detent\'s new height from the time of the call', () => {
  const engine = phone(module);
  const { sheet, t } = resting(engine, { detents: HALF_AND_FULL });
  sheet.update({ detents: [{ fraction: 0.25 }, { fraction: 1 }] }, t);
  const quarter = 844 - 0.25 * 797;   // 644.75
  assert.equal(sheet.frame().state, 'settling');
  assert.equal(sheet.frame().detent, 0);
  engine.tick(t + 0.1);
  close(sheet.frame().top, settled(TOP_AT_HALF, quarter, 0.1), 'top 0.1 s in', 1e-6);
  engine.tick(t + 0.2);
  close(sheet.frame().top, settled(TOP_AT_HALF, quarter, 0.2), 'top 0.2 s in', 1e-6);
  engine.runUntilIdle(t + 0.2);
  assert.equal(sheet.frame().top, quarter);
  assert.equal(sheet.frame().state, 'resting');
  // Same detent, by index: nothing to announce.
  assert.deepEqual(summary(engine.drainEvents()), []);
  assert.equal(sheet.accessibility().value, 'detent 1 of 2');
  engine.destroy();
});

test('update: fewer detents take a sheet past the last to the new highest, announced', () => {
  const engine = phone(module);
  const { sheet, t } = resting(engine, { detents: HALF_AND_FULL }, 1);
  assert.equal(sheet.frame().top, TOP_AT_FULL);
  sheet.update({ detents: [{ fraction: 0.5 }] }, t);
  const events = engine.drainEvents();
  assert.deepEqual(events.map((e) => [e.type, e.fromDetent, e.detent, e.reason]), [['detentChanged', 1, 0, 'programmatic']]);
  assert.equal(events[0].time, t);
  engine.tick(t + 0.1);
  close(sheet.frame().top, settled(TOP_AT_FULL, TOP_AT_HALF, 0.1), 'top 0.1 s in', 1e-6);
  engine.runUntilIdle(t + 0.1);
  assert.equal(sheet.frame().top, TOP_AT_HALF);
  assert.deepEqual(sheet.accessibility(), { actions: ['dismiss'], detent: 0, detentCount: 1, value: 'detent 1 of 1' });
  engine.destroy();
});

test('update: a hidden sheet presents at its new detents; backdrop and corner radius follow at once', () => {
  const engine = phone(module);
  const sheet = engine.createSheet({ detents: HALF_AND_FULL });
  sheet.update({ detents: [{ points: 300 }], backdropAlpha: 0.2, cornerRadius: 20 }, 0);
  sheet.present(0, 0);
  let t = engine.runUntilIdle(0);
  assert.equal(sheet.frame().top, 844 - 300);
  assert.equal(sheet.frame().backdropAlpha, 0.2);
  assert.equal(sheet.frame().cornerRadius, 20);
  // Keys left out take their defaults, not the sheet's values.
  sheet.update({ detents: [{ points: 300 }] }, t);
  assert.equal(sheet.frame().backdropAlpha, 0.4);
  assert.equal(sheet.frame().cornerRadius, 12);
  assert.equal(sheet.frame().state, 'resting');
  // Made modeless where it rests: the backdrop clears without a motion.
  sheet.update({ detents: [{ points: 300 }], largestUndimmedDetent: 0 }, t);
  assert.equal(sheet.frame().backdropAlpha, 0);
  assert.equal(sheet.frame().state, 'resting');
  assert.equal(sheet.pointerDown(195, 100, t), 'passThrough');
  engine.destroy();
});

test('update: under a finger the sheet stays where the finger holds it, and the release goes to the new detents', () => {
  const engine = phone(module);
  let { sheet, t } = resting(engine, { detents: HALF_AND_FULL });
  const y0 = TOP_AT_HALF + 20;
  sheet.pointerDown(195, y0, t);
  for (let i = 1; i <= 5; i++) sheet.pointerMove(195, y0 - 20 * i, (t += 1 / 60));
  assert.equal(sheet.frame().top, TOP_AT_HALF - 100);
  sheet.update({ detents: [{ points: 200 }, { points: 600 }] }, t);
  assert.equal(sheet.frame().state, 'dragging');
  assert.equal(sheet.frame().top, TOP_AT_HALF - 100);
  sheet.pointerMove(195, y0 - 110, (t += 1 / 60));
  assert.equal(sheet.frame().top, TOP_AT_HALF - 110);
  sheet.pointerUp(195, y0 - 110, (t += 0.2));
  engine.runUntilIdle(t);
  // 458.5 points show: nearer 600 than 200.
  assert.equal(sheet.frame().top, 844 - 600);
  assert.deepEqual(summary(engine.drainEvents()),
    [['dragBegan', 0, 'none'], ['dragEnded', 1, 'drag'], ['detentChanged', 1, 'drag']]);
  engine.destroy();
});

test('update: a refused configuration changes nothing, and says why', () => {
  const engine = phone(module);
  const { sheet, t } = resting(engine, { detents: HALF_AND_FULL, cornerRadius: 16 });
  const before = sheet.frame();
  const refusals = [
    [() => sheet.update({ detents: [{ fraction: 2 }] }, t), InvalidArgument, 'sheet_update', /fraction|detent/],
    [() => sheet.update({ settle: { animator: 'nope' } }, t), NotFound, 'sheet_update', /nope/],
    [() => sheet.update({ backdropTap: 'detent', backdropTapDetent: 2 }, t), InvalidArgument, 'sheet_update', /backdrop_tap_detent/],
    [() => sheet.update({ detent: [] }, t), InvalidArgument, 'update', /unknown configuration key 'detent'/],
    [() => sheet.update(null, t), InvalidArgument, 'update', /the configuration must be an object/],
    [() => sheet.update(undefined, t), InvalidArgument, 'update', /the configuration must be an object/],
    [() => sheet.update({}, NaN), InvalidArgument, 'update', /now must be finite, not NaN/],
    [() => sheet.update({}), InvalidArgument, 'update', /now must be a number, not undefined/],
    [() => sheet.update({ confirmDismiss: 1 }, t), InvalidArgument, 'update', /confirmDismiss must be a boolean, not 1/],
    [() => sheet.update({ scalesBackground: 'yes' }, t), InvalidArgument, 'update', /scalesBackground must be a boolean/],
    [() => sheet.update({ contentInteraction: 'pans' }, t), InvalidArgument, 'update',
      /contentInteraction must be one of 'resizes', 'scrolls', not "pans"/],
    [() => sheet.update({ backdropTapDetent: 0.5 }, t), InvalidArgument, 'update', /backdropTapDetent must be an integer/],
    [() => sheet.update({ detents: [0.5] }, t), InvalidArgument, 'update', /detents\[0\] must be/],
  ];
  for (const [call, Class, name, sentence] of refusals) {
    assert.throws(call, (error) => error instanceof Class && error.call === name && sentence.test(error.message));
  }
  assert.deepEqual(sheet.frame(), before);
  assert.deepEqual(engine.drainEvents(), []);
  sheet.destroy();
  assert.throws(() => sheet.update({}, t), { name: 'InvalidHandle', call: 'sheet_update' });
  engine.destroy();
  assert.throws(() => sheet.update({}, t), { name: 'InvalidState', message: /engine was destroyed/ });
});

test('confirmDismiss: a release that would dismiss settles back to the lowest detent and asks', () => {
  const engine = phone(module);
  let { sheet, t } = resting(engine, { detents: HALF_AND_FULL, confirmDismiss: true });
  // Down 300 points and held still: a slow release with 98.5 of 398.5 points showing.
  ({ t } = drag(sheet, { fromY: TOP_AT_HALF + 20, dy: 300, steps: 10, t, pause: 0.2 }));
  const released = TOP_AT_HALF + 300;
  assert.equal(sheet.frame().top, released);
  assert.equal(sheet.frame().velocity, 0);
  assert.equal(sheet.frame().state, 'settling');
  assert.deepEqual(summary(engine.drainEvents()),
    [['dragBegan', 0, 'none'], ['dragEnded', 0, 'drag'], ['dismissRequested', -1, 'drag']]);
  engine.tick(t + 0.1);
  close(sheet.frame().top, settled(released, TOP_AT_HALF, 0.1), 'back up 0.1 s in', 1e-6);
  t = engine.runUntilIdle(t + 0.1);
  assert.equal(sheet.frame().top, TOP_AT_HALF);
  assert.equal(sheet.frame().state, 'resting');
  assert.deepEqual(engine.drainEvents(), []);
  // The host's answer: dismiss, its own reason.
  sheet.dismiss(t);
  engine.runUntilIdle(t);
  assert.equal(sheet.frame().state, 'hidden');
  assert.deepEqual(summary(engine.drainEvents()), [['willDismiss', -1, 'programmatic'], ['didDismiss', -1, 'programmatic']]);
  engine.destroy();
});

test('confirmDismiss: a fling from the full detent, a backdrop tap and the dismiss action ask too', () => {
  const engine = phone(module);
  let { sheet, t } = resting(engine, { detents: HALF_AND_FULL, confirmDismiss: true }, 1);
  ({ t } = drag(sheet, { fromY: TOP_AT_FULL + 20, dy: 600, steps: 6, t }));
  assert.deepEqual(summary(engine.drainEvents()),
    [['dragBegan', 1, 'none'], ['dragEnded', 0, 'fling'], ['detentChanged', 0, 'fling'], ['dismissRequested', -1, 'fling']]);
  t = engine.runUntilIdle(t);
  assert.equal(sheet.frame().top, TOP_AT_HALF);
  // A tap and an action leave the sheet where it is.
  assert.equal(sheet.pointerDown(195, 100, t), 'backdrop');
  sheet.pointerUp(195, 100, t + 0.05);
  assert.deepEqual(summary(engine.drainEvents()), [['dismissRequested', -1, 'backdropTap']]);
  assert.equal(sheet.frame().state, 'resting');
  assert.equal(engine.isAnimating, false);
  sheet.performAction('dismiss', t + 0.1);
  assert.deepEqual(summary(engine.drainEvents()), [['dismissRequested', -1, 'accessibility']]);
  assert.equal(sheet.frame().top, TOP_AT_HALF);
  // Without confirmDismiss (an update away) the same tap dismisses.
  sheet.update({ detents: HALF_AND_FULL }, t + 0.2);
  sheet.pointerDown(195, 100, t + 0.2);
  sheet.pointerUp(195, 100, t + 0.25);
  engine.runUntilIdle(t + 0.25);
  assert.deepEqual(summary(engine.drainEvents()), [['willDismiss', -1, 'backdropTap'], ['didDismiss', -1, 'backdropTap']]);
  engine.destroy();
});

test('backdropTap \'detent\': a tap moves the sheet to backdropTapDetent, and does nothing once it is there', () => {
  const engine = phone(module);
  let { sheet, t } = resting(engine, { detents: HALF_AND_FULL, backdropTap: 'detent', backdropTapDetent: 1 });
  assert.equal(sheet.pointerDown(195, 100, t), 'backdrop');
  sheet.pointerUp(195, 100, t + 0.05);
  assert.deepEqual(summary(engine.drainEvents()), [['detentChanged', 1, 'backdropTap']]);
  engine.tick(t + 0.15);
  close(sheet.frame().top, settled(TOP_AT_HALF, TOP_AT_FULL, 0.1), 'rising 0.1 s in', 1e-6);
  t = engine.runUntilIdle(t + 0.15);
  assert.equal(sheet.frame().top, TOP_AT_FULL);
  // At full the whole viewport is the sheet's: a tap at the safe area above is the backdrop's.
  assert.equal(sheet.pointerDown(195, 20, t), 'backdrop');
  sheet.pointerUp(195, 20, t + 0.05);
  assert.deepEqual(engine.drainEvents(), []);
  assert.equal(engine.isAnimating, false);
  assert.throws(() => engine.createSheet({ detents: HALF_AND_FULL, backdropTap: 'detent', backdropTapDetent: 2 }),
    { name: 'InvalidArgument', call: 'sheet_create', message: /backdrop_tap_detent/ });
  // Checked only with 'detent'.
  engine.createSheet({ detents: HALF_AND_FULL, backdropTapDetent: 7 }).destroy();
  engine.destroy();
});

test('contentInteraction \'scrolls\': content scrolls at a lower detent; the grabber band moves the sheet', () => {
  for (const [interaction, top, offset] of [['resizes', TOP_AT_HALF - 200, 0], ['scrolls', TOP_AT_HALF, 200]]) {
    const engine = phone(module);
    let { sheet, t } = resting(engine, { detents: HALF_AND_FULL, contentInteraction: interaction });
    sheet.setScrollExtent(1000, t);
    ({ t } = drag(sheet, { fromY: 650, dy: -200, steps: 10, t }));
    assert.equal(sheet.frame().top, top, `${interaction}: the sheet's top`);
    close(sheet.frame().contentOffset, offset, `${interaction}: the content's offset`);
    engine.destroy();
  }
  const engine = phone(module);
  let { sheet, t } = resting(engine, { detents: HALF_AND_FULL, contentInteraction: 'scrolls' });
  sheet.setScrollExtent(1000, t);
  // 10 points below the top: inside the 24-point grabber band.
  ({ t } = drag(sheet, { fromY: TOP_AT_HALF + 10, dy: -200, steps: 10, t }));
  assert.equal(sheet.frame().top, TOP_AT_HALF - 200);
  assert.equal(sheet.frame().contentOffset, 0);
  engine.destroy();
});

test('scalesBackground: the page behind recedes with the sheet, in step with a drag, in every sheet\'s frame', () => {
  const engine = phone(module);
  const other = engine.createSheet();
  const sheet = engine.createSheet({ detents: HALF_AND_FULL, scalesBackground: true });
  assert.deepEqual(sheet.frame().background, IDENTITY);
  sheet.present(0, 0);
  let t = engine.runUntilIdle(0);
  assert.deepEqual(sheet.frame().background, RECEDED);
  assert.deepEqual(other.frame().background, RECEDED);
  // Dragged 100 points below its lowest detent: 298.5 of 398.5 points into its dimming.
  const y0 = TOP_AT_HALF + 20;
  sheet.pointerDown(195, y0, t);
  for (let i = 1; i <= 5; i++) sheet.pointerMove(195, y0 + 20 * i, (t += 1 / 60));
  const f = 298.5 / 398.5, { background } = sheet.frame();
  close(background.scale, 1 - (f * 26) / 390, 'scale');
  close(background.offset, f * 61, 'offset');
  close(background.cornerRadius, f * 8, 'corner radius');
  sheet.pointerUp(195, y0 + 100, (t += 0.2));
  t = engine.runUntilIdle(t);
  assert.deepEqual(sheet.frame().background, RECEDED);
  // Turned off live: the page is itself again at once.
  sheet.update({ detents: HALF_AND_FULL }, t);
  assert.deepEqual(sheet.frame().background, IDENTITY);
  sheet.update({ detents: HALF_AND_FULL, scalesBackground: true }, t);
  sheet.dismiss(t);
  engine.runUntilIdle(t);
  assert.deepEqual(sheet.frame().background, IDENTITY);
  // frame(into) refills the background object it was given.
  const into = sheet.frame();
  const held = into.background;
  assert.equal(sheet.frame(into).background, held);
  engine.destroy();
});
