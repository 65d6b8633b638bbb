/**
 * The limits of the GraphQL endpoint (issue 16 item 1), so that no document, however small or crafted, makes the
 * process work for long (docs/decisions/011-bounded-work.md). What mercurius and graphql-js already do is used as is:
 * the depth limit (`queryDepth`), the token limit of the parser (`parseOptions.maxTokens`), the cap on validation
 * errors (`validateOptions.maxErrors`), no batches (`allowBatchedQueries`). This module adds what neither does, each
 * step linear in the document's size and stopping at the first limit passed:
 *
 * 1. before parsing (mercurius's preParsing hook): the document's size in bytes;
 * 2. after parsing, before validation (preValidation): directives per location and per document, then per operation
 *    the fields with fragments expanded, the inventory searches and the aliases. Each fragment's counts are worked out
 *    once and a spread adds them (a fragment spread ten times costs one look-up each time, not a walk), and the count
 *    stops as soon as the fields pass their limit: a fragment bomb is refused after reading each fragment once;
 * 3. before execution (preExecution, i.e. after mercurius's depth check): introspection, unless it is turned on.
 *
 * Every refusal is one GraphQL error with a short message and an `extensions.code`, with status 400.
 */
import { BREAK, Kind, visit, type ASTNode, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius, { type MercuriusOptions } from 'mercurius';

export interface GraphqlLimits {
  /** Deepest selection (mercurius's queryDepth; fragments add no level). */
  depth: number;
  /** Inventory searches per operation (aliases count, fragments expanded). */
  searches: number;
  /** Selected fields per operation, fragments expanded. */
  fields: number;
  /** Aliased fields per operation, fragments expanded: each alias resolves its field once more. */
  aliases: number;
  /** Directives on any one field, fragment, spread, operation or variable. */
  directivesPerLocation: number;
  /** Directives written in the whole document. */
  directives: number;
  /** The document's size in UTF-8 bytes, checked before it is parsed. */
  documentBytes: number;
  /** Lexical tokens the parser reads before it gives up (graphql-js `maxTokens`). */
  tokens: number;
  /** Validation errors answered for one document (graphql-js `maxErrors`; one more says validation stopped). */
  validationErrors: number;
  /** A POST body's size (the document, its variables and the JSON around them); larger bodies are answered 413. */
  bodyBytes: number;
}

export const DEFAULT_GRAPHQL_LIMITS: GraphqlLimits = {
  depth: 6,
  searches: 3,
  fields: 400,
  aliases: 30,
  directivesPerLocation: 4,
  directives: 50,
  documentBytes: 8 * 1024,
  tokens: 1_000,
  validationErrors: 10,
  bodyBytes: 32 * 1024,
};

/** The limit a document passed: its name, in `extensions.limit`. */
export type LimitName = 'searches' | 'fields' | 'aliases' | 'directivesPerLocation' | 'directives' | 'documentBytes' | 'introspection' | 'document' | 'batch';

export interface LimitProblem {
  limit: LimitName;
  message: string;
}

/** A refusal as mercurius answers it: status 400, one error with this message and `extensions.code`. */
export function refusal(problem: LimitProblem): Error {
  const code =
    problem.limit === 'introspection' ? 'INTROSPECTION_DISABLED' : problem.limit === 'document' ? 'GRAPHQL_VALIDATION_FAILED' : problem.limit === 'batch' ? 'BATCH_NOT_ALLOWED' : 'QUERY_TOO_COMPLEX';
  return new mercurius.ErrorWithProps(problem.message, { code, limit: problem.limit }, 400);
}

/** The document's size problem, read before parsing (`source.length` is a lower bound of the UTF-8 bytes). */
export function sizeProblem(source: string, limits: Pick<GraphqlLimits, 'documentBytes'>): LimitProblem | null {
  // A UTF-16 code unit is at most 3 UTF-8 bytes: short texts need no count (the body limit bounds the long ones).
  if (source.length <= limits.documentBytes / 3) return null;
  const bytes = Buffer.byteLength(source, 'utf8');
  if (bytes <= limits.documentBytes) return null;
  return { limit: 'documentBytes', message: `A GraphQL document may have at most ${limits.documentBytes} bytes (this one has ${bytes})` };
}

/** Thrown inside the count to stop it at once. */
class Stop extends Error {
  constructor(readonly problem: LimitProblem) {
    super(problem.message);
  }
}

interface Tally {
  fields: number;
  /** Search fields at this selection set's own level (they count only at an operation's top level). */
  searches: number;
  aliases: number;
}

/** Directives: at most `directivesPerLocation` on any node and `directives` in the whole document, read once. */
function directivesProblem(document: DocumentNode, limits: GraphqlLimits): LimitProblem | null {
  let total = 0;
  let problem: LimitProblem | null = null;
  visit(document, {
    enter(node: ASTNode) {
      const directives = 'directives' in node ? node.directives : undefined;
      if (!directives || directives.length === 0) return undefined;
      if (directives.length > limits.directivesPerLocation) {
        problem = { limit: 'directivesPerLocation', message: `At most ${limits.directivesPerLocation} directives on one field or fragment (one has ${directives.length})` };
        return BREAK;
      }
      total += directives.length;
      if (total > limits.directives) {
        problem = { limit: 'directives', message: `At most ${limits.directives} directives per document` };
        return BREAK;
      }
      return undefined;
    },
  });
  return problem;
}

/**
 * The first limit the document passes, or null. Linear in the document: each fragment is counted once (memoised),
 * and the count stops as soon as the fields of an operation — any fragment's fields count towards each operation that
 * spreads it — pass `limits.fields`. A cycle of fragments is refused at once; an unknown fragment counts nothing here
 * (validation refuses it next).
 */
export function documentProblem(document: DocumentNode, limits: GraphqlLimits, searchFields: ReadonlySet<string>): LimitProblem | null {
  try {
    const directives = directivesProblem(document, limits);
    if (directives) return directives;

    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION && !fragments.has(definition.name.value)) fragments.set(definition.name.value, definition);
    }
    const counted = new Map<string, Tally | 'counting'>();
    const tooManyFields = (): never => {
      throw new Stop({ limit: 'fields', message: `At most ${limits.fields} fields per query, fragments expanded (this one selects more)` });
    };

    const countFragment = (name: string): Tally | null => {
      const known = counted.get(name);
      // A cycle: invalid, and validation would say so once per spread of it.
      if (known === 'counting') throw new Stop({ limit: 'document', message: `Cannot spread fragment "${name}" within itself` });
      if (known) return known;
      const fragment = fragments.get(name);
      if (!fragment) return null;
      counted.set(name, 'counting');
      const tally = countSet(fragment.selectionSet);
      counted.set(name, tally);
      return tally;
    };

    const countSet = (set: SelectionSetNode): Tally => {
      const tally: Tally = { fields: 0, searches: 0, aliases: 0 };
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          tally.fields += 1;
          if (selection.alias) tally.aliases += 1;
          if (searchFields.has(selection.name.value)) tally.searches += 1;
          if (selection.selectionSet) {
            const below = countSet(selection.selectionSet);
            tally.fields += below.fields;
            tally.aliases += below.aliases;
          }
        } else {
          const below = selection.kind === Kind.INLINE_FRAGMENT ? countSet(selection.selectionSet) : countFragment(selection.name.value);
          if (below) {
            tally.fields += below.fields;
            tally.searches += below.searches;
            tally.aliases += below.aliases;
          }
        }
        if (tally.fields > limits.fields) tooManyFields();
      }
      return tally;
    };

    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const tally = countSet(definition.selectionSet);
      if (tally.searches > limits.searches) return { limit: 'searches', message: `At most ${limits.searches} inventory searches per query (this one asks ${tally.searches})` };
      if (tally.aliases > limits.aliases) return { limit: 'aliases', message: `At most ${limits.aliases} aliases per query, fragments expanded (this one has ${tally.aliases})` };
    }
    return null;
  } catch (error) {
    if (error instanceof Stop) return error.problem;
    // mercurius takes a text that does not parse as GraphQL for a JSON AST if it can, and that may be any shape.
    return { limit: 'document', message: 'The GraphQL document is malformed' };
  }
}

