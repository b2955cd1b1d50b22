// _placement.js — where a frame puts a sheet's box on the page. The engine's frame says
// where the sheet is drawn (frame.rect, in the window's points), which side it is on
// (frame.edge, after a wide layout) and which corners are rounded; the element lays the
// box's content out once, at the sheet's extent along its axis at its highest detent, so
// that a list scrolls in what the highest detent leaves, from where its lines begin: the
// top, and the start side (the left in a left-to-right page). A sheet whose free edge is
// there (at the bottom, at the end side) slides: its box, that long, moves with its free
// edge and reaches past the side it is attached to (off the window). A sheet attached
// there (at the top, as the engine lays a top sheet's content out, at the start side) and
// a floating card are their rectangle, sized each frame, so that the beginning of their
// content shows at every detent and a card shows whole. Pure functions of a frame:
// nothing here touches the DOM.

/** The side of the window a sheet on `edge` (the binding's Frame.edge) is on, with lines
 *  running `direction` ('ltr' or 'rtl'): bottom, top, left or right. */
export function sideOf(edge, direction) {
  if (edge === 'bottom' || edge === 'top') return edge;
  return (edge === 'leading') === (direction !== 'rtl') ? 'left' : 'right';
}

/** Whether a sheet on `side` moves up and down. */
export const isVertical = (side) => side === 'bottom' || side === 'top';

/** Whether the frame's sheet is a floating card: every corner rounded. */
export const floats = (corners) => corners.topLeft && corners.topRight && corners.bottomRight && corners.bottomLeft;

/** The middle of the free edge, about which the engine's scale applies, as a
 *  transform-origin of the box. */
export const ORIGINS = Object.freeze({ bottom: '50% 0', top: '50% 100%', left: '100% 50%', right: '0 50%' });

/** The sheet's extent along its axis as drawn (frame.rect's height or width). */
export function extentOf(rect, side) {
  return isVertical(side) ? rect.height : rect.width;
}

/** Its span across its axis. */
export function spanOf(rect, side) {
  return isVertical(side) ? rect.width : rect.height;
}

/**
 * The sheet's extent along its axis at its highest detent, points, from one frame; NaN
 * while the frame cannot tell. The engine's progress is the distance from the free edge
 * (frame.top, along the axis) to the baseline of the sheet's space over the highest
 * detent's. An attached sheet's baseline is the window's edge less what its visible
 * extent is measured above, a keyboard (`obstruction`) under a bottom sheet or the top
 * safe area (`safeTop`) over a top one, and its box reaches that far past the baseline
 * too: every frame in which something shows tells. A floating card's baseline is its
 * margin line, which the frame does not give; at rest the card shows whole, its extent
 * the distance to the baseline, so a resting frame tells.
 */
export function highestExtent(frame, side, floating, { obstruction, safeTop }) {
  if (!(frame.progress > 0.01)) return NaN;
  if (floating) return frame.state === 'resting' ? extentOf(frame.rect, side) / frame.progress : NaN;
  const beyond = side === 'bottom' ? obstruction : side === 'top' ? safeTop : 0;
  return (frame.height - beyond) / frame.progress + beyond;
}

/** Whether the box of a sheet on `edge` (the binding's, on `side` of the window) is the
 *  frame's rectangle, sized each frame, rather than laid out at the highest detent's
 *  extent and slid. */
export const sizedEachFrame = (side, edge, floating) => floating || side === 'top' || edge === 'leading';

/** The top-left corner of a box `along` points long on `side` whose free edge is the
 *  frame's, written into `into` ({ x, y }, refilled each frame) and returned. */
export function boxOrigin(rect, side, along, into) {
  into.x = side === 'left' ? rect.x + rect.width - along : rect.x;
  into.y = side === 'top' ? rect.y + rect.height - along : rect.y;
  return into;
}
