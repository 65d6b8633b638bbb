/**
 * The owners' pages: recalls (a VIN lookup answered on the server for `?vin=`), manuals and warranties (year → model →
 * trim as query links, then the trim's documents) and schedule service (the preferred retailer's service department;
 * the geogate sends visitors without one to confirm it first). Each reads the query or the geo-data cookie, so they
 * are rendered per request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findModel } from '#domain/catalog/catalog.ts';
import { showcaseColor, vehicleImagePath } from '#domain/catalog/views.ts';
import { returnUrlQuery } from '#domain/geo/return-url.ts';
import { createTranslator } from '#domain/i18n/translate.ts';
import { localizeHref } from '#domain/i18n/paths.ts';
import { formatDay } from '#domain/i18n/format.ts';
import { documentYears, findTrim } from '#domain/owners/documents.ts';
import { campaignList } from '#domain/recalls/view.ts';
import { ManualsPage, type ManualsPageProps } from '#ui/owners/manuals-page.tsx';
import { RecallsPage } from '#ui/owners/recalls-page.tsx';
import { ScheduleServicePage } from '#ui/owners/schedule-service-page.tsx';
import type { PageResult } from '#server/plugins/render.tsx';
import { lookupRecalls } from '#server/services/recalls.ts';
import { warrantyAnswer } from '#server/services/warranty.ts';
import { shownPhone } from '#domain/retailers/call-tracking.ts';

/** The site-map keys this module renders; they are rendered per request (they read the query and cookies). */
export const OWNERS_PAGES: ReadonlySet<string> = new Set<string>(['recalls', 'manualsWarranties', 'scheduleService']);

type Text = { title: string; description: string };

function first(value: unknown): string | undefined {
  const item = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof item === 'string' ? item : undefined;
}

async function recallsPage(app: FastifyInstance, request: FastifyRequest, text: Text, eyebrow: string): Promise<PageResult> {
  const query = request.query as Record<string, unknown>;
  const asked = first(query.vin);
  const vin = asked?.slice(0, 32) ?? '';
  // Only a VIN that was asked about is checked: the bare page has no error to show.
  const lookup = asked === undefined ? null : await lookupRecalls(app, vin, request.lang);
  const catalog = await app.repositories.catalog.get();
  const file = app.recalls.file;
  const listed = campaignList(file, catalog, request.lang);
  const error = lookup && 'error' in lookup ? lookup.error : null;
  const result = lookup && 'answer' in lookup ? lookup.answer : null;
  return {
    ...text,
    // A VIN the rule refuses is a bad request, as the service answers it; the page still shows the form and the error.
    status: error ? 400 : 200,
    // A VIN's answer is the visitor's own business, not a page for search engines.
    noindex: asked !== undefined,
    body: (
      <RecallsPage
        eyebrow={eyebrow}
        title={text.title}
        intro={text.description}
        vin={vin}
        result={result}
        error={error}
        lastUpdated={file.lastUpdated}
        lastUpdatedLabel={formatDay(file.lastUpdated, request.lang)}
        campaigns={listed}
      />
    ),
  };
}

async function manualsPage(app: FastifyInstance, request: FastifyRequest, text: Text, eyebrow: string): Promise<PageResult> {
  const query = request.query as Record<string, unknown>;
  const catalog = await app.repositories.catalog.get();
  const years = documentYears(catalog.models);
  const askedYear = Number(first(query.year));
  const yearEntry = years.find((item) => item.year === askedYear) ?? years[0];
  if (!yearEntry) throw new Error('The catalog has no model years');
  const modelCode = first(query.model)?.toUpperCase() ?? '';
  const modelEntry = yearEntry.models.find((item) => item.code === modelCode) ?? null;
  const trimCode = first(query.trim)?.toUpperCase() ?? '';
  const trimEntry = modelEntry?.trims.find((item) => item.code === trimCode) ?? null;
  const t = createTranslator(app.dictionaries[request.lang].entries, { brand: app.brand });

  const models = yearEntry.models.map((item) => {
    const model = findModel(catalog, item.code);
    const modelYear = model?.years.find((entry) => entry.year === yearEntry.year);
    const color = modelYear ? showcaseColor(modelYear) : undefined;
    return { code: item.code, name: item.name, image: model ? vehicleImagePath(model, 'side', color?.rgb ?? '#8a97a6') : '' };
  });

  let documents: ManualsPageProps['documents'] = null;
  const model = modelEntry ? findModel(catalog, modelEntry.code) : undefined;
  if (model && trimEntry && findTrim(model, yearEntry.year, trimEntry.code)) {
    const answer = await warrantyAnswer(app, yearEntry.year, model.code, trimEntry.code, request.lang);
    if (answer) {
      documents = {
        vehicle: t('owners.vehicle', { year: answer.year, brand: app.brand, model: answer.modelName, trim: answer.trimName }),
        editionLabel: answer.editionLabel,
        items: answer.documents.map(({ type, title, description, url }) => ({ type, title, description, url })),
        coverage: answer.coverage.map(({ kind, name, term, text: what }) => ({ kind, name, term, text: what })),
      };
    }
  }

  return {
    ...text,
    noindex: Object.keys(query).length > 0,
    body: (
      <ManualsPage
        eyebrow={eyebrow}
        title={text.title}
        intro={text.description}
        years={years.map((item) => item.year)}
        year={yearEntry.year}
        models={models}
        model={modelEntry ? { code: modelEntry.code, name: modelEntry.name } : null}
        trims={modelEntry?.trims ?? []}
        trim={trimEntry}
        documents={documents}
      />
    ),
  };
}

async function scheduleServicePage(app: FastifyInstance, request: FastifyRequest, text: Text, eyebrow: string): Promise<PageResult> {
  const saved = request.visitor.retailer;
  const found = saved ? await app.repositories.retailers.byId(saved.id) : null;
  const retailer = found && found.status === 'Active' ? found : null;
  const here = localizeHref('/owners/schedule-service.html', request.lang);
  const back = returnUrlQuery(request.wcmmodeDisabled ? `${here}?wcmmode=disabled` : here);
  const changeHref = `${localizeHref('/confirm-your-retailer.html', request.lang, { wcmmodeDisabled: request.wcmmodeDisabled })}${request.wcmmodeDisabled ? '&' : '?'}${back}`;
  return {
    ...text,
    body: (
      <ScheduleServicePage
        eyebrow={eyebrow}
        title={text.title}
        intro={text.description}
        retailer={retailer ? { id: retailer.id, name: retailer.name, slug: retailer.slug, address: retailer.address, phone: shownPhone(retailer), website: retailer.website, hours: retailer.hours, services: retailer.services } : null}
        unknown={saved !== null && retailer === null}
        changeHref={changeHref}
      />
    ),
  };
}

export async function ownersPage(app: FastifyInstance, key: string, request: FastifyRequest, text: Text, eyebrow: string): Promise<PageResult | null> {
  if (!OWNERS_PAGES.has(key)) return null;
  if (key === 'recalls') return recallsPage(app, request, text, eyebrow);
  if (key === 'manualsWarranties') return manualsPage(app, request, text, eyebrow);
  return scheduleServicePage(app, request, text, eyebrow);
}
