/** Reads and writes Build & Price URLs so the configurator page, links and saved builds agree on one grammar. */
import { FALLBACK_MODEL_YEAR, type BasicModelData } from '#domain/catalog/catalog.ts';
import { isLanguage, type Language } from '#domain/i18n/languages.ts';

export const STEPS = ['model', 'trim', 'colors', 'packages', 'accessories', 'summary'] as const;
export type Step = (typeof STEPS)[number];
export const DEFAULT_CATEGORY = 'all-categories';
/** Shared with the catalog so the two fallbacks can never drift apart. */
export const FALLBACK_YEAR: number = FALLBACK_MODEL_YEAR;

export interface BuildParams {
  lang: 'en' | 'es' | 'zh';
  year: number | null;
  category: string;
  modelCode: string | null;
  trimCode: string | null;
  step: Step;
  token: string | null;
  wcmmodeDisabled: boolean;
}

/**
 * An invalid result still carries what the URL itself said (raw codes, an explicit year, the step the rules
 * give) so callers can log or redirect. A year position
 * that is not 4 digits is reported as `not-build-path`: the path does not follow the grammar at all.
 */
export type ParsedBuildUrl =
  | ({ valid: true } & BuildParams)
  | ({
      valid: false;
      reason: 'not-build-path' | 'invalid-model' | 'invalid-trim' | 'unknown-model';
    } & BuildParams);

type InvalidReason = Extract<ParsedBuildUrl, { valid: false }>['reason'];

const BUILD_MARKERS = new Set(['build', 'build-price', 'build.html']);
const CODE_PATTERN = /^[A-Z]{3,4}$/;
const YEAR_PATTERN = /^\d{4}$/;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,2000}$/;

function pathOf(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

export function isBuildPath(pathname: string): boolean {
  const path = pathOf(pathname);
  return path.includes('/build-price/') || path.includes('/build/') || path.includes('/build.html');
}

export function isValidCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

function isStep(value: string): value is Step {
  return (STEPS as readonly string[]).includes(value);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is a bad link, not a crash; the raw text then fails validation on its own.
    return segment;
  }
}

function readQuery(url: string): { token: string | null; wcmmodeDisabled: boolean } {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return { token: null, wcmmodeDisabled: false };
  const hashStart = url.indexOf('#', queryStart);
  const query = new URLSearchParams(url.slice(queryStart + 1, hashStart === -1 ? undefined : hashStart));
  const token = query.get('token');
  return {
    token: token !== null && TOKEN_PATTERN.test(token) ? token : null,
    wcmmodeDisabled: query.get('wcmmode') === 'disabled',
  };
}

/** Latest active year of the model, narrowed to hybrid / wilderness years when the category asks for them. */
function latestYearFor(models: readonly BasicModelData[], modelCode: string, category: string): number | null {
  let latest: number | null = null;
  for (const row of models) {
    if (row.code !== modelCode || !row.active) continue;
    if (category === 'hybrid' && !row.hasHybridTrim) continue;
    if (category === 'wilderness' && !row.hasWildernessTrim) continue;
    if (latest === null || row.year > latest) latest = row.year;
  }
  return latest;
}

/**
 * The step the segments after 'build' ask for: none, the model step; 3 or 4 (year, category, model, trim), the trim
 * step; 5, the last if it is a step, else trim; 6 or more, the last if it is a step, else model (the first four
 * still give year, category, model and trim).
 */
function stepFor(segments: readonly string[]): Step {
  if (segments.length === 0) return 'model';
  if (segments.length === 3 || segments.length === 4) return 'trim';
  const last = segments[segments.length - 1] ?? '';
  if (segments.length === 5) return isStep(last) ? last : 'trim';
  return isStep(last) ? last : 'model';
}

/**
 * Parses a path with an optional query. Never throws: anything unusable comes back as `valid: false`.
 * `models` is the basic model data, or `null` when it could not be loaded (years then fall back to 2025
 * and model codes cannot be checked for existence).
 */
