import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { ErrorNotice } from '../../components/ui/error-notice';
import { ImageField } from '../../components/ui/image-field';
import { Notice } from '../../components/ui/notice';
import { SelectField } from '../../components/ui/select-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import type { OfficeTourCategory, OfficeTourRecord, OfficeTourStaleError } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '../../lib/i18n/languages';
import { useCall } from '../../lib/use-call';
import { fieldErrorsOf } from '../events/event-draft';
import { textIn, withText } from '../events/localized';
import { BuyersNotice, slotsWithBuyers, staleCurrentOf } from '../events/save-answers';
import { ScheduleFields } from '../events/schedule-fields';
import '../events/events.css';
import { fieldsScheduleOf, newTourCalendar, TOUR_LANGUAGES, tourFieldOf, tourScheduleOf, type TourDraft } from './tour-draft';
import { TourPriceFields, TourTicketFields } from './tour-price-fields';
import { TourQuestionFields } from './tour-question-fields';
import { StaleNotice } from '../record-editing/stale-notice';
import { ShopLink } from '../record-editing/shop-link';
import { DoorWindowFields } from '../door/door-window-fields';

interface Props {
  /** The stored tour being edited; none for a new one. */
  record?: OfficeTourRecord;
  initial: TourDraft;
  /** The shop's tour categories, to file the tour under. */
  categories: OfficeTourCategory[];
  /**
   * Saves the draft (against the record's version, if any) and answers the tour as stored;
   * `closeSlotsWithBuyers` is the editor's choice to close or shrink times that have buyers.
   */
  save: (draft: TourDraft, choice: { closeSlotsWithBuyers: boolean }) => Promise<OfficeTourRecord>;
  onSaved: (record: OfficeTourRecord) => void;
  submitLabel: string;
}

/** The languages a tour may be given in, named in the office's language; a stored one the list lacks is kept. */
const languageOptions = (lang: Lang, current: string) => {
  const names = new Intl.DisplayNames([lang], { type: 'language' });
  const codes: string[] = TOUR_LANGUAGES.includes(current as (typeof TOUR_LANGUAGES)[number]) ? [...TOUR_LANGUAGES] : [current, ...TOUR_LANGUAGES];
  return codes.map((code) => ({ value: code, label: names.of(code) ?? code }));
};

/**
 * A tour's whole form, as an event's: texts in each language (one language at a time), how it shows
 * in the shop, its group size and booking, prices, admission tickets, questions, and its calendar of
 * start times. A refused save marks each field the server named; a stale one offers the newer version.
 */
