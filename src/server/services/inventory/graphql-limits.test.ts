import { parse, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fragmentBomb } from '#bench/graphql-attack.ts';
import { cacheBytes } from '#server/cache-budget.ts';
import { asksIntrospection, DEFAULT_GRAPHQL_LIMITS as LIMITS, documentCacheEntries, documentProblem, sizeProblem } from './graphql-limits.ts';

const SEARCHES = new Set(['retailerInventory', 'retailerInventoryV2', 'certifiedInventory']);
const problem = (source: string) => documentProblem(parse(source), LIMITS, SEARCHES);

describe('documentProblem', () => {
  it('counts fields with fragments expanded, each fragment once: a bomb of any depth is refused in linear time', () => {
    // Expanded naively, 9 levels of fanout 10 are 10^8 fields and 30 levels 10^29, so a bound of tens of milliseconds
    // tells linear from exponential by orders of magnitude. The fastest of three checks is timed: the first also pays
    // for compiling the code, and any one of them can lose the CPU to the other test files running beside it.
    const fastest = (document: DocumentNode) => {
      let best = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 3; run++) {
        const started = performance.now();
        expect(documentProblem(document, LIMITS, SEARCHES)?.limit).toBe('fields');
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    for (const levels of [9, 30, 200]) expect(fastest(parse(fragmentBomb(levels)))).toBeLessThan(50);
    // 200 fragments spreading the next one 60 times: 12,000 spreads (no token limit here: parse() is called directly).
    expect(fastest(parse(fragmentBomb(200, { fanout: 60 })))).toBeLessThan(100);
  });

  it('accepts exactly the limit of fields and refuses one more', () => {
    const plain = (n: number) => `{ ${'__typename '.repeat(n)}}`;
    expect(problem(plain(LIMITS.fields))).toBeNull();
    expect(problem(plain(LIMITS.fields + 1))?.limit).toBe('fields');
    // Through fragments: 2 × 200 is the limit, 2 × 201 one more.
    const twice = (n: number) => `{ ...A ...A } fragment A on Query { ${'__typename '.repeat(n)}}`;
    expect(problem(twice(LIMITS.fields / 2))).toBeNull();
    expect(problem(twice(LIMITS.fields / 2 + 1))?.limit).toBe('fields');
  });

  it('counts searches at the top level only, aliases and fragments included, with the exact number in the message', () => {
    expect(problem('{ a: retailerInventory { total } b: certifiedInventory { totalCount } c: retailerInventoryV2 { totalCount } }')).toBeNull();
    expect(problem('{ ...S ...S } fragment S on Query { a: retailerInventory { total } b: certifiedInventory { totalCount } }')).toEqual({
      limit: 'searches',
      message: 'At most 3 inventory searches per query (this one asks 4)',
    });
    expect(problem('{ ... on Query { a: retailerInventory { total } b: retailerInventory { total } } c: retailerInventory { total } d: retailerInventory { total } }')?.limit).toBe('searches');
  });

  it('counts aliases with fragments expanded', () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ');
    expect(problem(`{ ${aliases(LIMITS.aliases)} }`)).toBeNull();
    expect(problem(`{ ${aliases(LIMITS.aliases + 1)} }`)?.limit).toBe('aliases');
    expect(problem(`{ ...A ...B } fragment A on Query { ${aliases(20)} } fragment B on Query { ...A }`)).toEqual({
      limit: 'aliases',
      message: 'At most 30 aliases per query, fragments expanded (this one has 40)',
    });
  });

  it('limits directives per location and per document', () => {
    expect(problem('query ($a: Boolean!) { __typename @include(if: $a) @skip(if: false) }')).toBeNull();
    expect(problem(`{ __typename ${'@skip(if: false) '.repeat(5)}}`)).toEqual({ limit: 'directivesPerLocation', message: 'At most 4 directives on one field or fragment (one has 5)' });
    expect(problem(`{ ...F } fragment F on Query ${'@skip(if: false) '.repeat(5)}{ __typename }`)?.limit).toBe('directivesPerLocation');
    expect(problem(`{ ${Array.from({ length: 26 }, () => '__typename @skip(if: false) @include(if: true)').join(' ')} }`)?.limit).toBe('directives');
  });

  it('refuses a cycle of fragments once, and leaves unknown fragments to validation', () => {
    expect(problem('{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }')).toEqual({ limit: 'document', message: 'Cannot spread fragment "A" within itself' });
    expect(problem('{ ...Missing __typename }')).toBeNull();
  });

  it('answers a malformed AST (mercurius accepts JSON ASTs) with a problem, never an exception', () => {
    for (const shape of [{}, { definitions: 5 }, { kind: 'Document', definitions: [{ kind: 'OperationDefinition', selectionSet: { selections: 7 } }] }, null]) {
      expect(documentProblem(shape as unknown as DocumentNode, LIMITS, SEARCHES)?.limit).toBe('document');
    }
  });
});

describe('sizeProblem', () => {
  it('counts UTF-8 bytes', () => {
    expect(sizeProblem('{ __typename }', LIMITS)).toBeNull();
    expect(sizeProblem(`#${'x'.repeat(LIMITS.documentBytes - 1)}`, LIMITS)).toBeNull();
    expect(sizeProblem(`#${'x'.repeat(LIMITS.documentBytes)}`, LIMITS)?.limit).toBe('documentBytes');
    // 3,000 characters of three bytes each: 9,000 bytes.
    expect(sizeProblem(`#${'汽'.repeat(3_000)}`, LIMITS)).toEqual({ limit: 'documentBytes', message: 'A GraphQL document may have at most 8192 bytes (this one has 9001)' });
  });
});

describe('asksIntrospection', () => {
  it('finds __schema and __type anywhere, not __typename', () => {
    expect(asksIntrospection(parse('{ __typename }'))).toBe(false);
    expect(asksIntrospection(parse('{ __schema { types { name } } }'))).toBe(true);
    expect(asksIntrospection(parse('{ ...F } fragment F on Query { t: __type(name: "Vehicle") { name } }'))).toBe(true);
  });
});

describe('documentCacheEntries', () => {
  it('fits the worst-case documents of the two caches in the byte budget', () => {
    // 594,384 bytes per entry, 4 entries per unit of maxSize.
    expect(documentCacheEntries(cacheBytes(32, 'graphql'), LIMITS)).toBe(2);
    expect(documentCacheEntries(cacheBytes(64, 'graphql'), LIMITS)).toBe(4);
    expect(documentCacheEntries(cacheBytes(1024, 'graphql'), LIMITS)).toBe(67);
    expect(documentCacheEntries(cacheBytes(1, 'graphql'), LIMITS)).toBe(1);
    for (const mb of [16, 64, 256, 4096]) {
      const entries = documentCacheEntries(cacheBytes(mb, 'graphql'), LIMITS);
      expect(4 * entries * 594_384).toBeLessThanOrEqual(cacheBytes(mb, 'graphql'));
    }
  });
});
