// libsheet-sheet.js — <libsheet-sheet>, a sheet for any page, on any side: libsheet's engine
// (libsheet.wasm, through the binding ../sheet.js) decides where the sheet is and how it
// moves; this element puts it on the page. Importing this module defines the element:
//
//   <script type="module" src="libsheet/element/libsheet-sheet.js"></script>
//   <libsheet-sheet detents="40% 90%" label="Filters">…</libsheet-sheet>
//   document.querySelector('libsheet-sheet').show();
//
// No build step and no dependencies; works from plain HTML and any framework, defined
// before or after the markup is parsed. Every element of a page shares one engine and
// one requestAnimationFrame loop, which runs only while something moves. Under Node.js
// (no DOM) the module imports and defines nothing; configure() and registerAnimator()
// still work, for a server's bundle that imports it.
//
// ATTRIBUTES (each also a property, camelCased; reflected both ways)
//   detents="200 50% content"   resting heights, lowest first: points (`200`, `200px`),
//                               percentages of the available height (`50%`), fractions
//                               of it (a number in (0, 1]: `0.5`, `1`), or `content`
//                               (the slotted content's height, followed as it changes).
//                               Default: content.
//   detent="1"                  the current detent's index: setting it moves the sheet
//                               there; the user's drags and the engine update it.
//                               Taken as the detent to present at while closed.
//   open                        presented; setting it presents, removing it dismisses;
//                               a dismissal by the user removes it.
//   dismissible="false"         the user cannot dismiss it (drag, fling, backdrop tap,
//                               back); back then lowers it. Default: dismissible.
//   modal="false"               never dims nor blocks the page. Default: modal while it
//                               dims (aria-modal, the rest of the page inert, focus kept
//                               inside).
//   backdrop-opacity="0.4"      the backdrop's opacity when it fully dims, 0 to 1.
//   backdrop-tap="dismiss"      what a tap on the dimmed backdrop does: dismiss, collapse
//                               (to the lowest detent, then dismiss), `detent 1` (to that
//                               detent; nothing once it is there) or none.
//   undimmed-detent="0"         the highest detent that leaves the page undimmed and
//                               usable: taps above the sheet reach the page (Ionic's
//                               backdropBreakpoint, vaul's fadeFromIndex less one).
//                               `none` (default): every detent dims.
//   grabber="show"              auto (default: shown with two detents or more), show,
//                               hide. A tap on it cycles the detents.
//   handle-only                 only the grabber drags the sheet; the content keeps its
//                               own pointers and scrolling.
//   content-interaction="scrolls"
//                               what a drag on content that scrolls does: resizes
//                               (default: the sheet rises to its highest detent, then the
//                               content scrolls) or scrolls (the content scrolls at every
//                               detent; the grabber, content that cannot scroll, and a
//                               pull down from the content's top move the sheet).
//   keyboard="extend"           where the sheet goes while an on-screen keyboard is up (what
//                               the visual viewport no longer covers of the page): rise
//                               (default: every detent rises with it, up to the safe area),
//                               extend (to the highest detent above it, back when it goes),
//                               fill (all the room above it). A field of the content that
//                               has focus is kept 16 px above the keyboard, the footer or
//                               the bottom safe area in every frame.
//   back-behavior="collapse"    what back does (Escape; the platform's back where the
//                               browser has CloseWatcher): dismiss (default; asked first,
//                               source back), collapse (one detent lower, and from the
//                               lowest, dismiss), none (back is the page's and the
//                               browser's). Back is the top sheet's while it dims or holds
//                               focus.
//   scale-background="#app"     the page recedes behind the sheet while it is up, as iOS's
//                               page sheets do: the element this CSS selector names (empty:
//                               the one marked data-sheet-background; not one that holds
//                               the sheet) is scaled about its top centre, moved down below
//                               the safe area and its corners rounded, each frame, in step
//                               with a drag (the engine's frame.background). Give it
//                               overflow: hidden, and the page a background behind it.
//   edge="end"                  the side the sheet is attached to and moves along: bottom
//                               (default), top (detents are heights below the top safe
//                               area; the content begins at the top, the grabber rides the
//                               free edge), start or end (CSS's logical sides: where lines
//                               begin and end, the left and the right in a left-to-right
//                               page, mirrored by dir="rtl" on the page or the element;
//                               detents are widths, 256 by default, drags go along x and
//                               the content scrolls across). The direction is read when
//                               the sheet is made, presented or reconfigured, and when a
//                               dir attribute changes while it is the top sheet.
//   inset="16 12"               a floating card: points it keeps off its edge (beyond the
//                               safe area and a keyboard), every corner rounded, then
//                               (optional) the room it leaves at both ends across its axis.
//   max-width="480"             points: the most a bottom or top sheet spans, centred
//                               beyond it (default 640; where it is hit, passes pointers
//                               through and dims follow). Not used on a side.
//   wide="floating-start"       what the sheet becomes in a window wider than
//                               wide-threshold: same (default), floating-start (a card 320
//                               wide at the start side, at full height less 16-point
//                               margins), side-end (a side sheet 256 wide at the end),
//                               centered (a card at most 640 wide, its highest detent
//                               centred). A resize across the threshold moves an open
//                               sheet to its other layout, keeping its detent.
//   wide-threshold="900"        points: a window wider than this is wide (default 700).
//   corner-radius="12"          points; --sheet-radius overrides it in CSS.
//   dismiss-height="300"        points: a release with less than this showing dismisses.
//   transition="spring 0.45 0.8"
//                               how it is presented, dismissed and settles between
//                               detents: an animator's name and its parameters, in the
//                               order it declares them or by name, times with or without
//                               s/ms: `spring 0.45 0.8` (response, damping_ratio),
//                               `slide 200ms` (duration, curve), `fade 0.3` (duration),
//                               or the name of one registered with registerAnimator
//                               (`swing duration=0.8`).
//   present-transition, dismiss-transition, settle-transition, content-transition
//                               the same for one kind of motion, over `transition`.
//   stack="push"                what presenting it does to a sheet already up: push (the
//                               lower one recedes), switch (it leaves and comes back),
//                               replace (it is dismissed).
//   page="sizes"                which child with data-page is shown: changing it swaps
//                               the pages in place, cross-fading, the height following.
//   label="Filters"             the dialog's accessible name; without it, the header.
//   Every attribute applies at once, whether the sheet is hidden, up, moving or under a
//   finger (the binding's Sheet.update): an open sheet moves to its new detents, keeping
//   its detent by index (past the last, the new highest). Set `detents` before a
//   `detent` that only the new ones have.
//
// PROPERTIES (read-only)
//   position                    { top, visibleHeight, progress, detent, state, edge, rect }:
//                               where the sheet was last drawn. top, visibleHeight and
//                               progress are along its axis (for a side sheet, x from the
//                               side opposite its own); progress is the visible extent
//                               over the highest detent's: 0 hidden, 1 at the highest.
//                               edge: bottom, top, start, end (a wide layout moves it);
//                               rect: { x, y, width, height }, the sheet as drawn.
//
// METHODS
//   show(detent?)               presents (at `detent`); a Promise of true once it is up,
//                               false if it is dismissed or removed first.
//   close(reason?)              dismisses; `reason` (default 'code') is the events'
//                               detail.reason. A Promise of true once it is hidden.
//   moveTo(detent)              moves to a detent (sets `detent`).
//   LibsheetSheet.registerAnimator(name, definition), or the module's registerAnimator:
//                               an animator written in JavaScript, for every element
//                               (the binding's Engine.registerAnimator shape).
//   LibsheetSheet.configure({ wasmUrl, reduceMotion }), or the module's configure:
//                               where libsheet.wasm is (default: beside the binding's
//                               modules; called in the module that imports this one, it
//                               comes before the fetch), and 'system' (default), true or
//                               false for reduced motion.
//   LibsheetSheet.loopStats     { starts, frames, running, sheets, costs }: how many
//                               times the shared loop started, the frames it ran,
//                               whether it runs, the engine's sheets for the page's
//                               elements; set costs to [] to collect [engine ms, DOM ms]
//                               per frame.
//
// EVENTS (CustomEvent; they bubble and leave the shadow root, but `error`)
//   sheet-will-present { detent }     sheet-did-present { detent }
//   sheet-request-close { source, waitUntil(promise) }
//                                     asked before the user dismisses the sheet, before
//                                     anything leaves: a release has brought it back to
//                                     its lowest detent, a tap or a key left it where it
//                                     is. Cancelable: preventDefault() keeps it open.
//                                     waitUntil(promise), called while the event is
//                                     dispatched, defers the answer (the sheet stays, and
//                                     can be used, meanwhile): a promise that resolves to
//                                     false or rejects keeps it open, anything else lets it
//                                     go. Neither: it is dismissed at once. source: drag,
//                                     fling, backdrop, back (Escape, the platform's back),
//                                     close-button
//   sheet-will-dismiss { reason }     sheet-did-dismiss { reason }
//                                     reason: drag, fling, backdrop, back, close-button,
//                                     replaced, code, or close()'s
//   sheet-detent-change { detent, from }
//   sheet-drag-begin { detent }       sheet-drag-end { detent, reason }
//                                     detent: where the sheet goes (the lowest while a
//                                     dismissal is asked for)
//   sheet-position { top, visibleHeight, progress, detent, state, edge, rect }
//                                     each frame the sheet moves; no layout is read.
//                                     detail is updated in place: copy what you keep
//   sheet-animator-fail { animator, failure }
//   error { attribute, value, message }
//                                     a bad attribute (reported once, also on the
//                                     console); the element goes on with its default
//
// SLOTS
//   (default)    the content; children with data-page="name" are pages (see `page`);
//                the element marked data-sheet-scroll (or else the first that scrolls)
//                hands its scrolling to and from the sheet in one drag
//   header       above the content, outside the scrolling; names the dialog
//   footer       pinned to the sheet's visible bottom (the keyboard's top, else the bottom
//                safe area's) at every detent and under a finger, lower only when less
//                than it shows; its height is measured, and content detents and the
//                scrolling make room for it
//   handle       a grabber of your own, in place of the bar
//   close        the close button's text (default "Close"; shown on keyboard focus)
//
// PARTS
//   backdrop, sheet, grabber, grabber-bar, header, content, footer, close-button
//
// CSS CUSTOM PROPERTIES
//   --sheet-background, --sheet-color, --sheet-radius, --sheet-shadow, --sheet-padding,
//   --sheet-backdrop-color, --sheet-grabber-color, --sheet-focus-color, --sheet-z-index

