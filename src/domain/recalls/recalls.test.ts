import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestCatalog } from '#test/support/build-data.ts';
import type { Catalog } from '#domain/catalog/catalog.ts';
import { makeVin } from '#domain/inventory/vin.ts';
import { decodeVin, type DecodedVin } from './decode.ts';
import { campaignAffects, groupAffects, openCount, recallCatalogProblems, recallsForVehicle } from './match.ts';
import { parseRecallsFile, type Campaign, type RecallsFile } from './schema.ts';
import { campaignList, recallAnswer } from './view.ts';

const raw = JSON.parse(readFileSync(new URL('../../../catalog/recalls.json', import.meta.url), 'utf8')) as RecallsFile;
let catalog: Catalog;
let file: RecallsFile;
beforeAll(async () => {
  catalog = await loadTestCatalog();
  file = parseRecallsFile(raw);
});

/** A 2026 Kestrel Hybrid, serial 200000: two open recalls. */
const KESTREL_HYBRID = 'JF2CECA16TG200000';
/** A 2026 Kestrel Base, serial 123456: its one recall is repaired. */
const KESTREL_REPAIRED = 'JF2CACA19TG123456';
/** A 2026 Vanta Premium: no recall. */
const VANTA_PREMIUM = 'JF1JATR19TG123456';

const vehicle = (overrides: Partial<DecodedVin> = {}): DecodedVin => ({
  vin: 'JF2CACA19TG123456',
  prefix: 'JF2',
  modelCode: 'KSTL',
  modelName: 'Kestrel',
  year: 2026,
  trimCode: 'BASE',
  trimName: 'Base',
  plant: 'G',
  serial: 123_456,
  ...overrides,
});

const campaign = (overrides: Partial<Campaign> = {}): Campaign => {
  const base = raw.campaigns[0];
  if (!base) throw new Error('no campaign');
  return { ...base, campaign: '26V-001', makerCampaign: 'HRC-2601', reported: '2026-01-01', completed: [], affected: [{ model: 'KSTL', years: [2024, 2026], trims: [], serials: [100_000, 499_999] }], ...overrides };
};

describe('matching a vehicle to a campaign', () => {
  const group = { model: 'KSTL', years: [2024, 2026] as [number, number], trims: [], serials: [100_000, 499_999] as [number, number] };

  it('takes both ends of the model-year range and of the serial range', () => {
    expect(groupAffects(group, vehicle({ year: 2024 }))).toBe(true);
    expect(groupAffects(group, vehicle({ year: 2026 }))).toBe(true);
    expect(groupAffects(group, vehicle({ year: 2023 }))).toBe(false);
    expect(groupAffects(group, vehicle({ year: 2027 }))).toBe(false);
    expect(groupAffects(group, vehicle({ serial: 100_000 }))).toBe(true);
    expect(groupAffects(group, vehicle({ serial: 499_999 }))).toBe(true);
    expect(groupAffects(group, vehicle({ serial: 99_999 }))).toBe(false);
    expect(groupAffects(group, vehicle({ serial: 500_000 }))).toBe(false);
  });

  it('needs the same model, and one of the named trims when the group names any', () => {
    expect(groupAffects(group, vehicle({ modelCode: 'SOLA' }))).toBe(false);
    const hybrids = { ...group, trims: ['HYB'] };
    expect(groupAffects(hybrids, vehicle({ trimCode: 'HYB' }))).toBe(true);
    expect(groupAffects(hybrids, vehicle({ trimCode: 'BASE' }))).toBe(false);
    // A VIN whose trim letter names no trim cannot be said to be a hybrid.
    expect(groupAffects(hybrids, vehicle({ trimCode: null }))).toBe(false);
    expect(groupAffects(group, vehicle({ trimCode: null }))).toBe(true);
  });

  it('affects a vehicle when any of its groups does', () => {
    const two = campaign({ affected: [group, { ...group, model: 'SOLA', years: [2022, 2022] }] });
    expect(campaignAffects(two, vehicle({ modelCode: 'SOLA', year: 2022 }))).toBe(true);
    expect(campaignAffects(two, vehicle({ modelCode: 'SOLA', year: 2023 }))).toBe(false);
  });

  it('lists open recalls first, newest report first, and counts the open ones', () => {
    const old = campaign({ campaign: '24V-100', reported: '2024-03-01' });
    const recent = campaign({ campaign: '26V-200', reported: '2026-05-01' });
    const repaired = campaign({ campaign: '26V-300', reported: '2026-09-01', completed: ['JF2CACA19TG123456'] });
    const unrelated = campaign({ campaign: '26V-400', affected: [{ ...group, model: 'LUMN' }] });
    const matched = recallsForVehicle({ lastUpdated: '2026-11-20', campaigns: [old, repaired, unrelated, recent] }, vehicle());
    expect(matched.map((item) => [item.campaign.campaign, item.completed])).toEqual([
      ['26V-200', false],
      ['24V-100', false],
      ['26V-300', true],
    ]);
    expect(openCount(matched)).toBe(2);
  });
});

