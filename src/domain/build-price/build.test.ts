import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loadTestCatalog, testBuildData } from '#test/support/build-data.ts';
import type { Catalog } from '#domain/catalog/catalog.ts';
import { text } from '#domain/catalog/catalog.ts';
import {
  HISTORY_DATA_LIMIT,
  HISTORY_LIMIT,
  emptyBuild,
  modelOffer,
  pushHistory,
  reset,
  restorable,
  selectModel,
  selectTrim,
  storedBuild,
  type BUILD_VERSION,
  type Build,
  type BuildCategory,
  type ModelOffer,
} from './build.ts';
import { lineupModels, type ConfiguratorData, type DestinationData, type LineupModel } from './data.ts';
import { buildMachine, stepOf } from './machine.ts';
import { choicesOf, replayBuild } from './replay.ts';

let catalog: Catalog;
let vanta: ConfiguratorData;
let kestrel: ConfiguratorData;
let lineup: LineupModel[];
let categories: BuildCategory[];
let offer: ModelOffer;

beforeAll(async () => {
  catalog = await loadTestCatalog();
  vanta = testBuildData(catalog, 'VNTA', 2026);
  kestrel = testBuildData(catalog, 'KSTL', 2027);
  lineup = lineupModels(catalog, 'en');
  const used = new Set(lineup.flatMap((model) => model.categories.map((item) => item.code)));
  categories = catalog.categories.filter((item) => used.has(item.code)).map((item) => ({ code: item.code, name: text(item.name, 'en') }));
  offer = modelOffer(lineup, categories);
});

const vantaSport = (build: Build = emptyBuild()) => selectTrim(selectModel(build, { code: 'VNTA', name: 'Vanta' }, 2026, 'all-categories', offer), vanta, 'SPRT', '6MT');

describe('build state: vehicles and categories (what the model step offered)', () => {
  it('all categories offers the whole lineup with each card\'s code, name, year, starting price and categories', () => {
    expect(offer.vehicles).toHaveLength(lineup.length);
    const card = lineup.find((model) => model.code === 'VNTA');
    expect(offer.vehicles.find((vehicle) => vehicle.code === 'VNTA')).toEqual({ code: 'VNTA', name: card?.name, year: card?.year, startingMsrp: card?.startingMsrp, categories: card?.categories.map((item) => item.code) });
    expect(offer.categories).toEqual(categories);
    expect(offer.categories.length).toBeGreaterThan(1);
  });

  it('a category offers only the models listed under it; a category nobody is listed under offers all', () => {
    const category = categories[0]?.code ?? '';
    const listed = lineup.filter((model) => model.categories.some((item) => item.code === category)).map((model) => model.code);
    expect(listed.length).toBeLessThan(lineup.length);
    expect(modelOffer(lineup, categories, category).vehicles.map((vehicle) => vehicle.code)).toEqual(listed);
    expect(modelOffer(lineup, categories, 'not-a-category').vehicles).toHaveLength(lineup.length);
  });

  it('choosing a model keeps the offer on the build; an empty build has none', () => {
    expect(emptyBuild()).toMatchObject({ vehicles: [], categories: [], trimDetails: null });
    const build = selectModel(emptyBuild(), { code: 'VNTA', name: 'Vanta' }, 2026, 'all-categories', offer);
    expect(build.vehicles).toEqual(offer.vehicles);
    expect(build.categories).toEqual(offer.categories);
  });
});

describe('build state: trimDetails', () => {
  it('choosing a trim fills its details (price, specs, highlights) from the trim data', () => {
    const sport = vanta.trims.find((trim) => trim.code === 'SPRT');
    expect(vantaSport().trimDetails).toEqual({ code: 'SPRT', name: sport?.name, msrp: sport?.msrp, hybrid: sport?.hybrid, wilderness: sport?.wilderness, specs: sport?.specs, highlights: sport?.highlights });
  });

  it('another trim replaces them', () => {
    const limited = selectTrim(vantaSport(), vanta, 'LTD', vanta.trims.find((trim) => trim.code === 'LTD')?.transmissions[0]?.code ?? '');
    expect(limited.trimDetails?.code).toBe('LTD');
  });
});

describe('build state: the reset levels and the new fields', () => {
  it('model reset clears vehicles, categories and trimDetails', () => {
    expect(reset(vantaSport(), 'model')).toMatchObject({ vehicles: [], categories: [], trimDetails: null, model: null });
  });

  it('trim reset keeps the model level (vehicles, categories) and clears trimDetails', () => {
    const after = reset(vantaSport(), 'trim');
    expect(after).toMatchObject({ vehicles: offer.vehicles, categories: offer.categories, trimDetails: null, trim: null, model: { code: 'VNTA' } });
  });

  it('colors reset keeps the trim level (trimDetails) and the model level', () => {
    const after = reset(vantaSport(), 'colors');
    expect(after.trimDetails?.code).toBe('SPRT');
    expect(after.vehicles).toEqual(offer.vehicles);
    expect(after.colors.exterior).toBeNull();
  });
});

