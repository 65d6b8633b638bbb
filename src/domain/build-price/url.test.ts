// Specifies the Build & Price URL grammar: every rule of the spec with concrete URLs and exact results.
import { describe, expect, it } from 'vitest';
import type { BasicModelData } from '#domain/catalog/catalog.ts';
import { buildUrl, DEFAULT_CATEGORY, FALLBACK_YEAR, isBuildPath, isValidCode, parseBuildUrl, STEPS, type BuildParams } from './url.ts';

const row = (code: string, year: number, active: boolean, hybrid = false, wilderness = false): BasicModelData => ({
  code,
  year,
  active,
  hasHybridTrim: hybrid,
  hasWildernessTrim: wilderness,
});

// KSTL: hybrid only in 2025, wilderness only in 2026, 2027 is the latest active year, 2028 is not active yet.
const MODELS: readonly BasicModelData[] = [
  row('KSTL', 2025, true, true, false),
  row('KSTL', 2026, true, false, true),
  row('KSTL', 2027, true, false, false),
  row('KSTL', 2028, false, true, true),
  row('RDGE', 2026, true),
  row('GONE', 2024, false),
];

const DEFAULTS: BuildParams = {
  lang: 'en',
  year: null,
  category: 'all-categories',
  modelCode: null,
  trimCode: null,
  step: 'model',
  token: null,
  wcmmodeDisabled: false,
};
const ok = (params: Partial<BuildParams>) => ({ valid: true, ...DEFAULTS, ...params });
const bad = (reason: string, params: Partial<BuildParams>) => ({ valid: false, reason, ...DEFAULTS, ...params });

const TOKEN = 'abc_DEF-123';

describe('constants', () => {
  it('lists the steps in the order model, trim, colors, packages, accessories, summary', () => {
    expect(STEPS).toEqual(['model', 'trim', 'colors', 'packages', 'accessories', 'summary']);
  });

  it('defaults the category to all-categories and the fallback year to 2025', () => {
    expect(DEFAULT_CATEGORY).toBe('all-categories');
    expect(FALLBACK_YEAR).toBe(2025);
  });
});

describe('isBuildPath', () => {
  it.each(['/build/', '/build-price/', '/build.html', '/es/build.html', '/zh/build/2027/suv/KSTL', '/build-price/KSTL', '/vehicles/build/KSTL'])(
    'recognises %s as a Build & Price path',
    (path) => {
      expect(isBuildPath(path)).toBe(true);
    },
  );

  it.each(['/', '/vehicles/KSTL', '/build', '/rebuild/KSTL', '/build-price', '/vehicles?next=/build/'])('does not recognise %s', (path) => {
    expect(isBuildPath(path)).toBe(false);
  });
});

describe('isValidCode', () => {
  it.each(['ABC', 'KSTL'])('accepts 3 to 4 uppercase letters like %s', (code) => {
    expect(isValidCode(code)).toBe(true);
  });

  it.each(['kstl', 'Kstl', 'KSTLX', 'AB', 'K5TL', '123', '', 'KS-L', 'ÄBC'])('rejects %j', (code) => {
    expect(isValidCode(code)).toBe(false);
  });
});

describe('parseBuildUrl: entry points without segments', () => {
  it('reads /build.html as the entry at the model step with no year or model', () => {
    expect(parseBuildUrl('/build.html', MODELS)).toStrictEqual(ok({}));
  });

  it('reads /es/build.html as the Spanish entry', () => {
    expect(parseBuildUrl('/es/build.html', MODELS)).toStrictEqual(ok({ lang: 'es' }));
  });

  it('reads /build/ and /build-price/ with no segments as the entry', () => {
    expect(parseBuildUrl('/build/', MODELS)).toStrictEqual(ok({}));
    expect(parseBuildUrl('/build-price/', MODELS)).toStrictEqual(ok({}));
  });

  it('reports a path outside Build & Price as not-build-path', () => {
    expect(parseBuildUrl('/vehicles/KSTL', MODELS)).toStrictEqual(bad('not-build-path', {}));
  });
});

describe('parseBuildUrl: one segment is the model', () => {
  it('fills in the latest active year, ignoring a later inactive year, in all-categories at the model step', () => {
    expect(parseBuildUrl('/build/KSTL', MODELS)).toStrictEqual(ok({ year: 2027, modelCode: 'KSTL' }));
  });

  it('ignores a trailing .html on the model segment', () => {
    expect(parseBuildUrl('/build/KSTL.html', MODELS)).toStrictEqual(ok({ year: 2027, modelCode: 'KSTL' }));
  });

  it('shows the model step even when the lone segment is a step name, which then fails as a model code', () => {
    expect(parseBuildUrl('/build/colors', MODELS)).toStrictEqual(bad('invalid-model', { modelCode: 'colors', step: 'colors' }));
  });
});

