// Assets against liabilities as two horizontal stacked bars on one scale, from the FamilyFigures of
// libs/contracts. Plain HTML and CSS: light enough for the first paint, and the amounts are text that
// assistive technology reads (the bars themselves are decoration).
import { css } from '@emotion/react';
import type { FamilyFigures } from '@heirloom/contracts';
import { formatMoney, t } from '@heirloom/ui/base';
import { composition, type CompositionSegment } from './composition';

export interface CompositionChartProps {
  figures: FamilyFigures;
  className?: string;
}

const segmentColors: Record<CompositionSegment['key'], string> = {
  liquid: t.color.accent,
  private: t.color.ring,
  realEstate: t.color.primary,
  credit: t.color.warning,
  mortgages: t.color.destructive,
};

const frameStyle = css({ display: 'flex', flexDirection: 'column', gap: t.space[5], margin: 0, minWidth: 0 });
const headStyle = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: t.space[2],
  fontSize: t.text.sm,
  fontWeight: 600,
  marginBottom: t.space[2],
  '& span:last-child': { fontVariantNumeric: 'tabular-nums' },
});
const trackStyle = css({
  display: 'flex',
  height: '0.875rem',
  borderRadius: t.radius.full,
  background: t.color.muted,
  overflow: 'hidden',
});
const legendStyle = css({
  display: 'grid',
  gap: t.space[1],
  marginTop: t.space[2],
  padding: 0,
  listStyle: 'none',
  fontSize: t.text.sm,
  '& li': { display: 'flex', alignItems: 'center', gap: t.space[2], minWidth: 0 },
  '& li span:nth-of-type(2)': { flex: 1, color: t.color.mutedFg, minWidth: 0 },
  '& li span:last-child': { fontVariantNumeric: 'tabular-nums' },
});
const swatchStyle = css({ flex: 'none', width: '0.625rem', height: '0.625rem', borderRadius: t.radius.sm });
const captionStyle = css({ fontSize: t.text.sm, color: t.color.mutedFg });

function Bar({ title, total, segments }: { title: string; total: string; segments: CompositionSegment[] }) {
  return (
    <div>
      <p css={headStyle}>
        <span>{title}</span>
        <span>{formatMoney(total)}</span>
      </p>
      <div css={trackStyle} aria-hidden="true">
        {segments.map((segment) => (
          <span
            key={segment.key}
            style={{ width: `${segment.width}%`, background: segmentColors[segment.key] }}
          />
        ))}
      </div>
      <ul css={legendStyle}>
        {segments.map((segment) => (
          <li key={segment.key}>
            <span css={swatchStyle} style={{ background: segmentColors[segment.key] }} aria-hidden="true" />
            <span>{segment.label}</span>
            <span>{formatMoney(segment.amount)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CompositionChart({ figures, className }: CompositionChartProps) {
  const { assets, liabilities, netWorth } = composition(figures);
  if (assets.total === '0.00' && liabilities.total === '0.00') {
    return (
      <p css={captionStyle} className={className}>
        No assets or liabilities yet.
      </p>
    );
  }
  return (
    <figure css={frameStyle} className={className}>
      <Bar title="Assets" total={assets.total} segments={assets.segments} />
      <Bar title="Liabilities" total={liabilities.total} segments={liabilities.segments} />
      <figcaption css={captionStyle}>
        Net worth {formatMoney(netWorth)}: assets of {formatMoney(assets.total)} minus liabilities of{' '}
        {formatMoney(liabilities.total)}.
      </figcaption>
    </figure>
  );
}
