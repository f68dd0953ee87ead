import { useQuery } from '@tanstack/react-query';
import type { DonationOffer } from '@foyer/contract';
import { checkDonationAmount, donationAmountCents } from '@foyer/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../components/ui/text-field';
import { trackEcommerce } from '../../lib/analytics/ecommerce';
import { useShop } from '../../lib/config/shop-store';
import { useFormats } from '../../lib/formats';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCartStore } from '../../lib/storage/cart-store';
import { fetchDonationOffer } from './donation-api';
import { basketWithDonation, donationIndex, toDonationCartLine } from './donation-cart-line';
import './donations.css';

type Choice = number | 'other' | null;

/** Cents as the amount field shows them: two decimals as the shop writes prices, no grouping ("25.00", "25,00"). */
const amountText = (cents: number, locale: string): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(cents / 100);

/** What the form starts with: the basket's donation when there is one, else nothing chosen (a donation is a wish, never a default). */
const firstChoice = (offer: DonationOffer, given: number | null): Choice => {
  if (given !== null && offer.amounts.includes(given)) return given;
  if (given !== null || offer.amounts.length === 0) return 'other';
  return null;
};

const OfferForm = ({ offer }: { offer: DonationOffer }) => {
  const { t } = useTranslation('donations');
  const { config } = useShop();
  const { money, locale } = useFormats();
  const lines = useCartStore((s) => s.lines);
  const index = donationIndex(lines);
  const given = index < 0 ? null : (lines[index]?.totalPrice ?? null);
  const [choice, setChoice] = useState<Choice>(() => firstChoice(offer, given));
  const [typed, setTyped] = useState(() => (given !== null && !offer.amounts.includes(given) ? amountText(given, locale) : ''));
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const fieldRef = useRef<HTMLInputElement>(null);
  const firstRadioRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const otherId = `${id}-other`;
  const errorId = `${id}-error`;

  /** The chosen amount in cents, or the message that says what is missing or wrong. */
  const chosenCents = (): { cents: number } | { problem: string } => {
    if (choice === null) return { problem: t('chooseAmount') };
    if (choice !== 'other') return { cents: choice };
    const cents = donationAmountCents(typed);
    if (cents === null) return { problem: t('amountRequired') };
    const check = checkDonationAmount(cents, { amounts: offer.amounts, free: offer.free && { minCents: offer.free.min_amount, maxCents: offer.free.max_amount } });
    if (check === 'below_minimum') return { problem: t('tooLow', { amount: money(offer.free?.min_amount ?? 0) }) };
    if (check === 'above_maximum') return { problem: t('tooHigh', { amount: money(offer.free?.max_amount ?? 0) }) };
    return { cents };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = chosenCents();
    if ('problem' in chosen) {
      setError(chosen.problem);
      setStatus('');
      (choice === 'other' ? fieldRef : firstRadioRef).current?.focus();
      return;
    }
    const line = toDonationCartLine(offer, chosen.cents, t('lineLabel', { amount: money(chosen.cents) }));
    const before = useCartStore.getState().lines;
    const replaced = before[donationIndex(before)];
    useCartStore.setState({ lines: basketWithDonation(before, line) });
    if (replaced !== undefined) trackEcommerce('remove_from_cart', config.currency, [replaced.analytics]);
    trackEcommerce('add_to_cart', config.currency, [line.analytics]);
    if (choice === 'other') setTyped(amountText(chosen.cents, locale));
    setError(null);
    setStatus(t(replaced === undefined ? 'added' : 'changed', { amount: money(chosen.cents) }));
  };

  const choose = (next: Choice) => {
    setChoice(next);
    setError(null);
  };

  const radioError = choice !== 'other' && error !== null;
  return (
    <form className="donation-form" noValidate onSubmit={submit}>
      {offer.amounts.length > 0 && (
        <fieldset className="donation-amounts" aria-describedby={radioError ? errorId : undefined}>
          <legend>{t('amountLegend')}</legend>
          {radioError && (
            <p id={errorId} className="field-error">
              {error}
            </p>
          )}
          <div className="donation-chips">
            {offer.amounts.map((cents, position) => (
              <label key={cents} className="donation-chip">
                <input ref={position === 0 ? firstRadioRef : undefined} type="radio" name={`${id}-amount`} checked={choice === cents} onChange={() => choose(cents)} />
                <span>{money(cents)}</span>
              </label>
            ))}
            {offer.free && (
              <label className="donation-chip">
                <input type="radio" name={`${id}-amount`} checked={choice === 'other'} onChange={() => choose('other')} />
                <span>{t('otherAmount')}</span>
              </label>
            )}
          </div>
        </fieldset>
      )}
      {offer.free && choice === 'other' && (
        <TextField
          ref={fieldRef}
          id={otherId}
          className="donation-other"
          label={t('otherLabel', { currency: config.currency })}
          prefix={config.currency}
          hint={t('otherHint', { min: money(offer.free.min_amount), max: money(offer.free.max_amount) })}
          error={choice === 'other' ? (error ?? undefined) : undefined}
          type="text"
          inputMode="decimal"
          autoComplete="transaction-amount"
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setError(null);
          }}
        />
      )}
      <p className="donation-vat">{t('noVat')}</p>
      <button type="submit" className="button button-secondary">
        {given === null ? t('add') : t('change')}
      </button>
      <p className="donation-status" role="status">
        {status}
      </p>
    </form>
  );
};

/**
 * "Support the museum": an optional, quiet panel under the basket that puts one donation line in it,
 * one of the offer's fixed amounts or an amount of choice within its bounds; a second choice replaces
 * the first. Hidden when the shop asks for no donations or the offer cannot be read: a donation is
 * a kindness, never in the way of paying.
 */
export const DonationPanel = () => {
  const { t } = useTranslation('donations');
  const { lang } = useShop();
  const query = useQuery({ queryKey: ['donation', lang], queryFn: fetchDonationOffer, staleTime: Infinity });
  const offer = query.data?.offer;
  if (!offer) return null;
  return (
    <section className="donation" aria-labelledby="donation-heading">
      <h2 id="donation-heading">{t('heading')}</h2>
      {offer.text !== '' && <p className="donation-intro">{offer.text}</p>}
      <OfferForm offer={offer} />
    </section>
  );
};