describe('parseBuildUrl: two segments', () => {
  it('reads a 4-digit first segment as the year and inserts all-categories', () => {
    expect(parseBuildUrl('/build/2026/KSTL', MODELS)).toStrictEqual(ok({ year: 2026, modelCode: 'KSTL' }));
  });

  it('takes the latest active year with a hybrid trim for hybrid, even an older one', () => {
    expect(parseBuildUrl('/build/hybrid/KSTL', MODELS)).toStrictEqual(ok({ year: 2025, category: 'hybrid', modelCode: 'KSTL' }));
  });

  it('takes the latest active year with a wilderness trim for wilderness', () => {
    expect(parseBuildUrl('/build/wilderness/KSTL', MODELS)).toStrictEqual(
      ok({ year: 2026, category: 'wilderness', modelCode: 'KSTL' }),
    );
  });

  it('takes the latest active year for any other category word', () => {
    expect(parseBuildUrl('/build/suv/KSTL', MODELS)).toStrictEqual(ok({ year: 2027, category: 'suv', modelCode: 'KSTL' }));
  });

  it('reports unknown-model when the model has no active year of the asked kind', () => {
    expect(parseBuildUrl('/build/hybrid/RDGE', MODELS)).toStrictEqual(bad('unknown-model', { category: 'hybrid', modelCode: 'RDGE' }));
  });
});

describe('parseBuildUrl: three to five segments', () => {
  it('reads year, category and model and shows the trim step with 3 segments', () => {
    expect(parseBuildUrl('/build/2027/suv/KSTL', MODELS)).toStrictEqual(
      ok({ year: 2027, category: 'suv', modelCode: 'KSTL', step: 'trim' }),
    );
  });

  it('reads the trim and shows the trim step with 4 segments', () => {
    expect(parseBuildUrl('/build/2027/all-categories/KSTL/BASE', MODELS)).toStrictEqual(
      ok({ year: 2027, modelCode: 'KSTL', trimCode: 'BASE', step: 'trim' }),
    );
  });

  it.each(STEPS)('uses a known fifth segment %s as the step', (step) => {
    expect(parseBuildUrl(`/build/2027/all-categories/KSTL/BASE/${step}`, MODELS)).toStrictEqual(
      ok({ year: 2027, modelCode: 'KSTL', trimCode: 'BASE', step }),
    );
  });

  it('falls back to the trim step for an unknown fifth segment', () => {
    expect(parseBuildUrl('/build/2027/all-categories/KSTL/BASE/paint', MODELS)).toStrictEqual(
      ok({ year: 2027, modelCode: 'KSTL', trimCode: 'BASE', step: 'trim' }),
    );
  });

  it('ignores a trailing .html on the step and empty segments', () => {
    expect(parseBuildUrl('//build//2027/all-categories//KSTL/BASE/colors.html', MODELS)).toStrictEqual(
      ok({ year: 2027, modelCode: 'KSTL', trimCode: 'BASE', step: 'colors' }),
    );
  });

  it('keeps an explicit year as given, even one that is not the latest', () => {
    expect(parseBuildUrl('/build/2025/hybrid/KSTL/HYBR', MODELS)).toStrictEqual(
      ok({ year: 2025, category: 'hybrid', modelCode: 'KSTL', trimCode: 'HYBR', step: 'trim' }),
    );
  });

  it('reports not-build-path when the year position is not 4 digits', () => {
    expect(parseBuildUrl('/build/suv/KSTL/BASE', MODELS)).toStrictEqual(bad('not-build-path', {}));
    expect(parseBuildUrl('/build/27/suv/KSTL', MODELS)).toStrictEqual(bad('not-build-path', {}));
  });

  it('reads six or more segments as year, category, model and trim, with the last as the step if it is one, else model', () => {
    expect(parseBuildUrl('/build/2027/all-categories/KSTL/BASE/colors/extra', MODELS)).toMatchObject({ valid: true, year: 2027, modelCode: 'KSTL', trimCode: 'BASE', step: 'model' });
    expect(parseBuildUrl('/build/2027/all-categories/KSTL/BASE/colors/summary', MODELS)).toMatchObject({ valid: true, year: 2027, modelCode: 'KSTL', trimCode: 'BASE', step: 'summary' });
    expect(parseBuildUrl('/es/build/2027/suv/KSTL/BASE/a/b/packages.html', MODELS)).toMatchObject({ valid: true, lang: 'es', category: 'suv', step: 'packages' });
  });
});

