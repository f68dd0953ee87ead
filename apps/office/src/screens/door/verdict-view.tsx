import { useEffect, useRef } from 'react';
import type { DoorDirection, DoorVerdict } from '../../lib/door/door-types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useDoorTime } from './door-context';
import { verdictHeadline, verdictLines, verdictTone } from './verdict-text';

interface Props {
  verdict: DoorVerdict;
  direction: DoorDirection;
  onNext: () => void;
}

/**
 * One scan's answer over the whole screen, in a colour and words read at arm's length; the button
 * takes focus, so Enter or a tap anywhere on it goes on to the next visitor.
 */
export const VerdictView = ({ verdict, direction, onNext }: Props) => {
  const { t } = useI18n();
  const format = useDoorTime();
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => next.current?.focus(), []);
  return (
    <section className={`door-verdict door-verdict-${verdictTone(verdict)}`} aria-labelledby="door-verdict-title" data-outcome={verdict.outcome}>
      <div role="alert">
        <h2 id="door-verdict-title">{t(verdictHeadline(verdict, direction))}</h2>
        <ul>
          {verdictLines(verdict, format, t('door.verdict.unknownDoor')).map(([key, params]) => (
            <li key={key}>{t(key, params)}</li>
          ))}
        </ul>
      </div>
      <button ref={next} type="button" className="door-verdict-next" onClick={onNext}>
        {t('door.verdict.next')}
      </button>
    </section>
  );
};
