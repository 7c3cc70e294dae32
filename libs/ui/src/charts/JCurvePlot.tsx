// The heavy half of JCurveChart: uPlot drawing cumulative calls, distributions and their net as steps
// (a cumulative figure only changes on the day of a flow), loaded as its own chunk (JCurveChart
// imports this file lazily; never export it from the lib's index). The canvas cannot read CSS
// variables, so colours are read from the theme tokens at each draw and the plot redraws on a theme
// change; a ResizeObserver keeps it as wide as its container. The amounts are numbers here only to be
// drawn: every figure shown in text is the API's decimal string.
import { css } from '@emotion/react';
import type { JCurvePoint } from '@heirloom/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import { uplotStyle, useUplot } from './uplot-chart';
import { formatMoney, t } from '@heirloom/ui/base';
import { dayToSeconds, formatDateTicks, formatDay, formatMoneyTicks, withAlpha } from './chart-format';

/** One line: which cumulative figure, its label and its colour token (JCurveChart's jCurveSeries). */
export interface JCurveLine {
  key: 'calls' | 'distributions' | 'net';
  label: string;
  /** The readout's word for it ("Called"). */
  short: string;
  token: 'warning' | 'success' | 'primary';
}

export interface JCurvePlotProps {
  points: readonly JCurvePoint[];
  lines: readonly JCurveLine[];
  /** Height of the plot area in px (the readout line sits above it). */
  height: number;
}

const readoutStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${t.space[3]}`,
  minHeight: '1.75rem',
  '& > *': { whiteSpace: 'nowrap' },
  fontSize: t.text.xs,
  color: t.color.mutedFg,
  fontVariantNumeric: 'tabular-nums',
  '& strong': { color: t.color.fg, fontWeight: 600 },
});

export default function JCurvePlot({ points, lines, height }: JCurvePlotProps) {
  const host = useRef<HTMLDivElement>(null);
  /** The hovered point's index, or null: the readout then shows the latest point. */
  const [hovered, setHovered] = useState<number | null>(null);
  const data = useMemo<uPlot.AlignedData>(
    () => [points.map((p) => dayToSeconds(p.date)), ...lines.map((s) => points.map((p) => Number(p[s.key])))],
    [points, lines],
  );
  const create = useCallback(
    (element: HTMLElement) =>
      new uPlot(plotOptions(element, height, lines, setHovered), [[], ...lines.map(() => [])], element),
    [height, lines],
  );
  useUplot(host, create, data, height);

  const shown = (hovered === null ? undefined : points[hovered]) ?? points.at(-1);
  return (
    <div>
      {/* A pointer's readout; the chart's table and summary are what assistive technology reads. */}
      <p css={readoutStyle} aria-hidden="true">
        {shown ? (
          <>
            <strong>{formatDay(shown.date)}</strong>
            {lines.map((s) => (
              <span key={s.key}>
                {s.short} {formatMoney(shown[s.key])}
              </span>
            ))}
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
  lines: readonly JCurveLine[],
  onHover: (index: number | null) => void,
): uPlot.Options {
  const token = (name: string) =>
    getComputedStyle(element).getPropertyValue(`--hl-${name}`).trim() || '#808080';
  const font = `12px ${t.font.sans}`;
  const steps = uPlot.paths.stepped!({ align: 1 });
  return {
    width: Math.max(element.clientWidth, 1),
    height,
    padding: [8, 12, 0, 0],
    legend: { show: false },
    cursor: {
      y: false,
      drag: { x: false, y: false },
      points: { size: 8, width: 2, fill: () => token('card') },
    },
    // Days are UTC midnights: place the ticks on UTC month and day boundaries.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: {
      // A single flow has a single day: give it a month either side rather than a zero-width scale.
      x: {
        time: true,
        range: (_plot, min, max) => (min === max ? [min - 30 * 86_400, max + 30 * 86_400] : [min, max]),
      },
      // Always include zero, so the net line is read against it.
      y: {
        range: (_plot, min, max) => {
          const low = Math.min(0, min);
          const high = Math.max(0, max);
          const pad = (high - low || 1) * 0.08;
          return [low < 0 ? low - pad : 0, high + pad];
        },
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
      ...lines.map((s): uPlot.Series => ({
        label: s.label,
        stroke: () => token(s.token),
        width: s.key === 'net' ? 2.5 : 2,
        paths: steps,
        points: { show: false },
        ...(s.key === 'net' ? { fill: () => withAlpha(token(s.token), 0.12), fillTo: 0 } : {}),
      })),
    ],
    hooks: {
      setCursor: [(plot) => onHover(plot.cursor.idx ?? null)],
    },
  };
}
