import { describe, expect, it } from 'vitest';
import { ChunkLoadError, CssChunkLoadError, chunkName } from './chunk-errors.ts';
import { detectContentMode } from './content-mode.ts';
import { DisclaimerRegistry, isDisclaimerId } from './disclaimers.ts';
import { brandSlug, sitePages } from './site-map.ts';

describe('detectContentMode', () => {
  const authorHosts = ['localhost', 'author.halden.example'];
  const mode = (host: string, cookie?: string, query?: string) => detectContentMode({ host, cookie, query, authorHosts });

  it('is live on a publish host whatever the flags say', () => {
    expect(mode('www.halden.example', 'edit')).toBe('live');
    expect(mode('www.halden.example', undefined, 'edit')).toBe('live');
  });

  it('is author on an author host (localhost counts) without an edit flag', () => {
    expect(mode('localhost:3000')).toBe('author');
    expect(mode('author.halden.example')).toBe('author');
  });

  it('is editor on an author host with the edit flag from cookie or query, and preview with preview', () => {
    expect(mode('localhost:3000', 'edit')).toBe('editor');
    expect(mode('author.halden.example', undefined, 'edit')).toBe('editor');
    expect(mode('localhost', 'preview')).toBe('preview');
  });

  it('is live whenever wcmmode=disabled is asked for', () => {
    expect(mode('localhost', 'edit', 'disabled')).toBe('live');
  });
});

describe('disclaimer ids', () => {
  it('registers digit-only ids and numbers them in order of first use', () => {
    const registry = new DisclaimerRegistry();
    expect(registry.register('12')).toBe(1);
    expect(registry.register(3)).toBe(2);
    expect(registry.register('12')).toBe(1);
    expect(registry.ids).toEqual(['12', '3']);
  });

  it('refuses ids that are not digits only, and stores nothing for them', () => {
    const registry = new DisclaimerRegistry();
    for (const bad of ['abc', '1a', '', ' 1', '-1', '1.5', 1.5, -1, null, undefined]) {
      expect(isDisclaimerId(bad), String(bad)).toBe(false);
      expect(registry.register(bad)).toBeNull();
    }
    expect(registry.ids).toEqual([]);
  });
});

describe('chunk load errors', () => {
  it("read 'Loading chunk N failed' with the failure type", () => {
    const error = new ChunkLoadError(chunkName('/assets/retailer-finder-Ab3dE5fG.js'), 'timeout', '/assets/retailer-finder-Ab3dE5fG.js');
    expect(error.message).toBe('Loading chunk retailer-finder failed.\n(timeout: /assets/retailer-finder-Ab3dE5fG.js)');
    expect(new ChunkLoadError('x', 'missing', '/x.js').message).toMatch(/^Loading chunk x failed\.\n\(missing: /);
  });

  it('give stylesheet failures the code CSS_CHUNK_LOAD_FAILED', () => {
    expect(new CssChunkLoadError('/assets/a.css').code).toBe('CSS_CHUNK_LOAD_FAILED');
  });
});

describe('site map', () => {
  it('names the letters page after the brand', () => {
    expect(brandSlug('Halden')).toBe('halden');
    expect(brandSlug('Ñandú Motors')).toBe('nandu-motors');
    expect(sitePages('Halden').find((page) => page.key === 'dearBrand')?.path).toBe('/owners/dear-halden.html');
  });

  it('has every fixed path of the spec', () => {
    const paths = sitePages('Halden').map((page) => page.path);
    for (const path of [
      '/support/privacy-policies.html',
      '/support/terms-and-conditions/ugc.html',
      '/support/terms-and-conditions.html',
      '/vehicle-info/local-inventory.html',
      '/vehicle-info/local-inventory/compare.html',
      '/vehicle-info/certified-pre-owned/certified-pre-owned.html',
      '/build.html',
      '/compare/trims.html',
      '/search-results.html',
      '/owners/schedule-service.html',
      '/support/customer-support.html',
      '/find/a-retailer.html',
      '/shopping-tools/get-local-price.html',
      '/owners/vehicle-resources.html',
      '/shopping-tools/special-offers.html',
      '/shopping-tools/financing-and-leasing.html',
      '/owners/dear-halden.html',
      '/vehicle-info/compare/global.html',
      '/vehicle-info/all-vehicles.html',
      '/index.html',
      '/confirm-your-retailer.html',
      '/confirm-your-zipcode.html',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(paths.some((path) => path.startsWith('/share-the-love/'))).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
