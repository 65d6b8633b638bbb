import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sitePages } from '#domain/platform/site-map.ts';
import { EMBEDS } from './embeds.tsx';
import { loadContent } from './loader.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writes files (path → text) under a fresh directory; `*` in a path stands for each language. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    for (const lang of path.includes('*') ? ['en', 'es', 'zh'] : [null]) {
      const file = join(dir, lang ? path.replace('*', lang) : path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text.replaceAll('{lang}', lang ?? ''));
    }
  }
  return dir;
}

const page = (front: string, body = 'Text.') => `---\n${front}\n---\n\n${body}\n`;
const load = (dir: string) => loadContent({ dir, brand: 'Halden', sitePages: sitePages('Halden') });
const file = (dir: string, path: string) => relative(process.cwd(), join(dir, path));

describe('loading content', () => {
  it('gives a site-map page its authored text and makes a file at a new path a new page, with its flags', () => {
    const dir = tree({
      '*/support/privacy-policies.md': page('title: Privacy {lang}\ndescription: About {brand} {lang}'),
      '*/owners/winter-driving.md': page('title: Winter {lang}\ndescription: Tips {lang}\nsection: owners\nnav: true\ngeogate: true', '## Snow\n\n::link-list{pages="privacy /owners/recalls.html"}'),
    });
    const store = load(dir);
    const privacy = store.pages.find((item) => item.key === 'privacy');
    expect(privacy).toMatchObject({ path: '/support/privacy-policies.html', section: 'support', footer: true });
    expect(privacy?.text?.es).toEqual({ title: 'Privacy es', description: 'About Halden es' });
    const winter = store.pages.at(-1);
    expect(winter).toEqual({
      key: 'content:/owners/winter-driving.html',
      path: '/owners/winter-driving.html',
      section: 'owners',
      nav: true,
      geogate: true,
      text: { en: { title: 'Winter en', description: 'Tips en' }, es: { title: 'Winter es', description: 'Tips es' }, zh: { title: 'Winter zh', description: 'Tips zh' } },
    });
    expect(store.pages).toHaveLength(sitePages('Halden').length + 1);
    expect(store.page('content:/owners/winter-driving.html', 'zh')?.nodes).toEqual([
      { t: 'md', blocks: [{ t: 'h', level: 2, id: 'snow', c: [{ t: 'text', v: 'Snow' }] }] },
      { t: 'embed', name: 'link-list', data: { keys: ['privacy', 'recalls'] } },
    ]);
    expect(store.readsRequest('privacy')).toBe(false);
  });

  it("reads the page's shell flags from its front matter", () => {
    const dir = tree({ '*/support/kiosk.md': page('title: Kiosk\ndescription: Kiosk\nflags:\n  hideNavigation: true\n  hideFooter: true\n  hideBackTo: false') });
    expect(load(dir).page('content:/support/kiosk.html', 'es')?.flags).toEqual({ hideNavigation: true, hideFooter: true, hideBackTo: false });
    const plain = tree({ '*/support/plain.md': page('title: Plain\ndescription: Plain') });
    expect(load(plain).page('content:/support/plain.html', 'en')?.flags).toEqual({});
  });

  it('marks a page whose embeds read the request, and lists its sections when it asks for a table of contents', () => {
    const dir = tree({ '*/support/customer-support.md': page('title: Help\ndescription: Help\ntoc: true', '## One\n\n## Two\n\n::form{id="contact"}') });
    const store = load(dir);
    expect(store.readsRequest('customerSupport')).toBe(true);
    expect(store.page('customerSupport', 'en')?.toc).toEqual([
      { id: 'one', title: 'One' },
      { id: 'two', title: 'Two' },
    ]);
  });

  it('stops with the file and line of a malformed file', () => {
    const missing = tree({ 'en/a.md': page('title: A\ndescription: A'), 'es/a.md': page('title: A\ndescription: A') });
    expect(() => load(missing)).toThrow(`${file(missing, 'en/a.md')}:1: /a.html has no zh version: add ${join(missing, 'zh', 'a.md')}`);

    const embed = tree({ '*/a.md': page('title: A\ndescription: A', 'Intro\n\n::slideshow{id="x"}') });
    expect(() => load(embed)).toThrow(`${file(embed, 'en/a.md')}:8: unknown embed "slideshow": the embeds are ${Object.keys(EMBEDS).join(', ')}`);

    const long = tree({ '*/a.md': page('title: A\ndescription: A', `:::accordion\n### Short?\nYes.\n### ${'x'.repeat(75)}\nNo.\n:::`) });
    expect(() => load(long)).toThrow(`${file(long, 'en/a.md')}:9: Title is required: an accordion title needs 1 to 74 characters ("${'x'.repeat(75)}" has 75)`);

    const front = tree({ '*/a.md': page('title: A\ndescription: A\ncolour: blue') });
    expect(() => load(front)).toThrow(`${file(front, 'en/a.md')}:4: unknown front matter "colour": use title, description, geogate, hero, flags, section, nav, hidden, toc`);

    const badFlag = tree({ '*/a.md': page('title: A\ndescription: A\nflags:\n  hideHeader: true') });
    expect(() => load(badFlag)).toThrow(`${file(badFlag, 'en/a.md')}:5: unknown "flags.hideHeader": use hideNavigation, hideRibbon, hideFooter, hideFixedNavigation, hideBackTo`);
    const flagText = tree({ '*/a.md': page('title: A\ndescription: A\nflags:\n  hideFooter: yes') });
    expect(() => load(flagText)).toThrow(`${file(flagText, 'en/a.md')}:5: "flags.hideFooter" must be true or false`);

    const noTitle = tree({ '*/a.md': page('description: A') });
    expect(() => load(noTitle)).toThrow(`${file(noTitle, 'en/a.md')}:1: the front matter needs "title"`);

    const flags = tree({ 'en/a.md': page('title: A\ndescription: A\ngeogate: true'), 'es/a.md': page('title: A\ndescription: A\ngeogate: true'), 'zh/a.md': page('title: A\ndescription: A') });
    expect(() => load(flags)).toThrow(`${file(flags, 'zh/a.md')}:1: "geogate" must be the same in every language (${file(flags, 'en/a.md')} says true)`);

    const nav = tree({ '*/a.md': page('title: A\ndescription: A\nnav: true') });
    expect(() => load(nav)).toThrow(`${file(nav, 'en/a.md')}:4: "nav: true" needs a section the menu lists (vehicles, shopping, owners), not "utility"`);

    const links = tree({ '*/a.md': page('title: A\ndescription: A', '::cards{pages="privacy nowhere"}') });
    expect(() => load(links)).toThrow(`${file(links, 'en/a.md')}:6: no page "nowhere": name pages by site-map key (privacy) or path (/support/privacy-policies.html)`);

    const attrs = tree({ '*/a.md': page('title: A\ndescription: A', '::video{id="brand-film" autoplay}') });
    expect(() => load(attrs)).toThrow(`${file(attrs, 'en/a.md')}:6: "video" does not take autoplay (it takes id)`);

    const form = tree({ '*/a.md': page('title: A\ndescription: A', '::form{id="nope"}') });
    expect(() => load(form)).toThrow(new RegExp(`^${file(form, 'en/a.md')}:6: no form "nope": the forms are quote, testDrive, contact`));

    const name = tree({ '*/Support/A.md': page('title: A\ndescription: A') });
    expect(() => load(name)).toThrow(`${file(name, 'en/Support/A.md')}:1: the file name segment "Support" must be lower-case letters, digits and dashes (it becomes the address)`);
  });

  it('refuses a content directory that does not exist', () => {
    expect(() => loadContent({ dir: '/nonexistent/content', brand: 'Halden', sitePages: [] })).toThrow('The content directory "/nonexistent/content" does not exist (CONTENT_DIR)');
  });

  it('loads the project content: every page in all three languages', () => {
    const store = loadContent({ dir: 'content', brand: 'Halden', sitePages: sitePages('Halden') });
    const keys = [...new Set(store.all().map((item) => item.key))].sort();
    expect(keys).toEqual(expect.arrayContaining(['accolades', 'airbagRecall', 'customerSupport', 'privacy', 'shareTheLove', 'terms', 'ugcTerms', 'vehicleResources']));
    expect(store.all()).toHaveLength(keys.length * 3);
  });
});
