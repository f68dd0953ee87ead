import type { Translate } from '../../lib/i18n/translator';
import { participantCount, type TourMode, type TourQuantities } from '@foyer/domain';
import type { TourNotice } from './tour-selection';

/** SPEC §8 rule messages of a tour booking, with the numbers that explain them. */
export const noticeText = (t: Translate, notice: TourNotice, mode: TourMode, quantities: TourQuantities): string => {
  switch (notice.code) {
    case 'TOUR_SELECTION_REQUIRED':
      return t(mode.single_ticketing ? 'rules.choosePlaces' : 'rules.chooseTour');
    case 'SOLD_OUT':
      return t('rules.soldOut');
    case 'OVERBOOKED':
      return t('rules.overbooked', { requested: notice.requested, count: notice.available });
    case 'TOURS_OVERBOOKED':
      return t('rules.toursOverbooked', { requested: notice.requested, count: notice.available });
    case 'TOO_MANY_PARTICIPANTS':
      // The tour cap comes first and never exceeds the ticket cap, so a tour count above the maximum is the tour cap.
      if (quantities.tourCount > notice.maximum) return t(mode.single_ticketing ? 'rules.tooManyParticipants' : 'rules.tooManyTours', { count: notice.maximum });
      return ticketCapText(t, notice.maximum, mode);
    case 'TICKETS_CAPPED':
      return ticketCapText(t, notice.maximum, mode);
    case 'TICKETS_MUST_EQUAL_PARTICIPANTS':
      return t('rules.ticketsMustEqual', { count: notice.participants, tickets: quantities.ticketCount });
    case 'UNDERBOOKED':
      return t('rules.underbooked', { count: notice.minimum, participants: participantCount(mode, quantities) });
  }
};

const ticketCapText = (t: Translate, maximum: number, mode: TourMode): string =>
  mode.single_ticketing ? t('rules.ticketsPerParticipant', { count: maximum }) : t('rules.ticketsPerTour', { count: maximum, size: mode.max_participants });
