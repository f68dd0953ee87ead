import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { ApiError } from '../../lib/api/client';
import { officeApi, type CatalogGroupPath } from '../../lib/api/office-api';
import type { OfficeCatalogGroup, OfficeCatalogGroupRecord, OfficeCatalogGroupStaleError } from '../../lib/api/types';
import { errorText } from '../../lib/i18n/error-text';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useCall } from '../../lib/use-call';
import { useLoad } from '../../lib/use-load';
import { textIn } from '../events/localized';
import { GroupForm } from './group-form';
import '../events/events.css';
import './catalog-groups.css';

/** One kind of named group as its screen shows it: its calls' path, the list its back link leads to, and the prefix of its own texts. */
export interface CatalogGroupScreen {
  path: CatalogGroupPath;
  backTo: string;
  texts: 'tourCategories' | 'voucherGroups';
}

const EMPTY: OfficeCatalogGroup = { name: {} };

/** What is open: the new group's form, or one group's rename form or delete question. */
type Open = { action: 'new' } | { action: 'rename' | 'delete'; id: number } | null;

const staleCurrent = (error: unknown): OfficeCatalogGroupRecord | undefined =>
  error instanceof ApiError && error.code === 'OFFICE_STALE' ? (error.body as OfficeCatalogGroupStaleError).current : undefined;
const isGone = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

