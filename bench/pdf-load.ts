/**
 * PDFs under load: distinct Chinese PDFs (inventory lists, a brochure, a trim comparison, an owner's manual) asked
 * for all at once from a running server while `/healthz` is polled every 20 ms, to see whether rendering them stalls
 * everything else the process serves (docs/decisions/012-pdf-worker-pool.md). The server must run with
 * PDF_RATE_LIMIT=off (every request comes from one address) and a PDF_QUEUE at least as long as the set.
 *
 * Each run asks for documents no earlier run asked for (the inventory lists carry a price ceiling drawn at random
 * from the values the inventory page offers, in steps of $500), so the figures are renderings, not cache hits.
 */

/** Latency figures in milliseconds. */
export interface Percentiles {
  p50: number;
  p99: number;
}

export interface PdfLoadResult {
  /** PDFs that answered 200 with a PDF body. */
  pdfs: number;
  /** From the first request sent to each PDF's last byte. */
  pdfMs: Percentiles;
  /** /healthz round trips while the PDFs render. */
  healthzMs: Percentiles;
  /** The PDFs that did not answer 200 with a PDF: `status path` (status 0: no answer). */
  failures: string[];
}

export interface PdfLoadOptions {
  /** How many distinct PDFs to ask for at once (1–12; default 8). */
  count?: number;
  /** Milliseconds between two /healthz polls (default 20). */
  pollMs?: number;
}

/** The value below which `share` of the sorted values lie (nearest rank). */
function percentile(sorted: readonly number[], share: number): number {
  if (!sorted.length) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return Math.round((sorted[index] ?? Number.NaN) * 10) / 10;
}

function figures(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

/**
 * Twelve distinct Chinese PDFs, heaviest first (the inventory lists of 200 vehicles). `ceiling` (a multiple of 500)
 * makes the inventory lists new to the server's cache; the catalog documents are fixed, so only a fresh server
 * renders them rather than answering from memory.
 */
export function pdfPaths(ceiling: number): string[] {
  const list = (query: string) => `/services/inventory/pdf/list?${query}&priceMax=${ceiling}&lang=zh`;
  return [
    list('kind=new'),
    list('kind=cpo'),
    list('kind=new&sort=price-desc'),
    list('kind=cpo&sort=year-desc'),
    '/services/vehicles/brochures/2026/KSTL?lang=zh',
    '/services/compare/pdf/2026/BRCK?lang=zh',
    '/services/vehicles/warranty/2026/KSTL/PREM/owners-manual?lang=zh',
    list('kind=new&sort=year-asc'),
    '/services/vehicles/brochures/2027/TARN?lang=zh',
    '/services/compare/pdf/2027/MORW?lang=zh',
    list('kind=cpo&sort=price-desc'),
    list('kind=new&sort=year-desc'),
  ];
}

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

/** Renders a set of distinct PDFs concurrently against `origin` while polling /healthz; prints nothing. */
export async function runPdfLoadBench(origin: string, options: PdfLoadOptions = {}): Promise<PdfLoadResult> {
  const count = Math.min(12, Math.max(1, options.count ?? 8));
  const pollMs = options.pollMs ?? 20;
  // A price ceiling the inventory page offers ($500 steps) and no earlier run is likely to have used.
  const ceiling = 500 * (200 + Math.floor(Math.random() * 800));
  const paths = pdfPaths(ceiling).slice(0, count);

  const healthz: number[] = [];
  let polling = true;
  const poll = (async () => {
    while (polling) {
      const started = performance.now();
      try {
        const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
      } catch {
        /* counted by its time all the same */
      }
      healthz.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  })();
  // A few polls first, so the figures include the moment the PDFs arrive.
  await new Promise((resolve) => setTimeout(resolve, 5 * pollMs));

  const pdfMs: number[] = [];
  const failures: string[] = [];
  let pdfs = 0;
  const started = performance.now();
  await Promise.all(
    paths.map(async (path) => {
      try {
        const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(120_000) });
        const bytes = new Uint8Array(await response.arrayBuffer());
        pdfMs.push(performance.now() - started);
        if (response.status === 200 && isPdf(bytes)) pdfs += 1;
        else failures.push(`${response.status} ${path}`);
      } catch {
        pdfMs.push(performance.now() - started);
        failures.push(`0 ${path}`);
      }
    }),
  );
  polling = false;
  await poll;
  return { pdfs, pdfMs: figures(pdfMs), healthzMs: figures(healthz), failures };
}
