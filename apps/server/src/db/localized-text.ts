import { sql, type RawBuilder } from 'kysely';
import type { LangContext } from '../kernel/localize.js';
import { isPostgres, type Executor } from './database.js';

/**
 * A catalog text column (`{lang: text}` as JSON) read by the database as `localize` reads it: in the
 * request language, else the shop's first language, else its first text, else ''. A list of many
 * rows then reads one language of each text instead of parsing every language of it.
 */
export const localizedColumn = (db: Executor, column: string, { lang, fallback }: LangContext): RawBuilder<string> => {
  const ref = sql.ref(column);
  if (isPostgres(db)) {
    const json = sql`cast(${ref} as json)`;
    return sql<string>`coalesce(${json} ->> ${lang}, ${json} ->> ${fallback}, (select value from json_each_text(${json}) limit 1), '')`;
  }
  // The languages stay parameters of their own, so a statement compiled once takes any language.
  return sql<string>`coalesce(json_extract(${ref}, '$.' || ${lang}), json_extract(${ref}, '$.' || ${fallback}), (select value from json_each(${ref}) limit 1), '')`;
};
