import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { ErrorNotice } from '../../components/ui/error-notice';
import { ImageField } from '../../components/ui/image-field';
import { Notice } from '../../components/ui/notice';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import type { OfficeEventRecord, OfficeEventStaleError } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '../../lib/i18n/languages';
import { useCall } from '../../lib/use-call';
import { fieldErrorsOf, newCalendar, type EventDraft } from './event-draft';
import { withText } from './localized';
import { BuyersNotice, slotsWithBuyers, staleCurrentOf } from './save-answers';
import { ScheduleFields } from './schedule-fields';
import { TicketFields } from './ticket-fields';
import './events.css';
import { StaleNotice } from '../record-editing/stale-notice';
import { ShopLink } from '../record-editing/shop-link';
import { DoorWindowFields } from '../door/door-window-fields';

interface Props {
  /** The stored event being edited; none for a new one. */
  record?: OfficeEventRecord;
  initial: EventDraft;
  /**
   * Saves the draft (against the record's version, if any) and answers the event as stored;
   * `closeSlotsWithBuyers` is the editor's choice to close or shrink times that have buyers.
   */
  save: (draft: EventDraft, choice: { closeSlotsWithBuyers: boolean }) => Promise<OfficeEventRecord>;
  onSaved: (record: OfficeEventRecord) => void;
  submitLabel: string;
}

/** The event as it is now, which a stale save's answer carries (contract: officeEventStaleErrorSchema). */
const staleCurrent = (error: unknown): OfficeEventRecord | undefined => staleCurrentOf<OfficeEventStaleError>(error);

/**
 * An event's whole form: its texts in each language (one language at a time), whether the shop shows
 * it, its tickets and prices, and its calendar. A refused save marks each field the server named;
 * a stale one offers the newer version instead of overwriting it.
 */
export const EventEditor = ({ record, initial, save, onSaved, submitLabel }: Props) => {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const [draft, setDraft] = useState(initial);
  const [textLang, setTextLang] = useState<Lang>(lang);
  const [newer, setNewer] = useState<OfficeEventRecord | null>(null);
  const [formKey, setFormKey] = useState(0);
  const saving = useCall(
    useCallback(async (closeSlotsWithBuyers: boolean) => {
      try {
        onSaved(await save(draft, { closeSlotsWithBuyers }));
      } catch (error) {
        const current = staleCurrent(error);
        if (current === undefined) throw error;
        setNewer(current);
      }
    }, [draft, save, onSaved]),
  );
  const errors = fieldErrorsOf(saving.error);
  const buyers = slotsWithBuyers(saving.error);
  const errorAt = (field: string): string | undefined => errors[field]?.[0];
  const filled = (texts: Partial<Record<Lang, string>>) => LANGUAGES.filter((other) => (texts[other] ?? '') !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNewer(null);
    void saving.run(false);
  };
  const takeNewer = () => {
    if (newer === null) return;
    onSaved(newer);
    setDraft(newer.event);
    setNewer(null);
    // Amount and time fields keep the text typed: they start again from the newer version.
    setFormKey((key) => key + 1);
  };
  return (
    <form key={formKey} className="form event-editor" onSubmit={submit} noValidate>
      {newer !== null && (
        <StaleNotice onTakeNewer={takeNewer} />
      )}
      {buyers !== undefined && <BuyersNotice slots={buyers} busy={saving.busy} onConfirm={() => void saving.run(true)} />}
      {Object.keys(errors).length > 0 && (
        <Notice tone="error">
          <p>{t('events.invalid')}</p>
        </Notice>
      )}
      {buyers === undefined && Object.keys(errors).length === 0 && <ErrorNotice error={saving.error} />}

      <section className="editor-section" aria-labelledby="texts-heading">
        <h2 id="texts-heading">{t('events.textsLegend')}</h2>
        <ChoiceGroup
          name="text-language"
          legend={t('events.textLanguage')}
          hint={t('events.textLanguageHint')}
          inline
          options={LANGUAGES.map((other) => ({ value: other, label: filled(draft.name).includes(other) ? `${LANGUAGE_NAMES[other]} ✓` : LANGUAGE_NAMES[other] }))}
          value={textLang}
          onChange={setTextLang}
        />
        {record !== undefined && <ShopLink item="event" id={record.id} listed={record.event.listed} lang={textLang} />}
        <div lang={textLang} className="form">
          <TextField id="event-name" label={t('events.name')} required error={errorAt('name')} value={draft.name[textLang] ?? ''} onChange={(event) => setDraft({ ...draft, name: withText(draft.name, textLang, event.target.value) })} />
          <TextField id="event-venue" label={t('events.venue')} error={errorAt('venue')} value={draft.venue[textLang] ?? ''} onChange={(event) => setDraft({ ...draft, venue: withText(draft.venue, textLang, event.target.value) })} />
          <TextAreaField
            id="event-description"
            label={t('events.description')}
            error={errorAt('description')}
            value={draft.description[textLang] ?? ''}
            onChange={(event) => setDraft({ ...draft, description: withText(draft.description, textLang, event.target.value) })}
          />
        </div>
      </section>

      <section className="editor-section" aria-labelledby="shop-heading">
        <h2 id="shop-heading">{t('events.shopLegend')}</h2>
        <ImageField id="event-image" label={t('events.picture')} value={draft.image} onChange={(image) => setDraft({ ...draft, image })} />
        <CheckboxField id="event-listed" label={t('events.listedLabel')} hint={t('events.listedHint')} checked={draft.listed} onChange={(event) => setDraft({ ...draft, listed: event.target.checked })} />
        <TextField id="event-sequence" label={t('events.sequence')} hint={t('events.sequenceHint')} type="number" error={errorAt('sequenceNo')} value={draft.sequenceNo} onChange={(event) => setDraft({ ...draft, sequenceNo: event.target.valueAsNumber || 0 })} />
      </section>

      <TicketFields tickets={draft.tickets} onChange={(tickets) => setDraft({ ...draft, tickets })} textLang={textLang} errorAt={errorAt} />

      <section className="editor-section" aria-labelledby="schedule-heading">
        <h2 id="schedule-heading">{t('schedule.legend')}</h2>
        {draft.schedule === null ? (
          <Notice tone="info">
            <p>{t('schedule.demoRule')}</p>
            <p>
              <Button variant="secondary" small onClick={() => setDraft({ ...draft, schedule: newCalendar(new Date()) })}>
                {t('schedule.useCalendar')}
              </Button>
            </p>
          </Notice>
        ) : (
          <ScheduleFields schedule={draft.schedule} onChange={(schedule) => setDraft({ ...draft, schedule })} errorAt={errorAt} />
        )}
      </section>

      <DoorWindowFields
        idPrefix="event"
        opensBefore={draft.doorOpensMinutesBefore}
        closesAfter={draft.doorClosesMinutesAfter}
        onChange={(window) => setDraft({ ...draft, ...window })}
        errorAt={errorAt}
      />

      <div className="button-row editor-actions">
        <Button type="submit" busy={saving.busy}>
          {submitLabel}
        </Button>
        <Link to="/events">{t('events.backToList')}</Link>
        {record !== undefined && <span className="field-hint">{t('events.version', { version: record.version })}</span>}
      </div>
    </form>
  );
};
