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

/** OpenAPI document at /api/docs. Only tagged routes appear, so static files and the SPA fallback stay out. */
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
  app.get('/api/docs', async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()));
};
