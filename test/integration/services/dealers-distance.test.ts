/**
 * Issue 17, "honest distances", the retailer side (DECISIONS: "retailers: minimum shown 4, maximum fetch 5" and
 * far-away results): retailers farther than the search radius are never presented as near; they are listed apart,
 * with their distance, under a heading that says they are far away, and when none is within the radius the spec's
 * "Uh-oh! … more than N miles away" message is shown. A ZIP code of a US territory gets a clear message and a way to
 * contact customer support. Checked on the service, the finder pages and the confirm-retailer page (the no-script
 * versions: the server renders what the islands show).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RetailerList } from '#domain/retailers/types.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { decodeEntities } from '../../support/html.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BRAND_NAME: 'Halden' });
});
afterAll(async () => t.close());

const RADIUS = 250;
const UH_OH = 'Uh-oh! It looks like the closest Halden Retailer is more than 250 miles away from your ZIP code.';
/** A public host, so pages render as visitors see them. */
const LIVE = { host: 'www.example.test' };

// Without React's <!-- --> between adjacent text parts, so a sentence reads as one string.
const decode = (html: string) => decodeEntities(html.replace(/<!-- -->/g, ''));

async function list(url: string): Promise<RetailerList> {
  const response = await t.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response.json<RetailerList>();
}

async function page(url: string, cookie?: object): Promise<string> {
  const headers: Record<string, string> = { ...LIVE };
  if (cookie) headers.cookie = `geo-data=${encodeURIComponent(JSON.stringify({ version: '0001', savedAt: Date.now(), ...cookie }))}`;
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, url).toBe(200);
  return decode(response.body);
}

/** The finder's status line (what a screen reader announces and the count it gives). */
const status = (html: string) => /<p class="finder__status"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? null;
/** The text after the far-away heading: the far-away group. */
const afterFarHeading = (html: string, heading: string) => {
  const at = html.indexOf(heading);
  return at < 0 ? null : html.slice(at);
};

/** Every result within the radius comes first and is counted; every other one is farther than the radius. */
function expectHonest(answer: RetailerList) {
  expect(answer.radius).toBe(RADIUS);
  const within = answer.withinRadius ?? -1;
  expect(within).toBe(answer.dealers.filter((item) => (item.distance ?? Infinity) <= RADIUS).length);
  answer.dealers.forEach((item, index) => {
    expect(item.distance, item.dealer.name).not.toBeNull();
    if (index < within) expect(item.distance).toBeLessThanOrEqual(RADIUS);
    else expect(item.distance).toBeGreaterThan(RADIUS);
  });
}

