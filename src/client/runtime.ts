/**
 * The island runtime: defines every island tag on the page as a custom element that loads its chunk
 * by the element's strategy and hydrates it. Failures become `island:error` DOM events, never uncaught errors.
 */
import type { IslandDefinition } from '../ui/islands/define.ts';
import { loadChunk } from './load-module.ts';
import { strategies } from './strategies.ts';

export interface IslandErrorDetail {
  tag: string;
  message: string;
  type?: string;
}

function report(element: HTMLElement, error: unknown) {
  const detail: IslandErrorDetail = {
    tag: element.localName,
    message: error instanceof Error ? error.message : String(error),
    ...(error && typeof error === 'object' && 'type' in error ? { type: String(error.type) } : {}),
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
    strategy?.(() => void this.#hydrate(), this);
  }

  async #hydrate() {
    const src = this.dataset.src;
    try {
      if (!src) throw new Error(`Island ${this.localName} has no chunk`);
      this.dataset.islandState = 'loading';
      const [{ hydrateIsland }, module] = await Promise.all([
        import('./hydrate.tsx'),
        loadChunk<{ island: IslandDefinition }>(src),
      ]);
      await hydrateIsland(this, module.island, (error) => report(this, error));
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

defineAll(document);
