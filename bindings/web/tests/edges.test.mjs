// Sheets on every side, floating and in wide layouts through the JavaScript API with
// timestamps, as Tests/c/test_edges.c drives the C ABI, with the same numbers: a session
// played on a bottom sheet in a 390 x 844 viewport without safe areas is played again on
// each other side with its pointers turned the same way (a top sheet upside down; a side
// sheet in the 844 x 390 viewport, x and y swapped), and every frame must be the bottom
// sheet's, turned; then on the phone fixture (safe areas 47 and 34) a floating card, a
// top sheet, a side sheet in both directions, the wide layouts with a resize to 1280 x 800
// while open, and the refusals.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { InvalidArgument, NAMES } from '../sheet.js';
import { loadModule, phone } from './common.mjs';

const module = await loadModule();

const W = 390, H = 844;

const close = (actual, expected, what, tolerance = 1e-9) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual}, expected ${expected}`);

/** Ticks at 60 Hz after `now` for `seconds`, as the C tests' drv_run: the last tick just
 *  before now + seconds, which it returns. */
function run(engine, now, seconds) {
  for (let k = 1; now + k / 60 < now + seconds - 1e-12; k++) engine.tick(now + k / 60);
  return now + seconds;
}

// A side and a direction, and the turn that takes a bottom sheet there.
const TURNS = [
  { name: 'bottom', edge: 'bottom', direction: 'ltr' },
  { name: 'top', edge: 'top', direction: 'ltr' },
  { name: 'leading in LTR (left)', edge: 'leading', direction: 'ltr', side: true, left: true },
  { name: 'trailing in LTR (right)', edge: 'trailing', direction: 'ltr', side: true, left: false },
  { name: 'trailing in RTL (left)', edge: 'trailing', direction: 'rtl', side: true, left: true },
  { name: 'leading in RTL (right)', edge: 'leading', direction: 'rtl', side: true, left: false },
];

function turnPoint(turn, x, y) {
  if (turn.edge === 'bottom') return [x, y];
  if (!turn.side) return [x, H - y];
  return turn.left ? [H - y, x] : [y, x];
}

function turnRect(turn, r) {
  if (turn.edge === 'bottom') return r;
  if (!turn.side) return { ...r, y: H - r.y - r.height };
  return { x: turn.left ? H - r.y - r.height : r.y, y: r.x, width: r.height, height: r.width };
}

/** A presentation, a drag up past the highest detent, a backdrop tap that collapses, a
 *  fling that dismisses, a presentation again and a slow drag that dismisses: every frame
 *  on the way. */
function play(turn) {
  const engine = module.createEngine({ viewport: turn.side ? [H, W, 0, 0] : [W, H, 0, 0], layoutDirection: turn.direction });
  const sheet = engine.createSheet({ detents: [{ points: 300 }, { fraction: 0.8 }], backdropTap: 'collapse', edge: turn.edge });
  const frames = [];
  const record = () => frames.push(sheet.frame());
  const ticks = (t) => {
    for (let k = 1; k <= 60; k++) {
      engine.tick(t + k / 60);
      record();
    }
    return t + 1;
  };
  const drag = (y0, y1, steps, each, t) => {
    let [x, y] = turnPoint(turn, 195, y0);
    assert.equal(sheet.pointerDown(x, y, t), 'sheet', `${turn.name}: the drag from ${y0} starts on the sheet`);
    record();
    for (let k = 1; k <= steps; k++) {
      t += each;
      [x, y] = turnPoint(turn, 195 + 0.5 * k, y0 + ((y1 - y0) * k) / steps);
      sheet.pointerMove(x, y, t);
      engine.tick(t);
      record();
    }
    sheet.pointerUp(x, y, t);
    record();
    return t;
  };
  sheet.present(0, 0);
  let t = ticks(0);
  t = drag(600, 40, 40, 0.016, t);
  t = ticks(t);
  const [x, y] = turnPoint(turn, 195, 100);
  assert.equal(sheet.pointerDown(x, y, t), 'backdrop', `${turn.name}: the tap is on the backdrop`);
  sheet.pointerUp(x, y, t + 0.05);
  record();
  t = ticks(t);
  t = drag(600, 720, 4, 0.012, t);
  t = ticks(t);
  sheet.present(1, t);
  t = ticks(t);
  t = drag(300, 820, 60, 0.02, t);
  ticks(t + 0.1);
  engine.destroy();
  return frames;
}

test('every side: the bottom sheet\'s frames, turned', () => {
  const bottom = play(TURNS[0]);
  assert.ok(bottom.length > 300 && bottom.at(-1).state === 'hidden', `${bottom.length} frames, the last ${bottom.at(-1).state}`);
  for (const turn of TURNS.slice(1)) {
    const frames = play(turn);
    assert.equal(frames.length, bottom.length, `${turn.name}: frames`);
    const misses = [];
    for (const [k, s] of frames.entries()) {
      const b = bottom[k], r = turnRect(turn, b.rect);
      // Turning a point there and back rounds it: the frames agree to that rounding.
      const near = (a, c, tolerance = 1e-9) => Math.abs(a - c) <= tolerance;
      const same = s.state === b.state && s.detent === b.detent && s.edge === turn.edge
        && near(s.top, b.top) && near(s.height, b.height) && near(s.progress, b.progress)
        && near(s.backdropAlpha, b.backdropAlpha) && near(s.velocity, b.velocity, 1e-6)
        && near(s.rect.x, r.x) && near(s.rect.y, r.y) && near(s.rect.width, r.width) && near(s.rect.height, r.height);
      if (!same && misses.length < 3) {
        misses.push(`frame ${k}: ${s.state} top ${s.top} rect ${JSON.stringify(s.rect)}, the bottom sheet's turned ${b.state} top ${b.top} rect ${JSON.stringify(r)}`);
      }
    }
    assert.deepEqual(misses, [], turn.name);
  }
});