describe('the recalls file (catalog/recalls.json)', () => {
  it('is valid and fits the catalog', () => {
    expect(file.campaigns.length).toBeGreaterThanOrEqual(8);
    expect(recallCatalogProblems(file, catalog.models)).toEqual([]);
    expect(file.lastUpdated).toBe('2026-11-20');
  });

  it('has both remedy statuses and text in the three languages for every campaign', () => {
    expect(new Set(file.campaigns.map((item) => item.status))).toEqual(new Set(['remedy-available', 'remedy-not-available']));
    for (const item of file.campaigns) {
      for (const field of [item.component, item.summary, item.risk, item.remedy]) {
        expect(field.es, item.campaign).not.toBe(field.en);
        expect(field.zh, item.campaign).not.toBe(field.en);
      }
    }
  });

  it('refuses a repeated campaign number, a report after the last update, a number of another year and reversed ranges', () => {
    const base = { lastUpdated: '2026-11-20', campaigns: [campaign()] };
    expect(() => parseRecallsFile({ ...base, campaigns: [campaign(), campaign()] })).toThrow('campaign number 26V-001 is used twice');
    expect(() => parseRecallsFile({ ...base, campaigns: [campaign({ reported: '2026-12-01', campaign: '26V-002' })] })).toThrow('26V-002 is reported after the last update');
    expect(() => parseRecallsFile({ ...base, campaigns: [campaign({ campaign: '25V-002' })] })).toThrow('25V-002 was not reported in 2025');
    expect(() => parseRecallsFile({ ...base, campaigns: [campaign({ campaign: '24-002' })] })).toThrow('NHTSA campaign numbers look like 24V-123');
    expect(() => parseRecallsFile({ ...base, campaigns: [campaign({ affected: [{ model: 'KSTL', years: [2026, 2024], trims: [], serials: [1, 2] }] })] })).toThrow('the first model year comes after the last');
    expect(() => parseRecallsFile({ ...base, campaigns: [campaign({ affected: [{ model: 'KSTL', years: [2024, 2026], trims: [], serials: [9, 2] }] })] })).toThrow('the first serial number comes after the last');
  });

  it('names what does not fit the catalog: models, trims, years and completed VINs', () => {
    const bad: RecallsFile = {
      lastUpdated: '2026-11-20',
      campaigns: [
        campaign({
          affected: [
            { model: 'NOPE', years: [2024, 2026], trims: [], serials: [0, 1] },
            { model: 'KSTL', years: [2024, 2029], trims: ['ZZZ'], serials: [0, 1] },
          ],
          completed: ['JTMABABA8RA060836', 'JF2CACA10TG123456', makeVin({ prefix: 'JF2', descriptor: 'CACA1', year: 2026, plant: 'G', serial: 900_000 })],
        }),
      ],
    };
    expect(recallCatalogProblems(bad, catalog.models)).toEqual([
      '26V-001: no model NOPE',
      '26V-001: KSTL has no trim ZZZ',
      '26V-001: KSTL has no model year 2029',
      '26V-001: completed VIN JTMABABA8RA060836 is not one of ours',
      '26V-001: completed VIN JF2CACA10TG123456 has a wrong check digit',
      '26V-001: completed VIN JF2CACA16TG900000 is not affected',
    ]);
  });
});

