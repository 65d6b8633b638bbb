/**
 * What pictures cost the PDFs (docs/decisions/036-pictures-in-pdfs.md): asks a running server (PDF_RATE_LIMIT=off,
 * PDF_WORKERS=1) for distinct build, inventory-vehicle and brochure PDFs in three languages, each once (so every
 * figure is a drawing, not a cache hit), and prints each one's time and size and the server's RSS before and after.
 *
 *   BASE=http://127.0.0.1:4814 PID=<server pid> node --import tsx bench/pdf-pictures.ts
 */
import { readFileSync } from 'node:fs';

const base = process.env.BASE ?? 'http://127.0.0.1:4814';
const pid = process.env.PID;

function rssMb(): number | null {
  if (!pid) return null;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

async function timed(path: string): Promise<{ ms: number; kb: number }> {
  const start = performance.now();
  const response = await fetch(`${base}${path}`);
  const body = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${response.status} ${path}`);
  return { ms: Math.round(performance.now() - start), kb: Math.round(body.length / 102.4) / 10 };
}

const search = (await (await fetch(`${base}/services/inventory/search?kind=new&pageSize=3`)).json()) as { vehicles: { vin: string }[] };
const vins = search.vehicles.map((vehicle) => vehicle.vin);
const languages = ['en', 'es', 'zh'] as const;
const documents: [string, string][] = [
  ...languages.map((lang, index) => [`build ${lang}`, `/services/vehicles/config/pdf/2026/VNTA/SPRT?tr=6MT&ext=Y7Z&pkg=PERF&lang=${lang}&state=${['CA', 'NY', 'TX'][index]}`] as [string, string]),
  ...languages.map((lang, index) => [`inventory-vehicle ${lang}`, `/services/inventory/pdf/vehicle/${vins[index]}?lang=${lang}`] as [string, string]),
  ...languages.map((lang, index) => [`brochure ${lang}`, `/services/vehicles/brochures/${['2027/KSTL', '2027/TARN', '2026/VNTA'][index]}?lang=${lang}`] as [string, string]),
];

console.log(`RSS before: ${rssMb()} MB`);
for (const [name, path] of documents) {
  const { ms, kb } = await timed(path);
  console.log(`${name.padEnd(22)} ${String(ms).padStart(6)} ms ${String(kb).padStart(8)} KB`);
}
console.log(`RSS after: ${rssMb()} MB`);
