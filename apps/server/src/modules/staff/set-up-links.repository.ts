import type { Executor } from '../../db/database.js';
import { hashSessionToken, newSessionToken } from '../../kernel/session-token.js';

/** How long an invitation's set-up link works. */
export const SET_UP_LINK_HOURS = 72;

/** A new one-time link for the member; an older unused one stops working. Answers the token for the link. */
export const issueSetUpLink = async (db: Executor, staffId: string, now: Date): Promise<string> => {
  const token = newSessionToken();
  const at = now.toISOString();
  await db.updateTable('staff_set_up_links').set({ expires_at: at }).where('staff_id', '=', staffId).where('used_at', 'is', null).where('expires_at', '>', at).execute();
  await db
    .insertInto('staff_set_up_links')
    .values({ token_hash: hashSessionToken(token), staff_id: staffId, created_at: at, expires_at: new Date(now.getTime() + SET_UP_LINK_HOURS * 3_600_000).toISOString(), used_at: null })
    .execute();
  return token;
};

/** The member a link invites, while it is unused and unexpired. */
export const findSetUpLink = async (db: Executor, token: string, now: Date): Promise<string | undefined> => {
  const row = await db
    .selectFrom('staff_set_up_links')
    .select('staff_id')
    .where('token_hash', '=', hashSessionToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.staff_id;
};

/** Uses the link in one conditional update: of any number of attempts at once, exactly one gets the member. */
export const consumeSetUpLink = async (db: Executor, token: string, now: Date): Promise<string | undefined> => {
  const at = now.toISOString();
  const row = await db
    .updateTable('staff_set_up_links')
    .set({ used_at: at })
    .where('token_hash', '=', hashSessionToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('staff_id')
    .executeTakeFirst();
  return row?.staff_id;
};
