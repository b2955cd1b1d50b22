// The random sessions of sessions.js under Node.js (the browser test runs them in
// Chromium too).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runSessions } from './sessions.js';
import { loadModule } from './helpers.mjs';

test('random sessions keep every frame sound and refuse only with SheetErrors', async () => {
  const refusals = runSessions(await loadModule(), { seeds: 6, steps: 1500 });
  assert.ok(refusals > 300, `${refusals} refusals`);
});