const Groups = ({ screen, loaded }: { screen: CatalogGroupScreen; loaded: OfficeCatalogGroupRecord[] }) => {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const [groups, setGroups] = useState(loaded);
  const [open, setOpen] = useState<Open>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  /** The element to focus once the screen shows the outcome: the button that opened a closed form, or the message. */
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const question = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (focusNext === null) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);
  useEffect(() => {
    if (open?.action === 'delete') question.current?.focus();
  }, [open]);

  const buttonId = (id: number, action: 'rename' | 'delete') => `${screen.path}-${id}-${action}`;
  const close = (focus: string | null) => {
    setOpen(null);
    setFocusNext(focus);
  };
  /** A refused rename or delete: a stale one shows the group as it is now, a group gone leaves the list. */
  const refused = (record: OfficeCatalogGroupRecord, action: 'rename' | 'delete', error: unknown) => {
    const current = staleCurrent(error);
    if (current !== undefined) setGroups((all) => all.map((other) => (other.id === current.id ? current : other)));
    if (isGone(error)) setGroups((all) => all.filter((other) => other.id !== record.id));
    setMessage({ tone: 'error', text: errorText(i18n, error) });
    close(isGone(error) ? 'group-message' : buttonId(record.id, action));
  };

  const create = async (group: OfficeCatalogGroup) => {
    const { record } = await officeApi.createCatalogGroup(screen.path, group);
    setGroups((all) => [...all, record]);
    setMessage({ tone: 'success', text: t(`${screen.texts}.created`) });
    close(buttonId(record.id, 'rename'));
  };
  const rename = (record: OfficeCatalogGroupRecord) => async (group: OfficeCatalogGroup) => {
    try {
      const saved = (await officeApi.updateCatalogGroup(screen.path, record.id, group, record.version)).record;
      setGroups((all) => all.map((other) => (other.id === saved.id ? saved : other)));
      setMessage({ tone: 'success', text: t('groups.saved') });
      close(buttonId(record.id, 'rename'));
    } catch (error) {
      if (staleCurrent(error) === undefined && !isGone(error)) throw error;
      refused(record, 'rename', error);
    }
  };
  const deleting = useCall(async (record: OfficeCatalogGroupRecord) => {
    const name = textIn(record.group.name, lang);
    try {
      await officeApi.deleteCatalogGroup(screen.path, record.id, record.version);
      setGroups((all) => all.filter((other) => other.id !== record.id));
      setMessage({ tone: 'success', text: t(`${screen.texts}.deleted`, { name }) });
      close('group-message');
    } catch (error) {
      refused(record, 'delete', error);
    }
  });

  return (
    <>
      <div id="group-message" tabIndex={-1}>
        {message !== null && (
          <Notice tone={message.tone}>
            <p>{message.text}</p>
          </Notice>
        )}
      </div>
      {groups.length === 0 && <p>{t(`${screen.texts}.empty`)}</p>}
      <ul className="group-list">
        {groups.map((record) => {
          const name = textIn(record.group.name, lang);
          const prefix = `${screen.path}-${record.id}`;
          if (open?.action === 'rename' && open.id === record.id) {
            return (
              <li key={record.id} className="group-card">
                <GroupForm id={prefix} initial={record.group} submitLabel={t('groups.save')} save={rename(record)} onCancel={() => close(buttonId(record.id, 'rename'))} />
              </li>
            );
          }
          if (open?.action === 'delete' && open.id === record.id) {
            return (
              <li key={record.id} className="group-card">
                <div
                  className="group-question"
                  role="group"
                  aria-labelledby={`${prefix}-question`}
                  onKeyDown={(event) => {
                    if (event.key === 'Escape') close(buttonId(record.id, 'delete'));
                  }}
                >
                  <p id={`${prefix}-question`} ref={question} tabIndex={-1}>
                    {t(`${screen.texts}.confirmDelete`, { name })}
                  </p>
                  <span className="button-row">
                    <Button variant="danger" small busy={deleting.busy} onClick={() => void deleting.run(record)}>
                      {t('groups.confirmYes')}
                    </Button>
                    <Button variant="secondary" small onClick={() => close(buttonId(record.id, 'delete'))}>
                      {t('groups.cancel')}
                    </Button>
                  </span>
                </div>
              </li>
            );
          }
          return (
            <li key={record.id} className="group-card">
              <span className="group-name">{name}</span>
              <span className="button-row">
                <Button id={buttonId(record.id, 'rename')} variant="secondary" small aria-label={t('groups.renameLabel', { name })} onClick={() => setOpen({ action: 'rename', id: record.id })}>
                  {t('groups.rename')}
                </Button>
                <Button id={buttonId(record.id, 'delete')} variant="secondary" small aria-label={t('groups.deleteLabel', { name })} onClick={() => setOpen({ action: 'delete', id: record.id })}>
                  {t('groups.delete')}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      <section className="editor-section group-new" aria-labelledby="group-new-heading">
        <h2 id="group-new-heading">{t(`${screen.texts}.new`)}</h2>
        {open?.action === 'new' ? (
          <GroupForm id={`${screen.path}-new`} initial={EMPTY} submitLabel={t(`${screen.texts}.create`)} save={create} onCancel={() => close('group-add')} />
        ) : (
          <p>
            <Button id="group-add" variant="secondary" onClick={() => setOpen({ action: 'new' })}>
              {t(`${screen.texts}.add`)}
            </Button>
          </p>
        )}
      </section>
    </>
  );
};

/**
 * The named groups of one kind (tour categories, voucher groups) in the shop's order: added after the
 * others, renamed one language at a time, deleted after a question; the server refuses a delete while
 * an entry is filed under the group, and a stale rename or delete shows the group as it is now.
 */
export const CatalogGroupList = ({ screen }: { screen: CatalogGroupScreen }) => {
  const { t } = useI18n();
  const [groups] = useLoad(useCallback(() => officeApi.catalogGroups(screen.path), [screen.path]));
  return (
    <Page title={t(`${screen.texts}.title`)} lead={t(`${screen.texts}.lead`)}>
      <p>
        <Link to={screen.backTo}>{t(`${screen.texts}.back`)}</Link>
      </p>
      {groups.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {groups.state === 'failed' && <ErrorNotice error={groups.error} />}
      {groups.state === 'done' && <Groups screen={screen} loaded={groups.value.groups} />}
    </Page>
  );
};
