/**
 * The commerce core as other modules see it: the LineKind contract that kinds of line (modules/<kind>/)
 * fulfil, with the types its hooks take, and the registry that generic modules are handed.
 */
export type { DocumentContext, DocumentParts, Executor, IssuedDocuments, LineDescription, LineFacts, LineKind, LinePart, LineSuggestions, LineVisit, OrderLineRow, PricedLine, PricingContext, Visit } from './line-kind.js';
export type { LineKinds } from './line-kinds.js';
export { firstParagraph, lineId } from './suggestion-parts.js';
export { shopKind, type ComposedKind, type KindParts, type LineTypesOf, type ShopKind } from './shop-kind.js';
