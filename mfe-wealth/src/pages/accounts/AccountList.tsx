// One group of accounts (banking and savings, investments, credit cards): name, institution, type,
// last sync and balance per row, with edit and delete.
import { css } from '@emotion/react';
import { amountOwed, type AccountRow } from '@heirloom/contracts';
import { Badge, formatDay, formatMoney, listRow, listRowIcon, RowActions, rowList, t } from '@heirloom/ui';
import { CreditCard, Landmark, LineChart, PiggyBank } from 'lucide-react';
import { accountTypeLabel } from './account-types';

const list = rowList;
const row = listRow;
const icon = listRowIcon;
const name = css({ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const meta = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${t.space[1]} ${t.space[2]}`,
  fontSize: t.text.sm,
  color: t.color.mutedFg,
});
const balance = css({ fontWeight: 600, fontVariantNumeric: 'tabular-nums', textAlign: 'right' });
const owedStyle = css({ color: t.color.destructive });

const icons = { checking: Landmark, savings: PiggyBank, credit: CreditCard, investment: LineChart };

export interface AccountListProps {
  accounts: readonly AccountRow[];
  /** Absent: the person may not edit (issue 31). */
  onEdit?: (account: AccountRow) => void;
  /** Absent: the person may not delete. */
  onDelete?: (account: AccountRow) => void;
}

export function AccountList({ accounts, onEdit, onDelete }: AccountListProps) {
  return (
    <ul css={list}>
      {accounts.map((account) => {
        const Icon = icons[account.accountType];
        const owed = amountOwed(account);
        const isCredit = account.accountType === 'credit';
        return (
          <li key={account.id} css={row} data-testid="account-row" data-account-id={account.id}>
            <span css={icon} aria-hidden="true">
              <Icon />
            </span>
            <div css={{ minWidth: 0 }}>
              <p css={name}>{account.name}</p>
              <div css={meta}>
                <span>{account.institution}</span>
                <Badge variant="secondary">{accountTypeLabel(account.accountType)}</Badge>
                <span>{account.lastSync ? `Synced ${formatDay(account.lastSync)}` : 'Entered by hand'}</span>
              </div>
            </div>
            <div css={balance}>
              {isCredit ? (
                <>
                  <p css={Number(owed) > 0 ? owedStyle : undefined} data-testid="account-balance">
                    {formatMoney(account.balance)}
                  </p>
                  {account.creditLimit ? (
                    <p css={{ fontSize: t.text.xs, fontWeight: 400, color: t.color.mutedFg }}>
                      of {formatMoney(account.creditLimit)} limit
                    </p>
                  ) : null}
                </>
              ) : (
                <p data-testid="account-balance">{formatMoney(account.balance)}</p>
              )}
            </div>
            <RowActions
              label={account.name}
              onEdit={onEdit && (() => onEdit(account))}
              onDelete={onDelete && (() => onDelete(account))}
            />
          </li>
        );
      })}
    </ul>
  );
}
