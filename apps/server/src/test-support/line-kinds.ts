import type { Db } from '../db/database.js';
import type { DocumentFiles } from '../documents/museum-identity.js';
import { composeKinds } from '../kinds.js';
import type { LineKinds } from '../modules/commerce/line-kinds.js';
import { ShopResolver } from '../kernel/shop-context.js';
import { PictureThread } from '../modules/images/picture-thread.js';
import { SquarePngs } from '../modules/images/square-pngs.js';

/** The app's registry of kinds, for a test that builds a service of its own on the app's database. */
export const appLineKinds = (db: Db, shops = new ShopResolver(db, {})): LineKinds => composeKinds({ db, shops, publicUrl: 'http://127.0.0.1' }).lineKinds;

/** Where the app's documents find their pictures, for a test that builds them itself: the static folder, and uploads in the database. */
export const appDocumentFiles = (db: Db, staticDir: string): DocumentFiles => ({ staticDir, pngs: new SquarePngs(db, new PictureThread()) });