describe('parseBuildUrl: code validation', () => {
  it.each(['kstl', 'KSTLX', 'K5TL'])('rejects the model code %s as invalid-model', (code) => {
    expect(parseBuildUrl(`/build/2027/suv/${code}`, MODELS)).toStrictEqual(
      bad('invalid-model', { year: 2027, category: 'suv', modelCode: code, step: 'trim' }),
    );
  });

  it.each(['base', 'BASEX', 'B4SE'])('rejects the trim code %s as invalid-trim', (code) => {
    expect(parseBuildUrl(`/build/2027/suv/KSTL/${code}/colors`, MODELS)).toStrictEqual(
      bad('invalid-trim', { year: 2027, category: 'suv', modelCode: 'KSTL', trimCode: code, step: 'colors' }),
    );
  });

  it('reports invalid-model for a lowercase lone model without looking up a year', () => {
    expect(parseBuildUrl('/build/kstl', MODELS)).toStrictEqual(bad('invalid-model', { modelCode: 'kstl' }));
  });

  it('reports a model absent from the data as unknown-model', () => {
    expect(parseBuildUrl('/build/NOPE', MODELS)).toStrictEqual(bad('unknown-model', { modelCode: 'NOPE' }));
  });

  it('reports a model with no active year as unknown-model', () => {
    expect(parseBuildUrl('/build/GONE', MODELS)).toStrictEqual(bad('unknown-model', { modelCode: 'GONE' }));
  });

  it('reports an unknown model even when the year is explicit', () => {
    expect(parseBuildUrl('/build/2027/suv/NOPE/BASE', MODELS)).toStrictEqual(
      bad('unknown-model', { year: 2027, category: 'suv', modelCode: 'NOPE', trimCode: 'BASE', step: 'trim' }),
    );
  });
});

describe('parseBuildUrl: model data that could not be loaded', () => {
  it('falls back to 2025 for a lone model', () => {
    expect(parseBuildUrl('/build/KSTL', null)).toStrictEqual(ok({ year: 2025, modelCode: 'KSTL' }));
  });

  it('falls back to 2025 for a category and model, and cannot tell an unknown model', () => {
    expect(parseBuildUrl('/build/hybrid/NOPE', null)).toStrictEqual(ok({ year: 2025, category: 'hybrid', modelCode: 'NOPE' }));
  });

  it('keeps an explicit year', () => {
    expect(parseBuildUrl('/build/2027/KSTL', null)).toStrictEqual(ok({ year: 2027, modelCode: 'KSTL' }));
  });

  it('still rejects an invalid code', () => {
    expect(parseBuildUrl('/build/kstl', null)).toStrictEqual(bad('invalid-model', { modelCode: 'kstl' }));
  });
});

describe('parseBuildUrl: language prefixes and /build-price/', () => {
  it.each(['es', 'zh', 'en'] as const)('strips the /%s/ prefix and keeps it as lang', (lang) => {
    expect(parseBuildUrl(`/${lang}/build/2027/all-categories/KSTL/BASE/colors`, MODELS)).toStrictEqual(
      ok({ lang, year: 2027, modelCode: 'KSTL', trimCode: 'BASE', step: 'colors' }),
    );
  });

  it('defaults lang to en and does not take a language-like segment after build for a prefix', () => {
    expect(parseBuildUrl('/build/es/KSTL', MODELS)).toStrictEqual(ok({ year: 2027, category: 'es', modelCode: 'KSTL' }));
  });

  it.each(['/build-price/2027/suv/KSTL/BASE/summary', '/zh/build-price/KSTL', '/build-price/hybrid/KSTL'])(
    'reads %s exactly like its /build/ twin',
    (path) => {
      expect(parseBuildUrl(path, MODELS)).toStrictEqual(parseBuildUrl(path.replace('/build-price/', '/build/'), MODELS));
    },
  );
});

