/**
 * The call-tracking provider's file (`catalog/call-tracking.json`), read by the server when `CALL_TRACKING=true`. Kept
 * apart from `./call-tracking.ts` so the islands that show phones do not load zod to do it.
 */
import { z } from 'zod';
import { NO_CALL_TRACKING, type CallTrackingNumbers } from './call-tracking.ts';

/** A North American number as the site writes them: 816-555-0142. */
const PHONE = /^\d{3}-\d{3}-\d{4}$/;

export const CallTrackingFile = z.object({
  /** Who assigns the numbers (shown nowhere; for the digital team). */
  provider: z.string().min(1),
  /** Tracking number by retailer id. */
  numbers: z.record(z.string().regex(/^\d{5}$/, 'retailer ids are five digits'), z.string().regex(PHONE, 'numbers are written 888-555-0100')),
});
export type CallTrackingFile = z.infer<typeof CallTrackingFile>;

/** Tracking number by retailer id; empty when call tracking is off (no file read). */
export function callTrackingNumbers(file: CallTrackingFile | null): CallTrackingNumbers {
  return file ? new Map(Object.entries(file.numbers)) : NO_CALL_TRACKING;
}
