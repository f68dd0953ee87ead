/**
 * Reading what npm and `npm start` print (piped, so without colours): the shop's ready line, engine
 * warnings, the test summary.
 */

export interface EngineWarning {
  /** name@version of the package whose `engines` the running Node does not satisfy. */
  package: string;
  /** Its `engines` requirement as npm prints it, e.g. `{ node: '>=22' }`. */
  required: string;
}

export interface TestSummary {
  passed: number;
  failed: number;
}

/** The line apps/server/src/server.ts prints once the shop listens; only a whole line counts, so a half-read address is never taken. */
const READY_LINE = /^Foyer is ready at (\S+)\r?$/m;

/** The address from "Foyer is ready at <address>", or null while the line has not been printed in full. */
export const readyAddress = (output: string): string | null => {
  const match = READY_LINE.exec(output.slice(0, output.lastIndexOf('\n') + 1));
  return match?.[1] ?? null;
};

/**
 * The packages npm warned about with EBADENGINE. npm prints one block per package:
 * `npm warn EBADENGINE Unsupported engine {`, then `package: '…'`, `required: { … }`, `current: { … }`, `}`.
 * An EBADENGINE line of any other shape still counts, so a changed format is never read as "none".
 */
export const engineWarnings = (output: string): EngineWarning[] => {
  const lines = output
    .split('\n')
    .filter((line) => /EBADENGINE/i.test(line));
  const warnings: EngineWarning[] = [];
  for (const line of lines) {
    const body = line.replace(/^.*?EBADENGINE\s*/i, '').trim();
    const current = warnings.at(-1);
    if (/^Unsupported engine/i.test(body)) {
      warnings.push({ package: 'unknown package', required: 'unknown requirement' });
    } else if (current && body.startsWith('package:')) {
      current.package = body.slice('package:'.length).trim().replace(/,$/, '').replace(/^'|'$/g, '');
    } else if (current && body.startsWith('required:')) {
      current.required = body.slice('required:'.length).trim().replace(/,$/, '');
    } else if (!current) {
      warnings.push({ package: 'unknown package', required: body });
    }
  }
  return warnings;
};

/** The closing line of `npm test` (scripts/test.mjs): "N passed, N failed"; the last one wins. */
export const testSummary = (output: string): TestSummary | null => {
  const matches = [...output.matchAll(/^(\d+) passed, (\d+) failed\r?$/gm)];
  const last = matches.at(-1);
  return last ? { passed: Number(last[1]), failed: Number(last[2]) } : null;
};
