// bench.js — what the engine costs a page per animation frame: engine.tick and one
// sheet.frame() per sheet, with 1, 100 and 1,000 sheets that never stop moving (each
// goes to its other detent as it arrives). Runs on real animation frames, the time from
// requestAnimationFrame; results in window.benchResults and the table.
import { Sheet } from '../../bindings/web/sheet.js';

const FRAMES = Number(new URLSearchParams(location.search).get('frames') ?? 600);
const COUNTS = (new URLSearchParams(location.search).get('sheets') ?? '1,100,1000').split(',').map(Number);

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => values.slice().sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

async function measure(count) {
  const engine = await Sheet.load(new URL('../../build/wasm32/libsheet.wasm', import.meta.url), { viewport: [390, 844, 47, 34] });
  const sheets = [];
  const start = performance.now() / 1000;
  for (let i = 0; i < count; i++) {
    const sheet = engine.createSheet({ detents: [{ fraction: 0.5 }, { fraction: 1 }], stack: 'push' });
    sheet.present(i % 2, start);
    sheets.push({ sheet, frame: sheet.frame() });
  }
  const samples = [];
  for (let n = 0; n < FRAMES + 30; n++) {
    const t = (await nextFrame()) / 1000;
    const before = performance.now();
    engine.tick(t);
    for (const entry of sheets) entry.sheet.frame(entry.frame);
    const cost = performance.now() - before;
    if (n >= 30) samples.push(cost);   // after the first half second's warm-up
    // Keep them moving: a sheet that has arrived goes to its other detent. Not timed:
    // this is the page deciding, not the engine drawing.
    for (const entry of sheets) {
      if (entry.frame.state === 'resting') entry.sheet.moveToDetent(1 - entry.frame.detent, t);
    }
    engine.drainEvents();
  }
  engine.destroy();
  return { sheets: count, frames: samples.length, medianMs: median(samples), p95Ms: percentile(samples, 0.95) };
}

const results = [];
for (const count of COUNTS) {
  const result = await measure(count);
  results.push(result);
  const row = document.createElement('tr');
  row.innerHTML = `<td>${count}</td><td>${result.frames}</td><td>${result.medianMs.toFixed(4)}</td><td>${result.p95Ms.toFixed(4)}</td><td>${((result.medianMs * 1000) / count).toFixed(2)}</td>`;
  document.querySelector('#rows').append(row);
}
document.querySelector('#note').textContent = `crossOriginIsolated: ${crossOriginIsolated}`;
window.benchResults = { crossOriginIsolated, results };
