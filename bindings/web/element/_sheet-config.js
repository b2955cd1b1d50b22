// _sheet-config.js — the configuration an element's sheet is made with: which attribute
// sets which key of Engine.createSheet's object, read through _attributes.js's grammars.
// Each attribute becomes a piece of its own, so that one the engine refuses can be left
// out and named while the others still apply.

import {
  AttributeError, isOn, parseBackdropTap, parseChoice, parseDetents, parseIndex, parseInset, parseLength, parseTransition,
  parseUnit, transitionFor,
} from './_attributes.js';
import { NAMES } from '../sheet.js';

/** A sheet without a `detents` attribute fits its content, as a page's sheet usually does. */
export const DEFAULT_DETENTS = Object.freeze(['content']);

/** A sheet on a side without a `detents` attribute: 256 points wide, Material 3's side
 *  sheet (`m3_comp_sheet_side_docked_container_width`, the width sheet.h's
 *  SHEET_WIDE_SIDE_TRAILING gives every detent). `content` measures heights. */
export const DEFAULT_SIDE_DETENTS = Object.freeze([Object.freeze({ points: 256 })]);

/** How wide a bottom or top sheet grows without `max-width`, centred beyond it: 640
 *  points, Material's bottom sheet maximum width (`material_bottom_sheet_max_width`). */
export const DEFAULT_MAX_WIDTH = 640;

/** The element's words for the edges a sheet is attached to: CSS's logical `start` and
 *  `end` for the sides where lines begin and end (the binding's leading and trailing),
 *  so that `dir="rtl"` mirrors a sheet as it mirrors the page. */
export const EDGES = Object.freeze({ bottom: 'bottom', top: 'top', start: 'leading', end: 'trailing' });

/** The element's words for the wide layouts, in the same vocabulary. */
export const WIDE_LAYOUTS = Object.freeze({
  same: 'same', 'floating-start': 'floatingLeading', 'side-end': 'sideTrailing', centered: 'centered',
});

/** Whether the binding's edge is a side, where a sheet's detents are widths. */
export const isSideEdge = (edge) => edge === 'leading' || edge === 'trailing';

const {
  GRABBER: GRABBERS, STACK: STACKS, MOTION: TRANSITION_KINDS, CONTENT: INTERACTIONS, KEYBOARD: KEYBOARDS, BACK: BACKS,
} = NAMES;

