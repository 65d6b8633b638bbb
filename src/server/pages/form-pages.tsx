/**
 * The pages that carry a lead form (one per form of src/domain/forms/definitions.ts; the love-promise page offers
 * three), and the pages a submission lands on: sent-to-retailer and the share-the-love thank-you.
 */
import { createTranslator } from '#domain/i18n/translate.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formEndpoint, TRADE_IN_FORM } from '#domain/forms/definitions.ts';
import { TradeInEstimator } from '#ui/finance/trade-in-estimator.tsx';
import { tradeInEstimator } from './trade-in-page.ts';
import { FORM_PAGES, RECEIVED_PAGES } from '#domain/forms/pages.ts';
import type { FormDefinition } from '#domain/forms/types.ts';
import { text as localText, type Catalog } from '#domain/catalog/catalog.ts';
import type { Language } from '#domain/i18n/languages.ts';
import type { SitePage } from '#domain/platform/site-map.ts';
import type { FieldError } from '#domain/validation/types.ts';
import type { RetailerList } from '#domain/retailers/types.ts';
import { retailerChoices, type FormValue, type LeadFormProps, type RetailerChoice, type VehicleChoice } from '#ui/islands/lead-form.tsx';
import { FormPage, type FormChoice } from '#ui/lead-form/form-page.tsx';
import { SubmissionReceivedPage, type ReceivedRetailer } from '#ui/lead-form/received-page.tsx';
import type { PageResult } from '#server/plugins/render.tsx';
import { formVehicle } from '#server/forms/lead-vehicle.ts';
import { CATALOG_CODE } from '#domain/catalog/codes.ts';
import { storiesPagePath } from '#server/services/stories.ts';
import { shownPhone } from '#domain/retailers/call-tracking.ts';
import { findCharity, hometownCharitiesNear } from '#server/services/charities.ts';
import type { CharityChoice } from '#domain/charities/charities.ts';
import { contextZip } from '#domain/geo/visitor-context.ts';

const CODE = CATALOG_CODE;
const CONFIRMATION = /^L[0-9A-HJKMNP-TV-Z]{10}$/;
const RETAILER_ID = /^\d{5}$/;

/** Active model years for the vehicle-of-interest picker, newest first. */
function vehicleChoices(catalog: Catalog, lang: Language): VehicleChoice[] {
  return catalog.models
    .filter((model) => model.active)
    .flatMap((model) =>
      model.years
        .filter((year) => year.active)
        .map((year) => ({
          year: year.year,
          code: model.code,
          name: model.name,
          trims: year.trims.map((trim) => ({
            code: trim.code,
            name: trim.name,
            colors: year.exteriorColors.filter((color) => trim.colors.includes(color.code)).map((color) => ({ code: color.code, name: localText(color.name, lang) })),
          })),
        })),
    )
    .sort((a, b) => b.year - a.year || a.name.localeCompare(b.name));
}

/** The vehicle a link carries (`?year=&model=&trim=&color=`, as Build & Price's summary sends), as the picker's value. */
function vehicleFromQuery(query: Record<string, unknown>, vehicles: VehicleChoice[]): string {
  const pick = (name: string) => (typeof query[name] === 'string' && CODE.test(query[name]) ? query[name] : '');
  const year = typeof query.year === 'string' && /^\d{4}$/.test(query.year) ? query.year : '';
  const model = vehicles.find((item) => String(item.year) === year && item.code === pick('model'));
  if (!model) return '';
  const trim = model.trims.find((item) => item.code === pick('trim'));
  const color = trim?.colors.find((item) => item.code === pick('color'));
  return [year, model.code, trim?.code ?? '', color?.code ?? ''].join('|');
}

const RETAILER_ZIP = /^\d{5}$/;
/** How many retailers the form offers (as many as the island asks the service for). */
const RETAILER_CHOICES = 5;

/** The retailers nearest a ZIP code, as the island would fetch them (in-process); null when the service fails. */
async function nearestRetailers(app: FastifyInstance, zip: string): Promise<RetailerChoice[] | null> {
  try {
    const response = await app.inject({ method: 'GET', url: `/services/dealers/by/zip?zipcode=${zip}&count=${RETAILER_CHOICES}`, headers: { accept: 'application/json' } });
    if (response.statusCode === 400 || response.statusCode === 404) return [];
    return response.statusCode === 200 ? retailerChoices(response.json<RetailerList>()) : null;
  } catch {
    return null;
  }
}

