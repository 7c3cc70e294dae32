// A list of transactions with an optional search box (case-insensitive substring of merchant or
// category). `limit` shows only the first rows of the matches (the page's View All toggles it).
import { css } from '@emotion/react';
import { Badge, EmptyState, formatMoney, Input, srOnly, t } from '@heirloom/ui';
import { Search, SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import type { SampleTransaction } from './sample-transactions';
import { filterTransactions } from './transactions';

export interface TransactionListProps {
  transactions: readonly SampleTransaction[];
  /** Show the search box (default true). */
  showSearch?: boolean;
  /** Show at most this many of the matching rows. */
  limit?: number;
  /** id of the <ul>, for a toggle's aria-controls. */
  id?: string;
}

const searchWrap = css({
  position: 'relative',
  marginBottom: t.space[4],
  '& svg': {
    position: 'absolute',
    left: t.space[3],
    top: '50%',
    transform: 'translateY(-50%)',
    width: '1rem',
    height: '1rem',
    color: t.color.mutedFg,
    pointerEvents: 'none',
  },
  '& input': { paddingLeft: '2.25rem' },
});

const list = css({ display: 'flex', flexDirection: 'column' });
const row = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: t.space[3],
  padding: `${t.space[3]} ${t.space[2]}`,
  borderBottom: `1px solid ${t.color.border}`,
  borderRadius: t.radius.sm,
  '&:last-child': { borderBottom: 0 },
  '&:hover': { background: `color-mix(in srgb, ${t.color.muted} 55%, transparent)` },
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
  flexWrap: 'wrap',
  gap: `${t.space[1]} ${t.space[2]}`,
  marginTop: '0.125rem',
});
const dateStyle = css({ fontSize: t.text.sm, color: t.color.mutedFg });
const amountStyle = css({
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
  whiteSpace: 'nowrap',
});
const countStyle = css({ marginTop: t.space[3], fontSize: t.text.sm, color: t.color.mutedFg });

/** '+$1,234.56' for income, '-$42.00' for an expense, from the absolute amount. */
export function signedAmount({ amount, type }: Pick<SampleTransaction, 'amount' | 'type'>): string {
  return `${type === 'income' ? '+' : '-'}${formatMoney(Math.abs(amount))}`;
}

export function TransactionList({ transactions, showSearch = true, limit, id }: TransactionListProps) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const matches = filterTransactions(transactions, query);
  const shown = limit === undefined ? matches : matches.slice(0, limit);

  return (
    <div>
      {showSearch ? (
        <div css={searchWrap} role="search">
          <label htmlFor={searchId} css={srOnly}>
            Search transactions
          </label>
          <Search aria-hidden="true" />
          <Input
            id={searchId}
            type="search"
            placeholder="Search transactions..."
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      ) : null}

      {shown.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title="No transactions found"
          description={
            query.trim()
              ? `Nothing matches "${query.trim()}". Try a merchant or a category.`
              : 'There are no transactions yet.'
          }
        />
      ) : (
        <ul css={list} id={id} aria-label="Transactions">
          {shown.map((tx) => (
            <li key={tx.id} css={row} data-testid="transaction-row">
              <span css={[avatar, tx.type === 'income' && incomeAvatar]} aria-hidden="true">
                {tx.merchant.charAt(0).toUpperCase()}
              </span>
              <div css={{ minWidth: 0 }}>
                <p css={merchantStyle}>{tx.merchant}</p>
                <div css={meta}>
                  <span css={dateStyle}>{tx.date}</span>
                  <Badge variant={tx.type === 'income' ? 'success' : 'secondary'}>{tx.category}</Badge>
                </div>
              </div>
              <span css={amountStyle} style={{ color: tx.type === 'income' ? t.color.success : undefined }}>
                {signedAmount(tx)}
              </span>
            </li>
          ))}
        </ul>
      )}

      {shown.length > 0 && shown.length < matches.length ? (
        <p css={countStyle}>
          Showing {shown.length} of {matches.length} transactions
        </p>
      ) : null}
    </div>
  );
}
