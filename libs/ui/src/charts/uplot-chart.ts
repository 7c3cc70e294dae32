// What the uPlot charts (NetWorthPlot, JCurvePlot, WealthBandsPlot) share: the rules of uPlot's own
// stylesheet in theme colours, and the plot's life in a React component. Imported only by those lazily
// loaded files, so uPlot stays in their chunk.
import { css } from '@emotion/react';
import { useThemeStore } from '@heirloom/platform';
import { useEffect, useRef, type RefObject } from 'react';
import type uPlot from 'uplot';
import { t } from '@heirloom/ui/base';

/** The rules of uplot/dist/uPlot.min.css the charts use, in theme colours (no global stylesheet). */
export const uplotStyle = css({
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

/**
 * A uPlot in `host`: made by `create` (memoised by the caller on what the plot's options depend on),
 * kept as wide as its container at `height`, handed `data` when it is made and whenever the data
 * change, redrawn on a theme change (the canvas reads the theme's tokens at each draw), destroyed with
 * the component.
 */
export function useUplot(
  host: RefObject<HTMLDivElement | null>,
  create: (element: HTMLElement) => uPlot,
  data: uPlot.AlignedData,
  height: number,
): void {
  const chart = useRef<uPlot | null>(null);
  const theme = useThemeStore((state) => state.theme);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    // Empty at first: the next effect hands it the data (and again whenever they change).
    const plot = create(element);
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
  }, [host, create, height]);
  useEffect(() => {
    chart.current?.setData(data);
  }, [data, create, height]);
  useEffect(() => {
    chart.current?.redraw(false, true);
  }, [theme]);
}
