import type { OrderStatement, StatementCode } from '@foyer/domain';
import type { ReactNode } from 'react';
import './statement.css';

/**
 * One row of a statement: what it is and its amount. `sum` rows (the total, the amount due) stand out,
 * `due` rows start below a rule, `note` rows (the VAT a total includes) step back; `busy` while its
 * amount is being asked for again.
 */
export interface StatementRow {
  key: string;
  label: ReactNode;
  amount: ReactNode;
  kind?: 'sum' | 'due' | 'note';
  /** What a feature adds to find or style the row (a voucher code's remaining amount, its remove button). */
  className?: string;
  busy?: boolean;
}

interface StatementListProps {
  rows: readonly StatementRow[];
  className?: string;
  labelledBy?: string;
}

const classNames = (...names: (string | false | undefined)[]): string => names.filter(Boolean).join(' ');

/** Labels on the left, amounts on the right in figures of one width, as every summary of the shop draws money. */
export const StatementList = ({ rows, className, labelledBy }: StatementListProps) => (
  <dl className={classNames('statement', className)} aria-labelledby={labelledBy}>
    {rows.map((row) => (
      <div
        key={row.key}
        className={classNames('statement-row', row.kind !== undefined && `statement-${row.kind}`, row.kind === 'due' && 'statement-sum', row.className)}
        aria-busy={row.busy}
      >
        <dt>{row.label}</dt>
        <dd>{row.amount}</dd>
      </div>
    ))}
  </dl>
);

/** A code's row as a summary shows it: its label, and beside the amount anything the summary offers (remove). */
export interface StatementCodeRow {
  label: ReactNode;
  amount?: ReactNode;
  className?: string;
}

export interface StatementTexts {
  subtotal: ReactNode;
  /** The shipping row where goods are shipped (its label may name the country, its amount say "Free"); null without. */
  shipping: { label: ReactNode; amount: ReactNode; busy?: boolean } | null;
  total: ReactNode;
  /** Rows that belong to the total, drawn right under it (the VAT it includes). */
  ofTotal?: readonly StatementRow[];
  code: (code: StatementCode, index: number) => StatementCodeRow;
  /** The closing row's label (amount due, or paid), or null where the statement ends with the total. */
  due: ReactNode | null;
}

/** The rows of packages/domain `orderStatement` in its order: subtotal and shipping, total, each code, amount due. */
export const orderStatementRows = (statement: OrderStatement, texts: StatementTexts, money: (cents: number) => string): StatementRow[] => [
  ...(texts.shipping === null
    ? []
    : [
        { key: 'subtotal', label: texts.subtotal, amount: money(statement.subtotalCents), className: 'statement-subtotal' },
        { key: 'shipping', label: texts.shipping.label, amount: texts.shipping.amount, busy: texts.shipping.busy, className: 'statement-shipping' },
      ]),
  { key: 'total', label: texts.total, amount: money(statement.totalCents), kind: 'sum' as const, className: 'statement-total' },
  ...(texts.ofTotal ?? []),
  ...statement.codes.map((code, index) => {
    const row = texts.code(code, index);
    return { key: `code-${index}`, label: row.label, amount: row.amount ?? money(-code.appliedCents), className: classNames('statement-code', row.className) };
  }),
  ...(texts.due === null ? [] : [{ key: 'due', label: texts.due, amount: money(statement.amountDueCents), kind: 'due' as const }]),
];

interface OrderStatementListProps {
  statement: OrderStatement;
  texts: StatementTexts;
  money: (cents: number) => string;
  className?: string;
}

/**
 * An order's statement (DESIGN.md "Commerce core: Totals"), drawn the same on the basket, the thank-you
 * page and the order's page: lines → subtotal → shipping → total → each voucher code → amount due.
 */
export const OrderStatementList = ({ statement, texts, money, className }: OrderStatementListProps) => (
  <StatementList rows={orderStatementRows(statement, texts, money)} className={className} />
);
