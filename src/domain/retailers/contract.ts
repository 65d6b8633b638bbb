/**
 * The contract of `/services/dealers/*` (decision 005): the zod schemas the routes declare for their answers (so the
 * OpenAPI document shows them), the browser client parses the same answers with (`#client/api.ts`), and the
 * retailer types of `./types.ts` are inferred from. Field names follow the spec where it names them (dealer.id,
 * dealer.address.zipcode, distance, type Active / TotalActive).
 */
import { z } from 'zod';
import { StaticMapImageSchema } from '#domain/geo/static-map.ts';
import { US_TERRITORIES } from './radius.ts';
import { RETAILER_SERVICES } from './types.ts';

export const RetailerAddressSchema = z.object({ line1: z.string(), city: z.string(), state: z.string(), zipcode: z.string() });

/** Opening hours for one weekday (0 = Sunday), local time "HH:MM"; closed days are absent. */
export const OpeningHoursSchema = z.object({
  day: z.literal([0, 1, 2, 3, 4, 5, 6]),
  department: z.enum(['sales', 'service']),
  opens: z.string(),
  closes: z.string(),
});

export const RetailerSchema = z.object({
  id: z.string().describe('Five digits, as a string (the spec\'s "id string")'),
  name: z.string(),
  slug: z.string().describe('The retailer page is /find/retailers/{id}-{slug}.html'),
  address: RetailerAddressSchema,
  phone: z.string().describe('The main number'),
  trackingPhone: z.string().optional().describe('The call-tracking number shown instead of `phone`, when the deployment has call tracking on and the provider gave this retailer one'),
  website: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string().describe('IANA time zone of the retailer, for "open now"'),
  hours: z.array(OpeningHoursSchema),
  services: z.array(z.enum(RETAILER_SERVICES)),
  status: z.enum(['Active', 'Inactive']),
  awards: z.array(z.object({ year: z.number(), name: z.string() })),
  optIns: z.object({ sms: z.boolean(), email: z.boolean(), chat: z.boolean() }),
});

/** One result of a search: the retailer and its distance from the searched point, in miles. */
export const RetailerResultSchema = z.object({
  dealer: RetailerSchema,
  distance: z.number().nullable().describe('Miles from the searched point'),
  map: StaticMapImageSchema.optional().describe("The retailer's card map: a signed static map at zoom 13, 300x188 (the list services add it)"),
});

/** The place a search from a ZIP code started at. */
export const OriginSchema = z.object({ zipCode: z.string(), city: z.string(), state: z.string(), latitude: z.number(), longitude: z.number() });

/** by/zip, by/bounds, query and by/distance answer this. */
export const RetailerListSchema = z.object({
  origin: OriginSchema.nullable().describe('The place searched from (ZIP searches)'),
  dealers: z.array(RetailerResultSchema),
  totalActive: z.number().int().describe("Active retailers in the whole network (the spec's TotalActive count)"),
  radius: z
    .number()
    .optional()
    .describe('Searches from a place: the radius of "near", in miles. Dealers farther than this are far away and are never presented as near (splitByRadius)'),
  withinRadius: z.number().int().optional().describe('Searches from a place: how many of the dealers (the first ones: the list is nearest first) are within the radius'),
  territory: z.enum(US_TERRITORIES).optional().describe('The ZIP code is in this US territory, where there are no retailers: only retailers within the radius are listed'),
});

/** by/distance: the list within `maxDistance`, and how far the closest retailer is however far. */
export const RadiusListSchema = RetailerListSchema.extend({
  maxDistance: z.number(),
  nearestDistance: z.number().nullable().describe('Miles to the closest Active retailer, for "more than N miles away"'),
});

/** One row of `/services/dealers/all`: the index of retailer pages. */
export const RetailerBriefSchema = z.object({ id: z.string(), name: z.string(), slug: z.string(), state: z.string(), city: z.string() });

export const RetailerStorySchema = z.object({ id: z.string(), dealerId: z.string(), title: z.string(), body: z.string(), author: z.string(), date: z.string() });

export type RetailerAddress = z.infer<typeof RetailerAddressSchema>;
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;
export type Retailer = z.infer<typeof RetailerSchema>;
export type RetailerResult = z.infer<typeof RetailerResultSchema>;
export type RetailerList = z.infer<typeof RetailerListSchema>;
export type RadiusList = z.infer<typeof RadiusListSchema>;
export type RetailerBrief = z.infer<typeof RetailerBriefSchema>;
export type RetailerStory = z.infer<typeof RetailerStorySchema>;
