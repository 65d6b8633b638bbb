/**
 * The stylesheets change layout only at the spec's breakpoints (DECISIONS.md): the layout's min-width set
 * sm 0 / md 401 / lg 901 / xl 1201, and max-width queries just below them (400, 900, 1200). Container queries size a
 * component by its own width (the video player) and are not page breakpoints.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const STYLES = join(import.meta.dirname, '../../../src/ui/styles');
const MIN_WIDTHS = new Set([401, 901, 1201]);
const MAX_WIDTHS = new Set([400, 900, 1200]);

describe('layout breakpoints', () => {
  it('are only the spec set in every @media query of every stylesheet', () => {
    const found: string[] = [];
    const off: string[] = [];
    for (const file of readdirSync(STYLES).filter((name) => name.endsWith('.css'))) {
      const css = readFileSync(join(STYLES, file), 'utf8');
      for (const media of css.matchAll(/@media[^{]*\{/g)) {
        for (const [, kind, width] of media[0].matchAll(/\((min|max)-width:\s*(\d+)px\)/g)) {
          const allowed = kind === 'min' ? MIN_WIDTHS : MAX_WIDTHS;
          found.push(`${kind} ${width}`);
          if (!allowed.has(Number(width))) off.push(`${file}: ${media[0].trim()}`);
        }
      }
    }
    expect(off).toEqual([]);
    // The scan read real queries: the layout's main breakpoint is used throughout.
    expect(found.filter((query) => query === 'min 901').length).toBeGreaterThan(20);
  });
});
