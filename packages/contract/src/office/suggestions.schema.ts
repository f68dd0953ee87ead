import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { langSchema } from '../common/languages.js';
import { catalogIdSchema } from './catalog-fields.js';

const suggestedTypeSchema = z.enum(['merchandise', 'guidedTour', 'ticket']);
export type OfficeSuggestedType = z.infer<typeof suggestedTypeSchema>;

/** Something a rule names: a product, a guided tour, or for `ticket` the event whose tickets it means. */
export const officeSuggestionRefSchema = z.object({ type: suggestedTypeSchema, id: catalogIdSchema });

/**
 * A suggestion rule as the office edits it: the catalog file's rule (docs/catalog-format.md,
 * `suggestions`) with `when.id` null for every item of the type; `any` names no item.
 */
export const officeSuggestionRuleSchema = z.object({
  when: z
    .object({ type: z.enum(['any', 'merchandise', 'guidedTour', 'ticket']), id: catalogIdSchema.nullable().default(null) })
    .refine((when) => when.type !== 'any' || when.id === null, { path: ['id'], params: { fieldMessage: 'invalid' } }),
  suggest: z.array(officeSuggestionRefSchema).min(1).max(20),
});
export type OfficeSuggestionRule = z.infer<typeof officeSuggestionRuleSchema>;
export type OfficeSuggestionRuleInput = z.input<typeof officeSuggestionRuleSchema>;

const choiceSchema = z.object({ id: z.number().int(), name: z.partialRecord(langSchema, z.string()) });
export type OfficeSuggestionChoice = z.infer<typeof choiceSchema>;

export const officeSuggestionsRecordSchema = z.object({
  version: z.number().int(),
  /** In the order the basket reads them: specific rules before general ones. */
  rules: z.array(officeSuggestionRuleSchema),
  /** What a rule may name: what the shop offers now, per type, with its name. */
  choices: z.object({ merchandise: z.array(choiceSchema), guidedTour: z.array(choiceSchema), ticket: z.array(choiceSchema) }),
});
export type OfficeSuggestionsRecord = z.infer<typeof officeSuggestionsRecordSchema>;

/** `GET /office/api/suggestions` (owner, editor), and the answer of an update. */
export const officeSuggestionsResponseSchema = envelope(z.object({ record: officeSuggestionsRecordSchema }));

/** `PUT /office/api/suggestions`: every rule, in order, and the version read; a stale one answers 409 OFFICE_STALE with the rules as they are now. */
export const updateOfficeSuggestionsBodySchema = z.object({ rules: z.array(officeSuggestionRuleSchema).max(200), version: z.number().int().min(0) });

export const officeSuggestionsStaleErrorSchema = z.strictObject({ code: z.literal('OFFICE_STALE'), message: z.string(), current: officeSuggestionsRecordSchema });
export type OfficeSuggestionsStaleError = z.infer<typeof officeSuggestionsStaleErrorSchema>;
