import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useToastStore } from '../../lib/messages/toast-store';
import { renderInShop } from '../../test/render';
import { addStylesheet } from '../../test/stylesheet';
import { TOAST_ANIMATION_MS, TOAST_VISIBLE_MS } from './toast-timing';
import { ToastHost } from './toast-host';
import { Toasts } from './toasts';

const TOAST_CSS = 'shell/toasts/toasts.css';

/** jsdom 26 has no PointerEvent; React reads clientX from any event of the pointer type. */
const pointer = (target: Element, type: 'pointerdown' | 'pointermove' | 'pointerup', clientX: number) =>
  fireEvent(target, new MouseEvent(type, { bubbles: true, clientX }));

const toastOf = (text: string): HTMLElement => {
  const item = screen.getByText(text).closest('li');
  if (!item) throw new Error(`no toast for ${text}`);
  return item;
};

/** Renders the toast list, then shows one toast under fake timers so its 20 ms steps are controlled. */
const showToast = async (text: string) => {
  await renderInShop(<Toasts />);
  vi.useFakeTimers();
  act(() => useToastStore.getState().push(text, 'success'));
  return toastOf(text);
};

describe('toasts (SPEC §4, §9)', () => {
  let sheet: HTMLStyleElement | undefined;
  afterEach(() => {
    vi.useRealTimers();
    useToastStore.setState({ toasts: [] });
    sheet?.remove();
  });

  it('loads the toast list with the first toast and pins it to the top-right corner, below the header bar', async () => {
    sheet = addStylesheet(TOAST_CSS);
    await renderInShop(<ToastHost />);
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    act(() => useToastStore.getState().push('Settings saved', 'success'));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(region.textContent).toContain('Settings saved');
    const list = getComputedStyle(screen.getByRole('list'));
    expect({ position: list.position, top: list.top, right: list.right }).toEqual({ position: 'fixed', top: 'calc(var(--header-h) + .5rem)', right: '1rem' });
  });

  it('starts leaving after 2 seconds and is removed when the 300 ms animation is over', async () => {
    const toast = await showToast('Logged in');
    act(() => vi.advanceTimersByTime(TOAST_VISIBLE_MS - 20));
    expect(toast.classList.contains('is-leaving')).toBe(false);
    act(() => vi.advanceTimersByTime(20));
    expect(toast.classList.contains('is-leaving')).toBe(true);
    act(() => vi.advanceTimersByTime(TOAST_ANIMATION_MS - 1));
    expect(screen.getByText('Logged in')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Logged in')).toBeNull();
    expect(useToastStore.getState().toasts).toEqual([]);
    expect([TOAST_VISIBLE_MS, TOAST_ANIMATION_MS]).toEqual([2000, 300]);
  });

  it('animates its entry and leaving for as long as it waits before removal', () => {
    sheet = addStylesheet(TOAST_CSS);
    const rule = [...(sheet.sheet?.cssRules ?? [])].find((r): r is CSSStyleRule => r instanceof CSSStyleRule && r.selectorText === '.toast');
    expect(rule?.style.getPropertyValue('transition')).toBe(`opacity ${TOAST_ANIMATION_MS}ms, transform ${TOAST_ANIMATION_MS}ms`);
    expect(rule?.style.getPropertyValue('animation')).toBe(`toast-in ${TOAST_ANIMATION_MS}ms ease-out`);
  });

  it('does not count down while hovered', async () => {
    const toast = await showToast('Password changed');
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(TOAST_VISIBLE_MS * 2));
    expect(toast.classList.contains('is-leaving')).toBe(false);
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(TOAST_VISIBLE_MS));
    expect(toast.classList.contains('is-leaving')).toBe(true);
    act(() => vi.advanceTimersByTime(TOAST_ANIMATION_MS));
    expect(screen.queryByText('Password changed')).toBeNull();
  });

  it('springs back after a swipe shorter than 80 px', async () => {
    const toast = await showToast('Registered');
    pointer(toast, 'pointerdown', 200);
    pointer(toast, 'pointermove', 279);
    expect(toast.style.transform).toBe('translateX(79px)');
    pointer(toast, 'pointerup', 279);
    expect(toast.style.transform).toBe('');
    expect(toast.classList.contains('is-leaving')).toBe(false);
    act(() => vi.advanceTimersByTime(TOAST_ANIMATION_MS));
    expect(screen.getByText('Registered')).toBeTruthy();
  });

  it.each([80, -80, 140])('is dismissed by a sideways swipe of %i px', async (distance) => {
    const toast = await showToast('Logged out');
    pointer(toast, 'pointerdown', 200);
    pointer(toast, 'pointermove', 200 + distance);
    pointer(toast, 'pointerup', 200 + distance);
    expect(toast.classList.contains('is-leaving')).toBe(true);
    act(() => vi.advanceTimersByTime(TOAST_ANIMATION_MS));
    expect(screen.queryByText('Logged out')).toBeNull();
  });

  it('is dismissed by its close button', async () => {
    const toast = await showToast('Saved');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(toast.classList.contains('is-leaving')).toBe(true);
    act(() => vi.advanceTimersByTime(TOAST_ANIMATION_MS));
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
