import type { Lang, LocalizedText } from '@foyer/contract';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { localize } from '../kernel/localize.js';
import { useMigratedDatabase } from '../test-support/migrated-database.js';
import { localizedColumn } from './localized-text.js';

const database = useMigratedDatabase({ migrated: false });

describe('localizedColumn', () => {
  test.each<{ text: LocalizedText; lang: Lang; fallback: Lang }>([
    { text: { en: 'Hall', de: 'Halle' }, lang: 'en', fallback: 'de' },
    { text: { de: 'Halle', fr: 'Salle' }, lang: 'en', fallback: 'de' },
    { text: { fr: 'Salle', it: 'Sala' }, lang: 'en', fallback: 'de' },
    { text: { en: '', de: 'Halle' }, lang: 'en', fallback: 'de' },
    { text: { da: 'Sal «stor» "ét" \\ ü' }, lang: 'sv', fallback: 'de' },
    { text: {}, lang: 'en', fallback: 'de' },
  ])('reads $text in $lang (shop language $fallback) as localize does', async ({ text, lang, fallback }) => {
    const { db } = database;
    const { rows } = await sql<{ text: string }>`select ${localizedColumn(db, 'stored.json', { lang, fallback })} as text from (select cast(${JSON.stringify(text)} as text) as json) as stored`.execute(db);
    expect(rows[0]?.text).toBe(localize(text, { lang, fallback }));
  });
});
