/**
 * A data file of `catalog/` kept in memory (connected services, charities): read once at start and checked with its
 * zod schema; a bad file stops the start with the file, the path and the first problem.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';

export async function readCatalogFile<T extends z.ZodType>(source: URL, schema: T): Promise<z.infer<T>> {
  const parsed = schema.safeParse(JSON.parse(await readFile(source, 'utf8')) as unknown);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`catalog/${basename(fileURLToPath(source))}: ${issue?.path.join('.') || 'file'}: ${issue?.message ?? 'invalid'}`);
}
