// _frame-writer.js — one sheet's frame into the DOM: the sheet's transform, opacity and
// corner radius, the backdrop's opacity and whether it takes pointers, the dimming of a
// sheet another covers, the pages' cross-fade, the scroll offset the engine drives and
// the footer at its top. It writes only what changed since the frame before and reads no
// layout, so a frame costs the page style work alone.

/** The values last written, so that an unchanged one is not written again. */
class Written {
  visible = false;
  top = NaN;
  scale = NaN;
  opacity = NaN;
  backdropAlpha = NaN;
  dims = false;
  cornerRadius = NaN;
  overlayAlpha = NaN;
  highest = NaN;
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

  /** @param {import('./_content.js').ContentTracker} content */
  constructor(parts, content) {
    this.#parts = parts;
    this.#content = content;
  }

  /** Whether the sheet was last drawn on screen. */
  get visible() { return this.#written.visible; }
  /** Whether its backdrop was last drawn dimming (the sheet is modal then). */
  get dims() { return this.#written.dims; }
  /** The scale the sheet was last drawn at (1 before it was drawn). */
  get scale() { return Number.isNaN(this.#written.scale) ? 1 : this.#written.scale; }
  /** How far up the content was last drawn: the engine's content offset, taken by the
   *  scroller, or by the whole content when none scrolls (0 before it was drawn). */
  get contentOffset() { return Number.isNaN(this.#written.contentOffset) ? 0 : this.#written.contentOffset; }

  /** Draws `frame` (the binding's Frame). */
  write(frame) {
    const w = this.#written, p = this.#parts;
    const visible = frame.state !== 'hidden';
    if (visible !== w.visible) this.#show(visible);
    if (!visible) return;
    if (frame.top !== w.top || frame.scale !== w.scale) {
      w.top = frame.top;
      w.scale = frame.scale;
      p.sheet.style.transform = `translate3d(0, ${frame.top}px, 0) scale(${frame.scale})`;
    }
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
    if (frame.cornerRadius !== w.cornerRadius) p.sheet.style.setProperty('--_radius', `${w.cornerRadius = frame.cornerRadius}px`);
    if (frame.overlayAlpha !== w.overlayAlpha) p.sheet.style.setProperty('--_overlay', String(w.overlayAlpha = frame.overlayAlpha));
    // The highest detent's height, which the content is laid out for (a list scrolls in
    // what it leaves below the header): progress is the visible height over it.
    if (frame.progress > 0.01) {
      const highest = frame.height / frame.progress;
      if (!(Math.abs(highest - w.highest) < 0.5)) p.sheet.style.setProperty('--_highest', `${w.highest = highest}px`);
    }
    if (frame.grabberVisible !== w.grabberVisible) {
      // A grabber that goes (the sheet was left one detent) hands its focus to the sheet,
      // rather than to no element at all.
      const focused = !frame.grabberVisible && p.grabber.getRootNode().activeElement === p.grabber;
      p.grabber.hidden = !(w.grabberVisible = frame.grabberVisible);
      if (focused) p.sheet.focus({ preventScroll: true });
    }
    if (frame.contentOffset !== w.contentOffset) this.#scroll(w.contentOffset = frame.contentOffset);
    // The footer sits at footerTop in the page, inside the sheet's transform: its
    // distance from the sheet's top, unscaled. Drawn from this frame, with the sheet.
    if (this.#content.hasFooter) {
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
    if (!w.visible || Number.isNaN(w.contentOffset)) return;
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
