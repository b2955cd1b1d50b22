// The configuration read from an element's attributes (_sheet-config.js): the object
// each attribute gives Engine.createSheet, the defaults, the problems, and that a real
// engine takes what comes out, or refuses the piece the element then leaves out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CONFIG_ATTRIBUTES, DEFAULT_DETENTS, configurationOf, readConfiguration } from '../_sheet-config.js';
import { LibsheetSheet } from '../libsheet-sheet.js';
import { loadModule, phone } from '../../tests/common.mjs';

const module = await loadModule();
const engine = phone(module);
const { animators } = engine;
const read = (attributes) => readConfiguration((name) => attributes[name] ?? null, animators);

test('no attribute: one detent fitted to the content, the engine’s defaults for the rest', () => {
  const { pieces, problems } = read({});
  assert.deepEqual(problems, []);
  assert.deepEqual(configurationOf(pieces), { detents: ['content'] });
});

test('each attribute sets its key', () => {
  const { pieces, problems } = read({
    detents: '200 90%', dismissible: 'false', 'backdrop-opacity': '0.3', 'backdrop-tap': 'collapse',
    'undimmed-detent': '0', 'corner-radius': '14px', 'dismiss-height': '300', grabber: 'show', stack: 'switch',
    transition: 'slide 0.2 0', 'present-transition': 'spring 0.45 0.8',
  });
  assert.deepEqual(problems, []);
  assert.deepEqual(configurationOf(pieces), {
    detents: [{ points: 200 }, { fraction: 0.9 }], dismissible: false, backdropAlpha: 0.3, backdropTap: 'collapse',
    largestUndimmedDetent: 0, cornerRadius: 14, dismissHeight: 300, grabber: 'show', stack: 'switch',
    present: { animator: 'spring', params: { response: 0.45, damping_ratio: 0.8 } },
    dismiss: { animator: 'slide', params: { duration: 0.2, curve: 0 } },
    settle: { animator: 'slide', params: { duration: 0.2, curve: 0 } },
  });
});

test('the element observes every attribute that shapes its sheet', () => {
  const observed = new Set(LibsheetSheet.observedAttributes);
  assert.deepEqual(CONFIG_ATTRIBUTES.filter((attribute) => !observed.has(attribute)), []);
  assert.equal(CONFIG_ATTRIBUTES.length, 15);
});

test('modal="false" leaves every detent undimmed, whatever undimmed-detent says', () => {
  assert.equal(configurationOf(read({ detents: '100 200 300', modal: 'false', 'undimmed-detent': '0' }).pieces).largestUndimmedDetent, 2);
  assert.equal(configurationOf(read({ modal: 'false' }).pieces).largestUndimmedDetent, 0);
  assert.equal(configurationOf(read({ modal: 'true', 'undimmed-detent': 'none' }).pieces).largestUndimmedDetent, -1);
  assert.equal('largestUndimmedDetent' in configurationOf(read({ modal: '' }).pieces), false);
});

test('a bad attribute is a problem of its own; the others still apply', () => {
  const { pieces, problems } = read({ detents: '200 tall', 'corner-radius': '20', grabber: 'sometimes' });
  assert.deepEqual(problems.map((p) => [p.attribute, p.value]), [['detents', '200 tall'], ['grabber', 'sometimes']]);
  assert.deepEqual(configurationOf(pieces), { detents: DEFAULT_DETENTS, cornerRadius: 20 });
});

test('the engine takes what comes out, and refuses what only it can check', () => {
  const good = read({ detents: '200 50% content', transition: 'spring 0.45 0.8', 'backdrop-tap': 'none' });
  engine.createSheet(configurationOf(good.pieces)).destroy();
  // A value outside the animator's range, an animator no one registered: the engine
  // refuses the sheet; without that piece it takes it.
  for (const [attribute, text, sentence] of [
    ['transition', 'spring 20', /response/],
    ['settle-transition', 'bounce duration=1', /bounce/],
  ]) {
    const { pieces, problems } = read({ detents: '300', [attribute]: text });
    assert.deepEqual(problems, []);
    assert.throws(() => engine.createSheet(configurationOf(pieces)), sentence);
    engine.createSheet(configurationOf(pieces, attribute)).destroy();
  }
});
