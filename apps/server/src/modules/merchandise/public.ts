/** What other kinds of line use of merchandise: annual passes are products of their own kind, priced as goods are. */
export { findListedProduct } from './merchandise.repository.js';
export { productLine } from './product-line.js';
export { catalogImages } from './product-dto.js';
export { writeProduct } from './merchandise-catalog.js';
export { productSchema, type CatalogProduct } from './merchandise-catalog.schema.js';
