// dom-sheet.js — puts libsheet's sheets on a page: one engine for the window, each sheet
// a DOM element moved by `transform` from the engine's frame on every animation frame.
// The engine decides; this file only translates. Pointer events (mouse, pen, touch) go
// to the engine with their own timestamps; the window's size, its safe areas, the
// on-screen keyboard (visualViewport) and prefers-reduced-motion go to it as they
// change; its accessibility (actions, "detent 1 of 2") goes to ARIA.
import { Sheet } from '../../bindings/web/sheet.js';

const seconds = (ms) => ms / 1000;

/** The host: one engine, a render loop that runs while something moves, and the page's
 *  environment kept in the engine. */
export class SheetHost {
  /** @param {import('../../bindings/web/sheet.js').Engine} engine */
  constructor(engine, { safeAreaProbe, page = null, onEvent = () => {} }) {
    this.engine = engine;
    this.page = page;               // made inert while a sheet that dims is up
    this.onEvent = onEvent;
    this.sheets = new Map();        // Sheet -> DomSheet
    this.probe = safeAreaProbe;
    this.pointer = null;            // { id, domSheet, captured, dragged }
    this.frameRequest = 0;
    this.reduceMotionQuery = matchMedia('(prefers-reduced-motion: reduce)');
    this.reduceMotionOverride = null;
    this.engineScriptMs = 0;        // engine time of the last frame (tick + frames)
    this.domScriptMs = 0;           // DOM writes of the last frame
    this.frameCosts = null;         // an array to collect [engine ms, DOM ms] per frame

    this.fitViewport();
    this.followReducedMotion();
    addEventListener('resize', () => this.fitViewport());
    addEventListener('orientationchange', () => this.fitViewport());
    visualViewport?.addEventListener('resize', () => this.fitObstruction());
    visualViewport?.addEventListener('scroll', () => this.fitObstruction());
    this.reduceMotionQuery.addEventListener('change', () => this.followReducedMotion());
    addEventListener('pointermove', (e) => this.pointerMoved(e), { passive: false });
    addEventListener('pointerup', (e) => this.pointerEnded(e, 'up'));
    addEventListener('pointercancel', (e) => this.pointerEnded(e, 'cancel'));
    // A click that ends a drag is not a click on what lay under the finger.
    addEventListener('click', (e) => {
      if (this.swallowClick) {
        this.swallowClick = false;
        e.stopPropagation();
        e.preventDefault();
      }
    }, true);
    addEventListener('keydown', (e) => this.keyPressed(e));
  }

  now() { return seconds(performance.now()); }

  /** The viewport in CSS pixels (the engine's points) with the safe areas of notches and
   *  home indicators (env(safe-area-inset-*), read from a probe element). */
  fitViewport() {
    const style = getComputedStyle(this.probe);
    const safeTop = parseFloat(style.paddingTop) || 0, safeBottom = parseFloat(style.paddingBottom) || 0;
    const width = document.documentElement.clientWidth, height = innerHeight;
    this.engine.setViewport(width, height, Math.min(safeTop, height / 3), Math.min(safeBottom, height / 3));
    document.documentElement.style.setProperty('--viewport-height', `${height}px`);
    for (const domSheet of this.sheets.values()) domSheet.layout();
    this.fitObstruction();
    this.wake();
  }

  /** An on-screen keyboard shrinks the visual viewport: what it covers of the layout
   *  viewport's bottom is an obstruction the sheets rise above. */
  fitObstruction() {
    const vv = visualViewport;
    const covered = vv ? Math.max(0, innerHeight - (vv.height + vv.offsetTop)) : 0;
    const limit = (this.engine.viewport?.height ?? innerHeight) - 1;
    this.engine.setObstruction(Math.min(Math.round(covered), limit), this.now());
    this.wake();
  }

  followReducedMotion() {
    const reduce = this.reduceMotionOverride ?? this.reduceMotionQuery.matches;
    this.engine.setReduceMotion(reduce);
    document.documentElement.dataset.reduceMotion = String(reduce);
    this.onEvent({ type: 'reduceMotion', reduce });
  }

