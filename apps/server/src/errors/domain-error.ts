import type { ErrorCode } from '@foyer/contract';

/**
 * A rule of the shop said no (sold out, price changed, payment not completed…). Services raise it
 * with a code; the error plugin alone decides the HTTP status and translates the message.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: ErrorCode,
    readonly details: {
      /** Field-to-messages map, already in the request language. */
      errors?: Record<string, string[]>;
      /** Values for the `{name}` placeholders of the code's message, also sent to the client. */
      params?: Record<string, string | number>;
      /**
       * Raised for a line of the cart at checkout: there every refusal is 422 with its code (SPEC §8),
       * even a line naming something that does not exist, which is 404 on its own page.
       */
      cartLine?: boolean;
      /**
       * The input is malformed (a wrong type, a missing field) rather than something the visitor typed
       * and can fix: a bad request whatever the code, as a malformed request body is.
       */
      malformed?: boolean;
    } = {},
  ) {
    super(code);
  }

  /** The same refusal, raised for a line of the cart. */
  forCartLine(): DomainError {
    return new DomainError(this.code, { ...this.details, cartLine: true });
  }
}
