import { createHmac } from 'node:crypto';
import type { StandInEvent } from './stripe-objects.js';

export interface Delivery {
  event: StandInEvent;
  /** The shop's HTTP status, or 0 when it could not be reached. */
  status: number;
}

/**
 * Stripe's signature scheme, written out rather than borrowed from stripe-node so the shop's
 * verification is checked against the documented format: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<payload>" keyed with the endpoint's secret>`.
 */
export const signatureHeader = (payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;

/** Posts one event the way Stripe does: pretty-printed JSON body, signed, one attempt. */
export const deliverEvent = async (url: string, secret: string, event: StandInEvent): Promise<Delivery> => {
  const payload = JSON.stringify(event, null, 2);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signatureHeader(payload, secret), 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
      body: payload,
    });
    await res.arrayBuffer();
    return { event, status: res.status };
  } catch {
    return { event, status: 0 };
  }
};