import { isOn } from './_attributes.js';
import { EVENTS } from './_events.js';
import { SheetController } from './_controller.js';
import { page } from './_page.js';
import { registerAnimator, setWasmSource } from './_loading.js';
import { adoptStyles } from './_styles.js';
import { buildParts } from './_template.js';

export { EVENTS, registerAnimator };

/** Sets, once for every element: `wasmUrl`, where libsheet.wasm is (taken until its
 *  fetch starts, a task after the first element connects), and `reduceMotion`: 'system'
 *  (prefers-reduced-motion, followed live), true or false. */
export function configure({ wasmUrl, reduceMotion, ...rest } = {}) {
  const unknown = Object.keys(rest);
  if (unknown.length) throw new TypeError(`configure: unknown option(s) ${unknown.join(', ')} (wasmUrl, reduceMotion)`);
  if (wasmUrl !== undefined) setWasmSource(wasmUrl);
  if (reduceMotion !== undefined) {
    if (reduceMotion !== 'system' && typeof reduceMotion !== 'boolean') {
      throw new TypeError(`configure: reduceMotion is 'system', true or false, not ${String(reduceMotion)}`);
    }
    page.environment.reduceMotion = reduceMotion;
  }
}

// Attributes as properties: text (null when absent), numbers (null when absent),
// present-or-absent flags, and flags that are on unless they say "false".
const TEXT = {
  detents: 'detents', transition: 'transition', presentTransition: 'present-transition',
  dismissTransition: 'dismiss-transition', settleTransition: 'settle-transition',
  contentTransition: 'content-transition', backdropTap: 'backdrop-tap', grabber: 'grabber', stack: 'stack',
  page: 'page', label: 'label', contentInteraction: 'content-interaction', scaleBackground: 'scale-background',
  keyboard: 'keyboard', backBehavior: 'back-behavior', edge: 'edge', inset: 'inset', wide: 'wide',
};
const NUMBERS = {
  detent: 'detent', backdropOpacity: 'backdrop-opacity', cornerRadius: 'corner-radius',
  dismissHeight: 'dismiss-height', undimmedDetent: 'undimmed-detent', maxWidth: 'max-width',
  wideThreshold: 'wide-threshold',
};
const FLAGS = { open: 'open', handleOnly: 'handle-only' };
const ON_UNLESS_FALSE = { dismissible: 'dismissible', modal: 'modal' };
const PROPERTIES = [TEXT, NUMBERS, FLAGS, ON_UNLESS_FALSE].flatMap((table) => Object.keys(table));

