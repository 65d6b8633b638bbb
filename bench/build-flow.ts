/**
 * Micro-benchmarks of the Build & Price flow with the real demo catalog (tinybench): computing a price with the
 * domain functions, applying one event to a running `buildMachine` actor, and replaying a whole build.
 * `BENCH_FLOW_TIME` is the time budget per task in ms (default 1000).
 */
import { Bench, type Task } from 'tinybench';
import { createActor } from 'xstate';
import { changeAccessories, emptyBuild, selectColors, selectedAccessories, selectTrim, type Build } from '#domain/build-price/build.ts';
import type { ConfiguratorData } from '#domain/build-price/data.ts';
import { buildMachine, stepOf, type BuildEvent } from '#domain/build-price/machine.ts';
import { replayBuild, type BuildChoices } from '#domain/build-price/replay.ts';
import { loadTestCatalog, testBuildData } from '../test/support/build-data.ts';

export interface FlowRow {
  task: string;
  opsPerSecond: number;
  meanMicros: number;
  p99Micros: number;
  samples: number;
}

const TIME = Number(process.env.BENCH_FLOW_TIME ?? 1000);

/** The full build the replay task plays (the same choices as the summary target of the HTTP part). */
const FULL_BUILD: BuildChoices = { trimCode: 'SPRT', transmissionCode: '6MT', exterior: 'Y7Z', packageCode: 'PERF', accessories: ['CARPETMAT', 'BIKECARRIER'] };

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`build-flow bench: ${message}`);
}

/** A started actor with the Vanta Sport (manual) chosen, moved to `step`: what a visitor's island holds. */
function vantaSportActor(data: ConfiguratorData, step: 'COLORS' | 'PACKAGES' | 'ACCESSORIES') {
  const actor = createActor(buildMachine, { input: { build: emptyBuild(), data: null, step: 'model' } });
  actor.start();
  const events: BuildEvent[] = [
    { type: 'SELECT_MODEL', model: { code: data.model.code, name: data.model.name }, data },
    { type: 'SELECT_TRIM_WITH_MULTIPLE_TRANSMISSIONS', trimCode: 'SPRT' },
    { type: 'CHANGE_TRANSMISSION', transmissionCode: '6MT' },
    { type: 'SELECT' },
    { type: step },
  ];
  for (const event of events) actor.send(event);
  check(stepOf(actor.getSnapshot().value) === step.toLowerCase(), `the actor is not on ${step.toLowerCase()}`);
  return actor;
}

function row(task: Task): FlowRow {
  const result = task.result;
  if (result.state === 'errored') throw result.error;
  if (result.state !== 'completed' && result.state !== 'aborted-with-statistics') throw new Error(`${task.name}: ${result.state}`);
  return {
    task: task.name,
    opsPerSecond: Math.round(result.throughput.mean),
    meanMicros: Number((result.latency.mean * 1000).toFixed(2)),
    p99Micros: Number((result.latency.p99 * 1000).toFixed(2)),
    samples: result.latency.samplesCount,
  };
}

