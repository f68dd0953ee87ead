import { useLocation, useParams } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useShop } from '../../lib/config/shop-store';
import { isSectionEnabled } from '../../lib/config/sections';
import { queryClient } from '../../lib/query-client';
import { NotFoundScreen } from '../../features/pages/not-found-screen';
import { TourDetailScreen } from '../../features/tours/tour-detail-screen';
import { TourListScreen } from '../../features/tours/tour-list-screen';

/** Tour ids are positive whole numbers; anything else is not found without asking the server. */
const TOUR_ID = /^[1-9]\d{0,8}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

const matching = (value: string | null, pattern: RegExp): string | null => (value !== null && pattern.test(value) ? value : null);

/**
 * `/{lang}/guided-tours` (tour list) and `/{lang}/guided-tours/{id}` (one tour's calendar, times,
 * quantities and questions). `?date=` forces a date, `?day=` asks for one, `?time=` for a start time.
 */
export const Component = () => {
  const { id } = useParams();
  const { search } = useLocation();
  const { config } = useShop();
  if (!isSectionEnabled(config, 'guided-tours') || (id !== undefined && !TOUR_ID.test(id))) return <NotFoundScreen />;
  const query = new URLSearchParams(search);
  const entry = { forcedDate: matching(query.get('date'), ISO_DATE), requestedDate: matching(query.get('day'), ISO_DATE), requestedTime: matching(query.get('time'), TIME) };
  return (
    <QueryClientProvider client={queryClient}>
      {id === undefined ? <TourListScreen /> : <TourDetailScreen key={`${id}${search}`} tourId={Number(id)} entry={entry} />}
    </QueryClientProvider>
  );
};
