/**
 * The lead forms under load: autocannon POSTs of a valid get-a-local-price (quote) form, each stored with its outbox
 * rows in one transaction before the 201, of an invalid one (400, nothing stored) for comparison, and of a story
 * with a photo (multipart: the file is sniffed, hashed, staged and committed with the lead); then the
 * shared validation rules (validateValues over the quote form) timed over a batch of 10,000 generated inputs.
 *
 * The HTTP part starts its own server on an in-memory PGlite with LEADS_RATE_LIMIT=off — every request comes from
 * the same address, and the default limit (10 a minute per IP) would answer 429 after the tenth — and with
 * LEADS_WORKER=off, so the figures are the request path's alone (a running worker drains the thousands of leads the
 * load stores through the same single PGlite connection). BENCH_FORMS_WORKER=on keeps it running, writing its .eml
 * files into a temporary directory removed afterwards. `BENCH_DURATION` and
 * `BENCH_CONNECTIONS` apply as for the other HTTP targets; `BENCH_FORMS_ROUNDS` is the number of timed validation
 * rounds (default 7, the median is reported).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { QUOTE_FORM } from '#domain/forms/definitions.ts';
import type { Retailer } from '#domain/retailers/types.ts';
import { validateValues } from '#domain/validation/index.ts';
import { ensureBuilt, startServer } from './server.ts';
import { formTargets } from './targets.ts';
import { mulberry32 } from '#domain/random.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_FORMS_ROUNDS ?? 7);
const WORKER = process.env.BENCH_FORMS_WORKER === 'on' ? 'on' : 'off';
const BATCH = 10_000;

export interface FormHttpRow {
  name: string;
  path: string;
  status: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Requests that failed or answered another status than the target's. */
  errors: number;
  requests: number;
}

export interface FormsBenchResult {
  http: FormHttpRow[];
  worker: 'on' | 'off';
  validation: { inputs: number; invalidInputs: number; rounds: number; medianBatchMillis: number; microsPerInput: number; inputsPerSecond: number };
}

/** A valid quote against the demo data: the first Active retailer, its ZIP, and a real model year, trim and colour. */
export function validQuote(): Record<string, string> {
  const retailers = JSON.parse(readFileSync('catalog/retailers.json', 'utf8')) as Retailer[];
  const retailer = retailers.find((item) => item.status === 'Active');
  if (!retailer) throw new Error('forms bench: no Active retailer in catalog/retailers.json');
  return {
    firstName: 'Bench',
    lastName: 'Marker',
    email: 'bench@example.com',
    phone: '555-555-0100',
    zipCode: retailer.address.zipcode,
    retailer: retailer.id,
    vehicle: '2026|KSTL|PREM|W3P',
    contactMethod: 'email',
    comments: 'Load test lead.',
  };
}


/** 10,000 quote inputs: names, e-mails, phones and ZIPs of every accepted shape, about a quarter with one bad field. */
export function generatedInputs(count = BATCH, base = validQuote()): { inputs: Record<string, string>[]; invalid: number } {
  const random = mulberry32(42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const word = (min: number, max: number) => Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => pick([...letters])).join('');
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  const breakers: [string, () => string][] = [
    ['firstName', () => `${word(2, 8)}<${word(1, 3)}>`],
    ['lastName', () => word(1, 1)],
    ['email', () => `${word(3, 8)}@${word(3, 8)}`],
    ['phone', () => digits(7)],
    ['zipCode', () => digits(4)],
    ['retailer', () => ''],
    ['vehicle', () => `20${digits(1)}|`],
    ['contactMethod', () => 'fax'],
    ['comments', () => 'x'.repeat(1501 + Math.floor(random() * 200))],
  ];
  let invalid = 0;
  const inputs = Array.from({ length: count }, () => {
    const first = word(1, 1).toUpperCase() + word(2, 10);
    const values: Record<string, string> = {
      ...base,
      firstName: random() < 0.1 ? `${first} & ${word(2, 6)}` : first,
      lastName: random() < 0.1 ? `O'${word(3, 9)}-${word(3, 6)}` : word(2, 14),
      email: `${word(2, 10)}${pick(['.', '_', '+', ''])}${word(1, 6)}@${word(3, 10)}.${pick(['com', 'org', 'net', 'info'])}`,
      phone: pick([`(${digits(3)})${digits(3)}-${digits(4)}`, `${digits(3)}-${digits(3)}-${digits(4)}`, `(${digits(3)}) ${digits(3)}-${digits(4)}`]),
      zipCode: pick([digits(5).replace(/^0{5}$/, '12345'), `${digits(5).replace(/^0{5}$/, '12345')}-${digits(4)}`]),
      contactMethod: pick(['email', 'phone']),
      comments: random() < 0.3 ? word(20, 400) : '',
    };
    if (random() < 0.25) {
      const [field, make] = pick(breakers);
      values[field] = make();
      invalid += 1;
    }
    return values;
  });
  return { inputs, invalid };
}

