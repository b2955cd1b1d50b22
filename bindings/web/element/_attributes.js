// _attributes.js — the grammars of the element's attributes: detents, transitions,
// enumerations, lengths and indices. Each reader takes the attribute's text and returns
// the binding's value for it, or throws an AttributeError whose sentence says what is
// wrong. Nothing here touches the DOM or an engine, so Node.js tests call them directly.

import { CONSTANTS, NAMES } from '../sheet.js';

/** A value an attribute cannot take: `attribute` names it, `value` is its text. */
export class AttributeError extends Error {
  constructor(attribute, value, message) {
    super(`<libsheet-sheet ${attribute}="${value}">: ${message}`);
    this.name = 'AttributeError';
    this.attribute = attribute;
    this.value = value;
  }
}

// A decimal number as HTML and CSS write them: no hex, no Infinity, no empty string.
const NUMBER = '[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?';
const plain = new RegExp(`^${NUMBER}$`);
const withUnit = new RegExp(`^(${NUMBER})(px|%|s|ms)?$`);

function split(text) {
  return text.trim().split(/[\s,]+/).filter((token) => token !== '');
}

function numberIn(attribute, text, token) {
  const match = withUnit.exec(token);
  if (!match) throw new AttributeError(attribute, text, `“${token}” is not a number`);
  return { value: Number(match[1]), unit: match[2] ?? '' };
}

/**
 * detents="200 50% content": lowest first, separated by spaces or commas.
 * - `200` or `200px`: 200 points of the sheet show;
 * - `50%`: half the available height (the viewport less the safe area above);
 * - `0.5`: a number in (0, 1] is a fraction of the available height, as Ionic's
 *   breakpoints and vaul's snap points write it (`1` is the full height);
 * - `content`: the height of the slotted content, followed as it changes.
 * Two neighbours of the same kind must rise, as the engine requires.
 * @returns {import('../sheet.d.ts').Detent[]}
 */
export function parseDetents(text, attribute = 'detents') {
  const tokens = split(text);
  if (tokens.length === 0) throw new AttributeError(attribute, text, 'names no detent');
  if (tokens.length > CONSTANTS.MAX.DETENTS) {
    throw new AttributeError(attribute, text, `a sheet has at most ${CONSTANTS.MAX.DETENTS} detents, not ${tokens.length}`);
  }
  const detents = tokens.map((token) => detentOf(attribute, text, token));
  for (let i = 1; i < detents.length; i++) {
    const [below, above] = [detents[i - 1], detents[i]];
    const sameKind = typeof below === 'object' && typeof above === 'object' && Object.keys(below)[0] === Object.keys(above)[0];
    if (sameKind && Object.values(above)[0] <= Object.values(below)[0]) {
      throw new AttributeError(attribute, text, `“${tokens[i]}” must be higher than “${tokens[i - 1]}”: detents go lowest first`);
    }
  }
  return detents;
}

function detentOf(attribute, text, token) {
  if (token === 'content') return 'content';
  const { value, unit } = numberIn(attribute, text, token);
  if (unit === 's' || unit === 'ms') throw new AttributeError(attribute, text, `“${token}” is a time, not a height`);
  if (!(value > 0)) throw new AttributeError(attribute, text, `“${token}” is not a height above 0`);
  if (unit === '%') {
    if (value > 100) throw new AttributeError(attribute, text, `“${token}” is more than the available height`);
    return { fraction: value / 100 };
  }
  if (unit === 'px' || value > 1) return { points: value };
  return { fraction: value };
}

/**
 * transition="spring 0.45 0.8": an animator's name, then its parameters, in the order
 * the animator declares them (`spring`: response, damping_ratio; `slide`: duration,
 * curve; `fade`: duration) or by name (`slide duration=0.2 curve=0`). Times may carry
 * `s` or `ms`: `slide 200ms`. Names are the engine's: the built-ins or one registered
 * with registerAnimator.
 * @returns {{ animator: string, values: number[], named: Record<string, number> }}
 */
export function parseTransition(text, attribute = 'transition') {
  const [animator, ...rest] = split(text);
  if (animator === undefined) throw new AttributeError(attribute, text, 'names no animator');
  if (!/^[A-Za-z_][\w.-]*$/.test(animator)) {
    throw new AttributeError(attribute, text, `“${animator}” is not an animator's name (spring, slide, fade or a registered one)`);
  }
  const values = [], named = {};
  for (const token of rest) {
    const equals = token.indexOf('=');
    if (equals < 0) {
      if (Object.keys(named).length) {
        throw new AttributeError(attribute, text, `“${token}” comes after a named parameter: give values in order first`);
      }
      values.push(seconds(attribute, text, token));
    } else {
      const name = token.slice(0, equals);
      if (!/^[A-Za-z_]\w*$/.test(name)) throw new AttributeError(attribute, text, `“${name}” is not a parameter's name`);
      if (name in named) throw new AttributeError(attribute, text, `“${name}” is given twice`);
      named[name] = seconds(attribute, text, token.slice(equals + 1));
    }
  }
  return { animator, values, named };
}

