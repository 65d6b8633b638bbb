/**
 * The contract of the lead forms' endpoints (`POST` to each form's endpoint, decision 005): the zod schemas of what
 * they answer — 201 with the confirmation, or 400 with the first error of each invalid field — which the routes
 * declare (so the OpenAPI document shows them) and the lead form island parses with (`#client/api.ts`).
 */
import { z } from 'zod';
import { VALIDATION_NAMES } from '#domain/validation/types.ts';

/** A validation rule's verdict on one field (the shape of `FieldError`, `../validation/types.ts`). */
export const FieldErrorSchema = z.object({
  validation: z.enum(VALIDATION_NAMES),
  rule: z.string().describe("e.g. 'required', 'pattern', 'maxLength', 'match', 'minimum', 'checkDigit'"),
  key: z.string().describe('The dictionary key of the text: formError-{validation}-{rule}'),
  message: z.string().describe("The text in the submission's language (`lang`): the dictionary's text of `key`, the spec's English words in English"),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional().describe("Values for the text's placeholders"),
});

/** The first error of each invalid field, by field name. */
export const FieldErrorsSchema = z.record(z.string(), FieldErrorSchema).describe('The first error of each invalid field, by field name');

/** 201: the lead is stored. */
export const LeadConfirmationSchema = z.object({ confirmationId: z.string().describe("'L' and 10 base32 characters") });

/** A refused submission's body as the island reads it; `fields` is absent when the refusal is not about the fields. */
export const InvalidFieldsSchema = z.object({ fields: FieldErrorsSchema.optional() });

export type LeadConfirmation = z.infer<typeof LeadConfirmationSchema>;
