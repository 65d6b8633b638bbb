import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfiguratorData } from '#domain/build-price/data.ts';
import { latestYear } from '#domain/catalog/catalog.ts';
import { formatDollars } from '#domain/i18n/format.ts';
import { readCatalog } from '#db/seed.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '../../support/app.ts';
import { decodeEntities as decode } from '../../support/html.ts';

let t: TestApp;
let vanta: ConfiguratorData;
beforeAll(async () => {
  t = await createTestApp();
  vanta = (await t.app.inject({ url: '/services/vehicles/config/data/2026/VNTA' })).json();
});
afterAll(async () => t.close());


function find<T extends { code: string }>(list: T[], code: string): T {
  const item = list.find((entry) => entry.code === code);
  if (!item) throw new Error(code);
  return item;
}

/** The summary total the page must show for SPRT / 6MT / Y7Z / PERF / CARPETMAT, from the build data itself. */
function expectedSportTotal(data: ConfiguratorData) {
  const sport = find(data.trims, 'SPRT');
  return (
    sport.msrp +
    find(sport.transmissions, '6MT').msrp +
    find(data.colorData, 'Y7Z').msrp +
    find(sport.packages, 'PERF').msrp +
    find(data.accessories, 'CARPETMAT').finalPrice +
    data.destination.charge
  );
}

const totalIn = (html: string) => /class="bp-lines__total"><th scope="row">[^<]+<\/th><td><data class="bp-amount" value="(\d+)"/.exec(html)?.[1];

