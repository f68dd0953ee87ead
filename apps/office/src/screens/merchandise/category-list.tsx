import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { ApiError } from '../../lib/api/client';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeCategory, OfficeCategoryOrderStaleError, OfficeCategoryRecord, OfficeCategoryStaleError } from '../../lib/api/types';
import { errorText } from '../../lib/i18n/error-text';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useCall } from '../../lib/use-call';
import { useLoad } from '../../lib/use-load';
import { textIn } from '../events/localized';
import { CategoryDelete } from './category-delete';
import { CategoryForm } from './category-form';
import { movedBy } from './product-draft';
import '../events/events.css';
import './merchandise.css';

const EMPTY: OfficeCategory = { slug: '', name: {} };
/** The last action's message, which takes the focus once a deleted category's row is gone. */
const MESSAGE_ID = 'categories-message';

/** Whether an error is a stale answer, whose `current` replaces what the screen shows. */
const isStale = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'OFFICE_STALE';

const Categories = ({ loaded }: { loaded: OfficeCategoryRecord[] }) => {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const [categories, setCategories] = useState(loaded);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  /** The move button to focus once the list is in its new order: the pressed one moved with its category. */
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; step: -1 | 1 } | null>(null);
  /** The category whose deletion is being asked about. */
  const [confirming, setConfirming] = useState<number | null>(null);
  /** Where the focus goes once the question is gone: back to the row's Delete when kept, the message when deleted. */
  const [focusAfterDelete, setFocusAfterDelete] = useState<string | null>(null);

  useEffect(() => {
    if (focusAfterDelete === null) return;
    document.getElementById(focusAfterDelete)?.focus();
    setFocusAfterDelete(null);
  }, [focusAfterDelete]);

  useEffect(() => {
    if (focusAfterMove === null) return;
    const pressed = document.getElementById(`category-${focusAfterMove.id}-${focusAfterMove.step < 0 ? 'up' : 'down'}`);
    const other = document.getElementById(`category-${focusAfterMove.id}-${focusAfterMove.step < 0 ? 'down' : 'up'}`);
    (pressed instanceof HTMLButtonElement && !pressed.disabled ? pressed : other)?.focus();
  }, [categories, focusAfterMove]);

  const moving = useCall(
    useCallback(
      async (index: number, step: -1 | 1) => {
        const order = movedBy(categories, index, step);
        const moved = categories[index];
        try {
          setCategories((await officeApi.orderCategories(order.map(({ id, version }) => ({ id, version })))).categories);
          setMessage({ tone: 'success', text: t('merch.orderSaved') });
          if (moved !== undefined) setFocusAfterMove({ id: moved.id, step });
        } catch (error) {
          if (!isStale(error)) throw error;
          setCategories((error.body as OfficeCategoryOrderStaleError).current);
          setMessage({ tone: 'error', text: errorText(i18n, error) });
        }
      },
      [categories, i18n, t],
    ),
  );

  const removing = useCall(
    useCallback(
      async (record: OfficeCategoryRecord) => {
        try {
          setCategories((await officeApi.deleteCategory(record.id, record.version)).categories);
        } catch (error) {
          // A stale answer carries the category as it is now: the row shows it, and deleting again names its version.
          if (isStale(error)) {
            const current = (error.body as OfficeCategoryStaleError).current;
            setCategories((shown) => shown.map((other) => (other.id === current.id ? current : other)));
          }
          throw error;
        }
        setConfirming(null);
        setMessage({ tone: 'success', text: t('merch.categoryDeleted', { name: textIn(record.category.name, lang) }) });
        setFocusAfterDelete(MESSAGE_ID);
      },
      [lang, t],
    ),
  );
  const ask = (id: number) => {
    removing.setError(null);
    setConfirming(id);
  };
  const keep = (id: number) => {
    setConfirming(null);
    setFocusAfterDelete(`category-${id}-delete`);
  };

  const create = async (category: OfficeCategory) => {
    const { record } = await officeApi.createCategory(category);
    setCategories([...categories, record]);
    setEditing(null);
    setMessage({ tone: 'success', text: t('merch.categoryCreated') });
  };
  const update = (record: OfficeCategoryRecord) => async (category: OfficeCategory) => {
    try {
      const saved = (await officeApi.updateCategory(record.id, category, record.version)).record;
      setCategories(categories.map((other) => (other.id === saved.id ? saved : other)));
      setMessage({ tone: 'success', text: t('merch.categorySaved') });
    } catch (error) {
      if (!isStale(error)) throw error;
      const current = (error.body as OfficeCategoryStaleError).current;
      setCategories(categories.map((other) => (other.id === current.id ? current : other)));
      setMessage({ tone: 'error', text: errorText(i18n, error) });
    }
    setEditing(null);
  };

  return (
    <>
      {message !== null && (
        <Notice tone={message.tone}>
          <p id={MESSAGE_ID} tabIndex={-1}>
            {message.text}
          </p>
        </Notice>
      )}
      <ErrorNotice error={moving.error} />
      {categories.length === 0 && <p>{t('merch.noCategories')}</p>}
      <ol className="category-list">
        {categories.map((record, index) => {
          const name = textIn(record.category.name, lang);
          return (
            <li key={record.id} className="category-card">
              {editing === record.id ? (
                <CategoryForm id={`category-${record.id}`} initial={record.category} submitLabel={t('merch.save')} save={update(record)} onCancel={() => setEditing(null)} />
              ) : confirming === record.id ? (
                <CategoryDelete
                  id={`category-${record.id}`}
                  name={name}
                  slug={record.category.slug}
                  busy={removing.busy}
                  error={removing.error}
                  onDelete={() => void removing.run(record)}
                  onKeep={() => keep(record.id)}
                />
              ) : (
                <>
                  <span className="category-name">{name}</span>
                  <span className="category-slug">/merchandise/{record.category.slug}</span>
                  <span className="button-row">
                    <Button id={`category-${record.id}-up`} variant="secondary" small disabled={index === 0} busy={moving.busy} aria-label={t('merch.moveUp', { name })} onClick={() => void moving.run(index, -1)}>
                      ↑
                    </Button>
                    <Button id={`category-${record.id}-down`} variant="secondary" small disabled={index === categories.length - 1} busy={moving.busy} aria-label={t('merch.moveDown', { name })} onClick={() => void moving.run(index, 1)}>
                      ↓
                    </Button>
                    <Button variant="secondary" small aria-label={t('merch.editCategory', { name })} onClick={() => setEditing(record.id)}>
                      {t('merch.edit')}
                    </Button>
                    <Button id={`category-${record.id}-delete`} variant="secondary" small aria-label={t('merch.deleteCategory', { name })} onClick={() => ask(record.id)}>
                      {t('merch.delete')}
                    </Button>
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <section className="editor-section new-category" aria-labelledby="new-category-heading">
        <h2 id="new-category-heading">{t('merch.newCategory')}</h2>
        {editing === 'new' ? (
          <CategoryForm id="new-category" initial={EMPTY} submitLabel={t('merch.createCategory')} save={create} onCancel={() => setEditing(null)} />
        ) : (
          <p>
            <Button variant="secondary" onClick={() => setEditing('new')}>
              {t('merch.addCategory')}
            </Button>
          </p>
        )}
      </section>
    </>
  );
};

/** The categories of the shop's goods, in the order the shop's filter shows them: renamed, added, moved and deleted here. */
export const CategoryList = () => {
  const { t } = useI18n();
  const [categories] = useLoad(officeApi.categories);
  return (
    <Page title={t('merch.categoriesTitle')} lead={t('merch.categoriesLead')}>
      <p>
        <Link to="/merchandise">{t('merch.backToList')}</Link>
      </p>
      {categories.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {categories.state === 'failed' && <ErrorNotice error={categories.error} />}
      {categories.state === 'done' && <Categories loaded={categories.value.categories} />}
    </Page>
  );
};
