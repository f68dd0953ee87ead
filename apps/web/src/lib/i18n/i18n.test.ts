import { describe, expect, it } from 'vitest';
import { applyOverrides, ensureNamespace, initI18n } from './i18n';

describe('i18n', () => {
  it('loads the active language; the contract error texts load on demand as namespace "errors"', async () => {
    const i18n = await initI18n('de');
    expect(i18n.t('common:nav.guidedTours')).toBe('Führungen');
    expect(i18n.t('errors:PAGE_NOT_FOUND')).toBe('PAGE_NOT_FOUND');
    await ensureNamespace('errors');
    expect(i18n.t('errors:PAGE_NOT_FOUND')).toBe('Diese Seite gibt es nicht.');
    expect(i18n.t('shell:header.basketLabel', { count: 2 })).toBe('Warenkorb, 2 Artikel');
  });

  it('merges per-customer overrides over the catalog at runtime', async () => {
    const i18n = await initI18n('en');
    applyOverrides(i18n, { 'nav.tickets': 'Admission', 'shell:cookie.accept': 'Fine' });
    expect(i18n.t('common:nav.tickets')).toBe('Admission');
    expect(i18n.t('shell:cookie.accept')).toBe('Fine');
    expect(i18n.t('common:nav.vouchers')).toBe('Vouchers');
  });

  it('uses plural forms', async () => {
    const i18n = await initI18n('en');
    expect(i18n.t('shell:header.basketLabel', { count: 1 })).toBe('Basket, 1 item');
    expect(i18n.t('shell:header.basketLabel', { count: 3 })).toBe('Basket, 3 items');
  });
});

describe('late namespaces', () => {
  it('get the overrides that were applied before they loaded', async () => {
    const i18n = await initI18n('en');
    applyOverrides(i18n, { 'pages:notFound.heading': 'Lost?' });
    await ensureNamespace('pages');
    expect(i18n.t('pages:notFound.heading')).toBe('Lost?');
    expect(i18n.t('pages:retry')).toBe('Try again');
  });
});
