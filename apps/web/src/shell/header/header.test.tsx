import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { appConfig } from '../../test/fixtures';
import { adultsLine } from '../../test/cart-lines';
import { renderInShop } from '../../test/render';
import { Header } from './header';
import { accountArea, brandLink, sectionLinks, withReturnTo } from './header-rules';

describe('header rules', () => {
  it.each([
    [{}, ['tickets', 'guided-tours', 'merchandise', 'passes', 'vouchers']],
    [{ has_tickets: false, has_memcard: false }, ['guided-tours', 'merchandise', 'vouchers']],
    [{ has_tickets: false, has_guided_tours: false, has_merchandise: false, has_vouchers: false, has_memcard: false }, []],
  ])('with %j links %j', (flags, sections) => {
    expect(sectionLinks(appConfig(flags), 'de').map((l) => l.section)).toEqual(sections);
  });

  const guest = { fname: 'G', lname: 'H', isGuest: true };
  const member = { fname: 'M', lname: 'N', isGuest: false };
  it.each([
    [true, null, null, 'auth-links'],
    [true, 'tok', guest, 'auth-links'],
    [true, 'tok', member, 'user-menu'],
    [false, null, null, 'none'],
    [false, 'tok', guest, 'none'],
    [false, 'tok', member, 'user-menu'],
  ] as const)('registration %s, token %s, customer %j -> %s', (registration, token, customer, expected) => {
    expect(accountArea(appConfig({ has_user_registration: registration }), { token, customer })).toBe(expected);
  });

  it('carries the current full path as returnTo', () => {
    expect(withReturnTo('/en/login', '/en/tickets?day=1')).toBe('/en/login?returnTo=%2Fen%2Ftickets%3Fday%3D1');
  });

  it('on a sign-in screen passes on its way back instead of pointing at itself', () => {
    expect(withReturnTo('/en/register', '/en/login?returnTo=%2Fen%2Fcheckout')).toBe('/en/register?returnTo=%2Fen%2Fcheckout');
    expect(withReturnTo('/en/login', '/en/register/success')).toBe('/en/login');
    expect(withReturnTo('/en/login', '/en/recover/abc')).toBe('/en/login');
  });

  it.each([
    [{}, 'en', { href: '/en', external: false }],
    [{ logo_links_to_main_site: true, museum_main_url: 'https://m.example/' }, 'en', { href: 'https://m.example/', external: true }],
    [
      { logo_links_to_main_site: true, museum_main_url: 'https://m.example/', museum_per_language_urls: { de: 'https://m.example/de/' } },
      'de',
      { href: 'https://m.example/de/', external: true },
    ],
  ] as const)('brand link for %j in %s', (flags, lang, expected) => {
    expect(brandLink(appConfig(flags), lang)).toEqual(expected);
  });
});

