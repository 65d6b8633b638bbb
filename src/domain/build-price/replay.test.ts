import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestCatalog, testBuildData } from '#test/support/build-data.ts';
import { linesTotal, selectedAccessories } from './build.ts';
import type { ConfiguratorData } from './data.ts';
import { choicesFromQuery, choicesOf, choicesQuery, replayBuild } from './replay.ts';

let vanta: ConfiguratorData;
let vantaEs: ConfiguratorData;

beforeAll(async () => {
  const catalog = await loadTestCatalog();
  vanta = testBuildData(catalog, 'VNTA', 2026);
  vantaEs = testBuildData(catalog, 'VNTA', 2026, 'es');
});

const price = (data: ConfiguratorData, codes: { trim: string; tr: string; ext: string; pkg: string; acc: string[] }) => {
  const trim = data.trims.find((item) => item.code === codes.trim);
  const sum =
    (trim?.msrp ?? NaN) +
    (trim?.transmissions.find((item) => item.code === codes.tr)?.msrp ?? NaN) +
    (data.colorData.find((item) => item.code === codes.ext)?.msrp ?? NaN) +
    (trim?.packages.find((item) => item.code === codes.pkg)?.msrp ?? NaN) +
    codes.acc.reduce((total, code) => total + (data.accessories.find((item) => item.code === code)?.finalPrice ?? NaN), 0) +
    data.destination.charge;
  return sum;
};

describe('replayBuild', () => {
  it('rebuilds a whole build from its choices and lands on the step asked for', () => {
    const replayed = replayBuild(vanta, { trimCode: 'SPRT', transmissionCode: '6MT', exterior: 'Y7Z', packageCode: 'PERF', accessories: ['BIKECARRIER', 'CARPETMAT'] }, 'summary');
    expect(replayed.step).toBe('summary');
    expect(replayed.build.trim).toMatchObject({ code: 'SPRT', transmission: { code: '6MT' } });
    // BIKECARRIER requires CROSSBAR: a chosen accessory brings what it requires.
    expect(new Set(replayed.build.accessories.added.map((item) => item.code))).toEqual(new Set(['BIKECARRIER', 'CROSSBAR', 'CARPETMAT']));
    expect(replayed.build.price).toBe(price(vanta, { trim: 'SPRT', tr: '6MT', ext: 'Y7Z', pkg: 'PERF', acc: ['BIKECARRIER', 'CROSSBAR', 'CARPETMAT'] }));
    expect(replayed.build.price).toBe(linesTotal(replayed.build));
    expect(replayed.build.history).toHaveLength(1);
  });

  it('gives the same build in another language, names translated and prices equal', () => {
    const choices = { trimCode: 'SPRT', transmissionCode: '6MT', exterior: 'Y7Z', packageCode: 'PERF', accessories: ['CARPETMAT'] };
    const en = replayBuild(vanta, choices, 'summary').build;
    const es = replayBuild(vantaEs, choicesOf(en), 'summary').build;
    expect(es.price).toBe(en.price);
    expect(es.colors.exterior?.code).toBe('Y7Z');
    expect(es.colors.exterior?.name).not.toBe(en.colors.exterior?.name);
  });

  it('honours "no package" over a trim that starts with one', () => {
    const withDefault = replayBuild(vanta, { trimCode: 'SPRT' }, 'packages').build;
    const none = replayBuild(vanta, { trimCode: 'SPRT', packageCode: 'none' }, 'packages').build;
    expect(none.packages.selected).toBeNull();
    expect(none.price).toBeLessThanOrEqual(withDefault.price);
  });

  it('lands on trim when colours are asked without a trim, and on model without data', () => {
    expect(replayBuild(vanta, { trimCode: null }, 'colors').step).toBe('trim');
    expect(replayBuild(null, { trimCode: null }, 'summary').step).toBe('model');
  });

  it("says what an accessory changed on its own: a conflict's removals, a requirement's additions", () => {
    const replayed = replayBuild(vanta, { trimCode: 'SPRT', accessories: ['CARPETMAT', 'BIKECARRIER', 'FLOORLINER'] }, 'accessories');
    expect(replayed.changes).toEqual([
      { code: 'BIKECARRIER', added: ['CROSSBAR'], removed: [] },
      { code: 'FLOORLINER', added: [], removed: ['CARPETMAT'] },
    ]);
    expect(replayed.build.accessories.added.map((item) => item.code).sort()).toEqual(['BIKECARRIER', 'CROSSBAR', 'FLOORLINER']);
    // Its own choices replayed again change nothing more, so a page made from them has nothing to say.
    expect(replayBuild(vanta, choicesOf(replayed.build), 'accessories').changes).toEqual([]);
  });

  it('reports a colour the trim does not offer', () => {
    const replayed = replayBuild(vanta, { trimCode: 'PREM', exterior: 'Y7Z' }, 'colors');
    expect(replayed.problem).toBe('color');
    expect(replayed.build.colors.exterior?.code).not.toBe('Y7Z');
  });

  it('lands a link with an unknown colour on the colours step, the default colour chosen, to say so there', () => {
    const plain = replayBuild(vanta, { trimCode: 'SPRT' }, 'summary');
    const replayed = replayBuild(vanta, { trimCode: 'SPRT', exterior: 'NOPE', accessories: ['CARPETMAT'] }, 'summary');
    expect(replayed.problem).toBe('color');
    expect(replayed.step).toBe('colors');
    expect(replayed.build.colors.exterior?.code).toBe(plain.build.colors.exterior?.code);
    // What else the link chose is kept for the steps after.
    expect(selectedAccessories(replayed.build)).toEqual(['CARPETMAT']);
    // A known colour lands where the link says.
    expect(replayBuild(vanta, { trimCode: 'SPRT', exterior: 'Y7Z' }, 'summary').step).toBe('summary');
  });
});