/** How many hometown charities the nomination form lists: as many as the share-the-love page shows near a ZIP. */
const HOMETOWN_CHOICES = 3;

/**
 * The charities the nomination form lists: the national ones, the hometown ones of the participating retailers
 * nearest `zip` (when one is known), and the charity already chosen (a link's `?charity=`, a no-script submission
 * sent back) when it is a hometown one of another place. Null for `chosen` when it names no charity.
 */
async function charityChoices(app: FastifyInstance, lang: Language, zip: string, chosen: string): Promise<{ list: CharityChoice[]; zip: string | null; chosen: CharityChoice | null }> {
  const list: CharityChoice[] = app.charities.national.map((charity) => ({ id: charity.id, name: charity.name, cause: charity.cause, retailer: null, distance: null }));
  const near = zip ? await hometownCharitiesNear(app, zip, HOMETOWN_CHOICES, lang) : [];
  if (Array.isArray(near)) {
    for (const charity of near) list.push({ id: charity.id, name: charity.name, cause: charity.cause, retailer: { name: charity.retailer.name, city: charity.retailer.city, state: charity.retailer.state }, distance: charity.distance });
  }
  const known = list.find((charity) => charity.id === chosen) ?? (chosen && chosen !== 'other' ? await findCharity(app, chosen, lang) : null);
  if (known && !list.some((charity) => charity.id === known.id)) list.push(known);
  return { list, zip: Array.isArray(near) && near.length > 0 ? zip : null, chosen: known };
}

/** What a no-script submission that failed brings back to its page: the visitor's answers and the errors. */
export interface FormReplay {
  kind: string;
  values: Record<string, FormValue>;
  errors: Record<string, FieldError>;
  /** The lead could not be stored (the service error is shown; the answers are kept). */
  failed?: boolean;
}

