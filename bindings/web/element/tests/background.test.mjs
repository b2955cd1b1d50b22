// The page behind the sheets (_background.js), drawn from a real engine's frames with
// timestamps into a stand-in element: receded in step with a drag, written only when it
// changed, and given its own inline styles back when the engine leaves the page as it is
// or no sheet names it any more.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BackgroundWriter } from '../_background.js';
import { loadModule, phone } from '../../tests/common.mjs';

const module = await loadModule();

/** An element whose inline style records every write. */
function standIn(style = {}) {
  const writes = [];
  const target = { transform: '', transformOrigin: '', borderRadius: '', ...style };
  return {
    writes,
    style: new Proxy(target, {
      set(object, key, value) {
        writes.push([key, value]);
        object[key] = value;
        return true;
      },
    }),
  };
}

function drawn(writer, elements, frame) {
  writer.begin();
  for (const element of elements) writer.write(element, frame.background);
  writer.end();
}

test('the page recedes with the sheet, in step with a drag, and comes back as it was', () => {
  const engine = phone(module);
  const sheet = engine.createSheet({ detents: [{ fraction: 0.5 }, { fraction: 1 }], scalesBackground: true });
  const writer = new BackgroundWriter();
  const app = standIn({ transform: 'translateZ(0)', borderRadius: '2px' });
  sheet.present(0, 0);
  let t = engine.runUntilIdle(0);
  const frame = sheet.frame();
  drawn(writer, [app], frame);
  // Fully receded on the phone: 26 points narrower, its top 14 below the 47-point safe area.
  assert.deepEqual(app.style.transformOrigin, '50% 0');
  assert.equal(app.style.transform, `translateY(61px) scale(${364 / 390})`);
  assert.equal(app.style.borderRadius, '8px');
  // The same frame again writes nothing.
  app.writes.length = 0;
  drawn(writer, [app], sheet.frame(frame));
  assert.deepEqual(app.writes, []);
  // Dragged 100 points down from its 398.5-point detent: 298.5 / 398.5 of the way.
  sheet.pointerDown(195, 465.5, t);
  for (let i = 1; i <= 5; i++) sheet.pointerMove(195, 465.5 + 20 * i, (t += 1 / 60));
  drawn(writer, [app], sheet.frame(frame));
  const f = 298.5 / 398.5;
  assert.equal(app.style.transform, `translateY(${f * 61}px) scale(${1 - (f * 26) / 390})`);
  assert.equal(app.style.borderRadius, `${f * 8}px`);
  sheet.pointerUp(195, 565.5, (t += 0.2));
  sheet.dismiss(t);
  engine.runUntilIdle(t);
  drawn(writer, [app], sheet.frame(frame));
  assert.deepEqual([app.style.transform, app.style.transformOrigin, app.style.borderRadius], ['translateZ(0)', '', '2px']);
  engine.destroy();
});

test('an element no sheet names any more is given back; clear() gives back every one', () => {
  const engine = phone(module);
  const sheet = engine.createSheet({ detents: [{ points: 300 }], scalesBackground: true });
  sheet.present(0, 0);
  engine.runUntilIdle(0);
  const writer = new BackgroundWriter();
  const [a, b] = [standIn(), standIn()];
  drawn(writer, [a, b], sheet.frame());
  assert.equal(a.style.borderRadius, '8px');
  drawn(writer, [b], sheet.frame());
  assert.deepEqual([a.style.transform, a.style.borderRadius], ['', '']);
  assert.equal(b.style.borderRadius, '8px');
  writer.clear();
  assert.deepEqual([b.style.transform, b.style.transformOrigin, b.style.borderRadius], ['', '', '']);
  // The identity on an element never receded writes nothing.
  const c = standIn();
  writer.begin();
  writer.write(c, { scale: 1, offset: 0, cornerRadius: 0 });
  writer.end();
  assert.deepEqual(c.writes, []);
  engine.destroy();
});
