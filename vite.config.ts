/** Browser build: the island runtime, one entry per island and the site stylesheet, with a manifest for the server. */
import { readdirSync } from 'node:fs';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const islands = readdirSync('src/ui/islands')
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => `src/ui/islands/${file}`);

/** Writes .br and .gz next to every text asset so the static server can send them without compressing per request. */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(fileName)) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        const buffer = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (buffer.length < 1024) continue;
        this.emitFile({ type: 'asset', fileName: `${fileName}.gz`, source: gzipSync(buffer, { level: 9 }) });
        this.emitFile({
          type: 'asset',
          fileName: `${fileName}.br`,
          source: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        });
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
      input: ['src/client/runtime.ts', 'src/ui/styles/site.css', ...islands],
      preserveEntrySignatures: 'exports-only',
    },
  },
});
