import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readCatalogFile } from './catalog-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'halden-catalog-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return pathToFileURL(join(dir, name));
};
const Schema = z.object({ plans: z.array(z.object({ code: z.string().regex(/^[A-Z]+$/, 'codes are capital letters') })) });

describe('readCatalogFile', () => {
  it('answers the checked data of a good file', async () => {
    await expect(readCatalogFile(file('good.json', '{"plans":[{"code":"SAFETY"}]}'), Schema)).resolves.toEqual({ plans: [{ code: 'SAFETY' }] });
  });

  it('stops with the file, the path and the first problem of a bad one', async () => {
    await expect(readCatalogFile(file('bad.json', '{"plans":[{"code":"safety"}]}'), Schema)).rejects.toThrow('catalog/bad.json: plans.0.code: codes are capital letters');
  });
});
