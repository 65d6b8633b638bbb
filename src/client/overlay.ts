/**
 * The page overlay for islands (the phone menu drives it with CSS alone). Showing is immediate; hiding waits
 * the spec's 200 ms and fades over 600 ms, both in layout.css so reduced motion can turn them off.
 */

export function setOverlayVisible(visible: boolean): void {
  document.querySelector<HTMLElement>('.page-overlay')?.classList.toggle('is-visible', visible);
}

export function toggleOverlay(): boolean {
  const visible = !document.querySelector('.page-overlay')?.classList.contains('is-visible');
  setOverlayVisible(visible);
  return visible;
}
