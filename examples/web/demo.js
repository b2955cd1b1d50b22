// demo.js — libsheet on a web page: a container with four pages and a sheet pushed over
// it, a maps sheet whose list hands its scrolling to the sheet, a panel that goes when
// dragged below its auto-dismiss height, and a gallery of transitions with an animator
// written in JavaScript, registered at run time.
import { Sheet, SheetHost } from './dom-sheet.js';

const $ = (selector) => document.querySelector(selector);
const status = $('#status');

const engine = await Sheet.load(new URL('../../build/wasm32/libsheet.wasm', import.meta.url));
const reduceMotionBox = $('#reduce-motion');
const host = new SheetHost(engine, {
  safeAreaProbe: $('#safe-area-probe'),
  page: $('#app'),
  onEvent(event) {
    if (event.type === 'reduceMotion') {
      reduceMotionBox.checked = event.reduce;
      return;
    }
    const name = event.sheet ? names.get(event.sheet) ?? 'sheet' : 'sheet';
    if (event.type === 'animatorFailed') {
      say(`${name}: animator “${event.animator}” failed (${event.failure}); the engine's spring finished the motion`);
    } else if (['didPresent', 'didDismiss', 'detentChanged'].includes(event.type)) {
      const detail = event.type === 'didDismiss' ? `by ${event.reason}` : `at detent ${event.detent + 1}`;
      say(`${name}: ${event.type} ${detail}`);
    }
  },
});
reduceMotionBox.checked = host.reduceMotionQuery.matches;
reduceMotionBox.addEventListener('change', () => {
  host.reduceMotionOverride = reduceMotionBox.checked;
  host.followReducedMotion();
});
// A change of the system setting wins over the box.
host.reduceMotionQuery.addEventListener('change', () => {
  host.reduceMotionOverride = null;
  host.followReducedMotion();
});

const names = new Map();   // Sheet -> a name for the status line
function say(text) { status.textContent = text; }
const now = () => host.now();
const available = () => engine.viewport.height - engine.viewport.safeTop;

// Shows a hidden element long enough to measure it.
function measure(element, inside = []) {
  const hidden = [element, ...inside].map((e) => [e, e.hidden]);
  const visibility = element.style.visibility;
  element.style.visibility = 'hidden';
  for (const [e] of hidden) e.hidden = false;
  const height = inside.length ? inside.at(-1).offsetHeight : element.offsetHeight;
  for (const [e, was] of hidden) e.hidden = was;
  element.style.visibility = visibility;
  return height;
}

// ---- the animator written in JavaScript ------------------------------------------------
// "Swing": the sheet overshoots its target and swings back like a door on a spring,
// growing from 94% as it comes. Registered the first time the gallery needs it.
let swingRegistered = false;
function registerSwing() {
  if (swingRegistered) return;
  engine.registerAnimator('demo.swing', {
    params: [
      { name: 'duration', default: 0.8, min: 0.1, max: 5 },
      { name: 'swing', default: 0.35, min: 0, max: 0.9 },
    ],
    create(motion, { duration, swing }) {
      const { from, to } = motion;
      const omega = (2 * Math.PI * 1.5) / duration;        // one and a half swings
      const decay = -Math.log(0.02) / duration;            // 2% left at the end
      return {
        sample(elapsed) {
          const t = Math.min(elapsed, duration);
          const wave = Math.exp(-decay * t) * (Math.cos(omega * t) + (1 - swing) * Math.sin(omega * t) * 0.3);
          const p = t >= duration ? 1 : 1 - wave;
          const fadeIn = Math.min(1, t / (duration * 0.2));
          const settle = Math.min(1, Math.max(0, p));
          return {
            top: from.top + (to.top - from.top) * p,
            opacity: from.opacity + (to.opacity - from.opacity) * fadeIn,
            backdropAlpha: from.backdropAlpha + (to.backdropAlpha - from.backdropAlpha) * settle,
            scale: from.scale + (to.scale - from.scale) * settle + (1 - settle) * (from.top < to.top ? 0 : -0.06),
            velocity: (to.top - from.top) * (decay * wave),
            finished: t >= duration,
          };
        },
      };
    },
  });
  swingRegistered = true;
  say('registered the JavaScript animator “demo.swing”');
}

