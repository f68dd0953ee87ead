import { apiErrorSchema } from '@foyer/contract';

/** Error answers every `/api/{lang}` read may give, for the OpenAPI document. */
export const readErrorResponses = { 400: apiErrorSchema, 404: apiErrorSchema } as const;
