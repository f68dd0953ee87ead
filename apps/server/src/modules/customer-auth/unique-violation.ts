/** A unique index refused the row: SQLite's constraint code or PostgreSQL's SQLSTATE 23505. */
export const isUniqueViolation = (error: unknown): boolean => {
  if (error === null || typeof error !== 'object' || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === '23505';
};
