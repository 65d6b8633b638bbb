/** Disclaimer ids: only digits may be registered, so markers and footnotes can never collide with other ids. */

/** One disclaimer in one language, as pages show it. */
export interface Disclaimer {
  id: number;
  label: string;
  content: string;
}

export function isDisclaimerId(id: unknown): id is string {
  return (typeof id === 'string' && /^\d{1,9}$/.test(id)) || (typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < 1e9);
}

/** A page's registry of the disclaimers its markers refer to, in order of first use. */
export class DisclaimerRegistry {
  readonly #ids: string[] = [];

  /** Registers an id and returns its footnote number, or null (and nothing stored) for a non-digit id. */
  register(id: unknown): number | null {
    if (!isDisclaimerId(id)) return null;
    const key = String(id);
    const index = this.#ids.indexOf(key);
    if (index >= 0) return index + 1;
    this.#ids.push(key);
    return this.#ids.length;
  }

  get ids(): readonly string[] {
    return this.#ids;
  }
}
