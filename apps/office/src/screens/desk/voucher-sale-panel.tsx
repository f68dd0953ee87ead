import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { AmountField } from '../../components/ui/amount-field';
import { Button } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { SelectField } from '../../components/ui/select-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { officeApi } from '../../lib/api/office-api';
import type { DeskGiftVouchersResponse, DeskTender, DeskVoucherSale, DeskVoucherSaleBody } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '../../lib/i18n/languages';
import { useCall } from '../../lib/use-call';
import { useLoad } from '../../lib/use-load';
import { amountText, centsOf, fieldErrorsOf } from '../events/event-draft';
import { moneyText } from '../orders/order-texts';

type Catalog = DeskGiftVouchersResponse['data'];

/** What the desk has sold: the codes, the order, and its PDF to print or hand over. */
const SoldNotice = ({ sale }: { sale: DeskVoucherSale }) => {
  const { t } = useI18n();
  return (
    <Notice tone="success">
      <p>{t('desk.sold', { amount: moneyText(sale.totalCents, sale.currency), number: sale.orderId })}</p>
      <ul>
        {sale.codes.map((code) => (
          <li key={code.code} className="desk-code">
            {code.code}
          </li>
        ))}
      </ul>
      <p className="button-row">
        <a className="button" href={sale.documentsUrl} target="_blank" rel="noreferrer">
          {t('desk.openPdf')}
        </a>
        <Link to={`/orders/${sale.orderId}`}>{t('desk.openOrder', { number: sale.orderId })}</Link>
      </p>
    </Notice>
  );
};

const SaleForm = ({ catalog }: { catalog: Catalog }) => {
  const { t, lang } = useI18n();
  const [voucherId, setVoucherId] = useState(catalog.giftVouchers[0]?.id ?? 0);
  const [cents, setCents] = useState(0);
  const [recipient, setRecipient] = useState('');
  const [message, setMessage] = useState('');
  const [buyerName, setBuyerName] = useState('');
  const [buyerEmail, setBuyerEmail] = useState('');
  const [orderLang, setOrderLang] = useState<Lang>(lang);
  const [tender, setTender] = useState<DeskTender>('cash');
  const [sale, setSale] = useState<DeskVoucherSale | null>(null);
  const voucher = catalog.giftVouchers.find((candidate) => candidate.id === voucherId);
  const selling = useCall(
    useCallback(async (body: DeskVoucherSaleBody) => {
      setSale(null);
      setSale((await officeApi.sellGiftVoucher(body)).sale);
    }, []),
  );
  const errors = fieldErrorsOf(selling.error);
  const submit = () => {
    if (voucher === undefined) return;
    void selling.run({
      giftVoucherId: voucher.id,
      ...(voucher.variableAmount ? { amountCents: cents } : {}),
      ...(recipient.trim() === '' ? {} : { recipient: recipient.trim() }),
      ...(message.trim() === '' ? {} : { message: message.trim() }),
      tender,
      buyer: { ...(buyerName.trim() === '' ? {} : { name: buyerName.trim() }), ...(buyerEmail.trim() === '' ? {} : { email: buyerEmail.trim() }) },
      lang: orderLang,
    });
  };
  return (
    <>
      {sale !== null && <SoldNotice sale={sale} />}
      <form
        className="form desk-form"
        aria-label={t('desk.saleTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SelectField
          id="desk-sale-voucher"
          label={t('desk.giftVoucher')}
          options={catalog.giftVouchers.map((candidate) => ({
            value: String(candidate.id),
            label: candidate.variableAmount
              ? t('desk.voucherVariable', { name: candidate.name, min: moneyText(candidate.minAmountCents, catalog.currency), max: moneyText(candidate.maxAmountCents, catalog.currency) })
              : t('desk.voucherFixed', { name: candidate.name, amount: moneyText(candidate.priceCents, catalog.currency) }),
          }))}
          value={String(voucherId)}
          onChange={(event) => setVoucherId(Number(event.target.value))}
        />
        {voucher?.variableAmount === true && (
          <AmountField
            id="desk-sale-amount"
            label={t('desk.saleAmount', { currency: catalog.currency })}
            hint={t('desk.saleAmountHint', { min: moneyText(voucher.minAmountCents, catalog.currency), max: moneyText(voucher.maxAmountCents, catalog.currency) })}
            invalidText={t('desk.amountInvalid')}
            cents={cents}
            parse={centsOf}
            format={amountText}
            onChange={setCents}
          />
        )}
        <TextField id="desk-sale-recipient" label={t('desk.recipient')} hint={t('desk.optional')} value={recipient} maxLength={100} autoComplete="off" error={errors.recipient?.[0]} onChange={(event) => setRecipient(event.target.value)} />
        <TextAreaField id="desk-sale-message" label={t('desk.message')} hint={t('desk.optional')} rows={3} value={message} error={errors.message?.[0]} onChange={(event) => setMessage(event.target.value)} />
        <TextField id="desk-sale-buyer" label={t('desk.buyerName')} hint={t('desk.optional')} value={buyerName} autoComplete="off" error={errors['buyer.name']?.[0]} onChange={(event) => setBuyerName(event.target.value)} />
        <TextField id="desk-sale-email" type="email" label={t('desk.buyerEmail')} hint={t('desk.buyerEmailHint')} value={buyerEmail} autoComplete="off" error={errors['buyer.email']?.[0]} onChange={(event) => setBuyerEmail(event.target.value)} />
        <SelectField id="desk-sale-lang" label={t('desk.voucherLanguage')} hint={t('desk.voucherLanguageHint')} options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))} value={orderLang} onChange={(event) => setOrderLang(event.target.value as Lang)} />
        <ChoiceGroup<DeskTender>
          name="desk-sale-tender"
          legend={t('desk.paidWith')}
          options={[
            { value: 'cash', label: t('desk.cash') },
            { value: 'terminal', label: t('desk.terminal') },
          ]}
          value={tender}
          onChange={setTender}
          inline
        />
        <ErrorNotice error={selling.error} />
        <div className="button-row">
          <Button type="submit" busy={selling.busy} disabled={voucher === undefined}>
            {t('desk.sell')}
          </Button>
        </div>
      </form>
    </>
  );
};

/** A gift voucher of the catalog sold at the desk, paid in cash or by the desk's terminal, booked at once. */
export const VoucherSalePanel = () => {
  const { t } = useI18n();
  const id = useId();
  const [loaded] = useLoad(officeApi.deskGiftVouchers);
  return (
    <section className="desk-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('desk.saleTitle')}</h2>
      <p>{t('desk.saleLead')}</p>
      {loaded.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {loaded.state === 'failed' && <ErrorNotice error={loaded.error} />}
      {loaded.state === 'done' && (loaded.value.giftVouchers.length === 0 ? <p>{t('desk.noVouchers')}</p> : <SaleForm catalog={loaded.value} />)}
    </section>
  );
};
