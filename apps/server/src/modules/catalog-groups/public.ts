/**
 * Named groups the catalog files its entries under (tour categories, gift-voucher groups), as other
 * modules see them: a kind describes its groups (CatalogGroupKind) and holds the ones an entry names
 * while it writes the entry; app.ts registers the office's calls for each kind's groups.
 */
export type { CatalogGroupKind, CatalogGroupTable } from './catalog-group-kind.js';
export { groupIdsHeld } from './catalog-groups.repository.js';
