import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { SettingsScreen } from '../../features/account/settings-screen';
import { MyOrders } from '../../features/orders/my-orders';
import { useShop } from '../../lib/config/shop-store';
import { queryClient } from '../../lib/query-client';
import { isRegisteredCustomer, useSessionStore } from '../../lib/storage/session-store';

/**
 * `settings` (SPEC §2) for logged-in registered customers, with their orders. A guest or a visitor
 * who is not logged in gets SPEC §6's "this page requires login": the login, coming back here after.
 */
export const SettingsRoute = () => {
  const { lang } = useShop();
  // Decided on arrival: logging out from this page goes home (the logout's own redirect), not to the login.
  const [registered] = useState(() => isRegisteredCustomer(useSessionStore.getState()));
  if (!registered) {
    const back = new URLSearchParams({ fromUnauthorized: 'true', returnTo: `/${lang}/settings` });
    return <Navigate replace to={`/${lang}/login?${back.toString()}`} />;
  }
  return (
    <div className="container narrow">
      <QueryClientProvider client={queryClient}>
        <SettingsScreen orders={<MyOrders />} />
      </QueryClientProvider>
    </div>
  );
};
