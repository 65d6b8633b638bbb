/**
 * The stored leads as CSV or NDJSON, for the people who follow them up: one function behind both `npm run leads --
 * export` and `GET /services/leads/export`, writing chunk by chunk as it reads the database.
 *
 * CSV has a header row and one column per field value (a list is joined with "; ") — and, when any of the leads has
 * uploaded files, a last `uploads` column listing them as `field:storage_key` (the key is the file's path under
 * LEADS_UPLOAD_DIR), and, when any of them is about a vehicle (an inventory VIN, a saved build, a trade-in), the
 * `vehicle_*` columns (its source, VIN, saved-build token, a readable summary, the price shown and the whole record
 * as JSON). NDJSON is one JSON object per line, with its `uploads` records and its `vehicle`.
 *
 * Cells that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) get a leading apostrophe:
 * the values were typed by visitors.
 */
import type { LeadFilter, LeadRecord, LeadsRepository, ListedLead } from '#db/repositories/leads.ts';
import { FORMS, formByName } from '#domain/forms/definitions.ts';
import { buildChoiceNames, vehicleTitle, type LeadVehicle } from '#domain/forms/lead-vehicle.ts';

type ExportFormat = 'csv' | 'ndjson';

export interface ExportOptions extends LeadFilter {
  format?: ExportFormat;
}

const FIXED_COLUMNS = ['id', 'form', 'created_at', 'status', 'retailer_id', 'lang', 'source_page'] as const;
const UPLOADS_COLUMN = 'uploads';
const VEHICLE_COLUMNS = ['vehicle_source', 'vehicle_vin', 'vehicle_token', 'vehicle_summary', 'vehicle_price', 'vehicle_data'] as const;

/** One CSV cell (RFC 4180): quoted when it holds a comma, quote, line break or edge spaces; formulas defused. */
export function csvCell(value: string, guardFormula = true): string {
  const text = guardFormula && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const flatten = (value: string | string[] | undefined): string => (value === undefined ? '' : Array.isArray(value) ? value.join('; ') : value);

/** The value columns: the forms' own field order first, then any other stored name alphabetically. */
function valueColumns(keys: readonly string[], form?: string): string[] {
  const declared = (form ? [formByName(form)].filter((item) => item !== undefined) : FORMS).flatMap((item) => item.fields.map((field) => field.name));
  const present = new Set(keys);
  const ordered = [...new Set(declared)].filter((name) => present.has(name));
  return [...ordered, ...keys.filter((name) => !ordered.includes(name)).sort()];
}

function fixedCells(lead: LeadRecord): string[] {
  return [lead.id, lead.form, lead.createdAt.toISOString(), lead.status, lead.retailerId ?? '', lead.lang, lead.sourcePage ?? ''];
}

/** The `uploads` cell: `field:storage_key` of each file, joined like a list value. */
const uploadsCell = (lead: ListedLead): string => flatten(lead.uploads.map((upload) => `${upload.field}:${upload.storageKey}`));

/** The price a vehicle was shown at: the inventory price, the build's total, the trade-in's estimate. */
const vehiclePrice = (vehicle: LeadVehicle) => (vehicle.source === 'inventory' ? vehicle.price : vehicle.source === 'build' ? vehicle.total : vehicle.estimate);

/** "2026 Vanta Sport · 8-speed automatic · Arctic White · Performance Package · Floor liners", or the VIN's retailer. */
function vehicleSummary(vehicle: LeadVehicle): string {
  if (vehicle.source === 'build') return [vehicleTitle(vehicle), ...buildChoiceNames(vehicle)].join(' · ');
  if (vehicle.source === 'inventory') return `${vehicleTitle(vehicle)} · ${vehicle.exteriorColor.name} · ${vehicle.retailer.name} (${vehicle.retailer.id})`;
  return `${vehicleTitle(vehicle)} · ${vehicle.mileage} miles · ${vehicle.condition}`;
}

/** The `vehicle_*` cells of a lead (empty when it has no vehicle). */
function vehicleCells(vehicle: LeadVehicle | null): string[] {
  if (!vehicle) return VEHICLE_COLUMNS.map(() => '');
  return [vehicle.source, 'vin' in vehicle ? vehicle.vin : '', vehicle.source === 'build' ? vehicle.token : '', vehicleSummary(vehicle), String(vehiclePrice(vehicle)), JSON.stringify(vehicle)];
}

/** Writes the leads the options select; answers how many. `write` may return a promise (stdout's back-pressure). */
export async function exportLeads(
  repository: Pick<LeadsRepository, 'list' | 'valueKeys' | 'hasUploads' | 'hasVehicles'>,
  options: ExportOptions,
  write: (chunk: string) => void | Promise<void>,
): Promise<number> {
  const filter: LeadFilter = { ...(options.since ? { since: options.since } : {}), ...(options.form ? { form: options.form } : {}) };
  const format = options.format ?? 'csv';
  let columns: string[] = [];
  let withUploads = false;
  let withVehicles = false;
  if (format === 'csv') {
    columns = valueColumns(await repository.valueKeys(filter), options.form);
    withUploads = await repository.hasUploads(filter);
    withVehicles = await repository.hasVehicles(filter);
    await write(`${[...FIXED_COLUMNS, ...columns, ...(withUploads ? [UPLOADS_COLUMN] : []), ...(withVehicles ? VEHICLE_COLUMNS : [])].map((name) => csvCell(name, false)).join(',')}\r\n`);
  }
  let count = 0;
  for await (const lead of repository.list(filter)) {
    count += 1;
    if (format === 'ndjson') {
      await write(`${JSON.stringify({ id: lead.id, form: lead.form, createdAt: lead.createdAt.toISOString(), status: lead.status, retailerId: lead.retailerId, lang: lead.lang, sourcePage: lead.sourcePage, values: lead.values, uploads: lead.uploads, vehicle: lead.vehicle })}\n`);
    } else {
      const cells = [...fixedCells(lead).map((cell) => csvCell(cell, false)), ...columns.map((name) => csvCell(flatten(lead.values[name]))), ...(withUploads ? [csvCell(uploadsCell(lead))] : []), ...(withVehicles ? vehicleCells(lead.vehicle).map((cell) => csvCell(cell)) : [])];
      await write(`${cells.join(',')}\r\n`);
    }
  }
  return count;
}