test('a floating card: where it is drawn, every corner rounded, hit only there', () => {
  const engine = phone(module);
  const sheet = engine.createSheet({
    detents: [{ points: 300 }], edgeInset: 16, sideInset: 12, maxCrossSize: 320, crossAlignment: 'leading', backdropTap: 'none',
  });
  sheet.present(0, 0);
  let now = run(engine, 0, 1.5);
  let frame = sheet.frame();
  assert.equal(frame.rect.x, 12);
  close(frame.rect.y, H - 34 - 16 - 300, 'rect.y');
  assert.equal(frame.rect.width, 320);
  close(frame.rect.height, 300, 'rect.height');
  assert.deepEqual(frame.corners, { topLeft: true, topRight: true, bottomRight: true, bottomLeft: true });
  assert.equal(frame.edge, 'bottom');
  // Beside the card and below it, within the sheet's old column: the backdrop.
  for (const [x, y] of [[340, 600], [200, 820]]) {
    assert.equal(sheet.pointerDown(x, y, now), 'backdrop', `(${x}, ${y})`);
    now += 0.08;
    sheet.pointerUp(x, y, now);
  }
  assert.equal(sheet.pointerDown(200, 600, now), 'sheet');
  for (let i = 1; i <= 10; i++) {
    sheet.pointerMove(200, 600 + 10 * i, now + 0.02 * i);
    engine.tick(now + 0.02 * i);
  }
  now += 0.2;
  frame = sheet.frame();
  close(frame.rect.y, H - 34 - 16 - 300 + 100, 'rect.y dragged 100 points down');
  close(frame.rect.height, 300, 'rect.height dragged: it slides, whole');
  sheet.pointerCancel(now);
  now = run(engine, now, 1.5);
  sheet.dismiss(now);
  run(engine, now, 1.5);
  frame = sheet.frame();
  assert.equal(frame.state, 'hidden');
  assert.ok(frame.rect.y >= H, `hidden at rect.y ${frame.rect.y}`);
  engine.destroy();
});

