import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { nextAvailableDate, selectTourDate, selectTourTime } from '@foyer/domain';
import { bootedTour } from '../../lib/boot/booted-pages';
import { useShop } from '../../lib/config/shop-store';
import { monthOf } from '../../components/ui/calendar-dates';
import { datesWithSlots, monthWindow } from './tour-calendar-state';
import { museumDay } from '../../lib/museum-day';
import { NO_CHOICES, offeredPrices, sortedTickets, tourModeOf, type TourChoices } from './tour-selection';
import { fetchTourCalendar, fetchTourDetail, fetchTourLifetime } from './tours-api';

/** Capacity changes while a visitor looks: availability is refreshed more often than catalog texts. */
const AVAILABILITY_STALE_MS = 30_000;

/** How the page was opened: `?date=` forces a date, `?day=` asks for one, `?time=` for a start time. */
export interface TourEntry {
  forcedDate: string | null;
  requestedDate: string | null;
  requestedTime: string | null;
}

const later = (a: string, b: string) => (a > b ? a : b);

/** The tour on its first bookable day: what the page's header shows. */
export const useTourFirst = (tourId: number) => {
  const { lang } = useShop();
  // A tour page from the server carries the tour: its header and first day paint without waiting for the API.
  const [booted] = useState(() => bootedTour.take(lang, (tour) => tour.id === tourId));
  return useQuery({
    queryKey: ['tour', lang, tourId, 'first'],
    queryFn: () => fetchTourDetail(tourId),
    staleTime: AVAILABILITY_STALE_MS,
    initialData: booted?.data,
    initialDataUpdatedAt: booted?.at,
  });
};

export type TourFirst = ReturnType<typeof useTourFirst>;

/** Server state and the visitor's choices for one tour: the month shown, date, time, quantities and answers. */
export const useTourBooking = (tourId: number, entry: TourEntry, first: TourFirst) => {
  const { lang, config } = useShop();
  const today = museumDay(config.timeZone);
  const lifetime = useQuery({ queryKey: ['tourLifetime', lang, tourId], queryFn: () => fetchTourLifetime(tourId), staleTime: AVAILABILITY_STALE_MS });

  const anchor = entry.forcedDate ?? entry.requestedDate ?? (first.isSuccess ? (first.data.date ?? today) : null);
  const [focused, setFocused] = useState<string | null>(null);
  const month = later(monthOf(focused ?? anchor ?? today), monthOf(today));
  const range = monthWindow(month, today);
  const calendar = useQuery({
    queryKey: ['tourCalendar', lang, tourId, range.start, range.end],
    queryFn: () => fetchTourCalendar(tourId, range.start, range.end),
    enabled: anchor !== null,
    staleTime: AVAILABILITY_STALE_MS,
  });
  const open = datesWithSlots(calendar.data);

  // SPEC §4: the visitor's own choice in the month shown; else, on calendar load, the forced date,
  // the requested date if it has slots, or the first date with slots.
  const [picked, setPicked] = useState<string | null>(null);
  const inMonth = (date: string | null) => (date !== null && monthOf(date) === month ? date : null);
  const forced = inMonth(entry.forcedDate);
  const date = inMonth(picked) ?? (calendar.isSuccess ? selectTourDate({ forcedDate: forced, requestedDate: entry.requestedDate, datesWithSlots: open }) : forced);

  const day = useQuery({
    queryKey: ['tour', lang, tourId, date],
    queryFn: () => fetchTourDetail(tourId, date ?? undefined),
    enabled: date !== null,
    initialData: date !== null && first.data?.date === date ? first.data : undefined,
    staleTime: AVAILABILITY_STALE_MS,
  });
  const schedule = day.data !== undefined && day.data.date === date ? day.data.schedule : {};
  const times = Object.keys(schedule).sort();

  // SPEC §4: a chosen time stays if the new date has it, else the first time; one slot is taken by itself.
  const [timePick, setTimePick] = useState<string | null>(entry.requestedTime);
  const time = selectTourTime(times.filter((t) => schedule[t]?.soldout === false), timePick);
  const slot = time === null ? null : (schedule[time] ?? null);

  const [choices, setChoices] = useState<TourChoices>(NO_CHOICES);
  const tour = day.data ?? first.data;
  const goToDate = (next: string) => {
    setPicked(next);
    setFocused(next);
  };

  return {
    tourId,
    lang,
    config,
    today,
    first,
    lifetime,
    calendar,
    month,
    range,
    focused: focused ?? date ?? range.start,
    date,
    day,
    schedule,
    times,
    time,
    slot,
    nextDate: day.data?.nextDate ?? (date === null ? null : nextAvailableDate(date, open)),
    tour,
    mode: tour ? tourModeOf(tour) : null,
    prices: tour ? offeredPrices(tour, slot) : [],
    tickets: tour ? sortedTickets(tour) : [],
    choices,
    setChoices,
    chooseDate: goToDate,
    chooseTime: setTimePick,
    focus: setFocused,
  };
};

export type TourBooking = ReturnType<typeof useTourBooking>;
