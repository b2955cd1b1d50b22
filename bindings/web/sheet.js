// sheet.js — libsheet from JavaScript: libsheet.wasm (the engine's C ABI, sheet.h,
// built for WebAssembly) behind engines, sheets, plain-object frames and events, and
// errors that carry the engine's sentences. ES modules with no dependencies, for
// browsers and Node.js alike; this one is the binding's public face, and the modules
// whose names begin with `_` are its parts, one concept each.
//
//   import { Sheet } from './sheet.js';
//   const engine = await Sheet.load('libsheet.wasm');
//   engine.setViewport(390, 844, 47, 34);
//   const sheet = engine.createSheet({ detents: [{ fraction: 0.5 }, { fraction: 1 }] });
//   sheet.present(0, performance.now() / 1000);
//   // each animation frame: engine.tick(now); const { top } = sheet.frame();
//
// Everything the engine is handed is checked first (types, finiteness, integer ranges,
// sheets of another engine), so no JavaScript value reaches the module's memory in a
// shape the C ABI did not promise to take. The engine checks the rest (ranges, states)
// and its refusal becomes a SheetError with its sentence.

export { SheetModule } from './_module.js';
export { Engine } from './_engine.js';
export { Sheet, Sheet as default } from './_sheet.js';
export {
  SheetError, InvalidArgument, InvalidHandle, InvalidState, NotFound, AlreadyExists, AbiMismatch, PluginError,
  CapacityError, OutOfMemory, errorFor,
} from './_errors.js';
// The offsets a host reading memory itself would need; most never do.
export { ABI_VERSION, CONSTANTS, STRUCTS, offsetOf } from './abi.js';
// The strings that stand for sheet.h's constants, by group.
export { NAMES } from './_names.js';