test('a top sheet: its detents below safe_top, its free corners rounded', () => {
  const engine = phone(module);
  const sheet = engine.createSheet({ detents: [{ points: 200 }], edge: 'top' });
  sheet.present(0, 0);
  run(engine, 0, 1.5);
  const frame = sheet.frame();
  assert.equal(frame.rect.y, 0);
  close(frame.rect.height, 47 + 200, 'rect.height');
  assert.equal(frame.rect.width, W);
  assert.equal(frame.edge, 'top');
  assert.deepEqual(frame.corners, { topLeft: false, topRight: false, bottomRight: true, bottomLeft: true });
  engine.destroy();
});

test('a side sheet: the height less the safe areas, mirrored with the direction', () => {
  const engine = phone(module);
  const sheet = engine.createSheet({ detents: [{ points: 256 }], edge: 'trailing' });
  sheet.present(0, 0);
  run(engine, 0, 1.5);
  let frame = sheet.frame();
  close(frame.rect.x, W - 256, 'rect.x');
  assert.equal(frame.rect.y, 47);
  close(frame.rect.width, 256, 'rect.width');
  assert.equal(frame.rect.height, H - 47 - 34);
  assert.deepEqual(frame.corners, { topLeft: true, topRight: false, bottomRight: false, bottomLeft: true });
  assert.equal(engine.layoutDirection, 'ltr');
  engine.setLayoutDirection('rtl');
  assert.equal(engine.layoutDirection, 'rtl');
  frame = sheet.frame();
  close(frame.rect.x, 0, 'rect.x in RTL');
  assert.equal(frame.edge, 'trailing');
  assert.deepEqual(frame.corners, { topLeft: false, topRight: true, bottomRight: true, bottomLeft: false });
  for (const direction of ['up', 1, null, 'RTL']) {
    assert.throws(() => engine.setLayoutDirection(direction),
      (error) => error instanceof InvalidArgument && error.call === 'setLayoutDirection'
        && error.message.includes("direction must be one of 'ltr', 'rtl'"), String(direction));
  }
  assert.equal(engine.layoutDirection, 'rtl');
  close(sheet.frame().rect.x, 0, 'rect.x after the refusals');
  engine.destroy();
});

test('wide layouts: a resize while open moves the sheet to its other layout, keeping its detent, without events', () => {
  const engine = phone(module);
  const config = { detents: [{ points: 200 }, { fraction: 0.9 }], wideLayout: 'floatingLeading' };
  const sheet = engine.createSheet(config);
  sheet.present(1, 0);
  let now = run(engine, 0, 1.5);
  engine.drainEvents();
  engine.setViewport(1280, 800, 24, 20);
  assert.equal(sheet.frame().state, 'settling');
  now = run(engine, now, 1.5);
  let frame = sheet.frame();
  assert.equal(frame.state, 'resting');
  assert.equal(frame.detent, 1);
  assert.equal(frame.rect.x, 16);
  assert.equal(frame.rect.width, 320);
  close(frame.rect.y, 24 + 16, 'the card\'s top');
  close(frame.rect.y + frame.rect.height, 800 - 20 - 16, 'the card\'s bottom');
  assert.deepEqual(frame.corners, { topLeft: true, topRight: true, bottomRight: true, bottomLeft: true });
  engine.setViewport(390, 844, 47, 34);
  now = run(engine, now, 1.5);
  frame = sheet.frame();
  assert.equal(frame.state, 'resting');
  assert.equal(frame.detent, 1);
  close(frame.top, H - 0.9 * (H - 47), 'top back on the phone', 1e-6);
  assert.deepEqual(frame.rect, { x: 0, y: frame.top, width: W, height: H - frame.top });
  assert.deepEqual(engine.drainEvents().map((e) => e.type), []);

  // 'sideTrailing': the axis turns; the sheet comes in from the side.
  sheet.update({ ...config, wideLayout: 'sideTrailing' }, now);
  engine.setViewport(1280, 800, 24, 20);
  frame = sheet.frame();
  assert.equal(frame.edge, 'trailing');
  assert.equal(frame.rect.x, 1280);
  now = run(engine, now, 1.5);
  frame = sheet.frame();
  close(frame.rect.x, 1280 - 256, 'rect.x');
  close(frame.rect.width, 256, 'rect.width');
  assert.equal(frame.detent, 1);
  assert.equal(frame.state, 'resting');

  // 'centered': a card at most 640 wide, its highest detent centred.
  sheet.update({ ...config, wideLayout: 'centered' }, now);
  now = run(engine, now, 1.5);
  frame = sheet.frame();
  assert.equal(frame.edge, 'bottom');
  assert.equal(frame.detent, 1);
  assert.equal(frame.rect.width, 640);
  assert.equal(frame.rect.x, (1280 - 640) / 2);
  close(frame.rect.y - 24, 800 - 20 - (frame.rect.y + frame.rect.height), 'the card centred between the safe areas');
  assert.deepEqual(engine.drainEvents().map((e) => e.type), []);
  engine.destroy();
});

