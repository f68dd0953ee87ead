import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/** The TypeScript sources of the apps, packages and end-to-end tests whose text matches `pattern`, relative to the repository. */
const sourcesMatching = (pattern) =>
  ['apps/server/src', 'apps/web/src', 'packages/domain/src', 'packages/contract/src', 'e2e/tests', 'e2e/support'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => `${folder}/${file}`)
      .filter((file) => pattern.test(readFileSync(join(root, file), 'utf8'))),
  );

describe('facts several workspaces test against are kept once (@foyer/domain/test-support)', () => {
  it('the ticket words: the server and web tests import them, none keeps a list of its own', () => {
    expect(sourcesMatching(/(?:const|let|var) TICKET_WORDS\b/)).toEqual(['packages/domain/src/test-support/ticket-words.ts']);
    expect(sourcesMatching(/import \{ TICKET_WORDS \} from '@foyer\/domain\/test-support'/)).toEqual(
      expect.arrayContaining(['apps/server/src/mail/order-mail-contents.test.ts', 'apps/web/src/locales/ticket-free-texts.test.ts']),
    );
  });
});
