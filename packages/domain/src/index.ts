export * from './money/money.js';
