/**
 * Call tracking (spec section 4's "call-tracking enabled" page flag; DECISIONS "global page state flags"): when a
 * deployment turns it on (`CALL_TRACKING=true`), each retailer that a call-tracking provider has given a number
 * (`catalog/call-tracking.json`) is shown with that number instead of its main one, wherever the site shows a phone —
 * finder cards, retailer pages, the confirm-retailer list, inventory, service and home cards, the lead received page —
 * so calls the site sends are counted. The main number stays the retailer's in its structured data (search engines
 * keep one name, address and phone per business) and in leads. Off (the default), nothing changes.
 */
import { z } from 'zod';

/** A North American number as the site writes them: 816-555-0142. */
const PHONE = /^\d{3}-\d{3}-\d{4}$/;

export const CallTrackingFile = z.object({
  /** Who assigns the numbers (shown nowhere; for the digital team). */
  provider: z.string().min(1),
  /** Tracking number by retailer id. */
  numbers: z.record(z.string().regex(/^\d{5}$/, 'retailer ids are five digits'), z.string().regex(PHONE, 'numbers are written 888-555-0100')),
});
export type CallTrackingFile = z.infer<typeof CallTrackingFile>;

/** Tracking number by retailer id; empty when call tracking is off. */
export type CallTrackingNumbers = ReadonlyMap<string, string>;

export const NO_CALL_TRACKING: CallTrackingNumbers = new Map();

export function callTrackingNumbers(file: CallTrackingFile | null): CallTrackingNumbers {
  return file ? new Map(Object.entries(file.numbers)) : NO_CALL_TRACKING;
}

/** The number a visitor is shown for a retailer: its tracking number when it has one, else its main number. */
export function shownPhone(retailer: { phone: string; trackingPhone?: string | undefined }): string {
  return retailer.trackingPhone ?? retailer.phone;
}

/** A `tel:` address in international form: a ten-digit US number gets +1 (`tel:+19235550180`). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
