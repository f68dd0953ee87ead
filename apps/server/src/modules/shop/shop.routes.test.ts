import { shopConfigResponseSchema, shopInfoResponseSchema, staticContentResponseSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFromRoot } from '../../config.js';
import { RESET_MINUTES } from '../customer-auth/password-resets.repository.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { overrides: { currency: 'EUR', timeZone: 'Europe/Berlin' } } });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/:lang/shopinfo', () => {
  it('answers the content with meta in the request language', async () => {
    const res = await get('/api/en/shopinfo?shop=177');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const { data } = shopInfoResponseSchema.parse(res.json());
    expect(data.cookie_warning).toBe('We use cookies.');
    expect(data.meta.opening_hours).toBe('Tue–Sun 10am–5pm');
    expect(data.banners[0]?.[0]).toEqual({
      image: '/static/banners/hall-{width}.jpg',
      image_mobile: '/static/banners/hall-mobile-{width}.jpg',
      title: 'The great hall',
      text: 'Jetzt geöffnet',
      link: '/de/tickets',
      alt: 'View into the hall',
    });
    expect(data.terms_links).toEqual({ terms: { url: 'https://museum.example.org/terms', title: 'Terms of visit' } });
    expect(data.sponsor_groups).toEqual([
      { name: 'Main sponsors', sponsors: [{ image: '/static/sponsors/bank.svg', url: null, alt: 'Bank' }] },
    ]);
    expect(data.partner_logos[0]?.name).toEqual({ de: 'Partner', en: 'Partners' });
    expect(data.partner_logos[0]?.logos[0]?.alt).toBe('City');
  });

  it('answers German texts in German and falls back to the first language for French', async () => {
    const de = shopInfoResponseSchema.parse((await get('/api/de/shopinfo?shop=177')).json()).data;
    expect(de.cookie_warning).toBe('Wir verwenden Cookies.');
    expect(de.meta.description).toBe('Ein Museum für Tests.');
    expect(de.terms_links).toEqual({});
    const fr = shopInfoResponseSchema.parse((await get('/api/fr/shopinfo?shop=177')).json()).data;
    expect(fr.cookie_warning).toBe('Wir verwenden Cookies.');
    expect(fr.banners[0]?.[0]?.title).toBe('Die grosse Halle');
  });

  it('drops banners without an image and empty groups, and uses the desktop image when the mobile one is missing', async () => {
    const { data } = shopInfoResponseSchema.parse((await get('/api/de/shopinfo?shop=177')).json());
    expect(data.banners.map((group) => group.length)).toEqual([1, 1]);
    expect(data.banners[1]?.[0]?.image_mobile).toBe('/static/banners/garden.jpg');
  });

  it('sorts social links by sequence_no', async () => {
    const { data } = shopInfoResponseSchema.parse((await get('/api/en/shopinfo?shop=177')).json());
    expect(data.social_media.map((link) => link.name)).toEqual(['facebook', 'instagram']);
  });
});

describe('GET /api/:lang/static', () => {
  it('answers the same content as shopinfo without meta', async () => {
    const res = await get('/api/en/static?shop=177');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).not.toHaveProperty('meta');
    const info = shopInfoResponseSchema.parse((await get('/api/en/shopinfo?shop=177')).json()).data;
    const { meta: _meta, ...withoutMeta } = info;
    expect(staticContentResponseSchema.parse(body).data).toEqual(withoutMeta);
  });
});

describe('GET /api/:lang/shopinfo/config', () => {
  it('answers the application config under server-side names', async () => {
    const res = await get('/api/de/shopinfo/config?shop=177');
    expect(res.statusCode).toBe(200);
    const { data } = shopConfigResponseSchema.parse(res.json());
    expect(data.site_name).toBe('Testmuseum');
    expect(data.languages).toEqual(['de', 'en', 'fr']);
    expect(data.languages_full).toEqual({ de: 'Deutsch', en: 'English', fr: 'Français' });
    expect(data).toMatchObject({
      has_tickets: true,
      has_guided_tours: true,
      has_merchandise: false,
      has_vouchers: true,
      has_memcard: false,
      has_voucher_code: true,
      has_user_registration: true,
      nav_translations: { tickets: { de: 'Eintritt', en: 'Admission' } },
      custom_terms_links: { en: { terms: { url: 'https://museum.example.org/terms', title: 'Terms of visit' } } },
    });
    expect(data.theme.logo).toBe('/static/logo.svg');
    expect(data.partner_logos[0]?.logos[0]?.alt).toBe('Stadt');
    // The static folder of this app lacks the logo, so its size is not known.
    expect(data.logo_size).toBeNull();
  });

  it('tells the size of the logo in the static folder, so the header keeps its place before it loads', async () => {
    const other = await createTestApp({ config: { staticDir: resolveFromRoot('demo/images') } });
    try {
      const { data } = shopConfigResponseSchema.parse((await other.app.inject({ method: 'GET', url: '/api/en/shopinfo/config?shop=177' })).json());
      expect(data.logo_size).toEqual({ width: 64, height: 64 });
    } finally {
      await other.close();
    }
  });

  it('applies the environment overrides of currency and time zone, and keeps the catalog support e-mail', async () => {
    const { data } = shopConfigResponseSchema.parse((await get('/api/en/shopinfo/config?shop=177')).json());
    expect(data.currency).toBe('EUR');
    expect(data.currency_symbol).toBe('€');
    expect(data.time_zone).toBe('Europe/Berlin');
    expect(data.support_email).toBe('help@museum.example.org');
  });
});

describe('shopinfo/config in a language the shop does not offer', () => {
  it('answers the config of the shop\'s first language, so a starting client learns which languages to use', async () => {
    const res = await get('/api/it/shopinfo/config?shop=177');
    expect(res.statusCode).toBe(200);
    const { data } = shopConfigResponseSchema.parse(res.json());
    expect(data.languages).toEqual(['de', 'en', 'fr']);
    expect(res.body).toBe((await get('/api/de/shopinfo/config?shop=177')).body);
  });
});

describe('shop defaults without overrides', () => {
  it('uses the catalog currency, Europe/Zurich and SUPPORT_EMAIL when set', async () => {
    const other = await createTestApp({ config: { overrides: { supportEmail: 'desk@example.org' } } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/en/shopinfo/config?shop=177' });
      const { data } = shopConfigResponseSchema.parse(res.json());
      expect(data.currency).toBe('CHF');
      expect(data.currency_symbol).toBe('CHF');
      expect(data.time_zone).toBe('Europe/Zurich');
      expect(data.support_email).toBe('desk@example.org');
      expect(data.hold_minutes).toBe(20);
      // The page after asking for a reset link names the lifetime the link is stored with.
      expect(data.reset_link_minutes).toBe(RESET_MINUTES);
    } finally {
      await other.close();
    }
  });
});

describe('shopinfo/config and the checkout hold', () => {
  it('tells how long checkout holds the places (HOLD_MINUTES), as initPayment holds them', async () => {
    const other = await createTestApp({ config: { holdMinutes: 15 } });
    try {
      const { data } = shopConfigResponseSchema.parse((await other.app.inject({ method: 'GET', url: '/api/en/shopinfo/config?shop=177' })).json());
      expect(data.hold_minutes).toBe(15);
    } finally {
      await other.close();
    }
  });
});
