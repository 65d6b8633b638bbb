import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion, accordionTitle } from './accordion.tsx';
import { Tabs } from './tabs.tsx';

describe('accordion title (spec § 8)', () => {
  it('accepts a title of 74 characters', () => {
    const title = 'x'.repeat(74);
    expect(accordionTitle(title)).toBe(title);
    expect(accordionTitle('安'.repeat(74))).toBe('安'.repeat(74));
  });

  it("throws 'Title is required' for 75 characters or more, an empty title and no title", () => {
    expect(() => accordionTitle('x'.repeat(75))).toThrow(new Error('Title is required'));
    expect(() => accordionTitle('x'.repeat(120))).toThrow(new Error('Title is required'));
    expect(() => accordionTitle('')).toThrow(new Error('Title is required'));
    expect(() => accordionTitle('   ')).toThrow(new Error('Title is required'));
    expect(() => accordionTitle(undefined)).toThrow(new Error('Title is required'));
  });

  it('makes the component itself refuse such an item', () => {
    expect(() => renderToStaticMarkup(<Accordion items={[{ id: 'a', title: 'y'.repeat(75), content: 'x' }]} />)).toThrow(new Error('Title is required'));
  });
});

describe('accordion markup without script', () => {
  it('renders native <details> items carrying the site-search contract', () => {
    const html = renderToStaticMarkup(<Accordion headingLevel={3} defaultOpen={['b']} items={[{ id: 'a', title: 'Question A?', content: <p>Answer A.</p> }, { id: 'b', title: 'Question B?', content: <p>Answer B.</p> }]} />);
    expect(html).toBe(
      '<div class="accordion">' +
        '<details class="accordion__item" id="a" data-search-faq=""><summary class="accordion__trigger"><h3 class="accordion__heading"><span class="accordion__title" data-search-faq-question="">Question A?</span></h3><span class="accordion__icon" aria-hidden="true"></span></summary><div class="accordion__panel"><div class="accordion__answer" data-search-faq-answer=""><p>Answer A.</p></div></div></details>' +
        '<details class="accordion__item" id="b" data-search-faq="" open=""><summary class="accordion__trigger"><h3 class="accordion__heading"><span class="accordion__title" data-search-faq-question="">Question B?</span></h3><span class="accordion__icon" aria-hidden="true"></span></summary><div class="accordion__panel"><div class="accordion__answer" data-search-faq-answer=""><p>Answer B.</p></div></div></details>' +
        '</div>',
    );
  });
});

describe('tabs markup without script', () => {
  it('renders every panel as a section under its heading, in order', () => {
    const html = renderToStaticMarkup(<Tabs label="Ways" headingLevel={3} items={[{ id: 'p', title: 'Phone', content: <p>Call.</p> }, { id: 'm', title: 'Mail', content: <p>Write.</p> }]} />);
    expect(html).toBe(
      '<div class="tabs"><section class="tabs__section" id="p" aria-labelledby="p-title"><h3 class="tabs__section-title" id="p-title">Phone</h3><p>Call.</p></section>' +
        '<section class="tabs__section" id="m" aria-labelledby="m-title"><h3 class="tabs__section-title" id="m-title">Mail</h3><p>Write.</p></section></div>',
    );
  });
});
