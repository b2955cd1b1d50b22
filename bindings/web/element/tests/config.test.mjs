// The configuration read from an element's attributes (_sheet-config.js): the object
// each attribute gives Engine.createSheet, the defaults, the problems, and that a real
// engine takes what comes out, or refuses the piece the element then leaves out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CONFIG_ATTRIBUTES, DEFAULT_DETENTS, DEFAULT_MAX_WIDTH, DEFAULT_SIDE_DETENTS, EDGES, WIDE_LAYOUTS, configurationOf,
  readConfiguration,
} from '../_sheet-config.js';
import { NAMES } from '../../sheet.js';
import { LibsheetSheet } from '../libsheet-sheet.js';
import { loadModule, phone } from '../../tests/common.mjs';

const module = await loadModule();
const engine = phone(module);
const { animators } = engine;
const read = (attributes) => readConfiguration((name) => attributes[name] ?? null, animators);

test('no attribute: one detent fitted to the content, dismissals asked first, a 640-point column, the engine’s defaults for the rest', () => {
  const { pieces, problems } = read({});
  assert.deepEqual(problems, []);
  assert.deepEqual(configurationOf(pieces), { detents: ['content'], confirmDismiss: true, maxCrossSize: 640 });
});

test('each attribute sets its key', () => {
  const { pieces, problems } = read({
    detents: '200 90%', dismissible: 'false', 'backdrop-opacity': '0.3', 'backdrop-tap': 'collapse',
    'undimmed-detent': '0', 'corner-radius': '14px', 'dismiss-height': '300', grabber: 'show', stack: 'switch',
    transition: 'slide 0.2 0', 'present-transition': 'spring 0.45 0.8', 'content-interaction': 'scrolls',
    'scale-background': '#app', keyboard: 'fill', 'back-behavior': 'collapse', edge: 'top', 'max-width': '480px',
    inset: '16 12', wide: 'floating-start', 'wide-threshold': '900',
  });
  assert.deepEqual(problems, []);
  assert.deepEqual(configurationOf(pieces), {
    detents: [{ points: 200 }, { fraction: 0.9 }], confirmDismiss: true, maxCrossSize: 480, edge: 'top', edgeInset: 16,
    sideInset: 12, wideLayout: 'floatingLeading', wideThreshold: 900, dismissible: false, backdropAlpha: 0.3,
    backdropTap: 'collapse', largestUndimmedDetent: 0, cornerRadius: 14, dismissHeight: 300, grabber: 'show',
    stack: 'switch', contentInteraction: 'scrolls', scalesBackground: true, keyboard: 'fill', backBehavior: 'collapse',
    present: { animator: 'spring', params: { response: 0.45, damping_ratio: 0.8 } },
    dismiss: { animator: 'slide', params: { duration: 0.2, curve: 0 } },
    settle: { animator: 'slide', params: { duration: 0.2, curve: 0 } },
  });
});

test('the element observes every attribute that shapes its sheet', () => {
  const observed = new Set(LibsheetSheet.observedAttributes);
  assert.deepEqual(CONFIG_ATTRIBUTES.filter((attribute) => !observed.has(attribute)), []);
  assert.equal(CONFIG_ATTRIBUTES.length, 24);
});

