/** The pages that carry a lead form: get a local price (quote), schedule a test drive, customer support. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTACT_FORM, QUOTE_FORM, TEST_DRIVE_FORM } from '#domain/forms/definitions.ts';
import type { FormDefinition } from '#domain/forms/types.ts';
import { GEO_DATA_COOKIE, parseGeoData } from '#domain/geo/geo-data.ts';
import { text as localText } from '#domain/catalog/catalog.ts';
import type { LeadFormProps, VehicleChoice } from '#ui/islands/lead-form.tsx';
import { FormPage } from '#ui/pages/forms/form-page.tsx';
import type { PageResult } from '../plugins/render.tsx';

export const FORM_PAGES: Record<string, { form: FormDefinition; section: string }> = {
  getLocalPrice: { form: QUOTE_FORM, section: 'shopping' },
  scheduleTestDrive: { form: TEST_DRIVE_FORM, section: 'shopping' },
  customerSupport: { form: CONTACT_FORM, section: 'support' },
};

const CODE = /^[A-Z0-9]{2,12}$/;

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

export async function formPage(app: FastifyInstance, key: string, request: FastifyRequest, text: { title: string; description: string }, eyebrow: string): Promise<PageResult | null> {
  const entry = FORM_PAGES[key];
  if (!entry) return null;
  const catalog = await app.repositories.catalog.get();
  const lang = request.lang;
  const vehicles: VehicleChoice[] = catalog.models
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
  const query = request.query as Record<string, unknown>;
  const values: Record<string, string> = {};
  if (entry.form.fields.some((field) => field.name === 'vehicle')) values.vehicle = vehicleFromQuery(query, vehicles);
  if (typeof query.token === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(query.token)) values.buildToken = query.token;
  // The visitor's saved ZIP and preferred retailer (the geo-data cookie) start those fields.
  const saved = parseGeoData(request.cookies[GEO_DATA_COOKIE] ?? null);
  if (saved?.userZipCode || saved?.zipCode) values.zipCode = saved.userZipCode || saved.zipCode;
  if (saved?.selectedDealer) values.retailer = saved.selectedDealer;
  const props: LeadFormProps = { form: entry.form, values, vehicles };
  return { ...text, body: <FormPage pageKey={key} eyebrow={eyebrow} form={props} /> };
}
