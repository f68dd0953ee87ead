import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { langParamsSchema } from '@foyer/contract';
import { z } from 'zod';

/** A request part failed its zod schema; the error handler answers 400 VALIDATION_FAILED with these issues. */
export class RequestValidationError extends Error {
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly part: string,
    /** The raw request part, to tell a missing field from a wrong one. */
    readonly input: unknown,
  ) {
    super(`invalid ${part}`);
    this.name = 'RequestValidationError';
  }
}

/**
 * Path parameters that are only the language were checked before validation (plugins/language.ts
 * answers 404 UNKNOWN_LANGUAGE on every `/api/{lang}` call), so they are not parsed a second time on
 * every call; the schema stays for the OpenAPI document and the handlers' types.
 */
const languageChecked = (data: unknown) => ({ value: data });

const parsedBy =
  (schema: z.ZodType, httpPart: string | undefined) =>
  (data: unknown) => {
    const part = httpPart ?? 'request';
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues, part, data) };
  };

/**
 * Route schemas are zod schemas from @foyer/contract; parsed values (coerced numbers) replace the raw
 * input. Text with a NUL or another control character never gets here: plugins/control-characters.ts
 * refuses it before validation.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) =>
  httpPart === 'params' && schema === langParamsSchema ? languageChecked : parsedBy(schema, httpPart);

/** Answers are typed by the contract and built by our own code, so plain JSON.stringify is enough. */
export const jsonSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

export const isZodSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** JSON Schema for the OpenAPI document; `io` picks the input (request) or output (answer) side of transforms. */
export const toOpenApiSchema = (schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' });
  return json;
};
