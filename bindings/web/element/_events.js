// _events.js — the events an element dispatches: their names, the reasons a dismissal
// is reported with, and how one is sent. Every name has the `sheet-` prefix, so that
// none is mistaken for a platform event (close, cancel, dragstart, toggle) by a
// listener or a framework's event binding; `error` is the one platform name, kept for
// what it means on an element whose input is bad.

import { NAMES } from '../sheet.js';

export const EVENTS = Object.freeze({
  willPresent: 'sheet-will-present',     // { detent }
  didPresent: 'sheet-did-present',       // { detent }
  requestClose: 'sheet-request-close',   // { source, waitUntil(promise) }, cancelable: asked before the
                                         // user dismisses it; preventDefault() or a promise of false keeps it
  willDismiss: 'sheet-will-dismiss',     // { reason }
  didDismiss: 'sheet-did-dismiss',       // { reason }
  detentChange: 'sheet-detent-change',   // { detent, from }
  dragBegin: 'sheet-drag-begin',         // { detent }
  dragEnd: 'sheet-drag-end',             // { detent, reason }
  position: 'sheet-position',            // { top, visibleHeight, progress, detent, state, edge, rect }
  animatorFail: 'sheet-animator-fail',   // { animator, failure }
  error: 'error',                        // { attribute, value, message }
});

// The engine's reasons the element says in a word of its own; the others keep the
// engine's name.
const OWN_WORDS = Object.freeze({ programmatic: 'code', backdropTap: 'backdrop' });

/** The reason an element reports for the engine's (sheet.h's SHEET_REASON_*), and the
 *  source of a sheet-request-close the engine asks for: a user's `drag`, `fling`,
 *  `backdrop` tap or `back` (Escape, the platform's back); `close-button` is the
 *  element's own; `code` is close() called without a reason of its own. */
export const REASONS = Object.freeze(Object.fromEntries(
  NAMES.REASON.map((name) => [name, OWN_WORDS[name] ?? name])));

/** Dispatches a CustomEvent that bubbles and leaves the shadow root; returns false when
 *  a listener called preventDefault() on a cancelable one. `error` does not bubble, as
 *  an element's error events do not, so a window's error handler never takes it for a
 *  script error. */
export function emit(target, type, detail, cancelable = false) {
  const bubbles = type !== EVENTS.error;
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles, composed: bubbles, cancelable }));
}
