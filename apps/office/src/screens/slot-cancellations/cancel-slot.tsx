import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api/client';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeSlotCancelBody, OfficeSlotCancelPreview } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';
import { useCall } from '../../lib/use-call';
import { useLoad } from '../../lib/use-load';
import { moneyText } from '../orders/order-texts';
import '../visit-moves/visit-moves.css';
import './slot-cancellations.css';

type Way = 'move' | 'choice' | 'voucher';
type Step = { step: 'choose' } | { step: 'preview'; body: OfficeSlotCancelBody; preview: OfficeSlotCancelPreview } | { step: 'done'; told: number };

/** A whole number typed in a field, within bounds, or null. */
const wholeIn = (text: string, min: number, max: number): number | null => (/^\d{1,3}$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : null);

/** What the preview says will happen, before anything does. */
const PreviewFacts = ({ preview }: { preview: OfficeSlotCancelPreview }) => {
  const { t, lang } = useI18n();
  const when = useMuseumTimeFormat({ dateStyle: 'full', timeStyle: 'short' });
  const languages = useMemo(() => new Intl.DisplayNames([lang], { type: 'language' }), [lang]);
  return (
    <dl className="move-facts">
      <dt>{t('cancelSlot.previewBookings')}</dt>
      <dd>{t('moves.buyersCount', { orders: preview.orders, places: preview.places })}</dd>
      <dt>{t('cancelSlot.previewHeld')}</dt>
      <dd>{t('cancelSlot.previewHeldCount', { places: preview.heldPlaces })}</dd>
      <dt>{t('cancelSlot.previewPaid')}</dt>
      <dd>
        {preview.tenders.length === 0 ? (
          moneyText(0, preview.currency)
        ) : (
          <ul className="cancel-tenders">
            {preview.tenders.map((tender) => (
              <li key={`${tender.kind}:${tender.name ?? ''}`}>
                {t('cancelSlot.previewTender', { name: tender.kind === 'voucherCode' ? t('cancelSlot.tenderCodes') : (tender.name ?? t('cancelSlot.tenderPayment')), amount: moneyText(tender.amountCents, preview.currency) })}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt>{t('cancelSlot.previewMails')}</dt>
      <dd>{preview.mails.length === 0 ? t('cancelSlot.previewNoMails') : preview.mails.map((mail) => t('cancelSlot.previewMailCount', { language: languages.of(mail.lang) ?? mail.lang, count: mail.count })).join(', ')}</dd>
      {preview.deadline !== null && (
        <>
          <dt>{t('cancelSlot.previewDeadline')}</dt>
          <dd>{when.format(new Date(preview.deadline))}</dd>
        </>
      )}
      {preview.validTo !== null && (
        <>
          <dt>{t('cancelSlot.previewValidTo')}</dt>
          <dd>{new Date(`${preview.validTo}T12:00:00Z`).toLocaleDateString(lang, { dateStyle: 'long', timeZone: 'UTC' })}</dd>
        </>
      )}
    </dl>
  );
};

/**
 * Cancelling a time of an event or tour, as a guided step: choose what happens to its bookings (move
 * everyone to another time on the moving screen, let each buyer choose another date or a refund, or
 * give each a voucher code), then a preview of the orders, places, amounts and mails, and nothing
 * happens before the member confirms. Then a link to the list of who chose what.
 */
export const CancelSlot = () => {
  const { t } = useI18n();
  const slotId = Number(useParams().id);
  const [loaded] = useLoad(useCallback(() => officeApi.slot(slotId), [slotId]));
  const [way, setWay] = useState<Way>('choice');
  const [days, setDays] = useState('14');
  const [months, setMonths] = useState('12');
  const [step, setStep] = useState<Step>({ step: 'choose' });
  const [code, setCode] = useState('');
  const when = useMuseumTimeFormat({ dateStyle: 'full', timeStyle: 'short' });
  const deadlineDays = wholeIn(days, 1, 90);
  const validityMonths = wholeIn(months, 1, 60);
  const body: OfficeSlotCancelBody | null =
    way === 'choice' && deadlineDays !== null ? { mode: 'choice', deadlineDays } : way === 'voucher' && validityMonths !== null ? { mode: 'voucher', validityMonths } : null;

  const previewing = useCall(
    useCallback(
      async (asked: OfficeSlotCancelBody) => {
        const { preview } = await officeApi.previewSlotCancellation(slotId, asked);
        setStep({ step: 'preview', body: asked, preview });
      },
      [slotId],
    ),
  );
  const confirming = useCall(
    useCallback(
      async (asked: OfficeSlotCancelBody) => {
        const { told } = await officeApi.cancelSlot(slotId, asked);
        setStep({ step: 'done', told });
      },
      [slotId],
    ),
  );

  if (loaded.state !== 'done') {
    return (
      <Page title={t('cancelSlot.title')}>{loaded.state === 'loading' ? <p role="status">{t('common.loading')}</p> : <ErrorNotice error={loaded.error} />}</Page>
    );
  }
  const { slot, buyers } = loaded.value;
  return (
    <Page title={t('cancelSlot.title')}>
      <p>
        <Link to={`/visitors/${slot.id}`}>{t('cancelSlot.backToVisitors')}</Link>
      </p>
      <dl className="move-facts">
        <dt>{t(slot.eventKind === 'tour' ? 'moves.tour' : 'moves.event')}</dt>
        <dd>{slot.eventName}</dd>
        <dt>{t('moves.from')}</dt>
        <dd>{when.format(new Date(slot.startsAt))}</dd>
        <dt>{t('moves.buyers')}</dt>
        <dd>{t('moves.buyersCount', { orders: buyers.orders, places: buyers.places })}</dd>
      </dl>

      {step.step === 'done' ? (
        <Notice tone="success">
          <p>{t('cancelSlot.done', { orders: step.told })}</p>
          <p>
            <Link to={`/slots/${slot.id}/cancellation`}>{t('cancelSlot.toChoices')}</Link>
          </p>
        </Notice>
      ) : step.step === 'preview' ? (
        <section className="move-review" aria-labelledby="cancel-preview-title">
          <h2 id="cancel-preview-title">{t('cancelSlot.previewTitle')}</h2>
          <p>{t(step.body.mode === 'choice' ? 'cancelSlot.previewChoice' : 'cancelSlot.previewVoucher')}</p>
          <PreviewFacts preview={step.preview} />
          <p>{t('cancelSlot.previewOffSale')}</p>
          {(step.preview.secondFactorRequired || (confirming.error instanceof ApiError && confirming.error.code.startsWith('OFFICE_SECOND_FACTOR'))) && (
            <TextField id="cancel-code" label={t('refund.code')} hint={t('refund.codeHint')} autoComplete="one-time-code" inputMode="numeric" pattern="\d{6}" maxLength={6} value={code} onChange={(event) => setCode(event.target.value)} />
          )}
          {confirming.error !== null && <ErrorNotice error={confirming.error} />}
          <div className="button-row">
            <Button busy={confirming.busy} onClick={() => void confirming.run(code.trim() === '' ? step.body : { ...step.body, totpCode: code.trim() })}>
              {t('cancelSlot.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setStep({ step: 'choose' })}>
              {t('cancelSlot.change')}
            </Button>
          </div>
        </section>
      ) : (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (body !== null) void previewing.run(body);
          }}
        >
          <ChoiceGroup<Way>
            name="cancel-way"
            legend={t('cancelSlot.way')}
            options={[
              { value: 'move', label: t('cancelSlot.wayMove') },
              { value: 'choice', label: t('cancelSlot.wayChoice') },
              { value: 'voucher', label: t('cancelSlot.wayVoucher') },
            ]}
            value={way}
            onChange={setWay}
          />
          {way === 'choice' && (
            <TextField id="cancel-days" type="number" inputMode="numeric" min={1} max={90} label={t('cancelSlot.deadlineDays')} hint={t('cancelSlot.deadlineDaysHint')} error={deadlineDays === null ? t('cancelSlot.daysInvalid') : undefined} value={days} onChange={(event) => setDays(event.target.value)} />
          )}
          {way === 'voucher' && (
            <TextField id="cancel-months" type="number" inputMode="numeric" min={1} max={60} label={t('cancelSlot.validityMonths')} hint={t('cancelSlot.validityMonthsHint')} error={validityMonths === null ? t('cancelSlot.monthsInvalid') : undefined} value={months} onChange={(event) => setMonths(event.target.value)} />
          )}
          {previewing.error !== null && <ErrorNotice error={previewing.error} />}
          <div className="button-row">
            {way === 'move' ? (
              <Link to={`/slots/${slot.id}/move`}>
                {t('moves.moveEveryone')}
              </Link>
            ) : (
              <Button type="submit" busy={previewing.busy} disabled={body === null}>
                {t('cancelSlot.preview')}
              </Button>
            )}
          </div>
        </form>
      )}
    </Page>
  );
};
