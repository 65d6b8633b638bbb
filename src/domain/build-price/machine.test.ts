import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loadTestCatalog, testBuildData } from '#test/support/build-data.ts';
import type { Catalog } from '#domain/catalog/catalog.ts';
import { emptyBuild, linesTotal, restorable, selectedAccessories, type Build } from './build.ts';
import type { ConfiguratorData, DestinationData } from './data.ts';
import { BUILD_EVENTS, buildMachine, stepOf, type BuildDataInput, type BuildEvent } from './machine.ts';
import type { Step } from './url.ts';
import { VIEWS } from './data.ts';

let catalog: Catalog;
let vanta: ConfiguratorData;
let kestrel: ConfiguratorData;

const dataFor = (code: string, year: number, lang: 'en' | 'es' = 'en', state = 'KS') => testBuildData(catalog, code, year, lang, state);

beforeAll(async () => {
  catalog = await loadTestCatalog();
  vanta = dataFor('VNTA', 2026);
  kestrel = dataFor('KSTL', 2027);
});

/** The machine with its actors answering from the test catalog: build data by model year, no newer destination charge. */
function machineWith(destination: DestinationData | null = null) {
  return buildMachine.provide({
    actors: {
      buildData: fromPromise(async ({ input }) => dataFor(input.modelCode, input.year)),
      destination: fromPromise(async () => destination),
    },
  });
}

function start(build: Build = emptyBuild(), data: ConfiguratorData | null = null, step: Step = build.currentState, machine = machineWith()) {
  const actor = createActor(machine, { input: { build, data, step } });
  actor.start();
  return actor;
}

type Actor = ReturnType<typeof start>;
const step = (actor: Actor) => stepOf(actor.getSnapshot().value);
const build = (actor: Actor) => actor.getSnapshot().context.build;

function vantaSport(): Actor {
  const actor = start();
  actor.send({ type: 'SELECT_MODEL', model: { code: 'VNTA', name: 'Vanta' }, data: vanta });
  actor.send({ type: 'SELECT_TRIM_WITH_MULTIPLE_TRANSMISSIONS', trimCode: 'SPRT' });
  actor.send({ type: 'CHANGE_TRANSMISSION', transmissionCode: '6MT' });
  actor.send({ type: 'SELECT' });
  return actor;
}

const trimOf = (data: ConfiguratorData, code: string) => {
  const trim = data.trims.find((item) => item.code === code);
  if (!trim) throw new Error(code);
  return trim;
};
const accessory = (data: ConfiguratorData, code: string) => {
  const item = data.accessories.find((entry) => entry.code === code);
  if (!item) throw new Error(code);
  return item;
};

describe('build flow machine: steps and guards', () => {
  it('starts on model with only the model step possible', () => {
    const actor = start();
    expect(step(actor)).toBe('model');
    expect(build(actor).currentState).toBe('model');
  });

  it('going to trim needs a model (else model)', () => {
    const actor = start();
    actor.send({ type: 'TRIM' });
    expect(step(actor)).toBe('model');
  });

  it('going to colors needs model and trim, else goes to trim', () => {
    const actor = start();
    actor.send({ type: 'SELECT_MODEL', model: { code: 'KSTL', name: 'Kestrel' }, data: kestrel });
    actor.send({ type: 'MODEL' });
    actor.send({ type: 'COLORS' });
    expect(step(actor)).toBe('trim');
  });

  it('going to packages needs model and trim, else goes to model', () => {
    const actor = start();
    actor.send({ type: 'SELECT_MODEL', model: { code: 'KSTL', name: 'Kestrel' }, data: kestrel });
    actor.send({ type: 'PACKAGES' });
    expect(step(actor)).toBe('model');
  });

  it('an unknown event goes to model; a known event the step does not take is ignored', () => {
    const actor = vantaSport();
    expect(step(actor)).toBe('colors');
    actor.send({ type: 'ADD_PACKAGE', code: 'PERF' });
    expect(step(actor)).toBe('colors');
    expect(build(actor).packages.selected).toBeNull();
    actor.send({ type: 'NOT_AN_EVENT' } as unknown as BuildEvent);
    expect(step(actor)).toBe('model');
    expect(build(actor).trim?.code).toBe('SPRT');
  });

  it('lists exactly the spec events', () => {
    expect([...BUILD_EVENTS].sort()).toEqual(
      [
        'MODEL', 'TRIM', 'TRIMDEFAULTYEARANDCATEGORY', 'COLORS', 'PACKAGES', 'ACCESSORIES', 'SUMMARY',
        'SELECT_TRIM_WITH_SINGLE_TRANSMISSION', 'SELECT_TRIM_WITH_MULTIPLE_TRANSMISSIONS', 'SELECT_COLORS', 'ADD_PACKAGE',
        'REMOVE_PACKAGE', 'ADD_ACCESSORY', 'REMOVE_ACCESSORY', 'CHANGE_TRANSMISSION', 'CHANGE_MODEL', 'SUCCESS', 'ERROR',
        'SELECT', 'PROCEED', 'CANCEL', 'SELECT_MODEL', 'CONFLICT', 'NO_CONFLICT', 'HISTORY',
      ].sort(),
    );
  });

  it('opens at the step asked for only when its guard holds', () => {
    expect(step(start(emptyBuild(), null, 'colors'))).toBe('model');
    const chosen = build(vantaSport());
    expect(step(start({ ...chosen, currentState: 'accessories' }, vanta))).toBe('accessories');
  });
});

