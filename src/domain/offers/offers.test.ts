import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ModelFile } from '#domain/catalog/catalog-schema.ts';
import { offerCatalogProblems } from './catalog-check.ts';
import { activeOffers, appliesIn, offerDay, offerStatus, offerTimeZone, sortOffers } from './offers.ts';
import { OffersFile, parseOffersFile, REGION_CODES, type Offer } from './schema.ts';
import { formatRate, paymentPerThousand } from './terms.ts';

/** Noon in US Eastern time on a calendar day: the same day in every US time zone. */
const noon = (day: string) => new Date(`${day}T17:00:00Z`);

let serial = 0;
function offer(overrides: Partial<Offer> & { type?: Offer['type'] } = {}): Offer {
  serial += 1;
  const base = { id: `offer-${serial}`, model: 'KSTL', year: 2027, trims: [], regions: 'national' as const, startDate: '2026-11-01', endDate: '2026-12-31', disclaimers: [100 + serial] };
  const type = overrides.type ?? 'apr';
  const terms = type === 'apr' ? { type, apr: 1.9, months: 60 } : type === 'lease' ? { type, monthlyPayment: 329, months: 36, dueAtSigning: 2999, milesPerYear: 10000 } : { type, amount: 1500 };
  return { ...base, ...terms, ...overrides } as Offer;
}

const ids = (offers: readonly Offer[]) => offers.map((item) => item.id);

describe('the offer day', () => {
  it('is the calendar day of the region’s time zone', () => {
    // 11:30 pm on Dec 31 in New York is already Jan 1 in UTC, and still 6:30 pm in Honolulu.
    const lateNewYearsEve = new Date('2027-01-01T04:30:00Z');
    expect(offerDay(lateNewYearsEve, offerTimeZone('010'))).toBe('2026-12-31');
    expect(offerDay(lateNewYearsEve, offerTimeZone('100'))).toBe('2026-12-31');
    // 1 am on Jan 1 in New York is 10 pm on Dec 31 in Los Angeles.
    const newYear = new Date('2027-01-01T06:00:00Z');
    expect(offerDay(newYear, offerTimeZone('010'))).toBe('2027-01-01');
    expect(offerDay(newYear, offerTimeZone('080'))).toBe('2026-12-31');
  });

  it('is counted in US Eastern time when no region is known, and every region has a zone', () => {
    expect(offerTimeZone(null)).toBe('America/New_York');
    expect(offerTimeZone('999')).toBe('America/New_York');
    for (const region of REGION_CODES) expect(() => offerDay(0, offerTimeZone(region)), region).not.toThrow();
  });
});

describe('offerStatus', () => {
  const window = { startDate: '2026-11-03', endDate: '2026-12-31' };
  it('runs from its first day through its last day, both included', () => {
    expect(offerStatus(window, '2026-11-02')).toBe('upcoming');
    expect(offerStatus(window, '2026-11-03')).toBe('active');
    expect(offerStatus(window, '2026-12-31')).toBe('active');
    expect(offerStatus(window, '2027-01-01')).toBe('expired');
  });
});

