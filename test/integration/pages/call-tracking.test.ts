/**
 * Call tracking (src/domain/retailers/call-tracking.ts): off by default; with CALL_TRACKING=true every place that
 * shows a retailer's phone shows the provider's number for it (catalog/call-tracking.json), retailers without one keep
 * their main number, the structured data keeps the main number, and pages carry the callTracking flag.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '#config/env.ts';
import { CallTrackingFile } from '#domain/retailers/call-tracking-file.ts';
import { shownPhone, telHref } from '#domain/retailers/call-tracking.ts';
import { retailerPath } from '#domain/retailers/paths.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';

interface Dealer {
  id: string;
  slug: string;
  phone: string;
  trackingPhone?: string;
  status: string;
}

const file = CallTrackingFile.parse(JSON.parse(readFileSync(new URL('../../../catalog/call-tracking.json', import.meta.url), 'utf8')));

const flagsOf = (html: string) => /<html[^>]* data-flags="([^"]*)"/.exec(html)?.[1] ?? '';
const jsonLdPhone = (html: string) => /"telephone":"([^"]+)"/.exec(html)?.[1];

describe('call tracking', () => {
  let off: TestApp;
  let on: TestApp;
  let dealers: Dealer[];
  beforeAll(async () => {
    off = await createTestApp();
    on = await createTestApp({ CALL_TRACKING: 'true' });
    dealers = (await on.app.inject({ url: '/services/dealers/by/zip?zipcode=10001&count=10' })).json<{ dealers: { dealer: Dealer }[] }>().dealers.map((item) => item.dealer);
  });
  afterAll(async () => {
    await off.close();
    await on.close();
  });

  it('is off by default: the services carry no tracking number and pages show the main number, without the flag', async () => {
    const plain = (await off.app.inject({ url: '/services/dealers/by/zip?zipcode=10001&count=10' })).json<{ dealers: { dealer: Dealer }[] }>().dealers;
    expect(plain.length).toBeGreaterThan(0);
    for (const { dealer } of plain) expect(dealer).not.toHaveProperty('trackingPhone');
    const first = plain[0]!.dealer;
    const html = (await off.app.inject({ url: retailerPath(first) })).body;
    expect(html).toContain(`<a href="${telHref(first.phone)}">${first.phone}</a>`);
    expect(flagsOf(html).split(' ')).not.toContain('callTracking');
  });

  it('on: the services give each retailer its provider number, the one every list and island shows', () => {
    expect(dealers.length).toBeGreaterThan(0);
    for (const dealer of dealers) {
      if (file.numbers[dealer.id]) expect(dealer.trackingPhone).toBe(file.numbers[dealer.id]);
      else expect(dealer).not.toHaveProperty('trackingPhone');
      expect(dealer.phone).toMatch(/^\d{3}-555-\d{4}$/);
      expect(shownPhone(dealer)).toBe(file.numbers[dealer.id] ?? dealer.phone);
    }
  });

  it('on: a retailer page shows and dials its tracking number, keeps the main one in its structured data, and carries the flag', async () => {
    const tracked = dealers.find((dealer) => dealer.trackingPhone)!;
    const html = (await on.app.inject({ url: retailerPath(tracked) })).body;
    expect(html).toContain(`<a href="${telHref(tracked.trackingPhone!)}">${tracked.trackingPhone}</a>`);
    expect(html).not.toContain(`<a href="${telHref(tracked.phone)}">`);
    expect(jsonLdPhone(html)).toBe(tracked.phone);
    expect(flagsOf(html).split(' ')).toContain('callTracking');
  });

  it('on: a retailer the provider has no number for keeps its main number', async () => {
    const all = (await on.app.inject({ url: '/services/dealers/all?type=Active' })).json<{ id: string }[]>();
    const untracked = all.find((item) => !file.numbers[item.id]);
    expect(untracked).toBeDefined();
    const dealer = (await on.app.inject({ url: `/services/dealers/by/id?id=${untracked!.id}` })).json<{ dealer: Dealer }>().dealer;
    expect(dealer).not.toHaveProperty('trackingPhone');
    const html = (await on.app.inject({ url: retailerPath(dealer) })).body;
    expect(html).toContain(`<a href="${telHref(dealer.phone)}">${dealer.phone}</a>`);
  });

  it('takes only true or false, and a provider file with a malformed number or id is refused', () => {
    expect(() => readEnv({ CALL_TRACKING: 'yes' })).toThrow('CALL_TRACKING: CALL_TRACKING must be true or false');
    expect(CallTrackingFile.safeParse({ provider: 'x', numbers: { '10004': '8005550100' } }).success).toBe(false);
    expect(CallTrackingFile.safeParse({ provider: 'x', numbers: { '1000': '800-555-0100' } }).success).toBe(false);
    expect(telHref('923-555-0180')).toBe('tel:+19235550180');
  });
});
