import { Profiler } from 'react';
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

  it.each([
    { layout: 'a phone', classes: [], menu: 900, slot: 250, full: false },
    { layout: 'a wide screen', classes: ['width-gt-544', 'width-gt-768', 'width-gt-992'], menu: 900, slot: 1100, full: true },
  ])('on $layout, renders once when the measurement confirms the guess from the width classes', async ({ classes, menu, slot, full }) => {
    // Widths for the elements the check measures, in place before the first render measures them
    // (jsdom defines both on Element; these shadow them on HTMLElement until the test ends).
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get(this: HTMLElement) { return this.classList.contains('header-measure') ? menu : 0; } });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get(this: HTMLElement) { return this.classList.contains('header-slot') ? slot : 0; } });
    document.documentElement.classList.add(...classes);
    let commits = 0;
    try {
      await renderInShop(
        <Profiler id="header" onRender={() => (commits += 1)}>
          <Header />
        </Profiler>,
      );
      expect(showsFullMenu()).toBe(full);
      expect(commits).toBe(1);
    } finally {
      document.documentElement.classList.remove(...classes);
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollWidth');
      Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
    }
  });

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