  /** Adds a sheet drawn by `element` (and `backdrop`, a full-window layer behind it). */
  add(sheet, options) {
    const domSheet = new DomSheet(this, sheet, options);
    this.sheets.set(sheet, domSheet);
    domSheet.render();
    return domSheet;
  }

  remove(domSheet) {
    if (this.pointer?.domSheet === domSheet) this.pointer = null;
    this.sheets.delete(domSheet.sheet);
    domSheet.sheet.destroy();
    domSheet.detach();
  }

  /** Starts the render loop if it is not running. */
  wake() {
    if (!this.frameRequest) this.frameRequest = requestAnimationFrame((t) => this.frame(t));
  }

  frame(timestamp) {
    this.frameRequest = 0;
    const start = performance.now();
    this.engine.tick(seconds(Math.max(timestamp, start)));
    for (const event of this.engine.drainEvents()) this.dispatch(event);
    const frames = [];
    for (const domSheet of this.sheets.values()) frames.push(domSheet.read());
    const engineDone = performance.now();
    for (const domSheet of this.sheets.values()) domSheet.render();
    if (this.page) {
      // While a dimming sheet is up, the page behind it is out of reach of focus.
      const modal = [...this.sheets.values()].some((s) => s.element.getAttribute('aria-modal') === 'true' && !s.element.hidden);
      if (this.page.inert !== modal) this.page.inert = modal;
    }
    this.engineScriptMs = engineDone - start;
    this.domScriptMs = performance.now() - engineDone;
    this.frameCosts?.push([this.engineScriptMs, this.domScriptMs]);
    if (this.engine.isAnimating || this.pointer) this.wake();
  }

  dispatch(event) {
    const domSheet = event.sheet && this.sheets.get(event.sheet);
    domSheet?.handle(event);
    this.onEvent(event);
  }

  // ---- pointers ----
  pointerPressed(e, domSheet) {
    if (this.pointer || !e.isPrimary) return;
    const hit = domSheet.sheet.pointerDown(e.clientX, e.clientY, seconds(e.timeStamp));
    if (hit !== 'sheet' && hit !== 'backdrop') return;
    // No preventDefault: a press must still focus a field or a button inside the sheet;
    // the sheet's CSS (user-select, touch-action) keeps a drag from selecting or panning.
    this.pointer = { id: e.pointerId, domSheet, element: e.currentTarget, captured: false, dragged: false };
    this.wake();
  }

  pointerMoved(e) {
    const p = this.pointer;
    if (!p || e.pointerId !== p.id) return;
    const sheet = p.domSheet.sheet;
    // The samples the browser merged into this event, for an honest release velocity.
    const samples = e.getCoalescedEvents?.() ?? [];
    for (const sample of samples.length ? samples : [e]) {
      sheet.pointerMove(sample.clientX, sample.clientY, seconds(sample.timeStamp));
    }
    const owner = sheet.frame().gestureOwner;
    if (owner === 'sheet' || owner === 'content') {
      p.dragged = true;
      // Once it is a drag, the stream is the sheet's even outside the window.
      if (!p.captured && p.element.isConnected) {
        try { p.element.setPointerCapture(p.id); p.captured = true; } catch { /* pointer already gone */ }
      }
      e.preventDefault();
    }
    this.wake();
  }

  pointerEnded(e, how) {
    const p = this.pointer;
    if (!p || e.pointerId !== p.id) return;
    this.pointer = null;
    const sheet = p.domSheet.sheet;
    if (sheet.destroyed) return;
    if (how === 'up') sheet.pointerUp(e.clientX, e.clientY, seconds(e.timeStamp));
    else sheet.pointerCancel(seconds(e.timeStamp));
    if (p.dragged) this.swallowClick = true;
    setTimeout(() => { this.swallowClick = false; }, 0);
    this.wake();
  }

