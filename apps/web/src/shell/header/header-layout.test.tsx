import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderInShop } from '../../test/render';
import { Header } from './header';
import { MENU_FIT_THROTTLE_MS } from './use-menu-fit';
import { SCROLLED_THRESHOLD_PX } from './use-scrolled';

const scrollTo = (top: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

const resize = () => act(() => window.dispatchEvent(new Event('resize')));

const banner = (): HTMLElement => screen.getByRole('banner');

/** jsdom has no layout: the widths the menu-fit check reads are set on the two measured elements. */
const stubWidths = () => {
  const widths = { menu: 0, slot: 0 };
  const header = banner();
  const measure = header.querySelector('.header-measure');
  const slot = header.querySelector('.header-slot');
  if (!measure || !slot) throw new Error('header without measure or slot');
  Object.defineProperty(measure, 'scrollWidth', { configurable: true, get: () => widths.menu });
  Object.defineProperty(slot, 'clientWidth', { configurable: true, get: () => widths.slot });
  return widths;
};

const showsFullMenu = () => screen.queryByRole('button', { name: 'Menu' }) === null;

describe('header scrolled state (SPEC §9)', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('takes its scrolled look only above 100 px', async () => {
    await renderInShop(<Header />);
    expect(banner().classList.contains('is-scrolled')).toBe(false);
    scrollTo(SCROLLED_THRESHOLD_PX);
    expect(banner().classList.contains('is-scrolled')).toBe(false);
    scrollTo(SCROLLED_THRESHOLD_PX + 1);
    expect(banner().classList.contains('is-scrolled')).toBe(true);
    scrollTo(40);
    expect(banner().classList.contains('is-scrolled')).toBe(false);
    expect(SCROLLED_THRESHOLD_PX).toBe(100);
  });

  it('is scrolled from the start when the page opens further down', async () => {
    Object.defineProperty(window, 'scrollY', { value: 350, configurable: true });
    await renderInShop(<Header />);
    expect(banner().classList.contains('is-scrolled')).toBe(true);
  });
});

describe('header menu fit (SPEC §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('collapses the menu behind a toggle when it does not fit, checked at most every 500 ms while resizing', async () => {
    await renderInShop(<Header />);
    expect(showsFullMenu()).toBe(true);
    const widths = stubWidths();
    vi.useFakeTimers();

    widths.menu = 900;
    widths.slot = 600;
    resize();
    expect(showsFullMenu()).toBe(false);
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');

    widths.slot = 1000;
    act(() => vi.advanceTimersByTime(100));
    resize();
    resize();
    expect(showsFullMenu()).toBe(false);
    act(() => vi.advanceTimersByTime(MENU_FIT_THROTTLE_MS - 101));
    expect(showsFullMenu()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(showsFullMenu()).toBe(true);
    expect(screen.getByRole('navigation', { name: 'Main navigation' }).closest('.header-slot')).not.toBeNull();
    expect(MENU_FIT_THROTTLE_MS).toBe(500);
  });

  it('counts a menu exactly as wide as its slot as fitting', async () => {
    await renderInShop(<Header />);
    const widths = stubWidths();
    vi.useFakeTimers();
    widths.menu = 701;
    widths.slot = 700;
    resize();
    expect(showsFullMenu()).toBe(false);
    widths.menu = 700;
    act(() => vi.advanceTimersByTime(MENU_FIT_THROTTLE_MS));
    resize();
    expect(showsFullMenu()).toBe(true);
  });
});
