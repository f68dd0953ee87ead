import type { Db } from '../db/database.js';
import { composeKinds } from '../kinds.js';
import type { LineKinds } from '../modules/commerce/line-kinds.js';
import { ShopResolver } from '../kernel/shop-context.js';

/** The app's registry of kinds, for a test that builds a service of its own on the app's database. */
export const appLineKinds = (db: Db, shops = new ShopResolver(db, {})): LineKinds => composeKinds({ db, shops, publicUrl: 'http://127.0.0.1' }).lineKinds;
