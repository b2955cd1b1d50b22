// _controller.js — one element's sheet: the engine's sheet made from the element's
// attributes and given what they say whenever they change (Sheet.update, whatever the
// sheet is doing), its `open` and `detent` kept in step with the engine both ways, the
// engine's events as the element's, the page asked before the user dismisses the sheet,
// back, focus in and back, the field that has the keyboard's focus, content and footer
// measured for it and each frame drawn. The page (_page.js) owns the engine, the loop and
// the window; this is everything that is one element's own.

import { InvalidArgument, InvalidState } from '../sheet.js';
import { AttributeError, parseIndex } from './_attributes.js';
import { ContentTracker } from './_content.js';
import { EVENTS, REASONS, emit } from './_events.js';
import { deepActiveElement, takesText } from './_focus.js';
import { FrameWriter } from './_frame-writer.js';
import { GrabberControls } from './_grabber.js';
import { page } from './_page.js';
import { EDGES, configurationOf, isSideEdge, readConfiguration } from './_sheet-config.js';

/** Where the element is in its life: out of the document; in it and waiting for the
 *  page's engine; in it without one (libsheet.wasm did not load); or with its sheet
 *  made in the engine. */
const Life = Object.freeze({
  disconnected: Object.freeze({ kind: 'disconnected' }),
  loading: Object.freeze({ kind: 'loading' }),
  failed: (error) => Object.freeze({ kind: 'failed', error }),
  built: (engine, sheet) => Object.freeze({ kind: 'built', engine, sheet }),
});

/** What the element is doing beyond what the engine's frame says: waiting for the
 *  page's answer to a sheet-request-close (`asking`; the object is the question, so a
 *  late answer to an earlier one is told apart), or dismissing for a reason the engine
 *  does not know (`closing` until the engine starts, `dismissing` until it ends). */
const Intent = Object.freeze({
  none: null,
  asking: (source) => ({ kind: 'asking', source }),
  closing: (reason) => ({ kind: 'closing', reason }),
  dismissing: (reason) => ({ kind: 'dismissing', reason }),
});

// The engine's frame states, and `away`: a sheet switched away beneath another, hidden
// and still presented (see #state).
const PRESENTED = (state) => state !== 'hidden' && state !== 'dismissing';

// What the page's element that recedes is, when scale-background names none.
const DEFAULT_BACKGROUND = '[data-sheet-background]';

// The element's word for each of the engine's edges (`start` for leading, ...).
const EDGE_WORDS = Object.freeze(Object.fromEntries(Object.entries(EDGES).map(([word, edge]) => [edge, word])));

