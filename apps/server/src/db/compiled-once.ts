import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';

/** Stands in for the nth argument while a statement is compiled; each call puts its own value there. */
class Placeholder {
  constructor(readonly index: number) {}
}

interface Compiled<R> {
  query: CompiledQuery<R>;
  /** For each parameter of the SQL, the argument it takes, or undefined for a constant of the statement. */
  arguments: (number | undefined)[];
}

/**
 * A statement whose shape never changes, built and compiled once per dialect instead of on every
 * call: Kysely's building and compiling cost about as much CPU as SQLite running a simple statement.
 * `build` receives a placeholder for each argument; every argument must be one value (a list would
 * change the shape). Calls answer Kysely's raw result: `rows`, and `numAffectedRows` for writes.
 */
export const compiledOnce = <DB, A extends unknown[], R>(build: (db: Kysely<DB>, ...args: A) => Compilable<R>) => {
  // Keyed by the dialect's adapter, which a database and its transactions share.
  const byDialect = new WeakMap<object, Compiled<R>>();
  return (db: Kysely<DB>, ...args: A): Promise<QueryResult<R>> => {
    const adapter = db.getExecutor().adapter;
    let compiled = byDialect.get(adapter);
    if (compiled === undefined) {
      const query = build(db, ...(args.map((_, index) => new Placeholder(index)) as A)).compile();
      compiled = { query, arguments: query.parameters.map((value) => (value instanceof Placeholder ? value.index : undefined)) };
      byDialect.set(adapter, compiled);
    }
    const slots = compiled.arguments;
    const parameters = compiled.query.parameters.map((value, position) => {
      const index = slots[position];
      return index === undefined ? value : args[index];
    });
    return db.executeQuery({ ...compiled.query, parameters });
  };
};

/** The first row of a compiled statement's result, if any. */
export const firstRow = async <R>(result: Promise<QueryResult<R>>): Promise<R | undefined> => (await result).rows[0];

/** Whether a compiled write changed any row. */
export const changedRows = async (result: Promise<QueryResult<unknown>>): Promise<boolean> => ((await result).numAffectedRows ?? 0n) > 0n;
