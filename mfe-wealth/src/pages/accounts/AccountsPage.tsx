// Accounts (/accounts), spec section 2: four summary tiles, the banking and savings, investment and
// credit-card lists (credit only if any), and the Add Account dialog that also edits.
import { css } from '@emotion/react';
import { familyFigures, type AccountRow } from '@heirloom/contracts';
import {
  Button,
  ConfirmDialog,
  formatMoney,
  formatPercent,
  ListCard,
  mq,
  PageContainer,
  PageHeader,
  StatTile,
  t,
  UploadDialog,
  useOpenFromLink,
} from '@heirloom/ui';
import { CreditCard, Gauge, Link2, Plus, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useAccounts, useDeleteAccount } from '../../data/accounts';
import { AccountDialog } from './AccountDialog';
import { AccountList } from './AccountList';
import { accountGroups } from './groups';

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
  const [editing, setEditing] = useState<AccountRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AccountRow | null>(null);
  useOpenFromLink(() => setEditing('new'));

  const rows = accounts.data ?? [];
  const figures = familyFigures({ ...noFigures, accounts: rows });
  const groups = accountGroups(rows);
  const synced = rows.filter((a) => a.lastSync).length;
  const listState = {
    loading: accounts.isPending,
    error: accounts.error,
    onRetry: () => void accounts.refetch(),
  };
  const addButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" /> Add Account
    </Button>
  );

  return (
    <PageContainer>
      <PageHeader
        title="Accounts"
        subtitle="Your banking, investment and credit accounts in one place."
        actions={
          <>
            <UploadDialog category="accounts" />
            {addButton}
          </>
        }
      />

      <div css={tiles}>
        <StatTile
          label="Total Balance"
          icon={<Wallet />}
          value={accounts.isPending ? '…' : formatMoney(figures.liquidAssets)}
          hint={`Across ${rows.length} account${rows.length === 1 ? '' : 's'}`}
          data-testid="total-balance"
        />
        <StatTile
          label="Investment Accounts"
          icon={<Gauge />}
          value={accounts.isPending ? '…' : formatMoney(figures.investmentValue)}
          hint={`${groups.investment.length} account${groups.investment.length === 1 ? '' : 's'}`}
          data-testid="investment-total"
        />
        <StatTile
          label="Connected Accounts"
          icon={<Link2 />}
          value={accounts.isPending ? '…' : String(rows.length)}
          hint={`${synced} synced, ${rows.length - synced} entered by hand`}
          data-testid="connected-accounts"
        />
        <StatTile
          label="Credit Utilization"
          icon={<CreditCard />}
          value={
            accounts.isPending
              ? '…'
              : figures.creditUtilization === null
                ? '—'
                : formatPercent(figures.creditUtilization, 1)
          }
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
        emptyDescription="Add a checking or savings account to see your cash in one place."
        emptyAction={addButton}
        data-testid="banking-accounts"
      >
        <AccountList accounts={groups.banking} onEdit={setEditing} onDelete={setDeleting} />
      </ListCard>

      <ListCard
        title="Investments"
        description="Brokerage and retirement accounts."
        {...listState}
        empty={groups.investment.length === 0}
        emptyTitle="No investment accounts"
        emptyDescription="Add a brokerage or retirement account to track its holdings."
        data-testid="investment-accounts"
      >
        <AccountList accounts={groups.investment} onEdit={setEditing} onDelete={setDeleting} />
      </ListCard>

      {groups.credit.length > 0 ? (
        <ListCard title="Credit Cards" description="What is owed on each card." data-testid="credit-accounts">
          <AccountList accounts={groups.credit} onEdit={setEditing} onDelete={setDeleting} />
        </ListCard>
      ) : null}

      <AccountDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        account={editing === 'new' || editing === null ? undefined : editing}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'account'}?`}
        description="Its holdings and transactions are deleted with it. This cannot be undone."
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
        done={{ title: 'Account Deleted', description: `${deleting?.name} has been deleted.` }}
        failed={`Could not delete ${deleting?.name}. Please try again.`}
      />
    </PageContainer>
  );
}
