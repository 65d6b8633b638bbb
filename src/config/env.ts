/**
 * The process's settings, read once from the environment with zod; a wrong value stops start-up with a clear message.
 * This is the only module that reads `process.env` (ESLint holds src/ to it): everything else gets the parsed `Env`,
 * `app.env` on the server, and tests pass overrides to `readEnv` instead of changing the environment.
 */
import { z } from 'zod';
import { LeadsVariables, leadsConfig, type LeadsConfig } from './leads.ts';

const list = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim().toLowerCase()).filter(Boolean));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string; without it the embedded PGlite database under PGLITE_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  /**
   * redis://[user:password@]host:port[/db] (or rediss:// for TLS): the store of the lead forms' per-IP rate limit,
   * shared by every process that names the same server. Without it each process counts in its own memory, so N
   * processes behind a load balancer allow N times LEADS_RATE_LIMIT. Set it whenever more than one process runs.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  /** Where PGlite keeps its files; `memory://` keeps nothing (tests). */
  PGLITE_DIR: z.string().default('var/db'),
  /** The built browser assets (Vite's output with its manifest). */
  CLIENT_DIR: z.string().default('dist/client'),
  /** The authored pages: one folder per language of Markdown files (docs/content.md). */
  CONTENT_DIR: z.string().min(1).default('content'),
  /**
   * Hosts on which the content-system author modes apply. Unset: `localhost` in development and tests (as the spec
   * says), none in production (NODE_ENV=production, the default), so the Host header alone never switches a public
   * server into author or editor mode (DECISIONS.md).
   */
  AUTHOR_HOSTS: list.optional(),
  BRAND_NAME: z.string().min(1).max(40).default('Halden'),
  /** The public origin, used for canonical and hreflang links. */
  PUBLIC_ORIGIN: z.url().default('http://localhost:3000'),
  /** Trust X-Forwarded-* from a load balancer in front of the process. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Send HSTS (only behind TLS). */
  HSTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // ---- bounded work (docs/production.md, "Limits"; docs/decisions/011-bounded-work.md) ----
  /** Whole request (headers and body) must arrive within this time, or the answer is 408 and the socket is closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  /** Headers must arrive within this time. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(10_000),
  /** A socket on which nothing moves (no byte in or out) for this long is closed. */
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(15_000),
  /** How long a kept-alive socket waits for its next request. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(5_000),
  /**
   * Requests one kept-alive socket may carry; the last answer says `Connection: close`, so a client reconnects and a
   * load balancer can spread it again. 0: no limit (the benchmarks: autocannon ignores the close and would get 503s).
   */
  MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(0).max(1_000_000).default(1_000),
  /** Open connections the process accepts at once; more are refused at the socket. */
  MAX_CONNECTIONS: z.coerce.number().int().min(16).max(100_000).default(2_000),
  /** How long a rendered page is served from the render cache (and by a CDN, `s-maxage`), in seconds; 0: not kept. */
  PAGE_CACHE_TTL_S: z.coerce.number().int().min(0).max(86_400).default(300),
  /** The same for pages of live data (today's offers, the stock, opening hours). */
  PAGE_CACHE_LIVE_TTL_S: z.coerce.number().int().min(0).max(3_600).default(10),
  /** Bytes all in-process caches (pages, images, PDFs, GraphQL, facets) may hold together, in MiB. */
  CACHE_MAX_MB: z.coerce.number().int().min(1).max(4_096).default(32),
  /** PDF worker threads; 0 renders on the main thread (tests only). */
  PDF_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  /** PDFs waiting for a worker before new ones are refused with 503 and Retry-After. */
  PDF_QUEUE: z.coerce.number().int().min(0).max(1_000).default(8),
  /** PDFs one IP may ask for per minute (cached ones included); `off` disables the limit. */
  PDF_RATE_LIMIT: z
    .union([z.literal('off'), z.coerce.number().int().min(1).max(100_000)])
    .default(30)
    .transform((value) => (value === 'off' ? null : value)),
  /** Saved builds one IP may store per minute. */
  SAVED_BUILDS_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  /** A saved build not opened for this many days is deleted by the daily clean-up. */
  SAVED_BUILDS_TTL_DAYS: z.coerce.number().int().min(1).max(3_650).default(180),
  /** GraphQL introspection (`__schema`, `__type`): off unless turned on (development tools). */
  GRAPHQL_INTROSPECTION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // ---- static maps (DECISIONS.md, "signature for static maps"; docs/production.md) ----
  /**
   * The key static map addresses are signed with (HMAC-SHA1), in URL-safe base64 as the providers hand it out, at
   * least 16 bytes. Unset: a random key per process, so signed addresses change at every start and differ between
   * processes behind one load balancer; set it in production.
   */
  MAPS_SIGNING_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{22,}={0,2}$/, 'MAPS_SIGNING_SECRET must be URL-safe base64 of at least 16 bytes')
    .optional(),
  /**
   * A third-party static-map provider's endpoint (https://…/staticmap). Unset, the default: the site draws its own
   * maps and no map request leaves for anyone else. Set: retailer maps are the provider's pictures, signed with
   * MAPS_SIGNING_SECRET (which must then be the provider's signing secret), and a refusal shows 'The google request
   * was denied'.
   */
  STATIC_MAPS_PROVIDER_URL: z.url().regex(/^https:\/\//, 'STATIC_MAPS_PROVIDER_URL must be https').optional(),
  /** The provider's API key, sent as `key=` (signed with the rest). */
  STATIC_MAPS_PROVIDER_KEY: z.string().min(1).max(200).optional(),
  // ---- call tracking (spec section 4's page flag; src/domain/retailers/call-tracking.ts) ----
  /**
   * "true": retailers are shown with the call-tracking numbers of catalog/call-tracking.json (those it has), and
   * pages carry the callTracking flag. Default "false": every retailer's main number.
   */
  CALL_TRACKING: z
    .enum(['true', 'false'], { error: 'CALL_TRACKING must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  // ---- demos and tests ----
  /** YYYY-MM-DD pins "today" for the special offers, so a demo or a test run shows the same offers on any day. */
  OFFERS_TODAY: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'OFFERS_TODAY must be a day: YYYY-MM-DD')
    .optional(),
  /**
   * The share of the demo inventory the seed generates (0 < scale ≤ 1): the tests seed a tenth, so their many
   * databases seed in a fraction of the time; a server never needs it.
   */
  INVENTORY_SCALE: z.coerce
    .number()
    .gt(0, 'INVENTORY_SCALE must be a number above 0 and at most 1')
    .lte(1, 'INVENTORY_SCALE must be a number above 0 and at most 1')
    .default(1),
  // ---- the lead forms (src/config/leads.ts): parsed here, handed on as the `leads` section ----
  ...LeadsVariables,
});

