import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { isZodSchema, toOpenApiSchema } from '../http/zod-schemas.js';

const convert = (value: unknown, io: 'input' | 'output'): unknown => (isZodSchema(value) ? toOpenApiSchema(value, io) : value);

/** Route schemas are zod; the document gets their JSON Schema (request side as input, answers as output). */
const toDocumentSchema = (schema: FastifySchema): FastifySchema => {
  const { params, querystring, body, headers, response, ...rest } = schema;
  const answers =
    response !== null && typeof response === 'object'
      ? Object.fromEntries(Object.entries(response).map(([status, value]) => [status, convert(value, 'output')]))
      : response;
  return {
    ...rest,
    ...(params === undefined ? {} : { params: convert(params, 'input') }),
    ...(querystring === undefined ? {} : { querystring: convert(querystring, 'input') }),
    ...(body === undefined ? {} : { body: convert(body, 'input') }),
    ...(headers === undefined ? {} : { headers: convert(headers, 'input') }),
    ...(answers === undefined ? {} : { response: answers }),
  };
};

/** The tag every back-office call carries (`tagOfficeRoutes`): its calls have a document of their own. */
export const OFFICE_TAG = 'office';

type Document = { paths?: Record<string, unknown>; tags?: { name: string }[] } & Record<string, unknown>;

/** The document with only the paths `keep` accepts. */
const withPaths = (doc: Document, keep: (path: string) => boolean, info: Record<string, unknown>): Document => ({
  ...doc,
  info: { ...(doc.info as Record<string, unknown>), ...info },
  paths: Object.fromEntries(Object.entries(doc.paths ?? {}).filter(([path]) => keep(path))),
});

const isOfficeCall = (path: string): boolean => path.startsWith('/office/');

/** Tags every route the office instance registers after this, so the office's document lists them. */
export const tagOfficeRoutes = (office: FastifyInstance): void => {
  office.addHook('onRoute', (route) => {
    if (route.schema !== undefined) route.schema = { ...route.schema, tags: [OFFICE_TAG] };
  });
};

/**
 * OpenAPI documents: the shop's calls at /api/docs and the back office's at /office/api/docs, from
 * one description. Only tagged routes appear, so static files and the SPA fallback stay out.
 */
export const registerOpenApi = async (app: FastifyInstance, publicUrl: string): Promise<void> => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Foyer API', version: '0.1.0', description: 'Calls of SPEC §7 under /api/{lang}. Answers are {data: ...}; errors are {code, message, errors}.' },
      servers: [{ url: publicUrl }],
    },
    hideUntagged: true,
    transform: ({ schema, url }) => ({ schema: schema === undefined ? schema : toDocumentSchema(schema), url }),
  });
  app.get('/api/docs', async (_request, reply) => reply.header('cache-control', 'no-cache').send(withPaths(app.swagger() as Document, (path) => !isOfficeCall(path), {})));
  app.get('/office/api/docs', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .send(
        withPaths(app.swagger() as Document, isOfficeCall, {
          title: 'Foyer back office API',
          description: 'Calls of the back office under /office/api (docs/office.md): a session cookie scoped to /office, the x-csrf-token header on unsafe calls. Answers are {data: ...}; errors are {code, message, errors}.',
        }),
      ),
  );
};
