// The heavy half of WealthBandsChart: uPlot drawing the 10th-90th percentile band of wealth by age,
// the median on it, and the retirement age marked; loaded as its own chunk (never export it from the
// lib's index). Colours are read from the theme tokens at each draw (a canvas cannot read CSS
// variables) and the plot redraws on a theme change; a ResizeObserver keeps it as wide as its box.
import { css } from '@emotion/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import { uplotStyle, useUplot } from './uplot-chart';
import { wholeDollars } from './WealthBandsChart';
import { t } from '@heirloom/ui/base';
import { formatMoneyTicks, withAlpha } from './chart-format';
import type { WealthBands } from './WealthBandsChart';

export interface WealthBandsPlotProps {
  bands: WealthBands;
  height: number;
}

const readoutStyle = css({
  display: 'flex',
  gap: t.space[3],
  height: '1.75rem',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  fontSize: t.text.xs,
  color: t.color.mutedFg,
  fontVariantNumeric: 'tabular-nums',
  '& strong': { color: t.color.fg, fontWeight: 600 },
});

export default function WealthBandsPlot({ bands, height }: WealthBandsPlotProps) {
  const host = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const retirementAge = bands.retirementAge;
  const data = useMemo<uPlot.AlignedData>(
    () => [[...bands.ages], bands.p10.map(Number), bands.p50.map(Number), bands.p90.map(Number)],
    [bands],
  );
  const create = useCallback(
    (element: HTMLElement) =>
      new uPlot(plotOptions(element, height, retirementAge, setHovered), [[], [], [], []], element),
    [height, retirementAge],
  );
  useUplot(host, create, data, height);

  const index = hovered ?? bands.ages.length - 1;
  return (
    <div>
      <p css={readoutStyle} aria-hidden="true">
        {bands.ages[index] !== undefined ? (
          <>
            <strong>Age {bands.ages[index]}</strong>
            <span>10th {wholeDollars(bands.p10[index] ?? '0')}</span>
            <span>Median {wholeDollars(bands.p50[index] ?? '0')}</span>
            <span>90th {wholeDollars(bands.p90[index] ?? '0')}</span>
          </>
        ) : null}
      </p>
      <div ref={host} css={uplotStyle} style={{ height }} aria-hidden="true" />
    </div>
  );
}

function plotOptions(
  element: HTMLElement,
  height: number,
  retirementAge: number,
  onHover: (index: number | null) => void,
): uPlot.Options {
  const token = (name: string) =>
    getComputedStyle(element).getPropertyValue(`--hl-${name}`).trim() || '#808080';
  const font = `12px ${t.font.sans}`;
  return {
    width: Math.max(element.clientWidth, 1),
    height,
    padding: [8, 12, 0, 0],
    legend: { show: false },
    cursor: {
      y: false,
      drag: { x: false, y: false },
      points: { size: 7, width: 2, fill: () => token('card') },
    },
    scales: { x: { time: false }, y: { range: (_plot, _min, max) => [0, (max || 1) * 1.05] } },
    axes: [
      {
        stroke: () => token('muted-fg'),
        font,
        space: 48,
        grid: { show: false },
        ticks: { stroke: () => token('border'), size: 4 },
        values: (_plot, splits) => splits.map((age) => String(age)),
      },
      {
        stroke: () => token('muted-fg'),
        font,
        size: 64,
        space: 36,
        grid: { stroke: () => token('border'), width: 1 },
        ticks: { show: false },
        values: (_plot, splits) => formatMoneyTicks(splits),
      },
    ],
    series: [
      {},
      {
        label: '10th percentile',
        stroke: () => withAlpha(token('primary'), 0.5),
        width: 1,
        points: { show: false },
      },
      { label: 'Median', stroke: () => token('primary'), width: 2.5, points: { show: false } },
      {
        label: '90th percentile',
        stroke: () => withAlpha(token('primary'), 0.5),
        width: 1,
        points: { show: false },
      },
    ],
    // The 10th-90th band filled between its two lines.
    bands: [{ series: [3, 1], fill: () => withAlpha(token('primary'), 0.14) }],
    hooks: {
      setCursor: [(plot) => onHover(plot.cursor.idx ?? null)],
      draw: [
        (plot) => {
          // The retirement age as a dashed vertical line.
          const x = plot.valToPos(retirementAge, 'x', true);
          if (!Number.isFinite(x)) return;
          const { ctx } = plot;
          ctx.save();
          ctx.strokeStyle = token('warning');
          ctx.lineWidth = 1.5 * devicePixelRatio;
          ctx.setLineDash([6 * devicePixelRatio, 4 * devicePixelRatio]);
          ctx.beginPath();
          ctx.moveTo(x, plot.bbox.top);
          ctx.lineTo(x, plot.bbox.top + plot.bbox.height);
          ctx.stroke();
          ctx.restore();
        },
      ],
    },
  };
}
