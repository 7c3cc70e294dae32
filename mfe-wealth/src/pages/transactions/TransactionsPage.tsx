// Transactions (/transactions), spec section 2, on the user's real transactions: income and expense
// tiles, the Recent Transactions card with its search (done by the API), 'View All' opening the full
// history with date-range and category filters, and add / edit / delete.
import { css } from '@emotion/react';
import type { TransactionRow as Transaction } from '@heirloom/contracts';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  formatDay,
  formatMoney,
  Input,
  ListCard,
  mq,
  PageContainer,
  PageHeader,
  srOnly,
  StatTile,
  t,
  useDebouncedValue,
  useOpenFromLink,
} from '@heirloom/ui';
import { Plus, Search, SearchX, TrendingDown, TrendingUp } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useDeleteTransaction, useTransactionPage, useTransactionSummary } from '../../data/transactions';
import { lastDays } from './range';
import { TransactionDialog } from './TransactionDialog';
import { TransactionHistory } from './TransactionHistory';
import { TransactionRow } from './TransactionRow';

const RECENT_COUNT = 10;

const tiles = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: t.space[4],
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
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

export default function TransactionsPage() {
  const [expanded, setExpanded] = useState(false);
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim());
  const [editing, setEditing] = useState<Transaction | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Transaction | null>(null);
  useOpenFromLink(() => setEditing('new'));
  const searchId = useId();
  const listId = useId();

  const year = useMemo(() => lastDays(365), []);
  const summary = useTransactionSummary(year);
  const recent = useTransactionPage({ search: search || undefined }, RECENT_COUNT);
  const remove = useDeleteTransaction();
  const categories = useMemo(
    () => (summary.data?.byCategory.map((c) => c.category) ?? []).sort((a, b) => a.localeCompare(b)),
    [summary.data],
  );
  const rangeHint = `${formatDay(year.from)} – ${formatDay(year.to)}`;
  const rows = recent.data?.items ?? [];

  return (
    <PageContainer>
      <PageHeader
        title="Transactions"
        subtitle="Track and categorize all your financial transactions."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" /> Add Transaction
          </Button>
        }
      />

      <div css={tiles}>
        <StatTile
          label="Total Income"
          value={summary.data ? `+${formatMoney(summary.data.income)}` : '…'}
          hint={rangeHint}
          tone="success"
          icon={<TrendingUp />}
          data-testid="total-income"
        />
        <StatTile
          label="Total Expenses"
          value={summary.data ? `-${formatMoney(summary.data.expenses)}` : '…'}
          hint={rangeHint}
          icon={<TrendingDown />}
          data-testid="total-expenses"
        />
      </div>

      <ListCard
        title="Recent Transactions"
        actions={
          <Button
            variant="outline"
            size="sm"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? 'Show Less' : 'View All'}
          </Button>
        }
        error={recent.error}
        onRetry={() => void recent.refetch()}
      >
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
        <div id={listId}>
          {expanded ? (
            <TransactionHistory
              search={search}
              categories={categories}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          ) : recent.isPending ? (
            <p css={{ color: t.color.mutedFg }} aria-busy="true">
              Loading transactions…
            </p>
          ) : rows.length === 0 ? (
            <EmptyState
              icon={<SearchX />}
              title={search ? 'No transactions found' : 'No transactions yet'}
              description={
                search
                  ? `Nothing matches "${search}". Try a merchant or a category.`
                  : 'Add a transaction to start tracking your income and spending.'
              }
            />
          ) : (
            <ul css={{ margin: 0, padding: 0, opacity: recent.isPlaceholderData ? 0.6 : 1 }}>
              {rows.map((transaction) => (
                <TransactionRow
                  key={transaction.id}
                  transaction={transaction}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                />
              ))}
            </ul>
          )}
        </div>
      </ListCard>

      {editing !== null ? (
        <TransactionDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          transaction={editing === 'new' ? undefined : editing}
          categories={categories}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this transaction?"
        description={
          deleting ? `${deleting.merchant} on ${formatDay(deleting.date)}. This cannot be undone.` : undefined
        }
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
        done={{ title: 'Transaction Deleted', description: `${deleting?.merchant} has been deleted.` }}
        failed="Could not delete the transaction. Please try again."
      />
    </PageContainer>
  );
}
