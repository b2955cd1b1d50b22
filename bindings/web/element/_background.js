// _background.js — the page behind the sheets, receded as the engine says
// (frame.background) while a sheet with scale-background is up: each element of the page
// that a shown sheet names is scaled about its top centre, moved down and its corners
// rounded, in the same animation frame as the sheets, so that it moves in step with a
// drag. An element no sheet names any more, or that the engine leaves as it is, gets
// its own inline styles back. Like the sheets' frames, it writes only what changed and
// reads no layout.

/** What was last written into one element, and the inline styles it had before. */
class Receded {
  scale = NaN;
  offset = NaN;
  cornerRadius = NaN;
  frame = 0;

  constructor(element) {
    const { style } = element;
    this.own = [style.transform, style.transformOrigin, style.borderRadius];
  }

  restore(element) {
    [element.style.transform, element.style.transformOrigin, element.style.borderRadius] = this.own;
  }
}

export class BackgroundWriter {
  #receded = new Map();   // element -> Receded
  #frame = 0;

  /** Starts a frame: the elements the shown sheets name are then given to write(), and
   *  end() gives back the others. */
  begin() { this.#frame++; }

  /** Draws `element` as `background` says (the binding's frame.background). */
  write(element, { scale, offset, cornerRadius }) {
    let receded = this.#receded.get(element);
    if (scale === 1 && offset === 0 && cornerRadius === 0) {
      if (receded) {
        receded.restore(element);
        this.#receded.delete(element);
      }
      return;
    }
    if (!receded) {
      receded = new Receded(element);
      this.#receded.set(element, receded);
      // Scaled about its top centre (the viewport's, for an element that fills it from
      // the top): its top edge then lands at `offset`.
      element.style.transformOrigin = '50% 0';
    }
    receded.frame = this.#frame;
    if (scale !== receded.scale || offset !== receded.offset) {
      receded.scale = scale;
      receded.offset = offset;
      element.style.transform = `translateY(${offset}px) scale(${scale})`;
    }
    if (cornerRadius !== receded.cornerRadius) element.style.borderRadius = `${receded.cornerRadius = cornerRadius}px`;
  }

  /** Ends a frame: an element not written in it is given back its own styles. */
  end() {
    for (const [element, receded] of this.#receded) {
      if (receded.frame === this.#frame) continue;
      receded.restore(element);
      this.#receded.delete(element);
    }
  }

  /** Gives every element back its own styles (no element is left on the page). */
  clear() {
    this.begin();
    this.end();
  }
}
