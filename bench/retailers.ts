/**
 * Micro-benchmarks of the retailer finder's core question, "the 5 nearest Active retailers to this point", answered
 * by the kd-tree index (src/domain/retailers/spatial-index.ts) and by the brute-force scan it must agree with: on
 * the demo network (catalog/retailers.json) and on 100,000 synthetic retailers at random points of the continental
 * US. Query points are random points of the continental US, the same on every run. `BENCH_RETAILERS_TIME` is the
 * time budget per task in ms (default 1000).
 */
import { readFileSync } from 'node:fs';
import { Bench, type Task } from 'tinybench';
import { createRetailerIndex, nearestByScan } from '#domain/retailers/spatial-index.ts';
import type { Retailer, RetailerService } from '#domain/retailers/types.ts';
import { mulberry32 } from '#domain/random.ts';

export interface RetailerRow {
  task: string;
  retailers: number;
  opsPerSecond: number;
  meanMicros: number;
  p99Micros: number;
  samples: number;
}

export interface RetailerBenchResult {
  rows: RetailerRow[];
  /** Index ops/s over scan ops/s, per network size. */
  speedups: { retailers: number; speedup: number }[];
  /** Building the index over 100,000 retailers, once. */
  buildMillis100k: number;
}

const TIME = Number(process.env.BENCH_RETAILERS_TIME ?? 1000);
const COUNT = 5;
const SYNTHETIC_SIZE = 100_000;
const CONTINENTAL_US = { south: 24.5, west: -124.8, north: 49.4, east: -66.9 };


function randomPoints(count: number, seed: number): { latitude: number; longitude: number }[] {
  const random = mulberry32(seed);
  const { south, west, north, east } = CONTINENTAL_US;
  return Array.from({ length: count }, () => ({ latitude: south + random() * (north - south), longitude: west + random() * (east - west) }));
}

function syntheticNetwork(size: number): Retailer[] {
  const random = mulberry32(7);
  const services: RetailerService[][] = [['sales'], ['sales', 'service', 'parts'], ['sales', 'service', 'parts', 'evCharging']];
  return randomPoints(size, 11).map(({ latitude, longitude }, index): Retailer => {
    const id = String(100_000 + index);
    return {
      id,
      name: `Synthetic ${id}`,
      slug: `synthetic-${id}`,
      address: { line1: '1 Main St', city: 'Testville', state: 'KS', zipcode: '66952' },
      phone: '555-555-0100',
      website: 'https://example.test',
      latitude,
      longitude,
      timeZone: 'America/Chicago',
      hours: [],
      services: services[Math.floor(random() * services.length)] ?? ['sales'],
      status: random() < 0.97 ? 'Active' : 'Inactive',
      awards: [],
      optIns: { sms: false, email: false, chat: false },
    };
  });
}

function row(task: Task, retailers: number): RetailerRow {
  const result = task.result;
  if (result.state === 'errored') throw result.error;
  if (result.state !== 'completed' && result.state !== 'aborted-with-statistics') throw new Error(`${task.name}: ${result.state}`);
  return {
    task: task.name,
    retailers,
    opsPerSecond: Math.round(result.throughput.mean),
    meanMicros: Number((result.latency.mean * 1000).toFixed(2)),
    p99Micros: Number((result.latency.p99 * 1000).toFixed(2)),
    samples: result.latency.samplesCount,
  };
}

/** Runs the retailer micro-benchmarks, prints their table and returns the figures. */
export async function runRetailerBench(): Promise<RetailerBenchResult> {
  const demo = JSON.parse(readFileSync('catalog/retailers.json', 'utf8')) as Retailer[];
  const synthetic = syntheticNetwork(SYNTHETIC_SIZE);
  const started = performance.now();
  const syntheticIndex = createRetailerIndex(synthetic);
  const buildMillis100k = Number((performance.now() - started).toFixed(1));
  const networks = [
    { label: `demo network`, retailers: demo, index: createRetailerIndex(demo) },
    { label: `${SYNTHETIC_SIZE.toLocaleString('en-US')} synthetic`, retailers: synthetic, index: syntheticIndex },
  ];
  const points = randomPoints(1024, 3);

  // The two answers are the same, or the comparison means nothing.
  for (const network of networks) {
    for (const point of points.slice(0, 200)) {
      const fast = network.index.nearest(point.latitude, point.longitude, COUNT);
      const slow = nearestByScan(network.retailers, point.latitude, point.longitude, COUNT);
      if (JSON.stringify(fast.map((item) => [item.dealer.id, item.distance])) !== JSON.stringify(slow.map((item) => [item.dealer.id, item.distance]))) {
        throw new Error(`retailers bench: index and scan disagree on ${network.label} at ${point.latitude},${point.longitude}`);
      }
    }
  }

  let sink = 0;
  let turn = 0;
  const next = () => points[turn++ & 1023] ?? { latitude: 39, longitude: -98 };
  const bench = new Bench({ name: 'retailers nearest-5', time: TIME, timestampProvider: 'hrtimeNow', throws: true });
  const sizes = new Map<string, number>();
  for (const network of networks) {
    const indexTask = `index nearest-${COUNT}, ${network.label}`;
    const scanTask = `scan nearest-${COUNT}, ${network.label}`;
    sizes.set(indexTask, network.retailers.length).set(scanTask, network.retailers.length);
    bench
      .add(indexTask, () => {
        const point = next();
        sink += network.index.nearest(point.latitude, point.longitude, COUNT).length;
      })
      .add(scanTask, () => {
        const point = next();
        sink += nearestByScan(network.retailers, point.latitude, point.longitude, COUNT).length;
      });
  }

  process.stdout.write(`running the retailer nearest-${COUNT} micro-benchmarks (${TIME} ms per task)…\n`);
  const rows = bench.runSync().map((task) => row(task, sizes.get(task.name) ?? 0));
  if (sink === 0) throw new Error('retailers bench: no retailer was found');

  const speedups = networks.map((network) => {
    const index = rows.find((item) => item.task.startsWith('index') && item.retailers === network.retailers.length);
    const scan = rows.find((item) => item.task.startsWith('scan') && item.retailers === network.retailers.length);
    return { retailers: network.retailers.length, speedup: index && scan ? Number((index.opsPerSecond / scan.opsPerSecond).toFixed(1)) : 0 };
  });

  console.log(`\nRetailer nearest-${COUNT} (tinybench, random continental-US points, ${TIME} ms per task, Node ${process.version})\n`);
  console.log('| task | retailers | ops/s | mean µs | p99 µs |');
  console.log('|---|---:|---:|---:|---:|');
  for (const item of rows) console.log(`| ${item.task} | ${item.retailers} | ${item.opsPerSecond} | ${item.meanMicros.toFixed(2)} | ${item.p99Micros.toFixed(2)} |`);
  console.log('');
  for (const item of speedups) console.log(`index / scan at ${item.retailers} retailers: ${item.speedup}×`);
  console.log(`building the index over ${SYNTHETIC_SIZE.toLocaleString('en-US')} retailers: ${buildMillis100k} ms`);
  return { rows, speedups, buildMillis100k };
}