describe('activeOffers', () => {
  it('never shows an expired offer, in any region or for any model', () => {
    const expired = offer({ startDate: '2026-09-01', endDate: '2026-10-31' });
    const expiredRegional = offer({ regions: ['060'], startDate: '2026-09-01', endDate: '2026-11-21' });
    const running = offer({ type: 'cash' });
    for (const region of [null, ...REGION_CODES]) {
      expect(ids(activeOffers([expired, expiredRegional, running], { now: noon('2026-11-22'), region })), String(region)).toEqual([running.id]);
    }
    expect(activeOffers([expired], { now: noon('2026-11-22'), model: 'KSTL' })).toEqual([]);
  });

  it('does not show a future offer until its first day', () => {
    const future = offer({ startDate: '2027-01-05', endDate: '2027-03-01' });
    expect(activeOffers([future], { now: noon('2026-11-22') })).toEqual([]);
    expect(activeOffers([future], { now: noon('2027-01-04') })).toEqual([]);
    expect(ids(activeOffers([future], { now: noon('2027-01-05') }))).toEqual([future.id]);
    expect(ids(activeOffers([future], { now: noon('2027-03-01') }))).toEqual([future.id]);
    expect(activeOffers([future], { now: noon('2027-03-02') })).toEqual([]);
  });

  it('ends an offer at midnight where the visitor is', () => {
    const endsNewYearsEve = offer({ endDate: '2026-12-31' });
    const at = new Date('2027-01-01T06:00:00Z'); // 1 am in New York, 10 pm in Los Angeles, 8 pm in Honolulu
    expect(activeOffers([endsNewYearsEve], { now: at, region: '010' })).toEqual([]);
    expect(activeOffers([endsNewYearsEve], { now: at, region: '080' })).toHaveLength(1);
    expect(activeOffers([endsNewYearsEve], { now: at, region: '100' })).toHaveLength(1);
  });

  it('shows a regional offer only in its regions, and only national offers without a region', () => {
    const national = offer({ type: 'lease' });
    const mountainPacific = offer({ type: 'cash', regions: ['070', '080'] });
    const now = noon('2026-11-22');
    expect(ids(activeOffers([national, mountainPacific], { now, region: '070' }))).toEqual([mountainPacific.id, national.id]);
    expect(ids(activeOffers([national, mountainPacific], { now, region: '080' }))).toEqual([mountainPacific.id, national.id]);
    expect(ids(activeOffers([national, mountainPacific], { now, region: '010' }))).toEqual([national.id]);
    expect(ids(activeOffers([national, mountainPacific], { now }))).toEqual([national.id]);
    expect(appliesIn(mountainPacific, undefined)).toBe(false);
  });

  it('falls back to the national offers in a region without offers of its own', () => {
    const nationals = [offer({ type: 'apr' }), offer({ type: 'lease', model: 'SOLA' }), offer({ type: 'cash', model: 'TARN' })];
    const elsewhere = offer({ regions: ['100'] });
    expect(ids(activeOffers([...nationals, elsewhere], { now: noon('2026-11-22'), region: '040' }))).toEqual(ids(sortOffers(nationals)));
  });

  it('shows a region’s offer instead of the national offer of the same kind on the same vehicle', () => {
    const national = offer({ type: 'apr', apr: 1.9, months: 60 });
    const northeast = offer({ type: 'apr', apr: 0.9, months: 60, regions: ['010'] });
    const nationalHybrid = offer({ type: 'apr', trims: ['HYB'] });
    const nationalLease = offer({ type: 'lease' });
    const now = noon('2026-11-22');
    // In the Northeast the regional APR replaces the national one; the trim-limited APR and the lease stay.
    expect(ids(activeOffers([national, northeast, nationalHybrid, nationalLease], { now, region: '010' }))).toEqual([northeast.id, nationalHybrid.id, nationalLease.id]);
    // Elsewhere the national one shows.
    expect(ids(activeOffers([national, northeast, nationalHybrid, nationalLease], { now, region: '020' }))).toEqual([national.id, nationalHybrid.id, nationalLease.id]);
    // A regional offer that has not begun replaces nothing.
    const laterNortheast = offer({ type: 'apr', regions: ['010'], startDate: '2027-01-05', endDate: '2027-02-01' });
    expect(ids(activeOffers([national, laterNortheast], { now, region: '010' }))).toEqual([national.id]);
  });

  it('keeps one model when asked for it', () => {
    const kestrel = offer({ model: 'KSTL' });
    const solace = offer({ model: 'SOLA' });
    expect(ids(activeOffers([kestrel, solace], { now: noon('2026-11-22'), model: 'SOLA' }))).toEqual([solace.id]);
    expect(activeOffers([kestrel, solace], { now: noon('2026-11-22'), model: 'LUMN' })).toEqual([]);
  });

  it('sorts by model in lineup order, each model’s regional offers first, then financing, lease and cash', () => {
    const items = [
      offer({ model: 'SOLA', type: 'cash' }),
      offer({ model: 'KSTL', type: 'cash' }),
      offer({ model: 'KSTL', type: 'lease' }),
      offer({ model: 'KSTL', type: 'cash', regions: ['060'], trims: ['HYB'] }),
      offer({ model: 'SOLA', type: 'apr' }),
      offer({ model: 'KSTL', type: 'apr', year: 2026 }),
      offer({ model: 'KSTL', type: 'apr', year: 2027 }),
    ];
    const sorted = activeOffers(items, { now: noon('2026-11-22'), region: '060', modelOrder: ['SOLA', 'KSTL'] });
    expect(sorted.map((item) => `${item.model} ${item.regions === 'national' ? 'N' : 'R'} ${item.type} ${item.year}`)).toEqual([
      'SOLA N apr 2027',
      'SOLA N cash 2027',
      'KSTL R cash 2027',
      'KSTL N apr 2027',
      'KSTL N apr 2026',
      'KSTL N lease 2027',
      'KSTL N cash 2027',
    ]);
  });
});

