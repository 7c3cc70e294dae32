// The heavy half of NetWorthChart: uPlot and its styles, loaded as their own chunk (NetWorthChart
// imports this file lazily; never export it from the lib's index). The canvas cannot read CSS
// variables, so colours are read from the theme tokens at each draw and the plot redraws on a theme
// change; a ResizeObserver keeps it as wide as its container.
import { css } from '@emotion/react';
import type { NetWorthPoint } from '@heirloom/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import { uplotStyle, useUplot } from './uplot-chart';
import { formatMoney, t } from '@heirloom/ui/base';
import { dayToSeconds, formatDateTicks, formatDay, formatMoneyTicks, withAlpha } from './chart-format';

export interface NetWorthPlotProps {
  points: readonly NetWorthPoint[];
  /** Height of the plot area in px (the readout line sits above it). */
  height: number;
}

const readoutStyle = css({
  display: 'flex',
  alignItems: 'baseline',
  gap: t.space[2],
  height: '1.75rem',
  fontSize: t.text.sm,
  color: t.color.mutedFg,
  fontVariantNumeric: 'tabular-nums',
  '& strong': { color: t.color.fg, fontSize: t.text.md, fontWeight: 600 },
});

export default function NetWorthPlot({ points, height }: NetWorthPlotProps) {
  const host = useRef<HTMLDivElement>(null);
  /** The hovered day (x seconds), or null: the readout then shows the latest point. */
  const [hovered, setHovered] = useState<number | null>(null);
  const data = useMemo<uPlot.AlignedData>(
    () => [points.map((p) => dayToSeconds(p.day)), points.map((p) => Number(p.netWorth))],
    [points],
  );
  const create = useCallback(
    (element: HTMLElement) => new uPlot(plotOptions(element, height, setHovered), [[], []], element),
    [height],
  );
  useUplot(host, create, data, height);

  const shown =
    (hovered === null ? undefined : points.find((p) => dayToSeconds(p.day) === hovered)) ?? points.at(-1);
  return (
    <div>
      {/* A pointer's readout; the chart's text summary beside it is what assistive technology reads. */}
      <p css={readoutStyle} aria-hidden="true">
        {shown ? (
          <>
            <strong>{formatMoney(shown.netWorth)}</strong>
            <span>{formatDay(shown.day)}</span>
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
      points: { size: 9, width: 2, fill: () => token('card'), stroke: () => token('accent') },
    },
    // Days are UTC midnights: place the ticks on UTC month and day boundaries.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: {
      // A new user has a single day: give it a day either side rather than a zero-width scale.
      x: {
        time: true,
        range: (_plot, min, max) => (min === max ? [min - 86_400, max + 86_400] : [min, max]),
      },
    },
    axes: [
      {
        stroke: () => token('muted-fg'),
        font,
        space: 72,
        grid: { show: false },
        ticks: { stroke: () => token('border'), size: 4 },
        values: (_plot, splits) => formatDateTicks(splits),
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
        label: 'Net worth',
        stroke: () => token('accent'),
        width: 2,
        points: { show: false },
        fill: (plot) => {
          const { top, height: bboxHeight } = plot.bbox;
          const gradient = plot.ctx.createLinearGradient(0, top, 0, top + bboxHeight);
          gradient.addColorStop(0, withAlpha(token('accent'), 0.28));
          gradient.addColorStop(1, withAlpha(token('accent'), 0.02));
          return gradient;
        },
      },
    ],
    hooks: {
      setCursor: [
        (plot) => {
          const index = plot.cursor.idx;
          onHover(index == null ? null : (plot.data[0][index] ?? null));
        },
      ],
    },
  };
}
