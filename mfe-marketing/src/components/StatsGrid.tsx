import { css } from '@emotion/react';
import { mq, t } from '@heirloom/ui/base';
import type { Claim } from '../content/claims';

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: t.space[4],
  [mq.down(900)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});
const item = css({
  display: 'flex',
  flexDirection: 'column',
  padding: t.space[5],
  borderRadius: t.radius.lg,
  border: `1px solid ${t.color.border}`,
  background: t.color.card,
  [mq.mobile]: { padding: t.space[4] },
});
const value = css({
  fontFamily: t.font.serif,
  fontSize: 'clamp(1.5rem, 1.1rem + 1.4vw, 2.25rem)',
  fontWeight: 600,
  lineHeight: 1.1,
  color: t.color.accent,
  fontVariantNumeric: 'tabular-nums',
});
const label = css({ marginTop: t.space[2], fontSize: t.text.sm, color: t.color.mutedFg, lineHeight: 1.4 });

/** Figures as a description list: each value is announced with its label. */
export function StatsGrid({ stats, className }: { stats: readonly Claim[]; className?: string }) {
  return (
    <dl css={grid} className={className}>
      {stats.map((stat) => (
        <div key={stat.label} css={item}>
          <dt css={label}>{stat.label}</dt>
          <dd css={[value, { order: -1 }]}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
