import { apiErrorSchema } from '@foyer/contract';

/**
 * Statuses any call may answer whatever its own entry says (docs/api.md "Errors every call may give"):
 * a malformed request, an unknown language or path, what the HTTP layer refuses, and a bug.
 */
export const ERROR_STATUSES_OF_EVERY_CALL: readonly number[] = [400, 404, 413, 414, 415, 431, 500];

/** Error answers every `/api/{lang}` read may give, for the OpenAPI document. */
export const readErrorResponses = { 400: apiErrorSchema, 404: apiErrorSchema } as const;

/**
 * A read that also refuses what it was asked with 422: a date outside the window (DATE_OUT_OF_RANGE,
 * docs/api.md "Bounded input"), a past day (EVENT_EXPIRED), or a body field the visitor can fix.
 */
export const refusingReadErrorResponses = { ...readErrorResponses, 422: apiErrorSchema } as const;
