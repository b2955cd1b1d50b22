// _loop.js — the page's one requestAnimationFrame loop, shared by every element: it
// runs while something moves or a finger is down and stops by itself, and counts what
// it does so that a test can tell one loop from many.

export class FrameLoop {
  /** starts: how many times the loop went from idle to running; frames: how many
   *  animation frames it ran; running: whether it runs now; sheets: how many sheets the
   *  engine holds for the page's elements; costs: set it to an array to collect, per
   *  frame, [engine ms, DOM ms] (the engine's tick, events and frames; the elements'
   *  writes). */
  stats = { starts: 0, frames: 0, running: false, sheets: 0, costs: null };
  #request = 0;
  #onFrame;

  /** @param {(now: number) => boolean} onFrame draws a frame at `now` (seconds) and
   *  answers whether another is needed */
  constructor(onFrame) {
    this.#onFrame = onFrame;
  }

  /** Makes sure the next animation frame is drawn. */
  wake() {
    if (this.#request) return;
    if (!this.stats.running) {
      this.stats.running = true;
      this.stats.starts++;
    }
    this.#request = requestAnimationFrame(this.#run);
  }

  /** Stops at once: nothing is left to draw. */
  stop() {
    if (this.#request) cancelAnimationFrame(this.#request);
    this.#request = 0;
    this.stats.running = false;
  }

  #run = () => {
    this.#request = 0;
    this.stats.frames++;
    // The time the callback runs, not the frame's timestamp, which is earlier: events
    // handled since that timestamp carry later stamps, and the engine's clock does not go
    // back.
    const again = this.#onFrame(performance.now() / 1000);
    if (again) this.wake();
    else if (!this.#request) this.stats.running = false;
  };
}