const Base = globalThis.HTMLElement ?? class {};

export class LibsheetSheet extends Base {
  static observedAttributes = [...new Set([TEXT, NUMBERS, FLAGS, ON_UNLESS_FALSE].flatMap((t) => Object.values(t)))];

  /** An animator written in JavaScript, for every element. */
  static registerAnimator(name, definition) { registerAnimator(name, definition); }
  static configure(options) { configure(options); }
  /** The shared loop's counts: { starts, frames, running, sheets, costs }. */
  static get loopStats() { return page.loop.stats; }

  #controller;
  #upgraded = false;

  constructor() {
    super();
    if (typeof document === 'undefined') throw new TypeError('<libsheet-sheet> needs a DOM');
    const root = this.attachShadow({ mode: 'open', delegatesFocus: false });
    adoptStyles(root);
    this.#controller = new SheetController(this, buildParts(root));
  }

  connectedCallback() {
    if (!this.#upgraded) {
      this.#upgraded = true;
      // Properties a page set before the element was defined are own properties that
      // hide the accessors: taken off and set again through them.
      for (const name of PROPERTIES) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = this[name];
          delete this[name];
          this[name] = value;
        }
      }
    }
    this.#controller.connect();
  }

  disconnectedCallback() { this.#controller.disconnect(); }

  attributeChangedCallback(name, oldValue, newValue) {
    if (oldValue !== newValue || name === 'open') this.#controller.attributeChanged(name);
  }

  /** Presents, at `detent` if given. @returns {Promise<boolean>} */
  show(detent) { return this.#controller.show(detent); }
  /** Dismisses, for `reason`. @returns {Promise<boolean>} */
  close(reason = 'code') { return this.#controller.close(String(reason)); }
  /** Moves to detent `detent`. */
  moveTo(detent) { this.detent = detent; }
  /** Where the sheet was last drawn: { top, visibleHeight, progress, detent, state, edge, rect }. */
  get position() { return this.#controller.position; }
}

// A property set to null or undefined removes its attribute.
function setOrRemove(element, attribute, value) {
  if (value === null || value === undefined) element.removeAttribute(attribute);
  else element.setAttribute(attribute, String(value));
}

for (const [property, attribute] of Object.entries(TEXT)) {
  Object.defineProperty(LibsheetSheet.prototype, property, {
    get() { return this.getAttribute(attribute); },
    set(value) { setOrRemove(this, attribute, value); },
    configurable: true,
  });
}
for (const [property, attribute] of Object.entries(NUMBERS)) {
  Object.defineProperty(LibsheetSheet.prototype, property, {
    get() {
      const text = this.getAttribute(attribute);
      const value = text === null || text.trim() === '' ? NaN : Number(text);
      return Number.isFinite(value) ? value : property === 'detent' ? 0 : null;
    },
    set(value) { setOrRemove(this, attribute, value); },
    configurable: true,
  });
}
for (const [property, attribute] of Object.entries(FLAGS)) {
  Object.defineProperty(LibsheetSheet.prototype, property, {
    get() { return this.hasAttribute(attribute); },
    set(value) { this.toggleAttribute(attribute, Boolean(value)); },
    configurable: true,
  });
}
for (const [property, attribute] of Object.entries(ON_UNLESS_FALSE)) {
  Object.defineProperty(LibsheetSheet.prototype, property, {
    get() { return isOn(this.getAttribute(attribute)); },
    set(value) {
      if (value) this.removeAttribute(attribute);
      else this.setAttribute(attribute, 'false');
    },
    configurable: true,
  });
}

if (globalThis.customElements && !customElements.get('libsheet-sheet')) {
  customElements.define('libsheet-sheet', LibsheetSheet);
}

export default LibsheetSheet;
