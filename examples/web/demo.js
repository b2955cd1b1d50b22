// demo.js — libsheet on a web page, each sheet a <libsheet-sheet> in index.html: a
// container with four pages and a sheet pushed over it, a maps sheet whose list hands
// its scrolling to the sheet (a floating card at the start side on a wide window), a
// panel that goes when dragged below its auto-dismiss height, a gallery of transitions
// with an animator written in JavaScript, a basket whose heights change while it is
// open, a review that asks before it closes, settings in a side sheet at the end side
// and notifications from the top. What is left here is the page's part: buttons, the
// lists, the answers, the status line, and the settings: reduced motion, whether the
// page recedes behind the sheets, and which way it runs.
import { LibsheetSheet, configure, registerAnimator } from '../../bindings/web/element/libsheet-sheet.js';

const $ = (selector) => document.querySelector(selector);
const say = (text) => { $('#status').textContent = text; };

// ---- the animator written in JavaScript ------------------------------------------------
// "Swing": the sheet overshoots its target and swings back like a door on a spring,
// growing from 94% as it comes.
registerAnimator('demo.swing', {
  params: [
    { name: 'duration', default: 0.8, min: 0.1, max: 5 },
    { name: 'swing', default: 0.35, min: 0, max: 0.9 },
  ],
  create({ from, to }, { duration, swing }) {
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

// ---- what the sheets say, on the status line -------------------------------------------
const failures = [];
document.addEventListener('sheet-did-present', (e) => say(`${e.target.label}: presented at detent ${e.detail.detent + 1}`));
document.addEventListener('sheet-detent-change', (e) => say(`${e.target.label}: to detent ${e.detail.detent + 1}`));
document.addEventListener('sheet-did-dismiss', (e) => say(`${e.target.label}: dismissed by ${e.detail.reason}`));
document.addEventListener('sheet-animator-fail', (e) => {
  failures.push(e.detail);
  say(`${e.target.label}: animator “${e.detail.animator}” failed (${e.detail.failure}); the engine's spring finished the motion`);
});

// ---- reduced motion: the system's setting, or the box's until the setting changes -------
const reduceMotion = $('#reduce-motion'), systemSetting = matchMedia('(prefers-reduced-motion: reduce)');
reduceMotion.checked = systemSetting.matches;
reduceMotion.addEventListener('change', () => configure({ reduceMotion: reduceMotion.checked }));
systemSetting.addEventListener('change', () => {
  reduceMotion.checked = systemSetting.matches;
  configure({ reduceMotion: 'system' });
});

// ---- settings at the end side, notifications from the top ------------------------------
// Right to left mirrors the page, and the engine's sides with it: the settings sheet,
// open, goes to the other side at once.
$('#open-settings').addEventListener('click', () => $('#settings-sheet').show());
$('#open-notifications').addEventListener('click', () => $('#notifications-sheet').show());
$('#right-to-left').addEventListener('change', (event) => {
  document.documentElement.dir = event.target.checked ? 'rtl' : 'ltr';
});

// ---- the container: four pages, and details pushed over it -----------------------------
const container = $('#container-sheet');
const turn = (step) => {
  const page = ((Number(container.page) - 1 + step + 4) % 4) + 1;
  container.page = String(page);
  $('#page-number').textContent = `${page} / 4`;
};
$('#open-container').addEventListener('click', () => container.show());
$('#page-next').addEventListener('click', () => turn(1));
$('#page-previous').addEventListener('click', () => turn(-1));
$('#open-details').addEventListener('click', () => $('#details-sheet').show());

// ---- the maps sheet's places --------------------------------------------------------------
const kinds = [['Café', 'cafe'], ['Books', 'books'], ['Park', 'park'], ['Bakery', 'bakery'], ['Museum', 'museum']];
for (let i = 0; i < 30; i++) {
  const [kind, style] = kinds[i % kinds.length];
  const item = document.createElement('li'), text = document.createElement('span');
  const name = document.createElement('b'), detail = document.createElement('small');
  item.className = style;
  name.textContent = `${kind} ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? 2 : ''}`;
  detail.textContent = `${(0.2 + i * 0.15).toFixed(1)} km · open until ${17 + (i % 6)}:00`;
  text.append(name, detail);
  item.append(document.createElement('i'), text);
  $('#places').append(item);
}

// ---- the panel: says when its presentation has completed ---------------------------------
$('#open-panel').addEventListener('click', async () => {
  if (await $('#panel-sheet').show()) say('Quick settings: presented, the 0.2 s slide completed');
});

// ---- the gallery: one sheet, the transition picked ------------------------------------------
const gallery = $('#gallery-sheet');
$('.gallery').addEventListener('click', async (e) => {
  const button = e.target.closest('[data-transition]');
  if (!button) return;
  if (gallery.open) await gallery.close();
  gallery.transition = button.dataset.transition;
  $('#gallery-title').textContent = button.textContent;
  gallery.show();
});

// ---- the basket: heights that change while it is open ------------------------------------
// Fitted to its content while it is short (each item added raises the sheet); once it is
// long, two heights, the full one at once, and a list that scrolls before the sheet moves.
const basket = $('#basket-sheet'), basketItems = $('#basket-items');
const catalogue = [['Linen shirt', 69], ['Canvas tote', 25], ['Umbrella', 39], ['Wool socks', 12], ['Cap', 22], ['Scarf', 35]];
const LONG = 5;
function basketChanged() {
  const count = basketItems.children.length;
  const total = [...basketItems.children].reduce((sum, item) => sum + Number(item.dataset.price), 0);
  $('#basket-count').textContent = count ? `${count} item${count > 1 ? 's' : ''}` : 'empty';
  $('#basket-total').textContent = count ? `Total ${total} €` : 'Add something: the sheet grows with the basket.';
  const long = count > LONG;
  if (long === basketItems.classList.contains('long')) return;
  basketItems.classList.toggle('long', long);
  if (long) {
    basket.detents = '50% 92%';
    basket.contentInteraction = 'scrolls';
    basket.detent = 1;
  } else {
    basket.contentInteraction = null;
    basket.detents = 'content';
  }
}
$('#basket-add').addEventListener('click', () => {
  const [name, price] = catalogue[basketItems.children.length % catalogue.length];
  const item = document.createElement('li'), text = document.createElement('span');
  const title = document.createElement('b'), detail = document.createElement('small');
  item.dataset.price = String(price);
  title.textContent = name;
  detail.textContent = `${price} €`;
  text.append(title, detail);
  item.append(document.createElement('i'), text);
  basketItems.append(item);
  basketChanged();
});
$('#basket-clear').addEventListener('click', () => {
  basketItems.replaceChildren();
  basketChanged();
});
$('#open-basket').addEventListener('click', () => basket.show());

// ---- the review: asks before unsaved words go ---------------------------------------------
// While something is written, a request to close (a drag away, a tap outside, Escape, the
// close button) waits for the page's own answer: a sheet pushed over the review.
// excerpt begins
const review = $('#review-sheet'), reviewForm = $('#review-form'), discard = $('#discard-sheet');
const unsaved = () => [...new FormData(reviewForm).values()].some((value) => String(value).trim() !== '');
let decide = null;   // settles the open question: true lets the review go
const answer = (yes) => {
  decide?.(yes);
  decide = null;
};
review.addEventListener('sheet-request-close', (event) => {
  if (!unsaved()) return;   // nothing to lose: it closes at once
  event.detail.waitUntil(new Promise((resolve) => {
    decide = resolve;
    discard.show();
  }));
});
$('#discard-yes').addEventListener('click', () => { answer(true); discard.close('discard'); });
$('#discard-keep').addEventListener('click', () => { answer(false); discard.close('keep'); });
// Dismissed any other way (dragged, back): keep writing.
discard.addEventListener('sheet-will-dismiss', () => answer(false));
// excerpt ends
reviewForm.addEventListener('input', () => {
  $('#review-state').textContent = unsaved() ? 'Not sent yet' : 'Nothing written yet';
});
// Sent: the page's own close(), which is never asked.
reviewForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  if (await review.close('sent')) say('Write a review: sent, thank you');
});
review.addEventListener('sheet-did-dismiss', () => {
  reviewForm.reset();
  $('#review-state').textContent = 'Nothing written yet';
});
$('#open-review').addEventListener('click', () => review.show());

// ---- the page recedes behind the sheets, or not -------------------------------------------------
const receding = [container, $('#details-sheet'), $('#panel-sheet'), gallery, basket, review, discard];
$('#recede').addEventListener('change', (event) => {
  for (const sheet of receding) sheet.scaleBackground = event.target.checked ? '#app' : null;
});

// ---- scenes ----------------------------------------------------------------------------------
const scenes = {
  container: [container, $('#details-sheet')],
  maps: [$('#maps-sheet')],
  panel: [$('#panel-sheet')],
  transitions: [gallery],
  live: [basket, review, discard],
};
let sceneName = null;
function show(name) {
  if (name === sceneName) return;
  for (const sheet of scenes[sceneName] ?? []) sheet.close('scene');
  for (const section of document.querySelectorAll('.scene')) section.hidden = section.dataset.scene !== name;
  for (const button of document.querySelectorAll('[data-scenario]')) button.setAttribute('aria-pressed', String(button.dataset.scenario === name));
  sceneName = name;
  if (name === 'maps') $('#maps-sheet').show();
  history.replaceState(null, '', `#${name}`);
}
$('.bar nav').addEventListener('click', (e) => {
  const name = e.target.closest('[data-scenario]')?.dataset.scenario;
  if (name) show(name);
});
show(scenes[location.hash.slice(1)] ? location.hash.slice(1) : 'container');
window.sheetDemo = { show, failures, loop: LibsheetSheet.loopStats, get sceneName() { return sceneName; } };
document.documentElement.dataset.ready = 'true';