describe('build flow machine: trims and transmissions', () => {
  it('a single-transmission trim sends its event then SUCCESS and moves to colors with the trim priced', async () => {
    const actor = start();
    const modelKey = build(actor).historyKey;
    actor.send({ type: 'TRIMDEFAULTYEARANDCATEGORY', model: { code: 'KSTL', name: 'Kestrel', year: 2027 } });
    expect(actor.getSnapshot().matches({ model: 'loading' })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('trim'));
    // Waiting for the data is not a step of its own: back from trim is the model step the card was on.
    expect(build(actor).historyKey).toBe(modelKey + 1);
    expect(build(actor).category).toBe('all-categories');
    expect(build(actor).year).toBe(2027);
    actor.send({ type: 'SELECT_TRIM_WITH_SINGLE_TRANSMISSION', trimCode: 'PREM' });
    expect(step(actor)).toBe('colors');
    const prem = trimOf(kestrel, 'PREM');
    expect(build(actor).trim).toMatchObject({ code: 'PREM', price: prem.msrp, transmission: { code: prem.transmissions[0]?.code }, modalTransmission: false });
    expect(build(actor).basePrice).toBe(prem.msrp);
  });

  it('a lineup card whose build data cannot be loaded stays on model and names the card', async () => {
    const failing = buildMachine.provide({ actors: { buildData: fromPromise<ConfiguratorData, BuildDataInput>(() => Promise.reject(new Error('offline'))) } });
    const actor = start(emptyBuild(), null, 'model', failing);
    const key = build(actor).historyKey;
    actor.send({ type: 'TRIMDEFAULTYEARANDCATEGORY', model: { code: 'KSTL', name: 'Kestrel', year: 2027 } });
    await waitFor(actor, (snapshot) => snapshot.matches({ model: 'choosing' }));
    expect(actor.getSnapshot().context.loadError).toBe('KSTL');
    expect(build(actor)).toMatchObject({ model: null, historyKey: key });
  });

  it('a single-transmission event on a trim without exactly one transmission raises ERROR and stays on trim', () => {
    const actor = start();
    actor.send({ type: 'SELECT_MODEL', model: { code: 'VNTA', name: 'Vanta' }, data: vanta });
    actor.send({ type: 'SELECT_TRIM_WITH_SINGLE_TRANSMISSION', trimCode: 'SPRT' });
    expect(step(actor)).toBe('trim');
    expect(actor.getSnapshot().context.problem).toBe('transmission');
    expect(build(actor).trim).toBeNull();
  });

  it('a multi-transmission trim opens the transmission choice; CANCEL leaves the build unchanged', () => {
    const actor = start();
    actor.send({ type: 'SELECT_MODEL', model: { code: 'VNTA', name: 'Vanta' }, data: vanta });
    actor.send({ type: 'SELECT_TRIM_WITH_MULTIPLE_TRANSMISSIONS', trimCode: 'SPRT' });
    expect(actor.getSnapshot().value).toEqual({ trim: 'transmission' });
    expect(actor.getSnapshot().context.pending).toEqual({ trimCode: 'SPRT', transmissionCode: trimOf(vanta, 'SPRT').defaultTransmission });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toEqual({ trim: 'choosing' });
    expect(build(actor).trim).toBeNull();
    expect(build(actor).price).toBe(0);
  });

  it('CHANGE_TRANSMISSION then SELECT applies the chosen transmission with its price', () => {
    const actor = vantaSport();
    const sport = trimOf(vanta, 'SPRT');
    const manual = sport.transmissions.find((item) => item.code === '6MT');
    expect(build(actor).trim).toMatchObject({ code: 'SPRT', transmission: { code: '6MT' }, modalTransmission: true, transmissionsSelection: ['6MT', '8AT'] });
    expect(build(actor).lines.filter((line) => line.kind === 'trim' || line.kind === 'transmission')).toEqual([
      { kind: 'trim', code: 'SPRT', amount: sport.msrp },
      { kind: 'transmission', code: '6MT', amount: manual?.msrp },
    ]);
  });

  it('a transmission the trim does not offer is not taken', () => {
    const actor = start();
    actor.send({ type: 'SELECT_MODEL', model: { code: 'VNTA', name: 'Vanta' }, data: vanta });
    actor.send({ type: 'SELECT_TRIM_WITH_MULTIPLE_TRANSMISSIONS', trimCode: 'SPRT' });
    const before = actor.getSnapshot().context.pending?.transmissionCode;
    expect(before).toBe(trimOf(vanta, 'SPRT').defaultTransmission);
    actor.send({ type: 'CHANGE_TRANSMISSION', transmissionCode: 'CVT' });
    expect(actor.getSnapshot().context.pending?.transmissionCode).toBe(before);
  });

  it('changing trim removes the selected package', () => {
    const actor = vantaSport();
    actor.send({ type: 'PACKAGES' });
    actor.send({ type: 'ADD_PACKAGE', code: 'PERF' });
    expect(build(actor).packages.selected?.code).toBe('PERF');
    actor.send({ type: 'TRIM' });
    actor.send({ type: 'SELECT_TRIM_WITH_SINGLE_TRANSMISSION', trimCode: 'LTD' });
    expect(build(actor).packages.selected).toBeNull();
    expect(build(actor).lines.some((line) => line.kind === 'package')).toBe(false);
  });
});

