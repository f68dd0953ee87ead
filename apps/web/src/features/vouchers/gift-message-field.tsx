import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { GIFT_MESSAGE_MAX_LENGTH } from '@foyer/contract/constants';
import '../../components/ui/form.css';

/** Below this many characters left, screen readers hear the count once the visitor pauses typing. */
const ANNOUNCE_BELOW = 30;
const PAUSE_MS = 1000;

/** The personal message printed on the voucher, with the characters left counted as the visitor types. */
export const GiftMessageField = ({ id, value, onChange }: { id: string; value: string; onChange: (text: string) => void }) => {
  const { t } = useTranslation('vouchers');
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const left = GIFT_MESSAGE_MAX_LENGTH - value.length;
  const countText = t('purchase.charactersLeft', { count: left });
  // Announcing every keystroke would drown out what is typed; the count is spoken after a pause, near the limit only.
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(left <= ANNOUNCE_BELOW ? countText : ''), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [left, countText]);

  return (
    <div className="field">
      <label htmlFor={id}>
        {t('purchase.message')}
        <span className="field-optional"> ({t('purchase.optional')})</span>
      </label>
      <p id={hintId} className="field-hint">
        {t('purchase.messageHint')}
      </p>
      <textarea
        id={id}
        className="gift-message-input"
        rows={4}
        maxLength={GIFT_MESSAGE_MAX_LENGTH}
        value={value}
        aria-describedby={`${hintId} ${countId}`}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p id={countId} className={left <= ANNOUNCE_BELOW ? 'gift-message-count is-near-limit' : 'gift-message-count'}>
        {countText}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </div>
  );
};
