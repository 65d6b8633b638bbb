/**
 * A `:has()` on an element that holds every control of the page (<html>, <body>, <main>) looks only along a child
 * chain (`body:has(> .site-main > x-inventory-compare > .compare-tray--open)`), never at all its descendants.
 * Chromium re-checks such an element's `:has()` each time a state that any `:has()` argument names changes anywhere
 * below it (a radio checked, a <details> opened, a class toggled); with a descendant argument each check walks the
 * whole document. Five such rules on <html> and <body> cost the first colour click in Build & Price ~20 ms of style
 * recalculation at 4x CPU (issue 18). A child chain bounds the walk to a few elements; a state the page shows at its
 * root without such a path is a class set by its component (`html.modal-open`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const STYLES = join(import.meta.dirname, '../../../src/ui/styles');
/** A compound selector naming the root, the body or the main element, followed by `:has(`. */
const ROOT_HAS = /(?<![\w-])(html|body|:root|main|\.site-main)((?:\.[\w-]+|\[[^\]]*\])*):has\(/g;

/** The argument of the `:has(` that ends at `open` (the index just after its parenthesis). */
function argumentAt(css: string, open: number): string {
  let depth = 1;
  for (let index = open; index < css.length; index++) {
    if (css[index] === '(') depth++;
    if (css[index] === ')' && --depth === 0) return css.slice(open, index);
  }
  throw new Error(`Unbalanced :has( at ${open}`);
}

/** Whether the argument is a chain of child combinators from the subject (`> a > b.c`), with no descendant step. */
function isChildChain(argument: string): boolean {
  const steps = argument.trim().replace(/\s*>\s*/g, '>').split('>');
  return steps[0] === '' && steps.slice(1).every((step) => step !== '' && !/\s/.test(step));
}

describe(':has() on the page root', () => {
  it('looks only along a child chain in every stylesheet', () => {
    const bounded: string[] = [];
    const unbounded: string[] = [];
    for (const file of readdirSync(STYLES).filter((name) => name.endsWith('.css'))) {
      const css = readFileSync(join(STYLES, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      for (const match of css.matchAll(ROOT_HAS)) {
        const argument = argumentAt(css, (match.index ?? 0) + match[0].length);
        (isChildChain(argument) ? bounded : unbounded).push(`${file}: ${match[0]}${argument})`);
      }
    }
    expect(unbounded).toEqual([]);
    // The scan found the real rules: the phone price bar's and the compare tray's room below the page.
    expect(bounded.length).toBeGreaterThanOrEqual(4);
  });

  it('tells a child chain from a descendant argument', () => {
    expect(isChildChain('> .site-main > x-build-price > .bp--priced')).toBe(true);
    expect(isChildChain('>.a>.b[open]')).toBe(true);
    expect(isChildChain('.modal[open]')).toBe(false);
    expect(isChildChain('> .site-main .bp-bar')).toBe(false);
    expect(isChildChain('> .a, .b')).toBe(false);
  });
});
