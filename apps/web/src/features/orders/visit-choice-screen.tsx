import type { SlotChoice } from '@foyer/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { BookingCalendar } from '../../components/ui/booking-calendar';
import { lastOfMonth, monthStart } from '../../components/ui/calendar-dates';
import { Notice } from '../../components/ui/notice';
import { ApiError } from '../../lib/api/api-error';
import { fetchSlotChoice, fetchSlotChoiceTimes, rebookSlotChoice, refundSlotChoice } from '../../lib/api/slot-choice-api';
import { useShop } from '../../lib/config/shop-store';
import { useFormats } from '../../lib/formats';
import { museumDay } from '../../lib/museum-day';
import { useTranslation } from '../../lib/i18n/use-translation';
import './orders.css';
import './visit-choice.css';

/** The server's words for a refusal (in the page's language), or ours for a failure without any. */
const refusal = (error: unknown, fallback: string): string => (error instanceof ApiError && error.message !== '' ? error.message : fallback);

/**
 * A choice sent to the server: pending while it travels, its refusal once refused, the chosen visit
 * handed on once made. Plain state rather than a query mutation: the shop's other screens use none,
 * and the mutation code would load with every buying screen.
 */
const useChoiceCall = <Args extends unknown[]>(send: (...args: Args) => Promise<SlotChoice>, onChosen: (choice: SlotChoice) => void) => {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const call = (...args: Args) => {
    setPending(true);
    setError(null);
    send(...args).then(
      (choice) => {
        setPending(false);
        onChosen(choice);
      },
      (refused: unknown) => {
        setPending(false);
        setError(refused ?? new Error('refused'));
      },
    );
  };
  return { call, pending, error };
};

/** What was chosen, once it was: the new time, or the refund on its way. */
const Chosen = ({ choice }: { choice: SlotChoice }) => {
  const { t } = useTranslation('orders');
  const formats = useFormats();
  if (choice.choice === 'rebooked' && choice.rebookedTo !== null) {
    return <Notice tone="info" heading={t('visitChoice.rebookedHeading')} text={t('visitChoice.rebooked', { date: formats.date(choice.rebookedTo), time: formats.time(choice.rebookedTo) })} />;
  }
  if (choice.choice === 'refund') return <Notice tone="info" heading={t('visitChoice.refundHeading')} text={t('visitChoice.refunded', { amount: formats.money(choice.amountCents, choice.currency) })} />;
  return <Notice tone="info" text={t('visitChoice.closed', { amount: formats.money(choice.amountCents, choice.currency) })} />;
};

/** Another time of the same visit: a calendar of the days with room, then the day's times. */
const Rebook = ({ token, choice, onChosen }: { token: string; choice: SlotChoice; onChosen: (choice: SlotChoice) => void }) => {
  const { t } = useTranslation('orders');
  const formats = useFormats();
  const id = useId();
  const today = museumDay(choice.timeZone);
  const [focused, setFocused] = useState(today);
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<number | null>(null);
  const month = monthStart(focused);
  const times = useQuery({ queryKey: ['slotChoiceTimes', token, month], queryFn: () => fetchSlotChoiceTimes(token, month, lastOfMonth(month)) });
  const days = new Set((times.data ?? []).map((entry) => museumDay(choice.timeZone, entry.startsAt)));
  const ofDay = (times.data ?? []).filter((entry) => museumDay(choice.timeZone, entry.startsAt) === day);
  const rebook = useChoiceCall((to: number) => rebookSlotChoice(token, to), onChosen);
  return (
    <section className="visit-choice-option" aria-labelledby={`${id}-rebook`}>
      <h2 id={`${id}-rebook`}>{t('visitChoice.rebookHeading')}</h2>
      <p>{t('visitChoice.rebookText', { count: choice.places })}</p>
      <BookingCalendar
        locale={formats.locale}
        label={t('visitChoice.calendarLabel')}
        legend={{ available: t('visitChoice.legendAvailable'), soldOut: t('visitChoice.legendFull') }}
        navigation={{ previous: t('visitChoice.calendarPrevious'), next: t('visitChoice.calendarNext') }}
        soldOutId={`${id}-sold-out`}
        value={day}
        focused={focused}
        min={today}
        dayState={(date) => (date < today ? 'past' : days.has(date) ? 'available' : 'none')}
        onChange={(date) => {
          setDay(date);
          setTime(null);
        }}
        onFocusChange={setFocused}
      />
      {times.isError && <Notice tone="error" text={t('visitChoice.timesError')} action={{ label: t('retry'), onPress: () => void times.refetch() }} />}
      {day !== null && ofDay.length > 0 && (
        <form
          className="form visit-choice-times"
          onSubmit={(event) => {
            event.preventDefault();
            if (time !== null) rebook.call(time);
          }}
        >
          <fieldset>
            <legend>{t('visitChoice.timesLegend', { date: formats.day(day, 'long') })}</legend>
            {ofDay.map((entry) => (
              <div key={entry.id} className="check">
                <input type="radio" id={`${id}-time-${entry.id}`} name={`${id}-time`} checked={time === entry.id} onChange={() => setTime(entry.id)} />
                <label htmlFor={`${id}-time-${entry.id}`}>{formats.timeRange(entry.startsAt, entry.endsAt)}</label>
              </div>
            ))}
          </fieldset>
          {rebook.error !== null && <Notice tone="error" text={refusal(rebook.error, t('visitChoice.failed'))} />}
          <p>
            <button type="submit" className="button" disabled={time === null || rebook.pending} aria-busy={rebook.pending}>
              {t('visitChoice.rebookButton')}
            </button>
          </p>
        </form>
      )}
    </section>
  );
};

