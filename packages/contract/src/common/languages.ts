import { z } from 'zod';

/** SPEC §1: the eight shop languages. The first one a shop configures is its default. */
export const LANGUAGES = ['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const langSchema = z.enum(LANGUAGES);
export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A text in several languages; readers fall back to the shop's default language. */
export const localizedTextSchema = z.partialRecord(langSchema, z.string());
export type LocalizedText = z.infer<typeof localizedTextSchema>;
