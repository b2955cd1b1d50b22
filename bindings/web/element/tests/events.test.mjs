// The element's events (_events.js): their names, which no platform event has, the
// reason every engine reason becomes, and how one is sent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EVENTS, REASONS, emit } from '../_events.js';
import { NAMES } from '../../sheet.js';

// Names a page's listeners and frameworks already give a meaning to.
const PLATFORM = ['close', 'cancel', 'toggle', 'beforetoggle', 'show', 'open', 'change', 'input', 'drag', 'dragstart',
  'dragend', 'scroll', 'scrollend', 'resize', 'load', 'transitionend', 'animationend', 'select', 'submit'];

test('every event but error is lower-case, sheet- prefixed and no platform event', () => {
  assert.deepEqual(Object.values(EVENTS), ['sheet-will-present', 'sheet-did-present', 'sheet-request-close',
    'sheet-will-dismiss', 'sheet-did-dismiss', 'sheet-detent-change', 'sheet-drag-begin', 'sheet-drag-end',
    'sheet-position', 'sheet-animator-fail', 'error']);
  for (const name of Object.values(EVENTS)) {
    if (name === 'error') continue;
    assert.match(name, /^sheet-[a-z]+(-[a-z]+)*$/);
    assert.equal(PLATFORM.includes(name.slice('sheet-'.length)), false, name);
  }
});

test('every engine reason has the element’s word for it', () => {
  assert.deepEqual(Object.keys(REASONS), NAMES.REASON);
  assert.deepEqual(Object.values(REASONS), ['none', 'code', 'drag', 'fling', 'backdrop', 'accessibility', 'replaced', 'grabber',
    'back']);
  // The element's own sources never stand for an engine's reason.
  assert.equal(Object.values(REASONS).includes('close-button'), false);
});

test('events bubble out of the shadow root, error does not; preventDefault answers false', () => {
  const target = new EventTarget();
  const seen = [];
  target.addEventListener(EVENTS.requestClose, (e) => { seen.push(e); e.preventDefault(); });
  target.addEventListener(EVENTS.didPresent, (e) => seen.push(e));
  target.addEventListener(EVENTS.error, (e) => seen.push(e));
  assert.equal(emit(target, EVENTS.requestClose, { source: 'back' }, true), false);
  assert.equal(emit(target, EVENTS.didPresent, { detent: 1 }), true);
  assert.equal(emit(target, EVENTS.error, { attribute: 'detents' }), true);
  assert.deepEqual(seen.map((e) => [e.type, e.bubbles, e.composed, e.cancelable, e.detail]), [
    ['sheet-request-close', true, true, true, { source: 'back' }],
    ['sheet-did-present', true, true, false, { detent: 1 }],
    ['error', false, false, false, { attribute: 'detents' }],
  ]);
});
