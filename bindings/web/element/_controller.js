// _controller.js — one element's sheet: the engine's sheet made from the element's
// attributes (again when they change, once it is hidden), its `open` and `detent` kept
// in step with the engine both ways, the engine's events as the element's, focus in and
// back, content measured for it and each frame drawn. The page (_page.js) owns the
// engine, the loop and the window; this is everything that is one element's own.

import { AttributeError, parseIndex } from './_attributes.js';
import { ContentTracker } from './_content.js';
import { EVENTS, REASONS, USER_DISMISSALS, emit } from './_events.js';
import { deepActiveElement } from './_focus.js';
import { FrameWriter } from './_frame-writer.js';
import { GrabberControls } from './_grabber.js';
import { page } from './_page.js';
import { configurationOf, readConfiguration } from './_sheet-config.js';

/** What the element is doing beyond what the engine's frame says: dismissing for a
 *  reason the engine does not know (`closing` until the engine starts, `dismissing`
 *  until it ends), or bringing back a sheet whose dismissal a listener vetoed, which
 *  the page is not told about as a presentation. */
const Intent = Object.freeze({
  none: null,
  closing: (reason) => ({ kind: 'closing', reason }),
  dismissing: (reason) => ({ kind: 'dismissing', reason }),
  vetoed: Object.freeze({ kind: 'vetoed' }),
});

// The engine's frame states, and `away`: a sheet switched away beneath another, hidden
// and still presented (see #state).
const PRESENTED = (state) => state !== 'hidden' && state !== 'dismissing';

export class SheetController {
  /** @type {HTMLElement} */ element;
  parts;
  /** @type {import('../sheet.js').Sheet | null} the engine's sheet, once it is made */
  sheet = null;
  #engine = null;
  #connected = false;
  #frame = {};
  #content;
  #writer;
  #grabber;
  #builtKey = '';
  #reported = new Map();       // attribute -> the text last reported as bad
  #reportedMessages = new Set();  // refusals that are no attribute's, reported
  #intent = Intent.none;
  #restDetent = 0;             // the detent it rests at or heads to, for a vetoed dismissal
  #opener = null;              // where focus goes back to
  #contentId = 0;
  #contentHeight = NaN;
  #scrollExtent = NaN;
  #waiters = [];               // [{ kind: 'present' | 'dismiss', resolve }]
  #reflecting = false;
  #position = { top: 0, visibleHeight: 0, progress: 0, detent: -1, state: 'hidden' };
  #positionEvent;
  #sendingPosition = false;    // the position event is being dispatched

  constructor(element, parts) {
    this.element = element;
    this.parts = parts;
    this.#content = new ContentTracker(element, parts, () => this.#contentChanged());
    this.#writer = new FrameWriter(parts, this.#content);
    this.#grabber = new GrabberControls(parts, this);
    // One event, dispatched again each frame with its detail updated in place: a moving
    // sheet makes no garbage per frame.
    this.#positionEvent = new CustomEvent(EVENTS.position, { detail: this.#position, bubbles: true, composed: true });
  }

  // ---- the element's life ----

