import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ProductDetail } from '@foyer/contract';
import { chooseQuantity, initialQuantity, percentToBasisPoints, resizeOwners, vatPortionBp, type QuantityLimit } from '@foyer/domain';
import { AddToBasketBar } from '../../components/ui/add-to-basket-bar';
import { Notice } from '../../components/ui/notice';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { useShop } from '../../lib/config/shop-store';
import { useFormats } from '../../lib/formats';
import { useCartStore } from '../../lib/storage/cart-store';
import { toPassCartLine } from './pass-cart-line';
import { blankOwner, missingFields, ownerFieldId, toWireOwner, type OwnerEntry } from './pass-owner-form';
import { PassOwners } from './pass-owners';

const QUANTITY_ID = 'pass-quantity';
const NOTICE_ID = 'pass-quantity-notice';

const focus = (id: string) => document.getElementById(id)?.focus();

/**
 * How many passes, one holder entry per pass (SPEC §5: the quantity sets the number of owner entries),
 * the running total with its VAT, and the add button; a pass that cannot be bought says why.
 */
export const PassPurchase = ({ pass }: { pass: ProductDetail }) => {
  const { t } = useTranslation('passes');
  const { lang, config } = useShop();
  const addLine = useCartStore((s) => s.add);
  const blank = () => blankOwner(config.defaultUserCountryKey);
  // SPEC §5: a pass with nothing in stock starts at 0 passes, otherwise at 1.
  const fresh = () => resizeOwners([], chooseQuantity(initialQuantity(pass.stock), pass).count, blank);
  const [owners, setOwners] = useState<OwnerEntry[]>(fresh);
  const [limit, setLimit] = useState<QuantityLimit | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const [justAdded, setJustAdded] = useState(0);
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const count = owners.length;
  const total = pass.price * count;
  const { money } = useFormats();
  const unavailable = pass.stock <= 0 || pass.max_quantity <= 0;
  const names = owners.map((owner) => owner.name.trim()).filter((name) => name !== '');

  const changeCount = (value: unknown) => {
    const choice = chooseQuantity(value, pass);
    setOwners(resizeOwners(owners, choice.count, blank));
    setLimit(choice.limit);
    // Another number of holders is another form: its new entries are not wrong before the next try.
    setShowErrors(false);
    setProblem(null);
    setAdded(false);
  };

  const changeOwner = (index: number, owner: OwnerEntry) => {
    setOwners(owners.map((current, i) => (i === index ? owner : current)));
    setAdded(false);
  };

  const add = () => {
    if (count === 0) {
      setProblem(t('errors.chooseQuantity'));
      return focus(QUANTITY_ID);
    }
    setProblem(null);
    const missing = owners.map(missingFields);
    const first = missing.findIndex((fields) => fields.length > 0);
    const field = missing[first]?.[0];
    if (field !== undefined) {
      setShowErrors(true);
      return focus(ownerFieldId(first, field));
    }
    const line = toPassCartLine(pass, owners.map(toWireOwner), (number) => t('basket.holder', { number }));
    // Every add is a line of its own: the same pass again has other holders.
    addLine(line);
    // Analytics loads on the first add, not with the page: one request less before the pass shows.
    void import('../../lib/analytics/ecommerce').then(({ trackEcommerce }) => trackEcommerce('add_to_cart', config.currency, [line.analytics]));
    setOwners(fresh());
    setLimit(null);
    setShowErrors(false);
    setAdded(true);
    setJustAdded((n) => n + 1);
  };

  // The form starts afresh for the next holders and the page grows shorter: without this the visitor would
  // be left wherever the shorter page ends (the footer), with the confirmation out of sight and unannounced.
  useEffect(() => {
    // Focus brings it into view too.
    if (justAdded > 0) confirmationRef.current?.focus();
  }, [justAdded]);

  return (
    <div className="pass-buy">
      {unavailable && <Notice tone="info" headingLevel={2} heading={t('detail.unavailableHeading')} text={t('detail.unavailableText')} />}
      <div className="pass-quantity">
        <label className="pass-quantity-label" htmlFor={QUANTITY_ID}>
          {t('detail.quantity')}
        </label>
        <QuantityStepper
          id={QUANTITY_ID}
          value={count}
          max={Math.max(0, pass.max_quantity)}
          min={unavailable ? 0 : 1}
          decrementLabel={t('detail.decrement')}
          incrementLabel={t('detail.increment')}
          describedBy={NOTICE_ID}
          onChange={changeCount}
        />
      </div>
      <p id={NOTICE_ID} className="pass-quantity-notice" aria-live="polite">
        {limit ? t(limit.reason === 'stock' ? 'rules.onlyAvailable' : 'rules.perOrder', { count: limit.max }) : null}
      </p>
      {count > 0 && <PassOwners owners={owners} showErrors={showErrors} onChange={changeOwner} />}
      <AddToBasketBar
        heading={t('detail.summaryHeading')}
        headingId="pass-summary-heading"
        lines={count > 0 ? [{ key: 'pass', text: t('detail.lineCount', { count, name: pass.name }), details: names, amount: money(total) }] : []}
        totalLabel={t('detail.total')}
        total={money(total)}
        vatNote={t('detail.vatIncluded', { amount: money(vatPortionBp(total, percentToBasisPoints(pass.vat_value))) })}
        addLabel={t('detail.addToBasket')}
        onAdd={add}
        disabled={unavailable}
        problem={problem}
        added={added ? { text: t('detail.added'), linkLabel: t('detail.toBasket'), to: `/${lang}/checkout` } : null}
        addedRef={confirmationRef}
      />
    </div>
  );
};
