import type { Lang } from '@foyer/contract';
import { money, visitDate, visitTime } from '../../../kernel/museum-format.js';
import type { PaymentPageView, PaymentView } from '../../payment-view.js';
import { payPageLabels, type PayPageLabels } from './pay-page-labels.js';

const WALLET_NAMES: Record<string, string> = { APPLEPAY: 'Apple Pay', GOOGLEPAY: 'Google Pay' };

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/**
 * Until when the order's places (or goods) stay held, on the museum's clock (24 hours, DESIGN.md):
 * the time alone when that is later today, else with the language's short date (a reserved order's due date).
 */
export const heldUntilText = (view: PaymentView, now: Date = new Date()): string => {
  const { holdExpiresAt, lang, locale, timeZone } = view.order;
  const l = payPageLabels(lang, locale);
  const held = holdExpiresAt.toISOString();
  const date = visitDate(held, locale, timeZone);
  const values = { time: visitTime(held, locale, timeZone), date };
  return fill(date === visitDate(now.toISOString(), locale, timeZone) ? l.heldToday : l.heldUntil, values);
};

/** Colours come from the catalog theme, which is validated as hex colours; nothing else reaches the CSS. */
const css = (t: PaymentView['theme']): string => `
:root{--brand:${t.brand};--on-brand:${t.brandContrast};--surface:${t.surface};--text:${t.text};--radius:${t.radiusPx}px}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:var(--surface);color:var(--text)}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:var(--radius);box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 .25rem}table{width:100%;border-collapse:collapse;margin:1rem 0}
td{padding:.4rem 0;border-bottom:1px solid #ddd;vertical-align:top}td:last-child{text-align:right;white-space:nowrap;padding-left:1rem}
tfoot td,.sum td{font-weight:700}tfoot td{border-bottom:0}button,.back{display:block;width:100%;min-height:48px;margin:.5rem 0;padding:.75rem;font:inherit;border-radius:var(--radius);cursor:pointer;text-align:center}
.pay,.back{background:var(--brand);color:var(--on-brand);border:0;font-weight:700;text-decoration:none}.secondary{background:#fff;color:var(--text);border:1px solid #767676}
.express{background:#000;color:#fff;border:0;font-weight:700}button:focus-visible,.back:focus-visible{outline:3px solid var(--text);outline-offset:2px}
.notice{font-size:.875rem;color:#555}.held{font-weight:600}
fieldset{border:0;margin:1rem 0;padding:0}legend{font-weight:700;padding:0}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{display:block;width:100%;min-height:48px;padding:.5rem .75rem;font:inherit;border:1px solid #767676;border-radius:var(--radius)}
input:focus-visible{outline:3px solid var(--brand);outline-offset:1px}input[aria-invalid=true]{border-color:#b3261e}.error{color:#b3261e;margin:.25rem 0 0;font-size:.875rem}`;

