// The heavy half of NetWorthChart: uPlot and its styles, loaded as their own chunk (NetWorthChart
// imports this file lazily; never export it from the lib's index). The canvas cannot read CSS
// variables, so colours are read from the theme tokens at each draw and the plot redraws on a theme
// change; a ResizeObserver keeps it as wide as its container.
import { css } from '@emotion/react';
import type { NetWorthPoint } from '@heirloom/contracts';
import { useThemeStore } from '@heirloom/platform';
import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import { formatMoney } from '../format';
import { t } from '../tokens';
import { dayToSeconds, formatDateTicks, formatDay, formatMoneyTicks, withAlpha } from './chart-format';

export interface NetWorthPlotProps {
  points: readonly NetWorthPoint[];
  /** Height of the plot area in px (the readout line sits above it). */
  height: number;
}

/** The rules of uplot/dist/uPlot.min.css this chart uses, in theme colours (no global stylesheet). */
const plotStyle = css({
  position: 'relative',
  width: '100%',
  '.uplot, .uplot *, .uplot *::before, .uplot *::after': { boxSizing: 'border-box' },
  '.uplot': { fontFamily: t.font.sans, lineHeight: 1.5, width: '100%' },
  '.u-wrap': { position: 'relative', userSelect: 'none' },
  '.u-over, .u-under': { position: 'absolute' },
  '.u-under': { overflow: 'hidden' },
  '.uplot canvas': { display: 'block', position: 'relative', width: '100%', height: '100%' },
  '.u-axis': { position: 'absolute' },
  '.u-select': { position: 'absolute', pointerEvents: 'none', background: t.color.muted },
  '.u-cursor-x, .u-cursor-y': {
    position: 'absolute',
    left: 0,
    top: 0,
    pointerEvents: 'none',
    willChange: 'transform',
  },
  '.u-hz .u-cursor-x': { height: '100%', borderRight: `1px dashed ${t.color.mutedFg}` },
  '.u-cursor-pt': {
    position: 'absolute',
    top: 0,
    left: 0,
    borderRadius: '50%',
    border: '0 solid',
    pointerEvents: 'none',
    willChange: 'transform',
    backgroundClip: 'padding-box !important',
  },
  '.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off': {
    display: 'none',
  },
});

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
  const chart = useRef<uPlot | null>(null);
  /** The hovered day (x seconds), or null: the readout then shows the latest point. */
  const [hovered, setHovered] = useState<number | null>(null);
  const theme = useThemeStore((state) => state.theme);
  const data = useMemo<uPlot.AlignedData>(
    () => [points.map((p) => dayToSeconds(p.day)), points.map((p) => Number(p.netWorth))],
    [points],
  );
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    // Empty at first: the next effect hands it the points (and again whenever they change).
    const plot = new uPlot(plotOptions(element, height, setHovered), [[], []], element);
    chart.current = plot;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width > 0 && width !== plot.width) plot.setSize({ width, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
      chart.current = null;
    };
  }, [height]);

  useEffect(() => {
    chart.current?.setData(data);
  }, [data, height]);

  useEffect(() => {
    chart.current?.redraw(false, true);
  }, [theme]);

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
      <div ref={host} css={plotStyle} style={{ height }} aria-hidden="true" />
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
