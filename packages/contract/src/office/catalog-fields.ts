import { z } from 'zod';
import { langSchema } from '../common/languages.js';
import { multiLineText, oneLineText } from '../common/text-fields.js';

/** A text in the shop's languages as the office edits it; an empty text is a language left out. */
export const localizedLine = (max: number) => z.partialRecord(langSchema, oneLineText(max));
export const localizedParagraphs = (max: number) => z.partialRecord(langSchema, multiLineText(max));

/** A name the shop can show: in at least one language. */
export const localizedName = localizedLine(200).refine((texts) => Object.values(texts).some((text) => text !== ''), { params: { fieldMessage: 'required' } });

/** Gross price in cents, VAT included. */
export const priceSchema = z.number().int().min(0).max(10_000_000);
/** VAT rate in percent: 8.1 for the Swiss standard rate. */
export const vatSchema = z.number().min(0).max(100);
/** A catalog id; something new has none until it is saved. */
export const catalogIdSchema = z.number().int().positive().max(2_147_483_647);
/** A position in the shop's lists, smaller first. */
export const sequenceNoSchema = z.number().int().min(-1_000_000).max(1_000_000).default(0);

/**
 * A picture uploaded in the office (its `src`, with `{width}`), or none: a path below the shop's
 * pictures, never an address elsewhere or a step out of that folder.
 */
export const imageSrcSchema = z
  .string()
  .regex(/^(?!.*\.\.)[A-Za-z0-9][\w./{}-]{0,299}$/)
  .nullable()
  .default(null);
