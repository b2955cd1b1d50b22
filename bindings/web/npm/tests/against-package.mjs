// against-package.mjs — `node --import ./against-package.mjs --test bindings/web/tests/
// bindings/web/element/tests/` runs the binding's and the element's tests against the
// npm package in the folder LIBSHEET_PACKAGE: wherever the tests (or a module they read
// directly) import bindings/web/sheet.js or bindings/web/element/libsheet-sheet.js, they
// get the package's bundle at the same path. The modules the tests read for their own
// sake (abi.js against sheet.h, the element's grammars) stay the repository's.
// `import.meta.resolve` of either entry says which file a test gets.
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

const web = new URL('../../', import.meta.url);
const ENTRIES = ['sheet.js', 'element/libsheet-sheet.js'];

let swaps = new Map();

// Loaded by --import, this module registers itself, and Node.js loads it again on the
// thread of the loader hooks, where `initialize` gets the package's folder.
if (isMainThread) {
  const folder = process.env.LIBSHEET_PACKAGE;
  if (!folder) throw new Error('against-package.mjs: set LIBSHEET_PACKAGE to the installed package\'s folder');
  register(import.meta.url, { data: { package: pathToFileURL(`${folder}/`).href } });
}

export function initialize({ package: folder }) {
  swaps = new Map(ENTRIES.map((entry) => [new URL(entry, web).href, new URL(entry, folder).href]));
}

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  const swapped = swaps.get(resolved.url);
  return swapped ? { ...resolved, url: swapped } : resolved;
}
