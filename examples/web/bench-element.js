// bench-element.js — what <libsheet-sheet> costs a page per animation frame: 1 and 100
// open elements that never stop moving (each goes to its other detent as it comes to
// rest), the shared loop's own split of each frame's script time into the engine's part
// and the elements' DOM writes (LibsheetSheet.loopStats.costs). Results in
// window.benchResults and the table.
import { LibsheetSheet } from '../../bindings/web/element/libsheet-sheet.js';

const params = new URLSearchParams(location.search);
const FRAMES = Number(params.get('frames') ?? 600);
const COUNTS = (params.get('sheets') ?? '1,100').split(',').map(Number);

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => values.slice().sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

async function measure(count) {
  const sheets = [];
  for (let i = 0; i < count; i++) {
    const sheet = document.createElement('libsheet-sheet');
    sheet.detents = '50% 100%';
    sheet.modal = false;
    sheet.textContent = `Sheet ${i + 1}`;
    document.body.append(sheet);
    sheets.push(sheet);
  }
  await Promise.all(sheets.map((sheet, i) => sheet.show(i % 2)));
  const stats = LibsheetSheet.loopStats;
  stats.costs = [];
  // Keep them moving: a sheet that has come to rest goes to its other detent. Not
  // timed: this is the page deciding, in a frame callback of its own.
  while (stats.costs.length < FRAMES + 30) {
    await nextFrame();
    for (const sheet of sheets) {
      if (sheet.position.state === 'resting') sheet.moveTo(1 - sheet.position.detent);
    }
  }
  const costs = stats.costs.slice(30);   // after the first half second's warm-up
  stats.costs = null;
  for (const sheet of sheets) sheet.remove();
  const engine = costs.map((c) => c[0]), dom = costs.map((c) => c[1]);
  return {
    sheets: count, frames: costs.length, engineMedianMs: median(engine), engineP95Ms: percentile(engine, 0.95),
    domMedianMs: median(dom), domP95Ms: percentile(dom, 0.95),
  };
}

const results = [];
for (const count of COUNTS) {
  const r = await measure(count);
  results.push(r);
  const row = document.createElement('tr');
  for (const value of [r.sheets, r.frames, r.engineMedianMs, r.engineP95Ms, r.domMedianMs, r.domP95Ms]) {
    const cell = document.createElement('td');
    cell.textContent = Number.isInteger(value) ? String(value) : value.toFixed(4);
    row.append(cell);
  }
  document.querySelector('#rows').append(row);
}
document.querySelector('#note').textContent = `crossOriginIsolated: ${crossOriginIsolated}`;
window.benchResults = { crossOriginIsolated, results };
