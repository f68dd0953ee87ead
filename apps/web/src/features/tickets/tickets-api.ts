import type { EventSummary, TicketCalendarResponse, TicketCollectResponse, TicketLifetimeResponse } from '@foyer/contract';
import { apiGet } from '../../lib/api/api-client';

export type TicketCollect = TicketCollectResponse['data'];
export type TicketCalendar = TicketCalendarResponse['data'];
export type TicketLifetime = TicketLifetimeResponse['data'];

/** "2026-11-27" -> "20261127": DESIGN.md path dates. */
export const toPathDate = (isoDate: string): string => isoDate.replaceAll('-', '');

/** SPEC §7 event calls. */
export const fetchEvents = () => apiGet<EventSummary[]>('event/select');

export const fetchTicketCollect = (eventId: number, isoDate?: string) =>
  apiGet<TicketCollect>(`ticket/collect/event/${eventId}${isoDate ? `/date/${toPathDate(isoDate)}` : ''}`);

export const fetchTicketCalendar = (eventId: number, start: string, end: string) =>
  apiGet<TicketCalendar>(`ticket/calendar/event/${eventId}/range/${toPathDate(start)};${toPathDate(end)}`, { deep: 1 });

export const fetchTicketLifetime = (eventId: number) => apiGet<TicketLifetime>('ticket/lifetime', { event: eventId });
