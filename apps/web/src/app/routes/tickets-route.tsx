import { useParams } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useShop } from '../../lib/config/shop-store';
import { isSectionEnabled } from '../../lib/config/sections';
import { queryClient } from '../../lib/query-client';
import { NotFoundScreen } from '../../features/pages/not-found-screen';
import { EventDetailScreen } from '../../features/tickets/event-detail-screen';
import { EventListScreen } from '../../features/tickets/event-list-screen';

/** Event ids are positive whole numbers; anything else is not found without asking the server. */
const EVENT_ID = /^[1-9]\d{0,8}$/;

/**
 * `/{lang}/tickets` (event list) and `/{lang}/tickets/{id}` (one event's calendar, times and tickets).
 * One route module for both keeps the first view's route table and preload lists short.
 */
export const Component = () => {
  const { id } = useParams();
  const { config } = useShop();
  if (!isSectionEnabled(config, 'tickets') || (id !== undefined && !EVENT_ID.test(id))) return <NotFoundScreen />;
  return (
    <QueryClientProvider client={queryClient}>
      {id === undefined ? <EventListScreen /> : <EventDetailScreen key={id} eventId={Number(id)} />}
    </QueryClientProvider>
  );
};
