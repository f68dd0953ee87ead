import { useEffect, useState } from 'react';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { DoorUnreachable, type DoorApi } from '../../lib/door/door-api';
import { REFRESH_MS } from '../../lib/door/door-engine';
import type { DoorStore } from '../../lib/door/door-store';
import type { DoorCounts } from '../../lib/door/door-types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useDoor, useDoorTime } from './door-context';

interface Shown {
  counts: DoorCounts;
  /** Counts kept from the last time the server answered, shown while it does not. */
  stale: boolean;
}

/** Today's slots with the visitors expected, in and still to come, and the people inside now across all doors. */
export const CountsScreen = ({ api, store }: { api: DoorApi; store: DoorStore }) => {
  const { t } = useI18n();
  const engine = useDoor();
  const format = useDoorTime();
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    let current = true;
    const load = async () => {
      try {
        const counts = await api.counts(engine.token);
        await store.put('counts', counts);
        if (current) setShown({ counts, stale: false });
      } catch (error) {
        if (!(error instanceof DoorUnreachable)) return;
        const kept = await store.get('counts');
        if (current && kept !== undefined) setShown({ counts: kept, stale: true });
      }
    };
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [api, store, engine]);

  return (
    <Page title={t('door.counts.title')}>
      {shown === null ? (
        <p>{t('common.loading')}</p>
      ) : (
        <>
          {shown.stale && <Notice tone="info">{t('door.counts.stale')}</Notice>}
          <p className="door-inside">
            <span>{t('door.counts.inside')}</span> <strong>{shown.counts.inside}</strong>
          </p>
          <div className="door-table">
            <table>
              <caption>{t('door.counts.slots')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('door.counts.slot')}</th>
                  <th scope="col">{t('door.counts.expected')}</th>
                  <th scope="col">{t('door.counts.in')}</th>
                  <th scope="col">{t('door.counts.toCome')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.counts.slots.map((slot) => (
                  <tr key={slot.id}>
                    <th scope="row">
                      {slot.eventName} {format.time(slot.startsAt)}–{format.time(slot.endsAt)}
                    </th>
                    <td>{slot.expected}</td>
                    <td>{slot.in}</td>
                    <td>{slot.toCome}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {shown.counts.slots.length === 0 && <p>{t('door.counts.noSlots')}</p>}
          <div className="door-table">
            <table>
              <caption>{t('door.counts.doors')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('door.counts.door')}</th>
                  <th scope="col">{t('door.counts.entries')}</th>
                  <th scope="col">{t('door.counts.exits')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.counts.doors.map((door) => (
                  <tr key={door.name}>
                    <th scope="row">{door.name}</th>
                    <td>{door.in}</td>
                    <td>{door.out}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Page>
  );
};
