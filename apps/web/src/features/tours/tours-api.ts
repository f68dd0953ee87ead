import type { TourAttrResponse, TourCalendarResponse, TourDetail, TourLifetimeResponse, TourOverviewResponse, TourSelectResponse } from '@foyer/contract';
import { apiGet } from '../../lib/api/api-client';

export type TourList = TourSelectResponse['data'];
export type TourCategories = TourAttrResponse['data'];
export type TourOverview = TourOverviewResponse['data'];
export type TourCalendar = TourCalendarResponse['data'];
export type TourLifetime = TourLifetimeResponse['data'];

/** "2026-11-27" -> "20261127": DESIGN.md path dates. */
export const toPathDate = (isoDate: string): string => isoDate.replaceAll('-', '');

/** SPEC §7 tour calls. */
export const fetchTours = () => apiGet<TourList>('tour/select/event');

export const fetchTourCategories = () => apiGet<TourCategories>('tour/attr');

export const fetchTourOverview = (date: string, lookahead: number) => apiGet<TourOverview>('tour/overview', { date, lookahead });

export const fetchTourDetail = (tourId: number, isoDate?: string) => apiGet<TourDetail>('tour', { tour: tourId, date: isoDate });

export const fetchTourCalendar = (tourId: number, start: string, end: string) =>
  apiGet<TourCalendar>(`tour/calendar/tour/${tourId}/range/${toPathDate(start)};${toPathDate(end)}`);

export const fetchTourLifetime = (tourId: number) => apiGet<TourLifetime>(`tour/lifetime/tour/${tourId}`);
