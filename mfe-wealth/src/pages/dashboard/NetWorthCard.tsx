// The dashboard's first figure: net worth (liquid + non-liquid + real estate equity, spec section 9),
// its three parts, and, once the figure is on screen, the history and composition charts. A part the
// person may not see (null: its area is not shared, issue 31) is left out, never shown as 0.
import { css } from '@emotion/react';
import { Card, formatMoney, mq, t } from '@heirloom/ui';
import type { ReactNode } from 'react';
import type { DashboardSummary } from './dashboard-access';

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
const partsStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: t.space[4],
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: t.space[2] },
});
const partValue = css({ fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

const partLabels = {
  liquidAssets: 'Liquid assets',
  nonLiquidAssets: 'Non-liquid assets',
  realEstateEquity: 'Real estate equity',
} as const;

/** The parts of net worth the person may see; none when no part's area is shared. */
export function knownParts(summary: DashboardSummary) {
  return (Object.keys(partLabels) as (keyof typeof partLabels)[]).flatMap((key) => {
    const value = summary.figures[key];
    return value === null ? [] : [{ key, label: partLabels[key], value }];
  });
}

export function NetWorthCard({ summary, charts }: { summary: DashboardSummary; charts?: ReactNode }) {
  const { netWorth } = summary.figures;
  const parts = knownParts(summary);
  return (
    <Card css={card} data-testid="card-net-worth">
      {netWorth !== null ? (
        <div>
          <p css={label}>Net Worth</p>
          <p css={figure} data-testid="net-worth">
            {formatMoney(netWorth)}
          </p>
        </div>
      ) : null}
      {parts.length > 0 ? (
        <dl css={partsStyle}>
          {parts.map((part) => (
            <div key={part.key} data-testid={`net-worth-part-${part.key}`}>
              <dt css={label}>{part.label}</dt>
              <dd css={partValue}>{formatMoney(part.value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {charts}
    </Card>
  );
}
