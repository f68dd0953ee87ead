import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { noJoinedText } from './no-joined-text.mjs';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const joined = [{ messageId: 'joined' }];

tester.run('no-joined-text', noJoinedText, {
  valid: [
    "const entry = { fieldId: `field-${name}`, message: t('common:fieldError', { label: t('fields.email'), message }) };",
    "const href = `/${lang}/page/${key}`;",
    "const key = t(`fields.${name}`);",
    'const srcSet = widths.map((w) => `${url} ${w}w`).join(", ");',
    "const link = <a href={url}>{label}<span className=\"visually-hidden\"> ({t('common:opensInNewTab')})</span></a>;",
    "const cell = <span>{t('detail.free')}</span>;",
    "const label = <button aria-label={t('suggest.addNamed', { name })}>{t('suggest.add')}</button>;",
    "const id = `${prefix}-${index}`;",
  ],
  invalid: [
    // The account forms' old error summaries.
    { code: "const entry = { fieldId: 'field-forgot-email', message: `${t('fields.email')}: ${message}` };", errors: joined },
    { code: 'listed.push({ fieldId: id, message: `${label}: ${message}` });', errors: joined },
    // use-payment-form.ts: the label joined behind a condition.
    { code: 'const entry = { message: labels[field] ? `${labels[field]}: ${text}` : text };', errors: joined },
    // suggestion-card.tsx: an accessible name glued from a translation and a product name.
    { code: "const b = <button aria-label={`${t('suggest.add')}: ${product.name}`} />;", errors: joined },
    // family-ticket-row.tsx: a translation's variable joined in code.
    { code: "const l = t('detail.decrement', { name: `${ticket.name}: ${sub.name}` });", errors: joined },
    { code: "const label = `${site} (${t('common:opensInNewTab')})`;", errors: joined },
    { code: "const row = <span>{addOn && ` · ${t('detail.addOnHint')}`}</span>;", errors: joined },
    { code: "const cta = <span>{t('sectionCta')} →</span>;", errors: joined },
    { code: "const total = <p>Total: {t('total')}</p>;", errors: joined },
    { code: "const text = t('password.label') + ': ' + message;", errors: joined },
  ],
});