describe('Build & Price pages', () => {
  it('renders each step of the address on the server, in every language', async () => {
    const cases: [string, RegExp][] = [
      ['/build.html', /<h2 id="bp-heading-model"[^>]*>Choose your model<\/h2>/],
      // One segment is the model only: the model step, with that model chosen (its card marked, Trim open).
      ['/build-price/VNTA', /<h2 id="bp-heading-model"[^>]*>Choose your model<\/h2>/],
      ['/build/2026/all-categories/VNTA', /<h2 id="bp-heading-trim"[^>]*>Choose your 2026 Vanta trim<\/h2>/],
      ['/build/2026/all-categories/VNTA/SPRT/colors', /<h2 id="bp-heading-colors"[^>]*>Choose your colors<\/h2>/],
      ['/es/build/2026/all-categories/VNTA/SPRT/packages', /<h2 id="bp-heading-packages"[^>]*>Agregue un paquete<\/h2>/],
      ['/zh/build/2026/all-categories/VNTA/SPRT/accessories', /<h2 id="bp-heading-accessories"[^>]*>添加配件<\/h2>/],
      // An unknown fifth segment opens the trim step (the spec's default for 5 params).
      ['/build/2026/all-categories/VNTA/SPRT/wheels', /<h2 id="bp-heading-trim"/],
    ];
    for (const [url, heading] of cases) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toMatch(heading);
      expect(response.body, url).toContain('<x-build-price data-island=""');
    }
  });

  it('fills the latest hybrid year for /build/hybrid/{model}', async () => {
    const source = (await readCatalog()).catalog;
    const kestrel = source.models.find((model) => model.code === 'KSTL');
    const year = kestrel && latestYear(kestrel, 'hybrid');
    const body = (await t.app.inject({ url: '/build/hybrid/KSTL' })).body;
    expect(body).toMatch(/<h2 id="bp-heading-model"/);
    expect(body).toContain(`href="/build/${year?.year}/hybrid/KSTL" data-step="trim"`);
  });

  it('prices a summary from the choices in a no-script link, to the dollar', async () => {
    const response = await t.app.inject({ url: '/build/2026/all-categories/VNTA/SPRT/summary?tr=6MT&ext=Y7Z&pkg=PERF&acc=CARPETMAT' });
    expect(response.statusCode).toBe(200);
    expect(totalIn(response.body)).toBe(String(expectedSportTotal(vanta)));
    expect(decode(response.body)).toContain(formatDollars(expectedSportTotal(vanta)));
  });

  it('prices destination for the region in the saved geo-data cookie', async () => {
    const california = (await t.app.inject({ url: '/services/vehicles/config/data/2026/VNTA?state=CA' })).json<ConfiguratorData>();
    // The place a visitor saved is a ZIP with its city, state and region (the visitor context reads no state without a ZIP).
    const geo = encodeURIComponent(JSON.stringify({ version: '0001', zipCode: '90012', city: 'Los Angeles', state: 'CA', region: california.destination.region }));
    const response = await t.app.inject({ url: '/build/2026/all-categories/VNTA/SPRT/summary?tr=6MT&ext=Y7Z&pkg=PERF&acc=CARPETMAT', headers: { cookie: `geo-data=${geo}` } });
    expect(totalIn(response.body)).toBe(String(expectedSportTotal(california)));
    expect(response.body).toContain('Destination &amp; delivery (CA)');
  });

  it('answers 404 with a way back for unknown or inactive models, and a plain 404 for addresses off the grammar', async () => {
    for (const url of ['/build/ZZZ', '/build/2026/all-categories/PICA', '/build/2026/all-categories/kstl/BASE']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(decode(response.body), url).toContain("We couldn't find that vehicle.");
      expect(response.body, url).toContain('href="/build.html"');
    }
    const offGrammar = await t.app.inject({ url: '/build/20x6/all-categories/VNTA/SPRT' });
    expect(offGrammar.statusCode).toBe(404);
    expect(offGrammar.body).not.toContain('<x-build-price');
  });

  it('reads six or more segments by the spec: the last if it is a step, else the model step', async () => {
    for (const [url, step] of [
      ['/build/2026/all-categories/VNTA/SPRT/colors/extra', 'model'],
      ['/build/2026/all-categories/VNTA/SPRT/extra/summary', 'summary'],
      ['/es/build/2026/all-categories/VNTA/SPRT/a/b/colors.html', 'colors'],
    ] as const) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toMatch(new RegExp(`<h2 id="bp-heading-${step}"`));
    }
  });

  it('opens a saved build by its token on the summary, and says so when the token is unknown', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/services/vehicles/config/build',
      headers: SAME_ORIGIN,
      payload: { year: 2026, modelCode: 'VNTA', trimCode: 'SPRT', transmissionCode: '6MT', optionPackageCode: 'PERF', exteriorColorCode: 'Y7Z', interiorColorCode: 'SLB', accessories: ['CARPETMAT'] },
    });
    expect(saved.statusCode).toBe(201);
    const { token } = saved.json<{ token: string }>();
    const page = await t.app.inject({ url: `/build/VNTA?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<h2 id="bp-heading-summary"[^>]*>Your 2026 Vanta Sport<\/h2>/);
    expect(totalIn(page.body)).toBe(String(expectedSportTotal(vanta)));

    const missing = await t.app.inject({ url: '/build/VNTA?token=AAAAAAAAAAAAAAAAAAAAAA' });
    expect(missing.statusCode).toBe(404);
    expect(decode(missing.body)).toContain("We couldn't find that saved build.");
  });

  it("says 'Color not found, try again' on the colours step, the default colour chosen, for an unknown colour in a link or a saved build", async () => {
    const plain = decode((await t.app.inject({ url: '/build/2026/all-categories/VNTA/SPRT/colors?tr=6MT' })).body);
    const defaultName = /class="bp-swatches__legend">Exterior color(?:<!-- -->)?: <strong>([^<]+)<\/strong>/.exec(plain)?.[1];
    expect(defaultName).toBeTruthy();
    expect(plain).not.toContain('Color not found');
    for (const [prefix, message] of [['', 'Color not found, try again'], ['/es', 'Color no encontrado, inténtelo de nuevo'], ['/zh', '未找到颜色，请重试']] as const) {
      const page = await t.app.inject({ url: `${prefix}/build/2026/all-categories/VNTA/SPRT/summary?tr=6MT&ext=NOPE&acc=CARPETMAT` });
      expect(page.statusCode).toBe(200);
      const body = decode(page.body);
      expect(body).toContain(`<p class="bp-alert" role="alert">${message}</p>`);
      expect(body).toMatch(/<h2 id="bp-heading-colors"/);
    }
    const english = decode((await t.app.inject({ url: '/build/2026/all-categories/VNTA/SPRT/summary?tr=6MT&ext=NOPE' })).body);
    expect(english).toMatch(new RegExp(`Exterior color(?:<!-- -->)?: <strong>${defaultName}</strong>`));

    // A saved build whose colour is no longer offered opens the same way.
    const token = await t.app.repositories.savedBuilds.save({ year: 2026, modelCode: 'VNTA', trimCode: 'SPRT', transmissionCode: '6MT', optionPackageCode: null, exteriorColorCode: 'GONE', interiorColorCode: 'SLB', accessories: [] });
    const saved = decode((await t.app.inject({ url: `/build/VNTA?token=${token}` })).body);
    expect(saved).toContain('<p class="bp-alert" role="alert">Color not found, try again</p>');
    expect(saved).toMatch(new RegExp(`Exterior color(?:<!-- -->)?: <strong>${defaultName}</strong>`));
  });

  it("offers a trim's transmissions on its card without script, and its form sends the one chosen", async () => {
    const sport = find(vanta.trims, 'SPRT');
    const body = decode((await t.app.inject({ url: '/build/2026/all-categories/VNTA' })).body);
    const card = /<li class="bp-trim[^"]*"><h3 class="bp-trim__name">Sport<\/h3>[\s\S]*?<\/form><\/li>/.exec(body)?.[0] ?? '';
    expect(card).toContain('<legend class="bp-options__legend bp-gearbox__legend">Transmission for the Sport</legend>');
    const radio = (code: string | undefined, checked: boolean) => new RegExp(`<input type="radio" name="tr"${checked ? ' checked=""' : ''} value="${code}"/>`);
    for (const transmission of sport.transmissions) expect(card).toMatch(radio(transmission.code, transmission.code === sport.defaultTransmission));
    // The default is checked; the hidden default `tr` is gone, so the radio decides.
    expect(card).not.toContain('type="hidden" name="tr"');
    expect(card).toContain('action="/build/2026/all-categories/VNTA/SPRT/colors"');
    // A trim of one transmission keeps sending it as a hidden field.
    expect(body).toMatch(/<h3 class="bp-trim__name">Premium<\/h3>[\s\S]*?<input type="hidden" name="tr" value="8AT"\/>/);
    // The other transmission, chosen on the card, is the one priced.
    const other = sport.transmissions.find((item) => item.code !== sport.defaultTransmission);
    const colors = await t.app.inject({ url: `/build/2026/all-categories/VNTA/SPRT/colors?tr=${other?.code}&trim=SPRT` });
    expect(decode(colors.body)).toContain(`Transmission: ${other?.name}`);
    // Back on the trim step, the card checks the build's transmission.
    const back = decode((await t.app.inject({ url: `/build/2026/all-categories/VNTA/SPRT/trim?tr=${other?.code}` })).body);
    expect(back).toMatch(radio(other?.code, true));
  });

  it("keeps every choice on the phone bar's Next, as on the step links", async () => {
    const body = decode((await t.app.inject({ url: '/build/2026/all-categories/VNTA/SPRT/packages?tr=6MT&ext=Y7Z&pkg=PERF&acc=CARPETMAT' })).body);
    const next = /<a class="button button--primary bp-bar__next" href="([^"]+)"/.exec(body)?.[1];
    expect(next).toBe('/build/2026/all-categories/VNTA/SPRT/accessories?tr=6MT&ext=Y7Z&int=SLB&pkg=PERF&acc=CARPETMAT');
  });

  it("says on the page what an accessory removed by a conflict (a no-script toggle), in the visitor's language", async () => {
    const url = '/build/2026/all-categories/VNTA/SPRT/accessories?tr=6MT&ext=Y7Z&acc=CARPETMAT&toggle=FLOORLINER';
    const body = decode((await t.app.inject({ url })).body);
    const liners = find(vanta.accessories, 'FLOORLINER');
    const mats = find(vanta.accessories, 'CARPETMAT');
    expect(body).toContain(`Adding ${liners.name} changed other accessories on your build:`);
    expect(body).toContain(`<li class="bp-changes__removed"><span>Removed: ${mats.name}</span>`);
    // The links onward carry the build as it now is, so the next page has nothing more to say.
    expect(body).toContain('acc=FLOORLINER"');
    expect(body).not.toMatch(/acc=[^"]*CARPETMAT/);
    const onward = decode((await t.app.inject({ url: '/build/2026/all-categories/VNTA/SPRT/accessories?tr=6MT&ext=Y7Z&acc=FLOORLINER' })).body);
    expect(onward).not.toContain('bp-changes');
    const spanish = decode((await t.app.inject({ url: `/es${url}` })).body);
    expect(spanish).toMatch(/Al añadir [^<]+ cambiaron otros accesorios de su configuración:/);
    expect(spanish).toContain('Eliminado: ');
  });

  it('keeps wcmmode=disabled on the step links', async () => {
    const body = decode((await t.app.inject({ url: '/build/2026/all-categories/VNTA/SPRT/colors?wcmmode=disabled' })).body);
    expect(body).toContain('href="/build/2026/all-categories/VNTA/SPRT/packages?wcmmode=disabled');
  });
});

describe('build PDF and build data services', () => {
  it('sends the PDF of a build', async () => {
    const response = await t.app.inject({ url: '/services/vehicles/config/pdf/2026/VNTA/SPRT?tr=6MT&ext=Y7Z&pkg=PERF&acc=CARPETMAT&lang=es' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a malformed choice and an unknown trim', async () => {
    expect((await t.app.inject({ url: '/services/vehicles/config/pdf/2026/VNTA/SPRT?acc=<x>' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/services/vehicles/config/pdf/2026/VNTA/ZZZ' })).statusCode).toBe(404);
  });

  it('serves build data of active model years only', async () => {
    expect(vanta.trims.map((trim) => trim.code)).toContain('SPRT');
    expect(vanta.destination).toMatchObject({ state: 'KS', region: '060' });
    expect((await t.app.inject({ url: '/services/vehicles/config/data/2026/PICA' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/services/vehicles/config/data/2026/VNTA?state=Kansas' })).statusCode).toBe(400);
  });
});
