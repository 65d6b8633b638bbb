/** Loads the three dictionaries once at start-up and decorates the app with them and their content hashes. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import type { Dictionary } from '#domain/i18n/translate.ts';

export const LOCALES_DIR = fileURLToPath(new URL('../../../locales/', import.meta.url));

export interface LoadedDictionary {
  entries: Dictionary;
  /** The served JSON text. */
  json: string;
  /** A short content hash: the ETag and the browser cache's version. */
  version: string;
}

export function loadDictionaries(dir = LOCALES_DIR): Record<Language, LoadedDictionary> {
  const result = {} as Record<Language, LoadedDictionary>;
  for (const lang of LANGUAGES) {
    const entries = JSON.parse(readFileSync(`${dir}${lang}.json`, 'utf8')) as Dictionary;
    const json = JSON.stringify(entries);
    result[lang] = { entries, json, version: createHash('sha256').update(json).digest('hex').slice(0, 12) };
  }
  return result;
}

declare module 'fastify' {
  interface FastifyInstance {
    dictionaries: Record<Language, LoadedDictionary>;
  }
}

export default fp(
  async (app) => {
    app.decorate('dictionaries', loadDictionaries());
  },
  { name: 'i18n' },
);
