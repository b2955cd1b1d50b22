// _grabber.js — the engine's accessibility as ARIA: the grabber is a slider whose value
// is the detent ("detent 1 of 2"), which the arrow keys expand and collapse, Home and End
// take to the lowest and highest, and Enter or Space cycle as a tap does; the close
// button offers the dismiss action where the engine has it.

// A slider's keys: up and right raise its value.
const KEY_ACTIONS = { ArrowUp: 'expand', ArrowRight: 'expand', ArrowDown: 'collapse', ArrowLeft: 'collapse' };
// Along the sheet's axis the arrow that points from the side it is attached to toward its
// free edge expands it, the other collapses it: a drawer on the right opens with the left
// arrow, a top sheet with the down arrow.
const OPENING = { bottom: 'ArrowUp', top: 'ArrowDown', left: 'ArrowRight', right: 'ArrowLeft' };
const CLOSING = { bottom: 'ArrowDown', top: 'ArrowUp', left: 'ArrowLeft', right: 'ArrowRight' };

/** What `key` does to a sheet on `side` (bottom, top, left, right): 'expand', 'collapse'
 *  or undefined. */
export function keyAction(key, side) {
  if (key === OPENING[side]) return 'expand';
  if (key === CLOSING[side]) return 'collapse';
  return KEY_ACTIONS[key];
}

export class GrabberControls {
  #parts;
  #controller;

  /** @param {{ perform(action: string): boolean, cycle(): void, moveToEnd(highest: boolean): void,
   *            requestDismiss(source: string): void, side: string }} controller */
  constructor(parts, controller) {
    this.#parts = parts;
    this.#controller = controller;
  }

  connect() {
    this.#parts.grabber.addEventListener('keydown', this.#keyed);
    this.#parts.closeButton.addEventListener('click', this.#closeClicked);
  }

  disconnect() {
    this.#parts.grabber.removeEventListener('keydown', this.#keyed);
    this.#parts.closeButton.removeEventListener('click', this.#closeClicked);
  }

  /** Writes what the engine says of the sheet now: `accessibility` is Sheet.accessibility(). */
  update({ actions, detent, detentCount, value }, label) {
    const { grabber, closeButton } = this.#parts;
    set(grabber, 'aria-label', label ? `${label} height` : 'Sheet height');
    set(grabber, 'aria-valuemin', '1');
    set(grabber, 'aria-valuemax', String(Math.max(1, detentCount)));
    set(grabber, 'aria-valuenow', String(Math.max(1, detent + 1)));
    set(grabber, 'aria-valuetext', value);
    const dismissible = actions.includes('dismiss');
    if (closeButton.hidden === dismissible) closeButton.hidden = !dismissible;
  }

  #keyed = (event) => {
    const action = keyAction(event.key, this.#controller.side);
    if (action) {
      if (this.#controller.perform(action)) event.preventDefault();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.#controller.cycle();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      this.#controller.moveToEnd(event.key === 'End');
    }
  };

  #closeClicked = () => this.#controller.requestDismiss('close-button');
}

function set(element, name, value) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
