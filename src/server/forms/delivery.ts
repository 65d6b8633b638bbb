/**
 * How a lead leaves the site: which outbox rows a new lead gets, and how one row is delivered — an e-mail (SMTP when
 * LEADS_SMTP_URL is set, else an .eml file under LEADS_MAIL_DIR) or a webhook POST of the lead as JSON with an
 * Idempotency-Key header. A delivery that fails throws; the outbox worker decides when to try again.
 */
import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { LeadRecord, NewOutboxRow, OutboxRecord } from '#db/repositories/leads.ts';
import { formByName } from '#domain/forms/definitions.ts';
import { vehicleTitle, type LeadVehicle } from '#domain/forms/lead-vehicle.ts';
import { formatDollars, formatMiles } from '#domain/i18n/format.ts';
import type { FormDefinition } from '#domain/forms/types.ts';
import type { Retailer } from '#domain/retailers/types.ts';
import { EMAIL_PATTERN } from '#domain/validation/index.ts';
import type { LeadsConfig } from '#config/leads.ts';

/** How long one webhook POST may take when LEADS_WEBHOOK_TIMEOUT_MS (src/config/leads.ts) does not say. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The address a retailer's leads go to: its own when it has one, else leads@{slug}.example.test. */
export function retailerLeadAddress(retailer: Pick<Retailer, 'slug'> & { email?: string | null }): string {
  if (retailer.email && EMAIL_PATTERN.test(retailer.email)) return retailer.email;
  return `leads@${retailer.slug.toLowerCase().replace(/[^a-z0-9-]/g, '-').replace(/^-+|-+$/g, '') || 'retailer'}.example.test`;
}

/** A short stable key per lead and target: the same on every retry, different for each row of a lead. */
function idempotencyKey(leadId: string, channel: string, target: string): string {
  return `${leadId}-${channel}-${createHash('sha256').update(target).digest('hex').slice(0, 12)}`;
}

/**
 * The deliveries a new lead needs: an e-mail to the chosen retailer for forms that go to a retailer, an e-mail to the
 * digital team for the others, and the webhook when one is configured.
 */
export function outboxRowsFor(form: FormDefinition, leadId: string, retailer: Retailer | null, config: Pick<LeadsConfig, 'teamEmail' | 'webhookUrl'>): NewOutboxRow[] {
  const rows: NewOutboxRow[] = [];
  const email = (target: string) => rows.push({ channel: 'email', target, idempotencyKey: idempotencyKey(leadId, 'email', target) });
  if (form.toRetailer && retailer) email(retailerLeadAddress(retailer));
  else email(config.teamEmail);
  if (config.webhookUrl) rows.push({ channel: 'webhook', target: config.webhookUrl, idempotencyKey: idempotencyKey(leadId, 'webhook', config.webhookUrl) });
  return rows;
}

/** Where links in deliveries point when the deliverer is not told PUBLIC_ORIGIN (its default). */
const DEFAULT_ORIGIN = 'http://localhost:3000';

/** A site path as an absolute address on the public origin. */
const absolute = (origin: string, path: string) => `${origin.replace(/\/$/, '')}${path}`;

/** The lead's vehicle with the absolute address of its page (the vehicle page, the saved build), for the webhook. */
export function vehiclePayload(vehicle: LeadVehicle | null, origin = DEFAULT_ORIGIN) {
  if (!vehicle) return null;
  return 'page' in vehicle ? { ...vehicle, url: absolute(origin, vehicle.page) } : vehicle;
}

/** The lead as the webhook receives it: `vehicle` is what the visitor was looking at (null when nothing). */
export function leadPayload(lead: LeadRecord, origin = DEFAULT_ORIGIN) {
  return {
    id: lead.id,
    form: lead.form,
    createdAt: lead.createdAt.toISOString(),
    lang: lead.lang,
    sourcePage: lead.sourcePage,
    retailerId: lead.retailerId,
    values: lead.values,
    vehicle: vehiclePayload(lead.vehicle, origin),
  };
}

