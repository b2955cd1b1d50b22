// _styles.js — the element's shadow styles, as one stylesheet made from script and
// adopted by every element's shadow root: a page under a Content-Security-Policy that
// allows no inline styles (style-src 'self') takes it. Where a sheet is, how it is
// scaled and faded, and the backdrop's opacity are written each frame from the engine's
// frame; everything here only gives them a look, which the page tunes through the CSS
// custom properties below and the ::part() names.
//
//   --sheet-background      the sheet's background (Canvas, the page's colour scheme)
//   --sheet-color           its text colour (CanvasText)
//   --sheet-radius          its top corners' radius, over corner-radius (engine's frame)
//   --sheet-shadow          its shadow
//   --sheet-padding         the content's padding (0 16px)
//   --sheet-max-width       how wide it grows, centred (640px)
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
/* A hidden sheet stays laid out, out of sight and out of reach, so that its content can
   be measured before it is presented; the top layer's own display: none is overridden. */
.layer.off { visibility: hidden; }
.layer:not(:popover-open) { display: block; }
[part~="backdrop"] {
  position: fixed; inset: 0; background: var(--sheet-backdrop-color, #000); opacity: 0;
  pointer-events: none; touch-action: none;
}
[part~="backdrop"].dims { pointer-events: auto; }
[part~="sheet"] {
  position: fixed; top: 0; left: 0; right: 0; margin: 0 auto; box-sizing: border-box;
  max-width: var(--sheet-max-width, 640px); height: var(--_highest, 100vh);
  display: flex; flex-direction: column; pointer-events: auto; outline: none;
  background: var(--sheet-background, Canvas); color: var(--sheet-color, CanvasText);
  border-radius: var(--sheet-radius, var(--_radius, 12px)) var(--sheet-radius, var(--_radius, 12px)) 0 0;
  box-shadow: var(--sheet-shadow, 0 -6px 28px rgb(0 0 0 / 0.18));
  padding-bottom: env(safe-area-inset-bottom, 0px);
  transform-origin: 50% 0; transform: translate3d(0, 100vh, 0); will-change: transform, opacity;
  touch-action: none; user-select: none; -webkit-user-select: none; overscroll-behavior: contain;
}
/* Below the sheet, its background goes on: a sheet pulled above its highest detent
   shows no gap. */
[part~="sheet"]::after {
  content: ""; position: absolute; left: 0; right: 0; top: 100%; height: 100vh; background: inherit;
}
/* A sheet another one covers is dimmed by the engine's overlay_alpha. */
[part~="sheet"]::before {
  content: ""; position: absolute; inset: 0 0 -100vh 0; z-index: 2; pointer-events: none;
  border-radius: inherit; background: #000; opacity: var(--_overlay, 0);
}
[part~="grabber"] {
  flex: none; height: 24px; display: flex; align-items: center; justify-content: center;
  cursor: grab; outline: none;
}
[part~="grabber"][hidden] { display: none; }
[part~="grabber"]:focus-visible [part~="grabber-bar"], [part~="grabber"]:focus-visible ::slotted(*) {
  outline: 2px solid var(--sheet-focus-color, Highlight); outline-offset: 4px;
}
[part~="grabber-bar"] {
  width: 40px; height: 5px; border-radius: 3px;
  background: var(--sheet-grabber-color, color-mix(in srgb, currentColor 28%, transparent));
}
[part~="header"] { flex: none; padding: var(--sheet-padding, 0 16px); }
[part~="header"].empty { display: none; }
[part~="content"] {
  position: relative; flex: 1 1 auto; min-height: 0; overflow: hidden;
  display: flex; flex-direction: column; padding: var(--sheet-padding, 0 16px);
}
.flow { flex: 1 1 auto; min-height: 0; display: flex; flex-direction: column; }
[part~="content"].paged > .flow { display: grid; grid-template-columns: minmax(0, 1fr); align-content: start; }
::slotted(*) { flex: none; }
::slotted([data-page]) { grid-area: 1 / 1; }
::slotted([data-sheet-scroll]) { flex: 1 1 0; min-height: 0; }
.end { flex: none; height: 0; }
/* Moved to the frame's footer top each frame, under the dimming of a covered sheet. */
[part~="footer"] {
  position: absolute; top: 0; left: 0; right: 0; z-index: 1; box-sizing: border-box;
  padding: var(--sheet-padding, 0 16px); background: var(--sheet-background, Canvas); will-change: transform;
}
[part~="footer"].empty { display: none; }
[part~="close-button"] {
  position: absolute; top: 4px; right: 12px; z-index: 3; font: inherit; font-size: 13px;
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