  // ---- the mouse wheel: the engine scrolls content only as a drag hands it over, so a
  // burst of wheel events is played to it as a finger: down where the wheel turned,
  // moved against each delta, lifted after a pause (no fling: the system's own wheel
  // momentum already arrives as more deltas). ----
  wheeled(e, domSheet) {
    if (this.pointer && !this.pointer.wheel) return;
    e.preventDefault();
    const t = seconds(e.timeStamp);
    const dy = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaMode === 2 ? e.deltaY * innerHeight : e.deltaY;
    if (!this.pointer) {
      const hit = domSheet.sheet.pointerDown(e.clientX, e.clientY, t);
      if (hit !== 'sheet') {
        if (hit === 'backdrop') domSheet.sheet.pointerCancel(t);
        return;
      }
      this.pointer = { id: 'wheel', wheel: true, domSheet, x: e.clientX, y: e.clientY, t, timer: 0 };
    }
    const p = this.pointer;
    p.y -= dy;
    p.t = t;
    domSheet.sheet.pointerMove(p.x, p.y, t);
    clearTimeout(p.timer);
    p.timer = setTimeout(() => {
      if (this.pointer !== p) return;
      this.pointer = null;
      if (!p.domSheet.sheet.destroyed) p.domSheet.sheet.pointerUp(p.x, p.y, p.t + 0.1);
      this.wake();
    }, 120);
    this.wake();
  }

  // ---- keys: Escape dismisses the top sheet (or lowers one that cannot be dismissed,
  // such as the maps sheet); arrows on the grabber expand and collapse ----
  keyPressed(e) {
    if (e.key !== 'Escape') return;
    const top = this.engine.topSheet;
    const domSheet = top && this.sheets.get(top);
    if (domSheet && (domSheet.perform('dismiss') || domSheet.perform('collapse'))) e.preventDefault();
  }
}