const names = (items: readonly { name: string }[]) => (items.length > 0 ? items.map((item) => item.name).join(', ') : 'none');

/** The e-mail's block about the vehicle: what the visitor looked at, with a link to it on the site. */
export function vehicleText(vehicle: LeadVehicle, origin = DEFAULT_ORIGIN): string[] {
  switch (vehicle.source) {
    case 'inventory':
      return [
        `Inventory vehicle (${vehicle.kind === 'cpo' ? 'certified pre-owned' : 'new'}, ${vehicle.status === 'in-transit' ? 'in transit' : 'in stock'}): ${vehicleTitle(vehicle)}`,
        `  VIN: ${vehicle.vin} (stock number ${vehicle.stockNumber})`,
        `  Exterior: ${vehicle.exteriorColor.name}; interior: ${vehicle.interiorColor.name}`,
        `  Transmission: ${vehicle.transmission.name}`,
        `  Packages: ${names(vehicle.packages)}`,
        `  Accessories: ${names(vehicle.accessories)}`,
        ...(vehicle.mileage !== null ? [`  Mileage: ${formatMiles(vehicle.mileage, 'en')} miles`] : []),
        `  Price shown: ${formatDollars(vehicle.price)}${vehicle.kind === 'new' ? ` (MSRP ${formatDollars(vehicle.msrp)} plus destination)` : ''}`,
        `  At: ${vehicle.retailer.name}, ${vehicle.retailer.city}, ${vehicle.retailer.state} (retailer ${vehicle.retailer.id})`,
        `  Vehicle page: ${absolute(origin, vehicle.page)}`,
      ];
    case 'build':
      return [
        `Build & Price configuration: ${vehicleTitle(vehicle)}`,
        `  Trim: ${vehicle.trim.name} ${formatDollars(vehicle.trim.price)}`,
        `  Transmission: ${vehicle.transmission.name} ${formatDollars(vehicle.transmission.price)}`,
        `  Exterior: ${vehicle.exteriorColor.name} ${formatDollars(vehicle.exteriorColor.price)}`,
        `  Interior: ${vehicle.interiorColor.name}`,
        `  Package: ${vehicle.package ? `${vehicle.package.name} ${formatDollars(vehicle.package.price)}` : 'none'}`,
        ...(vehicle.accessories.length > 0 ? ['  Accessories:', ...vehicle.accessories.map((item) => `    ${item.name} ${formatDollars(item.price)}`)] : ['  Accessories: none']),
        `  Destination${vehicle.destination.state ? ` (${vehicle.destination.state})` : ''}: ${formatDollars(vehicle.destination.charge)}`,
        `  Total shown: ${formatDollars(vehicle.total)}`,
        ...(vehicle.summaryAccountId ? [`  Summary account: retailer ${vehicle.summaryAccountId}`] : []),
        `  Saved build: ${absolute(origin, vehicle.page)}`,
      ];
    case 'tradeIn':
      return [
        `Trade-in vehicle: ${vehicleTitle(vehicle)}`,
        `  VIN: ${vehicle.vin}`,
        `  Mileage: ${formatMiles(vehicle.mileage, 'en')} miles; condition: ${vehicle.condition}`,
        `  Estimate: ${formatDollars(vehicle.estimate)}, guaranteed until ${vehicle.validUntil}`,
      ];
  }
}

