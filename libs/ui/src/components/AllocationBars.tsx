// How a whole splits into parts (a portfolio by account or by holding): one labelled horizontal bar
// per part with its percentage and amount. Plain CSS, no chart library: the text carries the figures
// (screen readers read the rows), the bars are drawn in theme colours and fit a 390px screen.
import { css } from '@emotion/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { EmptyState, formatMoney, formatPercent, t } from '@heirloom/ui/base';
import { allocationShares, type AllocationItem } from './allocation';

export type { AllocationItem } from './allocation';

const list = css({ display: 'flex', flexDirection: 'column', gap: t.space[3] });
const top = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'baseline',
  gap: t.space[3],
  fontSize: t.text.sm,
});
const labelStyle = css({
  fontWeight: 500,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const figure = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'right' });
const percentStyle = css(figure, { fontWeight: 600 });
const moneyStyle = css(figure, { color: t.color.mutedFg, minWidth: '6.5rem' });
const track = css({
  marginTop: t.space[1],
  height: '0.625rem',
  borderRadius: t.radius.full,
  background: t.color.muted,
  overflow: 'hidden',
});
const bar = css({ height: '100%', borderRadius: 'inherit', transition: 'width 300ms ease' });
const totalStyle = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: t.space[3],
  marginTop: t.space[4],
  paddingTop: t.space[3],
  borderTop: `1px solid ${t.color.border}`,
  fontSize: t.text.sm,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
});

export type AllocationBarsProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  items: readonly AllocationItem[];
  /** Accessible name of the list, e.g. 'Allocation by account'. */
  label: string;
  /** At most this many rows; the smallest beyond it are summed as 'Other (n)'. */
  limit?: number;
  /** Bar colour (a token reference), accent by default. */
  color?: string;
  /** Shown when no item has a positive value. */
  emptyText?: ReactNode;
};

export function AllocationBars({
  items,
  label,
  limit,
  color = t.color.accent,
  emptyText = 'Nothing to show yet',
  ...props
}: AllocationBarsProps) {
  const { total, shares } = allocationShares(items, { limit });
  if (shares.length === 0) {
    return (
      <div {...props}>
        <EmptyState title={emptyText} />
      </div>
    );
  }
  return (
    <div {...props}>
      <ul css={list} aria-label={label}>
        {shares.map((share) => (
          <li key={share.key} data-testid="allocation-row">
            <div css={top}>
              <span css={labelStyle} title={share.label}>
                {share.label}
              </span>
              <span css={percentStyle}>{formatPercent(share.percent, 1)}</span>
              <span css={moneyStyle}>{formatMoney(share.value)}</span>
            </div>
            <div css={track} aria-hidden="true">
              <div css={bar} style={{ width: `${share.percent}%`, background: color }} />
            </div>
          </li>
        ))}
      </ul>
      <p css={totalStyle}>
        <span>Total</span>
        <span>{formatMoney(total)}</span>
      </p>
    </div>
  );
}
