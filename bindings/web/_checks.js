// _checks.js — the checks every argument passes before it reaches the module's memory:
// types, finiteness, 32-bit and 64-bit integer ranges, names from a table, C strings. A
// refusal is an InvalidArgument naming the method (`call`) and the argument (`what`).

import { CONSTANTS } from './abi.js';
import { InvalidArgument } from './_errors.js';

const INT32_MIN = -0x80000000, INT32_MAX = 0x7fffffff;

export const refuse = (call, message) => {
  throw new InvalidArgument(message, CONSTANTS.STATUS.INVALID_ARGUMENT, call);
};

export function finite(call, what, value) {
  if (typeof value !== 'number') refuse(call, `${what} must be a number, not ${describe(value)}`);
  if (!Number.isFinite(value)) refuse(call, `${what} must be finite, not ${value}`);
  return value;
}

export function int32(call, what, value) {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < INT32_MIN || value > INT32_MAX) {
    refuse(call, `${what} must be an integer in the 32-bit range, not ${describe(value)}`);
  }
  return value;
}

export function uint64(call, what, value) {
  if (typeof value === 'bigint') {
    if (value >= 0n && value < 1n << 64n) return value;
  } else if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) {
    return BigInt(value);
  }
  return refuse(call, `${what} must be a non-negative safe integer or a BigInt below 2^64, not ${describe(value)}`);
}

/** The value of a name in `table` (one of _names.js's). */
export function choice(call, what, table, value) {
  if (typeof value !== 'string' || !table.value.has(value)) {
    refuse(call, `${what} must be one of ${[...table.value.keys()].map((k) => `'${k}'`).join(', ')}, not ${describe(value)}`);
  }
  return table.value.get(value);
}

// C strings end at the first NUL: a name with one inside would reach the engine cut
// short, naming something else.
export function noNul(call, what, text) {
  if (text.includes('\0')) refuse(call, `${what} must not contain a NUL character`);
}

/** A value as a refusal's sentence shows it. */
export function describe(value) {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}
