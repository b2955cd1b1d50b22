// _wasi.js — the WASI functions libsheet.wasm imports (its C library's stdio). Nothing
// in the engine writes to a file; what reaches fd_write anyway goes to the console, and
// every other WASI function answers ENOSYS, so a module that imports more still
// instantiates.

const WASI_ERRNO_BADF = 8, WASI_ERRNO_NOSYS = 52, WASI_ERRNO_SPIPE = 70;

/** The wasi_snapshot_preview1 imports of `module`, whose memory `memoryOf()` gives once
 *  it is instantiated. */
export function wasiImports(module, memoryOf) {
  const pending = { 1: '', 2: '' };
  const decoder = new TextDecoder();
  const known = {
    fd_write(fd, iovs, iovCount, outWritten) {
      if (fd !== 1 && fd !== 2) return WASI_ERRNO_BADF;
      const view = new DataView(memoryOf().buffer);
      let written = 0;
      for (let i = 0; i < iovCount; i++) {
        const base = view.getUint32(iovs + 8 * i, true), length = view.getUint32(iovs + 8 * i + 4, true);
        pending[fd] += decoder.decode(new Uint8Array(memoryOf().buffer, base, length));
        written += length;
      }
      const lines = pending[fd].split('\n');
      pending[fd] = lines.pop();
      for (const line of lines) (fd === 2 ? console.error : console.log)(`libsheet: ${line}`);
      view.setUint32(outWritten, written, true);
      return 0;
    },
    fd_close: () => WASI_ERRNO_BADF,
    fd_seek: () => WASI_ERRNO_SPIPE,
    proc_exit(code) { throw new Error(`libsheet.wasm exited with status ${code}`); },
  };
  const wasi = {};
  for (const { module: from, name, kind } of WebAssembly.Module.imports(module)) {
    if (from === 'wasi_snapshot_preview1' && kind === 'function') wasi[name] = known[name] ?? (() => WASI_ERRNO_NOSYS);
  }
  return wasi;
}
