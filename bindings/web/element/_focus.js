// _focus.js — focus and sheets: the element focus really is on (through shadow roots),
// what can take focus inside a sheet in the order Tab visits it, which fields bring up
// an on-screen keyboard, and where focus goes back to when a sheet is dismissed.

const FOCUSABLE = [
  'a[href]', 'area[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])', 'textarea:not([disabled])', 'iframe', 'audio[controls]', 'video[controls]',
  'summary', '[contenteditable]:not([contenteditable="false"])', '[tabindex]:not([tabindex="-1"])',
].join(',');

// Inputs that take no typing: no keyboard comes up for them.
const NOT_TYPED = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether `node` takes text, so that an on-screen keyboard comes up while it has focus. */
export function takesText(node) {
  if (node.isContentEditable || node.localName === 'textarea') return true;
  return node.localName === 'input' && !NOT_TYPED.has(node.type);
}

/** The focused element, looking into open shadow roots. */
export function deepActiveElement() {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

function rendered(element) {
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : element.getClientRects().length > 0;
}

/** What Tab visits in a sheet, in order: its grabber, the header's, the content's and the
 *  footer's focusable elements (not those of a sheet nested in it), its close button.
 *  @param {{ element: HTMLElement, parts: object }} controller */
export function focusables(controller) {
  const { element, parts } = controller;
  const list = [];
  const add = (node) => { if (rendered(node) && !node.inert) list.push(node); };
  if (!parts.grabber.hidden) add(parts.grabber);
  for (const slot of [parts.headerSlot, parts.contentSlot, parts.footerSlot]) {
    for (const assigned of slot.assignedElements({ flatten: true })) {
      for (const node of [assigned, ...assigned.querySelectorAll(FOCUSABLE)]) {
        if (node.matches(FOCUSABLE) && node.closest(element.localName) === element) add(node);
      }
    }
  }
  if (!parts.closeButton.hidden) list.push(parts.closeButton);
  return list;
}

/** Where focus goes back to when a sheet presented now is dismissed: what has focus, or,
 *  where a tap focuses nothing (as on iOS), the control last clicked. */
export class FocusOrigin {
  #clicked = null;
  #listening = false;

  start() {
    if (this.#listening) return;
    this.#listening = true;
    addEventListener('click', this.#remember, true);
  }

  stop() {
    if (!this.#listening) return;
    this.#listening = false;
    removeEventListener('click', this.#remember, true);
    this.#clicked = null;
  }

  #remember = (event) => {
    const target = event.composedPath()[0];
    this.#clicked = target instanceof Element ? target.closest(FOCUSABLE) : null;
  };

  /** The element to give focus back to, or null. */
  current() {
    const active = deepActiveElement();
    if (active && active !== document.body && active !== document.documentElement) return active;
    return this.#clicked?.isConnected ? this.#clicked : null;
  }
}
