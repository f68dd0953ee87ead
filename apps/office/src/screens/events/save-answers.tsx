import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { ApiError } from '../../lib/api/client';
import type { OfficeSlotsHaveBuyersError, SlotWithBuyers } from '../../lib/api/types';
import { errorText } from '../../lib/i18n/error-text';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';

/** The event or tour as it is now, which a stale save's answer carries (contract: officeEventStaleErrorSchema, officeTourStaleErrorSchema). */
export const staleCurrentOf = <Stale extends { current: unknown }>(error: unknown): Stale['current'] | undefined =>
  error instanceof ApiError && error.code === 'OFFICE_STALE' ? (error.body as Stale).current : undefined;

/** The times with buyers that a refused save would close or shrink (contract: officeSlotsHaveBuyersErrorSchema). */
export const slotsWithBuyers = (error: unknown): SlotWithBuyers[] | undefined =>
  error instanceof ApiError && error.code === 'OFFICE_SLOTS_HAVE_BUYERS' ? (error.body as OfficeSlotsHaveBuyersError).slots : undefined;

/** What the save would do to times that have buyers, and the explicit choice to go ahead. */
export const BuyersNotice = ({ slots, onConfirm, busy }: { slots: SlotWithBuyers[]; onConfirm: () => void; busy: boolean }) => {
  const i18n = useI18n();
  const { t } = i18n;
  const when = useMuseumTimeFormat({ dateStyle: 'full', timeStyle: 'short' });
  return (
    <Notice tone="error">
      <p>{errorText(i18n, new ApiError(409, 'OFFICE_SLOTS_HAVE_BUYERS', undefined))}</p>
      <ul className="slots-with-buyers">
        {slots.map((slot) => (
          <li key={slot.startsAt}>
            {t(slot.change === 'closed' ? 'events.slotClosed' : 'events.slotShrunk', { time: when.format(new Date(slot.startsAt)), sold: slot.sold, capacity: slot.capacity })}
          </li>
        ))}
      </ul>
      <p>
        <Button variant="danger" small busy={busy} onClick={onConfirm}>
          {t('events.confirmBuyers')}
        </Button>
      </p>
    </Notice>
  );
};
