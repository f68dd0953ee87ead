import { beforeEach, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useSessionStore } from '../lib/storage/session-store';
import { useNavigationGuard } from './use-navigation-guard';

const Probe = () => {
  useNavigationGuard();
  return null;
};

const start = (path: string) => {
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

const session = () => useSessionStore.getState();
const saved = () => JSON.parse(sessionStorage.getItem('foyer-session') ?? '{}').state;

describe('navigation guard (SPEC §4)', () => {
  beforeEach(() => useSessionStore.setState({ lastPath: null, postLoginRedirect: null }));

  it('stores the last visited path with its query on every navigation, for the session', async () => {
    const router = start('/en');
    expect(session().lastPath).toBe('/en');
    await act(() => router.navigate('/en/tickets/7?date=2026-05-01'));
    expect(session().lastPath).toBe('/en/tickets/7?date=2026-05-01');
    await act(() => router.navigate(-1));
    expect(session().lastPath).toBe('/en');
    expect(saved().lastPath).toBe('/en');
  });

  it.each(['login', 'register?returnTo=%2Fen%2Fcheckout', 'register-guest', 'forgot-password', 'recover/abc123'])(
    'leaving checkout for %s saves checkout as the post-login redirect',
    async (screen) => {
      const router = start('/de/checkout');
      expect(session().postLoginRedirect).toBeNull();
      await act(() => router.navigate(`/de/${screen}`));
      expect(session().postLoginRedirect).toBe('/de/checkout');
      expect(saved().postLoginRedirect).toBe('/de/checkout');
    },
  );

  it('keeps the redirect between sign-in screens and clears it on any other screen', async () => {
    const router = start('/en/checkout?step=payment');
    await act(() => router.navigate('/en/login'));
    await act(() => router.navigate('/en/forgot-password'));
    await act(() => router.navigate('/en/login'));
    expect(session().postLoginRedirect).toBe('/en/checkout');
    await act(() => router.navigate('/en/tickets'));
    expect(session().postLoginRedirect).toBeNull();
    expect(saved().postLoginRedirect).toBeNull();
  });

  it('clears a saved redirect when the visitor goes back from login to checkout', async () => {
    const router = start('/en/checkout');
    await act(() => router.navigate('/en/register-guest'));
    await act(() => router.navigate(-1));
    expect(session()).toMatchObject({ lastPath: '/en/checkout', postLoginRedirect: null });
  });

  it('keeps a redirect saved before a reload when the visitor lands on a sign-in screen', () => {
    useSessionStore.setState({ postLoginRedirect: '/en/checkout' });
    start('/en/login');
    expect(session().postLoginRedirect).toBe('/en/checkout');
  });

  it('does not save a redirect when login is reached from elsewhere', async () => {
    const router = start('/en/tickets');
    await act(() => router.navigate('/en/login'));
    expect(session().postLoginRedirect).toBeNull();
  });
});
