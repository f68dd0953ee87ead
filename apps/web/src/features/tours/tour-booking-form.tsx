import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { checkTourBooking } from '@foyer/domain';
import { trackEcommerce } from '../../lib/analytics/ecommerce';
import { useCartStore } from '../../lib/storage/cart-store';
import { answerErrors, toAnswers, type AnswerErrors, type AnswerValues } from './tour-answer-form';
import { toTourCartLine } from './tour-cart-line';
import { useFormats } from '../../lib/formats';
import { noticeText } from './tour-notice-text';
import { questionFieldId } from './question-field';
import { bookingNotice, NO_CHOICES, setPriceCount, setSubticketCount, setTicketCount, summarize, type TourChoices, type TourNotice } from './tour-selection';
import { TourQuantities } from './tour-quantities';
import { TourQuestions } from './tour-questions';
import { TourSummary } from './tour-summary';
import { TourTimeStep } from './tour-time-step';
import type { TourBooking } from './use-tour-booking';

/** The calendar widget is the heaviest part of the screen: it loads beside the route, not inside it. */
const TourCalendar = lazy(() => import('./tour-calendar').then((m) => ({ default: m.TourCalendar })));

const focus = (id: string) => document.getElementById(id)?.focus();

/** Date, time, quantities and questions, then the basket (SPEC §4/§5). */
export const TourBookingForm = ({ booking }: { booking: TourBooking }) => {
  const { t } = useTranslation('tours');
  const { lang, config, today, calendar, lifetime, date, time, slot, mode, tour, prices, tickets, choices } = booking;
  const addLine = useCartStore((s) => s.add);
  // A lowered count is explained for the time it happened at; another date or time starts afresh.
  const [capState, setCapNotice] = useState<{ at: string; notice: TourNotice | null }>({ at: '', notice: null });
  // Date, time and quantity problems; the answers' problem is derived from `errors` below, so it
  // follows every change of the answers and never outlives them.
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const [values, setValues] = useState<AnswerValues>({});
  const [errors, setErrors] = useState<AnswerErrors | null>(null);
  const formats = useFormats();
  if (tour === undefined || mode === null) return null;
  const questions = tour.questions;
  const summary = summarize(choices, prices, tickets);
  const remaining = slot?.tickets ?? 0;
  const at = `${date ?? ''} ${time ?? ''}`;
  const capNotice = capState.at === at ? capState.notice : null;
  const live = capNotice ?? (slot === null ? null : bookingNotice(mode, summary.quantities, remaining));
  const answerProblem = errors === null ? null : t(errors.code === 'ANSWERS_REQUIRED' ? 'rules.answersRequired' : 'rules.answerInvalid');
  const when = date && slot ? t('detail.when', { date: formats.date(slot.datetime), time: formats.time(slot.datetime) }) : null;

  const change = (next: { choices: TourChoices; notice: TourNotice | null }) => {
    booking.setChoices(next.choices);
    setCapNotice({ at, notice: next.notice });
    setProblem(null);
    setAdded(false);
  };

  const add = () => {
    if (date === null || time === null || slot === null) {
      setProblem(t('rules.dateAndTime'));
      return focus(slot === null && date !== null ? 'tour-step-time' : 'tour-step-date');
    }
    const violation = checkTourBooking(mode, summary.quantities, remaining);
    if (violation) {
      setProblem(noticeText(t, violation, mode, summary.quantities));
      return focus(violation.code === 'UNDERBOOKED' || violation.code === 'TICKETS_MUST_EQUAL_PARTICIPANTS' ? `tour-ticket-${tickets[0]?.id ?? ''}` : `tour-price-${prices[0]?.id ?? ''}`);
    }
    const answers = toAnswers(questions, values);
    const failed = answerErrors(questions, answers);
    setErrors(failed);
    setProblem(null);
    if (failed) {
      const firstId = questions.find((question) => failed.fields[question.id] !== undefined)?.id;
      return firstId === undefined ? undefined : focus(questionFieldId(firstId));
    }
    const line = toTourCartLine(tour, mode, { date, time, entry: slot }, summary, answers);
    addLine(line);
    trackEcommerce('add_to_cart', config.currency, [line.analytics]);
    booking.setChoices(NO_CHOICES);
    setValues({});
    setCapNotice({ at, notice: null });
    setAdded(true);
  };

  return (
    <div className="tour-booking">
      <section className="tour-step tour-step-date" aria-labelledby="tour-step-date">
        <h2 id="tour-step-date" className="tour-step-heading" tabIndex={-1}>
          <span className="tour-step-no" aria-hidden="true">1</span> {t('detail.dateHeading')}
        </h2>
        <Suspense fallback={<div className="tour-calendar-placeholder" aria-hidden="true" />}>
          <TourCalendar
            locale={formats.locale}
            days={calendar.data}
            today={today}
            last={lifetime.data?.last ?? null}
            value={date}
            focused={booking.focused}
            onChange={(next) => {
              booking.chooseDate(next);
              setAdded(false);
              setProblem(null);
            }}
            onFocusChange={booking.focus}
          />
        </Suspense>
        <p className="tour-chosen-date" aria-live="polite">
          {date ? t('detail.chosenDate', { date: formats.day(date) }) : t('detail.noDate')}
        </p>
      </section>
      <TourTimeStep booking={booking} />
      {/* Quantities, questions and the summary: on a phone the total and the add button stay in view across all three. */}
      <div className="tour-order">
        {slot !== null && (
          <section className="tour-step" aria-labelledby="tour-step-quantities">
            <h2 id="tour-step-quantities" className="tour-step-heading">
              <span className="tour-step-no" aria-hidden="true">3</span> {t(mode.single_ticketing ? 'detail.participantsHeading' : 'detail.groupHeading')}
            </h2>
            <TourQuantities
              booking={booking}
              notice={live ? noticeText(t, live, mode, summary.quantities) : null}
              onPrice={(id, value) => change(setPriceCount(mode, choices, prices, id, value, remaining))}
              onTicket={(id, value) => change(setTicketCount(mode, choices, prices, id, value))}
              onSubticket={(ticketId, subId, value) => change({ choices: setSubticketCount(choices, ticketId, subId, value), notice: null })}
            />
          </section>
        )}
        {slot !== null && questions.length > 0 && (
          <section className="tour-step" aria-labelledby="tour-step-questions">
            <h2 id="tour-step-questions" className="tour-step-heading">
              <span className="tour-step-no" aria-hidden="true">4</span> {t('questions.heading')}
            </h2>
            <TourQuestions
              questions={questions}
              values={values}
              errors={errors}
              onChange={(id, value) => {
                const next = { ...values, [id]: value };
                setValues(next);
                if (errors) setErrors(answerErrors(questions, toAnswers(questions, next)));
                setAdded(false);
              }}
            />
          </section>
        )}
        <div className="tour-step tour-summary-step">
          <TourSummary summary={summary} when={when} lang={lang} problem={problem ?? answerProblem} added={added} onAdd={add} />
        </div>
      </div>
    </div>
  );
};