export class SheetController {
  /** @type {HTMLElement} */ element;
  parts;
  #life = Life.disconnected;
  #frame = {};
  #content;
  #writer;
  #grabber;
  #appliedKey = '';            // the configuration the sheet was last given
  #reported = new Map();       // attribute -> the text last reported as bad
  #reportedMessages = new Set();  // refusals that are no attribute's, reported
  #intent = Intent.none;
  #opener = null;              // where focus goes back to
  #contentId = 0;
  #contentHeight = NaN;
  #scrollExtent = NaN;
  #footerHeight = 0;           // the footer's height the sheet was configured with
  #field = null;               // the content's field that has the keyboard's focus
  #background = undefined;     // the page's element scale-background names: undefined until looked for
  #waiters = [];               // [{ kind: 'present' | 'dismiss', resolve }]
  #reflecting = false;
  #sideways = false;           // the sheet is on a side, its content the browser's to scroll
  // What the frame writer needs of the page besides the frame, refilled for each frame.
  #around = { direction: 'ltr', obstruction: 0, safeTop: 0, width: 0, height: 0 };
  #position = {
    top: 0, visibleHeight: 0, progress: 0, detent: -1, state: 'hidden', edge: 'bottom',
    rect: { x: 0, y: 0, width: 0, height: 0 },
  };
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

  /** @type {import('../sheet.js').Sheet | null} the engine's sheet, once it is made */
  get sheet() { return this.#life.kind === 'built' ? this.#life.sheet : null; }

  // ---- the element's life ----

  connect() {
    if (this.#life !== Life.disconnected) return;
    this.#life = Life.loading;
    this.parts.sheet.addEventListener('pointerdown', this.#pressedSheet);
    this.parts.backdrop.addEventListener('pointerdown', this.#pressedBackdrop);
    this.parts.sheet.addEventListener('wheel', this.#wheeled, { passive: false });
    this.element.addEventListener('focusin', this.#focused);
    this.element.addEventListener('focusout', this.#unfocused);
    // Scroll events do not bubble: caught on their way down to the content's elements.
    this.element.addEventListener('scroll', this.#scrolled, true);
    this.parts.content.addEventListener('scroll', this.#scrolled);
    this.#content.connect();
    this.#grabber.connect();
    page.add(this);
  }

  /** The element left the document; a move (removed and inserted again at once) keeps
   *  its sheet. */
  disconnect() {
    queueMicrotask(() => {
      if (this.element.isConnected || this.#life === Life.disconnected) return;
      this.parts.sheet.removeEventListener('pointerdown', this.#pressedSheet);
      this.parts.backdrop.removeEventListener('pointerdown', this.#pressedBackdrop);
      this.parts.sheet.removeEventListener('wheel', this.#wheeled, { passive: false });
      this.element.removeEventListener('focusin', this.#focused);
      this.element.removeEventListener('focusout', this.#unfocused);
      this.element.removeEventListener('scroll', this.#scrolled, true);
      this.parts.content.removeEventListener('scroll', this.#scrolled);
      this.#field = null;
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
    if (this.#life !== Life.loading) return;
    this.#footerHeight = this.#content.footerHeight();
    const { pieces, key } = this.#configuration(engine);
    const sheet = this.#configure(pieces, (config) => engine.createSheet(config));
    this.#life = Life.built(engine, sheet);
    this.#appliedKey = key;
    page.adopt(sheet, this);
    this.followDirection();
    this.#followSide();
    this.#contentId = 0;
    this.#contentHeight = this.#scrollExtent = NaN;
    this.#showPage();
    this.#contentChanged();
    this.#label();
    this.#grabber.update(sheet.accessibility(), this.element.getAttribute('label'));
    this.#sync();
    const active = deepActiveElement();
    if (active && this.#isField(active)) this.#focusField(active);
  }

  /** libsheet.wasm could not be loaded (the console has said so once for the page). */
  loadFailed(error) {
    if (this.#life !== Life.loading) return;
    this.#life = Life.failed(error);
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
    else {
      if (name === 'scale-background') this.#forgetBackground();
      this.reconfigure();
    }
  }

  /** Gives the sheet what its attributes say now, whatever it is doing: a sheet on
   *  screen moves to its new heights, one under a finger stays under it. Attributes that
   *  are wrong are reported now. */
  reconfigure() {
    const life = this.#life;
    if (life.kind !== 'built') return;
    const { pieces, key } = this.#configuration(life.engine);
    if (key === this.#appliedKey) return;
    const now = page.now();
    this.#configure(pieces, (config) => life.sheet.update(config, now));
    this.#appliedKey = key;
    this.followDirection();
    this.#followSide();
    this.afterInput();
    // The detents' count, and whether it can be dismissed, may have changed with no event.
    this.#grabber.update(life.sheet.accessibility(), this.element.getAttribute('label'));
  }

  #configuration(engine) {
    const animators = engine.animators;
    const { pieces, problems } = readConfiguration((name) => this.element.getAttribute(name), animators);
    // An attribute whose text changed since it was reported is reported again if bad.
    for (const [attribute, value] of this.#reported) {
      if (this.element.getAttribute(attribute) !== value) this.#reported.delete(attribute);
    }
    for (const problem of problems) this.#report(problem);
    // A registration can make a refused transition good: the count is part of the key.
    return { pieces, key: JSON.stringify([this.#configurationOf(pieces), animators.length]) };
  }

  // What the attributes say, with what is measured: the footer's height.
  #configurationOf(pieces, without = null) {
    return { ...configurationOf(pieces, without), footerHeight: this.#footerHeight };
  }

  // Hands the configuration of `pieces` to `use` (createSheet or update) and returns what
  // it returns. One the engine refuses names no attribute: it is tried again without each
  // attribute in turn, the one whose absence the engine takes is the one reported, and
  // the others still apply. An update the engine refuses changes nothing, so the tries
  // leave no trace.
  #configure(pieces, use) {
    try {
      return use(this.#configurationOf(pieces));
    } catch (error) {
      for (const piece of pieces) {
        let result;
        try {
          result = use(this.#configurationOf(pieces, piece.attribute));
        } catch {
          continue;
        }
        this.#report(new AttributeError(piece.attribute, piece.text, error.message));
        return result;
      }
      this.#report({ message: error.message });
      return use(this.#configurationOf([]));
    }
  }

  // The element left the document: its sheet goes with it.
  #destroySheet() {
    const sheet = this.sheet;
    this.#life = Life.disconnected;
    if (!sheet) return;
    const wasVisible = this.#writer.visible;
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
      this.followDirection();
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
    // A content change scrolls to the top and forgets the extent, and the focus: the
    // field is told again if it is still shown.
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
    const footerHeight = this.#content.footerHeight();
    if (footerHeight !== this.#footerHeight) {
      this.#footerHeight = footerHeight;
      this.reconfigure();
    }
    // The field may have moved along the content.
    if (this.#field) this.#focusField(this.#field);
    // Nothing told, nothing to draw.
    if (heightChanged || extentChanged) this.afterInput();
  }

  // ---- the field that has the keyboard's focus ----

  // A field of the sheet's own content that takes text (a keyboard comes up for it), in
  // content the engine offsets: the scroller's, or content where nothing scrolls. The
  // header and the footer stay where they are; a field beside a scroller does not move
  // with the offset, and is left where the sheet's rise puts it.
  #isField(node) {
    if (!takesText(node) || node.closest(this.element.localName) !== this.element) return false;
    let child = node;
    while (child.parentElement && child.parentElement !== this.element) child = child.parentElement;
    if (child.parentElement !== this.element || child.assignedSlot !== this.parts.contentSlot) return false;
    const scroller = this.#content.scroller;
    return scroller ? scroller.contains(node) : true;
  }

  #focused = (event) => {
    const field = event.target;
    if (field === this.#field || !(field instanceof Element) || !this.#isField(field)) return;
    this.#focusField(field);
  };

  #unfocused = (event) => {
    if (event.target !== this.#field) return;
    this.#field = null;
    if (!this.sheet) return;
    this.sheet.clearFocus(page.now());
    this.afterInput();
  };

  // Tells the engine where the field is along the content: from the sheet's top edge,
  // unscaled, as if the content were not offset (the offset drawn now is added back).
  // The engine keeps it 16 points above the footer, a keyboard or the bottom safe area in
  // every frame from now on.
  #focusField(field) {
    this.#field = field;
    if (!this.sheet) return;
    // Only a bottom sheet rises above a keyboard; a sheet elsewhere leaves its fields to
    // the browser.
    if (this.#writer.side !== 'bottom' && this.#writer.side !== '') return;
    // What the browser scrolled to bring the field into view is the engine's to do.
    this.#writer.restoreScroll();
    const scale = this.#writer.scale;
    const sheetTop = this.parts.sheet.getBoundingClientRect().top, rect = field.getBoundingClientRect();
    const y = Math.max(0, (rect.top - sheetTop) / scale + this.#writer.contentOffset), height = rect.height / scale;
    const now = page.now();
    try {
      if (height > 0) this.sheet.setFocus(y, height, now);
      else this.sheet.clearFocus(now);
    } catch (error) {
      // A field the engine cannot place (it ends past the content: below what the content's
      // height and scroll extent say it holds) is not kept in view; that is no fault of the
      // page's.
      if (!(error instanceof InvalidArgument)) throw error;
      this.sheet.clearFocus(now);
    }
    this.afterInput();
  }

  #scrolled = () => {
    this.#writer.restoreScroll();
  };

  // ---- the engine's events ----

  handle(event) {
    switch (event.type) {
      case 'willPresent':
        this.#intent = Intent.none;
        // Where the page recedes to may have been added since it was last looked for.
        this.#forgetBackground();
        page.presented(this);
        this.read();
        this.draw();
        this.#reflect('open', '');
        emit(this.element, EVENTS.willPresent, { detent: event.detent });
        // A close() it overtook will not see the sheet hidden now.
        this.#settle('dismiss', false);
        this.focusInto();
        break;
      case 'didPresent':
        this.#reflect('detent', event.detent);
        emit(this.element, EVENTS.didPresent, { detent: event.detent });
        this.#settle('present', true);
        break;
      case 'dismissRequested':
        this.#ask(REASONS[event.reason]);
        break;
      case 'willDismiss': {
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
        break;
      }
      case 'transitionCancelled':
        if (this.#intent?.kind === 'dismissing') this.#intent = Intent.none;
        break;
      case 'detentChanged':
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
    if (PRESENTED(state) && state !== 'presenting') {
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

  /** A dismissal the user asked for with the element's own control (the close button):
   *  asked of the page as the engine's own requests are. */
  requestDismiss(source) {
    this.#ask(source);
  }

  // The page is asked whether the user may dismiss the sheet (sheet-request-close)
  // before anything moves: a release that would dismiss it has already brought it back
  // to its lowest detent, a tap or a key left it where it is. It is dismissed, for
  // `source`, once the page says yes: at once when no listener refuses or waits, or when
  // every promise handed to detail.waitUntil() has settled and none said no (resolved to
  // false or rejected). One question at a time: while it is open, another request of the
  // user's is the same question, and the element's own dismissal (close(), `open`
  // removed) or the sheet going another way makes its answer moot.
  #ask(source) {
    if (this.#intent?.kind === 'asking' || !PRESENTED(this.#state())) return;
    const question = Intent.asking(source);
    this.#intent = question;
    const pending = [];
    let dispatching = true;
    const detail = {
      source,
      waitUntil(answer) {
        if (!dispatching) throw new Error('sheet-request-close: waitUntil() is called while the event is dispatched');
        pending.push(Promise.resolve(answer).then((yes) => yes !== false, () => false));
      },
    };
    const allowed = emit(this.element, EVENTS.requestClose, detail, true);
    dispatching = false;
    if (!allowed) this.#answered(question, false);
    else if (!pending.length) this.#answered(question, true);
    else Promise.all(pending).then((answers) => this.#answered(question, answers.every(Boolean)));
  }

  // A refusal leaves the sheet where the engine keeps it: at rest, nothing to undo.
  #answered(question, yes) {
    if (this.#intent !== question) return;
    this.#intent = Intent.none;
    if (yes && PRESENTED(this.#state())) this.close(question.source);
  }

  /** Whether the sheet takes the back action (back-behavior is not none): while it is on
   *  top, Escape and the platform's back are its. */
  get takesBack() {
    return this.element.getAttribute('back-behavior')?.trim() !== 'none';
  }

  /** Back (Escape, a close request): what back-behavior says, with the engine's reason
   *  `back`; a dismissal is asked of the page first. A sheet that cannot be dismissed,
   *  which the engine refuses a dismissing back, is lowered a detent instead. Returns
   *  whether the sheet took it. */
  back() {
    if (!this.sheet || !this.takesBack) return false;
    try {
      this.sheet.backCommit(page.now());
    } catch (error) {
      // The engine takes no back now: the sheet is under a finger, or back would dismiss
      // it and it cannot be dismissed.
      if (!(error instanceof InvalidState)) throw error;
      return !this.sheet.accessibility().actions.includes('dismiss') && this.perform('collapse');
    }
    this.afterInput();
    return true;
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

  // ---- the page behind ----

  /** The element of the page that recedes behind this sheet (scale-background), or null:
   *  looked for once, again when the attribute changes or the sheet is presented. */
  get backgroundTarget() {
    if (this.#background === undefined) this.#background = this.#findBackground();
    return this.#background;
  }

  /** How the engine last said to draw the page behind (the binding's frame.background),
   *  or null before a frame was read. */
  get background() { return this.#frame.background ?? null; }

  #forgetBackground() {
    this.#background = undefined;
  }

  #findBackground() {
    const text = this.element.getAttribute('scale-background');
    if (text === null) return null;
    const selector = text.trim() || DEFAULT_BACKGROUND;
    let found;
    try {
      found = document.querySelector(selector);
    } catch {
      this.#report(new AttributeError('scale-background', text, `“${selector}” is not a CSS selector`));
      return null;
    }
    // What holds the sheet would carry the sheet along.
    if (found && (found === this.element || found.contains(this.element))) {
      this.#report(new AttributeError('scale-background', text, `“${selector}” holds the sheet: name an element beside it`));
      return null;
    }
    return found;
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

  /** Which way lines run for this element (its computed direction), given to the page's
   *  engine, which mirrors its leading and trailing sides: read when the sheet is made,
   *  presented or reconfigured, and when the page changes a `dir` attribute while it is
   *  the top sheet. */
  followDirection() {
    page.setDirection(getComputedStyle(this.element).direction === 'rtl' ? 'rtl' : 'ltr');
  }

  /** Whether the sheet is on a side now (frame.edge), its content then scrolled by the
   *  browser rather than handed between it and the engine. Looked at when the sheet is
   *  made or reconfigured, and in each frame, where a change (a wide layout taken across a
   *  resize) is handed to the content after the frame, as it reads layout. */
  #followSide(inFrame = false) {
    if (!inFrame) this.read();
    const sideways = isSideEdge(this.#frame.edge);
    if (sideways === this.#sideways) return;
    this.#sideways = sideways;
    if (inFrame) setTimeout(() => this.#content.setSideways(this.#sideways));
    else this.#content.setSideways(sideways);
  }

  /** Whether the sheet is drawn on screen. */
  get visible() { return this.#writer.visible; }
  /** The side of the window it was last drawn on: bottom (before it was drawn), top,
   *  left or right. */
  get side() { return this.#writer.side || 'bottom'; }
  /** Whether its backdrop dims: the sheet is modal, the page inert. */
  get dims() { return this.#writer.dims; }
  /** A copy of where the sheet is. */
  get position() { return { ...this.#position, rect: { ...this.#position.rect } }; }

  read() {
    if (this.sheet) this.sheet.frame(this.#frame);
  }

  draw() {
    const life = this.#life;
    if (life.kind !== 'built') return;
    const f = this.#frame, p = this.#position, around = this.#around, viewport = life.engine.viewport;
    around.direction = life.engine.layoutDirection;
    around.obstruction = page.environment.obstruction;
    around.safeTop = viewport?.safeTop ?? 0;
    around.width = viewport?.width ?? 0;
    around.height = viewport?.height ?? 0;
    this.#writer.write(f, around);
    this.#followSide(true);
    // A sheet-position listener that moves the sheet (show() during a dismissal) has it
    // drawn inside that dispatch, where the one event cannot be dispatched again: the
    // position it last sent stays as it is, and the next frame sends the new one.
    if (this.#sendingPosition) return;
    const r = f.rect, pr = p.rect;
    if (f.top !== p.top || f.progress !== p.progress || f.state !== p.state || f.detent !== p.detent
        || r.x !== pr.x || r.y !== pr.y || r.width !== pr.width || r.height !== pr.height) {
      p.top = f.top;
      p.visibleHeight = f.height;
      p.progress = f.progress;
      p.detent = f.detent;
      p.state = f.state;
      p.edge = EDGE_WORDS[f.edge];
      pr.x = r.x;
      pr.y = r.y;
      pr.width = r.width;
      pr.height = r.height;
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

  // The wheel over a side sheet scrolls its content, as the browser does.
  #wheeled = (event) => {
    if (this.sheet && !this.element.hasAttribute('handle-only') && !this.#sideways) page.pointers.wheeled(event, this);
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