describe('choices in a query', () => {
  it('round-trips through choicesQuery and choicesFromQuery', () => {
    const choices = { trimCode: 'SPRT', transmissionCode: '6MT', exterior: 'Y7Z', interior: 'SLB', packageCode: 'none', accessories: ['CROSSBAR', 'BIKECARRIER'], view: 'rear' as const };
    expect(choicesFromQuery(new URLSearchParams(choicesQuery(choices)), 'SPRT')).toEqual(choices);
  });

  it('applies a no-script accessory toggle to the carried list', () => {
    expect(choicesFromQuery(new URLSearchParams('acc=CARPETMAT&toggle=FLOORLINER'), 'SPRT')?.accessories).toEqual(['CARPETMAT', 'FLOORLINER']);
    expect(choicesFromQuery(new URLSearchParams('acc=CARPETMAT,FLOORLINER&toggle=CARPETMAT'), 'SPRT')?.accessories).toEqual(['FLOORLINER']);
  });

  it('ignores junk and is null when nothing is chosen', () => {
    expect(choicesFromQuery(new URLSearchParams('ext=<script>&acc=a,b&view=top'), 'SPRT')).toBeNull();
    // The turntable's views and the interior come through a link; the page flag view=embed is no picture view.
    expect(choicesFromQuery(new URLSearchParams('view=side-right'), 'SPRT')?.view).toBe('side-right');
    expect(choicesFromQuery(new URLSearchParams('view=interior'), 'SPRT')?.view).toBe('interior');
    expect(choicesFromQuery(new URLSearchParams('view=embed'), 'SPRT')).toBeNull();
    expect(choicesFromQuery(new URLSearchParams('wcmmode=disabled'), null)).toBeNull();
  });
});

describe('ribbon links', () => {
  it('at the start only Model is active and the rest disabled; a trim opens every step', async () => {
    const { ribbonLinks } = await import('./ribbon.ts');
    const { emptyBuild } = await import('./build.ts');
    expect(ribbonLinks({ build: emptyBuild(), data: null }, 'model').map((link) => [link.step, link.active, link.disabled, link.current])).toEqual([
      ['model', true, false, true],
      ['trim', false, true, false],
      ['colors', false, true, false],
      ['packages', false, true, false],
      ['accessories', false, true, false],
      ['summary', false, true, false],
    ]);
    const chosen = replayBuild(vanta, { trimCode: 'PREM' }, 'colors').build;
    expect(ribbonLinks({ build: chosen, data: vanta }, 'colors').every((link) => link.active && !link.disabled)).toBe(true);
    expect(ribbonLinks({ build: { ...chosen, trim: null }, data: vanta }, 'trim').filter((link) => link.active).map((link) => link.step)).toEqual(['model', 'trim']);
  });
});
