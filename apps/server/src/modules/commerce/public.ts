/** What a kind of line implements and what it is given and answers (DESIGN.md "Commerce core"). */
export type { IssuedDocuments, LineDescription, LineFacts, LineKind, LinePart, PricedLine, PricingContext } from './line-kind.js';
