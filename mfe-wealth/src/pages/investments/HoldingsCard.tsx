// The Holdings card: per holding its symbol, a return badge, name, shares to 2 decimals, current value
// and gain or loss in dollars, with edit and delete.
import { compareMoney, holdingGain, type HoldingRow } from '@heirloom/contracts';
import { Badge, Button, ButtonLink, formatMoney, formatPercent, ListCard, t } from '@heirloom/ui';
import { LineChart, Pencil, Plus, Trash2 } from 'lucide-react';
import { formatGain } from './portfolio';
import * as s from './rows';

const sharesFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface HoldingsCardProps {
  holdings: readonly HoldingRow[];
  /** Account names by id, to say where each holding is kept. */
  accountNames: ReadonlyMap<string, string>;
  /** Whether there is an investment account to add a holding to. */
  canAdd: boolean;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Absent: the person may not add, edit or delete holdings (issue 31). */
  onAdd?: () => void;
  onEdit?: (holding: HoldingRow) => void;
  onDelete?: (holding: HoldingRow) => void;
}

const tone = (value: string) => {
  const sign = compareMoney(value, 0);
  return sign > 0 ? 'success' : sign < 0 ? 'destructive' : 'secondary';
};

export function HoldingsCard({
  holdings,
  accountNames,
  canAdd,
  loading,
  error,
  onRetry,
  onAdd,
  onEdit,
  onDelete,
}: HoldingsCardProps) {
  const addButton = (
    <Button size="sm" onClick={onAdd}>
      <Plus aria-hidden="true" />
      Add Holding
    </Button>
  );
  return (
    <ListCard
      title="Holdings"
      actions={canAdd && onAdd && holdings.length > 0 ? addButton : undefined}
      loading={loading}
      skeletonCount={4}
      skeletonHeight="3.5rem"
      error={error}
      onRetry={onRetry}
      empty={holdings.length === 0}
      emptyIcon={<LineChart />}
      emptyTitle="No holdings"
      emptyDescription={
        !onAdd
          ? 'No stocks, funds or bonds have been added yet.'
          : canAdd
            ? 'Add the stocks, funds and bonds you hold to see their value and returns.'
            : 'Holdings live in investment accounts: add one on the Accounts page first.'
      }
      emptyAction={
        !onAdd ? undefined : canAdd ? (
          addButton
        ) : (
          <ButtonLink to="/accounts" variant="outline">
            Go to Accounts
          </ButtonLink>
        )
      }
      data-testid="holdings"
    >
      <ul css={s.rowList} aria-label="Holdings">
        {holdings.map((holding) => {
          const gain = holdingGain(holding);
          const gainTone = tone(gain);
          const account = accountNames.get(holding.accountId);
          return (
            <li key={holding.id} css={s.row} data-testid="holding-row" data-symbol={holding.symbol}>
              <div css={{ minWidth: 0 }}>
                <p css={s.primaryText}>
                  <span data-testid="holding-symbol">{holding.symbol}</span>
                  <Badge variant={tone(holding.returnPercent)} data-testid="holding-return">
                    {formatPercent(holding.returnPercent, 2, { signed: true })}
                  </Badge>
                </p>
                <p css={s.secondaryText}>{holding.name}</p>
                <p css={s.secondaryText}>
                  <span data-testid="holding-shares">
                    {sharesFormat.format(Number(holding.shares))} shares
                  </span>
                  {account ? ` · ${account}` : null}
                </p>
              </div>
              <div css={s.figures}>
                <span css={s.mainFigure} data-testid="holding-value">
                  {formatMoney(holding.currentValue)}
                </span>
                <span
                  css={s.subFigure}
                  style={{ color: gainTone === 'secondary' ? undefined : t.color[gainTone] }}
                  data-testid="holding-gain"
                >
                  {formatGain(gain)}
                </span>
              </div>
              <div css={s.actions}>
                {onEdit ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    css={s.iconButton}
                    aria-label={`Edit ${holding.symbol}`}
                    onClick={() => onEdit(holding)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                ) : null}
                {onDelete ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    css={s.iconButton}
                    aria-label={`Delete ${holding.symbol}`}
                    onClick={() => onDelete(holding)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </ListCard>
  );
}