/** One sheet's DOM: the element the engine's frame moves, its backdrop, its ARIA. */
export class DomSheet {
  constructor(host, sheet, { element, backdrop = null, label, modalWhenDimmed = true, onContent = null }) {
    this.host = host;
    this.sheet = sheet;
    this.element = element;
    this.backdrop = backdrop;
    this.onContent = onContent;
    this.modalWhenDimmed = modalWhenDimmed;
    this.current = sheet.frame();
    this.returnFocus = null;
    element.classList.add('sheet');
    element.setAttribute('role', 'dialog');
    element.setAttribute('aria-label', label);
    element.tabIndex = -1;
    element.hidden = true;
    this.grabber = element.querySelector('.grabber');
    // Content that cross-fades by the frame's content ids; found once, drawn every frame.
    this.contents = [...element.querySelectorAll('[data-content-id]')].map((node) => [node, Number(node.dataset.contentId)]);
    this.listeners = [];
    const listen = (target, type, handler, options) => {
      target.addEventListener(type, handler, options);
      this.listeners.push(() => target.removeEventListener(type, handler, options));
    };
    listen(element, 'pointerdown', (e) => host.pointerPressed(e, this));
    listen(element, 'wheel', (e) => host.wheeled(e, this), { passive: false });
    if (backdrop) listen(backdrop, 'pointerdown', (e) => host.pointerPressed(e, this));
    if (this.grabber) {
      this.grabber.setAttribute('role', 'slider');
      this.grabber.setAttribute('tabindex', '0');
      this.grabber.setAttribute('aria-label', `${label} height`);
      listen(this.grabber, 'keydown', (e) => {
        const action = { ArrowUp: 'expand', ArrowRight: 'expand', ArrowDown: 'collapse', ArrowLeft: 'collapse' }[e.key];
        if (action && this.perform(action)) e.preventDefault();
      });
    }
    // Buttons for screen readers (and keyboards): the engine's actions, shown on focus.
    this.actionButtons = {};
    const bar = document.createElement('div');
    bar.className = 'sheet-actions';
    for (const [action, text] of [['expand', 'Expand'], ['collapse', 'Collapse'], ['dismiss', 'Close']]) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = text;
      button.dataset.action = action;
      listen(button, 'click', () => this.perform(action));
      bar.append(button);
      this.actionButtons[action] = button;
    }
    element.append(bar);
    this.layout();
  }

  detach() {
    for (const remove of this.listeners) remove();
    this.element.hidden = true;
    if (this.backdrop) this.backdrop.hidden = true;
  }

  layout() { this.onContent?.(this); }

  /** Presents at `detent`; focus goes back to `opener` (what was focused, by default)
   *  when the sheet is dismissed. A tap does not always focus the button it lands on,
   *  so a click handler passes its button. */
  present(detent = 0, opener = document.activeElement) {
    this.returnFocus = opener;
    this.sheet.present(detent, this.host.now());
    this.host.wake();
  }

  /** Performs an accessibility action if the engine offers it now. */
  perform(action) {
    if (!this.sheet.accessibility().actions.includes(action)) return false;
    this.sheet.performAction(action, this.host.now());
    this.host.wake();
    return true;
  }

  read() {
    this.current = this.sheet.frame(this.current);
    return this.current;
  }

  render() {
    const f = this.current, el = this.element;
    const visible = f.state !== 'hidden';
    if (el.hidden === visible) el.hidden = !visible;
    if (this.backdrop) {
      this.backdrop.hidden = !visible;
      this.backdrop.style.opacity = f.backdropAlpha;
      // Above an undimmed detent, touches reach what is behind (the map).
      this.backdrop.style.pointerEvents = f.backdropAlpha > 0 ? 'auto' : 'none';
    }
    if (!visible) return;
    el.style.transform = `translate3d(0, ${f.top}px, 0) scale(${f.scale})`;
    el.style.opacity = f.opacity;
    el.style.borderRadius = `${f.cornerRadius}px ${f.cornerRadius}px 0 0`;
    el.style.setProperty('--overlay-alpha', f.overlayAlpha);
    el.style.setProperty('--content-offset', `${-f.contentOffset}px`);
    el.style.setProperty('--visible-height', `${f.height}px`);
    el.dataset.state = f.state;
    el.dataset.detent = f.detent;
    el.dataset.top = f.top;
    if (this.grabber) this.grabber.hidden = !f.grabberVisible;
    for (const [node, id] of this.contents) {
      const alpha = id === f.contentId ? f.contentAlpha : id === f.outgoingContentId ? f.outgoingContentAlpha : 0;
      node.style.opacity = alpha;
      if (node.hidden !== (alpha === 0)) node.hidden = alpha === 0;
    }
    const dims = f.backdropAlpha > 0 && this.modalWhenDimmed;
    if (el.getAttribute('aria-modal') !== String(dims)) el.setAttribute('aria-modal', String(dims));
  }

  /** Keeps ARIA in step with the engine when something happened to this sheet. */
  handle(event) {
    const a11y = this.sheet.accessibility();
    if (this.grabber) {
      this.grabber.setAttribute('aria-valuetext', a11y.value);
      this.grabber.setAttribute('aria-valuemin', '1');
      this.grabber.setAttribute('aria-valuemax', String(Math.max(1, a11y.detentCount)));
      this.grabber.setAttribute('aria-valuenow', String(Math.max(1, a11y.detent + 1)));
    }
    for (const [action, button] of Object.entries(this.actionButtons)) button.hidden = !a11y.actions.includes(action);
    if (event.type === 'willPresent') {
      // Focus moves into the sheet, so that Escape, the arrows and Tab work there.
      requestAnimationFrame(() => (this.grabber && !this.grabber.hidden ? this.grabber : this.element).focus({ preventScroll: true }));
    }
    if (event.type === 'didDismiss') {
      const target = this.returnFocus;
      this.returnFocus = null;
      // After this frame has drawn the sheet hidden and the page is no longer inert.
      if (target?.isConnected) queueMicrotask(() => target.focus({ preventScroll: true }));
    }
  }
}

export { Sheet };