/** The machine with build data from the test catalog, counting the requests for it. */
function counted() {
  const requests: string[] = [];
  const machine = buildMachine.provide({
    actors: {
      buildData: fromPromise(async ({ input }) => {
        requests.push(`${input.year}:${input.modelCode}`);
        return testBuildData(catalog, input.modelCode, input.year);
      }),
      destination: fromPromise(async (): Promise<DestinationData | null> => null),
    },
  });
  const actor = createActor(machine, { input: { build: emptyBuild(), data: null, step: 'model' } });
  actor.start();
  return { actor, requests };
}

describe('the machine fills the new fields', () => {
  it('a lineup card carries the offer to the build; CHANGE_MODEL clears it', async () => {
    const { actor } = counted();
    actor.send({ type: 'TRIMDEFAULTYEARANDCATEGORY', model: { code: 'KSTL', name: 'Kestrel', year: 2027, offer } });
    await waitFor(actor, (snapshot) => snapshot.matches('trim'));
    expect(actor.getSnapshot().context.build.vehicles).toEqual(offer.vehicles);
    actor.send({ type: 'SELECT_TRIM_WITH_SINGLE_TRANSMISSION', trimCode: kestrel.trims.find((trim) => trim.transmissions.length === 1)?.code ?? '' });
    expect(actor.getSnapshot().context.build.trimDetails?.code).toBe(kestrel.trims.find((trim) => trim.transmissions.length === 1)?.code);
    actor.send({ type: 'CHANGE_MODEL' });
    expect(actor.getSnapshot().context.build).toMatchObject({ vehicles: [], categories: [], trimDetails: null });
  });

  it('a replay (the server, a restore) carries the offer it is given', () => {
    const replayed = replayBuild(vanta, { trimCode: 'SPRT' }, 'colors', { offer });
    expect(replayed.build).toMatchObject({ vehicles: offer.vehicles, categories: offer.categories, trimDetails: { code: 'SPRT' } });
  });
});

describe('history entries: key, build snapshot, data snapshot', () => {
  it('each entry holds the build data its step was shown with (null before a model)', () => {
    const { actor } = counted();
    const first = actor.getSnapshot().context.build.history.at(-1);
    expect(first?.data).toBeNull();
    actor.send({ type: 'SELECT_MODEL', model: { code: 'VNTA', name: 'Vanta' }, data: vanta, offer });
    const entry = actor.getSnapshot().context.build.history.at(-1);
    expect(entry?.data).toBe(vanta);
    expect(entry?.build).toMatchObject({ currentState: 'trim', vehicles: offer.vehicles, categories: offer.categories, trimDetails: null });
  });

  it("back to another model's step restores it from the entry's data snapshot, without asking for build data again", async () => {
    const { actor, requests } = counted();
    actor.send({ type: 'SELECT_MODEL', model: { code: 'VNTA', name: 'Vanta' }, data: vanta, offer });
    actor.send({ type: 'SELECT_TRIM_WITH_MULTIPLE_TRANSMISSIONS', trimCode: 'SPRT' });
    actor.send({ type: 'SELECT' });
    actor.send({ type: 'SELECT_COLORS', exterior: 'Y7Z' });
    // An entry is the build as its step was entered: the packages step holds the colour chosen before it.
    actor.send({ type: 'PACKAGES' });
    const vantaPackages = actor.getSnapshot().context.build;
    actor.send({ type: 'CHANGE_MODEL' });
    actor.send({ type: 'TRIMDEFAULTYEARANDCATEGORY', model: { code: 'KSTL', name: 'Kestrel', year: 2027, offer } });
    await waitFor(actor, (snapshot) => snapshot.matches('trim'));
    expect(requests).toEqual(['2027:KSTL']);
    expect(actor.getSnapshot().context.data?.model.code).toBe('KSTL');

    actor.send({ type: 'HISTORY', key: vantaPackages.historyKey });
    const { build, data } = actor.getSnapshot().context;
    expect(stepOf(actor.getSnapshot().value)).toBe('packages');
    expect(data).toBe(vanta);
    expect(build).toMatchObject({ model: { code: 'VNTA' }, trim: { code: 'SPRT' }, colors: { exterior: { code: 'Y7Z' } }, trimDetails: { code: 'SPRT' }, vehicles: offer.vehicles, price: vantaPackages.price });
    expect(requests).toEqual(['2027:KSTL']);
    // And the restored step works from its data: the Vanta's package and colours are there to choose from.
    actor.send({ type: 'ADD_PACKAGE', code: 'PERF' });
    expect(actor.getSnapshot().context.build.packages.selected?.code).toBe('PERF');
    actor.send({ type: 'COLORS' });
    actor.send({ type: 'SELECT_COLORS', exterior: 'W1A' });
    expect(actor.getSnapshot().context.build.colors.exterior?.code).toBe('W1A');
  });

  it(`keeps the data snapshots of at most ${HISTORY_DATA_LIMIT} model years; older model years' entries fall off`, () => {
    const years = [testBuildData(catalog, 'VNTA', 2026), testBuildData(catalog, 'KSTL', 2027), testBuildData(catalog, 'ARVO', 2026), testBuildData(catalog, 'SOLA', 2027)];
    let build = emptyBuild();
    for (const data of years) {
      build = pushHistory(selectModel(build, data.model, data.year), data);
      build = pushHistory({ ...build, currentState: 'trim' }, data);
    }
    const kept = new Set(build.history.map((entry) => entry.data && `${entry.data.year}:${entry.data.model.code}`));
    expect(kept).toEqual(new Set(['2027:KSTL', '2026:ARVO', '2027:SOLA']));
    expect(build.history.length).toBeLessThanOrEqual(HISTORY_LIMIT);
  });
});