describe('Honolulu (96815): far-away retailers are flagged and never presented as near', () => {
  it('by/zip names the radius, counts only the retailers within it and gives every far-away one its distance', async () => {
    const answer = await list('/services/dealers/by/zip?zipcode=96815&count=10');
    expect(answer.origin).toMatchObject({ zipCode: '96815', city: 'Honolulu', state: 'HI' });
    expect(answer.dealers).toHaveLength(10);
    expectHonest(answer);
    // The mainland retailers are thousands of miles away: none of them counts as within the radius.
    const far = answer.dealers.slice(answer.withinRadius);
    expect(far.length).toBeGreaterThanOrEqual(8);
    expect(far.every((item) => item.dealer.address.state !== 'HI' && (item.distance ?? 0) > 2000)).toBe(true);
    expect(answer.dealers.slice(0, answer.withinRadius).every((item) => item.dealer.address.state === 'HI')).toBe(true);
    expect(answer.territory).toBeUndefined();
  });

  it('by/zip for the collision-center finder (no certified collision in Hawaii): no retailer within the radius', async () => {
    const answer = await list('/services/dealers/by/zip?zipcode=96815&count=10&service=certifiedCollision');
    expect(answer.dealers.length).toBeGreaterThanOrEqual(4);
    expect(answer.withinRadius).toBe(0);
    expectHonest(answer);
  });

  it('the finder page counts only the near ones and lists the others under a "far away" heading with their distance', async () => {
    const answer = await list('/services/dealers/by/zip?zipcode=96815&count=10');
    const html = await page('/find/a-retailer.html?q=96815');
    const near = answer.withinRadius ?? 0;
    expect(status(html)).toBe(near === 1 ? '1 retailer near Honolulu, HI 96815' : `${near} retailers near Honolulu, HI 96815`);
    expect(html).not.toContain('10 retailers near');
    const farGroup = afterFarHeading(html, 'Far away: more than 250 miles from Honolulu, HI');
    expect(farGroup, 'far-away heading').not.toBeNull();
    expect(html).toMatch(/<h2 id="[^"]+" class="finder__far-title">Far away: more than 250 miles from Honolulu, HI<\/h2>/);
    for (const item of answer.dealers.slice(near)) {
      expect(farGroup).toContain(item.dealer.name);
      expect(farGroup).toContain(`${new Intl.NumberFormat('en-US').format(item.distance ?? 0)} mi`);
    }
    for (const item of answer.dealers.slice(0, near)) expect(html.indexOf(item.dealer.name)).toBeLessThan(html.indexOf('Far away: more than'));
    // Some retailer is near: the radius message is not shown.
    expect(html).not.toContain('Uh-oh!');
  });

  it('with none within the radius, the finder shows the spec\'s "Uh-oh" message, says none is near and lists them all as far away', async () => {
    const html = await page('/find/collision-center.html?q=96815');
    expect(html).toContain(UH_OH);
    expect(status(html)).toBe('No retailers within 250 miles of Honolulu, HI 96815');
    expect(html).not.toMatch(/\d+ retailers? near Honolulu/);
    expect(html).toContain('Far away: more than 250 miles from Honolulu, HI');
    // Every card is in the far-away group and marked far.
    const cards = [...html.matchAll(/<li id="retailer-\d+" class="(finder-card[^"]*)"/g)];
    expect(cards.length).toBeGreaterThanOrEqual(4);
    for (const card of cards) {
      expect(card[1]).toContain('is-far');
      expect(card.index).toBeGreaterThan(html.indexOf('Far away: more than'));
    }
  });

  it('in Spanish and Chinese too', async () => {
    const es = await page('/es/find/collision-center.html?q=96815');
    expect(es).toContain('¡Vaya! Parece que el concesionario Halden más cercano está a más de 250 millas de su código postal.');
    expect(es).toContain('Lejos: a más de 250 millas de Honolulu, HI');
    const zh = await page('/zh/find/a-retailer.html?q=96815');
    expect(zh).toContain('距离较远：距 Honolulu, HI 超过 250 英里');
  });

  it('the confirm-retailer page sets the far-away ones apart (still a choice) and never calls them near', async () => {
    const answer = await list('/services/dealers/by/zip?zipcode=96815&count=5');
    expectHonest(answer);
    const html = await page('/confirm-your-retailer.html', { zipCode: '96815', city: 'Honolulu', state: 'HI', region: '100' });
    const farGroup = afterFarHeading(html, 'Far away: more than 250 miles from Honolulu, HI');
    expect(farGroup, 'far-away heading').not.toBeNull();
    for (const item of answer.dealers.slice(answer.withinRadius)) {
      expect(farGroup).toContain(item.dealer.name);
      expect(farGroup).toContain(`value="${item.dealer.id}"`);
    }
    // Two Hawaii retailers are within the radius: no radius message.
    expect(answer.withinRadius).toBeGreaterThan(0);
    expect(html).not.toContain('Uh-oh!');
    expect(html).toContain('Retailers near:');
  });
});

describe("none within the radius on the confirm-retailer page (Barrow, AK 99723)", () => {
  it('shows the "Uh-oh" message, labels the place as the ZIP code (not "near") and lists every retailer as far away', async () => {
    const answer = await list('/services/dealers/by/zip?zipcode=99723&count=5');
    expect(answer.withinRadius).toBe(0);
    const html = await page('/confirm-your-retailer.html', { zipCode: '99723', city: 'Barrow', state: 'AK', region: '090' });
    expect(html).toContain(UH_OH);
    expect(html).toContain('Your ZIP code:');
    expect(html).not.toContain('Retailers near:');
    const farGroup = afterFarHeading(html, 'Far away: more than 250 miles from Barrow, AK');
    for (const item of answer.dealers) expect(farGroup).toContain(item.dealer.name);
  });
});

