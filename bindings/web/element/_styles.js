// _styles.js — the element's shadow styles, as one stylesheet made from script and
// adopted by every element's shadow root: a page under a Content-Security-Policy that
// allows no inline styles (style-src 'self') takes it. Where a sheet is and how big, which
// corners are round, how it is scaled and faded, and the backdrop's opacity are written
// each frame from the engine's frame; everything here only gives them a look, which the
// page tunes through the CSS custom properties below and the ::part() names. The sheet's
// side is its data-side (physical: what lies beyond its attached side, its shadow) and
// data-edge (logical: where its grabber and content go, so that the page's direction
// mirrors them as it mirrors the engine's sides).
//
//   --sheet-background      the sheet's background (Canvas, the page's colour scheme)
//   --sheet-color           its text colour (CanvasText)
//   --sheet-radius          its rounded corners' radius, over corner-radius (engine's frame)
//   --sheet-shadow          its shadow
//   --sheet-padding         the content's padding (0 16px)
//   --sheet-backdrop-color  the dimming layer's colour (#000), faded by backdrop-opacity
//   --sheet-grabber-color   the grabber's bar
//   --sheet-focus-color     the focus ring (Highlight)
//   --sheet-z-index         where browsers without the top layer put the sheet (1000)

const CSS = `
:host { display: contents; }
:host([hidden]) { display: none; }
.probe {
  position: fixed; top: 0; left: 0; visibility: hidden; pointer-events: none;
  padding-top: env(safe-area-inset-top, 0px); padding-bottom: env(safe-area-inset-bottom, 0px);
}
.layer {
  position: fixed; inset: 0; width: auto; height: auto; max-width: none; max-height: none;
  margin: 0; padding: 0; border: 0; background: transparent; color: var(--sheet-color, CanvasText);
  overflow: visible; pointer-events: none; z-index: var(--sheet-z-index, 1000);
}
` +
// A hidden sheet stays laid out, out of sight and out of reach, so that its content can
// be measured before it is presented; the top layer's own display: none is overridden.
`
.layer.off { visibility: hidden; }
.layer:not(:popover-open) { display: block; }
[part~="backdrop"] {
  position: fixed; inset: 0; background: var(--sheet-backdrop-color, #000); opacity: 0;
  pointer-events: none; touch-action: none;
}
[part~="backdrop"].dims { pointer-events: auto; }
[part~="sheet"] {
  position: fixed; top: 0; left: 0; margin: 0; box-sizing: border-box; width: 100vw; height: 100vh;
  pointer-events: auto; outline: none;
  background: var(--sheet-background, Canvas); color: var(--sheet-color, CanvasText);
  box-shadow: var(--sheet-shadow, 0 -6px 28px rgb(0 0 0 / 0.18));
  transform-origin: 50% 0; transform: translate3d(0, 100vh, 0); will-change: transform, opacity;
  touch-action: none; user-select: none; -webkit-user-select: none; overscroll-behavior: contain;
}
[part~="sheet"][data-side="top"] { box-shadow: var(--sheet-shadow, 0 6px 28px rgb(0 0 0 / 0.18)); }
[part~="sheet"][data-side="left"] { box-shadow: var(--sheet-shadow, 6px 0 28px rgb(0 0 0 / 0.18)); }
[part~="sheet"][data-side="right"] { box-shadow: var(--sheet-shadow, -6px 0 28px rgb(0 0 0 / 0.18)); }
[part~="sheet"][data-floats] { box-shadow: var(--sheet-shadow, 0 6px 28px rgb(0 0 0 / 0.22)); }
` +
// A card, a top sheet and a start sheet are their rectangle: what their content reaches
// beyond it is cut off, at the rounded corners too.
`
[part~="sheet"][data-floats], [part~="sheet"][data-side="top"], [part~="sheet"][data-edge="leading"] { overflow: clip; }
` +
// A side sheet moves along x: a vertical drag is the browser's, and scrolls its content.
`
[part~="sheet"][data-side="left"], [part~="sheet"][data-side="right"] { touch-action: pan-y; }
` +
// Beyond the side an attached sheet slides from, its background goes on: a sheet pulled
// past its highest detent shows no gap (nor a seam where a fraction of a pixel falls).
`
[part~="sheet"]:not([data-floats])::after { content: ""; position: absolute; background: inherit; }
[part~="sheet"][data-side="bottom"]::after { left: 0; right: 0; top: calc(100% - 1px); height: 100vh; }
[part~="sheet"][data-side="left"]::after { top: 0; bottom: 0; right: calc(100% - 1px); width: 100vw; }
[part~="sheet"][data-side="right"]::after { top: 0; bottom: 0; left: calc(100% - 1px); width: 100vw; }
` +
// A sheet another one covers is dimmed by the engine's overlay_alpha.
`
[part~="sheet"]::before {
  content: ""; position: absolute; inset: 0; z-index: 4; pointer-events: none;
  border-radius: inherit; background: #000; opacity: var(--_overlay, 0);
}
[part~="sheet"][data-side="bottom"]:not([data-floats])::before { bottom: -100vh; }
[part~="sheet"][data-side="left"]:not([data-floats])::before { left: -100vw; }
[part~="sheet"][data-side="right"]:not([data-floats])::before { right: -100vw; }
` +
// The content, laid out at the highest detent's extent (written from the frames), from
// the free edge of a bottom or end sheet or card: the grabber there, then the header and
// the content.
`
.body {
  position: absolute; top: 0; inset-inline-start: 0; box-sizing: border-box; width: 100%; height: 100%;
  display: grid; grid-template-columns: minmax(0, 1fr); grid-template-rows: auto auto minmax(0, 1fr);
  grid-template-areas: "grabber" "header" "content";
}
[part~="sheet"][data-side="bottom"]:not([data-floats]) > .body { padding-bottom: env(safe-area-inset-bottom, 0px); }
` +
// A top sheet's content begins at the top, below the safe area, and a start sheet's at
// the start side, where they are attached; the grabber rides the free edge, over what
// the content has there.
`
[part~="sheet"][data-side="top"] > .body, [part~="sheet"][data-edge="leading"] > .body { position: static; }
[part~="sheet"][data-side="top"] > .body {
  grid-template-rows: auto minmax(0, 1fr) auto; grid-template-areas: "header" "content" "footer";
}
[part~="sheet"][data-side="top"]:not([data-floats]) > .body { padding-top: env(safe-area-inset-top, 0px); }
[part~="sheet"][data-side="top"] [part~="grabber"] {
  position: absolute; left: 0; right: 0; bottom: 0; z-index: 3; background: var(--sheet-background, Canvas);
}
` +
// A side sheet's grabber is a column at its free edge: beside the header and the content
// of an end sheet, laid over them on a start sheet.
`
[part~="sheet"][data-side="left"] > .body, [part~="sheet"][data-side="right"] > .body {
  height: 100%; padding-top: 12px; grid-template-columns: auto minmax(0, 1fr); grid-template-rows: auto minmax(0, 1fr) auto;
  grid-template-areas: "grabber header" "grabber content" "grabber footer";
}
[part~="sheet"][data-edge="leading"] > .body {
  grid-template-columns: minmax(0, 1fr); grid-template-areas: "header" "content" "footer";
}
[part~="sheet"][data-edge="leading"] [part~="grabber"] {
  position: absolute; top: 0; bottom: 0; inset-inline-end: 0; z-index: 3; background: var(--sheet-background, Canvas);
}
[part~="grabber"] {
  grid-area: grabber; height: 24px; display: flex; align-items: center; justify-content: center;
  cursor: grab; outline: none;
}
[part~="sheet"][data-side="left"] [part~="grabber"], [part~="sheet"][data-side="right"] [part~="grabber"] {
  width: 24px; height: auto;
}
[part~="grabber"][hidden] { display: none; }
[part~="grabber"]:focus-visible [part~="grabber-bar"], [part~="grabber"]:focus-visible ::slotted(*) {
  outline: 2px solid var(--sheet-focus-color, Highlight); outline-offset: 4px;
}
[part~="grabber-bar"] {
  width: 40px; height: 5px; border-radius: 3px;
  background: var(--sheet-grabber-color, color-mix(in srgb, currentColor 28%, transparent));
}
[part~="sheet"][data-side="left"] [part~="grabber-bar"], [part~="sheet"][data-side="right"] [part~="grabber-bar"] {
  width: 5px; height: 40px;
}
[part~="header"] { grid-area: header; padding: var(--sheet-padding, 0 16px); }
[part~="header"].empty { display: none; }
[part~="content"] {
  grid-area: content; position: relative; min-height: 0; overflow: hidden;
  display: flex; flex-direction: column; padding: var(--sheet-padding, 0 16px);
}
` +
// Across a side sheet's axis the content is the browser's to scroll.
`
[part~="sheet"][data-side="left"] [part~="content"], [part~="sheet"][data-side="right"] [part~="content"] {
  overflow-y: auto; overscroll-behavior: contain;
}
.flow { flex: 1 1 auto; min-height: 0; display: flex; flex-direction: column; }
[part~="content"].paged > .flow { display: grid; grid-template-columns: minmax(0, 1fr); align-content: start; }
::slotted(*) { flex: none; }
::slotted([data-page]) { grid-area: 1 / 1; }
::slotted([data-sheet-scroll]) { flex: 1 1 0; min-height: 0; }
.end { flex: none; height: 0; }
` +
// On a bottom sheet, moved to the frame's footer top each frame, under the dimming of a
// covered sheet; on the other sides, the last row of the sheet.
`
[part~="footer"] {
  grid-area: footer; box-sizing: border-box; padding: var(--sheet-padding, 0 16px);
  background: var(--sheet-background, Canvas);
}
[part~="sheet"][data-side="bottom"] [part~="footer"] {
  position: absolute; top: 0; left: 0; right: 0; z-index: 1; will-change: transform;
}
[part~="footer"].empty { display: none; }
[part~="close-button"] {
  position: absolute; top: 4px; inset-inline-end: 12px; z-index: 5; font: inherit; font-size: 13px;
  padding: 2px 10px; border-radius: 999px; border: 1px solid currentColor; color: inherit;
  background: var(--sheet-background, Canvas); opacity: 0; pointer-events: none;
}
[part~="close-button"]:focus-visible { opacity: 1; pointer-events: auto; outline: 2px solid var(--sheet-focus-color, Highlight); }
[part~="close-button"][hidden] { display: none; }
`;

let shared = null;

/** Gives `root` the element's styles: the one constructed stylesheet every element
 *  shares, or, in a browser without constructable stylesheets, a <style> of its own
 *  (which a strict Content-Security-Policy refuses). */
export function adoptStyles(root) {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    if (!shared) {
      shared = new CSSStyleSheet();
      shared.replaceSync(CSS);
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
    return;
  }
  const style = document.createElement('style');
  style.textContent = CSS;
  root.prepend(style);
}
