// The dashboard's first figure: net worth (liquid + non-liquid + real estate equity, spec section 9),
// its three parts, and, once the figure is on screen, the history and composition charts.
import { css } from '@emotion/react';
import type { FamilySummary } from '@heirloom/contracts';
import { Card, formatMoney, mq, t } from '@heirloom/ui';
import type { ReactNode } from 'react';

const card = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: t.space[5],
  padding: t.space[6],
  [mq.mobile]: { padding: t.space[5] },
});
const label = css({ fontSize: t.text.sm, fontWeight: 500, color: t.color.mutedFg });
const figure = css({
  fontSize: t.text['4xl'],
  fontWeight: 700,
  letterSpacing: '-0.03em',
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.1,
  overflowWrap: 'anywhere',
  [mq.mobile]: { fontSize: t.text['3xl'] },
});
const parts = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: t.space[4],
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: t.space[2] },
});
const partValue = css({ fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

export function NetWorthCard({ summary, charts }: { summary: FamilySummary; charts?: ReactNode }) {
  const { figures } = summary;
  return (
    <Card css={card} data-testid="card-net-worth">
      <div>
        <p css={label}>Net Worth</p>
        <p css={figure} data-testid="net-worth">
          {formatMoney(figures.netWorth)}
        </p>
      </div>
      <dl css={parts}>
        <div>
          <dt css={label}>Liquid assets</dt>
          <dd css={partValue}>{formatMoney(figures.liquidAssets)}</dd>
        </div>
        <div>
          <dt css={label}>Non-liquid assets</dt>
          <dd css={partValue}>{formatMoney(figures.nonLiquidAssets)}</dd>
        </div>
        <div>
          <dt css={label}>Real estate equity</dt>
          <dd css={partValue}>{formatMoney(figures.realEstateEquity)}</dd>
        </div>
      </dl>
      {charts}
    </Card>
  );
}
