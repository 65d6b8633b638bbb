/**
 * Where the arrow keys, Home and End move focus in a row of controls (WAI-ARIA Authoring Practices: tabs move with
 * Left/Right, accordion headers with Up/Down; both wrap around and jump to the ends with Home/End).
 */

export type Orientation = 'horizontal' | 'vertical';

/** The index focus moves to for `key`, or null when the key is not one of the row's. */
export function rovingIndex(key: string, current: number, count: number, orientation: Orientation): number | null {
  if (count <= 0) return null;
  const previous = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
  const next = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
  switch (key) {
    case previous:
      return (current - 1 + count) % count;
    case next:
      return (current + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
