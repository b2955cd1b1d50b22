// What the binding's tests share: the module under test (LIBSHEET_WASM, or the
// repository's build/wasm32/libsheet.wasm), compiled once, and a phone-sized engine.
import { SheetModule } from '../sheet.js';

export const WASM = process.env.LIBSHEET_WASM ?? new URL('../../../build/wasm32/libsheet.wasm', import.meta.url);

/** A fresh instance of the module: every test file starts with clean memory. */
export const loadModule = () => SheetModule.load(WASM);

/** An engine of `module` with a 390 x 844 viewport, safe areas 47 and 34 (an iPhone's). */
export function phone(module, options = {}) {
  return module.createEngine({ viewport: [390, 844, 47, 34], ...options });
}

export const HALF_AND_FULL = [{ fraction: 0.5 }, { fraction: 1 }];
// 844 - 47 = 797 points available: half shows 398.5 (top 445.5), full rises to 47.
export const TOP_AT_HALF = 445.5;
export const TOP_AT_FULL = 47;

/** Drags `sheet` from `fromY` by `dy` points in `steps` moves at 60 Hz, from `t`; lifts
 *  the finger after `pause` seconds. Returns the time of the lift. */
export function drag(sheet, { fromY, dy, steps, t, pause = 0, x = 195 }) {
  const hit = sheet.pointerDown(x, fromY, t);
  let y = fromY;
  for (let i = 1; i <= steps; i++) {
    t += 1 / 60;
    y = fromY + (dy * i) / steps;
    sheet.pointerMove(x, y, t);
  }
  t += pause;
  sheet.pointerUp(x, y, t);
  return { hit, t };
}

export const summary = (events) => events.map((e) => [e.type, e.detent, e.reason]);
