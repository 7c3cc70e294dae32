// The Budget Overview card's rows: per category the name, '$spent / $budget', a bar capped at 100%,
// the rounded '% used' and what remains. Spending over the budget turns the figures the warning colour.
import { css } from '@emotion/react';
import { budgetUsage, type BudgetRow } from '@heirloom/contracts';
import { Button, formatMoney, formatPercent, Progress, t } from '@heirloom/ui';
import { Pencil, Trash2 } from 'lucide-react';

const list = css({ display: 'flex', flexDirection: 'column', gap: t.space[5] });
const top = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: `${t.space[1]} ${t.space[3]}`,
  marginBottom: t.space[2],
});
const nameStyle = css({ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' });
const right = css({ display: 'flex', alignItems: 'center', gap: t.space[1], marginLeft: 'auto' });
const amounts = css({
  fontSize: t.text.sm,
  color: t.color.mutedFg,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  marginRight: t.space[1],
});
const overStyle = css({ color: t.color.warning, fontWeight: 600 });
const bottom = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: t.space[3],
  marginTop: t.space[2],
  fontSize: t.text.xs,
  color: t.color.mutedFg,
  fontVariantNumeric: 'tabular-nums',
});
const iconButton = css({ width: '2rem', height: '2rem' });

export interface BudgetLinesProps {
  budgets: readonly BudgetRow[];
  /** Absent: the person may not edit (issue 31). */
  onEdit?: (budget: BudgetRow) => void;
  /** Absent: the person may not delete. */
  onDelete?: (budget: BudgetRow) => void;
}

export function BudgetLines({ budgets, onEdit, onDelete }: BudgetLinesProps) {
  return (
    <ul css={list} aria-label="Budgets by category">
      {budgets.map((budget) => {
        const usage = budgetUsage(budget.currentSpent, budget.monthlyBudget);
        return (
          <li key={budget.id} data-testid="budget-row" data-category={budget.category} data-over={usage.over}>
            <div css={top}>
              <span css={nameStyle} data-testid="budget-category">
                {budget.category}
              </span>
              <div css={right}>
                <span css={amounts} data-testid="budget-amounts">
                  <span css={usage.over ? overStyle : undefined}>{formatMoney(usage.spent)}</span> /{' '}
                  {formatMoney(usage.budget)}
                </span>
                {onEdit ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    css={iconButton}
                    aria-label={`Edit ${budget.category} budget`}
                    onClick={() => onEdit(budget)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                ) : null}
                {onDelete ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    css={iconButton}
                    aria-label={`Delete ${budget.category} budget`}
                    onClick={() => onDelete(budget)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
            </div>
            <Progress
              value={usage.barPercent}
              color={usage.over ? t.color.warning : undefined}
              label={`${budget.category} budget used`}
            />
            <div css={bottom}>
              <span data-testid="budget-used">{formatPercent(usage.percentUsed, 0)} used</span>
              <span data-testid="budget-remaining">{formatMoney(usage.remaining)} remaining</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
