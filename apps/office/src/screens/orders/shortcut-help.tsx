import { Dialog } from '../../components/ui/dialog';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { MessageKey } from '../../lib/i18n/translator';

/** The desk's shortcuts as the help shows them: the keys to press and what they do. */
export const DESK_SHORTCUTS: readonly { keys: readonly string[]; does: MessageKey }[] = [
  { keys: ['/'], does: 'shortcuts.search' },
  { keys: ['↓'], does: 'shortcuts.fromSearch' },
  { keys: ['j'], does: 'shortcuts.next' },
  { keys: ['k'], does: 'shortcuts.previous' },
  { keys: ['Enter'], does: 'shortcuts.openOrder' },
  { keys: ['b'], does: 'shortcuts.back' },
  { keys: ['?'], does: 'shortcuts.help' },
];

/** The overlay listing the desk's keyboard shortcuts, opened with "?" or its button. */
export const ShortcutHelp = ({ onClose }: { onClose: () => void }) => {
  const { t } = useI18n();
  return (
    <Dialog title={t('shortcuts.title')} closeLabel={t('shortcuts.close')} onClose={onClose}>
      <p>{t('shortcuts.lead')}</p>
      <table className="shortcut-table">
        <thead>
          <tr>
            <th scope="col">{t('shortcuts.key')}</th>
            <th scope="col">{t('shortcuts.does')}</th>
          </tr>
        </thead>
        <tbody>
          {DESK_SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.does}>
              <td>
                {shortcut.keys.map((key) => (
                  <kbd key={key}>{key}</kbd>
                ))}
              </td>
              <td>{t(shortcut.does)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
};
