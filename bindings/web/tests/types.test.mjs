// sheet.d.ts against sheet.js: the classes' members and the module's exports, so that
// the types an editor shows are the ones the module has; and sheet.js's exports against
// the list of public names, so that none of the binding's private modules leaks into it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as binding from '../sheet.js';
import { loadModule } from './common.mjs';

const types = readFileSync(new URL('../sheet.d.ts', import.meta.url), 'utf8');

function declaredMembers(className) {
  const body = types.match(new RegExp(`export class ${className} \\{([\\s\\S]*?)\\n\\}`))[1];
  const members = { instance: new Set(), static: new Set() };
  for (const line of body.split('\n').map((l) => l.trim())) {
    const m = line.match(/^(static\s+)?(?:private\s+)?(?:readonly\s+)?(\w+)\s*[(:?]/);
    if (!m || m[2] === 'constructor') continue;
    members[m[1] ? 'static' : 'instance'].add(m[2]);
  }
  return members;
}

function actualMembers(Class, instance) {
  const own = (object) => Object.getOwnPropertyNames(object).filter((n) => !['constructor', 'length', 'name', 'prototype'].includes(n));
  return {
    instance: new Set([...own(Class.prototype), ...own(instance)]),
    static: new Set(own(Class)),
  };
}

test('the classes have the members sheet.d.ts declares, and no others', async () => {
  const module = await loadModule();
  const engine = module.createEngine();
  const sheet = engine.createSheet();
  for (const [Class, instance] of [[binding.SheetModule, module], [binding.Engine, engine], [binding.Sheet, sheet]]) {
    const declared = declaredMembers(Class.name), actual = actualMembers(Class, instance);
    assert.deepEqual([...actual.instance].sort(), [...declared.instance].sort(), `${Class.name}'s members`);
    assert.deepEqual([...actual.static].sort(), [...declared.static].sort(), `${Class.name}'s static members`);
  }
  engine.destroy();
});

test('the module exports what sheet.d.ts declares', () => {
  const declared = new Set([...types.matchAll(/^export (?:class|function|const) (\w+)/gm)].map((m) => m[1]));
  if (/^export default /m.test(types)) declared.add('default');
  assert.deepEqual(Object.keys(binding).sort(), [...declared].sort());
});

test('sheet.js exports exactly the public names, Sheet as the default', () => {
  assert.deepEqual(Object.keys(binding), [
    'ABI_VERSION', 'AbiMismatch', 'AlreadyExists', 'CONSTANTS', 'CapacityError', 'Engine', 'InvalidArgument',
    'InvalidHandle', 'InvalidState', 'NAMES', 'NotFound', 'OutOfMemory', 'PluginError', 'STRUCTS', 'Sheet', 'SheetError',
    'SheetModule', 'default', 'errorFor', 'offsetOf',
  ]);
  assert.equal(binding.default, binding.Sheet);
});
