/**
 * The inventory pages: local inventory (new vehicles at retailers) and certified pre-owned. The address is the
 * search (src/domain/inventory/address.ts); without a ZIP in it, the visitor's saved ZIP (the geo-data cookie) is used.
 * The results are one indexed query (the inventory repository); labels come from the catalog in the page's language.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findModel, text as localText, type Catalog } from '#domain/catalog/catalog.ts';
import { withZip } from '#domain/geo/geo-data.ts';
import { contextZip } from '#domain/geo/visitor-context.ts';
import { formatDollars, formatMiles } from '#domain/i18n/format.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { imageAddress } from '#domain/imagery/image-paths.ts';
import { cleared, inventorySearch, LIST_FILTERS, parseInventoryQuery, without, withoutValue, type ListFilter } from '#domain/inventory/address.ts';
import { COMPARE_LIMIT } from '#domain/inventory/compare-picks.ts';
import { vehicleNames } from '#domain/inventory/names.ts';
import { buildMatchSearch, differences, parseBuildMatch, type BuildMatch, type MatchDifference } from '#domain/inventory/match.ts';
import type { FacetValue, InventoryKind, InventoryListing, InventoryQuery, InventorySort, InventoryVehicle } from '#domain/inventory/types.ts';
import { VIN_PATTERN } from '#domain/inventory/vin.ts';
import type { Retailer } from '#domain/retailers/types.ts';
import { createTranslator } from '#domain/i18n/translate.ts';
import type { FacetGroup } from '#ui/islands/inventory-filters.tsx';
import { InventoryResultsPage, type InventoryCard, type InventoryPill } from '#ui/inventory/inventory-page.tsx';
import { InventoryVehiclePage, NoVehicleChosen, type VehicleDetail } from '#ui/inventory/vehicle-page.tsx';
import { NotFoundPage } from '#ui/site/not-found-page.tsx';
import { InventoryComparePage } from '#ui/inventory/compare-page.tsx';
import { zipIndex } from '#server/geo/zip-index.ts';
import type { PageResult } from '#server/plugins/render.tsx';
import { shownPhone } from '#domain/retailers/call-tracking.ts';

/** The results pages by site-map key, and the kind of vehicle each lists. */
const RESULTS: Record<string, { kind: InventoryKind; path: string; comparePath: string }> = {
  localInventory: { kind: 'new', path: '/vehicle-info/local-inventory.html', comparePath: '/vehicle-info/local-inventory/compare.html' },
  certifiedPreOwned: { kind: 'cpo', path: '/vehicle-info/certified-pre-owned/certified-pre-owned.html', comparePath: '/vehicle-info/certified-pre-owned/compare.html' },
};

/** The compare pages, and the results page each returns to. */
const COMPARE: Record<string, string> = { localInventoryCompare: 'localInventory', certifiedPreOwnedCompare: 'certifiedPreOwned' };
/** The site-map keys this module renders; they are rendered per request (they read the query and cookies). */
export const INVENTORY_PAGES: ReadonlySet<string> = new Set<string>([...Object.keys(RESULTS), 'inventoryVehicle', ...Object.keys(COMPARE)]);

/** Catalog names in the page's language: colours and packages are translated, model and trim names are names. */
function labeller(catalog: Catalog, lang: Language) {
  const colors = new Map<string, string>();
  const packages = new Map<string, string>();
  for (const model of catalog.models) {
    for (const year of model.years) {
      for (const color of year.exteriorColors) colors.set(color.code, localText(color.name, lang));
      for (const trim of year.trims) for (const item of trim.optionPackages) packages.set(item.code, localText(item.name, lang));
    }
  }
  return (filter: ListFilter, value: FacetValue): string => (filter === 'color' ? colors.get(value.value) : filter === 'feature' ? packages.get(value.value) : undefined) ?? value.label;
}

