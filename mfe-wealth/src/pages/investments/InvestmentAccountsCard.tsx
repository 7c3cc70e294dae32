// The Investment Accounts card: per investment account its name, institution, balance and number of
// holdings, with a shortcut to add a holding to it. Accounts themselves are managed on /accounts.
import type { AccountRow } from '@heirloom/contracts';
import { Button, ButtonLink, formatMoney, ListCard } from '@heirloom/ui';
import { Landmark, Plus } from 'lucide-react';
import * as s from './rows';

export interface InvestmentAccountsCardProps {
  accounts: readonly AccountRow[];
  counts: ReadonlyMap<string, number>;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Absent: the person may not add holdings (issue 31). */
  onAddHolding?: (accountId: string) => void;
}

export function InvestmentAccountsCard({
  accounts,
  counts,
  loading,
  error,
  onRetry,
  onAddHolding,
}: InvestmentAccountsCardProps) {
  return (
    <ListCard
      title="Investment Accounts"
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={accounts.length === 0}
      emptyIcon={<Landmark />}
      emptyTitle="No investment accounts"
      emptyDescription="Add a brokerage or retirement account on the Accounts page to track its holdings here."
      emptyAction={
        <ButtonLink to="/accounts" variant="outline">
          Go to Accounts
        </ButtonLink>
      }
      data-testid="investment-accounts"
    >
      <ul css={s.rowList} aria-label="Investment accounts">
        {accounts.map((account) => {
          const count = counts.get(account.id) ?? 0;
          return (
            <li key={account.id} css={s.row} data-testid="investment-account-row">
              <div css={{ minWidth: 0 }}>
                <p css={s.primaryText}>{account.name}</p>
                <p css={s.secondaryText}>{account.institution}</p>
              </div>
              <div css={s.figures}>
                <span css={s.mainFigure} data-testid="account-balance">
                  {formatMoney(account.balance)}
                </span>
                <span css={s.subFigure} data-testid="account-holding-count">
                  {count} {count === 1 ? 'holding' : 'holdings'}
                </span>
              </div>
              {onAddHolding ? (
                <div css={s.actions}>
                  <Button
                    variant="ghost"
                    size="icon"
                    css={s.iconButton}
                    aria-label={`Add a holding to ${account.name}`}
                    title="Add a holding"
                    onClick={() => onAddHolding(account.id)}
                  >
                    <Plus aria-hidden="true" />
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </ListCard>
  );
}
