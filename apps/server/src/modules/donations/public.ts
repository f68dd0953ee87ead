/** What the rest of the server may use of donations: the kind of line, composed into the registry. */
export { donationLineKind } from './donation-line-kind.js';
