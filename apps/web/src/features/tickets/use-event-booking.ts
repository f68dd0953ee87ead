import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Timeslot } from '@foyer/contract';
import { TICKET_MODES } from '@foyer/domain';
import { bootedEvents } from '../../lib/boot/booted-pages';
import { useShop } from '../../lib/config/shop-store';
import { museumDay } from '../../lib/museum-day';
import { calendarWindow, dateAfterMonthChange } from './calendar-state';
import { fetchEvents, fetchTicketCalendar, fetchTicketCollect, fetchTicketLifetime } from './tickets-api';
import { recapChoices, visibleTickets, type Choices } from './ticket-selection';

/** Capacity changes while a visitor looks: availability is refreshed more often than catalog texts. */
const AVAILABILITY_STALE_MS = 30_000;

interface DayState<T> {
  date: string | null;
  value: T;
}

/** A date with exactly one free slot (and every day ticket) needs no time choice (SPEC §4). */
const autoSlot = (slots: readonly Timeslot[]): number | null => {
  const free = slots.filter((s) => s.max_tickets > 0);
  return free.length === 1 && free[0] ? free[0].timeslot_id : null;
};

/** The event list an event page's header comes from. */
export const useEventList = () => {
  const { lang } = useShop();
  // An event page from the server carries the event list: the header paints without waiting for it.
  const [booted] = useState(() => bootedEvents.take(lang));
  return useQuery({ queryKey: ['events', lang], queryFn: fetchEvents, initialData: booted?.data, initialDataUpdatedAt: booted?.at });
};

export type EventList = ReturnType<typeof useEventList>;

/** Server state and the visitor's choices for one event: date, timeslot and ticket quantities. */
export const useEventBooking = (eventId: number, events: EventList) => {
  const { lang, config } = useShop();
  const today = museumDay(config.timeZone);
  const first = useQuery({
    queryKey: ['ticketCollect', lang, eventId, 'first'],
    queryFn: () => fetchTicketCollect(eventId),
    staleTime: AVAILABILITY_STALE_MS,
  });
  const firstDate = first.data?.date ?? null;
  const range = calendarWindow(today, firstDate);
  const calendar = useQuery({
    queryKey: ['ticketCalendar', lang, eventId, range.start, range.end],
    queryFn: () => fetchTicketCalendar(eventId, range.start, range.end),
    enabled: first.isSuccess,
    staleTime: AVAILABILITY_STALE_MS,
  });
  const lifetime = useQuery({
    queryKey: ['ticketLifetime', lang, eventId],
    queryFn: () => fetchTicketLifetime(eventId),
    enabled: first.isSuccess && firstDate === null,
  });

  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const date = picked === undefined ? firstDate : picked;
  const day = useQuery({
    queryKey: ['ticketCollect', lang, eventId, date],
    queryFn: () => fetchTicketCollect(eventId, date ?? undefined),
    enabled: date !== null,
    initialData: date !== null && date === firstDate ? first.data : undefined,
    staleTime: AVAILABILITY_STALE_MS,
  });

  const slots = day.data?.timeslot ?? [];
  const tickets = visibleTickets(day.data?.tickets ?? []);
  const [slotPick, setSlotPick] = useState<DayState<number | null>>({ date: null, value: null });
  const slotId = slotPick.date === date && slotPick.value !== null ? slotPick.value : autoSlot(slots);
  const slot = slots.find((s) => s.timeslot_id === slotId && s.max_tickets > 0) ?? null;
  const [choiceState, setChoiceState] = useState<DayState<Choices>>({ date: null, value: {} });
  const choices = choiceState.date === date ? choiceState.value : {};

  const event = events.data?.find((e) => e.id === eventId) ?? null;
  const mode = event?.mode ?? tickets[0]?.mode ?? TICKET_MODES.timeslot;

  return {
    eventId,
    lang,
    config,
    today,
    range,
    events,
    event,
    mode,
    first,
    calendar,
    lifetime,
    date,
    day,
    slots,
    slot,
    tickets,
    choices,
    chooseDate: (next: string) => setPicked(next),
    /** SPEC §4: a month change resets the chosen date. */
    changeMonth: (month: string) => setPicked(dateAfterMonthChange(date, month)),
    chooseSlot: (id: number) => {
      setSlotPick({ date, value: id });
      const next = slots.find((s) => s.timeslot_id === id);
      if (next) setChoiceState({ date, value: recapChoices(tickets, choices, next) });
    },
    setChoices: (next: Choices) => setChoiceState({ date, value: next }),
  };
};

export type EventBooking = ReturnType<typeof useEventBooking>;
