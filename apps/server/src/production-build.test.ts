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

  it('maps every position of the bundle to its TypeScript source, so logged stack traces name src/ files and lines', () => {
    const lines = bundle.split('\n');
    const line = lines.findIndex((text) => text.includes('#keyOfRequest(request) {'));
    const entry = new SourceMap(map).findEntry(line, (lines[line] ?? '').indexOf('#keyOfRequest'));
    expect(entry).toMatchObject({ originalSource: expect.stringMatching(/apps\/server\/src\/http\/public-read\.ts$/) });
  });

  it('carries positions without the sources themselves, which the server would hold in memory from its start', () => {
    expect(map).not.toHaveProperty('sourcesContent');
  });
});