describe('parseBuildUrl: query parameters', () => {
  it('returns a well-formed saved-build token', () => {
    expect(parseBuildUrl(`/es/build/2027/all-categories/KSTL/BASE/colors?token=${TOKEN}`, MODELS)).toStrictEqual(
      ok({ lang: 'es', year: 2027, modelCode: 'KSTL', trimCode: 'BASE', step: 'colors', token: TOKEN }),
    );
  });

  it('accepts tokens of exactly 8 and 2000 characters', () => {
    const long = 'a'.repeat(2000);
    expect(parseBuildUrl('/build.html?token=abcdefgh', MODELS)).toStrictEqual(ok({ token: 'abcdefgh' }));
    expect(parseBuildUrl(`/build.html?token=${long}`, MODELS)).toStrictEqual(ok({ token: long }));
  });

  it.each(['short', 'a'.repeat(2001), 'has space', 'bad%2Fslash', 'dots.are.bad', ''])('drops the malformed token %j', (token) => {
    expect(parseBuildUrl(`/build.html?token=${token}`, MODELS)).toStrictEqual(ok({}));
  });

  it('notes wcmmode=disabled and ignores other wcmmode values and the fragment', () => {
    expect(parseBuildUrl('/build/KSTL?wcmmode=disabled#top', MODELS)).toStrictEqual(
      ok({ year: 2027, modelCode: 'KSTL', wcmmodeDisabled: true }),
    );
    expect(parseBuildUrl('/build/KSTL?wcmmode=edit', MODELS)).toStrictEqual(ok({ year: 2027, modelCode: 'KSTL' }));
  });

  it('reads the query even on an invalid result', () => {
    expect(parseBuildUrl(`/build/kstl?token=${TOKEN}&wcmmode=disabled`, MODELS)).toStrictEqual(
      bad('invalid-model', { modelCode: 'kstl', token: TOKEN, wcmmodeDisabled: true }),
    );
  });
});

describe('buildUrl', () => {
  it('writes year, category, model, trim and the trim step by default, without an English prefix', () => {
    expect(buildUrl({ year: 2027, modelCode: 'KSTL', trimCode: 'BASE' })).toBe('/build/2027/all-categories/KSTL/BASE/trim');
  });

  it('writes the language prefix for Spanish and Chinese', () => {
    expect(buildUrl({ lang: 'es', year: 2027, category: 'suv', modelCode: 'KSTL', trimCode: 'BASE', step: 'colors' })).toBe(
      '/es/build/2027/suv/KSTL/BASE/colors',
    );
    expect(buildUrl({ lang: 'zh', year: 2027, modelCode: 'KSTL' })).toBe('/zh/build/2027/all-categories/KSTL');
  });

  it('writes year and model only for the model step in the default category', () => {
    expect(buildUrl({ year: 2027, modelCode: 'KSTL', step: 'model' })).toBe('/build/2027/KSTL');
  });

  it('opens at the trim step when there is no trim for a later step', () => {
    expect(buildUrl({ year: 2027, modelCode: 'KSTL', step: 'colors' })).toBe('/build/2027/all-categories/KSTL');
    expect(buildUrl({ year: 2027, category: 'suv', modelCode: 'KSTL', step: 'model' })).toBe('/build/2027/suv/KSTL');
  });

  it('appends the token and wcmmode=disabled when set', () => {
    expect(buildUrl({ year: 2027, modelCode: 'KSTL', token: TOKEN, wcmmodeDisabled: true })).toBe(
      `/build/2027/all-categories/KSTL?token=${TOKEN}&wcmmode=disabled`,
    );
    expect(buildUrl({ year: 2027, modelCode: 'KSTL', wcmmodeDisabled: true })).toBe('/build/2027/all-categories/KSTL?wcmmode=disabled');
  });

  it('leaves out a token the parser would reject, and wcmmode when not disabled', () => {
    expect(buildUrl({ year: 2027, modelCode: 'KSTL', token: 'short', wcmmodeDisabled: false })).toBe('/build/2027/all-categories/KSTL');
  });

  it('escapes a category so it stays one segment', () => {
    expect(buildUrl({ year: 2027, category: 'a/b', modelCode: 'KSTL' })).toBe('/build/2027/a%2Fb/KSTL');
  });
});

describe('buildUrl and parseBuildUrl round-trip', () => {
  const cases: BuildParams[] = [
    { ...DEFAULTS, year: 2027, modelCode: 'KSTL', step: 'model' },
    { ...DEFAULTS, year: 2027, category: 'suv', modelCode: 'KSTL', step: 'trim' },
    { ...DEFAULTS, lang: 'es', year: 2025, category: 'hybrid', modelCode: 'KSTL', trimCode: 'HYBR', step: 'packages', token: TOKEN },
    { ...DEFAULTS, lang: 'zh', year: 2026, category: 'a/b', modelCode: 'RDGE', trimCode: 'LTD', step: 'model', wcmmodeDisabled: true },
    ...STEPS.map((step) => ({ ...DEFAULTS, year: 2027, modelCode: 'KSTL', trimCode: 'BASE', step })),
  ];

  it.each(cases)('reads back $lang $year $category $modelCode $trimCode $step', (params) => {
    const { year, modelCode } = params;
    if (year === null || modelCode === null) throw new Error('round-trip cases need a year and a model');
    expect(parseBuildUrl(buildUrl({ ...params, year, modelCode }), MODELS)).toStrictEqual({ valid: true, ...params });
  });
});
