import { describe, expect, it } from 'vitest';
import { categoryLabel, productsIn, sortProducts } from './merchandise-list';
import { books, gifts, posters, product } from './test-fixtures';

const catalogue = product({ id: 1, name: 'Catalogue', sequence_no: 2, custom_groups: [books] });
const poster = product({ id: 2, name: 'Poster', sequence_no: 1, custom_groups: [posters] });
const bookmark = product({ id: 3, name: 'Bookmark', sequence_no: 2, custom_groups: [books, gifts] });

describe('product list', () => {
  it('keeps catalog order, then name', () => {
    expect(sortProducts([catalogue, poster, bookmark], 'en').map((p) => p.name)).toEqual(['Poster', 'Bookmark', 'Catalogue']);
  });

  it('filters by category; a product may sit in several', () => {
    const all = [catalogue, poster, bookmark];
    expect([productsIn(all, null), productsIn(all, books), productsIn(all, gifts)]).toEqual([all, [catalogue, bookmark], [bookmark]]);
  });

  it('names Books and Posters with their navigation labels, other categories as the catalog does', () => {
    const nav = (key: 'books' | 'posters') => ({ books: 'Reading', posters: 'Posters' })[key];
    const named = (group: typeof books, name: string) => ({ ...group, name });
    expect([categoryLabel(named(books, 'Bücher'), nav), categoryLabel(posters, nav), categoryLabel(gifts, nav)]).toEqual(['Reading', 'Posters', 'Gifts']);
  });
});
