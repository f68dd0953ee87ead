import type { StandInSession } from './stripe-objects.js';

const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>` +
  '<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.75rem 1.5rem;margin:.25rem 0;min-width:10rem}</style>' +
  `</head><body>${body}</body></html>`;

/** The session asks the payer's name (`name_collection.individual.enabled`). */
export const collectsName = (session: StandInSession): boolean => {
  const collection = session.name_collection as { individual?: { enabled?: boolean } } | null | undefined;
  return collection?.individual?.enabled === true;
};

/** E-mail (and name) fields, as Stripe's page shows them when the session names no customer. */
const payerFields = (session: StandInSession): string =>
  session.customer_email !== null
    ? ''
    : '<p><label>Email <input type="email" name="email" autocomplete="email" required></label></p>' +
      (collectsName(session) ? '<p><label>Full name <input name="name" autocomplete="name" required></label></p>' : '');

/**
 * The stand-in's Checkout page: only what a journey needs to press. "Pay" confirms like a payer on
 * Stripe's page (a debit stays unpaid until it settles); "Cancel" follows Stripe's back link.
 * `missing`: the payer left the e-mail or the name empty.
 */
export const renderCheckoutPage = (session: StandInSession, missing = false): string => {
  const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
  const action = `/pay/${encodeURIComponent(session.id)}`;
  return page(
    'Stripe Checkout (stand-in)',
    `<h1>Stripe Checkout (stand-in)</h1><p>Amount: <strong data-testid="amount">${escape(amount)}</strong></p>` +
      `<p>Methods: ${escape(session.payment_method_types.join(', '))}</p>` +
      (missing ? '<p role="alert">Please fill in your email and name.</p>' : '') +
      `<form method="post" action="${action}">${payerFields(session)}<button name="action" value="pay">Pay</button></form>` +
      `<form method="post" action="${action}"><button name="action" value="cancel">Cancel</button></form>`,
  );
};

export const renderClosedPage = (session: StandInSession | undefined): string =>
  page('Stripe Checkout (stand-in)', `<h1>${session === undefined ? 'Unknown session' : 'This Checkout Session has expired'}</h1>`);
