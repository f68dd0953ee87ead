import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useWaitingStore } from '../lib/api/waiting-store';
import { BUSY_SCROLL_DELAY_MS, useScrollRestoration } from './use-scroll-restoration';

const Probe = () => {
  useScrollRestoration();
  return null;
};

let scrollTo: MockInstance<(options: ScrollToOptions) => void>;

/** jsdom does not scroll: the position is set by hand and announced like a browser does. */
const scrollBy = (top: number) => {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

const tops = () => scrollTo.mock.calls.map(([options]) => options.top);

const start = (path: string) => {
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

describe('scroll restoration (SPEC §4)', () => {
  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined) as unknown as typeof scrollTo;
  });
  afterEach(() => {
    vi.useRealTimers();
    scrollTo.mockRestore();
    useWaitingStore.setState({ pending: 0 });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('starts every new page at the top and returns to the saved position on back and forward', async () => {
    const router = start('/en/tickets');
    scrollBy(640);
    await act(() => router.navigate('/en/tickets/7'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    scrollBy(220);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 640, left: 0, behavior: 'instant' });
    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 220, left: 0, behavior: 'instant' });
    expect(tops()).toEqual([0, 0, 640, 220]);
  });

  it('opens a page visited before through a link at the top, not at its old position', async () => {
    const router = start('/en/tickets');
    scrollBy(640);
    await act(() => router.navigate('/en/cart'));
    await act(() => router.navigate('/en/tickets'));
    expect(tops()).toEqual([0, 0, 0]);
  });

  it('waits 500 ms before restoring while the server is busy', async () => {
    const router = start('/en/tickets');
    scrollBy(480);
    await act(() => router.navigate('/en/tickets/7'));
    vi.useFakeTimers();
    scrollTo.mockClear();
    act(() => useWaitingStore.getState().start());
    await act(() => router.navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(BUSY_SCROLL_DELAY_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(tops()).toEqual([480]);
    expect(BUSY_SCROLL_DELAY_MS).toBe(500);
  });

  it('waits 500 ms before going to the top of a new page while the server is busy', async () => {
    const router = start('/en/tickets');
    vi.useFakeTimers();
    scrollTo.mockClear();
    act(() => useWaitingStore.getState().start());
    await act(() => router.navigate('/en/guided-tours'));
    act(() => vi.advanceTimersByTime(BUSY_SCROLL_DELAY_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(tops()).toEqual([0]);
  });

  it('drops a pending busy restore when the visitor moves on', async () => {
    const router = start('/en/tickets');
    scrollBy(480);
    await act(() => router.navigate('/en/tickets/7'));
    vi.useFakeTimers();
    scrollTo.mockClear();
    act(() => useWaitingStore.getState().start());
    await act(() => router.navigate(-1));
    act(() => useWaitingStore.getState().end());
    await act(() => router.navigate('/en/cart'));
    act(() => vi.advanceTimersByTime(BUSY_SCROLL_DELAY_MS));
    expect(tops()).toEqual([0]);
  });
});
