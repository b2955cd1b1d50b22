// The npm package as a user gets it: scripts/package-npm packs it (twice, to the same
// bytes), its manifest and files are checked, its two bundles are each one module with a
// source map that carries the sources as the repository has them, and it is installed
// into a fresh project offline, where both entry points are imported under Node.js: the
// binding runs a sheet on the libsheet.wasm beside it, the element imports without a DOM
// and defines nothing. The binding's and the element's own tests then run against the
// installed bundles (against-package.mjs), and scripts/page-weight measures what a page
// loads from the tarball. LIBSHEET_WASM names the libsheet.wasm to ship (default: the
// repository's build).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

test('it holds the binding and the element, each one module with its map, their types, libsheet.wasm, LICENSE and a README, with fixed modes', () => {
  const names = listing.map((fields) => fields.at(-1).replace(/^package\//, '')).sort();
  assert.deepEqual(names, [
    'LICENSE', 'README.md', 'element/libsheet-sheet.d.ts', 'element/libsheet-sheet.js', 'element/libsheet-sheet.js.map',
    'libsheet.wasm', 'package.json', 'sheet.d.ts', 'sheet.js', 'sheet.js.map',
  ]);
  for (const fields of listing) assert.equal(fields[0], '-rw-r--r--', fields.at(-1));
  assert.deepEqual(readFileSync(wasm), execFileSync('tar', ['xzOf', first, 'package/libsheet.wasm']));
  for (const types of ['sheet.d.ts', 'element/libsheet-sheet.d.ts']) {
    assert.deepEqual(execFileSync('tar', ['xzOf', first, `package/${types}`]), readFileSync(join(root, 'bindings/web', types)), types);
  }
});

test('each bundle is minified, imports nothing but node:fs/promises (under Node.js), and finds libsheet.wasm at the root', () => {
  for (const [bundle, wasmUrl] of [['sheet.js', './libsheet.wasm'], ['element/libsheet-sheet.js', '../libsheet.wasm']]) {
    const code = execFileSync('tar', ['xzOf', first, `package/${bundle}`], { encoding: 'utf8' });
    const lines = code.trimEnd().split('\n');
    assert.equal(lines.at(-1), `//# sourceMappingURL=${bundle.split('/').at(-1)}.map`, bundle);
    // No comment is left (the source map has them), and no indentation outside the
    // shadow tree's style sheet, a template literal.
    assert.deepEqual(lines.slice(0, -1).filter((line) => /^\s*\/\//.test(line)), [], bundle);
    assert.deepEqual([...code.matchAll(/(?:\bimport\s*\(?|\bfrom)\s*["']([^"']+)["']/g)].map((m) => m[1]), ['node:fs/promises'], bundle);
    assert.deepEqual([...code.matchAll(/new URL\("([^"]+\.wasm)",import\.meta\.url\)/g)].map((m) => m[1]), [wasmUrl], bundle);
  }
});

test('each source map carries the modules of its bundle as the repository has them', () => {
  const web = join(root, 'bindings/web');
  for (const [bundle, entry] of [['sheet.js', 'sheet.js'], ['element/libsheet-sheet.js', 'element/libsheet-sheet.js']]) {
    const map = JSON.parse(execFileSync('tar', ['xzOf', first, `package/${bundle}.map`], { encoding: 'utf8' }));
    // package-npm stages the sources in src/ beside the package's folder.
    const paths = map.sources.map((source) => relative('/work/src', resolve('/work/package', dirname(bundle), source)));
    assert.ok(paths.includes(entry) && paths.includes('_module.js') && paths.includes('_errors.js'), `${bundle}: ${paths}`);
    paths.forEach((path, i) => {
      // The bundle's named entry is the package's own, and _default-wasm.js is rewritten.
      if (path.endsWith('.package.js') || path === '_default-wasm.js') return;
      assert.equal(map.sourcesContent[i], readFileSync(join(web, path), 'utf8'), `${bundle}: ${path}`);
    });
  }
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
  assert.deepEqual(manifest.files, [
    'sheet.js', 'sheet.js.map', 'sheet.d.ts', 'element/libsheet-sheet.js', 'element/libsheet-sheet.js.map',
    'element/libsheet-sheet.d.ts', 'libsheet.wasm',
  ]);
  // Importing the element defines it: a bundler must keep that module; the rest may go.
  assert.deepEqual(manifest.sideEffects, ['./element/libsheet-sheet.js']);
});

const project = join(scratch, 'project');

test('installed offline into a fresh project, both entry points work under Node.js', () => {
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
      names: [Sheet.name, binding.Engine.name, binding.InvalidArgument.name, new binding.InvalidArgument('', 1).name,
        element.configure.name],
    }));
  `);
  const result = JSON.parse(execFileSync('node', ['main.js'], { cwd: project, encoding: 'utf8' }));
  assert.deepEqual(result, {
    top: 445.5, events: ['willPresent', 'didPresent'], version, same: true,
    element: ['EVENTS', 'LibsheetSheet', 'configure', 'default', 'registerAnimator'], defined: 'undefined',
    names: ['Sheet', 'Engine', 'InvalidArgument', 'InvalidArgument', 'configure'],
  });
});

test('the binding’s and the element’s tests pass against the installed bundles', () => {
  const installed = join(project, 'node_modules/libsheet');
  const hook = ['--import', pathToFileURL(join(root, 'bindings/web/npm/tests/against-package.mjs')).href];
  // NODE_TEST_CONTEXT would have the inner run report to this one, not print.
  const { NODE_TEST_CONTEXT, ...outer } = process.env;
  const env = { ...outer, LIBSHEET_PACKAGE: installed, LIBSHEET_WASM: wasm };
  // The tests import the repository's entries; each resolves to the package's bundle.
  const resolved = execFileSync('node', [...hook, '--input-type=module', '-e', `console.log(JSON.stringify(${JSON.stringify(
    ['bindings/web/sheet.js', 'bindings/web/element/libsheet-sheet.js'].map((p) => pathToFileURL(join(root, p)).href))}
    .map((url) => import.meta.resolve(url))))`], { env, encoding: 'utf8' });
  assert.deepEqual(JSON.parse(resolved), ['sheet.js', 'element/libsheet-sheet.js'].map((p) => pathToFileURL(join(installed, p)).href));
  // layout.test.mjs checks abi.js, which the tests read from the repository, against sheet.h.
  const files = ['bindings/web/tests', 'bindings/web/element/tests'].flatMap((folder) => readdirSync(join(root, folder))
    .filter((name) => name.endsWith('.test.mjs') && name !== 'layout.test.mjs').map((name) => join(root, folder, name)));
  const run = spawnSync('node', [...hook, '--no-warnings', '--test', ...files], { env, encoding: 'utf8' });
  const failed = run.stdout.split('\n').filter((line) => line.startsWith('not ok'));
  assert.equal(run.status, 0, `${failed.join('\n')}\n${run.stderr}`);
  assert.match(run.stdout, /^# pass [1-9]\d*$/m);
});

test('scripts/page-weight: the element’s page loads its bundle and libsheet.wasm, gzipped -9, within a budget of its total', () => {
  const weigh = (...args) => spawnSync(join(root, 'scripts/page-weight'), [...args, first], { encoding: 'utf8' });
  const gzipped = (file) => execFileSync('gzip', ['-9nc', file]).length;
  const unpacked = join(scratch, 'unpacked');
  execFileSync('mkdir', ['-p', unpacked]);
  execFileSync('tar', ['xzf', first, '-C', unpacked]);
  const report = weigh().stdout.trimEnd();
  const [packaged, readable] = report.split('\n\n').map((part) => part.split('\n').slice(2)
    .map((line) => line.trim().split(/\s+/)).map(([raw, gz, ...what]) => [Number(raw), Number(gz), what.join(' ')]));
  const files = ['element/libsheet-sheet.js', 'libsheet.wasm'];
  assert.deepEqual(packaged.slice(0, 2), files.map((file) => {
    const path = join(unpacked, 'package', file);
    return [readFileSync(path).length, gzipped(path), file];
  }));
  const total = packaged[0][1] + packaged[1][1];
  assert.deepEqual(packaged.slice(2).map(([, gz, what]) => [gz, what]), [[packaged[0][1], 'JavaScript: 1 module(s)'], [total, 'total, 2 requests']]);
  // The repository's modules: the element's entry, every module it reaches, the same libsheet.wasm.
  const modules = readable.filter(([, , what]) => what.endsWith('.js'));
  assert.equal(modules[0][2], 'bindings/web/element/libsheet-sheet.js');
  assert.ok(modules.some(([, , what]) => what === 'bindings/web/_module.js') && modules.length > 10, `${modules.length} modules`);
  assert.deepEqual(readable.at(-1).slice(2), [`total, ${modules.length + 1} requests`]);
  assert.ok(readable.at(-2)[1] > packaged[0][1], 'the bundle loads fewer bytes than the modules');
  assert.equal(weigh('--budget', String(total)).status, 0);
  const over = weigh('--budget', String(total - 1));
  assert.equal(over.status, 1);
  assert.match(over.stderr, new RegExp(`loads ${total} bytes gzipped, over the budget of ${total - 1} by 1`));
});
