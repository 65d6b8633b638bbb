/**
 * The running offers as a visitor reads them, in their language: grouped by model in lineup order, each with its
 * headline, terms, end date and numbered fine print, and the model's picture and shopping links. The services and
 * the special-offers page both answer from this, so the page and the JSON never disagree.
 */
import { latestYear, text, type Catalog, type CatalogModel } from '#domain/catalog/catalog.ts';
import { modelSlug, showcaseColor, vehicleImagePath } from '#domain/catalog/views.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { interpolate, type Translate } from '#domain/i18n/translate.ts';
import { formatDay, formatDollars, formatDollarsAndCents, formatNumber } from '#domain/i18n/format.ts';
import { activeOffers, isNational, offerDay, offerTimeZone } from './offers.ts';
import type { Offer, OfferType, OffersFile } from './schema.ts';
import { formatRate, paymentPerThousand } from './terms.ts';

export interface OfferView {
  id: string;
  type: OfferType;
  /** `national`, or `regional` for an offer limited to some regions. */
  scope: 'national' | 'regional';
  /** The regions a regional offer is limited to; empty for national offers. */
  regions: string[];
  modelCode: string;
  modelName: string;
  year: number;
  /** The trims it is limited to; empty for every trim. */
  trims: { code: string; name: string }[];
  /** "2027 Kestrel", as the language writes it. */
  vehicle: string;
  /** "Hybrid only" when limited to trims, else null. */
  trimNote: string | null;
  /** Financing, Lease, Customer cash. */
  typeLabel: string;
  /** "0.9% APR for 36 months", "$329/month for 36 months", "$1,500 customer cash". */
  headline: string;
  /** The line under the headline: the payment per $1,000, what is due at signing, what the cash is for. */
  terms: string;
  startDate: string;
  endDate: string;
  /** "Offer ends Dec 31, 2026". */
  endsLabel: string;
  /** The figures the headline is made of, for clients that lay the offer out themselves. */
  apr: number | null;
  months: number | null;
  monthlyPayment: number | null;
  dueAtSigning: number | null;
  milesPerYear: number | null;
  cashAmount: number | null;
  /** Numbered disclaimers with the offer's fine print, in marker order. */
  disclaimers: number[];
}

export interface OfferModelGroup {
  code: string;
  name: string;
  slug: string;
  /** The model's drawing, in its showcase paint. */
  image: string;
  /** The model year the shopping links are for (its latest offered year). */
  year: number;
  links: { localPrice: string; build: string; inventory: string; model: string };
  offers: OfferView[];
}

export interface OfferDisclaimerView {
  id: number;
  label: string;
  content: string;
}

export interface OffersAnswer {
  /** The calendar day the offers were chosen for (the request's day in the region's time zone). */
  day: string;
  region: string | null;
  total: number;
  models: OfferModelGroup[];
  /** The fine print of every offer shown, in order of first use. */
  disclaimers: OfferDisclaimerView[];
}

export interface OffersQuery {
  now: Date | number;
  region?: string | null;
  model?: string | null;
  lang: Language;
  t: Translate;
  brand: string;
}

function listJoin(items: string[], lang: Language): string {
  return items.join(lang === 'zh' ? '、' : ', ');
}

