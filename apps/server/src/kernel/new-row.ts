/**
 * How a catalog writer writes an entry's row. `created`: the office's new entry, on an id it counted
 * as free: a plain insert, so that of two creates that counted the same id at the same instant (on
 * any instances) the second fails with a unique violation and counts again, instead of overwriting
 * the first. An import or an edit writes over the row it names.
 */
export interface NewRow {
  created?: boolean;
}