test('edge and wide: CSS’s start and end for the binding’s leading and trailing, every one of its names spelled', () => {
  assert.deepEqual(Object.values(EDGES).sort(), [...NAMES.EDGE].sort());
  assert.deepEqual(Object.values(WIDE_LAYOUTS).sort(), [...NAMES.WIDE].sort());
  assert.deepEqual(Object.keys(EDGES), ['bottom', 'top', 'start', 'end']);
  assert.deepEqual(Object.keys(WIDE_LAYOUTS), ['same', 'floating-start', 'side-end', 'centered']);
  // A side sheet: 256 points wide by default, as tall as the window allows whatever
  // max-width says; one with detents keeps them.
  assert.deepEqual(configurationOf(read({ edge: 'end', 'max-width': '300' }).pieces),
    { detents: DEFAULT_SIDE_DETENTS, confirmDismiss: true, maxCrossSize: 0, edge: 'trailing' });
  assert.deepEqual(configurationOf(read({ edge: ' start ', detents: '40%' }).pieces),
    { detents: [{ fraction: 0.4 }], confirmDismiss: true, maxCrossSize: 0, edge: 'leading' });
  assert.equal(configurationOf(read({ edge: 'bottom', 'max-width': '0' }).pieces).maxCrossSize, 0);
  assert.equal(configurationOf(read({ inset: '20' }).pieces).edgeInset, 20);
  assert.equal('sideInset' in configurationOf(read({ inset: '20' }).pieces), false);
  assert.equal(DEFAULT_MAX_WIDTH, 640);
  const { pieces, problems } = read({ edge: 'left', wide: 'floating-leading', inset: '1 2 3', 'max-width': 'wide',
    'wide-threshold': '-1' });
  assert.deepEqual(problems.map((p) => p.attribute), ['edge', 'max-width', 'inset', 'wide', 'wide-threshold']);
  assert.match(problems[0].message, /must be one of “bottom”, “top”, “start”, “end”/);
  assert.match(problems[3].message, /must be one of “same”, “floating-start”, “side-end”, “centered”/);
  assert.deepEqual(configurationOf(pieces), { detents: DEFAULT_DETENTS, confirmDismiss: true, maxCrossSize: 640 });
  // The engine takes each of them, and refuses an inset it has no room for.
  for (const attributes of [{ edge: 'end' }, { edge: 'top', inset: '12' }, { wide: 'side-end', 'wide-threshold': '500' },
    { inset: '16 12', 'max-width': '320' }]) {
    engine.createSheet(configurationOf(read(attributes).pieces)).destroy();
  }
  const tooFar = read({ inset: '900' }).pieces;
  assert.throws(() => engine.createSheet(configurationOf(tooFar)), /edge_inset/);
  engine.createSheet(configurationOf(tooFar, 'inset')).destroy();
});

test('backdrop-tap="detent 1" moves to that detent; scale-background, even empty, recedes the page', () => {
  const config = configurationOf(read({ detents: '200 90%', 'backdrop-tap': 'detent 1', 'scale-background': '' }).pieces);
  assert.equal(config.backdropTap, 'detent');
  assert.equal(config.backdropTapDetent, 1);
  assert.equal(config.scalesBackground, true);
  assert.equal('backdropTapDetent' in configurationOf(read({ 'backdrop-tap': 'collapse' }).pieces), false);
  assert.equal('scalesBackground' in configurationOf(read({}).pieces), false);
  // A detent the sheet lacks is the engine's to refuse; without the piece it takes the sheet.
  const { pieces } = read({ detents: '200', 'backdrop-tap': 'detent 3' });
  assert.throws(() => engine.createSheet(configurationOf(pieces)), /backdrop_tap_detent/);
  engine.createSheet(configurationOf(pieces, 'backdrop-tap')).destroy();
});

test('every configuration an element makes, Sheet.update takes on a sheet that is up', () => {
  const sheet = engine.createSheet(configurationOf(read({ detents: '200 90%' }).pieces));
  sheet.present(1, 0);
  const t = engine.runUntilIdle(0);
  sheet.update(configurationOf(read({ detents: '300', 'content-interaction': 'scrolls', 'backdrop-tap': 'detent 0' }).pieces), t);
  assert.deepEqual(engine.drainEvents().map((e) => [e.type, e.fromDetent, e.detent]).slice(-1), [['detentChanged', 1, 0]]);
  engine.runUntilIdle(t);
  assert.equal(sheet.frame().top, 844 - 300);
  sheet.destroy();
});

test('modal="false" leaves every detent undimmed, whatever undimmed-detent says', () => {
  assert.equal(configurationOf(read({ detents: '100 200 300', modal: 'false', 'undimmed-detent': '0' }).pieces).largestUndimmedDetent, 2);
  assert.equal(configurationOf(read({ modal: 'false' }).pieces).largestUndimmedDetent, 0);
  assert.equal(configurationOf(read({ modal: 'true', 'undimmed-detent': 'none' }).pieces).largestUndimmedDetent, -1);
  assert.equal('largestUndimmedDetent' in configurationOf(read({ modal: '' }).pieces), false);
});

test('a bad attribute is a problem of its own; the others still apply', () => {
  const { pieces, problems } = read({ detents: '200 tall', 'corner-radius': '20', grabber: 'sometimes', keyboard: 'float',
    'back-behavior': 'home' });
  assert.deepEqual(problems.map((p) => [p.attribute, p.value]),
    [['detents', '200 tall'], ['grabber', 'sometimes'], ['keyboard', 'float'], ['back-behavior', 'home']]);
  assert.match(problems[2].message, /must be one of “rise”, “extend”, “fill”/);
  assert.match(problems[3].message, /must be one of “dismiss”, “collapse”, “none”/);
  assert.deepEqual(configurationOf(pieces), { detents: DEFAULT_DETENTS, confirmDismiss: true, maxCrossSize: 640, cornerRadius: 20 });
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
