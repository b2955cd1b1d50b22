// _names.js — the strings a JavaScript caller sees for sheet.h's constants: their names
// in camelCase (SHEET_EVENT_WILL_PRESENT is 'willPresent'), derived from abi.js rather
// than written again.

import { CONSTANTS } from './abi.js';

export const camel = (name) => name.toLowerCase().replace(/_([a-z])/g, (_, c) => c.toUpperCase());

function names(group) {
  const byValue = [];
  const byName = new Map();
  for (const [name, value] of Object.entries(group)) {
    byValue[value] = camel(name);
    byName.set(camel(name), value);
  }
  return { name: (value) => byValue[value] ?? `unknown(${value})`, value: byName };
}

export const STATE_NAMES = names(CONSTANTS.STATE);
export const EVENT_NAMES = names(CONSTANTS.EVENT);
export const REASON_NAMES = names(CONSTANTS.REASON);
export const HIT_NAMES = names(CONSTANTS.HIT);
export const GESTURE_NAMES = names(CONSTANTS.GESTURE);
export const FAILURE_NAMES = names(CONSTANTS.FAILURE);
export const MOTION_NAMES = names(CONSTANTS.MOTION);
export const TAP_NAMES = names(CONSTANTS.TAP);
export const CONTENT_NAMES = names(CONSTANTS.CONTENT);
export const KEYBOARD_NAMES = names(CONSTANTS.KEYBOARD);
export const BACK_NAMES = names(CONSTANTS.BACK);
export const EDGE_NAMES = names(CONSTANTS.EDGE);
export const DIRECTION_NAMES = names(CONSTANTS.DIRECTION);
export const ALIGN_NAMES = names(CONSTANTS.ALIGN);
export const WIDE_NAMES = names(CONSTANTS.WIDE);
export const CORNER_NAMES = names(CONSTANTS.CORNER);
export const STACK_NAMES = names(CONSTANTS.STACK);
export const GRABBER_NAMES = names(CONSTANTS.GRABBER);
export const ACTION_NAMES = names(CONSTANTS.ACTION);

/** The names of a group, in the order of their values: TAP_NAMES's are none, dismiss,
 *  collapse, detent. */
export const namesOf = (group) => [...group.value.keys()];

/** Every name the binding takes or gives, by CONSTANTS's group, in the order of their
 *  values: NAMES.TAP is ['none', 'dismiss', 'collapse', 'detent']. For a page that
 *  offers them as choices, or reads another's attribute against them. */
export const NAMES = Object.freeze(Object.fromEntries(Object.entries({
  STATE: STATE_NAMES, EVENT: EVENT_NAMES, REASON: REASON_NAMES, HIT: HIT_NAMES, GESTURE: GESTURE_NAMES,
  FAILURE: FAILURE_NAMES, MOTION: MOTION_NAMES, TAP: TAP_NAMES, CONTENT: CONTENT_NAMES, KEYBOARD: KEYBOARD_NAMES,
  BACK: BACK_NAMES, EDGE: EDGE_NAMES, DIRECTION: DIRECTION_NAMES, ALIGN: ALIGN_NAMES, WIDE: WIDE_NAMES,
  CORNER: CORNER_NAMES, STACK: STACK_NAMES, GRABBER: GRABBER_NAMES, ACTION: ACTION_NAMES,
}).map(([group, table]) => [group, Object.freeze(namesOf(table))])));