function seconds(attribute, text, token) {
  const { value, unit } = numberIn(attribute, text, token);
  if (unit === 'px' || unit === '%') throw new AttributeError(attribute, text, `“${token}” is a length, not a parameter value`);
  return unit === 'ms' ? value / 1000 : value;
}

/**
 * A parsed transition as the binding's `{ animator, params }`, its values named by the
 * animator's declared parameters (`animators`: engine.animators). The engine checks
 * names and ranges; here only the count of values is, as a value past the declared
 * ones has no name to carry.
 */
export function transitionFor(parsed, animators, attribute, text) {
  const { animator, values, named } = parsed;
  const declared = animators.find((a) => a.name === animator);
  if (!declared) {
    if (values.length) throw new AttributeError(attribute, text, `no animator is registered as “${animator}”`);
    return { animator, params: { ...named } };
  }
  if (values.length > declared.params.length) {
    const names = declared.params.map((p) => p.name).join(', ') || 'no parameters';
    throw new AttributeError(attribute, text, `“${animator}” takes ${declared.params.length} value(s) (${names}), not ${values.length}`);
  }
  const params = {};
  values.forEach((value, i) => { params[declared.params[i].name] = value; });
  for (const [name, value] of Object.entries(named)) {
    if (name in params) throw new AttributeError(attribute, text, `“${name}” is given by position and by name`);
    params[name] = value;
  }
  return { animator, params };
}

/** One of `choices`, exactly (backdrop-tap="collapse"). */
export function parseChoice(text, attribute, choices) {
  const value = text.trim();
  if (!choices.includes(value)) {
    throw new AttributeError(attribute, text, `must be one of ${choices.map((c) => `“${c}”`).join(', ')}`);
  }
  return value;
}

/**
 * backdrop-tap="collapse": what a tap on the dimmed backdrop does, one of the binding's
 * names (dismiss, collapse, none), or `detent 1`, to that detent.
 * @returns {{ tap: string, detent: number | null }}
 */
export function parseBackdropTap(text, attribute = 'backdrop-tap') {
  const [name, index, ...rest] = split(text);
  const choices = [...NAMES.TAP.filter((tap) => tap !== 'detent'), 'detent N'];
  if (name === 'detent') {
    if (index === undefined || rest.length) throw new AttributeError(attribute, text, '“detent” takes one detent index: “detent 1”');
    return { tap: 'detent', detent: parseIndex(index, attribute, text) };
  }
  if (index !== undefined || !NAMES.TAP.includes(name)) {
    throw new AttributeError(attribute, text, `must be one of ${choices.map((c) => `“${c}”`).join(', ')}`);
  }
  return { tap: name, detent: null };
}

/** A number of points, 0 or more, with or without `px` (corner-radius="16"); `whole` is
 *  the attribute's text when the length is a part of it. */
export function parseLength(text, attribute, whole = text) {
  const token = text.trim();
  const { value, unit } = numberIn(attribute, whole, token);
  if (unit !== '' && unit !== 'px') throw new AttributeError(attribute, whole, `“${token}” is not a length in points`);
  if (value < 0) throw new AttributeError(attribute, whole, 'must not be negative');
  return value;
}

/**
 * inset="16 12": how far a floating sheet keeps off its edge, then (optional) the room it
 * leaves free at both ends across its axis; points, with or without `px`. The first
 * above 0 makes the sheet a floating card.
 * @returns {{ edge: number, sides: number | null }}
 */
export function parseInset(text, attribute = 'inset') {
  const tokens = split(text);
  if (tokens.length === 0 || tokens.length > 2) {
    throw new AttributeError(attribute, text, 'takes one or two lengths: the gap to the edge, then the room at both ends');
  }
  const [edge, sides] = tokens.map((token) => parseLength(token, attribute, text));
  return { edge, sides: sides ?? null };
}

/** A number in [0, 1] (backdrop-opacity="0.3"). */
export function parseUnit(text, attribute) {
  const token = text.trim();
  if (!plain.test(token)) throw new AttributeError(attribute, text, `“${token}” is not a number`);
  const value = Number(token);
  if (value < 0 || value > 1) throw new AttributeError(attribute, text, 'must be between 0 and 1');
  return value;
}

/** A detent's index, 0 for the lowest (detent="1"); `whole` is the attribute's text when
 *  the index is a part of it. */
export function parseIndex(text, attribute, whole = text) {
  const token = text.trim();
  if (!/^\d{1,9}$/.test(token)) throw new AttributeError(attribute, whole, `“${token}” must be a detent index: 0, 1, 2 …`);
  return Number(token);
}

/** An enumerated boolean that is on unless it says "false", as HTML's `draggable` and
 *  `spellcheck` are written: dismissible="false", modal="false". */
export function isOn(text) {
  return text === null || text.trim().toLowerCase() !== 'false';
}
