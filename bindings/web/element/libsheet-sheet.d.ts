// libsheet-sheet.d.ts — the types of libsheet-sheet.js, the <libsheet-sheet> element, for
// editors and TypeScript. tests/types.test.mjs checks that the element's members and the
// module's exports are the ones declared here.

import type { AnimatorDefinition, WasmSource } from '../sheet.js';

export type SheetPositionState = 'hidden' | 'presenting' | 'resting' | 'dragging' | 'settling' | 'dismissing';

/** The side a sheet is attached to: start and end are where lines begin and end. */
export type SheetEdge = 'bottom' | 'top' | 'start' | 'end';

export interface SheetRect { x: number; y: number; width: number; height: number }

export interface SheetPosition {
  /** y of a bottom sheet's top edge, CSS pixels from the top of the viewport; on the other
   *  sides, where its free edge is along its axis, from the side opposite its own */
  top: number;
  /** how much of the sheet shows along its axis: the viewport's length less top */
  visibleHeight: number;
  /** the visible extent over the highest detent's: 0 hidden, 1 at the highest detent */
  progress: number;
  /** the detent it rests at or heads to; -1 when hidden or dismissing */
  detent: number;
  state: SheetPositionState;
  /** the side it is on now (a wide layout moves it) */
  edge: SheetEdge;
  /** the sheet as drawn, CSS pixels from the viewport's top left */
  rect: SheetRect;
}

/** Why a sheet was dismissed: the user's drag, fling, backdrop tap, back (Escape, the
 *  platform's back) or close button; another sheet replacing it; close() without a
 *  reason ('code'), or close()'s. */
export type DismissReason = 'drag' | 'fling' | 'backdrop' | 'back' | 'close-button' | 'replaced' | 'code' | (string & {});
/** What asked to close the sheet, in sheet-request-close. */
export type CloseSource = 'drag' | 'fling' | 'backdrop' | 'back' | 'close-button';

export interface RequestCloseDetail {
  source: CloseSource;
  /** Defers the answer while the event is dispatched: the sheet stays until every promise
   *  given has settled, and is dismissed unless one resolves to false or rejects. */
  waitUntil(answer: Promise<boolean | void> | boolean): void;
}

export interface LibsheetSheetEventMap {
  'sheet-will-present': CustomEvent<{ detent: number }>;
  'sheet-did-present': CustomEvent<{ detent: number }>;
  'sheet-request-close': CustomEvent<RequestCloseDetail>;
  'sheet-will-dismiss': CustomEvent<{ reason: DismissReason }>;
  'sheet-did-dismiss': CustomEvent<{ reason: DismissReason }>;
  'sheet-detent-change': CustomEvent<{ detent: number; from: number }>;
  'sheet-drag-begin': CustomEvent<{ detent: number }>;
  'sheet-drag-end': CustomEvent<{ detent: number; reason: string }>;
  'sheet-position': CustomEvent<SheetPosition>;
  'sheet-animator-fail': CustomEvent<{ animator: string | null; failure: string }>;
  'error': CustomEvent<{ attribute: string | null; value: string | null; message: string }>;
}

export interface ConfigureOptions {
  /** where libsheet.wasm is; taken until its fetch starts, a task after the first element connects */
  wasmUrl?: WasmSource;
  /** 'system' (prefers-reduced-motion, followed live), or the page's own choice */
  reduceMotion?: 'system' | boolean;
}

export interface LoopStats {
  /** how many times the shared loop went from idle to running */
  starts: number;
  /** how many animation frames it ran */
  frames: number;
  /** whether it runs now */
  running: boolean;
  /** how many sheets the engine holds for the page's elements */
  sheets: number;
  /** set to [] to collect [engine ms, DOM ms] per frame */
  costs: Array<[number, number]> | null;
}

export class LibsheetSheet extends HTMLElement {
  static readonly observedAttributes: string[];
  static registerAnimator(name: string, definition: AnimatorDefinition): void;
  static configure(options: ConfigureOptions): void;
  static readonly loopStats: LoopStats;

  /** detents="200 50% content" */
  detents: string | null;
  /** the current detent's index */
  detent: number;
  open: boolean;
  /** false: dismissible="false" */
  dismissible: boolean;
  /** false: modal="false" */
  modal: boolean;
  backdropOpacity: number | null;
  /** dismiss, collapse, none, or `detent 1` */
  backdropTap: 'dismiss' | 'collapse' | 'none' | `detent ${number}` | string | null;
  undimmedDetent: number | null;
  grabber: 'auto' | 'show' | 'hide' | string | null;
  handleOnly: boolean;
  contentInteraction: 'resizes' | 'scrolls' | string | null;
  /** where the sheet goes while an on-screen keyboard is up */
  keyboard: 'rise' | 'extend' | 'fill' | string | null;
  /** what back (Escape, the platform's back) does */
  backBehavior: 'dismiss' | 'collapse' | 'none' | string | null;
  /** the side the sheet is attached to */
  edge: SheetEdge | string | null;
  /** inset="16 12": a floating card's gap to its edge, then the room at both ends */
  inset: string | null;
  /** the most a bottom or top sheet spans, points (default 640) */
  maxWidth: number | null;
  /** what it becomes in a window wider than wideThreshold */
  wide: 'same' | 'floating-start' | 'side-end' | 'centered' | string | null;
  wideThreshold: number | null;
  /** a CSS selector of the page's element that recedes; '' for [data-sheet-background] */
  scaleBackground: string | null;
  cornerRadius: number | null;
  dismissHeight: number | null;
  /** transition="spring 0.45 0.8" */
  transition: string | null;
  presentTransition: string | null;
  dismissTransition: string | null;
  settleTransition: string | null;
  contentTransition: string | null;
  stack: 'push' | 'switch' | 'replace' | string | null;
  page: string | null;
  label: string | null;
  readonly position: SheetPosition;

  show(detent?: number): Promise<boolean>;
  close(reason?: string): Promise<boolean>;
  moveTo(detent: number): void;

  addEventListener<K extends keyof LibsheetSheetEventMap>(type: K,
    listener: (this: LibsheetSheet, event: LibsheetSheetEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof LibsheetSheetEventMap>(type: K,
    listener: (this: LibsheetSheet, event: LibsheetSheetEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions): void;
}

export function registerAnimator(name: string, definition: AnimatorDefinition): void;
export function configure(options: ConfigureOptions): void;
export const EVENTS: Readonly<{
  willPresent: 'sheet-will-present'; didPresent: 'sheet-did-present'; requestClose: 'sheet-request-close';
  willDismiss: 'sheet-will-dismiss'; didDismiss: 'sheet-did-dismiss'; detentChange: 'sheet-detent-change';
  dragBegin: 'sheet-drag-begin'; dragEnd: 'sheet-drag-end'; position: 'sheet-position';
  animatorFail: 'sheet-animator-fail'; error: 'error';
}>;
export default LibsheetSheet;

declare global {
  interface HTMLElementTagNameMap {
    'libsheet-sheet': LibsheetSheet;
  }
}
