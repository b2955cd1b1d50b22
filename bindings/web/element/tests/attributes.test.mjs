// The attributes' grammars (_attributes.js): what each accepts and the value it gives,
// and the sentence of each refusal, which names the attribute and the token at fault.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  AttributeError, isOn, parseBackdropTap, parseChoice, parseDetents, parseIndex, parseInset, parseLength, parseTransition,
  parseUnit, transitionFor,
} from '../_attributes.js';
import { loadModule } from '../../tests/common.mjs';

const refused = (run, attribute, words) => assert.throws(run, (error) => {
  assert.ok(error instanceof AttributeError, `${error}`);
  assert.equal(error.attribute, attribute);
  assert.match(error.message, words);
  return true;
});

test('detents: points, percentages, fractions and content, lowest first', () => {
  assert.deepEqual(parseDetents('200 50% content'), [{ points: 200 }, { fraction: 0.5 }, 'content']);
  assert.deepEqual(parseDetents('  120px,  0.9 '), [{ points: 120 }, { fraction: 0.9 }]);
  assert.deepEqual(parseDetents('0.25 0.5 1'), [{ fraction: 0.25 }, { fraction: 0.5 }, { fraction: 1 }]);
  assert.deepEqual(parseDetents('1.5'), [{ points: 1.5 }]);
  assert.deepEqual(parseDetents('100%'), [{ fraction: 1 }]);
  assert.deepEqual(parseDetents('2e2'), [{ points: 200 }]);
  // Different kinds are not compared: the engine clamps each to the one below.
  assert.deepEqual(parseDetents('400 20%'), [{ points: 400 }, { fraction: 0.2 }]);
});

test('detents: what is refused, and why', () => {
  refused(() => parseDetents(''), 'detents', /names no detent/);
  refused(() => parseDetents('half'), 'detents', /“half” is not a number/);
  refused(() => parseDetents('200 big'), 'detents', /“big” is not a number/);
  refused(() => parseDetents('0 0.5'), 'detents', /“0” is not a height above 0/);
  refused(() => parseDetents('-10'), 'detents', /not a height above 0/);
  refused(() => parseDetents('120%'), 'detents', /more than the available height/);
  refused(() => parseDetents('3s'), 'detents', /a time, not a height/);
  refused(() => parseDetents('300 200'), 'detents', /“200” must be higher than “300”/);
  refused(() => parseDetents('50% 50%'), 'detents', /“50%” must be higher than “50%”/);
  refused(() => parseDetents('Infinity'), 'detents', /not a number/);
  refused(() => parseDetents('0x10'), 'detents', /not a number/);
  refused(() => parseDetents(Array.from({ length: 17 }, (_, i) => `${i + 2}`).join(' ')), 'detents', /at most 16 detents, not 17/);
  const error = (() => { try { parseDetents('200 big'); } catch (e) { return e; } })();
  assert.equal(error.message, '<libsheet-sheet detents="200 big">: “big” is not a number');
  assert.equal(error.value, '200 big');
});

