// The grabber's keys (_grabber.js): what each arrow does to a sheet on each side of the
// window, a slider's keys across its axis.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { keyAction } from '../_grabber.js';

test('the grabber’s arrows: toward the free edge expands, back toward the side collapses', () => {
  assert.deepEqual(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].map((key) => keyAction(key, 'bottom')),
    ['expand', 'collapse', 'collapse', 'expand']);
  assert.deepEqual(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].map((key) => keyAction(key, 'top')),
    ['collapse', 'expand', 'collapse', 'expand']);
  assert.deepEqual(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].map((key) => keyAction(key, 'left')),
    ['expand', 'collapse', 'collapse', 'expand']);
  assert.deepEqual(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].map((key) => keyAction(key, 'right')),
    ['expand', 'collapse', 'expand', 'collapse']);
  assert.equal(keyAction('Enter', 'right'), undefined);
});