function card(listing: InventoryListing, catalog: Catalog, lang: Language, slug: string): InventoryCard {
  const model = findModel(catalog, listing.modelCode);
  return {
    vin: listing.vin,
    kind: listing.kind,
    status: listing.status,
    stockNumber: listing.stockNumber,
    year: listing.year,
    modelCode: listing.modelCode,
    modelName: listing.modelName,
    trimCode: listing.trimCode,
    trimName: listing.trimName,
    colorCode: listing.exteriorColor.code,
    colorName: vehicleNames(listing, catalog, lang).colorName,
    image: imageAddress({ kind: 'vehicle', bodyStyle: model?.bodyStyle ?? 'crossover', view: 'side', rgb: listing.exteriorColor.hex.toLowerCase() }),
    price: listing.price,
    mileage: listing.mileage,
    certifiedOn: listing.certifiedOn,
    retailerId: listing.retailerId,
    retailerSlug: slug,
    retailerName: listing.retailerName,
    retailerPlace: `${listing.retailerCity}, ${listing.retailerState}`,
    distance: listing.distance,
  };
}

/** A vehicle with everything its detail and compare views show, names in the page's language. */
function vehicleDetail(vehicle: InventoryVehicle, retailer: Retailer, catalog: Catalog, lang: Language): VehicleDetail {
  const bodyStyle = findModel(catalog, vehicle.modelCode)?.bodyStyle ?? 'crossover';
  const rgb = vehicle.exteriorColor.hex.toLowerCase();
  const listing: InventoryListing = { ...vehicle, retailerName: retailer.name, retailerCity: retailer.address.city, retailerState: retailer.address.state, distance: null };
  const { interiorName, transmissionName, packages, accessories } = vehicleNames(vehicle, catalog, lang);
  return {
    ...card(listing, catalog, lang, retailer.slug),
    views: (['side', 'front', 'rear'] as const).map((view) => ({ view, src: imageAddress({ kind: 'vehicle', bodyStyle, view, rgb }) })),
    interiorName,
    transmissionName,
    packages,
    accessories,
    msrp: vehicle.msrp,
    retailer: { name: retailer.name, ...retailer.address, phone: shownPhone(retailer) },
  };
}

/** Each listed retailer's page slug, by id. */
async function retailerSlugs(app: FastifyInstance, listings: readonly InventoryListing[]): Promise<Map<string, string>> {
  const slugs = new Map<string, string>();
  for (const listing of listings) {
    if (!slugs.has(listing.retailerId)) slugs.set(listing.retailerId, (await app.repositories.retailers.byId(listing.retailerId))?.slug ?? 'retailer');
  }
  return slugs;
}

interface MatchContext {
  key: string;
  entry: { kind: InventoryKind; path: string; comparePath: string };
  text: { title: string; description: string };
  query: InventoryQuery;
  match: BuildMatch;
  origin: { latitude: number; longitude: number } | null;
  place: { zipCode: string; city: string; state: string } | null;
  zipUnknown: boolean;
}

/**
 * Local inventory from a Build & Price build: the build's model in reach, closest to the build first, each vehicle
 * saying what differs from the build and how its price compares.
 */
