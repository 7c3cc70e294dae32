// Investment Portfolio (/investments), spec section 2: the tiles, the Investment Accounts and Holdings
// cards and, when a holding loses, the Tax-Loss Harvesting card, on the user's accounts and holdings;
// plus an allocation chart and add / edit / delete of holdings. Figures come from portfolio.ts.
import { css } from '@emotion/react';
import { compareMoney, type HoldingRow } from '@heirloom/contracts';
import {
  Button,
  ConfirmDialog,
  formatMoney,
  formatPercent,
  mq,
  PageContainer,
  PageHeader,
  Skeleton,
  StatTile,
  t,
  type StatTone,
  useOpenFromLink,
} from '@heirloom/ui';
import { BarChart3, DollarSign, Plus, TrendingDown, TrendingUp } from 'lucide-react';
import { useState } from 'react';
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

type Dialog =
  | { kind: 'closed' }
  | { kind: 'edit'; holding?: HoldingRow; accountId?: string }
  | { kind: 'delete'; holding: HoldingRow };

const signTone = (value: string): StatTone => {
  const sign = compareMoney(value, 0);
  return sign > 0 ? 'success' : sign < 0 ? 'destructive' : 'default';
};

export default function InvestmentsPage() {
  const accountsQuery = useAccounts();
  const holdingsQuery = useHoldings();
  const remove = useDeleteHolding();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  useOpenFromLink(() => setDialog({ kind: 'edit' }));
  const closeDialog = (open: boolean) => {
    if (!open) setDialog({ kind: 'closed' });
  };

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
  const figure = (value: string) =>
    ready ? value : error ? '—' : <Skeleton width="7rem" height="1.75rem" />;
  const canAdd = accounts.length > 0;

  return (
    <PageContainer>
      <PageHeader
        title="Investment Portfolio"
        subtitle="Track your holdings and performance"
        actions={
          canAdd ? (
            <Button onClick={() => setDialog({ kind: 'edit' })}>
              <Plus aria-hidden="true" />
              Add Holding
            </Button>
          ) : undefined
        }
      />

      <div css={tiles}>
        <StatTile
          label="Total Value"
          value={figure(formatMoney(figures.totalValue))}
          hint={ready ? acrossAccounts(accounts.length) : undefined}
          icon={<DollarSign />}
          data-testid="total-value"
        />
        <StatTile
          label="Total Return"
          value={figure(formatPercent(figures.totalReturnPercent, 2, { signed: true }))}
          hint={ready ? `${formatGain(figures.totalReturn)} gain/loss` : undefined}
          tone={ready ? signTone(figures.totalReturn) : 'default'}
          icon={<BarChart3 />}
          data-testid="total-return"
        />
        <StatTile
          label="Winners"
          value={figure(String(figures.winners.length))}
          hint="Positive returns"
          tone={ready && figures.winners.length > 0 ? 'success' : 'default'}
          icon={<TrendingUp />}
          data-testid="winners"
        />
        <StatTile
          label="Losers"
          value={figure(String(figures.losers.length))}
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
          onAddHolding={(accountId) => setDialog({ kind: 'edit', accountId })}
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
        onAdd={() => setDialog({ kind: 'edit' })}
        onEdit={(holding) => setDialog({ kind: 'edit', holding })}
        onDelete={(holding) => setDialog({ kind: 'delete', holding })}
      />

      {ready && figures.losers.length > 0 ? <TaxLossCard losers={figures.losers} /> : null}

      <HoldingDialog
        open={dialog.kind === 'edit'}
        onOpenChange={closeDialog}
        holding={dialog.kind === 'edit' ? dialog.holding : undefined}
        accountId={dialog.kind === 'edit' ? dialog.accountId : undefined}
        accounts={accounts}
      />

      <ConfirmDialog
        open={dialog.kind === 'delete'}
        onOpenChange={closeDialog}
        title="Delete this holding?"
        description={
          dialog.kind === 'delete'
            ? `${dialog.holding.symbol} (${dialog.holding.name}) will be removed from your portfolio.`
            : undefined
        }
        onConfirm={async () => {
          if (dialog.kind === 'delete') await remove.mutateAsync(dialog.holding.id);
        }}
        done={
          dialog.kind === 'delete'
            ? {
                title: 'Holding Deleted',
                description: `${dialog.holding.symbol} has been removed from your portfolio.`,
              }
            : undefined
        }
        failed="Failed to delete the holding. Please try again."
      />
    </PageContainer>
  );
}
