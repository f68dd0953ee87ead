import { useCallback, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { TextField } from '../../components/ui/text-field';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeSlot } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';
import { useCall } from '../../lib/use-call';
import { useLoad } from '../../lib/use-load';
import './visit-moves.css';

type Step = { step: 'choose' } | { step: 'review'; to: OfficeSlot } | { step: 'done'; to: OfficeSlot; orders: number; places: number; closed: boolean };

/** A whole number from the address, or null. */
const idParam = (value: string | null | undefined): number | null => (value !== null && value !== undefined && /^\d{1,10}$/.test(value) ? Number(value) : null);

/**
 * Moves visitors to another time of the same event, as a guided step: choose a day and a time with
 * room, review what will happen, then move. Without `?order=` it moves every order of the time (a
 * room closes); with it, one order (a visitor asks at the desk). Nothing happens before the review
 * is confirmed; each buyer then gets a mail with the new time and their tickets.
 */
export const MoveVisitors = () => {
  const { t } = useI18n();
  const slotId = idParam(useParams().id) ?? 0;
  const orderId = idParam(useSearchParams()[0].get('order'));
  const [loaded] = useLoad(useCallback(() => officeApi.slot(slotId), [slotId]));
  const [date, setDate] = useState('');
  const [times, setTimes] = useState<{ date: string; slots: OfficeSlot[] } | { date: string; error: unknown } | null>(null);
  const [chosen, setChosen] = useState('');
  const [close, setClose] = useState(true);
  const [step, setStep] = useState<Step>({ step: 'choose' });
  const when = useMuseumTimeFormat({ dateStyle: 'full', timeStyle: 'short' });
  const time = useMuseumTimeFormat({ timeStyle: 'short' });

  const from = loaded.state === 'done' ? loaded.value.slot : null;
  useEffect(() => {
    if (from !== null && date === '') setDate(from.date);
  }, [from, date]);
  useEffect(() => {
    if (date === '') return;
    let current = true;
    officeApi.slotAlternatives(slotId, date).then(
      ({ slots }) => current && setTimes({ date, slots }),
      (error: unknown) => current && setTimes({ date, error }),
    );
    return () => {
      current = false;
    };
  }, [slotId, date]);

  const moving = useCall(
    useCallback(
      async (to: OfficeSlot) => {
        if (orderId !== null) {
          const { places } = await officeApi.moveOrder(orderId, slotId, to.id);
          setStep({ step: 'done', to, orders: 1, places, closed: false });
        } else {
          const moved = await officeApi.moveSlot(slotId, to.id, close);
          setStep({ step: 'done', to, ...moved });
        }
      },
      [orderId, slotId, close],
    ),
  );

  const title = orderId === null ? t('moves.titleSlot') : t('moves.titleOrder', { number: orderId });
  if (loaded.state !== 'done') {
    return (
      <Page title={title}>
        {loaded.state === 'loading' ? <p role="status">{t('common.loading')}</p> : <ErrorNotice error={loaded.error} />}
      </Page>
    );
  }
  const { slot, buyers } = loaded.value;
  const needed = orderId === null ? buyers.places : 1;
  const choices = times !== null && 'slots' in times ? times.slots : [];
  const target = choices.find((option) => String(option.id) === chosen);
  return (
    <Page title={title}>
      <p>
        <Link to={orderId === null ? `/orders?slot=${slot.id}` : `/orders/${orderId}`}>{orderId === null ? t('moves.backToOrders') : t('moves.backToOrder')}</Link>
      </p>
      <dl className="move-facts">
        <dt>{t(slot.eventKind === 'tour' ? 'moves.tour' : 'moves.event')}</dt>
        <dd>{slot.eventName}</dd>
        <dt>{t('moves.from')}</dt>
        <dd>{when.format(new Date(slot.startsAt))}</dd>
        {orderId === null && (
          <>
            <dt>{t('moves.buyers')}</dt>
            <dd>{t('moves.buyersCount', { orders: buyers.orders, places: buyers.places })}</dd>
          </>
        )}
      </dl>

      {step.step === 'done' ? (
        <Notice tone="success">
          <p>{t('moves.done', { orders: step.orders, places: step.places, time: when.format(new Date(step.to.startsAt)) })}</p>
          {step.closed && <p>{t('moves.doneClosed')}</p>}
          <p>
            <Link to={`/orders?slot=${step.to.id}`}>{t('moves.ordersOfNewTime')}</Link>
          </p>
        </Notice>
      ) : step.step === 'review' ? (
        <section className="move-review" aria-labelledby="move-review-title">
          <h2 id="move-review-title">{t('moves.reviewTitle')}</h2>
          <p>
            {orderId === null
              ? t('moves.reviewSlot', { orders: buyers.orders, places: buyers.places, from: when.format(new Date(slot.startsAt)), to: when.format(new Date(step.to.startsAt)) })
              : t('moves.reviewOrder', { number: orderId, from: when.format(new Date(slot.startsAt)), to: when.format(new Date(step.to.startsAt)) })}
          </p>
          <p>{t('moves.reviewMail')}</p>
          {orderId === null && close && <p>{t('moves.reviewClose')}</p>}
          {moving.error !== null && <ErrorNotice error={moving.error} />}
          <div className="button-row">
            <Button busy={moving.busy} onClick={() => void moving.run(step.to)}>
              {t('moves.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setStep({ step: 'choose' })}>
              {t('moves.change')}
            </Button>
          </div>
        </section>
      ) : orderId === null && buyers.places === 0 ? (
        <Notice tone="info">{t('moves.nobody')}</Notice>
      ) : (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (target !== undefined) setStep({ step: 'review', to: target });
          }}
        >
          <TextField id="move-date" type="date" label={t('moves.day')} value={date} onChange={(event) => setDate(event.target.value)} />
          {times === null || times.date !== date ? (
            <p role="status">{t('common.loading')}</p>
          ) : 'error' in times ? (
            <ErrorNotice error={times.error} />
          ) : choices.length === 0 ? (
            <p role="status">{t('moves.noTimes')}</p>
          ) : (
            <ChoiceGroup
              name="move-to"
              legend={t('moves.to')}
              hint={orderId === null ? t('moves.toHint', { places: needed }) : undefined}
              options={choices.map((option) => ({
                value: String(option.id),
                label: t('moves.timeOption', { time: time.format(new Date(option.startsAt)), free: option.free }),
                disabled: option.free < needed,
              }))}
              value={chosen}
              onChange={setChosen}
            />
          )}
          {orderId === null && <CheckboxField id="move-close" label={t('moves.close')} hint={t('moves.closeHint')} checked={close} onChange={(event) => setClose(event.target.checked)} />}
          <div className="button-row">
            <Button type="submit" disabled={target === undefined}>
              {t('moves.review')}
            </Button>
          </div>
        </form>
      )}
    </Page>
  );
};
