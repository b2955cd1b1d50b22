// abi.js against sheet.h: STRUCTS against a probe compiled with the header for wasm32
// by the toolchain scripts/build-wasm uses and run here under node:wasi; CONSTANTS
// against the header's #defines; the module's version against SHEET_VERSION_*; the
// functions the binding's modules call against the module's exports. As the Python
// binding's layout test checks its ctypes mirror.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WASI } from 'node:wasi';
import { ABI_VERSION, CONSTANTS, STRUCTS, TYPE_SIZES } from '../abi.js';
import { loadModule } from './common.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const header = readFileSync(join(root, 'include/sheet.h'), 'utf8');

const temporary = [];   // folders made here, removed when the tests are done
process.on('exit', () => { for (const dir of temporary) rmSync(dir, { recursive: true, force: true }); });

// The toolchain's clang (it has the wasm32 target), wasi-libc as a sysroot and
// compiler-rt's wasm32 builtins: found as scripts/build-wasm finds them.
function wasmTools() {
  const bins = [process.env.SHEET_WASM_BIN, ...(process.env.PATH ?? '').split(':'), '/opt/swift/usr/bin', '/usr/share/swift/usr/bin'];
  const bin = bins.find((dir) => dir && existsSync(join(dir, 'swiftc')) && existsSync(join(dir, 'clang')));
  const builtins = process.env.WASM_BUILTINS ?? (() => {
    const found = [];
    for (const llvm of existsSync('/usr/lib') ? readdirSync('/usr/lib').filter((d) => d.startsWith('llvm-')) : []) {
      const clangDir = join('/usr/lib', llvm, 'lib/clang');
      for (const version of existsSync(clangDir) ? readdirSync(clangDir) : []) {
        const file = join(clangDir, version, 'lib/wasi/libclang_rt.builtins-wasm32.a');
        if (existsSync(file)) found.push(file);
      }
    }
    return found.sort().at(-1);
  })();
  // WASI_SYSROOT as scripts/build-wasm uses it, when it is one; else links to Debian's.
  let sysroot = process.env.WASI_SYSROOT;
  if (sysroot && !existsSync(join(sysroot, 'include/wasm32-wasi/stdio.h'))) sysroot = undefined;
  if (!sysroot && existsSync('/usr/lib/wasm32-wasi/libc.a')) {
    sysroot = mkdtempSync(join(tmpdir(), 'sheet-sysroot-'));
    temporary.push(sysroot);
    mkdirSync(join(sysroot, 'include'));
    mkdirSync(join(sysroot, 'lib'));
    symlinkSync('/usr/include/wasm32-wasi', join(sysroot, 'include/wasm32-wasi'));
    symlinkSync('/usr/lib/wasm32-wasi', join(sysroot, 'lib/wasm32-wasi'));
  }
  const missing = [!bin && 'a Swift toolchain with clang', !builtins && 'the wasm32 builtins', !sysroot && 'wasi-libc'].filter(Boolean);
  return { clang: bin && join(bin, 'clang'), builtins, sysroot, missing };
}

// The probe prints "struct size align" and "struct.field offset size" lines.
function probeSource() {
  const lines = ['#include <stdio.h>', '#include <stddef.h>', '#include "sheet.h"', 'int main(void) {'];
  for (const [name, layout] of Object.entries(STRUCTS)) {
    lines.push(`  printf("${name} %zu %zu\\n", sizeof(${name}), _Alignof(${name}));`);
    for (const field of Object.keys(layout.fields)) {
      lines.push(`  printf("${name}.${field} %zu %zu\\n", offsetof(${name}, ${field}), sizeof(((${name} *)0)->${field}));`);
    }
  }
  lines.push('  return 0;', '}');
  return lines.join('\n') + '\n';
}

