import { describe, expect, it } from 'vitest';
import { randomId } from './random-id.js';

describe('randomId', () => {
  it.each([1, 18, 32, 4096, 5000])('answers %i random bytes as URL-safe base64', (bytes) => {
    const id = randomId(bytes);
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(id, 'base64url')).toHaveLength(bytes);
  });

  it('never hands out the same bytes twice, across many refills of its pool', () => {
    const ids = Array.from({ length: 2000 }, (_, index) => randomId(index % 2 === 0 ? 18 : 32));
    expect(new Set(ids).size).toBe(ids.length);
    // 50 000 bytes drawn: every byte value turns up, as from any fair source.
    const bytes = Buffer.concat(ids.map((id) => Buffer.from(id, 'base64url')));
    expect(new Set(bytes).size).toBe(256);
  });
});
