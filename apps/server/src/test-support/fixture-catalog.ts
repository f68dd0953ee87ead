import type { CatalogInput } from '../kinds.js';

/**
 * A small catalog for server tests, independent of the demo museum's texts. German is the first
 * language; some texts exist only in German to exercise the fallback. Italian is not offered.
 */
export const fixtureCatalog = (): CatalogInput => ({
  shop: {
    id: 177,
    site_name: 'Testmuseum',
    site_name_translations: { en: 'Test Museum' },
    nav_translations: { tickets: { de: 'Eintritt', en: 'Admission' } },
    languages: ['de', 'en', 'fr'],
    sections: { tickets: true, guided_tours: true, merchandise: false, vouchers: true, memcard: false, voucher_code: true },
    user_registration: true,
    guest_registration: true,
    museum_main_url: 'https://museum.example.org',
    museum_per_language_urls: { en: 'https://museum.example.org/en' },
    default_user_country_key: 'CH',
    guided_tour_default_language: 'de',
    support_email: 'help@museum.example.org',
    theme: {
      brand_color: '#1d3557',
      brand_contrast_color: '#ffffff',
      accent_color: '#e63946',
      surface_color: '#f8f9fa',
      text_color: '#212529',
      radius_px: 6,
      logo: 'logo.svg',
    },
    meta: {
      museum_name: 'Testmuseum',
      street: 'Museumstrasse 1',
      zip: '8000',
      city: 'Zürich',
      country: 'CH',
      email: 'info@museum.example.org',
      phone: '+41 44 000 00 00',
      opening_hours: { de: 'Di–So 10–17 Uhr', en: 'Tue–Sun 10am–5pm' },
      description: { de: 'Ein Museum für Tests.' },
    },
  },
  content: {
    banners: [
      [
        {
          image: 'banners/hall-{width}.jpg',
          image_mobile: 'banners/hall-mobile-{width}.jpg',
          title: { de: 'Die grosse Halle', en: 'The great hall' },
          text: { de: 'Jetzt geöffnet' },
          alt: { de: 'Blick in die Halle', en: 'View into the hall' },
          link: '/de/tickets',
        },
        { image: '', image_mobile: '', title: { de: 'Leer' }, text: { de: '' }, alt: { de: '' } },
      ],
      [{ image: 'banners/garden.jpg', image_mobile: '', title: { de: 'Garten' }, text: { de: 'Im Park' }, alt: { de: 'Garten' } }],
    ],
    social_media: [
      { name: 'instagram', url: 'https://instagram.com/testmuseum', sequence_no: 2 },
      { name: 'facebook', url: 'https://facebook.com/testmuseum', sequence_no: 1 },
    ],
    cookie_warning: { de: 'Wir verwenden Cookies.', en: 'We use cookies.' },
    partner_logos: [
      {
        name: { de: 'Partner', en: 'Partners' },
        logos: [{ image: 'partners/city.svg', url: 'https://city.example.org', alt: { de: 'Stadt', en: 'City' } }],
      },
    ],
    sponsor_groups: [
      { name: { de: 'Hauptsponsoren', en: 'Main sponsors' }, sponsors: [{ image: 'sponsors/bank.svg', alt: { de: 'Bank' } }] },
    ],
    custom_terms_links: { en: { terms: { url: 'https://museum.example.org/terms', title: 'Terms of visit' } } },
  },
  pages: [
    {
      id: 'imprint',
      title: { de: 'Impressum', en: 'Imprint' },
      blocks: {
        de: [{ type: 'heading', text: 'Herausgeber' }, { type: 'paragraph', text: 'Testmuseum, Zürich' }],
        en: [{ type: 'heading', text: 'Publisher' }, { type: 'paragraph', text: 'Test Museum, Zurich' }],
      },
      updated_at: '2025-01-15',
    },
    {
      id: 'terms',
      title: { de: 'AGB' },
      blocks: { de: [{ type: 'list', items: ['Eins', 'Zwei'] }] },
      updated_at: '2025-01-15',
    },
  ],
  payment_types: [
    { payartId: 164, name: { de: 'Karte oder Twint', en: 'Card or Twint' }, image: 'payments/card.svg', sequence_no: 2 },
    { payartId: 74, name: { de: 'Lastschrift' }, sequence_no: 3, direct_debit: true },
    { payartId: 300, name: { de: 'Apple Pay', en: 'Apple Pay' }, image: 'payments/apple.svg', sequence_no: 1, wallet: 'APPLEPAY' },
  ],
  customer: {
    countries: ['CH', 'DE', 'AT', 'FR'],
    salutations: [
      { key: 'mr', name: { de: 'Herr', en: 'Mr', fr: 'Monsieur' } },
      { key: 'ms', name: { de: 'Frau', en: 'Ms', fr: 'Madame' } },
    ],
    required_fields: ['email', 'fname', 'lname', 'country'],
    visible_fields: ['email', 'salutation', 'fname', 'lname', 'street', 'zip', 'city', 'country', 'phone'],
  },
});
