import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('the production build', () => {
  let dir: string;
  let bundle: string;
  let map: SourceMapPayload;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'foyer-server-build-'));
    await run(process.execPath, [join(import.meta.dirname, '../scripts/build.mjs'), dir], { timeout: 60_000 });
    bundle = readFileSync(join(dir, 'server.js'), 'utf8');
    map = JSON.parse(readFileSync(join(dir, 'server.js.map'), 'utf8')) as SourceMapPayload;
  }, 90_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('maps the bundle back to the TypeScript files and lines, so logged stack traces name them', () => {
    const lines = bundle.split('\n');
    const line = lines.findIndex((text) => text.startsWith('var registerPublicReads = '));
    expect(line).toBeGreaterThan(0);
    const entry = new SourceMap(map).findEntry(line, 'var '.length);
    const source = readFileSync(join(import.meta.dirname, 'plugins/public-reads.ts'), 'utf8').split('\n');
    const declared = source.findIndex((text) => text.startsWith('export const registerPublicReads = '));
    expect(entry).toMatchObject({ originalSource: expect.stringMatching(/apps\/server\/src\/plugins\/public-reads\.ts$/), originalLine: declared });
  });

  it('carries positions without the sources themselves, which the server would hold in memory from its start', () => {
    expect(map).not.toHaveProperty('sourcesContent');
  });
});
