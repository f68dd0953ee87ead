/** What other modules may use of the shop: its stored settings and their version, which the pages' navigation labels share. */
export { claimShopVersion, findStoredShop } from './office-shop.repository.js';
