import type { MailBrand } from '../mail/mail-layout.js';

/** A museum's face as the mail tests draw it: a logo on PUBLIC_URL, colours of its own, an address. */
export const TEST_BRAND: MailBrand = {
  museum: 'Testmuseum',
  logoUrl: 'https://shop.example.org/static/logo.png',
  brandColor: '#1d4a57',
  brandContrastColor: '#ffffff',
  accentColor: '#8f5a1f',
  surfaceColor: '#faf7f2',
  textColor: '#1a2429',
  contact: ['Uferweg 12, 8712 Seeburg', 'info@museum.example.org · +41 44 555 12 12'],
};