function timeValidation(): FormsBenchResult['validation'] {
  const { inputs, invalid } = generatedInputs();
  const run = () => {
    let found = 0;
    for (const values of inputs) if (Object.keys(validateValues(QUOTE_FORM.fields, values, { brand: 'Halden' })).length > 0) found += 1;
    return found;
  };
  const failures = run(); // warm-up, and the check that the generated errors are found
  if (failures < invalid) throw new Error(`forms bench: ${invalid} inputs were made invalid but only ${failures} failed validation`);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  return {
    inputs: inputs.length,
    invalidInputs: failures,
    rounds: ROUNDS,
    medianBatchMillis: Number(median.toFixed(2)),
    microsPerInput: Number(((median * 1000) / inputs.length).toFixed(2)),
    inputsPerSecond: Math.round(inputs.length / (median / 1000)),
  };
}

const BOUNDARY = '----halden-bench-boundary';

/** A share-your-story submission, as multipart, with a 4 KB PNG (a real 1×1 image, padded after its end). */
export function storyWithPhoto(): Buffer {
  const fields: Record<string, string> = {
    firstName: 'Bench',
    lastName: 'Marker',
    email: 'bench@example.com',
    storyCity: 'Topeka',
    state: 'KS',
    storyTitle: 'A load test story',
    storyText: 'Told many times over.',
    terms: 'on',
    ugcAgreement: 'on',
  };
  const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const photo = Buffer.concat([pixel, Buffer.alloc(4096 - pixel.length, 0x20)]);
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="media"; filename="trip.png"\r\nContent-Type: image/png\r\n\r\n`), photo, Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

function requestBody(kind: (typeof formTargets)[number]['body'], valid: Record<string, string>): { body: string | Buffer; contentType: string } {
  if (kind === 'storyWithPhoto') return { body: storyWithPhoto(), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
  const values = kind === 'quote' ? valid : { ...valid, email: 'not-an-email' };
  return { body: new URLSearchParams(values).toString(), contentType: 'application/x-www-form-urlencoded' };
}

async function loadPost(origin: string, path: string, { body, contentType }: { body: string | Buffer; contentType: string }, status: number): Promise<Omit<FormHttpRow, 'name' | 'path'>> {
  const result = await autocannon({
    url: `${origin}${path}`,
    method: 'POST',
    headers: { 'content-type': contentType, origin },
    body,
    connections: CONNECTIONS,
    duration: DURATION,
    pipelining: 1,
  });
  // Every answer with another status than the expected one counts as an error.
  const expected = result.statusCodeStats?.[`${status}`]?.count ?? 0;
  const other = result.requests.total - expected;
  return {
    status,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + other,
    requests: result.requests.total,
  };
}

/** Runs both parts, prints their tables and returns the figures. */
export async function runFormsBench(): Promise<FormsBenchResult> {
  const validation = timeValidation();
  console.log(`Validation of the quote form (validateValues), ${validation.inputs.toLocaleString('en-US')} generated inputs (${validation.invalidInputs} invalid), median of ${validation.rounds} rounds:`);
  console.log(`  ${validation.medianBatchMillis} ms per batch, ${validation.microsPerInput} µs per input, ${validation.inputsPerSecond.toLocaleString('en-US')} inputs/s\n`);

  ensureBuilt();
  const mailDir = mkdtempSync(join(tmpdir(), 'halden-bench-mail-'));
  const uploadDir = mkdtempSync(join(tmpdir(), 'halden-bench-uploads-'));
  const server = await startServer({ PGLITE_DIR: 'memory://', LEADS_RATE_LIMIT: 'off', LEADS_WORKER: WORKER, LEADS_MAIL_DIR: mailDir, LEADS_UPLOAD_DIR: uploadDir, LEADS_WEBHOOK_URL: '' });
  const http: FormHttpRow[] = [];
  try {
    const valid = validQuote();
    for (const target of formTargets) {
      const body = requestBody(target.body, valid);
      const check = await fetch(`${server.origin}${target.path}`, { method: 'POST', headers: { 'content-type': body.contentType, origin: server.origin }, body: typeof body.body === 'string' ? body.body : new Uint8Array(body.body) });
      if (check.status !== target.status) throw new Error(`${target.name}: answered ${check.status}, expected ${target.status}: ${await check.text()}`);
      process.stdout.write(`loading ${target.name} (POST ${target.path}) for ${DURATION}s…\n`);
      http.push({ name: target.name, path: target.path, ...(await loadPost(server.origin, target.path, body, target.status)) });
    }
  } finally {
    await server.stop();
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(uploadDir, { recursive: true, force: true });
  }
  console.log(`\n${CONNECTIONS} connections, ${DURATION}s per target, in-memory PGlite, outbox worker ${WORKER}, Node ${process.version}\n`);
  console.log('| target | status | req/s | p50 ms | p99 ms | requests | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of http) console.log(`| ${row.name} | ${row.status} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.requests} | ${row.errors} |`);
  if (http.some((row) => row.errors > 0)) {
    console.error('Some form requests failed');
    process.exitCode = 1;
  }
  return { http, worker: WORKER, validation };
}
