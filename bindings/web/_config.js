// _config.js — a sheet's configuration: the object Engine.createSheet and Sheet.update
// take, checked key by key and written into a sheet_config in the module's memory.

import { CONSTANTS, STRUCTS } from './abi.js';
import { choice, describe, finite, int32, noNul, refuse, uint64 } from './_checks.js';
import { internal } from './_internal.js';
import {
  ALIGN_NAMES, BACK_NAMES, CONTENT_NAMES, EDGE_NAMES, GRABBER_NAMES, KEYBOARD_NAMES, MOTION_NAMES, STACK_NAMES, TAP_NAMES,
  WIDE_NAMES, namesOf,
} from './_names.js';

const { DETENT } = CONSTANTS;

const CONFIG_KEYS = new Set(['detents', 'dismissible', 'dismissFraction', 'flingVelocity', 'backdropTap',
  'largestUndimmedDetent', 'backdropAlpha', 'cornerRadius', 'rubberBand', 'present', 'dismiss', 'settle',
  'content', 'userTag', 'dismissHeight', 'touchSlop', 'stack', 'grabber', 'grabberHeight', 'confirmDismiss',
  'backdropTapDetent', 'contentInteraction', 'scalesBackground', 'keyboard', 'backBehavior', 'footerHeight', 'edge',
  'crossAlignment', 'edgeInset', 'sideInset', 'maxCrossSize', 'wideThreshold', 'wideLayout']);

// The kinds of transition a configuration sets, each a key of its own: present,
// dismiss, settle and content.
const TRANSITION_KINDS = Object.freeze(namesOf(MOTION_NAMES));

/** Why `count` detents are too many for a sheet, or null when they are not. */
function tooManyDetents(count) {
  return count > CONSTANTS.MAX.DETENTS ? `a sheet has at most ${CONSTANTS.MAX.DETENTS} detents, not ${count}` : null;
}

/** Refuses a configuration that is not an object or has a key sheet_config lacks; `call`
 *  is the method it was given to, which the refusal names. */
export function checkConfigKeys(config, call) {
  if (config === null || typeof config !== 'object') refuse(call, 'the configuration must be an object');
  for (const key of Object.keys(config)) {
    if (!CONFIG_KEYS.has(key)) refuse(call, `unknown configuration key '${key}'`);
  }
}

/** Calls `use` with the address of a sheet_config that holds `config`, in memory of
 *  `module` that is freed again when `use` returns or throws. A value the C ABI would not
 *  take is refused first, in the name of `call`. */
