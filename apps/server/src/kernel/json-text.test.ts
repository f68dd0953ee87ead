import { describe, expect, it } from 'vitest';
import { JsonText } from './json-text.js';

describe('JsonText', () => {
  it.each([
    ['no elements (an aggregate over no rows)', null, '[]'],
    ['one element', Buffer.from('{"id":1}'), '[{"id":1}]'],
    ['elements the database joined by commas', Buffer.from('{"id":1},{"name":"Führung"}'), '[{"id":1},{"name":"Führung"}]'],
  ])('arrayOf: %s is a JSON array', (_, elements, json) => {
    const array = JsonText.arrayOf(elements);
    expect(array.json).toBe(json);
    expect(JSON.parse(array.json)).toEqual(JSON.parse(json));
  });

  it('keeps its pieces apart until the answer joins them', () => {
    const elements = Buffer.from('1,2');
    expect(JsonText.arrayOf(elements).parts).toContain(elements);
  });
});