export function parseBuildUrl(url: string, models: readonly BasicModelData[] | null): ParsedBuildUrl {
  const { token, wcmmodeDisabled } = readQuery(url);
  const all = pathOf(url)
    .split('/')
    .filter((segment) => segment !== '');
  const lastIndex = all.length - 1;
  if (lastIndex >= 0) all[lastIndex] = (all[lastIndex] ?? '').replace(/\.html$/, '');

  const first = all[0];
  const lang: Language = first !== undefined && isLanguage(first) ? first : 'en';
  const afterLang = first !== undefined && isLanguage(first) ? all.slice(1) : all;

  const base: BuildParams = {
    lang,
    year: null,
    category: DEFAULT_CATEGORY,
    modelCode: null,
    trimCode: null,
    step: 'model',
    token,
    wcmmodeDisabled,
  };
  const invalid = (reason: InvalidReason, params: Partial<BuildParams> = {}): ParsedBuildUrl => ({
    valid: false,
    reason,
    ...base,
    ...params,
  });

  const markerIndex = afterLang.findIndex((segment) => BUILD_MARKERS.has(segment));
  if (!isBuildPath(url) || markerIndex === -1) return invalid('not-build-path');

  const segments = afterLang.slice(markerIndex + 1).map(decodeSegment);
  if (segments.length === 0) return { valid: true, ...base };

  const step = stepFor(segments);
  let yearText: string | null;
  let category = DEFAULT_CATEGORY;
  let modelCode: string;
  let trimCode: string | null = null;
  if (segments.length === 1) {
    yearText = null;
    modelCode = segments[0] ?? '';
  } else if (segments.length === 2) {
    const [head = '', model = ''] = segments;
    if (YEAR_PATTERN.test(head)) yearText = head;
    else {
      yearText = null;
      category = head;
    }
    modelCode = model;
  } else {
    const [year = '', cat = '', model = '', trim] = segments;
    yearText = year;
    category = cat;
    modelCode = model;
    trimCode = trim ?? null;
  }

  if (yearText !== null && !YEAR_PATTERN.test(yearText)) return invalid('not-build-path');
  const explicitYear = yearText === null ? null : Number(yearText);
  const parsed = { year: explicitYear, category, modelCode, trimCode, step };

  if (!isValidCode(modelCode)) return invalid('invalid-model', parsed);
  if (trimCode !== null && !isValidCode(trimCode)) return invalid('invalid-trim', parsed);

  if (models === null) return { valid: true, ...base, ...parsed, year: explicitYear ?? FALLBACK_YEAR };
  // An explicit year still needs a known model, otherwise the page would render an empty configurator.
  const latest = latestYearFor(models, modelCode, explicitYear === null ? category : DEFAULT_CATEGORY);
  if (latest === null) return invalid('unknown-model', parsed);
  return { valid: true, ...base, ...parsed, year: explicitYear ?? latest };
}

/**
 * Canonical form, chosen so `parseBuildUrl(buildUrl(p), data)` gives `p` back:
 * - with a trim: `/{lang}/build/{year}/{category}/{MODEL}/{TRIM}/{step}` (step defaults to `trim`);
 * - without a trim and step `model` in the default category: `/{lang}/build/{year}/{MODEL}`;
 * - otherwise without a trim: `/{lang}/build/{year}/{category}/{MODEL}`, which opens at `trim`, because
 *   later steps need a trim and the path grammar cannot hold year, a custom category and step `model` at once.
 * English has no prefix; `?token=` (only when it would pass parsing) and `wcmmode=disabled` go in the query.
 */
export function buildUrl(params: {
  lang?: 'en' | 'es' | 'zh';
  year: number;
  category?: string;
  modelCode: string;
  trimCode?: string | null;
  step?: Step;
  token?: string | null;
  wcmmodeDisabled?: boolean;
}): string {
  const { lang = 'en', year, category = DEFAULT_CATEGORY, modelCode, trimCode = null, step, token = null } = params;
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const cat = encodeURIComponent(category);
  let path: string;
  if (trimCode !== null) path = `/build/${year}/${cat}/${modelCode}/${trimCode}/${step ?? 'trim'}`;
  else if (step === 'model' && category === DEFAULT_CATEGORY) path = `/build/${year}/${modelCode}`;
  else path = `/build/${year}/${cat}/${modelCode}`;

  const query: string[] = [];
  if (token !== null && TOKEN_PATTERN.test(token)) query.push(`token=${token}`);
  if (params.wcmmodeDisabled === true) query.push('wcmmode=disabled');
  return `${prefix}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}
