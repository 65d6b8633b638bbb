import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignatureAnswer } from '#domain/geo/static-map.ts';
import { signUrl, signingKey, urlSignature } from '#server/geo/url-signing.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../support/app.ts';

/** A key written as the providers hand them out (URL-safe base64), and what it stands for. */
const SECRET = 'c2l0ZS1zaWduaW5nLWtleS0yMDI2LWZvci10ZXN0cw==';
const KEY = Buffer.from(SECRET, 'base64');
const sign = (pathAndQuery: string) => createHmac('sha1', KEY).update(pathAndQuery).digest('base64').replace(/\+/g, '-').replace(/\//g, '_');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAPS_SIGNING_SECRET: SECRET.replace(/\+/g, '-').replace(/\//g, '_') });
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const signatureOf = async (url: string) => get(`/services/utility/googlemaps/signature?url=${encodeURIComponent(url)}`);

describe('URL signing as the providers document it', () => {
  it("gives the providers' published example signature", () => {
    // The worked example of the common providers' URL-signing documentation.
    const key = signingKey('vNIXE0xscrmjlyV-12Nj_BvUPaw=');
    expect(urlSignature('/maps/api/geocode/json?address=New+York&client=clientID', key)).toBe('chaRF2hTJKOScPr-RQCEhZbSzIE=');
    expect(signUrl('https://maps.example.com/maps/api/geocode/json?address=New+York&client=clientID', key).url).toBe(
      'https://maps.example.com/maps/api/geocode/json?address=New+York&client=clientID&signature=chaRF2hTJKOScPr-RQCEhZbSzIE=',
    );
  });
});

describe('GET /services/utility/googlemaps/signature', () => {
  it("signs the site's own static map with HMAC-SHA1 over path and query, in URL-safe base64, relative or on its origin", async () => {
    const address = '/services/utility/staticmap?center=40.7484,-73.9967&zoom=13&size=300x188&maptype=roadmap&markers=40.7484,-73.9967';
    const response = await signatureOf(address);
    expect(response.statusCode).toBe(200);
    const body = response.json<SignatureAnswer>();
    expect(body.signature).toBe(sign(address));
    expect(body.url).toBe(`${address}&signature=${sign(address)}`);
    // The same map named with the site's origin, or already signed, gets the same signature.
    expect((await signatureOf(`${TEST_ORIGIN}${address}`)).json<SignatureAnswer>().signature).toBe(body.signature);
    expect((await signatureOf(body.url)).json<SignatureAnswer>().url).toBe(body.url);
  });

  it('refuses any other address, and a static map with bad parameters, changing nothing', async () => {
    for (const url of ['https://evil.example/services/utility/staticmap?center=1,1', '/services/leads/export?x=1', '//evil.example/services/utility/staticmap?center=1,1', '']) {
      const response = await signatureOf(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('Invalid request');
    }
    const huge = await signatureOf(`/services/utility/staticmap?center=40,-74&size=2000x2000`);
    expect(huge.statusCode).toBe(400);
    expect(huge.json<{ reason: string }>().reason).toBe('url: size: each side is 32 to 640 pixels');
    const many = await signatureOf(`/services/utility/staticmap?center=40,-74&markers=${Array.from({ length: 9 }, () => '40,-74').join('|')}`);
    expect(many.json<{ reason: string }>().reason).toBe('url: markers: at most 8 markers');
    expect((await get(`/services/utility/googlemaps/signature?url=/services/utility/staticmap?center=${'1'.repeat(2100)}`)).statusCode).toBe(400);
  });
});

describe('GET /services/utility/staticmap', () => {
  it('draws a signed map: the land, the towns around and the pin, at the default 300x188', async () => {
    const { url } = (await signatureOf('/services/utility/staticmap?center=41.8858,-87.6181&zoom=11&markers=41.8858,-87.6181')).json<SignatureAnswer>();
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="188" viewBox="0 0 300 188">/);
    expect(response.body).toContain('>Chicago</text>');
    // The pin at the middle of the picture (its centre is the marker).
    expect(response.body).toContain('<path transform="translate(150 94)"');
    // Land is drawn and cut to the picture: no coordinate far outside it.
    const numbers = [...response.body.matchAll(/d="([^"]+)"/g)].flatMap((match) => match[1]!.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
    expect(Math.max(...numbers.map(Math.abs))).toBeLessThan(400);
    const again = await get(url, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('refuses an address whose signature does not match it, and one without any', async () => {
    const { url } = (await signatureOf('/services/utility/staticmap?center=41.8858,-87.6181')).json<SignatureAnswer>();
    for (const forged of [url.replace('center=41.8858', 'center=41.8859'), url.replace(/signature=.*/, 'signature=AAAAAAAAAAAAAAAAAAAAAAAAAAA='), url.replace(/&signature=.*/, '')]) {
      const response = await get(forged);
      expect(response.statusCode, forged).toBe(403);
      expect(response.json<{ message: string }>().message).toBe('The request was denied');
    }
  });

  it('accepts the separators a browser escaped (%7C, %2C) and draws one picture for one map', async () => {
    const { url } = (await signatureOf('/services/utility/staticmap?center=34.0522,-118.2437&markers=34.0522,-118.2437|34.06,-118.25')).json<SignatureAnswer>();
    const escaped = url.replace(/\|/g, '%7C').replace(/,/g, '%2C');
    const plain = await get(url);
    const fromBrowser = await get(escaped);
    expect(fromBrowser.statusCode).toBe(200);
    expect(fromBrowser.headers.etag).toBe(plain.headers.etag);
    expect(plain.body.match(/<path transform=/g)).toHaveLength(2);
  });

  it('gives pages signed addresses of their maps (app.staticMaps)', async () => {
    const url = t.app.staticMaps.url({ center: { latitude: 40.7484, longitude: -73.9967 }, zoom: 12, width: 600, height: 376, markers: [{ latitude: 40.7484, longitude: -73.9967 }] });
    const address = '/services/utility/staticmap?center=40.7484,-73.9967&zoom=12&size=600x376&maptype=roadmap&markers=40.7484,-73.9967';
    expect(url).toBe(`${address}&signature=${sign(address)}`);
    expect(t.app.staticMaps.provider).toBe(false);
    expect((await get(url)).statusCode).toBe(200);
  });
});

describe('a configured static-map provider', () => {
  let withProvider: TestApp;
  beforeAll(async () => {
    withProvider = await createTestApp({ MAPS_SIGNING_SECRET: 'vNIXE0xscrmjlyV-12Nj_BvUPaw=', STATIC_MAPS_PROVIDER_URL: 'https://maps.example.com/maps/api/staticmap', STATIC_MAPS_PROVIDER_KEY: 'demo-key' });
  });
  afterAll(async () => withProvider.close());

  it("signs the provider's addresses, gives pages its pictures, and lets the page's images come from it", async () => {
    const key = signingKey('vNIXE0xscrmjlyV-12Nj_BvUPaw=');
    const url = withProvider.app.staticMaps.url({ center: { latitude: 40.7484, longitude: -73.9967 } });
    expect(url).toBe(
      `https://maps.example.com/maps/api/staticmap?center=40.7484,-73.9967&zoom=13&size=300x188&maptype=roadmap&key=demo-key&signature=${urlSignature('/maps/api/staticmap?center=40.7484,-73.9967&zoom=13&size=300x188&maptype=roadmap&key=demo-key', key)}`,
    );
    const signed = await withProvider.app.inject({ url: `/services/utility/googlemaps/signature?url=${encodeURIComponent('https://maps.example.com/maps/api/staticmap?center=1,2&key=demo-key')}` });
    expect(signed.json<SignatureAnswer>().signature).toBe(urlSignature('/maps/api/staticmap?center=1,2&key=demo-key', key));
    const page = await withProvider.app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toContain("img-src 'self' data: https://maps.example.com");
  });
});
