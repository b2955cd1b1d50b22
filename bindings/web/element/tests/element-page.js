// element-page.js — element.html's script: it records every event the sheets send
// (sheet-position's apart from the others), answers the next sheet-request-close as
// told (`answerNext`: 'no' refuses it at once, 'later' hands it a promise that
// `answer(yes)` settles), counts clicks on the page under the sheets, sets properties on
// an element before the element is defined, and only then imports it.

import { EVENTS } from '../_events.js';

window.log = [];
window.positions = [];
window.answerNext = null;
window.answer = null;
window.underClicks = 0;

// A detail as JSON has it: waitUntil is not data.
const data = (detail) => Object.fromEntries(Object.entries(detail).filter(([, value]) => typeof value !== 'function'));

for (const type of Object.values(EVENTS)) {
  // Capturing: `error` does not bubble.
  document.addEventListener(type, (event) => {
    if (event.target.localName !== 'libsheet-sheet') return;
    if (type === EVENTS.position) {
      window.positions.push({ id: event.target.id, ...event.detail });
      return;
    }
    window.log.push({ type, id: event.target.id, detail: data(event.detail) });
    if (type !== EVENTS.requestClose || window.answerNext === null) return;
    const how = window.answerNext;
    window.answerNext = null;
    if (how === 'no') event.preventDefault();
    else event.detail.waitUntil(new Promise((resolve) => { window.answer = resolve; }));
  }, true);
}

const list = document.getElementById('list');
for (let i = 0; i < 40; i++) {
  const item = document.createElement('li');
  item.textContent = `Place ${i + 1}`;
  item.style.height = '50px';
  list.append(item);
}
// The form: twelve fields of 56 points, the last under the footer at 80%.
const fields = document.getElementById('fields');
for (let i = 0; i < 12; i++) {
  const field = document.createElement('input');
  field.id = `field-${i}`;
  field.setAttribute('aria-label', `Field ${i + 1}`);
  Object.assign(field.style, { display: 'block', boxSizing: 'border-box', height: '44px', margin: '6px 0', width: '100%' });
  fields.append(field);
}
for (const id of ['form-footer', 'footer-bar']) Object.assign(document.getElementById(id).style, { height: '60px', boxSizing: 'border-box' });
document.getElementById('under').addEventListener('click', () => { window.underClicks++; });
// The page's element that recedes behind #receding: the whole viewport, under the rest.
Object.assign(document.getElementById('app').style, { position: 'fixed', inset: '0', overflow: 'hidden', background: '#ddd' });
for (const [id, css] of [['under', 'top: 80px'], ['opener', 'top: 140px']]) {
  const button = document.getElementById(id);
  button.style.position = 'fixed';
  button.style.left = '20px';
  button.style.height = '40px';
  button.style.top = css.split(': ')[1];
}

// Properties of an element not yet defined: own properties the element takes over.
const early = document.getElementById('early');
early.label = 'Set before definition';
early.detents = '150';
early.open = true;

const { LibsheetSheet, configure, registerAnimator } = await import('../libsheet-sheet.js');
// element.html?wasm=URL: libsheet.wasm from there, named after the elements connected.
const wasm = new URLSearchParams(location.search).get('wasm');
if (wasm) configure({ wasmUrl: wasm });
// Registered on demand, after #late's transition named it.
window.registerLinear = () => registerAnimator('test.linear', {
  params: [{ name: 'duration', default: 0.3, min: 0.01, max: 5 }],
  create: ({ from, to }, { duration }) => ({
    sample: (elapsed) => ({ top: from.top + (to.top - from.top) * Math.min(1, elapsed / duration), finished: elapsed >= duration }),
  }),
});
document.getElementById('opener').addEventListener('click', () => document.getElementById('basic').show());
document.getElementById('open-nested').addEventListener('click', () => document.getElementById('nested').show());
window.LibsheetSheet = LibsheetSheet;
document.documentElement.dataset.ready = 'true';