test('STRUCTS match sheet.h as clang lays it out for wasm32', async (t) => {
  const tools = wasmTools();
  if (tools.missing.length) {
    // ctest sets SHEET_REQUIRE_WASM_TOOLS: there the layout is always checked.
    assert.ok(!process.env.SHEET_REQUIRE_WASM_TOOLS, `cannot build the probe: missing ${tools.missing.join(', ')}`);
    t.skip(`cannot build the probe: missing ${tools.missing.join(', ')}`);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'sheet-layout-'));
  temporary.push(dir);
  writeFileSync(join(dir, 'probe.c'), probeSource());
  execFileSync(tools.clang, ['--target=wasm32-wasi', `--sysroot=${tools.sysroot}`, '-std=c11', '-nodefaultlibs',
    '-I', join(root, 'include'), join(dir, 'probe.c'), '-lc', tools.builtins, '-o', join(dir, 'probe.wasm')]);
  const output = join(dir, 'probe.txt');
  const { openSync, closeSync } = await import('node:fs');
  const fd = openSync(output, 'w');
  const wasi = new WASI({ version: 'preview1', args: ['probe'], stdout: fd, returnOnExit: true });
  const instance = await WebAssembly.instantiate(new WebAssembly.Module(readFileSync(join(dir, 'probe.wasm'))), wasi.getImportObject());
  assert.equal(wasi.start(instance), 0);
  closeSync(fd);
  const got = Object.fromEntries(readFileSync(output, 'utf8').trim().split('\n').map((line) => {
    const [key, ...rest] = line.split(' ');
    return [key, rest.join(' ')];
  }));
  const mismatches = [];
  for (const [name, layout] of Object.entries(STRUCTS)) {
    if (got[name] !== `${layout.size} ${layout.align}`) mismatches.push(`${name}: C sizeof/align ${got[name]}, abi.js ${layout.size} ${layout.align}`);
    for (const [field, [offset, type]] of Object.entries(layout.fields)) {
      const size = TYPE_SIZES[type] ?? STRUCTS[type]?.size;
      if (got[`${name}.${field}`] !== `${offset} ${size}`) {
        mismatches.push(`${name}.${field}: C offset/size ${got[`${name}.${field}`]}, abi.js ${offset} ${size}`);
      }
    }
  }
  assert.deepEqual(mismatches, []);
});

test('every struct of sheet.h that the binding touches has all its fields', () => {
  const body = (name) => header.match(new RegExp(`typedef struct ${name} \\{([\\s\\S]*?)\\} ${name};`))[1];
  for (const [name, layout] of Object.entries(STRUCTS)) {
    const declared = [...body(name).replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(\w+)(?:\[\d+\])?\s*[;,]/g)]
      .map((m) => m[1]).filter((w) => !/^(uint32_t|int32_t|double|uint64_t|size_t|sheet_\w+)$/.test(w));
    assert.deepEqual(Object.keys(layout.fields), declared, name);
  }
});

test('CONSTANTS are the #defines of sheet.h', () => {
  const defines = {};
  for (const [, name, value] of header.matchAll(/^#define SHEET_(\w+)\s+(0x[0-9a-fA-F]+|\d+)u?\b/gm)) {
    defines[name] = Number(value);
  }
  assert.equal(defines.ABI_VERSION, ABI_VERSION);
  const fromTables = { ABI_VERSION };
  for (const [group, values] of Object.entries(CONSTANTS)) {
    for (const [name, value] of Object.entries(values)) {
      if (group === 'STATUS') fromTables[name === 'OK' ? 'OK' : `ERR_${name}`] = value;
      else if (group === 'MAX') fromTables[`MAX_${name}`] = value;
      else fromTables[`${group}_${name}`] = value;
    }
  }
  const { VERSION_MAJOR, VERSION_MINOR, VERSION_PATCH, ...rest } = defines;
  assert.equal(VERSION_MAJOR, ABI_VERSION >>> 16);
  assert.deepEqual(fromTables, rest);
});

test('the module\'s version is sheet.h\'s SHEET_VERSION_*', async () => {
  const part = (name) => header.match(new RegExp(`^#define SHEET_VERSION_${name}\\s+(\\d+)$`, 'm'))[1];
  const module = await loadModule();
  assert.equal(module.version, `${part('MAJOR')}.${part('MINOR')}.${part('PATCH')}`);
});

test('the functions the binding calls are the header\'s and the module exports them', async () => {
  const folder = join(dirname(fileURLToPath(import.meta.url)), '..');
  const source = readdirSync(folder).filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(folder, name), 'utf8')).join('\n');
  // Called as exports.sheet_x(...) or by name through the engine's internal call('sheet_x', ...).
  const called = new Set([...source.matchAll(/(?:exports\.|call\]?\(')(sheet_\w+)/g)].map((m) => m[1]));
  const module = await loadModule();
  for (const name of called) {
    assert.equal(typeof module.exports[name], 'function', `${name} is not exported by libsheet.wasm`);
    assert.ok(new RegExp(`\\b${name}\\s*\\(`).test(header) || name === 'sheet_js_register_animator', `${name} is not in sheet.h`);
  }
  assert.ok(called.size >= 30, `only ${called.size} functions found`);
});
