// Accounts (/accounts), spec section 2: four summary tiles, the banking and savings, investment and
// credit-card lists (credit only if any), and the Add Account dialog that also edits.
import { css } from '@emotion/react';
import { familyFigures, type AccountRow } from '@heirloom/contracts';
import {
  Button,
  ConfirmDialog,
  Figure,
  formatMoney,
  lazyDialog,
  ListCard,
  mq,
  PageContainer,
  PageHeader,
  plural,
  t,
  UploadDialog,
  useEditDelete,
  useOpenFromLink,
} from '@heirloom/ui';
import { CreditCard, Gauge, Link2, Plus, Wallet } from 'lucide-react';
import { canUploadDocument, rowPermissions } from '../../access/permissions';
import { addIf, useAccess } from '../../access/use-access';
import { useAccounts, useDeleteAccount } from '../../data/accounts';
import { AccountList } from './AccountList';
import { accountGroups } from './groups';

// The form loads when an account is added or edited, not with the page: most visits only read.
const AccountDialog = lazyDialog(() => import('./AccountDialog').then((m) => m.AccountDialog));

const tiles = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: t.space[4],
  '@media (max-width: 1100px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});

const noFigures = {
  holdings: [],
  properties: [],
  mortgages: [],
  privatePlacements: [],
  businesses: [],
  insurance: [],
};

export default function AccountsPage() {
  const accounts = useAccounts();
  const remove = useDeleteAccount();
  const edits = useEditDelete<AccountRow>({
    remove: (row) => remove.mutateAsync(row.id),
    title: (row) => `Delete ${row.name}?`,
    description: () => 'Its holdings and transactions are deleted with it. This cannot be undone.',
    done: (row) => ({ title: 'Account Deleted', description: `${row.name} has been deleted.` }),
    failed: (row) => `Could not delete ${row.name}. Please try again.`,
  });
  const access = useAccess();
  const may = rowPermissions(access, '/api/accounts');
  useOpenFromLink(addIf(may.add, edits.add));

  const rows = accounts.data ?? [];
  const figures = familyFigures({ ...noFigures, accounts: rows });
  const groups = accountGroups(rows);
  const synced = rows.filter((a) => a.lastSync).length;
  const listState = {
    loading: accounts.isPending,
    error: accounts.error,
    onRetry: () => void accounts.refetch(),
  };
  const addButton = may.add ? (
    <Button onClick={edits.add}>
      <Plus aria-hidden="true" /> Add Account
    </Button>
  ) : null;
  const rowActions = {
    onEdit: may.edit ? edits.edit : undefined,
    onDelete: may.remove ? edits.ask : undefined,
  };

  return (
    <PageContainer>
      <PageHeader
        title="Accounts"
        subtitle="Your banking, investment and credit accounts in one place."
        actions={
          <>
            {canUploadDocument(access, 'accounts') ? <UploadDialog category="accounts" /> : null}
            {addButton}
          </>
        }
      />

      <div css={tiles}>
        <Figure
          label="Total Balance"
          icon={<Wallet />}
          value={figures.liquidAssets}
          loading={accounts.isPending}
          hint={`Across ${plural(rows.length, 'account')}`}
          data-testid="total-balance"
        />
        <Figure
          label="Investment Accounts"
          icon={<Gauge />}
          value={figures.investmentValue}
          loading={accounts.isPending}
          hint={plural(groups.investment.length, 'account')}
          data-testid="investment-total"
        />
        <Figure
          label="Connected Accounts"
          icon={<Link2 />}
          value={rows.length}
          format="count"
          loading={accounts.isPending}
          hint={`${synced} synced, ${rows.length - synced} entered by hand`}
          data-testid="connected-accounts"
        />
        <Figure
          label="Credit Utilization"
          icon={<CreditCard />}
          value={figures.creditUtilization}
          format="percent"
          decimals={1}
          loading={accounts.isPending}
          tone={
            figures.creditUtilization !== null && Number(figures.creditUtilization) > 30
              ? 'warning'
              : 'default'
          }
          hint={
            figures.creditUtilization === null
              ? 'Add a credit limit to a card to see it'
              : `${formatMoney(figures.creditOwed)} owed of ${formatMoney(figures.creditLimit)} limits`
          }
          data-testid="credit-utilization"
        />
      </div>

      <ListCard
        title="Banking & Savings"
        description="Checking and savings accounts."
        {...listState}
        empty={groups.banking.length === 0}
        emptyTitle="No bank accounts yet"
        emptyDescription={
          may.add
            ? 'Add a checking or savings account to see your cash in one place.'
            : 'No checking or savings account has been added yet.'
        }
        emptyAction={addButton}
        data-testid="banking-accounts"
      >
        <AccountList accounts={groups.banking} {...rowActions} />
      </ListCard>

      <ListCard
        title="Investments"
        description="Brokerage and retirement accounts."
        {...listState}
        empty={groups.investment.length === 0}
        emptyTitle="No investment accounts"
        emptyDescription={
          may.add
            ? 'Add a brokerage or retirement account to track its holdings.'
            : 'No brokerage or retirement account has been added yet.'
        }
        data-testid="investment-accounts"
      >
        <AccountList accounts={groups.investment} {...rowActions} />
      </ListCard>

      {groups.credit.length > 0 ? (
        <ListCard title="Credit Cards" description="What is owed on each card." data-testid="credit-accounts">
          <AccountList accounts={groups.credit} {...rowActions} />
        </ListCard>
      ) : null}

      <AccountDialog {...edits.dialog} account={edits.row} />
      <ConfirmDialog {...edits.confirm} />
    </PageContainer>
  );
}
