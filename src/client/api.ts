/**
 * The browser's one way to call our JSON services: every answer is parsed with the same zod contract the route
 * declares (`src/domain/<area>/contract.ts`, decision 005), so an island never casts `response.json()`.
 *
 * What it offers:
 * - `getJson(path, schema, init?)` / `postJson(path, body, schema, init?)`: fetch, then parse a 2xx answer with
 *   `schema`. They never throw: the result is `{ ok: true, data, status }` or `{ ok: false, error }`, where the error
 *   says what went wrong — `status` (the service answered 4xx/5xx; its JSON body, if any, is kept as `unknown`, read
 *   it with `errorBody`), `network` (no answer), `aborted` (the caller's signal), or `invalid` (a 2xx answer that is
 *   not the contract's shape: treated like a network failure, never a crash). `postJson` sends a `FormData` or
 *   `URLSearchParams` body as it is and anything else as JSON.
 * - `errorBody(error, schema)`: a failed answer's body read with a schema (the spec's error object, a form's field
 *   errors), or null.
 *   These three live in `./fetch-json.ts`, which imports no schema: code that must stay free of zod imports them there.
 * - Named calls: `retailersNear` (`/services/dealers/by/zip`), `retailersByQuery` (`/services/dealers/query`),
 *   `placeSuggestions` (`/services/utility/geographicdata/suggest`), `geographicData`
 *   (`/services/utility/geographicdata/{zip}`), `reverseGeographicData` (`…/reverse`), `recallsByVin`
 *   (`/services/vehicles/recalls/{vin}`), `searchSuggestions` (`/services/search/suggest`), `questionsMatching`
 *   (`/services/questions`), `comparePrimarySearch` (`/services/compare/primarysearch`), `compareSecondarySearch`
 *   (`/services/compare/secondarysearch`).
 */
import type { Language } from '#domain/i18n/languages.ts';
import type { GeographicData, PlaceSuggestion } from '#domain/geo/contract.ts';
import { geographicDataPath } from '#domain/geo/geo-data.ts';
import { reverseLookupPath } from '#domain/geo/geolocation.ts';
import type { RecallLookup } from '#domain/recalls/contract.ts';
import type { RetailerList } from '#domain/retailers/contract.ts';
import type { SuggestAnswer } from '#domain/search/contract.ts';
import type { QuestionsAnswer } from '#domain/content/questions.ts';
import type { PrimarySearchAnswer, SecondarySearchAnswer } from '#domain/catalog/contract.ts';
import type { RetailerService, RetailerType } from '#domain/retailers/types.ts';
import { getJson, type ApiResult } from './fetch-json.ts';

export { errorBody, getJson, postJson, type ApiError, type ApiResult, type Schema, type SchemaSource } from './fetch-json.ts';

// The contracts load with the first call (zod and the schemas stay out of every island's first chunk).
const retailerList = () => import('#domain/retailers/contract.ts').then((module) => module.RetailerListSchema);
const placeSuggestionList = () => import('#domain/geo/contract.ts').then((module) => module.PlaceSuggestionsSchema);
const geographic = () => import('#domain/geo/contract.ts').then((module) => module.GeographicDataSchema);
const recallLookup = () => import('#domain/recalls/contract.ts').then((module) => module.RecallLookupSchema);
const suggestAnswer = () => import('#domain/search/contract.ts').then((module) => module.SuggestAnswerSchema);
const questionsAnswer = () => import('#domain/content/questions.ts').then((module) => module.QuestionsAnswerSchema);
const primarySearchAnswer = () => import('#domain/catalog/contract.ts').then((module) => module.PrimarySearchAnswerSchema);
const secondarySearchAnswer = () => import('#domain/catalog/contract.ts').then((module) => module.SecondarySearchAnswerSchema);

// ---- named calls ----

const withSignal = (signal: AbortSignal | undefined): RequestInit | undefined => (signal ? { signal } : undefined);

export interface RetailersNearQuery {
  zipcode: string;
  count?: number;
  type?: RetailerType;
  service?: RetailerService;
  /** The visitor's preferred retailer, listed in its place when it is not among the nearest. */
  id?: string;
}

