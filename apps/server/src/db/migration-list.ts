import type { Migration } from 'kysely';

/** Migrations by the name each database records in kysely_migration. */
export type MigrationList = Readonly<Record<string, Migration>>;

const MIGRATION_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The core migrations (db/migrations) and each kind's own (modules/<kind>/), as one list ordered by
 * name, the order Kysely runs them in. A name given twice, or a number given twice, throws: two
 * branches that each added a migration 0018 would otherwise run in whichever order their names
 * sort, and a database that ran the other one first would refuse to start.
 */
export const composeMigrations = (core: MigrationList, kinds: readonly MigrationList[]): MigrationList => {
  const byName = new Map<string, Migration>();
  const nameOfNumber = new Map<string, string>();
  for (const list of [core, ...kinds]) {
    for (const [name, migration] of Object.entries(list)) {
      const number = MIGRATION_NAME.exec(name)?.[1];
      if (number === undefined) throw new Error(`migration name ${name} is not a four-digit number and a lower-case name`);
      if (byName.has(name)) throw new Error(`migration ${name} is listed twice`);
      const taken = nameOfNumber.get(number);
      if (taken !== undefined) throw new Error(`migrations ${taken} and ${name} share the number ${number}`);
      byName.set(name, migration);
      nameOfNumber.set(number, name);
    }
  }
  return Object.freeze(Object.fromEntries([...byName].sort(([a], [b]) => (a < b ? -1 : 1))));
};
