import { describe, expect, it } from 'vitest';
import { applyOverrides } from '../kernel/shop-context.js';
import { shopSettingsSchema } from '../kernel/shop-settings.js';
import { fixtureCatalog } from '../test-support/fixture-catalog.js';
import { mailBrand } from './mail-brand.js';

const withLogo = (logo: string | null) => {
  const shop = shopSettingsSchema.parse(fixtureCatalog().shop);
  return applyOverrides({ ...shop, theme: { ...shop.theme, logo } }, {});
};

describe('the logo in mails', () => {
  it.each([
    ['an uploaded logo: its square PNG', 'uploads/AbCdEfGhIjKlMnOpQrStUv-{width}.webp', 'https://shop.example.org/static/uploads/AbCdEfGhIjKlMnOpQrStUv.png'],
    ['the catalog’s SVG: the PNG beside it', 'logo.svg', 'https://shop.example.org/static/logo.png'],
    ['the catalog’s PNG as it is', 'brand/logo.png', 'https://shop.example.org/static/brand/logo.png'],
    ['none', null, null],
  ])('%s', (_what, logo, url) => {
    expect(mailBrand(withLogo(logo), 'https://shop.example.org/').logoUrl).toBe(url);
  });
});
