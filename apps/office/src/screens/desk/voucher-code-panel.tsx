import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { AmountField } from '../../components/ui/amount-field';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { TextField } from '../../components/ui/text-field';
import { officeApi } from '../../lib/api/office-api';
import type { DeskVoucherCode, DeskVoucherCodeEntry } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';
import type { MessageKey } from '../../lib/i18n/translator';
import { useCall } from '../../lib/use-call';
import { amountText, centsOf } from '../events/event-draft';
import { moneyText } from '../orders/order-texts';

const STATE_KEYS: Record<DeskVoucherCode['state'], MessageKey> = {
  usable: 'desk.state.usable',
  'not-yet-valid': 'desk.state.notYetValid',
  expired: 'desk.state.expired',
  'used-up': 'desk.state.usedUp',
};

/** One entry of a code's history: an order that holds or spent part of it, or a debit at the desk with its note. */
const HistoryRow = ({ entry, currency, format }: { entry: DeskVoucherCodeEntry; currency: string; format: Intl.DateTimeFormat }) => {
  const { t } = useI18n();
  return (
    <tr>
      <td>
        <time dateTime={entry.at}>{format.format(new Date(entry.at))}</time>
      </td>
      <td>
        {entry.kind === 'order' ? (
          <>
            <Link to={`/orders/${entry.orderId}`}>{t('orders.number', { number: entry.orderId })}</Link> {t(entry.status === 'held' ? 'desk.heldByOrder' : 'desk.spentByOrder')}
          </>
        ) : (
          t('desk.debitedAtDesk', { note: entry.note, name: entry.staffName ?? t('audit.system') })
        )}
      </td>
      <td className="desk-amount">{moneyText(entry.amountCents, currency)}</td>
    </tr>
  );
};

/** Debits part of the balance: the amount is checked against the balance by the server, at the moment it is taken. */
const DebitForm = ({ code, onDebited }: { code: DeskVoucherCode; onDebited: (code: DeskVoucherCode, cents: number) => void }) => {
  const { t } = useI18n();
  const [cents, setCents] = useState(0);
  const [note, setNote] = useState('');
  const debiting = useCall(
    useCallback(
      async (amountCents: number, text: string) => {
        const { voucherCode } = await officeApi.debitVoucherCode({ code: code.code, amountCents, note: text });
        onDebited(voucherCode, amountCents);
        setNote('');
      },
      [code.code, onDebited],
    ),
  );
  return (
    <form
      className="form desk-form"
      aria-labelledby="desk-debit-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void debiting.run(cents, note.trim());
      }}
    >
      <h3 id="desk-debit-heading">{t('desk.debitTitle')}</h3>
      <AmountField id="desk-debit-amount" label={t('desk.debitAmount', { currency: code.currency })} hint={t('desk.debitAmountHint', { balance: moneyText(code.balanceCents, code.currency) })} invalidText={t('desk.amountInvalid')} cents={cents} parse={centsOf} format={amountText} onChange={setCents} />
      <TextField id="desk-debit-note" label={t('desk.note')} hint={t('desk.noteHint')} value={note} maxLength={200} required autoComplete="off" onChange={(event) => setNote(event.target.value)} />
      <ErrorNotice error={debiting.error} />
      <div className="button-row">
        <Button type="submit" busy={debiting.busy} disabled={cents <= 0 || note.trim() === ''}>
          {t('desk.debit')}
        </Button>
      </div>
    </form>
  );
};

const CodeCard = ({ code, onDebited }: { code: DeskVoucherCode; onDebited: (code: DeskVoucherCode, cents: number) => void }) => {
  const { t, lang } = useI18n();
  const format = useMuseumTimeFormat({ dateStyle: 'short', timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <article className="desk-card" aria-labelledby="desk-code-found">
      <h3 id="desk-code-found" className="desk-code">
        {code.code}
      </h3>
      <p className="desk-balance">
        {t('desk.balance')} <strong>{moneyText(code.balanceCents, code.currency)}</strong>
      </p>
      <dl className="order-facts">
        <dt>{t('desk.stateLabel')}</dt>
        <dd>{t(STATE_KEYS[code.state])}</dd>
        <dt>{t('desk.name')}</dt>
        <dd>{code.name}</dd>
        <dt>{t('desk.value')}</dt>
        <dd>{moneyText(code.amountCents, code.currency)}</dd>
        <dt>{t('desk.spent')}</dt>
        <dd>{moneyText(code.spentCents, code.currency)}</dd>
        <dt>{t('desk.held')}</dt>
        <dd>{moneyText(code.heldCents, code.currency)}</dd>
        <dt>{t('desk.validity')}</dt>
        <dd>{t('desk.validFromTo', { from: day.format(new Date(`${code.validFrom}T00:00:00Z`)), to: day.format(new Date(`${code.validTo}T00:00:00Z`)) })}</dd>
        {code.issuedBy !== null && (
          <>
            <dt>{t('desk.issuedBy')}</dt>
            <dd>
              <Link to={`/orders/${code.issuedBy.orderId}`}>{t('orders.number', { number: code.issuedBy.orderId })}</Link>
              <br />
              {code.issuedBy.recipient === null ? code.issuedBy.giftVoucherName : t('desk.voucherFor', { name: code.issuedBy.giftVoucherName, recipient: code.issuedBy.recipient })}
            </dd>
          </>
        )}
      </dl>
      {code.state === 'usable' && <DebitForm key={code.balanceCents} code={code} onDebited={onDebited} />}
      <h3>{t('desk.history')}</h3>
      {code.history.length === 0 ? (
        <p>{t('desk.noHistory')}</p>
      ) : (
        <div className="desk-table">
          <table>
            <caption className="visually-hidden">{t('desk.history')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('desk.when')}</th>
                <th scope="col">{t('desk.what')}</th>
                <th scope="col">{t('orders.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {code.history.map((entry, index) => (
                <HistoryRow key={index} entry={entry} currency={code.currency} format={format} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
};

/** A voucher code looked up as the shop accepts it, its balance and history, and a debit at the till. */
export const VoucherCodePanel = () => {
  const { t } = useI18n();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState<DeskVoucherCode | null>(null);
  const [debited, setDebited] = useState<{ cents: number; currency: string; balance: number } | null>(null);
  const lookup = useCall(
    useCallback(async (text: string) => {
      setCode(null);
      setDebited(null);
      setCode((await officeApi.voucherCode(text)).voucherCode);
    }, []),
  );
  const onDebited = useCallback((next: DeskVoucherCode, cents: number) => {
    setCode(next);
    setDebited({ cents, currency: next.currency, balance: next.balanceCents });
  }, []);
  return (
    <section className="desk-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('desk.codeTitle')}</h2>
      <form
        className="form desk-lookup"
        role="search"
        aria-label={t('desk.codeTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          if (typed.trim() !== '') void lookup.run(typed.trim());
        }}
      >
        <TextField id="desk-code" label={t('desk.code')} hint={t('desk.codeHint')} value={typed} autoComplete="off" autoCapitalize="characters" spellCheck={false} onChange={(event) => setTyped(event.target.value)} />
        <div className="button-row">
          <Button type="submit" busy={lookup.busy}>
            {t('desk.lookUp')}
          </Button>
        </div>
      </form>
      <ErrorNotice error={lookup.error} />
      {debited !== null && (
        <Notice tone="success">
          <p>{t('desk.debited', { amount: moneyText(debited.cents, debited.currency), balance: moneyText(debited.balance, debited.currency) })}</p>
        </Notice>
      )}
      {code !== null && <CodeCard code={code} onDebited={onDebited} />}
    </section>
  );
};
