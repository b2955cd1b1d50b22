// many-page.js — many.html's script: a hundred <libsheet-sheet> elements on one page,
// with requestAnimationFrame counted, for the test that they share one loop.

window.rafCalls = 0;
const native = window.requestAnimationFrame.bind(window);
window.requestAnimationFrame = (callback) => {
  window.rafCalls++;
  return native(callback);
};

const { LibsheetSheet } = await import('../libsheet-sheet.js');
for (let i = 0; i < 100; i++) {
  const sheet = document.createElement('libsheet-sheet');
  sheet.id = `sheet-${i}`;
  sheet.detents = '30% 60%';
  sheet.modal = false;
  sheet.textContent = `Sheet ${i + 1}`;
  document.body.append(sheet);
}
window.LibsheetSheet = LibsheetSheet;
document.documentElement.dataset.ready = 'true';
