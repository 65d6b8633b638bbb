/** Reads Vite's manifest so a page can link exactly the stylesheet, runtime and island chunks it needs. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const SITE_CSS = 'src/ui/styles/site.css';
export const RUNTIME = 'src/client/runtime.ts';
export const POLYFILLS = 'src/client/polyfills.ts';
export const islandSource = (module: string) => `src/ui/islands/${module}.tsx`;

export interface IslandAssets {
  /** The island's own module, imported by the runtime. */
  src: string;
  css: string[];
}

export interface AssetCatalog {
  built: boolean;
  stylesheets: string[];
  runtime: string | null;
  /** What a browser without invoker commands or `<dialog closedby>` loads (src/client/polyfills.ts). */
  polyfills: string | null;
  island(module: string): IslandAssets | null;
  /** Every file the manifest names, for tests and budgets. */
  files(): string[];
}

const EMPTY: AssetCatalog = {
  built: false,
  stylesheets: [],
  runtime: null,
  polyfills: null,
  island: () => null,
  files: () => [],
};

export function loadAssets(clientDir: string): AssetCatalog {
  const path = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return EMPTY;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const url = (file: string) => `/${file}`;

  function closure(key: string, seen = new Set<string>()): Set<string> {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  }
  const cssOf = (keys: Iterable<string>) => [...keys].flatMap((key) => manifest[key]?.css ?? []).map(url);

  const siteCss = manifest[SITE_CSS];
  const runtime = manifest[RUNTIME];

  const islands = new Map<string, IslandAssets | null>();
  return {
    built: true,
    stylesheets: siteCss ? [url(siteCss.file), ...(siteCss.css ?? []).map(url)] : [],
    runtime: runtime ? url(runtime.file) : null,
    polyfills: manifest[POLYFILLS] ? url(manifest[POLYFILLS].file) : null,
    island(module) {
      if (!islands.has(module)) {
        const key = islandSource(module);
        const chunk = manifest[key];
        islands.set(
          module,
          chunk
            ? {
                src: url(chunk.file),
                css: cssOf(closure(key)),
              }
            : null,
        );
      }
      return islands.get(module) ?? null;
    },
    files: () => Object.values(manifest).map((chunk) => url(chunk.file)),
  };
}
