// Builds the server for production (`npm run build`, after Vite's client build): src/server/main.ts and the database
// setup that runs before it (src/server/setup.ts), bundled with esbuild into plain JavaScript under dist/server/, their
// packages left as imports; and the PDF worker, bundled with its packages into one file. Node then runs the server
// without a TypeScript loader: no tsx in the process or in the PDF worker thread, and one module record per bundle
// instead of one per source file — the production process starts lighter and faster (decision 021).
//
// The worker takes its packages in (pdf-lib, fontkit, pako, resvg's glue) because each thread loads its modules
// again: as packages, pdf-lib alone is a hundred CommonJS files and fontkit a 1.5 MB script that V8 keeps as two-byte
// text. Bundled, and written as ASCII like the rest, a started worker costs the process 27 MB instead of 35 (issue 18).
//
// Source files find the repo's data (catalog/, content/, locales/, media/, migrations) relative to `import.meta.url`.
// A bundle has one `import.meta.url` for every file in it, so each file's `import.meta.url` is rewritten to its own
// source file's address, worked out at run time from the bundle's: every such path reads exactly as it does under tsx,
// wherever the checkout lives.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = resolve(root, 'dist/server');

/** `new URL('<path from the bundle to the source file>', import.meta.url).href`, for each source file of the bundle. */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]src[\\/].*\.(ts|tsx)$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const fromBundle = relative(outdir, args.path).split('\\').join('/');
      const contents = text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`);
      return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

const started = performance.now();
/** What both bundles share. */
const common = { absWorkingDir: root, outdir, bundle: true, format: 'esm', platform: 'node', target: 'node20', sourcemap: 'linked', legalComments: 'none', logLevel: 'warning', metafile: true, plugins: [ownImportMetaUrl] };
const [server, worker] = await Promise.all([
  build({
    ...common,
    entryPoints: { main: 'src/server/main.ts', setup: 'src/server/setup.ts' },
    splitting: true,
    packages: 'external',
    // The built worker's address from src/server/pdf/pool.ts, whose `import.meta.url` is its source file's.
    define: { HALDEN_PDF_WORKER: JSON.stringify(relative(resolve(root, 'src/server/pdf'), resolve(outdir, 'pdf-worker.js')).split('\\').join('/')) },
  }),
  build({
    ...common,
    entryPoints: { 'pdf-worker': 'src/server/pdf/worker.ts' },
    // The packages' ECMAScript-module builds, so the bundle is one module with no `require` to resolve at run time.
    mainFields: ['module', 'main'],
  }),
]);
/** Both bundles' JavaScript files, with their sizes. */
const scripts = [server, worker].flatMap((built) => Object.entries(built.metafile.outputs).filter(([file]) => file.endsWith('.js')));
const bytes = scripts.reduce((sum, [, output]) => sum + output.bytes, 0);
// V8 keeps a script's source for as long as its functions may compile, as one-byte text when every character is ASCII
// and as two bytes per character otherwise: one "→" in a kept comment doubled main.js in the heap (1 MB). esbuild
// escapes strings but leaves comments and regular expressions as written, so every other non-ASCII character is
// written as a \u escape here, which means the same in a comment, a regular expression, a template or a name.
for (const [file] of scripts) {
  const path = resolve(root, file);
  const text = await readFile(path, 'utf8');
  if (/[\u0080-\uffff]/.test(text)) await writeFile(path, text.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`));
}
console.log(`server built into dist/server: ${Math.round(bytes / 1024)} KB of JavaScript in ${Math.round(performance.now() - started)} ms`);
