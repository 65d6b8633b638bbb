/**
 * The finance pages: financing and leasing (`/shopping-tools/financing-and-leasing.html`, with today's finance and
 * lease offers where the visitor is) and the payment calculator (`/shopping-tools/payment-calculator.html`). It reads the query, so
 * other pages can link to it prefilled (`?price=31995&year=2026&model=VNTA&trim=LTD`, `&zip=66952`) and its own
 * no-script GET form comes back here with the visitor's values: the island renders the estimate (or the errors)
 * on the server with the same domain functions it runs in the browser.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_VALUES, valuesFromQuery, type CalculatorValues } from '#domain/finance/calculator.ts';
import { isTaxState } from '#domain/finance/sales-tax.ts';
import { findModel, findYear, type Catalog } from '#domain/catalog/catalog.ts';
import { normaliseZip } from '#domain/geo/zip.ts';
import { PaymentCalculatorPage } from '#ui/finance/payment-calculator-page.tsx';
import { FinancingPage } from '#ui/finance/financing-page.tsx';
import { answerOffers } from '#server/services/offers.ts';
import { savedPlace } from './offers-pages.tsx';
import type { PaymentCalculatorProps } from '#ui/islands/payment-calculator.tsx';
import { zipIndex } from '#server/geo/zip-index.ts';
import type { PageResult } from '#server/plugins/render.tsx';
import { CATALOG_CODE } from '#domain/catalog/codes.ts';

/** The site-map keys this module renders; they are rendered per request (they read the query and cookies). */
export const FINANCE_PAGES: ReadonlySet<string> = new Set<string>(['paymentCalculator', 'financingAndLeasing']);

/** How many offers of each kind the financing page shows (the special offers page has them all). */
const OFFERS_SHOWN = 3;

const CODE = CATALOG_CODE;
const YEAR = /^\d{4}$/;

const param = (query: Record<string, unknown>, name: string): string => (typeof query[name] === 'string' ? query[name] : '');

/** The vehicle a link names (`year`, `model`, `trim`, checked against the catalog): its label and MSRP. */
function vehicleOf(catalog: Catalog, query: Record<string, unknown>): { label: string; msrp: number; carry: [string, string][] } | null {
  const year = param(query, 'year');
  const code = param(query, 'model');
  if (!YEAR.test(year) || !CODE.test(code)) return null;
  const model = findModel(catalog, code);
  const modelYear = model ? findYear(model, Number(year)) : undefined;
  if (!model || !modelYear) return null;
  const trimCode = param(query, 'trim');
  const trim = CODE.test(trimCode) ? modelYear.trims.find((item) => item.code === trimCode) : undefined;
  const msrp = trim?.msrp ?? Math.min(...modelYear.trims.map((item) => item.msrp));
  const carry: [string, string][] = [
    ['year', year],
    ['model', model.code],
  ];
  if (trim) carry.push(['trim', trim.code]);
  return { label: [year, model.name, trim?.name].filter(Boolean).join(' '), msrp, carry };
}

/**
 * The state whose sales tax applies: the query's (even empty: the visitor chose no tax), else the state of the
 * query's ZIP code (ZIP index), else the state of the ZIP the visitor saved (geo-data cookie), else none.
 */
function stateOf(request: FastifyRequest, query: Record<string, unknown>): { state: string; zip: string | null } {
  const zip = normaliseZip(param(query, 'zip'));
  const place = zip ? zipIndex().lookup(zip) : null;
  if (place && isTaxState(place.state)) return { state: place.state, zip: place.zipCode };
  const saved = request.visitor.place;
  if (saved && isTaxState(saved.state)) return { state: saved.state, zip: saved.zipCode };
  return { state: '', zip: null };
}

/** Financing and leasing: the lowest-rate finance offers and the lowest-payment lease offers running where the visitor is. */
async function financingPage(app: FastifyInstance, request: FastifyRequest, text: { title: string; description: string }, eyebrow: string): Promise<PageResult> {
  const place = savedPlace(request);
  const answer = await answerOffers(app, { region: place?.region ?? null, lang: request.lang });
  const offers = answer.models.flatMap((group) => group.offers);
  const finance = offers.filter((offer) => offer.type === 'apr').sort((a, b) => (a.apr ?? 0) - (b.apr ?? 0) || (b.months ?? 0) - (a.months ?? 0)).slice(0, OFFERS_SHOWN);
  const lease = offers.filter((offer) => offer.type === 'lease').sort((a, b) => (a.monthlyPayment ?? 0) - (b.monthlyPayment ?? 0)).slice(0, OFFERS_SHOWN);
  const used = new Set([...finance, ...lease].flatMap((offer) => offer.disclaimers));
  const disclaimers = answer.disclaimers.filter((item) => used.has(item.id));
  const where = place ? `${place.city ? `${place.city}, ` : ''}${place.state} ${place.zipCode}`.trim() : null;
  return { ...text, body: <FinancingPage eyebrow={eyebrow} place={where} finance={finance} lease={lease} disclaimers={disclaimers} /> };
}

export async function financePage(app: FastifyInstance, key: string, request: FastifyRequest, text: { title: string; description: string }, eyebrow: string): Promise<PageResult | null> {
  if (!FINANCE_PAGES.has(key)) return null;
  if (key === 'financingAndLeasing') return financingPage(app, request, text, eyebrow);
  const query = (request.query ?? {}) as Record<string, unknown>;
  const vehicle = typeof query.model === 'string' ? vehicleOf(await app.repositories.catalog.get(), query) : null;
  const located = typeof query.state === 'string' ? { state: '', zip: null } : stateOf(request, query);
  const defaults: CalculatorValues = {
    ...DEFAULT_VALUES,
    state: located.state,
    ...(vehicle ? { price: String(vehicle.msrp) } : {}),
  };
  const { values, given } = valuesFromQuery(query, defaults);
  const carry: [string, string][] = [...(vehicle?.carry ?? [])];
  const zip = normaliseZip(param(query, 'zip'));
  if (zip) carry.push(['zip', zip]);
  const calculator: PaymentCalculatorProps = { values, given, stateZip: located.zip, carry };
  // Only the bare page is worth an index entry; every set of values has its own address.
  const noindex = Object.keys(query).length > 0;
  return { ...text, noindex, body: <PaymentCalculatorPage eyebrow={eyebrow} calculator={calculator} vehicle={vehicle?.label ?? null} /> };
}
