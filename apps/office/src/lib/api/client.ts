/** A failed office call: the server's error code, or NETWORK when no answer came. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** The error answer as sent: `{code, message, params?, errors?}`, and more for some codes (OFFICE_STALE's `current`). */
    readonly body: unknown,
  ) {
    super(code);
  }

  /** The numbers the message names (OFFICE_LOCKED's minutes). */
  get params(): Record<string, string | number> | undefined {
    const params = typeof this.body === 'object' && this.body !== null ? (this.body as { params?: unknown }).params : undefined;
    return typeof params === 'object' && params !== null ? (params as Record<string, string | number>) : undefined;
  }
}

const BASE = '/office/api';
const UNSAFE = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** The CSRF token of the signed-in session, sent with every unsafe call. */
let csrfToken: string | null = null;
export const setCsrfToken = (token: string | null): void => {
  csrfToken = token;
};

/** The language on screen: the server writes its messages (a refused field's, say) in it. */
let answerLanguage: string | null = null;
export const setAnswerLanguage = (lang: string): void => {
  answerLanguage = lang;
};

/** Called on every answer, so the idle timer counts from the server's last sight of us. */
let onAnswer: (() => void) | null = null;
export const setAnswerListener = (listener: (() => void) | null): void => {
  onAnswer = listener;
};

/** Called when the server says the session ended, whichever screen asked. */
let onSignedOut: ((code: string) => void) | null = null;
export const setSignedOutListener = (listener: ((code: string) => void) | null): void => {
  onSignedOut = listener;
};

const SIGNED_OUT = new Set(['OFFICE_SIGNED_OUT', 'OFFICE_SESSION_EXPIRED']);

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const codeOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string' ? (body as { code: string }).code : undefined;

export interface CallOptions {
  /** The session probe at start: a signed-out answer is expected there, not news for the listener. */
  quiet?: boolean;
}

/**
 * One office API call: JSON in and out (the answer's `data`), the CSRF header on unsafe methods, errors
 * as ApiError. A file (a Blob) goes as it is, with its own content type, instead of as JSON.
 */
export const call = async <T>(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<T> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  const file = body instanceof Blob ? body : null;
  if (body !== undefined) headers['content-type'] = file === null ? 'application/json' : file.type || 'application/octet-stream';
  if (UNSAFE.has(method) && csrfToken !== null) headers['x-csrf-token'] = csrfToken;
  if (answerLanguage !== null) headers['accept-language'] = answerLanguage;
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error);
  }
  const answer = await readBody(response);
  if (!response.ok) {
    const code = codeOf(answer) ?? (response.status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
    if (response.status === 401 && SIGNED_OUT.has(code) && !options.quiet) onSignedOut?.(code);
    throw new ApiError(response.status, code, answer);
  }
  onAnswer?.();
  return (typeof answer === 'object' && answer !== null ? (answer as { data: T }).data : undefined) as T;
};

/** A file the server makes (a report's export): its bytes and the name the server gives it; errors as `call`'s. */
export const download = async (path: string): Promise<{ blob: Blob; filename: string }> => {
  const headers: Record<string, string> = {};
  if (answerLanguage !== null) headers['accept-language'] = answerLanguage;
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, { method: 'GET', headers, credentials: 'same-origin' });
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error);
  }
  if (!response.ok) {
    const answer = await readBody(response);
    const code = codeOf(answer) ?? (response.status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
    if (response.status === 401 && SIGNED_OUT.has(code)) onSignedOut?.(code);
    throw new ApiError(response.status, code, answer);
  }
  onAnswer?.();
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'report';
  return { blob: await response.blob(), filename };
};
