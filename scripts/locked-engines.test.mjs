import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const lock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8'));

/** The oldest Node the shop promises to run on (package.json engines). */
const oldestNode = semver.minVersion(manifest.engines.node).version;

describe('locked packages', () => {
  it(`all run on the oldest Node the shop supports (${oldestNode})`, () => {
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines?.node !== undefined && !semver.satisfies(oldestNode, entry.engines.node))
      .map(([path, entry]) => `${path} needs node ${entry.engines.node}`);
    expect(refusing).toEqual([]);
  });
});
