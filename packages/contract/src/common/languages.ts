import { z } from 'zod';

import { LANGUAGES } from '../constants.js';

export const langSchema = z.enum(LANGUAGES);

/** A text in several languages; readers fall back to the shop's default language. */
export const localizedTextSchema = z.partialRecord(langSchema, z.string());
export type LocalizedText = z.infer<typeof localizedTextSchema>;
