// Shown when any holding is at a loss (spec: 'Tax-Loss Harvesting Opportunities'): each loser's symbol,
// name and unrealised loss in dollars, largest first.
import { css } from '@emotion/react';
import { holdingGain, type HoldingRow } from '@heirloom/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, formatMoney, t } from '@heirloom/ui';
import { TrendingDown } from 'lucide-react';
import * as s from './rows';

const card = css({ borderColor: `color-mix(in srgb, ${t.color.warning} 45%, ${t.color.border})` });
const title = css({
  display: 'flex',
  alignItems: 'center',
  gap: t.space[2],
  '& svg': { width: '1.125rem', height: '1.125rem', color: t.color.warning, flexShrink: 0 },
});
const lossRow = css(s.row, { gridTemplateColumns: 'minmax(0, 1fr) auto' });

export function TaxLossCard({ losers }: { losers: readonly HoldingRow[] }) {
  return (
    <Card css={card} data-testid="tax-loss-card">
      <CardHeader>
        <CardTitle css={title}>
          <TrendingDown aria-hidden="true" />
          Tax-Loss Harvesting Opportunities
        </CardTitle>
        <CardDescription>
          The following holdings have unrealized losses that could be harvested for tax benefits:
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul css={s.rowList} aria-label="Holdings at a loss">
          {losers.map((holding) => (
            <li key={holding.id} css={lossRow} data-testid="tax-loss-row" data-symbol={holding.symbol}>
              <div css={{ minWidth: 0 }}>
                <p css={s.primaryText}>{holding.symbol}</p>
                <p css={s.secondaryText}>{holding.name}</p>
              </div>
              <span css={s.mainFigure} style={{ color: t.color.destructive }} data-testid="tax-loss-amount">
                {formatMoney(holdingGain(holding).replace(/^-/, ''))}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
