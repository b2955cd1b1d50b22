// edges-page.js — edges.html's script: it records the sheets' events as element-page.js
// does (sheet-position's apart), answers the next sheet-request-close as told
// (`answerNext`: 'no' keeps the sheet), fills the lists, and tells the browser test where
// each sheet is drawn (`drawn(id)`: its sheet part on the screen, its corners, its side).

import { EVENTS } from '../_events.js';

window.log = [];
window.positions = [];
window.answerNext = null;

for (const type of Object.values(EVENTS)) {
  document.addEventListener(type, (event) => {
    if (event.target.localName !== 'libsheet-sheet') return;
    if (type === EVENTS.position) {
      window.positions.push({ id: event.target.id, ...event.detail, rect: { ...event.detail.rect } });
      return;
    }
    const detail = Object.fromEntries(Object.entries(event.detail).filter(([, value]) => typeof value !== 'function'));
    window.log.push({ type, id: event.target.id, detail });
    if (type === EVENTS.requestClose && window.answerNext === 'no') {
      window.answerNext = null;
      event.preventDefault();
    }
  }, true);
}

for (const [id, count, text] of [['notifications', 12, 'Notification'], ['settings', 30, 'Setting']]) {
  const list = document.getElementById(id);
  for (let i = 0; i < count; i++) {
    const item = document.createElement('li');
    item.textContent = `${text} ${i + 1}`;
    item.style.height = '50px';
    list.append(item);
  }
}

/** Where the sheet `id` is on the screen: its sheet part's box within the window (an
 *  attached sheet's box reaches past the window's edge), its corners' radii (top left,
 *  top right, bottom right, bottom left), its side and edge, its grabber's box and
 *  where the element says it is. */
window.drawn = (id) => {
  const element = document.getElementById(id), part = element.shadowRoot.querySelector('[part~="sheet"]');
  const box = part.getBoundingClientRect(), style = getComputedStyle(part);
  const x = Math.max(0, box.left), y = Math.max(0, box.top);
  const right = Math.min(innerWidth, box.right), bottom = Math.min(innerHeight, box.bottom);
  const grabber = element.shadowRoot.querySelector('[part~="grabber"]').getBoundingClientRect();
  return {
    rect: { x, y, width: right - x, height: bottom - y },
    radii: [style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomRightRadius, style.borderBottomLeftRadius],
    side: part.dataset.side, edge: part.dataset.edge, floats: part.hasAttribute('data-floats'),
    grabber: { x: grabber.left, y: grabber.top, width: grabber.width, height: grabber.height },
    position: element.position,
  };
};

const { LibsheetSheet } = await import('../libsheet-sheet.js');
window.LibsheetSheet = LibsheetSheet;
document.documentElement.dataset.ready = 'true';