async function matchPage(app: FastifyInstance, request: FastifyRequest, { key, entry, text, query, match, origin, place, zipUnknown }: MatchContext): Promise<PageResult> {
  const lang = request.lang;
  const t = createTranslator(app.dictionaries[lang].entries, { brand: app.brand });
  const [catalog, result] = await Promise.all([app.repositories.catalog.get(), app.repositories.inventory.closestTo(match, { origin, radius: query.radius ?? null, page: query.page ?? 1, pageSize: query.pageSize ?? 24 })]);
  const model = findModel(catalog, match.model);
  const years = model?.years ?? [];
  const trims = years.flatMap((year) => year.trims);
  const trimName = (code: string) => trims.find((trim) => trim.code === code)?.name ?? code;
  const colorName = (code: string) => {
    const color = years.flatMap((year) => year.exteriorColors).find((item) => item.code === code);
    return color ? localText(color.name, lang) : code;
  };
  const packageName = (code: string) => {
    const item = trims.flatMap((trim) => trim.optionPackages).find((entryItem) => entryItem.code === code);
    return item ? localText(item.name, lang) : code;
  };
  const accessoryName = (code: string) => {
    const item = model?.accessories.find((accessory) => accessory.code === code);
    return item ? localText(item.name, lang) : code;
  };
  const note = (item: MatchDifference): string => {
    switch (item.kind) {
      case 'year':
        return t('inventory.match.year', { year: item.value });
      case 'trim':
        return t('inventory.match.trim', { trim: trimName(item.value) });
      case 'color':
        return t('inventory.match.color', { color: colorName(item.value) });
      case 'package':
        return item.value ? t('inventory.match.with', { item: packageName(item.value) }) : t('inventory.match.without', { item: packageName(match.package ?? '') });
      case 'missingAccessory':
        return t('inventory.match.without', { item: accessoryName(item.value) });
      case 'extraAccessory':
        return t('inventory.match.with', { item: accessoryName(item.value) });
    }
  };
  const slugs = await retailerSlugs(app, result.vehicles);
  const cards = result.vehicles.map((listing) => {
    const { items, priceDelta } = differences(match, listing);
    const price =
      priceDelta === null ? null : priceDelta === 0 ? t('inventory.match.samePrice') : t(priceDelta > 0 ? 'inventory.match.more' : 'inventory.match.less', { amount: formatDollars(Math.abs(priceDelta)) });
    return { ...card(listing, catalog, lang, slugs.get(listing.retailerId) ?? 'retailer'), match: { exact: items.length === 0, notes: items.map(note), price } };
  });
  const build = [`${match.year} ${model?.name ?? match.model} ${trimName(match.trim)}`, match.color ? colorName(match.color) : null, match.package ? packageName(match.package) : null, ...match.accessories.map(accessoryName)]
    .filter(Boolean)
    .join(' · ');
  const search = buildMatchSearch(match);
  return {
    ...text,
    noindex: true,
    body: (
      <InventoryResultsPage
        pageKey={key}
        kind={entry.kind}
        path={entry.path}
        query={query}
        total={result.total}
        pages={Math.max(1, Math.ceil(result.total / (query.pageSize ?? 24)))}
        cards={cards}
        pills={[]}
        clearSearch={inventorySearch(cleared(query))}
        filters={{ action: entry.path, query, groups: [], price: null }}
        origin={place ? { zip: place.zipCode, city: place.city, state: place.state } : null}
        zipUnknown={zipUnknown}
        keepForPlace={[...new URLSearchParams(search)]}
        keepForSort={[]}
        sorts={[]}
        comparePath={entry.comparePath}
        match={{ build, search }}
      />
    ),
  };
}

/** `/vehicle-info/local-inventory/vehicle.html?vin=`: one vehicle, new or pre-owned; an unknown VIN is not found. */
async function vehiclePage(app: FastifyInstance, request: FastifyRequest, text: { title: string; description: string }): Promise<PageResult> {
  const t = createTranslator(app.dictionaries[request.lang].entries, { brand: app.brand });
  const notFound: PageResult = { title: t('page.notFound.title'), description: t('page.notFound.intro'), status: 404, noindex: true, body: <NotFoundPage /> };
  const vin = (request.query as Record<string, unknown>).vin;
  // No vehicle asked for: where to choose one.
  if (vin === undefined) return { ...text, noindex: true, body: <NoVehicleChosen /> };
  if (typeof vin !== 'string' || !VIN_PATTERN.test(vin.toUpperCase())) return notFound;
  const [catalog, vehicle] = await Promise.all([app.repositories.catalog.get(), app.repositories.inventory.byVin(vin.toUpperCase())]);
  const retailer = vehicle ? await app.repositories.retailers.byId(vehicle.retailerId) : null;
  if (!vehicle || !retailer) return notFound;
  const detail = vehicleDetail(vehicle, retailer, catalog, request.lang);
  // The title says what the page is in the page's language: a new (or certified pre-owned) vehicle at a retailer.
  const name = t('model.title', { year: vehicle.year, name: `${vehicle.modelName} ${vehicle.trimName}` });
  const words = { vehicle: name, retailer: retailer.name, color: detail.colorName, city: retailer.address.city, state: retailer.address.state };
  const cpo = vehicle.kind === 'cpo';
  const title = t(cpo ? 'inventory.vehicle.pageTitleCpo' : 'inventory.vehicle.pageTitle', words);
  const back = cpo ? (RESULTS.certifiedPreOwned?.path ?? '/') : (RESULTS.localInventory?.path ?? '/');
  return { title, description: t(cpo ? 'inventory.vehicle.pageDescriptionCpo' : 'inventory.vehicle.pageDescription', words), noindex: true, body: <InventoryVehiclePage vehicle={detail} backPath={back} /> };
}

