// libsheet-sheet.js under Node.js, where there is no DOM: it imports, defines nothing,
// and its module-level functions check their arguments; the element itself refuses to be
// made. And its types (libsheet-sheet.d.ts) are the module's members and exports.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as element from '../libsheet-sheet.js';

test('without a DOM the module imports and defines nothing', () => {
  assert.equal(typeof globalThis.customElements, 'undefined');
  assert.deepEqual(Object.keys(element).sort(), ['EVENTS', 'LibsheetSheet', 'configure', 'default', 'registerAnimator']);
  assert.equal(element.default, element.LibsheetSheet);
  assert.throws(() => new element.LibsheetSheet(), { name: 'TypeError', message: '<libsheet-sheet> needs a DOM' });
});

test('configure checks its options', () => {
  assert.throws(() => element.configure({ wasm: 'x.wasm' }), /unknown option\(s\) wasm/);
  assert.throws(() => element.configure({ reduceMotion: 'yes' }), /reduceMotion is 'system', true or false/);
  element.configure({ reduceMotion: true });
  element.configure({ reduceMotion: 'system' });
  assert.equal(element.LibsheetSheet.loopStats.running, false);
});

test('registerAnimator checks the definition and refuses a name twice', () => {
  assert.throws(() => element.registerAnimator('', { create() {} }), /non-empty string/);
  assert.throws(() => element.registerAnimator('x', {}), /create\(motion, params\) function/);
  element.registerAnimator('test.once', { create: () => ({ sample: () => ({ top: 0, finished: true }) }) });
  assert.throws(() => element.LibsheetSheet.registerAnimator('test.once', { create() {} }), /“test.once” is already registered/);
});

const types = readFileSync(new URL('../libsheet-sheet.d.ts', import.meta.url), 'utf8');

test('libsheet-sheet.d.ts declares the element’s members and the module’s exports', () => {
  const body = types.match(/export class LibsheetSheet extends HTMLElement \{([\s\S]*?)\n\}/)[1];
  const declared = { instance: new Set(), static: new Set() };
  for (const line of body.split('\n')) {
    // A member starts a line, indented once; its continuation lines are indented more.
    const m = line.match(/^ {2}(static\s+)?(?:readonly\s+)?(\w+)\s*[(:<?]/);
    if (!m || ['addEventListener', 'removeEventListener'].includes(m[2])) continue;
    declared[m[1] ? 'static' : 'instance'].add(m[2]);
  }
  // The custom element callbacks are the browser's to call, not the page's.
  const hidden = ['constructor', 'length', 'name', 'prototype', 'connectedCallback', 'disconnectedCallback', 'attributeChangedCallback'];
  const own = (object) => Object.getOwnPropertyNames(object).filter((n) => !hidden.includes(n));
  assert.deepEqual(own(element.LibsheetSheet.prototype).sort(), [...declared.instance].sort());
  assert.deepEqual(own(element.LibsheetSheet).sort(), [...declared.static].sort());
  const exported = [...types.matchAll(/^export (?:function|const|class|default) (\w+)/gm)].map((m) => m[1]);
  assert.deepEqual(exported.sort(), ['EVENTS', 'LibsheetSheet', 'LibsheetSheet', 'configure', 'registerAnimator'].sort());
  assert.match(types, /interface HTMLElementTagNameMap \{\s*'libsheet-sheet': LibsheetSheet;/);
  // Every attribute the element observes is a property declared above.
  const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  for (const attribute of element.LibsheetSheet.observedAttributes) assert.ok(declared.instance.has(camel(attribute)), attribute);
  // Every event has its type.
  for (const name of Object.values(element.EVENTS)) assert.match(types, new RegExp(`'${name}': CustomEvent<`));
});

test('every attribute the element observes has its line in the doc header and its row in docs/web-element.md', () => {
  const header = readFileSync(new URL('../libsheet-sheet.js', import.meta.url), 'utf8').split('\n').filter((l) => l.startsWith('//'));
  const guide = readFileSync(new URL('../../../../docs/web-element.md', import.meta.url), 'utf8').split('\n');
  const headerLine = (attribute) => header.some((line) => new RegExp(`^// {3}(?:[\\w-]+, )*${attribute}(?:[=, ]|$)`).test(line));
  const guideRow = (attribute) => guide.some((line) => line.startsWith('| `') && line.split('|')[1].includes(`\`${attribute}\``));
  const missing = element.LibsheetSheet.observedAttributes.filter((attribute) => !headerLine(attribute) || !guideRow(attribute));
  assert.deepEqual(missing, []);
  // And every event: a line of the header, a row of the guide.
  for (const name of Object.values(element.EVENTS)) {
    assert.ok(header.some((line) => line.includes(name)), `${name} in the doc header`);
    assert.ok(guide.some((line) => line.startsWith(`| \`${name}\``)), `${name} in docs/web-element.md`);
  }
});

test('the element uses the binding through sheet.js alone, never its private modules', async () => {
  const { readdirSync } = await import('node:fs');
  const folder = new URL('../', import.meta.url);
  const outside = [];
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.js'))) {
    const source = readFileSync(new URL(name, folder), 'utf8');
    for (const [, path] of source.matchAll(/(?:from|import\()\s*'(\.\.\/[^']+)'/g)) {
      // sheet.d.ts: the public types, named in JSDoc.
      if (path !== '../sheet.js' && path !== '../sheet.d.ts') outside.push(`${name}: ${path}`);
    }
  }
  assert.deepEqual(outside, []);
});
