// Where a frame puts a sheet's box (_placement.js), from a real engine's frames with
// timestamps: the side after the layout direction, the highest detent's extent told by a
// frame at a lower detent (or under a finger, or with a keyboard up) for every side,
// floating or attached, and in the wide layouts, equal to the extent the frame's
// rectangle has at that highest detent; and the box's corner, which puts its free edge
// on the rectangle's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { boxOrigin, extentOf, floats, highestExtent, sideOf, sizedEachFrame, spanOf } from '../_placement.js';
import { loadModule } from '../../tests/common.mjs';

const module = await loadModule();

const close = (actual, expected, what, tolerance = 1e-6) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual}, expected ${expected}`);

test('the side of each edge in each direction', () => {
  assert.deepEqual(['bottom', 'top', 'leading', 'trailing'].map((edge) => sideOf(edge, 'ltr')), ['bottom', 'top', 'left', 'right']);
  assert.deepEqual(['bottom', 'top', 'leading', 'trailing'].map((edge) => sideOf(edge, 'rtl')), ['bottom', 'top', 'right', 'left']);
  assert.equal(floats({ topLeft: true, topRight: true, bottomRight: true, bottomLeft: false }), false);
  assert.equal(floats({ topLeft: true, topRight: true, bottomRight: true, bottomLeft: true }), true);
  assert.equal(sizedEachFrame('top', 'top', false), true);
  assert.equal(sizedEachFrame('bottom', 'bottom', false), false);
  assert.equal(sizedEachFrame('right', 'trailing', false), false);
  assert.equal(sizedEachFrame('right', 'leading', false), true);
  assert.equal(sizedEachFrame('left', 'trailing', true), true);
});

// Each case: a configuration and a viewport; the sheet is shown at its highest detent,
// then at its lowest, where the frame must tell the highest one's extent.
const CASES = [
  ['a bottom sheet', { detents: [{ points: 300 }, { fraction: 1 }] }],
  ['a bottom sheet over a keyboard', { detents: [{ points: 200 }, { fraction: 0.9 }] }, { keyboard: 300 }],
  ['a top sheet', { detents: [{ points: 200 }, { points: 400 }], edge: 'top' }],
  ['a trailing sheet', { detents: [{ points: 200 }, { points: 320 }], edge: 'trailing' }],
  ['a leading sheet in RTL', { detents: [{ fraction: 0.4 }, { fraction: 0.8 }], edge: 'leading' }, { direction: 'rtl' }],
  ['a floating card', { detents: [{ points: 300 }, { points: 500 }], edgeInset: 16, sideInset: 12, maxCrossSize: 320 }],
  ['a floating top card', { detents: [{ points: 150 }, { points: 250 }], edge: 'top', edgeInset: 12 }],
  ['a floating side card', { detents: [{ points: 200 }, { points: 300 }], edge: 'leading', edgeInset: 10 }],
  ['the wide floating card', { detents: [{ points: 200 }, { fraction: 0.9 }], wideLayout: 'floatingLeading' }, { wide: true }],
  ['the wide side sheet', { detents: [{ points: 200 }, { fraction: 0.9 }], wideLayout: 'sideTrailing' }, { wide: true, same: true }],
  ['the wide centred card', { detents: [{ points: 200 }, { fraction: 0.9 }], wideLayout: 'centered' }, { wide: true }],
];

for (const [name, config, { keyboard = 0, direction = 'ltr', wide = false, same = false } = {}] of CASES) {
  test(`the highest detent's extent from a frame at the lowest: ${name}`, () => {
    const engine = module.createEngine({ viewport: wide ? [1280, 800, 24, 20] : [390, 844, 47, 34], layoutDirection: direction });
    const around = { obstruction: keyboard, safeTop: engine.viewport.safeTop };
    const sheet = engine.createSheet(config);
    sheet.present(1, 0);
    let now = engine.runUntilIdle(0);
    if (keyboard) {
      engine.setObstruction(keyboard, now);
      now = engine.runUntilIdle(now);
    }
    const highest = sheet.frame();
    const side = sideOf(highest.edge, direction), floating = floats(highest.corners);
    const expected = extentOf(highest.rect, side);
    close(highestExtent(highest, side, floating, around), expected, 'at the highest detent');
    sheet.moveToDetent(0, now);
    // On the way down and at rest: every frame that tells, tells the same extent (every
    // frame of an attached sheet).
    let telling = 0;
    for (let k = 1; k <= 60; k++) {
      const frame = sheet.frame();
      const told = highestExtent(frame, side, floating, around);
      telling += Number.isNaN(told) ? 0 : 1;
      if (!Number.isNaN(told)) close(told, expected, `frame ${k} on the way down (${frame.state})`);
      engine.tick(now + k / 60);
    }
    assert.ok(floating || telling === 60, `${telling} of 60 frames told it`);
    const low = sheet.frame();
    assert.equal(low.state, 'resting');
    assert.equal(low.detent, 0);
    assert.ok(same || extentOf(low.rect, side) < expected - 1, `the lowest detent is lower: ${extentOf(low.rect, side)}`);
    close(highestExtent(low, side, floating, around), expected, 'at the lowest detent');
    // The box that long with its free edge on the rectangle's: a sliding box reaches past
    // the rectangle at its attached side, a box sized each frame is the rectangle.
    const along = sizedEachFrame(side, low.edge, floating) ? extentOf(low.rect, side) : expected;
    const origin = {};
    const { x, y } = boxOrigin(low.rect, side, along, origin);
    assert.equal(boxOrigin(low.rect, side, along, origin), origin);
    const box = side === 'bottom' || side === 'top'
      ? { x, y, width: spanOf(low.rect, side), height: along } : { x, y, width: along, height: spanOf(low.rect, side) };
    const r = low.rect;
    const free = { bottom: [box.y, r.y], top: [box.y + box.height, r.y + r.height], left: [box.x + box.width, r.x + r.width],
      right: [box.x, r.x] }[side];
    close(free[0], free[1], 'the box\'s free edge on the rectangle\'s');
    if (side === 'bottom' || side === 'top') close(box.x, r.x, 'box x');
    else close(box.y, r.y, 'box y');
    engine.destroy();
  });
}

test('a floating card tells its highest extent only at rest: leaving, it keeps its lowest detent\'s size', () => {
  const engine = module.createEngine({ viewport: [390, 844, 47, 34] });
  const sheet = engine.createSheet({ detents: [{ points: 300 }, { points: 500 }], edgeInset: 16 });
  sheet.present(0, 0);
  const now = engine.runUntilIdle(0);
  close(highestExtent(sheet.frame(), 'bottom', true, {}), 500, 'at rest');
  sheet.dismiss(now);
  engine.tick(now + 1 / 60);
  const leaving = sheet.frame();
  assert.equal(leaving.rect.height, 300);
  assert.ok(leaving.rect.height / leaving.progress > 510, `what it would tell leaving: ${leaving.rect.height / leaving.progress}`);
  assert.ok(Number.isNaN(highestExtent(leaving, 'bottom', true, {})));
  engine.destroy();
});
