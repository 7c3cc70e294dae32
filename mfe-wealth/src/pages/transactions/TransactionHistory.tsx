// The full history 'View All' opens: date-range and category filters (with the card's search), and a
// virtual list that fetches 200 rows at a time as it scrolls, so 50,000 transactions stay smooth: only
// the rows in view (plus a few) are in the DOM.
import { css } from '@emotion/react';
import type { TransactionRow as Transaction } from '@heirloom/contracts';
import { Button, EmptyState, Field, Input, mq, Select, Skeleton, t } from '@heirloom/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import { SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTransactionHistory, type TransactionFilters } from '../../data/transactions';
import { checkRange } from './range';
import { ROW_HEIGHT, TransactionRow } from './TransactionRow';

const filtersStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto',
  alignItems: 'end',
  gap: t.space[3],
  marginBottom: t.space[4],
  [mq.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});
const scroller = css({
  height: 'min(60vh, 640px)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  borderTop: `1px solid ${t.color.border}`,
});
const countStyle = css({ marginTop: t.space[3], fontSize: t.text.sm, color: t.color.mutedFg });
const errorText = css({
  gridColumn: '1 / -1',
  fontSize: t.text.xs,
  fontWeight: 500,
  color: t.color.destructive,
});

export interface TransactionHistoryProps {
  search: string;
  categories: readonly string[];
  /** Absent: the person may not edit (issue 31). */
  onEdit?: (transaction: Transaction) => void;
  /** Absent: the person may not delete. */
  onDelete?: (transaction: Transaction) => void;
}

export function TransactionHistory({ search, categories, onEdit, onDelete }: TransactionHistoryProps) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [category, setCategory] = useState('');
  const range = checkRange(from, to);
  const filters: TransactionFilters = {
    search: search.trim() || undefined,
    from: range.from,
    to: range.to,
    category: category || undefined,
  };
  const history = useTransactionHistory(filters);
  const rows = history.data?.pages.flatMap((page) => page.items) ?? [];
  const total = history.data?.pages[0]?.total ?? 0;

  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rows.length - 20) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, rows.length]);

  const hasFilters = Boolean(from || to || category);

  return (
    <div data-testid="transaction-history">
      <div css={filtersStyle} role="group" aria-label="Filter transactions">
        <Field label="From">
          <Input type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
        </Field>
        <Field label="To">
          <Input type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
        </Field>
        <Field label="Category">
          <Select value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">All categories</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          variant="outline"
          disabled={!hasFilters}
          onClick={() => {
            setFrom('');
            setTo('');
            setCategory('');
          }}
        >
          Clear filters
        </Button>
        {range.error ? (
          <p css={errorText} role="alert">
            {range.error}
          </p>
        ) : null}
      </div>

      {history.isPending ? (
        <div css={{ display: 'flex', flexDirection: 'column', gap: t.space[3] }} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height="3rem" />
          ))}
        </div>
      ) : history.isError ? (
        <div role="alert" css={{ display: 'flex', gap: t.space[3], alignItems: 'center' }}>
          <p>Could not load the transactions.</p>
          <Button size="sm" variant="outline" onClick={() => void history.refetch()}>
            Retry
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title="No transactions found"
          description="Nothing matches these filters. Try a wider date range or another category."
        />
      ) : (
        <>
          <div ref={scrollRef} css={scroller} tabIndex={0} aria-label="Transaction history">
            <ul
              aria-rowcount={total}
              css={{ position: 'relative', height: virtualizer.getTotalSize(), margin: 0, padding: 0 }}
            >
              {items.map((item) => {
                const transaction = rows[item.index]!;
                return (
                  <TransactionRow
                    key={transaction.id}
                    transaction={transaction}
                    onEdit={onEdit}
                    onDelete={onDelete}
                    style={{
                      position: 'absolute',
                      top: 0,
                      left: 0,
                      right: 0,
                      transform: `translateY(${item.start}px)`,
                    }}
                  />
                );
              })}
            </ul>
          </div>
          <p css={countStyle} aria-live="polite" data-testid="history-count">
            {`${total.toLocaleString('en-US')} transaction${total === 1 ? '' : 's'}`}
            {isFetchingNextPage ? ' · loading more…' : ''}
          </p>
        </>
      )}
    </div>
  );
}