test('transitions: a name, values in order, then values by name; times in s or ms', () => {
  assert.deepEqual(parseTransition('spring 0.45 0.8'), { animator: 'spring', values: [0.45, 0.8], named: {} });
  assert.deepEqual(parseTransition('slide 200ms curve=0'), { animator: 'slide', values: [0.2], named: { curve: 0 } });
  assert.deepEqual(parseTransition(' fade '), { animator: 'fade', values: [], named: {} });
  assert.deepEqual(parseTransition('demo.swing duration=0.8s swing=0.35'),
    { animator: 'demo.swing', values: [], named: { duration: 0.8, swing: 0.35 } });
  refused(() => parseTransition(''), 'transition', /names no animator/);
  refused(() => parseTransition('0.4 spring'), 'transition', /“0.4” is not an animator's name/);
  refused(() => parseTransition('spring fast'), 'transition', /“fast” is not a number/);
  refused(() => parseTransition('spring response=0.4 0.8'), 'transition', /comes after a named parameter/);
  refused(() => parseTransition('spring response=0.4 response=0.5'), 'transition', /“response” is given twice/);
  refused(() => parseTransition('slide 20px'), 'transition', /a length, not a parameter value/);
  refused(() => parseTransition('slide 1-2', 'present-transition'), 'present-transition', /not a number/);
});

test('transitions: values named by the engine’s declared parameters', async () => {
  const module = await loadModule();
  const engine = module.createEngine();
  const { animators } = engine;
  const read = (text) => transitionFor(parseTransition(text), animators, 'transition', text);
  assert.deepEqual(read('spring 0.45 0.8'), { animator: 'spring', params: { response: 0.45, damping_ratio: 0.8 } });
  assert.deepEqual(read('slide 0.2 curve=0'), { animator: 'slide', params: { duration: 0.2, curve: 0 } });
  assert.deepEqual(read('fade'), { animator: 'fade', params: {} });
  // An animator not registered yet: its values by name wait for the engine's verdict.
  assert.deepEqual(read('later duration=1'), { animator: 'later', params: { duration: 1 } });
  refused(() => read('later 1'), 'transition', /no animator is registered as “later”/);
  refused(() => read('fade 0.3 0.4'), 'transition', /“fade” takes 1 value\(s\) \(duration\), not 2/);
  refused(() => read('spring 0.4 response=0.5'), 'transition', /“response” is given by position and by name/);
  engine.destroy();
});

test('backdrop-tap: the binding\'s names, or a detent to move to', () => {
  assert.deepEqual(parseBackdropTap(' collapse '), { tap: 'collapse', detent: null });
  assert.deepEqual(parseBackdropTap('none'), { tap: 'none', detent: null });
  assert.deepEqual(parseBackdropTap('detent 1'), { tap: 'detent', detent: 1 });
  assert.deepEqual(parseBackdropTap(' detent,0 '), { tap: 'detent', detent: 0 });
  refused(() => parseBackdropTap('detent'), 'backdrop-tap', /“detent” takes one detent index: “detent 1”/);
  refused(() => parseBackdropTap('detent 1 2'), 'backdrop-tap', /takes one detent index/);
  refused(() => parseBackdropTap('detent top'), 'backdrop-tap', /“top” must be a detent index/);
  refused(() => parseBackdropTap('expand'), 'backdrop-tap', /must be one of “none”, “dismiss”, “collapse”, “detent N”/);
  refused(() => parseBackdropTap('dismiss 1'), 'backdrop-tap', /must be one of/);
  const error = (() => { try { parseBackdropTap('detent -1'); } catch (e) { return e; } })();
  assert.equal(error.value, 'detent -1');
});

test('inset: the gap to the edge, then the room at both ends', () => {
  assert.deepEqual(parseInset('16'), { edge: 16, sides: null });
  assert.deepEqual(parseInset(' 16px, 12 '), { edge: 16, sides: 12 });
  assert.deepEqual(parseInset('0 8'), { edge: 0, sides: 8 });
  refused(() => parseInset(''), 'inset', /takes one or two lengths/);
  refused(() => parseInset('1 2 3'), 'inset', /takes one or two lengths/);
  refused(() => parseInset('16 -2'), 'inset', /must not be negative/);
  refused(() => parseInset('16 1em'), 'inset', /“1em” is not a number/);
  refused(() => parseInset('5%'), 'inset', /“5%” is not a length in points/);
  const error = (() => { try { parseInset('16 wide'); } catch (e) { return e; } })();
  assert.equal(error.value, '16 wide');
});

test('enumerations, lengths, opacities, indices and flags that are on unless "false"', () => {
  assert.equal(parseChoice(' collapse ', 'backdrop-tap', ['dismiss', 'collapse', 'none']), 'collapse');
  refused(() => parseChoice('Collapse', 'backdrop-tap', ['dismiss', 'collapse', 'none']), 'backdrop-tap',
    /must be one of “dismiss”, “collapse”, “none”/);
  assert.equal(parseLength('16', 'corner-radius'), 16);
  assert.equal(parseLength('16px', 'corner-radius'), 16);
  refused(() => parseLength('1em', 'corner-radius'), 'corner-radius', /not a number/);
  refused(() => parseLength('50%', 'corner-radius'), 'corner-radius', /not a length in points/);
  refused(() => parseLength('-1', 'dismiss-height'), 'dismiss-height', /must not be negative/);
  assert.equal(parseUnit('0.3', 'backdrop-opacity'), 0.3);
  assert.equal(parseUnit('1', 'backdrop-opacity'), 1);
  refused(() => parseUnit('1.2', 'backdrop-opacity'), 'backdrop-opacity', /between 0 and 1/);
  refused(() => parseUnit('30%', 'backdrop-opacity'), 'backdrop-opacity', /not a number/);
  assert.equal(parseIndex('2', 'detent'), 2);
  refused(() => parseIndex('1.5', 'detent'), 'detent', /a detent index/);
  refused(() => parseIndex('-1', 'detent'), 'detent', /a detent index/);
  refused(() => parseIndex('99999999999', 'detent'), 'detent', /a detent index/);
  assert.equal(isOn(null), true);
  assert.equal(isOn(''), true);
  assert.equal(isOn('true'), true);
  assert.equal(isOn(' FALSE '), false);
  assert.equal(isOn('false'), false);
});
