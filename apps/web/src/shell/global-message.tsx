import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { useGlobalMessageStore } from '../lib/messages/global-message-store';

/** SPEC §4: shown while it has text, dismissed by its button, removed after its timeout if given. */
export const GlobalMessage = () => {
  const { t } = useTranslation('shell');
  const message = useGlobalMessageStore((s) => s.message);
  const dismiss = useGlobalMessageStore((s) => s.dismiss);

  useEffect(() => {
    if (!message?.timeout) return undefined;
    const timer = setTimeout(dismiss, message.timeout);
    return () => clearTimeout(timer);
  }, [message, dismiss]);

  return (
    <div className="global-message-region" role={message?.className === 'error' ? 'alert' : 'status'}>
      {message?.text && (
        <div className={`global-message ${message.className}`}>
          <p>{message.text}</p>
          <button type="button" className="global-message-close" onClick={dismiss} aria-label={t('message.dismiss')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
};