describe('the offers file', () => {
  const file = parseOffersFile(JSON.parse(readFileSync(join(process.cwd(), 'catalog/offers.json'), 'utf8')));
  const modelFiles = readdirSync(join(process.cwd(), 'catalog/models')).filter((name) => name.endsWith('.json'));
  const models = modelFiles.map((name) => ModelFile.parse(JSON.parse(readFileSync(join(process.cwd(), 'catalog/models', name), 'utf8'))));
  const today = noon('2026-11-22');

  it('names only model years and trims of the catalog, and only active ones for the offers running now', () => {
    expect(offerCatalogProblems(file, { models })).toEqual([]);
    for (const item of activeOffers(file.offers, { now: today, region: '010' })) {
      const model = models.find((candidate) => candidate.code === item.model);
      expect(model?.active && model.years.find((year) => year.year === item.year)?.active, item.id).toBe(true);
    }
  });

  it('holds APR, lease and cash offers, national and regional, some over and some not begun', () => {
    const day = offerDay(today);
    const count = (keep: (item: Offer) => boolean) => file.offers.filter(keep).length;
    for (const type of ['apr', 'lease', 'cash'] as const) expect(count((item) => item.type === type), type).toBeGreaterThan(3);
    expect(count((item) => item.regions === 'national')).toBeGreaterThan(10);
    expect(count((item) => item.regions !== 'national')).toBeGreaterThan(5);
    expect(count((item) => item.trims.length > 0)).toBeGreaterThan(3);
    expect(count((item) => offerStatus(item, day) === 'expired')).toBeGreaterThanOrEqual(3);
    expect(count((item) => offerStatus(item, day) === 'upcoming')).toBeGreaterThanOrEqual(3);
  });

  it('shows no expired or future offer on the fixed day in any region, and something in every region', () => {
    const day = offerDay(today);
    for (const region of [null, ...REGION_CODES]) {
      const shown = activeOffers(file.offers, { now: today, region });
      expect(shown.length, String(region)).toBeGreaterThan(5);
      for (const item of shown) expect(offerStatus(item, day), `${item.id} in ${String(region)}`).toBe('active');
      expect(shown.every((item) => item.regions === 'national' || (region !== null && item.regions.includes(region)))).toBe(true);
    }
  });

  it('gives every offer fine print in the three languages', () => {
    const byId = new Map(file.disclaimers.map((item) => [item.id, item]));
    for (const item of file.offers) {
      const own = byId.get(item.disclaimers[0] ?? -1);
      expect(own, item.id).toBeDefined();
      for (const lang of ['en', 'es', 'zh'] as const) expect(own?.content[lang].length, `${item.id} ${lang}`).toBeGreaterThan(60);
      expect(own?.content.es).not.toBe(own?.content.en);
      expect(own?.content.zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('is refused when an offer ends before it starts, names an unknown region, or refers to fine print it lacks', () => {
    const raw = JSON.parse(readFileSync(join(process.cwd(), 'catalog/offers.json'), 'utf8')) as { offers: Record<string, unknown>[]; disclaimers: Record<string, unknown>[] };
    const broken = (change: (copy: typeof raw) => void) => {
      const copy = structuredClone(raw);
      change(copy);
      return OffersFile.safeParse(copy).success;
    };
    expect(broken(() => {})).toBe(true);
    expect(broken((copy) => Object.assign(copy.offers[0] ?? {}, { startDate: '2027-01-01', endDate: '2026-12-31' }))).toBe(false);
    expect(broken((copy) => Object.assign(copy.offers[0] ?? {}, { regions: ['011'] }))).toBe(false);
    expect(broken((copy) => Object.assign(copy.offers[0] ?? {}, { disclaimers: [998] }))).toBe(false);
    expect(broken((copy) => Object.assign(copy.disclaimers[0] ?? {}, { id: 3 }))).toBe(false);
    expect(broken((copy) => copy.offers.push({ ...copy.offers[0] }))).toBe(false);
    expect(() => parseOffersFile({ offers: [], disclaimers: 'none' })).toThrow(/^catalog\/offers\.json: disclaimers/);
  });
});

describe('offer terms', () => {
  it('gives the monthly payment per $1,000 financed, to the cent', () => {
    expect(paymentPerThousand(0, 60)).toBe(16.67);
    expect(paymentPerThousand(1.9, 60)).toBe(17.48);
    expect(paymentPerThousand(0.9, 36)).toBe(28.16);
    expect(() => paymentPerThousand(-1, 60)).toThrow(RangeError);
  });

  it('writes rates as offers state them (end dates: formatDay, src/domain/i18n/format.test.ts)', () => {
    expect([0, 0.9, 1.9, 2.99].map(formatRate)).toEqual(['0', '0.9', '1.9', '2.99']);
  });
});
