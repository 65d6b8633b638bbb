// Draws the PDFs' vehicle pictures ahead (`npm run build`, after the server's bundle): the front picture of every
// exterior paint of every model in catalog/, at the PDFs' width, into dist/pdf-pictures/ (src/server/pdf/pictures.ts
// reads them). The PDF worker then never starts resvg's WebAssembly for the catalog's paints, which would hold 40–55 MB
// of the process. A picture already drawn from the same drawing is kept: a rebuild redraws only what changed.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readCatalog } from '#db/seed.ts';
import { renderVehicleSvg } from '#server/images/vehicle-drawing.ts';
import { PDF_PICTURE_WIDTH } from '#server/pdf/build-pdf.ts';
import { drawPicture, PREBUILT_DIR, prebuiltName, type PictureSpec } from '#server/pdf/pictures.ts';

const started = performance.now();
const dir = fileURLToPath(PREBUILT_DIR);
mkdirSync(dir, { recursive: true });
const { catalog } = await readCatalog();
const specs = new Map<string, PictureSpec>();
for (const model of catalog.models) {
  for (const year of model.years) {
    for (const paint of year.exteriorColors) {
      const spec: PictureSpec = { bodyStyle: model.bodyStyle, view: 'front', rgb: paint.rgb.toLowerCase(), width: PDF_PICTURE_WIDTH };
      const name = prebuiltName(spec);
      if (name) specs.set(name, spec);
    }
  }
}
// Each file's name carries the drawing's hash, so a changed drawing is drawn again and the old file removed.
const hashOf = (spec: PictureSpec) => createHash('sha256').update(renderVehicleSvg({ bodyStyle: spec.bodyStyle, view: spec.view, rgb: spec.rgb })).digest('hex').slice(0, 12);
const marker = (name: string, spec: PictureSpec) => `${name}.${hashOf(spec)}`;
const present = new Set(readdirSync(dir));
let drawn = 0;
let bytes = 0;
for (const [name, spec] of specs) {
  const stamp = marker(name, spec);
  if (present.has(name) && present.has(stamp)) continue;
  const picture = await drawPicture(spec);
  writeFileSync(`${dir}${name}`, picture.png);
  for (const old of [...present].filter((file) => file.startsWith(`${name}.`))) rmSync(`${dir}${old}`);
  writeFileSync(`${dir}${stamp}`, '');
  drawn += 1;
  bytes += picture.png.byteLength;
}
// Pictures of paints the catalog no longer has.
const wanted = new Set([...specs].flatMap(([name, spec]) => [name, marker(name, spec)]));
for (const file of present) if (!wanted.has(file)) rmSync(`${dir}${file}`);
console.log(`pdf pictures: ${specs.size} paints, ${drawn} drawn (${Math.round(bytes / 1024)} KB) in ${Math.round(performance.now() - started)} ms`);