/** `…/compare.html?vin=A&vin=B&vin=C`: up to three vehicles side by side (unknown VINs are left out). */
async function comparePage(app: FastifyInstance, key: string, request: FastifyRequest, text: { title: string; description: string }): Promise<PageResult> {
  const raw = (request.query as Record<string, unknown>).vin;
  const asked = [...new Set((Array.isArray(raw) ? raw : [raw]).filter((vin): vin is string => typeof vin === 'string').map((vin) => vin.toUpperCase()))].filter((vin) => VIN_PATTERN.test(vin));
  const catalog = await app.repositories.catalog.get();
  const details: VehicleDetail[] = [];
  for (const vin of asked.slice(0, COMPARE_LIMIT)) {
    const vehicle = await app.repositories.inventory.byVin(vin);
    const retailer = vehicle ? await app.repositories.retailers.byId(vehicle.retailerId) : null;
    if (vehicle && retailer) details.push(vehicleDetail(vehicle, retailer, catalog, request.lang));
  }
  const back = RESULTS[COMPARE[key] ?? '']?.path ?? '/';
  return { ...text, noindex: true, body: <InventoryComparePage pageKey={key} vehicles={details} backPath={back} dropped={asked.length > COMPARE_LIMIT} /> };
}

export async function inventoryPage(app: FastifyInstance, key: string, request: FastifyRequest, text: { title: string; description: string }, _eyebrow: string): Promise<PageResult | null> {
  if (key === 'inventoryVehicle') return vehiclePage(app, request, text);
  if (key in COMPARE) return comparePage(app, key, request, text);
  const entry = RESULTS[key];
  if (!entry) return null;
  const raw = { ...(request.query as Record<string, unknown>) };
  // Without a ZIP in the address, the visitor's (their own, else their retailer's): the nearest vehicles first.
  const askedZip = typeof raw.zip === 'string' ? raw.zip.trim() : undefined;
  if (askedZip === undefined) {
    const zip = contextZip(request.visitor);
    if (zip) raw.zip = zip;
  }
  let query = parseInventoryQuery(raw, entry.kind);
  const place = query.zip ? zipIndex().lookup(query.zip) : null;
  // A ZIP the visitor typed here becomes theirs, for every other page too (header, offers, Build & Price, forms).
  if (askedZip && place) {
    const next = withZip(request.geoData, zipIndex().geographicData(place.zipCode));
    if (next) request.saveVisitor(next);
  }
  const zipUnknown = askedZip !== undefined && askedZip !== '' && !place;
  if (query.zip && !place) {
    const { zip: _zip, radius: _radius, ...rest } = query;
    query = rest;
  }
  const lang = request.lang;
  const t = createTranslator(app.dictionaries[lang].entries, { brand: app.brand });
  const origin = place ? { latitude: place.latitude, longitude: place.longitude } : null;
  const match = entry.kind === 'new' ? parseBuildMatch(raw) : null;
  if (match) return matchPage(app, request, { key, entry, text, query, match, origin, place, zipUnknown });
  const [catalog, result] = await Promise.all([app.repositories.catalog.get(), app.repositories.inventory.search(query, { origin })]);
  const label = labeller(catalog, lang);

  const groups: FacetGroup[] = LIST_FILTERS.map((filter) => {
    const values = { model: result.facets.models, year: result.facets.years, trim: result.facets.trims, color: result.facets.colors, feature: result.facets.features }[filter];
    return { filter, values: values.map((value) => ({ ...value, label: label(filter, value) })) };
  }).filter((group) => group.values.length > 0);

  const pills: InventoryPill[] = [];
  const labelOf = (filter: ListFilter, value: string) => groups.find((group) => group.filter === filter)?.values.find((item) => item.value === value)?.label ?? value;
  const lists: [ListFilter, readonly (string | number)[] | undefined][] = [
    ['model', query.models],
    ['year', query.years],
    ['trim', query.trims],
    ['color', query.colors],
    ['feature', query.features],
  ];
  for (const [filter, values] of lists) {
    for (const value of values ?? []) pills.push({ key: `${filter}-${value}`, text: labelOf(filter, String(value)), removeSearch: inventorySearch(withoutValue(query, filter, String(value))) });
  }
  if (query.priceMin !== undefined || query.priceMax !== undefined) {
    const range = query.priceMin !== undefined && query.priceMax !== undefined ? `${formatDollars(query.priceMin)} – ${formatDollars(query.priceMax)}` : query.priceMin !== undefined ? t('inventory.pill.priceFrom', { price: formatDollars(query.priceMin) }) : t('inventory.pill.priceUpTo', { price: formatDollars(query.priceMax ?? 0) });
    pills.push({ key: 'price', text: range, removeSearch: inventorySearch(without(query, 'priceMin', 'priceMax')) });
  }
  if (query.mileageMax !== undefined) pills.push({ key: 'mileage', text: t('inventory.filter.mileageUpTo', { miles: formatMiles(query.mileageMax, lang) }), removeSearch: inventorySearch(without(query, 'mileageMax')) });
  if (query.retailerId) {
    const retailer = await app.repositories.retailers.byId(query.retailerId);
    pills.push({ key: 'retailer', text: retailer?.name ?? query.retailerId, removeSearch: inventorySearch(without(query, 'retailerId')) });
  }

  const slugs = await retailerSlugs(app, result.vehicles);
  const sorts: InventorySort[] = ['price-asc', 'price-desc', ...(query.zip ? (['distance'] as const) : []), 'year-desc', 'year-asc', ...(entry.kind === 'cpo' ? (['mileage-asc'] as const) : [])];
  const params = (search: string, drop: string[]) => [...new URLSearchParams(search)].filter(([name]) => !drop.includes(name));
  const firstPage: InventoryQuery = { ...query, page: 1 };
  const pages = Math.max(1, Math.ceil(result.total / (query.pageSize ?? 24)));
  return {
    ...text,
    // Filtered and paged searches are the same page for search engines.
    noindex: inventorySearch(query) !== '',
    body: (
      <InventoryResultsPage
        pageKey={key}
        kind={entry.kind}
        path={entry.path}
        query={query}
        total={result.total}
        pages={pages}
        cards={result.vehicles.map((listing) => card(listing, catalog, lang, slugs.get(listing.retailerId) ?? 'retailer'))}
        pills={pills}
        clearSearch={inventorySearch(cleared(query))}
        filters={{ action: entry.path, query, groups, price: result.facets.price }}
        origin={place ? { zip: place.zipCode, city: place.city, state: place.state } : null}
        zipUnknown={zipUnknown}
        keepForPlace={params(inventorySearch(firstPage), ['zip', 'radius'])}
        keepForSort={params(inventorySearch(firstPage), ['sort'])}
        sorts={sorts}
        comparePath={entry.comparePath}
      />
    ),
  };
}

