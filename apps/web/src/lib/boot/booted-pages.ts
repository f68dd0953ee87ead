import type { EventSummary, TourDetail } from '@foyer/contract';
import { bootAnswer } from './boot-answer';

/** The event list an event page's server page carried. */
export const bootedEvents = bootAnswer<EventSummary[]>();

/** The tour a tour page's server page carried, with its first bookable day. */
export const bootedTour = bootAnswer<TourDetail>();
