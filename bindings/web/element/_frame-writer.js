// _frame-writer.js — one sheet's frame into the DOM: where its box is, how big and which
// way it faces (_placement.js: from frame.rect, edge and corners), its scale, opacity and
// rounded corners, the backdrop's opacity and whether it takes pointers, the dimming of a
// sheet another covers, the pages' cross-fade, the scroll offset the engine drives and
// the footer at its top. It writes only what changed since the frame before and reads no
// layout, so a frame costs the page style work alone (and the layout of a box that is
// sized each frame, whose content keeps its size).

import {
  ORIGINS, boxOrigin, extentOf, floats, highestExtent, isVertical, sideOf, sizedEachFrame, spanOf,
} from './_placement.js';

/** The values last written, so that an unchanged one is not written again. */
class Written {
  visible = false;
  side = '';
  edge = '';
  floats = false;
  x = NaN;
  y = NaN;
  along = NaN;    // the box's extent along its axis
  span = NaN;     // and across it
  extent = NaN;   // the content's extent along the axis: the highest detent's
  scale = NaN;
  opacity = NaN;
  backdropAlpha = NaN;
  dims = false;
  cornerRadius = NaN;
  corners = -1;   // the rounded corners, as a mask
  overlayAlpha = NaN;
  contentOffset = NaN;
  footerY = NaN;
  grabberVisible = false;
  contentId = -1;
  contentAlpha = NaN;
  outgoingContentId = -1;
  outgoingContentAlpha = NaN;
}

export class FrameWriter {
  #parts;
  #content;
  #written = new Written();
  #origin = { x: 0, y: 0 };   // the box's corner, refilled each frame

  /** @param {import('./_content.js').ContentTracker} content */
  constructor(parts, content) {
    this.#parts = parts;
    this.#content = content;
  }