  connect() {
    if (this.#connected) return;
    this.#connected = true;
    this.parts.sheet.addEventListener('pointerdown', this.#pressedSheet);
    this.parts.backdrop.addEventListener('pointerdown', this.#pressedBackdrop);
    this.parts.sheet.addEventListener('wheel', this.#wheeled, { passive: false });
    this.#content.connect();
    this.#grabber.connect();
    page.add(this);
  }

  /** The element left the document; a move (removed and inserted again at once) keeps
   *  its sheet. */
  disconnect() {
    queueMicrotask(() => {
      if (this.element.isConnected || !this.#connected) return;
      this.#connected = false;
      this.parts.sheet.removeEventListener('pointerdown', this.#pressedSheet);
      this.parts.backdrop.removeEventListener('pointerdown', this.#pressedBackdrop);
      this.parts.sheet.removeEventListener('wheel', this.#wheeled, { passive: false });
      this.#content.disconnect();
      this.#grabber.disconnect();
      this.#destroySheet();
      page.remove(this);
      this.#settle('present', false);
      this.#settle('dismiss', false);
    });
  }

  /** The page's engine is ready. */
  attach(engine) {
    this.#engine = engine;
    this.#build();
    this.#sync();
  }

  /** libsheet.wasm could not be loaded (the console has said so once for the page). */
  loadFailed(error) {
    emit(this.element, EVENTS.error, { attribute: null, value: null, message: `libsheet.wasm could not be loaded: ${error.message}` });
  }

  // ---- attributes ----

  attributeChanged(name) {
    if (this.#reflecting) return;
    if (name === 'open') this.#sync();
    else if (name === 'detent') this.#detentChanged();
    else if (name === 'page') this.#showPage();
    else if (name === 'label') this.#label();
    else if (name === 'handle-only') this.#content.reattach();
    else this.reconfigure();
  }

  /** Makes the sheet again if its configuration changed; a sheet on screen keeps its
   *  own until it is dismissed. Attributes that are wrong are reported now. */
  reconfigure() {
    if (!this.#engine) return;
    const configuration = this.#configuration();
    if (configuration.key === this.#builtKey || this.#state() !== 'hidden') return;
    this.#build(configuration);
  }

  #configuration() {
    const animators = this.#engine.animators;
    const { pieces, problems } = readConfiguration((name) => this.element.getAttribute(name), animators);
    // An attribute whose text changed since it was reported is reported again if bad.
    for (const [attribute, value] of this.#reported) {
      if (this.element.getAttribute(attribute) !== value) this.#reported.delete(attribute);
    }
    for (const problem of problems) this.#report(problem);
    // A registration can make a refused transition good: the count is part of the key.
    return { pieces, key: JSON.stringify([configurationOf(pieces), animators.length]) };
  }

  #build({ pieces, key } = this.#configuration()) {
    this.#destroySheet();
    this.sheet = this.#create(pieces);
    this.#builtKey = key;
    page.adopt(this.sheet, this);
    this.#contentId = 0;
    this.#contentHeight = this.#scrollExtent = NaN;
    this.#showPage();
    this.#contentChanged();
    this.#label();
    this.#grabber.update(this.sheet.accessibility(), this.element.getAttribute('label'));
  }

  // The configuration the engine refuses names no attribute: made again without each
  // attribute in turn, the one whose absence it takes is the one reported, and the
  // others still apply.
  #create(pieces) {
    const engine = this.#engine;
    try {
      return engine.createSheet(configurationOf(pieces));
    } catch (error) {
      for (const piece of pieces) {
        let sheet;
        try {
          sheet = engine.createSheet(configurationOf(pieces, piece.attribute));
        } catch {
          continue;
        }
        this.#report(new AttributeError(piece.attribute, piece.text, error.message));
        return sheet;
      }
      this.#report({ message: error.message });
      return engine.createSheet(configurationOf([]));
    }
  }

  #destroySheet() {
    const sheet = this.sheet;
    if (!sheet) return;
    const wasVisible = this.#writer.visible;
    this.sheet = null;
    page.forget(sheet, this);
    sheet.destroy();
    this.#intent = Intent.none;
    this.#writer.write({ state: 'hidden' });
    if (wasVisible) {
      page.dismissed(this);
      this.#returnFocus();
    }
  }

  /** Reports a bad attribute once (until its text changes), or a refusal that is no
   *  attribute's once: on the console and as an `error` event naming the attribute. The
   *  element goes on with that attribute's default. */
  #report(problem) {
    const { attribute = null, value = null, message } = problem;
    if (attribute === null) {
      if (this.#reportedMessages.has(message)) return;
      this.#reportedMessages.add(message);
    } else {
      if (this.#reported.has(attribute) && this.#reported.get(attribute) === value) return;
      this.#reported.set(attribute, value);
    }
    console.error(problem instanceof AttributeError ? message : `<libsheet-sheet>: ${message}`);
    emit(this.element, EVENTS.error, { attribute, value, message });
  }

  #reflect(name, value) {
    this.#reflecting = true;
    try {
      if (value === null) this.element.removeAttribute(name);
      else if (this.element.getAttribute(name) !== String(value)) this.element.setAttribute(name, String(value));
    } finally {
      this.#reflecting = false;
    }
  }

  #detentIndex() {
    const text = this.element.getAttribute('detent');
    if (text === null) return null;
    try {
      return parseIndex(text, 'detent');
    } catch (error) {
      this.#report(error);
      return null;
    }
  }

  // `open` is what the page wants; the engine's state is where the sheet is.
  #sync() {
    if (!this.sheet) return;
    const state = this.#state();
    const open = this.element.hasAttribute('open');
    const now = page.now();
    if (open && !PRESENTED(state)) {
      if (!this.ownsFocus()) this.#opener = page.focusOrigin.current();
      const detent = this.#detentIndex() ?? 0;
      // A detent past the last is the attribute's fault: the lowest is presented instead.
      if (!this.#attempt(() => this.sheet.present(detent, now), detent > 0 ? 'detent' : null) && detent > 0) {
        this.#attempt(() => this.sheet.present(0, now), null);
      }
      this.afterInput();
    } else if (!open && PRESENTED(state)) {
      if (this.#intent?.kind !== 'closing') this.#intent = Intent.closing('code');
      this.sheet.dismiss(now);
      this.afterInput();
    }
  }

  #detentChanged() {
    const index = this.#detentIndex();
    if (index === null || !this.sheet || !PRESENTED(this.#state()) || index === this.#frame.detent) return;
    if (this.#attempt(() => this.sheet.moveToDetent(index, page.now()), 'detent')) this.afterInput();
  }

  // Runs an engine command; its refusal is reported as the fault of `attribute` (or of
  // none), never thrown into the page.
  #attempt(command, attribute) {
    try {
      command();
      return true;
    } catch (error) {
      const text = attribute === null ? null : this.element.getAttribute(attribute);
      this.#report(attribute === null ? { message: error.message } : new AttributeError(attribute, text, error.message));
      return false;
    }
  }

  #label() {
    const { sheet } = this.parts;
    const label = this.element.getAttribute('label');
    if (label) {
      sheet.setAttribute('aria-label', label);
      sheet.removeAttribute('aria-labelledby');
    } else {
      sheet.removeAttribute('aria-label');
      sheet.setAttribute('aria-labelledby', 'header');
    }
  }

  // ---- content ----

  #showPage() {
    if (!this.sheet) return;
    const id = this.#content.pageId(this.element.getAttribute('page'));
    if (id === this.#contentId) return;
    const height = this.#content.heightWithPage(id);
    this.#contentId = id;
    this.#contentHeight = height;
    this.sheet.setContent(id, height, page.now());
    // A content change scrolls to the top and forgets the extent.
    this.#scrollExtent = NaN;
    this.#writer.refreshPages();
    this.#contentChanged();
  }

  // After layout (a ResizeObserver's callback) or a command: the height of the content
  // and how far it scrolls, told to the engine when they changed.
  #contentChanged() {
    if (!this.sheet) return;
    const now = page.now();
    const height = this.#content.pages.length ? this.#content.heightWithPage(this.#contentId) : this.#content.naturalHeight();
    const extent = this.#content.scrollExtent();
    const heightChanged = !(Math.abs(height - this.#contentHeight) < 0.5), extentChanged = extent !== this.#scrollExtent;
    if (heightChanged) {
      this.#contentHeight = height;
      this.sheet.setContentHeight(height, now);
    }
    if (extentChanged) {
      this.#scrollExtent = extent;
      this.sheet.setScrollExtent(extent, now);
    }
    // Nothing told, nothing to draw.
    if (heightChanged || extentChanged) this.afterInput();
  }

  // ---- the engine's events ----

  handle(event) {
    switch (event.type) {
      case 'willPresent':
        this.#restDetent = event.detent;
        if (this.#intent === Intent.vetoed) break;
        this.#intent = Intent.none;
        page.presented(this);
        this.read();
        this.draw();
        this.#reflect('open', '');
        emit(this.element, EVENTS.willPresent, { detent: event.detent });
        this.focusInto();
        break;
      case 'didPresent':
        this.#restDetent = event.detent;
        if (this.#intent === Intent.vetoed) {
          this.#intent = Intent.none;
          break;
        }
        this.#reflect('detent', event.detent);
        emit(this.element, EVENTS.didPresent, { detent: event.detent });
        this.#settle('present', true);
        break;
      case 'willDismiss': {
        if (USER_DISMISSALS.has(event.reason)
            && !emit(this.element, EVENTS.requestClose, { source: REASONS[event.reason] }, true)) {
          // Vetoed: the sheet goes back to where it was, as Ionic's canDismiss would.
          this.#intent = Intent.vetoed;
          this.sheet.present(this.#restDetent, page.now());
          this.#settle('dismiss', false);
          break;
        }
        const reason = event.reason === 'programmatic' && this.#intent?.kind === 'closing'
          ? this.#intent.reason : REASONS[event.reason];
        this.#intent = Intent.dismissing(reason);
        this.#reflect('open', null);
        emit(this.element, EVENTS.willDismiss, { reason });
        this.#settle('present', false);
        break;
      }
      case 'didDismiss': {
        const reason = this.#intent?.kind === 'dismissing' ? this.#intent.reason : REASONS[event.reason];
        this.#intent = Intent.none;
        this.read();
        this.draw();
        page.dismissed(this);
        emit(this.element, EVENTS.didDismiss, { reason });
        this.#returnFocus();
        this.#settle('dismiss', true);
        this.reconfigure();
        break;
      }
      case 'transitionCancelled':
        if (this.#intent?.kind === 'dismissing') this.#intent = Intent.none;
        break;
      case 'detentChanged':
        this.#restDetent = event.detent;
        this.#reflect('detent', event.detent);
        emit(this.element, EVENTS.detentChange, { detent: event.detent, from: event.fromDetent });
        break;
      case 'dragBegan':
        emit(this.element, EVENTS.dragBegin, { detent: event.detent });
        break;
      case 'dragEnded':
        emit(this.element, EVENTS.dragEnd, { detent: event.detent, reason: REASONS[event.reason] });
        break;
      case 'animatorFailed':
        console.warn(`<libsheet-sheet>: the animator “${event.animator}” failed (${event.failure}); the engine's spring finished the motion`);
        emit(this.element, EVENTS.animatorFail, { animator: event.animator, failure: event.failure });
        break;
      default:
        break;
    }
    if (this.sheet) this.#grabber.update(this.sheet.accessibility(), this.element.getAttribute('label'));
  }

  // ---- commands from the element ----

  /** Presents (at `detent`, when given); resolves true once it has come to rest (at
   *  once if it is up already), false when it is dismissed or removed first. */
  show(detent) {
    if (detent !== undefined) this.element.setAttribute('detent', String(detent));
    const state = this.#state();
    if (PRESENTED(state) && state !== 'presenting' && this.#intent !== Intent.vetoed) {
      this.element.setAttribute('open', '');
      return Promise.resolve(true);
    }
    const done = this.#wait('present');
    this.element.setAttribute('open', '');
    return done;
  }

  /** Dismisses with `reason` (the events' detail.reason); resolves true once it is
   *  hidden (at once if it is), false when it is presented again or removed first. */
  close(reason) {
    const state = this.#state();
    if (state === 'hidden' || !this.sheet) {
      this.element.removeAttribute('open');
      return Promise.resolve(true);
    }
    const done = this.#wait('dismiss');
    if (PRESENTED(state)) this.#intent = Intent.closing(reason);
    this.element.removeAttribute('open');
    return done;
  }

  /** A dismissal the user asked for (Escape, the close button): the page may veto it. */
  requestDismiss(source) {
    if (emit(this.element, EVENTS.requestClose, { source }, true)) this.close(source);
  }

  /** Escape: dismisses the sheet, or lowers one that cannot be dismissed. */
  escape() {
    if (!this.sheet) return false;
    const { actions } = this.sheet.accessibility();
    if (actions.includes('dismiss')) {
      this.requestDismiss('escape');
      return true;
    }
    return this.perform('collapse');
  }

  /** Performs an accessibility action if the engine offers it now. */
  perform(action) {
    if (!this.sheet || !this.sheet.accessibility().actions.includes(action)) return false;
    this.sheet.performAction(action, page.now());
    this.afterInput();
    return true;
  }

  /** Enter or Space on the grabber: as a tap on it, up one detent, from the highest back
   *  to the lowest. */
  cycle() {
    if (this.perform('expand')) return;
    this.moveToEnd(false);
  }

  moveToEnd(highest) {
    if (!this.sheet) return;
    const { detentCount } = this.sheet.accessibility();
    this.element.setAttribute('detent', String(highest ? detentCount - 1 : 0));
  }

  /** After a command or input: the engine's events now, and a frame to draw. */
  afterInput() {
    page.drain();
    page.wake();
  }

  animatorsChanged() { this.reconfigure(); }

  // ---- focus ----

  /** Whether focus is in this sheet (its shadow parts or its content). */
  ownsFocus() {
    const active = deepActiveElement();
    return Boolean(active) && (this.element.contains(active) || this.element.shadowRoot.contains(active));
  }

  /** Moves focus into the sheet: an [autofocus] element of its own, or the grabber, or
   *  the sheet itself. */
  focusInto() {
    const own = [...this.element.querySelectorAll('[autofocus]')].find((node) => node.closest(this.element.localName) === this.element);
    const target = own ?? (this.parts.grabber.hidden ? this.parts.sheet : this.parts.grabber);
    target.focus({ preventScroll: true });
  }

  // Back to where it came from, once the page is no longer inert, unless focus has
  // moved on to something else meanwhile.
  #returnFocus() {
    const opener = this.#opener;
    this.#opener = null;
    if (!opener?.isConnected) return;
    const active = deepActiveElement();
    if (active && active !== document.body && !this.ownsFocus()) return;
    page.updateModality();
    opener.focus({ preventScroll: true });
  }

  // ---- frames ----

  /** The engine's state of the sheet, or `away` for one switched away beneath another
   *  (hidden in its frame, presented all the same: it comes back by itself). */
  #state() {
    if (!this.sheet) return 'hidden';
    const { state } = this.sheet.frame(this.#frame);
    return state === 'hidden' && page.isPresented(this) ? 'away' : state;
  }

  gestureOwner() {
    return this.sheet ? this.sheet.frame(this.#frame).gestureOwner : 'none';
  }

  /** Whether the sheet is drawn on screen. */
  get visible() { return this.#writer.visible; }
  /** Whether its backdrop dims: the sheet is modal, the page inert. */
  get dims() { return this.#writer.dims; }
  /** A copy of where the sheet is. */
  get position() { return { ...this.#position }; }

  read() {
    if (this.sheet) this.sheet.frame(this.#frame);
  }

  draw() {
    if (!this.sheet) return;
    const f = this.#frame, p = this.#position;
    this.#writer.write(f);
    // A sheet-position listener that moves the sheet (show() during a dismissal) has it
    // drawn inside that dispatch, where the one event cannot be dispatched again: the
    // position it last sent stays as it is, and the next frame sends the new one.
    if (this.#sendingPosition) return;
    if (f.top !== p.top || f.progress !== p.progress || f.state !== p.state || f.detent !== p.detent) {
      p.top = f.top;
      p.visibleHeight = f.height;
      p.progress = f.progress;
      p.detent = f.detent;
      p.state = f.state;
      this.#sendingPosition = true;
      try {
        this.element.dispatchEvent(this.#positionEvent);
      } finally {
        this.#sendingPosition = false;
      }
    }
  }

  // ---- pointers ----

  #pressedSheet = (event) => {
    if (!this.sheet) return;
    if (this.element.hasAttribute('handle-only') && !event.composedPath().includes(this.parts.grabber)) return;
    page.pointers.pressed(event, this);
  };

  #pressedBackdrop = (event) => {
    if (this.sheet) page.pointers.pressed(event, this);
  };

  #wheeled = (event) => {
    if (this.sheet && !this.element.hasAttribute('handle-only')) page.pointers.wheeled(event, this);
  };

  // ---- promises of show() and close() ----

  #wait(kind) {
    return new Promise((resolve) => this.#waiters.push({ kind, resolve }));
  }

  #settle(kind, value) {
    const keep = [];
    for (const waiter of this.#waiters) {
      if (waiter.kind === kind) waiter.resolve(value);
      else keep.push(waiter);
    }
    this.#waiters = keep;
  }
}
