export * from './money/money.js';
export * from './tickets/ticket-rules.js';
