import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>>;
}
interface JsonSchema {
  type?: string;
  required?: string[];
  properties?: Record<string, unknown>;
  additionalProperties?: boolean;
}

const API_MD = fileURLToPath(new URL('../../../../docs/api.md', import.meta.url));
const SECTION = '### Statuses of every call';

/** The table under SECTION: `| GET | /api/{lang}/… | 200, 400, 404 |` rows as "GET /path" → statuses. */
const documentedStatuses = (): Record<string, string> => {
  const text = readFileSync(API_MD, 'utf8');
  const start = text.indexOf(SECTION);
  expect(start, `docs/api.md has a section "${SECTION}"`).toBeGreaterThan(-1);
  const rows = text.slice(start).split('\n').slice(1);
  const table: Record<string, string> = {};
  for (const row of rows) {
    if (row.startsWith('#')) break;
    const cells = /^\| (GET|POST) \| `([^`]+)` \| ([\d, ]+) \|$/.exec(row);
    if (cells) table[`${cells[1]} ${cells[2]}`] = cells[3] ?? '';
  }
  return table;
};

/** The shop's document, as /api/docs serves it: the office's calls are docs/office.md's. */
const openApi = (): Document => {
  const { paths } = t.app.swagger() as unknown as Document;
  return { paths: Object.fromEntries(Object.entries(paths).filter(([path]) => !path.startsWith('/office/'))) };
};

describe('docs/api.md names every status each call can answer, as the OpenAPI document does', () => {
  it('one row per call with exactly the statuses of its OpenAPI entry', () => {
    const fromDocument = Object.fromEntries(
      Object.entries(openApi().paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, Object.keys(operation.responses).sort().join(', ')]),
      ),
    );
    expect(documentedStatuses()).toEqual(fromDocument);
  });

  it('every error answer of every call is exactly the envelope {code, message, params?, errors?}', () => {
    for (const [path, methods] of Object.entries(openApi().paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [status, response] of Object.entries(operation.responses).filter(([status]) => Number(status) >= 400)) {
          const schema = response.content?.['application/json']?.schema;
          expect({ call: `${method} ${path} ${status}`, keys: Object.keys(schema?.properties ?? {}).sort(), required: schema?.required, closed: schema?.additionalProperties }).toEqual({
            call: `${method} ${path} ${status}`,
            keys: ['code', 'errors', 'message', 'params'],
            required: ['code', 'message'],
            closed: false,
          });
        }
      }
    }
  });
});
