import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useLoad } from '../../lib/use-load';
import { amountText } from '../events/event-draft';
import { textIn } from '../events/localized';
import './passes-vouchers.css';

const loadBoth = () => Promise.all([officeApi.passes(), officeApi.giftVouchers()]);

/** The annual passes and gift vouchers on sale: each with its price and whether the shop offers it. */
export const PassesVouchers = () => {
  const { t, lang } = useI18n();
  const [lists] = useLoad(loadBoth);
  const status = (listed: boolean) => <span className={listed ? 'offer-status' : 'offer-status offer-unlisted'}>{t(listed ? 'events.listed' : 'events.unlisted')}</span>;
  return (
    <Page title={t('passes.sectionTitle')} lead={t('passes.sectionLead')}>
      {lists.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {lists.state === 'failed' && <ErrorNotice error={lists.error} />}
      {lists.state === 'done' && (
        <>
          <section className="offer-section" aria-labelledby="passes-heading">
            <h2 id="passes-heading">{t('passes.title')}</h2>
            <p>
              <Link className="button" to="/passes-vouchers/passes/new">
                {t('passes.new')}
              </Link>
            </p>
            {lists.value[0].passes.length === 0 ? (
              <p>{t('passes.empty')}</p>
            ) : (
              <ul className="offer-list">
                {lists.value[0].passes.map((pass) => (
                  <li key={pass.id} className="offer-card">
                    <Link to={`/passes-vouchers/passes/${pass.id}`} className="offer-name">
                      {textIn(pass.name, lang)}
                    </Link>
                    {status(pass.listed)}
                    <span>{t('passes.priceAndValidity', { price: amountText(pass.price), months: pass.validityMonths })}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="offer-section" aria-labelledby="vouchers-heading">
            <h2 id="vouchers-heading">{t('giftVouchers.title')}</h2>
            <p className="button-row">
              <Link className="button" to="/passes-vouchers/vouchers/new">
                {t('giftVouchers.new')}
              </Link>
              <Link className="button button-secondary" to="/passes-vouchers/voucher-groups">
                {t('voucherGroups.title')}
              </Link>
            </p>
            {lists.value[1].vouchers.length === 0 ? (
              <p>{t('giftVouchers.empty')}</p>
            ) : (
              <ul className="offer-list">
                {lists.value[1].vouchers.map((voucher) => (
                  <li key={voucher.id} className="offer-card">
                    <Link to={`/passes-vouchers/vouchers/${voucher.id}`} className="offer-name">
                      {textIn(voucher.name, lang)}
                    </Link>
                    {status(voucher.listed)}
                    <span>
                      {voucher.variableAmount
                        ? t('giftVouchers.variableRange', { min: amountText(voucher.minAmount), max: amountText(voucher.maxAmount) })
                        : t('giftVouchers.fixedAmount', { amount: amountText(voucher.price) })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </Page>
  );
};
