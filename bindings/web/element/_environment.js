// _environment.js — the window as the engine sees it, followed live: the viewport in
// CSS pixels (the engine's points) with the safe areas of notches and home indicators,
// the on-screen keyboard (what the visual viewport leaves uncovered of the layout
// viewport) and prefers-reduced-motion, or the page's own choice over it.

export class PageEnvironment {
  #engine = null;
  #probe;
  #changed;
  #query = null;
  #reduceMotion = 'system';
  #listening = false;
  #obstruction = 0;

  /** @param {() => Element | null} probe an element whose padding is the safe areas
   *  (env(safe-area-inset-top/bottom)); @param {() => void} changed after the engine
   *  was told something new */
  constructor(probe, changed) {
    this.#probe = probe;
    this.#changed = changed;
  }

  /** 'system' (prefers-reduced-motion), true or false. */
  get reduceMotion() { return this.#reduceMotion; }
  set reduceMotion(choice) {
    this.#reduceMotion = choice;
    if (this.#engine) this.#followReducedMotion();
  }

  /** The height of the keyboard the engine was last told of, points (0: none). */
  get obstruction() { return this.#obstruction; }

  /** Whether the engine reduces motion now. */
  get reducingMotion() {
    return this.#reduceMotion === 'system' ? Boolean(this.#query?.matches) : this.#reduceMotion;
  }

  /** Starts telling `engine` about the window. */
  start(engine) {
    this.#engine = engine;
    this.#query ??= matchMedia('(prefers-reduced-motion: reduce)');
    if (!this.#listening) {
      this.#listening = true;
      addEventListener('resize', this.#fitViewport);
      addEventListener('orientationchange', this.#fitViewport);
      globalThis.visualViewport?.addEventListener('resize', this.#fitObstruction);
      globalThis.visualViewport?.addEventListener('scroll', this.#fitObstruction);
      this.#query.addEventListener('change', this.#followReducedMotion);
    }
    this.#fitViewport();
    this.#followReducedMotion();
  }

  /** Stops listening: no element is left. */
  stop() {
    if (!this.#listening) return;
    this.#listening = false;
    removeEventListener('resize', this.#fitViewport);
    removeEventListener('orientationchange', this.#fitViewport);
    globalThis.visualViewport?.removeEventListener('resize', this.#fitObstruction);
    globalThis.visualViewport?.removeEventListener('scroll', this.#fitObstruction);
    this.#query?.removeEventListener('change', this.#followReducedMotion);
  }

  #fitViewport = () => {
    const probe = this.#probe();
    const style = probe ? getComputedStyle(probe) : null;
    const width = document.documentElement.clientWidth || innerWidth, height = innerHeight;
    if (!(width > 0 && height > 0)) return;   // a frame not laid out yet: the next resize tells
    // Insets as the engine takes them: together less than the height.
    const inset = (value) => Math.min(Math.max(parseFloat(value) || 0, 0), height / 3);
    this.#engine.setViewport(width, height, inset(style?.paddingTop), inset(style?.paddingBottom));
    this.#fitObstruction();
  };

  #fitObstruction = () => {
    const vv = globalThis.visualViewport;
    const covered = vv ? Math.max(0, innerHeight - (vv.height + vv.offsetTop)) : 0;
    const limit = Math.max(0, (this.#engine.viewport?.height ?? innerHeight) - 1);
    this.#obstruction = Math.min(Math.round(covered), limit);
    this.#engine.setObstruction(this.#obstruction, performance.now() / 1000);
    this.#changed();
  };

  #followReducedMotion = () => {
    this.#engine.setReduceMotion(this.reducingMotion);
    this.#changed();
  };
}
