/**
 * Renders a page: the body first (so we learn which islands and disclaimers it used), then the head
 * with exactly the stylesheet, runtime and chunks that body needs. A page without islands gets no script.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants as zlibConstants, gzip as gzipCompress } from 'node:zlib';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { LANGUAGES, LANGUAGE_TAGS } from '#domain/i18n/languages.ts';
import { localizeHref } from '#domain/i18n/paths.ts';
import { createTranslator, interpolate } from '#domain/i18n/translate.ts';
import { DisclaimerRegistry } from '#domain/platform/disclaimers.ts';
import { LruCache } from '#domain/platform/lru-cache.ts';
import { flagList, pageFlags, type LayoutFlag } from '#domain/platform/page-flags.ts';
import type { SitePage } from '#domain/platform/site-map.ts';
import type { Disclaimer } from '#domain/platform/disclaimers.ts';
import { geoDataKey, type GeoData } from '#domain/geo/geo-data.ts';
import { PageContextProvider, type PageContextValue, type RenderCollector } from '#ui/components/page-context.tsx';
import { Shell } from '#ui/layout/shell.tsx';
import { DocumentHead } from '#ui/layout/document-head.tsx';
import type { AssetCatalog } from '#server/assets.ts';

export interface PageResult {
  title: string;
  description: string;
  body: ReactElement;
  status?: number;
  noindex?: boolean;
  /** A picture of the page (a site path) for link previews (og:image). */
  image?: string;
  /** Parts of the shell the page leaves out (an authored page's front matter `flags:`). */
  flags?: Partial<Record<LayoutFlag, boolean>>;
}

/**
 * How a page's HTML may be kept, from what its registry entry reads (src/server/pages/registry.tsx, `cachePolicy`).
 * The key is always language, path, content mode and the visitor context the page shows; `variant` adds what else
 * the page reads (its normalised query string), so no visitor is ever served a copy made for different inputs.
 */
export interface PageCachePolicy {
  /** The part of the request besides path, language, mode and visitor that the page reads ('' for none). */
  variant: string;
  /** Live data (today's offers, the stock, the time): kept for PAGE_CACHE_LIVE_TTL_S instead of PAGE_CACHE_TTL_S. */
  live: boolean;
  /**
   * The not-found page of any address: kept apart, in a small cache of its own, so requests for made-up addresses
   * can only push out each other, never the site's pages.
   */
  notFound?: boolean;
}

export interface RenderPageOptions {
  /** Null or absent: rendered for this request alone. */
  cache?: PageCachePolicy | null;
}

declare module 'fastify' {
  interface FastifyReply {
    renderPage(page: PageResult | (() => PageResult | Promise<PageResult | null>), options?: RenderPageOptions): Promise<FastifyReply>;
  }
}

export interface RenderOptions {
  assets: AssetCatalog;
  /** The pages' inline head script (src/domain/platform/head-script.ts), the one the security plugin allows. */
  headScript: string;
  brand: string;
  pages: readonly SitePage[];
  publicOrigin: string;
  /** How long a kept page is served, in ms (versioned data: catalog, retailers, content). */
  pageTtlMs: number;
  /** The same for pages of live data. */
  liveTtlMs: number;
}

interface CachedPage {
  /**
   * The page's UTF-8 bytes compressed with Brotli: a copy keeps no uncompressed body (a fifth to a tenth of its size),
   * since every current browser takes Brotli; the rare one that does not is sent the bytes decompressed again.
   */
  br: Buffer;
  status: number;
  etag: string;
  /** When this copy stops being served (ms since the epoch). */
  expires: number;
  /** The visitor's geo data as the render changed it (a ZIP typed in the address), replayed on every visitor served it. */
  visitorChange: Partial<GeoData> | null;
  /** The body gzipped, made on the first request that takes gzip but not Brotli, and kept with the copy. */
  gzip: Buffer | null;
}

type Encoding = 'br' | 'gzip';

/**
 * The encoding to send a kept page in: Brotli when the browser takes it, else gzip, else none. Every current browser
 * sends `br, gzip`; a `;q=0` refuses one.
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** The smallest Brotli window that holds the whole body (16–22 bits: 64 KB–4 MB). */
const windowBits = (bytes: number) => Math.min(22, Math.max(16, Math.ceil(Math.log2(bytes + 16))));
const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
const gzip = promisify(gzipCompress);
/** Compressed once per copy, so a better ratio than per-request compression can afford (Brotli 6 ≈ gzip 9 in time). */
const brotliBody = (body: Buffer) =>
  brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length, [zlibConstants.BROTLI_PARAM_LGWIN]: windowBits(body.length) } });

