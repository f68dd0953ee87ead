import type { Migration } from 'kysely';
import * as shopBase from './0001-shop-base.js';

/** Every migration, listed by hand in order: a file that is not named here never runs. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-shop-base': shopBase,
};
