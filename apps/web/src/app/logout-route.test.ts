import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { toAppConfig } from '../lib/config/app-config';
import { useShopStore } from '../lib/config/shop-store';
import { useSessionStore } from '../lib/storage/session-store';
import { shopConfig, shopInfo } from '../test/fixtures';
import { routes } from './router';

type Router = ReturnType<typeof createMemoryRouter>;
let router: Router | undefined;

const saved = () => JSON.parse(sessionStorage.getItem('foyer-session') ?? '{}').state;

describe('/logout (SPEC §2, §4)', () => {
  afterEach(() => router?.dispose());

  it('clears customer and token and goes to the home page of the current language', async () => {
    useShopStore.setState({ lang: 'de', config: toAppConfig(shopConfig()), shopInfo: shopInfo(), paymentTypes: [] }, true);
    useSessionStore.setState({ partner: 'hotel-lake', postLoginRedirect: null });
    useSessionStore.getState().login('tok-1', { fname: 'Ada', lname: 'Lovelace', isGuest: false });

    router = createMemoryRouter(routes, { initialEntries: ['/logout'] });
    const current = router;
    await vi.waitFor(() => expect(current.state).toMatchObject({ initialized: true, navigation: { state: 'idle' } }));

    expect(current.state.location.pathname).toBe('/de');
    expect(useSessionStore.getState()).toMatchObject({ token: null, customer: null, partner: 'hotel-lake' });
    expect(saved()).toMatchObject({ token: null, customer: null });
  });
});
