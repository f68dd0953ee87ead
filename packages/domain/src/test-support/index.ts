/**
 * Facts tests in several workspaces share (the server's mails, the web's catalogs), kept once here.
 * Exported as `@foyer/domain/test-support`, never from the package's index: the shop does not ship it.
 */
export { TICKET_WORDS } from './ticket-words.js';
