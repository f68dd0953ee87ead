import { describe, expect, it } from 'vitest';
import { applyOverrides, applyRegion, ensureNamespace, initI18n } from './i18n';

describe('German follows the museum region (DESIGN.md "Formats")', () => {
  it.each([
    ['CH', 'Menü schliessen', 'An Lager', 'inkl. CHF 1.00 MWST'],
    ['LI', 'Menü schliessen', 'An Lager', 'inkl. CHF 1.00 MWST'],
    ['DE', 'Menü schließen', 'Vorrätig', 'inkl. CHF 1.00 MwSt.'],
    ['AT', 'Menü schließen', 'Vorrätig', 'inkl. CHF 1.00 MwSt.'],
  ])('a museum in %s: %s, %s, %s, also in a namespace that loads later', async (country, close, inStock, vat) => {
    const i18n = await initI18n('de');
    await applyRegion(i18n, country);
    expect(i18n.t('shell:header.closeMenu')).toBe(close);
    await ensureNamespace('merchandise');
    expect(i18n.t('merchandise:stock.inStock')).toBe(inStock);
    expect(i18n.t('merchandise:detail.vatIncluded', { amount: 'CHF 1.00' })).toBe(vat);
  });

  it('leaves the other languages and the keys the region does not change as they are', async () => {
    const french = await initI18n('fr');
    await applyRegion(french, 'DE');
    await ensureNamespace('merchandise');
    expect(french.t('merchandise:stock.inStock')).toBe('En stock');
    const german = await initI18n('de');
    await applyRegion(german, 'DE');
    expect(german.t('common:nav.guidedTours')).toBe('Führungen');
  });

  it('lets the museum’s own overrides win over the region', async () => {
    const i18n = await initI18n('de');
    await applyRegion(i18n, 'DE');
    applyOverrides(i18n, { 'shell:header.closeMenu': 'Zuklappen' });
    expect(i18n.t('shell:header.closeMenu')).toBe('Zuklappen');
  });
});
