import type { IncomingHttpHeaders } from 'node:http';
import { parseStripeForm, type FormObject } from './form-body.js';
import type { StripeLedger } from './stripe-ledger.js';
import { stripeId, StripeFailure } from './stripe-objects.js';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form body as Stripe would read it (nested by its bracket keys). */
  body: FormObject;
  idempotencyKey: string | undefined;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The part of Stripe's REST API the shop uses: Checkout Sessions (create, retrieve, expire) and
 * refunds (create, list), with Stripe's key check, idempotent replays and error bodies, and injected outages.
 */
export class StripeApi {
  readonly requests: RecordedRequest[] = [];
  /** The API version each session was created with (Stripe stamps its events with the account's version). */
  readonly versions = new Map<string, string>();
  private readonly outages: number[] = [];
  private readonly replays = new Map<string, ApiAnswer>();

  constructor(
    private readonly ledger: StripeLedger,
    private readonly origin: () => string,
  ) {}

  /** The next `times` API requests fail with `status`, as when Stripe has an incident. */
  failNext(status: number, times: number): void {
    for (let i = 0; i < times; i += 1) this.outages.push(status);
  }

  answer(method: string, path: string, headers: IncomingHttpHeaders, rawBody: string, query: URLSearchParams = new URLSearchParams()): ApiAnswer {
    const idempotencyKey = method === 'POST' ? header(headers, 'idempotency-key') : undefined;
    const body = method === 'POST' ? parseStripeForm(rawBody) : {};
    this.requests.push({ method, path, body, idempotencyKey });
    const outage = this.outages.shift();
    if (outage !== undefined) return this.reply(outage, new StripeFailure(outage, 'api_error', 'An unknown error occurred (stand-in outage).').body());
    if (!/^Bearer sk_(test|live)_\S+$/.test(header(headers, 'authorization') ?? '')) {
      return this.reply(401, new StripeFailure(401, 'invalid_request_error', 'Invalid API Key provided.').body());
    }
    const replayKey = idempotencyKey === undefined ? undefined : `${path} ${idempotencyKey}`;
    const replay = replayKey === undefined ? undefined : this.replays.get(replayKey);
    if (replay !== undefined) return { ...replay, headers: { ...replay.headers, 'idempotent-replayed': 'true' } };
    const answer = this.route(method, path, body, header(headers, 'stripe-version'), query);
    if (replayKey !== undefined) this.replays.set(replayKey, answer);
    return answer;
  }

  private route(method: string, path: string, body: FormObject, version: string | undefined, query: URLSearchParams): ApiAnswer {
    try {
      if (method === 'POST' && path === '/v1/checkout/sessions') {
        const session = this.ledger.createSession(body, this.origin());
        if (version !== undefined) this.versions.set(session.id, version);
        return this.reply(200, session);
      }
      const session = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
      if (session?.[1] !== undefined) {
        const id = decodeURIComponent(session[1]);
        if (method === 'GET' && session[2] === undefined) return this.reply(200, this.ledger.session(id));
        if (method === 'POST' && session[2] !== undefined) return this.reply(200, this.ledger.expire(id));
      }
      if (method === 'POST' && path === '/v1/refunds') return this.reply(200, this.ledger.refund(body));
      if (method === 'GET' && path === '/v1/refunds') {
        // Stripe's list of refunds, narrowed to one payment intent as `?payment_intent=` asks (journeys read what was refunded).
        const intent = query.get('payment_intent');
        const data = this.ledger.refunds.filter((refund) => intent === null || refund.payment_intent === intent);
        return this.reply(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
      }
      return this.reply(404, new StripeFailure(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`).body());
    } catch (error) {
      if (error instanceof StripeFailure) return this.reply(error.status, error.body());
      throw error;
    }
  }

  private reply(status: number, body: unknown): ApiAnswer {
    return { status, body, headers: { 'request-id': stripeId('req', 14) } };
  }
}
