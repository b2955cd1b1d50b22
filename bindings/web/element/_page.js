// _page.js — what every element on a page shares: one engine, one frame loop that runs
// only while something moves, the window's environment, the pointer that belongs to a
// sheet, back (Escape, the platform's close requests) for the top sheet, the page made
// inert under a dimming one and receded behind one that scales it. Its listeners are on
// the window only while at least one element is in the document.

import { BackRequests } from './_back.js';
import { BackgroundWriter } from './_background.js';
import { FocusOrigin } from './_focus.js';
import { FrameLoop } from './_loop.js';
import { loadEngine, whenRegistered } from './_loading.js';
import { Modality } from './_modality.js';
import { PageEnvironment } from './_environment.js';
import { PointerRouter } from './_pointers.js';

/** @typedef {import('./_controller.js').SheetController} SheetController */

class SheetPage {
  /** @type {import('../sheet.js').Engine | null} */
  engine = null;
  loop = new FrameLoop((now) => this.#frame(now));
  environment = new PageEnvironment(() => this.#probe(), () => this.wake());
  pointers = new PointerRouter(() => this.wake());
  modality = new Modality();
  background = new BackgroundWriter();
  focusOrigin = new FocusOrigin();
  back = new BackRequests(() => this.#back(), () => this.updateModality());
  /** @type {Set<SheetController>} */
  #controllers = new Set();
  #bySheet = new Map();        // the engine's Sheet -> its controller
  /** @type {SheetController[]} presented, lowest first: the order of the engine's stack */
  #presented = [];
  /** @type {Set<SheetController>} on screen or presented: drawn each frame */
  #shown = new Set();
  #draining = false;
  #listening = false;
  #directions = null;          // watches dir attributes while an element is in the document

  constructor() {
    whenRegistered(() => { for (const controller of this.#controllers) controller.animatorsChanged(); });
  }

  /** The engine's clock: seconds on performance.now()'s, which events stamp too. */
  now() { return performance.now() / 1000; }

  wake() {
    if (this.engine) this.loop.wake();
  }

  /** Which way lines run, 'ltr' or 'rtl', for the engine's leading and trailing sides:
   *  the page's one engine takes the direction of the element that last asked (one
   *  presented, made or reconfigured, or the top sheet when a `dir` attribute changes),
   *  and mirrors the sheets it moves at once. */
  setDirection(direction) {
    if (!this.engine || this.engine.layoutDirection === direction) return;
    this.engine.setLayoutDirection(direction);
    this.wake();
  }

  /** An element joined the document: it gets the engine once it has loaded. */
  add(controller) {
    this.#controllers.add(controller);
    this.#listen();
    loadEngine().then((engine) => {
      if (!this.#controllers.has(controller)) return;
      if (!this.engine) {
        this.engine = engine;
        this.environment.start(engine);
      }
      controller.attach(engine);
    }, (error) => controller.loadFailed(error));
  }

  /** An element left the document (its sheet is destroyed already). */
  remove(controller) {
    this.#controllers.delete(controller);
    this.#shown.delete(controller);
    this.pointers.release(controller);
    this.dismissed(controller);
    if (this.#controllers.size === 0) this.#stopListening();
    // The page behind it, if it receded, is given back by the next frame.
    else this.wake();
  }

  adopt(sheet, controller) {
    this.#bySheet.set(sheet, controller);
    this.loop.stats.sheets = this.#bySheet.size;
  }

  forget(sheet, controller) {
    if (this.#bySheet.get(sheet) === controller) this.#bySheet.delete(sheet);
    this.loop.stats.sheets = this.#bySheet.size;
    this.pointers.release(controller);
  }

  /** A sheet was presented: it is on top, and drawn each frame from now on. */
  presented(controller) {
    this.#presented = this.#presented.filter((c) => c !== controller);
    this.#presented.push(controller);
    this.#shown.add(controller);
  }

  /** Whether a sheet is presented: on screen, or switched away beneath another. */
  isPresented(controller) {
    return this.#presented.includes(controller);
  }

  /** A sheet was dismissed or destroyed. */
  dismissed(controller) {
    this.#presented = this.#presented.filter((c) => c !== controller);
    this.updateModality();
  }

  updateModality() {
    this.modality.update(this.#presented);
    this.back.want(this.#backTaker() !== null);
  }

  /** Hands the engine's queued events to the elements they are about, oldest first. An
   *  element's listener that causes more events has them handed out by the same loop. */
  drain() {
    if (this.#draining || !this.engine) return;
    this.#draining = true;
    try {
      for (let event = this.engine.pollEvent(); event; event = this.engine.pollEvent()) {
        this.#bySheet.get(event.sheet)?.handle(event);
      }
    } finally {
      this.#draining = false;
    }
  }

  #frame(now) {
    // Read only while costs are being collected.
    const engine = this.engine, costs = this.loop.stats.costs, start = costs ? performance.now() : 0;
    engine.tick(now);
    this.drain();
    for (const controller of this.#shown) controller.read();
    const engineDone = costs ? performance.now() : 0;
    for (const controller of this.#shown) controller.draw();
    // The page behind is the engine's, the same in every sheet's frame; the elements it
    // is drawn into are those the shown sheets name.
    this.background.begin();
    for (const controller of this.#shown) {
      const target = controller.backgroundTarget, background = controller.background;
      if (target && background) this.background.write(target, background);
    }
    this.background.end();
    for (const controller of this.#shown) {
      // A sheet switched away beneath another is out of sight but still presented: it
      // comes back without an event, so it stays drawn until it is dismissed.
      if (!controller.visible && !this.#presented.includes(controller)) this.#shown.delete(controller);
    }
    this.updateModality();
    costs?.push([engineDone - start, performance.now() - engineDone]);
    return engine.isAnimating || this.pointers.active;
  }

  // Back is the top sheet's while it is modal, or while focus is in it, unless its
  // back-behavior is none: a sheet that leaves the page usable leaves a field of the page
  // its Escape, and one that takes no back leaves it to the page and the browser.
  #backTaker() {
    const top = this.engine?.topSheet;
    const controller = top && this.#bySheet.get(top);
    return controller?.visible && controller.takesBack && (controller.dims || controller.ownsFocus()) ? controller : null;
  }

  #back() {
    return this.#backTaker()?.back() ?? false;
  }

  // Focus moving into a sheet or out of it changes whether it takes back; where it went
  // is known once the focus events are over.
  #focusMoved = () => {
    queueMicrotask(() => this.back.want(this.#backTaker() !== null));
  };

  #probe() {
    for (const controller of this.#controllers) return controller.parts.probe;
    return null;
  }

  #listen() {
    if (this.#listening) return;
    this.#listening = true;
    this.pointers.start();
    this.focusOrigin.start();
    this.back.start();
    addEventListener('focusin', this.#focusMoved);
    addEventListener('focusout', this.#focusMoved);
    // A page that turns its direction (dir on the root, or on an element holding the
    // sheets) mirrors the sheets that are up.
    this.#directions ??= new MutationObserver(() => this.#presented.at(-1)?.followDirection());
    this.#directions.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'], subtree: true });
    if (this.engine) this.environment.start(this.engine);
  }

  #stopListening() {
    if (!this.#listening) return;
    this.#listening = false;
    this.pointers.stop();
    this.focusOrigin.stop();
    this.back.stop();
    removeEventListener('focusin', this.#focusMoved);
    removeEventListener('focusout', this.#focusMoved);
    this.#directions?.disconnect();
    this.environment.stop();
    this.modality.clear();
    this.background.clear();
    this.loop.stop();
    this.#presented = [];
    this.#shown.clear();
  }
}

/** The page's one SheetPage, made when the element's module is imported (it touches no
 *  DOM until an element joins the document). */
export const page = new SheetPage();