export const TourEditor = ({ record, initial, categories, save, onSaved, submitLabel }: Props) => {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const [draft, setDraft] = useState(initial);
  const [textLang, setTextLang] = useState<Lang>(lang);
  const [newer, setNewer] = useState<OfficeTourRecord | null>(null);
  const [formKey, setFormKey] = useState(0);
  const saving = useCall(
    useCallback(async (closeSlotsWithBuyers: boolean) => {
      try {
        onSaved(await save(draft, { closeSlotsWithBuyers }));
      } catch (error) {
        const current = staleCurrentOf<OfficeTourStaleError>(error);
        if (current === undefined) throw error;
        setNewer(current);
      }
    }, [draft, save, onSaved]),
  );
  const errors = fieldErrorsOf(saving.error, 'tour');
  const buyers = slotsWithBuyers(saving.error);
  const errorAt = (field: string): string | undefined => errors[field]?.[0];
  const filled = (texts: Partial<Record<Lang, string>>) => LANGUAGES.filter((other) => (texts[other] ?? '') !== '');
  const change = (next: Partial<TourDraft>) => setDraft({ ...draft, ...next });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNewer(null);
    void saving.run(false);
  };
  const takeNewer = () => {
    if (newer === null) return;
    onSaved(newer);
    setDraft(newer.tour);
    setNewer(null);
    // Amount and time fields keep the text typed: they start again from the newer version.
    setFormKey((key) => key + 1);
  };
  const categoryError = Object.entries(errors).find(([field]) => field.startsWith('categories'))?.[1][0];
  const places = draft.schedule === null ? draft.maxParticipants : draft.schedule.tours * draft.maxParticipants;
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
        {record !== undefined && <ShopLink item="tour" id={record.id} listed={record.tour.listed} lang={textLang} />}
        <div lang={textLang} className="form">
          <TextField id="tour-name" label={t('events.name')} required error={errorAt('name')} value={draft.name[textLang] ?? ''} onChange={(event) => change({ name: withText(draft.name, textLang, event.target.value) })} />
          <TextField id="tour-event-name" label={t('tours.eventName')} hint={t('tours.eventNameHint')} error={errorAt('eventName')} value={draft.eventName[textLang] ?? ''} onChange={(event) => change({ eventName: withText(draft.eventName, textLang, event.target.value) })} />
          <TextField id="tour-venue" label={t('events.venue')} error={errorAt('venue')} value={draft.venue[textLang] ?? ''} onChange={(event) => change({ venue: withText(draft.venue, textLang, event.target.value) })} />
          <TextAreaField id="tour-description" label={t('events.description')} error={errorAt('description')} value={draft.description[textLang] ?? ''} onChange={(event) => change({ description: withText(draft.description, textLang, event.target.value) })} />
        </div>
      </section>

      <section className="editor-section" aria-labelledby="shop-heading">
        <h2 id="shop-heading">{t('events.shopLegend')}</h2>
        <SelectField id="tour-language" label={t('tours.language')} hint={t('tours.languageHint')} error={errorAt('language')} options={languageOptions(lang, draft.language)} value={draft.language} onChange={(event) => change({ language: event.target.value })} />
        <ImageField id="tour-image" label={t('events.picture')} value={draft.image} onChange={(image) => change({ image })} />
        <CheckboxField id="tour-listed" label={t('events.listedLabel')} hint={t('tours.listedHint')} checked={draft.listed} onChange={(event) => change({ listed: event.target.checked })} />
        {categories.length > 0 && (
          <fieldset className="nested">
            <legend>{t('tours.categories')}</legend>
            {categoryError !== undefined && <p className="field-error">{categoryError}</p>}
            {categories.map((category) => (
              <CheckboxField
                key={category.id}
                id={`tour-category-${category.id}`}
                label={textIn(category.name, lang)}
                checked={draft.categories.includes(category.id)}
                onChange={(event) => change({ categories: event.target.checked ? [...draft.categories, category.id] : draft.categories.filter((id) => id !== category.id) })}
              />
            ))}
          </fieldset>
        )}
        <TextField id="tour-sequence" label={t('events.sequence')} hint={t('events.sequenceHint')} type="number" error={errorAt('sequenceNo')} value={draft.sequenceNo} onChange={(event) => change({ sequenceNo: event.target.valueAsNumber || 0 })} />
      </section>

      <section className="editor-section" aria-labelledby="booking-heading">
        <h2 id="booking-heading">{t('tours.bookingLegend')}</h2>
        <div className="row-fields">
          <TextField id="tour-duration" label={t('tours.duration')} type="number" min={5} max={1440} required error={errorAt('durationMinutes')} value={draft.durationMinutes} onChange={(event) => change({ durationMinutes: event.target.valueAsNumber || 0 })} />
          <TextField id="tour-min" label={t('tours.minParticipants')} type="number" min={0} max={1000} error={errorAt('minParticipants')} value={draft.minParticipants} onChange={(event) => change({ minParticipants: event.target.valueAsNumber || 0 })} />
          <TextField id="tour-max" label={t('tours.maxParticipants')} type="number" min={1} max={1000} required error={errorAt('maxParticipants')} value={draft.maxParticipants} onChange={(event) => change({ maxParticipants: event.target.valueAsNumber || 0 })} />
        </div>
        <ChoiceGroup
          name="tour-booked"
          legend={t('tours.bookedAs')}
          options={[
            { value: 'person', label: t('tours.perPerson') },
            { value: 'group', label: t('tours.perGroup') },
          ]}
          value={draft.singleTicketing ? 'person' : 'group'}
          onChange={(booked) => change({ singleTicketing: booked === 'person' })}
        />
        <CheckboxField id="tour-complete" label={t('tours.bookCompleteTour')} hint={t('tours.bookCompleteTourHint')} checked={draft.bookCompleteTour} onChange={(event) => change({ bookCompleteTour: event.target.checked })} />
        <CheckboxField id="tour-without-tickets" label={t('tours.bookingWithoutTickets')} hint={t('tours.bookingWithoutTicketsHint')} checked={draft.bookingWithoutTickets} onChange={(event) => change({ bookingWithoutTickets: event.target.checked })} />
      </section>

      <TourPriceFields prices={draft.prices} perPerson={draft.singleTicketing} onChange={(prices) => change({ prices })} textLang={textLang} errorAt={errorAt} />
      {(!draft.bookingWithoutTickets || draft.tickets.length > 0) && <TourTicketFields tickets={draft.tickets} onChange={(tickets) => change({ tickets })} textLang={textLang} errorAt={errorAt} />}
      <TourQuestionFields questions={draft.questions} onChange={(questions) => change({ questions })} textLang={textLang} errorAt={errorAt} />

      <section className="editor-section" aria-labelledby="schedule-heading">
        <h2 id="schedule-heading">{t('tours.scheduleLegend')}</h2>
        {draft.schedule === null ? (
          <Notice tone="info">
            <p>{t('tours.demoRule')}</p>
            <p>
              <Button variant="secondary" small onClick={() => change({ schedule: newTourCalendar(new Date()) })}>
                {t('schedule.useCalendar')}
              </Button>
            </p>
          </Notice>
        ) : (
          <TourScheduleFields draft={draft} schedule={draft.schedule} places={places} onChange={(schedule) => change({ schedule })} errorAt={errorAt} />
        )}
      </section>

      <DoorWindowFields idPrefix="tour" opensBefore={draft.doorOpensMinutesBefore} closesAfter={draft.doorClosesMinutesAfter} onChange={change} errorAt={errorAt} />

      <div className="button-row editor-actions">
        <Button type="submit" busy={saving.busy}>
          {submitLabel}
        </Button>
        <Link to="/tours">{t('tours.backToList')}</Link>
        {record !== undefined && <span className="field-hint">{t('events.version', { version: record.version })}</span>}
      </div>
    </form>
  );
};

/** The tour's calendar in the events' schedule fields (start times only), and how many tours start at once. */
const TourScheduleFields = ({
  draft,
  schedule,
  places,
  onChange,
  errorAt,
}: {
  draft: TourDraft;
  schedule: NonNullable<TourDraft['schedule']>;
  places: number;
  onChange: (schedule: NonNullable<TourDraft['schedule']>) => void;
  errorAt: (field: string) => string | undefined;
}) => {
  const { t } = useI18n();
  return (
    <>
      <TextField
        id="tour-parallel"
        label={t('tours.parallelTours')}
        hint={t('tours.parallelToursHint', { places })}
        type="number"
        min={1}
        max={50}
        error={errorAt('schedule.tours')}
        value={schedule.tours}
        onChange={(event) => onChange({ ...schedule, tours: event.target.valueAsNumber || 0 })}
      />
      <ScheduleFields
        startsOnly
        schedule={fieldsScheduleOf(schedule, draft.durationMinutes, places)}
        onChange={(next) => onChange(tourScheduleOf(next, schedule.tours))}
        errorAt={(field) => errorAt(tourFieldOf(field))}
      />
    </>
  );
};
