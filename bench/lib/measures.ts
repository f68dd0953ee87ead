import pg from 'pg';

/** The value at or above `share` (0 to 1) of the values: the nearest-rank percentile; NaN for none. */
export const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
};

/** `body` with a PostgreSQL client connected to `url`, closed whatever happens. */
export const withPostgres = async <T>(url: string, body: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
};