describe('build flow machine: colours, packages, accessories, summary', () => {
  it('an extra-cost colour adds its msrp; a colour the trim lacks is refused with the colour problem', () => {
    const actor = vantaSport();
    const before = build(actor).price;
    const yellow = vanta.colorData.find((color) => color.code === 'Y7Z');
    actor.send({ type: 'SELECT_COLORS', exterior: 'Y7Z' });
    expect(build(actor).price - before).toBe(yellow?.msrp);
    expect(build(actor).colors).toMatchObject({ exterior: { code: 'Y7Z' }, interior: { code: 'SLB' }, previousColors: { exterior: 'R2V' } });
    actor.send({ type: 'SELECT_COLORS', exterior: 'NOPE' });
    expect(actor.getSnapshot().context.problem).toBe('color');
    expect(build(actor).colors.exterior?.code).toBe('Y7Z');
  });

  it("starts with the problem a replay met, and the visitor's next colour choice clears it", () => {
    const first = vantaSport();
    first.send({ type: 'COLORS' });
    const actor = createActor(machineWith(), { input: { build: build(first), data: vanta, step: 'colors', problem: 'color' } });
    actor.start();
    expect(actor.getSnapshot().context.problem).toBe('color');
    actor.send({ type: 'SELECT_COLORS', exterior: 'Y7Z' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(build(actor).colors.exterior?.code).toBe('Y7Z');
  });

  it('a view switch changes no price', () => {
    const actor = vantaSport();
    const before = build(actor).price;
    actor.send({ type: 'SELECT_COLORS', exterior: 'R2V', view: 'rear' });
    expect(build(actor).colors.view).toBe('rear');
    expect(build(actor).price).toBe(before);
  });

  it('turns through every view of the turntable and the interior, and refuses a view it does not know', () => {
    const actor = vantaSport();
    for (const view of VIEWS) {
      actor.send({ type: 'SELECT_COLORS', exterior: 'R2V', view });
      expect(build(actor).colors.view).toBe(view);
    }
    actor.send({ type: 'SELECT_COLORS', exterior: 'R2V', view: 'top' as never });
    expect(build(actor).colors.view).toBe('interior');
  });

  it('package add and remove change the price by the package msrp', () => {
    const actor = vantaSport();
    actor.send({ type: 'PACKAGES' });
    const before = build(actor).price;
    actor.send({ type: 'ADD_PACKAGE', code: 'PERF' });
    expect(build(actor).price - before).toBe(trimOf(vanta, 'SPRT').packages[0]?.msrp);
    actor.send({ type: 'REMOVE_PACKAGE' });
    expect(build(actor).price).toBe(before);
  });

  it('an accessory without conflict is added with its final price (^ installed, ^^ part only)', () => {
    const actor = vantaSport();
    actor.send({ type: 'ACCESSORIES' });
    const before = build(actor).price;
    actor.send({ type: 'ADD_ACCESSORY', code: 'CARPETMAT' });
    expect(actor.getSnapshot().value).toEqual({ accessories: 'browsing' });
    expect(build(actor).price - before).toBe(accessory(vanta, 'CARPETMAT').finalPrice);
    expect(build(actor).accessories.added).toEqual([expect.objectContaining({ code: 'CARPETMAT', flag: '^^' })]);
  });

  it('a conflicting accessory raises CONFLICT; CANCEL leaves the build unchanged, PROCEED swaps them', () => {
    const actor = vantaSport();
    actor.send({ type: 'ACCESSORIES' });
    actor.send({ type: 'ADD_ACCESSORY', code: 'CARPETMAT' });
    const withMat = build(actor);
    actor.send({ type: 'ADD_ACCESSORY', code: 'FLOORLINER' });
    expect(actor.getSnapshot().value).toEqual({ accessories: 'conflict' });
    expect(actor.getSnapshot().context.conflict).toEqual({ code: 'FLOORLINER', add: [], remove: ['CARPETMAT'] });
    actor.send({ type: 'CANCEL' });
    expect(build(actor)).toEqual(withMat);
    actor.send({ type: 'ADD_ACCESSORY', code: 'FLOORLINER' });
    actor.send({ type: 'PROCEED' });
    expect(selectedAccessories(build(actor))).toEqual(['FLOORLINER']);
    expect(build(actor).price).toBe(withMat.price - accessory(vanta, 'CARPETMAT').finalPrice + accessory(vanta, 'FLOORLINER').finalPrice);
  });

  it('an accessory that requires another adds it on PROCEED, and removing the required one removes both', () => {
    const actor = vantaSport();
    actor.send({ type: 'ACCESSORIES' });
    const before = build(actor).price;
    actor.send({ type: 'ADD_ACCESSORY', code: 'BIKECARRIER' });
    expect(actor.getSnapshot().context.conflict).toEqual({ code: 'BIKECARRIER', add: ['CROSSBAR'], remove: [] });
    actor.send({ type: 'PROCEED' });
    expect(new Set(selectedAccessories(build(actor)))).toEqual(new Set(['BIKECARRIER', 'CROSSBAR']));
    expect(build(actor).price - before).toBe(accessory(vanta, 'BIKECARRIER').finalPrice + accessory(vanta, 'CROSSBAR').finalPrice);
    actor.send({ type: 'REMOVE_ACCESSORY', code: 'CROSSBAR' });
    expect(selectedAccessories(build(actor))).toEqual([]);
    expect(build(actor).price).toBe(before);
  });

  it('a bundle makes what it includes Included at no extra cost', () => {
    const actor = vantaSport();
    actor.send({ type: 'ACCESSORIES' });
    actor.send({ type: 'ADD_ACCESSORY', code: 'FLOORLINER' });
    const before = build(actor).price;
    actor.send({ type: 'ADD_ACCESSORY', code: 'PROTBUNDLE' });
    actor.send({ type: 'PROCEED' });
    expect(selectedAccessories(build(actor))).toEqual(['PROTBUNDLE']);
    expect(build(actor).accessories.included.map((item) => item.code)).toEqual(expect.arrayContaining(['FLOORLINER', 'SPLASHGRD', 'TRUNKTRAY', 'PAINTFILM']));
    expect(build(actor).price).toBe(before - accessory(vanta, 'FLOORLINER').finalPrice + accessory(vanta, 'PROTBUNDLE').finalPrice);
  });

  it('SUMMARY with a new region replaces the destination charge', async () => {
    const west = dataFor('VNTA', 2026, 'en', 'CA').destination;
    const actor = start(build(vantaSport()), vanta, 'colors', machineWith(west));
    const before = build(actor);
    expect(before.summary).toMatchObject({ selectedState: 'KS', selectedRegion: '060', destinationCharge: vanta.destination.charge });
    actor.send({ type: 'SUMMARY' });
    expect(step(actor)).toBe('summary');
    await waitFor(actor, (snapshot) => snapshot.context.build.summary.selectedState === west.state);
    expect(build(actor).summary).toMatchObject({ selectedState: west.state, selectedRegion: west.region, destinationCharge: west.charge });
    expect(build(actor).price).toBe(before.price - vanta.destination.charge + west.charge);
  });
});

describe('build flow machine: reset levels', () => {
  it('CHANGE_MODEL resets every group', () => {
    const actor = vantaSport();
    actor.send({ type: 'CHANGE_MODEL' });
    const reset = build(actor);
    expect(step(actor)).toBe('model');
    expect(reset).toMatchObject({ model: null, trim: null, price: 0, basePrice: 0, lines: [], colors: { exterior: null }, packages: { selected: null }, accessories: { added: [] } });
  });

  it('choosing another trim keeps the model (trim-level reset)', () => {
    const actor = vantaSport();
    actor.send({ type: 'TRIM' });
    actor.send({ type: 'SELECT_TRIM_WITH_SINGLE_TRANSMISSION', trimCode: 'PREM' });
    expect(build(actor).model).toEqual({ code: 'VNTA', name: 'Vanta' });
    expect(build(actor).accessories.added).toEqual([]);
  });

  it('choosing the same trim with another transmission keeps model, trim and base price, and resets colours onwards', () => {
    const actor = vantaSport();
    actor.send({ type: 'SELECT_COLORS', exterior: 'Y7Z' });
    actor.send({ type: 'TRIM' });
    actor.send({ type: 'SELECT_TRIM_WITH_MULTIPLE_TRANSMISSIONS', trimCode: 'SPRT' });
    expect(actor.getSnapshot().context.pending?.transmissionCode).toBe('6MT');
    actor.send({ type: 'CHANGE_TRANSMISSION', transmissionCode: '8AT' });
    actor.send({ type: 'SELECT' });
    expect(build(actor).basePrice).toBe(trimOf(vanta, 'SPRT').msrp);
    expect(build(actor).colors.exterior?.code).toBe('R2V');
  });
});

describe('build flow machine: history', () => {
  it('HISTORY moves between steps without losing choices', () => {
    const actor = vantaSport();
    const colorsKey = build(actor).historyKey;
    actor.send({ type: 'SELECT_COLORS', exterior: 'Y7Z' });
    actor.send({ type: 'PACKAGES' });
    actor.send({ type: 'ADD_PACKAGE', code: 'PERF' });
    const packagesKey = build(actor).historyKey;
    const price = build(actor).price;
    actor.send({ type: 'HISTORY', key: colorsKey });
    expect(step(actor)).toBe('colors');
    expect(build(actor)).toMatchObject({ price, colors: { exterior: { code: 'Y7Z' } }, packages: { selected: { code: 'PERF' } } });
    actor.send({ type: 'HISTORY', key: packagesKey });
    expect(step(actor)).toBe('packages');
    expect(build(actor).historyKey).toBe(packagesKey);
  });

  it('HISTORY back past a trim change brings that trim back with its price', () => {
    const actor = vantaSport();
    const sportKey = build(actor).historyKey;
    const sportPrice = build(actor).price;
    actor.send({ type: 'TRIM' });
    actor.send({ type: 'SELECT_TRIM_WITH_SINGLE_TRANSMISSION', trimCode: 'LTD' });
    actor.send({ type: 'HISTORY', key: sportKey });
    expect(build(actor).trim?.code).toBe('SPRT');
    expect(build(actor).price).toBe(sportPrice);
  });
});

describe('restore rule', () => {
  it('restores only the current version, with colour data, for the URL model and trim', () => {
    const chosen = build(vantaSport());
    const stored = JSON.stringify({ ...chosen, data: vanta });
    expect(restorable(stored, { modelCode: 'VNTA', trimCode: 'SPRT' })?.price).toBe(chosen.price);
    expect(restorable(stored, { modelCode: 'VNTA', trimCode: 'LTD' })).toBeNull();
    expect(restorable(stored, { modelCode: 'KSTL', trimCode: 'SPRT' })).toBeNull();
    expect(restorable(JSON.stringify({ ...chosen, version: '0001', data: vanta }), { modelCode: 'VNTA', trimCode: 'SPRT' })).toBeNull();
    expect(restorable(JSON.stringify({ ...chosen, data: { ...vanta, colorData: [] } }), { modelCode: 'VNTA', trimCode: 'SPRT' })).toBeNull();
    expect(restorable('{not json', { modelCode: 'VNTA', trimCode: 'SPRT' })).toBeNull();
    expect(restorable(null, { modelCode: null, trimCode: null })).toBeNull();
  });
});

describe('price equals the sum of its lines after any sequence of events (property)', () => {
  const codes = ['CARPETMAT', 'FLOORLINER', 'PROTBUNDLE', 'BIKECARRIER', 'SKICARRIER', 'CROSSBAR', 'TRUNKMAT', 'TRUNKTRAY', 'EXHTIPS', 'SPORTEXH', 'LIPSPOILER'];
  const event = fc.oneof(
    fc.constantFrom<BuildEvent>(
      { type: 'MODEL' }, { type: 'TRIM' }, { type: 'COLORS' }, { type: 'PACKAGES' }, { type: 'ACCESSORIES' }, { type: 'SUMMARY' },
      { type: 'SELECT' }, { type: 'PROCEED' }, { type: 'CANCEL' }, { type: 'REMOVE_PACKAGE' }, { type: 'SUCCESS' }, { type: 'ERROR' },
    ),
    fc.constantFrom('PREM', 'SPRT', 'LTD', 'TRK').map((trimCode): BuildEvent => ({ type: 'SELECT_TRIM_WITH_SINGLE_TRANSMISSION', trimCode })),
    fc.constantFrom('SPRT', 'PREM').map((trimCode): BuildEvent => ({ type: 'SELECT_TRIM_WITH_MULTIPLE_TRANSMISSIONS', trimCode })),
    fc.constantFrom('6MT', '8AT').map((transmissionCode): BuildEvent => ({ type: 'CHANGE_TRANSMISSION', transmissionCode })),
    fc.constantFrom('R2V', 'W3P', 'Y7Z', 'O9C', 'U4F').map((exterior): BuildEvent => ({ type: 'SELECT_COLORS', exterior })),
    fc.constant<BuildEvent>({ type: 'ADD_PACKAGE', code: 'PERF' }),
    fc.constantFrom(...codes).map((code): BuildEvent => ({ type: 'ADD_ACCESSORY', code })),
    fc.constantFrom(...codes).map((code): BuildEvent => ({ type: 'REMOVE_ACCESSORY', code })),
    fc.integer({ min: 1, max: 30 }).map((key): BuildEvent => ({ type: 'HISTORY', key })),
  );

  it('holds for random event sequences on the Vanta', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const actor = start();
        actor.send({ type: 'SELECT_MODEL', model: { code: 'VNTA', name: 'Vanta' }, data: vanta });
        for (const item of events) {
          actor.send(item);
          const current = build(actor);
          expect(current.price).toBe(linesTotal(current));
          // And the lines are what the build holds: nothing priced that is not on it, nothing on it unpriced.
          if (current.trim) {
            const trim = trimOf(vanta, current.trim.code);
            const expected =
              trim.msrp +
              (current.trim.transmission?.price ?? 0) +
              (current.colors.exterior?.price ?? 0) +
              (current.packages.selected?.price ?? 0) +
              current.accessories.added.reduce((sum, item) => sum + item.price, 0) +
              (current.summary.destinationCharge ?? 0);
            expect(current.price).toBe(expected);
          } else {
            expect(current.price).toBe(0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
