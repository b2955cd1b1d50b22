// The random call sequences of random-calls.js under Node.js (the browser test runs them in
// Chromium too).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runRandomCalls } from './random-calls.js';
import { loadModule } from './common.mjs';

test('random call sequences keep every frame sound and refuse only with SheetErrors', async () => {
  const refusals = runRandomCalls(await loadModule(), { seeds: 6, steps: 1500 });
  assert.ok(refusals > 300, `${refusals} refusals`);
});
