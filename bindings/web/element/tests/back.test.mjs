// The platform's back for the page's sheets (_back.js), with a stand-in window: one
// CloseWatcher held while a sheet takes back; a request, cancelled or not, is one back
// action; a watcher used up is asked for again; without CloseWatcher, Escape is the
// request; nothing is held or listened to after stop().
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BackRequests } from '../_back.js';

/** A window with the globals _back.js reads; `watchers` are the CloseWatchers made. */
function standInWindow({ closeWatchers }) {
  const window = new EventTarget();
  const watchers = [];
  class CloseWatcher extends EventTarget {
    destroyed = false;
    constructor() {
      super();
      watchers.push(this);
    }
    destroy() { this.destroyed = true; }
    /** A close request as the platform sends it: `cancel` (cancelable with a user's
     *  activation), then, unless it was cancelled, `close`; a destroyed watcher gets none. */
    request({ activation }) {
      if (this.destroyed) return;
      const cancel = new Event('cancel', { cancelable: activation });
      this.dispatchEvent(cancel);
      if (cancel.defaultPrevented) return;
      this.destroyed = true;
      this.dispatchEvent(new Event('close'));
    }
  }
  Object.assign(globalThis, {
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    CloseWatcher: closeWatchers ? CloseWatcher : undefined,
  });
  return { window, watchers };
}

function escape(window) {
  const event = new Event('keydown', { cancelable: true });
  event.key = 'Escape';
  window.dispatchEvent(event);
  return event;
}

test('a CloseWatcher is held while a sheet takes back; each request is one back action', () => {
  const { window, watchers } = standInWindow({ closeWatchers: true });
  let requests = 0, taken = true, changes = 0;
  const back = new BackRequests(() => { requests++; return taken; }, () => { changes++; back.want(true); });
  assert.equal(BackRequests.watched, true);
  back.want(true);
  assert.equal(watchers.length, 0, 'none before start()');
  back.start();
  back.want(true);
  back.want(true);
  assert.equal(watchers.length, 1);

  // With a user's activation, the request is cancelled: the same watcher stays.
  watchers[0].request({ activation: true });
  assert.equal(requests, 1);
  assert.equal(watchers[0].destroyed, false);
  // Without one, it is closed: one back action, and a watcher is asked for again.
  watchers[0].request({ activation: false });
  assert.equal(requests, 2);
  assert.equal(changes, 1);
  assert.equal(watchers.length, 2);
  assert.equal(watchers[1].destroyed, false);

  // Escape's keydown is not the request where close watchers are.
  escape(window);
  assert.equal(requests, 2);

  back.want(false);
  assert.equal(watchers[1].destroyed, true);
  watchers[1].request({ activation: true });
  assert.equal(requests, 2, 'a watcher let go of takes nothing');
  back.want(true);
  back.stop();
  assert.equal(watchers.length, 3);
  assert.equal(watchers[2].destroyed, true, 'stop() lets the watcher go');
  back.want(true);
  assert.equal(watchers.length, 3, 'stopped, no watcher is made');
});

test('without CloseWatcher, Escape is the request, and the page keeps it when no sheet takes it', () => {
  const { window } = standInWindow({ closeWatchers: false });
  let requests = 0, taken = true;
  const back = new BackRequests(() => { requests++; return taken; }, () => {});
  assert.equal(BackRequests.watched, false);
  back.start();
  back.want(true);
  assert.equal(escape(window).defaultPrevented, true);
  taken = false;
  assert.equal(escape(window).defaultPrevented, false);
  assert.equal(requests, 2);
  const handled = new Event('keydown', { cancelable: true });
  handled.key = 'Escape';
  handled.preventDefault();
  window.dispatchEvent(handled);
  assert.equal(requests, 2, 'an Escape the page handled is not a request');
  back.stop();
  escape(window);
  assert.equal(requests, 2, 'stopped, Escape is not listened to');
});
