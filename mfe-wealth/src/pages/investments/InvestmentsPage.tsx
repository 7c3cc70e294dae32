// Investment Portfolio (/investments), spec section 2: the tiles, the Investment Accounts and Holdings
// cards and, when a holding loses, the Tax-Loss Harvesting card, on the user's accounts and holdings;
// plus an allocation chart and add / edit / delete of holdings. Figures come from portfolio.ts.
import { css } from '@emotion/react';
import { compareMoney, grants, type HoldingRow } from '@heirloom/contracts';
import {
  Button,
  ConfirmDialog,
  Figure,
  lazyDialog,
  mq,
  PageContainer,
  PageHeader,
  Skeleton,
  t,
  type StatTone,
  useConfirmDelete,
  useEditing,
  useOpenFromLink,
} from '@heirloom/ui';
import { BarChart3, DollarSign, Plus, TrendingDown, TrendingUp } from 'lucide-react';
import { rowPermissions } from '../../access/permissions';
import { addIf, useAccess } from '../../access/use-access';
import { useAccounts } from '../../data/accounts';
import { useDeleteHolding, useHoldings } from '../../data/holdings';
import { AllocationCard } from './AllocationCard';
import { HoldingsCard } from './HoldingsCard';
import { InvestmentAccountsCard } from './InvestmentAccountsCard';
import { acrossAccounts, formatGain, holdingCounts, investmentAccounts, portfolioFigures } from './portfolio';
import { TaxLossCard } from './TaxLossCard';

// The form (react-hook-form and zod) loads when a holding is added or edited, not with the page.
const HoldingDialog = lazyDialog(() => import('./HoldingDialog').then((m) => m.HoldingDialog));

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

// A hint line's place while the figures load: without it each tile grows by a line when they arrive and
// pushes the whole page down (issue 35: layout shift 0.145 on a phone).
const hintLine = { display: 'inline-block', verticalAlign: 'middle' } as const;
const pendingHint = <Skeleton width="8rem" height="0.75em" style={hintLine} />;

/** The holding dialog edits a holding, or adds one (to an account when opened from its card). */
type HoldingEditing = { holding?: HoldingRow; accountId?: string };

const notShared = 'Account balances are not shared with you';

const signTone = (value: string): StatTone => {
  const sign = compareMoney(value, 0);
  return sign > 0 ? 'success' : sign < 0 ? 'destructive' : 'default';
};

export default function InvestmentsPage() {
  const access = useAccess();
  // The investment accounts' balances belong to the Accounts area: a professional granted Investments
  // alone sees the holdings, and no figure that needs the balances (issue 31).
  const accountsShared = grants(access.areas, 'accounts');
  const may = rowPermissions(access, '/api/holdings');
  const accountsQuery = useAccounts({ enabled: accountsShared });
  const holdingsQuery = useHoldings();
  const remove = useDeleteHolding();
  const editing = useEditing<HoldingEditing>();
  const addHolding = () => editing.edit({});
  useOpenFromLink(addIf(may.add, addHolding));
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

  const accountsPending = accountsShared && accountsQuery.isPending;
  const loading = accountsPending || holdingsQuery.isPending;
  const error = accountsQuery.error ?? holdingsQuery.error;
  const ready = (!accountsShared || accountsQuery.isSuccess) && holdingsQuery.isSuccess;
  const retry = () => {
    if (accountsQuery.isError) void accountsQuery.refetch();
    if (holdingsQuery.isError) void holdingsQuery.refetch();
  };
  const state = { loading: !ready && !error, failed: !!error, skeleton: true };
  // aria-busy on each tile until its figure is in: the server's first paint of the tiles
  // (shell/src/first-paint.ts) goes when the page's own are shown.
  const waitingHint = state.loading ? pendingHint : undefined;
  const canAdd = accounts.length > 0;

  return (
    <PageContainer>
      <PageHeader
        title="Investment Portfolio"
        subtitle="Track your holdings and performance"
        actions={
          // Held in place (disabled) while the accounts load: appearing later would push the page down.
          may.add && (canAdd || loading) ? (
            <Button onClick={addHolding} disabled={!canAdd}>
              <Plus aria-hidden="true" />
              Add Holding
            </Button>
          ) : undefined
        }
      />

      <div css={tiles}>
        <Figure
          label="Total Value"
          value={accountsShared ? figures.totalValue : null}
          {...state}
          hint={!accountsShared ? notShared : ready ? acrossAccounts(accounts.length) : waitingHint}
          icon={<DollarSign />}
          aria-busy={state.loading || undefined}
          data-testid="total-value"
        />
        <Figure
          label="Total Return"
          value={accountsShared ? figures.totalReturnPercent : null}
          format="percent"
          signed
          {...state}
          hint={
            !accountsShared ? notShared : ready ? `${formatGain(figures.totalReturn)} gain/loss` : waitingHint
          }
          tone={ready && accountsShared ? signTone(figures.totalReturn) : 'default'}
          icon={<BarChart3 />}
          aria-busy={state.loading || undefined}
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
          aria-busy={state.loading || undefined}
          data-testid="winners"
        />
        <Figure
          label="Losers"
          value={figures.losers.length}
          format="count"
          {...state}
          hint={
            ready ? (figures.losers.length > 0 ? 'Tax-loss harvest opportunities' : 'No losers') : waitingHint
          }
          tone={ready && figures.losers.length > 0 ? 'destructive' : 'default'}
          icon={<TrendingDown />}
          aria-busy={state.loading || undefined}
          data-testid="losers"
        />
      </div>

      <div css={columns}>
        {accountsShared ? (
          <InvestmentAccountsCard
            accounts={accounts}
            counts={holdingCounts(holdings)}
            loading={loading}
            error={error}
            onRetry={retry}
            onAddHolding={may.add ? (accountId) => editing.edit({ accountId }) : undefined}
          />
        ) : null}
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
        onAdd={may.add ? addHolding : undefined}
        onEdit={may.edit ? (holding) => editing.edit({ holding }) : undefined}
        onDelete={may.remove ? deletion.ask : undefined}
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