test('placements that cannot be are refused, naming what is wrong; a refused update changes nothing', () => {
  const engine = phone(module);
  const detents = [{ points: 200 }];
  const refusedBy = (call, what) => (error) => error instanceof InvalidArgument && error.call === call && what.test(error.message);
  // The binding's own checks: names and numbers.
  assert.throws(() => engine.createSheet({ detents, edge: 'left' }), refusedBy('createSheet', /edge must be one of 'bottom', 'top', 'leading', 'trailing'/));
  assert.throws(() => engine.createSheet({ detents, crossAlignment: 'middle' }), refusedBy('createSheet', /crossAlignment must be one of 'center', 'leading', 'trailing'/));
  assert.throws(() => engine.createSheet({ detents, wideLayout: 'floating-leading' }),
    refusedBy('createSheet', /wideLayout must be one of 'same', 'floatingLeading', 'sideTrailing', 'centered'/));
  assert.throws(() => engine.createSheet({ detents, wideThreshold: NaN }), refusedBy('createSheet', /wideThreshold must be finite/));
  assert.throws(() => engine.createSheet({ detents, edgeInset: '16' }), refusedBy('createSheet', /edgeInset must be a number/));
  // The engine's: ranges.
  assert.throws(() => engine.createSheet({ detents, edgeInset: 900 }), refusedBy('sheet_create', /edge_inset/));
  assert.throws(() => engine.createSheet({ detents, sideInset: 200 }), refusedBy('sheet_create', /side_inset/));
  assert.throws(() => engine.createSheet({ detents, maxCrossSize: -1 }), refusedBy('sheet_create', /max_cross_size/));
  assert.throws(() => engine.createSheet({ detents, wideThreshold: -1 }), refusedBy('sheet_create', /wide_threshold/));
  assert.equal(engine.sheets.length, 0);

  const sheet = engine.createSheet({ detents, edge: 'top' });
  sheet.present(0, 0);
  const now = run(engine, 0, 1.5);
  assert.throws(() => sheet.update({ detents, edge: 'top', edgeInset: 900 }, now), refusedBy('sheet_update', /edge_inset/));
  const frame = sheet.frame();
  assert.equal(frame.state, 'resting');
  assert.equal(frame.edge, 'top');
  close(frame.rect.height, 47 + 200, 'rect.height after a refused update');
  assert.deepEqual(NAMES.EDGE, ['bottom', 'top', 'leading', 'trailing']);
  assert.deepEqual(NAMES.WIDE, ['same', 'floatingLeading', 'sideTrailing', 'centered']);
  assert.deepEqual(NAMES.CORNER, ['topLeft', 'topRight', 'bottomRight', 'bottomLeft']);
  engine.destroy();
});

test('frame(into) refills its rect and corners', () => {
  const engine = phone(module);
  const sheet = engine.createSheet({ detents: [{ points: 256 }], edge: 'leading' });
  const into = sheet.frame();
  const { rect, corners } = into;
  sheet.present(0, 0);
  run(engine, 0, 1.5);
  sheet.frame(into);
  assert.equal(into.rect, rect);
  assert.equal(into.corners, corners);
  assert.deepEqual(rect, { x: 0, y: 47, width: 256, height: H - 47 - 34 });
  assert.deepEqual(corners, { topLeft: false, topRight: true, bottomRight: true, bottomLeft: false });
  engine.destroy();
});
