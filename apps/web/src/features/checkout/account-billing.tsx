import { Suspense, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useAccountDetails } from '../../lib/api/use-account-details';
import { useShop } from '../../lib/config/shop-store';
import { countryName } from '../../lib/i18n/country-name';
import { hasShippedLines } from '../../lib/shipping/shipping-rules';
import { useCartStore } from '../../lib/storage/cart-store';
import type { Customer } from '../../lib/storage/session-store';
import { AddressLines } from './address-lines';
import { BillingEditorSlot } from './billing-editor-slot';
import '../../components/ui/link-button.css';

/**
 * A logged-in customer's billing details and delivery address as the account holds them (SPEC §7 GET
 * customer), with an edit action that changes them in place, without leaving checkout.
 */
export const AccountBilling = ({ customer }: { customer: Customer }) => {
  const { t } = useTranslation('checkout');
  const { lang } = useShop();
  const account = useAccountDetails();
  const shipped = useCartStore((s) => hasShippedLines(s.lines));
  const Editor = useContext(BillingEditorSlot);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const editHeading = useRef<HTMLHeadingElement>(null);
  // The edit button gives way to the form: focus goes to the form's heading, so keyboard users carry on there.
  useEffect(() => {
    if (editing) editHeading.current?.focus();
  }, [editing]);
  const details = account.data;
  const delivery = shipped ? (details?.shipping ?? null) : null;
  const country = (key: string | null | undefined) => (key ? countryName(key, lang) : null);

  if (editing && Editor) {
    const done = () => {
      setEditing(false);
      // Back to where the visitor started editing, for keyboard and screen-reader users.
      requestAnimationFrame(() => editButton.current?.focus());
    };
    return (
      <section className="billing billing-editing" aria-labelledby="billing-heading">
        <h2 ref={editHeading} id="billing-heading" className="step-heading" tabIndex={-1}>
          {t(shipped ? 'payment.changeAddresses' : 'payment.changeBilling')}
        </h2>
        <Suspense fallback={null}>
          <Editor onDone={done} />
        </Suspense>
      </section>
    );
  }
  return (
    <section className="billing" aria-labelledby="billing-heading">
      <div className="billing-addresses">
        <div>
          <h2 id="billing-heading" className="step-heading">
            {t('payment.billing')}
          </h2>
          {details ? (
            <AddressLines
              lines={[details.company, `${details.fname} ${details.lname}`, details.street, `${details.zip ?? ''} ${details.city ?? ''}`, country(details.country), details.email, details.phone]}
            />
          ) : (
            <AddressLines lines={[`${customer.fname} ${customer.lname}`, customer.email]} />
          )}
        </div>
        {delivery && (
          <div>
            <h3 className="step-heading">{t('payment.delivery')}</h3>
            <AddressLines lines={[delivery.name, delivery.street, `${delivery.zip} ${delivery.city}`, country(delivery.country)]} />
          </div>
        )}
      </div>
      {Editor && details && (
        <button ref={editButton} type="button" className="link-button" onClick={() => setEditing(true)}>
          {t(shipped ? 'payment.changeAddresses' : 'payment.changeBilling')}
        </button>
      )}
    </section>
  );
};
