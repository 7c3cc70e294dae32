// Transactions (/transactions), spec section 2, on the user's real transactions: income and expense
// tiles, the Recent Transactions card with its search (done by the API), 'View All' opening the full
// history with date-range and category filters, and add / edit / delete.
import { css } from '@emotion/react';
import type { TransactionRow as Transaction } from '@heirloom/contracts';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Figure,
  formatDay,
  formatMoney,
  Input,
  ListCard,
  mq,
  PageContainer,
  PageHeader,
  srOnly,
  t,
  lazyDialog,
  useDebouncedValue,
  useEditDelete,
  useOpenFromLink,
} from '@heirloom/ui';
import { Plus, Search, SearchX, TrendingDown, TrendingUp } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { addIf, useRowPermissions } from '../../access/use-access';
import { useDeleteTransaction, useTransactionPage, useTransactionSummary } from '../../data/transactions';
import { lastDays } from './range';
import { TransactionHistory } from './TransactionHistory';
import { TransactionRow } from './TransactionRow';

// The form loads when a transaction is added or edited, not with the page: most visits only read.
const TransactionDialog = lazyDialog(() => import('./TransactionDialog').then((m) => m.TransactionDialog));

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
  const remove = useDeleteTransaction();
  const edits = useEditDelete<Transaction>({
    remove: (row) => remove.mutateAsync(row.id),
    title: () => 'Delete this transaction?',
    description: (row) => `${row.merchant} on ${formatDay(row.date)}. This cannot be undone.`,
    done: (row) => ({ title: 'Transaction Deleted', description: `${row.merchant} has been deleted.` }),
    failed: () => 'Could not delete the transaction. Please try again.',
  });
  const may = useRowPermissions('/api/transactions');
  const rowActions = {
    onEdit: may.edit ? edits.edit : undefined,
    onDelete: may.remove ? edits.ask : undefined,
  };
  useOpenFromLink(addIf(may.add, edits.add));
  const searchId = useId();
  const listId = useId();

  const year = useMemo(() => lastDays(365), []);
  const summary = useTransactionSummary(year);
  const recent = useTransactionPage({ search: search || undefined }, RECENT_COUNT);
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
          may.add ? (
            <Button onClick={edits.add}>
              <Plus aria-hidden="true" /> Add Transaction
            </Button>
          ) : undefined
        }
      />

      {/* aria-busy until the figures are in: the server's first paint of these tiles (shell/src/first-paint.ts)
          goes when the page's own are shown. */}
      <div css={tiles}>
        <Figure
          label="Total Income"
          value={summary.data && `+${formatMoney(summary.data.income)}`}
          format="text"
          loading={!summary.data}
          hint={rangeHint}
          tone="success"
          icon={<TrendingUp />}
          aria-busy={!summary.data || undefined}
          data-testid="total-income"
        />
        <Figure
          label="Total Expenses"
          value={summary.data && `-${formatMoney(summary.data.expenses)}`}
          format="text"
          loading={!summary.data}
          hint={rangeHint}
          icon={<TrendingDown />}
          aria-busy={!summary.data || undefined}
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
            <TransactionHistory search={search} categories={categories} {...rowActions} />
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
                  : may.add
                    ? 'Add a transaction to start tracking your income and spending.'
                    : 'No transactions have been added yet.'
              }
            />
          ) : (
            <ul css={{ margin: 0, padding: 0, opacity: recent.isPlaceholderData ? 0.6 : 1 }}>
              {rows.map((transaction) => (
                <TransactionRow key={transaction.id} transaction={transaction} {...rowActions} />
              ))}
            </ul>
          )}
        </div>
      </ListCard>

      <TransactionDialog {...edits.dialog} transaction={edits.row} categories={categories} />
      <ConfirmDialog {...edits.confirm} />
    </PageContainer>
  );
}
