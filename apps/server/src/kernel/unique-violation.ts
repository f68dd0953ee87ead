/**
 * A unique index or the primary key refused the row: SQLite's constraint codes (it names a taken
 * primary key apart) or PostgreSQL's SQLSTATE 23505 (one code for both).
 */
export const isUniqueViolation = (error: unknown): boolean => {
  if (error === null || typeof error !== 'object' || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || error.code === '23505';
};
