/**
 * Call tracking (spec section 4's "call-tracking enabled" page flag; DECISIONS "global page state flags"): when a
 * deployment turns it on (`CALL_TRACKING=true`), each retailer that a call-tracking provider has given a number
 * (`catalog/call-tracking.json`) is shown with that number instead of its main one, wherever the site shows a phone —
 * finder cards, retailer pages, the confirm-retailer list, inventory, service and home cards, the lead received page —
 * so calls the site sends are counted. The main number stays the retailer's in its structured data (search engines
 * keep one name, address and phone per business) and in leads. Off (the default), nothing changes.
 *
 * This module is what the browser needs (islands show phones): it imports no zod. The provider's file and its schema are
 * read by the server only, in `./call-tracking-file.ts`.
 */
/** Tracking number by retailer id; empty when call tracking is off. */
export type CallTrackingNumbers = ReadonlyMap<string, string>;

export const NO_CALL_TRACKING: CallTrackingNumbers = new Map();

/** The number a visitor is shown for a retailer: its tracking number when it has one, else its main number. */
export function shownPhone(retailer: { phone: string; trackingPhone?: string | undefined }): string {
  return retailer.trackingPhone ?? retailer.phone;
}

/** A `tel:` address in international form: a ten-digit US number gets +1 (`tel:+19235550180`). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
