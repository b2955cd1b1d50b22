// _default-wasm.js — where SheetModule.load() and Sheet.load() find libsheet.wasm when
// given no source: the repository's build, relative to this file. A package that ships
// libsheet.wasm beside its modules changes this one line to
// new URL('./libsheet.wasm', import.meta.url).

export const DEFAULT_WASM = new URL('../../build/wasm32/libsheet.wasm', import.meta.url);
