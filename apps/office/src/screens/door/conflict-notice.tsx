import { Button } from '../../components/ui/button';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useDoor, useDoorStatus, useDoorTime } from './door-context';

/** Tickets admitted at two doors while offline, as the sync found them: told to the door, never merged silently. */
export const ConflictNotice = () => {
  const { t } = useI18n();
  const engine = useDoor();
  const { conflicts } = useDoorStatus();
  const format = useDoorTime();
  if (conflicts.length === 0) return null;
  return (
    <section className="door-scan-conflicts" role="alert" aria-labelledby="door-conflicts-title">
      <h2 id="door-conflicts-title">{t('door.conflicts.title', { count: conflicts.length })}</h2>
      <ul>
        {conflicts.map((conflict) => (
          <li key={conflict.nonce}>
            {t('door.conflicts.item', {
              code: conflict.code,
              what: conflict.what ?? t('door.verdict.unknownWhat'),
              firstDoor: conflict.first.door === null || conflict.first.door === '' ? t('door.verdict.unknownDoor') : conflict.first.door,
              firstTime: format.when(conflict.first.at),
              secondDoor: conflict.second.door,
              secondTime: format.when(conflict.second.at),
            })}
          </li>
        ))}
      </ul>
      <Button variant="secondary" small onClick={() => engine.dismissConflicts()}>
        {t('door.conflicts.dismiss')}
      </Button>
    </section>
  );
};
