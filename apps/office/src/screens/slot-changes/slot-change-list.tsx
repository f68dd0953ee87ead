import { useCallback, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import type { SlotChange } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';
import { useCall } from '../../lib/use-call';
import { useLoad } from '../../lib/use-load';
import './slot-changes.css';

/** One order to settle: what changed, for whom, and the button that marks it done. */
const ChangeCard = ({ change, onSettle, busy }: { change: SlotChange; onSettle: () => void; busy: boolean }) => {
  const { t } = useI18n();
  const when = useMuseumTimeFormat({ dateStyle: 'full', timeStyle: 'short' });
  return (
    <li className="slot-change-card">
      <h2 className="slot-change-event">{change.eventName}</h2>
      <dl className="slot-change-facts">
        <dt>{t('slotChanges.when')}</dt>
        <dd>{when.format(new Date(change.startsAt))}</dd>
        <dt>{t('slotChanges.what')}</dt>
        <dd>{t(change.change === 'closed' ? 'slotChanges.closed' : 'slotChanges.shrunk')}</dd>
        <dt>{t('slotChanges.places')}</dt>
        <dd>{change.places}</dd>
        <dt>{t('slotChanges.order')}</dt>
        <dd>{change.orderId}</dd>
        <dt>{t('slotChanges.buyer')}</dt>
        <dd>{change.buyer.name}</dd>
        <dt>{t('slotChanges.email')}</dt>
        <dd>
          <a href={`mailto:${change.buyer.email}`}>{change.buyer.email}</a>
        </dd>
      </dl>
      <p>
        <Button variant="secondary" small busy={busy} onClick={onSettle}>
          {t('slotChanges.settle')}
        </Button>
      </p>
    </li>
  );
};

/**
 * The box office's list of orders whose booked time an event change closed or shrank: each buyer was
 * told by mail that the box office will offer another time or a refund; once done, it is settled.
 */
export const SlotChangeList = () => {
  const { t } = useI18n();
  const [loaded] = useLoad(officeApi.slotChanges);
  const [settled, setSettled] = useState<number[]>([]);
  const [lastSettled, setLastSettled] = useState<SlotChange | null>(null);
  const settling = useCall(
    useCallback(async (change: SlotChange) => {
      await officeApi.settleSlotChange(change.id);
      setSettled((ids) => [...ids, change.id]);
      setLastSettled(change);
    }, []),
  );
  const open = loaded.state === 'done' ? loaded.value.changes.filter((change) => !settled.includes(change.id)) : [];
  return (
    <Page title={t('slotChanges.title')} lead={t('slotChanges.lead')}>
      {lastSettled !== null && (
        <Notice tone="success">
          <p>{t('slotChanges.settled', { number: lastSettled.orderId })}</p>
        </Notice>
      )}
      <ErrorNotice error={settling.error} />
      {loaded.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {loaded.state === 'failed' && <ErrorNotice error={loaded.error} />}
      {loaded.state === 'done' && open.length === 0 && <p>{t('slotChanges.empty')}</p>}
      {open.length > 0 && (
        <ul className="slot-change-list">
          {open.map((change) => (
            <ChangeCard key={change.id} change={change} busy={settling.busy} onSettle={() => void settling.run(change)} />
          ))}
        </ul>
      )}
    </Page>
  );
};
