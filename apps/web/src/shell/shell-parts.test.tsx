import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useWaitingStore } from '../lib/api/waiting-store';
import { useGlobalMessageStore } from '../lib/messages/global-message-store';
import { isSecondaryRoute } from '../lib/routing/route-handle';
import { useSessionStore } from '../lib/storage/session-store';
import { renderInShop } from '../test/render';
import { CookieNotice } from './cookie-notice';
import { GlobalMessage } from './global-message';
import { WaitingIndicator } from './waiting-indicator';

describe('cookie notice', () => {
  afterEach(() => useSessionStore.setState({ cookieAcceptance: null }));

  it('shows the shop text until accepted and stays hidden for the session', async () => {
    await renderInShop(<CookieNotice />, { info: { cookie_warning: 'Only needed cookies.' } });
    expect(screen.getByText('Only needed cookies.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OK, understood' }));
    expect(screen.queryByText('Only needed cookies.')).toBeNull();
    expect(useSessionStore.getState().cookieAcceptance).toBe('true');
  });

  it('is not shown when the shop does not ask for it', async () => {
    await renderInShop(<CookieNotice />, { config: { show_cookie_disclaimer: false } });
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });
});

describe('global message', () => {
  afterEach(() => useGlobalMessageStore.setState({ message: null }));

  it('is dismissed by its button', async () => {
    await renderInShop(<GlobalMessage />);
    act(() => useGlobalMessageStore.getState().show({ text: 'Closed today', className: 'info' }));
    expect(screen.getByText('Closed today')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Closed today')).toBeNull();
  });

  it('disappears after its timeout', async () => {
    await renderInShop(<GlobalMessage />);
    vi.useFakeTimers();
    act(() => useGlobalMessageStore.getState().show({ text: 'Server error', className: 'error', timeout: 15000 }));
    expect(screen.getByRole('alert').textContent).toContain('Server error');
    act(() => vi.advanceTimersByTime(14999));
    expect(screen.queryByText('Server error')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Server error')).toBeNull();
    vi.useRealTimers();
  });
});

describe('waiting indicator', () => {
  it('announces waiting politely while calls are pending', async () => {
    await renderInShop(<WaitingIndicator />);
    expect(screen.queryByText('Loading, please wait…')).toBeNull();
    act(() => useWaitingStore.getState().start());
    expect(screen.getByText('Loading, please wait…')).toBeTruthy();
    act(() => useWaitingStore.getState().end());
    expect(screen.queryByText('Loading, please wait…')).toBeNull();
  });
});

describe('secondary page styling', () => {
  it.each([
    ['login', true],
    ['registerGuest', true],
    ['checkoutSuccess', true],
    ['recover', true],
    ['forgotPasswordSuccess', true],
    ['recoverPasswordSuccess', true],
    ['home', false],
    ['checkout', false],
    [undefined, false],
  ])('%s -> %s', (name, expected) => expect(isSecondaryRoute(name)).toBe(expected));
});
