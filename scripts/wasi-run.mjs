// scripts/wasi-run.mjs PROGRAM.wasm [ARGUMENTS...] — runs a WASI command module (a C
// program built for wasm32-wasi) under Node.js and exits with its exit status; a trap
// (a Swift runtime error is an `unreachable`) prints the runtime's error and exits 70.
// The program sees its arguments and the environment, and no files.
//
// node:wasi needs `version: 'preview1'` from Node.js 20 on
// (https://nodejs.org/docs/latest-v20.x/api/wasi.html); Node prints an
// ExperimentalWarning for it, which scripts/build-wasm silences with --no-warnings.
import { readFile } from 'node:fs/promises';
import { WASI } from 'node:wasi';
import { argv, env, exit } from 'node:process';

const [program, ...args] = argv.slice(2);
if (!program) {
  console.error('usage: wasi-run.mjs PROGRAM.wasm [ARGUMENTS...]');
  exit(2);
}
const wasi = new WASI({ version: 'preview1', args: [program, ...args], env, returnOnExit: true });
try {
  const module = await WebAssembly.compile(await readFile(program));
  const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
  exit(wasi.start(instance));
} catch (error) {
  console.error(`wasi-run: ${program}: ${error instanceof WebAssembly.RuntimeError ? 'trap: ' : ''}${error.stack ?? error}`);
  exit(70);
}
