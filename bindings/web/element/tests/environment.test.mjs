// The window as the engine sees it (_environment.js), with a real engine and a stand-in
// window: the viewport and its safe areas, an on-screen keyboard that the visual
// viewport reports (a presented sheet rises above it), prefers-reduced-motion followed
// live or overridden, and no listener left after stop().
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PageEnvironment } from '../_environment.js';
import { loadModule } from '../../tests/common.mjs';

const module = await loadModule();

/** A window of 390 x 844 with safe areas 47 and 34, a visual viewport and a
 *  prefers-reduced-motion query, on the globals _environment.js reads. */
function standInWindow() {
  const window = new EventTarget();
  const visualViewport = Object.assign(new EventTarget(), { height: 844, offsetTop: 0 });
  const query = Object.assign(new EventTarget(), { matches: false });
  Object.assign(globalThis, {
    innerWidth: 390, innerHeight: 844, visualViewport,
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    document: { documentElement: { clientWidth: 390 } },
    getComputedStyle: () => ({ paddingTop: '47px', paddingBottom: '34px' }),
    matchMedia: () => query,
  });
  return { window, visualViewport, query };
}

test('the viewport, the keyboard and reduced motion reach the engine, live', () => {
  const { window, visualViewport, query } = standInWindow();
  const engine = module.createEngine();
  let changes = 0;
  const environment = new PageEnvironment(() => ({}), () => { changes++; });
  environment.start(engine);
  assert.deepEqual(engine.viewport, { width: 390, height: 844, safeTop: 47, safeBottom: 34 });
  assert.ok(changes > 0);

  const sheet = engine.createSheet({ detents: [{ fraction: 0.5 }] });
  sheet.present(0, 0);
  let t = engine.runUntilIdle(0);
  assert.equal(sheet.frame().top, 445.5);
  // A keyboard of 300 points: the visual viewport shrinks, the sheet rises by as much.
  visualViewport.height = 544;
  visualViewport.dispatchEvent(new Event('resize'));
  t = engine.runUntilIdle(t + 1);
  assert.equal(sheet.frame().top, 145.5);
  visualViewport.height = 844;
  visualViewport.dispatchEvent(new Event('resize'));
  t = engine.runUntilIdle(t + 1);
  assert.equal(sheet.frame().top, 445.5);
  // A rotation.
  Object.assign(globalThis, { innerWidth: 844, innerHeight: 390 });
  globalThis.document.documentElement.clientWidth = 844;
  visualViewport.height = 390;
  window.dispatchEvent(new Event('resize'));
  assert.deepEqual(engine.viewport, { width: 844, height: 390, safeTop: 47, safeBottom: 34 });

  // prefers-reduced-motion: a presentation fades in place, from its first frame.
  assert.equal(environment.reducingMotion, false);
  query.matches = true;
  query.dispatchEvent(new Event('change'));
  assert.equal(environment.reducingMotion, true);
  const faded = engine.createSheet({ detents: [{ points: 200 }] });
  faded.present(0, t + 1);
  engine.tick(t + 1.05);
  assert.equal(faded.frame().top, 190);
  assert.ok(faded.frame().opacity > 0 && faded.frame().opacity < 1, `opacity ${faded.frame().opacity}`);
  // The page's own choice wins over the system's until it says 'system' again.
  environment.reduceMotion = false;
  assert.equal(environment.reducingMotion, false);
  environment.reduceMotion = 'system';
  assert.equal(environment.reducingMotion, true);

  environment.stop();
  const before = engine.viewport;
  Object.assign(globalThis, { innerWidth: 390, innerHeight: 844 });
  window.dispatchEvent(new Event('resize'));
  query.matches = false;
  query.dispatchEvent(new Event('change'));
  assert.equal(engine.viewport, before, 'stopped: the window is no longer followed');
  engine.destroy();
});