describe('header', () => {
  it('shows enabled sections, login and register with returnTo, and a language menu', async () => {
    useSessionStore.setState({ token: null, customer: null });
    await renderInShop(<Header />, { path: '/en/page/imprint?x=1', config: { has_vouchers: false } });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe('/en/tickets');
    expect(within(nav).queryByRole('link', { name: 'Vouchers' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en/login?returnTo=%2Fen%2Fpage%2Fimprint%3Fx%3D1');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/en/register?returnTo=%2Fen%2Fpage%2Fimprint%3Fx%3D1');

    const languageButton = screen.getByRole('button', { name: 'Language: English' });
    await userEvent.click(languageButton);
    const german = screen.getByRole('link', { name: 'Deutsch' });
    expect(german.getAttribute('href')).toBe('/de/page/imprint?x=1');
    expect(german.getAttribute('hreflang')).toBe('de');
    expect(german.getAttribute('lang')).toBe('de');
    await userEvent.keyboard('{Escape}');
    expect(languageButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('has no language menu with a single language and shows the user menu for customers', async () => {
    useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'Lovelace', isGuest: false } });
    await renderInShop(<Header />, { config: { languages: ['de'] }, lang: 'de', path: '/de' });
    expect(screen.queryByRole('button', { name: /Sprache/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Anmelden' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Kontomenü für Ada Lovelace' }));
    expect(screen.getByRole('link', { name: 'Einstellungen' }).getAttribute('href')).toBe('/de/settings');
    expect(screen.getByRole('link', { name: 'Meine Bestellungen' }).getAttribute('href')).toBe('/de/settings#settings-orders');
    expect(screen.getByRole('link', { name: 'Abmelden' }).getAttribute('href')).toBe('/logout');
  });

  it('counts the tickets in the basket, not its lines, and highlights a filled basket', async () => {
    useCartStore.setState({ lines: [adultsLine] });
    await renderInShop(<Header />);
    const basket = screen.getByRole('link', { name: 'Basket, 2 items' });
    expect(basket.textContent).toBe('2');
    expect(basket.className).toContain('is-filled');
    useCartStore.setState({ lines: [] });
  });

  it.each([
    [{ width: 200, height: 50 }, '160', '40'],
    [{ width: 64, height: 64 }, '40', '40'],
    [null, null, '40'],
  ])('reserves the logo of intrinsic size %j its place before it loads: width %s, height %s', async (logoSize, width, height) => {
    await renderInShop(<Header />, { config: { theme: { ...appConfig().theme, logo: '/static/logo.svg' }, logo_size: logoSize } });
    const logo = document.querySelector('img.brand-logo');
    expect([logo?.getAttribute('width') ?? null, logo?.getAttribute('height') ?? null]).toEqual([width, height]);
  });

  it('offers an uploaded logo in its stored widths, for the few hundred pixels the header gives it', async () => {
    await renderInShop(<Header />, { config: { theme: { ...appConfig().theme, logo: 'uploads/AbCdEfGhIjKlMnOpQrStUv-{width}.webp' }, logo_size: { width: 1200, height: 300 } } });
    const logo = document.querySelector('img.brand-logo');
    expect([logo?.getAttribute('src'), logo?.getAttribute('srcset'), logo?.getAttribute('sizes'), logo?.getAttribute('width')]).toEqual([
      '/static/uploads/AbCdEfGhIjKlMnOpQrStUv-1280.webp',
      '/static/uploads/AbCdEfGhIjKlMnOpQrStUv-640.webp 640w, /static/uploads/AbCdEfGhIjKlMnOpQrStUv-1280.webp 1280w, /static/uploads/AbCdEfGhIjKlMnOpQrStUv-1920.webp 1920w',
      '20rem',
      '160',
    ]);
  });

  it('opens the main site in a new tab with a hint when the logo links there', async () => {
    await renderInShop(<Header />, { config: { logo_links_to_main_site: true, museum_main_url: 'https://m.example/', site_name: 'Museum X' } });
    const brand = screen.getByRole('link', { name: 'Museum X (opens in a new tab)' });
    expect(brand.getAttribute('target')).toBe('_blank');
    expect(brand.getAttribute('rel')).toContain('noopener');
  });

  it('leads back to the shop with its Shop label first when the logo leaves for the museum’s site, and only then', async () => {
    const { unmount } = await renderInShop(<Header />, { lang: 'fr', path: '/fr', config: { logo_links_to_main_site: true, museum_main_url: 'https://m.example/' } });
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const shop = within(nav).getAllByRole('link')[0];
    expect([shop?.textContent, shop?.getAttribute('href'), shop?.getAttribute('aria-current')]).toEqual(['Boutique', '/fr', 'page']);
    unmount();
    await renderInShop(<Header />, { lang: 'fr', path: '/fr' });
    expect(within(screen.getByRole('navigation', { name: 'Navigation principale' })).queryByRole('link', { name: 'Boutique' })).toBeNull();
  });
});