/**
 * `/{lang}/visit-choice/{token}`: the buyer of a cancelled time chooses, once, another date of the same
 * visit with room or a refund of what they paid for it, by the deadline of the mail. A choice made
 * already (here or by the deadline) is shown, not offered again.
 */
export const VisitChoiceScreen = ({ token }: { token: string }) => {
  const { t } = useTranslation('orders');
  const { lang } = useShop();
  const formats = useFormats();
  const client = useQueryClient();
  const key = ['slotChoice', lang, token];
  const loaded = useQuery({ queryKey: key, queryFn: () => fetchSlotChoice(token), staleTime: 0 });
  const chosen = (choice: SlotChoice) => client.setQueryData(key, choice);
  const refund = useChoiceCall(() => refundSlotChoice(token), chosen);

  if (loaded.isPending) {
    return (
      <div className="container order-review" aria-busy="true">
        <p role="status">{t('visitChoice.loading')}</p>
      </div>
    );
  }
  if (loaded.isError) {
    const unknown = loaded.error instanceof ApiError && loaded.error.status === 404;
    return (
      <div className="container order-review">
        <Notice tone="error" text={unknown ? refusal(loaded.error, t('visitChoice.loadError')) : t('visitChoice.loadError')} action={unknown ? undefined : { label: t('retry'), onPress: () => void loaded.refetch() }} />
      </div>
    );
  }
  const choice = loaded.data;
  const amount = formats.money(choice.amountCents, choice.currency);
  return (
    <div className="container order-review visit-choice">
      <header className="order-review-header">
        <h1>{t('visitChoice.heading')}</h1>
        <p className="order-placed">{t('visitChoice.cancelled', { event: choice.eventName, date: formats.date(choice.startsAt), time: formats.time(choice.startsAt), number: choice.orderId })}</p>
        {choice.open && <p>{t('visitChoice.deadline', { date: formats.date(choice.deadline), time: formats.time(choice.deadline), amount })}</p>}
      </header>
      {!choice.open ? (
        <Chosen choice={choice} />
      ) : (
        <div className="visit-choice-options">
          <Rebook token={token} choice={choice} onChosen={chosen} />
          <section className="visit-choice-option" aria-labelledby="visit-choice-refund">
            <h2 id="visit-choice-refund">{t('visitChoice.refundHeading')}</h2>
            <p>{t('visitChoice.refundText', { amount })}</p>
            {refund.error !== null && <Notice tone="error" text={refusal(refund.error, t('visitChoice.failed'))} />}
            <p>
              <button type="button" className="button button-secondary" disabled={refund.pending} aria-busy={refund.pending} onClick={() => refund.call()}>
                {t('visitChoice.refundButton', { amount })}
              </button>
            </p>
          </section>
        </div>
      )}
    </div>
  );
};
