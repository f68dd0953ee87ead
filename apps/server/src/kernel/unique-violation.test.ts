import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation.js';

/** The error SQLite raises for a statement, or undefined. */
const errorOf = (sql: string): unknown => {
  const db = new Database(':memory:');
  db.exec('create table t (id integer primary key, email text unique, note text not null)');
  db.exec("insert into t values (1, 'a@example.org', 'x')");
  try {
    db.exec(sql);
    return undefined;
  } catch (error) {
    return error;
  } finally {
    db.close();
  }
};

describe('isUniqueViolation', () => {
  it.each([
    ['a taken unique value', "insert into t values (2, 'a@example.org', 'y')", true],
    ['a taken primary key', "insert into t values (1, 'b@example.org', 'y')", true],
    ['another constraint', "insert into t values (2, 'b@example.org', null)", false],
  ])('on SQLite: %s → %s', (_case, sql, expected) => {
    expect(isUniqueViolation(errorOf(sql))).toBe(expected);
  });

  it.each([
    [{ code: '23505' }, true],
    [{ code: '23502' }, false],
    [new Error('no code'), false],
    [null, false],
  ])('on PostgreSQL and anything else: %j → %s', (error, expected) => {
    expect(isUniqueViolation(error)).toBe(expected);
  });
});