  /** Whether the sheet was last drawn on screen. */
  get visible() { return this.#written.visible; }
  /** Whether its backdrop was last drawn dimming (the sheet is modal then). */
  get dims() { return this.#written.dims; }
  /** The side of the window the sheet was last drawn on: bottom, top, left, right ('' before). */
  get side() { return this.#written.side; }
  /** The scale the sheet was last drawn at (1 before it was drawn). */
  get scale() { return Number.isNaN(this.#written.scale) ? 1 : this.#written.scale; }
  /** How far up the content was last drawn: the engine's content offset, taken by the
   *  scroller, or by the whole content when none scrolls (0 before it was drawn). */
  get contentOffset() { return Number.isNaN(this.#written.contentOffset) ? 0 : this.#written.contentOffset; }

  /** Draws `frame` (the binding's Frame) with what the page says around it, `around`:
   *  { direction, obstruction, safeTop, width, height } (the engine's layout direction,
   *  the keyboard it was told, its viewport's top safe area and size). */
  write(frame, around) {
    const w = this.#written, p = this.#parts;
    const visible = frame.state !== 'hidden';
    if (visible !== w.visible) this.#show(visible);
    if (!visible) return;
    this.#place(frame, around);
    if (frame.opacity !== w.opacity) p.sheet.style.opacity = w.opacity = frame.opacity;
    if (frame.backdropAlpha !== w.backdropAlpha) {
      p.backdrop.style.opacity = w.backdropAlpha = frame.backdropAlpha;
      // Above an undimmed detent the page behind takes the pointers; while it dims, the
      // sheet is modal.
      const dims = frame.backdropAlpha > 0;
      if (dims !== w.dims) {
        w.dims = dims;
        p.backdrop.classList.toggle('dims', dims);
        p.sheet.setAttribute('aria-modal', String(dims));
      }
    }
    const { topLeft, topRight, bottomRight, bottomLeft } = frame.corners;
    const corners = (topLeft ? 1 : 0) | (topRight ? 2 : 0) | (bottomRight ? 4 : 0) | (bottomLeft ? 8 : 0);
    if (frame.cornerRadius !== w.cornerRadius || corners !== w.corners) {
      w.cornerRadius = frame.cornerRadius;
      w.corners = corners;
      const radius = `var(--sheet-radius, ${frame.cornerRadius}px)`;
      p.sheet.style.borderRadius = [topLeft, topRight, bottomRight, bottomLeft].map((round) => (round ? radius : '0')).join(' ');
    }
    if (frame.overlayAlpha !== w.overlayAlpha) p.sheet.style.setProperty('--_overlay', String(w.overlayAlpha = frame.overlayAlpha));
    if (frame.grabberVisible !== w.grabberVisible) {
      // A grabber that goes (the sheet was left one detent) hands its focus to the sheet,
      // rather than to no element at all.
      const focused = !frame.grabberVisible && p.grabber.getRootNode().activeElement === p.grabber;
      p.grabber.hidden = !(w.grabberVisible = frame.grabberVisible);
      if (focused) p.sheet.focus({ preventScroll: true });
    }
    if (frame.contentOffset !== w.contentOffset) this.#scroll(w.contentOffset = frame.contentOffset);
    // The footer of a bottom sheet sits at footerTop in the page, inside the sheet's
    // transform: its distance from the sheet's top, unscaled. Drawn from this frame, with
    // the sheet. On the other sides it is the sheet's last row.
    if (this.#content.hasFooter && w.side === 'bottom') {
      const footerY = (frame.footerTop - frame.top) / frame.scale;
      if (footerY !== w.footerY) p.footer.style.transform = `translate3d(0, ${w.footerY = footerY}px, 0)`;
    }
    if (frame.contentId !== w.contentId || frame.contentAlpha !== w.contentAlpha
        || frame.outgoingContentId !== w.outgoingContentId || frame.outgoingContentAlpha !== w.outgoingContentAlpha) {
      w.contentId = frame.contentId;
      w.contentAlpha = frame.contentAlpha;
      w.outgoingContentId = frame.outgoingContentId;
      w.outgoingContentAlpha = frame.outgoingContentAlpha;
      this.#fadePages();
    }
  }

  // The box: its side, its size along and across the axis, where it is and its scale,
  // and the extent its content is laid out at.
  #place(frame, around) {
    const w = this.#written, { sheet, body, grabber, footer } = this.#parts;
    const side = sideOf(frame.edge, around.direction), floating = floats(frame.corners);
    if (side !== w.side || frame.edge !== w.edge || floating !== w.floats) {
      w.side = side;
      w.edge = frame.edge;
      w.floats = floating;
      sheet.dataset.side = side;
      sheet.dataset.edge = frame.edge;
      sheet.toggleAttribute('data-floats', floating);
      sheet.style.transformOrigin = ORIGINS[side];
      grabber.setAttribute('aria-orientation', isVertical(side) ? 'vertical' : 'horizontal');
      // Another side: every size is the other way round, written again.
      sheet.style.width = sheet.style.height = body.style.width = body.style.height = footer.style.transform = '';
      w.along = w.span = w.extent = w.x = w.y = w.footerY = NaN;
    }
    const vertical = isVertical(side), rect = frame.rect;
    // The highest detent's extent, which the content is laid out for (a list scrolls in
    // what it leaves below the header), the window's length until a frame tells it:
    // rewritten when it moves by half a point or more.
    const told = highestExtent(frame, side, floating, around);
    const highest = Number.isFinite(told) ? told : Number.isNaN(w.extent) ? (vertical ? around.height : around.width) : w.extent;
    if (!(Math.abs(highest - w.extent) < 0.5)) body.style[vertical ? 'height' : 'width'] = `${w.extent = highest}px`;
    // A sliding box is as long as that; a card or a top sheet is its rectangle.
    const along = sizedEachFrame(side, frame.edge, floating) ? extentOf(rect, side) : w.extent;
    if (along !== w.along) sheet.style[vertical ? 'height' : 'width'] = `${w.along = along}px`;
    const span = spanOf(rect, side);
    if (span !== w.span) sheet.style[vertical ? 'width' : 'height'] = `${w.span = span}px`;
    const { x, y } = boxOrigin(rect, side, along, this.#origin);
    if (x !== w.x || y !== w.y || frame.scale !== w.scale) {
      w.x = x;
      w.y = y;
      w.scale = frame.scale;
      sheet.style.transform = `translate3d(${x}px, ${y}px, 0) scale(${frame.scale})`;
    }
  }

  /** Draws the pages again (after the page's markup changed). */
  refreshPages() {
    if (this.#written.visible) this.#fadePages();
  }

  #show(visible) {
    const { layer, backdrop, sheet } = this.#parts;
    this.#written = new Written();
    this.#written.visible = visible;
    backdrop.classList.remove('dims');
    sheet.setAttribute('aria-modal', 'false');
    layer.classList.toggle('off', !visible);
    if (typeof layer.showPopover !== 'function' || !layer.isConnected) return;
    if (visible && !layer.matches(':popover-open')) layer.showPopover();
    if (!visible && layer.matches(':popover-open')) layer.hidePopover();
  }

  /** Puts back what the browser scrolled on its own (a focused field brought into
   *  view, a search): the engine drives the content's offset, and knows nothing of it. */
  restoreScroll() {
    const w = this.#written;
    // A side sheet's content is the browser's to scroll.
    if (!w.visible || Number.isNaN(w.contentOffset) || !isVertical(w.side)) return;
    if (this.#parts.content.scrollTop !== 0) this.#parts.content.scrollTop = 0;
    const scroller = this.#content.scroller;
    if (scroller) {
      const inRange = this.#inRange(w.contentOffset);
      if (scroller.scrollTop !== inRange) scroller.scrollTop = inRange;
    }
  }

  // The engine's offset within the scroller's range is its scrollTop; beyond it (the
  // content rubber-banding at an end, the last of it brought out from under the footer,
  // a focused field brought above a keyboard), the scroller itself is shifted. Content
  // without a scroller is shifted whole.
  #scroll(offset) {
    const scroller = this.#content.scroller;
    if (!scroller) {
      this.#parts.flow.style.translate = offset === 0 ? '' : `0 ${-offset}px`;
      return;
    }
    if (this.#parts.flow.style.translate) this.#parts.flow.style.translate = '';
    const inRange = this.#inRange(offset);
    scroller.scrollTop = inRange;
    scroller.style.translate = offset === inRange ? '' : `0 ${inRange - offset}px`;
  }

  // The range is the scroller's own as last measured, not the engine's, which adds the
  // footer's height to it.
  #inRange(offset) {
    return Math.min(Math.max(offset, 0), this.#content.extent);
  }

  #fadePages() {
    const w = this.#written;
    for (const page of this.#content.pages) {
      const alpha = page.id === w.contentId ? w.contentAlpha : page.id === w.outgoingContentId ? w.outgoingContentAlpha : 0;
      if (page.node.hidden !== (alpha === 0)) page.node.hidden = alpha === 0;
      const opacity = alpha === 1 ? '' : String(alpha);
      if (page.node.style.opacity !== opacity) page.node.style.opacity = opacity;
    }
  }
}
