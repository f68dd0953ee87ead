import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectsName, renderCheckoutPage, renderClosedPage } from './hosted-page.js';
import { StripeApi, type RecordedRequest } from './stripe-api.js';
import { StripeLedger } from './stripe-ledger.js';
import { recordedEvent, type StandInRefund, type StandInSession } from './stripe-objects.js';
import { deliverEvent, type Delivery } from './webhook-sender.js';

export interface StandInOptions {
  webhookSecret: string;
  /** Where events go (the shop's `/payments/stripe/webhook`); may be set later, once the shop listens. */
  webhookUrl?: string;
  port?: number;
}

/** A local Stripe: the official client talks to `url` (STRIPE_API_URL), payers to its hosted page. */
export interface StripeStandIn {
  url: string;
  webhookUrl: string | undefined;
  readonly sessions: ReadonlyMap<string, StandInSession>;
  readonly refunds: readonly StandInRefund[];
  /** Every API request, in order, with its decoded form body. */
  readonly requests: readonly RecordedRequest[];
  /** Every event sent to the shop and the shop's answer. */
  readonly deliveries: readonly Delivery[];
  /**
   * The payer finished on Stripe's page and no event was sent (a webhook still on its way); `payer`
   * is who paid when the session did not name them (Stripe's page or the wallet asked).
   */
  completeSession(id: string, payment: 'paid' | 'unpaid', payer?: { email: string; name: string | null }): StandInSession;
  /** A debit of a completed, unpaid session settles or bounces; the matching event is sent. */
  succeedAsync(id: string): Promise<Delivery>;
  failAsync(id: string): Promise<Delivery>;
  /** Sends a signed event about the session as it is now (also to replay one). */
  sendEvent(type: string, sessionId: string): Promise<Delivery>;
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const send = (res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void => {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers }).end(body);
};
const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void =>
  send(res, status, 'application/json', JSON.stringify(body, null, 2), headers);
const html = (res: ServerResponse, status: number, body: string): void => send(res, status, 'text/html; charset=utf-8', body);
const redirect = (res: ServerResponse, location: string): void => send(res, 303, 'text/plain', '', { location });

/**
 * Stripe's page asks for the e-mail address when the session names none, and for the name when the
 * session collects it (Apple Pay and Google Pay fill both in); 'missing' when one was left empty.
 */
const askedPayer = (session: StandInSession, form: URLSearchParams): { email: string; name: string | null } | null | 'missing' => {
  if (session.customer_email !== null) return null;
  const email = (form.get('email') ?? '').trim();
  const name = (form.get('name') ?? '').trim();
  if (email === '' || (collectsName(session) && name === '')) return 'missing';
  return { email, name: collectsName(session) ? name : null };
};

export const startStripeStandIn = async (options: StandInOptions): Promise<StripeStandIn> => {
  const ledger = new StripeLedger();
  let origin = '';
  const api = new StripeApi(ledger, () => origin);
  const deliveries: Delivery[] = [];

  const sendEvent = async (type: string, sessionId: string): Promise<Delivery> => {
    if (standIn.webhookUrl === undefined) throw new Error('the stand-in has no webhook address');
    const event = recordedEvent(type, ledger.session(sessionId), api.versions.get(sessionId) ?? null);
    const delivery = await deliverEvent(standIn.webhookUrl, options.webhookSecret, event);
    deliveries.push(delivery);
    return delivery;
  };

  /** Pay: a card is paid at once, a debit (the only method of a sepa_debit session) settles later. */
  const hostedPage = async (method: string, id: string, form: URLSearchParams, res: ServerResponse): Promise<void> => {
    const session = ledger.sessions.get(id);
    if (session === undefined) return html(res, 404, renderClosedPage(undefined));
    if (session.status === 'complete') return redirect(res, session.success_url);
    if (session.status === 'expired') return html(res, 410, renderClosedPage(session));
    if (method !== 'POST') return html(res, 200, renderCheckoutPage(session));
    if (form.get('action') === 'cancel') return redirect(res, session.cancel_url ?? session.success_url);
    const payer = askedPayer(session, form);
    if (payer === 'missing') return html(res, 400, renderCheckoutPage(session, true));
    ledger.complete(id, session.payment_method_types.includes('sepa_debit') ? 'unpaid' : 'paid', payer);
    if (standIn.webhookUrl !== undefined) await sendEvent('checkout.session.completed', id);
    return redirect(res, session.success_url);
  };

  const server = createServer((req, res) => {
    const handle = async (): Promise<void> => {
      const method = req.method ?? 'GET';
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const path = url.pathname;
      const body = await readBody(req);
      if (path.startsWith('/v1/')) {
        const answer = api.answer(method, path, req.headers, body, url.searchParams);
        return json(res, answer.status, answer.body, answer.headers);
      }
      const page = /^\/pay\/([^/]+)$/.exec(path);
      if (page?.[1] !== undefined) return hostedPage(method, decodeURIComponent(page[1]), new URLSearchParams(body), res);
      return json(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } });
    };
    handle().catch((error: unknown) => json(res, 500, { error: { type: 'api_error', message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: StripeStandIn = {
    url: origin,
    webhookUrl: options.webhookUrl,
    sessions: ledger.sessions,
    refunds: ledger.refunds,
    requests: api.requests,
    deliveries,
    completeSession: (id, payment, payer) => ledger.complete(id, payment, payer ?? null),
    succeedAsync: async (id) => {
      ledger.settleAsync(id, 'succeeded');
      return sendEvent('checkout.session.async_payment_succeeded', id);
    },
    failAsync: async (id) => {
      ledger.settleAsync(id, 'failed');
      return sendEvent('checkout.session.async_payment_failed', id);
    },
    sendEvent,
    failNext: (status, times = 1) => api.failNext(status, times),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return standIn;
};
