import type { Namespace } from '../../lib/i18n/catalogs';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormats } from '../../lib/formats';
import { AddToBasketBar, type AddBarLine } from './add-to-basket-bar';

export interface BookingSummaryProps {
  /** The catalog of the kind being booked: its `detail.*` texts name the summary, the total, the button and the confirmation. */
  namespace: Namespace;
  headingId: string;
  lines: readonly AddBarLine[];
  totalCents: number;
  vatCents: number;
  lang: string;
  problem: string | null;
  /** The choice was just added to the basket: confirm it and offer the way there. */
  added: boolean;
  onAdd: () => void;
}

/** What a booking page has chosen so far, the running total with its VAT portion (SPEC §9) and the add button. */
export const BookingSummary = ({ namespace, headingId, lines, totalCents, vatCents, lang, problem, added, onAdd }: BookingSummaryProps) => {
  const { t } = useTranslation(namespace);
  const { money } = useFormats();
  return (
    <AddToBasketBar
      heading={t('detail.summaryHeading')}
      headingId={headingId}
      lines={lines}
      totalLabel={t('detail.total')}
      total={money(totalCents)}
      vatNote={t('detail.vatIncluded', { amount: money(vatCents) })}
      addLabel={t('detail.addToBasket')}
      onAdd={onAdd}
      problem={problem}
      added={added ? { text: t('detail.added'), linkLabel: t('detail.toBasket'), to: `/${lang}/checkout` } : null}
    />
  );
};