describe('the answer for a VIN', () => {
  it('finds the two open recalls of a 2026 Kestrel Hybrid, newest first, with the vehicle decoded', () => {
    const answer = recallAnswer(file, catalog, KESTREL_HYBRID, 'en');
    expect(answer).toMatchObject({
      vin: KESTREL_HYBRID,
      lastUpdated: '2026-11-20',
      lastUpdatedLabel: 'Nov 20, 2026',
      ours: true,
      vehicle: { year: 2026, modelCode: 'KSTL', modelName: 'Kestrel', trimCode: 'HYB', trimName: 'Hybrid' },
      openCount: 2,
    });
    expect(answer.recalls.map((item) => [item.campaign, item.makerCampaign, item.status, item.completed])).toEqual([
      ['26V-512', 'HRC-2609', 'remedy-available', false],
      ['26V-377', 'HRC-2606', 'remedy-not-available', false],
    ]);
    expect(answer.recalls[0]).toMatchObject({
      reported: '2026-09-14',
      reportedLabel: 'Sep 14, 2026',
      component: 'Back-over prevention: rearview camera',
      affected: [{ modelCode: 'KSTL', modelName: 'Kestrel', yearFrom: 2026, yearTo: 2027, trims: [], serialFrom: '100000', serialTo: '699999' }],
    });
    expect(answer.recalls[1]?.affected.map((group) => [group.modelName, group.trims])).toEqual([
      ['Kestrel', ['Hybrid']],
      ['Solace', ['Hybrid']],
    ]);
  });

  it('outside a campaign’s serial range the same vehicle has only the other recall', () => {
    const late = makeVin({ prefix: 'JF2', descriptor: 'CECA1', year: 2026, plant: 'G', serial: 700_000 });
    expect(recallAnswer(file, catalog, late, 'en').recalls.map((item) => item.campaign)).toEqual(['26V-377']);
  });

  it('shows a repaired recall as completed, with no open recall left', () => {
    const answer = recallAnswer(file, catalog, KESTREL_REPAIRED, 'en');
    expect(answer.recalls.map((item) => [item.campaign, item.completed])).toEqual([['26V-512', true]]);
    expect(answer.openCount).toBe(0);
  });

  it('has no recalls for a vehicle no campaign affects', () => {
    const answer = recallAnswer(file, catalog, VANTA_PREMIUM, 'en');
    expect(answer).toMatchObject({ ours: true, vehicle: { year: 2026, modelName: 'Vanta', trimName: 'Premium' }, recalls: [], openCount: 0 });
  });

  it('knows no vehicle and no recalls for another make’s VIN', () => {
    expect(recallAnswer(file, catalog, 'jtmababa8ra060836', 'en')).toEqual({
      vin: 'JTMABABA8RA060836',
      lastUpdated: '2026-11-20',
      lastUpdatedLabel: 'Nov 20, 2026',
      ours: false,
      vehicle: null,
      recalls: [],
      openCount: 0,
    });
  });

  it('is written in the visitor’s language', () => {
    const es = recallAnswer(file, catalog, KESTREL_HYBRID, 'es');
    expect(es.lastUpdatedLabel).toBe('20 nov 2026');
    expect(es.recalls[0]?.component).toBe('Prevención de atropello en reversa: cámara de visión trasera');
    const zh = recallAnswer(file, catalog, KESTREL_HYBRID, 'zh');
    expect(zh.lastUpdatedLabel).toBe('2026年11月20日');
    expect(zh.recalls[1]?.component).toBe('混合动力系统：逆变器');
  });
});

describe('the campaign list', () => {
  it('holds every campaign, newest report first', () => {
    const list = campaignList(file, catalog, 'en');
    expect(list).toHaveLength(file.campaigns.length);
    expect(list.map((item) => item.reported)).toEqual([...list.map((item) => item.reported)].sort().reverse());
    expect(list[0]?.campaign).toBe('26V-604');
  });

  it('decodes the campaign VINs the tests use', () => {
    expect(decodeVin(KESTREL_REPAIRED, catalog.models)).toMatchObject({ modelCode: 'KSTL', trimCode: 'BASE', serial: 123_456 });
  });
});
