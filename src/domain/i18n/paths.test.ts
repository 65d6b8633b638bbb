import { describe, expect, it } from 'vitest';
import { localizeHref, normalisePagePath, pageAddress, splitLanguage } from './paths.ts';

describe('splitLanguage', () => {
  it('reads the language prefix and keeps the rest of the path', () => {
    expect(splitLanguage('/es/find/a-retailer.html')).toEqual({ lang: 'es', path: '/find/a-retailer.html', explicit: true });
    expect(splitLanguage('/zh/')).toEqual({ lang: 'zh', path: '/', explicit: true });
    expect(splitLanguage('/en/index.html')).toEqual({ lang: 'en', path: '/index.html', explicit: true });
  });

  it('treats unprefixed paths and unknown two-letter segments as English', () => {
    expect(splitLanguage('/build.html')).toEqual({ lang: 'en', path: '/build.html', explicit: false });
    expect(splitLanguage('/fr/build.html')).toEqual({ lang: 'en', path: '/fr/build.html', explicit: false });
  });
});

describe('pageAddress (the language lookup)', () => {
  it('turns an internal content path into a translated .html address', () => {
    expect(pageAddress('/content/halden/en/support/customer-support', 'es')).toBe('/es/support/customer-support.html');
    expect(pageAddress('/content/halden/en/support/customer-support', 'zh')).toBe('/zh/support/customer-support.html');
    expect(pageAddress('/content/halden/en/support/customer-support', 'en')).toBe('/support/customer-support.html');
  });

  it('accepts public paths in any language and re-targets them', () => {
    expect(pageAddress('/es/find/a-retailer.html', 'zh')).toBe('/zh/find/a-retailer.html');
    expect(pageAddress('/find/a-retailer', 'en')).toBe('/find/a-retailer.html');
  });

  it('maps the home page to the language root', () => {
    expect(pageAddress('/', 'es')).toBe('/es/');
    expect(pageAddress('/index.html', 'en')).toBe('/');
    expect(pageAddress('/content/halden/zh/index', 'zh')).toBe('/zh/');
  });

  it('appends wcmmode=disabled when asked', () => {
    expect(pageAddress('/build', 'es', { wcmmodeDisabled: true })).toBe('/es/build.html?wcmmode=disabled');
  });

  it('refuses anything that is not a same-site path', () => {
    for (const bad of ['', 'support', '//evil.example/x', 'https://evil.example/', '/../etc/passwd', '/a/%2e%2e/b', '/a\\b', '/<script>', '/a b']) {
      expect(normalisePagePath(bad), bad).toBeNull();
    }
  });
});

describe('localizeHref', () => {
  it('adds the language prefix to site links and leaves services and external links alone', () => {
    expect(localizeHref('/find/a-retailer.html?zip=66952#map', 'es')).toBe('/es/find/a-retailer.html?zip=66952#map');
    expect(localizeHref('/', 'zh')).toBe('/zh/');
    expect(localizeHref('/services/dealers/by/zip?zipcode=1', 'es')).toBe('/services/dealers/by/zip?zipcode=1');
    expect(localizeHref('https://example.com/', 'es')).toBe('https://example.com/');
  });

  it('carries wcmmode=disabled onto internal page links only', () => {
    expect(localizeHref('/build.html', 'en', { wcmmodeDisabled: true })).toBe('/build.html?wcmmode=disabled');
    expect(localizeHref('/es/build.html?x=1', 'es', { wcmmodeDisabled: true })).toBe('/es/build.html?x=1&wcmmode=disabled');
    expect(localizeHref('/find/retailers.html#tx', 'zh', { embed: true })).toBe('/zh/find/retailers.html?view=embed#tx');
    expect(localizeHref('/services/dealers/all', 'es', { embed: true })).toBe('/services/dealers/all');
    expect(localizeHref('/libs/cq/i18n/dict.en.json', 'en', { wcmmodeDisabled: true })).toBe('/libs/cq/i18n/dict.en.json');
  });
});
