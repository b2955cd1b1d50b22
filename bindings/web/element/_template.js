// _template.js — the element's shadow tree: its parts and slots, made once per element.
//
//   .probe                     reads env(safe-area-inset-*) for the page's viewport
//   .layer                     the top-layer popover (where supported) holding the rest
//     [part=backdrop]          the dimming layer, full window
//     [part=sheet]             role=dialog; placed, sized, scaled and faded by the engine's
//                              frame (_placement.js), its side in data-side (bottom, top,
//                              left, right) and data-edge (bottom, top, leading,
//                              trailing), data-floats on a floating card
//       .body                  laid out at the highest detent's extent from where lines
//                              begin (the top, the start side): a grid of
//         [part=grabber]       role=slider: the detents as a value, arrows and Enter move
//                              it; at the free edge
//           <slot name=handle> a handle of the page's own, instead of [part=grabber-bar]
//         [part=header]        <slot name=header>, the dialog's name when there is no label
//         [part=content]       clips .flow, which holds the default <slot>, then .end,
//                              whose offset is the content's natural height; .flow is
//                              moved up by the engine's content offset when nothing in
//                              it scrolls (a focused field kept above a keyboard)
//         [part=footer]        <slot name=footer>: drawn at the frame's footer top,
//                              pinned to the visible bottom of a bottom sheet
//       [part=close-button]    <slot name=close>: shown on keyboard focus, for
//                              assistive technology

const HTML = `
<div class="probe" aria-hidden="true"></div>
<div class="layer off">
  <div part="backdrop" aria-hidden="true"></div>
  <div part="sheet" role="dialog" tabindex="-1" data-side="bottom" data-edge="bottom">
    <div class="body">
      <div part="grabber" role="slider" tabindex="0" aria-orientation="vertical" hidden>
        <slot name="handle"><div part="grabber-bar"></div></slot>
      </div>
      <div part="header" id="header"><slot name="header"></slot></div>
      <div part="content"><div class="flow"><slot></slot><div class="end"></div></div></div>
      <div part="footer" class="empty"><slot name="footer"></slot></div>
    </div>
    <button part="close-button" type="button" hidden><slot name="close">Close</slot></button>
  </div>
</div>`;

let template = null;

/** Fills `root` with a fresh copy of the tree and returns its nodes by role. */
export function buildParts(root) {
  if (!template) {
    template = document.createElement('template');
    template.innerHTML = HTML.trim();
  }
  root.append(template.content.cloneNode(true));
  const find = (selector) => root.querySelector(selector);
  const layer = find('.layer');
  // The top layer keeps a sheet above everything on the page, whatever its z-index and
  // transformed ancestors, in the order the sheets were presented.
  if (typeof layer.showPopover === 'function') layer.popover = 'manual';
  return {
    probe: find('.probe'),
    layer,
    backdrop: find('[part~="backdrop"]'),
    sheet: find('[part~="sheet"]'),
    body: find('.body'),
    grabber: find('[part~="grabber"]'),
    header: find('[part~="header"]'),
    headerSlot: find('slot[name="header"]'),
    content: find('[part~="content"]'),
    flow: find('.flow'),
    contentSlot: find('.flow > slot'),
    end: find('.end'),
    footer: find('[part~="footer"]'),
    footerSlot: find('slot[name="footer"]'),
    closeButton: find('[part~="close-button"]'),
  };
}
