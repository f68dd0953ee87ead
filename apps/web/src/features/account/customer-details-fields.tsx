import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CustomerFieldInput, type DetailInputs } from './customer-field-input';

interface Props extends DetailInputs {
  /** After the billing address: where goods are delivered. */
  afterAddress?: ReactNode;
  /** Beside the e-mail: the same address typed again when it opens an account. */
  emailRepeat?: ReactNode;
  /** The contact legend for a form whose e-mail lives elsewhere (settings: only the phone). */
  contactLegend?: string;
}

/** The customer's details in three groups, name, billing address and contact, by the shop's field rules. */
export const CustomerDetailsFields = ({ afterAddress, emailRepeat, contactLegend, ...inputs }: Props) => {
  const { t } = useTranslation('account');
  const hasContact = inputs.rules.some(({ name }) => name === 'email' || name === 'phone');
  return (
    <>
      <fieldset>
        <legend>{t('guest.personal')}</legend>
        <CustomerFieldInput {...inputs} names={['salutation']} />
        <CustomerFieldInput {...inputs} names={['fname', 'lname']} />
        <CustomerFieldInput {...inputs} names={['company']} />
      </fieldset>
      <fieldset>
        <legend>{t('guest.address')}</legend>
        <CustomerFieldInput {...inputs} names={['street']} />
        <CustomerFieldInput {...inputs} names={['zip', 'city']} zip />
        <CustomerFieldInput {...inputs} names={['country']} />
      </fieldset>
      {afterAddress}
      {hasContact && (
        <fieldset>
          <legend>{contactLegend ?? t('guest.contact')}</legend>
          {emailRepeat === undefined ? (
            <CustomerFieldInput {...inputs} names={['email', 'phone']} />
          ) : (
            <>
              <CustomerFieldInput {...inputs} names={['email']} />
              {emailRepeat}
              <CustomerFieldInput {...inputs} names={['phone']} />
            </>
          )}
        </fieldset>
      )}
    </>
  );
};
