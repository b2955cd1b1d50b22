// _content.js — what a sheet holds, measured for the engine: the content's natural
// height (for `content` detents, followed with a ResizeObserver as it changes), the
// pages swapped in place (children with data-page), the scrollable element whose
// scrolling the engine drives (the child marked data-sheet-scroll, or else the first
// element that scrolls), with how far it scrolls, and the footer's height. Layout is
// read in the observer's callbacks and in commands, never in the frame loop.

const SCROLLER = '[data-sheet-scroll]';

export class ContentTracker {
  #element;
  #parts;
  #changed;
  #resize = null;
  #mutation = null;
  #scroller = null;
  #noScroller = false;    // looked for after layout and none scrolls, until the content changes
  #sideways = false;      // the sheet is on a side: the browser scrolls its content
  #scrollerStyle = null;  // the scroller's own overflow-y and touch-action, given back
  #pageIds = new Map();   // page name -> content id, never reused
  #pages = [];            // [{ id, name, node }] in the order of the markup
  #extent = 0;            // how far the scroller scrolls, as last measured

  /** @param {() => void} changed called when the height, the scroll extent or the pages
   *  may have changed */
  constructor(element, parts, changed) {
    this.#element = element;
    this.#parts = parts;
    this.#changed = changed;
  }

  get scroller() { return this.#scroller; }
  get pages() { return this.#pages; }
  /** How far the scroller scrolls, as last measured (scrollExtent()), for the frame
   *  loop, which reads no layout. */
  get extent() { return this.#extent; }
  /** Whether something is slotted into the footer. */
  get hasFooter() { return !this.#parts.footer.classList.contains('empty'); }

  connect() {
    // A resize may have made an element overflow (a list filled after the sheet opened):
    // the scroller is looked for again.
    this.#resize = new ResizeObserver(() => {
      this.#noScroller = false;
      this.#changed();
    });
    this.#mutation = new MutationObserver(() => this.#observe());
    this.#parts.contentSlot.addEventListener('slotchange', this.#slotted);
    this.#parts.headerSlot.addEventListener('slotchange', this.#slotted);
    this.#parts.footerSlot.addEventListener('slotchange', this.#slotted);
    this.#slotted();
  }

  disconnect() {
    this.#releaseScroller();
    this.#resize?.disconnect();
    this.#mutation?.disconnect();
    this.#resize = this.#mutation = null;
    this.#parts.contentSlot.removeEventListener('slotchange', this.#slotted);
    this.#parts.headerSlot.removeEventListener('slotchange', this.#slotted);
    this.#parts.footerSlot.removeEventListener('slotchange', this.#slotted);
  }

  #slotted = () => {
    const assigned = this.#parts.contentSlot.assignedElements({ flatten: true });
    this.#pages = assigned.filter((node) => node.hasAttribute('data-page')).map((node) => {
      const name = node.getAttribute('data-page');
      if (!this.#pageIds.has(name)) this.#pageIds.set(name, this.#pageIds.size + 1);
      return { id: this.#pageIds.get(name), name, node };
    });
    this.#parts.content.classList.toggle('paged', this.#pages.length > 0);
    this.#parts.header.classList.toggle('empty', this.#parts.headerSlot.assignedNodes({ flatten: true }).length === 0);
    this.#parts.footer.classList.toggle('empty', this.#parts.footerSlot.assignedNodes({ flatten: true }).length === 0);
    this.#releaseScroller();
    this.#observe();
  };

  /** Looks at the content again (handle-only changed: the scroller is the browser's to
   *  scroll while only the handle drags the sheet). */
  reattach() {
    if (this.#resize) this.#slotted();
  }

  /** The sheet went to a side, or came back from one: a side sheet's content scrolls
   *  across its axis, by the browser, and nothing is handed between it and the sheet. */
  setSideways(sideways) {
    if (sideways === this.#sideways) return;
    this.#sideways = sideways;
    this.reattach();
  }

  // Every slotted element, the header and the grabber change the natural height; the
  // scroller's children change how far it scrolls; the footer's size is its height.
  #observe() {
    if (!this.#resize) return;
    this.#resize.disconnect();
    this.#mutation.disconnect();
    this.#noScroller = false;
    this.#resize.observe(this.#parts.grabber);
    this.#resize.observe(this.#parts.header);
    this.#resize.observe(this.#parts.content);
    this.#resize.observe(this.#parts.footer);
    for (const node of this.#parts.contentSlot.assignedElements({ flatten: true })) this.#resize.observe(node);
    const own = (node) => node.closest(this.#element.localName) === this.#element;
    const scroller = this.#handsOff() ? null : this.#scroller ?? [...this.#element.querySelectorAll(SCROLLER)].find(own);
    if (scroller) this.#adopt(scroller);
    this.#changed();
  }

  // With handle-only, a drag on the content is the content's, and on a side sheet a
  // scroll across it is the browser's: nothing is handed off.
  #handsOff() {
    return this.#sideways || this.#element.hasAttribute('handle-only');
  }

  #adopt(scroller) {
    if (this.#scroller !== scroller) {
      this.#releaseScroller();
      this.#scrollerStyle = [scroller.style.overflowY, scroller.style.touchAction];
    }
    this.#scroller = scroller;
    // The engine scrolls it: the browser must neither pan it under a finger nor scroll it
    // on its own, which the engine would not know of.
    scroller.style.overflowY = 'hidden';
    scroller.style.touchAction = 'none';
    this.#resize.observe(scroller);
    for (const child of scroller.children) this.#resize.observe(child);
    this.#mutation.observe(scroller, { childList: true });
  }

  #releaseScroller() {
    const scroller = this.#scroller;
    if (!scroller) return;
    [scroller.style.overflowY, scroller.style.touchAction] = this.#scrollerStyle;
    scroller.style.translate = '';
    this.#scroller = this.#scrollerStyle = null;
  }

  /** The first element of the content that scrolls, when none is marked; looked for
   *  after layout, once per change of the content (its slot, its elements, their sizes). */
  findScroller() {
    if (this.#scroller || this.#noScroller || !this.#resize || this.#handsOff()) return this.#scroller;
    const queue = [...this.#parts.contentSlot.assignedElements({ flatten: true })];
    while (queue.length) {
      const node = queue.shift();
      if (node.localName === this.#element.localName) continue;   // a sheet of its own
      if (node.scrollHeight > node.clientHeight + 1 && /^(auto|scroll)$/.test(getComputedStyle(node).overflowY)) {
        this.#adopt(node);
        return node;
      }
      queue.push(...node.children);
    }
    this.#noScroller = true;
    return null;
  }

  /** How far the scroller scrolls, in points (0 without one). */
  scrollExtent() {
    const scroller = this.findScroller();
    this.#extent = scroller ? Math.max(0, scroller.scrollHeight - scroller.clientHeight) : 0;
    return this.#extent;
  }

  /** The footer's height as laid out, in points (0 without one). */
  footerHeight() {
    return this.hasFooter ? this.#parts.footer.offsetHeight : 0;
  }

  /** The height the content wants: the grabber, the header and the content part down to
   *  the end of what is slotted into it, as laid out now. A top sheet's content begins
   *  below the safe area, which the engine adds, and its grabber is laid over its free
   *  edge, which it must not hide. */
  naturalHeight() {
    const { content, end, body, grabber, sheet } = this.#parts;
    const padding = parseFloat(getComputedStyle(content).paddingBottom) || 0;
    const height = content.offsetTop + end.offsetTop + padding;
    if (sheet.dataset.side !== 'top') return height;
    const safeArea = parseFloat(getComputedStyle(body).paddingTop) || 0;
    return height - safeArea + (grabber.hidden ? 0 : grabber.offsetHeight);
  }

  /** The content id of a page's name (0: none, or a name no page has). */
  pageId(name) {
    return name === null ? this.#pages[0]?.id ?? 0 : this.#pages.find((p) => p.name === name)?.id ?? 0;
  }

  /** The natural height with page `id` shown alone: measured by showing it and hiding
   *  the others for the time of one layout. */
  heightWithPage(id) {
    const shown = this.#pages.map((page) => [page.node, page.node.hidden]);
    for (const page of this.#pages) page.node.hidden = page.id !== id;
    const height = this.naturalHeight();
    for (const [node, hidden] of shown) node.hidden = hidden;
    return height;
  }
}
