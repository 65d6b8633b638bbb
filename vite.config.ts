/** Browser build: the island runtime, one entry per island and the site stylesheet, with a manifest for the server. */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const islands = readdirSync('src/ui/islands')
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => `src/ui/islands/${file}`);

/**
 * Writes .br and .gz next to every text asset so the static server can send them without compressing per
 * request. It runs on the files as written (after Vite has finished them), never on the in-memory bundle.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/client';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(fileName)) continue;
        const buffer = readFileSync(join(dir, fileName));
        if (buffer.length < 1024) continue;
        writeFileSync(join(dir, `${fileName}.gz`), gzipSync(buffer, { level: 9 }));
        writeFileSync(join(dir, `${fileName}.br`), brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

export default defineConfig({
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [precompress()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    assetsDir: 'assets',
    modulePreload: { polyfill: false },
    cssCodeSplit: true,
    sourcemap: false,
    rolldownOptions: {
      input: ['src/client/runtime.ts', 'src/client/polyfills.ts', 'src/ui/styles/site.css', ...islands],
      preserveEntrySignatures: 'exports-only',
      output: {
        // V8's explicit compile hint (Chromium 136+): `//# allFunctionsCalledOnLoad` at the top of a script makes V8
        // compile every function in it while the script streams in, on a background thread, instead of lazily on
        // the main thread the first time each one runs. Our chunks are island code that hydration and the first
        // click run anyway: without the hint, the first click paid for compiling its handlers, the reducer and
        // React's update path (decision 038). Other engines read a comment. `postBanner` is added after
        // minification (which drops comments) and before the content hash.
        postBanner: '//# allFunctionsCalledOnLoad',
      },
    },
  },
});
