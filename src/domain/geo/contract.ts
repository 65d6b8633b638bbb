/**
 * The contract of `/services/utility/geographicdata/*` (decision 005): the zod schemas the routes declare for their
 * answers and the browser client (`#client/api.ts`) parses them with. `GeographicData` (`./geo-data.ts`) is this type.
 */
import { z } from 'zod';

/** A ZIP code's place and our sales area (region, district, zone). */
export const GeographicDataSchema = z.object({
  zipCode: z.string(),
  city: z.string(),
  state: z.string(),
  region: z.string(),
  district: z.string(),
  zone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/** One suggestion while the visitor types a ZIP code or "city, ST". */
export const PlaceSuggestionSchema = z.object({ zipCode: z.string(), city: z.string(), state: z.string() });
export const PlaceSuggestionsSchema = z.array(PlaceSuggestionSchema);

export type GeographicData = z.infer<typeof GeographicDataSchema>;
export type PlaceSuggestion = z.infer<typeof PlaceSuggestionSchema>;
