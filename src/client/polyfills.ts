/**
 * Polyfills for what the site's markup relies on and not every browser in use has (loaded only by a browser that
 * lacks one of them, by the page's head script, src/domain/platform/head-script.ts):
 * - invoker commands: a `<button commandfor="id" command="show-modal">` opens the disclaimer dialog `id` and
 *   `command="close"` closes it (Chromium 135, Firefox 144, Safari 26.2 have them natively);
 * - `<dialog closedby="any">`: a click on the backdrop closes the dialog (light dismiss).
 * Without this a visitor on an older browser still reads every disclaimer as a footnote at the foot of the page.
 */
const hasCommands = 'command' in HTMLButtonElement.prototype;
const hasClosedBy = 'closedBy' in HTMLDialogElement.prototype;
// What was filled in, for support staff and tests to see.
document.documentElement.dataset.polyfills = [hasCommands ? '' : 'commands', hasClosedBy ? '' : 'closedby'].filter(Boolean).join(' ');

if (!hasCommands) {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
    if (!(target instanceof HTMLButtonElement) || target.disabled) return;
    const dialog = document.getElementById(target.getAttribute('commandfor') ?? '');
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = target.getAttribute('command');
    if (command === 'show-modal' && !dialog.open) {
      event.preventDefault();
      dialog.showModal();
      // The native command returns focus to its invoker when the dialog closes; so does this one.
      dialog.addEventListener('close', () => target.focus(), { once: true });
    } else if (command === 'close' && dialog.open) {
      event.preventDefault();
      dialog.close();
    }
  });
}

if (!hasClosedBy) {
  document.addEventListener('click', (event) => {
    const dialog = event.target;
    if (!(dialog instanceof HTMLDialogElement) || !dialog.open || dialog.getAttribute('closedby') !== 'any') return;
    // A click on the dialog element itself, outside its box, is a click on the backdrop.
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
}

export {};