/**
 * A full build and a full history: every step of three model years (the Kestrel, the Vanta with two trims, the Arvo),
 * then a Vanta with a colour, a package and three accessories on its summary.
 */
function fullBuild(): { build: Build; data: ConfiguratorData } {
  let build = emptyBuild();
  const visit = (data: ConfiguratorData, trimCode: string) => {
    build = pushHistory(selectModel(build, data.model, data.year, 'all-categories', offer), data);
    const trim = data.trims.find((item) => item.code === trimCode) ?? data.trims[0];
    build = selectTrim(build, data, trim?.code ?? '', trim?.transmissions[0]?.code ?? '');
    for (const step of ['colors', 'packages', 'accessories', 'summary'] as const) build = pushHistory({ ...build, currentState: step }, data);
  };
  visit(kestrel, 'SPRT');
  visit(vanta, 'LTD');
  visit(testBuildData(catalog, 'ARVO', 2026), '');
  visit(vanta, 'SPRT');
  const replayed = replayBuild(vanta, { trimCode: 'SPRT', transmissionCode: '6MT', exterior: 'Y7Z', packageCode: 'PERF', accessories: ['BIKECARRIER', 'CARPETMAT', 'FLOORLINER'] }, 'summary', { offer });
  build = pushHistory({ ...replayed.build, history: build.history, historyKey: build.historyKey }, vanta);
  return { build, data: vanta };
}

/** The stored JSON as it was written before data snapshots: each entry named its model year only. */
const storedBefore = (build: Build, data: ConfiguratorData) =>
  JSON.stringify({
    ...build,
    vehicles: undefined,
    categories: undefined,
    trimDetails: undefined,
    history: build.history.map((entry) => ({ ...entry, build: { ...entry.build, vehicles: undefined, categories: undefined, trimDetails: undefined }, data: entry.data && { year: entry.data.year, modelCode: entry.data.model.code } })),
    data,
  });

describe('stored size', () => {
  it('a full build with a full history stays bounded: each model year written once, not once per entry', async ({ annotate }) => {
    const { build, data } = fullBuild();
    expect(build.history).toHaveLength(HISTORY_LIMIT);
    const before = storedBefore(build, data).length;
    const after = storedBuild(build, data).length;
    const perEntry = JSON.stringify({ ...build, history: build.history, data }).length;
    await annotate(`stored build-and-price, three model years, ${build.history.length} entries: before ${before} B, after ${after} B (a data snapshot written per entry: ${perEntry} B)`);
    // What is added: the data snapshots of the other model years (HISTORY_DATA_LIMIT in all, the current one is
    // `data`), written once each, and the new fields written once; the entries themselves cost what they did.
    const others = new Map(build.history.flatMap((entry) => (entry.data && entry.data.model.code !== data.model.code ? [[entry.data.model.code, JSON.stringify(entry.data).length]] : [])));
    expect(others.size).toBe(HISTORY_DATA_LIMIT - 1);
    const snapshots = [...others.values()].reduce((sum, size) => sum + size, 0);
    expect(after).toBeLessThan(before + snapshots + 4_000);
    expect(after).toBeLessThan(perEntry / 3);
    expect(after).toBeLessThan(80_000);
  });

  it('a build of one model year costs its data once however long the history', async ({ annotate }) => {
    const replayed = replayBuild(vanta, { trimCode: 'SPRT', exterior: 'Y7Z' }, 'summary', { offer });
    let build = replayed.build;
    for (let index = 0; index < 30; index++) build = pushHistory({ ...build, currentState: index % 2 ? 'colors' : 'packages' }, vanta);
    const stored = JSON.parse(storedBuild(build, vanta)) as { dataSnapshots: Record<string, unknown> };
    expect(stored.dataSnapshots).toEqual({});
    const before = storedBefore(build, vanta).length;
    const after = storedBuild(build, vanta).length;
    await annotate(`stored build-and-price, one model year, ${build.history.length} entries: before ${before} B, after ${after} B`);
    expect(after).toBeLessThan(before + 4_000);
  });
});

