import { describe, expect, it } from 'vitest';
import { engineWarnings, readyAddress, testSummary } from './output.ts';

describe('readyAddress', () => {
  it('reads the address once the ready line is printed in full', () => {
    const output = '> foyer@ start\n> node scripts/start.mjs\n\nBuilding the web shop…\nFoyer is ready at http://localhost:4800/\n{"level":30}\n';
    expect(readyAddress(output)).toBe('http://localhost:4800/');
  });

  it('waits while the line is still arriving, so a half-read address is never taken', () => {
    expect(readyAddress('Building the server…\nFoyer is ready at http://loc')).toBeNull();
    expect(readyAddress('Building the server…\nFoyer is ready at http://localhost:4800/')).toBeNull();
    expect(readyAddress('Foyer is ready at http://localhost:4800/\r\n')).toBe('http://localhost:4800/');
  });

  it('takes no other line for the ready line', () => {
    expect(readyAddress('Building the web shop…\nPort 4800 is taken: Foyer is ready at nothing yet, start with PORT=4801\n')).toBeNull();
    expect(readyAddress('')).toBeNull();
  });
});

describe('engineWarnings', () => {
  it('finds no warning in a clean install', () => {
    expect(engineWarnings('\nadded 812 packages in 2m\n\n143 packages are looking for funding\n')).toEqual([]);
  });

  it('names each package npm warned about and what it requires', () => {
    const output = [
      'npm warn deprecated inflight@1.0.6: This module is not supported',
      'npm warn EBADENGINE Unsupported engine {',
      "npm warn EBADENGINE   package: 'vite@7.1.0',",
      "npm warn EBADENGINE   required: { node: '^20.19.0 || >=22.12.0' },",
      "npm warn EBADENGINE   current: { node: 'v20.11.0', npm: '10.2.4' }",
      'npm warn EBADENGINE }',
      'npm WARN EBADENGINE Unsupported engine {',
      "npm WARN EBADENGINE   package: 'lighthouse@12.8.2',",
      "npm WARN EBADENGINE   required: { node: '>=22.19' },",
      "npm WARN EBADENGINE   current: { node: 'v20.20.2', npm: '11.19.1' }",
      'npm WARN EBADENGINE }',
      '',
      'added 812 packages in 2m',
    ].join('\n');
    expect(engineWarnings(output)).toEqual([
      { package: 'vite@7.1.0', required: "{ node: '^20.19.0 || >=22.12.0' }" },
      { package: 'lighthouse@12.8.2', required: "{ node: '>=22.19' }" },
    ]);
  });

  it('counts an EBADENGINE line of another shape rather than reading it as none', () => {
    expect(engineWarnings('npm warn EBADENGINE engine node is incompatible with this module\n')).toEqual([
      { package: 'unknown package', required: 'engine node is incompatible with this module' },
    ]);
  });
});

describe('testSummary', () => {
  it("reads npm test's closing line", () => {
    expect(testSummary('[test] summary\n  ok   vitest   120.0 s  700 passed, 0 failed\n  ok   playwright 300.0 s  112 passed, 0 failed\n812 passed, 0 failed\n')).toEqual({
      passed: 812,
      failed: 0,
    });
  });

  it('has nothing to read when npm test ended before its summary', () => {
    expect(testSummary('Error: lint failed\n')).toBeNull();
  });
});
