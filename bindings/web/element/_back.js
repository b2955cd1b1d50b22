// _back.js — the platform's back for the page's sheets: its close requests (Escape, and
// Android's back button and gesture) through a CloseWatcher where the browser has one,
// or the Escape key where it has none. One watcher for the page, held while a sheet
// takes back, so that one request is one back action, for the sheet on top.
//
// No browser tells a page how far a back gesture has gone (a CloseWatcher's requests
// come whole), so a request is a back press: the engine's back commit, without the
// gesture's progress before it.

export class BackRequests {
  #request;
  #changed;
  #watcher = null;
  #listening = false;

  /** @param {() => boolean} request hands a request to the sheet that takes it; answers
   *  whether one did. @param {() => void} changed after a watcher was used up: whether
   *  one is wanted again is asked anew (want()). */
  constructor(request, changed) {
    this.#request = request;
    this.#changed = changed;
  }

  /** Whether requests come through a CloseWatcher. */
  static get watched() { return typeof globalThis.CloseWatcher === 'function'; }

  start() {
    if (this.#listening) return;
    this.#listening = true;
    if (!BackRequests.watched) addEventListener('keydown', this.#keyed);
  }

  stop() {
    if (!this.#listening) return;
    this.#listening = false;
    removeEventListener('keydown', this.#keyed);
    this.#release();
  }

  /** Whether a sheet takes back now: a watcher is held while one does, so that the
   *  platform's back and Escape are the page's (and the browser's) otherwise. */
  want(wanted) {
    if (!wanted) this.#release();
    else if (BackRequests.watched && this.#listening && !this.#watcher) this.#watch();
  }

  #release() {
    const watcher = this.#watcher;
    this.#watcher = null;
    watcher?.destroy();
  }

  #watch() {
    const watcher = new CloseWatcher();
    this.#watcher = watcher;
    // `cancel` comes first, and can be cancelled when the page has had a user's
    // activation since: then the watcher stays for the next back. Otherwise `close`
    // follows, and the watcher is used up.
    watcher.addEventListener('cancel', (event) => {
      if (this.#watcher !== watcher || !event.cancelable) return;
      event.preventDefault();
      this.#request();
    });
    watcher.addEventListener('close', () => {
      if (this.#watcher !== watcher) return;
      this.#watcher = null;
      this.#request();
      this.#changed();
    });
  }

  // Without close watchers, Escape is the request.
  #keyed = (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (this.#request()) event.preventDefault();
  };
}
