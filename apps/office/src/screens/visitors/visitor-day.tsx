import { useCallback, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Page } from '../../components/ui/page';
import { TextField } from '../../components/ui/text-field';
import { officeApi } from '../../lib/api/office-api';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';
import { useLoad } from '../../lib/use-load';
import '../fulfilment/fulfilment.css';

/** Today in the browser's calendar, as a date field writes it. */
const today = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * The times of a museum day, each with its places sold, held and free, leading to its visitor list;
 * `?event=` (from an event's or a tour's form) keeps only that one's times.
 */
export const VisitorDay = () => {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? (params.get('date') ?? today()) : today();
  const event = Number(params.get('event') ?? 'NaN');
  const [typed, setTyped] = useState(date);
  const [loaded] = useLoad(useCallback(() => officeApi.visitorSlots(date), [date]));
  const time = useMuseumTimeFormat({ timeStyle: 'short' });
  const show = (submitted: FormEvent) => {
    submitted.preventDefault();
    const next = new URLSearchParams(params);
    next.set('date', typed);
    setParams(next);
  };
  const slots = loaded.state === 'done' ? loaded.value.slots.filter((slot) => !Number.isSafeInteger(event) || slot.eventId === event) : [];
  return (
    <Page title={t('visitors.title')} lead={t('visitors.lead')}>
      <form className="visitor-filter" onSubmit={show}>
        <TextField id="visitors-date" type="date" label={t('visitors.date')} value={typed} onChange={(change) => setTyped(change.target.value)} />
        <p>
          <Button type="submit" variant="secondary">
            {t('visitors.show')}
          </Button>
        </p>
      </form>
      {loaded.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {loaded.state === 'failed' && <ErrorNotice error={loaded.error} />}
      {loaded.state === 'done' && slots.length === 0 && <p>{t('visitors.noTimes')}</p>}
      {slots.length > 0 && (
        <ul className="fulfil-list" aria-label={t('visitors.times')}>
          {slots.map((slot) => (
            <li key={slot.id} className="fulfil-row">
              <p>
                <Link to={`/visitors/${slot.id}`}>{t('visitors.timeLink', { time: time.format(new Date(slot.startsAt)), name: slot.name })}</Link>
              </p>
              <p>{t(slot.kind === 'tour' ? 'visitors.kindTour' : 'visitors.kindEvent')}</p>
              <p>{t('visitors.countsLine', { sold: slot.sold, held: slot.held, free: slot.free })}</p>
              {slot.checkedIn > 0 && <p>{t('visitors.checkedInLine', { count: slot.checkedIn })}</p>}
              <p>{t('visitors.capacity', { count: slot.capacity })}</p>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
};
