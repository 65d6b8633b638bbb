import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTestCatalog } from '#test/support/build-data.ts';
import { RecallAnswerSchema } from './contract.ts';
import { parseRecallsFile } from './schema.ts';
import { recallAnswer } from './view.ts';

const file = parseRecallsFile(JSON.parse(readFileSync(new URL('../../../catalog/recalls.json', import.meta.url), 'utf8')) as unknown);

describe('recalls contract', () => {
  it('describes the answer whole for a VIN with open recalls, a repaired one, one without and one not ours', async () => {
    const catalog = await loadTestCatalog();
    for (const vin of ['JF2CECA16TG200000', 'JF2CACA19TG123456', 'JF1JATR19TG123456', '1HGCM82633A004352']) {
      for (const lang of ['en', 'zh'] as const) {
        const answer = recallAnswer(file, catalog, vin, lang);
        // Parsing drops unknown fields: an answer equal to its parse is described whole.
        expect(RecallAnswerSchema.parse(answer), `${vin} ${lang}`).toEqual(answer);
      }
    }
    expect(recallAnswer(file, catalog, 'JF2CECA16TG200000', 'en').recalls.length).toBeGreaterThan(0);
  });
});
