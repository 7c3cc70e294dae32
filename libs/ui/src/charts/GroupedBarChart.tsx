// Amounts side by side per group (income and tax per tax year, say) as vertical bars: plain HTML and
// CSS like CompositionChart, light enough for a first paint, and a table of the same amounts that
// assistive technology reads (the bars are decoration).
import { css } from '@emotion/react';
import { formatMoney, srOnly, t } from '@heirloom/ui/base';
import { groupedBars, type BarGroupInput } from './grouped-bars';

export interface BarSeries {
  key: string;
  label: string;
  /** A CSS colour; a token (t.color.primary) follows the theme. */
  color: string;
}

export interface GroupedBarChartProps {
  /** What the chart shows, for its caption and its table ("Income and tax by year"). */
  title: string;
  series: readonly BarSeries[];
  /** In the order drawn, left to right. */
  groups: readonly BarGroupInput[];
  /** Height of the bar area, default 12rem. */
  height?: string;
  className?: string;
}

const frameStyle = css({ display: 'flex', flexDirection: 'column', gap: t.space[3], margin: 0, minWidth: 0 });
const plotStyle = css({
  display: 'flex',
  alignItems: 'stretch',
  gap: t.space[4],
  borderBottom: `1px solid ${t.color.border}`,
  paddingTop: t.space[5],
});
const groupStyle = css({
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  alignItems: 'flex-end',
  gap: t.space[1],
});
const barStyle = css({
  position: 'relative',
  flex: '1 1 0',
  maxWidth: '3rem',
  minWidth: 0,
  borderRadius: `${t.radius.sm} ${t.radius.sm} 0 0`,
});
const labelsStyle = css({
  display: 'flex',
  gap: t.space[4],
  fontSize: t.text.sm,
  color: t.color.mutedFg,
  fontVariantNumeric: 'tabular-nums',
  '& span': { flex: '1 1 0', minWidth: 0, textAlign: 'center' },
});
const legendStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${t.space[1]} ${t.space[4]}`,
  padding: 0,
  listStyle: 'none',
  fontSize: t.text.sm,
  '& li': { display: 'flex', alignItems: 'center', gap: t.space[2] },
});
const swatchStyle = css({ flex: 'none', width: '0.625rem', height: '0.625rem', borderRadius: t.radius.sm });

export function GroupedBarChart({
  title,
  series,
  groups,
  height = '12rem',
  className,
}: GroupedBarChartProps) {
  const drawn = groupedBars(
    groups,
    series.map((s) => s.key),
  );
  const colorOf = (key: string) => series.find((s) => s.key === key)?.color ?? t.color.mutedFg;
  const labelOf = (key: string) => series.find((s) => s.key === key)?.label ?? key;
  return (
    <figure css={frameStyle} className={className}>
      <ul css={legendStyle} aria-hidden="true">
        {series.map((s) => (
          <li key={s.key}>
            <span css={swatchStyle} style={{ background: s.color }} />
            <span>{s.label}</span>
          </li>
        ))}
      </ul>
      <div css={plotStyle} style={{ height }} aria-hidden="true">
        {drawn.map((group) => (
          <div key={group.label} css={groupStyle} style={{ justifyContent: 'center' }}>
            {group.bars.map((bar) => (
              <span
                key={bar.key}
                css={barStyle}
                title={`${group.label} ${labelOf(bar.key)}: ${bar.amount === null ? 'none' : formatMoney(bar.amount)}`}
                style={{ height: `${bar.height}%`, background: colorOf(bar.key) }}
              />
            ))}
          </div>
        ))}
      </div>
      <div css={labelsStyle} aria-hidden="true">
        {drawn.map((group) => (
          <span key={group.label}>{group.label}</span>
        ))}
      </div>
      <table css={srOnly}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Group</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.label}>
              <th scope="row">{group.label}</th>
              {series.map((s) => {
                const amount = group.values[s.key] ?? null;
                return <td key={s.key}>{amount === null ? 'None' : formatMoney(amount)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
