// The month-end balances as bars from a zero line, the floor as a dashed line across them and the
// lowest month marked. Plain HTML and CSS (as libs/ui's GroupedBarChart): each bar is a button that
// opens its month's items, and the table under the chart carries the same figures for screen readers.
import { css } from '@emotion/react';
import type { Forecast } from '@heirloom/contracts';
import { mq, t } from '@heirloom/ui';
import { barGeometry, forecastMoney, monthLabel } from './forecast-format';

const PLOT_HEIGHT = '14rem';

const frame = css({ display: 'flex', flexDirection: 'column', gap: t.space[2], minWidth: 0 });
const plot = css({
  position: 'relative',
  height: PLOT_HEIGHT,
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  gap: t.space[2],
  [mq.mobile]: { gap: '2px' },
});
const column = css({
  position: 'relative',
  height: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  borderRadius: t.radius.sm,
  '&:hover': { background: t.color.muted },
  '&:focus-visible': { outline: `2px solid ${t.color.ring}`, outlineOffset: '2px' },
  '&[aria-pressed="true"]': { background: t.color.muted, boxShadow: `inset 0 0 0 1px ${t.color.border}` },
});
const bar = css({
  position: 'absolute',
  left: '15%',
  right: '15%',
  minHeight: '2px',
  borderRadius: '3px',
  background: t.color.primary,
  [mq.mobile]: { left: '5%', right: '5%' },
});
const belowFloor = css({ background: t.color.warning });
const negative = css({ background: t.color.destructive });
const line = css({ position: 'absolute', left: 0, right: 0, height: 0, pointerEvents: 'none' });
const zeroLine = css(line, { borderTop: `1px solid ${t.color.border}` });
const floorLine = css(line, { borderTop: `2px dashed ${t.color.warning}` });
const legend = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${t.space[1]} ${t.space[4]}`,
  fontSize: t.text.xs,
  color: t.color.mutedFg,
});
const legendItem = css({ display: 'inline-flex', alignItems: 'center', gap: t.space[1] });
const swatch = css({ display: 'inline-block', width: '0.75rem', height: '0.75rem', borderRadius: '2px' });
const floorSwatch = css({
  display: 'inline-block',
  width: '1rem',
  borderTop: `2px dashed ${t.color.warning}`,
});
const yearStyle = css({ display: 'block', fontSize: '0.625rem' });
const labels = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  gap: t.space[2],
  fontSize: t.text.xs,
  color: t.color.mutedFg,
  textAlign: 'center',
  '& > span': { overflow: 'hidden', whiteSpace: 'nowrap' },
  [mq.mobile]: { gap: '2px', '& > span': { fontSize: '0.625rem' } },
});
const lowestMark = css({ fontWeight: 700, color: t.color.fg });

export interface ForecastChartProps {
  forecast: Pick<Forecast, 'months' | 'floor' | 'lowest'>;
  selected: string | null;
  onSelect: (month: string) => void;
}

export function ForecastChart({ forecast, selected, onSelect }: ForecastChartProps) {
  const geometry = barGeometry(forecast);
  const floor = Number(forecast.floor);
  return (
    <figure css={frame} data-testid="forecast-chart" style={{ margin: 0 }}>
      <div css={plot}>
        <span css={zeroLine} style={{ top: `${geometry.zero}%` }} aria-hidden="true" />
        <span css={floorLine} style={{ top: `${geometry.floor}%` }} aria-hidden="true" />
        {forecast.months.map((month, i) => {
          const g = geometry.bars[i]!;
          const low = month.month === forecast.lowest.month;
          return (
            <button
              key={month.month}
              type="button"
              css={column}
              aria-pressed={selected === month.month}
              aria-label={`${monthLabel(month.month, true)}: ${forecastMoney(month.closing)} at month end${low ? ', the lowest point' : ''}`}
              onClick={() => onSelect(month.month)}
              data-testid="forecast-bar"
              data-month={month.month}
            >
              <span
                css={[bar, Number(month.closing) < floor && belowFloor, g.negative && negative]}
                style={{ top: `${g.top}%`, height: `${g.height}%` }}
              />
            </button>
          );
        })}
      </div>
      <div css={labels} aria-hidden="true">
        {forecast.months.map((month, i) => (
          <span key={month.month} css={month.month === forecast.lowest.month && lowestMark}>
            {monthLabel(month.month).slice(0, 3)}
            <span css={yearStyle}>
              {i === 0 || month.month.endsWith('-01') ? month.month.slice(0, 4) : '\u00a0'}
            </span>
          </span>
        ))}
      </div>
      <figcaption css={legend}>
        <span css={legendItem}>
          <span css={[swatch, { background: t.color.primary }]} /> Month-end cash
        </span>
        <span css={legendItem}>
          <span css={[swatch, { background: t.color.warning }]} /> Below the floor
        </span>
        <span css={legendItem}>
          <span css={floorSwatch} /> Floor {forecastMoney(forecast.floor)}
        </span>
      </figcaption>
    </figure>
  );
}
