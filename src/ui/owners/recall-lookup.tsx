/**
 * The recall lookup as a component any page can hold (the recalls page, an authored page through the content
 * embeds): a VIN form that works without script — it goes to the recalls page, which answers on the server — and,
 * once hydrated, looks the VIN up in place. Pass the server's answer (or the VIN rule's error) when the page has one.
 */
import type { RecallAnswer } from '#domain/recalls/view.ts';
import type { FieldError } from '#domain/validation/types.ts';
import { Island } from '#ui/components/island.tsx';
import { island, type RecallLookupProps } from '#ui/islands/recall-lookup.tsx';

/** The recalls page: where the no-script form goes, and where a VIN's answer is rendered on the server. */
export const RECALLS_PATH = '/owners/recalls.html';

export interface RecallLookupOptions {
  vin?: string;
  result?: RecallAnswer | null;
  error?: FieldError | null;
  headingLevel?: 2 | 3;
}

export function RecallLookup({ vin = '', result = null, error = null, headingLevel = 3 }: RecallLookupOptions) {
  const props: RecallLookupProps = { action: RECALLS_PATH, vin, result, error, headingLevel };
  return <Island island={island} props={props} load="visible" />;
}
