/**
 * The lead forms' part of the process's settings (src/config/env.ts reads them with the rest): the LEADS_* variables
 * and the `leads` section they become. All are optional; an empty variable means unset (LEADS_WEBHOOK_URL= turns the
 * webhook off).
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | LEADS_SMTP_URL | — | smtp(s)://user:pass@host:port: send lead e-mails through this server; without it they are written as .eml files |
 * | LEADS_MAIL_DIR | var/leads-mail | where the .eml files go when no SMTP server is configured |
 * | LEADS_UPLOAD_DIR | var/uploads | where files uploaded with a form are kept (relative to the repository root); never served, and refused inside a served directory |
 * | LEADS_MAIL_FROM | "{brand} website" <no-reply@example.test> | the From of lead e-mails |
 * | LEADS_TEAM_EMAIL | digital-team@example.test | who receives contact-form leads |
 * | LEADS_WEBHOOK_URL | — | http(s) URL every lead is also POSTed to as JSON (with an Idempotency-Key header) |
 * | LEADS_WEBHOOK_TIMEOUT_MS | 10000 | how long one webhook POST may take (connecting, sending, waiting for the answer) before it counts as failed and is retried |
 * | LEADS_RATE_LIMIT | 10 | form submissions per minute per IP address, all forms together; `off` disables this and the upload limit (benchmarks only) |
 * | LEADS_UPLOAD_RATE_LIMIT | 5 | multipart submissions (the ones that may carry files) per minute per IP address, counted besides LEADS_RATE_LIMIT |
 * | LEADS_WORKER | on | `off`: this process delivers nothing (another process, or a later start, will) |
 * | LEADS_WORKER_INTERVAL_MS | 5000 | how often the outbox worker looks for due deliveries |
 * | LEADS_RETRY_BASE_MS | 30000 | the first wait of the retry backoff: a failed delivery is tried again after base · 2^attempts (at most 1 h) |
 * | LEADS_EXPORT_TOKEN | — | a secret of 24+ characters: enables GET /services/leads/export for requests with `Authorization: Bearer <token>` |
 * | LEADS_IP_SALT | random per process | the salt of the stored IP hash; set it (secretly) to compare hashes across processes and restarts |
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const flag = (fallback: 'on' | 'off') =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0'])
    .default(fallback)
    .transform((value) => value === 'on' || value === 'true' || value === '1');

/** The LEADS_* variables; src/config/env.ts merges them into the one environment schema. */
export const LeadsVariables = {
  LEADS_SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'LEADS_SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  LEADS_MAIL_DIR: z.string().min(1).default('var/leads-mail'),
  LEADS_UPLOAD_DIR: z.string().min(1).default('var/uploads'),
  LEADS_MAIL_FROM: z.string().min(3).optional(),
  LEADS_TEAM_EMAIL: z.email().default('digital-team@example.test'),
  LEADS_WEBHOOK_URL: z
    .url()
    .regex(/^https?:\/\//, 'LEADS_WEBHOOK_URL must be an http(s) URL')
    .optional(),
  // Below the outbox worker's lease (2 min), so a hanging hook never lets another worker claim the row mid-delivery.
  LEADS_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  LEADS_RATE_LIMIT: z
    .union([z.literal('off'), z.coerce.number().int().min(1).max(100_000)])
    .default(10)
    .transform((value) => (value === 'off' ? null : value)),
  LEADS_UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
  LEADS_WORKER: flag('on'),
  LEADS_WORKER_INTERVAL_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
  LEADS_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  LEADS_IP_SALT: z.string().min(16, 'LEADS_IP_SALT must be at least 16 characters').optional(),
  LEADS_EXPORT_TOKEN: z.string().min(24, 'LEADS_EXPORT_TOKEN must be at least 24 characters').optional(),
};

type LeadsVariableValues = z.infer<z.ZodObject<typeof LeadsVariables>>;

export interface LeadsConfig {
  smtpUrl: string | null;
  mailDir: string;
  /** Absolute path of the directory uploaded files are kept in (src/server/forms/uploads.ts). */
  uploadDir: string;
  mailFrom: string;
  teamEmail: string;
  webhookUrl: string | null;
  /** How long one webhook POST may take before it is abandoned and retried later. */
  webhookTimeoutMs: number;
  /** Submissions per minute per IP; null: no limit. */
  rateLimit: number | null;
  /** Multipart submissions per minute per IP (applies only while rateLimit is on). */
  uploadRateLimit: number;
  workerEnabled: boolean;
  workerIntervalMs: number;
  /** The first wait of the delivery retry backoff (src/server/forms/outbox-worker.ts). */
  retryBaseMs: number;
  ipSalt: string;
  /** The bearer token of the HTTP export; null: no export route. */
  exportToken: string | null;
}

/** One salt per process unless LEADS_IP_SALT sets one: hashes are comparable within a process's life, never reversible. */
const processSalt = randomBytes(32).toString('hex');

/** The `leads` section from the parsed variables; `brand` names the default sender. */
export function leadsConfig(env: LeadsVariableValues, brand: string): LeadsConfig {
  return {
    smtpUrl: env.LEADS_SMTP_URL ?? null,
    mailDir: env.LEADS_MAIL_DIR,
    uploadDir: resolve(REPO_ROOT, env.LEADS_UPLOAD_DIR),
    mailFrom: env.LEADS_MAIL_FROM ?? `"${brand.replace(/["\\<>\r\n]/g, '')} website" <no-reply@example.test>`,
    teamEmail: env.LEADS_TEAM_EMAIL,
    webhookUrl: env.LEADS_WEBHOOK_URL ?? null,
    webhookTimeoutMs: env.LEADS_WEBHOOK_TIMEOUT_MS,
    rateLimit: env.LEADS_RATE_LIMIT,
    uploadRateLimit: env.LEADS_UPLOAD_RATE_LIMIT,
    workerEnabled: env.LEADS_WORKER,
    workerIntervalMs: env.LEADS_WORKER_INTERVAL_MS,
    retryBaseMs: env.LEADS_RETRY_BASE_MS,
    ipSalt: env.LEADS_IP_SALT ?? processSalt,
    exportToken: env.LEADS_EXPORT_TOKEN ?? null,
  };
}