/** Runs the flow micro-benchmarks, prints their table and returns its rows. */
export async function runFlowBench(): Promise<FlowRow[]> {
  const catalog = await loadTestCatalog();
  const data = testBuildData(catalog, 'VNTA', 2026);
  // Keeps results alive so the work is not optimised away.
  let sink = 0;

  // (a) A price, from the build.ts operations (which move the price lines of pricing.ts).
  const priced: Build = replayBuild(data, { trimCode: 'SPRT', transmissionCode: '6MT' }, 'colors').build;
  const yellow = selectColors(priced, data, 'Y7Z');
  check(yellow.price > priced.price, 'Y7Z is expected to be an extra-cost colour');
  check(changeAccessories(priced, data, ['CARPETMAT'], []).price > priced.price, 'CARPETMAT is expected to add to the price');

  // (b) One event on a running actor, the way the island sends them.
  const accessories = vantaSportActor(data, 'ACCESSORIES');
  accessories.send({ type: 'ADD_ACCESSORY', code: 'CARPETMAT' });
  check(
    JSON.stringify(accessories.getSnapshot().value) === JSON.stringify({ accessories: 'browsing' }) && selectedAccessories(accessories.getSnapshot().context.build).includes('CARPETMAT'),
    'ADD_ACCESSORY CARPETMAT is expected to raise NO_CONFLICT and add it',
  );
  accessories.send({ type: 'REMOVE_ACCESSORY', code: 'CARPETMAT' });
  check(selectedAccessories(accessories.getSnapshot().context.build).length === 0, 'REMOVE_ACCESSORY did not empty the accessories');

  const colors = vantaSportActor(data, 'COLORS');
  const exteriors = ['Y7Z', 'R2V'];
  let colorTurn = 0;

  const packages = vantaSportActor(data, 'PACKAGES');
  packages.send({ type: 'REMOVE_PACKAGE' });
  const withoutPackage = packages.getSnapshot().context.build.price;
  packages.send({ type: 'ADD_PACKAGE', code: 'PERF' });
  check(packages.getSnapshot().context.build.packages.selected?.code === 'PERF', 'ADD_PACKAGE PERF was not applied');
  packages.send({ type: 'REMOVE_PACKAGE' });
  check(packages.getSnapshot().context.build.price === withoutPackage, 'REMOVE_PACKAGE did not restore the price');

  // (c) A whole build replayed through the machine (what the server does for a step URL with choices).
  const replayed = replayBuild(data, FULL_BUILD, 'summary');
  check(replayed.step === 'summary' && replayed.build.accessories.added.length === 3, 'the full build did not replay to the summary');

  const bench = new Bench({ name: 'Build & Price flow', time: TIME, timestampProvider: 'hrtimeNow', throws: true });
  bench
    .add('price: selectTrim(SPRT, 6MT).price', () => {
      sink += selectTrim(priced, data, 'SPRT', '6MT').price;
    })
    .add('price: selectColors(Y7Z).price', () => {
      sink += selectColors(priced, data, 'Y7Z').price;
    })
    .add('price: changeAccessories(+CARPETMAT).price', () => {
      sink += changeAccessories(priced, data, ['CARPETMAT'], []).price;
    })
    .add(
      'actor: ADD_ACCESSORY (NO_CONFLICT)',
      () => {
        accessories.send({ type: 'ADD_ACCESSORY', code: 'CARPETMAT' });
      },
      // Undone outside the timed call, so every ADD_ACCESSORY adds.
      { afterEach: () => accessories.send({ type: 'REMOVE_ACCESSORY', code: 'CARPETMAT' }) },
    )
    .add('actor: SELECT_COLORS', () => {
      // Alternates two colours so every event is a real change.
      colorTurn = (colorTurn + 1) % exteriors.length;
      colors.send({ type: 'SELECT_COLORS', exterior: exteriors[colorTurn] ?? 'R2V' });
    })
    .add('actor: ADD_PACKAGE + REMOVE_PACKAGE', () => {
      packages.send({ type: 'ADD_PACKAGE', code: 'PERF' });
      packages.send({ type: 'REMOVE_PACKAGE' });
    })
    .add('replayBuild: full build to summary', () => {
      sink += replayBuild(data, FULL_BUILD, 'summary').build.price;
    });

  process.stdout.write(`running the Build & Price flow micro-benchmarks (${TIME} ms per task)…\n`);
  const rows = bench.runSync().map(row);
  for (const actor of [accessories, colors, packages]) actor.stop();
  check(sink > 0, 'no price was computed');

  console.log(`\nBuild & Price flow (tinybench, VNTA 2026, ${TIME} ms per task, Node ${process.version})\n`);
  console.log('| task | ops/s | mean µs | p99 µs |');
  console.log('|---|---:|---:|---:|');
  for (const item of rows) console.log(`| ${item.task} | ${item.opsPerSecond} | ${item.meanMicros.toFixed(2)} | ${item.p99Micros.toFixed(2)} |`);
  return rows;
}
