// random-calls.js — random call sequences through the binding, as the Python binding's
// property test does: hostile arguments among good ones, JavaScript animators that
// misbehave at random, and after every step the invariants of every frame. Every refusal
// must be a SheetError (a TypeError or a trap from the module is a failure), and every
// sheet must come to rest once the pointers are lifted. Seeded: a failure names its seed
// and step. No Node.js modules: tests/properties.test.mjs runs it under Node.js, and the
// browser test runs it in Chromium (examples/web/random-calls.html).
import { SheetError } from '../sheet.js';

function ensure(ok, message) {
  if (!ok) throw new Error(message);
}
function ensureEqual(actual, expected, message) {
  if (actual !== expected) throw new Error(`${message ?? 'values differ'}: ${String(actual)} !== ${String(expected)}`);
}

function random(seed) {   // mulberry32
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EDGES = ['bottom', 'top', 'leading', 'trailing'];
const STATES = ['hidden', 'presenting', 'resting', 'dragging', 'settling', 'dismissing'];
const EVENTS = new Set(['willPresent', 'didPresent', 'willDismiss', 'didDismiss', 'detentChanged', 'dragBegan',
  'dragEnded', 'contentChanged', 'transitionCancelled', 'animatorFailed', 'eventsDropped', 'dismissRequested']);

function checkFrame(frame, viewport, where) {
  for (const key of ['top', 'height', 'opacity', 'scale', 'backdropAlpha', 'cornerRadius', 'progress',
    'contentOffset', 'contentAlpha', 'outgoingContentAlpha', 'velocity', 'overlayAlpha', 'scrollExtent', 'footerTop']) {
    ensure(Number.isFinite(frame[key]), `${where}: ${key} is ${frame[key]}`);
  }
  ensure(STATES.includes(frame.state), `${where}: state ${frame.state}`);
  ensure(frame.opacity >= 0 && frame.opacity <= 1, `${where}: opacity ${frame.opacity}`);
  ensure(frame.backdropAlpha >= 0 && frame.backdropAlpha <= 1, `${where}: backdrop ${frame.backdropAlpha}`);
  ensure(frame.scale > 0, `${where}: scale ${frame.scale}`);
  // top and height are along the sheet's axis: across the viewport for a side sheet.
  const length = frame.edge === 'leading' || frame.edge === 'trailing' ? viewport.width : viewport.height;
  ensure(EDGES.includes(frame.edge), `${where}: edge ${frame.edge}`);
  ensure(Math.abs(frame.height - (length - frame.top)) < 1e-6, `${where}: height ${frame.height} for top ${frame.top}`);
  const { x, y, width, height } = frame.rect;
  ensure([x, y, width, height].every(Number.isFinite) && width >= 0 && height >= 0, `${where}: rect ${x}, ${y}, ${width}, ${height}`);
  ensure(Object.values(frame.corners).some(Boolean), `${where}: no corner rounded`);
  if (frame.state === 'hidden') {
    ensureEqual(frame.top, length, `${where}: hidden at ${frame.top}`);
    ensureEqual(frame.detent, -1, `${where}: hidden at detent ${frame.detent}`);
  }
  if (frame.state === 'resting') ensure(frame.detent >= 0, `${where}: resting at detent ${frame.detent}`);
  const { scale, offset, cornerRadius } = frame.background;
  ensure(scale > 0 && scale <= 1 && offset >= 0 && cornerRadius >= 0 && Number.isFinite(offset) && Number.isFinite(cornerRadius),
    `${where}: background ${scale}, ${offset}, ${cornerRadius}`);
}

const HOSTILE = [NaN, Infinity, -Infinity, -1, 1e300, -0, 2 ** 31, 0.5, '12', null, undefined, {}, [], 1n, true];
// Times: a finite time far ahead would be taken as the engine's clock (it never runs
// backwards), and the rest of the sequence would stand still; only the refused kinds.
const HOSTILE_TIMES = [NaN, Infinity, -Infinity, '12', null, undefined, {}, 1n, -1];

function sequence(module, seed, steps) {
  const rand = random(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const number = (good) => (rand() < 0.08 ? pick(HOSTILE) : good);
  const time = (good) => (rand() < 0.08 ? pick(HOSTILE_TIMES) : good);
  const engine = module.createEngine({ viewport: [390, 844, 47, 34] });
  engine.registerAnimator('chaos', {
    params: [{ name: 'mood', default: 0.5, min: 0, max: 1 }],
    create(motion) {
      if (rand() < 0.1) throw new Error('no');
      return {
        sample(elapsed) {
          const r = rand();
          if (r < 0.02) throw new Error('lost');
          if (r < 0.04) return { top: NaN };
          if (r < 0.05) return 'nonsense';
          const p = Math.min(1, elapsed / 0.3);
          return { top: motion.from.top + (motion.to.top - motion.from.top) * p, scale: r < 0.06 ? -1 : 1, finished: p === 1 };
        },
      };
    },
  });
  const sheets = [];
  let now = 0, pointer = null, refusals = 0;
  const config = () => ({
    detents: pick([[{ fraction: 0.5 }, { fraction: 1 }], ['content'], [{ points: number(300) }], [{ points: 200 }, { fraction: 0.9 }]]),
    dismissible: rand() < 0.8, largestUndimmedDetent: pick([-1, 0]), backdropTap: pick(['dismiss', 'collapse', 'none', 'detent']),
    backdropTapDetent: number(Math.floor(rand() * 2)), stack: pick(['push', 'switch', 'replace']), dismissHeight: pick([0, 150]),
    present: { animator: pick(['spring', 'slide', 'fade', 'chaos']) }, settle: { animator: pick(['spring', 'chaos']) },
    confirmDismiss: rand() < 0.3, contentInteraction: pick(['resizes', 'scrolls']), scalesBackground: rand() < 0.3,
    keyboard: pick(['rise', 'extend', 'fill']), backBehavior: pick(['dismiss', 'collapse', 'none']),
    footerHeight: number(pick([0, 0, 60])), edge: pick(['bottom', 'bottom', 'top', 'leading', 'trailing']),
    crossAlignment: pick(['center', 'leading', 'trailing']), edgeInset: number(pick([0, 0, 16])), sideInset: pick([0, 12]),
    maxCrossSize: number(pick([0, 320])), wideLayout: pick(['same', 'floatingLeading', 'sideTrailing', 'centered']),
  });
  const ops = [
    () => sheets.push(engine.createSheet(config())),
    () => pick(sheets)?.update(config(), time(now)),
    () => pick(sheets)?.present(number(Math.floor(rand() * 3)), time(now)),
    () => pick(sheets)?.dismiss(time(now)),
    () => pick(sheets)?.moveToDetent(number(Math.floor(rand() * 3)), now),
    () => pick(sheets)?.setContent(number(Math.floor(rand() * 5)), number(rand() * 900), now),
    () => pick(sheets)?.setScrollExtent(number(rand() * 2000), now),
    () => pick(sheets)?.performAction(pick(['expand', 'collapse', 'dismiss', 'fly']), now),
    () => pick(sheets)?.setFocus(number(rand() * 900), number(pick([0, 44])), now),
    () => pick(sheets)?.backBegin(time(now)),
    () => pick(sheets)?.backProgress(number(rand()), now),
    () => pick(sheets)?.[pick(['backCancel', 'backCommit'])](time(now)),
    () => {
      const sheet = pick(sheets);
      if (!sheet) return;
      const hit = sheet.pointerDown(number(195), number(rand() * 844), time(now));
      if (hit === 'sheet' || hit === 'backdrop') pointer = { sheet, y: rand() * 844 };
    },
    () => { if (pointer) pointer.sheet.pointerMove(195, number((pointer.y += (rand() - 0.5) * 200)), now); },
    () => { if (pointer) { const p = pointer; pointer = null; p.sheet.pointerUp(195, p.y, now); } },
    () => { if (pointer) { const p = pointer; pointer = null; p.sheet.pointerCancel(now); } },
    () => engine.setViewport(number(pick([390, 844])), pick([844, 390]), pick([0, 47]), pick([0, 34])),
    () => engine.setObstruction(number(pick([0, 0, 300])), now),
    () => engine.setReduceMotion(pick([true, false, 1])),
    () => engine.setLayoutDirection(pick(['ltr', 'rtl', 'up'])),
    () => { const s = pick(sheets); if (s && !s.destroyed && rand() < 0.3) { s.destroy(); if (pointer?.sheet === s) pointer = null; } },
    () => engine.tick(time(now)),
  ];
  for (let step = 0; step < steps; step++) {
    now += rand() * 0.05;
    const where = `seed ${seed}, step ${step}`;
    try {
      pick(ops)();
    } catch (error) {
      ensure(error instanceof SheetError, `${where}: ${error?.name}: ${error?.message}`);
      refusals++;
    }
    if (rand() < 0.5) engine.tick(now);
    for (const event of engine.drainEvents()) {
      ensure(EVENTS.has(event.type), `${where}: event ${event.type}`);
      // A request is answered now, or never.
      if (event.type !== 'dismissRequested' || rand() < 0.5 || event.sheet.destroyed) continue;
      try {
        event.sheet.dismiss(now);
      } catch (error) {
        ensure(error instanceof SheetError, `${where}: answering a request: ${error?.name}: ${error?.message}`);
      }
    }
    let background = null;
    for (const sheet of sheets) {
      if (sheet.destroyed) continue;
      const frame = sheet.frame();
      checkFrame(frame, engine.viewport, `${where}`);
      // The page behind is the engine's, the same in every sheet's frame.
      background ??= frame.background;
      ensure(['scale', 'offset', 'cornerRadius'].every((key) => frame.background[key] === background[key]),
        `${where}: sheets disagree on the page behind`);
    }
  }
  if (pointer) pointer.sheet.pointerCancel(now);
  const rested = engine.runUntilIdle(now, 60, 15);
  ensureEqual(engine.isAnimating, false, `seed ${seed}: still moving ${rested - now} s after the last step`);
  for (const sheet of sheets) if (!sheet.destroyed) ensure(['hidden', 'resting'].includes(sheet.frame().state), `seed ${seed}: ${sheet.frame().state}`);
  engine.destroy();
  return refusals;
}

/** Runs call sequences with seeds 1..seeds of `steps` steps each on `module` (a SheetModule);
 *  returns how many calls were refused. Throws an Error naming the seed and step of the
 *  first broken invariant. */
export function runRandomCalls(module, { seeds = 6, steps = 1500 } = {}) {
  let refusals = 0;
  for (let seed = 1; seed <= seeds; seed++) refusals += sequence(module, seed, steps);
  ensure(refusals > seeds * steps * 0.03, `only ${refusals} refusals: the sequences are not hostile enough`);
  ensureEqual(module.liveRegistrations, 0, 'registrations left after the engines were destroyed');
  return refusals;
}
