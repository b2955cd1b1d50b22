// _modality.js — what a dimming sheet does to the rest of the page: everything but that
// sheet, the sheets presented above it and their ancestors is made `inert` (out of
// reach of focus, clicks and assistive technology), and Tab stays inside the sheet.
// Computed from the presented sheets in the order they were presented, so sheets nested
// in one another's markup and several on one page make the right parts inert; only
// what this module made inert is given back.

import { focusables, deepActiveElement } from './_focus.js';

export class Modality {
  #inerted = [];
  #holder = null;      // the controller whose sheet the page is inert for, or null
  #listening = false;

  /** @param {Array<{ element: HTMLElement, dims: boolean }>} presented the presented
   *  sheets' controllers, lowest first */
  update(presented) {
    let at = -1;
    for (let i = presented.length - 1; i >= 0; i--) {
      if (presented[i].dims) { at = i; break; }
    }
    const holder = at < 0 ? null : presented[at];
    if (holder === this.#holder) return;
    this.#restore();
    this.#holder = holder;
    if (!holder) {
      this.#stopTrapping();
      return;
    }
    this.#makeInert(presented.slice(at).map((c) => c.element));
    this.#startTrapping();
    if (!holder.element.contains(deepActiveElement()) && !holder.ownsFocus()) holder.focusInto();
  }

  #makeInert(kept) {
    const keep = new Set();
    for (const element of kept) {
      for (let node = element; node && node !== document.documentElement; node = node.parentElement) keep.add(node);
    }
    for (const node of keep) {
      const parent = node.parentElement;
      if (!parent) continue;
      for (const sibling of parent.children) {
        if (keep.has(sibling) || sibling.inert || sibling.localName === 'script' || sibling.localName === 'style') continue;
        sibling.inert = true;
        this.#inerted.push(sibling);
      }
    }
  }

  #restore() {
    for (const node of this.#inerted) node.inert = false;
    this.#inerted = [];
  }

  #startTrapping() {
    if (this.#listening) return;
    this.#listening = true;
    addEventListener('keydown', this.#tabbed, true);
    addEventListener('focusin', this.#focused, true);
  }

  #stopTrapping() {
    if (!this.#listening) return;
    this.#listening = false;
    removeEventListener('keydown', this.#tabbed, true);
    removeEventListener('focusin', this.#focused, true);
  }

  // Tab from the last focusable of the sheet goes to its first, Shift+Tab from the first
  // to its last, rather than out to the browser's own controls.
  #tabbed = (event) => {
    if (event.key !== 'Tab' || event.defaultPrevented || !this.#holder) return;
    const list = focusables(this.#holder);
    if (!list.length) return;
    const active = deepActiveElement();
    const index = list.indexOf(active);
    const next = event.shiftKey ? (index <= 0 ? list.at(-1) : null) : (index === list.length - 1 || index < 0 ? list[0] : null);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  // Focus that lands outside the sheet (a click on the browser's own controls and back,
  // a script) comes back into it.
  #focused = (event) => {
    const holder = this.#holder;
    if (!holder || holder.element.contains(event.target) || holder.ownsFocus()) return;
    holder.focusInto();
  };

  /** Gives back everything made inert. */
  clear() {
    this.#restore();
    this.#holder = null;
    this.#stopTrapping();
  }
}