export function withConfig(module, config, call, use) {
  const layout = STRUCTS.sheet_config, f = layout.fields;
  const allocations = [];
  const alloc = (bytes) => { const p = module[internal.malloc](bytes); allocations.push(p); return p; };
  try {
    const at = alloc(layout.size);
    module.exports.sheet_config_init_sized(at, layout.size);
    const v = () => module[internal.view];
    const setF64 = (key, field) => {
      if (config[key] !== undefined) v().setFloat64(at + f[field][0], finite(call, key, config[key]), true);
    };
    const setI32 = (field, value) => v().setInt32(at + f[field][0], value, true);
    const setFlag = (key, field) => {
      if (config[key] === undefined) return;
      if (typeof config[key] !== 'boolean') refuse(call, `${key} must be a boolean, not ${describe(config[key])}`);
      setI32(field, config[key] ? 1 : 0);
    };
    if (config.detents !== undefined) {
      const detents = config.detents;
      if (!Array.isArray(detents)) refuse(call, 'detents must be an array');
      const tooMany = tooManyDetents(detents.length);
      if (tooMany) refuse(call, tooMany);
      const d = STRUCTS.sheet_detent;
      const array = alloc(Math.max(1, detents.length) * d.size);
      for (const [i, detent] of detents.entries()) {
        const [kind, value] = detentOf(call, i, detent);
        v().setInt32(array + i * d.size + d.fields.kind[0], kind, true);
        v().setFloat64(array + i * d.size + d.fields.value[0], value, true);
      }
      v().setUint32(at + f.detents[0], array, true);
      v().setUint32(at + f.detent_count[0], detents.length, true);
    }
    setFlag('dismissible', 'dismissible');
    setF64('dismissFraction', 'dismiss_fraction');
    setF64('flingVelocity', 'fling_velocity');
    if (config.backdropTap !== undefined) setI32('backdrop_tap', choice(call, 'backdropTap', TAP_NAMES, config.backdropTap));
    if (config.largestUndimmedDetent !== undefined) {
      setI32('largest_undimmed_detent', int32(call, 'largestUndimmedDetent', config.largestUndimmedDetent));
    }
    setF64('backdropAlpha', 'backdrop_alpha');
    setF64('cornerRadius', 'corner_radius');
    setF64('rubberBand', 'rubber_band');
    for (const kind of TRANSITION_KINDS) {
      if (config[kind] !== undefined) writeTransition(module, at + f[kind][0], config[kind], kind, alloc, call);
    }
    if (config.userTag !== undefined) v().setBigUint64(at + f.user_tag[0], uint64(call, 'userTag', config.userTag), true);
    setF64('dismissHeight', 'dismiss_height');
    setF64('touchSlop', 'touch_slop');
    if (config.stack !== undefined) setI32('stack', choice(call, 'stack', STACK_NAMES, config.stack));
    if (config.grabber !== undefined) setI32('grabber', choice(call, 'grabber', GRABBER_NAMES, config.grabber));
    setF64('grabberHeight', 'grabber_height');
    setFlag('confirmDismiss', 'confirm_dismiss');
    if (config.backdropTapDetent !== undefined) {
      setI32('backdrop_tap_detent', int32(call, 'backdropTapDetent', config.backdropTapDetent));
    }
    if (config.contentInteraction !== undefined) {
      setI32('content_interaction', choice(call, 'contentInteraction', CONTENT_NAMES, config.contentInteraction));
    }
    setFlag('scalesBackground', 'scales_background');
    if (config.keyboard !== undefined) setI32('keyboard', choice(call, 'keyboard', KEYBOARD_NAMES, config.keyboard));
    if (config.backBehavior !== undefined) {
      setI32('back_behavior', choice(call, 'backBehavior', BACK_NAMES, config.backBehavior));
    }
    setF64('footerHeight', 'footer_height');
    if (config.edge !== undefined) setI32('edge', choice(call, 'edge', EDGE_NAMES, config.edge));
    if (config.crossAlignment !== undefined) {
      setI32('cross_alignment', choice(call, 'crossAlignment', ALIGN_NAMES, config.crossAlignment));
    }
    setF64('edgeInset', 'edge_inset');
    setF64('sideInset', 'side_inset');
    setF64('maxCrossSize', 'max_cross_size');
    setF64('wideThreshold', 'wide_threshold');
    if (config.wideLayout !== undefined) setI32('wide_layout', choice(call, 'wideLayout', WIDE_NAMES, config.wideLayout));
    return use(at);
  } finally {
    for (const p of allocations) module[internal.free](p);
  }
}

function writeTransition(module, at, transition, kind, alloc, call) {
  const t = STRUCTS.sheet_transition.fields, p = STRUCTS.sheet_param;
  if (transition === null || typeof transition !== 'object') refuse(call, `${kind} must be { animator, params }`);
  const { animator, params = {}, ...rest } = transition;
  for (const key of Object.keys(rest)) refuse(call, `unknown key '${key}' in ${kind}`);
  if (animator !== undefined) {
    if (typeof animator !== 'string') refuse(call, `${kind}.animator must be a string, not ${describe(animator)}`);
    noNul(call, `${kind}.animator`, animator);
    const bytes = new TextEncoder().encode(animator);
    const name = alloc(bytes.length + 1);
    new Uint8Array(module[internal.view].buffer, name, bytes.length + 1).set([...bytes, 0]);
    module[internal.view].setUint32(at + t.animator[0], name, true);
  }
  if (params === null || typeof params !== 'object') refuse(call, `${kind}.params must be an object of numbers`);
  const entries = Object.entries(params);
  if (entries.length) {
    const array = alloc(entries.length * p.size);
    for (const [i, [name, value]] of entries.entries()) {
      finite(call, `${kind}.params.${name}`, value);
      noNul(call, `a parameter name of ${kind}`, name);
      const bytes = new TextEncoder().encode(name);
      const text = alloc(bytes.length + 1);
      new Uint8Array(module[internal.view].buffer, text, bytes.length + 1).set([...bytes, 0]);
      module[internal.view].setUint32(array + i * p.size + p.fields.name[0], text, true);
      module[internal.view].setFloat64(array + i * p.size + p.fields.value[0], value, true);
    }
    module[internal.view].setUint32(at + t.params[0], array, true);
    module[internal.view].setUint32(at + t.param_count[0], entries.length, true);
  }
}

function detentOf(call, index, detent) {
  if (detent === 'content') return [DETENT.CONTENT, 0];
  if (detent !== null && typeof detent === 'object') {
    const keys = Object.keys(detent);
    if (keys.length === 1 && keys[0] === 'points') return [DETENT.POINTS, finite(call, `detents[${index}].points`, detent.points)];
    if (keys.length === 1 && keys[0] === 'fraction') return [DETENT.FRACTION, finite(call, `detents[${index}].fraction`, detent.fraction)];
  }
  return refuse(call, `detents[${index}] must be { points: h }, { fraction: f } or 'content', not ${describe(detent)}`);
}
