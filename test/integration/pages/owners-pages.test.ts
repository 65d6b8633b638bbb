import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RetailerList } from '#domain/retailers/types.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { decodeEntities as decode } from '../../support/html.ts';

/** The fixed "today" of the offers on the home page: Sunday Nov 22, 2026, noon in New York. */
const TODAY = new Date('2026-11-22T17:00:00Z');
/** A public host: not an author host, so pages are in live mode as visitors see them. */
const LIVE = { host: 'www.example.test' };
const RECALLS = '/owners/recalls.html';
const MANUALS = '/owners/manuals-and-warranties.html';
const SCHEDULE = '/owners/schedule-service.html';
const NOT_FOUND = 'The VIN you entered is not valid or could not be found. Please check it and try again, or contact Customer Support.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BRAND_NAME: 'Halden' });
});
afterAll(async () => t.close());
beforeEach(() => {
  t.app.offers.now = () => TODAY;
});

const cookie = (value: object) => `geo-data=${encodeURIComponent(JSON.stringify({ version: '0001', savedAt: Date.now(), ...value }))}`;
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url, headers: { ...LIVE, ...headers } });
  return { status: response.statusCode, html: decode(response.body), headers: response.headers };
}

/** Every `<name …>` tag of the markup as its attributes, so assertions do not depend on attribute order. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((match) =>
    // Attribute names are case-insensitive in HTML (React writes fetchPriority, the browser reads fetchpriority).
    Object.fromEntries([...(match[1] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((attribute) => [(attribute[1] ?? '').toLowerCase(), attribute[2] ?? ''])),
  );
}

describe('the recalls page', () => {
  it('renders the VIN lookup, the last update and every campaign in en, es and zh', async () => {
    for (const [prefix, h1, heading, updated] of [
      ['', 'Recalls', 'Check your vehicle for recalls', 'Recall information last updated <time dateTime="2026-11-20">Nov 20, 2026</time>.'],
      ['/es', 'Llamados a revisión', 'Verifique si su vehículo tiene llamados a revisión', 'Información de llamados a revisión actualizada el <time dateTime="2026-11-20">20 nov 2026</time>.'],
      ['/zh', '召回信息', '查询您的车辆是否有召回', '召回信息最近更新于 <time dateTime="2026-11-20">2026年11月20日</time>。'],
    ] as const) {
      const { status, html, headers } = await page(`${prefix}${RECALLS}`);
      expect(status, prefix).toBe(200);
      // The same for every visitor without a cookie: a CDN may keep it for the page TTL.
      expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=3000');
      expect(html).toContain(`<h1 class="section-hero__title">${h1}</h1>`);
      expect(html).toContain(`>${heading}</h2>`);
      expect(main(html)).toContain(updated);
      // The island's no-script form: GET to the recalls page of the same language.
      const form = tags(html, 'form').find((item) => item.class === 'recall-lookup__form');
      expect(form?.method).toBe('get');
      expect(form?.action).toMatch(new RegExp(`^${prefix}/owners/recalls\\.html#`));
      expect(tags(html, 'input')).toContainEqual(expect.objectContaining({ name: 'vin', value: '', 'aria-required': 'true' }));
      expect(html).toContain('<x-recall-lookup data-island');
      expect([...html.matchAll(/<li class="campaign-card">/g)]).toHaveLength(10);
      expect(html).not.toContain('noindex');
    }
  });

  it('answers ?vin= on the server without script: the vehicle, two open recalls with their badges, and a way to a retailer', async () => {
    const { status, html } = await page(`${RECALLS}?vin=jf2ceca16tg200000`);
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex"');
    const body = text(main(html));
    expect(body).toContain('Recall results for VIN JF2CECA16TG200000');
    expect(body).toContain('2026 Halden Kestrel Hybrid');
    expect(body).toContain('2 open recalls');
    expect(body).toContain('Back-over prevention: rearview camera');
    expect(body).toContain('Hybrid propulsion system: inverter');
    expect(html).toMatch(/<span class="badge badge--danger">Open<\/span><span class="badge badge--success">Remedy available<\/span>/);
    expect(html).toMatch(/<span class="badge badge--danger">Open<\/span><span class="badge badge--warning">Remedy not yet available<\/span>/);
    expect(tags(html, 'a')).toContainEqual(expect.objectContaining({ class: 'button button--primary', href: '/owners/schedule-service.html' }));
    expect(tags(html, 'input')).toContainEqual(expect.objectContaining({ name: 'vin', value: 'jf2ceca16tg200000' }));
  });

  it('says "No open recalls" for a vehicle without recalls, and "not a Halden vehicle" for another make', async () => {
    const none = text(main((await page(`${RECALLS}?vin=JF1JATR19TG123456`)).html));
    expect(none).toContain('2026 Halden Vanta Premium');
    expect(none).toContain('No open recalls There are no open safety recalls for this vehicle.');
    const other = await page(`/es${RECALLS}?vin=JTMABABA8RA060836`);
    expect(other.status).toBe(200);
    expect(text(main(other.html))).toContain('Este VIN no corresponde a un vehículo Halden.');
    expect(tags(other.html, 'a')).toContainEqual(expect.objectContaining({ href: 'https://www.nhtsa.gov/recalls', target: '_blank' }));
  });

  it('answers an invalid VIN with 400 and the VIN rule’s message, in the page’s language, with the support link', async () => {
    const en = await page(`${RECALLS}?vin=JF2CECA17TG200000`);
    expect(en.status).toBe(400);
    expect(en.html).toContain(NOT_FOUND);
    expect(tags(en.html, 'input')).toContainEqual(expect.objectContaining({ name: 'vin', 'aria-invalid': 'true' }));
    expect(tags(en.html, 'a')).toContainEqual(expect.objectContaining({ href: '/support/customer-support.html' }));
    expect(text(main(en.html))).not.toContain('Recall results for VIN');
    const short = await page(`/es${RECALLS}?vin=ABC`);
    expect(short.status).toBe(400);
    expect(short.html).toContain('Ingrese un VIN válido.');
    const empty = await page(`/zh${RECALLS}?vin=`);
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('请输入有效的车辆识别号（VIN）。');
  });
});

describe('the manuals and warranties page', () => {
  it('offers the model years, then the models of the chosen year, in en, es and zh', async () => {
    for (const [prefix, step] of [
      ['', 'Choose the model year'],
      ['/es', 'Elija el año del modelo'],
      ['/zh', '选择车型年款'],
    ] as const) {
      const { status, html } = await page(`${prefix}${MANUALS}`);
      expect(status, prefix).toBe(200);
      expect(html).toContain(step);
      const links = tags(html, 'a').filter((item) => item.class === 'choice-link');
      expect(links.map((item) => item.href)).toEqual([`${prefix}${MANUALS}?year=2027#manuals-model`, `${prefix}${MANUALS}?year=2026#manuals-model`]);
      expect(links[0]?.['aria-current']).toBe('true');
      // No island of its own: the page is links only.
      expect(main(html)).not.toContain('data-island');
    }
  });

  it('lists the models and trims as links, and the chosen trim’s four PDFs and its coverage', async () => {
    const years = await page(`${MANUALS}?year=2026`);
    const models = tags(years.html, 'a').filter((item) => item.class === 'manuals-model');
    expect(models.map((item) => item.href)).toContain(`${MANUALS}?year=2026&model=PICA#manuals-trim`);
    const trims = await page(`${MANUALS}?year=2027&model=KSTL`);
    expect(tags(trims.html, 'a').filter((item) => item.class === 'choice-link' && (item.href ?? '').includes('trim=')).map((item) => item.href)).toEqual(
      ['BASE', 'PREM', 'SPRT', 'WILD', 'LTD', 'HYB'].map((trim) => `${MANUALS}?year=2027&model=KSTL&trim=${trim}#manuals-documents`),
    );
    expect(trims.html).toContain('Choose a trim to see its documents.');
    const chosen = await page(`/es${MANUALS}?year=2027&model=KSTL&trim=LTD`);
    expect(chosen.status).toBe(200);
    expect(chosen.html).toContain('<meta name="robots" content="noindex"');
    expect(text(main(chosen.html))).toContain('Documentos del Halden Kestrel Limited 2027');
    const pdfs = tags(chosen.html, 'a').filter((item) => item.type === 'application/pdf').map((item) => item.href);
    expect(pdfs).toEqual(['owners-manual', 'warranty', 'maintenance', 'quick-reference'].map((doc) => `/services/vehicles/warranty/2027/KSTL/LTD/${doc}?lang=es`));
    for (const url of pdfs.slice(0, 1)) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
    }
    expect(text(main(chosen.html))).toContain('Cobertura básica 3 años / 36,000 millas');
  });

  it('ignores a model or trim the year does not have', async () => {
    const { status, html } = await page(`${MANUALS}?year=2026&model=KSTL&trim=WILD`);
    expect(status).toBe(200);
    expect(html).not.toContain('id="manuals-documents"');
    const unknown = await page(`${MANUALS}?year=1999&model=NOPE`);
    expect(unknown.status).toBe(200);
    expect(tags(unknown.html, 'a').find((item) => item.class === 'choice-link' && item['aria-current'] === 'true')?.href).toBe(`${MANUALS}?year=2027#manuals-model`);
  });
});

describe('the schedule-service page', () => {
  it('sends a visitor without a preferred retailer to confirm one first, and back here afterwards', async () => {
    for (const prefix of ['', '/es', '/zh']) {
      const response = await t.app.inject({ url: `${prefix}${SCHEDULE}`, headers: LIVE });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`${prefix}/confirm-your-retailer.html?returnUrl=${encodeURIComponent(`${prefix}${SCHEDULE}`)}`);
    }
  });

  it('hands the visitor to their retailer’s service department: phone, hours, address and its online scheduling', async () => {
    const { status, html } = await page(SCHEDULE, { cookie: cookie({ selectedDealer: '10004', dealerZipCode: '13418', zipCode: '13418', state: 'NY', region: '010' }) });
    expect(status).toBe(200);
    const body = text(main(html));
    expect(body).toContain('North Brookfield Frontier Auto');
    expect(body).toContain('5775 Market St North Brookfield, NY 13418');
    expect(body).toContain('Service department 923-555-0180');
    expect(body).toContain('Service hours Monday – Friday 8:00 AM – 7:00 PM Saturday – Sunday Closed');
    expect(tags(html, 'a')).toContainEqual(expect.objectContaining({ href: 'tel:+19235550180' }));
    expect(tags(html, 'a')).toContainEqual(expect.objectContaining({ href: 'https://example-north-brookfield-frontier-auto.test', target: '_blank', rel: 'noopener' }));
    expect(body).toContain('Schedule online at North Brookfield Frontier Auto');
    expect(tags(html, 'a')).toContainEqual(expect.objectContaining({ href: '/confirm-your-retailer.html?returnUrl=%2Fowners%2Fschedule-service.html' }));
    expect(tags(html, 'a')).toContainEqual(expect.objectContaining({ href: '/find/retailers/10004-north-brookfield-frontier-auto.html' }));
  });

  it('speaks Spanish and Chinese and keeps the language on the change-retailer link', async () => {
    const headers = { cookie: cookie({ selectedDealer: '10004', dealerZipCode: '13418' }) };
    const es = await page(`/es${SCHEDULE}`, headers);
    expect(text(main(es.html))).toContain('Programe en línea con North Brookfield Frontier Auto');
    expect(text(main(es.html))).toContain('Horario de servicio Lunes a viernes 8:00 a.m. – 7:00 p.m. Sábado a domingo Cerrado');
    expect(tags(es.html, 'a')).toContainEqual(expect.objectContaining({ href: '/es/confirm-your-retailer.html?returnUrl=%2Fes%2Fowners%2Fschedule-service.html' }));
    const zh = await page(`/zh${SCHEDULE}`, headers);
    expect(text(main(zh.html))).toContain('在 North Brookfield Frontier Auto 在线预约');
  });

  it('says when the retailer has no service department, and when the saved retailer is unknown', async () => {
    const none = await page(SCHEDULE, { cookie: cookie({ selectedDealer: '10793' }) });
    expect(text(main(none.html))).toContain('Charleston Motors does not have a service department. Choose another retailer for service.');
    const unknown = await page(SCHEDULE, { cookie: cookie({ selectedDealer: '99999' }) });
    expect(unknown.status).toBe(200);
    expect(text(main(unknown.html))).toContain('We could not find your retailer');
    expect(tags(unknown.html, 'a')).toContainEqual(expect.objectContaining({ class: 'button button--primary button--large', href: '/confirm-your-retailer.html?returnUrl=%2Fowners%2Fschedule-service.html' }));
  });
});

describe('the home page', () => {
  it('leads with the hero drawing, fetched first and sized, and holds no island of its own', async () => {
    for (const prefix of ['', '/es', '/zh']) {
      const { status, html } = await page(`${prefix}/`);
      expect(status, prefix).toBe(200);
      const hero = tags(html, 'img').find((item) => item.class === 'home-hero__image');
      expect(hero, prefix).toMatchObject({ fetchpriority: 'high', width: '1600', height: '900' });
      expect(hero?.src).toMatch(/^\/images\/vehicle\/crossover\/side\/[0-9a-f]{6}\.svg$/);
      expect(hero?.loading).toBeUndefined();
      expect(main(html)).not.toContain('data-island');
    }
    const { html } = await page('/');
    expect(tags(html, 'img').find((item) => item.class === 'home-hero__image')?.alt).toBe('The 2027 Halden Kestrel');
  });

  it('shows the lineup from the catalog with drawings and starting prices', async () => {
    const { html } = await page('/');
    const cards = [...main(html).matchAll(/<li class="lineup-card">([\s\S]*?)<\/li>/g)].map((match) => text(match[1] ?? '').trim());
    expect(cards).toHaveLength(8);
    expect(cards).toContain('2027 Kestrel Starting at $28,995 Build your Kestrel');
    expect(cards).toContain('2026 Vanta Starting at $31,995 Build your Vanta');
    expect(tags(html, 'a')).toContainEqual(expect.objectContaining({ class: 'lineup-card__link', href: '/vehicles/kestrel.html' }));
    expect(tags(html, 'a')).toContainEqual(expect.objectContaining({ class: 'lineup-card__build', href: '/build/2027/all-categories/KSTL' }));
  });

  it('teases the top three offers of the day, national without a ZIP and regional with one, each a different model', async () => {
    const national = await page('/');
    const headlines = (html: string) => [...html.matchAll(/<li class="offer-card offer-card--(\w+)">[\s\S]*?class="offer-card__vehicle">([^<]+)</g)].map((match) => `${match[1]} ${match[2]}`);
    const nationalOffers = headlines(national.html);
    expect(nationalOffers).toHaveLength(3);
    expect(new Set(nationalOffers.map((item) => item.split(' ').slice(1).join(' '))).size).toBe(3);
    expect(new Set(nationalOffers.map((item) => item.split(' ')[0]))).toEqual(new Set(['apr', 'lease', 'cash']));
    expect(text(main(national.html))).toContain('The best current national offers.');
    expect(national.html).not.toContain('Regional offer');
    const regional = await page('/', { cookie: cookie({ zipCode: '10001', userZipCode: '10001', state: 'NY', region: '010' }) });
    expect(text(main(regional.html))).toContain('The best current offers near New York, NY 10001.');
    expect(headlines(regional.html)).toHaveLength(3);
    // Each offer's fine print is among the page's footnotes.
    expect(regional.html).toMatch(/<li id="footnote-\d+">[^<]*APR financing/);
  });

  it('teases the preferred retailer, else the one nearest the saved ZIP code, else asks for a ZIP code', async () => {
    const preferred = await page('/', { cookie: cookie({ selectedDealer: '10004', dealerZipCode: '13418' }) });
    expect(text(main(preferred.html))).toContain('Your preferred retailer North Brookfield Frontier Auto');
    const near = (await t.app.inject({ url: '/services/dealers/by/zip?zipcode=66952&count=1' })).json<RetailerList>().dealers[0];
    const nearest = await page('/', { cookie: cookie({ zipCode: '66952', userZipCode: '66952', state: 'KS', region: '060' }) });
    expect(text(main(nearest.html))).toContain(`Nearest to 66952 ${near?.dealer.name}`);
    expect(tags(nearest.html, 'a')).toContainEqual(expect.objectContaining({ href: `/find/retailers/${near?.dealer.id}-${near?.dealer.slug}.html` }));
    const none = await page('/');
    const form = tags(none.html, 'form').find((item) => item.class === 'retailer-teaser__form');
    expect(form).toMatchObject({ action: '/find/a-retailer.html', method: 'get' });
    expect(tags(none.html, 'input')).toContainEqual(expect.objectContaining({ id: 'home-zip', name: 'q' }));
  });
});

describe('the recall lookup as a content embed (::recall-lookup)', () => {
  let app: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'halden-owners-content-'));
    for (const lang of ['en', 'es', 'zh']) {
      const file = join(dir, `${lang}/owners/check-your-vin.md`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `---\ntitle: VIN ${lang}\ndescription: Check a VIN (${lang})\nsection: owners\n---\n\n## Your VIN\n\n::recall-lookup\n`);
    }
    app = await createTestApp({ BRAND_NAME: 'Halden', CONTENT_DIR: dir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders the lookup island, whose no-script form goes to the recalls page of the language', async () => {
    const response = await app.app.inject({ url: '/es/owners/check-your-vin.html', headers: LIVE });
    expect(response.statusCode).toBe(200);
    const html = decode(response.body);
    expect(html).toContain('<x-recall-lookup data-island');
    expect(tags(html, 'form').find((item) => item.class === 'recall-lookup__form')?.action).toMatch(/^\/es\/owners\/recalls\.html#/);
    expect(html).toContain('Número de identificación del vehículo (VIN)');
  });
});
