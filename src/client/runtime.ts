/**
 * The island runtime: defines every island tag on the page as a custom element that loads its chunk
 * by the element's strategy and hydrates it. Failures become `island:error` DOM events, never uncaught errors.
 */
import { CssChunkLoadError } from '#domain/platform/chunk-errors.ts';
import type { IslandDefinition } from '#ui/islands/define.ts';
import { loadChunk, loadStylesheet } from './load-module.ts';
import { pageLoaded, strategies } from './strategies.ts';

/**
 * zod checks the services' answers in the island chunks. The first time it parses an object it tries `new Function`
 * to see whether it may compile a faster parser, unless its global config says `jitless`; the site's CSP forbids
 * eval, so that probe only reported a CSP violation (a DevTools issue, which Lighthouse's Best Practices counts). zod
 * reads its config from this global when it loads, so it is set here, before any island chunk, without importing zod.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export interface IslandErrorDetail {
  tag: string;
  message: string;
  type?: string;
  code?: string;
}

function report(element: HTMLElement, error: unknown) {
  const detail: IslandErrorDetail = {
    tag: element.localName,
    message: error instanceof Error ? error.message : String(error),
    ...(error && typeof error === 'object' && 'type' in error ? { type: String(error.type) } : {}),
    ...(error && typeof error === 'object' && 'code' in error ? { code: String(error.code) } : {}),
  };
  element.dataset.islandState = 'error';
  element.dispatchEvent(new CustomEvent('island:error', { detail, bubbles: true }));
  console.error(detail.message);
}

class IslandElement extends HTMLElement {
  #started = false;

  connectedCallback() {
    if (this.#started) return;
    this.#started = true;
    const strategy = strategies[this.dataset.load ?? 'visible'] ?? strategies.visible;
    void pageLoaded.then(() => strategy?.(() => void this.#hydrate(), this));
  }

  async #hydrate() {
    const src = this.dataset.src;
    try {
      if (!src) throw new Error(`Island ${this.localName} has no chunk`);
      this.dataset.islandState = 'loading';
      const stylesheets = (this.dataset.css ?? '').split(' ').filter(Boolean);
      const [{ hydrateIsland }, module] = await Promise.all([
        import('./hydrate.tsx'),
        loadChunk<{ island: IslandDefinition }>(src),
        ...stylesheets.map((href) => loadStylesheet(href)),
      ]);
      await hydrateIsland(this, module.island, (error) => report(this, error));
      // An island that threw while rendering has shown its fallback and reported the error in the same commit.
      if (this.dataset.islandState === 'error') return;
      this.dataset.islandState = 'hydrated';
      this.dispatchEvent(new CustomEvent('island:hydrated', { bubbles: true }));
    } catch (error) {
      report(this, error);
    }
  }
}

function defineAll(root: ParentNode) {
  for (const element of root.querySelectorAll('[data-island]')) {
    const tag = element.localName;
    if (!customElements.get(tag)) customElements.define(tag, class extends IslandElement {});
  }
}

// Chunks an island imports lazily go through Vite's preloader; its failures are reported the same way.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  const payload = (event as Event & { payload?: unknown }).payload;
  const message = payload instanceof Error ? payload.message : String(payload);
  const error = /css/i.test(message) ? new CssChunkLoadError(message) : new Error(message);
  report(document.documentElement, error);
});

defineAll(document);
