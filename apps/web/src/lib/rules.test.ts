import { describe, expect, it, vi } from 'vitest';
import type { Translate } from './i18n/translator';
import { appConfig } from '../test/fixtures';
import { pageViewFor } from './analytics/page-views';
import { applyWidthClasses, widthClasses } from './dom/width-classes';
import { throttle } from './dom/throttle';
import { languageFromPath, resolveInitialLanguage, startLanguage, switchLanguagePath } from './i18n/initial-language';
import { navLabel, pageTitle, siteName } from './i18n/labels';
import { staticUrl } from './static-url';
import { readableOn } from './config/theme';

const t = ((key: string) => (key === 'common:siteName' ? 'Online Shop' : `t(${key})`)) as unknown as Translate;

describe('page title', () => {
  it.each([
    ['Tickets', 'Museum Shop', 'Tickets – Museum Shop'],
    [null, 'Museum Shop', 'Museum Shop'],
  ])('%s with %s', (title, site, expected) => expect(pageTitle(title, site)).toBe(expected));

  it('uses the per-language site name, then the configured one, then "Online Shop"', () => {
    expect(siteName(appConfig({ site_name: 'Base', site_name_translations: { de: 'Basis' } }), 'de', t)).toBe('Basis');
    expect(siteName(appConfig({ site_name: 'Base', site_name_translations: { de: 'Basis' } }), 'en', t)).toBe('Base');
    expect(siteName(appConfig({ site_name: '' }), 'en', t)).toBe('Online Shop');
  });

  it('lets the shop override navigation labels per language', () => {
    const config = appConfig({ nav_translations: { tickets: { en: 'Admission' } } });
    expect(navLabel(config, 'en', 'tickets', t)).toBe('Admission');
    expect(navLabel(config, 'de', 'tickets', t)).toBe('t(common:nav.tickets)');
  });
});

describe('width classes', () => {
  it.each([
    [375, []],
    [544, []],
    [545, ['width-gt-544']],
    [800, ['width-gt-544', 'width-gt-768']],
    [1000, ['width-gt-544', 'width-gt-768', 'width-gt-992']],
    [1280, ['width-gt-544', 'width-gt-768', 'width-gt-992', 'width-gt-1200']],
  ])('%i px', (width, expected) => expect(widthClasses(width)).toEqual(expected));

  it('removes classes when the window narrows', () => {
    const el = document.createElement('html');
    applyWidthClasses(1300, el);
    applyWidthClasses(600, el);
    expect(el.className).toBe('width-gt-544');
  });
});

describe('initial language', () => {
  it.each([
    ['de', ['fr'], ['en', 'de'], 'de'],
    ['fr', ['de-CH', 'en'], ['en', 'de'], 'de'],
    [null, ['it-IT', 'fr-CH'], ['de', 'fr'], 'fr'],
    [null, ['en-US'], ['de', 'en'], 'en'],
    [null, ['en-US', 'ja'], ['fr', 'de'], 'fr'],
    [null, [], ['de', 'fr'], 'de'],
    ['xx', ['XX'], ['it'], 'it'],
  ] as const)('stored %s, browser %j, configured %j -> %s', (stored, browser, configured, expected) => {
    expect(resolveInitialLanguage(stored, browser, configured)).toBe(expected);
  });

  it.each([
    ['/fr/tickets', 'de', ['fr', 'de'], 'fr'],
    ['/it/tickets', 'it', ['fr', 'de'], 'fr'],
    ['/', null, ['fr', 'de'], 'fr'],
    ['/', 'de', ['fr', 'de'], 'de'],
    ['/xx/tickets', null, ['de', 'fr'], 'de'],
  ] as const)('a start at %s with %s stored in a %j shop shows %s', (path, stored, configured, expected) => {
    expect(startLanguage(path, stored, ['en'], configured)).toBe(expected);
  });

  it.each([
    ['/de/tickets', 'de'],
    ['/xx/tickets', null],
    ['/', null],
  ])('reads the language of %s', (path, expected) => expect(languageFromPath(path)).toBe(expected));

  it.each([
    ['/en/page/imprint', '?a=1', 'de', '/de/page/imprint?a=1'],
    ['/en', '', 'fr', '/fr'],
    ['/', '', 'de', '/de'],
  ] as const)('switching %s%s to %s', (path, search, lang, expected) => {
    expect(switchLanguagePath(path, search, lang)).toBe(expected);
  });
});

describe('page views', () => {
  const state = (name: string | null, key: string, navigation = 'idle') => ({
    navigation: { state: navigation },
    location: { key, pathname: '/en', search: '', hash: '', state: null },
    matches: [{ route: { handle: undefined } }, { route: { handle: name ? { name } : undefined } }],
  });

  it('reports each committed named route once', () => {
    expect(pageViewFor(state('home', 'a'), null)).toEqual({ key: 'a', name: 'home', path: '/en' });
    expect(pageViewFor(state('home', 'a'), 'a')).toBeNull();
  });

  it('skips pending navigations, unnamed and ignored routes', () => {
    expect(pageViewFor(state('home', 'b', 'loading'), 'a')).toBeNull();
    expect(pageViewFor(state(null, 'b'), 'a')).toBeNull();
    expect(pageViewFor(state('logout', 'b'), 'a')).toBeNull();
  });
});

describe('static addresses', () => {
  it.each([
    ['http://localhost:3000/static/a.png', '/static/a.png'],
    ['/static/a.png', '/static/a.png'],
    ['partners/b.svg', '/static/partners/b.svg'],
    ['  ', ''],
  ])('%s -> %s', (input, expected) => expect(staticUrl(input)).toBe(expected));
});

describe('theme contrast', () => {
  it('keeps the preferred colour when it is readable, else picks black or white', () => {
    expect(readableOn('#1D4A57', '#FFFFFF')).toBe('#FFFFFF');
    expect(readableOn('#FFEE88', '#FFFFFF')).toBe('#1a1a1a');
  });
});

describe('throttle', () => {
  it('runs at most once per interval and finishes with a trailing call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const th = throttle(fn, 500);
    th.run();
    th.run();
    th.run();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
