// _u64.js — a uint64 of the module's memory as JavaScript gets it: a Number while it is
// exact, else the BigInt.

// Read as two halves: frames are read every animation frame, and the common case then
// makes no BigInt.
export function u64At(view, at) {
  const high = view.getUint32(at + 4, true);
  if (high < 0x200000) return high * 0x100000000 + view.getUint32(at, true);
  return view.getBigUint64(at, true);
}