function offerView(offer: Offer, model: CatalogModel, query: OffersQuery): OfferView {
  const { t, lang } = query;
  const year = model.years.find((item) => item.year === offer.year);
  const trims = offer.trims.map((code) => ({ code, name: year?.trims.find((trim) => trim.code === code)?.name ?? code }));
  const vehicle = t('offers.vehicle', { year: offer.year, name: model.name });
  const figures = { apr: null, months: null, monthlyPayment: null, dueAtSigning: null, milesPerYear: null, cashAmount: null };
  let typeLabel: string;
  let headline: string;
  let terms: string;
  let numbers: Pick<OfferView, keyof typeof figures>;
  switch (offer.type) {
    case 'apr':
      typeLabel = t('offers.type.apr');
      headline = t('offers.headline.apr', { rate: formatRate(offer.apr), months: offer.months });
      terms = t('offers.terms.apr', { payment: formatDollarsAndCents(paymentPerThousand(offer.apr, offer.months)) });
      numbers = { ...figures, apr: offer.apr, months: offer.months };
      break;
    case 'lease':
      typeLabel = t('offers.type.lease');
      headline = t('offers.headline.lease', { payment: formatDollars(offer.monthlyPayment), months: offer.months });
      terms = t('offers.terms.lease', { due: formatDollars(offer.dueAtSigning), miles: formatNumber(offer.milesPerYear, lang) });
      numbers = { ...figures, months: offer.months, monthlyPayment: offer.monthlyPayment, dueAtSigning: offer.dueAtSigning, milesPerYear: offer.milesPerYear };
      break;
    case 'cash':
      typeLabel = t('offers.type.cash');
      headline = t('offers.headline.cash', { amount: formatDollars(offer.amount) });
      terms = t('offers.terms.cash', { vehicle });
      numbers = { ...figures, cashAmount: offer.amount };
      break;
  }
  return {
    id: offer.id,
    type: offer.type,
    scope: isNational(offer) ? 'national' : 'regional',
    regions: offer.regions === 'national' ? [] : [...offer.regions],
    modelCode: model.code,
    modelName: model.name,
    year: offer.year,
    trims,
    vehicle,
    trimNote: trims.length ? t('offers.trimsOnly', { trims: listJoin(trims.map((trim) => trim.name), lang) }) : null,
    typeLabel,
    headline,
    terms,
    startDate: offer.startDate,
    endDate: offer.endDate,
    endsLabel: t('offers.ends', { date: formatDay(offer.endDate, lang) }),
    ...numbers,
    disclaimers: [...offer.disclaimers],
  };
}

/** The shopping links of a model: a local price and inventory for the offer's year, Build & Price, the model page. */
export function modelLinks(model: Pick<CatalogModel, 'code' | 'name'>, year: number) {
  return {
    localPrice: `/shopping-tools/get-local-price.html?model=${model.code}&year=${year}`,
    build: `/build/${year}/all-categories/${model.code}`,
    inventory: `/vehicle-info/local-inventory.html?model=${model.code}`,
    model: `/vehicles/${modelSlug(model)}.html`,
  };
}

/**
 * The offers running at `now` for `region` (national only without one), optionally for one model, grouped by
 * model. Offers on a model or year the catalog no longer sells are left out, whatever their dates.
 */
export function offersAnswer(file: OffersFile, catalog: Catalog, query: OffersQuery): OffersAnswer {
  const sold = new Map(catalog.models.filter((model) => model.active).map((model) => [model.code, model]));
  const offered = file.offers.filter((offer) => sold.get(offer.model)?.years.some((year) => year.year === offer.year && year.active));
  const running = activeOffers(offered, { now: query.now, region: query.region, model: query.model, modelOrder: catalog.models.map((model) => model.code) });
  const groups: OfferModelGroup[] = [];
  for (const offer of running) {
    const model = sold.get(offer.model);
    if (!model) continue;
    let group = groups.find((item) => item.code === model.code);
    if (!group) {
      const latest = latestYear(model);
      const color = latest ? showcaseColor(latest) : undefined;
      group = { code: model.code, name: model.name, slug: modelSlug(model), image: vehicleImagePath(model, 'side', color?.rgb ?? '#8a97a6'), year: offer.year, links: modelLinks(model, offer.year), offers: [] };
      groups.push(group);
    }
    if (offer.year > group.year) {
      group.year = offer.year;
      group.links = modelLinks(model, offer.year);
    }
    group.offers.push(offerView(offer, model, query));
  }
  const byId = new Map(file.disclaimers.map((item) => [item.id, item]));
  const ids = [...new Set(running.flatMap((offer) => offer.disclaimers))];
  const disclaimers = ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [{ id, label: text(item.label, query.lang), content: interpolate(text(item.content, query.lang), { brand: query.brand }) }] : [];
  });
  return { day: offerDay(query.now, offerTimeZone(query.region)), region: query.region ?? null, total: running.length, models: groups, disclaimers };
}