// attribute -> (text, animators) => (config) => void, in the order the pieces apply:
// `transition` before the per-kind transitions it is the default of, `modal` last as it
// overrides `undimmed-detent` and reads the detents.
const READERS = {
  detents: (text) => {
    const detents = parseDetents(text);
    return (config) => { config.detents = detents; };
  },
  dismissible: (text) => {
    const dismissible = isOn(text);
    return (config) => { config.dismissible = dismissible; };
  },
  'backdrop-opacity': (text) => {
    const alpha = parseUnit(text, 'backdrop-opacity');
    return (config) => { config.backdropAlpha = alpha; };
  },
  'backdrop-tap': (text) => {
    const { tap, detent } = parseBackdropTap(text);
    return (config) => {
      config.backdropTap = tap;
      if (detent !== null) config.backdropTapDetent = detent;
    };
  },
  'undimmed-detent': (text) => {
    const index = text.trim() === 'none' ? -1 : parseIndex(text, 'undimmed-detent');
    return (config) => { config.largestUndimmedDetent = index; };
  },
  'corner-radius': (text) => {
    const radius = parseLength(text, 'corner-radius');
    return (config) => { config.cornerRadius = radius; };
  },
  'dismiss-height': (text) => {
    const height = parseLength(text, 'dismiss-height');
    return (config) => { config.dismissHeight = height; };
  },
  grabber: (text) => {
    const grabber = parseChoice(text, 'grabber', GRABBERS);
    return (config) => { config.grabber = grabber; };
  },
  stack: (text) => {
    const stack = parseChoice(text, 'stack', STACKS);
    return (config) => { config.stack = stack; };
  },
  'content-interaction': (text) => {
    const interaction = parseChoice(text, 'content-interaction', INTERACTIONS);
    return (config) => { config.contentInteraction = interaction; };
  },
  keyboard: (text) => {
    const keyboard = parseChoice(text, 'keyboard', KEYBOARDS);
    return (config) => { config.keyboard = keyboard; };
  },
  'back-behavior': (text) => {
    const back = parseChoice(text, 'back-behavior', BACKS);
    return (config) => { config.backBehavior = back; };
  },
  // After `detents`, whose default it chooses for a side, and before `max-width`, which
  // it decides the meaning of.
  edge: (text) => {
    const edge = EDGES[parseChoice(text, 'edge', Object.keys(EDGES))];
    return (config) => {
      config.edge = edge;
      if (!isSideEdge(edge)) return;
      // A side sheet's span across its axis is the window's height.
      config.maxCrossSize = 0;
      if (config.detents === DEFAULT_DETENTS) config.detents = DEFAULT_SIDE_DETENTS;
    };
  },
  'max-width': (text) => {
    const width = parseLength(text, 'max-width');
    return (config) => { if (!isSideEdge(config.edge)) config.maxCrossSize = width; };
  },
  inset: (text) => {
    const { edge, sides } = parseInset(text);
    return (config) => {
      config.edgeInset = edge;
      if (sides !== null) config.sideInset = sides;
    };
  },
  wide: (text) => {
    const layout = WIDE_LAYOUTS[parseChoice(text, 'wide', Object.keys(WIDE_LAYOUTS))];
    return (config) => { config.wideLayout = layout; };
  },
  'wide-threshold': (text) => {
    const threshold = parseLength(text, 'wide-threshold');
    return (config) => { config.wideThreshold = threshold; };
  },
  // Which element of the page recedes is the controller's to find; the engine is told
  // only that one does.
  'scale-background': () => (config) => { config.scalesBackground = true; },
  transition: (text, animators) => {
    const transition = transitionFor(parseTransition(text), animators, 'transition', text);
    return (config) => { config.present = transition; config.dismiss = transition; config.settle = transition; };
  },
  ...Object.fromEntries(TRANSITION_KINDS.map((kind) => [`${kind}-transition`, (text, animators) => {
    const attribute = `${kind}-transition`;
    const transition = transitionFor(parseTransition(text, attribute), animators, attribute, text);
    return (config) => { config[kind] = transition; };
  }])),
  modal: (text) => {
    const modal = isOn(text);
    // A sheet that is not modal never dims: every detent leaves the page usable.
    return (config) => { if (!modal) config.largestUndimmedDetent = config.detents.length - 1; };
  },
};

/** The attributes that shape the engine's sheet. */
export const CONFIG_ATTRIBUTES = Object.freeze(Object.keys(READERS));

/**
 * Reads every configuration attribute through `read(name)` (its text, or null when it
 * is absent). `animators` is engine.animators, which names the transitions' values.
 * Returns the pieces that parsed, { attribute, text, apply(config) }, and an
 * AttributeError for each attribute that did not.
 */
export function readConfiguration(read, animators) {
  const pieces = [], problems = [];
  for (const [attribute, reader] of Object.entries(READERS)) {
    const text = read(attribute);
    if (text === null) continue;
    try {
      pieces.push({ attribute, text, apply: reader(text, animators) });
    } catch (error) {
      if (!(error instanceof AttributeError)) throw error;
      problems.push(error);
    }
  }
  return { pieces, problems };
}

/** Engine.createSheet's (and Sheet.update's) object made of `pieces`, in order, leaving
 *  out the piece of the attribute `without` names. An element's sheet always asks before
 *  the user dismisses it: the page answers sheet-request-close first; a bottom or top
 *  one is a column at most DEFAULT_MAX_WIDTH wide unless `max-width` says otherwise. */
export function configurationOf(pieces, without = null) {
  const config = { detents: DEFAULT_DETENTS, confirmDismiss: true, maxCrossSize: DEFAULT_MAX_WIDTH };
  for (const piece of pieces) {
    if (piece.attribute !== without) piece.apply(config);
  }
  return config;
}
