// Budget (/budget), spec section 2: the user's budgets of one month (the current month unless the URL
// names another), their totals and the Budget Overview card; Create Budget adds or edits a category's
// budget. Spending is the API's `currentSpent`, summed from that month's transactions.
import { css } from '@emotion/react';
import { budgetTotals, type BudgetRow } from '@heirloom/contracts';
import {
  Button,
  ConfirmDialog,
  Figure,
  formatPercent,
  lazyDialog,
  ListCard,
  mq,
  PageContainer,
  PageHeader,
  t,
  useEditDelete,
} from '@heirloom/ui';
import { ChevronLeft, ChevronRight, PiggyBank, Plus, Receipt, Target, Wallet } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { useRowPermissions } from '../../access/use-access';
import { useBudgets, useDeleteBudget } from '../../data/budgets';
import { BudgetLines } from './BudgetLines';
import {
  budgetsOfMonth,
  monthLabel,
  monthOf,
  monthParam,
  parseMonthParam,
  sameMonth,
  shiftMonth,
  type BudgetMonth,
} from './month';

// The form loads when a budget is added or edited, not with the page: most visits only read.
const BudgetDialog = lazyDialog(() => import('./BudgetDialog').then((m) => m.BudgetDialog));

const tiles = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: t.space[4],
  [mq.down(1024)]: {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '& > :last-child': { gridColumn: '1 / -1' },
  },
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const monthBar = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: t.space[2],
});
const monthNav = css({ display: 'flex', alignItems: 'center', gap: t.space[2] });
const monthTitle = css({
  minWidth: '10.5rem',
  textAlign: 'center',
  fontSize: t.text.lg,
  fontWeight: 600,
  [mq.mobile]: { minWidth: 0, flex: 1 },
});

export default function BudgetPage() {
  const [params, setParams] = useSearchParams();
  const today = monthOf();
  const shown = parseMonthParam(params.get('month')) ?? today;
  const showMonth = (next: BudgetMonth) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (sameMonth(next, monthOf())) copy.delete('month');
        else copy.set('month', monthParam(next));
        return copy;
      },
      { replace: true },
    );

  const budgets = useBudgets();
  const remove = useDeleteBudget();
  const edits = useEditDelete<BudgetRow>({
    remove: (budget) => remove.mutateAsync(budget.id),
    title: () => 'Delete this budget?',
    description: (budget) =>
      `The ${budget.category} budget for ${monthLabel(budget)} will be deleted. Your transactions are not affected.`,
    done: (budget) => ({
      title: 'Budget Deleted',
      description: `${budget.category} budget has been deleted.`,
    }),
    failed: () => 'Failed to delete the budget. Please try again.',
  });

  const may = useRowPermissions('/api/budgets');

  const all = budgets.data ?? [];
  const lines = budgetsOfMonth(all, shown);
  const totals = budgetTotals(lines);
  const label = monthLabel(shown);
  const ready = budgets.isSuccess;

  const state = { loading: budgets.isPending, failed: budgets.isError, skeleton: true };
  const createButton = may.add ? (
    <Button onClick={edits.add}>
      <Plus aria-hidden="true" />
      Create Budget
    </Button>
  ) : null;

  return (
    <PageContainer>
      <PageHeader title="Budget" subtitle="Track your spending across categories." actions={createButton} />

      <nav css={monthBar} aria-label="Budget month">
        <div css={monthNav}>
          <Button
            variant="outline"
            size="icon"
            aria-label={`Previous month, ${monthLabel(shiftMonth(shown, -1))}`}
            onClick={() => showMonth(shiftMonth(shown, -1))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <h2 css={monthTitle} aria-live="polite" data-testid="budget-month">
            {label}
          </h2>
          <Button
            variant="outline"
            size="icon"
            aria-label={`Next month, ${monthLabel(shiftMonth(shown, 1))}`}
            onClick={() => showMonth(shiftMonth(shown, 1))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        {sameMonth(shown, today) ? null : (
          <Button variant="ghost" size="sm" onClick={() => showMonth(today)}>
            Back to this month
          </Button>
        )}
      </nav>

      <div css={tiles}>
        <Figure
          label="Total Budget"
          value={totals.budget}
          {...state}
          icon={<Target />}
          data-testid="total-budget"
        />
        <Figure
          label="Total Spent"
          value={totals.spent}
          {...state}
          tone={ready && totals.over ? 'warning' : 'default'}
          icon={<Receipt />}
          data-testid="total-spent"
        />
        <Figure
          label="Remaining"
          value={totals.remaining}
          {...state}
          hint={ready ? `${formatPercent(totals.percentUsed, 1)} used` : undefined}
          tone={ready && totals.over ? 'warning' : 'default'}
          icon={<Wallet />}
          data-testid="remaining"
        />
      </div>

      <ListCard
        title="Budget Overview"
        description={label}
        loading={budgets.isPending}
        skeletonCount={4}
        skeletonHeight="3.75rem"
        error={budgets.error}
        onRetry={() => void budgets.refetch()}
        empty={lines.length === 0}
        emptyIcon={<PiggyBank />}
        emptyTitle={`No budgets for ${label}`}
        emptyDescription={
          may.add
            ? 'Create a budget to set a monthly limit for a category and see how your spending compares.'
            : 'No budget has been set for this month.'
        }
        emptyAction={createButton}
        data-testid="budget-overview"
      >
        <BudgetLines
          budgets={lines}
          onEdit={may.edit ? edits.edit : undefined}
          onDelete={may.remove ? edits.ask : undefined}
        />
      </ListCard>

      <BudgetDialog
        {...edits.dialog}
        budget={edits.row}
        month={shown}
        budgets={all}
        // A budget saved for another month is shown where it now lives.
        onSaved={(saved) => showMonth(saved)}
      />

      <ConfirmDialog {...edits.confirm} />
    </PageContainer>
  );
}