function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/** `/services/dealers/by/zip`: retailers nearest a ZIP code, nearest first. 400 = not a ZIP code, 404 = unknown ZIP. */
export function retailersNear(ask: RetailersNearQuery, signal?: AbortSignal): Promise<ApiResult<RetailerList>> {
  return getJson(`/services/dealers/by/zip?${query({ ...ask })}`, retailerList, withSignal(signal));
}

export interface RetailersByQuery {
  query: string;
  count?: number;
  type?: RetailerType;
  service?: RetailerService;
}

/** `/services/dealers/query`: retailers by free text (a ZIP, "City, ST", a town, a name). 404 = no match. */
export function retailersByQuery(ask: RetailersByQuery, signal?: AbortSignal): Promise<ApiResult<RetailerList>> {
  return getJson(`/services/dealers/query?${query({ ...ask })}`, retailerList, withSignal(signal));
}

/** `/services/utility/geographicdata/suggest`: up to 8 places starting with what the visitor typed. */
export function placeSuggestions(text: string, signal?: AbortSignal): Promise<ApiResult<PlaceSuggestion[]>> {
  return getJson(`/services/utility/geographicdata/suggest?${query({ q: text.trim() })}`, placeSuggestionList, withSignal(signal));
}

/** `/services/utility/geographicdata/{zip}`: a ZIP code's place and sales area. 400 = not a ZIP code, 404 = unknown. */
export function geographicData(zip: string, signal?: AbortSignal): Promise<ApiResult<GeographicData>> {
  return getJson(geographicDataPath(zip), geographic, withSignal(signal));
}

/** `/services/utility/geographicdata/reverse`: the ZIP code nearest a point (within 100 miles, in the US). */
export function reverseGeographicData(latitude: number, longitude: number, signal?: AbortSignal): Promise<ApiResult<GeographicData>> {
  return getJson(reverseLookupPath(latitude, longitude), geographic, withSignal(signal));
}

/** `/services/vehicles/recalls/{vin}`: the vehicle a VIN stands for and its recalls. 400 = the VIN fails the VIN rule. */
export function recallsByVin(vin: string, lang: Language, signal?: AbortSignal): Promise<ApiResult<RecallLookup>> {
  return getJson(`/services/vehicles/recalls/${encodeURIComponent(vin)}?${query({ lang })}`, recallLookup, withSignal(signal));
}

/** `/services/search/suggest`: documents to go to while the query is typed. 503 = the index is being built. */
export function searchSuggestions(text: string, lang: Language, signal?: AbortSignal): Promise<ApiResult<SuggestAnswer>> {
  return getJson(`/services/search/suggest?${query({ q: text, lang })}`, suggestAnswer, withSignal(signal));
}

/** `/services/questions`: the FAQ questions whose question or answer has every word typed, at most `limit`. */
export function questionsMatching(text: string, lang: Language, limit: number, signal?: AbortSignal): Promise<ApiResult<QuestionsAnswer>> {
  return getJson(`/services/questions?${query({ q: text.trim(), lang, limit })}`, questionsAnswer, withSignal(signal));
}

/** `/services/compare/primarysearch`: our vehicles whose model, trim, class or year start with the words typed. */
export function comparePrimarySearch(text: string, lang: Language, signal?: AbortSignal): Promise<ApiResult<PrimarySearchAnswer>> {
  return getJson(`/services/compare/primarysearch?${query({ q: text.trim(), lang })}`, primarySearchAnswer, withSignal(signal));
}

/** `/services/compare/secondarysearch`: what to compare with the vehicle chosen first (`primary`, its `ref`). 404 = no such vehicle. */
export function compareSecondarySearch(text: string, primary: string, lang: Language, signal?: AbortSignal): Promise<ApiResult<SecondarySearchAnswer>> {
  return getJson(`/services/compare/secondarysearch?${query({ q: text.trim(), primary, lang })}`, secondarySearchAnswer, withSignal(signal));
}
