import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { appConfig } from '../../test/fixtures';
import { renderInShop } from '../../test/render';
import { Footer } from './footer';
import { sortedSocialLinks, termsLinks } from './footer-rules';

describe('footer terms links', () => {
  it.each([
    [{ has_merchandise: true, currency: 'EUR' }, ['imprint', 'terms', 'data_protection', 'shipping', 'accessibility_statement']],
    [{ has_merchandise: true, currency: 'CHF' }, ['imprint', 'terms', 'data_protection', 'shipping']],
    [{ has_merchandise: false, currency: 'EUR' }, ['imprint', 'terms', 'data_protection', 'accessibility_statement']],
    [{ has_merchandise: false, currency: 'CHF' }, ['imprint', 'terms', 'data_protection']],
  ])('with %j shows %j', (flags, keys) => {
    expect(termsLinks(appConfig(flags), 'en').map((l) => l.key)).toEqual(keys);
  });

  it('links to the own static pages unless the shop overrides a link for the language', () => {
    const config = appConfig({ custom_terms_links: { de: { terms: { url: 'https://museum.example/agb', title: 'AGB des Museums' } } } });
    expect(termsLinks(config, 'de').find((l) => l.key === 'terms')).toEqual({
      key: 'terms', href: 'https://museum.example/agb', title: 'AGB des Museums', external: true,
    });
    expect(termsLinks(config, 'en').find((l) => l.key === 'terms')).toEqual({ key: 'terms', href: '/en/page/terms', title: null, external: false });
  });

  it('sorts social links by sequence_no', () => {
    const sorted = sortedSocialLinks([
      { name: 'youtube', url: 'https://y.example', sequence_no: 3 },
      { name: 'tiktok', url: 'https://t.example', sequence_no: 1 },
      { name: 'instagram', url: 'https://i.example', sequence_no: 2 },
    ]);
    expect(sorted.map((s) => s.name)).toEqual(['tiktok', 'instagram', 'youtube']);
  });
});

describe('footer', () => {
  it('shows the copyright line, terms, social links in order, partners and sponsors', async () => {
    await renderInShop(<Footer />, {
      info: {
        social_media: [
          { name: 'facebook', url: 'https://f.example', sequence_no: 2 },
          { name: 'instagram', url: 'https://i.example', sequence_no: 1 },
        ],
        partner_logos: [{ name: { en: 'Partners' }, logos: [{ image: '/static/p.svg', url: 'https://p.example', alt: 'Ferry logo' }] }],
        sponsor_groups: [{ name: 'Main sponsor', sponsors: [{ image: '/static/s.svg', url: null, alt: 'Bank logo' }] }],
      },
    });
    // The museum holds the rights to its shop's content, not the maker of the software.
    expect(screen.getByText(`© ${new Date().getFullYear()} Museum Test. All rights reserved.`)).toBeTruthy();
    expect(screen.queryByText(/Foyer Museum Services/)).toBeNull();
    const legal = screen.getByRole('navigation', { name: 'Legal information' });
    expect(within(legal).getByRole('link', { name: 'Imprint' }).getAttribute('href')).toBe('/en/page/imprint');
    const social = screen.getAllByRole('link', { name: /opens in a new tab/ }).filter((a) => a.className === 'social-link');
    expect(social.map((a) => a.getAttribute('href'))).toEqual(['https://i.example', 'https://f.example']);
    expect(social[0]?.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('img', { name: 'Ferry logo' }).getAttribute('src')).toBe('/static/p.svg');
    expect(screen.getByRole('heading', { name: 'Main sponsor' })).toBeTruthy();
  });
});
