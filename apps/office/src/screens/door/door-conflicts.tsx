import { useCallback, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Page } from '../../components/ui/page';
import { TextField } from '../../components/ui/text-field';
import { officeApi } from '../../lib/api/office-api';
import type { DoorConflict } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';
import { useLoad } from '../../lib/use-load';
import './door.css';

const ConflictItem = ({ conflict }: { conflict: DoorConflict }) => {
  const { t } = useI18n();
  const time = useMuseumTimeFormat({ timeStyle: 'short' });
  return (
    <li className="door-conflict">
      <p className="door-conflict-what">
        <strong>{[conflict.what, conflict.eventName].filter((part) => part !== null && part !== '').join(' · ')}</strong> <code>{conflict.code}</code>
      </p>
      <p>
        {t('doorConflicts.twice', {
          first: conflict.first.door,
          firstTime: time.format(new Date(conflict.first.at)),
          second: conflict.second.door,
          secondTime: time.format(new Date(conflict.second.at)),
        })}
      </p>
    </li>
  );
};

/**
 * Tickets and pass cards two doors admitted while offline, for one museum day (today unless another
 * is chosen): reported after the phones synced, never merged silently.
 */
export const DoorConflicts = () => {
  const { t } = useI18n();
  const [date, setDate] = useState('');
  const [shown, setShown] = useState<string | undefined>(undefined);
  const [loaded] = useLoad(useCallback(() => officeApi.doorConflicts(shown), [shown]));
  return (
    <Page title={t('doorConflicts.title')} lead={t('doorConflicts.lead')}>
      <form
        className="door-conflicts-filter"
        onSubmit={(event) => {
          event.preventDefault();
          setShown(date === '' ? undefined : date);
        }}
      >
        <TextField id="door-conflicts-date" type="date" label={t('doorConflicts.date')} value={date} onChange={(event) => setDate(event.target.value)} />
        <Button type="submit" variant="secondary">
          {t('doorConflicts.show')}
        </Button>
      </form>
      {loaded.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {loaded.state === 'failed' && <ErrorNotice error={loaded.error} />}
      {loaded.state === 'done' && loaded.value.conflicts.length === 0 && <p>{t('doorConflicts.empty')}</p>}
      {loaded.state === 'done' && loaded.value.conflicts.length > 0 && (
        <ul className="door-conflict-list">
          {loaded.value.conflicts.map((conflict) => (
            <ConflictItem key={`${conflict.code}-${conflict.second.at}`} conflict={conflict} />
          ))}
        </ul>
      )}
    </Page>
  );
};
