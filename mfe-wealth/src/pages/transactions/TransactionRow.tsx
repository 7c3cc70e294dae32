// One transaction as the spec draws it: the merchant's first letter in a circle, the merchant, the date,
// a category badge and the signed amount (plus for income, minus for an expense, absolute value).
import { css } from '@emotion/react';
import type { TransactionRow as Transaction } from '@heirloom/contracts';
import { Badge, formatDay, formatSignedMoney, mq, RowActions, t } from '@heirloom/ui';
import type { CSSProperties } from 'react';

export const ROW_HEIGHT = 64;

const row = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: t.space[3],
  height: ROW_HEIGHT,
  padding: `0 ${t.space[2]}`,
  borderBottom: `1px solid ${t.color.border}`,
  '&:hover': { background: `color-mix(in srgb, ${t.color.muted} 55%, transparent)` },
  [mq.mobile]: { gap: t.space[2], padding: 0 },
});
const avatar = css({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: t.radius.full,
  background: t.color.muted,
  color: t.color.fg,
  fontWeight: 600,
  [mq.mobile]: { width: '2rem', height: '2rem', fontSize: t.text.sm },
});
const incomeAvatar = css({
  background: `color-mix(in srgb, ${t.color.success} 14%, transparent)`,
  color: t.color.success,
});
const merchantStyle = css({
  fontWeight: 500,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const meta = css({
  display: 'flex',
  alignItems: 'center',
  gap: t.space[2],
  marginTop: '0.125rem',
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  '& > *': { flexShrink: 0 },
});
const dateStyle = css({ fontSize: t.text.sm, color: t.color.mutedFg });
const amountStyle = css({
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
  whiteSpace: 'nowrap',
});

export interface TransactionRowProps {
  transaction: Transaction;
  /** Absent: the person may not edit (issue 31). */
  onEdit?: (transaction: Transaction) => void;
  /** Absent: the person may not delete. */
  onDelete?: (transaction: Transaction) => void;
  /** Absolute position inside a virtual list. */
  style?: CSSProperties;
}

export function TransactionRow({ transaction, onEdit, onDelete, style }: TransactionRowProps) {
  const income = transaction.transactionType === 'income';
  return (
    <li css={row} style={style} data-testid="transaction-row" data-transaction-id={transaction.id}>
      <span css={[avatar, income && incomeAvatar]} aria-hidden="true">
        {transaction.merchant.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <div css={{ minWidth: 0 }}>
        <p css={merchantStyle}>{transaction.merchant}</p>
        <div css={meta}>
          <span css={dateStyle}>{formatDay(transaction.date)}</span>
          <Badge variant="secondary">{transaction.category}</Badge>
        </div>
      </div>
      <p
        css={amountStyle}
        style={{ color: income ? t.color.success : undefined }}
        data-testid="transaction-amount"
      >
        {formatSignedMoney(transaction.amount, transaction.transactionType)}
      </p>
      <RowActions
        label={`${transaction.merchant} on ${formatDay(transaction.date)}`}
        onEdit={onEdit && (() => onEdit(transaction))}
        onDelete={onDelete && (() => onDelete(transaction))}
      />
    </li>
  );
}