/** Whether the document asks for the schema (`__schema` or `__type`; `__typename` is not introspection). */
export function asksIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * How many documents mercurius's cache may keep (its `cache` option, an entry count) so that it holds at most
 * `budgetBytes`.
 *
 * mercurius keeps two quick-lru caches with this same `maxSize`: documents that passed validation, and documents that
 * failed it with their errors (at most `validationErrors` + 1). A quick-lru holds up to 2 × maxSize entries (its
 * current map of up to maxSize and the previous one it replaced), so 4 × maxSize entries in all. An entry keeps:
 * - its source text, the key: at most `documentBytes` UTF-8 bytes, at most twice that in memory (UTF-16);
 * - the parsed document with its locations and token list: at most `tokens` tokens, at most BYTES_PER_TOKEN each;
 * - once seen twice (`jit: 1`), the graphql-jit compiled query: at most `fields` fields, BYTES_PER_FIELD each.
 *
 *   entryBytes = 2 × documentBytes + BYTES_PER_TOKEN × tokens + BYTES_PER_FIELD × fields
 *   maxSize    = max(1, floor(budgetBytes / (4 × entryBytes)))
 *
 * With the defaults: entryBytes = 16,384 + 450 × 1,000 + 320 × 400 = 594,384 bytes (580 KiB), so 4 × entryBytes =
 * 2.27 MiB; CACHE_MAX_MB=32 (the default) gives GraphQL 15 % = 4.8 MiB, so maxSize = 2 (4 valid and 4 refused
 * documents at most, 4.53 MiB at worst). The inventory's real queries have about 100 tokens (some 60 KiB each with their compiled
 * query), but the bound has to hold for the worst documents an attacker can make stay within the limits.
 * CACHE_MAX_MB=1024 gives maxSize = 67.
 */
