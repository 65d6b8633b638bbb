import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import imageServices from '#server/services/images.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const IMMUTABLE = 'public, max-age=31536000, immutable';

function expectErrorObject(body: unknown, code: string): void {
  const error = body as Record<string, unknown>;
  expect(Object.keys(error).sort()).toEqual(['code', 'message', 'reason']);
  expect(error.code).toBe(code);
  expect(typeof error.reason).toBe('string');
}

describe('GET /images/vehicle/:bodyStyle/:view/:color.svg', () => {
  it('draws the vehicle as an immutable SVG in the colour of the address, with an ETag', async () => {
    const response = await t.app.inject({ url: '/images/vehicle/suv/front/1f4e79.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">')).toBe(true);
    expect(response.body).toContain('#1f4e79');
  });

  it('draws every body style from every side', async () => {
    for (const bodyStyle of ['suv', 'crossover', 'sedan', 'wagon', 'sports']) {
      for (const view of ['front', 'side', 'rear']) {
        const response = await t.app.inject({ url: `/images/vehicle/${bodyStyle}/${view}/b3261e.svg` });
        expect(response.statusCode, `${bodyStyle} ${view}`).toBe(200);
        expect(response.body).toContain('#b3261e');
      }
    }
  });

  it('draws a low-detail rendition for ?detail=low: the same car, whole-unit outlines, no fine details, about a third lighter', async () => {
    for (const bodyStyle of ['suv', 'crossover', 'sedan', 'wagon', 'sports']) {
      for (const view of ['front', 'side', 'rear']) {
        const full = await t.app.inject({ url: `/images/vehicle/${bodyStyle}/${view}/b3261e.svg` });
        const low = await t.app.inject({ url: `/images/vehicle/${bodyStyle}/${view}/b3261e.svg?detail=low&wid=600` });
        expect(low.statusCode, `${bodyStyle} ${view}`).toBe(200);
        expect(low.headers['cache-control']).toBe(IMMUTABLE);
        expect(low.headers.etag).not.toBe(full.headers.etag);
        expect(low.body).toContain('#b3261e');
        expect(low.body).toContain('width="600" height="338"');
        expect(low.body).toContain('viewBox="0 0 1600 900"');
        // Every outline in whole units; the gradients keep their stops.
        for (const [, path] of low.body.matchAll(/ d="([^"]*)"/g)) expect(path).not.toMatch(/\d\.\d/);
        expect(low.body).toContain('offset="0.5"');
        expect(low.body.length / full.body.length, `${bodyStyle} ${view}`).toBeLessThan(0.85);
      }
    }
  });

  it('refuses any other ?detail= with 400', async () => {
    for (const detail of ['high', 'LOW', '1']) {
      const response = await t.app.inject({ url: '/images/vehicle/suv/front/1f4e79.svg', query: { detail } });
      expect(response.statusCode, detail).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid image request', code: 'BAD_REQUEST', reason: 'detail must be low, or left out' });
    }
  });

  it('answers 304 to a request that already holds the ETag', async () => {
    const first = await t.app.inject({ url: '/images/vehicle/sedan/side/e8e8e4.svg' });
    const etag = first.headers.etag as string;
    const again = await t.app.inject({ url: '/images/vehicle/sedan/side/e8e8e4.svg', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('sets the width attribute from ?wid=, rounded up to a step of 50 and capped at 2000', async () => {
    const cases: Array<[string, string]> = [
      ['1', 'width="50" height="28"'],
      ['399', 'width="400" height="225"'],
      ['401', 'width="450" height="253"'],
      ['1999', 'width="2000" height="1125"'],
      ['5000', 'width="2000" height="1125"'],
    ];
    for (const [wid, attributes] of cases) {
      const response = await t.app.inject({ url: '/images/vehicle/wagon/rear/2f5d3a.svg', query: { wid } });
      expect(response.statusCode, wid).toBe(200);
      expect(response.body, wid).toContain(`viewBox="0 0 1600 900" ${attributes}>`);
    }
  });

  it('accepts the colour in capitals and draws it in lower case', async () => {
    const response = await t.app.inject({ url: '/images/vehicle/sports/side/B3261E.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('#b3261e');
  });

  it('answers 400 with the error object for bad parameters, never 500', async () => {
    const bad = [
      '/images/vehicle/truck/side/1f4e79.svg',
      '/images/vehicle/suv/top/1f4e79.svg',
      '/images/vehicle/suv/side/1f4e7g.svg',
      '/images/vehicle/suv/side/fff.svg',
      '/images/vehicle/suv/side/1f4e79.png',
      '/images/vehicle/suv/side/1f4e79',
      '/images/vehicle/suv/side/%3Cscript%3E.svg',
      '/images/vehicle/suv/side/1f4e79.svg?wid=0',
      '/images/vehicle/suv/side/1f4e79.svg?wid=-5',
      '/images/vehicle/suv/side/1f4e79.svg?wid=abc',
      '/images/vehicle/suv/side/1f4e79.svg?wid=400&wid=900',
    ];
    for (const url of bad) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expectErrorObject(response.json(), 'BAD_REQUEST');
    }
  });
});

describe('GET /images/chip/:color.svg, /images/interior/:color.svg and /images/not-found.svg', () => {
  it('draws a paint chip and an upholstery swatch in the colour', async () => {
    for (const [url, colour] of [
      ['/images/chip/b3261e.svg', '#b3261e'],
      ['/images/interior/8a5a3c.svg', '#8a5a3c'],
    ] as const) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers.etag).toBeTruthy();
      expect(response.body).toContain(colour);
      expect(response.body).toContain('viewBox="0 0 120 120"');
    }
    const wide = await t.app.inject({ url: '/images/chip/b3261e.svg?wid=90' });
    expect(wide.body).toContain('width="100" height="100"');
  });

  it('serves the not-found picture', async () => {
    const response = await t.app.inject({ url: '/images/not-found.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toContain('viewBox="0 0 1600 900"');
  });

  it('answers 400 for a colour that is not 6 hex digits', async () => {
    for (const url of ['/images/chip/blue.svg', '/images/interior/12345.svg', '/images/chip/1234567.svg', '/images/not-found.svg?wid=x']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expectErrorObject(response.json(), 'BAD_REQUEST');
    }
  });

  it('sends the SVG compressed when the client accepts it', async () => {
    const response = await t.app.inject({ url: '/images/vehicle/crossover/front/b3261e.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
  });
});

describe('GET /services/utility/image (the image service)', () => {
  it('answers the address of the picture for a logical path', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ path: '/vehicles/suv/front/1F4E79' }, '/images/vehicle/suv/front/1f4e79.svg'],
      [{ path: '/vehicles/sedan/side/e8e8e4?wid=401' }, '/images/vehicle/sedan/side/e8e8e4.svg?wid=450'],
      [{ path: '/vehicles/sports/rear/111418', wid: '5000' }, '/images/vehicle/sports/rear/111418.svg?wid=2000'],
      [{ path: '/chips/b3261e' }, '/images/chip/b3261e.svg'],
      [{ path: '/interiors/8a5a3c' }, '/images/interior/8a5a3c.svg'],
    ];
    for (const [query, path] of cases) {
      const response = await t.app.inject({ url: '/services/utility/image', query });
      expect(response.statusCode, query.path).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.json()).toEqual({ path });
      // The answer is an address the site serves.
      const image = await t.app.inject({ url: path });
      expect(image.statusCode, path).toBe(200);
    }
  });

  it('answers 404 with the error object for any other path', async () => {
    for (const path of ['/vehicles/truck/side/1f4e79', '/vehicles/suv/side/blue', '/photos/1', '/chips/1f4e79/large', 'chips/1f4e79']) {
      const response = await t.app.inject({ url: '/services/utility/image', query: { path } });
      expect(response.statusCode, path).toBe(404);
      const body = response.json() as Record<string, string>;
      expectErrorObject(body, 'NOT_FOUND');
      expect(body.message).toBe('Image not found');
    }
  });

  it('answers 400 for a missing, empty or over-long path and a bad width', async () => {
    const queries: Array<Record<string, string>> = [{}, { path: '' }, { path: `/chips/${'a'.repeat(500)}` }, { path: '/chips/1f4e79', wid: 'wide' }, { path: '/chips/1f4e79?wid=0' }];
    for (const query of queries) {
      const response = await t.app.inject({ url: '/services/utility/image', query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expectErrorObject(response.json(), 'BAD_REQUEST');
    }
  });
});

describe('the image service with a resolver (the hook for catalog-backed paths)', () => {
  it('asks the resolver about paths the built-in ones do not match, and uses its answer', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const asked: string[] = [];
    await app.register(imageServices, {
      resolve: async (path) => {
        asked.push(path);
        const match = /^\/models\/([A-Z]{3,4})\/([A-Z0-9]{2,12})\/(front|side|rear)$/.exec(path);
        return match && match[1] === 'HRZN' ? { kind: 'vehicle', bodyStyle: 'suv', view: match[3] as 'side', rgb: '#1f4e79' } : null;
      },
    });
    const found = await app.inject({ url: '/services/utility/image', query: { path: '/models/HRZN/BLU01/side?wid=900' } });
    expect(found.json()).toEqual({ path: '/images/vehicle/suv/side/1f4e79.svg?wid=900' });
    const unknown = await app.inject({ url: '/services/utility/image', query: { path: '/models/ABCD/BLU01/side' } });
    expect(unknown.statusCode).toBe(404);
    const builtIn = await app.inject({ url: '/services/utility/image', query: { path: '/chips/1f4e79' } });
    expect(builtIn.json()).toEqual({ path: '/images/chip/1f4e79.svg' });
    expect(asked).toEqual(['/models/HRZN/BLU01/side', '/models/ABCD/BLU01/side']);
    await app.close();
  });
});

describe('the turntable\'s views and the accessories on the car', () => {
  it('draws the eight angles and the interior of every body style, each its own immutable picture', async () => {
    for (const bodyStyle of ['suv', 'crossover', 'sedan', 'wagon', 'sports']) {
      const etags = new Set<string>();
      for (const view of ['head-on', 'front', 'side', 'rear', 'tail-on', 'rear-right', 'side-right', 'front-right', 'interior']) {
        const response = await t.app.inject({ url: `/images/vehicle/${bodyStyle}/${view}/8a5a3c.svg` });
        expect(response.statusCode, `${bodyStyle} ${view}`).toBe(200);
        expect(response.headers['cache-control']).toBe(IMMUTABLE);
        expect(response.body).toContain('8a5a3c');
        etags.add(String(response.headers.etag));
      }
      expect(etags.size).toBe(9);
    }
    const mirrored = await t.app.inject({ url: '/images/vehicle/sedan/front-right/1f4e79.svg' });
    expect(mirrored.body).toContain('transform="matrix(-1 0 0 1 1600 0)');
    const interior = await t.app.inject({ url: '/images/vehicle/sedan/interior/8a5a3c.svg' });
    expect(interior.body).toContain('<g id="interior" data-rgb="#8a5a3c">');
  });

  it('refuses an unknown view with 400, naming the views it knows', async () => {
    for (const view of ['top', 'Front', 'left', '45']) {
      const response = await t.app.inject({ url: `/images/vehicle/suv/${view}/1f4e79.svg` });
      expect(response.statusCode, view).toBe(400);
      expectErrorObject(response.json(), 'BAD_REQUEST');
      expect((response.json() as { reason: string }).reason).toContain('head-on, front, side, rear, tail-on, rear-right, side-right, front-right, interior');
    }
  });

  it('draws the accessory looks of ?acc= on the car', async () => {
    const bare = await t.app.inject({ url: '/images/vehicle/suv/front/1f4e79.svg' });
    const fitted = await t.app.inject({ url: '/images/vehicle/suv/front/1f4e79.svg?acc=crossbars.roof-basket.tow-hitch' });
    expect(fitted.statusCode).toBe(200);
    expect(fitted.headers['cache-control']).toBe(IMMUTABLE);
    expect(fitted.headers.etag).not.toBe(bare.headers.etag);
    for (const look of ['crossbars', 'roof-basket', 'tow-hitch']) expect(fitted.body).toContain(`<g id="acc-${look}">`);
    expect(bare.body).not.toContain('id="acc-');
    const low = await t.app.inject({ url: '/images/vehicle/suv/side/1f4e79.svg?acc=winter-wheels&detail=low&wid=600' });
    expect(low.statusCode).toBe(200);
    expect(low.body).toContain('<g id="acc-winter-wheels">');
  });

  it('refuses unknown, repeated or out-of-order looks, and looks on the interior, with 400', async () => {
    for (const acc of ['spaceship', 'ROOFBASKET', 'tow-hitch.crossbars', 'crossbars.crossbars', 'crossbars,tow-hitch', '', 'crossbars.'.repeat(30)]) {
      const response = await t.app.inject({ url: '/images/vehicle/suv/front/1f4e79.svg', query: { acc } });
      expect(response.statusCode, acc).toBe(400);
      expectErrorObject(response.json(), 'BAD_REQUEST');
    }
    const interior = await t.app.inject({ url: '/images/vehicle/suv/interior/8a5a3c.svg?acc=crossbars' });
    expect(interior.statusCode).toBe(400);
  });

  it('serves each accessory illustration as an immutable SVG, and refuses unknown ones', async () => {
    const response = await t.app.inject({ url: '/images/accessory/roof-basket.svg?wid=300' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toContain('<g id="art-roof-basket">');
    expect(response.body).toContain('width="300" height="225"');
    for (const file of ['spaceship.svg', 'roof-basket.png', 'ROOF-BASKET.svg', '..%2Fnot-found.svg']) {
      const bad = await t.app.inject({ url: `/images/accessory/${file}` });
      expect(bad.statusCode, file).toBe(400);
    }
  });
});
