// Net worth over time: the range buttons, the data and the text summary are light and render at once;
// the plot itself (uPlot, ~50 KB) loads as its own chunk behind a skeleton of its final size, so it
// never weighs on the first paint.
import { css } from '@emotion/react';
import { DEFAULT_NET_WORTH_RANGE, netWorthRanges, type NetWorthRange } from '@heirloom/contracts';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { Button, Skeleton, t } from '@heirloom/ui/base';
import { chartProblemStyle, PlotBoundary, useLazyPlot } from './lazy-plot';
import { describeNetWorthHistory, rangeDescriptions, rangeLabels } from './net-worth-summary';
import { useNetWorthHistory } from './use-net-worth-history';

const loadPlot = () => import(/* webpackChunkName: "net-worth-plot" */ './NetWorthPlot');

/** The pointer readout above the plot (NetWorthPlot's first line). */
const READOUT_HEIGHT = 28;

export interface NetWorthChartProps {
  /** The range shown, when the page controls it; otherwise the chart starts at 1Y and keeps its own. */
  range?: NetWorthRange;
  onRangeChange?: (range: NetWorthRange) => void;
  /** Height of the plot in px (the loading skeleton takes the same room). */
  height?: number;
  className?: string;
}

const frameStyle = css({ display: 'flex', flexDirection: 'column', gap: t.space[3], minWidth: 0 });
const rangesStyle = css({ display: 'flex', flexWrap: 'wrap', gap: t.space[1], alignSelf: 'flex-end' });
const plotBoxStyle = css({ position: 'relative', width: '100%', minWidth: 0 });
const summaryStyle = css({ fontSize: t.text.sm, color: t.color.mutedFg });
export function NetWorthChart({ range, onRangeChange, height = 260, className }: NetWorthChartProps) {
  const [ownRange, setOwnRange] = useState<NetWorthRange>(DEFAULT_NET_WORTH_RANGE);
  const current = range ?? ownRange;
  const select = (next: NetWorthRange) => {
    if (range === undefined) setOwnRange(next);
    onRangeChange?.(next);
  };
  const history = useNetWorthHistory(current);
  const summaryId = useId();
  const [Plot, retryPlot] = useLazyPlot(loadPlot);
  const points = history.data?.points;

  let body: ReactNode;
  if (history.isError) {
    body = (
      <div css={chartProblemStyle} role="alert">
        <p>Could not load the net worth history.</p>
        <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
          Retry
        </Button>
      </div>
    );
  } else if (!points) {
    body = <Skeleton height="100%" />;
  } else {
    body = (
      <PlotBoundary onRetry={retryPlot}>
        <Suspense fallback={<Skeleton height="100%" />}>
          <Plot points={points} height={height} />
        </Suspense>
      </PlotBoundary>
    );
  }

  return (
    <div css={frameStyle} className={className}>
      <div css={rangesStyle} role="group" aria-label="Net worth range">
        {netWorthRanges.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={value === current ? 'secondary' : 'ghost'}
            aria-pressed={value === current}
            aria-label={`${rangeLabels[value]}: ${rangeDescriptions[value]}`}
            onClick={() => select(value)}
          >
            {rangeLabels[value]}
          </Button>
        ))}
      </div>
      <div
        css={plotBoxStyle}
        style={{ height: height + READOUT_HEIGHT }}
        aria-busy={history.isFetching}
        aria-describedby={summaryId}
      >
        {body}
      </div>
      <p id={summaryId} css={summaryStyle} aria-live="polite">
        {history.isError
          ? ''
          : points && !history.isPlaceholderData
            ? describeNetWorthHistory(points, current)
            : 'Loading net worth history…'}
      </p>
    </div>
  );
}