describe('the restore rule with the new fields', () => {
  it('a stored build round-trips: fields, history and each entry\'s data snapshot come back', () => {
    const { build, data } = fullBuild();
    const restored = restorable(storedBuild(build, data), { modelCode: 'VNTA', trimCode: 'SPRT' });
    expect(restored).not.toBeNull();
    expect(restored?.vehicles).toEqual(build.vehicles);
    expect(restored?.categories).toEqual(build.categories);
    expect(restored?.trimDetails).toEqual(build.trimDetails);
    expect(restored?.history.map((entry) => entry.key)).toEqual(build.history.map((entry) => entry.key));
    expect(restored?.history.map((entry) => entry.data && `${entry.data.year}:${entry.data.model.code}`)).toEqual(build.history.map((entry) => entry.data && `${entry.data.year}:${entry.data.model.code}`));
    expect(restored?.history.find((entry) => entry.data?.model.code === 'ARVO')?.data?.colorData.length).toBeGreaterThan(0);
    // Each entry's snapshot comes back whole: its offer and its trim details (taken from its data snapshot).
    expect(restored?.history.map((entry) => entry.build)).toEqual(build.history.map((entry) => entry.build));
  });

  it('keeps a stored view the turntable knows, and replaces one it does not with the default', () => {
    const { build, data } = fullBuild();
    for (const view of ['head-on', 'side-right', 'interior'] as const) {
      const restored = restorable(storedBuild({ ...build, colors: { ...build.colors, view } }, data), { modelCode: 'VNTA', trimCode: 'SPRT' });
      expect(restored?.colors.view, view).toBe(view);
    }
    const junk = restorable(storedBuild({ ...build, colors: { ...build.colors, view: 'top' as never } }, data), { modelCode: 'VNTA', trimCode: 'SPRT' });
    expect(junk?.colors.view).toBe('front');
  });

  it('still holds: version, colour data, URL codes', () => {
    const { build, data } = fullBuild();
    expect(restorable(storedBuild(build, data), { modelCode: 'VNTA', trimCode: 'LTD' })).toBeNull();
    expect(restorable(storedBuild({ ...build, version: '0001' as typeof BUILD_VERSION }, data), { modelCode: 'VNTA', trimCode: 'SPRT' })).toBeNull();
    expect(restorable(storedBuild(build, { ...data, colorData: [] }), { modelCode: 'VNTA', trimCode: 'SPRT' })).toBeNull();
  });

  it('a build stored before the new fields (same version) restores with them empty, dropping entries without a data snapshot', () => {
    const { build, data } = fullBuild();
    const old = storedBefore(build, data);
    const restored = restorable(old, { modelCode: 'VNTA', trimCode: 'SPRT' });
    expect(restored).not.toBeNull();
    expect(restored).toMatchObject({ vehicles: [], categories: [], trimDetails: null, price: build.price });
    expect(restored?.history.every((entry) => entry.data === null)).toBe(true);
    // The island replays it against the page's fresh data and offer, which fill the fields again.
    const replayed = replayBuild(data, choicesOf(restored as Build), 'summary', { offer });
    expect(replayed.build).toMatchObject({ price: build.price, vehicles: offer.vehicles, trimDetails: { code: 'SPRT' } });
  });

  it('a stored build with a history that is not a list, or entries of the wrong shape, still restores (without them)', () => {
    const { build, data } = fullBuild();
    const raw = JSON.parse(storedBuild(build, data)) as Record<string, unknown>;
    expect(restorable(JSON.stringify({ ...raw, history: 'x' }), { modelCode: 'VNTA', trimCode: 'SPRT' })?.history).toEqual([]);
    expect(restorable(JSON.stringify({ ...raw, history: [null, 3, { key: 'a' }, { key: 1, build: {}, data: 'nope' }] }), { modelCode: 'VNTA', trimCode: 'SPRT' })?.history).toEqual([]);
  });
});