export async function formPage(app: FastifyInstance, key: string, request: FastifyRequest, text: { title: string; description: string }, eyebrow: string, pages: readonly SitePage[], replay?: FormReplay): Promise<PageResult | null> {
  const forms = FORM_PAGES[key];
  if (!forms) return null;
  const query = request.query as Record<string, unknown>;
  const kinds = Object.keys(forms);
  const requested = replay?.kind ?? (typeof query.kind === 'string' ? query.kind : '');
  const kind = kinds.includes(requested) ? requested : (kinds[0] ?? '');
  const definition = forms[kind];
  if (!definition) return null;
  const form: FormDefinition = { ...definition, endpoint: formEndpoint(definition, app.brand) };

  const needsVehicles = form.fields.some((field) => field.component === 'vehicle');
  const vehicles = needsVehicles ? vehicleChoices(await app.repositories.catalog.get(), request.lang) : [];
  const values: Record<string, FormValue> = {};
  if (needsVehicles) values.vehicle = vehicleFromQuery(query, vehicles);
  if (form.fields.some((field) => field.name === 'buildToken') && typeof query.token === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(query.token)) values.buildToken = query.token;
  if (form.fields.some((field) => field.name === 'vin') && typeof query.vin === 'string' && /^[A-Za-z0-9]{17}$/.test(query.vin)) values.vin = query.vin.toUpperCase();
  // The visitor's saved ZIP and preferred retailer (the geo-data cookie) start those fields.
  // The visitor context (their ZIP, else their retailer's; their preferred retailer) starts those fields.
  const context = request.visitor;
  if (form.fields.some((field) => field.name === 'zipCode') && context.place) values.zipCode = context.place.zipCode;
  const retailerField = form.fields.find((field) => field.component === 'retailer');
  if (retailerField) {
    const asked = typeof query.retailer === 'string' && RETAILER_ID.test(query.retailer) ? query.retailer : '';
    if (asked || context.retailer) values[retailerField.name] = asked || context.retailer?.id || '';
  }

  // The trade-in page prices the vehicle first; a priced one starts the form that sends it to a retailer.
  const tradeIn = form.name === TRADE_IN_FORM.name ? await tradeInEstimator(app, request.lang, query) : null;
  if (tradeIn?.result) Object.assign(values, { vin: tradeIn.values.vin, mileage: tradeIn.values.mileage, condition: tradeIn.values.condition });
  // The vehicle the visitor comes from (an inventory VIN, a saved build, a build's choices), derived here again.
  const attached = await formVehicle(app, request, form, { ...values, ...replay?.values }, query, pages.find((page) => page.key === key)?.path ?? request.sitePath);
  if (attached) Object.assign(values, attached.values);

  const linked = new Set([form.successPage, ...form.fields.map((field) => field.options?.props?.linkPage)].filter((page): page is string => typeof page === 'string'));
  const links = Object.fromEntries(pages.filter((page) => linked.has(page.key)).map((page) => [page.key, page.path]));
  // The retailers nearest the ZIP the form starts with (saved, or sent without script): listed here, the choice needs no script.
  const startZip = replay?.values.zipCode ?? values.zipCode;
  const retailers = form.fields.some((field) => field.component === 'retailer') && typeof startZip === 'string' && RETAILER_ZIP.test(startZip) ? { zip: startZip, list: await nearestRetailers(app, startZip) } : undefined;
  // Share the Love: the charities to nominate, near the page's `?zip=` or the visitor's own; `?charity=` picks one.
  let charities: LeadFormProps['charities'];
  const charityField = form.fields.find((field) => field.component === 'charity');
  if (charityField) {
    const zipAsked = typeof query.zip === 'string' && RETAILER_ZIP.test(query.zip.trim()) ? query.zip.trim() : '';
    const asked = typeof query.charity === 'string' ? query.charity.trim().slice(0, 60) : '';
    const replayed = replay?.values[charityField.name];
    const found = await charityChoices(app, request.lang, zipAsked || contextZip(request.visitor) || '', typeof replayed === 'string' ? replayed : asked);
    charities = { list: found.list, zip: found.zip };
    // A link's charity is chosen only when it is one the form lists (or another organization).
    if (!replay && (found.chosen || asked === 'other')) values[charityField.name] = found.chosen?.id ?? 'other';
  }
  const props: LeadFormProps = { form, values: { ...values, ...replay?.values }, vehicles, links, retailers, ...(charities ? { charities } : {}), ...(replay ? { errors: replay.errors, failed: replay.failed === true } : {}) };
  if (attached) Object.assign(props, { vehicleView: attached.view, ...(attached.error && !replay ? { errors: { [attached.view.field]: attached.error } } : {}) });
  const choices: FormChoice[] | undefined = kinds.length > 1 ? kinds.map((item) => ({ kind: item, current: item === kind })) : undefined;
  // After a no-script submission the page is asked for with the confirmation number: the thank-you shows instead of the form.
  const confirmation = !replay && typeof query.confirmation === 'string' && CONFIRMATION.test(query.confirmation) ? query.confirmation : undefined;
  // A page with several forms (the love-promise stories) names the one asked for (`?kind=`) in its title; the bare
  // address keeps the page's own title.
  const kindTitle = `page.${key}.kindTitle.${kind}`;
  const dictionary = app.dictionaries[request.lang].entries;
  const title = kinds.length > 1 && kind === requested && kindTitle in dictionary ? createTranslator(dictionary, { brand: app.brand })(kindTitle) : text.title;
  return {
    ...text,
    title,
    ...(confirmation || tradeIn?.values.vin ? { noindex: true } : {}),
    body: (
      <FormPage
        pageKey={key}
        eyebrow={eyebrow}
        form={props}
        choices={choices}
        confirmation={confirmation}
        {...(tradeIn ? { before: <TradeInEstimator {...tradeIn} />, formTitle: 'tradeIn.formTitle' } : {})}
        {...(form.story ? { related: { path: storiesPagePath(app.brand), label: 'stories.readLink' } } : {})}
      />
    ),
  };
}

/** sent-to-retailer and the share-the-love thank-you: the confirmation number, and the retailer the lead went to. */
export async function receivedPage(app: FastifyInstance, key: string, request: FastifyRequest, text: { title: string; description: string }, eyebrow: string): Promise<PageResult | null> {
  if (!RECEIVED_PAGES.has(key)) return null;
  const query = request.query as Record<string, unknown>;
  const confirmation = typeof query.confirmation === 'string' && CONFIRMATION.test(query.confirmation) ? query.confirmation : null;
  let retailer: ReceivedRetailer | null = null;
  if (key === 'sentToRetailer' && typeof query.retailer === 'string' && RETAILER_ID.test(query.retailer)) {
    const found = await app.repositories.retailers.byId(query.retailer);
    if (found) retailer = { id: found.id, name: found.name, slug: found.slug, address: found.address, phone: shownPhone(found) };
  }
  return { ...text, noindex: true, body: <SubmissionReceivedPage pageKey={key} eyebrow={eyebrow} confirmation={confirmation} retailer={retailer} /> };
}
