export type FieldErrors = Record<string, string[]>;
export type ErrorParams = Record<string, string | number>;

/** A failed call: HTTP status, the server's stable code and message, and field errors as lists. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: FieldErrors;
  /** Values for the placeholders of the code's message (OVERBOOKED: requested, available). */
  readonly params: ErrorParams;

  constructor(status: number, code: string, message: string, fieldErrors: FieldErrors = {}, params: ErrorParams = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.params = params;
  }
}

/** SPEC §5: 422 maps fields to messages; single strings are wrapped into lists. */
export const toFieldErrors = (raw: unknown): FieldErrors => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(raw)) {
    if (typeof value === 'string') out[field] = [value];
    else if (Array.isArray(value)) out[field] = value.filter((v): v is string => typeof v === 'string');
  }
  return out;
};

const str = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

const toParams = (raw: unknown): ErrorParams => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1])));
};

export const toApiError = (status: number, body: unknown): ApiError => {
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = str(b.code, status === 422 ? 'VALIDATION_FAILED' : 'UNKNOWN_ERROR');
  return new ApiError(status, code, str(b.message, str(b.error, code)), toFieldErrors(b.errors), toParams(b.params));
};
