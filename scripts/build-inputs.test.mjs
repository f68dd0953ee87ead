import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputsDigest, isBuildCurrent, writeBuildStamp } from './build-inputs.mjs';

describe('build inputs', () => {
  let root;
  const write = (path, text) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const digest = () => inputsDigest(root, ['app', 'package-lock.json']);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'foyer-inputs-'));
    write('app/src/main.ts', 'one');
    write('app/index.html', '<html>');
    write('package-lock.json', '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stays the same while nothing changes', () => {
    expect(digest()).toBe(digest());
  });

  it.each([
    ['a changed source', () => write('app/src/main.ts', 'two')],
    ['a new file', () => write('app/src/other.ts', '')],
    ['a changed lockfile', () => write('package-lock.json', '{"a":1}')],
    ['a renamed file', () => {
      rmSync(join(root, 'app/index.html'));
      write('app/start.html', '<html>');
    }],
  ])('changes with %s', (_, change) => {
    const before = digest();
    change();
    expect(digest()).not.toBe(before);
  });

  it('ignores build output and installed packages', () => {
    const before = digest();
    write('app/dist/index.js', 'built');
    write('app/node_modules/x/index.js', 'installed');
    expect(digest()).toBe(before);
  });

  it('counts a build as current only with the stamp of the same inputs', () => {
    const stamp = join(root, 'stamp');
    expect(isBuildCurrent(stamp, digest())).toBe(false);
    writeBuildStamp(stamp, digest());
    expect(isBuildCurrent(stamp, digest())).toBe(true);
    write('app/src/main.ts', 'changed');
    expect(isBuildCurrent(stamp, digest())).toBe(false);
  });
});
