import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETURN_URL_MAX_LENGTH, addressPrefix, checkReturnPath, geogateLocation, returnUrlQuery, safeReturnPath } from './return-url.ts';

const ORIGIN = 'https://www.example.test';
const FALLBACK = '/es/';

function expectSameSite(result: string) {
  expect(result.startsWith('/')).toBe(true);
  expect(result.startsWith('//')).toBe(false);
  expect(result.startsWith('/\\')).toBe(false);
  expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
}

describe('safeReturnPath', () => {
  it('keeps a same-site path with its query and language prefix', () => {
    expect(safeReturnPath('/es/shopping-tools/get-local-price.html', FALLBACK)).toBe('/es/shopping-tools/get-local-price.html');
    expect(safeReturnPath('/zh/shopping-tools/get-local-price.html?model=KSTL&trim=BASE', FALLBACK)).toBe('/zh/shopping-tools/get-local-price.html?model=KSTL&trim=BASE');
    expect(safeReturnPath('/en/confirm-your-retailer.html?returnUrl=%2Fen%2Fowners%2Fschedule-service.html', FALLBACK)).toBe(
      '/en/confirm-your-retailer.html?returnUrl=%2Fen%2Fowners%2Fschedule-service.html',
    );
    expect(safeReturnPath('/', FALLBACK)).toBe('/');
  });

  it('drops the fragment and percent-encodes what a Location header cannot carry', () => {
    expect(safeReturnPath('/find/a-retailer.html#map', FALLBACK)).toBe('/find/a-retailer.html');
    expect(safeReturnPath('/búsqueda.html?q=coche', FALLBACK)).toBe('/b%C3%BAsqueda.html?q=coche');
  });

  it.each([
    ['a protocol-relative address', '//evil.example/x'],
    ['an absolute URL', 'https://evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a backslash after the slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a newline (header injection)', '/x\r\nSet-Cookie: a=b'],
    ['a leading space', ' /es/'],
    ['encoded slashes', '/%2F%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['double-encoded slashes', '/%252F%252Fevil.com'],
    ['an encoded newline', '/x%0d%0aSet-Cookie:%20a=b'],
    ['a doubled slash later in the path', '/es//evil.example'],
    ['a dot segment hiding a doubled slash', '/.//evil.example'],
    ['malformed percent-encoding', '/%E0%A4%A'],
    ['a relative path', 'es/shopping-tools/get-local-price.html'],
    ['an empty string', ''],
    ['a zero-width space', '/\u200b/evil.example'],
    ['a right-to-left override', '/\u202eelpmaxe.live//'],
    ['an ideographic space', '/\u3000/evil.example'],
    ['something longer than 2000 characters', `/${'a'.repeat(RETURN_URL_MAX_LENGTH)}`],
  ])('refuses %s', (_name, input) => {
    expect(checkReturnPath(input)).toBeNull();
    expect(safeReturnPath(input, FALLBACK)).toBe(FALLBACK);
  });

  it('refuses what is not a string', () => {
    for (const input of [undefined, null, 42, ['/es/'], { href: '/es/' }]) expect(safeReturnPath(input, FALLBACK)).toBe(FALLBACK);
  });

  it('always answers a same-site path, whatever hostile string it is given (property)', () => {
    const pieces = fc.constantFrom(
      '/', '//', '\\', '/\\', '\\/', 'http:', 'https:', 'javascript:', 'data:', 'evil.example', '@evil.example', ':80', '.', '..', '/./', '/../',
      '%2f', '%2F', '%5c', '%5C', '%252f', '%25', '%', '%0a', '%0d', '%09', '%00', '%e2%80%ae', '?', '#', '&', '=', 'returnUrl=', ' ', '\t', '\n', '\r',
      '\u0000', '\u007f', '\u0085', '\u00a0', '\u200b', '\u2028', '\u202e', '\u3000', '\ufeff', '\uff0f', '\uff3c', '中文', 'ñ', 'es', 'zh', 'x.html',
    );
    const hostile = fc.oneof(
      fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join('')),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.webPath().map((path) => `/${path}`),
      fc.tuple(fc.constantFrom('/', '//', '/\\', ''), fc.string({ maxLength: 30 })).map(([head, tail]) => `${head}${tail}`),
    );
    fc.assert(
      fc.property(hostile, (input) => {
        expectSameSite(safeReturnPath(input, FALLBACK));
        const checked = checkReturnPath(input);
        if (checked !== null) {
          expectSameSite(checked);
          // The answer is already checked: checking it again changes nothing.
          expect(checkReturnPath(checked)).toBe(checked);
          // and it is plain ASCII, fit for a Location header.
          expect(/^[\x21-\x7e]*$/.test(checked)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps every plain site path it is given (property)', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const path = fc.tuple(fc.constantFrom('', '/es', '/zh', '/en'), fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(fc.stringMatching(/^[a-z]{1,5}=[A-Z0-9]{1,5}$/), { nil: undefined }));
    fc.assert(
      fc.property(path, ([prefix, segments, query]) => {
        const input = `${prefix}/${segments.join('/')}.html${query ? `?${query}` : ''}`;
        expect(safeReturnPath(input, FALLBACK)).toBe(input);
      }),
    );
  });
});

describe('returnUrlQuery', () => {
  it('encodes a checked path and drops an unsafe one', () => {
    expect(returnUrlQuery('/es/shopping-tools/get-local-price.html?a=1')).toBe('returnUrl=%2Fes%2Fshopping-tools%2Fget-local-price.html%3Fa%3D1');
    expect(returnUrlQuery('//evil.example')).toBe('');
    expect(returnUrlQuery(null)).toBe('');
  });
});

describe('geogateLocation', () => {
  it('sends to confirm-retailer in the language of the original address, with the original path and query', () => {
    expect(geogateLocation('/shopping-tools/get-local-price.html')).toBe('/confirm-your-retailer.html?returnUrl=%2Fshopping-tools%2Fget-local-price.html');
    expect(geogateLocation('/es/shopping-tools/get-local-price.html?model=KSTL')).toBe(
      '/es/confirm-your-retailer.html?returnUrl=%2Fes%2Fshopping-tools%2Fget-local-price.html%3Fmodel%3DKSTL',
    );
    expect(geogateLocation('/en/owners/schedule-service.html')).toBe('/en/confirm-your-retailer.html?returnUrl=%2Fen%2Fowners%2Fschedule-service.html');
    expect(geogateLocation('/zh/shopping-tools/contact-retailer.html?wcmmode=disabled', true)).toBe(
      '/zh/confirm-your-retailer.html?returnUrl=%2Fzh%2Fshopping-tools%2Fcontact-retailer.html%3Fwcmmode%3Ddisabled&wcmmode=disabled',
    );
  });

  it('reads the prefix as written', () => {
    expect(addressPrefix('/es/x.html?y=/zh/')).toBe('/es');
    expect(addressPrefix('/en/')).toBe('/en');
    expect(addressPrefix('/x.html')).toBe('');
    expect(addressPrefix('/fr/x.html')).toBe('');
  });
});
