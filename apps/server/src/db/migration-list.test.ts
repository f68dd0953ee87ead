import type { Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { composeMigrations, type MigrationList } from './migration-list.js';

const noop: Migration = { up: async () => undefined };
const listOf = (...names: string[]): MigrationList => Object.fromEntries(names.map((name) => [name, noop]));

describe('composeMigrations', () => {
  it('orders the core and the kinds by name, whatever order they are listed in', () => {
    const composed = composeMigrations(listOf('0003-orders', '0001-shop-base'), [listOf('0017-donations'), listOf('0004-tours', '0002-events')]);
    expect(Object.keys(composed)).toEqual(['0001-shop-base', '0002-events', '0003-orders', '0004-tours', '0017-donations']);
  });

  it('keeps each migration under its name', () => {
    const tours: Migration = { up: async () => undefined };
    expect(composeMigrations(listOf('0001-shop-base'), [{ '0004-tours': tours }])['0004-tours']).toBe(tours);
  });

  it.each([
    ['a name the core and a kind both give', listOf('0001-shop-base', '0004-tours'), [listOf('0004-tours')], /0004-tours is listed twice/],
    ['a name two kinds both give', listOf('0001-shop-base'), [listOf('0018-gifts'), listOf('0018-gifts')], /0018-gifts is listed twice/],
    ['a number two kinds both take', listOf('0001-shop-base'), [listOf('0018-gifts'), listOf('0018-tickets')], /0018-gifts and 0018-tickets share the number 0018/],
    ['a name without its four-digit number', listOf('0001-shop-base'), [listOf('18-gifts')], /18-gifts is not a four-digit number/],
    ['a name with capitals', listOf('0001-shop-base'), [listOf('0018-Gifts')], /0018-Gifts is not/],
  ])('refuses %s', (_case, core, kinds, message) => {
    expect(() => composeMigrations(core, kinds)).toThrow(message);
  });
});