// ---- scenarios ----------------------------------------------------------------------------
const scenes = {
  container: {
    enter() {
      const element = $('#container-sheet'), pages = [...element.querySelectorAll('.page')];
      const sheet = engine.createSheet({
        detents: ['content'], grabber: 'show', cornerRadius: 18, backdropAlpha: 0.45, backdropTap: 'dismiss',
        present: { animator: 'spring', params: { response: 0.45, damping_ratio: 0.8 } }, userTag: 1,
      });
      let page = 1;
      // The sheet fits the page: grabber, the page's own height, the footer.
      const fit = (n) => {
        const pageHeight = measure(element, [element.querySelector('.pages'), pages[n - 1]]);
        element.querySelector('.pages').style.height = `${pageHeight}px`;
        return 24 + pageHeight + measure(element, [element.querySelector('.sheet-footer')]);
      };
      const show = (n) => {
        page = n;
        $('#page-number').textContent = `${n} / 4`;
        sheet.setContent(n, fit(n), now());
        host.wake();
      };
      const details = engine.createSheet({
        detents: [{ fraction: 0.55 }], cornerRadius: 18, backdropAlpha: 0.3, stack: 'push', grabber: 'show', userTag: 2,
      });
      const container = host.add(sheet, {
        element, backdrop: $('#container-backdrop'), label: 'Container',
        // A new width reflows the page: the sheet follows its new height.
        onContent: () => sheet.setContentHeight(fit(page), now()),
      });
      const detailsDom = host.add(details, { element: $('#details-sheet'), backdrop: $('#details-backdrop'), label: 'Details' });
      names.set(sheet, 'container').set(details, 'details');
      show(1);
      const listeners = [
        [$('#open-container'), (e) => container.present(0, e.currentTarget)],
        [$('#page-next'), () => show(page % 4 + 1)],
        [$('#page-previous'), () => show((page + 2) % 4 + 1)],
        [$('#open-details'), (e) => detailsDom.present(0, e.currentTarget)],
      ];
      for (const [button, handler] of listeners) button.addEventListener('click', handler);
      return {
        sheets: { container, details: detailsDom },
        open: () => container.present(0),
        leave() {
          for (const [button, handler] of listeners) button.removeEventListener('click', handler);
          host.remove(detailsDom);
          host.remove(container);
        },
      };
    },
  },

  maps: {
    enter() {
      const element = $('#maps-sheet'), list = $('#places');
      if (!list.children.length) {
        const kinds = [['Café', '#f5b07a'], ['Books', '#9fb4f5'], ['Park', '#8ec5a4'], ['Bakery', '#e5c07b'], ['Museum', '#c49ff5']];
        for (let i = 0; i < 30; i++) {
          const [kind, color] = kinds[i % kinds.length];
          const item = document.createElement('li');
          item.innerHTML = `<i style="background:${color}"></i><span><b>${kind} ${String.fromCharCode(65 + i % 26)}${i >= 26 ? 2 : ''}</b><small>${(0.2 + i * 0.15).toFixed(1)} km · open until ${17 + (i % 6)}:00</small></span>`;
          list.append(item);
        }
      }
      const sheet = engine.createSheet({
        detents: [{ points: 200 }, { fraction: 0.9 }], dismissible: false, largestUndimmedDetent: 0,
        backdropTap: 'collapse', backdropAlpha: 0.3, cornerRadius: 14, grabber: 'show', userTag: 3,
      });
      names.set(sheet, 'maps');
      const maps = host.add(sheet, {
        element, backdrop: $('#maps-backdrop'), label: 'Places',
        // The list shows what the full detent leaves below the header; the rest scrolls.
        onContent() {
          const header = 24 + measure(element, [element.querySelector('.maps-header')]);
          const shown = Math.max(0, 0.9 * available() - header - engine.viewport.safeBottom);
          element.querySelector('.list-viewport').style.height = `${shown}px`;
          const length = measure(element, [list]);
          sheet.setScrollExtent(Math.max(0, length - shown), now());
        },
      });
      maps.present(0);
      return { sheets: { maps }, open: () => maps.present(0), leave: () => host.remove(maps) };
    },
  },

  panel: {
    enter() {
      const height = Math.min(490, available() - 20);
      const slide = { animator: 'slide', params: { duration: 0.2, curve: 0 } };
      const sheet = engine.createSheet({
        detents: [{ points: height }], dismissHeight: Math.min(300, height - 40), backdropTap: 'none',
        present: slide, dismiss: slide, settle: slide, cornerRadius: 22, grabber: 'show', userTag: 4,
      });
      names.set(sheet, 'panel');
      const element = $('#panel-sheet');
      element.querySelector('.dismiss-line').style.top = `${height - Math.min(300, height - 40)}px`;
      const panel = host.add(sheet, { element, backdrop: $('#panel-backdrop'), label: 'Quick settings' });
      const open = (e) => panel.present(0, e?.currentTarget);
      $('#open-panel').addEventListener('click', open);
      return {
        sheets: { panel }, open,
        leave() { $('#open-panel').removeEventListener('click', open); host.remove(panel); },
      };
    },
  },

  transitions: {
    enter() {
      const params = {
        fade: { duration: 0.3 }, slide: { duration: 0.35 }, spring: { response: 0.45, damping_ratio: 0.7 },
        'demo.swing': { duration: 0.8, swing: 0.35 },
      };
      let current = null;
      const scene = { sheets: {} };
      const pick = (animator, opener) => {
        if (animator === 'demo.swing') registerSwing();
        if (current) host.remove(current);
        const transition = { animator, params: params[animator] };
        const sheet = engine.createSheet({
          detents: [{ points: Math.min(390, available() - 20) }], present: transition, dismiss: transition,
          cornerRadius: 20, grabber: 'show', userTag: 5,
        });
        names.set(sheet, animator);
        $('#gallery-title').textContent = { fade: 'Fade', slide: 'Slide up', spring: 'Spring', 'demo.swing': 'Swing, in JavaScript' }[animator];
        current = host.add(sheet, { element: $('#gallery-sheet'), backdrop: $('#gallery-backdrop'), label: 'Transition' });
        scene.sheets.gallery = current;
        current.present(0, opener);
      };
      const clicked = (e) => { const animator = e.target.closest('[data-animator]')?.dataset.animator; if (animator) pick(animator, e.target.closest('button')); };
      $('.gallery').addEventListener('click', clicked);
      scene.open = () => pick('slide');
      scene.pick = pick;
      scene.leave = () => { $('.gallery').removeEventListener('click', clicked); if (current) host.remove(current); };
      return scene;
    },
  },
};

let active = null, activeName = null;
function show(name) {
  if (name === activeName) return;
  active?.leave();
  for (const section of document.querySelectorAll('.scene')) section.hidden = section.dataset.scene !== name;
  for (const button of document.querySelectorAll('[data-scenario]')) button.setAttribute('aria-pressed', String(button.dataset.scenario === name));
  activeName = name;
  active = scenes[name].enter();
  host.wake();
  history.replaceState(null, '', `#${name}`);
}
document.querySelector('.bar nav').addEventListener('click', (e) => {
  const name = e.target.closest('[data-scenario]')?.dataset.scenario;
  if (name) show(name);
});
show(scenes[location.hash.slice(1)] ? location.hash.slice(1) : 'container');
window.sheetDemo = { engine, host, show, get scene() { return active; }, get sceneName() { return activeName; } };
document.documentElement.dataset.ready = 'true';
