// Investment Portfolio (/investments), spec section 2: the tiles, the Investment Accounts and Holdings
// cards and, when a holding loses, the Tax-Loss Harvesting card, on the user's accounts and holdings;
// plus an allocation chart and add / edit / delete of holdings. Figures come from portfolio.ts.
import { css } from '@emotion/react';
import { compareMoney, type HoldingRow } from '@heirloom/contracts';
import {
  Button,
  ConfirmDialog,
  Figure,
  mq,
  PageContainer,
  PageHeader,
  t,
  type StatTone,
  useConfirmDelete,
  useEditing,
  useOpenFromLink,
} from '@heirloom/ui';
import { BarChart3, DollarSign, Plus, TrendingDown, TrendingUp } from 'lucide-react';
import { useAccounts } from '../../data/accounts';
import { useDeleteHolding, useHoldings } from '../../data/holdings';
import { AllocationCard } from './AllocationCard';
import { HoldingDialog } from './HoldingDialog';
import { HoldingsCard } from './HoldingsCard';
import { InvestmentAccountsCard } from './InvestmentAccountsCard';
import { acrossAccounts, formatGain, holdingCounts, investmentAccounts, portfolioFigures } from './portfolio';
import { TaxLossCard } from './TaxLossCard';

const tiles = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: t.space[4],
  [mq.down(1100)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const columns = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: t.space[6],
  alignItems: 'start',
  [mq.down(1024)]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  [mq.mobile]: { gap: t.space[5] },
});

/** The holding dialog edits a holding, or adds one (to an account when opened from its card). */
type HoldingEditing = { holding?: HoldingRow; accountId?: string };

const signTone = (value: string): StatTone => {
  const sign = compareMoney(value, 0);
  return sign > 0 ? 'success' : sign < 0 ? 'destructive' : 'default';
};

export default function InvestmentsPage() {
  const accountsQuery = useAccounts();
  const holdingsQuery = useHoldings();
  const remove = useDeleteHolding();
  const editing = useEditing<HoldingEditing>();
  const addHolding = () => editing.edit({});
  useOpenFromLink(addHolding);
  const deletion = useConfirmDelete<HoldingRow>({
    remove: (holding) => remove.mutateAsync(holding.id),
    title: () => 'Delete this holding?',
    description: (holding) => `${holding.symbol} (${holding.name}) will be removed from your portfolio.`,
    done: (holding) => ({
      title: 'Holding Deleted',
      description: `${holding.symbol} has been removed from your portfolio.`,
    }),
    failed: () => 'Failed to delete the holding. Please try again.',
  });

  const accounts = investmentAccounts(accountsQuery.data ?? []);
  const holdings = holdingsQuery.data ?? [];
  const figures = portfolioFigures(accountsQuery.data ?? [], holdings);
  const accountNames = new Map((accountsQuery.data ?? []).map((a) => [a.id, a.name]));

  const loading = accountsQuery.isPending || holdingsQuery.isPending;
  const error = accountsQuery.error ?? holdingsQuery.error;
  const ready = accountsQuery.isSuccess && holdingsQuery.isSuccess;
  const retry = () => {
    if (accountsQuery.isError) void accountsQuery.refetch();
    if (holdingsQuery.isError) void holdingsQuery.refetch();
  };
  const state = { loading: !ready && !error, failed: !!error, skeleton: true };
  const canAdd = accounts.length > 0;

  return (
    <PageContainer>
      <PageHeader
        title="Investment Portfolio"
        subtitle="Track your holdings and performance"
        actions={
          canAdd ? (
            <Button onClick={addHolding}>
              <Plus aria-hidden="true" />
              Add Holding
            </Button>
          ) : undefined
        }
      />

      <div css={tiles}>
        <Figure
          label="Total Value"
          value={figures.totalValue}
          {...state}
          hint={ready ? acrossAccounts(accounts.length) : undefined}
          icon={<DollarSign />}
          data-testid="total-value"
        />
        <Figure
          label="Total Return"
          value={figures.totalReturnPercent}
          format="percent"
          signed
          {...state}
          hint={ready ? `${formatGain(figures.totalReturn)} gain/loss` : undefined}
          tone={ready ? signTone(figures.totalReturn) : 'default'}
          icon={<BarChart3 />}
          data-testid="total-return"
        />
        <Figure
          label="Winners"
          value={figures.winners.length}
          format="count"
          {...state}
          hint="Positive returns"
          tone={ready && figures.winners.length > 0 ? 'success' : 'default'}
          icon={<TrendingUp />}
          data-testid="winners"
        />
        <Figure
          label="Losers"
          value={figures.losers.length}
          format="count"
          {...state}
          hint={
            ready ? (figures.losers.length > 0 ? 'Tax-loss harvest opportunities' : 'No losers') : undefined
          }
          tone={ready && figures.losers.length > 0 ? 'destructive' : 'default'}
          icon={<TrendingDown />}
          data-testid="losers"
        />
      </div>

      <div css={columns}>
        <InvestmentAccountsCard
          accounts={accounts}
          counts={holdingCounts(holdings)}
          loading={loading}
          error={error}
          onRetry={retry}
          onAddHolding={(accountId) => editing.edit({ accountId })}
        />
        <AllocationCard
          accounts={accounts}
          holdings={holdings}
          loading={loading}
          error={error}
          onRetry={retry}
        />
      </div>

      <HoldingsCard
        holdings={holdings}
        accountNames={accountNames}
        canAdd={canAdd}
        loading={loading}
        error={error}
        onRetry={retry}
        onAdd={addHolding}
        onEdit={(holding) => editing.edit({ holding })}
        onDelete={deletion.ask}
      />

      {ready && figures.losers.length > 0 ? <TaxLossCard losers={figures.losers} /> : null}

      <HoldingDialog
        {...editing.dialog}
        holding={editing.row?.holding}
        accountId={editing.row?.accountId}
        accounts={accounts}
      />

      <ConfirmDialog {...deletion.confirm} />
    </PageContainer>
  );
}