export function documentCacheEntries(budgetBytes: number, limits: Pick<GraphqlLimits, 'documentBytes' | 'tokens' | 'fields'>): number {
  const entryBytes = 2 * limits.documentBytes + BYTES_PER_TOKEN * limits.tokens + BYTES_PER_FIELD * limits.fields;
  return Math.max(1, Math.floor(budgetBytes / (4 * entryBytes)));
}

/**
 * Heap bytes one token of a cached document costs at worst, measured with node --expose-gc on documents of 1,000
 * tokens in mercurius's cache: 262 for a list of numbers, 342 for input objects (with their 10 errors), 417 for
 * fields written out (400 fields, 555 tokens), with the source and the cache entry itself.
 */
export const BYTES_PER_TOKEN = 450;
/** Heap bytes one field of a graphql-jit compiled query costs at worst (measured: 240 on 390 fields). */
export const BYTES_PER_FIELD = 320;

export interface GuardOptions {
  limits: GraphqlLimits;
  /** The fields that run an inventory search (counted against `limits.searches`). */
  searchFields: ReadonlySet<string>;
  /** Answer `__schema` and `__type` (GRAPHQL_INTROSPECTION). */
  introspection: boolean;
  /** The byte budget of mercurius's document cache (app.cacheBytes('graphql')). */
  cacheBytes: number;
}

/**
 * The mercurius options that carry the limits mercurius, graphql-js and Fastify enforce themselves, and the route
 * options of the GraphQL routes: the body limit, and a clear refusal of a batch (an array of operations), which
 * mercurius without `allowBatchedQueries` would answer with a puzzling "Unknown query".
 */
export function limitOptions({ limits, cacheBytes }: GuardOptions): Pick<MercuriusOptions, 'queryDepth' | 'allowBatchedQueries' | 'cache' | 'graphql'> & {
  additionalRouteOptions: { bodyLimit: number; preValidation: (request: FastifyRequest) => Promise<void> };
} {
  return {
    queryDepth: limits.depth,
    // One operation per request: a batch would run each operation under its own limits.
    allowBatchedQueries: false,
    cache: documentCacheEntries(cacheBytes, limits),
    graphql: {
      parseOptions: { maxTokens: limits.tokens },
      validateOptions: { maxErrors: limits.validationErrors },
    },
    additionalRouteOptions: {
      bodyLimit: limits.bodyBytes,
      preValidation: async (request) => {
        if (Array.isArray(request.body)) throw refusal({ limit: 'batch', message: 'One GraphQL operation per request: batches are not accepted' });
      },
    },
  };
}

/** Adds the size, cost and introspection checks to a registered mercurius (see the module's comment for the order). */
export function addLimitHooks(app: FastifyInstance, { limits, searchFields, introspection }: GuardOptions): void {
  app.graphql.addHook('preParsing', (_schema, source) => {
    const problem = sizeProblem(source, limits);
    if (problem) throw refusal(problem);
  });
  app.graphql.addHook('preValidation', (_schema, document) => {
    const problem = documentProblem(document, limits, searchFields);
    if (problem) throw refusal(problem);
  });
  if (!introspection) {
    // After validation and the depth limit (so a too-deep introspection query is told about its depth), once per
    // cached document.
    const verdicts = new WeakMap<DocumentNode, boolean>();
    app.graphql.addHook('preExecution', (_schema, document) => {
      let asks = verdicts.get(document);
      if (asks === undefined) verdicts.set(document, (asks = asksIntrospection(document)));
      if (asks) throw refusal({ limit: 'introspection', message: 'GraphQL introspection is disabled' });
    });
  }
}
