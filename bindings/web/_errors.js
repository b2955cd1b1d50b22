// _errors.js — SheetError and its subclasses, one per sheet_status, and the status's
// name in sheet.h.

import { CONSTANTS } from './abi.js';

const { STATUS } = CONSTANTS;

/** sheet.h's name of each status: STATUS_NAMES[1] is 'SHEET_ERR_INVALID_ARGUMENT'. */
export const STATUS_NAMES = Object.fromEntries(
  Object.entries(STATUS).map(([name, value]) => [value, value === 0 ? 'SHEET_OK' : `SHEET_ERR_${name}`]));

/** A call the engine (or this binding, before the engine) refused. `message` is the
 *  engine's sentence (sheet_engine_last_error), `status` its sheet_status and
 *  `statusName` that status's name in sheet.h ("SHEET_ERR_INVALID_ARGUMENT"). */
export class SheetError extends Error {
  constructor(message, status, call) {
    super(message);
    this.name = new.target.name;
    /** @type {number} */
    this.status = status;
    /** @type {string} */
    this.statusName = STATUS_NAMES[status] ?? 'SHEET_ERR_UNKNOWN';
    /** The C function that refused, or the binding's method that checked first. */
    this.call = call;
  }
}
export class InvalidArgument extends SheetError {}
export class InvalidHandle extends SheetError {}
export class InvalidState extends SheetError {}
export class NotFound extends SheetError {}
export class AlreadyExists extends SheetError {}
export class AbiMismatch extends SheetError {}
export class PluginError extends SheetError {}
export class CapacityError extends SheetError {}
export class OutOfMemory extends SheetError {}

const ERROR_CLASSES = {
  [STATUS.INVALID_ARGUMENT]: InvalidArgument, [STATUS.INVALID_HANDLE]: InvalidHandle,
  [STATUS.INVALID_STATE]: InvalidState, [STATUS.NOT_FOUND]: NotFound,
  [STATUS.ALREADY_EXISTS]: AlreadyExists, [STATUS.ABI_MISMATCH]: AbiMismatch,
  [STATUS.PLUGIN]: PluginError, [STATUS.CAPACITY]: CapacityError,
  [STATUS.OUT_OF_MEMORY]: OutOfMemory,
};

/** The SheetError subclass for a status, with the sentence. */
export function errorFor(status, message, call) {
  const Class = ERROR_CLASSES[status] ?? SheetError;
  return new Class(message, status, call);
}
