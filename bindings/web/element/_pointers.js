// _pointers.js — pointers and the mouse wheel to the engine. One pointer at a time
// belongs to a sheet: pressed on its sheet or backdrop, followed on the window (with the
// samples the browser merged into each move, for an honest release velocity) and
// captured once it is a drag; each event keeps its own timestamp, on the clock the frame
// loop ticks with. What a gesture means is the engine's to decide.

const seconds = (ms) => ms / 1000;

// The finger a stream of wheel events is played as lifts when the wheel has been still
// this long (ms).
const WHEEL_LIFT_MS = 120;

/** What the one pointer the engine owns is: a finger (or pen, or mouse button) with its
 *  id and the element that may capture it, or a turn of the wheel played as a finger. */
class Press {
  constructor(controller, { id, target = null, x = 0, y = 0, t = 0 }) {
    this.controller = controller;
    this.id = id;
    this.target = target;
    this.captured = false;
    this.dragged = false;
    this.x = x;
    this.y = y;
    this.t = t;
    this.liftTimer = 0;
  }

  get isWheel() { return this.target === null; }
}

export class PointerRouter {
  #press = null;
  #swallowClick = false;
  #wake;
  #listening = false;

  /** @param {() => void} wake starts the frame loop */
  constructor(wake) {
    this.#wake = wake;
  }

  /** Whether a pointer is down on a sheet (the loop keeps running). */
  get active() { return this.#press !== null; }

  start() {
    if (this.#listening) return;
    this.#listening = true;
    addEventListener('pointermove', this.#moved, { passive: false });
    addEventListener('pointerup', this.#lifted);
    addEventListener('pointercancel', this.#cancelled);
    addEventListener('click', this.#clicked, true);
  }

  stop() {
    if (!this.#listening) return;
    this.#listening = false;
    removeEventListener('pointermove', this.#moved, { passive: false });
    removeEventListener('pointerup', this.#lifted);
    removeEventListener('pointercancel', this.#cancelled);
    removeEventListener('click', this.#clicked, true);
    this.#press = null;
  }

  /** Forgets a pointer on a sheet that goes away. */
  release(controller) {
    if (this.#press?.controller === controller) {
      clearTimeout(this.#press.liftTimer);
      this.#press = null;
    }
  }

  /** A pointerdown on a sheet or its backdrop. No preventDefault: a press must still
   *  focus a field or a button inside the sheet; the sheet's CSS (user-select,
   *  touch-action) keeps a drag from selecting or panning. */
  pressed(event, controller) {
    if (this.#press || !event.isPrimary) return;
    const hit = controller.sheet.pointerDown(event.clientX, event.clientY, seconds(event.timeStamp));
    if (hit !== 'sheet' && hit !== 'backdrop') return;
    this.#press = new Press(controller, { id: event.pointerId, target: event.currentTarget });
    this.#wake();
  }

  #moved = (event) => {
    const press = this.#press;
    if (!press || press.isWheel || event.pointerId !== press.id) return;
    const sheet = press.controller.sheet;
    const samples = event.getCoalescedEvents?.() ?? [];
    for (const sample of samples.length ? samples : [event]) {
      sheet.pointerMove(sample.clientX, sample.clientY, seconds(sample.timeStamp));
    }
    const owner = press.controller.gestureOwner();
    if (owner === 'sheet' || owner === 'content') {
      press.dragged = true;
      // Once it is a drag, the stream is the sheet's even outside the window.
      if (!press.captured && press.target.isConnected) {
        try {
          press.target.setPointerCapture(press.id);
          press.captured = true;
        } catch {
          // the pointer is already gone: its pointerup or pointercancel follows
        }
      }
      event.preventDefault();
    }
    this.#wake();
  };

  #lifted = (event) => this.#end(event, true);
  #cancelled = (event) => this.#end(event, false);

  #end(event, lifted) {
    const press = this.#press;
    if (!press || press.isWheel || event.pointerId !== press.id) return;
    this.#press = null;
    const { controller } = press;
    if (!controller.sheet) return;
    const t = seconds(event.timeStamp);
    if (lifted) controller.sheet.pointerUp(event.clientX, event.clientY, t);
    else controller.sheet.pointerCancel(t);
    // The click that ends a drag is not a click on what lay under the finger.
    if (press.dragged) {
      this.#swallowClick = true;
      setTimeout(() => { this.#swallowClick = false; }, 0);
    }
    controller.afterInput();
  }

  #clicked = (event) => {
    if (!this.#swallowClick) return;
    this.#swallowClick = false;
    event.stopPropagation();
    event.preventDefault();
  };

  /** The engine scrolls content only as part of a drag, so a burst of wheel events over
   *  a sheet is played to it as a finger: down where the wheel turned, moved against
   *  each delta, lifted once the wheel is still (no fling: the system's own wheel
   *  momentum arrives as more deltas). */
  wheeled(event, controller) {
    if (this.#press && !this.#press.isWheel) return;
    event.preventDefault();
    const t = seconds(event.timeStamp);
    const dy = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaMode === 2 ? event.deltaY * innerHeight : event.deltaY;
    if (!this.#press) {
      const hit = controller.sheet.pointerDown(event.clientX, event.clientY, t);
      if (hit !== 'sheet') {
        if (hit === 'backdrop') controller.sheet.pointerCancel(t);
        return;
      }
      this.#press = new Press(controller, { id: 'wheel', x: event.clientX, y: event.clientY, t });
    }
    const press = this.#press;
    if (press.controller !== controller) return;
    press.y -= dy;
    press.t = t;
    controller.sheet.pointerMove(press.x, press.y, t);
    clearTimeout(press.liftTimer);
    press.liftTimer = setTimeout(() => {
      if (this.#press !== press) return;
      this.#press = null;
      if (press.controller.sheet) {
        press.controller.sheet.pointerUp(press.x, press.y, press.t + 0.1);
        press.controller.afterInput();
      }
    }, WHEEL_LIFT_MS);
    this.#wake();
  }
}
