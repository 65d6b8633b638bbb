import { describe, expect, it } from 'vitest';
import { blocksText } from './markdown-ast.ts';

describe('blocksText', () => {
  it('reads paragraphs, list items, quotes and table cells as plain text, apart and without markup', () => {
    expect(
      blocksText([
        { t: 'p', c: [{ t: 'text', v: 'Send the ' }, { t: 'link', href: '/support/customer-support.html', c: [{ t: 'strong', c: [{ t: 'text', v: 'repair order' }] }] }, { t: 'text', v: '.' }] },
        { t: 'ul', tight: true, items: [[{ t: 'p', c: [{ t: 'text', v: 'One' }] }], [{ t: 'p', c: [{ t: 'text', v: 'Two' }] }]] },
        { t: 'quote', c: [{ t: 'p', c: [{ t: 'em', c: [{ t: 'text', v: 'Quoted\n text' }] }] }] },
        { t: 'hr' },
        { t: 'table', align: [null, null], head: [[{ t: 'text', v: 'Part' }], [{ t: 'text', v: 'Cost' }]], rows: [[[{ t: 'text', v: 'Sensor' }], [{ t: 'text', v: '$0' }]]] },
      ]),
    ).toBe('Send the repair order. One Two Quoted text Part Cost Sensor $0');
  });
});
