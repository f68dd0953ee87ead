import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress-plugin';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip files beside text assets, also in sub-folders', () => {
    dir = mkdtempSync(join(tmpdir(), 'foyer-precompress-'));
    const code = `export const words = ${JSON.stringify('museum '.repeat(500))};`;
    mkdirSync(join(dir, 'locales', 'v1'), { recursive: true });
    writeFileSync(join(dir, 'index-a1.js'), code);
    writeFileSync(join(dir, 'locales', 'v1', 'common.json'), JSON.stringify({ text: 'foyer '.repeat(400) }));
    expect(precompressDir(dir)).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index-a1.js.br'))).toString()).toBe(code);
    expect(gunzipSync(readFileSync(join(dir, 'index-a1.js.gz'))).toString()).toBe(code);
    expect(existsSync(join(dir, 'locales', 'v1', 'common.json.br'))).toBe(true);
  });

  it('leaves small files and already compressed formats alone', () => {
    dir = mkdtempSync(join(tmpdir(), 'foyer-precompress-'));
    writeFileSync(join(dir, 'tiny.js'), 'export {};');
    writeFileSync(join(dir, 'font.woff2'), Buffer.alloc(4096, 1));
    expect(precompressDir(dir)).toBe(0);
    expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'font.woff2.br'))).toBe(false);
  });
});
