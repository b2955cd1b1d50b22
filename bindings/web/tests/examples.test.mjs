// The examples of bindings/web/examples, run as a reader runs them, under Node.js: the
// top-level README's JavaScript session prints what its comments say.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WASM } from './common.mjs';

const wasmPath = WASM instanceof URL ? fileURLToPath(WASM) : WASM;
const example = fileURLToPath(new URL('../examples/readme_example.mjs', import.meta.url));

test('readme_example.mjs: a sheet slides in to half height in 0.6 s and rests at top 445.5', () => {
  const out = execFileSync(process.execPath, ['--no-warnings', example, wasmPath], { encoding: 'utf8' });
  assert.deepEqual(out.trim().split('\n'), [
    '0.000 willPresent 0',
    '0.600 didPresent 0',
    'resting at detent 0, top 445.5',
  ]);
});