/** The e-mail's plain text: the vehicle block when the lead has one, then one line per value, in the form's order. */
export function leadText(lead: LeadRecord, brand: string, origin = DEFAULT_ORIGIN): string {
  const lines = [
    `A ${lead.form} lead from the ${brand} website.`,
    '',
    `Confirmation id: ${lead.id}`,
    `Received: ${lead.createdAt.toISOString()}`,
    `Language: ${lead.lang}`,
    ...(lead.retailerId ? [`Retailer: ${lead.retailerId}`] : []),
    ...(lead.sourcePage ? [`Page: ${lead.sourcePage}`] : []),
    '',
    ...(lead.vehicle ? [...vehicleText(lead.vehicle, origin), ''] : []),
  ];
  // In the form's own order (the database keeps JSON keys in an order of its own), then anything else.
  const declared = formByName(lead.form)?.fields.map((field) => field.name) ?? [];
  const names = [...declared.filter((name) => name in lead.values), ...Object.keys(lead.values).filter((name) => !declared.includes(name)).sort()];
  for (const name of names) {
    const value = lead.values[name] ?? '';
    const text = Array.isArray(value) ? value.join(', ') : value;
    lines.push(text.includes('\n') ? `${name}:\n  ${text.split('\n').join('\n  ')}` : `${name}: ${text}`);
  }
  return `${lines.join('\n')}\n`;
}

export type Deliver = (outbox: OutboxRecord, lead: LeadRecord) => Promise<void>;

export interface DelivererOptions {
  /** webhookTimeoutMs defaults to WEBHOOK_TIMEOUT_MS. */
  config: Pick<LeadsConfig, 'smtpUrl' | 'mailDir' | 'mailFrom'> & Partial<Pick<LeadsConfig, 'webhookTimeoutMs'>>;
  brand: string;
  /** PUBLIC_ORIGIN: where the links to the vehicle page and the saved build point. */
  origin?: string;
  /** The fetch webhooks are posted with (tests pass their own). */
  fetch?: typeof globalThis.fetch;
}

export type Deliverer = Deliver & {
  close(): void;
};

/** The function that delivers one outbox row, by its channel. */
export function createDeliverer({ config, brand, origin = DEFAULT_ORIGIN, fetch = globalThis.fetch }: DelivererOptions): Deliverer {
  const webhookTimeoutMs = config.webhookTimeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const smtp = config.smtpUrl
    ? nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
    : null;
  const files = smtp ? null : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function email(outbox: OutboxRecord, lead: LeadRecord): Promise<void> {
    const visitor = typeof lead.values.email === 'string' && EMAIL_PATTERN.test(lead.values.email) ? lead.values.email : undefined;
    const message = {
      from: config.mailFrom,
      to: outbox.target,
      ...(visitor ? { replyTo: visitor } : {}),
      subject: `[${brand}] New ${lead.form} lead ${lead.id}`,
      text: leadText(lead, brand, origin),
      messageId: `<${outbox.idempotencyKey}@leads.example.test>`,
      date: lead.createdAt,
      headers: { 'X-Lead-Id': lead.id, 'X-Lead-Form': lead.form },
    };
    if (smtp) {
      await smtp.sendMail(message);
      return;
    }
    const info = await files!.sendMail(message);
    await mkdir(config.mailDir, { recursive: true });
    // Named by the idempotency key, so a retry after a crash overwrites rather than duplicates; renamed into place
    // so a reader never sees half a file.
    const file = join(config.mailDir, `${outbox.idempotencyKey}.eml`);
    await writeFile(`${file}.tmp`, info.message as Buffer);
    await rename(`${file}.tmp`, file);
  }

  async function webhook(outbox: OutboxRecord, lead: LeadRecord): Promise<void> {
    let response: Response;
    try {
      response = await fetch(outbox.target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': outbox.idempotencyKey, 'user-agent': `${brand}-leads/1` },
        body: JSON.stringify(leadPayload(lead, origin)),
        redirect: 'error',
        // A hook that accepts the connection and never answers must not hold the worker's batch (or the lease) forever.
        signal: AbortSignal.timeout(webhookTimeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') throw new Error(`webhook did not answer within ${webhookTimeoutMs} ms`, { cause: error });
      throw error;
    }
    // Drain the body so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
  }

  const deliver: Deliver = async (outbox, lead) => (outbox.channel === 'email' ? email(outbox, lead) : webhook(outbox, lead));
  return Object.assign(deliver, {
    close() {
      smtp?.close();
      files?.close();
    },
  });
}