type LeadsVariable = keyof typeof LeadsVariables;
const LEADS_VARIABLES = new Set<string>(Object.keys(LeadsVariables));

/** What `readEnv` accepts: the variables by name, so a misspelt or unknown override is a type error. */
export type EnvInput = z.input<typeof EnvSchema>;

export type Env = Omit<z.infer<typeof EnvSchema>, 'AUTHOR_HOSTS' | LeadsVariable> & {
  AUTHOR_HOSTS: string[];
  /** The lead forms' settings (src/config/leads.ts). */
  leads: LeadsConfig;
};

/** Variables for which an empty value means unset (LEADS_WEBHOOK_URL= turns the webhook off). */
const emptyMeansUnset = (name: string) =>
  LEADS_VARIABLES.has(name) || ['OFFERS_TODAY', 'INVENTORY_SCALE', 'MAPS_SIGNING_SECRET', 'STATIC_MAPS_PROVIDER_URL', 'STATIC_MAPS_PROVIDER_KEY'].includes(name);

export function readEnv(source: EnvInput | NodeJS.ProcessEnv = process.env): Env {
  const given = Object.fromEntries(Object.entries(source).filter(([name, value]) => !(value === '' && emptyMeansUnset(name))));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const { AUTHOR_HOSTS, ...rest } = parsed.data;
  const settings = Object.fromEntries(Object.entries(rest).filter(([name]) => !LEADS_VARIABLES.has(name))) as Omit<typeof rest, LeadsVariable>;
  return {
    ...settings,
    AUTHOR_HOSTS: AUTHOR_HOSTS ?? (rest.NODE_ENV === 'production' ? [] : ['localhost']),
    leads: leadsConfig(rest, rest.BRAND_NAME),
  };
}