const document = (lang: Lang, title: string, theme: PaymentView['theme'] | null, body: string): string =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><meta name="robots" content="noindex">${theme === null ? '' : `<style>${css(theme)}</style>`}</head>
<body><main>${body}</main></body></html>`;

/** What the payer typed into the wallet's fields, and which of them cannot be used. */
export interface EnteredPayer {
  name: string;
  email: string;
  invalid: readonly ('name' | 'email')[];
}

/**
 * The wallet's share of an express payment without login: name and e-mail, which Apple Pay and
 * Google Pay give the museum, typed here by hand since this page only stands in for them.
 */
const payerFields = (l: PayPageLabels, entered: EnteredPayer | undefined): string => {
  const field = (name: 'name' | 'email', type: string, autocomplete: string, label: string, error: string) => {
    const invalid = entered?.invalid.includes(name) === true;
    const value = entered === undefined ? '' : entered[name];
    return `<label for="payer-${name}">${escapeHtml(label)}</label><input id="payer-${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required value="${escapeHtml(value)}"${
      invalid ? ` aria-invalid="true" aria-describedby="payer-${name}-error"` : ''
    }>${invalid ? `<p id="payer-${name}-error" class="error">${escapeHtml(error)}</p>` : ''}`;
  };
  return `<fieldset><legend>${escapeHtml(l.payer)}</legend><p class="notice">${escapeHtml(l.payerHint)}</p>${field('name', 'text', 'name', l.name, l.nameInvalid)}${field(
    'email',
    'email',
    'email',
    l.email,
    l.emailInvalid,
  )}</fieldset>`;
};

/**
 * What is paid for, row by row as every summary of the shop shows it: the lines, then subtotal and
 * shipping when goods are shipped, the total, each voucher code with what it paid; the amount asked
 * for follows in the table's foot.
 */
const statementRows = (view: PaymentPageView, l: PayPageLabels): string => {
  const { statement } = view;
  const row = (text: string, cents: number, className = '') =>
    `<tr${className === '' ? '' : ` class="${className}"`}><td>${escapeHtml(text)}</td><td>${escapeHtml(money(cents, view.payment.currency, view.order.locale))}</td></tr>`;
  const lines = view.lines.map((line) => row(line.text, line.amountCents));
  const shipping = statement.shippingCents === null ? [] : [row(l.subtotal, statement.subtotalCents, 'sum'), row(l.shipping, statement.shippingCents)];
  const codes = statement.codes.map((code) => row(fill(l.voucherCode, { code: code.code }), -code.appliedCents));
  return [...lines, ...shipping, row(l.orderTotal, statement.totalCents, 'sum'), ...codes].join('');
};

/**
 * The hosted payment page: order summary, express wallet, pay, decline and cancel as plain form posts;
 * `entered`: the payer's details sent back because one could not be used.
 */
export const renderPayPage = (view: PaymentPageView, entered?: EnteredPayer): string => {
  const lang = view.order.lang;
  const l = payPageLabels(lang, view.order.locale);
  const amount = money(view.payment.amountCents, view.payment.currency, view.order.locale);
  const action = `/pay/${encodeURIComponent(view.payment.id)}`;
  // Declining or cancelling needs no name: the browser checks the payer's fields only for paying.
  const button = (outcome: string, className: string, label: string) =>
    `<button type="submit" name="outcome" value="${outcome}" class="${className}"${outcome === 'confirmed' ? '' : ' formnovalidate'}>${escapeHtml(label)}</button>`;
  const rows = statementRows(view, l);
  const wallet = view.payment.wallet;
  const express = wallet === null ? '' : `<h2 class="notice">${escapeHtml(l.express)}</h2>${button('confirmed', 'express', WALLET_NAMES[wallet] ?? wallet)}`;
  return document(
    lang,
    `${l.title} – ${view.museumName}`,
    view.theme,
    `<h1>${escapeHtml(fill(l.intro, { museum: view.museumName }))}</h1><p>${escapeHtml(fill(l.order, { order: view.order.number }))}</p>
<table><tbody>${rows}</tbody><tfoot><tr><td>${escapeHtml(l.total)}</td><td>${escapeHtml(amount)}</td></tr></tfoot></table>
<p class="held">${escapeHtml(heldUntilText(view))}</p>
<form method="post" action="${action}">${view.needsPayer ? payerFields(l, entered) : ''}${express}${button('confirmed', 'pay', fill(l.pay, { amount }))}${button('declined', 'secondary', l.decline)}${button('canceled', 'secondary', l.cancel)}</form>
<p class="notice">${escapeHtml(l.notice)}</p>`,
  );
};

/** The hold ran out before the payer decided: nothing can be paid here any more. */
export const renderExpiredPayment = (view: PaymentView): string => {
  const l = payPageLabels(view.order.lang, view.order.locale);
  return document(
    view.order.lang,
    `${l.title} – ${view.museumName}`,
    view.theme,
    `<h1>${escapeHtml(l.title)}</h1><p role="alert">${escapeHtml(l.expired)}</p><a class="back" href="${escapeHtml(view.cancelUrl('expired'))}">${escapeHtml(l.back)}</a>`,
  );
};

/** A payment nobody knows, told in the shop's first language as the museum's region writes it (`locale`: de-AT). */
export const renderUnknownPayment = (lang: Lang, locale: string): string => {
  const l = payPageLabels(lang, locale);
  return document(lang, l.title, null, `<h1>${escapeHtml(l.title)}</h1><p>${escapeHtml(l.unknown)}</p>`);
};
