export * from './money/money.js';
export * from './tickets/ticket-rules.js';
export * from './tours/tour-quantity-rules.js';
export * from './tours/tour-date-selection.js';
export * from './tours/tour-answers.js';