const weightOf = (page: CachedPage) => page.br.length + (page.gzip?.length ?? 0);

/** A strong validator for a page's bytes. */
const etagOf = (html: string) => `"${createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`;

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export default fp<RenderOptions>(
  async (app, options) => {
    const { assets, headScript, brand, pages, publicOrigin, pageTtlMs, liveTtlMs } = options;

    async function disclaimersFor(reply: FastifyReply): Promise<Map<number, Disclaimer>> {
      const lang = reply.request.lang;
      const all = await app.repositories.disclaimers.all(lang);
      return new Map(all.map((item) => [item.id, { ...item, content: interpolate(item.content, { brand }) }]));
    }

    // Bounded by bytes (the 'pages' share of CACHE_MAX_MB: the compressed copies) as well as by count.
    const pagesBytes = app.cacheBytes('pages');
    const cache = new LruCache<string, CachedPage>({ maxEntries: 2000, maxBytes: pagesBytes, sizeOf: weightOf });
    const notFoundCache = new LruCache<string, CachedPage>({ maxEntries: 500, maxBytes: Math.floor(pagesBytes / 8), sizeOf: weightOf });
    /** Gzip compressions under way, so concurrent requests for one copy compress it once. */
    const gzipping = new Map<string, Promise<Buffer>>();

    async function gzippedBody(store: LruCache<string, CachedPage>, key: string, page: CachedPage): Promise<Buffer> {
      if (page.gzip) return page.gzip;
      const job = `${page.etag}|${key}`;
      let pending = gzipping.get(job);
      if (!pending) {
        pending = unbrotli(page.br)
          .then((body) => gzip(body, { level: 9 }))
          .finally(() => gzipping.delete(job));
        gzipping.set(job, pending);
      }
      const bytes = await pending;
      if (!page.gzip) {
        page.gzip = bytes;
        store.resize(key, weightOf(page));
      }
      return bytes;
    }

    /**
     * Headers every page answer carries. A shared cache (a CDN) may keep the answer only when the request carried no
     * cookie and the page is one every such visitor gets (`sharedSeconds`); `Vary: Cookie` keeps a visitor with a
     * geo-data cookie from being served it. Everything else is this browser's alone and checked again each time.
     */
    function pageHeaders(reply: FastifyReply, status: number, etag: string, sharedSeconds: number | null, hit: boolean) {
      const request = reply.request;
      const shared = sharedSeconds !== null && !request.headers.cookie && !request.visitorSaved;
      reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-language', LANGUAGE_TAGS[request.lang])
        .header('vary', 'Cookie, Accept-Encoding, Save-Data')
        .header('etag', etag)
        // Whether this answer is a kept copy: for operators, the load tests and the cache's own tests.
        .header('x-render-cache', hit ? 'hit' : 'miss')
        .header('cache-control', shared ? `public, max-age=0, s-maxage=${sharedSeconds}, stale-while-revalidate=${sharedSeconds * 10}` : 'private, no-cache');
      return status === 200 && request.headers['if-none-match'] === etag;
    }

    /** A kept copy: 304 on a matching validator, else its bytes in the encoding the browser prefers, compressed once. */
    async function sendCopy(reply: FastifyReply, store: LruCache<string, CachedPage>, key: string, page: CachedPage, sharedSeconds: number, hit = true) {
      if (pageHeaders(reply, page.status, page.etag, sharedSeconds, hit)) return reply.code(304).send();
      const as = preferredEncoding(reply.request.headers['accept-encoding']);
      if (as === 'br') return reply.header('content-encoding', 'br').send(page.br);
      if (as === 'gzip') return reply.header('content-encoding', 'gzip').send(await gzippedBody(store, key, page));
      return reply.send(await unbrotli(page.br));
    }

    app.decorateReply('renderPage', async function renderPage(this: FastifyReply, input: PageResult | (() => PageResult | Promise<PageResult | null>), options: RenderPageOptions = {}) {
      const request = this.request;
      // Every page shows the visitor context in its header: a cached page is one visitor's stored geo data's page.
      // An indexing render (the site search) never touches the visitors' cache.
      const policy = request.indexing ? null : (options.cache ?? null);
      const ttlMs = policy?.live ? liveTtlMs : pageTtlMs;
      const key = policy && ttlMs > 0 ? `${request.lang}|${request.sitePath}|${request.mode}|${request.wcmmodeDisabled}|${request.embed}|${request.saveData}|${geoDataKey(request.geoData)}|${policy.variant}` : null;
      const store = policy?.notFound ? notFoundCache : cache;
      const cached = key ? store.get(key) : undefined;
      if (key && cached && cached.expires > Date.now()) {
        if (cached.visitorChange) request.applyVisitorChange(cached.visitorChange);
        return sendCopy(this, store, key, cached, Math.round(ttlMs / 1000));
      }
      const page = typeof input === 'function' ? await input() : input;
      // A loader that finds nothing (an unknown model, say) answers the not-found page.
      if (page === null) return app.renderNotFound(request, this);
      const lang = request.lang;
      const dictionary = app.dictionaries[lang];
      const t = createTranslator(dictionary.entries, { brand });
      let islandCount = 0;
      // This render's own list: pages may add to it (addDisclaimers) without touching another request's.
      const disclaimers = await disclaimersFor(this);
      const collector: RenderCollector = {
        islands: new Map(),
        nextIslandId() {
          islandCount += 1;
          return `i${islandCount}-`;
        },
        addIsland(module) {
          this.islands.set(module, { module });
        },
        disclaimerRegistry: new DisclaimerRegistry(),
        disclaimers,
        addDisclaimers(items) {
          for (const item of items) if (!disclaimers.has(item.id)) disclaimers.set(item.id, item);
        },
        dictionary: dictionary.entries,
        warn: (message) => request.log.warn(message),
        islandAssets: (module) => assets.island(module),
      };
      const context: PageContextValue = {
        lang,
        t,
        brand,
        path: request.sitePath,
        mode: request.mode,
        wcmmodeDisabled: request.wcmmodeDisabled,
        visitor: request.visitor,
        collector,
        embed: request.embed,
        flags: pageFlags({
          page: page.flags,
          embed: request.embed,
          saveData: request.saveData,
          callTracking: app.env.CALL_TRACKING,
          retailersRequired: pages.some((item) => item.path === request.sitePath && item.geogate === true),
        }),
      };
      const body = renderToStaticMarkup(
        <PageContextProvider value={context}>
          <Shell pages={pages}>{page.body}</Shell>
        </PageContextProvider>,
      );

      const islands = [...collector.islands.values()];
      const islandAssets = islands.map((island) => ({ island, files: assets.island(island.module) }));
      const stylesheets = [...new Set([...assets.stylesheets, ...islandAssets.flatMap(({ files }) => files?.css ?? [])])];
      const path = request.sitePath;
      const head = renderToStaticMarkup(
        <DocumentHead
          lang={lang}
          title={page.title === t('site.brand') ? page.title : t('site.titleTemplate', { title: page.title })}
          description={page.description}
          siteName={t('site.brand')}
          image={page.image ? `${publicOrigin}${page.image}` : null}
          canonical={`${publicOrigin}${localizeHref(path, lang)}`}
          alternates={[
            ...LANGUAGES.map((code) => ({ hrefLang: LANGUAGE_TAGS[code], href: `${publicOrigin}${localizeHref(path, code)}` })),
            { hrefLang: 'x-default', href: `${publicOrigin}${localizeHref(path, 'en')}` },
          ]}
          noindex={page.noindex ?? false}
          stylesheets={stylesheets}
          runtime={islands.length ? assets.runtime : null}
          headScript={headScript}
        />,
      );
      const html =
        `<!DOCTYPE html><html lang="${LANGUAGE_TAGS[lang]}" data-lang="${lang}" data-brand="${escapeAttr(brand)}"` +
        ` data-path="${escapeAttr(path)}" data-mode="${request.mode}" data-i18n-version="${dictionary.version}"` +
        `${context.flags && flagList(context.flags) ? ` data-flags="${flagList(context.flags)}"` : ''}>` +
        `<head>${head}</head><body>${body}</body></html>`;
      const status = page.status ?? 200;
      const etag = etagOf(html);
      // Failures (a search index still being built) are not kept; a render that saved a new visitor context (a ZIP
      // from the address) is kept with that change, which every visitor served it gets on their own geo data.
      if (key !== null && status < 500) {
        const copy: CachedPage = { br: await brotliBody(Buffer.from(html)), status, etag, expires: Date.now() + ttlMs, visitorChange: request.visitorChange, gzip: null };
        store.set(key, copy);
        // The first answer is sent from the copy too: compressed once, not again by @fastify/compress.
        return sendCopy(this, store, key, copy, Math.round(ttlMs / 1000), false);
      }
      // An answer not kept is compressed by @fastify/compress like any other.
      if (pageHeaders(this, status, etag, null, false)) return this.code(304).send();
      return this.send(html);
    });
  },
  { name: 'render', dependencies: ['i18n', 'request-context', 'database', 'visitor'] },
);
