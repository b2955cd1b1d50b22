// scripts/wasm-localize.mjs IN.o OUT.o NAMES — copies a WebAssembly relocatable object
// (a `wasm-ld -r` partial link) and makes every symbol it defines local, except those
// listed in NAMES (one a line; '#' starts a comment, "@..." version suffixes are
// ignored). It is what a version script's `local: *;` does for an ELF library: code
// linked against the object sees only the listed names, and nothing else of it (the
// Swift runtime functions, mangled Swift names) can clash with the program's own.
// llvm-objcopy cannot change the symbols of a wasm object, hence this script.
//
// It edits the "linking" custom section: each defined, non-local symbol not in NAMES
// gets the binding WASM_SYM_BINDING_LOCAL, and the COMDAT_INFO subsection is dropped
// (a group of local definitions must never be discarded for another object's copy).
// The format is tool-conventions/Linking.md of the WebAssembly project
// (https://github.com/WebAssembly/tool-conventions/blob/main/Linking.md).
// Exits non-zero if a listed name is not defined in the object.
import { readFileSync, writeFileSync } from 'node:fs';
import { argv, exit } from 'node:process';

const SYMBOL_TABLE = 8, COMDAT_INFO = 7;
const KIND_DATA = 1, KIND_SECTION = 3;
const BINDING_MASK = 0x3, BINDING_LOCAL = 0x2, UNDEFINED = 0x10, EXPLICIT_NAME = 0x40;

const [input, output, namesFile] = argv.slice(2);
if (!namesFile) {
  console.error('usage: wasm-localize.mjs IN.o OUT.o NAMES');
  exit(2);
}
const keep = new Set(readFileSync(namesFile, 'utf8').split('\n')
  .map((line) => line.replace(/#.*/, '').replace(/@.*/, '').trim()).filter(Boolean));

function leb(bytes, at) { // unsigned LEB128: [value, next offset]
  let value = 0, shift = 0, byte;
  do {
    byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, at];
}

function encodeLeb(value, length) { // unsigned LEB128, padded to `length` bytes if given
  const out = [];
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value > 0 || (length && out.length + 1 < length)) byte |= 0x80;
    out.push(byte);
  } while (value > 0 || (length && out.length < length));
  return out;
}

const file = readFileSync(input);
if (file.readUInt32LE(0) !== 0x6d736100) throw new Error(`${input}: not a WebAssembly file`);
const utf8 = new TextDecoder();
const sections = [];
let at = 8;
while (at < file.length) {
  const id = file[at];
  const [size, start] = leb(file, at + 1);
  sections.push({ id, header: file.subarray(at, start), payload: file.subarray(start, start + size) });
  at = start + size;
}

let localized = 0;
const found = new Set();
for (const section of sections) {
  if (section.id !== 0) continue;
  const [nameLength, nameStart] = leb(section.payload, 0);
  if (utf8.decode(section.payload.subarray(nameStart, nameStart + nameLength)) !== 'linking') continue;
  const payload = Buffer.from(section.payload); // edited in place: flags keep their length
  let p = nameStart + nameLength;
  const [version, afterVersion] = leb(payload, p);
  if (version !== 2) throw new Error(`${input}: linking section version ${version}, expected 2`);
  const kept = [payload.subarray(0, afterVersion)];
  p = afterVersion;
  while (p < payload.length) {
    const type = payload[p];
    const [size, start] = leb(payload, p + 1);
    const end = start + size;
    if (type === SYMBOL_TABLE) {
      let [count, q] = leb(payload, start);
      while (count--) {
        const kind = payload[q++];
        const flagsAt = q;
        let flags;
        [flags, q] = leb(payload, q);
        let name = null;
        if (kind === KIND_DATA) {
          let length;
          [length, q] = leb(payload, q);
          name = utf8.decode(payload.subarray(q, q + length));
          q += length;
          if (!(flags & UNDEFINED)) for (let i = 0; i < 3; i++) [, q] = leb(payload, q);
        } else if (kind === KIND_SECTION) {
          [, q] = leb(payload, q);
        } else { // function, global, tag, table
          [, q] = leb(payload, q);
          if (!(flags & UNDEFINED) || (flags & EXPLICIT_NAME)) {
            let length;
            [length, q] = leb(payload, q);
            name = utf8.decode(payload.subarray(q, q + length));
            q += length;
          }
        }
        const defined = !(flags & UNDEFINED) && kind !== KIND_SECTION;
        if (defined && keep.has(name)) found.add(name);
        if (defined && !keep.has(name) && (flags & BINDING_MASK) !== BINDING_LOCAL) {
          const [, flagsEnd] = leb(payload, flagsAt);
          const bytes = encodeLeb((flags & ~BINDING_MASK) | BINDING_LOCAL, flagsEnd - flagsAt);
          payload.set(bytes, flagsAt);
          localized++;
        }
      }
      if (q !== end) throw new Error(`${input}: symbol table ends at ${q}, its subsection at ${end}`);
    }
    if (type !== COMDAT_INFO) kept.push(payload.subarray(p, end));
    p = end;
  }
  const body = Buffer.concat(kept);
  section.header = Buffer.from([0, ...encodeLeb(body.length)]);
  section.payload = body;
}

const missing = [...keep].filter((name) => !found.has(name));
if (missing.length) {
  console.error(`wasm-localize: ${input} does not define: ${missing.join(' ')}`);
  exit(1);
}
writeFileSync(output, Buffer.concat([file.subarray(0, 8), ...sections.flatMap((s) => [s.header, s.payload])]));
console.log(`wasm-localize: ${localized} symbols made local, ${found.size} kept global`);