describe('Puerto Rico (00601): a US territory without retailers', () => {
  it('by/zip answers the place with the territory named and no retailer, not 404', async () => {
    const answer = await list('/services/dealers/by/zip?zipcode=00601');
    expect(answer).toMatchObject({ origin: { zipCode: '00601', city: 'Adjuntas', state: 'PR' }, dealers: [], radius: RADIUS, withinRadius: 0, territory: 'PR' });
    expect(answer.totalActive).toBeGreaterThan(0);
    for (const [zip, territory] of [
      ['00802', 'VI'],
      ['96910', 'GU'],
      ['96950', 'MP'],
      ['96799', 'AS'],
    ] as const) {
      expect((await list(`/services/dealers/by/zip?zipcode=${zip}`)).territory, zip).toBe(territory);
    }
    expect((await list('/services/dealers/query?query=00601')).territory).toBe('PR');
    // A ZIP code that names no place is still unknown; by/distance keeps its own answer.
    expect((await t.app.inject({ url: '/services/dealers/by/zip?zipcode=00001' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/services/dealers/by/distance?zipcode=00601' })).statusCode).toBe(404);
  });

  it('the finder says there are no retailers in Puerto Rico and links to customer support, without the "no match" message', async () => {
    const html = await page('/find/a-retailer.html?q=00601');
    expect(status(html)).toBe('There are no Halden retailers in Puerto Rico.');
    expect(html).toMatch(/<a class="link" href="\/support\/customer-support\.html">Contact customer support<\/a>/);
    expect(html).not.toContain('Sorry, no Halden retailers match your search.');
    expect(html).not.toContain('No retailers found');
    expect(html).not.toContain('class="finder-card');
    const es = await page('/es/find/a-retailer.html?q=00601');
    expect(es).toContain('No hay concesionarios Halden en Puerto Rico.');
    expect(es).toContain('href="/es/support/customer-support.html"');
    const zh = await page('/zh/find/a-retailer.html?q=00802');
    expect(zh).toContain('美属维尔京群岛目前没有 Halden 经销商。');
  });

  it('the confirm-retailer page says so too, with the support link and a way to change the ZIP code', async () => {
    const html = await page('/confirm-your-retailer.html', { zipCode: '00601', city: 'Adjuntas', state: 'PR' });
    expect(html).toContain('There are no Halden retailers in Puerto Rico.');
    expect(html).toContain('href="/support/customer-support.html"');
    expect(html).toContain('Change ZIP code');
    expect(html).not.toContain('name="dealer"');
  });
});

describe('a mainland ZIP code is unchanged', () => {
  for (const [zip, place] of [
    ['90012', 'Los Angeles, CA 90012'],
    ['10001', 'New York, NY 10001'],
  ] as const) {
    it(`${zip}: every retailer is within the radius, counted as near, with no far-away group or radius message`, async () => {
      const answer = await list(`/services/dealers/by/zip?zipcode=${zip}&count=10`);
      expectHonest(answer);
      expect(answer.withinRadius).toBe(10);
      expect(answer.territory).toBeUndefined();
      const html = await page(`/find/a-retailer.html?q=${zip}`);
      expect(status(html)).toBe(`10 retailers near ${place}`);
      expect(html).not.toContain('Far away');
      expect(html).not.toContain('Uh-oh!');
      expect(html).not.toContain('is-far');
      const confirm = await page('/confirm-your-retailer.html', { zipCode: zip });
      expect(confirm).toContain('Retailers near:');
      expect(confirm).not.toContain('Far away');
      expect(confirm).not.toContain('Uh-oh!');
    });
  }

  it('a map box and a name search make no claim of distance', async () => {
    const box = await list('/services/dealers/by/bounds?bounds=38,-98,40,-94');
    expect(box.radius).toBeUndefined();
    expect(box.withinRadius).toBeUndefined();
  });

  it('the OpenAPI document describes radius, withinRadius and territory', async () => {
    const document = (await t.app.inject({ url: '/services/openapi.json' })).json<{ paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }> }>();
    const schema = JSON.stringify(document.paths['/services/dealers/by/zip']?.get.responses['200']);
    for (const field of ['radius', 'withinRadius', 'territory', '"PR"']) expect(schema).toContain(field);
  });
});
