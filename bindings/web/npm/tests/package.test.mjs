// The npm package as a user gets it: scripts/package-npm packs it (twice, to the same
// bytes), its manifest and files are checked, and it is installed into a fresh project
// offline, where both entry points are imported under Node.js: the binding runs a sheet
// on the libsheet.wasm beside it, the element imports without a DOM and defines nothing.
// LIBSHEET_WASM names the libsheet.wasm to ship (default: the repository's build).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const wasm = process.env.LIBSHEET_WASM ?? join(root, 'build/wasm32/libsheet.wasm');
const scratch = mkdtempSync(join(tmpdir(), 'libsheet-npm-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

const header = readFileSync(join(root, 'include/sheet.h'), 'utf8');
const version = ['MAJOR', 'MINOR', 'PATCH'].map((p) => header.match(new RegExp(`#define SHEET_VERSION_${p} (\\d+)`))[1]).join('.');

const pack = (out) => execFileSync(join(root, 'scripts/package-npm'), ['--out', out, '--wasm', wasm], { encoding: 'utf8' }).trim().split('\n').at(-1);
const first = pack(join(scratch, 'first'));
const second = pack(join(scratch, 'second'));
// tar's verbose listing: mode, owner, size, date, name.
const listing = execFileSync('tar', ['tzvf', first], { encoding: 'utf8' }).trim().split('\n').map((line) => line.split(/\s+/));

test('the tarball is named for sheet.h’s version and packs to the same bytes twice', () => {
  assert.equal(first, join(scratch, 'first', `libsheet-${version}.tgz`));
  assert.deepEqual(readFileSync(first), readFileSync(second));
});

test('it holds the binding, the element, their types, libsheet.wasm, LICENSE and a README, with fixed modes', () => {
  const names = listing.map((fields) => fields.at(-1).replace(/^package\//, '')).sort();
  const modules = (folder) => execFileSync('ls', [join(root, folder)], { encoding: 'utf8' }).split('\n')
    .filter((name) => name.endsWith('.js') || name.endsWith('.d.ts'));
  assert.deepEqual(names, [
    'LICENSE', 'README.md', 'libsheet.wasm', 'package.json', ...modules('bindings/web'),
    ...modules('bindings/web/element').map((name) => `element/${name}`),
  ].sort());
  for (const fields of listing) assert.equal(fields[0], '-rw-r--r--', fields.at(-1));
  assert.deepEqual(readFileSync(wasm), execFileSync('tar', ['xzOf', first, 'package/libsheet.wasm']));
});

test('its manifest: version from sheet.h, ES modules, both entry points with types, MIT', () => {
  const manifest = JSON.parse(execFileSync('tar', ['xzOf', first, 'package/package.json'], { encoding: 'utf8' }));
  assert.equal(manifest.name, 'libsheet');
  assert.equal(manifest.version, version);
  assert.equal(manifest.license, 'MIT');
  assert.equal(manifest.type, 'module');
  assert.equal(manifest.types, './sheet.d.ts');
  assert.deepEqual(manifest.exports['.'], { types: './sheet.d.ts', default: './sheet.js' });
  assert.deepEqual(manifest.exports['./element'], { types: './element/libsheet-sheet.d.ts', default: './element/libsheet-sheet.js' });
  assert.ok(manifest.files.includes('libsheet.wasm'));
  // Importing the element defines it: a bundler must keep that module; the rest may go.
  assert.deepEqual(manifest.sideEffects, ['./element/libsheet-sheet.js']);
});

test('installed offline into a fresh project, both entry points work under Node.js', () => {
  const project = join(scratch, 'project');
  execFileSync('mkdir', ['-p', project]);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--no-update-notifier', '--loglevel=error',
    '--cache', join(scratch, 'npm-cache'), first], { cwd: project, encoding: 'utf8' });
  writeFileSync(join(project, 'main.js'), `
    import { Sheet } from 'libsheet';
    import * as binding from 'libsheet/sheet.js';
    import * as element from 'libsheet/element';
    const engine = await Sheet.load();
    engine.setViewport(390, 844, 47, 34);
    const sheet = engine.createSheet({ detents: [{ fraction: 0.5 }, { fraction: 1 }] });
    sheet.present(0, 0);
    engine.runUntilIdle(0);
    console.log(JSON.stringify({
      top: sheet.frame().top, events: engine.drainEvents().map((e) => e.type), version: engine.module.version,
      same: binding.Sheet === Sheet, element: Object.keys(element).sort(),
      defined: typeof globalThis.customElements,
    }));
  `);
  const result = JSON.parse(execFileSync('node', ['main.js'], { cwd: project, encoding: 'utf8' }));
  assert.deepEqual(result, {
    top: 445.5, events: ['willPresent', 'didPresent'], version, same: true,
    element: ['EVENTS', 'LibsheetSheet', 'configure', 'default', 'registerAnimator'], defined: 'undefined',
  });
});
